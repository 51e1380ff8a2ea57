"""Several workers on one PostgreSQL and one Redis (``taverna serve --redis``): tables owned through leases,
clients of one table spread over the workers, the owner killed mid-match, a stale owner fenced off."""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from taverna.bots import get_bot
from taverna.core import Action, Rng
from taverna.records import new_match

from .conftest import Client, PgCluster, ServerProc, _unavailable, action_json, check_views, free_port, watch_to_end

LEASE = 1.5  # seconds: a dead owner's tables are taken within about that (and a scan)


class RedisServer:
    """Debian's ``redis-server`` on a free loopback port, its files in a temporary directory."""

    def __init__(self) -> None:
        binary = shutil.which("redis-server") or ("/usr/bin/redis-server" if os.path.exists("/usr/bin/redis-server")
                                                  else None)  # fmt: skip
        if binary is None:
            raise LookupError("redis-server is not installed (apt-get install redis-server)")
        self.dir = tempfile.mkdtemp(prefix="taverna-redis-")
        self.port = free_port()
        self.proc = subprocess.Popen(
            [binary, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
             "--dir", self.dir, "--protected-mode", "yes", "--loglevel", "warning"],
            stdout=subprocess.DEVNULL,
        )  # fmt: skip
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", self.port)) == 0:
                    return
            if self.proc.poll() is not None:
                break
            time.sleep(0.05)
        self.close()
        raise RuntimeError("redis-server did not start")

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)
        shutil.rmtree(self.dir, ignore_errors=True)


@pytest.fixture(scope="module")
def redis_server() -> Iterator[RedisServer]:
    try:
        import redis  # noqa: F401
    except ImportError:
        _unavailable("the Redis client is not installed: pip install -e .[redis]")
    try:
        server = RedisServer()
    except (LookupError, RuntimeError, OSError) as e:
        _unavailable(str(e))
    try:
        yield server
    finally:
        server.close()


@pytest.fixture(scope="module")
def shared(request: pytest.FixtureRequest, redis_server: RedisServer) -> Iterator[tuple[str, str]]:
    """A fresh PostgreSQL database and the Redis URL (flushed), for one module's workers."""
    import redis

    cluster: PgCluster = request.getfixturevalue("pg_cluster")
    url = cluster.create_database()
    redis.Redis.from_url(redis_server.url).flushdb()
    try:
        yield url, redis_server.url
    finally:
        cluster.drop_database(url)


def start_workers(tmp: Path, db: str, redis_url: str, n: int, **settings: Any) -> list[ServerProc]:
    workers = [ServerProc(tmp / f"w{i}", db_url=db, redis_url=redis_url, lease=LEASE, worker=f"w{i}", **settings)
               for i in range(n)]  # fmt: skip
    for w in workers:  # one after the other: the first migrates the database
        w.start()
    return workers


@pytest.fixture(scope="module")
def workers(shared: tuple[str, str], tmp_path_factory: pytest.TempPathFactory) -> Iterator[list[ServerProc]]:
    procs: list[ServerProc] = []
    try:
        procs = start_workers(tmp_path_factory.mktemp("workers"), *shared, 3, grace=1.0)
        yield procs
    finally:
        for p in procs:
            p.stop()


class Player(Client):
    """A client that plays the simple bot's choices and keeps the actions its server acknowledged."""

    def __init__(self, srv: ServerProc, code: str, token: str | None, game: str, seed: int) -> None:
        super().__init__(srv, code, token)
        self.game, self.seed = game, seed
        self.sent: dict[int, list[Any]] = {}  # version -> the action sent for it

    def acknowledged(self) -> dict[int, list[Any]]:
        top = max((st["version"] for st in self.states), default=0)
        return {v: a for v, a in self.sent.items() if v < top}


async def play(c: Player, *, until_version: int | None = None, timeout: float = 90) -> None:
    """Act for ``c`` until the match is over (or the table reached ``until_version``)."""
    bot, rng = get_bot(c.game, "simple"), Rng(c.seed)
    deadline = time.monotonic() + timeout
    acted = -1
    while True:
        st, view = c.state, c.view
        if st is not None and view is not None:
            if view["finished"] or (until_version is not None and st["version"] >= until_version):
                return
            legal = [Action(*a) for a in st["legal"]]
            if legal and st["version"] != acted:
                mine = c.seat in view["to_act"]
                choice = bot.choose(view, legal, rng) if mine else bot.choose_optional(view, legal, rng)
                if choice is not None:
                    acted = st["version"]
                    c.sent[acted] = action_json(choice)
                    await c.send({"type": "act", "version": acted, "action": action_json(choice)})
        msg = await c.recv(max(0.01, deadline - time.monotonic()))
        if msg["type"] == "error":  # as the browser does after an error: act again on the state it has
            acted = -1


