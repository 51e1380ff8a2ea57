"""Cucù's special cards where they do more than arrest or pass on a request.

* **the deck** (``deck_for``): the rulebook's exchange with the deck, where each card drawn acts
  as its section says (the Cuckoo stops it, the Man loses, the Horse and Inn draw again, the Cat
  finds the card's first holder, the Clown drawn is the strongest card);
* **the Cat** (``cat``, by ``cat_rule``): the rulebook's Cat, Campli's Gnaf (``gnaf``: the card's
  exchanges undone) or Lu Stù's Cat (``cat_reverse``: reverse exchanges to the left, with all their cases).

The Horse, House, Hunter and arresting Cuckoo asked in a request are in
:func:`taverna.games.cucu.exchanges.request`; the Inn in :mod:`taverna.games.cucu.inn`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from taverna.cards.cuckoo import CAT, CUCKOO, FOOL, HORSE, INN, MAN
from taverna.games.cucu.hands import Held

if TYPE_CHECKING:
    from taverna.games.cucu.engine import CucuMatch


def deck_for(m: CucuMatch, r: str) -> None:
    """The rulebook's exchange with the deck: each special card acts as its section says."""
    while True:
        card = m.draw()
        if card is None:
            m.emit("deck_empty", player=r)
            return
        shown = m.card_str(card)
        if card == CUCKOO:
            m.discards.append(card)
            m.emit("deck_draw", player=r, card=shown, effect="cuckoo: no exchange")
            return
        if card == MAN:
            m.discards.append(card)
            m.emit("deck_draw", player=r, card=shown, effect="man: loses")
            m.lose(r, "drew the Man from the deck")
            return
        if card in (HORSE, INN):
            m.discards.append(card)
            m.emit("deck_draw", player=r, card=shown, effect="draw again")
            continue
        if card == CAT:
            m.discards.append(card)
            m.emit("deck_draw", player=r, card=shown, effect="cat")
            m.lose(m.hands[r].first, "the Cat from the deck found the card's first holder")
            return
        m.discards.append(m.hands[r].card)
        m.give(r, Held(card, r, from_deck=card == FOOL))
        if card == FOOL:
            m.emit("deck_draw", player=r, card=shown, effect="clown: the strongest card")
            m.show(r)
        else:
            m.player_emit("deck_exchange", r)
        return


def cat(m: CucuMatch, r: str) -> None:
    """``r`` asked the Cat (``cat_rule``): the card's first holder loses (the rulebook), Campli's Gnaf,
    or Lu Stù's reverse exchanges."""
    rule = m.opts.cat_rule
    if rule == "owner":
        m.lose(m.hands[r].first, "the Cat found the card's first holder")
    elif rule == "gnaf":
        gnaf(m, r)
    else:
        cat_reverse(m, r)


def gnaf(m: CucuMatch, r: str) -> None:
    """Campli: the exchanger loses a token and the card's exchanges are undone."""
    m.lose(r, "asked the Gnaf")
    held = m.hands[r]
    trail = held.trail
    # the card's journey, newest first: (giver -> receiver) steps ending with r
    path: list[tuple[str, str]] = []
    holder = r
    for giver, receiver in reversed(trail):
        if receiver != holder:
            break
        path.append((giver, receiver))
        holder = giver
    for giver, receiver in path:
        a, b = m.hands[receiver], m.hands[giver]
        a.trail = a.trail[:-1]
        b.trail = b.trail[:-1]
        m.give(giver, a)
        m.give(receiver, b)
        m.emit("reversed", a=receiver, b=giver)
    if path:
        m.emit("gnaf_back", player=path[-1][0])


def cat_reverse(m: CucuMatch, r: str) -> None:
    """Lu Stù: a token lost, then reverse exchanges to the left with all their cases."""
    m.lose(r, "asked the Cat")
    x = r
    while m.in_deal(x) and x != m.order[0]:
        i = m.order.index(x)
        target: str | None = None
        for q in reversed(m.order[:i]):
            if q in m.dead or q in m.out:
                continue
            target = q
            break
        if target is None:
            return
        while True:
            card = m.hands[target].card
            m.emit("reverse_asked", player=x, target=target)
            if card == HORSE:
                m.show(target)
                m.emit("horse", player=target, requester=x, reverse=True)
                if target == m.order[0]:
                    return
                j = m.order.index(target)
                nxt = next((q for q in reversed(m.order[:j]) if q not in m.dead and q not in m.out),
                           None)  # fmt: skip
                if nxt is None:
                    return
                target = nxt
                continue
            break
        if card in (CAT, MAN):
            m.show(target)
            m.emit("cat" if card == CAT else "hunter", player=target, requester=x, reverse=True)
            m.lose(x, "a reverse exchange met the " + ("Cat" if card == CAT else "Hunter"))
            return
        if card == CUCKOO:
            m.show(target)
            m.emit("cuckoo", player=target, requester=x, reverse=True)
            return
        if card == INN and not m.hands[target].inn_bought:
            m.show(target)
            m.emit("inn_closed", player=target, requester=x, reverse=True)
            return
        m.swap(x, target)
        x = target
