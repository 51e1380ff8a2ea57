"""Coch and the kinds it shares with Zifuli and Torionfo: the rules, the rulebook's numbers, the records."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from taverna.cards.cuckoo import BUCKET, CAT, CUCKOO, FOOL, HORSE, INN, LION, MAN, MASK, ZERO, card_str, parse_card
from taverna.core import BadArgument, IllegalAction, NotYourTurn, TavernaError, replay_actions
from taverna.games import create_match
from taverna.games.card_points import (
    HALF_POINTS,
    RECOUNT,
    TOTAL_HALF_POINTS,
    TOTAL_RECOUNT,
    compare,
    shown,
)
from taverna.games.coch.engine import CochMatch
from taverna.games.kinds import COCH, NUMBER, PICTURE, TORIONFO, ZIFULI, kind_of, playable, trick_winner
from taverna.records import replay
from tests.sizes import heavy

RECORDS = Path(__file__).parents[1] / "records" / "coch"
EXAMPLES = heavy(100, default=30)


# ---------------------------------------------------------------------------- the kinds
def test_number_cards_are_1_to_10_and_every_other_card_is_a_picture() -> None:
    assert [c for c in range(-4, 16) if kind_of(c) == NUMBER] == list(range(1, 11))
    assert kind_of(ZERO) == PICTURE and kind_of(LION) == PICTURE and kind_of(CUCKOO) == PICTURE


def test_the_picture_rankings_of_the_rulebook() -> None:
    # Coch: 사자 > 쿠쿠 > 사람 > 말 > 고양이 > 집 > 0 > 양동이 > 가면 > 광대
    assert COCH.pictures == (LION, CUCKOO, MAN, HORSE, CAT, INN, ZERO, BUCKET, MASK, FOOL)
    # Zifuli: 사자 > 쿠쿠 > 사람 > 말 > 고양이 > 집 > 광대 > 0 > 양동이 > 가면
    assert ZIFULI.pictures == (LION, CUCKOO, MAN, HORSE, CAT, INN, FOOL, ZERO, BUCKET, MASK)
    # Torionfo: 쿠쿠 > 사람 > 말 > 고양이 > 집 > 0 > 양동이 > 가면 > 사자 > 광대
    assert TORIONFO.pictures == (CUCKOO, MAN, HORSE, CAT, INN, ZERO, BUCKET, MASK, LION, FOOL)
    assert COCH.strength(LION) > COCH.strength(CUCKOO) and COCH.strength(FOOL) < COCH.strength(MASK)
    assert ZIFULI.strength(MASK) < ZIFULI.strength(FOOL) < ZIFULI.strength(INN)
    assert all(COCH.strength(n) > COCH.strength(n - 1) for n in range(2, 11))
    assert COCH.weaker(9, 10) and not COCH.weaker(10, 10) and not COCH.weaker(FOOL, 10)


def test_follow_the_kind_if_you_can_otherwise_anything() -> None:
    hand = [3, 10, LION, ZERO]
    assert playable(hand, None) == sorted(hand)
    assert playable(hand, NUMBER) == [3, 10]
    assert playable(hand, PICTURE) == [LION, ZERO]
    assert playable([3, 10], PICTURE) == [3, 10]
    # Torionfo's free cards: always playable, and they do not count as holding the kind
    assert set(playable([3, LION], NUMBER, free={3})) == {3, LION}
    assert set(playable([3, 5, LION], NUMBER, free={3})) == {3, 5}


def test_the_strongest_card_of_the_base_kind_wins_and_the_first_of_identical_cards() -> None:
    assert trick_winner([5, 9, 7, 2], COCH) == 1
    assert trick_winner([5, LION, 7, CUCKOO], COCH) == 2  # pictures cannot win a number trick
    assert trick_winner([ZERO, 10, 10, FOOL], COCH) == 0  # numbers cannot win a picture trick
    assert trick_winner([4, 10, 10, 9], COCH) == 1  # of two identical cards the first played is higher
    assert trick_winner([LION, LION], COCH) == 0
    assert trick_winner([MASK, FOOL], COCH) == 0 and trick_winner([MASK, FOOL], ZIFULI) == 1
    assert trick_winner([4, 9, 3], TORIONFO, trumps={3}) == 2
    assert trick_winner([3, 9, 3], TORIONFO, base_kind=PICTURE, trumps={3}) == 0
    with pytest.raises(ValueError):
        trick_winner([], COCH)


# ---------------------------------------------------------------------------- the points
def test_the_card_points_add_up_to_19() -> None:
    # "10, 11(집), 12(고양이), 13(말), 14(사람), 15(쿠쿠), 사자 1점 / 5,6,7,8,9 0.5점 / ... 0점"
    assert {c for c, h in HALF_POINTS.items() if h == 2} == {10, INN, CAT, HORSE, MAN, CUCKOO, LION}
    assert {c for c, h in HALF_POINTS.items() if h == 1} == {5, 6, 7, 8, 9}
    assert TOTAL_HALF_POINTS == 38 and shown(TOTAL_HALF_POINTS) == 19
    assert shown(19) == 9.5 and shown(20) == 10 and isinstance(shown(20), int)


def test_the_recount_table_adds_up_to_82() -> None:
    # "이 점수표를 사용하면 모든 카드의 점수 합계는 82점이 됩니다": one copy of each card is 41
    assert sum(RECOUNT[c] for c in range(-4, 16)) == 41
    assert TOTAL_RECOUNT == 82
    assert [RECOUNT[c] for c in (1, 6, INN, 2, 7, CAT, 3, 8, HORSE, 4, 9, MAN, CUCKOO, LION)] == [
        1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 6,
    ]  # fmt: skip
    assert all(RECOUNT[c] == 0 for c in (5, 10, ZERO, BUCKET, MASK, FOOL))


def test_compare_uses_the_recount_only_for_a_tie() -> None:
    assert compare([10], [9]) == (1, False)
    assert compare([5], [6]) == (-1, True)  # half a point each; recount 0 against 1
    assert compare([10], [LION]) == (-1, True)  # 1 point each; recount 0 against 6
    assert compare([10, 6], [INN, 5]) == (0, True)  # 1.5 points and 1 each


# ---------------------------------------------------------------------------- the engine
def coch(**options: object) -> CochMatch:
    m = create_match("coch", players=["A", "B", "C", "D"], dealer="D", seed=5, options=options)
    assert isinstance(m, CochMatch)
    return m


def test_ten_cards_each_dealt_from_the_dealers_right_who_leads() -> None:
    m = create_match("coch", players=["A", "B", "C", "D"], dealer="B", shuffles=[["1", "2", "3", "4", "5"]])
    assert isinstance(m, CochMatch)
    assert all(len(h) == 10 for h in m.hands.values())
    assert 1 in m.hands["C"] and 2 in m.hands["D"] and 3 in m.hands["A"] and 4 in m.hands["B"] and 5 in m.hands["C"]
    assert m.to_act() == ["C"]
    assert m.teams == (("A", "C"), ("B", "D"))


def test_a_player_must_follow_the_kind_and_errors_say_what_is_legal() -> None:
    m = coch()
    m.hands["A"] = [3, LION] + m.hands["A"][2:]
    m.hands["B"] = [7, CUCKOO, ZERO] + [c for c in m.hands["B"] if kind_of(c) == PICTURE][:7]
    m.apply("A", ["play", "3"])
    assert [a.arg for a in m.legal_actions("B")] == ["7"]
    with pytest.raises(IllegalAction, match="legal for B now: play 7"):
        m.apply("B", ["play", "cuckoo"])
    with pytest.raises(NotYourTurn):
        m.apply("C", ["play", card_str(m.hands["C"][0])])
    with pytest.raises(BadArgument, match="needs an argument"):
        m.apply("B", "play")
    with pytest.raises(TavernaError):
        m.apply("B", ["play", "joker"])
    with pytest.raises(IllegalAction):
        m.apply("B", "bid")
    m.apply("B", ["play", "VII"])  # any spelling of a card
    assert m.history[-1][1].arg == "7"


def test_without_the_kind_any_card_may_be_played_and_it_loses() -> None:
    m = coch()
    m.hands = {"A": [2], "B": [LION], "C": [1], "D": [CUCKOO]}
    m.tricks_left = 1
    m.apply("A", ["play", "2"])
    assert [a.arg for a in m.legal_actions("B")] == ["lion"]
    m.apply("B", ["play", "lion"])
    m.apply("C", ["play", "1"])
    m.apply("D", ["play", "cuckoo"])
    assert [e.data["winner"] for e in m.log if e.kind == "trick"][-1] == "A"


def test_options_and_players_are_checked() -> None:
    with pytest.raises(TavernaError, match="exactly 4"):
        create_match("coch", players=["A", "B", "C"])
    with pytest.raises(TavernaError, match="valid options: deals"):
        coch(rounds=3)
    with pytest.raises(TavernaError, match="between 1 and"):
        coch(deals=0)
    with pytest.raises(TavernaError, match="rule set"):
        create_match("coch", rules="campli", players=["A", "B", "C", "D"])


# ---------------------------------------------------------------------------- the records
def test_every_record_replays_to_its_expected_summary() -> None:
    records = sorted(p for p in RECORDS.glob("*.json") if not p.name.endswith(".expect.json"))
    assert len(records) >= 5
    for path in records:
        expect = json.loads(path.with_name(path.stem + ".expect.json").read_text(encoding="utf-8"))
        assert replay(path).summary() == expect, path.name


def _tricks(m: CochMatch) -> list[dict[str, object]]:
    return [e.data for e in m.log if e.kind == "trick"]


def test_record_identical_cards_the_first_played_is_higher() -> None:
    m = replay(RECORDS / "identical-cards-first-higher.json")
    assert isinstance(m, CochMatch)
    plays = [e.data for e in m.log if e.kind == "play"]
    hits = 0
    for k, t in enumerate(_tricks(m)):
        trick = plays[4 * k : 4 * k + 4]
        cards = [parse_card(p["card"]) for p in trick]
        base = kind_of(cards[0])
        best = max(COCH.strength(c) for c in cards if kind_of(c) == base)
        tops = [i for i, c in enumerate(cards) if kind_of(c) == base and COCH.strength(c) == best]
        if len(tops) == 2:
            hits += 1
            assert t["winner"] == trick[tops[0]]["player"] != trick[tops[1]]["player"]
    assert hits >= 1


def test_record_a_player_without_the_kind_plays_a_strong_card_and_loses() -> None:
    m = replay(RECORDS / "cannot-follow-loses.json")
    assert isinstance(m, CochMatch)
    plays = [e.data for e in m.log if e.kind == "play"]
    found = False
    for k, t in enumerate(_tricks(m)):
        trick = plays[4 * k : 4 * k + 4]
        base = kind_of(parse_card(trick[0]["card"]))
        for p in trick[1:]:
            if kind_of(parse_card(p["card"])) != base and parse_card(p["card"]) in (LION, CUCKOO, 10):
                found = True
                assert t["winner"] != p["player"]
                # replayed up to that trick, the player held no card of the base kind
                rec = m.record()
                again = create_match("coch", players=rec["players"], dealer=rec["dealer"], shuffles=rec["shuffles"])
                n = plays.index(p)
                replay_actions(again, rec["actions"][:n])
                assert all(kind_of(c) != base for c in again.hands[p["player"]])
    assert found


def test_record_a_tie_at_9_5_is_decided_by_the_82_point_recount() -> None:
    s = replay(RECORDS / "tie-recount-decides.json").summary()
    d = s["deals"][0]
    assert d["points"] == [9.5, 9.5] and sum(d["recount"]) == 82 and max(d["recount"]) >= 42
    assert d["winner"] == d["teams"][d["recount"].index(max(d["recount"]))]
    assert sorted(d["losers"]) == sorted(d["teams"][d["recount"].index(min(d["recount"]))])
    assert s["winner"] == d["winner"]


def test_record_still_tied_is_a_draw() -> None:
    s = replay(RECORDS / "tie-recount-draw.json").summary()
    d = s["deals"][0]
    assert d["points"] == [9.5, 9.5] and d["recount"] == [41, 41]
    assert d["winner"] is None and d["losers"] == [] and s["winner"] is None and s["finished"]
    assert all(c == {"points": 9.5, "won": 0, "out": False} for c in s["players"].values())


def test_record_four_deals_the_deal_passes_right_and_more_deals_won_wins() -> None:
    s = replay(RECORDS / "four-deals.json").summary()
    assert [d["dealer"] for d in s["deals"]] == ["D", "A", "B", "C"]  # each time the previous dealer's right
    won = Counter(tuple(d["winner"]) for d in s["deals"] if d["winner"])
    assert s["winner"] == list(won.most_common(1)[0][0]) and won.most_common(1)[0][1] > 2
    total = sum(d["points"][0] for d in s["deals"])
    assert s["players"]["A"]["points"] == total and s["players"]["B"]["points"] == 4 * 19 - total


# ---------------------------------------------------------------------------- properties
@settings(max_examples=EXAMPLES, deadline=None)
@given(seed=st.integers(0, 2**31), deals=st.integers(1, 3), dealer=st.integers(0, 3))
def test_random_matches_keep_every_invariant(seed: int, deals: int, dealer: int) -> None:
    rng = random.Random(seed)
    names = ["N", "E", "S", "W"]
    m = create_match("coch", players=names, seed=seed, dealer=names[dealer], options={"deals": deals})
    assert isinstance(m, CochMatch)
    steps = 0
    while not m.finished:
        assert steps < 200
        p = m.to_act()[0]
        m.apply(p, rng.choice(m.legal_actions(p)))
        steps += 1
        assert Counter(m.all_cards()) == Counter(m.pack)
        if steps % 7 == 0:
            for viewer in names:
                v = m.view(viewer, since=0)
                assert v["hand"] == [card_str(c) for c in COCH.order(m.hands[viewer])]
                assert "hands" not in v
                assert all(e["player"] == viewer for e in v["log"] if e["kind"] == "hand")
    assert steps == 40 * deals
    s = m.summary()
    assert len(s["deals"]) == deals and s["to_act"] == []
    for d in s["deals"]:
        assert sum(d["points"]) == 19
        assert d["recount"] is None or sum(d["recount"]) == 82
    assert s["players"]["N"]["points"] + s["players"]["E"]["points"] == 19 * deals
    rec = m.record()
    again = create_match("coch", players=rec["players"], dealer=rec["dealer"], seed=rec["seed"],
                         options=rec.get("options"))  # fmt: skip
    replay_actions(again, rec["actions"])
    assert again.summary() == s and [e.to_json() for e in again.log] == [e.to_json() for e in m.log]


# ---------------------------------------------------------------------------- the terminal
def test_the_terminal_plays_and_replays_coch(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from taverna.cli.main import app

    runner = CliRunner()
    res = runner.invoke(app, ["play", "coch", "--watch", "--seed", "1", "-o", "deals=2"])
    assert res.exit_code == 0, res.output
    assert "Deal 2:" in res.output and ("Winners: " in res.output or "Winner: none (a draw)" in res.output)  # (a team)
    res = runner.invoke(app, ["play", "coch", "--seed", "3", "--save", str(tmp_path / "m.json")], input="1\n" * 10)
    assert res.exit_code == 0, res.output
    assert "Your hand" in res.output and replay(tmp_path / "m.json").finished
    path = RECORDS / "tie-recount-draw.json"
    res = runner.invoke(app, ["replay", str(path), "--json"])
    assert res.exit_code == 0 and json.loads(res.output) == json.loads(
        path.with_name(path.stem + ".expect.json").read_text()
    )
    res = runner.invoke(app, ["replay", str(path)])
    assert res.exit_code == 0 and "9.5 points" in res.output and "a draw" in res.output
