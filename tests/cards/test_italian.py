"""The Italian 40-card pack: notation, names, Coteccio order and points."""

from __future__ import annotations

import pytest

from taverna.cards.italian import (
    ACE,
    CAVALLO,
    DENARI,
    FANTE,
    RE,
    SPADE,
    card,
    card_name,
    card_str,
    italian_pack,
    parse_card,
    points,
    strength,
)
from taverna.core.errors import BadCard


def test_pack_has_forty_distinct_cards() -> None:
    pack = italian_pack()
    assert len(pack) == 40 and len(set(pack)) == 40
    assert len({card_str(c) for c in pack}) == 40


def test_spec_examples() -> None:
    assert parse_card("1d") == card(ACE, DENARI)
    assert parse_card("Cs") == card(CAVALLO, SPADE)
    assert card_str(card(ACE, DENARI)) == "1d"
    assert card_str(card(CAVALLO, SPADE)) == "Cs"


@pytest.mark.parametrize("name", ["cs", "CS", "cS", " Cs "])
def test_case_insensitive(name: str) -> None:
    assert parse_card(name) == parse_card("Cs")


def test_round_trip() -> None:
    for c in italian_pack():
        assert parse_card(card_str(c)) == c
        assert parse_card(c) == c


@pytest.mark.parametrize("bad", ["", "1x", "8c", "10c", "Xd", None, 40, -1, True, "1dd"])
def test_bad_cards(bad: object) -> None:
    with pytest.raises(BadCard):
        parse_card(bad)


def test_order_and_points() -> None:
    order = ["1c", "Rc", "Cc", "Fc", "7c", "6c", "5c", "4c", "3c", "2c"]
    strengths = [strength(parse_card(x)) for x in order]
    assert strengths == sorted(strengths, reverse=True) and len(set(strengths)) == 10
    assert [points(parse_card(x)) for x in order] == [6, 5, 4, 3, 0, 0, 0, 0, 0, 0]
    assert sum(points(c) for c in italian_pack()) == 4 * 18


def test_names() -> None:
    assert card_name(parse_card("1d"), "it") == "asso di denari"
    assert card_name(parse_card("Cs"), "it") == "cavallo di spade"
    assert card_name(parse_card("1d"), "en") == "ace of coins"
    assert card_name(card(RE, 3), "en") == "king (re) of batons"
    assert card_name(card(FANTE, 0), "ko")
    assert card_name(card(FANTE, 0), "ja")
    with pytest.raises(BadCard):
        card_name(0, "xx")


def test_french_names_use_the_traditional_ranks_and_elide_before_a_vowel() -> None:
    from taverna.cards import italian

    assert italian.card_name(italian.parse_card("Rd"), "fr") == "roi de denier"
    assert italian.card_name(italian.parse_card("Cb"), "fr") == "cavalier de bâton"
    assert italian.card_name(italian.parse_card("Fs"), "fr") == "valet d’épée"  # not "de épée"
    assert italian.card_name(italian.parse_card("1c"), "fr") == "as de coupe"
