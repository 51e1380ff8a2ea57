"""Zifuli: the auction, the Boss and the secret Partner, the payments, the end, and random matches."""

from __future__ import annotations

import json
import random
from collections import Counter
from itertools import pairwise
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from taverna.cards.cuckoo import CAT, CUCKOO, FOOL, LION, MAN, MASK, ZERO, card_str, parse_card
from taverna.core import BadArgument, IllegalAction, NotYourTurn, TavernaError, replay_actions
from taverna.games import create_match
from taverna.games.kinds import ZIFULI
from taverna.games.zifuli.engine import ZifuliMatch
from taverna.records import replay
from tests.sizes import heavy

RECORDS = Path(__file__).parents[1] / "records" / "zifuli"
EXAMPLES = heavy(100, default=30)
NAMES = ["A", "B", "C", "D", "E"]


def zifuli(**options: object) -> ZifuliMatch:
    m = create_match("zifuli", players=NAMES, dealer="E", seed=4, options=options)
    assert isinstance(m, ZifuliMatch)
    return m


def fixed_hands(m: ZifuliMatch, hands: dict[str, list[int]]) -> None:
    """Give the players these hands (the rest of each hand filled from the cards not named)."""
    pool = Counter(m.pack) - Counter(c for h in hands.values() for c in h)
    rest = list(pool.elements())
    for p in m.players:
        h = list(hands.get(p, []))
        while len(h) < 8:
            h.append(rest.pop())
        m.hands[p] = h


def bids(m: ZifuliMatch, p: str) -> list[str]:
    return [a.arg for a in m.legal_actions(p) if a.word == "bid"]


# ---------------------------------------------------------------------------- the deal and the auction
def test_eight_cards_each_from_the_dealers_right_who_speaks_first() -> None:
    m = create_match("zifuli", players=NAMES, dealer="C", shuffles=[["lion", "mask", "1"]])
    assert isinstance(m, ZifuliMatch)
    assert all(len(h) == 8 for h in m.hands.values())
    assert LION in m.hands["D"] and MASK in m.hands["E"] and 1 in m.hands["A"]
    assert m.to_act() == ["D"] and m.phase == "auction"
    assert all(m.chips[p] == 10 for p in NAMES)


def test_the_first_bid_fixes_the_kind_and_later_bids_are_strictly_weaker_cards_of_it() -> None:
    m = zifuli()
    fixed_hands(m, {"A": [9, 9, LION, 3], "B": [CUCKOO, 10, 8, 7, 2], "C": [FOOL, ZERO, 5, 6]})
    assert set(bids(m, "A")) == {card_str(c) for c in m.hands["A"]}  # anything for the first bid
    m.apply("A", ["bid", "9"])
    # a weaker number card: not 10, not a picture
    assert set(bids(m, "B")) == {card_str(c) for c in m.hands["B"] if 1 <= c < 9} >= {"8", "7", "2"}
    with pytest.raises(IllegalAction, match="legal for B now"):
        m.apply("B", ["bid", "10"])
    with pytest.raises(IllegalAction):
        m.apply("B", ["bid", "cuckoo"])
    m.apply("B", ["bid", "7"])
    assert set(bids(m, "C")) == {card_str(c) for c in m.hands["C"] if 1 <= c < 7} >= {"5", "6"}
    m.apply("C", ["bid", "6"])
    assert m.view("D")["revealed"] == {"A": ["9"], "B": ["7"], "C": ["6"]}  # revealed cards stay in hand
    assert 9 in m.hands["A"] and 7 in m.hands["B"]


def test_the_twin_of_the_last_bid_is_not_weaker() -> None:
    # "더 약한 카드로만": the identical card has the same rank; the trick rule for identical cards is for tricks
    m = zifuli()
    fixed_hands(m, {"A": [CAT, 1], "B": [CAT, MAN, 2]})
    m.apply("A", ["bid", "cat"])
    assert "12" not in bids(m, "B") and "14" not in bids(m, "B")
    assert ZIFULI.weaker(FOOL, CAT) and not ZIFULI.weaker(CAT, CAT)


