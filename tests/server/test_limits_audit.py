"""The server's trust audited again (issue: no client may hurt another): what one address could still take from the
others, each with the test that showed it.

* ``GET /api/games?lang=it`` and the card guide in a language formatted every game's lobby texts again for each
  text they showed: ~0.45 s of the event loop per request, so one address asking again and again held every table
  back (other clients' answers took 0.8-2 s).  Now made once per language.
* A 429 of the POST rate said no ``Retry-After``; the POST buckets were all forgotten (every address given a new
  burst) whenever 10,000 addresses had posted.
* An address that had used up its websockets (``max_ws_per_address``: spectators elsewhere from the same NAT, say)
  kept its seated players from their seats.
* One address could start tables with bots in every other seat without end (they start at once, so the waiting
  tables' cap never counted them) and leave them: bots and stand-ins played them all, for no one.
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

from taverna.i18n import fluent
from taverna.server import Settings
from taverna.server import inputs as server_inputs
from taverna.server.app import create_app

from .conftest import ServerProc
from .test_limits import connect, create, first, post, refused


async def _get(app: Any, path: str, addr: str = "127.0.0.1") -> httpx.Response:
    transport = httpx.ASGITransport(app=app, client=(addr, 40000))
    async with httpx.AsyncClient(transport=transport, base_url="http://taverna") as client:
        return await client.get(path)


async def _post(app: Any, path: str, addr: str, **kw: Any) -> httpx.Response:
    transport = httpx.ASGITransport(app=app, client=(addr, 40000))
    async with httpx.AsyncClient(transport=transport, base_url="http://taverna") as client:
        return await client.post(path, **kw)


# ---------------------------------------------------------------------------- answers made once
def test_the_games_and_the_card_guide_in_a_language_are_not_formatted_again_for_each_request(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    app = create_app(Settings(data_dir=tmp_path))
    paths = ["/api/games?lang=it", "/api/games?lang=ko", "/api/games/cucu/cards?lang=it",
             "/api/games/kille/cards?lang=ja", "/api/games?lang=xx"]  # fmt: skip
    first_answers = {p: asyncio.run(_get(app, p)) for p in paths}  # (made here if no other test made them)
    for p, r in first_answers.items():
        assert r.status_code == 200, (p, r.text)
    formatted: list[str] = []
    real = fluent.format_message

    def counted(domain: str, lang: str, mid: str, fields: Any) -> str | None:
        formatted.append(mid)
        return real(domain, lang, mid, fields)

    monkeypatch.setattr(fluent, "format_message", counted)
    for p in paths:
        again = asyncio.run(_get(app, p))
        assert again.status_code == 200
        assert again.json() == first_answers[p].json(), p  # the same answer
    # asked again, the lobby's texts are not formatted again (before: every game's, in every language, for each
    # text shown: thousands of messages a request)
    assert [m for m in formatted if m.startswith("lobby-")] == []
    assert first_answers["/api/games?lang=xx"].json()["lang"] == "en"
    assert first_answers["/api/games?lang=it"].json()["lang"] == "it"


def test_a_new_game_s_texts_are_read_again(tmp_path: Path) -> None:
    """The cache of the lobby's texts is kept per generation of the sentences: a domain added or removed is seen."""
    from taverna.i18n import lobby_catalogues

    before = lobby_catalogues()
    generation = fluent.generation()
    fluent._clear()
    assert fluent.generation() == generation + 1
    after = lobby_catalogues()
    assert after is not before and after == before


