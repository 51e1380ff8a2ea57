"""Determinization: every sample is a match whose view, for the sampling player, equals the real one.

The sampler is given only the view, as JSON text read back (no object of the real match can reach
it), and the samples differ from the real match where the player cannot see.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from taverna.bots import get_bot
from taverna.core import Match, Rng
from taverna.games import create_match
from taverna.games.sampling import Sampler, SamplingError, has_sampler, sample
from tests.sizes import heavy

EXAMPLES = heavy(5, default=3)

CASES: list[tuple[str, str | None, dict[str, Any], int]] = [
    ("cucu", "campli", {}, 5),
    ("cucu", "lu-stu", {}, 4),
    ("cucu", "cambio", {}, 5),
    ("cucu", "bga", {}, 4),
    ("cucu", "cambio", {"indian": True, "reincarnation": True, "double": True}, 4),
    ("cucu", "cambio", {"double-pack": True}, 3),
    ("cucu", "le-her", {}, 2),
    ("cucu", "ranter", {}, 4),
    ("cucu", "ranter", {"ace": "high", "king": False}, 3),
    ("cucu", "coucou", {}, 6),
    ("cucu", "coucou", {"dealer-three": False}, 7),
    ("cucu", "slabberjan", {}, 5),
    ("cucu", "slabberjan", {"bird": "on", "cat": "pay", "inn-fee": True}, 4),
    ("cucu", "gnav", {}, 6),
    ("cucu", "gnav", {"stock-matador": "powers", "pass-at-dealer": "keep", "cuckoo-fine": True}, 4),
    ("kille", "standard", {}, 4),
    ("kille", "duplicate", {}, 3),
    ("hypp", None, {}, 3),
    ("coteccio", None, {}, 4),
    ("cuajo", None, {}, 4),
    ("torionfo", None, {}, 4),
    ("torionfo", None, {"deals": 2}, 2),
    ("coch", None, {}, 4),
    ("coch", None, {"deals": 2}, 4),
    ("zifuli", None, {}, 5),
    ("zifuli", None, {"all-pass": "redeal", "chips": 3, "rounds": 2}, 5),
]


def plain(view: dict[str, Any]) -> dict[str, Any]:
    """The view as the JSON text a client would get, read back: plain data only."""
    out: dict[str, Any] = json.loads(json.dumps(view))
    return out


def play(game: str, rules: str | None, options: dict[str, Any], n: int, seed: int, steps: int,
         level: str = "random") -> Match:  # fmt: skip
    m = create_match(game, rules=rules, options=options or None, players=[f"p{i}" for i in range(n)], seed=seed)
    rng = Rng(seed)
    bot = get_bot(game, level)
    for _ in range(steps):
        if m.finished:
            break
        p = m.waiting_for()[0]
        m.apply(p, bot.choose(m.view(p), m.legal_actions(p), rng))
    return m


def test_every_landed_game_has_a_sampler() -> None:
    for game, *_ in CASES:
        assert has_sampler(game)


@pytest.mark.parametrize(("game", "rules", "options", "n"), CASES, ids=[f"{c[0]}-{c[1]}-{c[2]}" for c in CASES])
@settings(max_examples=EXAMPLES, deadline=None)
@given(seed=st.integers(0, 2**31), steps=st.integers(0, 80), level=st.sampled_from(["random", "simple"]))
def test_samples_are_consistent_with_the_view(
    game: str, rules: str | None, options: dict[str, Any], n: int, seed: int, steps: int, level: str
) -> None:
    m = play(game, rules, options, n, seed, steps, level)
    if m.finished:
        return
    p = m.waiting_for()[0]
    view = plain(m.view(p))
    try:
        s = Sampler(game, view, p)
        c = s.sample(Rng(seed ^ 0x5EED))
    except SamplingError:
        # the one documented refusal (docs/bots.md): a Cuajo purro hand that must keep waiting through many
        # known cards taken and discarded may not be found in the tries (rare: tests/research/
        # test_determinize_cuajo.py samples every view of whole deals); the search bot then plays the
        # rule-of-thumb move
        assert game == "cuajo"
        return
    assert c is not m
    assert c.view(p) == view
    assert c.legal_actions(p) == m.legal_actions(p)
    fast = Sampler(game, view, p, fast=True)  # later samples replay only the current deal
    for k in range(3):
        assert fast.sample(Rng(seed + k)).view(p) == view


def test_samples_deal_the_hidden_cards_differently() -> None:
    """The unseen cards are really dealt at random: another player's hand differs between samples."""
    for game, rules, n in (("kille", "standard", 4), ("coteccio", None, 4), ("cucu", "cambio", 5)):
        m = play(game, rules, {}, n, 7, 3)
        p = m.waiting_for()[0]
        view = plain(m.view(p))
        others = set()
        for k in range(8):
            c = sample(game, view, p, Rng(k))
            others.add(json.dumps([c.view(q) for q in c.players if q != p], sort_keys=True))
        assert len(others) > 1, game


