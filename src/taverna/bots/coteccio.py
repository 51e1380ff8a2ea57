"""A rule-of-thumb Coteccio bot: duck high cards, avoid the last trick, go for capotto when it can.

* capotto choice: ``lead`` when its last card cannot be beaten (every higher card of its suit has been played:
  no trumps, and it leads), else ``annul``;
* doctor: always called when offered;
* leading: the lowest card (by strength), or when it has won every trick so far, the highest;
* following: the highest card that still loses the trick; if every card wins, the lowest winner
  (but on the last trick, the lowest); when void, discard the card with most points (then the highest).
"""

from __future__ import annotations

from typing import Any

from taverna.cards.italian import parse_card, points, strength, suit_of
from taverna.core import Action, Rng


def choose(view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
    words = {a.word: a for a in legal}
    if "doctor" in words:
        return words["doctor"]
    if "annul" in words:
        hand = [parse_card(c) for c in view.get("hand") or []]
        played = {parse_card(c) for t in view.get("tricks") or [] for _, c in t["cards"]}
        if hand and all(
            x in played for x in range(40) if suit_of(x) == suit_of(hand[0]) and strength(x) > strength(hand[0])
        ):
            return words["lead"]
        return words["annul"]
    plays = [a for a in legal if a.word == "play"]
    if not plays:
        return legal[rng.below(len(legal))]
    cards = {a: parse_card(a.arg) for a in plays}
    trick = view.get("trick") or []
    me = view.get("viewer")
    tricks = view.get("tricks") or []
    if not trick:
        if tricks and all(t["winner"] == me for t in tricks):
            return max(plays, key=lambda a: strength(cards[a]))
        return min(plays, key=lambda a: (strength(cards[a]), points(cards[a])))
    led = suit_of(parse_card(trick[0][1]))
    best = max(strength(parse_card(c)) for _, c in trick if suit_of(parse_card(c)) == led)
    follow = [a for a in plays if suit_of(cards[a]) == led]
    if not follow:
        return max(plays, key=lambda a: (points(cards[a]), strength(cards[a])))
    losers = [a for a in follow if strength(cards[a]) < best]
    if losers:
        return max(losers, key=lambda a: strength(cards[a]))
    return min(follow, key=lambda a: strength(cards[a]))
