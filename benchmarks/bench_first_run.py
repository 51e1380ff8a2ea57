"""The first result of ``taverna analyze``, cold (numba's cache empty) and warm (the cache filled).

Run: python benchmarks/bench_first_run.py [--rules campli,cambio] [--players 6] [--repeat 2]
(not collected by the test run; Linux: the CPU time is read from ``/proc``).  For each rule set,
``taverna analyze cucu --rules R --players N`` runs with ``NUMBA_CACHE_DIR`` a fresh temporary
folder (cold: the kernel compiled), then again with the same folder (warm: loaded from the
cache); each run is timed to its first progress line (``iteration 1, seat 1: ...``, the first
best response played), in wall seconds and the process's CPU seconds (user + system), and stopped
there.  ``--warm-up`` also times ``kernel.warm_up()`` (every rule set, deals and matches) cold and
warm.  On a shared machine only the CPU seconds mean much.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TAVERNA = Path(sys.executable).with_name("taverna")


def cpu_seconds(pid: int) -> float:
    """user + system CPU seconds of a running process (``/proc/PID/stat``)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def first_result(rules: str, players: int, cache: str) -> tuple[float, float]:
    """Wall and CPU seconds of ``taverna analyze`` up to its first progress line."""
    cmd = [str(TAVERNA), "analyze", "cucu", "--rules", rules, "--players", str(players)]
    env = dict(os.environ, NUMBA_CACHE_DIR=cache)
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, env=env, text=True)
    assert proc.stderr is not None
    try:
        for line in proc.stderr:
            if line.startswith("iteration"):
                return time.perf_counter() - t0, cpu_seconds(proc.pid)
        raise RuntimeError(f"{' '.join(cmd)} gave no progress line (exit {proc.wait()})")
    finally:
        proc.kill()
        proc.wait()


def warm_up(cache: str) -> tuple[float, float]:
    """Wall and CPU seconds (of the child) of ``kernel.warm_up()``."""
    code = "from taverna.games.cucu.research.kernel import warm_up; warm_up()"
    before = os.times()
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True, env=dict(os.environ, NUMBA_CACHE_DIR=cache))
    after = os.times()
    return time.perf_counter() - t0, (after.children_user - before.children_user) + (
        after.children_system - before.children_system
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rules", default="campli,cambio")
    ap.add_argument("--players", type=int, default=6)
    ap.add_argument("--repeat", type=int, default=2)
    ap.add_argument("--warm-up", action="store_true", help="also time kernel.warm_up() cold and warm")
    a = ap.parse_args(argv)
    print("| run | cache | wall s | CPU s |")
    print("|---|---|---:|---:|")
    names = a.rules.split(",") + (["warm_up()"] if a.warm_up else [])
    for _ in range(a.repeat):
        for name in names:
            cache = tempfile.mkdtemp(prefix="numba-cache-")
            try:
                for state in ("cold", "warm"):
                    wall, cpu = warm_up(cache) if name == "warm_up()" else first_result(name, a.players, cache)
                    label = name if name == "warm_up()" else f"analyze {name} {a.players}p, first result"
                    print(f"| {label} | {state} | {wall:.2f} | {cpu:.2f} |", flush=True)
            finally:
                shutil.rmtree(cache, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