def check_record(record: dict[str, Any], clients: list[Client]) -> None:
    """The record replays in one process to the same match every client saw, version by version; every action a
    server acknowledged is in it, once."""
    match = new_match(record)
    for p, word, *arg in record["actions"]:
        match.apply(p, Action(word, arg[0] if arg else None))
    assert match.finished and match.summary() == record["summary"]
    assert check_views(record, clients) > 0
    for c in clients:
        versions = [st["version"] for st in c.states]
        assert versions == sorted(versions), "a client went back in versions"
        if isinstance(c, Player):
            for v, action in c.acknowledged().items():
                p, *rest = record["actions"][v]
                if p == c.seat:
                    assert rest == action, f"action {v} of {c.seat}: stored {rest}, acknowledged {action}"


def owner_of(code: str, redis_url: str) -> str:
    import redis

    held = redis.Redis.from_url(redis_url, decode_responses=True).get(f"taverna:lease:{code}")
    assert held, f"nobody owns {code}"
    return str(held).split(" ")[0]


def test_clients_of_one_table_on_three_workers_play_whole_matches_of_two_games(
        workers: list[ServerProc], shared: tuple[str, str]) -> None:  # fmt: skip
    w0, w1, w2 = workers
    made = w0.create(game="cucu", rules="cambio", seats=3, name="Ada", seed=11)
    code = made["table"]["code"]
    assert owner_of(code, shared[1]) == "w0"
    bruno = w1.join(code, "Bruno")  # run by the owner, w0, through w1
    carla = w2.join(code, "Carla")
    assert carla["table"]["status"] == "playing" and carla["seat"] == "Carla"
    # a person against two bots, the person on a worker that does not own the table (the bots play at the owner)
    kille = w1.create(game="kille", seats=3, name="Ugo", bots={"1": "simple", "2": "random"}, seed=5)
    kcode = kille["table"]["code"]

    async def run() -> tuple[list[Client], list[Client]]:
        players = [Player(w, code, t["token"], "cucu", i) for i, (w, t) in enumerate(zip(workers, (made, bruno, carla)))]
        watchers = [Client(w2, code), Client(w1, kcode)]
        ugo = Player(w2, kcode, kille["token"], "kille", 7)
        for c in [*players, *watchers, ugo]:
            await c.__aenter__()
        try:
            # chat from a client on one worker reaches those on the others
            await players[1].until(lambda m: m["type"] == "state")
            await players[1].send({"type": "chat", "text": "ciao da w1"})
            for c in (players[0], players[2]):
                got = await c.until(lambda m: m["type"] == "chat")
                assert (got["from"], got["text"]) == ("Bruno", "ciao da w1")
            await asyncio.gather(*(play(c) for c in players), play(ugo), *(watch_to_end(w, 90) for w in watchers))
        finally:
            for c in [*players, *watchers, ugo]:
                await c.__aexit__()
        return [*players, watchers[0]], [ugo, watchers[1]]

    cucu_clients, kille_clients = asyncio.run(run())
    for w in workers:  # every worker answers the same
        assert w.get(f"/api/tables/{code}").json()["table"]["status"] == "finished"
    check_record(w1.get(f"/api/tables/{code}/record").json(), cucu_clients)
    check_record(w0.get(f"/api/tables/{kcode}/record").json(), kille_clients)
    # the rematch, asked through another worker than its owner, with the same seats; its news reach everyone
    r = w2.post(f"/api/tables/{kcode}/rematch", {"token": kille["token"]})
    assert r.status_code == 200, r.text
    again = r.json()["table"]
    assert again["code"] != kcode and [s["name"] for s in again["seats"]] == ["Ugo", "Bot 2 (simple)", "Bot 3 (random)"]
    assert w0.get(f"/api/tables/{kcode}").json()["table"]["rematch"] == again["code"]


