"""Load benchmark: browser-style clients over websockets on loopback, playing at once; optionally an attacker.

Starts a server in a subprocess (SQLite in a temporary directory, or the database ``--db`` names;
or use ``--url`` for a running one) with the server's default limits (``--set key=value`` changes a
``Settings`` field), creates ``--tables`` tables of ``--clients / --tables`` seats each, and runs one
client per seat that does what the shipped browser UI (``static/js/table.js``) does: it connects with
``delta=1``, applies the deltas to its view and asks for a full state (``sync``) on a gap, after an
error and when its tab becomes visible again (every ``--visible`` seconds on average), reconnects now
and then (every ``--reconnect`` seconds on average), and plays the random bot's choice after
``--think`` seconds (on average) of thinking.  ``--spectators`` more clients watch the tables
(spread over them, the same way but never acting).

Reported: the latency from an action sent to the state of the next version received by every client
of that table (every seat and spectator: p50, p99, max), errors (refused messages, failed or closed
connections), actions per second, the server's CPU per action and its memory (RSS); and, beside them, the
load generator's own lag (``generator``: its CPU share, one core being 1.0; ``send_lag_ms``, how late the
clients' actions went out after the moment their thinking time ended; ``loop_lag_ms``, how late its event
loop fired a 10 ms timer), and ``limited_by``: ``generator`` where this process used a core's worth of CPU
(0.9), ``machine`` where, without that, its sends and timers were late by a quarter of the latency's p99 or
more (10 ms at least: it waited for a core that others held, so it read the states late and the latency
measured is partly that wait), ``server`` where the server used a core's worth (per worker); none: the
latency is the server's own answer time.

``--attacker``: after a measurement of the normal load alone, an attacker joins and the load is
measured again: it builds two long matches (``--attack-log`` events, ~60 KB whole views), then
keeps one of them moving (an action a second) with 300 silent spectators watching it (the table's
cap of spectators), and opens 80 sockets on the other that
ask for the full state (``sync``) 19 times a second each, just under the per-connection rate.  The
report gives the other tables' latency with and without the attacker.

``--attacker KINDS`` picks the attackers, comma-separated (``--attacker`` alone: ``amplification``, the one
above; ``all``: every kind), measured one after the other in the same run, each after the load alone:

* ``signin``: one address keeps ``--signin-inflight`` (8) password sign-ins in flight against a real account
  with a password (made at the start), right and wrong passwords in turn: a new one as soon as one is
  answered (about 2 a second where each takes 4 s), at most ``--signin-rate`` a second (20, the server's
  per-address POST rate, so that quick refusals do not turn it into a flood of 429s; 0: no cap);
* ``replay``: one address sends ``--replay-rate`` (11) ``POST /api/replay`` a second of a record of
  ``--replay-actions`` (160) actions, made by playing a match of ``--game`` with random bots through
  ``taverna.records`` (the server's answer checked once at the start).

For each kind the report gives the other clients' latency with the attacker, their p99 over the p99 alone
(``p99_ratio``; the goal is at most 1.5), and what the attacker got: its requests answered (by status),
refused (429 or 503), failed or still unanswered in the measured window, the rate it reached and
``limited_by``, every side that held that rate back (the server's refusals, the server's answer time, the
attacker's own process; or none: the attacker's own rate).  ``summary`` repeats the figures that matter,
one line per kind.

Every client connects from a loopback address of its own (127.0.0.0/8), as people do from theirs,
so the server's per-address limits apply as they would; the attacker spreads its sockets over as
many addresses as those limits ask (5 spectators per address).  Loopback only; bounded by ``--duration``.

    python benchmarks/bench_server.py                      # 1,000 clients, 200 tables, 20 s
    python benchmarks/bench_server.py --attacker           # the same, then again with the attacker
    python benchmarks/bench_server.py --attacker signin,replay --duration 30   # alone, then each attacker
    python benchmarks/bench_server.py --clients 200 --tables 40 --duration 10
    PYTHONPATH=/other/checkout/src python benchmarks/bench_server.py --src /other/checkout/src   # another version
    python benchmarks/bench_server.py --workers 2 --clients 200 --tables 40   # two workers, PostgreSQL + Redis

``--workers N``: N server processes (``taverna serve --redis``) on one PostgreSQL database and one Redis
(``--db`` and ``--redis``, or a throwaway PostgreSQL cluster and ``redis-server`` started on loopback in a
temporary directory, as the tests do); the tables are created on the workers in turn and the clients of each
table are spread over all of them (client k of a table on worker k mod N), so most actions take the Redis
hop (a follower forwards it to the owner, the owner publishes it to the followers).  The CPU and memory
reported are those of every worker together; ``redis_cpu_ms_per_action`` is Redis's own.  ``--workers 0``
(the default) is the single process without Redis.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import functools
import json
import math
import multiprocessing
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import websockets

from taverna.bots import get_bot
from taverna.core import Action, Rng

SRC = Path(__file__).resolve().parents[1] / "src"
LAUNCH = """
import json, sys
from pathlib import Path
from taverna.server import Settings, serve
cfg = json.loads(sys.argv[1])
cfg["data_dir"] = Path(cfg["data_dir"])
if len(sys.argv) > 3:  # --profile FILE: the server runs under cProfile
    import cProfile, signal
    prof = cProfile.Profile()
    signal.signal(signal.SIGTERM, lambda *a: (prof.disable(), prof.dump_stats(sys.argv[3]), sys.exit(0)))
    prof.enable()
