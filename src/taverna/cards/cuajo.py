"""The Cuajo pack: 112 Spanish-suited cards, four identical copies of 28 cards.

Ranks ``A 3 4 5 J H K`` (ace, 3, 4, 5, jack, horse, king) in suits ``c o s b``
(cups, coins, swords, batons).  A card is an ``int``: ``rank * 4 + suit``, with
rank 0..6 in the order above and suit 0..3 in the order above, so the 28
distinct cards are 0..27 and the kings are 24..27 (``Ko``, the king of coins, is
25).  The record notation is rank then suit (``Ko``, ``3c``, ``Hb``) and is read
case-insensitively; ``1`` is accepted for the ace (the seed page writes
"coins: 1 3 4 5 jack").

Names: English (``en``) as the seed page gives them (ace, 3, 4, 5, jack, horse,
king of cups, coins, swords, batons); Spanish (``es``) with the names printed on
Spanish-suited packs (as, sota, caballo, rey de copas, oros, espadas, bastos),
which Filipino players use for the "Cuajo Filipino" pack; ``fil`` and ``tl``
(Filipino) give those Spanish names too.  The seed page gives no Italian, Korean
or Japanese names: ``it`` uses the Italian names of the same Latin suits and
ranks (re di denari, cavallo di coppe, fante di spade), ``ko`` and ``ja`` the same
translations as the Italian pack (컵/동전/검/곤봉, カップ/コイン/剣/棍棒; the horse
말/馬).
"""

from __future__ import annotations

from taverna.cards.suited import SuitedPack

RANK_CHARS = "A345JHK"
SUIT_CHARS = "cosb"
ACE, THREE, FOUR, FIVE, JACK, HORSE, KING = range(7)
CUPS, COINS, SWORDS, BATONS = range(4)
KINDS: tuple[int, ...] = tuple(range(28))
COPIES = 4
KINGS: tuple[int, ...] = tuple(KING * 4 + s for s in range(4))
KING_OF_COINS = KING * 4 + COINS

_SPANISH = ("as", "tres", "cuatro", "cinco", "sota", "caballo", "rey"), ("copas", "oros", "espadas", "bastos")
NOTATION = SuitedPack(
    what="Cuajo card",
    rank_chars=RANK_CHARS,
    suit_chars=SUIT_CHARS,
    rank_aliases={"a": ACE, "1": ACE, "3": THREE, "4": FOUR, "5": FIVE, "j": JACK, "h": HORSE, "k": KING},
    rank_help="A 3 4 5 J H K (ace, 3, 4, 5, jack, horse, king)",
    suit_help="c o s b (cups, coins, swords, batons)",
    examples="'Ko' (king of coins) or '3c'",
    rank_names={
        "en": ("ace", "3", "4", "5", "jack", "horse", "king"),
        "es": _SPANISH[0],
        "fil": _SPANISH[0],
        "tl": _SPANISH[0],
        "it": ("asso", "tre", "quattro", "cinque", "fante", "cavallo", "re"),
        "ko": ("에이스", "3", "4", "5", "잭", "말", "킹"),
        "ja": ("エース", "3", "4", "5", "ジャック", "馬", "キング"),
        "fr": ("as", "3", "4", "5", "valet", "cavalier", "roi"),
    },
    suit_names={
        "en": ("cups", "coins", "swords", "batons"),
        "es": _SPANISH[1],
        "fil": _SPANISH[1],
        "tl": _SPANISH[1],
        "it": ("coppe", "denari", "spade", "bastoni"),
        "ko": ("컵", "동전", "검", "곤봉"),
        "ja": ("カップ", "コイン", "剣", "棍棒"),
        "fr": ("coupe", "denier", "épée", "bâton"),
    },
    patterns={"en": "{rank} of {suit}", "es": "{rank} de {suit}", "fil": "{rank} de {suit}", "tl": "{rank} de {suit}",
              "it": "{rank} di {suit}", "ko": "{suit} {rank}", "ja": "{suit}の{rank}", "fr": "{rank} de {suit}"},
)
LANGUAGES = NOTATION.languages

card = NOTATION.card  # the card of rank (0..6: A 3 4 5 J H K) and suit (0..3: c o s b)
rank_of = NOTATION.rank_of
suit_of = NOTATION.suit_of
parse_card = NOTATION.parse  # rank A 3 4 5 J H K (or 1 for the ace) then suit c o s b
card_str = NOTATION.format  # the canonical record notation: Ko, 3c, Ab
cards_str = NOTATION.format_all
parse_cards = NOTATION.parse_all
suit_name = NOTATION.suit_name
card_name = NOTATION.name  # king of coins (en), rey de oros (es, fil, tl), re di denari (it), 동전 킹 (ko), コインのキング (ja)


def is_king(c: int) -> bool:
    return c >= 24


def cuajo_pack() -> list[int]:
    """The 112-card pack: four identical copies of each of the 28 cards, in card order."""
    return [c for c in KINDS for _ in range(COPIES)]
