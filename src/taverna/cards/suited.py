"""Suited packs (rank and suit): one notation and naming scheme for the Italian and Cuajo packs.

A card is an ``int``: ``rank * suits + suit`` with rank and suit in the pack's own orders.  The
record notation is one rank character then one suit character, read case-insensitively (the rank
comes first, so a letter that is both a rank and a suit is never ambiguous).  Names are built per
language from the rank and suit names and a pattern (``{rank} of {suit}``, ``{rank} di {suit}``,
``{suit} {rank}``, ``{suit}の{rank}``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from taverna.core.errors import BadCard


@dataclass(frozen=True)
class SuitedPack:
    what: str  # "Italian card", used in error messages
    rank_chars: str
    suit_chars: str
    rank_aliases: Mapping[str, int]  # lower-case character -> rank (the canonical characters included)
    rank_help: str  # "1 2 3 4 5 6 7 F C R (ace ... seven, fante, cavallo, re)"
    suit_help: str  # "c d s b (coppe, denari, spade, bastoni)"
    examples: str  # "'1d' or 'Cs'"
    rank_names: Mapping[str, tuple[str, ...]]  # language -> a name per rank
    suit_names: Mapping[str, tuple[str, ...]]  # language -> a name per suit
    patterns: Mapping[str, str]  # language -> "{rank} of {suit}"

    @property
    def size(self) -> int:
        return len(self.rank_chars) * len(self.suit_chars)

    @property
    def languages(self) -> tuple[str, ...]:
        return tuple(self.patterns)

    def card(self, rank: int, suit: int) -> int:
        return rank * len(self.suit_chars) + suit

    def rank_of(self, c: int) -> int:
        return c // len(self.suit_chars)

    def suit_of(self, c: int) -> int:
        return c % len(self.suit_chars)

    def _valid(self, c: object) -> int:
        if isinstance(c, bool) or not isinstance(c, int) or not 0 <= c < self.size:
            raise BadCard(f"not {self._an()}: {c!r}; card numbers run from 0 to {self.size - 1}")
        return c

    def _an(self) -> str:
        return ("an " if self.what[0].lower() in "aeiou" else "a ") + self.what

    def parse(self, name: object) -> int:
        """The card named ``name`` (rank character then suit character), or its number."""
        if isinstance(name, int) and not isinstance(name, bool):
            return self._valid(name)
        if isinstance(name, str):
            key = name.strip().lower()
            if len(key) == 2 and key[0] in self.rank_aliases and key[1] in self.suit_chars.lower():
                return self.card(self.rank_aliases[key[0]], self.suit_chars.lower().index(key[1]))
        raise BadCard(
            f"unknown {self.what} {name!r}; expected rank {self.rank_help} then suit {self.suit_help}, "
            f"such as {self.examples}"
        )

    def canonical(self, name: object) -> str:
        """The canonical record name of a card written in any accepted spelling (``"cs"`` -> ``"Cs"``);
        card numbers are refused here: a record names its cards."""
        if not isinstance(name, str):
            raise BadCard(f"not {self._an()} name: {name!r}; expected rank {self.rank_help} then suit {self.suit_help}")
        return self.format(self.parse(name))

    def format(self, c: int) -> str:
        return self.rank_chars[self.rank_of(c)] + self.suit_chars[self.suit_of(c)]

    def format_all(self, cards: Iterable[int]) -> list[str]:
        return [self.format(c) for c in cards]

    def parse_all(self, names: Iterable[object]) -> list[int]:
        return [self.parse(n) for n in names]

    def suit_name(self, suit: int, lang: str = "en") -> str:
        return self.suit_names.get(lang, self.suit_names["en"])[suit]

    def name(self, c: int, lang: str = "en") -> str:
        """A person's name for the card in ``lang``."""
        if lang not in self.patterns:
            raise BadCard(f"unknown language {lang!r}; expected one of {', '.join(self.patterns)}")
        c = self._valid(c)
        rank = self.rank_names.get(lang, self.rank_names["en"])[self.rank_of(c)]
        text = self.patterns[lang].format(rank=rank, suit=self.suit_name(self.suit_of(c), lang))
        return _ELIDE[lang](text) if lang in _ELIDE else text


# a language that elides a word before a vowel: French "roi de épée" is written "roi d’épée"
_ELIDE: dict[str, Callable[[str], str]] = {
    "fr": lambda text: re.sub(r"\bde (?=[aeiouyéèêàâîôûh])", "d’", text, flags=re.IGNORECASE),
}
