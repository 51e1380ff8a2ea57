"""The Starlette app: the HTTP API and the websocket of ``docs/protocol.md``, and the static browser UI."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import math
import time
import unicodedata
from collections import deque
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import urlsplit

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import HTTPConnection, Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from starlette.websockets import WebSocket, WebSocketDisconnect

from taverna.core import TavernaError
from taverna.core.rng import HMAC_SHA256
from taverna.games import create_match, games, get_game
from taverna.i18n import YOU
from taverna.i18n.lobby import localise

from .config import Settings
from .db import Store, default_url, now, shown_url
from .i18n import LANGS, i18n
from .tables import Conn, Seat, Table, fresh_secret, fresh_token, new_code, resolve_level, valid_levels

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
        self.creators: dict[str, str] = {}  # table code -> the client address that created it (this process only)
        self.idle_since: dict[str, float] = {}  # waiting table code -> monotonic time no seated player is connected
        self.ws_by_addr: dict[str, int] = {}  # client address -> its open websockets
        self.spectators: dict[tuple[str, str], int] = {}  # (table code, client address) -> spectator websockets
        self.reaper: asyncio.Task[None] | None = None

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
        await self.expire_idle()  # waiting tables whose time passed while the server was down
        self.reaper = asyncio.get_running_loop().create_task(self.reap(), name="waiting-table expiry")

    async def reap(self) -> None:
        """Abandon waiting tables nobody seated has been connected to for ``waiting_expiry`` seconds."""
        interval = min(30.0, max(0.05, self.settings.waiting_expiry / 4))
        while True:
            await asyncio.sleep(interval)
            try:
                await self.expire_idle()
            except Exception:
                log.exception("the expiry of waiting tables failed (tried again later)")

    async def expire_idle(self) -> None:
        moment = time.monotonic()
        for code in list(self.creators):
            if code not in self.tables or self.tables[code].status not in ("waiting", "playing"):
                del self.creators[code]
        for code, t in list(self.tables.items()):
            if t.status != "waiting":
                self.idle_since.pop(code, None)
            elif any(seat.conns for seat in t.seats):
                self.idle_since[code] = moment
            elif moment - self.idle_since.setdefault(code, moment) >= self.settings.waiting_expiry:
                await self.abandon(t)

    async def abandon(self, t: Table) -> None:
        """A waiting table nobody came to: ``abandoned`` in storage (kept, never resumed), out of memory."""
        async with t.lock:  # a join or a connection meanwhile keeps the table
            idle = time.monotonic() - self.idle_since.get(t.code, time.monotonic())
            if t.status != "waiting" or any(seat.conns for seat in t.seats) or idle < self.settings.waiting_expiry:
                return
            try:
                await self.db(self.store.set_status, t.id, "abandoned")
            except Exception:
                log.exception("table %s: could not store it as abandoned (tried again later)", t.code)
                return
            t.status = "abandoned"
        log.info("table %s: abandoned (no seated player connected for %g s)", t.code, self.settings.waiting_expiry)
        t.broadcast_state()  # spectators see the status
        self.idle_since.pop(t.code, None)
        self.creators.pop(t.code, None)
        if self.tables.get(t.code) is t:
            del self.tables[t.code]
        if t.task is not None:
            t.task.cancel()

    async def shutdown(self) -> None:
        if self.reaper is not None:
            self.reaper.cancel()
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
                if t.status == "waiting":  # idle (nobody connected) since it was created, as far as anyone knows
                    self.idle_since[code] = time.monotonic() - max(0.0, (now() - t.created).total_seconds())
                t.start_task()
        self.loading.pop(code, None)
        return t

    async def unique_code(self) -> str:
        while True:
            code = new_code()
            if code not in self.tables and not await self.db(self.store.code_exists, code):
                return code

    async def create(self, *, game: str, rules: str | None, options: dict[str, Any], seats: list[Seat],
                     timer: float | None, creator: int, seed: int, salt: str, addr: str | None = None) -> Table:  # fmt: skip
        """A new table dealing with the secure generator from the secret ``seed`` (committed to with ``salt``)."""
        s = self.settings
        async with self.create_lock:
            if any(seat.name is None for seat in seats):  # the table will wait for players
                waiting = [t for t in self.tables.values() if t.status == "waiting"]
                if len(waiting) >= s.max_open_tables:
                    raise ApiError(503, "too many tables are waiting for players; join one of them or try later")
                mine = sum(1 for t in waiting if addr is not None and self.creators.get(t.code) == addr)
                if mine >= s.max_waiting_per_address:
                    raise ApiError(429, f"you already have {mine} tables waiting for players (at most "
                                        f"{s.max_waiting_per_address} per address): start or fill one of them, or "
                                        f"wait until one is abandoned ({s.waiting_expiry:g} s after its players "
                                        "leave)")  # fmt: skip
            code = await self.unique_code()
            created = now()
            status = "waiting"
            table_id = await self.db(
                lambda: self.store.create_table(
                    code=code, game=game, rules=rules, options=options, seed=seed, status=status, timer=timer,
                    creator=creator, created=created, seats=[s.stored() for s in seats], rng=HMAC_SHA256, salt=salt,
                )
            )
            t = Table(
                server=self, id=table_id, code=code, game=game, rules=rules, options=options, seed=seed, status=status,
                timer=timer, creator=creator, created=created, seats=seats, rng_kind=HMAC_SHA256, salt=salt,
            )  # fmt: skip
            from .tables import text_module

            t.text = text_module(game)
            self.tables[code] = t
            if addr is not None:
                self.creators[code] = addr
            self.idle_since[code] = time.monotonic()
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
    if name.casefold() in _SECOND_PERSON:
        # the table's texts say "You ask", "Tu chiedi" for a player of that name: everyone would read it as themselves
        raise ApiError(400, f"'name' may not be {name!r}: the table's texts use it for 'you'; choose another name")
    return name


_SECOND_PERSON = {word.casefold() for word in YOU.values()}


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


def _netloc(scheme: str, netloc: str) -> str:
    """``host[:port]`` in lower case without the scheme's default port."""
    netloc = netloc.strip().lower()
    default = {"http": ":80", "https": ":443", "ws": ":80", "wss": ":443"}.get(scheme)
    return netloc[: -len(default)] if default and netloc.endswith(default) else netloc


