"""The Starlette app: the HTTP API and the websocket of ``docs/protocol.md``, and the static browser UI."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import math
import secrets
import time
import unicodedata
from collections import deque
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any, TypeVar

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from taverna.core import TavernaError
from taverna.games import create_match, games, get_game
from taverna.i18n.lobby import localise

from .config import Settings
from .db import Store, default_url, now, shown_url
from .i18n import LANGS, i18n
from .tables import Conn, Seat, Table, fresh_token, new_code, resolve_level, valid_levels

log = logging.getLogger("taverna.server")
STATIC = Path(__file__).parent / "static"
T = TypeVar("T")


class ApiError(Exception):
    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


class Bucket:
    """A token bucket: ``rate`` per second, at most ``burst`` at once."""

    __slots__ = ("burst", "last", "level", "rate")

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst, self.level, self.last = rate, burst, burst, time.monotonic()

    def take(self) -> bool:
        t = time.monotonic()
        self.level = min(self.burst, self.level + (t - self.last) * self.rate)
        self.last = t
        if self.level >= 1:
            self.level -= 1
            return True
        return False

    def wait(self) -> float:
        """Seconds until ``take`` succeeds."""
        level = min(self.burst, self.level + (time.monotonic() - self.last) * self.rate)
        return max(0.0, (1 - level) / self.rate)


class Server:
    """Every table, the store and the settings."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.url = settings.db_url or default_url(settings.data_dir)
        self.store = Store(self.url)
        self.url = self.store.url
        self.offload = not self.url.startswith("sqlite")
        self.tables: dict[str, Table] = {}
        self.loading: dict[str, asyncio.Lock] = {}
        self.http_buckets: dict[str, Bucket] = {}
        self.create_lock = asyncio.Lock()

    async def db(self, fn: Callable[..., T], *args: Any) -> T:
        """Run a store call: directly for SQLite (short local transactions), in a thread for a server database."""
        if self.offload:
            return await asyncio.to_thread(fn, *args)
        return fn(*args)

    async def startup(self) -> None:
        try:
            await asyncio.to_thread(self.store.migrate)
        except Exception as exc:
            log.error("cannot open or migrate the database %s: %s", shown_url(self.url), exc)
            raise
        for code in await self.db(self.store.codes, ("waiting", "playing")):
            try:
                await self.get(code)
            except Exception:
                log.exception("table %s could not be resumed; it is left as it is in storage", code)
        log.info("taverna server: %d tables resumed, storage %s", len(self.tables), shown_url(self.url))

    async def shutdown(self) -> None:
        for t in self.tables.values():
            if t.task is not None:
                t.task.cancel()
        for t in self.tables.values():
            if t.task is not None:
                with contextlib.suppress(BaseException):
                    await t.task
        self.store.close()

    async def get(self, code: str) -> Table | None:
        code = code.strip().upper()
        t = self.tables.get(code)
        if t is not None:
            return t
        if len(code) > 16:
            return None
        lock = self.loading.setdefault(code, asyncio.Lock())
        async with lock:
            t = self.tables.get(code)
            if t is None:
                stored = await self.db(self.store.load, code, self.settings.chat_history)
                if stored is None:
                    self.loading.pop(code, None)
                    return None
                t = Table.from_stored(self, stored)
                self.tables[code] = t
                t.start_task()
        self.loading.pop(code, None)
        return t

    async def unique_code(self) -> str:
        while True:
            code = new_code()
            if code not in self.tables and not await self.db(self.store.code_exists, code):
                return code

    async def create(self, *, game: str, rules: str | None, options: dict[str, Any], seats: list[Seat],
                     timer: float | None, creator: int, seed: int) -> Table:  # fmt: skip
        async with self.create_lock:
            code = await self.unique_code()
            created = now()
            status = "waiting"
            table_id = await self.db(
                lambda: self.store.create_table(
                    code=code, game=game, rules=rules, options=options, seed=seed, status=status, timer=timer,
                    creator=creator, created=created, seats=[s.stored() for s in seats],
                )
            )
            t = Table(
                server=self, id=table_id, code=code, game=game, rules=rules, options=options, seed=seed, status=status,
                timer=timer, creator=creator, created=created, seats=seats,
            )  # fmt: skip
            from .tables import text_module

            t.text = text_module(game)
            self.tables[code] = t
            t.start_task()
        if all(s.name is not None for s in seats):
            await t.start()
        return t


