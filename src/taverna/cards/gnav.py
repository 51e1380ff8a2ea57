"""The Gnav pack (Norway, Denmark): twenty-one ranks, two of each, 42 cards or wooden pieces.

From the highest (pagat's "Gnav", the Danish rules written down in Copenhagen in 1917): Gjøk (the Cuckoo),
Dragon (the Dragoon, a horseman), Katt (the Cat), Hest (the Horse), Hus (the House) -- the five *matadors* --
then the numbers XII down to I, O (zero), Potte (the Pot), Ugle (the Owl) and Narr (the Fool), the lowest.
There are no suits and the two copies of a rank are equal.

A card is an ``int``, its rank: a number card is its number (XII is 12 .. I is 1, O is 0), the Pot -1, the Owl
-2, the Fool -3, the House 13, the Horse 14, the Cat 15, the Dragoon 16 and the Cuckoo 17, so a higher int is
a higher card.  The record notation is ``cuckoo dragoon cat horse house 12 .. 1 0 pot owl fool``; roman
numerals (``XII``, ``O``) and the Norwegian and Danish names (``gjøk``, ``gøg``, ``dragon``, ``katt``, ``kat``,
``hest``, ``hus``, ``potte``, ``ugle``, ``narr``) are read too, case-insensitively.

Names: English (``en``), Italian (``it``), Korean (``ko``), Japanese (``ja``); the numbers are written in roman
numerals in every language, as on the cards and pieces.
"""

from __future__ import annotations

from collections.abc import Iterable

from taverna.core.errors import BadCard

FOOL, OWL, POT, ZERO = -3, -2, -1, 0
HOUSE, HORSE, CAT, DRAGOON, CUCKOO = 13, 14, 15, 16, 17
RANKS: tuple[int, ...] = tuple(range(CUCKOO, FOOL - 1, -1))  # highest first
MATADORS: tuple[int, ...] = (CUCKOO, DRAGOON, CAT, HORSE, HOUSE)
PACK: tuple[int, ...] = tuple(r for r in RANKS for _ in range(2))
LANGUAGES = ("en", "it", "ko", "ja", "fr")

_ROMAN = ("O", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")
CANONICAL: dict[int, str] = {r: str(r) for r in range(13)}
CANONICAL.update({CUCKOO: "cuckoo", DRAGOON: "dragoon", CAT: "cat", HORSE: "horse", HOUSE: "house", POT: "pot",
                  OWL: "owl", FOOL: "fool"})  # fmt: skip

ALIASES: dict[str, int] = {v: k for k, v in CANONICAL.items()}
ALIASES.update({_ROMAN[r].lower(): r for r in range(13)})
ALIASES.update(
    {
        "iiii": 4, "zero": 0,
        "gjøk": CUCKOO, "gjok": CUCKOO, "gøg": CUCKOO, "gog": CUCKOO, "gøgen": CUCKOO, "gauk": CUCKOO,
        "dragon": DRAGOON, "dragonen": DRAGOON, "knight": DRAGOON, "horseman": DRAGOON,
        "katt": CAT, "kat": CAT, "katten": CAT,
        "hest": HORSE, "hett": HORSE, "hesten": HORSE,
        "hus": HOUSE, "huset": HOUSE,
        "potte": POT, "potten": POT, "flowerpot": POT,
        "ugle": OWL, "uglen": OWL,
        "narr": FOOL, "narren": FOOL,
    }
)  # fmt: skip

_NAMES: dict[str, dict[int, str]] = {
    "en": {CUCKOO: "Cuckoo", DRAGOON: "Dragoon", CAT: "Cat", HORSE: "Horse", HOUSE: "House", POT: "Pot",
           OWL: "Owl", FOOL: "Fool"},
    "it": {CUCKOO: "Cuculo", DRAGOON: "Dragone", CAT: "Gatto", HORSE: "Cavallo", HOUSE: "Casa", POT: "Vaso",
           OWL: "Civetta", FOOL: "Matto"},
    "ko": {CUCKOO: "뻐꾸기", DRAGOON: "기병", CAT: "고양이", HORSE: "말", HOUSE: "집", POT: "항아리",
           OWL: "올빼미", FOOL: "광대"},
    "ja": {CUCKOO: "カッコウ", DRAGOON: "竜騎兵", CAT: "猫", HORSE: "馬", HOUSE: "家", POT: "壺",
           OWL: "フクロウ", FOOL: "道化"},
    "fr": {CUCKOO: "Coucou", DRAGOON: "Dragon", CAT: "Chat", HORSE: "Cheval", HOUSE: "Maison", POT: "Pot",
           OWL: "Hibou", FOOL: "Fou"},
}  # fmt: skip
# the calls of the matadors as the sources write them (pagat; the Danish rules of 1917)
CALLS: dict[int, str] = {CUCKOO: "Stå for gøg!", DRAGOON: "Hugg av!", CAT: "Kis! Kis!", HORSE: "Hest forbi!",
                         HOUSE: "Hus forbi!"}  # fmt: skip


def gnav_pack() -> list[int]:
    """The 42 cards, highest first."""
    return list(PACK)


def is_matador(card: int) -> bool:
    return card >= HOUSE


def parse_card(name: object) -> int:
    """The card named by ``name`` (``cuckoo``, ``XII``, ``12``, ``hus``, ``fool`` ...), or an int -3..17."""
    if isinstance(name, bool):
        raise BadCard(f"not a Gnav card: {name!r}")
    if isinstance(name, int):
        if FOOL <= name <= CUCKOO:
            return name
        raise BadCard(f"not a Gnav card: {name!r}; ranks run from -3 (fool) to 17 (cuckoo)")
    if not isinstance(name, str):
        raise BadCard(f"not a card name: {name!r}; expected a string such as 'XII', 'horse' or 'fool'")
    key = name.strip().lower()
    if key in ALIASES:
        return ALIASES[key]
    raise BadCard(
        f"unknown Gnav card {name!r}; expected cuckoo, dragoon, cat, horse, house, 12..0 (or XII..I, O), "
        f"pot, owl or fool (or the Norwegian and Danish names: gjøk, dragon, katt, hest, hus, potte, ugle, narr)"
    )


def card_str(card: int) -> str:
    """The canonical record notation."""
    return CANONICAL[card]


def cards_str(cards: Iterable[int]) -> list[str]:
    return [card_str(c) for c in cards]


def parse_cards(names: Iterable[object]) -> list[int]:
    return [parse_card(n) for n in names]


def card_name(card: int, lang: str = "en", rules: str | None = None) -> str:
    """A person's name for ``card``: ``XII``, ``O``, ``Cuckoo``, ``Cuculo``, ``뻐꾸기``, ``カッコウ``."""
    if lang not in _NAMES:
        raise BadCard(f"unknown language {lang!r}; expected one of {', '.join(LANGUAGES)}")
    if isinstance(card, bool) or not isinstance(card, int) or not FOOL <= card <= CUCKOO:
        raise BadCard(f"not a Gnav card: {card!r}")
    if 0 <= card <= 12:
        return _ROMAN[card]
    return _NAMES[lang][card]


def card_word(card: int, lang: str = "en", rules: str | None = None) -> str:
    """``card_name`` with English for a language without names."""
    return card_name(card, lang if lang in _NAMES else "en", rules)