def test_a_pass_is_for_good_and_the_last_bidder_is_the_boss() -> None:
    m = zifuli()
    fixed_hands(m, {"A": [10, 1], "B": [9], "C": [8], "D": [7, 6], "E": [5, 4]})
    m.apply("A", ["bid", "10"])
    m.apply("B", "pass")
    m.apply("C", ["bid", "8"])
    m.apply("D", ["bid", "7"])
    m.apply("E", "pass")
    assert m.to_act() == ["A"]  # B passed and is skipped
    m.apply("A", ["bid", "1"])
    assert m.to_act() == ["C"]
    with pytest.raises(NotYourTurn):
        m.apply("B", ["bid", "9"])
    m.apply("C", "pass")
    m.apply("D", "pass")
    assert m.boss == "A" and m.card == 1 and m.phase == "tricks"
    assert m.to_act() == ["A"]  # the dealer's right leads the first trick, not the Boss
    assert m.partner == next(p for p in NAMES if p != "A" and 1 in m.hands[p])


def test_the_partner_is_secret_until_the_twin_is_played() -> None:
    m = zifuli()
    fixed_hands(m, {"A": [LION], "C": [LION]})
    m.apply("A", ["bid", "lion"])
    for p in "BCDE":
        m.apply(p, "pass")
    assert m.boss == "A" and m.partner == "C"
    assert [e.data for e in m.log if e.kind == "partner"] == [{"player": "C", "boss": "A", "card": "lion"}]
    for viewer in (None, "A", "B", "D", "E"):
        v = m.view(viewer)
        assert v["partner"] is None and all(e["kind"] != "partner" for e in v["log"])
        assert '"C"' not in json.dumps({k: v[k] for k in ("partner", "alone", "boss")})
    assert m.view("A")["alone"] is False and m.view("B")["alone"] is None
    assert m.view("C")["partner"] == "C" and m.view("C")["alone"] is False
    # play until C plays the lion: then everyone knows
    rng = random.Random(0)
    while not any(e.kind == "partner_revealed" for e in m.log):
        p = m.to_act()[0]
        legal = m.legal_actions(p)
        lion = [a for a in legal if a.arg == "lion"]
        m.apply(p, lion[0] if p == "C" and lion else rng.choice([a for a in legal if a.arg != "lion"] or legal))
    assert [e.data["player"] for e in m.log if e.kind == "partner_revealed"] == ["C"]
    assert all(m.view(v)["partner"] == "C" for v in (None, *NAMES))


def test_the_boss_holding_both_copies_plays_alone_and_need_not_say_so() -> None:
    m = zifuli()
    fixed_hands(m, {"B": [MASK, MASK]})
    m.apply("A", "pass")
    m.apply("B", ["bid", "mask"])
    for p in "CDE":
        m.apply(p, "pass")
    assert m.boss == "B" and m.partner is None
    assert [e.to for e in m.log if e.kind == "alone"] == [("B",)]
    assert m.view("B")["alone"] is True and all(m.view(v)["alone"] is None for v in (None, "A", "C", "D", "E"))


def test_four_passes_without_a_bid_the_one_left_must_bid() -> None:
    m = zifuli()
    for p in "ABCD":
        m.apply(p, "pass")
    assert m.to_act() == ["E"]
    legal = m.legal_actions("E")
    assert legal and all(a.word == "bid" for a in legal)  # no pass: the one left is the Boss
    with pytest.raises(IllegalAction):
        m.apply("E", "pass")
    m.apply("E", legal[-1])
    assert m.boss == "E" and m.phase == "tricks"


