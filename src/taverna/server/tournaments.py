"""Arena tournaments: players join, and from the start time until the end the server seats those who are free
at new tables as soon as there are enough of them (bots fill a table after ``bot_wait`` seconds where the
creator allows); the standings are kept live and stored when the last table of the tournament is over.

Points: at each tournament table a player scores one point per side ranked below theirs (in a match of
four people the winner scores 3, the last 0; partners score alike).  Standings: points, then fewer
matches played, then who joined first.  Tables made after the end time: none; tables running at the end
time play to their end and count.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import json
import logging
import math
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from taverna.core import TavernaError
from taverna.core.rng import HMAC_SHA256
from taverna.games import create_match, get_game
from taverna.i18n.refusals import localise as refusal_of

from . import paths as _paths  # noqa: F401 (registers the path convertors: {code:code}, {pid:id}, ...)
from . import players_db as pdb
from .checks import error_field, seat_range
from .hub import Server
from .inputs import _body, _bot_name, _clean_name, _int, _level, _str, _unique_name
from .limits import ApiError, Bucket, _client, said
from .pages import _static
from .players import player_of
from .tables import Seat, Table, fresh_secret, fresh_token, new_code

log = logging.getLogger("taverna.server")
TICK = 0.2  # seconds between two pairings
MAX_DURATION = 7 * 24 * 3600.0
MIN_DURATION = 1.0
MAX_FAILURES = 50  # pairing rounds of a tournament failing in a row (10 s) before it is no longer run
MAX_ROUNDS = 50
NAME_MAX = 64
START_PAST = dt.timedelta(minutes=5)  # a start a little in the past (a slow form, a clock a little off) is now
START_AHEAD = dt.timedelta(days=30)


@dataclass
class Tour:
    id: int
    code: str
    row: dict[str, Any]
    busy: dict[int, str] = field(default_factory=dict)  # player id -> the code of the table they play at
    free_since: dict[int, float] = field(default_factory=dict)  # player id -> monotonic time they became free
    seats: dict[int, tuple[str, str]] = field(default_factory=dict)  # player id -> (table code, seat token) to take
    active: set[str] = field(default_factory=set)  # codes of its tables being played
    round: int = 0  # swiss: rounds paired so far
    failures: int = 0  # pairing rounds that failed in a row (MAX_FAILURES: no longer run)
    alone_since: dict[str, float] = field(default_factory=dict)  # table code -> monotonic time no person is there
    away: set[int] = field(default_factory=set)  # players whose table was forfeited: paired again when they ask

    @property
    def start(self) -> dt.datetime:
        start: dt.datetime = self.row["start"]
        return start

    @property
    def end(self) -> dt.datetime:
        return self.start + dt.timedelta(seconds=float(self.row["duration"]))


class Tournaments:
    def __init__(self, server: Server) -> None:
        self.server = server
        self.tours: dict[int, Tour] = {}
        self.task: asyncio.Task[None] | None = None
        self.lock = asyncio.Lock()
        self.create_lock = asyncio.Lock()
        self.buckets: dict[str, Bucket] = {}  # "player:<id>" or "addr:<limit key>" -> tournaments it may create

    async def admit(self, pid: int, addr: str) -> None:
        """Refuse (429) a new tournament of the player ``pid`` from ``addr`` beyond the caps: ``tournaments_open``
        scheduled or running at once per player and per address, ``tournaments_per_hour`` created (a burst of
        ``tournaments_burst``) per player and per address."""
        s = self.server
        cap = s.settings.tournaments_open
        mine, here = await s.db(pdb.open_tournaments, s.store, pid, addr)
        if mine >= cap:
            raise ApiError(429, said("tour-mine", mine=mine, cap=cap))
        if here >= cap:
            raise ApiError(429, said("tour-address", here=here, cap=cap))
        per_hour, burst = s.settings.tournaments_per_hour, s.settings.tournaments_burst
        if per_hour <= 0:
            return
        if len(self.buckets) > 10000:
            self.buckets.clear()
        buckets = [self.buckets.setdefault(key, Bucket(per_hour / 3600, burst)) for key in (f"player:{pid}",
                                                                                           f"addr:{addr}")]  # fmt: skip
        wait = max(b.wait() for b in buckets)
        if wait > 0:
            raise ApiError(429, said("tour-rate", per_hour=f"{per_hour:g}", burst=burst, minutes=math.ceil(wait / 60)),
                           retry_after=wait)  # fmt: skip
        for b in buckets:
            b.take()

    async def startup(self) -> None:
        s = self.server
        for row in await s.db(pdb.tournament_rows, s.store, ("scheduled", "running")):
            if _shown(row) is None:  # stored before its fields were checked, or damaged: not run (logged)
                continue
            tour = Tour(row["id"], row["code"], row)
            for e in await s.db(pdb.entries, s.store, row["id"]):
                if e["player_id"] is not None:
                    tour.free_since[e["player_id"]] = time.monotonic()
            # after a restart: the tables still being played keep their players, who get new seat tokens (the
            # old ones were kept in memory only) through POST /api/tournaments/{code}/me
            tour.round = max((e["played"] for e in await s.db(pdb.entries, s.store, row["id"])), default=0)
            for code, pid in await s.db(pdb.running_tables, s.store, row["id"]):
                tour.active.add(code)
                if pid is not None:
                    tour.busy[pid] = code
            for code in tour.active:
                await self.resume_table(tour, code)
            self.tours[tour.id] = tour
        self.task = asyncio.get_running_loop().create_task(self.run(), name="tournaments")

    async def resume_table(self, tour: Tour, code: str) -> None:
        """A tournament table resumed after a restart: it waits for its people again, and each gets a new token."""
        s = self.server
        t = await s.get(code)
        if t is None:
            return
        t.needs_person = True
        t.kick()
        addr = tour.row.get("creator_addr")
        if addr is not None:
            s.creators[code] = addr  # counted toward its creator's address in the lobby
        _rated, _tid, players = await s.db(pdb.table_meta, s.store, t.id)
        for idx, pid in players.items():
            token, token_hash = fresh_token()
            await s.db(pdb.reissue_token, s.store, t.id, idx, token_hash)
            t.seats[idx].token_hash = token_hash
            tour.seats[pid] = (code, token)

    async def shutdown(self) -> None:
        if self.task is not None:
            self.task.cancel()
            with contextlib.suppress(BaseException):
                await self.task

    async def run(self) -> None:
        while True:
            await asyncio.sleep(TICK)
            async with self.lock:
                for tour in list(self.tours.values()):
                    try:
                        await self.step(tour)
                        tour.failures = 0
                    except Exception:  # one tournament's failure never stops the others
                        tour.failures += 1
                        if tour.failures < MAX_FAILURES:
                            log.exception("tournaments: a pairing round of %s failed (tried again)", tour.code)
                        else:
                            log.exception("tournaments: %s failed %d times in a row; it is no longer run (until "
                                          "the server restarts)", tour.code, tour.failures)  # fmt: skip
                            self.tours.pop(tour.id, None)

    async def step(self, tour: Tour) -> None:
        s = self.server
        moment = dt.datetime.now(dt.UTC)
        row = tour.row
        if row["status"] == "scheduled" and moment >= tour.start:
            row["status"] = "running"
            await s.db(lambda: pdb.set_tournament(s.store, tour.id, status="running"))
        if row["status"] != "running":
            return
        await self.no_shows(tour)
        swiss_done = row["kind"] == "swiss" and tour.round >= int(row["rounds"] or 0) and not tour.active
        if moment >= tour.end or swiss_done:
            if not tour.active:
                standings = await self.standings(tour)
                row["status"] = "finished"
                await s.db(lambda: pdb.set_tournament(s.store, tour.id, status="finished", standings=standings))
                del self.tours[tour.id]
                log.info("tournament %s: finished", tour.code)
            return
        n = int(row["seats"])
        if row["kind"] == "swiss":
            await self.swiss_round(tour, n)
            return
        free = sorted((t0, pid) for pid, t0 in tour.free_since.items() if pid not in tour.busy)
        while len(free) >= n:
            group, free = free[:n], free[n:]
            await self.seat(tour, [pid for _, pid in group])
        if free and row["bots"] and time.monotonic() - free[0][0] >= float(row["bot_wait"]):
            await self.seat(tour, [pid for _, pid in free])

    async def no_shows(self, tour: Tour) -> None:
        """Forfeit the tables of the tournament where no seated person has been connected for
        ``tournament_no_show`` seconds (such a table does not play meanwhile: ``Table.needs_person``)."""
        s = self.server
        moment = time.monotonic()
        for code in list(tour.active):
            t = s.tables.get(code)
            if t is None or t.status != "playing":
                continue
            if t.person_here():
                tour.alone_since.pop(code, None)
            elif moment - tour.alone_since.setdefault(code, moment) >= s.settings.tournament_no_show:
                await self.forfeit(tour, t)

    async def forfeit(self, tour: Tour, t: Table) -> None:
        """A table nobody came to: abandoned (no result, no points); its players sit out until they ask for a
        seat again (``POST /api/tournaments/{code}/me``)."""
        s = self.server
        async with t.lock:
            if t.status != "playing" or t.person_here():
                return
            await s.db(s.store.set_status, t.id, "abandoned", None, t.fence)
            t.status = "abandoned"
        t.broadcast_state()  # spectators see it
        if s.tables.get(t.code) is t:
            del s.tables[t.code]
        s.creators.pop(t.code, None)
        if t.task is not None:
            t.task.cancel()
        tour.active.discard(t.code)
        tour.alone_since.pop(t.code, None)
        for pid, code in list(tour.busy.items()):
            if code == t.code:
                del tour.busy[pid]
                tour.seats.pop(pid, None)
                tour.free_since.pop(pid, None)
                tour.away.add(pid)
        log.info("tournament %s: table %s forfeited (no player connected for %g s)", tour.code, t.code,
                 s.settings.tournament_no_show)  # fmt: skip

    async def swiss_round(self, tour: Tour, n: int) -> None:
        """Swiss: when every table of a round is over, the next round seats everyone by standing (the first
        ``n`` together, the next ``n`` ...); a last group too small plays with bots, or sits out (a bye, no
        points) where bots are not allowed."""
        if tour.active or tour.round >= int(tour.row["rounds"] or 0):
            return
        order = [e["player"] for e in await self.standings(tour) if e["player"] is not None]
        if not order:
            return
        tour.round += 1
        groups = [order[i : i + n] for i in range(0, len(order), n)]
        for group in groups:
            if len(group) == n or (tour.row["bots"] and len(group) > 0):
                await self.seat(tour, group)
        log.info("tournament %s: round %d paired", tour.code, tour.round)

    async def seat(self, tour: Tour, pids: list[int]) -> None:
        """A new table of the tournament for these players (bots in the other seats)."""
        s = self.server
        row = tour.row
        names = {e["player_id"]: e["name"] for e in await s.db(pdb.entries, s.store, tour.id)}
        n = int(row["seats"])
        seats = [Seat(i) for i in range(n)]
        taken: set[str] = set()
        tokens: dict[int, str] = {}
        for i, pid in enumerate(pids):
            seats[i].name = _unique_name(names.get(pid, f"Player {i + 1}"), taken)
            taken.add(seats[i].name or "")
            tokens[pid], seats[i].token_hash = fresh_token()
        for i in range(len(pids), n):
            seats[i].kind, seats[i].level = "bot", row["bots"]
            seats[i].name = _bot_name(i, row["bots"], taken)
            taken.add(seats[i].name or "")
        seed, salt = fresh_secret()
        # counted toward its creator's address in the lobby; no move while none of its people is connected
        t = await s.create(game=row["game"], rules=row["rules"], options=row["options"], seats=seats, timer=None,
                           creator=0, seed=seed, salt=salt, addr=row.get("creator_addr"), needs_person=True)  # fmt: skip
        tour.alone_since[t.code] = time.monotonic()
        await s.db(pdb.set_table_meta, s.store, t.id, bool(row["rated"]), tour.id)
        for i, pid in enumerate(pids):
            await s.db(pdb.set_seat_player, s.store, t.id, i, pid)
            tour.busy[pid] = t.code
            tour.seats[pid] = (t.code, tokens[pid])
        tour.active.add(t.code)
        log.info("tournament %s: table %s for %d players", tour.code, t.code, len(pids))

    async def on_result(self, tour_id: int, t: Table, rows: list[dict[str, Any]], below: dict[int, int]) -> None:
        """A tournament table is over and its points (``below``: seat index -> sides ranked below it) are stored
        with its result (``results.py``, in one transaction): its players are free again."""
        async with self.lock:
            tour = self.tours.get(tour_id)
            if tour is None:
                return
            tour.active.discard(t.code)
            for pid, code in list(tour.busy.items()):
                if code == t.code:
                    del tour.busy[pid]
                    tour.seats.pop(pid, None)
                    tour.free_since[pid] = time.monotonic()

    async def standings(self, tour_or_id: Tour | int) -> list[dict[str, Any]]:
        s = self.server
        tid = tour_or_id.id if isinstance(tour_or_id, Tour) else tour_or_id
        rows = await s.db(pdb.entries, s.store, tid)
        rows.sort(key=lambda e: (-e["points"], e["played"], e["id"]))
        out = []
        for i, e in enumerate(rows):
            out.append({"place": i + 1, "player": e["player_id"], "name": e["name"], "points": e["points"],
                        "played": e["played"]})  # fmt: skip
        return out


def _tours(request: Request) -> Tournaments:
    tours: Tournaments = request.app.state.server.tournaments
    return tours


def _iso(t: dt.datetime) -> str:
    return t.astimezone(dt.UTC).isoformat(timespec="seconds")


def _info(row: dict[str, Any]) -> dict[str, Any]:
    return {
        "code": row["code"], "name": row["name"], "game": row["game"], "rules": row["rules"],
        "options": row["options"], "kind": row["kind"], "rounds": row["rounds"], "seats": row["seats"],
        "bots": row["bots"],
        "bot_wait": row["bot_wait"], "rated": bool(row["rated"]), "start": _iso(row["start"]),
        "duration": row["duration"], "end": _iso(row["start"] + dt.timedelta(seconds=row["duration"])),
        "status": row["status"],
    }  # fmt: skip


def _shown(row: dict[str, Any]) -> dict[str, Any] | None:
    """``_info`` of a row, or None (logged) for a row that cannot be shown (stored before its fields were
    checked, or damaged): such a row never takes a list or a page down with it."""
    try:
        return _info(row)
    except (TypeError, ValueError, OverflowError, KeyError) as exc:
        log.warning("tournament %s (id %s) cannot be shown (%s); it is left out", row.get("code"), row.get("id"),
                    str(exc)[:200])  # fmt: skip
        return None


@contextlib.contextmanager
def _about(field_name: str) -> Iterator[None]:
    """An :class:`ApiError` raised inside is about ``field_name`` (the form control the page marks)."""
    try:
        yield
    except ApiError as exc:
        if exc.field is None:
            exc.field = field_name
        raise


def _seconds(body: dict[str, Any], key: str, default: float | None, lo: float, hi: float) -> float:
    value = body.get(key, default)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) \
            or not lo <= value <= hi:  # fmt: skip
        raise ApiError(400, said("tour-seconds", name=repr(key), lo=f"{lo:g}", hi=f"{hi:g}", got=json.dumps(value)[:40]), key)
    return float(value)


def _validated(body: dict[str, Any]) -> dict[str, Any]:
    """Every field of a new tournament checked (a 400 naming the field and what is expected): the values to store.

    Nothing is stored that cannot be shown and run: the start within ``START_PAST`` before now and ``START_AHEAD``
    after, the duration within ``MIN_DURATION`` and ``MAX_DURATION``, the seats and options as the game's own
    check (``create_match``) accepts them, a known bot level."""
    with _about("name"):
        name = _clean_name(_str(body, "name", max_len=200), NAME_MAX)
    with _about("game"):
        try:
            info = get_game(_str(body, "game", max_len=32) or "")
        except TavernaError as exc:
            raise ApiError(400, refusal_of(exc, "en")) from None
    with _about("rules"):
        try:
            rules = info.rules_or_default(_str(body, "rules", required=False))
        except TavernaError as exc:
            raise ApiError(400, refusal_of(exc, "en")) from None
    kind = body.get("kind", "arena")
    if kind not in ("arena", "swiss"):
        raise ApiError(400, said("tour-kind", got=json.dumps(kind)[:20]), "kind")
    rounds = None
    if kind == "swiss":
        with _about("rounds"):
            rounds = _int(body, "rounds")
        if rounds is None or not 1 <= rounds <= MAX_ROUNDS:
            raise ApiError(400, said("tour-rounds", max=MAX_ROUNDS, got=str(rounds)[:40]), "rounds")
    options = body.get("options")
    options = {} if options is None else options
    if not isinstance(options, dict):
        raise ApiError(400, said("options-not-object", got=json.dumps(options)[:60]), "options")
    with _about("seats"):
        n = _int(body, "seats")
    assert n is not None
    lo, hi = seat_range(info, rules)
    if not lo <= n <= hi:
        raise ApiError(400, said("table-seats", game=info.id, min=lo, max=hi, n=str(n)), "seats")
    try:  # the game's own check of the options and the number of players
        create_match(info.id, rules=rules, options=options, players=[f"Seat {i + 1}" for i in range(n)], seed=1,
                     rng=HMAC_SHA256)  # fmt: skip
    except TavernaError as exc:
        raise ApiError(400, refusal_of(exc, "en"), error_field(info.id, rules, options, n) or "options") from None
    duration = _seconds(body, "duration", None, MIN_DURATION, MAX_DURATION)
    moment = dt.datetime.now(dt.UTC)
    start = moment
    with _about("start"):
        raw_start = _str(body, "start", required=False)
    if raw_start:
        try:
            start = dt.datetime.fromisoformat(raw_start)
        except ValueError:
            raise ApiError(400, said("tour-start-format", got=repr(raw_start)), "start") from None
        if start.tzinfo is None:
            start = start.replace(tzinfo=dt.UTC)
        try:
            start = start.astimezone(dt.UTC)
        except OverflowError:  # (a time at the edge of the calendar: year 1 or 9999 with an offset)
            start = moment + 2 * START_AHEAD
        if not moment - START_PAST <= start <= moment + START_AHEAD:
            raise ApiError(400, said("tour-start-range", past=f"{START_PAST.total_seconds() / 60:g}",
                                     ahead=START_AHEAD.days, now=_iso(moment), got=repr(raw_start)), "start")  # fmt: skip
    bots = body.get("bots")
    with _about("bots"):
        level = None if bots is None else _level(bots)
    bot_wait = _seconds(body, "bot_wait", 10, 0, 3600)
    rated = body.get("rated", True)
    if not isinstance(rated, bool):
        raise ApiError(400, said("tour-rated", got=json.dumps(rated)[:20]), "rated")
    return {"name": name, "game": info.id, "rules": rules, "options": options, "kind": kind, "seats": n,
            "rounds": rounds, "bots": level, "bot_wait": bot_wait, "rated": rated, "start": start,
            "duration": duration}  # fmt: skip


async def api_create(request: Request) -> JSONResponse:
    """``POST /api/tournaments``: ``{"player", "name", "game", "rules", "options", "seats", "start" (ISO time,
    default now), "duration" (seconds), "bots" (a level or null), "bot_wait", "rated"}``."""
    server: Server = request.app.state.server
    body = await _body(request, server)
    p = await player_of(server, body, required=True)
    assert p is not None
    values = _validated(body)
    tours = _tours(request)
    addr = _client(request)
    async with tours.create_lock:  # counted and stored together: two requests at once cannot both pass the caps
        await tours.admit(p.id, addr)
        code = new_code()
        while await server.db(pdb.tournament_rows, server.store, None, code):
            code = new_code()
        values.update(code=code, status="scheduled", creator_id=p.id, creator_addr=addr)
        tid = await server.db(lambda: pdb.create_tournament(server.store, **values))
    row = (await server.db(pdb.tournament_rows, server.store, None, code))[0]
    async with tours.lock:
        tours.tours[tid] = Tour(tid, code, row)
    return JSONResponse({"tournament": _info(row)})


async def _row(request: Request) -> dict[str, Any]:
    server: Server = request.app.state.server
    code = request.path_params["code"].strip().upper()[:16]
    rows = await server.db(pdb.tournament_rows, server.store, None, code)
    if not rows or _shown(rows[0]) is None:  # (a row that cannot be read or shown is left out, logged)
        raise ApiError(404, said("tour-unknown", code=repr(code)))
    row = rows[0]
    live = _tours(request).tours.get(row["id"])
    return live.row if live is not None else row


async def api_join(request: Request) -> JSONResponse:
    """``POST /api/tournaments/{code}/join {"player"}``: take part (before or while it runs)."""
    server: Server = request.app.state.server
    body = await _body(request, server)
    p = await player_of(server, body, required=True)
    assert p is not None
    row = await _row(request)
    if row["status"] == "finished":
        raise ApiError(409, said("tour-over", code=str(row["code"])))
    tours = _tours(request)
    async with tours.lock:
        if await server.db(pdb.add_entry, server.store, row["id"], p.id, p.name):
            tour = tours.tours.get(row["id"])
            if tour is not None:
                tour.free_since[p.id] = time.monotonic()
    return JSONResponse({"tournament": _info(row), "standings": await tours.standings(row["id"])})


def _round(tours: Tournaments, row: dict[str, Any], standings: list[dict[str, Any]] | None) -> int | None:
    """A Swiss tournament's current round (the rounds paired so far: 0 before the first), None for an arena."""
    if row["kind"] != "swiss":
        return None
    live = tours.tours.get(row["id"])
    if live is not None:
        return live.round
    if standings:  # a finished one: the rounds played (a player seated in each)
        return max((int(s.get("played") or 0) for s in standings), default=0)
    return 0


