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
import logging
import math
import time
from dataclasses import dataclass, field
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from taverna.core import TavernaError
from taverna.core.rng import HMAC_SHA256
from taverna.games import create_match, get_game

from . import paths as _paths  # noqa: F401 (registers the path convertors: {code:code}, {pid:id}, ...)
from . import players_db as pdb
from .hub import Server
from .inputs import _body, _bot_name, _clean_name, _int, _level, _str, _unique_name
from .limits import ApiError
from .pages import _static
from .players import player_of
from .tables import Seat, Table, fresh_secret, fresh_token, new_code

log = logging.getLogger("taverna.server")
TICK = 0.2  # seconds between two pairings
MAX_DURATION = 7 * 24 * 3600.0


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

    async def startup(self) -> None:
        s = self.server
        for row in await s.db(pdb.tournament_rows, s.store, ("scheduled", "running")):
            tour = Tour(row["id"], row["code"], row)
            for e in await s.db(pdb.entries, s.store, row["id"]):
                if e["player_id"] is not None:
                    tour.free_since[e["player_id"]] = time.monotonic()
            # after a restart: the tables still being played keep their players (their seat tokens, kept in
            # memory only, are gone: a stand-in bot plays for whoever cannot come back to the table)
            tour.round = max((e["played"] for e in await s.db(pdb.entries, s.store, row["id"])), default=0)
            for code, pid in await s.db(pdb.running_tables, s.store, row["id"]):
                tour.active.add(code)
                if pid is not None:
                    tour.busy[pid] = code
            self.tours[tour.id] = tour
        self.task = asyncio.get_running_loop().create_task(self.run(), name="tournaments")

    async def shutdown(self) -> None:
        if self.task is not None:
            self.task.cancel()
            with contextlib.suppress(BaseException):
                await self.task

    async def run(self) -> None:
        while True:
            await asyncio.sleep(TICK)
            try:
                async with self.lock:
                    for tour in list(self.tours.values()):
                        await self.step(tour)
            except Exception:
                log.exception("tournaments: a pairing round failed (tried again)")

    async def step(self, tour: Tour) -> None:
        s = self.server
        moment = dt.datetime.now(dt.UTC)
        row = tour.row
        if row["status"] == "scheduled" and moment >= tour.start:
            row["status"] = "running"
            await s.db(lambda: pdb.set_tournament(s.store, tour.id, status="running"))
        if row["status"] != "running":
            return
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
        t = await s.create(game=row["game"], rules=row["rules"], options=row["options"], seats=seats, timer=None,
                           creator=0, seed=seed, salt=salt)  # fmt: skip
        await s.db(pdb.set_table_meta, s.store, t.id, bool(row["rated"]), tour.id)
        for i, pid in enumerate(pids):
            await s.db(pdb.set_seat_player, s.store, t.id, i, pid)
            tour.busy[pid] = t.code
            tour.seats[pid] = (t.code, tokens[pid])
        tour.active.add(t.code)
        log.info("tournament %s: table %s for %d players", tour.code, t.code, len(pids))

    async def on_result(self, tour_id: int, t: Table, rows: list[dict[str, Any]], below: dict[int, int]) -> None:
        """A tournament table is over: points (``below``: seat index -> sides ranked below it) to its
        players, who are free again."""
        s = self.server
        async with self.lock:
            for r in rows:
                if r["player_id"] is not None and r["kind"] == "human":
                    await s.db(pdb.score_entry, s.store, tour_id, r["player_id"], float(below[r["idx"]]))
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


