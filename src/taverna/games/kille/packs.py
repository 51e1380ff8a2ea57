"""The packs Krypkille plays with: the Cuckoo pack (40 cards) and, in the ``nordic`` rule set, the Swedish
Kille pack (42 cards), the rulebook's recommendation (``docs/rules/kille.md``).  Both number their cards
by strength, so the engine compares numbers whichever pack it plays."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from taverna.cards import cuckoo, kille
from taverna.core.errors import BadCard


@dataclass(frozen=True)
class Pack:
    name: str
    ranks: tuple[int, ...]  # strongest first
    deck: Callable[[], list[int]]
    parse: Callable[[object], int]
    text: Callable[[int], str]  # the record notation
    name_of: Callable[[int, str], str]  # a person's name for a card, in a language

    def canonical(self, name: object) -> str:
        return self.text(self.parse(name))

    def card_text(self, name: object, lang: str = "en") -> str:
        """A person's name for a card as a record writes it; the text itself if it names no card."""
        try:
            card = self.parse(name)
        except BadCard:  # not a card of this pack: shown as written
            return str(name)
        try:
            return self.name_of(card, lang)
        except BadCard:  # a language without card names: the Cuckoo pack's number as written, a Kille name in English
            return self.name_of(card, "en") if self.name == "kille" else str(name)


CUCKOO = Pack("cuckoo", cuckoo.RANKS, cuckoo.cuckoo_pack, cuckoo.parse_card, cuckoo.card_str,
              lambda c, lang: cuckoo.card_name(c, lang))  # fmt: skip
KILLE = Pack("kille", kille.RANKS, kille.kille_pack, kille.parse_card, kille.card_str,
             lambda c, lang: kille.card_name(c, lang))  # fmt: skip
PACKS = {p.name: p for p in (CUCKOO, KILLE)}
# the rule sets that play with the Kille pack (the option ``pack`` is fixed by the rule set)
KILLE_PACK_RULES = ("nordic",)


def pack_named(name: str | None) -> Pack:
    return PACKS.get(name or "cuckoo", CUCKOO)


def pack_of_rules(rules: str | None) -> Pack:
    """The pack a rule set plays with (a view's or a record's ``rules``)."""
    return KILLE if rules in KILLE_PACK_RULES else CUCKOO
