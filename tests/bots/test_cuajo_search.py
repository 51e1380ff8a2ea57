"""Cuajo's search bot (``taverna.games.cuajo.expectimax``): its count of the unseen cards is right, it keeps
the most outs, and it takes the discard that brings its hand to purro."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from taverna.bots import get_bot
from taverna.bots.search import SearchBot
from taverna.cards.cuajo import card_str, parse_card
from taverna.core import Action, Rng
from taverna.games import create_match
from taverna.games.cuajo import bot as thumb
from taverna.games.cuajo import expectimax as search
from taverna.games.cuajo import solver
from tests.sizes import heavy

PLAYERS = [f"p{i}" for i in range(4)]


def _copies(cards: list[int]) -> list[int]:
    n = [0] * 28
    for c in cards:
        n[c] += 1
    return n


def _check_bracket(m: Any, p: str) -> None:
    left = search.unseen(m.view(p))
    stock = _copies(list(m.stock))
    others = [c for q in m.players if q != p for c in m.hands[q]]
    # secrets are face down, but a sowee secret's three sowee copies are known to all
    others += [
        c
        for q in m.players
        if q != p
        for s in m.secrets[q]
        for c in (s["cards"][3:] if s["type"] == "sowee" else s["cards"])
    ]
    hidden = _copies(others)
    for c in range(28):
        assert stock[c] <= left[c] <= stock[c] + hidden[c], (card_str(c), stock[c], left[c], hidden[c])


@settings(max_examples=heavy(20, default=10), deadline=None)
@given(seed=st.integers(0, 2**31), steps=st.integers(1, 160), mix=st.integers(0, 3))
def test_unseen_counts_bracket_the_truth(seed: int, steps: int, mix: int) -> None:
    """For every card: the copies in the stock <= the unseen copies <= the copies in the stock and in
    the other players' hands and secrets (the viewer cannot tell those apart, but never counts a copy
    it has seen elsewhere, nor misses one that could still be drawn), less the sowee copies of their
    sowee secrets (known to all)."""
    m: Any = create_match("cuajo", players=PLAYERS, seed=seed, options={"deals": 1})
    rng = Rng(seed)
    bots = [get_bot("cuajo", "simple"), get_bot("cuajo", "random")]
    checked = 0
    for i in range(steps):
        if m.finished:
            break
        p = m.waiting_for()[0]
        if m.phase in ("play", "draw", "purro", "claim"):
            _check_bracket(m, p)
            checked += 1
        bot = bots[(i >> mix) & 1]
        m.apply(p, bot.choose(m.view(p), m.legal_actions(p), rng))
    assert checked or steps < 3 or m.finished


def test_unseen_counts_with_another_players_sowee_secret() -> None:
    """The same bracket where it is easiest to get wrong: another player has laid a sowee secret (three
    copies of the sowee, face down, some perhaps taken from the pile in view)."""
    found = 0
    for seed in range(60):
        m: Any = create_match("cuajo", players=PLAYERS, seed=seed, options={"deals": 1})
        rng = Rng(seed)
        simple = get_bot("cuajo", "simple")
        while not m.finished:
            p = m.waiting_for()[0]
            if m.phase in ("play", "draw", "purro", "claim") and any(
                s["type"] == "sowee" for q in m.players if q != p for s in m.secrets[q]
            ):
                _check_bracket(m, p)
                found += 1
            m.apply(p, simple.choose(m.view(p), m.legal_actions(p), rng))
        if found >= 40:
            break
    assert found >= 40


def _outs(view: dict[str, Any], rest: list[int]) -> int:
    left = search.unseen(view)
    return sum(left[w] for w in solver.waits(rest))


def test_keeps_at_least_the_outs_of_the_rule_of_thumb() -> None:
    """At every discard of whole deals where the rule of thumb keeps a hand one card from a win, the
    search keeps one too, with as many outs (cards that complete it, counted with the solver's
    ``waits``), and more in some."""
    compared = better = 0
    for seed in range(8):
        m: Any = create_match("cuajo", players=PLAYERS, seed=seed, options={"deals": 1})
        while not m.finished:
            p = m.waiting_for()[0]
            view, legal = m.view(p), m.legal_actions(p)
            ours = search.choose(view, legal, Rng(1))
            theirs = thumb.choose(view, legal, Rng(1))
            if ours.word == "discard" and theirs.word == "discard":
                free = thumb.free_cards(view)
                a, b = list(free), list(free)
                a.remove(parse_card(ours.arg))
                b.remove(parse_card(theirs.arg))
                if solver.waits(b):
                    assert solver.waits(a), (view["hand"], ours, theirs)
                    assert _outs(view, a) >= _outs(view, b)
                    compared += 1
                    better += _outs(view, a) > _outs(view, b)
            m.apply(p, ours)
    assert compared > 20 and better >= 1


def _view(hand: list[str], discards: list[str], purro: bool = False) -> dict[str, Any]:
    return {
        "viewer": "p0",
        "hand": hand,
        "secrets": [],
        "discards": discards,
        "sowee": "Ab",
        "players": [{"name": q, "purro": purro and q == "p0", "secrets": []} for q in PLAYERS],
        "log": [],
    }


# twelve cards in combinations (a set of aces, a run of cups, a run of coins to the king, a set of
# threes), a 4 and 5 of swords waiting for their 3, and a lone jack of batons
COMPLETE = ["Ac", "Ao", "As", "3c", "4c", "5c", "Jo", "Ho", "Ko", "3o", "3s", "3b"]


def test_takes_the_discard_that_brings_the_hand_to_purro() -> None:
    view = _view([*COMPLETE, "4s", "5s", "Jb"], ["Hc", "3s"])
    assert not thumb.one_away([parse_card(c) for c in view["hand"]])
    legal = [Action("draw"), Action("take")]
    assert search.choose(view, legal, Rng(0)) == Action("take")
    # and then throws the lone jack, keeping a complete hand (which waits for any king)
    hand = [*view["hand"], "3s"]
    legal = [Action("discard", c) for c in sorted(set(hand)) if not c.startswith("K")]
    assert search.choose({**view, "hand": hand, "discards": ["Hc"]}, legal, Rng(0)) == Action("discard", "Jb")


def test_draws_when_the_discard_does_not_help() -> None:
    view = _view([*COMPLETE, "4s", "5s", "Jb"], ["Hc"])
    assert search.choose(view, [Action("draw"), Action("take")], Rng(0)) == Action("draw")


def test_takes_a_winning_discard_when_purro() -> None:
    view = _view([*COMPLETE, "4s", "5s", "Kb"], ["3s"], purro=True)
    assert search.choose(view, [Action("draw"), Action("take")], Rng(0)) == Action("take")


def test_more_outs_beat_the_rule_of_thumbs_least_useful_card() -> None:
    """Twelve cards in combinations and 4s 5s 4o 4b: throwing the 5 of swords or the 5 of cups (out of
    its run) both leave a hand one card from a win.  The rule of thumb throws the less useful 5 of
    swords, which waits for the 3 and 4 of cups, half of them already discarded; the search throws
    the 5 of cups, whose waits (3 and 4 of swords) are all unseen: the most outs of any discard."""
    hand = [*COMPLETE, "4s", "5s", "4o", "4b"]
    view = _view(hand, ["3c", "3c", "4c", "4c", "Hc"])
    legal = [Action("discard", c) for c in sorted(set(hand)) if not c.startswith("K")]
    cards = [parse_card(c) for c in hand]

    def outs_without(c: str) -> int:
        rest = list(cards)
        rest.remove(parse_card(c))
        return _outs(view, rest) if thumb.one_away(rest) else -1

    assert thumb.choose(view, legal, Rng(0)) == Action("discard", "5s")
    assert search.choose(view, legal, Rng(0)) == Action("discard", "5c")
    assert outs_without("5c") == max(outs_without(a.arg) for a in legal) > outs_without("5s")


def test_the_search_levels_use_the_enumeration_and_only_the_view() -> None:
    bot = get_bot("cuajo", "hard")
    assert isinstance(bot, SearchBot) and bot.root == "expectimax"
    m: Any = create_match("cuajo", players=PLAYERS, seed=4, options={"deals": 1})
    p = m.waiting_for()[0]
    view, legal = m.view(p), m.legal_actions(p)
    assert get_bot("cuajo", "hard").choose(view, legal, Rng(2)) == search.choose(view, legal, Rng(2).fork(1))


def test_an_expectimax_root_for_a_game_without_one_is_refused() -> None:
    try:
        SearchBot("kille", root="expectimax")
    except ValueError as e:
        assert "no expectimax search for kille" in str(e) and "cuajo" in str(e)
    else:
        raise AssertionError("accepted")
