"""Load benchmark: many bot clients over websockets on loopback, playing at once.

Starts a server in a subprocess (SQLite in a temporary directory, or the database ``--db`` names;
or use ``--url`` for a running one), creates ``--tables`` tables of ``--clients / --tables`` seats
each, every seat a client that connects with its token and plays the random bot's choices after
``--think`` seconds (on average) of thinking.  Reports connected clients, tables, applied actions per second and the latency from
an action sent to the state of the next version received (p50, p99, max).  Loopback only; bounded
by ``--duration``.

    python benchmarks/bench_server.py                      # 1,000 clients, 200 tables, 20 s
    python benchmarks/bench_server.py --clients 100 --tables 20 --duration 5 --think 0.2
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
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


def _cpu(pid: int) -> float | None:
    """User + system CPU seconds of a process (Linux /proc), or None."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return round((int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK"), 1)
    except (OSError, ValueError, IndexError):
        return None


class Stats:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.connected = 0
        self.peak = 0
        self.errors = 0
        self.finished_tables: set[str] = set()
        self.measuring = False


async def client(url: str, code: str, token: str, game: str, think: float, stats: Stats, stop: asyncio.Event,
                 seed: int) -> None:  # fmt: skip
    bot, rng, pick = get_bot(game, "random"), Rng(seed), random.Random(seed)
    sent_at: float | None = None
    sent_version = -1
    view: dict[str, Any] | None = None
    async with websockets.connect(f"{url}/ws/{code}?token={token}&delta=1", max_size=None) as ws:
        stats.connected += 1
        stats.peak = max(stats.peak, stats.connected)
        try:
            async for raw in ws:
                if stop.is_set():
                    return
                msg = json.loads(raw)
                if msg["type"] == "error":
                    stats.errors += 1
                    sent_at = None
                    continue
                if msg["type"] != "state" or msg["view"] is None:
                    continue
                view = msg["view"] if msg["since"] == 0 or view is None else {**msg["view"], "log": []}
                if sent_at is not None and msg["version"] > sent_version:
                    if stats.measuring:
                        stats.latencies.append(time.perf_counter() - sent_at)
                    sent_at = None
                if view["finished"]:
                    stats.finished_tables.add(code)
                    return
                if msg["legal"] and msg["seat"] in view["to_act"] and sent_at is None:
                    legal = [Action(*a) for a in msg["legal"]]
                    choice = bot.choose(view, legal, rng)
                    if think > 0:
                        await asyncio.sleep(pick.uniform(0, 2 * think))
                    body = [choice.word] if choice.arg is None else [choice.word, choice.arg]
                    sent_version = msg["version"]
                    sent_at = time.perf_counter()
                    await ws.send(json.dumps({"type": "act", "version": sent_version, "action": body}))
        finally:
            stats.connected -= 1


