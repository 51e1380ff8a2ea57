"""Help at the table: Krypkille in brief (from ``docs/rules/kille.md``)."""

from __future__ import annotations

from typing import Any

from taverna.games.cards_guide import entry, guide, join, place
from taverna.games.kille.packs import pack_of_rules
from taverna.i18n import say


def card_guide(rules: str | None, lang: str, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """Every card of the pack, strongest first (the engine compares ranks: XV the Cuckoo … the Clown; in the
    Kille pack, rule set nordic, the Harlequin … the Mask), with its name, its place and what it does in this game."""
    pack = pack_of_rules(rules)
    n = len(pack.ranks)

    def power(k: int, c: int) -> str:
        return _power(k, c, n, lang, options or {})

    return guide(pack.name, [entry(pack.text(c), pack.name_of(c, lang), place(lang, k + 1, n), power(k, c))
                             for k, c in enumerate(pack.ranks)])  # fmt: skip


def _power(k: int, c: int, n: int, lang: str, options: dict[str, Any]) -> str:
    extra = say("kille", lang, "guide_top") if k == 0 else say("kille", lang, "guide_bottom") if k == n - 1 else ""
    return join(lang, extra, say("kille", lang, "guide_card"))
