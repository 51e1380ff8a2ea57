"""The Cuckoo pack: twenty ranks, two of each.

A card is an ``int``, its rank: 15 (the Cuckoo) down to 0, then -1 (bucket),
-2 (mask), -3 (lion) and -4 (the fool, Matto, Clown).  The pack is 40 cards;
39 without one Cuckoo; 80 for the double pack.  Canonical names and every
alias follow ``shared/spec/records.md``.
"""

from __future__ import annotations

from collections.abc import Iterable

from taverna.core.errors import BadCard

CUCKOO, MAN, HORSE, CAT, INN = 15, 14, 13, 12, 11
ZERO, BUCKET, MASK, LION, FOOL = 0, -1, -2, -3, -4
RANKS: tuple[int, ...] = tuple(range(15, -5, -1))

CANONICAL: dict[int, str] = {r: str(r) for r in range(16)}
CANONICAL.update({BUCKET: "bucket", MASK: "mask", LION: "lion", FOOL: "fool"})

_ROMAN = ["0", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV", "XV"]

ALIASES: dict[str, int] = {}
for _r in range(16):
    ALIASES[str(_r)] = _r
for _r in range(1, 16):
    ALIASES[_ROMAN[_r].lower()] = _r
ALIASES.update(
    {
        "xiiii": 14,
        "cuckoo": 15, "cucu": 15, "cucco": 15, "owl": 15, "cucù": 15,
        "hunter": 14, "man": 14, "bum": 14,
        "horse": 13,
        "cat": 12, "gnaf": 12,
        "inn": 11, "house": 11, "taverna": 11,
        "nulla": 0, "zero": 0,
        "bucket": BUCKET, "-1": BUCKET,
        "mask": MASK, "-2": MASK,
        "lion": LION, "-3": LION,
        "fool": FOOL, "-4": FOOL, "matto": FOOL, "clown": FOOL,
    }
)  # fmt: skip


def parse_card(name: object) -> int:
    """The card named by ``name`` (any alias of the spec, case-insensitive)."""
    if isinstance(name, bool):
        raise BadCard(f"not a Cuckoo-pack card: {name!r}")
    if isinstance(name, int):
        if FOOL <= name <= CUCKOO:
            return name
        raise BadCard(f"not a Cuckoo-pack card: {name!r}; ranks run from -4 (fool) to 15 (cuckoo)")
    if not isinstance(name, str):
        raise BadCard(f"not a card name: {name!r}; expected a string such as '7', 'XII', 'cat' or 'fool'")
    key = name.strip().lower()
    if key in ALIASES:
        return ALIASES[key]
    raise BadCard(
        f"unknown Cuckoo-pack card {name!r}; expected 15..0 (or XV..I), cuckoo, man, horse, cat, inn, "
        f"nulla, bucket, mask, lion or fool (or their aliases)"
    )


def canonical(name: object) -> str:
    """The canonical record name of the card ``name`` in any accepted spelling (``"XV"`` -> ``"15"``)."""
    return card_str(parse_card(name))


def card_str(card: int) -> str:
    """The canonical record notation."""
    return CANONICAL[card]


def cuckoo_pack(cuckoos: int = 2, copies: int = 2) -> list[int]:
    """A Cuckoo pack: ``copies`` of every rank but the Cuckoo, of which ``cuckoos``.

    ``cuckoo_pack()`` is the 40-card pack, ``cuckoo_pack(1)`` the 39-card pack,
    ``cuckoo_pack(4, 4)`` the 80-card double pack.
    """
    pack = _PACKS.get((cuckoos, copies))
    if pack is None:
        pack = _PACKS[cuckoos, copies] = []
        for r in RANKS:
            pack.extend([r] * (cuckoos if r == CUCKOO else copies))
    return list(pack)


_PACKS: dict[tuple[int, int], list[int]] = {}  # cuckoo_pack's packs, made once (each call returns a copy)


def is_picture(card: int) -> bool:
    """Picture cards (red index): XV..XI and 0, bucket, mask, lion, fool.  Number cards: 1..10."""
    return not 1 <= card <= 10


_NAMES: dict[str, dict[int, str]] = {
    "en": {15: "Cuckoo", 14: "Man", 13: "Horse", 12: "Cat", 11: "Inn", 0: "Zero", BUCKET: "Bucket",
           MASK: "Mask", LION: "Lion", FOOL: "Fool"},
    "it": {15: "Cucù", 14: "Bum", 13: "Salta", 12: "Gnaf", 11: "Taverna", 0: "Nulla", BUCKET: "Secchia",
           MASK: "Mascherone", LION: "Leone", FOOL: "Matto"},
    "ko": {15: "쿠쿠", 14: "사람", 13: "말", 12: "고양이", 11: "집", 0: "0", BUCKET: "양동이",
           MASK: "가면", LION: "사자", FOOL: "광대"},
    "ja": {15: "カッコウ", 14: "人", 13: "馬", 12: "猫", 11: "家", 0: "0", BUCKET: "バケツ",
           MASK: "仮面", LION: "ライオン", FOOL: "道化"},
    "fr": {15: "Coucou", 14: "Homme", 13: "Cheval", 12: "Chat", 11: "Maison", 0: "Zéro", BUCKET: "Seau",
           MASK: "Masque", LION: "Lion", FOOL: "Fou"},
}  # fmt: skip
# Names a rule set uses for its own cards, per language (the Campli page's Hunter and Inn, Cambio's House and
# Clown ...): every text of one rule set in one language names a card one way (tests/cli/test_card_names.py).
_RULE_NAMES: dict[str, dict[str, dict[int, str]]] = {
    "en": {
        "campli": {14: "Hunter", 11: "Inn", FOOL: "Matto"},
        "lu-stu": {14: "Hunter", 11: "Inn", FOOL: "Matto"},
        "cambio": {11: "House", FOOL: "Clown"},
        "bga": {15: "Cucco", 11: "House", FOOL: "Matto"},
    },
    "ko": {"campli": {14: "사냥꾼", 11: "여관"}, "lu-stu": {14: "사냥꾼", 11: "여관"}},
    "ja": {"campli": {14: "猟師", 11: "宿屋"}, "lu-stu": {14: "猟師", 11: "宿屋"}},
    "fr": {
        "campli": {14: "Chasseur", 11: "Auberge", FOOL: "Mat"},
        "lu-stu": {14: "Chasseur", 11: "Auberge", FOOL: "Mat"},
        "cambio": {FOOL: "Clown"},
        "bga": {FOOL: "Mat"},
    },
}
LANGUAGES = ("en", "it", "ko", "ja", "fr")


def card_text(name: object, lang: str = "en", rules: str | None = None) -> str:
    """A person's name for a card as a record or an event writes it; the text itself if it names no card."""
    try:
        return card_name(parse_card(name), lang, rules)
    except BadCard:
        return str(name)


def card_name(card: int, lang: str = "en", rules: str | None = None) -> str:
    """A person's name for ``card``: ``XII Gnaf`` in Italian, ``12 Cat`` in English, ``12 고양이`` in Korean."""
    if lang not in _NAMES:
        raise BadCard(f"unknown language {lang!r}; expected one of {', '.join(LANGUAGES)}")
    roman = lang == "it"
    names = _names_for(lang, rules)
    if 1 <= card <= 10:
        return _ROMAN[card] if roman else str(card)
    if card > 10:
        number = _ROMAN[card] if roman else str(card)
        return f"{number} {names[card]}"
    return names[card]


def _names_for(lang: str, rules: str | None) -> dict[int, str]:
    names = dict(_NAMES[lang])
    names.update(_RULE_NAMES.get(lang, {}).get(rules or "", {}))
    return names


def card_word(card: int, lang: str = "en", rules: str | None = None) -> str:
    """The name of a picture card without its number (``Hunter``, ``Gnaf``, ``House``), as ``card_name``
    gives it for ``rules`` in ``lang`` (English for an unknown language); a number card's number."""
    if 1 <= card <= 10:
        return str(card)
    return _names_for(lang if lang in _NAMES else "en", rules)[card]


def parse_cards(names: Iterable[object]) -> list[int]:
    return [parse_card(n) for n in names]
