"""Torionfo: the cut, the Torionfo card and its twin, discards, the kind, the base, points, deals, random matches."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from taverna.bots import get_bot
from taverna.cards.cuckoo import card_str
from taverna.core import BadArgument, BadOption, IllegalAction, NotYourTurn, Rng, TavernaError, UnknownOption
from taverna.core.match import replay_actions
from taverna.games import create_match
from taverna.games.torionfo.engine import TorionfoMatch, card_points
from taverna.records import load, replay
from tests.sizes import heavy

RECORDS = Path(__file__).parents[1] / "records" / "torionfo"
EXAMPLES = heavy(100, default=30)


def first_deal(actions: int | None = None) -> TorionfoMatch:
    """The scenario of ``first-deal.json`` (A, B, C, D; dealer D, cutter C), after its first ``actions``."""
    rec = load(RECORDS / "first-deal.json")
    m = create_match(
        "torionfo", players=rec["players"], dealer=rec["dealer"], seed=rec["seed"], shuffles=rec["shuffles"]
    )
    assert isinstance(m, TorionfoMatch)
    replay_actions(m, rec["actions"][:actions])
    return m


def events(m: TorionfoMatch, kind: str) -> list[dict[str, object]]:
    return [e.data for e in m.log if e.kind == kind]


def test_the_cut_takes_every_10_cuckoo_and_man_at_the_bottom_of_the_upper_packet() -> None:
    m = first_deal(0)
    assert m.to_act() == ["C"] and m.cutter == "C"  # the dealer's left: before the dealer in the order of play
    assert m.legal_actions("C")[0].word == "cut" and len(m.legal_actions("C")) == 39
    m = first_deal(1)  # C lifts 3 cards: fool, Man, 10; the 10 and then the Man are taken, the fool stops it
    assert [(e["player"], e["card"]) for e in events(m, "cut_take")] == [("C", "10"), ("C", "14")]
    assert len(m.hands["C"]) == 10 and Counter(m.hands["C"])[10] == 1 and Counter(m.hands["C"])[14] == 1
    # the deal began with the dealer's right (A) from the lower packet, now on top
    assert sorted(m.hands["A"]) == sorted([13, 9, 8, 7, 3, 2, 0, -1])


def test_the_dealer_takes_the_turned_up_10_cuckoo_and_man_until_another_card_shows() -> None:
    m = first_deal(1)
    assert [(e["player"], e["card"]) for e in events(m, "turn_take")] == [("D", "15"), ("D", "10")]
    assert m.torionfo == 7 and events(m, "torionfo") == [{"card": "7", "stock": 3}]
    assert len(m.hands["D"]) == 10
    # the turned-up card stays in the middle; its twin in A's hand is a Torionfo card too
    assert 7 in m.hands["A"] and m.is_torionfo(7)
    assert m.view("B")["torionfo"] == "7" and m.view("B")["turn_taken"] == ["15", "10"]


def test_the_cutter_then_the_dealer_discard_down_to_8_face_down_under_the_stock() -> None:
    m = first_deal(1)
    assert m.phase == "discard" and m.to_act() == ["C"]
    assert {a.word for a in m.legal_actions("C")} == {"discard"}
    with pytest.raises(IllegalAction):
        m.apply("C", ["play", "13"])
    m = first_deal(3)
    assert m.to_act() == ["D"] and len(m.hands["C"]) == 8
    m = first_deal(5)
    assert m.phase == "play" and all(len(h) == 8 for h in m.hands.values())
    assert m.stock[-4:] == [-3, -4, -1, -2]  # under the stock, in the order put there
    # hidden: only the discarder sees which cards
    assert m.view("C")["discards"]["C"] == ["lion", "fool"] and m.view("A")["discards"]["C"] == 2
    assert m.view("A")["discards"]["D"] == 2 and m.view(None)["discards"]["D"] == 2
    for viewer in ("A", "B", None):
        assert all("card" not in e for e in m.view(viewer)["log"] if e["kind"] in ("discard", "discarded"))
    assert [e["card"] for e in m.view("D")["log"] if e["kind"] == "discarded"] == ["bucket", "mask"]
    assert m.to_act() == ["A"]  # the dealer's right leads


def test_a_torionfo_card_may_be_discarded_and_a_player_with_8_does_not_discard() -> None:
    m = first_deal(1)
    m.hands["C"].append(m.torionfo or 0)  # as if the twin had been dealt to the cutter
    m.hands["C"].remove(1)
    assert "discard 7" in [str(a) for a in m.legal_actions("C")]
    m.apply("C", ["discard", "7"])
    m.apply("C", ["discard", "fool"])
    with pytest.raises(NotYourTurn):
        m.apply("A", ["discard", "0"])


def test_the_leader_of_the_torionfo_card_names_the_base_and_the_others_follow_it() -> None:
    m = first_deal(6)  # A led the twin 7, a number card
    assert m.phase == "base" and m.to_act() == ["A"]
    assert [str(a) for a in m.legal_actions("A")] == ["base number", "base picture"]
    with pytest.raises(IllegalAction, match="number or picture"):
        m.apply("A", ["base", "trumps"])
    m = first_deal(7)  # base picture: B must play a picture card although the 7 is a number
    assert m.kind == "picture"
    assert sorted(str(a) for a in m.legal_actions("B")) == ["play 11", "play 12", "play 15", "play mask"]
    with pytest.raises(IllegalAction):
        m.apply("B", ["play", "9"])
    m = first_deal(10)
    trick = events(m, "trick")[0]
    assert trick == {"winner": "A", "cards": ["7", "15", "12", "15"], "base": "picture", "points": 49}


def test_identical_cards_the_first_played_is_higher() -> None:
    m = first_deal(14)
    assert events(m, "trick")[1]["cards"] == ["9", "9", "5", "8"] and events(m, "trick")[1]["winner"] == "A"
    m = first_deal(18)
    third = events(m, "trick")[2]
    assert third["cards"] == ["13", "11", "13", "14"] and third["winner"] == "D"
    m.trick, m.kind = [("A", 13), ("B", 11), ("C", 13)], "picture"
    assert m.trick_winner() == "A"  # C's later 13 does not beat A's
    m.trick = [("A", 2), ("B", 7), ("C", 7)]  # two Torionfo cards: the first played wins
    assert m.trick_winner() == "B"


def test_a_player_void_in_the_kind_may_play_the_other_kind_and_loses() -> None:
    m = first_deal(31)  # B led the mask; C holds no picture card
    assert sorted(str(a) for a in m.legal_actions("C")) == ["play 3", "play 4"]
    m = first_deal(34)
    seventh = events(m, "trick")[6]
    assert seventh == {"winner": "A", "cards": ["mask", "3", "10", "bucket"], "base": "picture", "points": 13}


def test_the_torionfo_card_may_be_played_off_kind_and_beats_everything() -> None:
    m = first_deal(5)
    m.torionfo = 3
    m.kind, m.trick = "picture", [("D", 12)]
    m.hands["A"] = [3, 13, 5]
    # "Torionfo 카드가 3이고 기준 카드가 그림 카드라면, 손에 그림 카드가 있어도 3을 낼 수 있습니다"
    assert m._legal_cards("A") == [3, 13]
    m.kind, m.trick = "number", [("D", 9)]
    m.hands["A"] = [3, 13, 0]
    # "손에 3을 제외한 다른 숫자 카드가 없는 경우 그림 카드를 낼 수 있습니다"
    assert m._legal_cards("A") == [0, 3, 13]
    m.trick = [("D", 9), ("A", 3), ("B", 10)]
    assert m.trick_winner() == "A"
    m.trick = [("D", 9), ("A", 13), ("B", 10)]  # a picture in a number trick loses whatever it is
    assert m.trick_winner() == "B"


def test_a_picture_torionfo_card_led_as_a_number_trick() -> None:
    m = first_deal(5)
    m.torionfo = 12
    m.hands["A"] = [12, 2]
    m.hands["B"] = [13, 1]
    m.apply("A", ["play", "XII"])
    m.apply("A", ["base", "Number"])
    assert m.legal_actions("B") == [m.legal_actions("B")[0]] and str(m.legal_actions("B")[0]) == "play 1"


def test_the_first_deal_scores_240_in_all() -> None:
    m = first_deal()
    s = m.summary()
    deal = s["deals"][0]
    assert deal["scored"] == {"A": 156, "B": 77, "C": 156, "D": 77}
    assert deal["unused_points"] == 7  # the Torionfo card 7; the stock and the discards are all worth 0
    assert 156 + 77 + 7 == 240 == sum(card_points(c) for c in m.pack)
    assert deal["losers"] == ["B", "D"] and deal["torionfo"] == "7"
    assert s["players"]["A"] == {"points": 156, "out": False}
    assert m.dealer == "A" and m.cutter == "D" and m.to_act() == ["D"]  # the deal passed to the right


def test_four_deals_each_player_deals_once_and_the_higher_total_wins() -> None:
    m = replay(RECORDS / "four-deals.json")
    s = m.summary()
    assert s["finished"] and s["to_act"] == []
    assert [d["dealer"] for d in s["deals"]] == ["D", "A", "B", "C"]
    ac = sum(d["scored"]["A"] for d in s["deals"])
    bd = sum(d["scored"]["B"] for d in s["deals"])
    for d in s["deals"]:
        assert d["scored"]["A"] + d["scored"]["B"] + d["unused_points"] == 240
    assert s["players"]["A"]["points"] == s["players"]["C"]["points"] == ac == 432
    assert s["players"]["B"]["points"] == s["players"]["D"]["points"] == bd == 396
    assert s["winner"] == ["A", "C"]
    assert events(m, "game_over") == [{"winner": ["A", "C"], "totals": {"A": 432, "B": 396, "C": 432, "D": 396}}]


def test_a_draw_when_the_totals_are_equal() -> None:
    m = first_deal(37)
    m.totals = [0, 79]  # as if B and D had 79 points from earlier deals: 156 - 77
    m.opts = type(m.opts)(deals=1)
    m.apply("D", ["play", "6"])
    assert m.finished and m.totals == [156, 156] and m.winner is None


def test_two_players_sixteen_cards_two_card_tricks_four_deals() -> None:
    m = replay(RECORDS / "two-players.json")
    cut = [e for e in m.log if e.kind in ("cut", "cut_take", "turn_take", "torionfo")]
    assert [(e.kind, e.data.get("card")) for e in cut[:4]] == [
        ("cut", None), ("cut_take", "15"), ("turn_take", "14"), ("torionfo", "bucket")
    ]  # fmt: skip
    first_hands = [e.data for e in m.log if e.kind == "hand"][:2]
    assert sorted(len(h["cards"]) for h in first_hands) == [16, 17]  # the cutter, with the Cuckoo, holds 17
    assert all(len(t["cards"]) == 2 for t in events(m, "trick"))
    assert len(events(m, "trick")) == 4 * 16
    s = m.summary()
    assert [d["dealer"] for d in s["deals"]] == ["X", "Y", "X", "Y"]
    assert all(d["scored"]["X"] + d["scored"]["Y"] + d["unused_points"] == 240 for d in s["deals"])
    assert isinstance(s["winner"], str) and s["winner"] == max("XY", key=lambda p: s["players"][p]["points"])


def test_options_players_and_bad_input_give_clear_errors() -> None:
    with pytest.raises(BadOption, match=r"4 players .* or 2 players"):
        create_match("torionfo", players=["A", "B", "C"])
    with pytest.raises(UnknownOption, match="valid options: deals"):
        create_match("torionfo", players=["A", "B"], options={"rounds": 2})
    with pytest.raises(BadOption, match="between 1 and 100"):
        create_match("torionfo", players=["A", "B"], options={"deals": 0})
    m = create_match("torionfo", players=["A", "B", "C", "D"], options={"deals": 2})
    assert isinstance(m, TorionfoMatch) and m.opts.deals == 2 and m.to_act() == ["D"]
    with pytest.raises(IllegalAction, match="1 to 39"):
        m.apply("D", ["cut", 40])
    with pytest.raises(IllegalAction, match="1 to 39"):
        m.apply("D", ["cut", 0])
    with pytest.raises(NotYourTurn):
        m.apply("A", ["cut", 10])
    with pytest.raises(IllegalAction, match="legal for D now: cut 1"):
        m.apply("D", ["play", "7"])
    with pytest.raises(BadArgument, match="needs a card"):
        m.apply("D", ["play", "joker"])
    m.apply("D", ["cut", "20"])  # "20" as text is read as a number
    assert m.phase in ("discard", "play")
    with pytest.raises(TavernaError):
        m.apply(m.to_act()[0], ["base", "picture"])


@settings(max_examples=EXAMPLES, deadline=None)
@given(seed=st.integers(0, 2**31), two=st.booleans(), deals=st.integers(1, 4), bots=st.booleans())
def test_random_matches_keep_every_invariant(seed: int, two: bool, deals: int, bots: bool) -> None:
    rng = random.Random(seed)
    names = ["P0", "P1"] if two else ["P0", "P1", "P2", "P3"]
    m = create_match("torionfo", players=names, seed=seed, dealer=rng.choice(names), options={"deals": deals})
    assert isinstance(m, TorionfoMatch)
    bot, brng = get_bot("torionfo", "simple"), Rng(seed)
    steps = 0
    while not m.finished:
        assert steps < 1000
        p = m.to_act()[0]
        legal = m.legal_actions(p)
        assert legal
        m.apply(p, bot.choose(m.view(p), legal, brng) if bots else rng.choice(legal))
        steps += 1
        assert Counter(m.all_cards()) == Counter(m.pack)
        for viewer in names:
            v = m.view(viewer, since=len(m.log))
            assert v["hand"] == [card_str(c) for c in sorted(m.hands[viewer])]
            assert all(isinstance(d, int) for q, d in v["discards"].items() if q != viewer)
            assert "hands" not in v and "stock" in v and isinstance(v["stock"], int)
    s = m.summary()
    assert len(s["deals"]) == deals
    for d in s["deals"]:
        assert sum(d["scored"][t[0]] for t in m.teams) + d["unused_points"] == 240
    for viewer in names:
        private = [e for e in m.view(viewer)["log"] if e["kind"] in ("hand", "discarded")]
        assert all(e["player"] == viewer for e in private)
        assert all("card" not in e for e in m.view(viewer)["log"] if e["kind"] == "discard")
    again = replay(m.record())
    assert again.summary() == s and again.log == m.log


def test_the_terminal_watches_a_match_and_replays_its_record(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from taverna.cli.main import app

    runner = CliRunner()
    saved = tmp_path / "t.json"
    res = runner.invoke(app, ["play", "torionfo", "--players", "4", "--watch", "--seed", "1", "--save", str(saved)])
    assert res.exit_code == 0, res.output
    assert "The Torionfo card is" in res.output and "Winners:" in res.output  # (a side: "Winners: Ada and Carla")
    res = runner.invoke(app, ["replay", str(saved), "--json"])
    assert res.exit_code == 0 and json.loads(res.output)["finished"]
    res = runner.invoke(app, ["play", "torionfo", "--players", "3", "--watch"])
    assert res.exit_code == 2 and "4 players" in res.output