def test_with_redeal_everyone_may_pass_and_the_deal_is_void() -> None:
    m = zifuli(all_pass="redeal")
    for p in "ABCDE":
        m.apply(p, "pass")
    assert m.deal_no == 2 and m.round_no == 0 and m.dealer == "A" and m.to_act() == ["B"]
    d = m.summary()["deals"][0]
    assert d["void"] and d["losers"] == [] and d["dealer"] == "E"
    assert all(d["after"][p]["chips"] == 10 for p in NAMES)


def test_illegal_actions_say_what_was_wrong() -> None:
    m = zifuli()
    with pytest.raises(BadArgument, match="needs an argument"):
        m.apply("A", "bid")
    with pytest.raises(IllegalAction, match="legal for A now"):
        m.apply("A", ["play", card_str(m.hands["A"][0])])
    with pytest.raises(TavernaError):
        m.apply("A", ["bid", "joker"])
    absent = next(c for c in m.pack if c not in m.hands["A"])
    with pytest.raises(IllegalAction):
        m.apply("A", ["bid", card_str(absent)])
    with pytest.raises(TavernaError, match="exactly 5"):
        create_match("zifuli", players=NAMES[:4])
    with pytest.raises(TavernaError, match="valid options"):
        zifuli(deals=3)
    with pytest.raises(TavernaError, match="last-bids, redeal"):
        zifuli(all_pass="nobody")


# ---------------------------------------------------------------------------- the records
def test_every_record_replays_to_its_expected_summary() -> None:
    records = sorted(p for p in RECORDS.glob("*.json") if not p.name.endswith(".expect.json"))
    assert len(records) >= 10
    for path in records:
        expect = json.loads(path.with_name(path.stem + ".expect.json").read_text(encoding="utf-8"))
        m = replay(path)
        assert m.summary() == expect, path.name
        for d in m.summary()["deals"]:
            if not d.get("void"):
                assert sum(d["points"]) == 19 and (d["recount"] is None or sum(d["recount"]) == 82)
                assert sum(d["payments"].values()) == 0
                holders = [p for p in m.players if p != d["boss"]]
                assert d["partner"] is None or d["partner"] in holders


def _deal(name: str) -> dict[str, object]:
    deals = replay(RECORDS / f"{name}.json").summary()["deals"]
    d: dict[str, object] = deals[-1]
    return d


def test_record_auctions_bid_ever_weaker_cards_of_the_first_kind_and_passes_are_final() -> None:
    for path in sorted(p for p in RECORDS.glob("*.json") if not p.name.endswith(".expect.json")):
        m = replay(path)
        auction: list[tuple[str, str, object]] = []
        for e in m.log:
            if e.kind == "deal_start":
                auction = []
            elif e.kind in ("bid", "pass"):
                auction.append((e.kind, e.data["player"], e.data.get("card")))
            elif e.kind == "boss":
                cards = [parse_card(c) for k, _, c in auction if k == "bid"]
                assert all(ZIFULI.weaker(b, a) for a, b in pairwise(cards)), path.name
                passed = [p for k, p, _ in auction if k == "pass"]
                assert len(passed) == 4 == len(set(passed)), path.name
                for i, (_, p, _) in enumerate(auction):
                    assert p not in [q for k, q, _ in auction[:i] if k == "pass"], path.name
                assert e.data["player"] == [p for k, p, _ in auction if k == "bid"][-1]
    lively = replay(RECORDS / "boss-and-partner-win.json")
    assert sum(1 for e in lively.log if e.kind == "bid") >= 4


def test_boss_and_partner_win_each_of_the_three_pays_1_boss_gets_2_partner_1() -> None:
    d = _deal("boss-and-partner-win")
    boss, partner = d["boss"], d["partner"]
    assert partner is not None and d["winner"] == [boss, partner]
    pay = d["payments"]
    assert isinstance(pay, dict) and pay[boss] == 2 and pay[partner] == 1
    assert sorted(v for p, v in pay.items() if p not in (boss, partner)) == [-1, -1, -1]
    assert sorted(d["losers"]) == sorted(p for p in NAMES if p not in (boss, partner))


