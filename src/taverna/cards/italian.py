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

from taverna.cards.suited import SuitedPack

RANK_CHARS = "1234567FCR"
SUIT_CHARS = "cdsb"
ACE, TWO, THREE, FOUR, FIVE, SIX, SEVEN, FANTE, CAVALLO, RE = range(10)
COPPE, DENARI, SPADE, BASTONI = range(4)
PACK: tuple[int, ...] = tuple(range(40))

NOTATION = SuitedPack(
    what="Italian card",
    rank_chars=RANK_CHARS,
    suit_chars=SUIT_CHARS,
    rank_aliases={**{ch.lower(): i for i, ch in enumerate(RANK_CHARS)}, "a": ACE, "j": FANTE, "n": CAVALLO, "k": RE},
    rank_help="1 2 3 4 5 6 7 F C R (ace ... seven, fante, cavallo, re)",
    suit_help="c d s b (coppe, denari, spade, bastoni)",
    examples="'1d' or 'Cs'",
    rank_names={
        "it": ("asso", "due", "tre", "quattro", "cinque", "sei", "sette", "fante", "cavallo", "re"),
        "en": ("ace", "two", "three", "four", "five", "six", "seven", "jack (fante)", "knight (cavallo)", "king (re)"),
        "ko": ("에이스", "2", "3", "4", "5", "6", "7", "잭(판테)", "기사(카발로)", "킹(레)"),
        "ja": ("エース", "2", "3", "4", "5", "6", "7", "ジャック(ファンテ)", "騎士(カヴァッロ)", "キング(レ)"),
        "fr": ("as", "deux", "trois", "quatre", "cinq", "six", "sept", "valet", "cavalier", "roi"),
    },
    suit_names={
        "it": ("coppe", "denari", "spade", "bastoni"),
        "en": ("cups", "coins", "swords", "batons"),
        "ko": ("컵", "동전", "검", "곤봉"),
        "ja": ("カップ", "コイン", "剣", "棍棒"),
        "fr": ("coupe", "denier", "épée", "bâton"),
    },
    patterns={"en": "{rank} of {suit}", "it": "{rank} di {suit}", "ko": "{suit} {rank}", "ja": "{suit}の{rank}",
              "fr": "{rank} de {suit}"},
)
LANGUAGES = NOTATION.languages

# Coteccio's order, high to low: 1, Re, Caval, Fante, 7, 6, 5, 4, 3, 2.
_STRENGTH = {ACE: 9, RE: 8, CAVALLO: 7, FANTE: 6, SEVEN: 5, SIX: 4, FIVE: 3, FOUR: 2, THREE: 1, TWO: 0}
_POINTS = {ACE: 6, RE: 5, CAVALLO: 4, FANTE: 3}

card = NOTATION.card
rank_of = NOTATION.rank_of
suit_of = NOTATION.suit_of
parse_card = NOTATION.parse
card_str = NOTATION.format
cards_str = NOTATION.format_all
parse_cards = NOTATION.parse_all
suit_name = NOTATION.suit_name
card_name = NOTATION.name  # asso di denari (it), ace of coins (en), 동전 에이스 (ko), コインのエース (ja)


def strength(c: int) -> int:
    """Rank strength within a suit in Coteccio (ace highest, two lowest)."""
    return _STRENGTH[rank_of(c)]


def points(c: int) -> int:
    """Card points in Coteccio: ace 6, re 5, cavallo 4, fante 3, others 0."""
    return _POINTS.get(rank_of(c), 0)


def italian_pack() -> list[int]:
    return list(PACK)
