"""Hardening against one client taking what is everyone's (issue 15): the lobby, connections, input, origins.

Different client addresses are loopback addresses: a client socket bound to 127.0.0.2 reaches the
server on 127.0.0.1 as another address (the server never trusts X-Forwarded-For unless told to).
"""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
import websockets

from .conftest import Client, ServerProc


def post(srv: ServerProc, path: str, body: Any, addr: str = "127.0.0.1", **kw: Any) -> httpx.Response:
    with httpx.Client(transport=httpx.HTTPTransport(local_address=addr), timeout=10) as http:
        return http.post(srv.base + path, json=body, **kw)


def create(srv: ServerProc, addr: str = "127.0.0.1", **body: Any) -> httpx.Response:
    return post(srv, "/api/tables", {"game": "kille", "seats": 3, "name": "Ada", **body}, addr)


async def connect(srv: ServerProc, code: str, token: str | None = None, addr: str = "127.0.0.1", **kw: Any) -> Any:
    query = f"?token={token}" if token else ""
    return await websockets.connect(f"{srv.ws_base}/ws/{code}{query}", max_size=None, local_addr=(addr, 0), **kw)


async def first(ws: Any) -> dict[str, Any]:
    msg: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), 20))
    return msg


async def refused(ws: Any, close_code: int, *words: str) -> None:
    msg = await first(ws)
    assert msg["type"] == "error", msg
    for w in words:
        assert w in msg["message"], (w, msg["message"])
    await asyncio.wait_for(ws.wait_closed(), 10)
    assert ws.close_code == close_code


