"""A rule-of-thumb Torionfo bot, from its view only.

* cut: somewhere in the middle of the pack;
* discard: the weakest cards, never a Torionfo card;
* lead: a card no unseen card of its kind can beat (the Torionfo twin aside) when it carries points,
  else the cheapest card; leading the Torionfo card, the base where the others hold more cards;
* follow: when the partner is winning, add points if the partner's card is safe, else play cheap;
  when an opponent is winning, win as cheaply as the kind allows; a Torionfo card only for a
  trick worth it (or near the end); otherwise throw the cheapest card.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from taverna.cards.cuckoo import RANKS, card_str, parse_card
from taverna.core import Action, Rng
from taverna.games.kinds import NUMBER, PICTURE, kind_of
from taverna.games.torionfo.engine import card_points

WORTH_A_TORIONFO = 15  # points on the table that justify spending the Torionfo card


def _value(card: int, trump: int | None) -> float:
    """How much we want to keep a card: Torionfo highest, then rank within its kind and points."""
    if card == trump:
        return 100.0
    if kind_of(card) == NUMBER:
        return float(card)
    return float(card) if card >= 11 else (card + 4) / 4.0


def _beats(card: int, best: int, base: str, trump: int | None, later: bool = True) -> bool:
    """Whether ``card``, played now, beats ``best`` (already on the table) in a trick of ``base``."""
    if best == trump:
        return False  # identical Torionfo cards: the first played is higher
    if card == trump:
        return True
    if kind_of(card) != base:
        return False
    if kind_of(best) != base:
        return True
    return card > best  # an identical card played later is lower


def _current_best(trick: list[list[str]], base: str, trump: int | None) -> tuple[str, int]:
    holder, best = trick[0][0], parse_card(trick[0][1])
    for p, c in trick[1:]:
        card = parse_card(c)
        if _beats(card, best, base, trump):
            holder, best = p, card
    return holder, best


def _unseen(view: dict[str, Any], hand: list[int], trump: int | None) -> Counter[int]:
    """The cards the others may still hold: the pack less our hand, the played and the turned-up card."""
    left: Counter[int] = Counter({r: 2 for r in RANKS})
    left.subtract(hand)
    left.subtract(parse_card(c) for c in view.get("played") or [])
    left.subtract(parse_card(c) for c in view.get("discards", {}).get(view.get("viewer"), []) or [])
    if trump is not None:
        left[trump] -= 1
    return +left


def choose(view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
    words = {a.word for a in legal}
    trump = parse_card(view["torionfo"]) if view.get("torionfo") is not None else None
    hand = [parse_card(c) for c in view.get("hand") or []]
    if "cut" in words:
        return Action("cut", 12 + rng.below(17))
    if "discard" in words:
        return min(legal, key=lambda a: (_value(parse_card(a.arg), trump), card_points(parse_card(a.arg))))
    if "base" in words:
        mine = Counter(kind_of(c) for c in hand)
        unseen = _unseen(view, hand, trump)
        theirs = Counter({k: sum(n for c, n in unseen.items() if kind_of(c) == k) for k in (NUMBER, PICTURE)})
        # where the others hold more (and we hold less), they must follow with their cards
        return Action("base", max((NUMBER, PICTURE), key=lambda k: (theirs[k] - mine[k], k == PICTURE)))
    cards = [parse_card(a.arg) for a in legal]
    if len(cards) == 1:
        return legal[0]
    trick = view.get("trick") or []
    if not trick:
        return Action("play", card_str(_lead(view, hand, cards, trump)))
    return Action("play", card_str(_follow(view, cards, trick, trump)))


def _lead(view: dict[str, Any], hand: list[int], cards: list[int], trump: int | None) -> int:
    unseen = _unseen(view, hand, trump)
    plain = [c for c in cards if c != trump]
    masters = [
        c
        for c in plain
        if card_points(c) > 0 and not any(n and kind_of(u) == kind_of(c) and u > c for u, n in unseen.items())
    ]
    if masters:
        return max(masters, key=card_points)
    if plain:
        return min(plain, key=lambda c: (card_points(c), _value(c, trump)))
    return cards[0]


def _follow(view: dict[str, Any], cards: list[int], trick: list[list[str]], trump: int | None) -> int:
    base = view.get("base") or kind_of(parse_card(trick[0][1]))
    me = view["viewer"]
    players = [p["name"] for p in view["players"]]
    partner = next((t for team in view["teams"] for t in team if me in team and t != me), None)
    holder, best = _current_best(trick, base, trump)
    last = len(trick) == len(players) - 1
    on_table = sum(card_points(parse_card(c)) for _, c in trick)
    cheap = sorted(cards, key=lambda c: (card_points(c), _value(c, trump)))
    plain = [c for c in cards if c != trump]
    if holder == partner:
        safe = best == trump or last
        if safe:
            losing = list(plain) or cards
            return max(losing, key=lambda c: (card_points(c), -_value(c, trump)))
        return cheap[0] if cheap[0] != trump or len(cheap) == 1 else cheap[1]
    winners = [c for c in plain if _beats(c, best, base, trump)]
    if winners:
        # the last to play wins with the cheapest winning card; earlier, with the strongest
        return min(winners) if last else max(winners)
    if trump in cards:
        near_end = (view.get("tricks_left") or 0) <= 2
        if on_table >= WORTH_A_TORIONFO or near_end:
            return trump
    losers = [c for c in cheap if c != trump] or cheap
    return losers[0]