async def api_create(request: Request) -> JSONResponse:
    """``POST /api/tournaments``: ``{"player", "name", "game", "rules", "options", "seats", "start" (ISO time,
    default now), "duration" (seconds), "bots" (a level or null), "bot_wait", "rated"}``."""
    server: Server = request.app.state.server
    body = await _body(request, server)
    p = await player_of(server, body, required=True)
    assert p is not None
    name = _clean_name(_str(body, "name", max_len=200), 64)
    try:
        info = get_game(_str(body, "game", max_len=32) or "")
        rules = info.rules_or_default(_str(body, "rules", required=False))
    except TavernaError as exc:
        raise ApiError(400, str(exc)) from None
    kind = body.get("kind", "arena")
    if kind not in ("arena", "swiss"):
        raise ApiError(400, f"'kind' must be \"arena\" or \"swiss\", got {str(kind)[:20]!r}", "kind")
    rounds = _int(body, "rounds", required=kind == "swiss")
    if kind == "swiss" and (rounds is None or not 1 <= rounds <= 50):
        raise ApiError(400, "'rounds' must be 1 to 50 for a swiss tournament", "rounds")
    options = body.get("options") or {}
    if not isinstance(options, dict):
        raise ApiError(400, "'options' must be an object of option name: value")
    n = _int(body, "seats")
    assert n is not None
    try:
        create_match(info.id, rules=rules, options=options, players=[f"Seat {i + 1}" for i in range(n)], seed=1,
                     rng=HMAC_SHA256)  # fmt: skip
    except TavernaError as exc:
        raise ApiError(400, str(exc)) from None
    duration = body.get("duration")
    if isinstance(duration, bool) or not isinstance(duration, (int, float)) or not math.isfinite(duration) \
            or not 0 < duration <= MAX_DURATION:  # fmt: skip
        raise ApiError(400, f"'duration' must be seconds, more than 0 and at most {MAX_DURATION:g}", "duration")
    raw_start = _str(body, "start", required=False)
    start = dt.datetime.now(dt.UTC)
    if raw_start:
        try:
            start = dt.datetime.fromisoformat(raw_start)
        except ValueError:
            raise ApiError(400, f"'start' must be an ISO time such as 2026-11-24T20:00:00+00:00, got {raw_start!r}",
                           "start") from None  # fmt: skip
        if start.tzinfo is None:
            start = start.replace(tzinfo=dt.UTC)
    bots = body.get("bots")
    level = None if bots is None else _level(bots)
    bot_wait = body.get("bot_wait", 10)
    if isinstance(bot_wait, bool) or not isinstance(bot_wait, (int, float)) or not 0 <= bot_wait <= 3600:
        raise ApiError(400, "'bot_wait' must be seconds from 0 to 3600", "bot_wait")
    tours = _tours(request)
    code = new_code()
    while await server.db(pdb.tournament_rows, server.store, None, code):
        code = new_code()
    values = {"code": code, "name": name, "game": info.id, "rules": rules, "options": options, "kind": kind,
              "seats": n, "rounds": rounds if kind == "swiss" else None, "bots": level, "bot_wait": float(bot_wait),
              "rated": body.get("rated", True) is True,
              "start": start, "duration": float(duration), "status": "scheduled", "creator_id": p.id}  # fmt: skip
    tid = await server.db(lambda: pdb.create_tournament(server.store, **values))
    row = (await server.db(pdb.tournament_rows, server.store, None, code))[0]
    async with tours.lock:
        tours.tours[tid] = Tour(tid, code, row)
    return JSONResponse({"tournament": _info(row)})


async def _row(request: Request) -> dict[str, Any]:
    server: Server = request.app.state.server
    code = request.path_params["code"].strip().upper()[:16]
    rows = await server.db(pdb.tournament_rows, server.store, None, code)
    if not rows:
        raise ApiError(404, f"no tournament with code {code!r}")
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
        raise ApiError(409, f"tournament {row['code']} is over")
    tours = _tours(request)
    async with tours.lock:
        if await server.db(pdb.add_entry, server.store, row["id"], p.id, p.name):
            tour = tours.tours.get(row["id"])
            if tour is not None:
                tour.free_since[p.id] = time.monotonic()
    return JSONResponse({"tournament": _info(row), "standings": await tours.standings(row["id"])})


async def _view(request: Request) -> tuple[dict[str, Any], dict[str, Any]]:
    row = await _row(request)
    if row["status"] == "finished" and row.get("standings"):
        standings = row["standings"]
    else:
        standings = await _tours(request).standings(row["id"])
    return row, {"tournament": _info(row), "standings": standings}


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
    if tour is not None and p.id in tour.seats:
        code, token = tour.seats[p.id]
        out["you"] = {"table": code, "token": token}
    return JSONResponse(out)


async def api_list(request: Request) -> JSONResponse:
    server: Server = request.app.state.server
    rows = await server.db(pdb.tournament_rows, server.store, None, None)
    live = _tours(request).tours
    return JSONResponse({"tournaments": [_info(live[r["id"]].row if r["id"] in live else r) for r in rows]})


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
