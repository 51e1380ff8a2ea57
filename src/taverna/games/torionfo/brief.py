"""Help at the table: Torionfo in brief (from ``docs/rules/torionfo.md``)."""

from __future__ import annotations

from typing import Any

from taverna.cards import cuckoo
from taverna.games.cards_guide import guide, join, two_kinds
from taverna.games.kinds import TORIONFO
from taverna.games.torionfo.engine import PACK_SIZE, TAKEN, card_points
from taverna.i18n import say


def card_guide(rules: str | None, lang: str, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """The picture cards in Torionfo's order (the Cuckoo first), then the number cards; each scores its number."""
    names = {cuckoo.card_str(c): cuckoo.card_name(c, lang) for c in cuckoo.RANKS}
    total = sum(card_points(c) for c in cuckoo.cuckoo_pack()[:PACK_SIZE])

    def power(c: int) -> str:
        points = (say("common", lang, "guide_points", points=card_points(c), total=total) if card_points(c)
                  else say("common", lang, "guide_no_points"))  # fmt: skip
        return join(lang, say("common", lang, "guide_kind_rule"), points,
                    say("torionfo", lang, "guide_taken") if c in TAKEN else "")  # fmt: skip

    return guide("cuckoo", two_kinds(TORIONFO.pictures, lang, names, power), [say("torionfo", lang, "guide_torionfo")])