def test_kille_sample_respects_what_the_plays_rule_out() -> None:
    """A Krypkille player who played below the table held nothing stronger than the table."""
    for seed in range(30):
        m = play("kille", "standard", {}, 3, seed, 25, "simple")
        if m.finished:
            continue
        p = m.waiting_for()[0]
        view = plain(m.view(p))
        c: Any = sample("kille", view, p, Rng(seed))
        # the engine itself checks every replayed play: a sample that replays is consistent with them
        assert c.view(p) == view
        assert sorted(x for h in c.hands.values() for x in h) != [] or c.finished


def test_cucu_exchanged_card_known_to_both() -> None:
    """In Cucù, the card a player passed in an exchange is, in every sample, in the receiver's hand."""
    from taverna.cards.cuckoo import parse_card

    checked = 0
    for seed in range(10):
        m = play("cucu", "cambio", {}, 5, seed, 0)
        p = m.waiting_for()[0]
        if p == m.view(p)["dealer"] or "exchange" not in [a.word for a in m.legal_actions(p)]:
            continue
        m.apply(p, "exchange")
        view = plain(m.view(p))
        if len(view["cards"]) < 2:
            continue  # the exchange was stopped (a Horse, the Hunter ...)
        for k in range(3):
            c: Any = sample("cucu", view, p, Rng(k))
            for q, card in view["cards"].items():
                assert c.hands[q].card == parse_card(card)
            checked += 1
    assert checked


def test_unknown_game_is_refused_with_the_list() -> None:
    with pytest.raises(SamplingError, match=r"samplers: .*cucu"):
        sample("nosuchgame", {}, "p0", Rng(0))


def test_zifuli_partner_is_where_the_viewer_knows_it() -> None:
    """The twin of the Boss's last bid card: with the viewer if they are the Partner; never with a
    player who cannot hold it; the Boss alone only if the viewer cannot rule it out."""
    checked = 0
    for seed in range(30):
        m: Any = play("zifuli", None, {}, 5, seed, 12)
        if m.boss is None or m.known or m.finished:
            continue
        for p in m.players:
            view = plain(m.view(p))
            for k in range(3):
                c: Any = sample("zifuli", view, p, Rng(k))
                assert c.boss == m.boss and c.card == m.card
                if p == m.partner:
                    assert c.partner == p
                elif p == m.boss:
                    assert (c.partner is None) == (m.partner is None)
                else:
                    assert c.partner != p
                checked += 1
    assert checked


def test_torionfo_discards_stay_hidden_but_the_viewers_own() -> None:
    """A discarder's samples keep their discards; another player's samples deal the hidden discards at random."""
    varied = 0
    for seed in range(12):
        m: Any = play("torionfo", None, {}, 4, seed, 6)
        if m.phase != "play":
            continue
        for p in m.players:
            view = plain(m.view(p))
            seen = set()
            for k in range(6):
                c: Any = sample("torionfo", view, p, Rng(k))
                assert c.discards[p] == m.discards[p]
                assert c.torionfo == m.torionfo and c.cut_taken == m.cut_taken and c.turn_taken == m.turn_taken
                seen.add(json.dumps({q: sorted(d) for q, d in c.discards.items() if q != p}))
            if any(m.discards[q] for q in m.players if q != p):
                varied += len(seen) > 1
    assert varied
