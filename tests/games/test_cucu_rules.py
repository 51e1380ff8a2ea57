"""Rules of Cucù that the seed scenarios do not reach: the last two's agreement, syndicates,
the Lu Stù offer for a share, Reincarnation, BGA's automatic Cucco, the play-off."""

from __future__ import annotations

import pytest

from taverna.cards.cuckoo import card_str, cuckoo_pack
from taverna.core import Action, BadArgument, IllegalAction
from taverna.games import create_match
from taverna.games.cucu.engine import CucuMatch


def full(prefix: list[str]) -> list[str]:
    pack = [card_str(c) for c in cuckoo_pack()]
    for c in prefix:
        pack.remove(c)
    return prefix + pack


def cucu(rules: str, players: str, dealer: str, shuffles: list[list[str]], **options: object) -> CucuMatch:
    m = create_match("cucu", rules=rules, players=list(players), dealer=dealer, shuffles=shuffles, options=options)
    assert isinstance(m, CucuMatch)
    return m


def test_last_two_may_agree_a_split_and_the_non_dealer_must_then_exchange_below_five() -> None:
    m = cucu("campli", "AB", "B", [["3", "9", "7"], ["2", "9", "15"]], tokens=1)
    # the proposal is optional: the match waits only for A's decision
    assert m.waiting_for() == ["A"]
    assert set(m.to_act()) == {"A", "B"}
    assert Action("propose") in m.legal_actions("B")
    with pytest.raises(BadArgument, match="percent"):
        m.apply("B", ["propose", 120])
    m.apply("B", ["propose", 40])
    assert m.to_act() == ["A"] and m.legal_actions("A") == [Action("accept"), Action("refuse")]
    m.apply("A", "accept")
    # A holds a 3, below V: keeping is no longer allowed
    assert m.legal_actions("A") == [Action("exchange")]
    with pytest.raises(IllegalAction):
        m.apply("A", "keep")
    m.apply("A", "exchange")  # A gets B's 9, B the 3
    m.apply("B", "exchange")  # B takes the 7 from the pack: 7 < 9, B loses the last token
    assert m.to_act() == ["B"]  # A is still a virgin: B may buy back in
    m.apply("B", "decline")
    s = m.summary()
    assert s["finished"] and s["winner"] == "A"
    # B proposed 40% for B: the pool of 2 is split 60/40 although A won
    assert s["deals"][0]["payouts"] == {"B": 0.8, "A": 1.2}


def test_syndicate_shares_the_pool() -> None:
    m = cucu("campli", "ABC", "C", [["2", "9", "8"], ["5", "6", "7"]], tokens=1)
    m.apply("A", "keep")
    m.apply("B", "keep")
    m.apply("C", "keep")  # A loses the last token; B and C are virgins
    assert m.to_act() == ["A"]
    with pytest.raises(BadArgument, match="costs 1"):
        m.apply("A", ["reenter", {"A": 1, "Zoe": 1}])
    m.apply("A", ["reenter", {"Zoe": 1}])
    assert m.summary()["pool"] == 4
    assert m.summary()["players"]["A"] == {"tokens": 1, "out": False}


def test_bga_cucco_is_shown_automatically_two_places_before_its_holder() -> None:
    # order B C D E A (dealer A); D holds the Cucco: shown before B's turn (two places before D)
    m = cucu("bga", "ABCDE", "A", [["3", "4", "15", "5", "6"]])
    s = m.summary()
    assert s["deals"][0]["revealed"] == {"B": "3", "C": "4", "D": "15", "E": "5", "A": "6"}
    assert s["deals"][0]["losers"] == ["B"]


def test_bga_starting_players_cucco_is_not_shown_with_three_players() -> None:
    m = cucu("bga", "ABC", "A", [["15", "4", "5"]])
    assert m.deals == [] and m.to_act() == ["B"]


def test_cambio_playoff_loses_nothing() -> None:
    # adults' time needs round 4: play three rounds of nothing happening first
    m = cucu("cambio", "AB", "A", [["3", "9", "4", "10", "5", "8", "7", "7"]], **{"last-draw": "playoff"})
    for _ in range(3):
        first, dealer = m.order
        m.apply(first, "keep")
        m.apply(dealer, "keep")
    first, dealer = m.order
    m.apply(first, "keep")
    m.apply(dealer, "keep")
    last = m.summary()["deals"][-1]
    assert last["revealed"] == {"A": "7", "B": "7"} or set(last["revealed"].values()) == {"7"}
    assert last["losers"] == []
    assert not m.finished and len(m.order) == 2


