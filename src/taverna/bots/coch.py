"""A rule-of-thumb Coch bot (also the card play of the Zifuli bot).

Lead a card no one can beat if we hold one (the strongest of its kind still out), else a cheap card
of our longer kind; follow with the cheapest card that takes the trick when it is worth it, give
points to a partner who is winning as the last to play, and otherwise throw the cheapest card.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection
from typing import Any

from taverna.cards.cuckoo import cuckoo_pack, parse_card
from taverna.core import Action, Rng
from taverna.games.coch.scoring import HALF_POINTS
from taverna.games.kinds import COCH, Ranking, kind_of, trick_winner


def played_this_deal(view: dict[str, Any]) -> Counter[int]:
    """The cards played since the current deal began (from the viewer's log)."""
    seen: Counter[int] = Counter()
    for ev in view.get("log", []):
        if ev.get("kind") in ("deal_start", "round_start"):
            seen.clear()
        elif ev.get("kind") == "play":
            seen[parse_card(ev["card"])] += 1
    return seen


def _cheap(card: int, ranking: Ranking) -> tuple[int, int]:
    return (HALF_POINTS[card], ranking.strength(card))


def choose_card(
    view: dict[str, Any], legal: list[Action], ranking: Ranking, friends: Collection[str], players: int
) -> Action:
    """The card to play: ``friends`` are the players known to be on our side (the viewer excluded)."""
    cards = [parse_card(a.arg) for a in legal]
    by_card = {parse_card(a.arg): a for a in legal}
    if len(cards) == 1:
        return legal[0]
    hand = [parse_card(c) for c in view.get("hand") or []]
    trick = [(p, parse_card(c)) for p, c in view.get("trick", [])]
    if not trick:
        out = Counter(cuckoo_pack()) - played_this_deal(view) - Counter(hand)
        sure = [
            c
            for c in cards
            if not any(kind_of(o) == kind_of(c) and ranking.strength(o) > ranking.strength(c) for o in out)
        ]
        if sure:
            return by_card[max(sure, key=lambda c: (HALF_POINTS[c], ranking.strength(c)))]
        kinds = Counter(kind_of(c) for c in hand)
        longer = max(kinds, key=lambda k: kinds[k])
        pool = [c for c in cards if kind_of(c) == longer] or cards
        return by_card[min(pool, key=lambda c: _cheap(c, ranking))]
    base = kind_of(trick[0][1])
    i = trick_winner([c for _, c in trick], ranking)
    leader, best = trick[i]
    last = len(trick) == players - 1
    at_stake = sum(HALF_POINTS[c] for _, c in trick)
    if leader in friends:
        if last:
            return by_card[max(cards, key=lambda c: (HALF_POINTS[c], -ranking.strength(c)))]
        return by_card[min(cards, key=lambda c: _cheap(c, ranking))]
    beaters = [c for c in cards if kind_of(c) == base and ranking.strength(c) > ranking.strength(best)]
    if beaters and (at_stake > 0 or last or any(HALF_POINTS[c] for c in beaters)):
        return by_card[min(beaters, key=lambda c: (ranking.strength(c), HALF_POINTS[c]))]
    return by_card[min(cards, key=lambda c: _cheap(c, ranking))]


def choose(view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
    partner = view.get("partner")
    return choose_card(view, legal, COCH, [partner] if partner else [], 4)