serve(Settings(**cfg), host="127.0.0.1", port=int(sys.argv[2]), log_level="warning")
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _cpu(pid: int | list[int]) -> float | None:
    """User + system CPU seconds of a process, or the sum over several (Linux /proc), or None."""
    if isinstance(pid, list):
        parts = [_cpu(p) for p in pid]
        return None if not parts or None in parts else round(sum(p for p in parts if p is not None), 2)
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return round((int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK"), 2)
    except (OSError, ValueError, IndexError):
        return None


def address(group: int, i: int) -> str:
    """The loopback address client ``i`` of ``group`` connects from (127.0.0.0/8 is all loopback): each
    browser-style client has its own, as people do, so the server's per-address limits apply as they
    would (the attacker's clients take 5 spectators per address, the per-address cap)."""
    return f"127.{group}.{i // 250}.{i % 250 + 1}"


def _rss_mb(pid: int | list[int]) -> float | None:
    """Resident memory of a process in MiB, or the sum over several (Linux /proc), or None."""
    if isinstance(pid, list):
        parts = [_rss_mb(p) for p in pid]
        return None if not parts or None in parts else round(sum(p for p in parts if p is not None), 1)
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return round(int(line.split()[1]) / 1024, 1)
    except (OSError, ValueError, IndexError):
        pass
    return None


class Stats:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.connected = 0
        self.peak = 0
        self.errors = 0
        self.error_kinds: dict[str, int] = {}
        self.finished_tables: set[str] = set()
        self.measuring = False
        self.syncs = 0
        self.gaps = 0
        self.reconnects = 0
        # the load generator's own lag, while measuring: how late its scheduled sends went out (a client's
        # action after its thinking time) and how late its event loop woke a 10 ms timer (see ``measure``)
        self.send_lags: list[float] = []
        self.loop_lags: list[float] = []

    def error(self, what: str) -> None:
        if self.measuring:
            self.errors += 1
            key = what[:60]
            self.error_kinds[key] = self.error_kinds.get(key, 0) + 1


class Track:
    """One table's latency: from an action sent until every client of the table has the next version."""

    def __init__(self) -> None:
        self.members: set[object] = set()
        self.pending: tuple[int, float, set[object]] | None = None

    def sent(self, version: int) -> None:
        self.pending = (version, time.perf_counter(), set(self.members))

    def got(self, member: object, version: int, stats: Stats) -> None:
        self.members.add(member)
        p = self.pending
        if p is not None and version > p[0]:
            p[2].discard(member)
            if not p[2]:
                if stats.measuring:
                    stats.latencies.append(time.perf_counter() - p[1])
                self.pending = None

    def left(self, member: object, stats: Stats) -> None:
        if self.pending is not None and member in self.pending[2]:
            self.got(member, self.pending[0] + 1, stats)  # a client that left is not waited for
        self.members.discard(member)


async def post(http: httpx.AsyncClient, path: str, body: dict[str, Any]) -> dict[str, Any]:
    """A POST at the server's HTTP rate limit: a 429 waits and tries again."""
    while True:
        r = await http.post(path, json=body)
        if r.status_code != 429:
            r.raise_for_status()
            data: dict[str, Any] = r.json()
            return data
        await asyncio.sleep(0.2)


class BrowserClient:
    """What table.js does, over one seat (``token``) or as a spectator (``token`` None)."""

    def __init__(self, url: str, code: str, token: str | None, args: argparse.Namespace, stats: Stats,
                 track: Track, seed: int, local: str) -> None:  # fmt: skip
        q = "lang=en&delta=1" + (f"&token={token}" if token else "")
        self.url = f"{url}/ws/{code}?{q}"
        self.code, self.args, self.stats, self.track = code, args, stats, track
        self.acts = token is not None
        self.bot, self.rng, self.pick = get_bot(args.game, "random"), Rng(seed), random.Random(seed)
        self.view: dict[str, Any] | None = None
        self.version = -1
        self.pending = False
        self.resyncing = False
        self.ws: Any = None
        self.local = local

    async def run(self, stop: asyncio.Event) -> None:
        a = self.args
        while not stop.is_set():
            life = self.pick.expovariate(1 / a.reconnect) if a.reconnect > 0 else math.inf
            try:
                async with websockets.connect(
                    self.url, max_size=None, open_timeout=60, local_addr=(self.local, 0)
                ) as ws:
                    self.ws, self.view, self.pending, self.resyncing = ws, None, False, False
                    self.stats.connected += 1
                    self.stats.peak = max(self.stats.peak, self.stats.connected)
                    tasks = [asyncio.create_task(self.read(ws)), asyncio.create_task(self.visibility(ws))]
                    try:
                        await asyncio.wait([*tasks, asyncio.create_task(stop.wait())], timeout=life,
                                           return_when=asyncio.FIRST_COMPLETED)  # fmt: skip
                    finally:
                        for task in tasks:
                            task.cancel()
                        self.stats.connected -= 1
                        self.track.left(self, self.stats)
                        self.ws = None
                if not stop.is_set():
                    self.stats.reconnects += 1
                    await asyncio.sleep(self.pick.uniform(0.4, 0.6))  # the UI's first backoff step
            except (TimeoutError, OSError, websockets.WebSocketException) as exc:
                if stop.is_set():
                    return
                self.stats.error(f"connection: {type(exc).__name__} {exc}")
                await asyncio.sleep(0.5)

    async def visibility(self, ws: Any) -> None:
        """The tab comes back into view now and then: the UI sends a sync."""
        if self.args.visible <= 0:
            return
        while True:
            await asyncio.sleep(self.pick.expovariate(1 / self.args.visible))
            self.stats.syncs += 1
            await ws.send('{"type": "sync"}')

    async def read(self, ws: Any) -> None:
        try:
            async for raw in ws:
                msg = json.loads(raw)
                if msg["type"] == "error":
                    self.stats.error(f"refused: {msg['message']}")
                    self.pending = False
                    await ws.send('{"type": "sync"}')  # as the UI does
                elif msg["type"] == "state":
                    await self.on_state(ws, msg)
        except websockets.ConnectionClosed as exc:
            if exc.rcvd is not None and exc.rcvd.code != 1000:
                self.stats.error(f"closed by the server: {exc.rcvd.code} {exc.rcvd.reason}")

    async def on_state(self, ws: Any, msg: dict[str, Any]) -> None:
        view = msg["view"]
        full = msg.get("full", msg["since"] == 0)
        if view is not None and not full:
            if self.resyncing or self.view is None or msg["since"] != self.view["log_size"]:
                if not self.resyncing:  # a gap: ask for a full state
                    self.stats.gaps += 1
                    self.resyncing = True
                    await ws.send('{"type": "sync"}')
                return
            view = {**view, "log": (self.view["log"] + view["log"])[-1000:]}
        if full:
            self.resyncing = False
        self.view, self.version, self.pending = view, msg["version"], False
        self.track.got(self, msg["version"], self.stats)
        if view is None:
            return
        if view["finished"]:
            self.stats.finished_tables.add(self.code)
            return
        if self.acts and msg["legal"] and msg["seat"] in view["to_act"]:
            asyncio.get_running_loop().create_task(self.act(ws, msg["version"], msg["legal"]))

    async def act(self, ws: Any, version: int, legal_json: list[Any]) -> None:
        think = self.args.think
        due = time.perf_counter()
        if think > 0:
            wait = self.pick.uniform(0, 2 * think)
            due += wait
            await asyncio.sleep(wait)
        if self.ws is not ws or self.version != version or self.pending or self.view is None:
            return
        choice = self.bot.choose(self.view, [Action(*a) for a in legal_json], self.rng)
        body = [choice.word] if choice.arg is None else [choice.word, choice.arg]
        self.pending = True
        self.track.sent(version)
        if self.stats.measuring:  # how late this send goes out after the moment it was planned for
            self.stats.send_lags.append(time.perf_counter() - due)
        with contextlib.suppress(websockets.ConnectionClosed):
            await ws.send(json.dumps({"type": "act", "version": version, "action": body}))


class Attacker:
    """Two long matches; 300 silent spectators of one (kept moving), 80 sockets syncing 19/s on the other."""

    def __init__(self, url: str, ws_url: str, args: argparse.Namespace) -> None:
        self.url, self.ws_url, self.args = url, ws_url, args
        self.seats: dict[str, list[str]] = {}
        self.connected = 0
        self.refused = 0
        self.received_bytes = 0
        self.syncs = 0  # sync requests sent
        self.tasks: list[asyncio.Task[None]] = []

    async def build(self, url: str) -> None:
        transport = httpx.AsyncHTTPTransport(local_address=address(2, 1000))
        async with httpx.AsyncClient(base_url=url, timeout=60, transport=transport) as http:
            await self._build(http)

    async def _build(self, http: httpx.AsyncClient) -> None:
        for _ in range(2):
            made = await post(
                http, "/api/tables", {"game": self.args.game, "rules": self.args.rules, "seats": 5, "name": "A0"}
            )
            code = made["table"]["code"]
            tokens = [made["token"]]
            for k in range(1, 5):
                tokens.append((await post(http, f"/api/tables/{code}/join", {"name": f"A{k}"}))["token"])
            self.seats[code] = tokens
        await asyncio.gather(*(self.play(code, until=self.args.attack_log) for code in self.seats))

    async def play(self, code: str, *, until: int | None = None, every: float = 0.0,
                   stop: asyncio.Event | None = None) -> None:  # fmt: skip
        """Play the table's seats: as fast as possible until the log holds ``until`` events, or one action
        every ``every`` seconds until ``stop``."""
        bot, rng = get_bot(self.args.game, "random"), Rng(7)
        socks = [await websockets.connect(f"{self.ws_url}/ws/{code}?token={t}", max_size=None,
                                          local_addr=(address(2, 1001 + k), 0))
                 for k, t in enumerate(self.seats[code])]  # fmt: skip
        try:
            while stop is None or not stop.is_set():
                states = []
                for ws in socks:  # the latest state of each seat (a refused message ends what is queued)
                    await ws.send('{"type": "nothing"}')
                    last = None
                    while (m := json.loads(await ws.recv()))["type"] != "error":
                        last = m if m["type"] == "state" else last
                    states.append(last)
                view = states[0]["view"] if states[0] else None
                if view is None or view["finished"] or (until is not None and view["log_size"] >= until):
                    return
                for ws, st in zip(socks, states):
                    if st and st["legal"] and st["seat"] in st["view"]["to_act"]:
                        choice = bot.choose(st["view"], [Action(*a) for a in st["legal"]], rng)
                        body = [choice.word] if choice.arg is None else [choice.word, choice.arg]
                        await ws.send(json.dumps({"type": "act", "version": st["version"], "action": body}))
                        break
                if every:
                    await asyncio.sleep(every)
        finally:
            for ws in socks:
                await ws.close()

    async def drain(self, ws: Any) -> None:
        async for raw in ws:
            self.received_bytes += len(raw)

    async def spectator(self, code: str, i: int) -> None:
        try:
            async with websockets.connect(f"{self.ws_url}/ws/{code}", max_size=None, open_timeout=60,
                                          local_addr=(address(2, i // 5), 0)) as ws:  # fmt: skip
                self.connected += 1
                await self.drain(ws)
        except (TimeoutError, OSError, websockets.WebSocketException):
            self.refused += 1

    async def syncer(self, code: str, i: int) -> None:
        try:
            async with websockets.connect(f"{self.ws_url}/ws/{code}", max_size=None, open_timeout=60,
                                          local_addr=(address(2, 500 + i // 5), 0)) as ws:  # fmt: skip
                self.connected += 1
                reader = asyncio.create_task(self.drain(ws))
                try:
                    while True:
                        await ws.send('{"type": "sync"}')
                        self.syncs += 1
                        await asyncio.sleep(1 / 19)
                finally:
                    reader.cancel()
        except (TimeoutError, OSError, websockets.WebSocketException):
            self.refused += 1

    def start(self, stop: asyncio.Event) -> None:
        watched, synced = list(self.seats)
        parts = self.args.attack_parts
        if "spectators" in parts:
            self.tasks.append(asyncio.create_task(self.play(watched, every=1.0, stop=stop)))
            self.tasks += [asyncio.create_task(self.spectator(watched, i)) for i in range(300)]
        if "syncers" in parts:
            self.tasks += [asyncio.create_task(self.syncer(synced, i)) for i in range(80)]

    async def stop(self) -> None:
        for task in self.tasks:
            task.cancel()
        await asyncio.gather(*self.tasks, return_exceptions=True)


def attack_process(ws_url: str, args: argparse.Namespace, seats: dict[str, list[str]], counts: Any, halt: Any,
                   out: Any) -> None:  # fmt: skip
    """The attacker's process: attack until ``halt``, keeping ``counts`` = [connected, refused] current.

    It runs at the lowest CPU priority (``--attacker-nice``): a real attacker's own CPU is on another
    machine, and on this one its Python clients alone take a whole core, which would come out of the
    server's and the measuring clients' share and measure the machine rather than the server.  The
    report gives the rate of syncs it reached, to show that the attack ran at its full strength."""
    os.setpriority(os.PRIO_PROCESS, 0, args.attacker_nice)  # absolute: the same under a `nice -n -5` run
    if args.server_cpus is not None:  # --pin: beside the server, never on the measuring clients' CPU
        os.sched_setaffinity(0, args.server_cpus)

    async def run() -> None:
        attacker = Attacker("", ws_url, args)
        attacker.seats = seats
        stop = asyncio.Event()
        attacker.start(stop)
        started = time.perf_counter()
        while not halt.is_set():
            counts[0], counts[1] = attacker.connected, attacker.refused
            await asyncio.sleep(0.2)
        stop.set()
        elapsed = time.perf_counter() - started
        await attacker.stop()
        out.put({"connected": attacker.connected, "refused": attacker.refused,
                 "received_mb": round(attacker.received_bytes / 2**20, 1), "nice": args.attacker_nice,
                 "syncs_per_s_per_socket": round(attacker.syncs / elapsed / 80, 1)})  # fmt: skip

    asyncio.run(run())


ATTACKS = ("amplification", "signin", "replay")
SIGNIN_PASSWORD = "correct horse battery staple"
REPLAY_INFLIGHT = 64  # the replay attacker's own bound on requests in flight (it sends at a rate, not in turn)
REFUSED = (429, 503)  # the answers that refuse the work (rate limits, a busy pool)


def attack_kinds(value: str) -> list[str]:
    """``--attacker``'s value: attacker kinds, comma-separated, or ``all``."""
    kinds = list(ATTACKS) if value.strip() == "all" else [k.strip() for k in value.split(",") if k.strip()]
    bad = [k for k in kinds if k not in ATTACKS]
    if bad or not kinds:
        raise argparse.ArgumentTypeError(f"unknown attacker {', '.join(bad) or repr(value)}: expected a comma-separated "
                                         f"list of {', '.join(ATTACKS)}, or all")  # fmt: skip
    return list(dict.fromkeys(kinds))


def bot_record(game: str, rules: str | None, actions: int) -> dict[str, Any]:
    """A ``taverna/1`` record of exactly ``actions`` actions: a match of ``game`` played by random bots through
    ``taverna.records`` (the next seed when a match ends sooner; the record may stop before the match's end,
    as the format allows).  Checked by replaying it."""
    from taverna import records
    from taverna.games import get_game

    n = get_game(game).usual_for(rules)
    for seed in range(100):
        rec: dict[str, Any] = {"format": "taverna/1", "game": game, "players": [f"Bot {i + 1}" for i in range(n)],
                               "seed": seed}  # fmt: skip
        if rules is not None:
            rec["rules"] = rules
        m = records.new_match(records.load(rec))
        bot, rng = get_bot(game, "random"), Rng(seed)
        while not m.finished and len(m.history) < actions:
            p = (m.waiting_for() or m.to_act())[0]
            m.apply(p, bot.choose(m.view(p), m.legal_actions(p), rng))
        if len(m.history) >= actions:
            out: dict[str, Any] = m.record()
            out["actions"] = out["actions"][:actions]
            records.replay(out)
            return out
    raise SystemExit(f"no match of {game} in 100 seeds reached {actions} actions: ask for fewer (--replay-actions)")


async def prepare_http_attacks(url: str, args: argparse.Namespace, kinds: list[str]) -> dict[str, dict[str, Any]]:
    """What the sign-in and replay attackers need, made and checked before anything is measured: an account
    with a password (signed in once), a bot-played record (uploaded once).  Each attacker has an address of
    its own (the server's limits are per address)."""
    setups: dict[str, dict[str, Any]] = {}
    for kind in kinds:
        if kind == "amplification":
            continue
        local = address(4, len(setups) + 1)
        transport = httpx.AsyncHTTPTransport(local_address=local)
        async with httpx.AsyncClient(base_url=url, timeout=120, transport=transport) as http:
            if kind == "signin":
                name = f"Mallory {random.randrange(10**6)}"
                made = await post(http, "/api/players", {"name": name})
                await post(http, "/api/players/me/password", {"player": made["key"], "password": SIGNIN_PASSWORD})
                r = await http.post("/api/players/signin", json={"name": name, "password": SIGNIN_PASSWORD})
                if r.status_code != 200:
                    raise SystemExit(f"the sign-in attacker's account does not sign in: {r.status_code} {r.text[:200]}")
                setups[kind] = {"address": local, "name": name, "password": SIGNIN_PASSWORD}
            else:
                record = bot_record(args.game, args.rules, args.replay_actions)
                r = await http.post("/api/replay?lang=en", json=record)
                steps = len(r.json().get("steps", [])) if r.status_code == 200 else 0
                if steps != args.replay_actions + 1:
                    raise SystemExit(f"the replay attacker's record is not replayed: {r.status_code} {r.text[:200]}")
                setups[kind] = {"address": local, "record": record, "bytes": len(json.dumps(record))}
    return setups


def http_attack_process(url: str, kind: str, args: argparse.Namespace, setup: dict[str, Any], counts: Any,
                        halt: Any, out: Any) -> None:  # fmt: skip
    """The sign-in or the replay attacker's process (at ``--attacker-nice``, as the amplification attacker):
    requests from one address until ``halt``, at most ``rate`` a second and ``inflight`` at once; ``counts`` =
    [sent, finished] kept current.  Puts every request on ``out`` as [sent, finished or None, status (an int,
    or the name of the error), whether it waited for a free slot], times from ``time.monotonic`` (one clock
    for every process)."""
    os.setpriority(os.PRIO_PROCESS, 0, args.attacker_nice)  # absolute: the same under a `nice -n -5` run
    if args.server_cpus is not None:  # --pin: beside the server, never on the measuring clients' CPU
        os.sched_setaffinity(0, args.server_cpus)
    if kind == "signin":
        rate, inflight, path = args.signin_rate, args.signin_inflight, "/api/players/signin"

        def body(i: int) -> bytes:  # right and wrong passwords in turn
            password = setup["password"] if i % 2 == 0 else f"wrong password {i}"
            return json.dumps({"name": setup["name"], "password": password}).encode()
    else:
        rate, inflight, path = args.replay_rate, REPLAY_INFLIGHT, "/api/replay?lang=en"
        content = json.dumps(setup["record"]).encode()

        def body(i: int) -> bytes:
            return content

    async def run() -> None:
        requests: list[list[Any]] = []
        tasks: set[asyncio.Task[None]] = set()
        transport = httpx.AsyncHTTPTransport(local_address=setup["address"])
        limits = httpx.Limits(max_connections=inflight, max_keepalive_connections=inflight)

        async def one(http: httpx.AsyncClient, i: int, entry: list[Any]) -> None:
            try:
                r = await http.post(path, content=body(i), headers={"content-type": "application/json"})
                entry[2] = r.status_code
            except httpx.HTTPError as exc:
                entry[2] = type(exc).__name__
            entry[1] = time.monotonic()
            counts[1] += 1

        async with httpx.AsyncClient(base_url=url, timeout=120, transport=transport, limits=limits) as http:
            i, next_at = 0, time.monotonic()
            while not halt.is_set():
                now = time.monotonic()
                if rate > 0 and now < next_at:
                    await asyncio.sleep(min(next_at - now, 0.1))
                    continue
                waited = False
                while len(tasks) >= inflight and not halt.is_set():  # every slot taken: wait for an answer
                    waited = True
                    await asyncio.sleep(0.005)
                if halt.is_set():
                    break
                entry: list[Any] = [time.monotonic(), None, None, waited]
                requests.append(entry)
                counts[0] += 1
                task = asyncio.create_task(one(http, i, entry))
                tasks.add(task)
                task.add_done_callback(tasks.discard)
                i += 1
                if rate > 0:
                    next_at = max(next_at, time.monotonic()) + 1 / rate  # no burst to catch up after a wait
            for task in list(tasks):
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
        out.put({"requests": requests, "rate": rate, "inflight": inflight, "nice": args.attacker_nice})

    asyncio.run(run())


def http_attack_summary(got: dict[str, Any], m0: float, m1: float) -> dict[str, Any]:
    """What the attacker got in the measured window [m0, m1): the requests it sent then, the answers it got
    then (by status: answered, refused, failed), those still unanswered at its end, the rates, its requests'
    latency, and which side set its rate."""
    window = [r for r in got["requests"] if m0 <= r[0] < m1]
    elapsed = max(m1 - m0, 1e-9)
    statuses: dict[str, int] = {}
    failed: dict[str, int] = {}
    answered = refused = 0
    unanswered = sum(1 for r in got["requests"] if r[0] < m1 and (r[1] is None or r[1] >= m1))
    lat: list[float] = []
    for sent, done, status, _ in got["requests"]:
        if done is None or not m0 <= done < m1:
            continue
        if isinstance(status, str):
            failed[status] = failed.get(status, 0) + 1
        else:
            statuses[str(status)] = statuses.get(str(status), 0) + 1
            refused += status in REFUSED
            answered += status not in REFUSED
            lat.append(done - sent)
    lat.sort()
    waited = sum(1 for r in window if r[3])
    rate, inflight = got["rate"], got["inflight"]
    sent_per_s = len(window) / elapsed
    busy = sum(min(m1, r[1] if r[1] is not None else m1) - max(m0, r[0]) for r in got["requests"]
               if r[0] < m1 and (r[1] is None or r[1] > m0))  # fmt: skip
    limits = []  # every side that held the attacker back, the first the one that mattered most
    if refused:
        limits.append(f"the server's limits: it refused {refused} of the {refused + answered} requests it answered "
                      "(429 or 503)")  # fmt: skip
    if waited or rate <= 0 or unanswered > max(1.0, 0.1 * rate * elapsed):
        limits.insert(0 if refused <= answered else len(limits),
                      f"the server's answer time: the attacker kept up to {inflight} requests in flight and waited "
                      "for answers")  # fmt: skip
    elif sent_per_s < 0.9 * rate:
        limits.append(f"the attacker's own process (nice {got['nice']}): it sent {sent_per_s:.1f} of the {rate:g} "
                      "requests a second asked, without waiting for the server")  # fmt: skip
    limited_by = "; ".join(limits) or "the attacker's rate: the server answered every request at the rate sent"

    def q(p: float) -> float | None:
        return round(1000 * lat[min(len(lat) - 1, int(p * len(lat)))], 1) if lat else None

    return {
        "sent": len(window), "sent_per_s": round(sent_per_s, 2), "target_per_s": rate or "as fast as answered",
        "max_in_flight": inflight, "mean_in_flight": round(busy / elapsed, 1), "answered": answered,
        "refused": refused, "by_status": dict(sorted(statuses.items())), "failed": failed,
        "unanswered_at_end": unanswered, "waited_for_a_slot": waited,
        "answered_per_s": round(answered / elapsed, 2), "refused_per_s": round(refused / elapsed, 2),
        "latency_ms": {"p50": q(0.5), "p99": q(0.99), "max": round(1000 * lat[-1], 1) if lat else None},
        "nice": got["nice"], "limited_by": limited_by,
    }  # fmt: skip


def ratio(p99: float | None, alone: float | None) -> float | None:
    """The p99 with an attacker over the p99 alone (None where either is missing)."""
    if p99 is None or alone is None or math.isnan(p99) or math.isnan(alone) or alone <= 0:
        return None
    return round(p99 / alone, 2)


async def attack_phase(kind: str, url: str, ws_url: str, args: argparse.Namespace, stats: Stats,
                       pid: int | list[int] | None, seats: dict[str, list[str]], setup: dict[str, Any] | None,
                       alone: dict[str, Any]) -> dict[str, Any]:  # fmt: skip
    """One attacker beside the load: started in a process of its own (so that it does not slow the measuring
    clients), the load measured once it runs, then stopped.  The other clients' latency with it, their p99
    over the p99 alone and what the attacker got."""
    mp = multiprocessing.get_context("spawn")
    counts, halt, out = mp.Array("i", 2), mp.Event(), mp.Queue()
    if kind == "amplification":
        child = mp.Process(target=attack_process, args=(ws_url, args, seats, counts, halt, out))
        wanted = 300 * ("spectators" in args.attack_parts) + 80 * ("syncers" in args.attack_parts)
    else:
        child = mp.Process(target=http_attack_process, args=(url, kind, args, setup, counts, halt, out))
        wanted = 1  # its first request sent
    child.start()
    deadline = time.perf_counter() + 60
    while counts[0] + counts[1] < wanted and time.perf_counter() < deadline and child.is_alive():
        await asyncio.sleep(0.1)
    await asyncio.sleep(args.warmup)
    m0 = time.monotonic()
    honest = await measure(stats, args.duration, pid)
    m1 = time.monotonic()
    halt.set()
    got = await asyncio.to_thread(out.get, True, 120)
    child.join(10)
    attacker = got if kind == "amplification" else http_attack_summary(got, m0, m1)
    p99, p99_alone = honest["latency_ms"]["p99"], alone["latency_ms"]["p99"]
    return {"with_attacker": honest, "p99_ms": {"alone": p99_alone, "with_attacker": p99},
            "p99_ratio": ratio(p99, p99_alone), "attacker": attacker}  # fmt: skip


def _ms(values: list[float]) -> dict[str, float | None]:
    """p50, p99 and max of durations in seconds, in ms."""
    v = sorted(values)

    def q(p: float) -> float | None:
        return round(1000 * v[min(len(v) - 1, int(p * len(v)))], 1) if v else None

    return {"p50": q(0.5), "p99": q(0.99), "max": round(1000 * v[-1], 1) if v else None}


def limited_by(out: dict[str, Any]) -> list[str]:
    """Which side held the measured latencies back: ``generator`` where this process used a core's worth of CPU;
    ``machine`` where its sends and timers were late by a quarter of the latency's p99 or more (10 ms at least)
    without that: it waited for a core that other processes held (the clients then read their states late,
    and the latency measured is partly that wait); ``server`` where the server used a core's worth (one per
    worker).  Empty where none did: the latency is the server's answer time."""
    sides = []
    gen, lat = out["generator"], out["latency_ms"]["p99"] or 0.0
    late = max(gen["send_lag_ms"]["p99"] or 0.0, gen["loop_lag_ms"]["p99"] or 0.0) >= max(10.0, 0.25 * lat)
    if (gen["cpu_share"] or 0.0) >= 0.9:
        sides.append("generator")
    elif late:
        sides.append("machine")
    workers = max(1, out.get("workers", 1))
    if out["server_cpu_share"] is not None and out["server_cpu_share"] >= 0.9 * workers:
        sides.append("server")
    return sides


def summary(stats: Stats, elapsed: float, cpu: float | None, rss: float | None) -> dict[str, Any]:
    lat = sorted(stats.latencies)

    def q(p: float) -> float:
        return round(1000 * lat[min(len(lat) - 1, int(p * len(lat)))], 1) if lat else float("nan")

    return {
        "measured_s": round(elapsed, 1), "actions": len(lat), "actions_per_s": round(len(lat) / elapsed, 1),
        "latency_ms": {"p50": q(0.5), "p99": q(0.99), "max": round(1000 * lat[-1], 1) if lat else None,
                       "mean": round(1000 * statistics.fmean(lat), 1) if lat else None},
        "errors": stats.errors, "error_kinds": dict(sorted(stats.error_kinds.items(), key=lambda kv: -kv[1])[:5]),
        "server_cpu_ms_per_action": round(1000 * cpu / len(lat), 2) if cpu is not None and lat else None,
        "server_cpu_share": round(cpu / elapsed, 2) if cpu is not None else None,
        "server_rss_mb": rss,
    }  # fmt: skip


async def measure(stats: Stats, seconds: float, pid: int | list[int] | None, redis_pid: int | None = None
                  ) -> dict[str, Any]:  # fmt: skip
    stats.latencies, stats.errors, stats.error_kinds = [], 0, {}
    stats.send_lags, stats.loop_lags = [], []
    cpu0 = _cpu(pid) if pid is not None else None
    rcpu0 = _cpu(redis_pid) if redis_pid is not None else None
    own0 = time.process_time()
    stats.measuring = True
    m0 = time.perf_counter()
    probe = asyncio.create_task(_loop_probe(stats))
    await asyncio.sleep(seconds)
    stats.measuring = False
    probe.cancel()
    elapsed = time.perf_counter() - m0
    own = time.process_time() - own0
    cpu1 = _cpu(pid) if pid is not None else None
    cpu = cpu1 - cpu0 if cpu0 is not None and cpu1 is not None else None
    out = summary(stats, elapsed, cpu, _rss_mb(pid) if pid is not None else None)
    out["generator"] = {"cpu_share": round(own / elapsed, 2), "send_lag_ms": _ms(stats.send_lags),
                        "loop_lag_ms": _ms(stats.loop_lags)}  # fmt: skip
    out["limited_by"] = limited_by({**out, "workers": len(pid) if isinstance(pid, list) else 1})
    rcpu1 = _cpu(redis_pid) if redis_pid is not None else None
    if rcpu0 is not None and rcpu1 is not None and stats.latencies:
        out["redis_cpu_ms_per_action"] = round(1000 * (rcpu1 - rcpu0) / len(stats.latencies), 2)
    return out


async def _loop_probe(stats: Stats, every: float = 0.01) -> None:
    """The generator's event loop's own lag: a timer set for every 10 ms, and how late each one fires."""
    while True:
        due = time.perf_counter() + every
        await asyncio.sleep(every)
        stats.loop_lags.append(max(0.0, time.perf_counter() - due))


class Throwaway:
    """PostgreSQL and Redis for ``--workers`` when none is given: started on loopback in a temporary directory
    (Debian's binaries, as the tests start them), removed afterwards."""

    def __init__(self) -> None:
        import glob
        import shutil

        self.dir = tempfile.mkdtemp(prefix="taverna-bench-")
        self.stops: list[list[str]] = []
        self.redis: subprocess.Popen[bytes] | None = None
        initdb = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
        if not initdb or not shutil.which("redis-server"):
            raise SystemExit("--workers needs --db and --redis, or Debian's postgresql and redis-server installed")
        bindir = os.path.dirname(initdb[-1])
        as_user = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
        if as_user:
            shutil.chown(self.dir, "postgres")
        data, port = os.path.join(self.dir, "pg"), free_port()
        subprocess.run([*as_user, initdb[-1], "-D", data, "-U", "taverna", "--auth=trust", "-E", "UTF8", "-N"],
                       check=True, capture_output=True)  # fmt: skip
        opts = f"-h 127.0.0.1 -p {port} -k {self.dir} -c fsync=off -c synchronous_commit=off -c max_connections=300"
        subprocess.run([*as_user, os.path.join(bindir, "pg_ctl"), "-D", data, "-l", os.path.join(self.dir, "pg.log"),
                        "-w", "-o", opts, "start"], check=True, capture_output=True)  # fmt: skip
        self.stops.append([*as_user, os.path.join(bindir, "pg_ctl"), "-D", data, "-m", "immediate", "stop"])
        self.db = f"postgresql+psycopg://taverna@127.0.0.1:{port}/postgres"
        rport = free_port()
        self.redis = subprocess.Popen(["redis-server", "--port", str(rport), "--bind", "127.0.0.1", "--save", "",
                                       "--appendonly", "no", "--dir", self.dir], stdout=subprocess.DEVNULL)  # fmt: skip
        self.redis_url = f"redis://127.0.0.1:{rport}/0"
        for _ in range(100):
            with socket.socket() as sock:
                if sock.connect_ex(("127.0.0.1", rport)) == 0:
                    break
            time.sleep(0.05)

    def close(self) -> None:
        import shutil

        if self.redis is not None:
            self.redis.kill()
            self.redis.wait(10)
        for stop in self.stops:
            subprocess.run(stop, check=False, capture_output=True)
        shutil.rmtree(self.dir, ignore_errors=True)


async def main(args: argparse.Namespace) -> dict[str, Any]:
    proc = None
    tmp = None
    url = args.url
    procs: list[subprocess.Popen[bytes]] = []
    urls: list[str] = []
    throwaway: Throwaway | None = None
    redis_pid = None
    if args.workers > 0:
        tmp = tempfile.TemporaryDirectory()
        db, redis_url = args.db, args.redis
        if db is None or redis_url is None:
            throwaway = Throwaway()
            db, redis_url = db or throwaway.db, redis_url or throwaway.redis_url
            redis_pid = throwaway.redis.pid if throwaway.redis is not None and args.redis is None else None
        env = {**os.environ, "PYTHONPATH": (args.src or str(SRC)) + os.pathsep + os.environ.get("PYTHONPATH", "")}
        for w in range(args.workers):
            cfg: dict[str, Any] = {"data_dir": tmp.name, "db_url": db, "redis_url": redis_url,
                                   "worker": f"bench{w}"}
            for item in args.set:
                key, _, value = item.partition("=")
                cfg[key] = json.loads(value)
            port = free_port()
            procs.append(subprocess.Popen([sys.executable, "-c", LAUNCH, json.dumps(cfg), str(port)], env=env))
            urls.append(f"http://127.0.0.1:{port}")
            async with httpx.AsyncClient(base_url=urls[-1], timeout=60) as http:  # one at a time: the first migrates
                for _ in range(300):
                    with contextlib.suppress(httpx.HTTPError):
                        if (await http.get("/api/games")).status_code == 200:
                            break
                    await asyncio.sleep(0.1)
        url = urls[0]
    elif url is None:
        tmp = tempfile.TemporaryDirectory()
        port = free_port()
        cfg = {"data_dir": tmp.name}
        for item in args.set:
            key, _, value = item.partition("=")
            cfg[key] = json.loads(value)
        if args.deflate:
            cfg["ws_deflate"] = True
        if args.db:
            cfg["db_url"] = args.db
        src = args.src or str(SRC)
        env = {**os.environ, "PYTHONPATH": src + os.pathsep + os.environ.get("PYTHONPATH", "")}
        extra = [args.profile] if args.profile else []
        pin = None if args.server_cpus is None else functools.partial(os.sched_setaffinity, 0, args.server_cpus)
        proc = subprocess.Popen([sys.executable, "-c", LAUNCH, json.dumps(cfg), str(port), *extra], env=env,
                                preexec_fn=pin)  # fmt: skip
        if args.server_cpus is not None:  # (its threads and processes inherit the server's CPUs)
            os.sched_setaffinity(0, args.client_cpus)
        url = f"http://127.0.0.1:{port}"
    pid: int | list[int] | None = proc.pid if proc is not None else None
    if procs:
        pid = [p.pid for p in procs]
    urls = urls or [url]
    ws_url = url.replace("http", "ws", 1)
    stats, stop = Stats(), asyncio.Event()
    clients: list[BrowserClient] = []
    tasks: list[asyncio.Task[None]] = []
    attacker = None
    kinds: list[str] = args.attacker or []
    report: dict[str, Any] = {}
    try:
        async with httpx.AsyncClient(base_url=url, timeout=60) as http:
            for _ in range(200):
                with contextlib.suppress(httpx.HTTPError):
                    if (await http.get("/api/games")).status_code == 200:
                        break
                await asyncio.sleep(0.1)
        per_table = max(2, args.clients // args.tables)
        t0 = time.perf_counter()
        gate = asyncio.Semaphore(16)

        async def make(t: int) -> tuple[str, list[str]]:
            # each table made and joined from its creator's address (the limits are per address)
            transport = httpx.AsyncHTTPTransport(local_address=address(1, t * per_table))
            async with gate, httpx.AsyncClient(base_url=urls[t % len(urls)], timeout=60, transport=transport) as http:
                made = await post(http, "/api/tables", {"game": args.game, "rules": args.rules, "seats": per_table,
                                                        "name": f"P{t}-0"})  # fmt: skip
                code = made["table"]["code"]
                tokens = [made["token"]]
                for k in range(1, per_table):
                    tokens.append((await post(http, f"/api/tables/{code}/join", {"name": f"P{t}-{k}"}))["token"])
                return code, tokens

        tables = list(await asyncio.gather(*(make(t) for t in range(args.tables))))
        if "amplification" in kinds:
            attacker = Attacker(url, ws_url, args)
            await attacker.build(url)
        setups = await prepare_http_attacks(url, args, kinds)
        setup = time.perf_counter() - t0
        for t, (code, tokens) in enumerate(tables):
            track = Track()
            watchers = args.spectators // args.tables + (t < args.spectators % args.tables)
            for k, token in enumerate([*tokens, *[None] * watchers]):
                local = address(1, t * per_table + k) if token else address(3, len(clients))
                on = urls[k % len(urls)].replace("http", "ws", 1)  # a table's clients spread over the workers
                clients.append(BrowserClient(on, code, token, args, stats, track, 1000 * t + k, local))
        tasks = [asyncio.create_task(c.run(stop)) for c in clients]
        deadline = time.perf_counter() + 60
        while stats.connected < len(clients) and time.perf_counter() < deadline:
            await asyncio.sleep(0.1)
        await asyncio.sleep(args.warmup)
        report["alone"] = await measure(stats, args.duration, pid, redis_pid)
        attacks: dict[str, Any] = {}
        for n, kind in enumerate(kinds):
            if n:
                await asyncio.sleep(args.warmup)  # the server ends what the last attacker left it
            seats = attacker.seats if attacker is not None else {}
            attacks[kind] = await attack_phase(kind, url, ws_url, args, stats, pid, seats, setups.get(kind),
                                               report["alone"])  # fmt: skip
        if attacks:
            report["attacks"] = attacks
            report["summary"] = {
                kind: {**a["p99_ms"], "p99_ratio": a["p99_ratio"], "goal": "p99_ratio <= 1.5",
                       **({"answered": a["attacker"]["answered"], "refused": a["attacker"]["refused"],
                           "sent_per_s": a["attacker"]["sent_per_s"], "limited_by": a["attacker"]["limited_by"]}
                          if kind != "amplification" else
                          {"sockets_connected": a["attacker"]["connected"], "sockets_refused": a["attacker"]["refused"]})}
                for kind, a in attacks.items()
            }  # fmt: skip
        peak = stats.peak
        stop.set()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        server_cpu = _cpu(pid) if pid is not None else None
    finally:
        if proc is not None:
            proc.terminate()
            proc.wait(10)
        for p in procs:
            p.terminate()
        for p in procs:
            p.wait(10)
        if throwaway is not None:
            throwaway.close()
        if tmp is not None:
            tmp.cleanup()
    return {
        "workers": args.workers, "clients": len(clients), "seats": sum(len(t[1]) for t in tables), "spectators": args.spectators,
        "connected_peak": peak, "tables": args.tables, "game": args.game, "think_s": args.think,
        "visible_s": args.visible, "reconnect_s": args.reconnect, "settings": args.set, "setup_s": round(setup, 1),
        **report, "syncs_sent": stats.syncs, "gaps": stats.gaps, "reconnects": stats.reconnects,
        "tables_finished": len(stats.finished_tables),
        "cpu_s": {"server": server_cpu, "clients": round(time.process_time(), 1)},
        "load_average": [round(x, 1) for x in os.getloadavg()],
        "pinned": None if args.server_cpus is None else {"server_and_attackers": args.server_cpus,
                                                         "clients": args.client_cpus},
    }  # fmt: skip


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--clients", type=int, default=1000, help="seated clients (--clients / --tables per table)")
    ap.add_argument("--tables", type=int, default=200)
    ap.add_argument("--spectators", type=int, default=100, help="browser-style spectators, spread over the tables")
    ap.add_argument(
        "--duration", type=float, default=20.0, help="seconds measured (at most 300): alone, then with each attacker"
    )
    ap.add_argument("--warmup", type=float, default=2.0)
    ap.add_argument("--think", type=float, default=1.0, help="mean seconds a client thinks before acting")
    ap.add_argument(
        "--visible", type=float, default=30.0, help="mean seconds between a client's visibility syncs (0: none)"
    )
    ap.add_argument(
        "--reconnect", type=float, default=300.0, help="mean seconds between a client's reconnections (0: none)"
    )
    ap.add_argument("--attacker", nargs="?", type=attack_kinds, const=["amplification"], default=None,
                    metavar="KINDS", help="measure again with each attacker in turn: amplification (the default), "
                    "signin, replay, comma-separated, or all")  # fmt: skip
    ap.add_argument("--signin-inflight", type=int, default=8, help="the sign-in attacker's requests in flight")
    ap.add_argument("--signin-rate", type=float, default=20.0,
                    help="the sign-in attacker's requests per second at most (the default: the server's per-address "
                    "POST rate; 0: as fast as the server answers)")  # fmt: skip
    ap.add_argument("--replay-rate", type=float, default=11.0, help="the replay attacker's POST /api/replay a second")
    ap.add_argument("--replay-actions", type=int, default=160, help="actions in the replay attacker's record")
    ap.add_argument("--attack-log", type=int, default=1800, help="events in the attacker's long matches")
    ap.add_argument("--attack-parts", type=lambda v: set(v.split(",")), default={"spectators", "syncers"},
                    help="which parts of the attack run: spectators (300 on a moving long match), syncers (80 x 19/s)")
    ap.add_argument("--attacker-nice", type=int, default=19, choices=range(20), metavar="0..19",
                    help="the attacker process's niceness (19: its own CPU does not slow the server; 0: as a peer)")
    ap.add_argument("--game", default="cucu")
    ap.add_argument("--rules", default="cambio")
    ap.add_argument(
        "--set", action="append", default=[], metavar="KEY=JSON", help="a Settings field of the started server"
    )
    ap.add_argument(
        "--src", default=None, help="the taverna source directory the started server runs (default: this checkout's)"
    )
    ap.add_argument("--url", default=None, help="a running server on loopback (default: start one)")
    ap.add_argument(
        "--db", default=None, help="the started server's database URL (default: SQLite in a temporary directory)"
    )
    ap.add_argument("--workers", type=int, default=0,
                    help="N workers on PostgreSQL and Redis (taverna serve --redis); 0: one process without Redis")
    ap.add_argument("--redis", default=None, help="the workers' Redis URL (default: a throwaway redis-server)")
    ap.add_argument("--deflate", action="store_true", help="the server with permessage-deflate (off by default)")
    ap.add_argument("--profile", default=None, help="write the server's cProfile statistics to this file")
    ap.add_argument("--pin", action="store_true",
                    help="the measuring clients on a CPU of their own (the last one), the server, its processes and the "
                    "attackers on the others: as if the honest clients ran on machines of their own (Linux)")  # fmt: skip
    a = ap.parse_args()
    if a.clients + a.spectators > 5000 or a.duration > 300:
        ap.error("bounded: at most 5000 clients and 300 s")
    if not 1 <= a.signin_inflight <= 64 or not 0 <= a.signin_rate <= 100 or not 0 < a.replay_rate <= 100:
        ap.error("bounded: --signin-inflight from 1 to 64, --signin-rate from 0 to 100, --replay-rate above 0, at most 100")
    if not 1 <= a.replay_actions <= 5000:
        ap.error(f"--replay-actions from 1 to 5000 (the replay viewer's limit), got {a.replay_actions}")
    if a.workers and (a.url is not None or a.attacker or a.profile):
        ap.error("--workers starts its own workers: without --url, --attacker or --profile")
    if a.url is not None and not a.url.startswith(("http://127.0.0.1", "http://localhost")):
        ap.error("loopback only: --url must be http://127.0.0.1:PORT or http://localhost:PORT")
    a.server_cpus = None
    if a.pin:
        if not hasattr(os, "sched_setaffinity") or len(os.sched_getaffinity(0)) < 2:
            ap.error("--pin needs Linux and at least two CPUs")
        if a.url is not None or a.workers:
            ap.error("--pin starts its own server: without --url or --workers")
        cpus = sorted(os.sched_getaffinity(0))
        a.server_cpus, a.client_cpus = cpus[:-1], cpus[-1:]
    try:
        import uvloop

        uvloop.install()
    except ImportError:
        pass
    print(json.dumps(asyncio.run(main(a)), indent=1))