# ---------------------------------------------------------------------------- validation helpers
def _str(body: dict[str, Any], key: str, *, required: bool = True, max_len: int = 64) -> str | None:
    value = body.get(key)
    if value is None:
        if required:
            raise ApiError(400, f"missing {key!r}: expected a string")
        return None
    if not isinstance(value, str):
        raise ApiError(400, f"{key!r} must be a string, got {json.dumps(value)[:60]}")
    if len(value) > max_len:
        raise ApiError(400, f"{key!r} is too long: {len(value)} characters, at most {max_len}")
    return value


def _int(body: dict[str, Any], key: str, *, required: bool = True) -> int | None:
    value = body.get(key)
    if value is None:
        if required:
            raise ApiError(400, f"missing {key!r}: expected an integer")
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise ApiError(400, f"{key!r} must be an integer, got {json.dumps(value)[:60]}")
    return value


def _clean_name(raw: str | None, limit: int) -> str:
    if raw is None:
        raise ApiError(400, "missing 'name': expected your name at the table (1 to 32 characters)")
    name = " ".join("".join(ch for ch in raw if unicodedata.category(ch)[0] != "C").split())
    if not name:
        raise ApiError(400, f"'name' must have at least one visible character, got {raw!r}")
    if len(name) > limit:
        raise ApiError(400, f"'name' is too long: {len(name)} characters, at most {limit}")
    return name


def _unique_name(name: str, taken: set[str]) -> str:
    if name not in taken:
        return name
    k = 2
    while f"{name} ({k})" in taken:
        k += 1
    return f"{name} ({k})"


def _level(value: Any) -> str:
    if not isinstance(value, str) or value not in valid_levels():
        raise ApiError(400, f"unknown bot level {value!r}; choose one of {', '.join(valid_levels())}")
    resolve_level(value)
    return value


def _bot_name(idx: int, level: str, taken: set[str]) -> str:
    return _unique_name(f"Bot {idx + 1} ({level})", taken)


async def _body(request: Request, server: Server) -> dict[str, Any]:
    if request.method == "POST" and server.settings.http_rate > 0:
        host = request.client.host if request.client else "?"
        bucket = server.http_buckets.get(host)
        if bucket is None:
            if len(server.http_buckets) > 10000:
                server.http_buckets.clear()
            bucket = server.http_buckets[host] = Bucket(server.settings.http_rate, server.settings.http_burst)
        if not bucket.take():
            raise ApiError(429, f"too many requests: at most {server.settings.http_rate:g} per second; wait a moment")
    raw = b""
    async for chunk in request.stream():
        raw += chunk
        if len(raw) > server.settings.max_message:
            raise ApiError(413, f"request body too large: the limit is {server.settings.max_message} bytes")
    if not raw:
        return {}
    try:
        body = json.loads(raw)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise ApiError(400, f"the request body is not JSON ({exc}); expected a JSON object") from None
    except RecursionError:
        raise ApiError(400, "the request body is nested too deeply; expected a flat JSON object") from None
    if not isinstance(body, dict):
        raise ApiError(400, f"the request body must be a JSON object, got {type(body).__name__}")
    return body


async def _table(request: Request) -> Table:
    server: Server = request.app.state.server
    code = request.path_params["code"]
    t = await server.get(code)
    if t is None:
        raise ApiError(404, f"no table with code {code!r}; codes are 6 letters and digits, e.g. from an invite link")
    return t


def _token_seat(t: Table, body: dict[str, Any]) -> int:
    token = _str(body, "token", max_len=200)
    assert token is not None
    seat = t.seat_for_token(token)
    if seat is None:
        raise ApiError(403, f"that token does not belong to a seat of table {t.code}")
    return seat


def _creator(t: Table, body: dict[str, Any]) -> None:
    if _token_seat(t, body) != t.creator:
        raise ApiError(403, f"only the creator of table {t.code} (seat {t.creator}) may do that")


# ---------------------------------------------------------------------------- HTTP endpoints
async def api_games(request: Request) -> JSONResponse:
    # ?lang=it|ko|ja: the texts (titles, descriptions, option help) in that language; English otherwise
    lang = request.query_params.get("lang", "en")
    described = [localise(info.describe(), lang) for info in games().values()]
    return JSONResponse({"games": described, "lang": lang if lang in LANGS else "en", "levels": valid_levels()})


