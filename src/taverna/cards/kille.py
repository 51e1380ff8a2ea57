"""The Swedish Kille pack: twenty-one ranks, two of each, 42 cards (Krypkille's ``nordic`` rule set).

A card is an ``int``, its rank, in the order of five-card Kille (``docs/rules/kille.md``, the Kille pack):
18 Harlekin (the Harlequin, the *Kille*), 17 Kuku, 16 Husar, 15 Husu, 14 Kavall, 13 Värdshus, 12 down
to 1, then 0 Kransen (the Wreath), -1 Blompottan (the Flower-pot) and -2 Blaren (the Mask), the lowest:
a higher number is a stronger card, as in the Cuckoo pack.  The record notation is the number for the
numerals (``"7"``) and the Swedish name without diacritics for the pictures (``"harlekin"``, ``"kuku"``,
``"husar"``, ``"husu"``, ``"kavall"``, ``"vardshus"``, ``"kransen"``, ``"blompottan"``, ``"blaren"``),
read case-insensitively, with the spelled ``"värdshus"`` and the English names as aliases.

Names: English, Italian, Korean and Japanese, each with the Swedish name where the card has one.
"""

from __future__ import annotations

from collections.abc import Iterable

from taverna.core.errors import BadCard

HARLEKIN, KUKU, HUSAR, HUSU, KAVALL, VARDSHUS = 18, 17, 16, 15, 14, 13
KRANSEN, BLOMPOTTAN, BLAREN = 0, -1, -2
RANKS: tuple[int, ...] = tuple(range(HARLEKIN, BLAREN - 1, -1))  # strongest first
LANGUAGES = ("en", "it", "ko", "ja", "fr")

CANONICAL: dict[int, str] = {r: str(r) for r in range(1, 13)}
CANONICAL.update({HARLEKIN: "harlekin", KUKU: "kuku", HUSAR: "husar", HUSU: "husu", KAVALL: "kavall",
                  VARDSHUS: "vardshus", KRANSEN: "kransen", BLOMPOTTAN: "blompottan", BLAREN: "blaren"})  # fmt: skip

ALIASES: dict[str, int] = {name: card for card, name in CANONICAL.items()}
ALIASES.update(
    {
        "kille": HARLEKIN, "harlequin": HARLEKIN,
        "cuckoo": KUKU, "gök": KUKU,
        "hussar": HUSAR,
        "pig": HUSU, "svin": HUSU, "swine": HUSU,
        "cavalier": KAVALL,
        "värdshus": VARDSHUS, "inn": VARDSHUS,
        "wreath": KRANSEN,
        "flower-pot": BLOMPOTTAN, "flowerpot": BLOMPOTTAN,
        "mask": BLAREN,
    }
)  # fmt: skip

_NAMES: dict[str, dict[int, str]] = {
    "en": {HARLEKIN: "Harlequin (Harlekin)", KUKU: "Cuckoo (Kuku)", HUSAR: "Hussar (Husar)", HUSU: "Pig (Husu)",
           KAVALL: "Cavalier (Kavall)", VARDSHUS: "Inn (Värdshus)", KRANSEN: "Wreath (Kransen)",
           BLOMPOTTAN: "Flower-pot (Blompottan)", BLAREN: "Mask (Blaren)"},
    "it": {HARLEKIN: "Arlecchino (Harlekin)", KUKU: "Cucù (Kuku)", HUSAR: "Ussaro (Husar)", HUSU: "Maiale (Husu)",
           KAVALL: "Cavaliere (Kavall)", VARDSHUS: "Osteria (Värdshus)", KRANSEN: "Ghirlanda (Kransen)",
           BLOMPOTTAN: "Vaso di fiori (Blompottan)", BLAREN: "Maschera (Blaren)"},
    "ko": {HARLEKIN: "할리퀸 (Harlekin)", KUKU: "쿠쿠 (Kuku)", HUSAR: "경기병 (Husar)", HUSU: "돼지 (Husu)",
           KAVALL: "기병 (Kavall)", VARDSHUS: "여관 (Värdshus)", KRANSEN: "화환 (Kransen)",
           BLOMPOTTAN: "화분 (Blompottan)", BLAREN: "가면 (Blaren)"},
    "ja": {HARLEKIN: "道化師 (Harlekin)", KUKU: "カッコウ (Kuku)", HUSAR: "軽騎兵 (Husar)", HUSU: "豚 (Husu)",
           KAVALL: "騎兵 (Kavall)", VARDSHUS: "宿屋 (Värdshus)", KRANSEN: "花輪 (Kransen)",
           BLOMPOTTAN: "植木鉢 (Blompottan)", BLAREN: "仮面 (Blaren)"},
    "fr": {HARLEKIN: "Arlequin (Harlekin)", KUKU: "Coucou (Kuku)", HUSAR: "Hussard (Husar)", HUSU: "Cochon (Husu)",
           KAVALL: "Cavalier (Kavall)", VARDSHUS: "Auberge (Värdshus)", KRANSEN: "Couronne (Kransen)",
           BLOMPOTTAN: "Pot de fleurs (Blompottan)", BLAREN: "Masque (Blaren)"},
}  # fmt: skip


def parse_card(name: object) -> int:
    """The card named by ``name`` (its record notation, an alias, or its number), case-insensitively."""
    if isinstance(name, bool):
        raise BadCard(f"not a Kille-pack card: {name!r}")
    if isinstance(name, int):
        if BLAREN <= name <= HARLEKIN:
            return name
        raise BadCard(f"not a Kille-pack card: {name!r}; ranks run from -2 (blaren) to 18 (harlekin)")
    if not isinstance(name, str):
        raise BadCard(f"not a card name: {name!r}; expected a string such as '7', 'kuku' or 'blaren'")
    key = name.strip().lower()
    if key in ALIASES:
        return ALIASES[key]
    raise BadCard(
        f"unknown Kille-pack card {name!r}; expected 1..12, harlekin, kuku, husar, husu, kavall, vardshus, "
        f"kransen, blompottan or blaren (or an English name: harlequin, cuckoo, hussar, pig, cavalier, inn, "
        f"wreath, flower-pot, mask)"
    )


def card_str(card: int) -> str:
    """The canonical record notation."""
    return CANONICAL[card]


def canonical(name: object) -> str:
    return card_str(parse_card(name))


def kille_pack() -> list[int]:
    """The 42 cards, two of each rank, strongest first."""
    return [r for r in RANKS for _ in range(2)]


def card_name(card: int, lang: str = "en", rules: str | None = None) -> str:
    """A person's name for ``card``: ``7`` for a numeral, ``Cuckoo (Kuku)`` in English, ``Cucù (Kuku)`` in Italian."""
    if lang not in _NAMES:
        raise BadCard(f"unknown language {lang!r}; expected one of {', '.join(LANGUAGES)}")
    if 1 <= card <= 12:
        return str(card)
    return _NAMES[lang][card]


def card_text(name: object, lang: str = "en", rules: str | None = None) -> str:
    """A person's name for a card as a record or an event writes it; the text itself if it names no card."""
    try:
        return card_name(parse_card(name), lang)
    except BadCard:
        return str(name)


def parse_cards(names: Iterable[object]) -> list[int]:
    return [parse_card(n) for n in names]
