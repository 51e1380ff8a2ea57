"""Gnav (Norway, Denmark): what its cards do on the lives family's engine (:mod:`~taverna.games.cucu.lives`).

The rule set is a preset (``options.GNAV``), the 42-card pack (:mod:`taverna.cards.gnav`) and its five
matadors listed in :data:`taverna.games.cucu.powers.POWERS`; the family's hooks call this module where a
Gnav card acts:

* **the deal** (``knock``): a player dealt a Fool knocks on the table (pagat: "If a player is dealt the
  Fool, they must knock"): everyone learns that that player holds a Fool;
* **a request** (``exchanges.request``): the Cuckoo (``halt``) stops the exchanges and the cards are turned
  up; the Dragoon and the Cat make the asker pay a token (``fine``, the ``asker-pays`` power); the Horse and
  the House pass the request on to the next player (``pass-on``), and at a dealer holding one too the asker
  exchanges with the stock or keeps their card (``at_dealer``, option ``pass_at_dealer``, our reading);
* **the dealer's turn** (``draw``): the top card of the stock; a Horse or House drawn is laid aside and the
  next card drawn (pagat); a Cuckoo, Dragoon or Cat drawn follows the option ``stock_matador`` (our
  reading);
* **the end of a deal** (``losers``): the lowest card pays a token to the pool (the Fool is the lowest);
  ``fool_end=campli`` makes a Fool pay together with the lowest other card (our reading, Campli's Matto).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from taverna.cards import gnav
from taverna.games.cucu.hands import Held
from taverna.games.cucu.powers import ASKER_PAYS, HALT, PASS_ON, Power, power_of

if TYPE_CHECKING:
    from taverna.games.cucu.engine import CucuMatch


def knock(m: CucuMatch, order: list[str]) -> None:
    """Each player dealt a Fool knocks: their card is known to everyone (until it changes hands unseen)."""
    for p in order:
        if m.hands[p].card == gnav.FOOL:
            m.show(p)
            m.emit("knock", player=p)


def told(m: CucuMatch, power: Power, holder: str, asker: str, card: int) -> None:
    """The matador's holder keeps it, shows it and says its call."""
    m.show(holder)
    m.emit(power.event, player=holder, requester=asker, card=m.card_str(card), call=power.call)


def halt(m: CucuMatch, asker: str, holder: str, power: Power, card: int) -> None:
    """The Cuckoo: "Når der er sagt 'Står for gøgen' stopper spillet og alle vender deres brikker" (1917); the
    asker keeps their card, "uden at straffes med en streg", unless ``cuckoo_fine`` (the Norwegian sheets)."""
    told(m, power, holder, asker, card)
    if m.opts.cuckoo_fine:
        fine(m, asker, "asked the Cuckoo")
    m.phase = "reveal"


def fine(m: CucuMatch, p: str, reason: str) -> None:
    """``p`` pays a token to the pool now; a player left without tokens drops out at once (pagat: "Players who
    have lost all their tokens drop out of the game"), their card out of the deal; when a single player is left
    in the game, the deal stops."""
    m.count[p] -= 1
    m.pool += 1
    m.emit("fined", player=p, reason=reason, chips=m.count[p])
    if m.count[p] <= 0 and p not in m.out:
        m.out.add(p)
        m.dead.add(p)
        m.emit("eliminated", player=p)
        if len(m.alive()) <= 1:
            m.phase = "reveal"


def at_dealer(m: CucuMatch, asker: str) -> None:
    """The request passed on reached a dealer holding a Horse or House too (the 1917 text is cut off at "og hvis
    svaret var uddelerens"): ``stock``, the asker exchanges with the stock (our reading, as Campli's Horse at
    the dealer sends the pack's top card); ``keep``, the asker keeps their card."""
    if m.opts.pass_at_dealer == "stock":
        draw(m, asker, "stock")
    else:
        m.emit("pass_kept", player=asker)


def draw(m: CucuMatch, p: str, source: str) -> None:
    """``p`` (the dealer) exchanges with the top card of the stock: "drawing another card if a Horse or House
    is drawn" (pagat, in Wikipedia's words); a Cuckoo, Dragoon or Cat drawn by ``stock_matador``: ``keep`` it is
    shown and ``p`` keeps their card; ``take``, ``p`` takes it; ``powers``, it answers as a neighbour's would
    (the Dragoon and the Cat fine ``p``, the Cuckoo refuses)."""
    o = m.opts
    while True:
        card = m.draw()
        if card is None:  # pragma: no cover - 42 cards and at most 20 players: the stock holds 22 or more
            m.emit("deck_empty", player=p)
            return
        power = power_of(m.powers, card)
        if power == PASS_ON:
            m.aside.append(card)
            m.emit("deck_draw", player=p, card=m.card_str(card), effect="draw again", source=source)
            continue
        if power in (HALT, ASKER_PAYS) and o.stock_matador != "take":
            m.aside.append(card)
            fined = o.stock_matador == "powers" and power == ASKER_PAYS
            m.emit("deck_draw", player=p, card=m.card_str(card),
                   effect="matador: fined" if fined else "matador: no exchange", source=source)  # fmt: skip
            if fined:
                fine(m, p, "drew a matador from the stock")
            return
        m.aside.append(m.hands[p].card)
        m.give(p, Held(card, p))
        m.emit("deck_exchange", player=p, source=source)
        return


def losers(m: CucuMatch, cards: list[tuple[str, int]]) -> list[str] | None:
    """``fool_end=campli``: the Fool's holders and the lowest other card lose; None: the usual comparison."""
    if m.opts.fool_end != "campli":
        return None
    fools = [p for p, c in cards if c == gnav.FOOL]
    if not fools:
        return None
    others = [c for _, c in cards if c != gnav.FOOL]
    low = min(others) if others else None
    return [p for p, c in cards if c == gnav.FOOL or c == low]