async def api_i18n(request: Request) -> JSONResponse:
    lang = request.path_params["lang"]
    if lang not in LANGS:
        raise ApiError(404, f"unknown language {lang!r}; expected one of {', '.join(LANGS)}")
    return JSONResponse(i18n(lang))


async def api_create(request: Request) -> JSONResponse:
    server: Server = request.app.state.server
    s = server.settings
    body = await _body(request, server)
    game_id = _str(body, "game", max_len=32)
    try:
        info = get_game(game_id or "")
        rules = info.rules_or_default(_str(body, "rules", required=False))
    except TavernaError as exc:
        raise ApiError(400, str(exc)) from None
    options = body.get("options") or {}
    if not isinstance(options, dict):
        raise ApiError(400, f"'options' must be an object of option name: value, got {json.dumps(options)[:60]}")
    n = _int(body, "seats")
    assert n is not None
    if not info.min_players <= n <= info.max_players:
        raise ApiError(400, f"{info.id} is for {info.min_players} to {info.max_players} players; 'seats' was {n}")
    name = _clean_name(_str(body, "name", max_len=200), s.name_max)
    bots_raw = body.get("bots") or {}
    if not isinstance(bots_raw, dict):
        raise ApiError(400, 'bots must be an object {"<seat index>": level}, e.g. {"1": "simple"}')
    bots: dict[int, str] = {}
    for key, level in bots_raw.items():
        try:
            idx = int(key)
        except ValueError:
            raise ApiError(400, f"bots: {key!r} is not a seat index (0 to {n - 1})") from None
        if not 0 <= idx < n:
            raise ApiError(400, f"bots: seat {idx} does not exist; seats are 0 to {n - 1}")
        bots[idx] = _level(level)
    free = [i for i in range(n) if i not in bots]
    if not free:
        raise ApiError(400, "every seat is a bot: leave one seat for yourself (watch a table without a token)")
    timer = body.get("timer")
    if timer is not None:
        if isinstance(timer, bool) or not isinstance(timer, (int, float)) or not math.isfinite(timer):
            raise ApiError(400, f"'timer' must be seconds (a number) or null, got {json.dumps(timer)[:60]}")
        if not s.timer_min <= timer <= s.timer_max:
            raise ApiError(400, f"'timer' must be between {s.timer_min:g} and {s.timer_max:g} seconds, or null (off)")
        timer = float(timer)
    seed = _int(body, "seed", required=False)
    if seed is not None and not s.allow_seed:
        raise ApiError(400, "this server does not accept a chosen 'seed' (it would reveal the cards); leave it out")
    if seed is None:
        seed = secrets.randbits(48)
    if not -(2**63) <= seed < 2**63:  # the column is a 64-bit integer in every database
        raise ApiError(400, f"'seed' must be an integer from -2**63 to 2**63-1, got {seed}"[:200])
    try:  # the engine checks the options and the number of players
        create_match(info.id, rules=rules, options=options, players=[f"Seat {i + 1}" for i in range(n)], seed=seed)
    except TavernaError as exc:
        raise ApiError(400, str(exc)) from None
    if sum(1 for t in server.tables.values() if t.status == "waiting") >= s.max_open_tables:
        raise ApiError(503, "too many tables are waiting for players; join one of them or try later")
    me = free[0]
    token, token_hash = fresh_token()
    seats = [Seat(i) for i in range(n)]
    taken: set[str] = {name}
    seats[me].name, seats[me].token_hash = name, token_hash
    for idx, level in sorted(bots.items()):
        seats[idx].name = _bot_name(idx, level, taken)
        seats[idx].kind, seats[idx].level = "bot", level
        taken.add(seats[idx].name or "")
    t = await server.create(game=info.id, rules=rules, options=options, seats=seats, timer=timer, creator=me, seed=seed)
    return JSONResponse({"table": t.info(), "seat": name, "token": token})


async def api_list(request: Request) -> JSONResponse:
    server: Server = request.app.state.server
    open_ = [t for t in server.tables.values() if t.status in ("waiting", "playing")]
    open_.sort(key=lambda t: (t.status != "waiting", -t.created.timestamp()))
    return JSONResponse({"tables": [t.info() for t in open_[:200]]})


async def api_table(request: Request) -> JSONResponse:
    return JSONResponse({"table": (await _table(request)).info()})


