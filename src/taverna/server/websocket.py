"""The websocket of ``docs/protocol.md``: connection limits, message rate and flooding, act, sync and chat."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
import unicodedata
from collections import deque
from typing import Any

from starlette.websockets import WebSocket, WebSocketDisconnect

from . import chat as chats
from .hub import Server
from .i18n import LANGS
from .limits import Bucket, _client, _JsonRefused, _loads, _origin_refused
from .tables import Conn, Table

log = logging.getLogger("taverna.server")


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
        raise ValueError("a message is a JSON object with a 'type': act, sync, chat, mute or chat_off")
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
    cluster = server.cluster
    here = server.ws_by_addr.get(addr, 0)
    if (await cluster.count("ws:" + addr, here) if cluster is not None else here) >= s.max_ws_per_address:
        msg = (f"too many connections from your address: at most {s.max_ws_per_address} at once; "
               "close other tables or tabs and try again")  # fmt: skip
        await _refuse(ws, msg, 4429)
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
        if t.seats[seat].online >= s.max_seat_clients:
            msg = (f"your seat at table {t.code} has {s.max_seat_clients} connections already (the limit per seat); "
                   "close another tab or device of this seat and try again")  # fmt: skip
            await _refuse(ws, msg, 4429, t.version)
            return
    elif sum(1 for c in t.clients if c.seat is None) + t.watching_elsewhere >= s.max_table_spectators:
        msg = (f"table {t.code} has {s.max_table_spectators} spectators already (the limit); try again later "
               "(seated players can always connect)")  # fmt: skip
        await _refuse(ws, msg, 1013, t.version)
        return
    elif (await server.cluster.count(f"sp:{t.code}:{addr}", server.spectators.get(watcher, 0))
          if server.cluster is not None else server.spectators.get(watcher, 0)) >= s.max_spectators_per_address:  # fmt: skip
        msg = (f"too many spectator connections to table {t.code} from your address: at most "
               f"{s.max_spectators_per_address}; close one and try again")  # fmt: skip
        await _refuse(ws, msg, 4429, t.version)
        return
    if seat is None:
        server.spectators[watcher] = server.spectators.get(watcher, 0) + 1
        if server.cluster is not None:
            server.cluster.adjust(f"sp:{t.code}:{addr}", 1)
    # spectators always get deltas after their first state: one message per version serves them all
    conn = Conn(ws.send_text, ws.close, seat, delta=delta or seat is None, lang=lang if lang in LANGS else "en",
                queue_size=s.send_queue)  # fmt: skip
    conn.sync_bucket = Bucket(s.sync_rate, s.sync_burst)
    writer = asyncio.get_running_loop().create_task(conn.writer())
    bucket = Bucket(s.rate, s.rate)
    refused: deque[float] = deque()  # times of the messages refused for rate in the last 10 s
    if seat is not None:  # its mutes and the chat switch as stored (another worker may have changed them)
        with contextlib.suppress(Exception):
            await chats.refresh(t, seat)
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
    elif kind == "mute":
        await chats.mute(t, conn, msg)
    elif kind == "chat_off":
        await chats.chat_off(t, conn, msg)
    else:
        raise ValueError(f"unknown message type {kind!r}; expected act, sync, chat, mute or chat_off"[:200])


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
