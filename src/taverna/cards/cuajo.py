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
(Filipino) give those Spanish names too.  The seed page gives no Korean,
Japanese or Italian names: ``ko``, ``ja`` and ``it`` fall back to English.
"""

from __future__ import annotations

from collections.abc import Iterable

from taverna.core.errors import BadCard

RANK_CHARS = "A345JHK"
SUIT_CHARS = "cosb"
ACE, THREE, FOUR, FIVE, JACK, HORSE, KING = range(7)
CUPS, COINS, SWORDS, BATONS = range(4)
KINDS: tuple[int, ...] = tuple(range(28))
COPIES = 4
KINGS: tuple[int, ...] = tuple(KING * 4 + s for s in range(4))
KING_OF_COINS = KING * 4 + COINS

LANGUAGES = ("en", "es", "fil", "tl", "it", "ko", "ja")

_RANK_EN = ("ace", "3", "4", "5", "jack", "horse", "king")
_SUIT_EN = ("cups", "coins", "swords", "batons")
_RANK_ES = ("as", "tres", "cuatro", "cinco", "sota", "caballo", "rey")
_SUIT_ES = ("copas", "oros", "espadas", "bastos")

_RANK_ALIASES: dict[str, int] = {"a": ACE, "1": ACE, "3": THREE, "4": FOUR, "5": FIVE, "j": JACK, "h": HORSE, "k": KING}
_SUIT_ALIASES: dict[str, int] = {"c": CUPS, "o": COINS, "s": SWORDS, "b": BATONS}


def card(rank: int, suit: int) -> int:
    """The card of ``rank`` (0..6: A 3 4 5 J H K) and ``suit`` (0..3: c o s b)."""
    return rank * 4 + suit


def rank_of(c: int) -> int:
    return c >> 2


def suit_of(c: int) -> int:
    return c & 3


def is_king(c: int) -> bool:
    return c >= 24


def parse_card(name: object) -> int:
    """The card named by ``name``: rank ``A 3 4 5 J H K`` (or ``1`` for the ace) then suit ``c o s b``."""
    if isinstance(name, bool):
        raise BadCard(f"not a Cuajo card: {name!r}")
    if isinstance(name, int):
        if 0 <= name < 28:
            return name
        raise BadCard(f"not a Cuajo card: {name!r}; card numbers run from 0 to 27")
    if not isinstance(name, str):
        raise BadCard(f"not a card name: {name!r}; expected rank A 3 4 5 J H K then suit c o s b, such as 'Ko'")
    key = name.strip()
    if len(key) == 2:
        r = key[0].lower()
        s = key[1].lower()
        if r in _RANK_ALIASES and s in _SUIT_ALIASES:
            return card(_RANK_ALIASES[r], _SUIT_ALIASES[s])
    raise BadCard(
        f"unknown Cuajo card {name!r}; expected rank A 3 4 5 J H K (ace, 3, 4, 5, jack, horse, king) then suit "
        f"c o s b (cups, coins, swords, batons), such as 'Ko' (king of coins) or '3c'"
    )


def card_str(c: int) -> str:
    """The canonical record notation: ``Ko``, ``3c``, ``Ab``."""
    return RANK_CHARS[rank_of(c)] + SUIT_CHARS[suit_of(c)]


def cards_str(cards: Iterable[int]) -> list[str]:
    return [card_str(c) for c in cards]


def parse_cards(names: Iterable[object]) -> list[int]:
    return [parse_card(n) for n in names]


def cuajo_pack() -> list[int]:
    """The 112-card pack: four identical copies of each of the 28 cards, in card order."""
    return [c for c in KINDS for _ in range(COPIES)]


def card_name(c: int, lang: str = "en") -> str:
    """A person's name for ``c``: ``king of coins`` (en), ``rey de oros`` (es, fil, tl).

    ``it``, ``ko`` and ``ja`` fall back to English: the seed page gives no names in those languages.
    """
    if lang not in LANGUAGES:
        raise BadCard(f"unknown language {lang!r}; expected one of {', '.join(LANGUAGES)}")
    if not isinstance(c, int) or isinstance(c, bool) or not 0 <= c < 28:
        raise BadCard(f"not a Cuajo card: {c!r}")
    if lang in ("es", "fil", "tl"):
        return f"{_RANK_ES[rank_of(c)]} de {_SUIT_ES[suit_of(c)]}"
    return f"{_RANK_EN[rank_of(c)]} of {_SUIT_EN[suit_of(c)]}"


def suit_name(suit: int, lang: str = "en") -> str:
    return (_SUIT_ES if lang in ("es", "fil", "tl") else _SUIT_EN)[suit]
