"""The Cuajo pack: 112 cards, four identical copies of 28; record notation and names."""

from __future__ import annotations

from collections import Counter

import pytest

from taverna.cards.cuajo import (
    KING_OF_COINS,
    KINGS,
    LANGUAGES,
    card_name,
    card_str,
    cuajo_pack,
    is_king,
    parse_card,
    rank_of,
    suit_of,
)
from taverna.core import BadCard


def test_the_pack_has_112_cards_four_copies_of_each_of_28() -> None:
    pack = cuajo_pack()
    assert len(pack) == 112
    counts = Counter(pack)
    assert len(counts) == 28 and set(counts.values()) == {4}
    # 28 cards of each suit, seven ranks
    assert Counter(suit_of(c) for c in pack) == {0: 28, 1: 28, 2: 28, 3: 28}
    assert Counter(rank_of(c) for c in pack) == {r: 16 for r in range(7)}


def test_notation_round_trips_and_is_case_insensitive() -> None:
    names = [card_str(c) for c in range(28)]
    assert names[:4] == ["Ac", "Ao", "As", "Ab"] and names[-4:] == ["Kc", "Ko", "Ks", "Kb"]
    assert len(set(names)) == 28
    for c, n in enumerate(names):
        assert parse_card(n) == c
        assert parse_card(n.upper()) == c and parse_card(n.lower()) == c
    assert parse_card("Ko") == KING_OF_COINS and is_king(KING_OF_COINS)
    assert parse_card("1o") == parse_card("Ao")  # the page writes aces as 1
    assert [card_str(k) for k in KINGS] == ["Kc", "Ko", "Ks", "Kb"]


@pytest.mark.parametrize("bad", ["2c", "Kx", "K", "Koo", "", "10c", None, 3.5, True, 28, -1, ["Ko"]])
def test_unknown_cards_are_clear_errors(bad: object) -> None:
    with pytest.raises(BadCard):
        parse_card(bad)


def test_names() -> None:
    ko = parse_card("Ko")
    assert card_name(ko) == "king of coins"
    assert card_name(parse_card("Hc")) == "horse of cups"
    assert card_name(parse_card("Js"), "es") == "sota de espadas"
    assert card_name(parse_card("Ab"), "fil") == "as de bastos"
    assert card_name(parse_card("3o"), "tl") == "tres de oros"
    # no names on the page: the Latin suits' own names in Italian, Korean and Japanese
    assert card_name(ko, "it") == "re di denari"
    assert card_name(ko, "ko") == "동전 킹"
    assert card_name(parse_card("Hc"), "ja") == "カップの馬"
    assert set(LANGUAGES) >= {"en", "es", "ko", "ja"}
    with pytest.raises(BadCard):
        card_name(ko, "xx")
    with pytest.raises(BadCard):
        card_name(28)
