"""The Cucù engine's shortcuts for speed give what the plain paths give.

* the comparisons: ``result.campli`` without a Matto, ``result.cambio`` for the basic rule and
  ``result.lowest`` without overrides answer directly instead of through the general table;
* the engine: ``CucuMatch.legal_actions``, ``check`` and the legal actions it uses read ``waiting``
  directly instead of Match's memo, ``waiting_for`` is remembered for the ``waiting`` it was asked of,
  and a deal in which no Cuckoo has come into a hand skips the search for Cuckoo holders who may
  declare it or have it shown;
* the log: an event that recurs with the same contents (``CucuMatch.repeat``: a player's card,
  ``dealt``, ``keep``, ``asked`` ...) is the object made the first time, logged again.
"""

from __future__ import annotations

import random

import pytest

from taverna.cards.cuckoo import CUCKOO, FOOL, RANKS
from taverna.core import Action
from taverna.core.match import Match
from taverna.games import create_match, sampling
from taverna.games.cucu import result as r
from taverna.games.cucu.actions import OPTIONAL_WORDS
from taverna.games.cucu.engine import DECLARE, PLAYER_LIMITS, CucuMatch
from tests.sizes import heavy

MATCHES = heavy(20, default=8)


def _hands(rng: random.Random, fools: bool) -> list[tuple[str, int]]:
    ranks = [c for c in RANKS if fools or c != FOOL]
    return [(f"P{i}", rng.choice(ranks)) for i in range(rng.randint(1, 8))]


def test_campli_without_a_matto_is_the_general_rule() -> None:
    rng = random.Random(5)
    for _ in range(3000):
        cards = _hands(rng, fools=False)
        # the general path: every holder of the lowest card (a value table forces it), a Cuckoo never
        low = set(r.lowest(cards, {"nobody": 0.0}))
        assert r.campli(cards) == {n: -1 for n, c in cards if n in low and c != CUCKOO}


def test_lowest_without_overrides_is_the_table() -> None:
    rng = random.Random(6)
    for _ in range(3000):
        cards = _hands(rng, fools=True)
        assert r.lowest(cards) == r.lowest(cards, {"nobody": 0.0})


def test_cambio_basic_rule_is_the_general_rule() -> None:
    rng = random.Random(7)
    for _ in range(3000):
        cards = _hands(rng, fools=True)
        deck_fools = frozenset(n for n, c in cards if c == FOOL and rng.random() < 0.5)
        weight = {n: 16.0 if n in deck_fools else float(c) for n, c in cards}
        least = min(weight.values())
        expected = [n for n, _ in cards if weight[n] == least]
        assert r.cambio(cards, deck_fools=deck_fools) == expected
        # void adds equal pairs to the basic rule: the general path agrees where no pair is equal
        if len(set(weight.values())) == len(cards):
            assert r.cambio(cards, deck_fools=deck_fools, void=True) == expected


def _cuckoo_holders(m: CucuMatch) -> list[str]:
    """Who may declare the Cuckoo now, computed from the hands themselves."""
    if not m.may_declare:
        return []
    return [p for p in m.order if p in m.hands and m.hands[p].card == CUCKOO and p not in m.lost and p not in m.dead]


