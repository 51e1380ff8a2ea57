"""A rematch is an offer every seated person accepts or declines (issue 29, item 12; lichess's rematch).

When a match is over a seated person offers a rematch (``POST /api/tables/{code}/rematch {"token"}``); every
seat's page shows the offer, who accepted and who is still to answer; each seated person accepts (the same
request) or declines (``"accept": false``).  The rematch table (the same seats and tokens, a fresh secret seed) is
made when every seated person has accepted: bots accept, and so does a seat a stand-in bot plays for (its person
left during the match).  A decline, or a person who has to answer leaving the table (their last connection
closing, here or on another worker, and not opened again within ``Settings.rematch_grace`` seconds: a page
reloaded or switched to another language connects again at once), cancels it; a person may offer again
afterwards.

The offer is ``Table.rematch_offer``, stored with the table (``tables.rematch_offer``, migration 0006: it
survives a restart and a table taken over by another worker) and sent to the other workers with the owner's
news (``cluster.py``)::

    {"by": seat, "yes": [seats of the persons who accepted], "no": seat | null, "left": seat | null}

``TableInfo.rematch_offer`` (``shown``) tells the clients: who offered, the seats that accepted (persons, bots
and stand-ins), those still to answer, who declined or left, and whether it is still open.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any

from taverna.i18n.refusals import Said

from .db import Fenced
from .limits import said

if TYPE_CHECKING:
    from .tables import Table

log = logging.getLogger("taverna.server")
_tasks: set[asyncio.Task[None]] = set()  # (the stores and the delayed cancellations: a task is kept until it ends)


def is_open(t: Table) -> bool:
    """Whether ``t`` has an offer that is neither cancelled nor answered by its rematch table."""
    o = t.rematch_offer
    return o is not None and t.rematch is None and o.get("no") is None and o.get("left") is None


def persons(t: Table) -> list[int]:
    """The seats whose person must answer an offer: people playing their seat (a bot or a stand-in accepts)."""
    return [s.idx for s in t.seats if s.kind == "human" and not s.standin]


def waiting(t: Table) -> list[int]:
    """The persons who have not accepted ``t``'s open offer yet."""
    if not is_open(t):
        return []
    assert t.rematch_offer is not None
    yes = set(t.rematch_offer.get("yes") or [])
    return [i for i in persons(t) if i not in yes]


def shown(t: Table) -> dict[str, Any] | None:
    """``TableInfo.rematch_offer``: null, or the offer as every seat's page shows it."""
    o = t.rematch_offer
    if o is None:
        return None
    yes = set(o.get("yes") or [])
    by_person = set(persons(t))
    return {
        "by": o.get("by"), "open": is_open(t), "declined": o.get("no"), "left": o.get("left"),
        "accepted": [s.idx for s in t.seats if s.idx in yes or s.idx not in by_person],
        "waiting": waiting(t),
    }  # fmt: skip


def answer(t: Table, seat: int, accept: bool) -> Said | None:
    """Apply a seated person's answer to ``t.rematch_offer`` (in memory; the caller stores it): an acceptance opens
    an offer when none is open.  A refusal's reason (409) or None."""
    if not accept:
        if not is_open(t):
            return said("rematch-no-offer")
        assert t.rematch_offer is not None
        t.rematch_offer = {**t.rematch_offer, "no": seat}
        return None
    if not is_open(t):
        t.rematch_offer = {"by": seat, "yes": [seat], "no": None, "left": None}
        return None
    assert t.rematch_offer is not None
    yes = list(t.rematch_offer.get("yes") or [])
    if seat not in yes:
        yes.append(seat)
    t.rematch_offer = {**t.rematch_offer, "yes": yes}
    return None


def complete(t: Table) -> bool:
    """Every seated person accepted the open offer: the rematch table is to be made."""
    return is_open(t) and not waiting(t)


def person_left(t: Table, seat: int) -> None:
    """The last connection of ``seat``'s person closed (the table's owner, a worker of several or the one process):
    unless the person is back within ``rematch_grace`` seconds (a page reloaded, a language switch, which opens
    the connection again, a network hiccup), an open offer that person had to answer (or had accepted) is
    cancelled, stored and told to every seat."""
    if t.follower or not is_open(t) or seat not in persons(t):
        return
    grace = t.server.settings.rematch_grace
    if grace <= 0:
        _cancel(t, seat)
        return

    async def later() -> None:
        await asyncio.sleep(grace)
        if t.seats[seat].online == 0:
            _cancel(t, seat)

    _keep(later())


def _cancel(t: Table, seat: int) -> None:
    if t.follower or not is_open(t) or seat not in persons(t):
        return
    assert t.rematch_offer is not None
    t.rematch_offer = {**t.rematch_offer, "left": seat}
    offer = t.rematch_offer
    t.broadcast_state()

    async def store() -> None:
        try:
            await t.server.db(t.server.store.set_rematch_offer, t.id, offer, t.fence)
        except Fenced:
            t.server.coordinator.lost(t)
        except Exception:
            log.exception("table %s: could not store the cancelled rematch offer", t.code)

    _keep(store())


def _keep(work: Coroutine[Any, Any, None]) -> None:
    """Run ``work`` as a task kept until it ends."""
    task = asyncio.get_running_loop().create_task(work)
    _tasks.add(task)
    task.add_done_callback(_tasks.discard)


__all__ = ["answer", "complete", "is_open", "person_left", "persons", "shown", "waiting"]