def _seat_fields(seat: Seat) -> tuple[str | None, str, str | None, str | None]:
    return seat.name, seat.kind, seat.level, seat.token_hash


async def _store_seat(server: Server, t: Table, seat: Seat, before: tuple[str | None, str, str | None, str | None]) -> None:
    """Store a filled seat; if the database fails, the seat is free again and the request gets a 503."""
    try:
        await server.db(server.store.fill_seat, t.id, seat.stored())
    except Exception:
        log.exception("table %s: could not store seat %d", t.code, seat.idx)
        seat.name, seat.kind, seat.level, seat.token_hash = before
        raise ApiError(503, "the server could not store the seat; nothing changed, try again") from None


async def api_join(request: Request) -> JSONResponse:
    server: Server = request.app.state.server
    body = await _body(request, server)
    t = await _table(request)
    name = _clean_name(_str(body, "name", max_len=200), server.settings.name_max)
    want = _int(body, "seat", required=False)
    async with t.lock:
        free = [s.idx for s in t.seats if s.name is None]
        if t.status != "waiting" or not free:
            raise ApiError(409, f"table {t.code} is {'full' if t.status == 'waiting' else t.status}: no free seat; "
                                "you can watch it (connect without a token)")  # fmt: skip
        if want is not None and want not in free:
            raise ApiError(409, f"seat {want} is not free; free seats: {', '.join(map(str, free))}")
        seat = t.seats[want if want is not None else free[0]]
        before = _seat_fields(seat)
        token, seat.token_hash = fresh_token()
        seat.name = _unique_name(name, {s.name for s in t.seats if s.name})
        await _store_seat(server, t, seat, before)
        full = all(s.name is not None for s in t.seats)
        if full:
            await t.start()
        else:
            t.broadcast_state()
    return JSONResponse({"table": t.info(), "seat": seat.name, "token": token})


async def api_bots(request: Request) -> JSONResponse:
    server: Server = request.app.state.server
    body = await _body(request, server)
    t = await _table(request)
    _creator(t, body)
    idx = _int(body, "seat")
    level = _level(body.get("level"))
    async with t.lock:
        if t.status != "waiting":
            raise ApiError(409, f"table {t.code} is {t.status}: seats can be filled only before the match starts")
        if idx is None or not 0 <= idx < len(t.seats) or t.seats[idx].name is not None:
            free = [s.idx for s in t.seats if s.name is None]
            raise ApiError(409, f"seat {idx} is not free; free seats: {', '.join(map(str, free)) or 'none'}")
        seat = t.seats[idx]
        before = _seat_fields(seat)
        seat.kind, seat.level = "bot", level
        seat.name = _bot_name(idx, level, {s.name for s in t.seats if s.name})
        await _store_seat(server, t, seat, before)
        if all(s.name is not None for s in t.seats):
            await t.start()
        else:
            t.broadcast_state()
    return JSONResponse({"table": t.info()})


async def api_start(request: Request) -> JSONResponse:
    server: Server = request.app.state.server
    body = await _body(request, server)
    t = await _table(request)
    _creator(t, body)
    async with t.lock:
        if t.status != "waiting":
            raise ApiError(409, f"table {t.code} is already {t.status}")
        empty = [s.idx for s in t.seats if s.name is None]
        if empty:
            raise ApiError(409, f"seats {', '.join(map(str, empty))} are empty: invite players or fill them with bots")
        await t.start()
    return JSONResponse({"table": t.info()})


async def api_rematch(request: Request) -> JSONResponse:
    server: Server = request.app.state.server
    body = await _body(request, server)
    t = await _table(request)
    _token_seat(t, body)
    async with t.lock:
        if t.status != "finished":
            raise ApiError(409, f"table {t.code} is {t.status}: a rematch follows a finished match")
        if t.rematch is None:
            seats = [Seat(s.idx, s.name, s.kind, s.level, s.token_hash) for s in t.seats]
            new = await server.create(game=t.game, rules=t.rules, options=t.options, seats=seats, timer=t.timer,
                                      creator=t.creator, seed=secrets.randbits(48))  # fmt: skip
            t.rematch = new.code
            await server.db(server.store.set_status, t.id, t.status, new.code)
            t.broadcast_state()
    new_table = await server.get(t.rematch)
    assert new_table is not None
    return JSONResponse({"table": new_table.info()})