def test_boss_and_partner_lose_boss_pays_2_partner_1_each_of_the_three_gets_1() -> None:
    for name in ("boss-and-partner-lose", "recount-decides"):
        d = _deal(name)
        boss, partner, pay = d["boss"], d["partner"], d["payments"]
        assert isinstance(pay, dict) and pay[boss] == -2 and pay[partner] == -1
        assert sorted(v for p, v in pay.items() if p not in (boss, partner)) == [1, 1, 1]
        assert sorted(d["losers"]) == sorted([boss, partner])


def test_the_boss_alone_takes_2_from_each_or_gives_2_to_each() -> None:
    won = _deal("boss-alone-wins")
    assert won["partner"] is None and won["winner"] == [won["boss"]]
    assert won["payments"] == {p: 8 if p == won["boss"] else -2 for p in NAMES}
    lost = _deal("boss-alone-loses")
    assert lost["partner"] is None and lost["boss"] not in lost["winner"]
    assert lost["payments"] == {p: -8 if p == lost["boss"] else 2 for p in NAMES}
    assert lost["losers"] == [lost["boss"]]


def test_a_tie_recounted_and_still_tied_is_a_draw_without_payments() -> None:
    d = _deal("draw")
    assert d["points"] == [9.5, 9.5] and d["recount"] == [41, 41] and d["winner"] is None
    assert d["losers"] == [] and set(d["payments"].values()) == {0}
    rd = _deal("recount-decides")
    assert rd["points"] == [9.5, 9.5] and max(rd["recount"]) >= 42


def test_everyone_passing_records() -> None:
    m = replay(RECORDS / "everyone-passes-last-bids.json")
    words = [a.word for _, a in m.history[:5]]
    assert words == ["pass", "pass", "pass", "pass", "bid"]
    assert m.summary()["deals"][0]["boss"] == m.history[4][0]
    m = replay(RECORDS / "everyone-passes-redeal.json")
    s = m.summary()
    assert [a.word for _, a in m.history[:5]] == ["pass"] * 5
    assert s["deals"][0]["void"] and s["deals"][1]["dealer"] == "A"


def test_the_game_ends_when_someone_runs_out_of_chips() -> None:
    s = replay(RECORDS / "out-of-chips.json").summary()
    assert s["finished"] and len(s["deals"]) >= 2
    for d in s["deals"][:-1]:
        assert all(d["after"][p]["chips"] > 0 for p in NAMES)
    assert any(c["chips"] <= 0 and c["out"] for c in s["players"].values())
    top = max(c["chips"] for c in s["players"].values())
    assert s["winner"] == next(p for p, c in s["players"].items() if c["chips"] == top)


def test_a_player_who_cannot_pay_goes_into_debt() -> None:
    s = replay(RECORDS / "debt.json").summary()
    d = s["deals"][0]
    assert d["partner"] is None and s["players"][d["boss"]]["chips"] == 1 - 8
    assert sum(c["chips"] for c in s["players"].values()) == 5 and s["finished"]


def test_the_game_ends_after_a_set_number_of_rounds() -> None:
    m = replay(RECORDS / "three-rounds.json")
    s = m.summary()
    assert s["finished"] and len(s["deals"]) == 3 and [d["dealer"] for d in s["deals"]] == ["E", "A", "B"]
    top = max(c["chips"] for c in s["players"].values())
    best = [p for p, c in s["players"].items() if c["chips"] == top]
    assert s["winner"] == (best[0] if len(best) == 1 else best)


