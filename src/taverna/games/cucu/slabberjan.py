"""Slabberjan (Zeeland): the lives family with the 42 wooden pieces, the four matadors and the bag.

The rules and their sources are in ``docs/rules/cucu.md`` (Slabberjan's section); every point the sources
dispute is a table option (:mod:`~taverna.games.cucu.options`: ``direction``, ``bird``, ``cat``, ``rider_fee``,
``inn_fee``, ``low_order``, ``stakes``, ``on_credit``).  What differs from Ranter-Go-Round's family
(:class:`~taverna.games.cucu.lives.Lives`):

* **a request** (:func:`ask`): the piece asked for acts by its power (:data:`~taverna.games.cucu.powers.POWERS`):
  the Inn passes the request on ("Herberg voorbij"), the Rider refuses ("Kap af"), the Bird refuses and, by
  default, ends the exchanges ("Sta voor den vogel": ``halt``), the Cat undoes every exchange of the deal
  ("Poesje krabt alles terug": ``undo-all``, :func:`undo_all`) or makes the asker pay (``cat=pay``); the
  asker refused by the Rider or the Bird pays a token into the pot (``rider_fee``), and the one the Inn passes
  on too if ``inn_fee``; any other piece must be exchanged ("Als men een genummerd dopje heeft is men
  verplicht te ruilen");
* **the dealer** holds the bag and may exchange with it: the piece put back is laid on the table, so it cannot
  be drawn again (:func:`bag_exchange`);
* **the stakes** (:func:`settle`, :func:`pay`): the lowest piece pays 1, or by Van der Baan's scale
  (``stakes=graded``); a player whose tokens are spent plays on "op sloffen" (``on_credit``) and is dead when
  they cannot pay a new debt; the last player alive takes the pot (``Lives.end_of``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from taverna.cards import slabberjan as pieces
from taverna.core.match import Json
from taverna.games.cucu import exchanges
from taverna.games.cucu.hands import Held
from taverna.games.cucu.lives import Lives, losers
from taverna.games.cucu.powers import ASKER_PAYS, PASS_ON, REFUSE, UNDO_ALL

if TYPE_CHECKING:
    from taverna.games.cucu.engine import CucuMatch

HALT = "halt"  # (powers.HALT: the holder asked refuses and the deal's exchanges end at once)
# Van der Baan (Zeeland 2003 p. 16): "bij Wittebrood ... twee cent, bij Pispot drie cent, bij Smoel vier cent en
# bij Jan Rit zelfs vijf cent"; any other lowest piece pays one
GRADED = {pieces.WHITE_BREAD: 2, pieces.POT: 3, pieces.FACE: 4, pieces.JAN_RIT: 5}


def stake(m: CucuMatch, card: int) -> int:
    """What the holder of the lowest piece ``card`` pays: 1, or Van der Baan's scale (``stakes=graded``)."""
    return GRADED.get(card, 1) if m.opts.stakes == "graded" else 1


def pay(m: CucuMatch, p: str, amount: int, why: str) -> None:
    """``p`` pays ``amount`` tokens into the pot.  A player who cannot pay a new debt in full pays what they have
    and is dead (out at the end of the deal: "Wie ... niet meer aan een nieuwe schuld kan voldoen, wordt dood
    verklaard"); one whose last token it was plays on "op sloffen" (on credit) if ``on_credit`` lets them
    (``all``; ``first``: only the first player to run out), else is out too."""
    dead = m.deal_extra.setdefault("dead", [])
    assert isinstance(dead, list)
    if p in dead:
        return  # (already declared dead this deal: nothing more to take)
    have = m.count[p]
    paid = min(have, amount)
    m.count[p] -= paid
    m.pool += paid
    if p not in m.deal_losers:
        m.deal_losers.append(p)  # (the deal's losers: every player who paid in it, as the record spec says)
    if paid:
        m.emit("token_paid", player=p, tokens=paid, left=m.count[p], why=why)
    if paid < amount:
        dead.append(p)
        m.emit("declared_dead", player=p)
    elif m.count[p] == 0:
        rule = m.opts.on_credit
        if rule == "all" or (rule == "first" and not m.ran_out):
            m.ran_out[p] = m.deal_no
            m.emit("on_credit", player=p)
        else:
            dead.append(p)
            m.emit("declared_dead", player=p)


