"""Cucù's begin phase: the pack, who deals next, and the deal itself.

* **the pack** (``make_pack``): the Cuckoo pack (one or two Cuckoos, one or two packs) or the French pack;
* **the next deal** (``next_deal``): the deal passes to the next dealer (BGA: the next starting player),
  or a new set begins (``Family.begin_set``);
* **a deal** (``begin_deal``): the order of play from the dealer's next player round to the dealer,
  the deal's state reset, ``deal_start``, then the cards (``Family.deal_cards``: all at once, or, in the
  interleaved Campli and Lu Stù deal, one card at a time as play reaches each player).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from taverna.cards import french, gnav
from taverna.cards.cuckoo import FOOL, cuckoo_pack
from taverna.cards.slabberjan import slabberjan_pack

if TYPE_CHECKING:
    from taverna.games.cucu.engine import CucuMatch
    from taverna.games.cucu.options import CucuOptions


def short_french_pack(o: CucuOptions, players: int) -> bool:
    """Whether the French pack is Coucou's 32 cards (2s to 6s out) at a table of ``players``: always (``32``), never
    (``52``), or with six players or fewer (``auto``)."""
    return o.pack_size == "32" or (o.pack_size == "auto" and players <= 6)


def make_pack(m: CucuMatch) -> list[int]:
    o = m.opts
    if o.pack == "slabberjan":
        return slabberjan_pack()  # "Het spel bestaat uit 42 dopjes"
    if o.pack == "gnav":
        return gnav.gnav_pack()
    if o.pack == "french":
        short = short_french_pack(o, len(m.players))
        # Coucou's 32 cards: "a smaller 32-card deck (with 2s through 6s absent) if fewer than seven are playing"
        return (
            [c for c in french.PACK if french.rank_of(c) == french.ACE or french.rank_of(c) >= 7]
            if short
            else french.french_pack()
        )
    copies = 4 if o.double_pack else 2
    cuckoos = o.cuckoos or (copies if o.double_pack else 2)
    if not o.double_pack and not o.cuckoos and m.family.fewer_cuckoos and len(m.players) >= o.one_cuckoo_from:
        cuckoos = 1
    if o.void and cuckoos < 2:
        cuckoos = 2  # "2 Cuckoo cards must always be used"
    pack = cuckoo_pack(cuckoos, copies)
    if o.remove_matto:
        pack.remove(FOOL)
    return pack


def next_deal(m: CucuMatch) -> None:
    if m.next_set is not None:
        leader, as_dealer = m.next_set
        m.next_set = None
        m.family.begin_set(m, leader, as_dealer)
        return
    alive = m.alive()
    if m.opts.rotation == "starter" and m.starter is not None:
        new_start = m.after(m.starter, alive)
        m.dealer = m.before(new_start, alive)
    else:
        m.dealer = m.after(m.dealer, alive)
    begin_deal(m)


def begin_deal(m: CucuMatch) -> None:
    o = m.opts
    family = m.family
    m.deal_no += 1
    alive = m.alive()
    if m.dealer not in alive:
        m.dealer = m.after(m.dealer, alive)
    if m.dealer in alive:  # the players in, from the dealer's next one round to the dealer
        i = alive.index(m.dealer) + 1
        order = alive[i:] + alive[:i]
        first = order[0]
    else:  # nobody in (cannot happen: a deal starts with players in)
        first = m.after(m.dealer, alive)
        order = [first]
        while order[-1] != m.dealer:
            order.append(m.after(order[-1], alive))
    m.order = order
    if not family.fresh_pack:  # the last deal's cards go to the discard pile (the pagat deal reshuffles them all)
        m.discards.extend([h.card for h in m.hands.values()] + m.aside)
    m.hands, m.aside, m.lost, m.dead = {}, [], [], set()
    m.cuckoo_held = False
    m.token_loss, m.jumped, m.insured, m.inn = {}, set(), [], {}
    m.declared, m.confessions, m.seen_log, m.revealed = False, {}, [], {}
    m.deal_losers, m.deal_extra, m.payouts = [], {}, {}
    m.turns = order * (2 if o.double else 1)
    m.pos = 0
    where = family.deal_start_data(m, first)  # the cambio family's set and round
    # (the event holds the deal's order itself: neither it nor the match changes it)
    m.emit("deal_start", None, deal=m.deal_no, dealer=m.dealer, order=order, **where)
    family.deal_cards(m, order)
    m.phase = "exchanges"