# ---------------------------------------------------------------------------- properties
def _secret_ok(m: ZifuliMatch) -> None:
    start = max(i for i, e in enumerate(m.log) if e.kind == "deal_start")
    revealed = any(e.kind == "partner_revealed" for e in m.log[start:])
    for viewer in (None, *NAMES):
        v = m.view(viewer, since=0)
        if viewer is not None:
            assert v["hand"] == [card_str(c) for c in ZIFULI.order(m.hands[viewer])]
        assert "hands" not in v
        assert all(e["player"] == viewer for e in v["log"] if e["kind"] in ("hand", "partner", "alone"))
        if m.boss is None or m.over:
            continue
        if m.partner is not None and not revealed and viewer != m.partner:
            assert v["partner"] is None
            if viewer != m.boss:
                assert v["alone"] is None
        if m.partner is None and not m.known and viewer != m.boss:
            assert v["alone"] is None and v["partner"] is None
        if m.partner is not None and (revealed or viewer == m.partner):
            assert v["partner"] == m.partner
        # a hand is never shown for another player; a bid card only while still held
        for p, cards in v["revealed"].items():
            assert Counter(parse_card(c) for c in cards) <= Counter(m.hands[p])


@settings(max_examples=EXAMPLES, deadline=None)
@given(
    seed=st.integers(0, 2**31),
    rounds=st.integers(0, 3),
    chips=st.integers(1, 4),
    all_pass=st.sampled_from(["last-bids", "redeal"]),
    pass_rate=st.sampled_from([0.2, 0.6, 0.95]),
)
def test_random_matches_keep_every_invariant(
    seed: int, rounds: int, chips: int, all_pass: str, pass_rate: float
) -> None:
    rng = random.Random(seed)
    m = create_match("zifuli", players=NAMES, seed=seed, dealer=NAMES[seed % 5],
                     options={"rounds": rounds, "chips": chips, "all-pass": all_pass})  # fmt: skip
    assert isinstance(m, ZifuliMatch)
    steps = 0
    while not m.finished:
        assert steps < 3000
        p = m.to_act()[0]
        legal = m.legal_actions(p)
        passes = [a for a in legal if a.word == "pass"]
        m.apply(p, passes[0] if passes and rng.random() < pass_rate else rng.choice(legal))
        steps += 1
        assert Counter(m.all_cards()) == Counter(m.pack)
        assert sum(m.chips.values()) == 5 * chips
        if steps % 3 == 0:
            _secret_ok(m)
    s = m.summary()
    played = [d for d in s["deals"] if not d.get("void")]
    assert rounds == 0 or len(played) == rounds
    if rounds == 0:
        assert any(c["chips"] <= 0 for c in s["players"].values())
    for d in played:
        assert sum(d["points"]) == 19 and sum(d["payments"].values()) == 0
        assert d["recount"] is None or sum(d["recount"]) == 82
    rec = m.record()
    again = create_match("zifuli", players=rec["players"], dealer=rec["dealer"], seed=rec["seed"],
                         options=rec.get("options"))  # fmt: skip
    replay_actions(again, rec["actions"])
    assert again.summary() == s and [e.to_json() for e in again.log] == [e.to_json() for e in m.log]


# ---------------------------------------------------------------------------- the terminal
def test_the_terminal_plays_and_replays_zifuli(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from taverna.cli.main import app

    runner = CliRunner()
    res = runner.invoke(app, ["play", "zifuli", "--watch", "--seed", "2", "-o", "rounds=2"])
    assert res.exit_code == 0, res.output
    assert "is the Boss" in res.output and "Round 2:" in res.output and "Winner:" in res.output
    # a human: pass in the auction, then always the first choice
    out = tmp_path / "m.json"
    res = runner.invoke(app, ["play", "zifuli", "--seed", "5", "-o", "rounds=1", "--save", str(out)],
                        input="pass\n" + "1\n" * 10)  # fmt: skip
    assert res.exit_code == 0, res.output
    assert "You pass." in res.output and replay(out).finished
    res = runner.invoke(app, ["replay", str(RECORDS / "boss-alone-wins.json")])
    assert res.exit_code == 0 and "18 chips" in res.output
