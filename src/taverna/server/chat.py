"""Chat between strangers: a seated player mutes another seat, and any seated player turns the chat off.

* **Mute** (``{"type": "mute", "seat": i, "muted": true|false}``): seat *i*'s chat no longer reaches the
  muting seat's connections (nor the history sent on connect).  Per muting seat, stored (``chat_mutes``),
  so it survives reconnecting and restarts; the muted player is not told.
* **Chat off** (``{"type": "chat_off", "off": true|false}``): the table's chat is off while *any* seated
  player has turned it off, so one player can silence strangers for everyone and nobody can turn it back
  on over them; ``off: false`` withdraws only the sender's own switch.  While it is off no chat is sent or
  stored and the history is not sent on connect.  Stored per seat (``chat_off``).
* Spectators can do neither (and cannot chat at all).

Every connection gets ``{"type": "chat_settings", "chat_on", "off_by_you", "muted": [seat, ...]}`` on
connect (before the chat history) unless they are the defaults (chat on, nobody muted), and whenever its
part changes; chat messages carry the author's
``seat`` so that the browser can put a mute button beside it.
"""

from __future__ import annotations

import datetime as dt
import json
import time
from typing import TYPE_CHECKING, Any

from sqlalchemy import delete, insert, select

from taverna.i18n.refusals import Refused

from .db import Store, chat_mutes_t, chat_off_t, chat_t, utc

if TYPE_CHECKING:
    from .tables import Conn, Table

SWITCH_EVERY = 1.0  # seconds between two switches of one seat (each is sent to every client of the table)


# ---------------------------------------------------------------------------- storage (run through server.db)
def store_mute(store: Store, table_id: int, muter: int, muted: int, on: bool) -> None:
    with store.begin() as conn:
        where = (chat_mutes_t.c.table_id == table_id, chat_mutes_t.c.muter == muter, chat_mutes_t.c.muted == muted)
        if not on:
            conn.execute(delete(chat_mutes_t).where(*where))
        elif conn.execute(select(chat_mutes_t.c.id).where(*where)).first() is None:
            conn.execute(insert(chat_mutes_t).values(table_id=table_id, muter=muter, muted=muted))


def store_chat_off(store: Store, table_id: int, idx: int, off: bool) -> None:
    with store.begin() as conn:
        where = (chat_off_t.c.table_id == table_id, chat_off_t.c.idx == idx)
        if not off:
            conn.execute(delete(chat_off_t).where(*where))
        elif conn.execute(select(chat_off_t.c.id).where(*where)).first() is None:
            conn.execute(insert(chat_off_t).values(table_id=table_id, idx=idx))


def store_chat(store: Store, table_id: int, sender: str, text: str, created: dt.datetime) -> list[int]:
    """Store a chat line unless the table's chat is off, checked in the same transaction (so that a switch
    turned through another worker counts): the seats that have it off (empty: stored)."""
    with store.begin() as conn:
        off = [r[0] for r in conn.execute(select(chat_off_t.c.idx).where(chat_off_t.c.table_id == table_id))]
        if not off:
            conn.execute(insert(chat_t).values(table_id=table_id, sender=sender, text=text, created=utc(created)))
        return off


def stored_settings(store: Store, table_id: int, seat: int) -> tuple[set[int], set[int]]:
    """The seats ``seat`` muted and the seats that turned the chat off, as stored."""
    with store.connect() as conn:
        muted = conn.execute(
            select(chat_mutes_t.c.muted).where(chat_mutes_t.c.table_id == table_id, chat_mutes_t.c.muter == seat)
        )
        off = conn.execute(select(chat_off_t.c.idx).where(chat_off_t.c.table_id == table_id))
        return {r[0] for r in muted}, {r[0] for r in off}


async def refresh(t: Table, seat: int) -> None:
    """Before a seat's connection is attached: its mutes and the chat switch as stored (with several workers,
    another worker may have changed them since this one loaded the table)."""
    muted, off = await t.server.db(stored_settings, t.server.store, t.id, seat)
    t.chat_muted[seat] = muted
    t.chat_off = off


# ---------------------------------------------------------------------------- what each connection sees
def chat_on(t: Table) -> bool:
    return not t.chat_off


