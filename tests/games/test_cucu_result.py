"""The comparison at the end of a deal, one reading per rule set (games/cucu/result.py)."""

from __future__ import annotations

from taverna.cards.cuckoo import BUCKET, CUCKOO, FOOL, LION, MAN, MASK
from taverna.games.cucu import result as r


def test_campli_lowest_and_ties() -> None:
    assert r.campli([("A", 2), ("B", 5), ("C", 2)]) == {"A": -1, "C": -1}


def test_campli_single_matto_ties_the_lowest() -> None:
    assert r.campli([("A", FOOL), ("B", 3), ("C", 7)]) == {"A": -1, "B": -1}


def test_campli_matto_against_cuckoos_only_the_matto_loses() -> None:
    # "if there are only two or three players ... only cards are a Matto and one or two cuckoos"
    assert r.campli([("A", FOOL), ("B", CUCKOO)]) == {"A": -1}
    assert r.campli([("A", CUCKOO), ("B", FOOL), ("C", CUCKOO)]) == {"B": -1}


def test_campli_two_matti_are_fourteen_and_a_half() -> None:
    assert r.campli([("A", FOOL), ("B", FOOL), ("C", MAN)]) == {"C": -1}
    assert r.campli([("A", FOOL), ("B", FOOL), ("C", CUCKOO)]) == {"A": -1, "B": -1}


def test_campli_two_cuckoos_nobody_loses_and_a_lone_card_loses() -> None:
    assert r.campli([("A", CUCKOO), ("B", CUCKOO)]) == {}
    assert r.campli([("D", MAN)]) == {"D": -1}


def test_lu_stu_earliest_of_equal_lowest() -> None:
    assert r.lu_stu([("A", 4), ("B", 2), ("C", 2)]) == {"B": -1}


def test_lu_stu_matto_pays_and_makes_you_pay() -> None:
    assert r.lu_stu([("A", 9), ("B", FOOL), ("C", 3), ("D", 3)]) == {"B": -1, "C": -1}


def test_lu_stu_two_matti_gain_and_the_lowest_other_loses() -> None:
    assert r.lu_stu([("A", FOOL), ("B", 8), ("C", FOOL), ("D", 1)]) == {"A": 1, "C": 1, "D": -1}
    # two players, both Matti: "n llev e n matt" - the non-dealer (first) gains and loses
    assert r.lu_stu([("A", FOOL), ("B", FOOL)]) == {"A": 0, "B": 1}


def test_lu_stu_moves_keep_a_gain_and_a_loss_apart() -> None:
    # "both gain a token and the non-dealer also loses a token": A lost a token (a loser of the deal)
    assert r.lu_stu_moves([("A", FOOL), ("B", FOOL)]) == ({"A": 1, "B": 1}, {"A": 1})
    assert r.lu_stu_moves([("A", FOOL), ("B", 8), ("C", FOOL), ("D", 1)]) == ({"A": 1, "C": 1}, {"D": 1})
    assert r.lu_stu_moves([("A", 9), ("B", FOOL), ("C", 3)]) == ({}, {"B": 1, "C": 1})


def test_lu_stu_cuckoos_can_lose() -> None:
    assert r.lu_stu([("A", CUCKOO), ("B", CUCKOO)]) == {"A": -1}
    assert r.lu_stu([("A", FOOL), ("B", CUCKOO)]) == {"A": -1, "B": -1}


def test_cambio_basic_and_deck_clown() -> None:
    assert r.cambio([("A", 3), ("B", FOOL), ("C", 5)]) == ["B"]
    assert r.cambio([("A", 3), ("B", FOOL), ("C", 5)], deck_fools=frozenset({"B"})) == ["A"]


def test_high_low_examples_of_the_rulebook() -> None:
    # a) 2, 5, 5: the side with fewer players wins: the 2 wins
    assert r.cambio([("A", 2), ("B", 5), ("C", 5)], rule="high-low") == ["B", "C"]
    # b) 8, 8, 2, 2: equal numbers, the stronger card wins
    assert r.cambio([("A", 8), ("B", 8), ("C", 2), ("D", 2)], rule="high-low") == ["C", "D"]
    assert r.cambio([("A", 9), ("B", 5), ("C", 2)], rule="high-low") == ["A", "C"]
    assert r.cambio([("A", 9), ("B", 2)], rule="high-low") == ["B"]


def test_lion_example_of_the_rulebook() -> None:
    # "When 0, Bucket, Mask and Lion remain, the player who loses is ... the player holding the Mask"
    assert r.cambio([("A", 0), ("B", BUCKET), ("C", MASK), ("D", LION)], rule="second-lowest") == ["C"]
    assert r.cambio([("A", 7), ("B", 3)], rule="second-lowest") == ["A"]


def test_anti_second_two_losers_and_void() -> None:
    assert r.cambio([("A", 7), ("B", 3), ("C", 12)], rule="highest") == ["C"]
    assert r.cambio([("A", 7), ("B", 3), ("C", 12), ("D", 1)], rule="second") == ["A", "B"]
    assert r.cambio([("A", 7), ("B", 3), ("C", 12)], rule="second") == ["A"]
    assert r.cambio([("A", 7), ("B", 3), ("C", 12)], rule="two-lowest") == ["A", "B"]
    assert r.cambio([("A", 7), ("B", 3)], rule="two-lowest") == ["B"]
    assert r.cambio([("A", 7), ("B", 7), ("C", 1), ("D", 9)], void=True) == ["A", "B", "C"]