# ---------------------------------------------------------------------------- the POST rate
def test_the_post_rate_refusal_says_when_to_retry_and_the_buckets_are_not_all_forgotten(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    app = create_app(Settings(data_dir=tmp_path, http_rate=0.05, http_burst=3))
    plain = {"content": b"x", "headers": {"content-type": "text/plain"}}  # refused (415) after the rate is taken

    async def run() -> None:
        for _ in range(3):
            assert (await _post(app, "/api/tables", "10.0.0.1", **plain)).status_code == 415
        for path in ("/api/tables", "/api/replay", "/api/players/signin"):
            r = await _post(app, path, "10.0.0.1", **plain)
            assert r.status_code == 429, (path, r.text)
            assert "at most 0.05 per second" in r.json()["error"]
            # one token comes back every 20 s: the refusal says to come back then (before: no Retry-After)
            assert 15 <= int(r.headers["retry-after"]) <= 20, r.headers
        # many other addresses post once: the map of buckets overflows.  Before, it was cleared, and 10.0.0.1 had
        # a new burst; now the fullest buckets go, and a spent one stays
        monkeypatch.setattr(server_inputs, "HTTP_BUCKETS_MAX", 4)
        for i in range(2, 12):
            assert (await _post(app, "/api/tables", f"10.0.0.{i}", **plain)).status_code == 415
        r = await _post(app, "/api/tables", "10.0.0.1", **plain)
        assert r.status_code == 429, r.text
        assert len(app.state.server.http_buckets) <= 4

    asyncio.run(run())


# ---------------------------------------------------------------------------- a seat is always reachable
def test_a_seated_player_reaches_their_seat_when_their_address_used_up_its_websockets(tmp_path: Path) -> None:
    srv = ServerProc(tmp_path / "d", max_ws_per_address=3).start()
    try:
        mine = create(srv, "127.0.0.5").json()
        code, token = mine["table"]["code"], mine["token"]
        bea = post(srv, f"/api/tables/{code}/join", {"name": "Bea"}, "127.0.0.6").json()
        others = [create(srv, f"127.0.1.{i}").json()["table"]["code"] for i in range(3)]

        async def run() -> None:
            # someone else at the same address (a NAT) watches three tables: the address's limit is reached
            watching = [await connect(srv, c, addr="127.0.0.5") for c in others]
            for ws in watching:
                assert (await first(ws))["type"] == "state"
            over = await connect(srv, others[0], addr="127.0.0.5")
            await refused(over, 4429, "too many connections from your address", "at most 3")
            # Ada, seated, comes back from that address: she gets her seat; the oldest spectator makes room
            ada = await connect(srv, code, token, "127.0.0.5")
            state = await first(ada)
            assert state["type"] == "state" and state["seat"] == "Ada", state
            await refused(watching[0], 4429, "to make room", "a seated player of your address")
            for ws in watching[1:]:  # the others still watch
                await ws.send('{"type": "sync"}')
                assert (await first(ws))["type"] == "state"
            # a second device of a seat already reached, or a spectator, is refused as before: no one is closed
            again = await connect(srv, code, token, "127.0.0.5")
            await refused(again, 4429, "too many connections from your address")
            watcher = await connect(srv, code, addr="127.0.0.5")
            await refused(watcher, 4429, "too many connections from your address")
            # the seat's only connections are never closed for another seat: with three seats' only connections,
            # Bea (no connection yet) is refused like anyone else
            await watching[1].close()
            await watching[2].close()
            deadline = time.monotonic() + 20
            while True:  # the server sees the two close
                holders = [await connect(srv, c, addr="127.0.0.5") for c in others[1:]]
                replies = [await first(ws) for ws in holders]
                if all(r["type"] == "state" for r in replies):
                    break
                assert time.monotonic() < deadline
                await asyncio.sleep(0.1)
            bea_ws = await connect(srv, code, bea["token"], "127.0.0.5")
            msg = await first(bea_ws)
            assert msg["type"] == "state", msg  # a spectator (holders) made room again
            for ws in [ada, *holders, bea_ws]:
                await ws.close()

        asyncio.run(run())
    finally:
        srv.stop()


# ---------------------------------------------------------------------------- tables that play for no one
def test_one_address_cannot_start_tables_that_play_for_no_one_without_end(tmp_path: Path) -> None:
    srv = ServerProc(tmp_path / "d", max_unattended_per_address=2, bot_delay=0.5).start()
    try:
        bots = {"1": "random", "2": "random"}
        made = [create(srv, "127.0.0.7", bots=bots).json() for _ in range(2)]
        assert all(m["table"]["status"] == "playing" for m in made)
        r = create(srv, "127.0.0.7", bots=bots)
        assert r.status_code == 429, r.text
        assert "2 tables playing with none of its people connected" in r.json()["error"]
        assert "at most 2 per address" in r.json()["error"]
        assert int(r.headers["retry-after"]) >= 1
        # nor a table waiting for people (its bots could be asked for at once); another address is not refused
        assert create(srv, "127.0.0.7").status_code == 429
        assert create(srv, "127.0.0.8", bots=bots).status_code == 200

        async def run() -> None:
            ws = await connect(srv, made[0]["table"]["code"], made[0]["token"], "127.0.0.7")
            assert (await first(ws))["type"] == "state"
            # with one of them attended again, the address may start another
            assert create(srv, "127.0.0.7", bots=bots).status_code == 200
            await ws.close()

        asyncio.run(run())
    finally:
        srv.stop()


# ---------------------------------------------------------------------------- new identities
def test_one_address_makes_so_many_new_players_and_another_still_can(tmp_path: Path) -> None:
    from starlette.testclient import TestClient

    app = create_app(Settings(data_dir=tmp_path, http_rate=0, new_player_rate=0.01, new_player_burst=3))
    with TestClient(app, client=("10.0.0.1", 50000)) as one:
        for k in range(3):
            r = one.post("/api/players", json={"name": "Ada"})
            assert r.status_code == 200, r.text
            assert r.json()["player"]["name"] == ("Ada" if k == 0 else f"Ada ({k + 1})")
        r = one.post("/api/players", json={"name": "Ada"})
        # before: only the POST rate (20 a second) held it back
        assert r.status_code == 429, r.text
        assert "too many new players made from your address" in r.json()["error"]
        assert 90 <= int(r.headers["retry-after"]) <= 100  # one comes back every 100 s
        # a refused one made nothing: the next name is still "Ada (4)"; another address is not refused
        one._transport.client = ("10.0.0.2", 50000)  # type: ignore[attr-defined]  (the same server, another client)
        r = one.post("/api/players", json={"name": "Ada"})
        assert r.status_code == 200 and r.json()["player"]["name"] == "Ada (4)", r.text


# ---------------------------------------------------------------------------- chat
async def _until(ws: Any, kind: str) -> dict[str, Any]:
    while True:
        msg = await first(ws)
        if msg["type"] == kind:
            return msg


def test_a_seat_s_chat_lines_have_a_rate_over_all_its_connections(tmp_path: Path) -> None:
    srv = ServerProc(tmp_path / "d", chat_rate=0.1, chat_burst=2).start()
    try:
        made = create(srv).json()
        code, token = made["table"]["code"], made["token"]
        bea = post(srv, f"/api/tables/{code}/join", {"name": "Bea"}, "127.0.0.2").json()

        async def run() -> None:
            ada1, ada2 = await connect(srv, code, token), await connect(srv, code, token)
            b = await connect(srv, code, bea["token"], "127.0.0.2")
            for ws in (ada1, ada2, b):
                await _until(ws, "state")
            await ada1.send('{"type": "chat", "text": "one"}')
            assert (await _until(b, "chat"))["text"] == "one"
            await ada2.send('{"type": "chat", "text": "two"}')  # another device of the same seat: the same budget
            assert (await _until(b, "chat"))["text"] == "two"
            await ada1.send('{"type": "chat", "text": "three"}')
            why = await _until(ada1, "error")
            assert "too many chat messages from your seat" in why["message"], why
            assert "at most 0.1 a second (a burst of 2)" in why["message"] and "wait 10 s" in why["message"], why
            # Bea's seat has its own; the third line was neither sent nor stored
            await b.send('{"type": "chat", "text": "hello"}')
            assert [(await _until(ada2, "chat"))["text"] for _ in range(3)] == ["one", "two", "hello"]
            for ws in (ada1, ada2, b):
                await ws.close()
            late = await connect(srv, code, bea["token"], "127.0.0.2")  # the history on connect
            texts = []
            while True:
                msg = await first(late)
                if msg["type"] == "chat":
                    texts.append(msg["text"])
                    if msg["text"] == "hello":
                        break
            assert texts == ["one", "two", "hello"]
            await late.close()

        asyncio.run(run())
    finally:
        srv.stop()


# ---------------------------------------------------------------------------- the rules pages
def test_a_rules_page_is_compressed_once_and_answers_304_while_unchanged(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    import gzip
    import zlib

    app = create_app(Settings(data_dir=tmp_path))
    gzipped = {"gzip": "gzip"}
    first_answer = asyncio.run(_get_with(app, "/rules/cucu?lang=it", gzipped))
    assert first_answer.status_code == 200 and first_answer.headers["content-encoding"] == "gzip"
    games_answer = asyncio.run(_get_with(app, "/api/games?lang=ko", gzipped))
    assert games_answer.headers["content-encoding"] == "gzip"
    compressions: list[str] = []
    real_file, real_compressobj = gzip.GzipFile, zlib.compressobj

    def counted_file(*a: Any, **kw: Any) -> Any:
        compressions.append("GzipFile")
        return real_file(*a, **kw)

    def counted_compressobj(*a: Any, **kw: Any) -> Any:
        compressions.append("compressobj")
        return real_compressobj(*a, **kw)

    monkeypatch.setattr(gzip, "GzipFile", counted_file)
    monkeypatch.setattr(zlib, "compressobj", counted_compressobj)
    again = asyncio.run(_get_with(app, "/rules/cucu?lang=it", gzipped))
    assert again.text == first_answer.text
    assert asyncio.run(_get_with(app, "/api/games?lang=ko", gzipped)).json() == games_answer.json()
    # asked again, the ~90 KB page and the games' ~50 KB are not compressed again (before: gzipped for every request,
    # ~8 ms of the event loop for the page)
    assert compressions == []
    assert again.headers["cache-control"] == "public, max-age=300"
    etag = again.headers["etag"]
    unchanged = asyncio.run(_get_with(app, "/rules/cucu?lang=it", {**gzipped, "if-none-match": etag}))
    assert unchanged.status_code == 304
    assert "default-src 'self'" in again.headers["content-security-policy"]


async def _get_with(app: Any, path: str, headers: dict[str, str]) -> httpx.Response:
    transport = httpx.ASGITransport(app=app, client=("127.0.0.1", 40000))
    async with httpx.AsyncClient(transport=transport, base_url="http://taverna") as client:
        return await client.get(path, headers={"accept-encoding": headers.get("gzip", "identity"),
                                               **{k: v for k, v in headers.items() if k != "gzip"}})  # fmt: skip


# ---------------------------------------------------------------------------- the other requests
def test_one_address_s_gets_have_a_rate_and_another_address_and_the_ui_s_files_are_not_held_back(
        tmp_path: Path) -> None:  # fmt: skip
    app = create_app(Settings(data_dir=tmp_path, get_rate=0.5, get_burst=3, http_rate=0))

    async def run() -> None:
        for path in ("/api/games", "/rules/kille", "/api/games?lang=it"):
            assert (await _get(app, path, "10.0.0.1")).status_code == 200
        r = await _get(app, "/api/games", "10.0.0.1")
        # before: no limit on anything but POSTs (a loop of GET /rules/cucu?lang=it: 8 ms of the event loop each)
        assert r.status_code == 429 and "at most 0.5 per second" in r.json()["error"]
        assert int(r.headers["retry-after"]) == 2
        assert "default-src 'self'" in r.headers["content-security-policy"]
        r = await _get(app, "/api/games?lang=it", "10.0.0.1")
        assert r.status_code == 429 and "troppe richieste" in r.json()["error"], r.text  # (in its language)
        # the UI's files are not counted (the metrics are: ~4 ms an answer); another address is not held back
        assert (await _get(app, "/static/js/api.js", "10.0.0.1")).status_code == 200
        assert (await _get(app, "/metrics", "10.0.0.1")).status_code == 429
        assert (await _get(app, "/api/games", "10.0.0.2")).status_code == 200

    asyncio.run(run())


# ---------------------------------------------------------------------------- options in a query
def test_options_nested_too_deeply_in_a_query_are_a_clear_400_not_a_500(tmp_path: Path) -> None:
    app = create_app(Settings(data_dir=tmp_path))
    deep = "[" * 1500 + "]" * 1500  # (Python's JSON decoder recurses: before, a RecursionError and a 500)
    huge = '{"chips": ' + "9" * 1000 + "}"

    async def run() -> None:
        for options in (deep, huge):
            r = await _get(app, f"/api/games/cucu/cards?options={options}")
            assert r.status_code == 400 and r.json()["error"] == "options: not JSON", r.text
            r = await _get(app, f"/api/length?game=cucu&rules=cambio&seats=4&options={options}")
            assert r.status_code == 400 and "'options' must be a JSON object" in r.json()["error"], r.text

    asyncio.run(run())


def test_new_websockets_of_one_address_have_a_rate_and_a_seated_player_still_gets_in(tmp_path: Path) -> None:
    srv = ServerProc(tmp_path / "d", ws_connect_rate=0.1, ws_connect_burst=3).start()
    try:
        made = create(srv, "127.0.0.8").json()
        code, token = made["table"]["code"], made["token"]

        async def run() -> None:
            opened = []
            for _ in range(3):  # a client connecting again and again (each closed at once)
                ws = await connect(srv, code, addr="127.0.0.8")
                assert (await first(ws))["type"] == "state"
                opened.append(ws)
            # before: only the open ones were counted.  Refused before the upgrade: an HTTP 429 with Retry-After (a
            # browser's page backs off on it; one accepted and closed would reconnect at once)
            with pytest.raises(websockets.exceptions.InvalidStatus) as over:
                await connect(srv, code, addr="127.0.0.8")
            answer = over.value.response
            assert answer.status_code == 429 and answer.headers["Retry-After"] == "10"
            said = json.loads(answer.body)
            assert (
                "too many new connections from your address" in said["error"]
                and "at most 0.1 a second" in said["error"]
            )
            assert said["key"] == "ws-connect-rate"
            # the seat's holder, whose seat has no connection, is let in; another address is not held back
            ada = await connect(srv, code, token, "127.0.0.8")
            assert (await first(ada))["type"] == "state"
            with pytest.raises(websockets.exceptions.InvalidStatus):  # (a second device of that seat waits its turn)
                await connect(srv, code, token, "127.0.0.8")
            other = await connect(srv, code, addr="127.0.0.9")
            assert (await first(other))["type"] == "state"
            for ws in [*opened, ada, other]:
                await ws.close()

        asyncio.run(run())
    finally:
        srv.stop()


# ---------------------------------------------------------------------------- the proxy in front
def test_the_deploy_proxy_lets_a_record_reach_the_replay_viewer_and_limits_slow_and_many_connections() -> None:
    import re

    nginx = (Path(__file__).resolve().parents[2] / "deploy" / "nginx.conf").read_text()

    def size(text: str) -> int:
        number, unit = re.fullmatch(r"(\d+)([km]?)", text).groups()  # type: ignore[union-attr]
        return int(number) * {"": 1, "k": 1024, "m": 1024 * 1024}[unit]

    replay = nginx.split("location = /api/replay {", 1)[1].split("}", 1)[0]
    # before: every body was capped at 16k by the proxy, so a record of more than 16 KB got nginx's own 413 page
    # instead of reaching the viewer (which takes up to replay_max_bytes, and says so beyond)
    assert size(re.search(r"client_max_body_size (\w+);", replay).group(1)) > Settings().replay_max_bytes  # type: ignore[union-attr]
    assert "proxy_pass http://taverna;" in replay and "proxy_set_header X-Forwarded-For $remote_addr;" in replay
    # uvicorn never times out slow headers nor a silent connection: the proxy does, and caps connections per address
    assert re.search(r"client_header_timeout \d+s;", nginx) and re.search(r"client_body_timeout \d+s;", nginx)
    zone = re.search(r"limit_conn_zone \$binary_remote_addr zone=(\w+):", nginx)
    assert zone and re.search(rf"limit_conn {zone.group(1)} (\d+);", nginx)
    cap = int(re.search(rf"limit_conn {zone.group(1)} (\d+);", nginx).group(1))  # type: ignore[union-attr]
    assert cap > Settings().max_ws_per_address  # (a seated player's websockets fit under it)


# ---------------------------------------------------------------------------- finished tables loaded from storage
def test_finished_tables_loaded_from_storage_are_charged_to_the_address_that_asks(tmp_path: Path) -> None:
    settings = {"grace": 0.2, "replay_rate": 0.01, "replay_burst": 20}
    srv = ServerProc(tmp_path / "d", **settings).start()
    codes = []
    try:
        for _ in range(2):  # Ada never comes: stand-ins and bots play the matches to their ends
            made = create(srv, bots={"1": "random", "2": "random"}).json()
            codes.append(made["table"]["code"])
        asked = iter(range(1, 250))
        for code in codes:  # (a finished table leaves memory: each look loads it, from an address of its own)
            deadline = time.monotonic() + 60
            while True:
                with httpx.Client(transport=httpx.HTTPTransport(local_address=f"127.0.3.{next(asked)}")) as http:
                    if http.get(f"{srv.base}/api/tables/{code}").json()["table"]["status"] == "finished":
                        break
                assert time.monotonic() < deadline, "the match did not end"
                time.sleep(0.2)
    finally:
        srv.stop()
    srv = ServerProc(tmp_path / "d", **settings).start()  # finished tables are not resumed: they are in storage
    try:

        def get(path: str, addr: str) -> httpx.Response:
            with httpx.Client(transport=httpx.HTTPTransport(local_address=addr), timeout=10) as http:
                return http.get(srv.base + path)

        first_load = get(f"/api/tables/{codes[0]}", "127.0.0.9")
        assert first_load.status_code == 200 and first_load.json()["table"]["status"] == "finished"
        # rebuilding it replayed every action of its match (on the event loop): more than the address's budget of 20,
        # so the next table it asks to load from storage waits (before: any number, one replay each)
        r = get(f"/api/tables/{codes[1]}", "127.0.0.9")
        assert r.status_code == 429, r.text
        assert "too many replays from your address" in r.json()["error"] and int(r.headers["retry-after"]) >= 1
        r = get(f"/t/{codes[1]}", "127.0.0.9")  # (the table page asks for it too)
        assert r.status_code == 429

        async def watch() -> None:
            ws = await connect(srv, codes[1], addr="127.0.0.9")
            await refused(ws, 4429, "too many replays from your address")

        asyncio.run(watch())
        # a table in memory costs nothing; another address loads the other one
        assert get(f"/api/tables/{codes[0]}", "127.0.0.9").status_code == 200
        assert get(f"/api/tables/{codes[1]}", "127.0.0.10").status_code == 200
    finally:
        srv.stop()


# ---------------------------------------------------------------------------- seats nobody is at
def test_one_address_cannot_take_seats_at_every_waiting_table_and_never_come(tmp_path: Path) -> None:
    srv = ServerProc(tmp_path / "d", max_absent_seats_per_address=2).start()
    try:
        codes = [create(srv, f"127.0.1.{i}").json()["table"]["code"] for i in range(4)]
        ghost = "127.0.0.11"
        tokens = [post(srv, f"/api/tables/{code}/join", {"name": "Ghost"}, ghost).json()["token"] for code in codes[:2]]
        r = post(srv, f"/api/tables/{codes[2]}/join", {"name": "Ghost"}, ghost)
        # before: every waiting table of the lobby could be joined (each then starts with a seat nobody plays)
        assert r.status_code == 429, r.text
        assert "2 seats at other tables whose players are not connected (at most 2)" in r.json()["error"]
        assert int(r.headers["retry-after"]) >= 1
        # Play now seats it at no one else's table either: it gets one of its own
        r = post(srv, "/api/play-now", {"game": "kille", "name": "Ghost", "wait": 30}, ghost)
        assert r.status_code == 200 and r.json()["joined"] is False, r.text
        assert post(srv, f"/api/tables/{codes[2]}/join", {"name": "Bo"}, "127.0.0.12").status_code == 200  # others can

        async def run() -> None:
            ws = await connect(srv, codes[0], tokens[0], ghost)  # at one of its seats: it may join another
            assert (await first(ws))["type"] == "state"
            assert post(srv, f"/api/tables/{codes[3]}/join", {"name": "Ghost"}, ghost).status_code == 200
            await ws.close()

        asyncio.run(run())
    finally:
        srv.stop()


def test_a_seat_s_way_round_the_connect_rate_is_not_a_loop(tmp_path: Path) -> None:
    srv = ServerProc(tmp_path / "d", ws_connect_rate=0.01, ws_connect_burst=1).start()
    try:
        made = create(srv, "127.0.0.13").json()
        code, token = made["table"]["code"], made["token"]

        async def run() -> None:
            let_in = 0
            for _ in range(12):  # connect and close through one's own seat, again and again
                try:
                    ws = await connect(srv, code, token, "127.0.0.13")
                except websockets.exceptions.InvalidStatus as exc:
                    assert exc.response.status_code == 429
                    continue
                assert (await first(ws))["type"] == "state"
                let_in += 1
                await ws.close()
                await asyncio.sleep(0.05)
            # the address's one, then the seat's own burst of 5 (and about one a second): not twelve
            assert 1 <= let_in <= 8, let_in  # (before: every one, twelve)

        asyncio.run(run())
    finally:
        srv.stop()


def test_a_tournament_s_table_is_made_whatever_its_creator_address_has_unattended(tmp_path: Path) -> None:
    from taverna.server.hub import Server
    from taverna.server.limits import ApiError
    from taverna.server.tables import Seat, fresh_secret

    async def run() -> None:
        server = Server(Settings(data_dir=tmp_path, max_unattended_per_address=1, bot_delay=60))
        await server.startup()
        try:

            def seats() -> list[Seat]:
                return [Seat(0, "Ada", "human"), Seat(1, "Bot 2 (random)", "bot", "random"),
                        Seat(2, "Bot 3 (random)", "bot", "random")]  # fmt: skip

            async def make(needs_person: bool = False) -> Any:
                seed, salt = fresh_secret()
                return await server.create(game="kille", rules=None, options={}, seats=seats(), timer=None, creator=0,
                                           seed=seed, salt=salt, addr="10.0.0.1", needs_person=needs_person)  # fmt: skip

            assert (await make()).status == "playing"
            with pytest.raises(ApiError) as refused_here:
                await make()
            assert refused_here.value.status == 429
            # a tournament's table (it never plays for no one) is made: the scheduler's pairing must not fail
            assert (await make(needs_person=True)).status == "playing"
        finally:
            await server.shutdown()

    asyncio.run(run())