def test_seat_connections_stand_ins_and_timers_across_workers(workers: list[ServerProc], shared: tuple[str, str]) -> None:
    w0, w1, w2 = workers
    made = w0.create(game="kille", seats=3, name="Sara", bots={"1": "random", "2": "random"}, timer=0.4)
    code = made["table"]["code"]
    assert owner_of(code, shared[1]) == "w0"

    async def run() -> None:
        async with Client(w1, code, made["token"]) as sara, Client(w2, code) as watcher:
            # connected only to w1: the owner w0 knows it, so no stand-in comes after the grace (1 s)
            st = await sara.until(lambda m: m["type"] == "state")
            assert st["table"]["seats"][0]["connected"] is True
            # the timer (run by the owner) plays for Sara, who says nothing; her client on w1 hears of it
            mine = 0
            while mine < 2:
                st = await sara.until(lambda m: m["type"] == "state")
                if st["view"]["finished"]:
                    break
                if "Sara" in st["view"]["to_act"] and not st["table"]["seats"][0]["bot_standin"]:
                    # (a stand-in may have come while her connection to w1 was not yet known at w0: 1 s of grace)
                    assert st["deadline"] is not None
                    mine += 1
            await asyncio.sleep(1.5)
            for _ in range(10):  # (a worker slowed past its announcement by the loaded machine counts again soon)
                await watcher.send({"type": "sync"})
                st = await watcher.until(lambda m: m["type"] == "state" and m["full"])
                if st["table"]["seats"][0]["connected"]:
                    break
                await asyncio.sleep(0.5)
            assert st["table"]["seats"][0] == {**st["table"]["seats"][0], "connected": True, "bot_standin": False}
        # Sara gone from every worker: after the grace a bot stands in (seen from w2), and hands back her seat
        async with Client(w2, code) as watcher:
            await watcher.until(lambda m: m["type"] == "state" and m["table"]["seats"][0]["bot_standin"], 15)
        async with Client(w2, code, made["token"]) as sara:
            await sara.until(lambda m: m["type"] == "state" and not m["table"]["seats"][0]["bot_standin"]
                             and m["table"]["seats"][0]["connected"], 15)  # fmt: skip

    asyncio.run(run())


def test_the_owner_killed_mid_match_the_others_finish_it(tmp_path: Path, shared: tuple[str, str]) -> None:
    db, redis_url = shared
    workers = [ServerProc(tmp_path / f"k{i}", db_url=db, redis_url=redis_url, lease=LEASE, worker=f"k{i}")
               for i in range(3)]  # fmt: skip
    for w in workers:
        w.start()
    try:
        k0, k1, k2 = workers
        made = k0.create(game="cucu", rules="cambio", seats=3, name="Ada", seed=23)
        code = made["table"]["code"]
        tokens = [made["token"], k1.join(code, "Bruno")["token"], k2.join(code, "Carla")["token"]]
        assert owner_of(code, redis_url) == "k0"
        seen: list[Client] = []

        async def run() -> None:
            players = [Player(w, code, t, "cucu", i) for i, (w, t) in enumerate(zip(workers, tokens))]
            watcher = Client(k2, code)
            for c in [*players, watcher]:
                await c.__aenter__()
            seen.extend([*players, watcher])
            await asyncio.gather(*(play(c, until_version=12) for c in players))
            k0.kill()  # the owner dies with its lease held: nobody says goodbye
            # Ada's client reconnects to another worker; until a worker takes the table the others may be refused
            ada = Player(k1, code, tokens[0], "cucu", 0)
            await ada.__aenter__()
            seen.append(ada)
            rest = [ada, players[1], players[2]]
            await asyncio.gather(*(play(c) for c in rest), watch_to_end(watcher, 90))
            for c in [*rest, watcher]:
                await c.__aexit__()
            with contextlib.suppress(Exception):  # the dead worker's socket
                await players[0].__aexit__()

        asyncio.run(run())
        record = k2.get(f"/api/tables/{code}/record").json()
        assert record["seed"] == 23 and len(record["actions"]) > 12
        from taverna.server.db import Store

        store = Store(db)
        try:  # another worker took the table: its fencing token (the first was 1) is the one stored last
            with store.engine.connect() as conn:
                fence = conn.exec_driver_sql(f"SELECT fence FROM tables WHERE code = '{code}'").scalar()
            assert fence is not None and fence >= 2
        finally:
            store.close()
        check_record(record, seen)
    finally:
        for w in workers:
            w.stop()