def test_reincarnation_confessions_are_simultaneous_and_hidden() -> None:
    m = cucu("cambio", "ABC", "C", [["2", "9", "8"]], reincarnation=True)
    m.apply("A", "keep")
    m.apply("B", "keep")
    m.apply("C", "keep")
    assert set(m.to_act()) == {"A", "B", "C"}
    m.apply("A", "defeat")
    assert all(e.get("kind") != "confessed" for e in m.view("B")["log"])
    m.apply("B", "defeat")
    m.apply("C", "pass")
    # A held the lowest and confessed: not a loser; B confessed wrongly: loses
    assert m.summary()["deals"][0]["losers"] == ["B"]


def test_one_cuckoo_is_removed_from_eight_players_or_from_the_chosen_number() -> None:
    assert cucu("cambio", "ABCDEFG", "A", []).pack.count(15) == 2
    assert cucu("cambio", "ABCDEFGH", "A", []).pack.count(15) == 1
    assert len(cucu("cambio", "ABCDEFGH", "A", []).pack) == 39
    assert cucu("cambio", "ABCDEF", "A", [], **{"one-cuckoo-from": 6}).pack.count(15) == 1
    assert cucu("bga", "ABCDEFGH", "A", []).pack.count(15) == 1
    # void ("2 Cuckoo cards must always be used") and the cancellation Cucco keep both
    assert cucu("cambio", "ABCDEFGH", "A", [], void=True).pack.count(15) == 2
    assert len(cucu("cambio", "AB", "A", [], **{"double-pack": True, "cuckoos": 2}).pack) == 78


def test_a_scripted_shuffle_cannot_name_a_removed_cuckoo_twice() -> None:
    with pytest.raises(ValueError, match="more copies"):
        cucu("cambio", "ABCDEFGH", "A", [["15", "15"]])


def test_bga_a_loser_who_cannot_pay_pays_what_they_can_and_drops_out() -> None:
    # 4 coins each, 1 for the round's fee; B loses deals 1, 2 and 3 (paying 1, 2, then nothing left for 3)
    m = cucu("bga", "AB", "A", [["3", "9", "10", "4", "2", "8"]], chips=4)
    for _ in range(2):
        first, dealer = m.order
        m.apply(first, "keep")
        m.apply(dealer, "keep")
    s = m.summary()
    # deal 1: B (3) loses 1 -> 2 left; deal 2: B (4) owes 2 -> 0 left, pays 2
    assert [d["losers"] for d in s["deals"]] == [["B"], ["B"]]
    assert s["deals"][1]["after"]["B"] == {"chips": 0, "out": False}
    first, dealer = m.order
    m.apply(first, "keep")
    m.apply(dealer, "keep")
    s = m.summary()
    # deal 3: B (2) owes 3 with nothing left: pays what he can (0) and is out; A wins the round
    assert s["deals"][2]["losers"] == ["B"]
    assert s["deals"][2]["payouts"] == {"A": 5}
    # B is bankrupt at the start of the next round: the game ends, A has the most coins
    assert s["finished"] and s["winner"] == "A"


def test_cambio_cannot_pay_in_full_pays_nothing_and_is_out_of_the_set() -> None:
    m = cucu("cambio", "AB", "A", [["3", "9", "4", "10"]], chips=2)
    for _ in range(2):
        first, dealer = m.order
        m.apply(first, "keep")
        m.apply(dealer, "keep")
    s = m.summary()
    # ante 1: both have 1; deal 1: B loses and pays 1 (0 left); deal 2 (dealer B): A (4) loses, owes 2, has 1
    assert s["deals"][1]["losers"] == ["A"]
    assert s["deals"][1]["after"]["A"] == {"chips": 1, "out": True}  # paid nothing, out of the set
    assert s["deals"][1]["after"]["B"] == {"chips": 3, "out": False}  # B takes the box of 3
    assert s["deals"][1]["payouts"] == {"B": 3}
