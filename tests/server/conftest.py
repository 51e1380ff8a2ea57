"""A real server in a subprocess on a free loopback port, and websocket clients that play through it."""

from __future__ import annotations

import asyncio
import glob
import json
import os
import shutil
import subprocess
import tempfile
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, NoReturn

import pytest
import websockets

from taverna.bots import get_bot
from taverna.core import Action, Rng
from taverna.games import games
from taverna.records import new_match

from .launch import FAST, LAUNCH, SRC, ServerProc, free_port

# the action words each game asks about whatever the hand (the server answers them when they are the only choice)
AUTOMATIC = {gid: info.match_cls.automatic for gid, info in games().items()}

__all__ = ["FAST", "LAUNCH", "SRC", "ServerProc", "free_port"]


# ---------------------------------------------------------------------------- PostgreSQL
class PgCluster:
    """A PostgreSQL server to test against: the one ``TAVERNA_TEST_DB_URL`` names, or a throwaway cluster.

    The throwaway cluster is made with Debian's ``initdb`` in a temporary directory and listens on a free
    port of 127.0.0.1 only (trust authentication, no fsync: it lives for one test session); its time zone
    is Asia/Seoul, so a time read back in the session's zone instead of UTC shows.  ``initdb``
    refuses to run as root, so as root it runs as the ``postgres`` user.  Each test (or test module) gets
    its own database, created here and dropped afterwards.
    """

    def __init__(self, admin_url: str, stop: list[str] | None = None, directory: str | None = None) -> None:
        self.admin_url = admin_url  # a psycopg/libpq URL of a database to run CREATE/DROP DATABASE in
        self._stop = stop
        self._dir = directory

    @classmethod
    def start(cls) -> PgCluster:
        bins = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[4]))
        found = shutil.which("initdb")
        initdb = bins[-1] if bins else found
        if initdb is None:
            raise LookupError(
                "PostgreSQL is not installed (no initdb under /usr/lib/postgresql/*/bin or on PATH): "
                "install it (apt-get install postgresql) or set TAVERNA_TEST_DB_URL"
            )
        bindir = os.path.dirname(initdb)
        pg_ctl = os.path.join(bindir, "pg_ctl")
        as_user: list[str] = []
        directory = tempfile.mkdtemp(prefix="taverna-pg-")
        if os.geteuid() == 0:
            as_user = ["runuser", "-u", "postgres", "--"]
            shutil.chown(directory, "postgres")
        data = os.path.join(directory, "data")
        port = free_port()
        try:
            subprocess.run(
                [*as_user, initdb, "-D", data, "-U", "taverna", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8", "-N"],
                check=True, capture_output=True,
            )  # fmt: skip
            opts = f"-h 127.0.0.1 -p {port} -k {directory} -c fsync=off -c synchronous_commit=off"
            opts += " -c full_page_writes=off -c timezone=Asia/Seoul"  # not UTC: times read back stay the times stored
            subprocess.run(
                [*as_user, pg_ctl, "-D", data, "-l", os.path.join(directory, "log"), "-w", "-t", "30", "-o", opts,
                 "start"], check=True, capture_output=True,
            )  # fmt: skip
        except subprocess.CalledProcessError as e:
            shutil.rmtree(directory, ignore_errors=True)
            raise RuntimeError(f"could not start a PostgreSQL cluster: {e.stderr.decode(errors='replace')}") from e
        return cls(
            f"postgresql://taverna@127.0.0.1:{port}/postgres",
            stop=[*as_user, pg_ctl, "-D", data, "-m", "immediate", "-w", "stop"],
            directory=directory,
        )

    def close(self) -> None:
        if self._stop is not None:
            subprocess.run(self._stop, check=False, capture_output=True)
        if self._dir is not None:
            shutil.rmtree(self._dir, ignore_errors=True)

    def create_database(self) -> str:
        """A new empty database; returns its SQLAlchemy URL (driver psycopg)."""
        import psycopg
        from sqlalchemy.engine import make_url

        name = f"taverna_test_{uuid.uuid4().hex[:12]}"
        with psycopg.connect(self.admin_url, autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        url = make_url(self.admin_url).set(drivername="postgresql+psycopg", database=name)
        return url.render_as_string(hide_password=False)

    def drop_database(self, url: str) -> None:
        import psycopg
        from sqlalchemy.engine import make_url

        name = make_url(url).database
        with psycopg.connect(self.admin_url, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def _unavailable(reason: str) -> NoReturn:
    """Skip a PostgreSQL test with ``reason``; in CI (``CI`` set) fail instead: there it must run."""
    if os.environ.get("CI"):
        pytest.fail(f"PostgreSQL tests cannot run in CI: {reason}", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def pg_cluster() -> Iterator[PgCluster]:
    """PostgreSQL for the tests: ``TAVERNA_TEST_DB_URL`` (a URL of a database in which this user may create
    and drop databases) if set, else a throwaway cluster; skipped (failed in CI) when there is neither."""
    try:
        import psycopg  # noqa: F401
    except ImportError:
        _unavailable("the PostgreSQL driver is not installed: pip install -e .[postgres]")
    url = os.environ.get("TAVERNA_TEST_DB_URL")
    if url:
        from sqlalchemy.engine import make_url

        yield PgCluster(make_url(url).set(drivername="postgresql").render_as_string(hide_password=False))
        return
    problem = None
    try:
        cluster = PgCluster.start()
    except (LookupError, RuntimeError, OSError) as e:
        problem = str(e)
    if problem is not None:
        _unavailable(problem)
    try:
        yield cluster
    finally:
        cluster.close()


@contextmanager
def database(request: pytest.FixtureRequest, backend: str) -> Iterator[str | None]:
    """The database URL of a fresh database for ``backend`` ("sqlite": None, the server's default)."""
    if backend == "sqlite":
        yield None
        return
    assert backend == "postgres", backend
    cluster: PgCluster = request.getfixturevalue("pg_cluster")
    url = cluster.create_database()
    try:
        yield url
    finally:
        cluster.drop_database(url)


@pytest.fixture
def db_url(request: pytest.FixtureRequest) -> Iterator[str | None]:
    """A fresh database for one test: parametrize ``db_url`` indirectly with "sqlite" or "postgres"."""
    with database(request, getattr(request, "param", "sqlite")) as url:
        yield url


@pytest.fixture(scope="module")
def server(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProc]:
    """One server per test module (starting one takes a few seconds on a busy machine).

    SQLite unless a test parametrizes ``server`` indirectly with "postgres" (then one more server, with its
    own PostgreSQL database, for those tests of the module).
    """
    with database(request, getattr(request, "param", "sqlite")) as url:
        settings = {} if url is None else {"db_url": url}
        data = tmp_path_factory.mktemp("server") / "data"
        proc = ServerProc(data, **settings).start()
        try:
            yield proc
        finally:
            proc.stop()
        assert url is None or not (data / "taverna.sqlite3").exists(), "the server used SQLite, not the database given"


class Client:
    """A websocket client that keeps every message and rebuilds its full view from delta views.

    A full state's log holds the last ``log_window`` events only: the rebuilt view is compared with the
    engine's view from that point on (``log_from``)."""

    def __init__(self, srv: ServerProc, code: str, token: str | None = None, *, delta: bool = True) -> None:
        query = [f"token={token}"] if token else []
        if delta:
            query.append("delta=1")
        self.url = f"{srv.ws_base}/ws/{code}" + ("?" + "&".join(query) if query else "")
        self.messages: list[dict[str, Any]] = []
        self.states: list[dict[str, Any]] = []  # each with its rebuilt full view under "full"
        self.view: dict[str, Any] | None = None
        self.log_from = 0  # the log index the rebuilt view's log starts at (the last full state's since)
        self.state: dict[str, Any] | None = None
        self.ws: Any = None

    async def __aenter__(self) -> Client:
        self.ws = await websockets.connect(self.url, max_size=None)
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.ws.close()

    async def recv(self, timeout: float = 20) -> dict[str, Any]:
        msg: dict[str, Any] = json.loads(await asyncio.wait_for(self.ws.recv(), timeout))
        self.messages.append(msg)
        if msg["type"] == "state":
            view = msg["view"]
            if view is not None and not msg["full"]:
                assert self.view is not None and msg["since"] == self.view["log_size"], "a delta must follow on"
                view = {**view, "log": self.view["log"] + view["log"]}
            elif view is not None:  # a full state: its log starts at the log window's start
                self.log_from = msg["since"]
            self.view = view
            self.state = msg
            self.states.append({**msg, "full": view, "log_from": self.log_from})
        return msg

    async def until(self, pred: Any, timeout: float = 20) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        while True:
            msg = await self.recv(max(0.01, deadline - time.monotonic()))
            if pred(msg):
                return msg

    async def send(self, obj: Any) -> None:
        await self.ws.send(obj if isinstance(obj, (str, bytes)) else json.dumps(obj))

    @property
    def seat(self) -> str | None:
        return self.state["seat"] if self.state else None


def action_json(a: Action) -> list[Any]:
    return [a.word] if a.arg is None else [a.word, a.arg]


async def play_to_end(client: Client, game: str, seed: int, timeout: float = 60, *, leave_forced: bool = False) -> None:
    """Answer every state with the simple bot's choice until the match is over (``leave_forced``: never
    answer a question whose one legal answer the game asks whatever the hand, such as Cuajo's ``silent``)."""
    bot, rng = get_bot(game, "simple"), Rng(seed)
    acted = -1
    deadline = time.monotonic() + timeout
    while True:
        st = client.state
        if st is not None and st["view"] is not None:
            view = client.view
            assert view is not None
            if view["finished"]:
                return
            legal = [Action(*a) for a in st["legal"]]
            if leave_forced and len(legal) == 1 and legal[0].word in AUTOMATIC.get(game, ()):
                legal = []
            if legal and st["version"] != acted:
                if client.seat in view["to_act"]:
                    choice: Action | None = bot.choose(view, legal, rng)
                else:
                    choice = bot.choose_optional(view, legal, rng)
                if choice is not None:
                    acted = st["version"]
                    await client.send({"type": "act", "version": st["version"], "action": action_json(choice)})
        await client.recv(max(0.01, deadline - time.monotonic()))


async def watch_to_end(client: Client, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while client.view is None or not client.view["finished"]:
        await client.recv(max(0.01, deadline - time.monotonic()))


def check_views(record: dict[str, Any], clients: list[Client]) -> int:
    """Every view each client received is exactly the engine's view for its seat at that version.

    Also checked directly: no event addressed to other players reaches a client, a spectator's view has
    no private event and no hand, a player's own card/hand is the only one not learnt in play.
    Returns the number of views checked.
    """
    wanted: dict[int, list[tuple[Client, dict[str, Any]]]] = {}
    for c in clients:
        for st in c.states:
            if st["full"] is not None:
                wanted.setdefault(st["version"], []).append((c, st))
    match = new_match(record)
    checked = 0
    for version in range(len(record["actions"]) + 1):
        for _c, st in wanted.get(version, []):
            seat = st["seat"]
            view = st["full"]
            for ev in view["log"]:
                assert "to" not in ev or (seat is not None and seat in ev["to"]), f"{seat} got {ev}"
            if seat is None:  # a spectator holds no hand (in Cucù "card" is the own card; in Zifuli the public bid)
                assert view.get("hand") is None and (view.get("game") != "cucu" or view.get("card") is None)
            expected = match.view(seat, since=st["log_from"])
            assert view == json.loads(json.dumps(expected)), f"view of {seat} at version {version} differs"
            legal = [action_json(a) for a in match.legal_actions(seat)] if seat else []
            assert st["legal"] == json.loads(json.dumps(legal))
            checked += 1
        if version < len(record["actions"]):
            p, word, *arg = record["actions"][version]
            match.apply(p, Action(word, arg[0] if arg else None))
    assert match.finished or not record.get("finished", True)
    return checked