def origin_key(origin: str) -> str | None:
    """``scheme://host[:port]`` of an Origin header or an allowed origin; None if it is not one."""
    try:
        u = urlsplit(origin.strip())
        u.port  # noqa: B018 (a port that is not a number raises)
    except ValueError:
        return None
    if u.scheme not in ("http", "https") or not u.netloc or "@" in u.netloc or u.path not in ("", "/") or u.query:
        return None
    return f"{u.scheme}://{_netloc(u.scheme, u.netloc)}"


def _origin_refused(headers: Any, settings: Settings) -> str | None:
    """Why a browser page of another origin may not post or connect here (None: allowed).

    No Origin header (curl, the CLI, other programs) is allowed: browsers send one with every websocket
    and every cross-site POST.  Allowed: the same host and port as the request's Host, and ``allow_origins``.
    """
    origin = headers.get("origin")
    if origin is None:
        return None
    key = origin_key(origin)
    host = headers.get("host")
    if key is not None:
        scheme, netloc = key.split("://", 1)
        if host is not None and netloc == _netloc(scheme, host):
            return None
        if key in {origin_key(a) for a in settings.allow_origins}:
            return None
    return (f"requests from pages of another site ({origin[:100]!r}) are refused: this server accepts its own pages "
            "(and the origins its operator allows with --allow-origin)")  # fmt: skip


class _JsonRefused(ValueError):
    pass


def _loads(raw: str | bytes, digits: int) -> Any:
    """``json.loads`` with integers of at most ``digits`` digits and text that is valid Unicode."""

    def number(text: str) -> int:
        if len(text.lstrip("-")) > digits:
            raise _JsonRefused(f"a number has {len(text.lstrip('-'))} digits; at most {digits} are accepted")
        return int(text)

    data = json.loads(raw, parse_int=number)
    try:
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise _JsonRefused("a string holds a lone surrogate (a \\ud800-\\udfff escape that is not part of a "
                           "pair); text must be valid Unicode") from None  # fmt: skip
    return data


