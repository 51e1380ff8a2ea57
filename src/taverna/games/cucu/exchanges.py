"""Cucù's exchanges: each player in turn keeps or asks for an exchange.

* **the turn** (``next_turn``): who decides now (the interleaved deal gives a card first; BGA shows the
  Cucco automatically, ``auto_show``); a Cuckoo's holder may ``declare`` it at any time (``declarers``);
  the last two pagat players may propose a split of the pool before the first decision of a deal;
* **a decision** (``decide``): keep, or exchange (``Family.exchange``: a request to the next player,
  the dealer's exchange with the deck or the pack, or Le Her's);
* **a request** (``request``): the next player in the deal is asked; the card asked for acts by its power
  (:mod:`taverna.games.cucu.powers`, the rule set's list): ``pass-on`` (the Horse, the passing Inn) sends
  the request on (at the dealer: ``Family.horse_at_dealer``), ``asker-pays`` (the Hunter), the Cat's
  powers, ``refuse`` (the arresting Cuckoo, the King) and ``bargain`` (the Inn) act
  (:mod:`taverna.games.cucu.specials`, :mod:`taverna.games.cucu.inn`), any other card is exchanged
  (``exchange_cards``: ``receiver-pays``, the Clown, makes its receiver lose);
* **the pagat pack** (``pack_exchange``): a card set aside for one from the pack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from taverna.cards import gnav as gnav_cards
from taverna.cards.cuckoo import CUCKOO
from taverna.core.match import Action
from taverna.games.cucu import gnav, inn, reveal, specials
from taverna.games.cucu.actions import DECLARE, EXCHANGE, KEEP, PROPOSE
from taverna.games.cucu.hands import Held
from taverna.games.cucu.powers import (
    ASKER_PAYS,
    BARGAIN,
    HALT,
    OWNER_PAYS,
    PASS_ON,
    RECEIVER_PAYS,
    REFUSE,
    REVERSE,
    UNDO,
    power_of,
)

if TYPE_CHECKING:
    from taverna.games.cucu.engine import CucuMatch


def declarers(m: CucuMatch) -> list[str]:
    if not m.may_declare or not m.cuckoo_held:
        return []
    hands, lost, dead = m.hands, m.lost, m.dead
    # the players in the deal (in_deal) holding a Cuckoo
    return [
        p
        for p in m.order
        if (held := hands.get(p)) is not None and held.card == CUCKOO and p not in lost and p not in dead
    ]


def next_turn(m: CucuMatch) -> bool:
    """Set up the next keep/exchange decision; False when the exchanges are over."""
    turns = m.turns
    while m.pos < len(turns):
        p = turns[m.pos]
        if p in m.lost or p in m.dead or p in m.out or p in m.jumped:
            m.pos += 1
            continue
        if m.interleaved and p not in m.hands:
            m.deal_to(p)
        if m.auto_cuckoo and m.cuckoo_held and auto_show(m):
            return False
        legal = [KEEP, EXCHANGE]
        # (an agreement exists only in the pagat family: the last two's split of the pool)
        if m.agreement is not None and p != m.dealer and below_five(m, p):
            legal = [EXCHANGE]  # the obligation to exchange below V during an agreement
        waiting = {p: legal}
        if m.may_declare and m.cuckoo_held:
            for q in declarers(m):
                waiting.setdefault(q, []).append(DECLARE)
        if m.proposals_open:
            for q in m.order:
                waiting.setdefault(q, []).append(PROPOSE)
        m.waiting = waiting
        return True
    reveal.end_exchanges(m)
    return False


def below_five(m: CucuMatch, p: str) -> bool:
    return m.hands[p].card < 5


def auto_show(m: CucuMatch) -> bool:
    """BGA: the Cucco shown before the turn of the player two places before its dealt holder."""
    k = m.pos % len(m.order)
    if m.pos >= len(m.order):
        return False
    for h, p in enumerate(m.order):
        held = m.hands.get(p)
        if held is None or held.card != CUCKOO or held.first != p or not m.in_deal(p):
            continue
        if h == 0:
            due = len(m.order) == 2 and k == 0
        else:
            due = k == max(h - 2, 0)
        if due:
            m.emit("cuckoo_shown", player=p, automatic=True)
            m.show(p)
            m.declared = True
            m.phase = "reveal"
            return True
    return False


def decide(m: CucuMatch, p: str, action: Action) -> None:
    # the words suffice: check() lets an argument through only on propose (and offer, reenter)
    word = action.word
    if word == "declare":
        declare(m, p)
        return
    if word == "propose":
        m.proposal = (p, int(action.arg))
        m.emit("proposal", player=p, share=int(action.arg))
        return
    m.proposals_open = False
    if p != m.turns[m.pos]:  # pragma: no cover - guarded by legal actions
        raise AssertionError("decision out of turn")
    m.pos += 1
    if word == "keep":
        m.player_emit("keep", p)
        return
    m.player_emit("exchange", p)
    m.family.exchange(m, p)  # a request to the next player, the dealer's own exchange, Le Her's


def declare(m: CucuMatch, p: str) -> None:
    m.emit("cuckoo_declared", player=p)
    m.show(p)
    m.declared = True
    if m.opts.anti_cuckoo:
        m.lose(p, "anti-cuckoo: declared the Cuckoo")
    m.phase = "reveal"


def next_target(m: CucuMatch, after: str) -> str | None:
    """The next player in the deal after ``after`` (None past the dealer)."""
    i = m.order.index(after)
    for q in m.order[i + 1 :]:
        if q in m.lost or q in m.dead:
            continue
        return q
    return None


def request(m: CucuMatch, r: str) -> None:
    """``r`` asks the next player for an exchange; the card asked for acts by its power (``m.powers``)."""
    t = next_target(m, r)
    powers = m.powers
    while True:
        if t is None:
            specials.deck_for(m, r)
            m.family.after_request(m, m.order.index(m.dealer))
            return
        if m.interleaved and t not in m.hands:
            m.deal_to(t)
        card = m.hands[t].card
        key = ("asked", r, t)
        if not m.repeat(key):
            m.recurring[key] = m.emit("asked", player=r, target=t)
        power = powers.get(card)
        if power is not None and power.power == PASS_ON:
            if power.event == "matador":  # Gnav's Horse and House: the card and its call
                gnav.told(m, power, t, r, card)
            else:
                m.show(t)
                m.emit(power.event, player=t, requester=r)  # the Horse, or the House that passes
            if m.family.jumps and t != m.dealer:
                m.jumped.add(t)  # jumped over: no decision of its own (the dealer still decides)
            if t == m.dealer:
                m.family.horse_at_dealer(m, r)
                return
            t = next_target(m, t)
            continue
        break
    ti = m.order.index(t)
    what = "" if power is None else power.power
    if what == ASKER_PAYS and power is not None and power.event == "matador":  # Gnav's Dragoon and Cat
        gnav.told(m, power, t, r, card)
        m.lose(r, "asked the Dragoon" if card == gnav_cards.DRAGOON else "asked the Cat")
    elif what == ASKER_PAYS:
        m.show(t)
        m.emit("hunter", player=t, requester=r)
        m.lose(r, "asked the Hunter")
    elif what == HALT and power is not None:  # Gnav's Cuckoo: the exchanges end at once
        gnav.halt(m, r, t, power, card)
        return
    elif what in (OWNER_PAYS, UNDO, REVERSE):
        m.show(t)
        m.emit("cat", player=t, requester=r)
        specials.cat(m, r)
    elif what == REFUSE and power is not None:
        m.show(t)
        if power.event == "king":  # a French card: which one is shown
            m.emit("king", player=t, requester=r, card=m.card_str(card))
        else:
            m.emit(power.event, player=t, requester=r)
        if power.ends_turn:
            m.jumped.add(t)  # "considered to have completed their play"
    elif what == BARGAIN:
        inn.stop(m, r, t)
        return
    else:
        exchange_cards(m, r, t)
    m.family.after_request(m, ti)


def exchange_cards(m: CucuMatch, r: str, t: str) -> None:
    fr, ft = m.hands[r].card, m.hands[t].card
    m.swap(r, t)
    powers = m.powers
    if powers:  # the Clown: whoever receives it loses
        if power_of(powers, ft) == RECEIVER_PAYS:
            m.lose(r, "received the Clown")
        if power_of(powers, fr) == RECEIVER_PAYS:
            m.lose(t, "received the Clown")


def pack_exchange(m: CucuMatch, r: str, far_end: bool) -> None:
    """Pagat: ``r``'s card is set aside for one from the pack, without arrest (the dealer's own
    exchange takes the next card; Campli's Horse at the dealer sends the top card)."""
    card = m.draw_far_end() if far_end else m.draw()
    if card is None:
        return
    m.aside.append(m.hands[r].card)
    m.give(r, Held(card, r))
    m.emit("pack_exchange", player=r, end="top" if far_end else "deal")