@pytest.mark.parametrize("rules", ["campli", "lu-stu", "cambio", "bga", "le-her"])
def test_legal_actions_and_declarers_match_the_plain_paths(rules: str) -> None:
    players = 2 if rules == "le-her" else 5
    for seed in range(MATCHES):
        rng = random.Random(seed)
        m = create_match("cucu", rules=rules, players=[f"P{i}" for i in range(players)], seed=seed)
        assert isinstance(m, CucuMatch)
        steps = 0
        while not m.finished and steps < 400:
            for p in [*m.players, "nobody"]:
                assert m.legal_actions(p) == Match.legal_actions(m, p)  # Match's own, through its memo
            if m.phase == "exchanges" and m.proposal is None and not m.reentry_queue:
                declarers = sorted(q for q, acts in m.waiting.items() if DECLARE in acts)
                assert declarers == sorted(_cuckoo_holders(m))
            # waiting_for, remembered for the ``waiting`` it was asked of: as computed, a new list each time
            want = [q for q, acts in m.waiting.items() if any(a.word not in OPTIONAL_WORDS for a in acts)]
            got = m.waiting_for()
            assert got == want
            got.append("someone")
            assert m.waiting_for() == want
            if steps % 25 == 3:
                assert sampling.clone(m).waiting_for() == want
            p = rng.choice(m.to_act())
            legal = m.legal_actions(p)
            a = rng.choice(legal)
            if a.word == "offer":
                a = Action("offer", {"money": 1})
            elif a.word == "propose":
                a = Action("propose", rng.randrange(101))
            m.apply(p, a)
            steps += 1
        if m.finished:
            assert m.legal_actions("P0") == Match.legal_actions(m, "P0") == []


def test_legal_actions_of_a_bad_name_is_empty() -> None:
    m = create_match("cucu", rules="cambio", players=["A", "B", "C"], seed=1)
    assert m.legal_actions(["A"]) == []  # type: ignore[arg-type]
    assert m.legal_actions(None) == []  # type: ignore[arg-type]


def _outcome(check: object, m: CucuMatch, player: object, action: object) -> object:
    try:
        return ("ok", check(m, player, action))  # type: ignore[operator]
    except Exception as exc:  # the same error, word for word
        return (type(exc).__name__, str(exc))


def _random_step(m: CucuMatch, rng: random.Random) -> tuple[str, Action]:
    """A player to act and one of their legal actions, at random (``offer`` and ``propose`` with an argument)."""
    p = rng.choice(m.to_act())
    a = rng.choice(m.legal_actions(p))
    if a.word == "offer":
        a = Action("offer", {"money": 1})
    elif a.word == "propose":
        a = Action("propose", rng.randrange(101))
    return p, a


