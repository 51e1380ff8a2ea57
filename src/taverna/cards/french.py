"""The standard 52-card French pack, as Le Her uses it: ace low, king high, suits of no rank.

A card is an ``int``: ``(rank - 1) * 4 + suit`` with rank 1 (ace) .. 13 (king) and suit 0..3
in the order ``c d h s`` (clubs, diamonds, hearts, spades), so the pack is 0..51 and the kings
are 48..51.  The record notation is rank then suit: ``A 2 3 4 5 6 7 8 9 10 J Q K`` then
``c d h s`` (``As``, ``10h``, ``Kd``), read case-insensitively; ``1`` is accepted for the ace
and ``T`` for the ten.  Only :func:`rank_of` matters for who wins: suits never break a tie.

Names: English (``en``), Italian (``it``: asso, fante, donna, re di fiori, quadri, cuori,
picche), Korean (``ko``) and Japanese (``ja``) with the usual card-table words.
"""

from __future__ import annotations

from collections.abc import Iterable

from taverna.core.errors import BadCard

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUIT_CHARS = "cdhs"
ACE, KING = 1, 13
CLUBS, DIAMONDS, HEARTS, SPADES = range(4)
PACK: tuple[int, ...] = tuple(range(52))
LANGUAGES = ("en", "it", "ko", "ja", "fr")

_RANK_ALIASES: dict[str, int] = {r.lower(): i for i, r in enumerate(RANKS, 1)}
_RANK_ALIASES.update({"1": ACE, "t": 10})
_SUIT_ALIASES: dict[str, int] = {ch: i for i, ch in enumerate(SUIT_CHARS)}

_RANK_NAMES: dict[str, tuple[str, ...]] = {
    "en": ("ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king"),
    "it": ("asso", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove", "dieci", "fante", "donna",
           "re"),
    "ko": ("에이스", "2", "3", "4", "5", "6", "7", "8", "9", "10", "잭", "퀸", "킹"),
    "ja": ("エース", "2", "3", "4", "5", "6", "7", "8", "9", "10", "ジャック", "クイーン", "キング"),
    "fr": ("as", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "valet", "dame", "roi"),
}  # fmt: skip
_SUIT_NAMES: dict[str, tuple[str, ...]] = {
    "en": ("clubs", "diamonds", "hearts", "spades"),
    "it": ("fiori", "quadri", "cuori", "picche"),
    "ko": ("클럽", "다이아몬드", "하트", "스페이드"),
    "ja": ("クラブ", "ダイヤ", "ハート", "スペード"),
    "fr": ("trèfle", "carreau", "cœur", "pique"),
}


def card(rank: int, suit: int) -> int:
    """The card of ``rank`` (1 ace .. 13 king) and ``suit`` (0..3: c d h s)."""
    return (rank - 1) * 4 + suit


def rank_of(c: int) -> int:
    """1 (ace) .. 13 (king): the only thing that decides who wins."""
    return (c >> 2) + 1


def suit_of(c: int) -> int:
    return c & 3


def is_king(c: int) -> bool:
    return rank_of(c) == KING


def french_pack() -> list[int]:
    """The 52 cards in card order."""
    return list(PACK)


def parse_card(name: object) -> int:
    """The card named by ``name`` (``As``, ``10h``, ``Kd``; ``1s`` and ``Th`` too), or an int 0..51."""
    if isinstance(name, bool):
        raise BadCard(f"not a French-pack card: {name!r}")
    if isinstance(name, int):
        if 0 <= name < 52:
            return name
        raise BadCard(f"not a French-pack card: {name!r}; card numbers run from 0 to 51")
    if not isinstance(name, str):
        raise BadCard(f"not a card name: {name!r}; expected rank A 2-10 J Q K then suit c d h s, such as '7h'")
    key = name.strip().lower()
    if len(key) >= 2 and key[:-1] in _RANK_ALIASES and key[-1] in _SUIT_ALIASES:
        return card(_RANK_ALIASES[key[:-1]], _SUIT_ALIASES[key[-1]])
    raise BadCard(
        f"unknown French-pack card {name!r}; expected rank A 2 3 4 5 6 7 8 9 10 J Q K (1 for the ace, T for the "
        f"ten) then suit c d h s (clubs, diamonds, hearts, spades), such as 'As', '10h' or 'Kd'"
    )


def card_str(c: int) -> str:
    """The canonical record notation: ``As``, ``10h``, ``Kd``."""
    return RANKS[rank_of(c) - 1] + SUIT_CHARS[suit_of(c)]


def cards_str(cards: Iterable[int]) -> list[str]:
    return [card_str(c) for c in cards]


def parse_cards(names: Iterable[object]) -> list[int]:
    return [parse_card(n) for n in names]


def rank_name(rank: int, lang: str = "en") -> str:
    """The name of a rank (1 ace .. 13 king) in ``lang`` (English for a language without names)."""
    return _RANK_NAMES[lang if lang in _RANK_NAMES else "en"][rank - 1]


def card_name(c: int, lang: str = "en", rules: str | None = None) -> str:
    """A person's name for ``c``: ``king of hearts``, ``re di cuori``, ``하트 킹``, ``ハートのキング``."""
    if lang not in LANGUAGES:
        raise BadCard(f"unknown language {lang!r}; expected one of {', '.join(LANGUAGES)}")
    if not isinstance(c, int) or isinstance(c, bool) or not 0 <= c < 52:
        raise BadCard(f"not a French-pack card: {c!r}")
    rank = _RANK_NAMES[lang][rank_of(c) - 1]
    suit = _SUIT_NAMES[lang][suit_of(c)]
    if lang == "en":
        return f"{rank} of {suit}"
    if lang == "it":
        return f"{rank} di {suit}"
    if lang == "fr":
        return f"{rank} de {suit}"
    if lang == "ko":
        return f"{suit} {rank}"
    return f"{suit}の{rank}"
