"""The websocket of ``docs/protocol.md``: connection limits, message rate and flooding, act, sync and chat."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import math
import time
import unicodedata
from collections import deque
from typing import Any

from starlette.responses import JSONResponse
from starlette.websockets import WebSocket, WebSocketDisconnect

from taverna.i18n.refusals import Refused, Said, localise, refusal

from . import chat as chats
from .hub import Server
from .i18n import LANGS
from .limits import ApiError, Bucket, _client, _JsonRefused, _loads, _origin_refused, keyed_bucket
from .tables import Conn, Table

log = logging.getLogger("taverna.server")


def _parse(raw: str | bytes | None, limit: int, digits: int = 100) -> dict[str, Any]:
    if raw is None:
        raise Refused("msg-empty")
    size = len(raw) if isinstance(raw, bytes) else len(raw.encode("utf-8", "surrogatepass"))
    if size > limit:
        raise Refused("msg-too-large", size=size, limit=limit)
    try:
        data = _loads(raw, digits)
    except _JsonRefused as exc:
        raise Refused("msg-refused-json", detail=str(exc)) from None
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise Refused("msg-not-json", detail=str(exc)) from None
    except (RecursionError, ValueError):  # ValueError: Python's own limit on integer digits, as a last resort
        raise Refused("msg-too-deep") from None
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise Refused("msg-no-type")
    return data


def _lang(ws: WebSocket) -> str:
    """The connection's language (``?lang=``), English for none or one this server does not speak."""
    lang = ws.query_params.get("lang", "en")
    return lang if lang in LANGS else "en"


def _error(message: str, version: int) -> str:
    """An ``error`` message: the refusal in the connection's language, with its sentence's id and variables
    (``key``, ``fields``: docs/protocol.md) where it has one."""
    wire = message.wire() if isinstance(message, Said) else {}
    return json.dumps({"type": "error", "message": message, "version": version, **wire}, ensure_ascii=False)


def _send_error(t: Table, conn: Conn, message: str) -> None:
    conn.put(_error(message, t.version))


async def _refuse(ws: WebSocket, message: str | Exception, close_code: int, version: int = 0) -> None:
    """Refuse a connection: the reason (said in the connection's language), then the close."""
    await ws.send_text(_error(message if isinstance(message, str) else localise(message, _lang(ws)), version))
    await ws.close(close_code)


async def ws_table(ws: WebSocket) -> None:
    server: Server = ws.app.state.server
    s = server.settings
    addr = _client(ws)
    if s.ws_connect_rate > 0:  # before the upgrade: a refusal here is an HTTP 429 (a browser backs off on it)
        bucket = keyed_bucket(server.ws_connect_buckets, addr, s.ws_connect_rate, s.ws_connect_burst)
        if not bucket.take() and not _seat_waits(server, ws):
            await _refuse_rate(ws, bucket.wait())
            return
    await ws.accept()
    refused = _origin_refused(ws.headers, s)
    if refused is not None:
        await _refuse(ws, Refused("origin-refused", **refused.fields), 4403)
        return
    cluster = server.cluster
    here = server.ws_by_addr.get(addr, 0)
    counted = await cluster.count("ws:" + addr, here) if cluster is not None else here
    if counted >= s.max_ws_per_address and not await _make_room(ws, server, addr):
        await _refuse(ws, Refused("ws-too-many", limit=s.max_ws_per_address), 4429)
        return
    server.ws_by_addr[addr] = here + 1
    if cluster is not None:  # counted over every worker
        cluster.adjust("ws:" + addr, 1)
    try:
        await _ws_table(ws, server, addr)
    finally:
        left = server.ws_by_addr.pop(addr, 1) - 1
        if left > 0:
            server.ws_by_addr[addr] = left
        if cluster is not None:
            cluster.adjust("ws:" + addr, -1)


async def _refuse_rate(ws: WebSocket, wait: float) -> None:
    """Refuse a connection beyond its address's rate, before the upgrade where the server can (the ASGI extension
    ``websocket.http.response``): a 429 with ``Retry-After`` and the JSON error of the HTTP API, which costs no
    websocket and after which a browser's page waits longer each time (one accepted then closed would reconnect at
    once); else accepted, the ``error``, then close 4429."""
    s = ws.app.state.server.settings
    seconds = max(1, math.ceil(wait))
    why = Refused("ws-connect-rate", rate=f"{s.ws_connect_rate:g}", wait=seconds)
    if "websocket.http.response" in ws.scope.get("extensions", {}):
        said = localise(why, _lang(ws))
        body = {"error": said, **(said.wire() if isinstance(said, Said) else {})}
        await ws.send_denial_response(JSONResponse(body, status_code=429, headers={"Retry-After": str(seconds)}))
        return
    await ws.accept()
    await _refuse(ws, why, 4429)