async def api_record(request: Request) -> Response:
    t = await _table(request)
    if t.status != "finished" or t.match is None:
        raise ApiError(409, f"table {t.code} is {t.status}: the record is available when the match is over "
                            "(before, it would reveal the hidden cards)")  # fmt: skip
    data = json.dumps(t.record(), ensure_ascii=False, indent=1)
    return Response(data, media_type="application/json",
                    headers={"Content-Disposition": f'attachment; filename="taverna-{t.game}-{t.code}.json"'})  # fmt: skip


# ---------------------------------------------------------------------------- websocket
def _parse(raw: str | bytes | None, limit: int) -> dict[str, Any]:
    if raw is None:
        raise ValueError("empty message; expected a JSON object with a 'type'")
    size = len(raw) if isinstance(raw, bytes) else len(raw.encode("utf-8", "surrogatepass"))
    if size > limit:
        raise ValueError(f"message too large: {size} bytes; the limit is {limit}")
    try:
        data = json.loads(raw)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise ValueError(f"not JSON ({exc}); expected an object such as {{\"type\": \"sync\"}}") from None
    except RecursionError:
        raise ValueError("not acceptable JSON: nested too deeply") from None
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ValueError("a message is a JSON object with a 'type': act, sync or chat")
    return data


async def ws_table(ws: WebSocket) -> None:
    server: Server = ws.app.state.server
    s = server.settings
    code = ws.path_params["code"]
    token = ws.query_params.get("token")
    lang = ws.query_params.get("lang", "en")
    delta = ws.query_params.get("delta", "") in ("1", "true", "yes")
    await ws.accept()
    t = await server.get(code)
    if t is None:
        await ws.send_text(json.dumps({"type": "error", "message": f"no table with code {code!r}", "version": 0}))
        await ws.close(4404)
        return
    seat = None
    if token:
        seat = t.seat_for_token(token)
        if seat is None:
            msg = (f"that seat token does not belong to any seat of table {t.code}; join the table to get one, "
                   "or connect without a token to watch")  # fmt: skip
            await ws.send_text(json.dumps({"type": "error", "message": msg, "version": t.version}))
            await ws.close(4403)
            return
    if len(t.clients) >= s.max_table_clients:
        msg = f"table {t.code} has {s.max_table_clients} connections already; try again later"
        await ws.send_text(json.dumps({"type": "error", "message": msg, "version": t.version}))
        await ws.close(1013)
        return
    # spectators always get deltas after their first state: one message per version serves them all
    conn = Conn(ws.send_text, ws.close, seat, delta=delta or seat is None, lang=lang if lang in LANGS else "en", queue_size=s.send_queue)
    conn.sync_bucket = Bucket(s.sync_rate, s.sync_burst)
    writer = asyncio.get_running_loop().create_task(conn.writer())
    bucket = Bucket(s.rate, s.rate)
    refused: deque[float] = deque()  # times of the messages refused for rate in the last 10 s
    t.attach(conn)
    try:
        while True:
            message = await ws.receive()
            if message["type"] == "websocket.disconnect" or conn.dropped:
                break
            if not bucket.take():
                moment = time.monotonic()
                refused.append(moment)
                while refused[0] < moment - 10:
                    refused.popleft()
                if len(refused) >= s.flood:
                    await ws.close(1008, "flooding: too many messages")
                    break
                t.send_error(conn, f"too many messages: at most {s.rate:g} per second; this one was ignored")
                continue
            try:
                await handle(t, conn, _parse(message.get("text") or message.get("bytes"), s.max_message))
            except ValueError as exc:
                t.send_error(conn, str(exc))
            except Exception:  # a bug must cost this message only, never the connection or the table
                log.exception("table %s: error handling a message", t.code)
                t.send_error(conn, "the server failed on that message; nothing changed")
    except WebSocketDisconnect:
        pass
    except Exception:
        log.exception("table %s: websocket error", t.code)
    finally:
        t.detach(conn)
        writer.cancel()
        with contextlib.suppress(Exception):
            await ws.close()


