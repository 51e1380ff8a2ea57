"""Cuajo determinization: a sample for every view a player can have.

Whole deals are played by rule-of-thumb bots (and one with a random player, who also passes on
"time" and stays silent when it could say purro); at every decision the acting player's view is
sampled, and at every few decisions every other player's view too.  A sample must be a match whose
view for that player equals the real one: the engine itself replays every action, so the rebuilt
hands agree with every purro (the hand waited for one card, with the king shown), every discard
after it (purro kept or lost), every card drawn face up (the purro players it completed were
asked to call "time", the others not) and the winner's exposed hand.  The tests also check that
the deals cover those situations, so that none of them passes by having nothing to check.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from taverna.bots import get_bot
from taverna.cards.cuajo import parse_card
from taverna.core import Match, Rng
from taverna.games import create_match
from taverna.games.sampling import Sampler
from tests.sizes import heavy

# seeds whose single deal has purro players (one lost from the fourth on), secrets of four and
# sowee secrets, wins from the stock, by a claim and from the discards (all eight in the heavy run)
SEEDS = [19, 5, 8, 21, 20, 24, 16, 2][: heavy(8, default=3)]


def _plain(view: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(json.dumps(view))
    return out


def _deal(seed: int, random_seat: str | None = None) -> tuple[list[tuple[Match, str]], Match]:
    """The decision points of one deal (a copy of the match then, the player to act), and its end."""
    m = create_match("cuajo", players=[f"p{i}" for i in range(4)], seed=seed, options={"deals": 1})
    simple, rand = get_bot("cuajo", "simple"), get_bot("cuajo", "random")
    rng = Rng(seed)
    points: list[tuple[Match, str]] = []
    while not m.finished:
        p = m.waiting_for()[0]
        points.append((_snapshot(m), p))
        bot = rand if p == random_seat else simple
        m.apply(p, bot.choose(m.view(p), m.legal_actions(p), rng))
    return points, m


def _snapshot(m: Match) -> Match:
    from taverna.bots.search import clone

    return clone(m)


def _check(m: Match, p: str, rng: Rng) -> Match:
    view = _plain(m.view(p))
    c = Sampler("cuajo", view, p).sample(rng)
    assert c.view(p) == view
    assert c.legal_actions(p) == m.legal_actions(p)
    return c


def _covered(end: Match, seen: Counter[str]) -> None:
    for e in end.view(None)["log"]:
        k = e["kind"]
        if k in ("purro", "purro_lost", "time", "no_claim"):
            seen[k] += 1
        elif k == "secret":
            seen["secret " + e["type"]] += 1
        elif k == "win":
            seen["win " + e["source"]] += 1


def test_every_view_of_rule_bot_deals_has_a_sample() -> None:
    seen: Counter[str] = Counter()
    purro_views = 0
    for seed in SEEDS:
        points, end = _deal(seed)
        _covered(end, seen)
        for i, (m, p) in enumerate(points):
            others = [q for q in m.players if q != p] if i % 10 == 0 else []
            for q in [p, *others]:
                _check(m, q, Rng(seed * 1000 + i))
            view = m.view(p)
            if any(x["purro"] for x in view["players"] if x["name"] != p):
                purro_views += 1
    assert purro_views > 10
    for what in ("purro", "time", "secret four", "win claim", "win discard"):
        assert seen[what] > 0, (what, seen)
    if len(SEEDS) >= 4:
        for what in ("purro_lost", "secret sowee", "win stock"):
            assert seen[what] > 0, (what, seen)


def test_a_random_player_who_passes_and_stays_silent_is_sampled_too() -> None:
    seen: Counter[str] = Counter()
    for seed in range(3, 3 + heavy(3, default=3)):
        points, end = _deal(seed, random_seat="p1")
        _covered(end, seen)
        for i, (m, p) in enumerate(points):
            _check(m, p, Rng(seed + i))
    assert seen["purro"] > 0


def test_a_purro_hand_in_a_sample_waits_and_shows_its_king() -> None:
    """Read off the samples directly: another player's purro hand waits for one card, holds the king
    it showed, and its hidden cards are not simply the real ones."""
    from taverna.games.cuajo import solver

    checked = differ = 0
    for seed in SEEDS[:2]:
        for i, (m, p) in enumerate(_deal(seed)[0]):
            view = m.view(p)
            purro = [x for x in view["players"] if x["name"] != p and x["purro"]]
            if not purro or i % 3:
                continue
            c: Any = _check(m, p, Rng(i))
            real: Any = m
            for x in purro:
                q = x["name"]
                if c.phase == "play" and c.turn == q:
                    continue  # mid-turn: 16 cards
                assert solver.waits(c._free(q)), (seed, i, q)
                if x["shown"] != "token":
                    assert parse_card(x["shown"]) in c.hands[q]
                else:
                    assert not any(k >= 24 for k in c.hands[q])
                checked += 1
                differ += sorted(c.hands[q]) != sorted(real.hands[q])
    assert checked > 5
    assert differ > 0


def test_a_player_asked_about_purro_is_not_read_as_one_card_from_a_win() -> None:
    """Every discarder neither purro nor in a penalty is asked about purro, whatever the hand: the question tells
    another player's sampler nothing, so the hands it gives a player asked now are not all one card from a win."""
    asked = not_waiting = 0
    for seed in SEEDS[:2]:
        for i, (m, q) in enumerate(_deal(seed)[0]):
            real: Any = m
            if real.phase != "purro" or i % 2:
                continue
            viewer = m.players[(m.players.index(q) + 1 + i % 3) % 4]
            c: Any = _check(m, viewer, Rng(i))
            assert c.to_act() == [q]
            asked += 1
            not_waiting += not c._one_away(q)
    assert asked > 10
    assert not_waiting > 0
