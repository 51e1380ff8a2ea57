from __future__ import annotations

from collections import Counter

import pytest

from taverna.cards.cuckoo import LANGUAGES, RANKS, card_name, card_str, cuckoo_pack, is_picture, parse_card
from taverna.core import BadCard

SPEC_ALIASES = {
    15: ["15", "XV", "cuckoo", "cucu", "cucco", "owl"],
    14: ["14", "XIV", "XIIII", "hunter", "man", "bum"],
    13: ["13", "XIII", "horse"],
    12: ["12", "XII", "cat", "gnaf"],
    11: ["11", "XI", "inn", "house", "taverna"],
    10: ["10", "X"], 9: ["9", "IX"], 4: ["4", "IV"], 1: ["1", "I"],
    0: ["0", "nulla", "zero"],
    -1: ["bucket", "-1"], -2: ["mask", "-2"], -3: ["lion", "-3"], -4: ["fool", "-4", "matto", "clown"],
}  # fmt: skip


@pytest.mark.parametrize(("rank", "names"), SPEC_ALIASES.items())
def test_every_alias_of_the_spec_parses_case_insensitively(rank: int, names: list[str]) -> None:
    for n in names:
        assert parse_card(n) == rank
        assert parse_card(n.upper()) == rank
        assert parse_card(n.title()) == rank


def test_canonical_round_trip() -> None:
    for r in RANKS:
        assert parse_card(card_str(r)) == r
    assert [card_str(r) for r in (15, 0, -1, -2, -3, -4)] == ["15", "0", "bucket", "mask", "lion", "fool"]


@pytest.mark.parametrize("bad", ["16", "XVI", "joker", "", "-5", None, 3.5, True, [1]])
def test_unknown_cards_are_clear_errors(bad: object) -> None:
    with pytest.raises(BadCard):
        parse_card(bad)


def test_packs() -> None:
    assert len(cuckoo_pack()) == 40 and Counter(cuckoo_pack())[15] == 2
    assert len(cuckoo_pack(1)) == 39 and Counter(cuckoo_pack(1))[15] == 1
    double = cuckoo_pack(4, 4)
    assert len(double) == 80 and all(v == 4 for v in Counter(double).values())
    assert not is_picture(5) and is_picture(0) and is_picture(15) and is_picture(-4)


def test_names_in_four_languages() -> None:
    assert card_name(15, "en") == "15 Cuckoo"
    assert card_name(12, "it") == "XII Gnaf"
    assert card_name(-4, "it") == "Matto"
    assert card_name(12, "ko") == "12 고양이"
    assert card_name(-4, "ja") == "道化"
    assert card_name(11, "en", "cambio") == "11 House"
    assert card_name(-4, "en", "cambio") == "Clown"
    for lang in LANGUAGES:
        assert len({card_name(r, lang) for r in RANKS}) == 20
    with pytest.raises(BadCard):
        card_name(3, "de")