def undo_all(m: CucuMatch) -> list[str]:
    """Every exchange of the deal is undone: each player gets back the piece they were dealt (the pieces the
    dealer laid aside stay aside: the dealer exchanges last).  Returns the players whose piece changed."""
    own = {h.first: h.card for h in m.hands.values()}
    moved = [p for p in m.order if p in m.hands and m.hands[p].first != p and p in own]
    m.emit("undone", players=moved)  # (before the pieces go back: a reader of the log follows them in order)
    for p in moved:
        m.give(p, Held(own[p], p))
    return moved


def ask(m: CucuMatch, r: str) -> None:
    """``r`` asks the next player for an exchange; the piece asked for acts by its power (``m.powers``)."""
    o = m.opts
    t = exchanges.next_target(m, r)
    while t is not None:
        m.emit("asked", player=r, target=t)
        power = m.powers.get(m.hands[t].card)
        if power is None or power.power != PASS_ON:
            break
        m.show(t)
        m.emit(power.event, player=t, requester=r, call=power.call, card=m.card_names[m.hands[t].card])
        if o.inn_fee:
            pay(m, r, 1, "inn")
        t = exchanges.next_target(m, t)
    if t is None:  # the Inn held by the dealer: nobody is left past the dealer (our reading: no exchange)
        m.emit("no_exchange", player=r)
        return
    if power is None:  # a number or a low picture: "verplicht te ruilen"
        exchanges.exchange_cards(m, r, t)
        return
    m.show(t)
    m.emit(power.event, player=t, requester=r, call=power.call, card=m.card_names[m.hands[t].card])
    what = power.power
    if (what in (REFUSE, HALT) and o.rider_fee) or what == ASKER_PAYS:
        pay(m, r, 1, power.event)
    elif what == UNDO_ALL:
        undo_all(m)
    if what == HALT:
        m.emit("exchanges_end", player=t)
        m.phase = "reveal"  # Van Wallenburg: "de ruil voorbij de Vogel stopt en er 'gebliekt' moet worden"


def bag_exchange(m: CucuMatch, p: str) -> None:
    """The dealer lays their piece on the table and draws a fresh one blind from the bag."""
    card = m.draw()
    if card is None:  # pragma: no cover - at most 41 players: the bag holds a piece
        m.emit("deck_empty", player=p)
        return
    m.aside.append(m.hands[p].card)
    m.give(p, Held(card, p))
    m.emit("deck_exchange", player=p, source="bag")


def settle(m: CucuMatch, cards: list[tuple[str, int]]) -> None:
    """The lowest piece pays into the pot (each of equal lowest pieces, by ``ties``); the players declared dead
    this deal are out.  A deal that would leave nobody alive (its stakes and the fees' debts together) forgives
    them (our reading, as Ranter-Go-Round's ``final_tie=keep``): everyone keeps playing."""
    o = m.opts
    lost = losers([(p, pieces.rank(c, o.low_order)) for p, c in cards], o.ties)
    held = dict(cards)
    dead = m.deal_extra.get("dead") or []
    assert isinstance(dead, list)
    doomed = _doomed(m, lost, held, dead)
    if not [p for p in m.alive() if p not in doomed]:
        m.emit("result", losers=[], kept=[p for p in m.players if p in doomed])
        m.deal_extra.pop("dead", None)  # (the fees paid this deal stay paid)
        m.phase = "settled"
        return
    lowest = [p for p in m.players if p in lost]
    m.emit("result", losers=lowest)
    for p in lowest:
        pay(m, p, stake(m, held[p]), "lowest")
    m.deal_losers = [p for p in m.players if p in m.deal_losers]
    dead = m.deal_extra.get("dead") or []
    assert isinstance(dead, list)
    for p in m.order:
        if p in dead and p not in m.out:
            m.out.add(p)
            m.emit("eliminated", player=p)
    m.phase = "settled"


