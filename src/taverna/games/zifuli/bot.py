"""A rule-of-thumb Zifuli bot.

Auction: bid while holding a strong kind (the auction's kind, or any kind for the first bid):
at least four cards of it with two of its top four ranks, revealing the strongest card it may (the
Partner holds its twin, a strong card for the Boss's side) and never a card it holds twice nor one
weaker than a 6 or a Cat; forced
to bid, reveal the strongest card of its longest kind.  Play: as the Coch bot (``kinds.choose_card``), with the side it
knows: the Partner knows the Boss; everyone knows the sides once the twin is played.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from taverna.cards.cuckoo import parse_card
from taverna.core import Action, Rng
from taverna.games.card_points import HALF_POINTS
from taverna.games.kinds import ZIFULI, choose_card, kind_of


def _strong_kind(hand: list[int], kind: str) -> bool:
    of_kind = [c for c in hand if kind_of(c) == kind]
    top = [c for c in of_kind if ZIFULI.strength(c) >= 7]
    return len(of_kind) >= 4 and len(top) >= 2


def choose_bid(view: dict[str, Any], legal: list[Action]) -> Action:
    hand = [parse_card(c) for c in view.get("hand") or []]
    counts = Counter(hand)
    bids = [a for a in legal if a.word == "bid"]
    can_pass = any(a.word == "pass" for a in legal)
    base = view.get("auction_base")
    kinds = [base] if base else [k for k in ("picture", "number") if _strong_kind(hand, k)]
    if base and not _strong_kind(hand, base):
        kinds = []
    pool = [
        a
        for a in bids
        if kind_of(parse_card(a.arg)) in kinds
        and counts[parse_card(a.arg)] == 1
        and ZIFULI.strength(parse_card(a.arg)) >= 6
    ]
    if pool:
        return max(pool, key=lambda a: ZIFULI.strength(parse_card(a.arg)))
    if can_pass or not bids:
        return Action("pass")
    by_kind = Counter(kind_of(c) for c in hand)
    longest = max(by_kind, key=lambda k: by_kind[k])
    pool = [a for a in bids if kind_of(parse_card(a.arg)) == longest] or bids
    return max(pool, key=lambda a: ZIFULI.strength(parse_card(a.arg)))


def choose(view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
    if any(a.word in ("bid", "pass") for a in legal):
        return choose_bid(view, legal)
    me = view.get("viewer")
    boss, partner, alone = view.get("boss"), view.get("partner"), view.get("alone")
    names = [p["name"] for p in view.get("players", [])]
    friends: list[str] = []
    if me == boss:
        friends = [partner] if partner and partner != me else []
    elif me == partner:
        friends = [boss] if boss else []
    elif partner or alone:  # the sides are known: the others against the Boss's side
        friends = [p for p in names if p not in (me, boss, partner)]
    return choose_card(view, legal, ZIFULI, friends, 5, HALF_POINTS)
