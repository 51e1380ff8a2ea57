"""The French 52-card pack of Le Her: notation, ranks and names."""

from __future__ import annotations

import pytest

from taverna.cards import french
from taverna.core import BadCard


def test_every_card_round_trips_and_the_pack_has_four_of_each_rank() -> None:
    names = [french.card_str(c) for c in french.french_pack()]
    assert len(set(names)) == 52
    assert all(french.parse_card(n) == c for c, n in zip(french.french_pack(), names, strict=True))
    ranks = [french.rank_of(c) for c in french.french_pack()]
    assert all(ranks.count(r) == 4 for r in range(1, 14))


@pytest.mark.parametrize(("name", "rank"), [("As", 1), ("1s", 1), ("10h", 10), ("Th", 10), ("kd", 13), (" Qc ", 12)])
def test_notation_and_aliases(name: str, rank: int) -> None:
    assert french.rank_of(french.parse_card(name)) == rank


def test_canonical_notation() -> None:
    assert french.card_str(french.card(1, french.SPADES)) == "As"
    assert french.card_str(french.card(10, french.HEARTS)) == "10h"
    assert french.card_str(french.card(13, french.DIAMONDS)) == "Kd"
    assert french.is_king(french.parse_card("Kc")) and not french.is_king(french.parse_card("Qc"))


@pytest.mark.parametrize("bad", ["11h", "Kx", "", "K", 52, -1, True, None, 1.5])
def test_bad_cards_say_what_is_expected(bad: object) -> None:
    with pytest.raises(BadCard):
        french.parse_card(bad)


def test_names_in_four_languages() -> None:
    k = french.parse_card("Kh")
    assert french.card_name(k, "en") == "king of hearts"
    assert french.card_name(k, "it") == "re di cuori"
    assert french.card_name(k, "ko") == "하트 킹"
    assert french.card_name(k, "ja") == "ハートのキング"
    assert french.card_name(french.parse_card("As"), "it") == "asso di picche"
    assert french.card_name(k, "fr") == "roi de cœur"
    with pytest.raises(BadCard, match="unknown language"):
        french.card_name(k, "de")