SEAT_RECONNECTS = (1.0, 5)  # a seat's connections let in over its address's rate: per second, and the burst


def _seat_waits(server: Server, ws: WebSocket) -> bool:
    """Whether the connection holds the token of a seat with no connection, at a table in memory (no database asked:
    this is asked of connections beyond their address's rate), and that seat has not come back so often that it
    would make a way round the rate (``SEAT_RECONNECTS``: connecting and closing in a loop through one's own seat)."""
    token = ws.query_params.get("token")
    t = server.tables.get(str(ws.path_params["code"]).upper()) if token else None
    seat = t.seat_for_token(token) if t is not None and token else None
    if t is None or seat is None or t.seats[seat].online > 0:
        return False
    buckets: dict[int, Bucket] = t.__dict__.setdefault("_seat_reconnects", {})
    return buckets.setdefault(seat, Bucket(*SEAT_RECONNECTS)).take()


async def _make_room(ws: WebSocket, server: Server, addr: str) -> bool:
    """An address that has used up its websockets (``max_ws_per_address``) must not keep a seated player from their
    seat: a connection with a seat's token, to a seat with no connection anywhere, closes one of the address's
    connections on this worker that is not a seat's only one (a spectator's first, the oldest first; else a second
    device of a seat) and takes its place.  False: there is none (every one is a seat's only connection, or the
    token is no seat's), and the address's limit refuses it as before."""
    token = ws.query_params.get("token")
    if not token:
        return False
    try:
        t = await server.get(ws.path_params["code"], addr)
    except ApiError:  # (the address's budget of tables loaded is spent)
        return False
    seat = t.seat_for_token(token) if t is not None else None
    if t is None or seat is None or t.seats[seat].online > 0:
        return False
    mine = server.ws_conns.get(addr, {})
    spare = [c for c, ct in mine.items() if c.seat is None and not c.dropped]
    spare += [c for c, ct in mine.items() if c.seat is not None and not c.dropped and ct.seats[c.seat].online > 1]
    if not spare:
        return False
    victim = spare[0]
    victim.put(_error(refusal(victim.lang, "ws-made-room", limit=server.settings.max_ws_per_address), 0))
    victim.dropped = True  # (no more messages; the reader loop ends and its place is counted free)
    asyncio.get_running_loop().create_task(_close_after(victim, 4429))
    log.info("a seated player of table %s took the place of another connection of their address", t.code)
    return True


async def _close_after(conn: Conn, code: int) -> None:
    """Close ``conn`` once what was queued for it went out (its refusal)."""
    deadline = time.monotonic() + 1.0
    while not conn.queue.empty() and time.monotonic() < deadline:
        await asyncio.sleep(0.01)
    await asyncio.sleep(0.01)
    with contextlib.suppress(Exception):
        await conn.close(code)


