"""Where the research tasks run: one process, ``--jobs`` processes, or Ray, side by side.

Run: python benchmarks/bench_cluster.py [--cpus 2] [--repeat 3] [--json]
(not collected by the test run; needs ``taverna[cluster,fast]``).  Wall-clock seconds, the median
of ``--repeat`` runs after one warm-up run (which starts the processes, imports taverna in Ray's
workers and compiles the kernel there), so read them against the machine's load (printed).

Rows:

* ``overhead``: 1,000 empty tasks; the wall time per task is what an executor adds to each task
  (Ray: submitting, scheduling, the object store, ``ray.wait``; processes: pickling through a pipe);
* ``branch``: one best-response call of ``taverna analyze`` on the kernel (Campli, 4 players, every
  seat's counterfactuals over 400,000 deals: :class:`~taverna.games.cucu.research.analysis.parallel.BatchedSimulator`)
  cut into batches of 2,000 to 400,000 deals: the batch size that hides the overhead;
* ``branch-reference``: the same on the reference engine (2,000 deals, batches of 50 to 2,000);
* ``arena``: ``taverna arena kille --players 3 --bots rules,random`` with 16 deal sets (one task each).

``--cpus`` starts the local Ray with that many CPUs and the pool with that many processes.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

SRC = str(Path(__file__).resolve().parent.parent / "src")
sys.path.insert(0, SRC)
os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (SRC, os.environ.get("PYTHONPATH")) if p)  # Ray's workers

from taverna.games.cucu.research.analysis.analyze import KernelSimulator, ReferenceSimulator, naive_strategy  # noqa: E402
from taverna.games.cucu.research.analysis.parallel import BatchedSimulator  # noqa: E402
from taverna.research.experiments.arena import run_arena  # noqa: E402
from taverna.research.experiments.parallel import Executor, Processes, RayExecutor, Serial  # noqa: E402


def _empty(x: int) -> int:
    return x


def timed(run: Callable[[], Any], repeat: int) -> float:
    run()  # warm-up
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        run()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def rows(executors: dict[str, Executor], repeat: int) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for name, ex in executors.items():
        s = timed(lambda ex=ex: ex.map(_empty, list(range(1000))), repeat)
        out.append({"row": "overhead", "where": name, "tasks": 1000, "seconds": round(s, 4),
                    "ms_per_task": round(s, 3)})  # fmt: skip
    kernel = KernelSimulator("campli", 4)
    reference = ReferenceSimulator("campli", 4)
    profile = [naive_strategy("campli") for _ in range(4)]
    for row, sim, deals, batches in (("branch", kernel, 400_000, (2_000, 10_000, 50_000, 100_000, 400_000)),
                                     ("branch-reference", reference, 2_000, (50, 250, 1_000, 2_000))):  # fmt: skip
        for batch in batches:
            for name, ex in executors.items():
                b = BatchedSimulator(sim, ex, batch)
                s = timed(lambda b=b, d=deals: [b.branch(profile, seat, d, 7) for seat in range(4)], repeat) / 4
                out.append({"row": row, "where": name, "deals": deals, "batch": batch,
                            "tasks": -(-deals // batch), "seconds": round(s, 4)})  # fmt: skip
    for name, ex in executors.items():
        s = timed(lambda ex=ex: run_arena("kille", ["rules", "random"], players=3, deal_sets=16, seed=3, executor=ex),
                  repeat)  # fmt: skip
        out.append({"row": "arena", "where": name, "tasks": 16, "seconds": round(s, 3)})
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cpus", type=int, default=2, help="processes in the pool, CPUs of the local Ray")
    ap.add_argument("--repeat", type=int, default=3, help="timed runs per row (the median is shown)")
    ap.add_argument("--json", action="store_true", help="print the results as JSON")
    args = ap.parse_args()
    import ray

    ray.init(num_cpus=args.cpus, include_dashboard=False)
    executors: dict[str, Executor] = {"serial": Serial(), f"jobs {args.cpus}": Processes(args.cpus),
                                      f"ray {args.cpus} cpus": RayExecutor()}  # fmt: skip
    load = os.getloadavg()[0]
    try:
        out = rows(executors, args.repeat)
    finally:
        for ex in executors.values():
            ex.close()
        ray.shutdown()
    if args.json:
        print(json.dumps({"load": load, "cpus": os.cpu_count(), "rows": out}, indent=1))
        return
    print(f"load average {load:.1f} on {os.cpu_count()} CPUs; wall seconds, median of {args.repeat}")
    for r in out:
        extra = f" batch {r['batch']:>7} ({r['tasks']:>3} tasks)" if "batch" in r else f" ({r['tasks']} tasks)"
        per = f"  {r['ms_per_task']} ms/task" if "ms_per_task" in r else ""
        print(f"{r['row']:<17}{r['where']:<14}{extra:<28}{r['seconds']:>9.4f} s{per}")


if __name__ == "__main__":
    main()
