"""Play now (issue 29, item 13): a seat at a table of strangers waiting for a game, or a table that others find.

``POST /api/play-now`` with a game, a rule set, a name and a wait (one of ``Settings.play_now_waits``): the
player is seated at the table that has waited longest among the lobby's waiting tables of that game and rule
set with the rule set's default options, a free seat and no seat of this player (no tournament's table);
when there is none, a table is opened at the rule set's usual seat count with this player in its first seat,
listed in the lobby like any other, whose own timer fills the seats still empty with bots (level ``normal``)
when the wait is over, and starts the match.  The time is stored (``tables.bot_fill_at``, migration 0007), so
a server that restarts meanwhile keeps it; the table's task does the filling (``Table.plan``: a ``fill`` plan),
and only while one of its seated people is connected (bots never start a match for nobody: when the player
comes back after the time, the seats are filled at once).

Limits: ``play_now_rate`` requests per second per client address (``play_now_burst`` at once; 429 beyond), on
top of the lobby's: opening a table counts toward ``max_waiting_per_address`` and ``max_open_tables``.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
import time
import weakref
from typing import TYPE_CHECKING, Any

from starlette.requests import Request
from starlette.responses import JSONResponse

from taverna.core import TavernaError
from taverna.games import GameInfo, get_game
from taverna.i18n.refusals import localise as refusal_of

from . import players
from . import players_db as pdb
from .checks import rule_set_seats
from .db import Fenced
from .inputs import _body, _bot_name, _clean_name, _str, _unique_name
from .limits import ApiError, Bucket, _client, said
from .tables import BOT_FILL, Seat, Table, fresh_secret, fresh_token

if TYPE_CHECKING:
    from .hub import Server

log = logging.getLogger("taverna.server")
BOT_LEVEL = "normal"  # the level of the bots that fill a Play now table
_BUCKETS: weakref.WeakKeyDictionary[Server, dict[str, Bucket]] = weakref.WeakKeyDictionary()
# one Play now at a time finds or opens a table: two players asking together meet at one table, never open two
_LOCKS: weakref.WeakKeyDictionary[Server, asyncio.Lock] = weakref.WeakKeyDictionary()


def _limit(server: Server, request: Request) -> None:
    s = server.settings
    buckets = _BUCKETS.setdefault(server, {})
    key = _client(request)
    bucket = buckets.get(key)
    if bucket is None:
        if len(buckets) > 10000:
            buckets.clear()
        bucket = buckets[key] = Bucket(s.play_now_rate, s.play_now_burst)
    if not bucket.take():
        wait = bucket.wait()
        raise ApiError(429, said("playnow-rate", wait=max(1, round(wait))), retry_after=wait)


def _wait(server: Server, body: dict[str, Any]) -> float:
    waits = server.settings.play_now_waits
    raw = body.get("wait")
    if isinstance(raw, bool) or not isinstance(raw, (int, float)) or float(raw) not in waits:
        raise ApiError(400, said("playnow-wait", waits=", ".join(f"{w:g}" for w in waits)), "wait")
    return float(raw)


async def _candidates(server: Server, game: str, rules: str | None, player_id: int | None) -> list[Table]:
    """The waiting tables a Play now may seat the player at, the longest waiting first."""
    found = []
    for t in server.tables.values():
        if (t.status != "waiting" or t.game != game or t.rules != rules or t.options or t.follower or t.needs_person
                or all(s.name is not None for s in t.seats)):  # fmt: skip
            continue
        if player_id is not None:
            _, tour, seated = await server.db(pdb.table_meta, server.store, t.id)
            if tour is not None or player_id in seated.values():
                continue
        found.append(t)
    found.sort(key=lambda t: (t.bot_fill_at is None, t.created))
    return found


async def _join(server: Server, t: Table, name: str, body: dict[str, Any], addr: str) -> tuple[str, str] | None:
    """Seat the player at ``t`` (None: it filled or started meanwhile), from the client address ``addr``."""
    from .api import _start, _store_seat

    async with t.lock:
        free = [s.idx for s in t.seats if s.name is None]
        if t.status != "waiting" or not free or t.follower:
            return None
        seat = t.seats[free[0]]
        before = (seat.name, seat.kind, seat.level, seat.token_hash)
        token, seat.token_hash = fresh_token()
        seat.name = _unique_name(name, {s.name for s in t.seats if s.name})
        await _store_seat(server, t, seat, before)
        server.joined[(t.code, seat.idx)] = addr
        await players.seated(server, t, seat.idx, body)
        server.idle_since[t.code] = time.monotonic()
        if all(s.name is not None for s in t.seats):
            await _start(server, t)
        else:
            t.broadcast_state()
        return seat.name or name, token


async def api_play_now(request: Request) -> JSONResponse:
    server: Server = request.app.state.server
    s = server.settings
    body = await _body(request, server)
    _limit(server, request)
    p = await players.player_of(server, body)
    try:
        info = get_game(_str(body, "game", max_len=32) or "")
        rules = info.rules_or_default(_str(body, "rules", required=False))
    except TavernaError as exc:
        raise ApiError(400, refusal_of(exc, "en")) from None
    try:
        name = _clean_name(_str(body, "name", max_len=200), s.name_max)
    except ApiError as exc:
        exc.field = "name"
        raise
    wait = _wait(server, body)
    async with _LOCKS.setdefault(server, asyncio.Lock()):
        return await _seat_or_open(server, request, body, info, rules, name, wait, p.id if p is not None else None)


async def _seat_or_open(server: Server, request: Request, body: dict[str, Any], info: GameInfo, rules: str | None,
                        name: str, wait: float, player_id: int | None) -> JSONResponse:  # fmt: skip
    addr = _client(request)
    limit = server.settings.max_absent_seats_per_address
    # an address holding seats it is not at is seated at no one else's table: it gets a table of its own
    others = [] if limit > 0 and server.absent_seats(addr) >= limit else await _candidates(server, info.id, rules, player_id)
    for t in others:
        joined = await _join(server, t, name, body, addr)
        if joined is not None:
            return JSONResponse({"table": t.info(), "seat": joined[0], "token": joined[1], "joined": True})
    usual = rule_set_seats(info).get(rules or "")  # the rule set's usual seat count (one it allows)
    n = int(usual["usual_players"]) if usual else info.usual_for(rules)
    token, token_hash = fresh_token()
    seats = [Seat(i) for i in range(n)]
    seats[0].name, seats[0].token_hash = name, token_hash
    seed, salt = fresh_secret()
    t = await server.create(game=info.id, rules=rules, options={}, seats=seats, timer=None, creator=0, seed=seed,
                            salt=salt, addr=_client(request))  # fmt: skip
    at = time.time() + wait
    await server.db(server.store.set_bot_fill, t.id, dt.datetime.fromtimestamp(at, dt.UTC), t.fence)
    t.bot_fill_at = at
    t.kick()
    await players.seated(server, t, 0, body, creating=True)
    t.broadcast_state()
    return JSONResponse({"table": t.info(), "seat": name, "token": token, "joined": False})


async def fill(t: Table) -> None:
    """The table's bot-fill time is due (its task calls this): bots in the empty seats, the match starts."""
    async with t.lock:
        if t.status != "waiting" or t.bot_fill_at is None or t.bot_fill_at > time.time() or t.follower:
            return
        try:
            for seat in t.seats:
                if seat.name is None:  # stored first, then taken: a failure leaves the seat empty, tried again
                    bot = Seat(seat.idx, _bot_name(seat.idx, BOT_LEVEL, {s.name for s in t.seats if s.name}), "bot",
                               BOT_LEVEL)  # fmt: skip
                    await t.server.db(t.server.store.fill_seat, t.id, bot.stored(), t.fence)
                    seat.name, seat.kind, seat.level = bot.name, bot.kind, bot.level
            await t.server.db(t.server.store.set_bot_fill, t.id, None, t.fence)
            t.bot_fill_at = None
            await t.start()
        except Fenced:
            log.warning("table %s: another worker took the table over; it fills the seats", t.code)
            t.server.coordinator.lost(t)
        except Exception:
            log.exception("table %s: filling the empty seats with bots failed (tried again in 5 s)", t.code)
            t.bot_fill_at = time.time() + 5.0


BOT_FILL[:] = [fill]  # the tables' tasks call it when a bot-fill time is due (tables.BOT_FILL)
