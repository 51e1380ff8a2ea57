"""Help at the table: Zifuli in brief (from ``docs/rules/zifuli.md``)."""

from __future__ import annotations

from typing import Any

from taverna.games.card_points import HALF_POINTS, TOTAL_HALF_POINTS
from taverna.games.cards_guide import guide, half_points, join, two_kinds
from taverna.games.kinds import ZIFULI, card_names
from taverna.i18n import say


def card_guide(rules: str | None, lang: str, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """The picture cards in Zifuli's order (the Mask last), then the number cards, with their points (as Coch's)."""

    def power(c: int) -> str:
        half = HALF_POINTS[c]
        points = (say("common", lang, "guide_points", points=half_points(half), total=half_points(TOTAL_HALF_POINTS))
                  if half else say("common", lang, "guide_no_points"))  # fmt: skip
        return join(lang, say("common", lang, "guide_kind_rule"), points)

    return guide(
        "cuckoo", two_kinds(ZIFULI.pictures, lang, card_names(lang), power), [say("zifuli", lang, "guide_bid")]
    )