def author_seat(t: Table, entry: dict[str, Any]) -> int | None:
    """The seat index of a chat entry's author (names are unique at a table)."""
    for s in t.seats:
        if s.name is not None and s.name == entry.get("from"):
            return s.idx
    return None


def hidden_from(t: Table, conn: Conn, entry: dict[str, Any]) -> bool:
    """Whether ``entry`` must not reach ``conn``: the chat is off, or its seat muted the author."""
    if t.chat_off:
        return True
    if conn.seat is None:
        return False
    return entry.get("seat", author_seat(t, entry)) in t.chat_muted.get(conn.seat, ())


def chat_message(t: Table, entry: dict[str, Any]) -> str:
    return json.dumps({"type": "chat", **entry, "seat": author_seat(t, entry)}, ensure_ascii=False)


def settings_message(t: Table, conn: Conn) -> str:
    mine = conn.seat
    return json.dumps({
        "type": "chat_settings", "chat_on": chat_on(t), "off_by_you": mine is not None and mine in t.chat_off,
        "muted": sorted(t.chat_muted.get(mine, ())) if mine is not None else [],
    })  # fmt: skip


def greet(t: Table, conn: Conn, *, always: bool = False) -> None:
    """On connect: the chat settings unless they are the defaults (chat on, nobody muted: a client assumes them
    at each new connection), then the history this connection may see."""
    if always or t.chat_off or (conn.seat is not None and t.chat_muted.get(conn.seat)):
        conn.put(settings_message(t, conn))
    for entry in t.chat[-t.server.settings.chat_history :]:
        if not hidden_from(t, conn, entry):
            conn.put(chat_message(t, entry))


def refused(t: Table, seat: int | None) -> Refused | None:
    """Why seat ``seat`` may not chat now (None: it may), said in any language (``errors.ftl``)."""
    if not t.chat_off:
        return None
    if seat is not None and seat in t.chat_off:
        return Refused("chat-off-by-you")
    return Refused("chat-off")


# ---------------------------------------------------------------------------- the two messages
def _seated(conn: Conn, key: str) -> int:
    if conn.seat is None:
        raise Refused(key)
    return conn.seat


async def mute(t: Table, conn: Conn, msg: dict[str, Any]) -> None:
    """``{"type": "mute", "seat": i, "muted": true|false}`` (``muted`` defaults to true)."""
    me = _seated(conn, "mute-spectator")
    target, on = msg.get("seat"), msg.get("muted", True)
    last = len(t.seats) - 1
    if isinstance(target, bool) or not isinstance(target, int) or not 0 <= target <= last:
        raise Refused("mute-seat", last=last, got=repr(str(target)[:40]))
    if target == me:
        raise Refused("mute-self")
    if not isinstance(on, bool):
        raise Refused("mute-flag", got=repr(str(on)[:40]))
    await t.server.db(store_mute, t.server.store, t.id, me, target, on)
    muted = t.chat_muted.setdefault(me, set())
    if on:
        muted.add(target)
    else:
        muted.discard(target)
    for c in list(t.clients):  # every connection of the muting seat (other tabs, devices)
        if c.seat == me:
            c.put(settings_message(t, c))


async def chat_off(t: Table, conn: Conn, msg: dict[str, Any]) -> None:
    """``{"type": "chat_off", "off": true|false}``: the sender's own switch."""
    me = _seated(conn, "chat-switch-spectator")
    off = msg.get("off")
    if not isinstance(off, bool):
        raise Refused("chat-switch-flag", got=repr(str(off)[:40]))
    if off == (me in t.chat_off):  # already so: only this connection is told
        conn.put(settings_message(t, conn))
        return
    moment = time.monotonic()
    if moment - t.chat_switched.get(me, -SWITCH_EVERY) < SWITCH_EVERY:  # each switch is told to every client
        raise Refused("chat-switch-soon", seconds=f"{SWITCH_EVERY:g}")
    t.chat_switched[me] = moment
    await t.server.db(store_chat_off, t.server.store, t.id, me, off)
    was_on = chat_on(t)
    if off:
        t.chat_off.add(me)
    else:
        t.chat_off.discard(me)
    changed = chat_on(t) != was_on
    for c in list(t.clients):
        if changed and chat_on(t):  # on again: the history follows the settings, as on connect
            greet(t, c, always=True)
        elif changed or c.seat == me:  # the table's chat did not change: only this seat's connections are told
            c.put(settings_message(t, c))
