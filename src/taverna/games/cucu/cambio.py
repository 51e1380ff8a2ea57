"""The cambio family (the rulebook's Cambio with its expansions, BGA): chips, sets and rounds.

* **a set** (``begin_set``): everyone antes into the box and the whole pack is shuffled; deals
  (rounds) follow, the discards carried over, until one player is left in the set (or none);
* **loss** (``lose``): a player who loses during the exchanges is out of the deal;
* **settle** (``settle``): who loses at the reveal (:func:`taverna.games.cucu.result.cambio`, with
  the reveal rule of the expansions and the Reincarnation's confessions), then children's time
  (losers pay the round number; Child time: 1, 2, 3, then out) or adults' time (losers are out),
  and the last draw's play-off;
* **end of a set** (``Cambio.end_of``): the survivor takes the box, or it is carried over.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from taverna.core.match import Json
from taverna.games.cucu import deal, end, exchanges, specials
from taverna.games.cucu import result as compare
from taverna.games.cucu.family import Family

if TYPE_CHECKING:
    from taverna.games.cucu.engine import CucuMatch


def begin_set(m: CucuMatch, leader: str, as_dealer: bool) -> None:
    """Cambio/BGA: a new set (BGA: round): antes, the whole pack shuffled."""
    o = m.opts
    if o.max_sets and m.set_no >= o.max_sets:
        end.end_game(m, "the agreed number of sets has been played")
        return
    payers = [p for p in m.players if p not in m.excused]
    ante = 2 if o.child_time else o.ante
    count = m.count
    broke = [p for p in m.players if count[p] == 0 or (p in payers and count[p] < ante)]
    if broke:
        end.end_game(m, f"{', '.join(broke)} cannot pay the ante")
        return
    m.set_no += 1
    m.round_no = 0
    m.out = set()
    m.defeats = {p: 0 for p in m.players}
    for p in payers:
        pay(m, p, ante)
    m.emit("set_start", set=m.set_no, ante=ante, excused=sorted(m.excused), box=m.pool)
    m.excused = set()
    m.discards, m.hands, m.aside = [], {}, []
    m.deck = m.shuffler.shuffle(m.pack)
    m.dealer = leader if as_dealer else m.before(leader, m.alive())
    deal.begin_deal(m)


def pay(m: CucuMatch, p: str, amount: int) -> int:
    count = m.count
    have = count[p]
    paid = amount if amount < have else have  # (min, without its call)
    count[p] = left = have - paid
    m.pool += paid
    if left == 0 and p not in m.ran_out:
        m.ran_out[p] = len(m.log)
    return paid


def settle(m: CucuMatch, cards: list[tuple[str, int]]) -> None:
    o = m.opts
    hands = m.hands
    deck_fools = frozenset([p for p, _ in cards if hands[p].from_deck])
    # a single card left after the exchanges is compared with nothing: "when only one player
    # survives, the set ends" - the survivor does not lose to themselves
    shown = compare.cambio(cards, deck_fools=deck_fools, rule=m.reveal_rule, void=o.void) if len(cards) > 1 else []
    if m.confessions:
        confessed = {p for p, c in m.confessions.items() if c}
        shown = [p for p, _ in cards if (p in shown) != (p in confessed)]
        m.emit("confessions", defeat=sorted(confessed))
    losers = list(m.lost) + [p for p in shown if p not in m.lost]
    m.emit("result", losers=[p for p in m.players if p in losers])
    adults = not o.child_time and m.round_no > o.children_rounds
    in_set = m.alive()  # (a new list)
    playoff = False
    if adults and o.last_draw == "playoff" and shown and set(in_set) <= set(losers):
        # the last draw, rule 2: the players tied at the reveal play on
        playoff = True
        m.emit("playoff", players=list(shown))
    for p in m.players:
        if p not in losers or (playoff and p in shown):
            continue  # the play-off: the tied players lose nothing and play on
        m.deal_losers.append(p)
        if o.child_time:
            m.defeats[p] += 1
            if m.defeats[p] >= 4:
                out_of_set(m, p, "fourth defeat")
            else:
                pay_or_out(m, p, m.defeats[p])
        elif adults:
            out_of_set(m, p, "adults' time")
        else:
            pay_or_out(m, p, m.round_no)
    # the players "eliminated at the same time at the end": those put out by the reveal, else by the exchanges
    m.last_set_losers = [p for p in m.players if p in (shown or m.lost) and p in in_set]
    m.phase = "settled"


def pay_or_out(m: CucuMatch, p: str, amount: int) -> None:
    if m.count[p] >= amount:
        pay(m, p, amount)
        m.emit("paid", player=p, chips=amount, left=m.count[p])
        return
    paid = pay(m, p, amount) if m.opts.short_payment == "all" else 0
    m.emit("paid", player=p, chips=paid, left=m.count[p], short=True)
    out_of_set(m, p, "cannot pay")


def out_of_set(m: CucuMatch, p: str, why: str) -> None:
    if p not in m.out:
        m.out.add(p)
        m.emit("out_of_set", player=p, reason=why)


def lose(m: CucuMatch, p: str, reason: str) -> None:
    """``p`` is out of the deal (a second loss in the same deal is only told)."""
    if p not in m.lost:
        m.lost.append(p)
        m.emit("lost", player=p, reason=reason)
    elif reason:
        m.emit("lost_again", player=p, reason=reason)


@dataclass(frozen=True)
class Cambio(Family):
    name = "cambio"
    counter = "chips"
    fresh_pack = False  # the last deal's cards go to the discard pile (the pagat deal reshuffles them all)
    refills_deck = True
    fewer_cuckoos = True

    def start(self, m: CucuMatch) -> None:
        for p in m.players:
            m.count[p] = m.opts.chips
        m.emit("match_start", players=list(m.players), chips=m.opts.chips)
        begin_set(m, m.first_dealer, as_dealer=True)

    def begin_set(self, m: CucuMatch, leader: str, as_dealer: bool) -> None:
        begin_set(m, leader, as_dealer)

    def deal_start_data(self, m: CucuMatch, first: str) -> dict[str, Json]:
        m.round_no += 1
        if m.opts.rotation == "starter":
            m.starter = first
        return {"set": m.set_no, "round": m.round_no}

    def deal_cards(self, m: CucuMatch, order: list[str]) -> None:
        if m.opts.reshuffle == "deal" and len(m.deck) < len(order):
            m.deck.extend(m.shuffler.shuffle(m.discards))
            m.discards = []
            m.emit("reshuffle", cards=len(m.deck))
        for p in order:
            m.deal_to(p)

    def exchange(self, m: CucuMatch, p: str) -> None:
        if p == m.dealer:
            specials.deck_for(m, p)
        else:
            exchanges.request(m, p)

    def horse_at_dealer(self, m: CucuMatch, r: str) -> None:
        specials.deck_for(m, r)

    def lose(self, m: CucuMatch, p: str, reason: str, tokens: int) -> None:
        lose(m, p, reason)

    def settle(self, m: CucuMatch, cards: list[tuple[str, int]]) -> None:
        settle(m, cards)

    def end_of(self, m: CucuMatch) -> str | None:
        if m.alive_count() > 1:
            return None
        alive = m.alive()
        if alive:
            w = alive[0]
            won = m.pool
            m.count[w] += won
            m.pool = 0
            m.emit("set_won", player=w, chips=won)
            m.payouts = {w: won}
            m.excused = set()
        else:
            m.emit("set_void", box=m.pool)
            # the rulebook's FAQ exempts the last losers from the next ante; BGA does not
            excused = m.opts.drawn_set_ante == "excused"
            m.excused = set(m.last_set_losers) if excused else set()
        return "set"

    def summary_extra(self, m: CucuMatch, d: dict[str, Json]) -> None:
        d["set"] = m.set_no
        d["round"] = m.round_no

    def view_extra(self, m: CucuMatch, v: dict[str, Json]) -> None:
        # cards go face up on the discard pile: everyone may count them
        v["discards"] = [m.card_str(c) for c in m.discards]
        v["deck_size"] = len(m.deck)
        v["set"] = m.set_no
        v["round"] = m.round_no
        v["time"] = "adults" if m.round_no > m.opts.children_rounds and not m.opts.child_time else "children"
