"""Le Her, the two-player ancestor of Cucù, as the ``le-her`` rule set of the Cucù engine.

Scripted deals check each rule (the king refuses the receiver's switch, a king drawn from the pack
is refused, ties go to the dealer, the lower card pays the stake); random matches check the
invariants of every Cucù rule set (cards conserved, the stakes zero-sum, no view shows a card its
player may not see, records replay to the same match).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from taverna.core import BadOption, BadRecord, TavernaError, UnknownOption, replay_actions
from taverna.games import create_match
from taverna.games.cucu.engine import CucuMatch
from tests.games.cucu_play import play_random
from tests.sizes import heavy

EXAMPLES = heavy(200, default=40)  # whole matches
PLAYERS = ["Paul", "Pierre"]  # Pierre deals; Paul receives and acts first


def deal(*cards: str, **options: object) -> CucuMatch:
    m = create_match("cucu", rules="le-her", players=PLAYERS, dealer="Pierre", seed=1, shuffles=[list(cards)],
                     options={"deals": 1, **options})  # fmt: skip
    assert isinstance(m, CucuMatch)
    return m


def kinds(m: CucuMatch) -> list[str]:
    return [e.kind for e in m.log]


def test_the_deal_one_card_each_the_receiver_first() -> None:
    m = deal("7h", "8c")
    assert m.order == ["Paul", "Pierre"]
    assert m.view("Paul")["card"] == "7h" and m.view("Pierre")["card"] == "8c"
    assert m.view("Paul")["cards"] == {"Paul": "7h"}  # the dealer's card is hidden
    assert m.waiting_for() == ["Paul"]
    assert [str(a) for a in m.legal_actions("Paul")] == ["keep", "exchange"]
    assert m.legal_actions("Pierre") == []


def test_a_switch_gives_each_the_others_card_and_both_know_both() -> None:
    m = deal("2c", "Jd", "4h")
    m.apply("Paul", "exchange")
    assert m.view("Paul")["card"] == "Jd" and m.view("Pierre")["card"] == "2c"
    assert m.view("Pierre")["cards"] == {"Paul": "Jd", "Pierre": "2c"}
    m.apply("Pierre", "exchange")  # draws the 4 of hearts: still lower than the jack
    assert m.summary()["deals"][0]["revealed"] == {"Paul": "Jd", "Pierre": "4h"}
    assert m.summary()["deals"][0]["losers"] == ["Pierre"]


def test_the_dealers_king_refuses_the_switch_and_is_shown() -> None:
    m = deal("7h", "Ks")
    m.apply("Paul", "exchange")
    assert "king" in kinds(m) and "exchanged" not in kinds(m)
    assert m.view("Paul")["card"] == "7h"
    assert m.view("Paul")["cards"]["Pierre"] == "Ks"  # shown to the receiver
    assert m.view(None)["cards"]["Pierre"] == "Ks"  # and to everyone
    m.apply("Pierre", "keep")
    assert m.summary()["deals"][0]["losers"] == ["Paul"]


def test_a_king_drawn_is_refused_the_dealer_keeps_his_card() -> None:
    m = deal("9c", "3d", "Kh")
    m.apply("Paul", "keep")
    m.apply("Pierre", "exchange")
    draw = next(e for e in m.log if e.kind == "deck_draw")
    assert draw.data["card"] == "Kh" and draw.to is None  # the king drawn is shown
    assert m.summary()["deals"][0]["revealed"] == {"Paul": "9c", "Pierre": "3d"}
    assert m.summary()["deals"][0]["losers"] == ["Pierre"]


def test_the_dealers_draw_replaces_his_card() -> None:
    m = deal("9c", "3d", "Qh")
    m.apply("Paul", "keep")
    m.apply("Pierre", "exchange")
    assert m.summary()["deals"][0]["revealed"] == {"Paul": "9c", "Pierre": "Qh"}
    assert m.summary()["deals"][0]["losers"] == ["Paul"]


@pytest.mark.parametrize(("paul", "pierre"), [("Qs", "Qh"), ("As", "Ad"), ("10c", "10d")])
def test_ties_go_to_the_dealer(paul: str, pierre: str) -> None:
    m = deal(paul, pierre)
    m.apply("Paul", "keep")
    m.apply("Pierre", "keep")
    assert m.summary()["deals"][0]["losers"] == ["Paul"]


def test_a_tie_after_the_dealers_draw_goes_to_the_dealer() -> None:
    m = deal("9c", "3d", "9h")
    m.apply("Paul", "keep")
    m.apply("Pierre", "exchange")
    assert m.summary()["deals"][0]["losers"] == ["Paul"]


def test_suits_do_not_rank_and_the_ace_is_low() -> None:
    m = deal("As", "2c")
    m.apply("Paul", "keep")
    m.apply("Pierre", "keep")
    assert m.summary()["deals"][0]["losers"] == ["Paul"]


def test_the_loser_pays_the_stake_the_deal_alternates_and_the_match_ends_after_the_deals() -> None:
    m = create_match("cucu", rules="le-her", players=PLAYERS, dealer="Pierre", seed=5, options={"deals": 4, "stake": 3})
    dealers = []
    while not m.finished:
        p = m.waiting_for()[0]
        m.apply(p, "keep")
    s = m.summary()
    dealers = [d["dealer"] for d in s["deals"]]
    assert dealers == ["Pierre", "Paul", "Pierre", "Paul"]
    scores = {p: 0 for p in PLAYERS}
    for d in s["deals"]:
        (loser,) = d["losers"]
        winner = next(p for p in PLAYERS if p != loser)
        scores[loser] -= 3
        scores[winner] += 3
        assert {p: d["after"][p]["score"] for p in PLAYERS} == scores
    assert sum(scores.values()) == 0
    best = max(scores.values())
    expected = [p for p in PLAYERS if scores[p] == best]
    assert s["winner"] == (expected[0] if len(expected) == 1 else expected)


def test_exactly_two_players_and_only_its_own_options() -> None:
    with pytest.raises(BadOption, match="exactly 2 players"):
        create_match("cucu", rules="le-her", players=["A", "B", "C"])
    with pytest.raises(UnknownOption, match="valid options: stake, deals"):
        create_match("cucu", rules="le-her", players=PLAYERS, options={"tokens": 3})
    with pytest.raises(BadOption, match="fixed by the rule set"):
        create_match("cucu", rules="le-her", players=PLAYERS, options={"pack": "cuckoo"})
    with pytest.raises(UnknownOption, match="deals does not apply"):
        create_match("cucu", rules="cambio", players=PLAYERS, options={"deals": 3})
    with pytest.raises(TavernaError):
        create_match("cucu", rules="le-her", players=PLAYERS, options={"deals": 0})


def test_records_use_the_french_notation_and_round_trip() -> None:
    m = deal("10h", "Kd", "As")
    m.apply("Paul", "exchange")
    m.apply("Pierre", "keep")
    rec = m.record()
    assert rec["rules"] == "le-her" and rec["shuffles"] == [["10h", "Kd", "As"]]
    again = create_match("cucu", rules="le-her", players=rec["players"], dealer=rec["dealer"], seed=rec["seed"],
                         options=rec["options"], shuffles=rec["shuffles"])  # fmt: skip
    replay_actions(again, rec["actions"])
    assert again.summary() == m.summary()
    assert again.summary()["deals"][0]["revealed"] == {"Paul": "10h", "Pierre": "Kd"}


def test_a_bad_card_in_a_shuffle_says_what_is_expected() -> None:
    with pytest.raises(BadRecord, match="10h"):
        deal("11h", "Kd")
    with pytest.raises(BadRecord, match="more copies"):
        deal("Kd", "Kd")


@settings(max_examples=EXAMPLES, deadline=None)
@given(seed=st.integers(0, 2**31), deals=st.integers(1, 12), stake=st.integers(1, 5))
def test_random_matches_keep_every_invariant(seed: int, deals: int, stake: int) -> None:
    m = play_random("le-her", 2, seed, {"deals": deals, "stake": stake}, check_views=True)
    s = m.summary()
    assert m.finished and len(s["deals"]) == deals and s["winner"] is not None
    assert all(len(d["losers"]) == 1 for d in s["deals"])
    assert sum(abs(p["score"]) for p in s["players"].values()) % (2 * stake) == 0


def test_the_rule_of_thumb_bot_plays_waldegraves_equilibrium() -> None:
    from taverna.bots import get_bot
    from taverna.core import Rng

    bot, rng = get_bot("cucu", "simple"), Rng(0)

    def choice(m: CucuMatch, p: str) -> str:
        return bot.choose(m.view(p), m.legal_actions(p), rng).word

    assert choice(deal("6h", "8c"), "Paul") == "exchange"  # the receiver switches up to 6
    assert choice(deal("8h", "2c"), "Paul") == "keep"  # and keeps from 8
    m = deal("2c", "Jd")
    m.apply("Paul", "exchange")
    assert choice(m, "Pierre") == "exchange"  # switched with: he knows he is lower and draws
    m = deal("Jd", "2c")
    m.apply("Paul", "exchange")
    assert choice(m, "Pierre") == "keep"  # switched with a higher card: he wins as he stands
    m = deal("9h", "7c")
    m.apply("Paul", "keep")
    assert choice(m, "Pierre") == "exchange"  # after a hold the dealer draws up to 7
    m = deal("9h", "9c")
    m.apply("Paul", "keep")
    assert choice(m, "Pierre") == "keep"  # and keeps from 9
    sevens = sum(bot.choose(deal("7h", "8c").view("Paul"), deal("7h", "8c").legal_actions("Paul"), rng).word
                 == "exchange" for _ in range(400))  # fmt: skip
    assert 100 < sevens < 200  # a 7 is switched 3 times in 8 (150 of 400 expected)
