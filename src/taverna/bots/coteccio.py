"""A rule-of-thumb Coteccio bot: take no points, keep a low card for the last trick, count the cards.

Coteccio is a negative game: the most card points (with the last trick's 6) cost a life.  The bot
counts the cards it has seen (its hand and every card played) to know which of its cards are *sure
winners* (no higher card of the suit is still out) and plays as a club player would:

* capotto: with four tricks won it leads the last card when that card is a sure winner, else annuls;
  it goes for capotto from the start only when every card in its hand is a sure winner;
* leading: it keeps its lowest card for the last trick and leads the card least likely to win, the one
  with the most higher cards of its suit still out (fewest points first);
* stopping a capotto: when one other player has won every trick so far (two or more), it takes the
  trick with its cheapest card that beats the table, if it has one (heads-up, ducking every trick would
  hand the opponent capotto);
* following: it ducks with its highest card that still loses the trick (getting rid of the danger);
  when every card of the suit wins, it takes with its highest if it plays last (the trick is its anyway)
  and with its lowest otherwise (someone may still overtake it);
* void in the suit led: it discards its most expensive card (most points, then the strongest);
* the doctor: always called when offered.
"""

from __future__ import annotations

from typing import Any

from taverna.cards.italian import PACK, parse_card, points, strength, suit_of
from taverna.core import Action, Rng


def _seen(view: dict[str, Any], hand: list[int]) -> set[int]:
    played = {parse_card(c) for t in view.get("tricks") or [] for _, c in t["cards"]}
    played |= {parse_card(c) for _, c in view.get("trick") or []}
    return played | set(hand)


def _higher_out(card: int, seen: set[int]) -> int:
    """How many cards of the suit that beat ``card`` are still out (in other hands or undealt)."""
    return sum(1 for x in PACK if suit_of(x) == suit_of(card) and strength(x) > strength(card) and x not in seen)


def choose(view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
    words = {a.word: a for a in legal}
    if "doctor" in words:
        return words["doctor"]
    hand = [parse_card(c) for c in view.get("hand") or []]
    seen = _seen(view, hand)
    if "annul" in words:
        return words["lead"] if hand and _higher_out(hand[0], seen) == 0 else words["annul"]
    plays = [a for a in legal if a.word == "play"]
    if not plays:
        return legal[rng.below(len(legal))]
    cards = {a: parse_card(a.arg) for a in plays}
    trick = view.get("trick") or []
    if not trick:
        if all(_higher_out(c, seen) == 0 for c in hand):  # every card a sure winner: capotto
            return max(plays, key=lambda a: strength(cards[a]))
        lowest = min(hand, key=strength)
        spare = [a for a in plays if cards[a] != lowest] or plays
        return max(spare, key=lambda a: (_higher_out(cards[a], seen), -points(cards[a]), -strength(cards[a])))
    led = suit_of(parse_card(trick[0][1]))
    best = max(strength(parse_card(c)) for _, c in trick if suit_of(parse_card(c)) == led)
    follow = [a for a in plays if suit_of(cards[a]) == led]
    if not follow:
        return max(plays, key=lambda a: (points(cards[a]), strength(cards[a])))
    tricks = view.get("tricks") or []
    run = {t["winner"] for t in tricks}
    if len(tricks) >= 2 and len(run) == 1 and view.get("viewer") not in run:
        # one player has won every trick so far: stop the capotto (cheaply) before it costs a life
        takes = [a for a in follow if strength(cards[a]) > best]
        if takes:
            return min(takes, key=lambda a: (strength(cards[a]), points(cards[a])))
    ducks = [a for a in follow if strength(cards[a]) < best]
    if ducks:
        return max(ducks, key=lambda a: strength(cards[a]))
    in_deal = [p for p in view.get("players") or [] if p.get("in_deal")]
    last = len(trick) == len(in_deal) - 1
    pick = max if last else min
    return pick(follow, key=lambda a: strength(cards[a]))
