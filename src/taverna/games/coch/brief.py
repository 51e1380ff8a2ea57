"""Help at the table: Coch in brief (from ``docs/rules/coch.md``)."""

from __future__ import annotations

from typing import Any

from taverna.games.card_points import HALF_POINTS, RECOUNT, TOTAL_HALF_POINTS
from taverna.games.cards_guide import guide, half_points, join, two_kinds
from taverna.games.kinds import COCH, card_names
from taverna.i18n import say


def _points(c: int, lang: str) -> str:
    half = HALF_POINTS[c]
    if not half:
        return say("common", lang, "guide_no_points")
    return say("common", lang, "guide_points", points=half_points(half), total=half_points(TOTAL_HALF_POINTS))


def card_guide(rules: str | None, lang: str, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """The picture cards in Coch's order (the Lion first), then the number cards, with their points."""

    def power(c: int) -> str:
        return join(lang, say("common", lang, "guide_kind_rule"), _points(c, lang),
                    say("coch", lang, "guide_recount", n=RECOUNT[c]))  # fmt: skip

    return guide("cuckoo", two_kinds(COCH.pictures, lang, card_names(lang), power))
