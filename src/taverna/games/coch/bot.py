"""A rule-of-thumb Coch bot (its card play, shared with the Zifuli bot, is ``kinds.choose_card``).

Lead a card no one can beat if we hold one (the strongest of its kind still out), else a cheap card
of our longer kind; follow with the cheapest card that takes the trick when it is worth it, give
points to a partner who is winning as the last to play, and otherwise throw the cheapest card.
"""

from __future__ import annotations

from typing import Any

from taverna.core import Action, Rng
from taverna.games.card_points import HALF_POINTS
from taverna.games.kinds import COCH, choose_card


def choose(view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
    partner = view.get("partner")
    return choose_card(view, legal, COCH, [partner] if partner else [], 4, HALF_POINTS)
