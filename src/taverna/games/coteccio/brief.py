"""Help at the table: Coteccio in brief (from ``docs/rules/coteccio.md``)."""

from __future__ import annotations

from typing import Any

from taverna.cards import italian
from taverna.games.cards_guide import entry, guide, place
from taverna.games.coteccio.text import card_names
from taverna.i18n import say


def card_guide(rules: str | None, lang: str, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """The Italian pack suit by suit, each suit strongest first (Ace, King, Knight, Jack, 7 … 2), with its points."""
    names = card_names(lang)
    group = say("coteccio", lang, "guide_suit")
    cards = sorted(italian.italian_pack(), key=lambda c: (italian.suit_of(c), -italian.strength(c)))
    cards = list(dict.fromkeys(cards))
    in_suit = len({italian.strength(c) for c in cards})

    def power(c: int) -> str:
        n = italian.points(c)
        return say("coteccio", lang, "guide_points", n=n) if n else say("coteccio", lang, "guide_no_points")

    return guide("italian", [
        entry(italian.card_str(c), names[italian.card_str(c)],
              place(lang, sorted({italian.strength(x) for x in cards}, reverse=True).index(italian.strength(c)) + 1,
                    in_suit, group), power(c))
        for c in cards], [say("coteccio", lang, "guide_last")])  # fmt: skip
