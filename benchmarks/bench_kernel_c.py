"""The numba kernel against a Campli deal written in plain C (``benchmarks/c/deal.c``).

Run: python benchmarks/bench_kernel_c.py [--deals N] [--players 2,6,20] [--repeat 3] [--json]
(not collected by the test run).  The C program is compiled with ``cc -O2`` into a temporary
folder when a compiler is on the PATH; without one its rows are skipped.  Every figure is the best
of ``--repeat`` runs in CPU seconds (the kernel: ``time.process_time`` around ``simulate``,
compilation excluded; C: ``clock()`` inside the program), so a loaded machine costs less.

Rows, for each number of players, all Campli with ``threshold_table(players, 4)`` and 3 tokens:

* ``kernel``: ``simulate("campli", ...)``: the kernel draws only the cards a deal uses (a uniform
  card among those left whenever one is needed);
* ``c/partial``: the same deal in C, drawing the same way: same generator, same stream, so it
  gives the kernel's losses deal for deal (the script checks a checksum of them);
* ``c/full``: the same deal in C after a Fisher-Yates shuffle of the whole 40-card pack.

The ratio column is the kernel's deals per second over each C row's.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from taverna.games.cucu.research.kernel import deal_pack, simulate, threshold_table

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "c" / "deal.c"
THRESHOLD, TOKENS, SEED = 4, 3, 1


def compile_c(folder: Path) -> Path | None:
    """The C program compiled with ``cc -O2``, or None when no compiler is present."""
    cc = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if cc is None:
        return None
    exe = folder / "deal"
    subprocess.run([cc, "-O2", "-o", str(exe), str(SOURCE)], check=True)
    return exe


def checksum(losses: np.ndarray) -> int:
    """The C program's checksum: the sum of each loss times (1 + its seat)."""
    n = losses.shape[1]
    return int((losses.astype(np.int64) * (1 + np.arange(n))).sum())


def run_c(exe: Path, mode: str, players: int, deals: int) -> tuple[float, int]:
    pack = [str(c) for c in deal_pack("campli", players)]
    args = [str(exe), mode, str(players), str(deals), str(SEED), str(THRESHOLD), str(TOKENS), *pack]
    out = subprocess.run(args, check=True, capture_output=True, text=True).stdout.split()
    return float(out[1]), int(out[3])


def run_kernel(players: int, deals: int) -> tuple[float, int]:
    table = threshold_table(players, THRESHOLD)
    t0 = time.process_time()
    out = simulate("campli", players, table, deals, seed=SEED, tokens=TOKENS)
    return time.process_time() - t0, checksum(out.losses)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=2_000_000)
    ap.add_argument("--players", default="2,6,20")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)
    players = [int(p) for p in a.players.split(",")]
    simulate("campli", 2, threshold_table(2, THRESHOLD), 10, seed=SEED)  # compile (or load the cache)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        exe = compile_c(Path(tmp))
        if exe is None:
            print("no C compiler (cc, gcc, clang) on the PATH: the C rows are skipped", file=sys.stderr)
        for n in players:
            runs = [run_kernel(n, a.deals) for _ in range(a.repeat)]
            k_rate = a.deals / min(t for t, _ in runs)
            row = {"players": n, "kernel": k_rate}
            if exe is not None:
                for mode in ("partial", "full"):
                    cruns = [run_c(exe, mode, n, a.deals) for _ in range(a.repeat)]
                    row[f"c/{mode}"] = a.deals / max(min(t for t, _ in cruns), 1e-9)
                    if mode == "partial" and cruns[0][1] != runs[0][1]:
                        print(f"{n} players: the C partial deal and the kernel disagree", file=sys.stderr)
                        return 1
            rows.append(row)
    if a.json:
        print(json.dumps(rows))
        return 0
    print("| players | kernel deals/s | C partial deals/s | kernel / C partial | C full deals/s | kernel / C full |")
    print("|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        cp, cf = r.get("c/partial"), r.get("c/full")
        cells = [f"{r['players']}", f"{r['kernel']:,.0f}"]
        cells += [f"{cp:,.0f}", f"{r['kernel'] / cp:.2f}×"] if cp else ["skipped", ""]
        cells += [f"{cf:,.0f}", f"{r['kernel'] / cf:.2f}×"] if cf else ["skipped", ""]
        print("| " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
