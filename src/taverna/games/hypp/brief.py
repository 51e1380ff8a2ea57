"""Help at the table: Hypp in brief (from ``docs/rules/hypp.md``)."""

from __future__ import annotations

from typing import Any

from taverna.cards import cuckoo
from taverna.games.cards_guide import entry, guide, join, place
from taverna.games.hypp.engine import HyppOptions
from taverna.i18n import say


def card_guide(rules: str | None, lang: str, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """Every card of the Cuckoo pack, strongest first (the engine compares ranks: XV the Cuckoo … the Clown),
    with its name, its place and what it does in this game."""
    n = len(cuckoo.RANKS)

    def power(k: int, c: int) -> str:
        return _power(k, c, n, lang, options or {})

    return guide("cuckoo", [entry(cuckoo.card_str(c), cuckoo.card_name(c, lang), place(lang, k + 1, n), power(k, c))
                            for k, c in enumerate(cuckoo.RANKS)])  # fmt: skip


def _power(k: int, c: int, n: int, lang: str, options: dict[str, Any]) -> str:
    lowest = str(options.get("lowest_card") or options.get("lowest-card") or HyppOptions().lowest_card)
    text = say("hypp", lang, "guide_card")
    if k == n - 1:
        return join(lang, text, say("hypp", lang, "guide_lowest_pack" if lowest == "pack" else "guide_lowest"))
    return text
