"""The lives family (Ranter-Go-Round, Coucou): the French pack, lives paid into a pot, the last survivor.

* **the deal** (``Lives.deal_cards``): one card to each player in the order of play; Coucou's dealer
  (``dealer_three``) takes three, keeps the highest and puts the other two under the talon;
* **an exchange** (``Lives.exchange``): a request to the next player, where a card with the ``refuse``
  power (the King) refuses it (:mod:`~taverna.games.cucu.powers`, ``exchanges.request``); the dealer's
  exchange with the stock, or (Coucou) the last player's with the talon (``draw``): a King drawn is shown
  and refused (``dealer_king``);
* **settle** (``settle``): the lowest card (:func:`losers`, by ``ace`` and ``ties``) pays a life into the pot;
  a player without lives is out;
* **end** (``Lives.end_of``): the last player with lives takes the pot.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from taverna.cards import french
from taverna.core.match import Json
from taverna.games.cucu import deal, exchanges, gnav
from taverna.games.cucu.family import Family
from taverna.games.cucu.hands import Held
from taverna.games.cucu.powers import REFUSE, power_of

if TYPE_CHECKING:
    from taverna.games.cucu.engine import CucuMatch
    from taverna.games.cucu.options import CucuOptions


def rank(opts: CucuOptions, card: int) -> int:
    """A card's rank for the comparison: 1 (the Ace) .. 13 (the King), or the Ace 14 when aces are high; a Gnav
    card is its own rank (-3, the Fool .. 17, the Cuckoo)."""
    if opts.pack == "gnav":
        return card
    r = french.rank_of(card)
    return 14 if r == french.ACE and opts.ace == "high" else r


def losers(cards: list[tuple[str, int]], ties: str, all_equal_safe: bool = False) -> list[str]:
    """Who loses a life among ``cards`` (``(player, rank)`` in the order the cards are turned up: the
    dealer's next player first, the dealer last): the holders of the lowest rank (``all``), only the last
    of them turned up (``last``), or, pairing up (``pair``), the lowest rank held by one player alone
    (ranks held twice or more are pairs, and safe; nobody loses when every card is paired).  With
    ``all_equal_safe`` (Coucou), nobody loses when every card is of one rank."""
    if not cards:
        return []
    ranks = [r for _, r in cards]
    if all_equal_safe and len(cards) > 1 and len(set(ranks)) == 1:
        return []
    if ties == "pair":
        single = [r for r in set(ranks) if ranks.count(r) == 1]
        if not single:
            return []
        low = min(single)
        return [p for p, r in cards if r == low]
    low = min(ranks)
    tied = [p for p, r in cards if r == low]
    return tied[-1:] if ties == "last" else tied


def draw(m: CucuMatch, p: str, source: str) -> None:
    """``p`` exchanges with the top card of the stock (the dealer) or of the talon (Coucou's last player):
    a card with the ``refuse`` power drawn is shown and ``p`` keeps their card (``dealer_king``); any other
    card is taken, ``p``'s own laid aside unseen."""
    card = m.draw()
    if card is None:  # pragma: no cover - the pack holds more cards than a deal uses
        m.emit("deck_empty", player=p)
        return
    if m.opts.dealer_king and power_of(m.powers, card) == REFUSE:
        m.aside.append(card)
        m.emit("deck_draw", player=p, card=m.card_str(card), effect="king: no exchange", source=source)
        return
    m.aside.append(m.hands[p].card)
    m.give(p, Held(card, p))
    m.emit("deck_exchange", player=p, source=source)


def settle(m: CucuMatch, cards: list[tuple[str, int]]) -> None:
    """The lowest card pays a life into the pot; a player left without lives is out.  When the deal would
    put every player still in out at once, ``final_tie``: they keep their last life (``keep``), or all go
    out and share the pot (``split``)."""
    o = m.opts
    lost: list[str] | None = [] if len(cards) < 2 else None  # (Gnav: the others went out during the deal)
    if lost is None and o.pack == "gnav":
        lost = gnav.losers(m, cards)
    if lost is None:
        lost = losers([(p, rank(o, c)) for p, c in cards], o.ties, o.all_equal_safe)
    alive = m.alive()
    wiped = bool(lost) and all(p in lost and m.count[p] <= 1 for p in alive)
    if wiped and o.final_tie == "keep":
        m.emit("result", losers=[], kept=[p for p in m.players if p in lost])
        m.phase = "settled"
        return
    m.deal_losers = [p for p in m.players if p in lost]
    m.emit("result", losers=list(m.deal_losers))
    for p in m.deal_losers:
        m.count[p] -= 1
        m.pool += 1
        m.emit("life_lost", player=p, chips=m.count[p])
    for p in m.order:
        if m.count[p] <= 0 and p not in m.out:
            m.out.add(p)
            m.emit("eliminated", player=p)
    if wiped:  # split: everyone still in went out together
        m.deal_extra["split"] = list(m.deal_losers)
    m.phase = "settled"


@dataclass(frozen=True)
class Lives(Family):
    """(No card makes the asker pay and none passes a request on: neither ``lose`` nor ``horse_at_dealer``
    is ever asked; no sets.)  Each life is a chip (W2: "the same number of chips or counters")."""

    name = "lives"
    counter = "chips"
    fresh_pack = True

    def start(self, m: CucuMatch) -> None:
        for p in m.players:
            m.count[p] = m.opts.lives
        m.emit("match_start", players=list(m.players), chips=m.opts.lives)
        deal.begin_deal(m)

    def deal_cards(self, m: CucuMatch, order: list[str]) -> None:
        m.deck = m.shuffler.shuffle(m.pack)
        if not m.opts.dealer_three:
            for p in order:
                m.deal_to(p)
            if m.opts.pack == "gnav":
                gnav.knock(m, order)  # a Fool dealt is knocked on the table
            return
        # Coucou: "one card to each opponent and three as the dealer's hand"
        dealer = m.dealer
        for p in order[:-1]:
            m.deal_to(p)
        three = []
        for _ in range(3):
            m.deal_to(dealer)
            three.append(m.hands[dealer].card)
        # "the dealer keeps the highest and puts the other two, face down, underneath the remainder of the
        # deck" (of equal highest ranks, the last dealt is kept: suits do not matter)
        best = max(range(3), key=lambda i: (rank(m.opts, three[i]), i))
        kept = three[best]
        m.deck.extend(c for i, c in enumerate(three) if i != best)
        m.give(dealer, Held(kept, dealer))
        m.emit("talon_under", player=dealer, cards=2)
        m.turns = order[:-1]  # the dealer does not exchange

    def exchange(self, m: CucuMatch, p: str) -> None:
        o = m.opts
        if p == m.dealer:
            (gnav.draw if o.pack == "gnav" else draw)(m, p, "stock")
        elif o.dealer_three and exchanges.next_target(m, p) == m.dealer:
            draw(m, p, "talon")  # the last player: "the top of the talon ... but not the dealer"
        else:
            exchanges.request(m, p)

    def lose(self, m: CucuMatch, p: str, reason: str, tokens: int) -> None:
        """(Gnav: the Dragoon and the Cat make the asker pay a token to the pool.)"""
        gnav.fine(m, p, reason)

    def horse_at_dealer(self, m: CucuMatch, r: str) -> None:
        """(Gnav: a request passed on by a Horse or House to a dealer who holds one too.)"""
        gnav.at_dealer(m, r)

    def settle(self, m: CucuMatch, cards: list[tuple[str, int]]) -> None:
        settle(m, cards)

    def end_of(self, m: CucuMatch) -> str | None:
        alive = m.alive()
        if len(alive) == 1:
            w = alive[0]
            m.payouts = {w: m.pool}
            m.emit("pool_paid", winner=w, payouts={w: m.pool})
            m.pool = 0
            m.winner = w
            return "game"
        if not alive:  # final_tie=split: the last players went out together
            split = [p for p in m.players if p in m.deal_losers]
            share = m.pool / len(split) if split else 0
            m.payouts = {p: int(share) if float(share).is_integer() else round(share, 4) for p in split}
            m.emit("pool_paid", winner=split, payouts=dict(m.payouts))
            m.pool = 0
            m.winner = split[0] if len(split) == 1 else split
            return "game"
        return None

    def summary_extra(self, m: CucuMatch, d: dict[str, Json]) -> None:
        if m.deal_extra:
            d.update(m.deal_extra)