def test_a_stale_owner_whose_lease_was_taken_cannot_store_an_action(shared: tuple[str, str]) -> None:
    """In one process, two workers' servers: the owner's lease runs out (it was paused), the other takes the table;
    the old owner, not yet aware, tries to store an action: the fencing token refuses it, and it follows."""
    import redis

    from taverna.server.config import Settings
    from taverna.server.db import Fenced, Store
    from taverna.server.hub import Server
    from taverna.server.tables import Seat, fresh_token

    db, redis_url = shared

    async def run() -> None:
        settings = Settings(db_url=db, redis_url=redis_url, lease=LEASE, bot_delay=0.0)
        a = Server(Settings(**{**settings.__dict__, "worker": "a"}))
        b = Server(Settings(**{**settings.__dict__, "worker": "b"}))
        await a.startup()
        await b.startup()
        try:
            seats = [Seat(i, name, token_hash=fresh_token()[1]) for i, name in enumerate(("Ada", "Bruno", "Carla"))]
            t = await a.create(game="kille", rules=None, options={}, seats=seats, timer=None, creator=0, seed=9,
                               salt="00" * 32)  # fmt: skip
            assert t.status == "playing" and not t.follower and t.fence is not None
            for task in a.cluster.tasks:  # a stops renewing (paused); its lease runs out
                task.cancel()
            r = redis.Redis.from_url(redis_url)
            r.delete(f"taverna:lease:{t.code}")
            await b.cluster.take(t.code)
            assert not b.tables[t.code].follower and b.tables[t.code].fence > t.fence
            # the stale owner still thinks it owns the table and acts for the player to move
            assert t.match is not None
            player = t.match.waiting_for()[0]
            action = t.match.legal_actions(player)[0]
            error = await t.act(t.players().index(player), 0, action_json(action))
            assert error is not None and "moved to another server" in error
            assert t.follower and t.version == 0
            stored = await asyncio.to_thread(a.store.load, t.code)
            assert stored is not None and stored.actions == []
            with pytest.raises(Fenced):  # the store itself refuses the old token, whoever asks
                a.store.add_action(t.id, 0, player, action.word, action.arg, False, t.fence or 1)
            # the new owner stores it
            nt = b.tables[t.code]
            assert await nt.act(nt.players().index(player), 0, action_json(action)) is None
            check = Store(db)
            stored = await asyncio.to_thread(check.load, t.code)
            assert stored is not None and len(stored.actions) == 1
            # Redis restarted and lost every key (it keeps nothing): tokens start again from 1, below the stored
            # one; a worker taking the table raises the counter above it and takes the table all the same
            stored_fence = await asyncio.to_thread(check.fence_of, t.code)
            check.close()
            assert stored_fence == nt.fence
            r.flushdb()
            await a.cluster.take(t.code)
            assert not t.follower and t.fence is not None and t.fence > stored_fence and t.version == 1
        finally:
            await a.shutdown()
            await b.shutdown()

    asyncio.run(run())