@pytest.mark.parametrize("rules", ["campli", "lu-stu", "cambio", "bga"])
def test_check_answers_as_match_check(rules: str) -> None:
    words = ["keep", "exchange", "declare", "insure", "accept", "refuse", "offer", "propose", "reenter", "decline"]
    for seed in range(MATCHES // 2 + 1):
        rng = random.Random(seed)
        m = create_match("cucu", rules=rules, players=[f"P{i}" for i in range(4)], seed=seed)
        assert isinstance(m, CucuMatch)
        steps = 0
        while not m.finished and steps < 200:
            for _ in range(4):
                who = rng.choice([*m.players, "nobody", ["P0"]])
                w = rng.choice(words)
                act = rng.choice([Action(w), Action(w, {"money": 1}), Action(w, 30), w, [w], 7])
                assert _outcome(CucuMatch.check, m, who, act) == _outcome(Match.check, m, who, act)
            for q in m.to_act():  # every legal template as listed (propose and offer need their argument)
                for t in m.legal_actions(q):
                    assert _outcome(CucuMatch.check, m, q, t) == _outcome(Match.check, m, q, t)
            p, a = _random_step(m, rng)
            assert _outcome(CucuMatch.check, m, p, a) == _outcome(Match.check, m, p, a)
            m.apply(p, a)
            steps += 1


def _play_plain(m: CucuMatch, player: str, action: Action) -> None:
    """``m.apply``, every event made anew (the plain path: nothing kept to log again)."""
    m.recurring.clear()
    m.apply(player, action)
    m.recurring.clear()


@pytest.mark.parametrize("rules", sorted(PLAYER_LIMITS))
def test_recurring_events_are_the_events_emit_makes(rules: str) -> None:
    """A match whose recurring events are logged again has the log, event for event, of the same match
    whose events are all made anew; and so has a copy (``sampling.clone``) played on apart from its
    original."""
    lo, hi = PLAYER_LIMITS[rules]
    repeated = 0
    for seed in range(MATCHES):
        rng = random.Random(seed)
        players = [f"P{i}" for i in range(rng.randint(lo, min(hi, 6)))]
        fast = create_match("cucu", rules=rules, players=players, seed=seed)
        plain = create_match("cucu", rules=rules, players=players, seed=seed)
        assert isinstance(fast, CucuMatch) and isinstance(plain, CucuMatch)
        copies: list[tuple[CucuMatch, CucuMatch]] = []
        steps = 0
        while not plain.finished and steps < 300:
            p, a = _random_step(plain, rng)
            if a.word == "reenter":
                break  # (its argument names contributions: not what this test is about)
            if steps % 37 == 5:  # a copy, played on apart from here with the same actions as a plain one
                copy, twin = sampling.clone(fast), sampling.clone(plain)
                assert isinstance(copy, CucuMatch) and isinstance(twin, CucuMatch)
                copies.append((copy, twin))
            fast.apply(p, a)
            _play_plain(plain, p, a)
            assert [e.to_json() for e in fast.log] == [e.to_json() for e in plain.log]
            steps += 1
        assert fast.record() == plain.record()
        repeated += len(fast.log) - len({id(e) for e in fast.log})
        for copy, twin in copies:
            for _ in range(40):
                if twin.finished:
                    break
                p = rng.choice(twin.to_act())
                a = rng.choice(twin.legal_actions(p))
                if a.arg is None and a.word in ("offer", "propose", "reenter"):
                    break
                copy.apply(p, a)
                _play_plain(twin, p, a)
            assert [e.to_json() for e in copy.log] == [e.to_json() for e in twin.log]
    assert repeated > 0  # (the shortcut was taken)


def test_the_research_tables_plain_actions_are_the_engines_own() -> None:
    """The action table's words without an argument are the engine's own objects (``check`` finds an
    action of the table by identity) and the actions ``plain`` names, in its order."""
    from taverna.games.cucu import actions
    from taverna.games.cucu.spec import SPEC
    from taverna.games.spec import plain

    m = create_match("cucu", rules="campli", players=["A", "B", "C"], seed=1)
    words = ["keep", "exchange", "declare", "insure", "accept", "refuse", "reenter", "decline", "defeat", "pass"]
    table = SPEC.actions(m)[: len(words)]
    assert table == plain(*words)
    assert all(a is getattr(actions, a.word.upper()) for a in table)


@pytest.mark.parametrize("rules", sorted(PLAYER_LIMITS))
def test_deal_summaries_share_only_what_never_changes(rules: str) -> None:
    """A deal's summary keeps a player's entry of the deal before when their counters are the same
    objects, and the reveal's record of the cards: every summary reads, to the end of the match, as it
    read when it was made, and each entry it shares holds what a new one would."""
    import json

    lo, hi = PLAYER_LIMITS[rules]
    shared = 0
    for seed in range(MATCHES):
        rng = random.Random(seed)
        m = create_match("cucu", rules=rules, players=[f"P{i}" for i in range(rng.randint(lo, min(hi, 6)))], seed=seed)
        assert isinstance(m, CucuMatch)
        made: list[str] = []
        steps = 0
        while not m.finished and steps < 300:
            p, a = _random_step(m, rng)
            if a.word == "reenter":
                break
            m.apply(p, a)
            steps += 1
            for d in m.deals[len(made) :]:
                made.append(json.dumps(d, sort_keys=True, default=str))
        assert [json.dumps(d, sort_keys=True, default=str) for d in m.deals] == made
        for before, d in zip(m.deals, m.deals[1:], strict=False):
            for q in m.players:
                if d["after"][q] is before["after"][q]:
                    shared += 1
    assert shared > 0 or rules == "le-her"  # (Le Her: every deal moves both players' scores)