async def _view(request: Request) -> tuple[dict[str, Any], dict[str, Any]]:
    row = await _row(request)
    if row["status"] == "finished" and row.get("standings"):
        standings = row["standings"]
    else:
        standings = await _tours(request).standings(row["id"])
    return row, {"tournament": {**_info(row), "round": _round(_tours(request), row, standings)},
                 "standings": standings}  # fmt: skip


async def api_get(request: Request) -> JSONResponse:
    """``GET /api/tournaments/{code}``: the tournament and its standings (live, or as stored at the end)."""
    return JSONResponse((await _view(request))[1])


async def api_mine(request: Request) -> JSONResponse:
    """``POST /api/tournaments/{code}/me {"player"}``: the tournament, its standings and ``you``: the table
    and seat token where that player is to play now (null when none); the key travels in the body, never
    in a URL (URLs are logged)."""
    server: Server = request.app.state.server
    p = await player_of(server, await _body(request, server), required=True)
    assert p is not None
    row, out = await _view(request)
    tour = _tours(request).tours.get(row["id"])
    out["you"] = None
    if tour is not None and p.id in tour.away:  # back after a forfeited table: paired again
        async with _tours(request).lock:
            if p.id in tour.away:
                tour.away.discard(p.id)
                tour.free_since[p.id] = time.monotonic()
    if tour is not None and p.id in tour.seats:
        code, token = tour.seats[p.id]
        out["you"] = {"table": code, "token": token}
    return JSONResponse(out)


async def api_list(request: Request) -> JSONResponse:
    server: Server = request.app.state.server
    rows = await server.db(pdb.tournament_rows, server.store, None, None)
    live = _tours(request).tours
    shown = ((_shown(live[r["id"]].row if r["id"] in live else r), r) for r in rows)
    return JSONResponse({"tournaments": [{**info, "round": _round(_tours(request), r, r.get("standings"))}
                                         for info, r in shown if info is not None]})  # fmt: skip


async def page_tournaments(request: Request) -> Response:
    return _static("tournaments.html")


ROUTES = [
    Route("/tournaments", page_tournaments),
    Route("/tournaments/{code:code}", page_tournaments),
    Route("/api/tournaments", api_create, methods=["POST"]),
    Route("/api/tournaments", api_list, methods=["GET"]),
    Route("/api/tournaments/{code:code}", api_get),
    Route("/api/tournaments/{code:code}/join", api_join, methods=["POST"]),
    Route("/api/tournaments/{code:code}/me", api_mine, methods=["POST"]),
]


def install(server: Server) -> None:
    tours = Tournaments(server)
    server.tournaments = tours  # type: ignore[attr-defined]
    server.startup_hooks.append(tours.startup)
    server.shutdown_hooks.append(tours.shutdown)
