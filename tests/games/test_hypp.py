"""Hypp: packets from the bottom, blind bets, the dealer's cover, the reveal (ties to the dealer),
the deal handed on, the end; and random matches."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from taverna.core import Action, BadArgument, TavernaError, replay_actions
from taverna.games import create_match
from taverna.games.hypp.engine import HyppMatch
from taverna.records import replay
from tests.sizes import heavy

RECORDS = Path(__file__).parents[1] / "records" / "hypp"
EXAMPLES = heavy(300, default=60)


def test_one_round_packets_bets_and_reveal() -> None:
    # packets of 2 from the bottom: B [5, 2], C [9, 9], D [mask, 3]; the dealer's deck starts with 7
    m = replay(RECORDS / "one-round.json")
    s = m.summary()
    d = s["deals"][0]
    assert d["revealed"] == {"A": "7", "B": "5", "C": "9", "D": "mask"}
    # 4 x 2 x 10 = 80 chips each; C (9 > 7) wins 10; B (5) and D (mask) lose 4 and 3 to the dealer
    assert {p: c["chips"] for p, c in s["players"].items()} == {"A": 77, "B": 76, "C": 90, "D": 77}
    assert d["losers"] == ["A", "B", "D"]
    assert m.dealer == "A" and s["to_act"] == ["A"]  # the dealer's 7 was not the lowest: A deals again


def hypp(n: int = 3, **options: object) -> HyppMatch:
    m = create_match("hypp", players=[chr(65 + i) for i in range(n)], dealer="A", options=options,
                     shuffles=[["3", "3", "4"] if n == 3 else []])  # fmt: skip
    assert isinstance(m, HyppMatch)
    return m


def test_a_tie_goes_to_the_dealer_and_the_lowest_card_hands_the_deal_on() -> None:
    m = create_match("hypp", players=["A", "B", "C"], dealer="A", shuffles=[["3", "8", "3"]])
    m.apply("A", ["packet", 1])
    m.apply("B", ["bet", 5])
    m.apply("C", ["bet", 5])
    s = m.summary()
    # B's 3 ties the dealer's 3: the dealer wins; C's 8 beats it; the dealer's 3 is the lowest shown
    assert s["players"] == {"A": {"chips": 60, "out": False}, "B": {"chips": 55, "out": False},
                            "C": {"chips": 65, "out": False}}  # fmt: skip
    assert m.dealer == "B"


def test_a_dealer_who_cannot_cover_reduces_the_bets_and_hands_the_deal_on() -> None:
    m = create_match("hypp", players=["A", "B", "C"], dealer="A", options={"chips": 6, "limit": 6},
                     shuffles=[["9", "9", "1"]])  # fmt: skip
    m.apply("A", ["packet", 1])
    m.apply("B", ["bet", 6])
    m.apply("C", ["bet", 3])
    reduced = next(e.data for e in m.log if e.kind == "bets_reduced")
    assert reduced["bets"] == {"B": 4, "C": 2}  # 9 reduced to the dealer's 6, in proportion
    s = m.summary()
    assert s["players"]["A"]["chips"] == 0 and s["finished"]  # the dealer is out of chips: the game ends
    assert s["winner"] == "B"


def test_bad_arguments_say_what_is_expected() -> None:
    m = hypp()
    with pytest.raises(BadArgument, match="1 to 19"):
        m.apply("A", ["packet", 20])
    with pytest.raises(BadArgument):
        m.apply("A", "packet")
    m.apply("A", ["packet", 1])
    with pytest.raises(BadArgument, match="1 to 10"):
        m.apply("B", ["bet", 11])
    with pytest.raises(TavernaError, match="2 to 8"):
        create_match("hypp", players=["A"])


def test_everyone_dealing_once_ends_the_game() -> None:
    m = hypp()
    for p in ("A", "B", "C"):
        assert m.dealer == p
        m.apply(p, "pass")
    assert m.finished and m.winner == ["A", "B", "C"]


@settings(max_examples=EXAMPLES, deadline=None)
@given(seed=st.integers(0, 2**31), n=st.integers(2, 8), limit=st.integers(1, 12))
def test_random_matches_keep_every_invariant(seed: int, n: int, limit: int) -> None:
    rng = random.Random(seed)
    m = create_match("hypp", players=[f"P{i}" for i in range(n)], seed=seed, options={"limit": limit})
    assert isinstance(m, HyppMatch)
    steps = 0
    while not m.finished:
        assert steps < 20000
        p = m.to_act()[0]
        legal = m.legal_actions(p)
        a = rng.choice(legal)
        if a.word == "packet":
            a = Action("packet", rng.randint(1, m._max_packet()))
        elif a.word == "bet":
            a = Action("bet", rng.randint(1, min(limit, m.chips[p])))
        elif a.word == "pass" and rng.random() < 0.8:
            a = Action("packet", 1)
        m.apply(p, a)
        steps += 1
        assert sum(m.chips.values()) == m.total and all(c >= 0 for c in m.chips.values())
        assert Counter(m.all_cards()) == Counter(m.pack)
        v = m.view(p, since=len(m.log))
        assert "packets" not in v and "deck" not in v  # nobody sees a packet before the reveal
    rec = m.record()
    again = create_match("hypp", players=rec["players"], dealer=rec["dealer"], seed=rec["seed"],
                         options=rec.get("options"))  # fmt: skip
    replay_actions(again, rec["actions"])
    assert again.summary() == m.summary()
