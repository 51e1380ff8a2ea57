"""Hypp: packets from the bottom, blind bets, the dealer's cover, the reveal (ties to the dealer),
the deal handed on, the end; and random matches."""

from __future__ import annotations

import json
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


def test_the_kth_shuffle_is_the_kth_round_even_one_handed_on() -> None:
    """docs/records-hypp.md: round k (from 1) uses ``shuffles[k - 1]``, a round the dealer hands on with
    ``pass`` included; the list runs from the bottom: each packet in turn from the dealer's right, then the
    dealer's deck, and a packet's card shown is the first of its cards."""
    rec = json.loads((RECORDS / "shuffles-per-round.json").read_text())
    m = replay(RECORDS / "shuffles-per-round.json")
    shuffles = rec["shuffles"]
    rounds = [e.data["round"] for e in m.log if e.kind == "round_start"]
    assert rounds == [1, 2, 3, 4, 5]
    checked = 0
    shuffle: list[str] = []
    order: list[str] = []
    for e in m.log:
        if e.kind == "round_start":
            shuffle = shuffles[e.data["round"] - 1] if e.data["round"] <= len(shuffles) else []
            d = e.data["dealer"]
            order = [m.players[(m.players.index(d) + i) % len(m.players)] for i in range(1, len(m.players))]
        elif e.kind == "packets":
            k = e.data["cards"]
            expected = {p: shuffle[i * k] for i, p in enumerate(order)} | {e.data["player"]: shuffle[len(order) * k]}
            shown = {}
        elif e.kind == "reveal":
            shown[e.data["player"]] = e.data["card"]
            if len(shown) == len(m.players):
                assert shown == expected
                checked += 1
    assert checked == 3  # rounds 2, 3 and 4, from shuffles 1, 2 and 3 (shuffle 0 went to the handed-on round 1)
    # the same, as the summary shows it: no deal entry for the round handed on
    assert [d["revealed"] for d in m.summary()["deals"]] == [
        {"B": "5", "C": "9", "A": "2"},
        {"B": "fool", "C": "1", "A": "10"},
        {"C": "6", "A": "4", "B": "3"},
    ]


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


def test_the_lowest_card_of_the_pack_reading_hands_the_deal_on_only_for_the_clown() -> None:
    """Option ``lowest-card``: "가장 등급이 낮은 카드" read as the lowest card of the pack, the Clown."""
    # the round above: the dealer's 3 is the lowest shown (round reading) but not the Clown
    m = create_match("hypp", players=["A", "B", "C"], dealer="A", shuffles=[["3", "8", "3"]],
                     options={"lowest-card": "pack"})  # fmt: skip
    m.apply("A", ["packet", 1])
    m.apply("B", ["bet", 5])
    m.apply("C", ["bet", 5])
    assert m.dealer == "A" and not any(e.kind == "lowest_card" for e in m.log)
    # the dealer's Clown hands the deal on under both readings
    for reading in ("round", "pack"):
        m = create_match("hypp", players=["A", "B", "C"], dealer="A", shuffles=[["fool", "8", "fool"]],
                         options={"lowest-card": reading})  # fmt: skip
        m.apply("A", ["packet", 1])
        m.apply("B", ["bet", 5])
        m.apply("C", ["bet", 5])
        assert m.dealer == "B", reading
    # round reading: a lower card shown by a player keeps the deal with the dealer
    m = create_match("hypp", players=["A", "B", "C"], dealer="A", shuffles=[["mask", "8", "3"]],
                     options={"lowest-card": "round"})  # fmt: skip
    m.apply("A", ["packet", 1])
    m.apply("B", ["bet", 5])
    m.apply("C", ["bet", 5])
    assert m.dealer == "A"


def test_the_lowest_card_option_is_described_with_its_choices() -> None:
    from taverna.games import games

    described = games()["hypp"].describe()
    opt = next(o for o in described["rule_sets"]["rulebook"]["options"] if o["name"] == "lowest-card")
    assert opt["default"] == "round" and list(opt["choices"]) == ["round", "pack"]
    assert "Clown" in opt["help"]


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
@given(seed=st.integers(0, 2**31), n=st.integers(2, 8), limit=st.integers(1, 12),
       lowest=st.sampled_from(["round", "pack"]))  # fmt: skip
def test_random_matches_keep_every_invariant(seed: int, n: int, limit: int, lowest: str) -> None:
    rng = random.Random(seed)
    m = create_match("hypp", players=[f"P{i}" for i in range(n)], seed=seed,
                     options={"limit": limit, "lowest-card": lowest})  # fmt: skip
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


def test_every_payment_of_a_showdown_is_public_and_said() -> None:
    """Issue 29 item 8: the ``paid`` events were emitted with ``to=`` (the field that names who may see an event),
    so nobody saw them: no line in the log, the browser or the terminal said who paid whom."""
    from taverna.games.hypp.text import describe_event

    m = replay(RECORDS / "one-round.json")
    for viewer in (None, "A", "B"):
        paid = [e for e in m.log_for(viewer) if e["kind"] == "paid"]
        assert [(e["player"], e["payee"], e["chips"]) for e in paid] == [("D", "A", 3), ("A", "C", 10), ("B", "A", 4)]
        assert all("to" not in e for e in paid)
    lines = [describe_event(e, "en") for e in m.log_for(None) if e["kind"] == "paid"]
    assert lines == ["D pays 3 to A.", "A pays 10 to C.", "B pays 4 to A."]
    assert describe_event({"kind": "paid", "player": "You", "payee": "A", "chips": 3}, "en") == "You pay 3 to A."