def test_the_lobby_and_the_per_address_limits_are_shared_by_the_workers(
        request: pytest.FixtureRequest, redis_server: RedisServer, tmp_path: Path) -> None:  # fmt: skip
    cluster: PgCluster = request.getfixturevalue("pg_cluster")
    db = cluster.create_database()
    redis_url = redis_server.url[: -len("/0")] + "/1"  # a Redis database of its own
    limits = {"max_waiting_per_address": 2, "max_ws_per_address": 3, "max_spectators_per_address": 2,
              "http_rate": 0.01, "http_burst": 5}  # fmt: skip
    workers = start_workers(tmp_path, db, redis_url, 2, **limits)
    try:
        a, b = workers
        first, second = a.create(game="kille", seats=3, name="Ada"), a.create(game="kille", seats=3, name="Bea")
        codes = {first["table"]["code"], second["table"]["code"]}
        # the lobby of either worker lists the tables the other owns
        assert {t["code"] for t in b.get("/api/tables").json()["tables"]} == codes
        r = b.post("/api/tables", {"game": "kille", "seats": 3, "name": "Cleo"})  # a third waiting table: refused
        assert r.status_code == 429 and "2 tables waiting" in r.text
        assert b.join(first["table"]["code"], "Dino")["seat"] == "Dino"  # the 4th POST from this address
        assert b.post(f"/api/tables/{first['table']['code']}/join", {"name": "Ezio"}).status_code == 200  # 5th
        r = a.post(f"/api/tables/{second['table']['code']}/join", {"name": "Fede"})  # over the burst of 5
        assert r.status_code == 429 and "too many requests" in r.text

        import redis

        shared = redis.Redis.from_url(redis_url, decode_responses=True)

        async def sockets() -> None:
            code = second["table"]["code"]
            async with Client(a, code) as s1, Client(b, code) as s2:
                await s1.recv()
                await s2.recv()
                async with Client(b, code) as s3:  # a third spectator of one table from one address
                    got = await s3.recv()
                    assert got["type"] == "error" and "spectator connections" in got["message"]
                async with Client(a, first["table"]["code"]) as s4:  # the 3rd websocket from this address
                    await s4.recv()
                    # the 4th, on the other worker: over the cap of 3.  The workers publish their counts on their
                    # own time, and a worker counts only the parts of the workers it holds alive (announced within
                    # a lease): on a loaded machine a worker's announcement can come late, and for that moment its
                    # connections are not counted (by design: a dead worker's are not).  So the 4th is asked once
                    # Redis holds all three and both workers are announced, and asked again if it was let in then.
                    said = []
                    for _ in range(10):
                        for _ in range(200):
                            n = sum(int(x) for x in shared.hgetall("taverna:n:ws:127.0.0.1").values())
                            announced = shared.zrangebyscore("taverna:workers", time.time() * 1000, "+inf")
                            if n >= 3 and len(announced) == 2:
                                break
                            await asyncio.sleep(0.05)
                        async with Client(b, first["table"]["code"]) as s5:
                            got = await s5.recv()
                        said.append(got)
                        if got["type"] == "error":
                            break
                        await asyncio.sleep(0.3)
                    assert got["type"] == "error" and "too many connections from your address" in got["message"], said

        asyncio.run(sockets())
    finally:
        for w in workers:
            w.stop()
        cluster.drop_database(db)


def test_the_deploy_files_name_what_docs_deploy_says() -> None:
    """Not run (no Docker, nginx or systemd here): read, so that they stay what docs/deploy.md describes."""
    yaml = pytest.importorskip("yaml")
    root = Path(__file__).resolve().parents[2] / "deploy"
    compose = yaml.safe_load((root / "compose.yaml").read_text())
    assert set(compose["services"]) == {"postgres", "redis", "migrate", "worker", "nginx"}
    command = compose["services"]["worker"]["command"]
    assert command[:2] == ["taverna", "serve"] and "--redis" in command and "--db" in command
    # the migrations run once, alone, before the workers start (issue 28, item 11)
    migrate = compose["services"]["migrate"]
    assert migrate["command"][:2] == ["taverna", "migrate"] and migrate["command"][-1] == command[command.index("--db") + 1]
    assert compose["services"]["worker"]["depends_on"]["migrate"] == {"condition": "service_completed_successfully"}
    assert migrate["build"] == compose["services"]["worker"]["build"] and migrate["image"] == compose["services"]["worker"]["image"]
    nginx = (root / "nginx.conf").read_text()
    assert "proxy_set_header Upgrade $http_upgrade;" in nginx and "location /ws/" in nginx
    unit = (root / "taverna@.service").read_text()
    assert "--port %i" in unit and "--redis ${TAVERNA_REDIS}" in unit
    assert "ExecStartPre=/opt/taverna/venv/bin/taverna migrate --db ${TAVERNA_DB}" in unit


def test_two_workers_started_together_on_a_fresh_database_both_serve(
        request: pytest.FixtureRequest, redis_server: RedisServer, tmp_path: Path) -> None:  # fmt: skip
    """``taverna serve --db postgresql://... --redis ...`` twice at the same moment on an empty database, as systemd
    and compose start them: both migrate (one waits for the other under the advisory lock) and both serve."""
    import sys

    import httpx

    from .launch import SRC

    cluster: PgCluster = request.getfixturevalue("pg_cluster")
    env = {**os.environ, "PYTHONPATH": str(SRC) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    for attempt in range(3):
        db = cluster.create_database()
        procs: list[tuple[subprocess.Popen[bytes], int]] = []
        try:
            for i in range(2):
                port = free_port()
                cmd = [sys.executable, "-m", "taverna", "serve", "--host", "127.0.0.1", "--port", str(port),
                       "--db", db, "--redis", redis_server.url, "--data-dir", str(tmp_path / f"d{attempt}{i}")]
                procs.append((subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE), port))
            for proc, port in procs:
                deadline = time.monotonic() + 60
                while True:
                    assert proc.poll() is None, (f"try {attempt}: a worker exited with {proc.returncode}: "
                                                 f"{proc.stderr.read().decode(errors='replace')[-2000:] if proc.stderr else ''}")  # fmt: skip
                    try:
                        if httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=1).status_code == 200:
                            break
                    except httpx.HTTPError:
                        pass
                    assert time.monotonic() < deadline, f"try {attempt}: a worker did not serve in 60 s"
                    time.sleep(0.1)
        finally:
            for proc, _ in procs:
                proc.terminate()
            for proc, _ in procs:
                try:
                    proc.wait(15)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait(10)
            cluster.drop_database(db)


