"""The pagat family (Campli, Lu Stù): tokens, a pool, re-entries and the last two's agreement.

* **loss** (``lose``): a token lost during the exchanges; the last one kills the card (Campli) or puts
  the player out at once (Lu Stù, ``eliminate_now``);
* **settle** (``settle``): the comparison of the cards (:mod:`taverna.games.cucu.result`), the Inn's
  insurance, the eliminations at the end of the deal;
* **re-entry** (``reentry_possible``, ``reentry_cost``, ``reentry_decision``, ``free_reentry``): an
  eliminated player may buy back in while a virgin remains, alone or with a syndicate;
* **agreement** (``answer_proposal``): the last two may split the pool;
* **the pool** (``pay_pool``): the winner takes it, shared with a syndicate or by the agreement.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from taverna.core.match import Action, Json
from taverna.games.cucu import deal, exchanges
from taverna.games.cucu import result as compare
from taverna.games.cucu.actions import ACCEPT
from taverna.games.cucu.family import Family

if TYPE_CHECKING:
    from taverna.games.cucu.engine import CucuMatch


def fmt(x: Fraction) -> Json:
    return int(x) if x.denominator == 1 else round(float(x), 4)


def rounded(shares: dict[str, Fraction], total: Fraction) -> dict[str, Json]:
    """Shares to 4 decimals that still add up to ``total`` (the largest share takes the rounding)."""
    out = {k: Fraction(round(v * 10000), 10000) for k, v in shares.items()}
    if out:
        biggest = max(out, key=lambda k: out[k])
        out[biggest] += total - sum(out.values())
    return {k: fmt(v) for k, v in out.items()}


def eliminate_now(m: CucuMatch, p: str) -> None:
    """Lu Stù: the last token lost to a Hunter or Cat puts the player out at once."""
    m.dead.add(p)  # the card is set aside: it stays in the hand, out of the comparison
    m.out.add(p)
    m.emit("eliminated", player=p, immediate=True)
    if reentry_possible(m):
        m.reentry_queue.append(p)


def settle(m: CucuMatch, cards: list[tuple[str, int]], compare_cards: bool = True) -> None:
    # tokens gained and lost, kept apart: a player may do both in one deal (Lu Stù's two Matti
    # between the last two) and is then a loser of the deal though the count ends unchanged
    gains: dict[str, int] = {}
    losses: dict[str, int] = {}
    if not compare_cards:
        pass
    elif m.opts.fool_rule == "campli":
        losses = {p: -d for p, d in compare.campli(cards).items()}
    else:
        gains, losses = compare.lu_stu_moves(cards)
    # the Inn: "if the player ... has a nulla and it loses, the innkeeper has to pay a token"
    for guest, host in m.insured:
        if losses.get(guest, 0) > 0 and m.hands[guest].card == 0 and guest not in m.dead:
            losses[guest] -= 1
            m.emit("innkeeper_pays", player=host, guest=guest)
            if host in m.out:
                continue
            losses[host] = losses.get(host, 0) + 1
    for p in m.order:
        g = gains.get(p, 0)
        if g > 0:
            m.count[p] += g
            m.virgins.discard(p)
            m.emit("token_gained", player=p, tokens=m.count[p])
        for _ in range(losses.get(p, 0)):
            if m.count[p] > 0:
                lose(m, p, "the lowest card")
    m.emit("result", losers=[p for p in m.players if p in m.deal_losers])
    # eliminations at the end of the deal (Campli), nearest the dealer's right first
    newly = [p for p in m.order if m.count[p] <= 0 and p not in m.out]
    for p in newly:
        m.out.add(p)
        m.emit("eliminated", player=p)
    if not m.alive_count():
        free_reentry(m)
    else:
        for p in newly:
            if m.opts.reentry_doubling == "elimination":
                m.eliminations += 1
            if reentry_possible(m):
                m.reentry_queue.append(p)
    m.phase = "settled"


def reentry_possible(m: CucuMatch) -> bool:
    return m.opts.reentry and any(v not in m.out for v in m.virgins)


def reentry_cost(m: CucuMatch, p: str) -> int:
    if m.opts.reentry_doubling == "elimination":
        # the queue holds this deal's eliminated players; the cost counts every earlier elimination
        earlier = m.eliminations - len(m.reentry_queue)
        return int(m.opts.stake * 2**earlier)
    return int(m.opts.stake * 2**m.reentries)


def free_reentry(m: CucuMatch) -> None:
    """Everyone (the eliminated too) re-enters free with fresh tokens; nobody is a virgin."""
    for p in m.players:
        m.count[p] = m.opts.tokens
    m.out = set()
    m.virgins = set()
    m.reentry_queue = []
    m.emit("free_reentry", players=list(m.players), tokens=m.opts.tokens)


def reentry_decision(m: CucuMatch, p: str, action: Action) -> None:
    cost = reentry_cost(m, p)
    m.reentry_queue.pop(0)
    if action.word == "reenter":
        shares = action.arg if isinstance(action.arg, dict) else {p: cost}
        m.pool += cost
        for who, amount in shares.items():
            m.syndicates[p][who] = m.syndicates[p].get(who, 0) + int(amount)
        m.count[p] = m.opts.tokens
        m.out.discard(p)
        m.reentries += 1
        m.emit("reentered", player=p, cost=cost, shares=dict(shares))
    else:
        m.emit("declined", player=p, cost=cost)


def pay_pool(m: CucuMatch, w: str) -> None:
    """The pagat winner takes the pool: shared with a syndicate, or split by the last two's agreement."""
    pool = Fraction(m.pool)
    shares: dict[str, Fraction] = {}
    if m.agreement is not None:
        for p, part in m.agreement.items():
            shares[p] = pool * part
    else:
        shares[w] = pool
    final: dict[str, Fraction] = {}
    for seat, amount in shares.items():
        synd = m.syndicates.get(seat) or {}
        total = Fraction(sum(synd.values()))
        if total and any(k != seat for k in synd):
            for who, paid in synd.items():
                final[who] = final.get(who, Fraction(0)) + amount * paid / total
        else:
            final[seat] = final.get(seat, Fraction(0)) + amount
    # Lu Stù: "a share of the pool in the event that the exchanger goes on to win the game"
    for c in m.compensations:
        if "share" in c and c["from"] == w and w in final:
            cut = min(final[w], pool * Fraction(int(c["share"]), 100))
            final[w] -= cut
            final[c["to"]] = final.get(c["to"], Fraction(0)) + cut
    m.payouts = rounded(final, pool)
    m.pool = 0
    m.winner = w
    m.emit("pool_paid", winner=w, payouts=dict(m.payouts))