def wait_for(pred: Any, what: str, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while not pred():
        assert time.monotonic() < deadline, f"not within {timeout} s: {what}"
        time.sleep(0.05)


# ---------------------------------------------------------------------------- the lobby
def test_one_address_hits_its_cap_of_waiting_tables_while_another_still_creates(tmp_path: Path) -> None:
    srv = ServerProc(tmp_path / "d", max_waiting_per_address=2, lobby_per_address=1).start()
    try:
        mine = [create(srv).json()["table"]["code"] for _ in range(2)]
        r = create(srv)
        assert r.status_code == 429, r.text
        error = r.json()["error"]
        assert "at most 2 per address" in error and "start or fill one of them" in error and "abandoned" in error
        other = create(srv, "127.0.0.2")
        assert other.status_code == 200, other.text
        # a table that starts at once (the other seats are bots) does not wait: not counted
        assert create(srv, bots={"1": "random", "2": "random"}).status_code == 200
        # filling a waiting table frees a place
        post(srv, f"/api/tables/{mine[0]}/join", {"name": "Bea"}, "127.0.0.3")
        post(srv, f"/api/tables/{mine[0]}/join", {"name": "Cy"}, "127.0.0.3")
        assert create(srv).status_code == 200
        # the lobby lists one table per creator address (lobby_per_address=1), newest first
        listed = srv.get("/api/tables").json()["tables"]
        assert len(listed) == 2 and other.json()["table"]["code"] in {t["code"] for t in listed}
    finally:
        srv.stop()


def test_a_forwarded_for_header_is_not_trusted_unless_told(tmp_path: Path) -> None:
    for trust, second in ((False, 429), (True, 200)):
        srv = ServerProc(tmp_path / f"d{trust}", max_waiting_per_address=1, trust_proxy=trust).start()
        try:
            body = {"game": "kille", "seats": 3, "name": "Ada"}
            assert srv.post("/api/tables", body, headers={"x-forwarded-for": "10.0.0.1"}).status_code == 200
            r = srv.post("/api/tables", body, headers={"x-forwarded-for": "10.0.0.2"})  # another address only if trusted
            assert r.status_code == second, (trust, r.text)
        finally:
            srv.stop()


def test_a_waiting_table_nobody_connects_to_is_abandoned_also_after_a_restart(tmp_path: Path) -> None:
    data = tmp_path / "d"
    srv = ServerProc(data, waiting_expiry=3600.0).start()
    try:
        old = create(srv).json()["table"]["code"]  # created before the restart, nobody ever connected
        made_at = time.monotonic()
    finally:
        srv.stop()
    while time.monotonic() < made_at + 3.5:  # its time (3 s on the restarted server) has passed
        time.sleep(0.1)
    srv = ServerProc(data, waiting_expiry=3.0).start()
    try:
        assert srv.get(f"/api/tables/{old}").json()["table"]["status"] == "abandoned"
        assert old not in {t["code"] for t in srv.get("/api/tables").json()["tables"]}
        r = post(srv, f"/api/tables/{old}/join", {"name": "Bea"})
        assert r.status_code == 409 and "abandoned" in r.json()["error"] and "create a new table" in r.json()["error"]

        async def run() -> None:
            kept = create(srv).json()
            ws = await connect(srv, kept["table"]["code"], kept["token"])  # the creator waits at the table
            try:
                assert (await first(ws))["type"] == "state"
                gone = create(srv).json()["table"]["code"]
                codes.append(gone)
                await asyncio.to_thread(
                    wait_for, lambda: srv.get(f"/api/tables/{gone}").json()["table"]["status"] == "abandoned",
                    "the unattended table is abandoned",
                )  # fmt: skip
                assert srv.get(f"/api/tables/{kept['table']['code']}").json()["table"]["status"] == "waiting"
            finally:
                await ws.close()

        codes: list[str] = []
        asyncio.run(run())
        gone = codes[0]
        listed = {t["code"] for t in srv.get("/api/tables").json()["tables"]}
        assert gone not in listed
    finally:
        srv.stop()
    # abandoned tables stay in storage as abandoned (their codes are never reused, links say what happened)
    srv = ServerProc(data, waiting_expiry=3.0).start()
    try:
        assert srv.get(f"/api/tables/{gone}").json()["table"]["status"] == "abandoned"
    finally:
        srv.stop()


# ---------------------------------------------------------------------------- connections
def test_spectators_cannot_lock_out_the_seated_players(tmp_path: Path) -> None:
    srv = ServerProc(tmp_path / "d", max_table_spectators=3, max_spectators_per_address=2, max_seat_clients=2).start()
    try:
        made = create(srv).json()
        code, token = made["table"]["code"], made["token"]
        bea = post(srv, f"/api/tables/{code}/join", {"name": "Bea"}, "127.0.0.2").json()

        async def run() -> None:
            opened = [await connect(srv, code), await connect(srv, code)]
            extra = await connect(srv, code)  # a third spectator from the same address
            await refused(extra, 4429, "from your address", "at most 2")
            opened.append(await connect(srv, code, addr="127.0.0.2"))  # the table's spectator cap is reached
            for ws in opened:
                assert (await first(ws))["type"] == "state"
            full = await connect(srv, code, addr="127.0.0.3")
            await refused(full, 1013, "3 spectators already", "seated players can always connect")
            # the seated players still get in, from any address, on a couple of devices each
            for t, addr in ((token, "127.0.0.1"), (token, "127.0.0.4"), (bea["token"], "127.0.0.3")):
                ws = await connect(srv, code, t, addr)
                msg = await first(ws)
                assert msg["type"] == "state" and msg["seat"] in ("Ada", "Bea")
                opened.append(ws)
            third = await connect(srv, code, token, "127.0.0.5")
            await refused(third, 4429, "2 connections already (the limit per seat)", "close another tab")
            for ws in opened:
                await ws.close()

        asyncio.run(run())
        table = srv.get(f"/api/tables/{code}").json()["table"]
        assert table["status"] == "waiting" and [s["kind"] for s in table["seats"]] == ["human", "human", "human"]
    finally:
        srv.stop()


def test_one_address_has_so_many_websockets_and_another_still_connects(tmp_path: Path) -> None:
    srv = ServerProc(tmp_path / "d", max_ws_per_address=3).start()
    try:
        codes = [create(srv, f"127.0.1.{i}").json()["table"]["code"] for i in range(4)]

        async def run() -> None:
            opened = [await connect(srv, code) for code in codes[:3]]
            for ws in opened:
                assert (await first(ws))["type"] == "state"
            over = await connect(srv, codes[3])
            await refused(over, 4429, "too many connections from your address", "at most 3")
            elsewhere = await connect(srv, codes[3], addr="127.0.0.2")
            assert (await first(elsewhere))["type"] == "state"
            await opened.pop().close()
            deadline = time.monotonic() + 20
            while True:  # once the server has seen the socket close, its place is free again
                again = await connect(srv, codes[3])
                if (await first(again))["type"] == "state":
                    break
                assert time.monotonic() < deadline, "a closed socket still counts for its address"
                await asyncio.sleep(0.1)
            for ws in [*opened, elsewhere, again]:
                await ws.close()

        asyncio.run(run())
    finally:
        srv.stop()


# ---------------------------------------------------------------------------- input
def test_huge_numbers_and_lone_surrogates_get_clear_errors_and_the_connection_goes_on(tmp_path: Path) -> None:
    srv = ServerProc(tmp_path / "d").start()
    try:
        huge = "9" * 5000
        raw = f'{{"game": "kille", "seats": {huge}, "name": "Ada"}}'.encode()
        r = httpx.post(srv.base + "/api/tables", content=raw, headers={"content-type": "application/json"}, timeout=10)
        assert r.status_code == 400 and "5000 digits" in r.json()["error"] and "at most 100" in r.json()["error"]
        raw = b'{"game": "kille", "seats": 3, "name": "Ada\\ud800"}'
        r = httpx.post(srv.base + "/api/tables", content=raw, headers={"content-type": "application/json"}, timeout=10)
        assert r.status_code == 400 and "lone surrogate" in r.json()["error"], r.text
        made = srv.create(game="cucu", rules="cambio", seats=3, name="Ada", seed=3)
        code = made["table"]["code"]
        tokens = [made["token"], srv.join(code, "Bruno")["token"], srv.join(code, "Carla")["token"]]

        async def run() -> None:
            async with Client(srv, code, tokens[0]) as c:
                st = await c.until(lambda m: m["type"] == "state")
                bad = [
                    '{"type": "act", "version": 0, "action": ["\\ud800"]}',
                    '{"type": "act", "version": 0, "action": ["keep", "\\udfff"]}',
                    '{"type": "chat", "text": "hi \\ud83c"}',
                    f'{{"type": "act", "version": {huge}, "action": ["keep"]}}',
                ]
                for text in bad:
                    await c.send(text)
                    msg = await c.until(lambda m: m["type"] == "error")
                    assert "lone surrogate" in msg["message"] or "at most 100" in msg["message"], msg
                # the connection is still usable: a good message is answered, a valid pair (an emoji) is fine
                await c.send('{"type": "chat", "text": "ok \\ud83c\\udca1"}')
                said = await c.until(lambda m: m["type"] == "chat")
                assert said["text"] == "ok \U0001f0a1"
                await c.send({"type": "sync"})
                assert (await c.until(lambda m: m["type"] == "state"))["version"] == st["version"]

        asyncio.run(run())
    finally:
        srv.stop()


def test_an_act_refused_for_rate_is_followed_by_the_current_state(tmp_path: Path) -> None:
    # rate 0.5 per second with a burst of 0.5: every message is refused for rate, deterministically
    srv = ServerProc(tmp_path / "d", rate=0.5).start()
    try:
        made = srv.create(game="kille", seats=3, name="Ada", bots={"1": "random", "2": "random"})

        async def run() -> None:
            async with Client(srv, made["table"]["code"], made["token"]) as c:
                st = await c.until(lambda m: m["type"] == "state")
                await c.send({"type": "act", "version": st["version"], "action": ["keep"]})
                err = await c.until(lambda m: m["type"] == "error")
                assert "too many messages" in err["message"] and "here is the current state" in err["message"]
                nxt = await c.until(lambda m: m["type"] == "state", timeout=10)
                assert nxt["version"] >= st["version"]

        asyncio.run(run())
    finally:
        srv.stop()


# ---------------------------------------------------------------------------- headers and origins
SECURITY = {
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
}


def test_every_response_has_the_security_headers(tmp_path: Path) -> None:
    srv = ServerProc(tmp_path / "d").start()
    try:
        for path in ("/", "/t/ABCDEF", "/static/js/lobby.js", "/api/games", "/api/nothing", "/api/tables/ZZZZZZ"):
            r = srv.get(path)
            for name, value in SECURITY.items():
                assert r.headers.get(name) == value, (path, name, r.headers.get(name))
            csp = r.headers["content-security-policy"]
            for part in ("script-src 'self'", "frame-ancestors 'none'", "object-src 'none'", "default-src 'self'"):
                assert part in csp, (path, csp)
            assert "unsafe-inline" not in csp
        r = srv.post("/api/tables", {"game": "kille"})
        assert r.headers["x-frame-options"] == "DENY" and r.status_code == 400
    finally:
        srv.stop()


def test_other_sites_pages_cannot_post_or_connect(tmp_path: Path) -> None:
    srv = ServerProc(tmp_path / "d", allow_origins=["https://friend.example"]).start()
    try:
        body = {"game": "kille", "seats": 3, "name": "Ada"}
        r = srv.post("/api/tables", body, headers={"origin": "https://evil.example"})
        assert r.status_code == 403 and "another site" in r.json()["error"] and "--allow-origin" in r.json()["error"]
        assert srv.post("/api/tables", body, headers={"origin": "null"}).status_code == 403
        # a form's text/plain body (no CORS preflight) is not JSON
        r = httpx.post(srv.base + "/api/tables", content=json.dumps(body), headers={"content-type": "text/plain"})
        assert r.status_code == 415 and "application/json" in r.json()["error"], r.text
        assert srv.post("/api/tables", body, headers={"origin": srv.base}).status_code == 200  # its own pages
        assert srv.post("/api/tables", body, headers={"origin": "https://friend.example"}).status_code == 200
        made = srv.post("/api/tables", body).json()  # no Origin: a program, not a browser page
        code = made["table"]["code"]
        r = srv.post(f"/api/tables/{code}/join", {"name": "Eve"}, headers={"origin": "http://127.0.0.1:1"})
        assert r.status_code == 403

        async def run() -> None:
            ws = await connect(srv, code, made["token"], origin="https://evil.example")
            await refused(ws, 4403, "another site")
            for origin in (srv.base, "https://friend.example", None):
                ws = await connect(srv, code, made["token"], origin=origin)
                assert (await first(ws))["type"] == "state"
                await ws.close()

        asyncio.run(run())
        seats = srv.get(f"/api/tables/{code}").json()["table"]["seats"]
        assert [s["name"] for s in seats] == ["Ada", None, None]
    finally:
        srv.stop()


@pytest.mark.parametrize("origin", ["https://evil.example:443/path", "ftp://x", "http://a@b"])
def test_an_allowed_origin_must_be_scheme_host_and_port(origin: str) -> None:
    from taverna.server.limits import origin_key

    assert origin_key(origin) is None
    assert origin_key("HTTPS://Friend.Example:443") == "https://friend.example"
    assert origin_key("http://[::1]:8765") == "http://[::1]:8765"


def test_serve_checks_its_allowed_origins_and_passes_the_limits_on(monkeypatch: pytest.MonkeyPatch) -> None:
    from typer.testing import CliRunner

    import taverna.server
    from taverna.cli.main import app

    result = CliRunner().invoke(app, ["serve", "--allow-origin", "https://ok.example", "--allow-origin", "ftp://x"])
    assert result.exit_code == 2 and "'ftp://x' is not an origin" in result.output
    got: list[Any] = []
    monkeypatch.setattr(taverna.server, "serve", lambda settings, **kw: got.append(settings))
    args = ["serve", "--allow-origin", "https://ok.example", "--trust-proxy", "--waiting-expiry", "60"]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    assert got[0].allow_origins == ("https://ok.example",) and got[0].trust_proxy and got[0].waiting_expiry == 60
    assert "--allow-origin" in CliRunner().invoke(app, ["serve", "--help"]).output