# ---------------------------------------------------------------------------- the join, fill-seat and rematch fenced
def _stored(db: str, code: str) -> Any:
    from taverna.server.db import Store

    store = Store(db)
    try:
        return store.load(code)
    finally:
        store.close()


def _newer_owner_claims(db: str, code: str) -> None:
    """What another worker's claim does (a higher fencing token stored) while the owner still holds its lease in
    Redis and believes it owns the table (it was paused, and is back before it heard of the takeover)."""
    from taverna.server.db import Store

    store = Store(db)
    try:
        with store.engine.begin() as conn:
            conn.exec_driver_sql(f"UPDATE tables SET fence = fence + 1000 WHERE code = '{code}'")
    finally:
        store.close()


def _table_count(db: str) -> int:
    from taverna.server.db import Store

    store = Store(db)
    try:
        with store.engine.connect() as conn:
            return int(conn.exec_driver_sql("SELECT count(*) FROM tables").scalar_one())
    finally:
        store.close()


def test_a_stale_owner_cannot_fill_a_seat_start_or_make_a_rematch(workers: list[ServerProc],
                                                                 shared: tuple[str, str]) -> None:  # fmt: skip
    db, redis_url = shared
    w0, w1, w2 = workers
    by_name = {"w0": w0, "w1": w1, "w2": w2}
    made = w0.create(game="kille", seats=3, name="Ada")
    code = made["table"]["code"]
    assert owner_of(code, redis_url) == "w0"
    # a person joining at the stale owner: refused (503, to ask again), and nothing stored
    _newer_owner_claims(db, code)
    r = w0.post(f"/api/tables/{code}/join", {"name": "Bruno"})
    assert r.status_code == 503 and "moved to another server" in r.text, r.text
    assert [s.name for s in _stored(db, code).seats] == ["Ada", None, None]
    # asked again: the table's next owner (its token raised above the stored one) seats Bruno
    assert w1.join(code, "Bruno")["seat"] == "Bruno"
    # bots filling the last seat (and starting the match) at a stale owner: refused, nothing stored
    _newer_owner_claims(db, code)
    owner = by_name[owner_of(code, redis_url)]
    r = owner.post(f"/api/tables/{code}/bots", {"token": made["token"], "fill": True, "level": "random"})
    assert r.status_code == 503 and "moved to another server" in r.text, r.text
    stored = _stored(db, code)
    assert [s.name for s in stored.seats] == ["Ada", "Bruno", None] and stored.status == "waiting"
    r = w2.post(f"/api/tables/{code}/bots", {"token": made["token"], "fill": True, "level": "random"})
    assert r.status_code == 200 and r.json()["table"]["status"] == "playing", r.text

    # a rematch asked of a stale owner: refused, no rematch stored, no new table made
    kille = w0.create(game="kille", seats=3, name="Ugo", bots={"1": "random", "2": "random"}, seed=5)
    kcode = kille["table"]["code"]

    async def finish_then_ask() -> None:
        ugo = Player(w0, kcode, kille["token"], "kille", 7)
        await ugo.__aenter__()
        try:  # (Ugo stays connected: the finished table stays in its owner's memory, the owner believing it owns it)
            await play(ugo)
            _newer_owner_claims(db, kcode)
            before = _table_count(db)
            owner = by_name[owner_of(kcode, redis_url)]
            r = await asyncio.to_thread(owner.post, f"/api/tables/{kcode}/rematch", {"token": kille["token"]})
            assert r.status_code == 503 and "moved to another server" in r.text, r.text
            assert _stored(db, kcode).rematch is None and _table_count(db) == before
        finally:
            await ugo.__aexit__()

    asyncio.run(finish_then_ask())
    before = _table_count(db)
    r = w1.post(f"/api/tables/{kcode}/rematch", {"token": kille["token"]})  # the next owner makes it
    assert r.status_code == 200, r.text
    assert _stored(db, kcode).rematch == r.json()["table"]["code"] and _table_count(db) == before + 1


