"""Le Her, the two-player ancestor: a stake per deal and only the king's privileges.

* **the receiver's exchange** (``switch``): with the dealer, unless the dealer shows a king;
* **the dealer's exchange** (``draw``): with the top of the pack; a king drawn is shown and stops it;
* **settle** (``settle``): the lower card pays the stake to the other (ties: the receiver loses);
* **end** (``LeHer.end_of``): after the agreed number of deals.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from taverna.cards import french
from taverna.core.match import Json
from taverna.games.cucu import deal
from taverna.games.cucu import result as compare
from taverna.games.cucu.family import Family
from taverna.games.cucu.hands import Held
from taverna.games.cucu.powers import REFUSE, power_of

if TYPE_CHECKING:
    from taverna.games.cucu.engine import CucuMatch


def switch(m: CucuMatch, r: str) -> None:
    """The receiver switches with the dealer, unless the dealer holds a king and shows it."""
    t = m.dealer
    if power_of(m.powers, m.hands[t].card) == REFUSE:  # the king (the rule set's list of powers)
        m.show(t)
        m.emit("king", player=t, requester=r)
        return
    m.swap(r, t)


def draw(m: CucuMatch, p: str) -> None:
    """The dealer exchanges with the top of the pack; a king drawn is shown and the dealer keeps their card."""
    card = m.draw()
    if card is None:  # pragma: no cover - 52 cards, three used at most
        return
    if power_of(m.powers, card) == REFUSE:
        m.aside.append(card)
        m.emit("deck_draw", player=p, card=m.card_str(card), effect="king: no exchange")
        return
    m.aside.append(m.hands[p].card)
    m.give(p, Held(card, p))
    m.emit("deck_exchange", player=p)


def settle(m: CucuMatch, cards: list[tuple[str, int]]) -> None:
    """The lower card loses (ties: the receiver, so the dealer wins them) and pays the stake to the winner."""
    (loser,) = compare.le_her([(p, french.rank_of(c)) for p, c in cards])
    winner = next(p for p, _ in cards if p != loser)
    stake = m.opts.stake
    m.count[loser] -= stake
    m.count[winner] += stake
    m.deal_losers = [loser]
    m.emit("result", losers=[loser])
    m.emit("paid", player=loser, chips=stake, winner=winner)
    m.payouts = {winner: stake}
    m.phase = "settled"


@dataclass(frozen=True)
class LeHer(Family):
    """(No requests, so neither ``horse_at_dealer`` nor ``lose`` is ever asked; no sets.)"""

    name = "le-her"
    counter = "score"
    fresh_pack = True

    def start(self, m: CucuMatch) -> None:
        for p in m.players:
            m.count[p] = 0
        m.emit("match_start", players=list(m.players), stake=m.opts.stake, deals=m.opts.deals)
        deal.begin_deal(m)

    def deal_cards(self, m: CucuMatch, order: list[str]) -> None:
        # "Pierre deals a card from the deck to Paul and then one to himself"
        m.deck = m.shuffler.shuffle(m.pack)
        for p in order:
            m.deal_to(p)

    def exchange(self, m: CucuMatch, p: str) -> None:
        if p == m.dealer:
            draw(m, p)
        else:
            switch(m, p)

    def settle(self, m: CucuMatch, cards: list[tuple[str, int]]) -> None:
        settle(m, cards)

    def end_of(self, m: CucuMatch) -> str | None:
        return "match" if m.deal_no >= m.opts.deals else None

    def view_extra(self, m: CucuMatch, v: dict[str, Json]) -> None:
        v["deals"] = m.opts.deals