async def _body(request: Request, server: Server) -> dict[str, Any]:
    if request.method == "POST":
        refused = _origin_refused(request.headers, server.settings)
        if refused is not None:
            raise ApiError(403, refused)
    if request.method == "POST" and server.settings.http_rate > 0:
        host = request.client.host if request.client else "?"
        bucket = server.http_buckets.get(host)
        if bucket is None:
            if len(server.http_buckets) > 10000:
                server.http_buckets.clear()
            bucket = server.http_buckets[host] = Bucket(server.settings.http_rate, server.settings.http_burst)
        if not bucket.take():
            raise ApiError(429, f"too many requests: at most {server.settings.http_rate:g} per second; wait a moment")
    ctype = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if request.method == "POST" and ctype != "application/json":
        raise ApiError(415, f"the request body must be JSON sent as Content-Type: application/json, got "
                            f"{ctype[:60] or 'no Content-Type'}")  # fmt: skip
    raw = b""
    async for chunk in request.stream():
        raw += chunk
        if len(raw) > server.settings.max_message:
            raise ApiError(413, f"request body too large: the limit is {server.settings.max_message} bytes")
    if not raw:
        return {}
    try:
        body = _loads(raw, server.settings.max_json_digits)
    except _JsonRefused as exc:
        raise ApiError(400, f"the request body is not acceptable JSON: {exc}") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise ApiError(400, f"the request body is not JSON ({exc}); expected a JSON object") from None
    except (RecursionError, ValueError):  # ValueError: Python's own limit on integer digits, as a last resort
        raise ApiError(400, "the request body is nested too deeply or holds a huge number; expected a flat JSON "
                            "object") from None
    if not isinstance(body, dict):
        raise ApiError(400, f"the request body must be a JSON object, got {type(body).__name__}")
    return body


def _client(conn: HTTPConnection) -> str:
    """The client's address: the peer of the connection (a proxy's X-Forwarded-For only with ``trust_proxy``)."""
    return conn.client.host if conn.client else "?"


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
    secret, salt = fresh_secret()  # fair tables: a 256-bit secret seed, committed to with a random salt
    if seed is None:
        seed = secret
    if not 0 <= seed < 2**256:  # the hmac-sha256 generator's key is 32 bytes
        raise ApiError(400, f"'seed' must be an integer from 0 to 2**256-1, got {seed}"[:200])
    try:  # the engine checks the options and the number of players
        create_match(info.id, rules=rules, options=options, players=[f"Seat {i + 1}" for i in range(n)], seed=seed,
                     rng=HMAC_SHA256)  # fmt: skip
    except TavernaError as exc:
        raise ApiError(400, str(exc)) from None
    me = free[0]
    token, token_hash = fresh_token()
    seats = [Seat(i) for i in range(n)]
    taken: set[str] = {name}
    seats[me].name, seats[me].token_hash = name, token_hash
    for idx, level in sorted(bots.items()):
        seats[idx].name = _bot_name(idx, level, taken)
        seats[idx].kind, seats[idx].level = "bot", level
        taken.add(seats[idx].name or "")
    t = await server.create(game=info.id, rules=rules, options=options, seats=seats, timer=timer, creator=me, seed=seed,
                            salt=salt, addr=_client(request))  # fmt: skip
    return JSONResponse({"table": t.info(), "seat": name, "token": token})