def test_a_join_asked_again_after_its_owner_died_takes_one_seat(tmp_path: Path, shared: tuple[str, str]) -> None:
    """The owner stores the seat and dies before answering; the join asked again (the same request id) of another
    worker, which takes the table over, answers the seat already taken, with the same token."""
    import secrets

    db, redis_url = shared
    workers = [ServerProc(tmp_path / f"j{i}", db_url=db, redis_url=redis_url, lease=LEASE, worker=f"j{i}")
               for i in range(2)]  # fmt: skip
    for w in workers:
        w.start()
    try:
        j0, j1 = workers
        made = j0.create(game="kille", seats=3, name="Ada")
        code = made["table"]["code"]
        rid = secrets.token_urlsafe(16)
        first = j0.post(f"/api/tables/{code}/join", {"name": "Bruno", "request": rid})
        assert first.status_code == 200, first.text
        j0.kill()  # (as if between storing the seat and answering: the answer is lost)
        again = j1.post(f"/api/tables/{code}/join", {"name": "Bruno", "request": rid})
        assert again.status_code == 200, again.text
        assert (again.json()["seat"], again.json()["token"]) == (first.json()["seat"], first.json()["token"])
        assert [s.name for s in _stored(db, code).seats] == ["Ada", "Bruno", None]
        # the token works at the new owner
        async def connect() -> None:
            async with Client(j1, code, first.json()["token"]) as bruno:
                st = await bruno.until(lambda m: m["type"] == "state")
                assert st["seat"] == "Bruno"

        asyncio.run(connect())
        # another join (another id) takes the next seat; an id that is not one is refused with what is expected
        assert j1.post(f"/api/tables/{code}/join", {"name": "Carla", "request": secrets.token_urlsafe(16)}).json()[
            "seat"] == "Carla"  # fmt: skip
        r = j1.post(f"/api/tables/{code}/join", {"name": "Dino", "request": "short"})
        assert r.status_code == 400 and "16 to 100 letters" in r.text
    finally:
        for w in workers:
            w.stop()


def test_a_forwarded_join_carries_a_request_id() -> None:
    """The worker forwarding a join gives it an id (if its client gave none), so that the join asked again of the
    next owner is the same join."""
    import json

    from taverna.server.api import REQUEST_ID
    from taverna.server.forward import with_request_id

    data = json.loads(with_request_id(b'{"name": "Bruno", "seat": 1}'))
    assert data["name"] == "Bruno" and data["seat"] == 1 and REQUEST_ID.match(data["request"])
    assert json.loads(with_request_id(b'{"name": "Bruno"}'))["request"] != data["request"]
    own = b'{"name": "Bruno", "request": "abcdefghijklmnopqrst"}'
    assert with_request_id(own) == own  # the client's own id is kept
    assert with_request_id(b"[1]") == b"[1]" and with_request_id(b"{nonsense") == b"{nonsense"


def test_the_hub_and_the_tables_call_one_coordinator() -> None:
    """One typed interface: Local and the Redis Cluster each have every method of Coordinator; the hub and the
    tables never ask whether there is a cluster."""
    import inspect

    from taverna.server import hub, tables
    from taverna.server.cluster import Cluster
    from taverna.server.coordinator import Coordinator, Local

    wanted = {n for n, v in vars(Coordinator).items() if callable(v) and not n.startswith("_")}
    assert wanted >= {"open", "waiting", "own_new", "changed", "presence", "lost", "evicted", "forward_act"}
    for impl in (Local, Cluster):
        for name in wanted:
            ours, theirs = getattr(impl, name), getattr(Coordinator, name)
            assert inspect.iscoroutinefunction(ours) == inspect.iscoroutinefunction(theirs), (impl, name)
            assert list(inspect.signature(ours).parameters) == list(inspect.signature(theirs).parameters), (impl, name)
    for module in (hub, tables):
        source = inspect.getsource(module)
        assert "cluster is not None" not in source and 'getattr(self.server, "cluster"' not in source
