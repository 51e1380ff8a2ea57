"""Coteccio (Trieste, pagat seeds/002): record scenarios for every case of the page, rules unit tests,
and property tests over random matches."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from taverna.cards.italian import parse_card
from taverna.core import Action, BadRecord, IllegalAction, Rng, replay_actions
from taverna.games import create_match, get_game
from taverna.games.coteccio import CoteccioMatch
from taverna.games.coteccio.bot import choose
from tests.sizes import heavy

EXAMPLES = heavy(200, default=40)


def deal(*hands: str) -> list[str]:
    """A shuffle from hands given in dealing order (leader first): one card at a time round the table."""
    split = [h.split() for h in hands]
    return [split[i][k] for k in range(5) for i in range(len(split))]


def match(players: str, shuffles: list[list[str]], **options: Any) -> CoteccioMatch:
    m = create_match("coteccio", players=players.split(), shuffles=shuffles, options=options)
    assert isinstance(m, CoteccioMatch)
    return m


def play(m: CoteccioMatch, moves: str) -> None:
    """Moves as 'B:1c C:2c ...'; words other than cards are actions (``B:annul``)."""
    for mv in moves.split():
        p, what = mv.split(":")
        if what in ("annul", "lead", "doctor", "drop"):
            m.apply(p, [what])
        else:
            m.apply(p, ["play", what])


# 3 players A B C, dealer A, so B leads: order B, C, A.  B takes 15 points, A 6 (last trick): B loses a life.
NORMAL3 = deal("1c 2d 3d 4d 5d", "Rc 6d 2s 3s 4s", "Cc 7d 2b 3b 4b")
NORMAL3_PLAY = "B:1c C:Rc A:Cc B:2d C:6d A:7d A:2b B:3d C:2s A:3b B:4d C:3s A:4b B:5d C:4s"
# B 6 points, A 6 (last trick): a tie for most, both lose.
TIE3 = deal("1c 2d 3d 4d 5d", "2c 6d 2s 3s 4s", "3c 7d 2b 3b 4b")
TIE3_PLAY = "B:1c C:2c A:3c B:2d C:6d A:7d A:2b B:3d C:2s A:3b B:4d C:3s A:4b B:5d C:4s"
# B wins the first four tricks with the aces; the fifth card decides capotto.
CAPOTTO4 = "B:1c C:3c A:5c B:1d C:2d A:3d B:1s C:2s A:3s B:1b C:2b A:3b"


def capotto_deal(last: str) -> list[str]:
    return deal(f"1c 1d 1s 1b {last}", "2d 2s 2b 3c 4c", "3d 3s 3b 4d 5c")


# 4 players A B C D, dealer A: order B C D A; B takes 10, A 6: B loses.
NORMAL4 = deal("1c 2d 3d 4d 5d", "2c 6d 3s 4s 5s", "3c 5c 6c 7c 2s", "Cc 7d 5b 6b 7b")
NORMAL4_PLAY = (
    "B:1c C:2c D:3c A:Cc B:2d C:6d D:5c A:7d A:5b B:3d C:3s D:6c A:6b B:4d C:4s D:7c A:7b B:5d C:5s D:2s"
)


def lives(m: CoteccioMatch) -> dict[str, int]:
    return {p: c["lives"] for p, c in m.summary()["players"].items()}


# ----- deal and play --------------------------------------------------------------------------
def test_registered_and_seating() -> None:
    info = get_game("coteccio")
    assert (info.min_players, info.max_players) == (2, 7)
    m = match("A B C", [NORMAL3])
    assert m.dealer == "A" and m.to_act() == ["B"]  # the player at the dealer's right leads
    assert m.view("B")["hand"] == ["1c", "2d", "3d", "4d", "5d"]
    assert m.summary()["pool"] == 3000


def test_up_to_seven_players() -> None:
    create_match("coteccio", players=list("ABCDEFG"))
    with pytest.raises(ValueError):
        create_match("coteccio", players=list("ABCDEFGH"))


def test_follow_suit_and_no_trumps() -> None:
    m = match("A B C", [NORMAL3])
    play(m, "B:1c")
    assert [str(a) for a in m.legal_actions("C")] == ["play Rc"]  # must follow suit
    with pytest.raises(IllegalAction):
        m.apply("C", ["play", "6d"])
    play(m, "C:Rc A:Cc B:2d C:6d A:7d A:2b")
    # B is void in batons: may play any card; the highest card of the suit led wins (no trumps)
    assert len(m.legal_actions("B")) == 3
    play(m, "B:3d C:2s")
    assert m.tricks[-1]["winner"] == "A"


def test_normal_hand_most_points_loses_a_life() -> None:
    m = match("A B C", [NORMAL3])
    play(m, NORMAL3_PLAY)
    s = m.summary()
    assert s["deals"][0]["points"] == {"B": 15, "C": 0, "A": 6}  # the last trick's 6 included
    assert s["deals"][0]["losers"] == ["B"] and s["deals"][0]["dealer"] == "A"
    assert lives(m) == {"A": 4, "B": 3, "C": 4}


def test_tie_for_most_points_all_lose() -> None:
    m = match("A B C", [TIE3])
    play(m, TIE3_PLAY)
    assert sorted(m.summary()["deals"][0]["losers"]) == ["A", "B"]
    assert lives(m) == {"A": 3, "B": 3, "C": 4}


def test_lead_rotates_anticlockwise() -> None:
    m = match("A B C", [NORMAL3])
    play(m, NORMAL3_PLAY)
    assert (m.dealer, m.to_act()) == ("B", ["C"])


# ----- capotto ---------------------------------------------------------------------------------
def test_capotto_choice_offered_after_four_tricks() -> None:
    m = match("A B C", [capotto_deal("Rc")])
    play(m, CAPOTTO4)
    assert m.to_act() == ["B"]
    assert [str(a) for a in m.legal_actions("B")] == ["annul", "lead"]


def test_capotto_annul_same_dealer_deals_again() -> None:
    m = match("A B C", [capotto_deal("Rc")])
    play(m, CAPOTTO4 + " B:annul")
    s = m.summary()
    assert s["deals"][0]["losers"] == [] and s["deals"][0]["annulled"]
    assert lives(m) == {"A": 4, "B": 4, "C": 4}
    assert m.dealer == "A" and m.to_act() == ["B"] and m.deal_no == 2


def test_capotto_made() -> None:
    m = match("A B C", [capotto_deal("Rc")])
    play(m, CAPOTTO4 + " B:lead B:Rc C:4c A:4d")
    assert lives(m) == {"A": 3, "B": 5, "C": 3}
    assert sorted(m.summary()["deals"][0]["losers"]) == ["A", "C"]


def test_capotto_saved() -> None:
    m = match("A B C", [capotto_deal("2c")])
    play(m, CAPOTTO4 + " B:lead B:2c C:4c A:4d")
    # B loses a life whatever the card points; C gains one for saving the capotto
    assert lives(m) == {"A": 4, "B": 3, "C": 5}
    assert m.summary()["deals"][0]["losers"] == ["B"]


# ----- the doctor, dropping out, the pool ------------------------------------------------------
@pytest.mark.parametrize(("others", "got"), [((3, 1, 4), 1), ((2, 2, 4), 2)])
def test_doctor_gives_fewest_lives_of_the_others(others: tuple[int, int, int], got: int) -> None:
    m = match("A B C D", [NORMAL4])
    m.lives.update({"B": 1, "C": others[0], "D": others[1], "A": others[2]})
    play(m, NORMAL4_PLAY)
    assert m.to_act() == ["B"] and [str(a) for a in m.legal_actions("B")] == ["doctor", "drop"]
    play(m, "B:doctor")
    s = m.summary()
    assert s["players"]["B"] == {"lives": got, "out": False}
    assert s["pool"] == 4000 + 500 and s["paid"]["B"] == 1500


def test_doctor_fee_and_limit_options() -> None:
    m = match("A B C D", [NORMAL4], **{"doctor-fee": 300, "doctor-limit": 0})
    m.lives["B"] = 1
    play(m, NORMAL4_PLAY)
    # no call left: B drops out without a decision (a forced step)
    assert m.summary()["players"]["B"] == {"lives": 0, "out": True}
    assert m.summary()["pool"] == 4000


def test_doctor_needs_two_other_living_players() -> None:
    two = deal("1c 2d 3d 4d 5d", "Cc 7d 2b 3b 4b")
    m = match("A B C", [NORMAL3, two], lives=1, **{"doctor-limit": 5})
    play(m, NORMAL3_PLAY)
    assert [str(a) for a in m.legal_actions("B")] == ["doctor", "drop"]  # A and C still live
    play(m, "B:drop")
    play(m, "C:1c A:Cc C:2d A:7d A:2b C:3d A:3b C:4d A:4b C:5d")  # C 10, A 6: C dies
    # only A is left alive, so C cannot call the doctor and drops out; A is the last player
    assert any(e.kind == "dead" and e.data == {"player": "C", "may_call_doctor": False} for e in m.log)
    s = m.summary()
    assert s["finished"] and s["winner"] == "A" and s["to_act"] == []
    assert s["players"]["C"] == {"lives": 0, "out": True}
    assert s["pool"] == 0 and s["won"]["A"] == 3000  # the last player collects the pool
    assert s["deals"][-1]["after"]["pool"] == 0


def test_drop_by_choice() -> None:
    m = match("A B C D", [NORMAL4])
    m.lives["B"] = 1
    play(m, NORMAL4_PLAY + " B:drop")
    assert m.summary()["players"]["B"] == {"lives": 0, "out": True}
    assert "B" not in m.in_deal


def test_dealer_who_was_about_to_deal_dies_deals_again() -> None:
    # deal 1: dealer A, leader B.  B was about to deal deal 2; B dies, so A deals again and C leads.
    m = match("A B C D", [NORMAL4], **{"doctor-limit": 0})
    m.lives["B"] = 1
    play(m, NORMAL4_PLAY)
    assert (m.dealer, m.leader) == ("A", "C")
    assert m.in_deal == ["C", "D", "A"]


def test_restart_when_all_remaining_die_at_once() -> None:
    two_tie = deal("1c 2d 3d 4d 5d", "3c 7d 2b 3b 4b")
    m = match("A B C", [NORMAL3, two_tie], lives=1, **{"doctor-limit": 0})
    play(m, NORMAL3_PLAY)  # B loses its only life and drops out (no doctor call left)
    assert m.summary()["players"]["B"]["out"] and m.in_deal == ["C", "A"]
    play(m, "C:1c A:3c C:2d A:7d A:2b C:3d A:3b C:4d A:4b C:5d")  # C 6, A 6: both die
    s = m.summary()
    assert not s["finished"] and s["restarts"] == 1
    assert s["players"] == {p: {"lives": 1, "out": False} for p in "ABC"}  # the dead included
    assert s["pool"] == 3000  # the same pool
    assert len(m.in_deal) == 3


def test_summary_keys_and_record_round_trip() -> None:
    m = match("A B C", [NORMAL3])
    play(m, NORMAL3_PLAY)
    rec = m.record()
    m2 = create_match("coteccio", players=rec["players"], dealer=rec["dealer"], seed=rec["seed"],
                      shuffles=rec["shuffles"], options=rec.get("options"))
    replay_actions(m2, rec["actions"])
    assert m2.summary() == m.summary()
    for k in ("finished", "winner", "to_act", "pool", "players", "deals"):
        assert k in m.summary()
    d = m.summary()["deals"][0]
    assert {"dealer", "losers", "after"} <= set(d) and "pool" in d["after"]


def test_bot_goes_for_capotto_and_keeps_the_lead_at_three() -> None:
    # (the rules of the bot are tested in tests/bots/test_coteccio_rules.py; here, on this file's deals)
    m = match("A B C", [capotto_deal("Rc")])
    play(m, CAPOTTO4)
    assert choose(m.view("B"), m.legal_actions("B"), Rng(0)) == Action("lead")  # 1c is gone: Rc cannot lose
    m2 = match("A B C", [capotto_deal("2c")])
    play(m2, CAPOTTO4)
    # six higher cups unseen among 27 cards, two of them in the others' hands: 2c wins 60% of the time
    assert choose(m2.view("B"), m2.legal_actions("B"), Rng(0)) == Action("lead")
    m3 = match("A B C", [NORMAL3])
    # three players is a short table: B leads its likeliest winner, the ace, to keep the lead
    assert choose(m3.view("B"), m3.legal_actions("B"), Rng(0)) == Action("play", "1c")
    play(m3, "B:1c")
    assert choose(m3.view("C"), m3.legal_actions("C"), Rng(0)) == Action("play", "Rc")  # forced
    play(m3, "C:Rc A:Cc")
    # then 5d, the diamond with fewest higher ones out
    assert choose(m3.view("B"), m3.legal_actions("B"), Rng(0)) == Action("play", "5d")
    play(m3, "B:2d C:6d A:7d A:2b")
    # B void in batons: discards the most valuable card (none score, so the highest)
    assert choose(m3.view("B"), m3.legal_actions("B"), Rng(0)) == Action("play", "5d")


def test_bad_record_action() -> None:
    m = match("A B C", [NORMAL3])
    with pytest.raises(BadRecord):
        replay_actions(m, [["B", "play", "Rc"]])


def test_play_accepts_lowercase_card() -> None:
    m = match("A B C", [NORMAL3])
    m.apply("B", ["play", "1C"])
    assert m.history[-1][1] == Action("play", "1c")


# ----- properties ------------------------------------------------------------------------------
def _check(m: CoteccioMatch) -> None:
    # cards conserved: hands + this deal's played cards are distinct and 5 per player of the deal
    held = [c for p in m.in_deal for c in m.hands[p]]
    played = [parse_card(c) for t in m.tricks for _, c in t["cards"]] + [c for _, c in m.trick]
    assert len(set(held + played)) == len(held + played) == 5 * len(m.in_deal)
    # money conserved
    s = m.summary()
    assert s["pool"] + sum(s["won"].values()) == sum(s["paid"].values())
    assert all(v["lives"] >= 0 for v in s["players"].values())
    # views hold only the viewer's own hidden cards
    for p in m.players:
        v = m.view(p)
        if p in m.hands:
            assert v["hand"] == [str(x) for x in v["hand"]]
        for ev in v["log"]:
            if "to" in ev:
                assert p in ev["to"]
        for q in m.players:
            if q != p and q in m.hands:
                mine = set(v.get("hand", []))
                assert not (mine & {str(c) for c in m.hands[q]})
    assert "hand" not in m.view(None)


def play_random(n: int, seed: int, options: dict[str, Any], limit: int = 5000) -> CoteccioMatch:
    m = create_match("coteccio", players=[f"P{i}" for i in range(n)], seed=seed, options=options)
    assert isinstance(m, CoteccioMatch)
    rng = Rng(seed + 1)
    steps = 0
    while not m.finished:
        steps += 1
        assert steps < limit, "match did not end"
        (p,) = m.to_act()
        legal = m.legal_actions(p)
        a = choose(m.view(p), legal, rng) if rng.below(2) else legal[rng.below(len(legal))]
        m.apply(p, a)
        if steps % 7 == 0:
            _check(m)
    return m


@settings(max_examples=EXAMPLES, deadline=None)
@given(
    seed=st.integers(0, 2**31),
    n=st.integers(2, 7),
    lives_=st.integers(1, 4),
    limit=st.integers(0, 2),
)
def test_random_matches_keep_every_invariant(seed: int, n: int, lives_: int, limit: int) -> None:
    m = play_random(n, seed, {"lives": lives_, "doctor-limit": limit})
    s = m.summary()
    assert s["finished"] and s["to_act"] == [] and s["winner"] in m.players
    assert s["pool"] == 0 and s["won"][s["winner"]] == sum(s["paid"].values())
    assert m.log[-1].kind == "match_end" and sum(e.kind == "match_end" for e in m.log) == 1
    assert len(m.deals) == m.deal_no and m.deals[-1]["after"]["pool"] == 0
    alive = [p for p, c in s["players"].items() if not c["out"] and c["lives"] > 0]
    assert alive == [s["winner"]]
    rec = m.record()
    m2 = create_match("coteccio", players=rec["players"], seed=rec["seed"], options=rec.get("options"))
    replay_actions(m2, rec["actions"])
    assert m2.summary() == s and m2.log == m.log