def _doomed(m: CucuMatch, lost: list[str], held: dict[str, int], dead: list[str]) -> set[str]:
    """Who would be dead after the deal's stakes are paid as :func:`pay` pays them (in seat order): the players
    already declared dead, and each loser who cannot pay in full, or whose last token it is without credit."""
    doomed, ran_out, rule = set(dead), bool(m.ran_out), m.opts.on_credit
    for p in m.players:
        if p not in lost or p in doomed:
            continue
        owe, have = stake(m, held[p]), m.count[p]
        if have < owe:
            doomed.add(p)
        elif have == owe:
            if rule == "all" or (rule == "first" and not ran_out):
                ran_out = True
            else:
                doomed.add(p)
    return doomed


@dataclass(frozen=True)
class Slabberjan(Lives):
    """The hooks where Slabberjan parts from Ranter-Go-Round's lives family (each token is a chip: "Ieder
    speler neemt 3 centen")."""

    def deal_cards(self, m: CucuMatch, order: list[str]) -> None:
        # "De uitgever begint met zijn rechterbuur ... bedient zich zelf het laatst en doet den zak dicht"
        m.deck = m.shuffler.shuffle(m.pack)
        for p in order:
            m.deal_to(p)

    def exchange(self, m: CucuMatch, p: str) -> None:
        if p == m.dealer:
            bag_exchange(m, p)
        else:
            ask(m, p)

    def lose(self, m: CucuMatch, p: str, reason: str, tokens: int) -> None:
        pay(m, p, tokens, reason)

    def settle(self, m: CucuMatch, cards: list[tuple[str, int]]) -> None:
        settle(m, cards)

    def view_extra(self, m: CucuMatch, v: dict[str, Json]) -> None:
        v["direction"] = m.opts.direction
        v["on_credit"] = sorted(p for p in m.ran_out if p not in m.out)


def rule_of_thumb(view: dict[str, Any], keep: Any, exchange: Any) -> Any:
    """The ``normal`` bot's choice (it reads only its view): keep a matador, and a piece above a lower one already
    out of reach (shown by a player who has had their turn); do not ask a neighbour known to hold the Rider or
    the Bird (a token for nothing: ``rider_fee``); else keep from a threshold that falls as more players are in the
    deal, a little higher for the dealer, who draws blind from the bag."""
    from taverna.games.cucu.options import make_options

    o = make_options(str(view.get("rules")), dict(view.get("options") or {}))
    me = view.get("viewer")
    mine = pieces.rank(pieces.parse_card(view["card"]), o.low_order)
    if mine >= pieces.INN:
        return keep
    order = list(view.get("order", []))
    acted = order[: order.index(me)] if me in order else []
    known = {p: pieces.rank(pieces.parse_card(c), o.low_order) for p, c in (view.get("cards") or {}).items()}
    if any(p in acted and c < mine for p, c in known.items() if p != me):
        return keep
    after = order[order.index(me) + 1] if me in order and order.index(me) + 1 < len(order) else None
    if after is not None and known.get(after) in (pieces.RIDER, pieces.BIRD) and o.rider_fee:
        return keep
    place = mine - pieces.JAN_RIT  # 0: the lowest piece .. 16: the 12
    in_deal = sum(1 for p in view.get("players", []) if p.get("in_deal"))
    cut = 21 * (0.45 if in_deal <= 2 else 0.38 if in_deal <= 4 else 0.3 if in_deal <= 7 else 0.24)
    if me == view.get("dealer"):
        cut += 21 * 0.05
    return exchange if place < cut else keep