async def api_list(request: Request) -> JSONResponse:
    server: Server = request.app.state.server
    open_ = [t for t in server.tables.values() if t.status in ("waiting", "playing")]
    open_.sort(key=lambda t: (t.status != "waiting", -t.created.timestamp()))
    shown: list[Table] = []
    per_addr: dict[str, int] = {}  # no address makes the lobby its own: a few tables per creator address
    for t in open_:
        addr = server.creators.get(t.code)
        if addr is not None:
            if per_addr.get(addr, 0) >= server.settings.lobby_per_address:
                continue
            per_addr[addr] = per_addr.get(addr, 0) + 1
        shown.append(t)
        if len(shown) >= 200:
            break
    return JSONResponse({"tables": [t.info() for t in shown]})


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
        if t.status == "abandoned":
            raise ApiError(409, f"table {t.code} was abandoned (nobody sat at it for a while): create a new table")
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
        server.idle_since[t.code] = time.monotonic()  # the newcomer's page is about to connect
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
            seed, salt = fresh_secret()  # a fresh secret seed, salt and commitment
            new = await server.create(game=t.game, rules=t.rules, options=t.options, seats=seats, timer=t.timer,
                                      creator=t.creator, seed=seed, salt=salt, addr=_client(request))  # fmt: skip
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
def _parse(raw: str | bytes | None, limit: int, digits: int = 100) -> dict[str, Any]:
    if raw is None:
        raise ValueError("empty message; expected a JSON object with a 'type'")
    size = len(raw) if isinstance(raw, bytes) else len(raw.encode("utf-8", "surrogatepass"))
    if size > limit:
        raise ValueError(f"message too large: {size} bytes; the limit is {limit}")
    try:
        data = _loads(raw, digits)
    except _JsonRefused as exc:
        raise ValueError(f"not acceptable JSON: {exc}") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise ValueError(f"not JSON ({exc}); expected an object such as {{\"type\": \"sync\"}}") from None
    except (RecursionError, ValueError):  # ValueError: Python's own limit on integer digits, as a last resort
        raise ValueError("not acceptable JSON: nested too deeply or a huge number") from None
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ValueError("a message is a JSON object with a 'type': act, sync or chat")
    return data


async def _refuse(ws: WebSocket, message: str, close_code: int, version: int = 0) -> None:
    await ws.send_text(json.dumps({"type": "error", "message": message, "version": version}))
    await ws.close(close_code)


async def ws_table(ws: WebSocket) -> None:
    server: Server = ws.app.state.server
    s = server.settings
    addr = _client(ws)
    await ws.accept()
    refused = _origin_refused(ws.headers, s)
    if refused is not None:
        await _refuse(ws, refused, 4403)
        return
    if server.ws_by_addr.get(addr, 0) >= s.max_ws_per_address:
        msg = (f"too many connections from your address: at most {s.max_ws_per_address} at once; "
               "close other tables or tabs and try again")  # fmt: skip
        await _refuse(ws, msg, 4429)
        return
    server.ws_by_addr[addr] = server.ws_by_addr.get(addr, 0) + 1
    try:
        await _ws_table(ws, server, addr)
    finally:
        left = server.ws_by_addr.pop(addr, 1) - 1
        if left > 0:
            server.ws_by_addr[addr] = left