async def main(args: argparse.Namespace) -> dict[str, Any]:
    proc = None
    tmp = None
    url = args.url
    if url is None:
        tmp = tempfile.TemporaryDirectory()
        port = free_port()
        cfg = {"data_dir": tmp.name, "http_rate": 0, "rate": 1000.0, "send_queue": 4096, "ws_deflate": not args.no_deflate}
        # every client comes from 127.0.0.1: lift the per-address limits (docs/server.md, Limits)
        cfg.update(max_waiting_per_address=100_000, max_ws_per_address=100_000, max_spectators_per_address=100_000)
        if args.db:
            cfg["db_url"] = args.db
        env = {**os.environ, "PYTHONPATH": str(SRC) + os.pathsep + os.environ.get("PYTHONPATH", "")}
        extra = [args.profile] if args.profile else []
        proc = subprocess.Popen([sys.executable, "-c", LAUNCH, json.dumps(cfg), str(port), *extra], env=env)
        url = f"http://127.0.0.1:{port}"
    try:
        async with httpx.AsyncClient(base_url=url, timeout=30) as http:
            for _ in range(200):
                with contextlib.suppress(httpx.HTTPError):
                    if (await http.get("/api/games")).status_code == 200:
                        break
                await asyncio.sleep(0.1)
            per_table = max(2, args.clients // args.tables)
            seats: list[tuple[str, str]] = []
            t0 = time.perf_counter()
            for t in range(args.tables):
                made = (await http.post("/api/tables", json={
                    "game": args.game, "rules": args.rules, "seats": per_table, "name": f"P{t}-0"})).json()  # fmt: skip
                code = made["table"]["code"]
                seats.append((code, made["token"]))
                for k in range(1, per_table):
                    joined = (await http.post(f"/api/tables/{code}/join", json={"name": f"P{t}-{k}"})).json()
                    seats.append((code, joined["token"]))
            setup = time.perf_counter() - t0
        ws_url = url.replace("http", "ws", 1)
        stats, stop = Stats(), asyncio.Event()
        tasks = []
        for i, (code, token) in enumerate(seats):
            tasks.append(asyncio.create_task(client(ws_url, code, token, args.game, args.think, stats, stop, i)))
        deadline = time.perf_counter() + 60
        while stats.connected < len(seats) and time.perf_counter() < deadline:
            await asyncio.sleep(0.1)
        await asyncio.sleep(args.warmup)
        cpu0 = _cpu(proc.pid) if proc is not None else None
        stats.measuring = True
        m0 = time.perf_counter()
        await asyncio.sleep(args.duration)
        stats.measuring = False
        elapsed = time.perf_counter() - m0
        cpu1 = _cpu(proc.pid) if proc is not None else None
        peak = stats.peak
        stop.set()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        server_cpu = _cpu(proc.pid) if proc is not None else None
    finally:
        if proc is not None:
            proc.terminate()
            proc.wait(10)
        if tmp is not None:
            tmp.cleanup()
    lat = sorted(stats.latencies)

    def q(p: float) -> float:
        return round(1000 * lat[min(len(lat) - 1, int(p * len(lat)))], 1) if lat else float("nan")

    return {
        "clients": len(seats), "connected_peak": peak, "tables": args.tables, "game": args.game,
        "think_s": args.think, "setup_s": round(setup, 1), "measured_s": round(elapsed, 1),
        "actions": len(lat), "actions_per_s": round(len(lat) / elapsed, 1),
        "latency_ms": {"p50": q(0.5), "p99": q(0.99), "max": round(1000 * lat[-1], 1) if lat else None,
                       "mean": round(1000 * statistics.fmean(lat), 1) if lat else None},
        "errors": stats.errors, "tables_finished": len(stats.finished_tables),
        "cpu_s": {"server": server_cpu, "clients": round(time.process_time(), 1)},
        "server_cpu_ms_per_action": round(1000 * (cpu1 - cpu0) / len(lat), 2) if cpu0 is not None and cpu1 is not None
        and lat else None,
        "load_average": [round(x, 1) for x in os.getloadavg()],
    }  # fmt: skip


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--clients", type=int, default=1000)
    ap.add_argument("--tables", type=int, default=200)
    ap.add_argument("--duration", type=float, default=20.0, help="seconds measured (at most 300)")
    ap.add_argument("--warmup", type=float, default=2.0)
    ap.add_argument("--think", type=float, default=1.0, help="mean seconds a client thinks before acting")
    ap.add_argument("--game", default="cucu")
    ap.add_argument("--rules", default="cambio")
    ap.add_argument("--url", default=None, help="a running server on loopback (default: start one)")
    ap.add_argument("--db", default=None, help="the started server's database URL (default: SQLite in a temporary directory)")
    ap.add_argument("--no-deflate", action="store_true", help="the server without permessage-deflate")
    ap.add_argument("--profile", default=None, help="write the server's cProfile statistics to this file")
    a = ap.parse_args()
    if a.clients > 5000 or a.duration > 300:
        ap.error("bounded: at most 5000 clients and 300 s")
    if a.url is not None and not a.url.startswith(("http://127.0.0.1", "http://localhost")):
        ap.error("loopback only: --url must be http://127.0.0.1:PORT or http://localhost:PORT")
    try:
        import uvloop

        uvloop.install()
    except ImportError:
        pass
    print(json.dumps(asyncio.run(main(a)), indent=1))
