"""The learned bot's features for the Cucù rule sets of the other packs (``games/cucu/learned/packs.py``): their
length and range, no hidden information, a card's place in each rule set's own order; the Cuckoo pack's four
networks still decide as they did (their features unchanged); every rule set has weights the lobby offers."""

from __future__ import annotations

import copy
from dataclasses import replace
from typing import Any

import numpy as np
import pytest

from taverna.bots import get_bot, play_bots
from taverna.bots.learned import LearnedBot, learned_part, load_network, rule_sets_with_weights
from taverna.core import Action, Rng
from taverna.games import create_match, get_game
from taverna.games.cucu.learned import CUCKOO_RULES, RULES, features, layout, packs

PACK_RULES = list(packs.RULES)


def _players(rules: str, n: int) -> list[str]:
    n = 2 if rules == "le-her" else max(n, 5) if rules == "coucou" else n
    return [f"p{i}" for i in range(n)]


def _decisions(rules: str, n: int, seed: int) -> list[dict[str, Any]]:
    """The views of every keep/exchange decision of a match played by the rule of thumb."""
    names = _players(rules, n)
    match = create_match("cucu", rules=rules, players=names, seed=seed)
    normal = get_bot("cucu", "normal")
    views: list[dict[str, Any]] = []

    class Spy:
        def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
            if {a.word for a in legal} == {"keep", "exchange"}:
                views.append(view)
            return normal.choose(view, legal, rng)

        def choose_optional(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action | None:
            return normal.choose_optional(view, legal, rng)

    assert play_bots(match, dict.fromkeys(names, Spy()), {p: Rng(i) for i, p in enumerate(names)})
    return views


def test_every_cucu_rule_set_has_a_layout_and_the_other_packs_share_one() -> None:
    assert set(RULES) == set(get_game("cucu").rule_sets)
    assert set(CUCKOO_RULES).isdisjoint(PACK_RULES)
    for rules in CUCKOO_RULES:
        assert layout(rules) == ("cucu-learned/1", 82)
    for rules in PACK_RULES:
        assert layout(rules) == (packs.LAYOUT, packs.SIZE)


@pytest.mark.parametrize("rules", PACK_RULES)
@pytest.mark.parametrize("n,seed", [(3, 1), (6, 2), (9, 3)])
def test_the_features_have_their_length_and_range_at_every_decision(rules: str, n: int, seed: int) -> None:
    views = _decisions(rules, n, seed)
    assert len(views) > 5
    for view in views:
        x = features(view)
        assert x is not None and len(x) == packs.SIZE
        assert all(-1.0 <= v <= 1.0 for v in x), (rules, x)
        assert sum(x[: packs.PLACES]) == 1.0  # the card's place: one slot
    # a moment the network does not decide: no card
    assert features({**views[0], "card": None}) is None


@pytest.mark.parametrize(
    "rules,card,place,power",
    [
        ("le-her", "Ac", 0, ""), ("le-her", "Ks", 12, "refuse"), ("le-her", "7h", 6, ""),
        ("ranter", "Kd", 12, "refuse"), ("ranter", "2c", 1, ""),
        ("coucou", "7c", 1, ""), ("coucou", "Kh", 7, "refuse"),  # six players: the 32-card pack (A, 7 .. K)
        ("gnav", "fool", 0, ""), ("gnav", "12", 15, ""), ("gnav", "cuckoo", 20, "halt"), ("gnav", "cat", 18, "asker-pays"),
        ("slabberjan", "jan-rit", 0, ""), ("slabberjan", "rider", 20, "refuse"), ("slabberjan", "cat", 18, "undo-all"),
        ("slabberjan", "inn", 17, "pass-on"),
    ],
)  # fmt: skip
def test_a_card_is_its_place_in_the_rule_sets_order_and_its_power(
    rules: str, card: str, place: int, power: str
) -> None:
    view = _decisions(rules, 6, 4)[0]
    x = features({**view, "card": card})
    assert x is not None
    assert x[place] == 1.0
    ranks, _ = packs.order(rules, packs.options(view), len(view["players"]))
    assert x[packs.PLACES] == pytest.approx(place / (len(ranks) - 1))
    said = x[packs.PLACES + 2 : packs.PLACES + 2 + len(packs.POWERS)]
    assert said == [1.0 if power == w else 0.0 for w in packs.POWERS]


def test_an_option_changes_the_order_the_features_read() -> None:
    """Ranter-Go-Round with the Ace high: the Ace is the top card, the King below it."""
    view = _decisions("ranter", 4, 5)[0]
    high = {**view, "options": {"ace": "high"}}
    ace, king = features({**high, "card": "As"}), features({**high, "card": "Ks"})
    assert ace is not None and king is not None
    assert ace[12] == 1.0 and ace[packs.PLACES + 2] == 1.0  # the top place, and it refuses
    assert king[11] == 1.0 and king[packs.PLACES + 2] == 0.0


@pytest.mark.parametrize("rules", PACK_RULES)
def test_the_features_read_nothing_the_player_cannot_see(rules: str) -> None:
    """Two matches that differ only in the cards of two players the viewer cannot see give it the same features."""
    checked = 0
    for seed in range(6):
        names = _players(rules, 5)
        match = create_match("cucu", rules=rules, players=names, seed=seed)
        normal = get_bot("cucu", "normal")
        rngs = {p: Rng(i) for i, p in enumerate(names)}
        for _ in range(400):
            if match.finished or not match.waiting_for():
                break
            p = match.waiting_for()[0]
            view = match.view(p)
            legal = match.legal_actions(p)
            if {a.word for a in legal} == {"keep", "exchange"}:
                hidden = [q for q in names if q != p and q not in (view.get("cards") or {}) and q in match.hands]
                other = copy.deepcopy(match)
                if len(hidden) >= 2:  # two players' cards swapped
                    a, b = hidden[:2]
                    ha, hb = other.hands[a], other.hands[b]
                    other.hands[a], other.hands[b] = replace(ha, card=hb.card), replace(hb, card=ha.card)
                elif hidden and other.deck:  # (Le Her) the other player's card swapped with the stock's
                    ha = other.hands[hidden[0]]
                    other.hands[hidden[0]], other.deck[-1] = replace(ha, card=other.deck[-1]), ha.card
                else:
                    other.deck.reverse()
                if other.hands != match.hands or other.deck != match.deck:
                    assert features(other.view(p)) == features(view)
                    checked += 1
            match.apply(p, normal.choose(view, legal, rngs[p]))
    assert checked > 3


# recorded decisions of each Cuckoo-pack network (before the other packs had features): the estimates at the first
# decision of a seeded match and its choices at the first 20 ("k" keep, "e" exchange); its features and its weights
# unchanged, it decides as it did
RECORDED: dict[str, tuple[list[float], str]] = {
    "campli": ([-0.2042, -0.5293], "kkkkeeeekkkkkkkkkkek"),
    "lu-stu": ([-0.2838, -0.6259], "keekeeeekkkkkkekkkek"),
    "cambio": ([-0.4221, -0.8009], "kkkkekkkekkkekkkkekk"),
    "bga": ([-0.6276, -0.7671], "keeeeeeeekkkkkekekke"),
}


def _recorded(rules: str) -> tuple[list[float], str]:
    net = load_network("cucu", rules)
    assert net is not None
    qs = []
    for view in _decisions(rules, 5, 7)[:20]:
        x = features(view)
        assert x is not None and len(x) == 82
        qs.append(net.q(np.asarray(x, dtype=np.float32)))
    return [round(float(v), 4) for v in qs[0]], "".join("k" if q[0] >= q[1] else "e" for q in qs)


@pytest.mark.parametrize("rules", list(CUCKOO_RULES))
def test_the_cuckoo_pack_networks_decide_as_they_did(rules: str) -> None:
    assert _recorded(rules) == RECORDED[rules]


def test_every_rule_set_has_weights_and_the_learned_bot_plays_its_network_in_each() -> None:
    part = learned_part("cucu")
    assert part is not None
    assert rule_sets_with_weights("cucu", list(get_game("cucu").rule_sets)) == list(get_game("cucu").rule_sets)
    for rules in PACK_RULES:
        net = load_network("cucu", rules)
        assert net is not None and net.layout == packs.LAYOUT and net.size == packs.SIZE
        view = _decisions(rules, 6, 8)[0]
        bot = LearnedBot("cucu")
        legal = [Action("keep"), Action("exchange")]
        q = net.q(np.asarray(features(view), dtype=np.float32))
        best = "keep" if q[0] >= q[1] else "exchange"
        assert bot.choose(view, legal, Rng(0)).word == best


@pytest.mark.parametrize("rules", PACK_RULES)
def test_the_returns_count_the_chips_the_score_and_a_death_on_credit(rules: str) -> None:
    """What the training's returns are the change of: Le Her's score (the two players' sum zero), the chips
    elsewhere, and in Slabberjan one less for a player out (dead on credit with no chips left to lose)."""
    from taverna.games.cucu.learned import counter

    names = _players(rules, 5)
    match = create_match("cucu", rules=rules, players=names, seed=0 if rules == "le-her" else 3)
    normal = get_bot("cucu", "normal")
    assert play_bots(match, dict.fromkeys(names, normal), {p: Rng(i) for i, p in enumerate(names)})
    values = {p: counter(match.view(p)) for p in names}
    entries = {e["name"]: e for e in match.view(names[0])["players"]}
    if rules == "le-her":
        assert sum(values.values()) == 0 and any(values.values())
        assert all(values[p] == entries[p]["score"] for p in names)
        return
    for p in names:
        dead = 1.0 if rules == "slabberjan" and entries[p]["out"] else 0.0
        assert values[p] == entries[p]["chips"] - dead
    assert any(entries[p]["out"] for p in names)