async def _ws_table(ws: WebSocket, server: Server, addr: str) -> None:
    s = server.settings
    code = ws.path_params["code"]
    token = ws.query_params.get("token")
    lang = ws.query_params.get("lang", "en")
    delta = ws.query_params.get("delta", "") in ("1", "true", "yes")
    t = await server.get(code)
    if t is None:
        await _refuse(ws, f"no table with code {code[:20]!r}", 4404)
        return
    seat = None
    if token:
        seat = t.seat_for_token(token)
        if seat is None:
            msg = (f"that seat token does not belong to any seat of table {t.code}; join the table to get one, "
                   "or connect without a token to watch")  # fmt: skip
            await _refuse(ws, msg, 4403, t.version)
            return
    watcher = (t.code, addr)
    if seat is not None:  # a seat's connections never compete with spectators: only with the seat's own
        if t.seats[seat].conns >= s.max_seat_clients:
            msg = (f"your seat at table {t.code} has {s.max_seat_clients} connections already (the limit per seat); "
                   "close another tab or device of this seat and try again")  # fmt: skip
            await _refuse(ws, msg, 4429, t.version)
            return
    elif sum(1 for c in t.clients if c.seat is None) >= s.max_table_spectators:
        msg = (f"table {t.code} has {s.max_table_spectators} spectators already (the limit); try again later "
               "(seated players can always connect)")  # fmt: skip
        await _refuse(ws, msg, 1013, t.version)
        return
    elif server.spectators.get(watcher, 0) >= s.max_spectators_per_address:
        msg = (f"too many spectator connections to table {t.code} from your address: at most "
               f"{s.max_spectators_per_address}; close one and try again")  # fmt: skip
        await _refuse(ws, msg, 4429, t.version)
        return
    if seat is None:
        server.spectators[watcher] = server.spectators.get(watcher, 0) + 1
    # spectators always get deltas after their first state: one message per version serves them all
    conn = Conn(ws.send_text, ws.close, seat, delta=delta or seat is None, lang=lang if lang in LANGS else "en",
                queue_size=s.send_queue)  # fmt: skip
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
                    await conn.drain()  # the refusals sent so far say why, then the close
                    await ws.close(1008, "flooding: too many messages")
                    break
                acted = False
                with contextlib.suppress(ValueError):
                    raw = message.get("text") or message.get("bytes")
                    acted = _parse(raw, s.max_message, s.max_json_digits)["type"] == "act" and conn.seat is not None
                t.send_error(conn, f"too many messages: at most {s.rate:g} per second; this one was ignored"
                             + ("; here is the current state: act again" if acted else ""))  # fmt: skip
                if acted:  # the refused act is lost: the client must not wait for a state that never comes
                    t.send_state(conn, {})
                continue
            try:
                raw = message.get("text") or message.get("bytes")
                await handle(t, conn, _parse(raw, s.max_message, s.max_json_digits))
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
        if seat is None:
            left = server.spectators.pop(watcher, 1) - 1
            if left > 0:
                server.spectators[watcher] = left
        elif t.status == "waiting" and not any(x.conns for x in t.seats):
            server.idle_since[t.code] = time.monotonic()  # the waiting table's expiry counts from now
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
    if conn.sync_bucket is None or conn.sync_bucket.take():
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


async def game_board(request: Request) -> Response:
    """``GET /games/{id}/board.js``: a game's table renderer, found through the registry (``GameInfo.board``)."""
    gid = request.path_params["game"]
    try:
        info = get_game(gid)
    except TavernaError:
        raise ApiError(404, f"unknown game {gid!r}; games: {', '.join(sorted(games()))}") from None
    if info.id != gid:
        raise ApiError(404, f"no such page: {request.url.path} (the game is {info.id!r})")
    source = info.board()
    if source is None:
        raise ApiError(404, f"the game {gid!r} has no board.js: the table page draws it with the shared board")
    etag = '"' + hashlib.sha256(source.encode("utf-8")).hexdigest()[:32] + '"'
    headers = {"ETag": etag, "Cache-Control": "public, max-age=300"}
    if request.headers.get("if-none-match") == etag:
        return Response(status_code=304, headers=headers)
    return Response(source, media_type="text/javascript; charset=utf-8", headers=headers)


# ---------------------------------------------------------------------------- the app
# Sent with every HTTP response: scripts and styles from this server's files only (the pages have no inline
# script, style or handler), never framed (clickjacking), no content-type sniffing, no Referer leaving a page.
SECURITY_HEADERS = [
    (b"content-security-policy", b"default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                                 b"connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
                                 b"frame-ancestors 'none'"),
    (b"x-frame-options", b"DENY"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
]  # fmt: skip


class SecurityHeaders:
    """ASGI middleware adding ``SECURITY_HEADERS`` to every HTTP response."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_secured(message: Message) -> None:
            if message["type"] == "http.response.start":
                names = {name for name, _ in SECURITY_HEADERS}
                headers = [h for h in message.get("headers", []) if h[0].lower() not in names]
                message = {**message, "headers": headers + SECURITY_HEADERS}
            await send(message)

        await self.app(scope, receive, send_secured)


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
        Route("/games/{game}/board.js", game_board),
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
        routes=routes, lifespan=lifespan, exception_handlers={ApiError: _api_error, HTTPException: _http_error},
        middleware=[Middleware(SecurityHeaders)],
    )
    app.state.server = server
    return app