async def handle(t: Table, conn: Conn, msg: dict[str, Any]) -> None:
    kind = msg["type"]
    if kind == "sync":
        sync(t, conn)
    elif kind == "act":
        if conn.seat is None:
            raise ValueError("spectators cannot act: join a free seat (or connect with your seat token)")
        version = msg.get("version")
        if isinstance(version, bool) or not isinstance(version, int):
            raise ValueError(f"'act' needs the state 'version' you are answering (an integer), got {version!r}")
        action = msg.get("action")
        if (not isinstance(action, list) or not 1 <= len(action) <= 2 or not isinstance(action[0], str)
                or not action[0]):  # fmt: skip
            raise ValueError(f"'action' must be [word] or [word, argument], e.g. [\"keep\"], got {action!r}"[:300])
        error = await t.act(conn.seat, version, action)
        if error is not None:
            t.send_error(conn, error)
            if version != t.version:
                t.send_state(conn, full=True)
    elif kind == "chat":
        if conn.seat is None:
            raise ValueError("spectators cannot chat: only seated players can")
        text = msg.get("text")
        if not isinstance(text, str):
            raise ValueError("'chat' needs a non-empty 'text' string")
        text = "".join(ch for ch in text if ch in "\n" or unicodedata.category(ch)[0] != "C").strip()
        if not text:  # also a text of control characters only (NUL, which PostgreSQL's text cannot hold, ...)
            raise ValueError("'chat' needs a non-empty 'text' string (control characters do not count)")
        if len(text) > t.server.settings.chat_max:
            raise ValueError(f"chat text too long: {len(text)} characters, at most {t.server.settings.chat_max}")
        name = t.seats[conn.seat].name or "?"
        await t.add_chat(name, text)
    else:
        raise ValueError(f"unknown message type {kind!r}; expected act, sync or chat"[:200])


def sync(t: Table, conn: Conn) -> None:
    """Answer a ``sync`` with the (cached) full state; beyond ``sync_rate`` the requests are coalesced:
    one answer, sent as soon as the rate allows, stands for all of them (a sync storm costs at most
    one cached send per connection per 1/``sync_rate`` seconds)."""
    if conn.sync_pending:
        return
    if conn.sync_bucket.take():
        t.send_state(conn, full=True)
        return
    conn.sync_pending = True

    def answer() -> None:
        conn.sync_pending = False
        if conn in t.clients and not conn.dropped:
            conn.sync_bucket.take()
            t.send_state(conn, full=True)

    asyncio.get_running_loop().call_later(conn.sync_bucket.wait(), answer)


# ---------------------------------------------------------------------------- static pages
def _static(name: str) -> Response:
    path = STATIC / name
    if path.is_file():
        return FileResponse(path)
    return JSONResponse({"error": f"the browser UI is not installed ({name} is missing)"}, status_code=404)


async def page_index(request: Request) -> Response:
    return _static("index.html")


async def page_table(request: Request) -> Response:
    return _static("table.html")


# ---------------------------------------------------------------------------- the app
async def _api_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, ApiError)
    return JSONResponse({"error": exc.message}, status_code=exc.status)


async def _http_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HTTPException)
    detail = {404: f"no such page: {request.url.path}", 405: f"method {request.method} not allowed on {request.url.path}"}
    return JSONResponse({"error": detail.get(exc.status_code, str(exc.detail))}, status_code=exc.status_code)


def create_app(settings: Settings | None = None) -> Starlette:
    settings = settings or Settings()
    server = Server(settings)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        await server.startup()
        try:
            yield
        finally:
            await server.shutdown()

    routes = [
        Route("/", page_index),
        Route("/t/{code}", page_table),
        Route("/api/games", api_games),
        Route("/api/i18n/{lang}", api_i18n),
        Route("/api/tables", api_create, methods=["POST"]),
        Route("/api/tables", api_list, methods=["GET"]),
        Route("/api/tables/{code}", api_table),
        Route("/api/tables/{code}/join", api_join, methods=["POST"]),
        Route("/api/tables/{code}/bots", api_bots, methods=["POST"]),
        Route("/api/tables/{code}/start", api_start, methods=["POST"]),
        Route("/api/tables/{code}/rematch", api_rematch, methods=["POST"]),
        Route("/api/tables/{code}/record", api_record),
        WebSocketRoute("/ws/{code}", ws_table),
        Mount("/static", StaticFiles(directory=STATIC, check_dir=False), name="static"),
    ]
    app = Starlette(
        routes=routes, lifespan=lifespan, exception_handlers={ApiError: _api_error, HTTPException: _http_error}
    )
    app.state.server = server
    return app
