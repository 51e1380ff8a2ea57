"""The Italian 40-card pack (Triestine pattern) used by Coteccio.

Ranks ``1 2 3 4 5 6 7 F C R`` (ace ... seven, fante, cavallo, re) in suits ``c d s b``
(coppe, denari, spade, bastoni).  A card is an ``int``: ``rank * 4 + suit`` with rank
0..9 and suit 0..3 in the orders above, so the pack is 0..39.  The record notation is
rank then suit (``1d`` the ace of coins, ``Cs`` the cavallo of swords), read
case-insensitively (``cs``, ``CS`` and ``Cs`` are the same card: ``c`` as a rank can only
be the cavallo, ``c`` as a suit only coppe, since the rank comes first).  ``A`` is also
accepted for the ace, and ``J``/``N``/``K`` for fante, cavallo (knight) and re (king).

Names: Italian (``it``) and English (``en``); ``ko`` (Korean) and ``ja`` (Japanese) give
the usual translations of the suit and court names (cups, coins, swords, clubs/batons).
"""

from __future__ import annotations

from collections.abc import Iterable

from taverna.core.errors import BadCard

RANK_CHARS = "1234567FCR"
SUIT_CHARS = "cdsb"
ACE, TWO, THREE, FOUR, FIVE, SIX, SEVEN, FANTE, CAVALLO, RE = range(10)
COPPE, DENARI, SPADE, BASTONI = range(4)
PACK: tuple[int, ...] = tuple(range(40))
LANGUAGES = ("en", "it", "ko", "ja")

# Coteccio's order, high to low: 1, Re, Caval, Fante, 7, 6, 5, 4, 3, 2.
_STRENGTH = {ACE: 9, RE: 8, CAVALLO: 7, FANTE: 6, SEVEN: 5, SIX: 4, FIVE: 3, FOUR: 2, THREE: 1, TWO: 0}
_POINTS = {ACE: 6, RE: 5, CAVALLO: 4, FANTE: 3}

_RANK_ALIASES = {**{ch.lower(): i for i, ch in enumerate(RANK_CHARS)}, "a": ACE, "j": FANTE, "n": CAVALLO, "k": RE}
_SUIT_ALIASES = {ch: i for i, ch in enumerate(SUIT_CHARS)}

_RANK_IT = ("asso", "due", "tre", "quattro", "cinque", "sei", "sette", "fante", "cavallo", "re")
_SUIT_IT = ("coppe", "denari", "spade", "bastoni")
_RANK_EN = ("ace", "two", "three", "four", "five", "six", "seven", "jack (fante)", "knight (cavallo)", "king (re)")
_SUIT_EN = ("cups", "coins", "swords", "batons")
_RANK_KO = ("에이스", "2", "3", "4", "5", "6", "7", "잭(판테)", "기사(카발로)", "킹(레)")
_SUIT_KO = ("컵", "동전", "검", "곤봉")
_RANK_JA = ("エース", "2", "3", "4", "5", "6", "7", "ジャック(ファンテ)", "騎士(カヴァッロ)", "キング(レ)")
_SUIT_JA = ("カップ", "コイン", "剣", "棍棒")


def card(rank: int, suit: int) -> int:
    return rank * 4 + suit


def rank_of(c: int) -> int:
    return c >> 2


def suit_of(c: int) -> int:
    return c & 3


def strength(c: int) -> int:
    """Rank strength within a suit in Coteccio (ace highest, two lowest)."""
    return _STRENGTH[rank_of(c)]


def points(c: int) -> int:
    """Card points in Coteccio: ace 6, re 5, cavallo 4, fante 3, others 0."""
    return _POINTS.get(rank_of(c), 0)


def parse_card(name: object) -> int:
    """The card named ``name`` (``1d``, ``Cs``, ``rb``...), or an int 0..39."""
    if isinstance(name, bool):
        raise BadCard(f"not an Italian card: {name!r}")
    if isinstance(name, int):
        if 0 <= name < 40:
            return name
        raise BadCard(f"not an Italian card: {name!r}; card numbers run from 0 to 39")
    if isinstance(name, str):
        key = name.strip().lower()
        if len(key) == 2 and key[0] in _RANK_ALIASES and key[1] in _SUIT_ALIASES:
            return card(_RANK_ALIASES[key[0]], _SUIT_ALIASES[key[1]])
    raise BadCard(
        f"unknown Italian card {name!r}; expected rank 1 2 3 4 5 6 7 F C R (ace ... seven, fante, cavallo, re) "
        f"then suit c d s b (coppe, denari, spade, bastoni), such as '1d' or 'Cs'"
    )


def card_str(c: int) -> str:
    return RANK_CHARS[rank_of(c)] + SUIT_CHARS[suit_of(c)]


def cards_str(cards: Iterable[int]) -> list[str]:
    return [card_str(c) for c in cards]


def parse_cards(names: Iterable[object]) -> list[int]:
    return [parse_card(n) for n in names]


def italian_pack() -> list[int]:
    return list(PACK)


def suit_name(suit: int, lang: str = "en") -> str:
    table = {"it": _SUIT_IT, "ko": _SUIT_KO, "ja": _SUIT_JA}.get(lang, _SUIT_EN)
    return table[suit]


def card_name(c: int, lang: str = "en") -> str:
    """``asso di denari`` (it), ``ace of coins`` (en), ``동전 에이스`` (ko), ``コインのエース`` (ja)."""
    if lang not in LANGUAGES:
        raise BadCard(f"unknown language {lang!r}; expected one of {', '.join(LANGUAGES)}")
    if not isinstance(c, int) or isinstance(c, bool) or not 0 <= c < 40:
        raise BadCard(f"not an Italian card: {c!r}")
    r, s = rank_of(c), suit_of(c)
    if lang == "it":
        return f"{_RANK_IT[r]} di {_SUIT_IT[s]}"
    if lang == "ko":
        return f"{_SUIT_KO[s]} {_RANK_KO[r]}"
    if lang == "ja":
        return f"{_SUIT_JA[s]}の{_RANK_JA[r]}"
    return f"{_RANK_EN[r]} of {_SUIT_EN[s]}"
