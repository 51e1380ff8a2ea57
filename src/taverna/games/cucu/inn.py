"""The Inn asked in a request: Campli's insurance question, Lu Stù's offers (with the Inn rule ``pass``
it sends the request on like the Horse, in :func:`taverna.games.cucu.exchanges.request`).

* **the stop** (``stop``): the request stops at the innkeeper; the guest keeps, insures or offers;
* **the answers** (``answer``): the innkeeper accepts or refuses; Lu Stù's guest may offer again up to
  ``inn_offers`` times, then drinks (insured);
* **done** (``done``): back to the exchanges.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from taverna.core.match import Action
from taverna.games.cucu.actions import ACCEPT, INSURE, KEEP, OFFER, REFUSE

if TYPE_CHECKING:
    from taverna.games.cucu.engine import CucuMatch


def stop(m: CucuMatch, r: str, t: str) -> None:
    m.emit("inn", player=t, requester=r)
    m.inn = {"guest": r, "host": t, "offers": 0, "offer": None}
    if m.opts.inn_rule == "insurance":
        m.inn["waiting"] = {r: [KEEP, INSURE]}
    else:
        m.inn["waiting"] = {r: [OFFER, KEEP]}
    m.phase = "inn-guest"


def answer(m: CucuMatch, p: str, action: Action) -> None:
    """The guest (keep, insure, offer) or the innkeeper (accept, refuse) answers."""
    guest, host = m.inn["guest"], m.inn["host"]
    ti = m.order.index(host)
    if p == guest:
        if action == KEEP:
            m.emit("inn_keep", player=guest)
            if m.opts.inn_rule == "offer":
                m.show(host)
                m.emit("drink", player=host, guest=guest)
                m.insured.append((guest, host))
            done(m, ti)
            return
        if action.word == "offer":
            m.inn["offers"] += 1
            m.inn["offer"] = action.arg
            m.emit("inn_offer", player=guest, offer=action.arg)
        else:
            m.emit("insure", player=guest)
        m.inn["waiting"] = {host: [ACCEPT, REFUSE]}
        m.phase = "inn-host"
        return
    # the innkeeper answers
    if m.opts.inn_rule == "insurance":
        if action == ACCEPT:
            m.emit("insurance_accepted", player=host, guest=guest)
            m.insured.append((guest, host))
        else:
            m.emit("insurance_refused", player=host, guest=guest)
            m.swap(guest, host)
        done(m, ti)
        return
    if action == ACCEPT:
        m.emit("offer_accepted", player=host, guest=guest, offer=m.inn["offer"])
        m.compensations.append({"from": guest, "to": host, "deal": m.deal_no, **m.inn["offer"]})
        m.show(host)
        m.swap(guest, host)
        m.hands[guest].inn_bought = True
        done(m, ti)
        return
    m.emit("offer_refused", player=host, guest=guest)
    if m.inn["offers"] >= m.opts.inn_offers:
        m.show(host)
        m.emit("drink", player=host, guest=guest)
        m.insured.append((guest, host))
        done(m, ti)
        return
    m.inn["waiting"] = {guest: [OFFER, KEEP]}
    m.phase = "inn-guest"


def done(m: CucuMatch, target_index: int) -> None:
    m.inn = {}
    m.phase = "exchanges"
    m.family.after_request(m, target_index)