def answer_proposal(m: CucuMatch, p: str, action: Action) -> None:
    assert m.proposal is not None
    proposer, pct = m.proposal
    m.proposal = None
    m.proposals_open = False
    if action == ACCEPT:
        other = p
        m.agreement = {proposer: Fraction(pct, 100), other: Fraction(100 - pct, 100)}
        m.emit("agreement", shares={proposer: pct, other: 100 - pct})
    else:
        m.emit("agreement_refused", player=p)


def lose(m: CucuMatch, p: str, reason: str, tokens: int = 1) -> None:
    """``p`` loses a token now; the last one kills the card, or (Lu Stù) puts ``p`` out at once."""
    m.count[p] -= tokens
    m.virgins.discard(p)
    m.token_loss[p] = m.token_loss.get(p, 0) + tokens
    if p not in m.deal_losers:
        m.deal_losers.append(p)
    m.emit("token_lost", player=p, reason=reason, tokens=m.count[p])
    if m.count[p] <= 0 and m.phase != "reveal":  # at the comparison, settle() eliminates
        m.count[p] = 0
        if m.opts.immediate_elimination:
            eliminate_now(m, p)
        else:
            m.dead.add(p)
            m.emit("dead_card", player=p)


@dataclass(frozen=True)
class Pagat(Family):
    name = "pagat"
    counter = "tokens"
    fresh_pack = True
    jumps = True  # jumped over: no decision of its own (the dealer still decides)
    last_one_ends_deal = True  # Lu Stù: the last opponent went out at once

    def start(self, m: CucuMatch) -> None:
        for p in m.players:
            m.count[p] = m.opts.tokens
            m.pool += m.opts.stake
            m.syndicates[p] = {}
        m.virgins = set(m.players)
        m.emit("match_start", players=list(m.players), stake=m.opts.stake, pool=m.pool,
               tokens=m.opts.tokens)  # fmt: skip
        deal.begin_deal(m)

    def deal_cards(self, m: CucuMatch, order: list[str]) -> None:
        m.deck = m.shuffler.shuffle(m.pack)
        # the last two may agree a split "before the deal": until the first decision of the deal
        m.proposals_open = len(order) == 2 and m.agreement is None

    def exchange(self, m: CucuMatch, p: str) -> None:
        if p == m.dealer:
            exchanges.pack_exchange(m, p, far_end=False)
        else:
            exchanges.request(m, p)

    def horse_at_dealer(self, m: CucuMatch, r: str) -> None:
        exchanges.pack_exchange(m, r, far_end=True)
        self.after_request(m, m.order.index(m.dealer))

    def after_request(self, m: CucuMatch, target_index: int) -> None:
        """The player who received the card (or arrested the request) decides next."""
        nxt = m.order[target_index]
        m.pos = m.turns.index(nxt)

    def lose(self, m: CucuMatch, p: str, reason: str, tokens: int) -> None:
        lose(m, p, reason, tokens)

    def settle(self, m: CucuMatch, cards: list[tuple[str, int]]) -> None:
        settle(m, cards)

    def end_of(self, m: CucuMatch) -> str | None:
        if m.alive_count() != 1:
            return None
        pay_pool(m, m.alive()[0])
        return "game"

    def player_extra(self, m: CucuMatch, p: str, item: dict[str, Json]) -> None:
        item["virgin"] = p in m.virgins

    def view_extra(self, m: CucuMatch, v: dict[str, Json]) -> None:
        v["agreement"] = {k: fmt(x * 100) for k, x in m.agreement.items()} if m.agreement else None
