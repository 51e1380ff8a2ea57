"""Malformed, oversized, unknown, out-of-turn, stale and forged messages: a clear error and no change."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import httpx
import pytest
import websockets

from .conftest import Client, ServerProc

BACKENDS = pytest.mark.parametrize("server", ["sqlite", "postgres"], indirect=True)


def _table(server: ServerProc) -> tuple[str, dict[str, Any], dict[str, Any], dict[str, Any]]:
    a = server.create(game="cucu", rules="cambio", seats=3, name="Ada", seed=2)
    code = a["table"]["code"]
    b = server.join(code, "Bruno")
    c = server.join(code, "Carla")
    return code, a, b, c


@BACKENDS
def test_bad_websocket_messages_get_clear_errors_and_change_nothing(server: ServerProc) -> None:
    code, *made = _table(server)

    async def run() -> None:
        clients = [Client(server, code, m["token"]) for m in made]
        for c in clients:
            await c.__aenter__()
        try:
            for c in clients:
                await c.until(lambda m: m["type"] == "state")
            first = clients[0].state
            assert first is not None and first["version"] == 0
            to_act = first["view"]["to_act"][0]
            mover = next(c for c in clients if c.seat == to_act)
            other = next(c for c in clients if c.seat != to_act)
            legal = mover.state["legal"]  # type: ignore[index]

            async def refused(client: Client, payload: Any, *words: str) -> dict[str, Any]:
                await client.send(payload)
                msg = await client.until(lambda m: m["type"] == "error")
                for w in words:
                    assert w in msg["message"], (w, msg["message"])
                assert msg["version"] == 0
                return msg

            await refused(mover, "{not json", "not JSON")
            await refused(mover, "[1, 2]", "'type'")
            await refused(mover, json.dumps({"type": "dance"}), "unknown message type 'dance'", "act, sync, chat, mute or chat_off")
            await refused(mover, json.dumps({"type": "chat", "text": "x" * 17000}), "too large", "16384")
            await refused(mover, b"\xff\xfe", "not JSON")
            await refused(mover, {"type": "act", "action": legal[0]}, "version")
            await refused(mover, {"type": "act", "version": 0, "action": "keep"}, "[word]")
            await refused(mover, {"type": "act", "version": 0, "action": [7]}, "[word]")
            await refused(mover, {"type": "act", "version": 0, "action": ["fly"]}, "illegal action fly", "legal for")
            await refused(other, {"type": "act", "version": 0, "action": legal[0]}, "illegal", other.seat)
            stale = await refused(mover, {"type": "act", "version": 5, "action": legal[0]}, "stale version 5")
            assert stale["version"] == 0
            resync = await mover.until(lambda m: m["type"] == "state")  # a fresh state follows a stale act
            assert resync["version"] == 0 and resync["since"] == 0
            await refused(mover, {"type": "chat", "text": "   "}, "non-empty")
            await refused(mover, {"type": "chat", "text": "\u0000\u0007 \u200b"}, "non-empty")
            # control characters (NUL, which a PostgreSQL text cannot hold) leave a chat line, the rest stays
            await mover.send({"type": "chat", "text": "ciao\u0000 \U0001f0a1 안녕\nhi"})
            said = await mover.until(lambda m: m["type"] == "chat")
            assert said["text"] == "ciao \U0001f0a1 안녕\nhi"

            # nothing changed: the same version, the same view
            await mover.send({"type": "sync"})
            now = await mover.until(lambda m: m["type"] == "state")
            assert now["version"] == 0 and now["view"] == resync["view"]

            # the same act twice: the first is applied, the duplicate is stale
            act = {"type": "act", "version": 0, "action": legal[0]}
            await mover.send(act)
            await mover.send(act)
            applied = await mover.until(lambda m: m["type"] == "state" and m["version"] == 1)
            dup = await mover.until(lambda m: m["type"] == "error")
            assert "stale version 0" in dup["message"] and dup["version"] >= 1
            assert applied["version"] == 1
        finally:
            for c in clients:
                await c.__aexit__()

    asyncio.run(run())
    info = server.get(f"/api/tables/{code}").json()["table"]
    assert info["version"] == 1


@BACKENDS
def test_a_forged_token_is_refused_and_a_spectator_cannot_act_or_chat(server: ServerProc) -> None:
    code, a, _b, _c = _table(server)

    async def run() -> None:
        async with websockets.connect(f"{server.ws_base}/ws/{code}?token=forged-token") as ws:
            msg = json.loads(await ws.recv())
            assert msg["type"] == "error" and "does not belong to any seat" in msg["message"]
            await asyncio.wait_for(ws.wait_closed(), 5)
            assert ws.close_code == 4403
        # a real token of another table does not open this one
        other = server.create(game="kille", seats=3, name="Zeno", bots={"1": "random", "2": "random"})
        async with websockets.connect(f"{server.ws_base}/ws/{code}?token={other['token']}") as ws:
            assert "does not belong" in json.loads(await ws.recv())["message"]
        async with websockets.connect(f"{server.ws_base}/ws/NOSUCH") as ws:
            assert "no table with code" in json.loads(await ws.recv())["message"]
        async with Client(server, code) as spectator:
            st = await spectator.recv()
            assert st["seat"] is None and st["legal"] == []
            await spectator.send({"type": "act", "version": 0, "action": ["keep"]})
            assert "spectators cannot act" in (await spectator.until(lambda m: m["type"] == "error"))["message"]
            await spectator.send({"type": "chat", "text": "hello"})
            assert "spectators cannot chat" in (await spectator.until(lambda m: m["type"] == "error"))["message"]

    asyncio.run(run())
    assert server.get(f"/api/tables/{code}").json()["table"]["version"] == 0
    # the creator's endpoints want the creator's token
    r = server.post(f"/api/tables/{code}/start", {"token": "forged"})
    assert r.status_code == 403 and "does not belong" in r.json()["error"]
    r = server.post(f"/api/tables/{code}/rematch", {"token": a["token"]})
    assert r.status_code == 409 and "finished" in r.json()["error"]


def test_flooding_is_refused_then_the_connection_closed_and_a_table_takes_so_many_connections(tmp_path: Any) -> None:
    srv = ServerProc(tmp_path / "flood", rate=2.0, flood=20, max_table_spectators=2).start()
    try:
        made = srv.create(game="kille", seats=3, name="Ivo", bots={"1": "random", "2": "random"})

        async def run() -> None:
            async with Client(srv, made["table"]["code"], made["token"]) as c:
                await c.recv()
                for _ in range(60):
                    try:
                        await c.send({"type": "sync"})
                    except websockets.ConnectionClosed:
                        break
                errors: list[str] = []
                try:
                    while True:
                        m = await c.recv(5)
                        if m["type"] == "error":
                            errors.append(m["message"])
                except websockets.ConnectionClosed as exc:
                    assert exc.rcvd is not None and exc.rcvd.code == 1008
                assert errors and all("too many messages" in e for e in errors)
            code = made["table"]["code"]
            async with Client(srv, code) as one, Client(srv, code) as two:
                await one.recv()
                await two.recv()
                async with websockets.connect(f"{srv.ws_base}/ws/{code}") as three:
                    assert "2 spectators already" in json.loads(await three.recv())["message"]
                    await asyncio.wait_for(three.wait_closed(), 5)
                    assert three.close_code == 1013

        asyncio.run(run())
    finally:
        srv.stop()


@BACKENDS
def test_bad_http_requests_get_clear_errors(server: ServerProc) -> None:
    def err(path: str, body: Any, status: int, *words: str, raw: bytes | None = None) -> None:
        if raw is not None:
            r = server.post(path, content=raw, headers={"content-type": "application/json"})
        else:
            r = server.post(path, body)
        assert r.status_code == status, r.text
        for w in words:
            assert w in r.json()["error"], (w, r.json())

    err("/api/tables", {"game": "chess", "seats": 3, "name": "A"}, 400, "unknown game 'chess'", "cucu")
    err("/api/tables", {"game": "cucu", "rules": "x", "seats": 3, "name": "A"}, 400, "unknown rule set", "cambio")
    err("/api/tables", {"game": "cucu", "rules": "cambio", "seats": 30, "name": "A"}, 400, "2 to 20")
    err("/api/tables", {"game": "cucu", "rules": "cambio", "seats": 3}, 400, "missing 'name'")
    err("/api/tables", {"game": "cucu", "rules": "cambio", "seats": 3, "name": "A", "options": {"wings": 1}}, 400,
        "wings")  # fmt: skip
    err("/api/tables", {"game": "kille", "seats": 3, "name": "A", "bots": {"1": "godlike"}}, 400,
        "unknown bot level 'godlike'", "simple")  # fmt: skip
    err("/api/tables", {"game": "kille", "seats": 3, "name": "A", "bots": {"0": "random", "1": "random", "2": "random"}},
        400, "leave one seat")  # fmt: skip
    err("/api/tables", {"game": "kille", "seats": 3, "name": "A", "timer": -1}, 400, "timer")
    err("/api/tables", {"game": "kille", "seats": 3, "name": "A", "seed": 2**256}, 400, "'seed' must be", "2**256-1")
    err("/api/tables", {"game": "kille", "seats": 3, "name": "A", "seed": -1}, 400, "'seed' must be", "from 0")
    biggest = server.create(game="kille", seats=3, name="A", seed=2**256 - 1)  # stored and read back whole
    assert server.get(f"/api/tables/{biggest['table']['code']}").json()["table"]["code"] == biggest["table"]["code"]
    err("/api/tables", None, 400, "not JSON", raw=b"{oops")
    err("/api/tables", None, 413, "too large", raw=b"[" + b"1," * 9000 + b"1]")
    r = server.get("/api/tables/ZZZZZZ")
    assert r.status_code == 404 and "no table with code" in r.json()["error"]
    made = server.create(game="kille", seats=3, name="Nico")
    code = made["table"]["code"]
    r = server.get(f"/api/tables/{code}/record")
    assert r.status_code == 409 and "when the match is over" in r.json()["error"]
    err(f"/api/tables/{code}/join", {"name": "Olga", "seat": 0}, 409, "seat 0 is not free", "1, 2")
    err(f"/api/tables/{code}/bots", {"token": made["token"], "seat": 0, "level": "random"}, 409, "not free")
    for you in ("You", "tu", "당신", "あなた"):  # the texts' second person: nobody may sit as "You"
        err(f"/api/tables/{code}/join", {"name": you}, 400, "may not be", "choose another name")
    joined = server.join(code, "Ol\u0000ga\u200b")  # control characters leave a name (PostgreSQL refuses NUL)
    assert joined["seat"] == "Olga"
    err(f"/api/tables/{code}/bots", {"token": joined["token"], "seat": 2, "level": "random"}, 403, "only the creator")
    assert server.get("/api/nothing").json()["error"].startswith("no such page")


HOSTILE: list[Any] = [
    ["keep", {"x": [1, {"y": None}]}],
    ["exchange", 10**30],
    ["exchange", 1e308],
    ["keep", [None] * 50],
    ["propose", "🂡" * 100],
    ["\u0000"],
    ["keep" * 500],
    ["play", {"__class__": "os.system"}],
]


@BACKENDS
def test_hostile_actions_change_nothing_and_other_tables_play_on(server: ServerProc) -> None:
    code, a, b, c = _table(server)
    other = server.create(game="kille", seats=3, name="Ugo", bots={"1": "random", "2": "random"})

    async def attack() -> None:
        async with Client(server, code, a["token"]) as ca, Client(server, code, b["token"]) as cb, \
                Client(server, code, c["token"]) as cc:  # fmt: skip
            for client in (ca, cb, cc):
                await client.until(lambda m: m["type"] == "state")
            for client in (ca, cb, cc):
                for action in HOSTILE:
                    await client.send({"type": "act", "version": 0, "action": action})
                    msg = await client.until(lambda m: m["type"] == "error")
                    assert msg["version"] == 0 and msg["message"]
                await client.send("[" * 100000 + "]" * 100000)  # too large
                assert "too large" in (await client.until(lambda m: m["type"] == "error"))["message"]
                await client.send("[" * 5000 + "]" * 5000)  # deep
                assert (await client.until(lambda m: m["type"] == "error"))["message"]
                await client.send({"type": "sync"})
                st = await client.until(lambda m: m["type"] == "state")
                assert st["version"] == 0

    async def bystander() -> None:
        async with Client(server, other["table"]["code"], other["token"]) as me:
            from .conftest import play_to_end

            await play_to_end(me, "kille", 4)

    async def run() -> None:
        await asyncio.gather(attack(), bystander())

    asyncio.run(run())
    assert server.get(f"/api/tables/{code}").json()["table"]["version"] == 0
    assert server.get(f"/api/tables/{other['table']['code']}").json()["table"]["status"] == "finished"


@BACKENDS
def test_people_joining_at_once_get_distinct_seats(server: ServerProc) -> None:
    made = server.create(game="cucu", rules="cambio", seats=4, name="Ada")
    code = made["table"]["code"]

    async def join(i: int) -> httpx.Response:
        async with httpx.AsyncClient(base_url=server.base, timeout=10) as http:
            return await http.post(f"/api/tables/{code}/join", json={"name": f"P{i}"})

    async def run() -> list[httpx.Response]:
        return list(await asyncio.gather(*(join(i) for i in range(6))))

    answers = asyncio.run(run())
    ok = [r.json() for r in answers if r.status_code == 200]
    assert len(ok) == 3 and all(r.status_code == 409 for r in answers if r.status_code != 200)
    seats = server.get(f"/api/tables/{code}").json()["table"]
    assert seats["status"] == "playing"
    assert sorted(s["name"] for s in seats["seats"]) == sorted(["Ada", *(j["seat"] for j in ok)])


@pytest.mark.parametrize("server", ["postgres"], indirect=True)
def test_a_seat_the_database_could_not_store_stays_free(server: ServerProc) -> None:
    """PostgreSQL only (a second client can change its schema under the server): the join gets a clear 503."""
    import psycopg
    from sqlalchemy.engine import make_url

    made = server.create(game="kille", seats=3, name="Ada")
    code = made["table"]["code"]
    dsn = make_url(server.cfg["db_url"]).set(drivername="postgresql").render_as_string(hide_password=False)
    with psycopg.connect(dsn, autocommit=True) as conn:
        conn.execute("ALTER TABLE seats RENAME TO seats_away")
        try:
            r = server.post(f"/api/tables/{code}/join", {"name": "Bruno"})
        finally:
            conn.execute("ALTER TABLE seats_away RENAME TO seats")
    assert r.status_code == 503 and "nothing changed, try again" in r.json()["error"]
    table = server.get(f"/api/tables/{code}").json()["table"]
    assert [s["name"] for s in table["seats"]] == ["Ada", None, None]
    assert server.join(code, "Bruno")["seat"] == "Bruno"
