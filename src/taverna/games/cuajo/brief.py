"""Help at the table: Cuajo in brief (from ``docs/rules/cuajo.md``)."""

from __future__ import annotations

from typing import Any

from taverna.cards import cuajo as pack
from taverna.core import TavernaError
from taverna.games.cards_guide import entry, guide
from taverna.games.cuajo.options import PAGAT, make_options
from taverna.games.cuajo.text import card_names
from taverna.i18n import say


def card_guide(rules: str | None, lang: str, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """The pack suit by suit in its order (Ace, 3, 4, 5, Jack, Horse, King): no card beats another in a
    rummy game; what a card is worth is what it combines into, and a King's payment (the table's options)."""
    try:
        opts = make_options(dict(options or {}) or None)
    except TavernaError:
        opts = PAGAT
    names = card_names(lang)
    ranks = ", ".join(pack.NOTATION.rank_names.get(lang, pack.NOTATION.rank_names["en"]))
    n = len(pack.RANK_CHARS)
    runs = {pack.THREE: "3-4-5", pack.FOUR: "3-4-5", pack.FIVE: "3-4-5"}
    court = "-".join(
        pack.NOTATION.rank_names.get(lang, pack.NOTATION.rank_names["en"])[r]
        for r in (pack.JACK, pack.HORSE, pack.KING)
    )
    runs.update({pack.JACK: court, pack.HORSE: court})
    cards = sorted(pack.KINDS, key=lambda c: (pack.suit_of(c), pack.rank_of(c)))

    def power(c: int) -> str:
        if pack.is_king(c):
            cents = opts.king_of_coins if c == pack.KING_OF_COINS else opts.other_king
            return say("cuajo", lang, "guide_king", cents=cents)
        if pack.rank_of(c) == pack.ACE:
            return say("cuajo", lang, "guide_ace")
        return say("cuajo", lang, "guide_card", run=runs[pack.rank_of(c)])

    return guide("cuajo", [
        entry(pack.card_str(c), names[pack.card_str(c)],
              say("cuajo", lang, "guide_place", k=pack.rank_of(c) + 1, n=n, ranks=ranks),
              power(c))
        for c in cards], [say("cuajo", lang, "guide_sowee")])  # fmt: skip