async def _ws_table(ws: WebSocket, server: Server, addr: str) -> None:
    s = server.settings
    code = ws.path_params["code"]
    token = ws.query_params.get("token")
    lang = _lang(ws)
    delta = ws.query_params.get("delta", "") in ("1", "true", "yes")
    try:
        t = await server.get(code, addr)  # (a table loaded from storage is charged to the address)
    except ApiError as exc:  # the address's budget of tables loaded is spent
        said = exc.message
        await _refuse(ws, Refused(said.key, **said.fields) if isinstance(said, Said) and said.key else said, 4429)
        return
    if t is None:
        await _refuse(ws, Refused("ws-no-table", code=repr(code[:20])), 4404)
        return
    seat = None
    if token:
        seat = t.seat_for_token(token)
        if seat is None:
            await _refuse(ws, Refused("ws-bad-token", code=t.code), 4403, t.version)
            return
    watcher = (t.code, addr)
    if seat is not None:  # a seat's connections never compete with spectators: only with the seat's own
        if t.seats[seat].online >= s.max_seat_clients:
            await _refuse(ws, Refused("ws-seat-full", code=t.code, limit=s.max_seat_clients), 4429, t.version)
            return
    elif sum(1 for c in t.clients if c.seat is None) + t.watching_elsewhere >= s.max_table_spectators:
        await _refuse(ws, Refused("ws-spectators-full", code=t.code, limit=s.max_table_spectators), 1013, t.version)
        return
    elif (await server.cluster.count(f"sp:{t.code}:{addr}", server.spectators.get(watcher, 0))
          if server.cluster is not None else server.spectators.get(watcher, 0)) >= s.max_spectators_per_address:  # fmt: skip
        why = Refused("ws-spectators-address", code=t.code, limit=s.max_spectators_per_address)
        await _refuse(ws, why, 4429, t.version)
        return
    if seat is None:
        server.spectators[watcher] = server.spectators.get(watcher, 0) + 1
        if server.cluster is not None:
            server.cluster.adjust(f"sp:{t.code}:{addr}", 1)
    # spectators always get deltas after their first state: one message per version serves them all
    conn = Conn(ws.send_text, ws.close, seat, delta=delta or seat is None, lang=lang,
                queue_size=s.send_queue)  # fmt: skip
    conn.sync_bucket = Bucket(s.sync_rate, s.sync_burst)
    writer = asyncio.get_running_loop().create_task(conn.writer())
    bucket = Bucket(s.rate, s.rate)
    refused: deque[float] = deque()  # times of the messages refused for rate in the last 10 s
    if seat is not None:  # its mutes and the chat switch as stored (another worker may have changed them)
        with contextlib.suppress(Exception):
            await chats.refresh(t, seat)
    t.attach(conn)
    server.ws_conns.setdefault(addr, {})[conn] = t
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
                _send_error(
                    t, conn, refusal(conn.lang, "rate-limit-act" if acted else "rate-limit", rate=f"{s.rate:g}")
                )
                if acted:  # the refused act is lost: the client must not wait for a state that never comes
                    t.send_state(conn, {})
                continue
            try:
                raw = message.get("text") or message.get("bytes")
                await handle(t, conn, _parse(raw, s.max_message, s.max_json_digits))
            except ValueError as exc:  # said in the connection's language where it names its sentence
                _send_error(t, conn, localise(exc, conn.lang))
            except Exception:  # a bug must cost this message only, never the connection or the table
                log.exception("table %s: error handling a message", t.code)
                _send_error(t, conn, refusal(conn.lang, "server-failed"))
    except WebSocketDisconnect:
        pass
    except Exception:
        log.exception("table %s: websocket error", t.code)
    finally:
        t.detach(conn)
        mine = server.ws_conns.get(addr)
        if mine is not None:
            mine.pop(conn, None)
            if not mine:
                del server.ws_conns[addr]
        writer.cancel()
        if seat is None:
            left = server.spectators.pop(watcher, 1) - 1
            if left > 0:
                server.spectators[watcher] = left
            if server.cluster is not None:
                server.cluster.adjust(f"sp:{t.code}:{addr}", -1)
        elif t.status == "waiting" and not any(x.online for x in t.seats):
            server.idle_since[t.code] = time.monotonic()  # the waiting table's expiry counts from now
        with contextlib.suppress(Exception):
            await ws.close()


async def handle(t: Table, conn: Conn, msg: dict[str, Any]) -> None:
    kind = msg["type"]
    if kind == "sync":
        sync(t, conn)
    elif kind == "act":
        if conn.seat is None:
            raise Refused("act-spectator")
        version = msg.get("version")
        if isinstance(version, bool) or not isinstance(version, int):
            raise Refused("act-version", got=repr(version)[:100])
        action = msg.get("action")
        if (not isinstance(action, list) or not 1 <= len(action) <= 2 or not isinstance(action[0], str)
                or not action[0]):  # fmt: skip
            raise Refused("act-shape", got=repr(action)[:240])
        error = await t.act(conn.seat, version, action, conn.lang)
        if error is not None:
            _send_error(t, conn, error)
            if version != t.version:
                t.send_state(conn, full=True)
    elif kind == "chat":
        if conn.seat is None:
            raise Refused("chat-spectator")
        text = msg.get("text")
        if not isinstance(text, str):
            raise Refused("chat-empty")
        text = "".join(ch for ch in text if ch in "\n" or unicodedata.category(ch)[0] != "C").strip()
        if not text:  # also a text of control characters only (NUL, which PostgreSQL's text cannot hold, ...)
            raise Refused("chat-control")
        s = t.server.settings
        if len(text) > s.chat_max:
            raise Refused("chat-too-long", length=len(text), limit=s.chat_max)
        if s.chat_rate > 0:  # per seat, its connections together (this worker's)
            buckets: dict[int, Bucket] = t.__dict__.setdefault("_chat_buckets", {})
            bucket = buckets.setdefault(conn.seat, Bucket(s.chat_rate, s.chat_burst))
            if not bucket.take():
                raise Refused("chat-rate", rate=f"{s.chat_rate:g}", burst=s.chat_burst, wait=max(1, math.ceil(bucket.wait())))
        name = t.seats[conn.seat].name or "?"
        await t.add_chat(name, text)
    elif kind == "mute":
        await chats.mute(t, conn, msg)
    elif kind == "chat_off":
        await chats.chat_off(t, conn, msg)
    else:
        raise Refused("msg-unknown-type", kind=repr(kind)[:120])


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
