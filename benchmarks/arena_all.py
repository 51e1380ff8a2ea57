"""The arena over every game at once, on as many cores as there are, within a time budget.

Run: python benchmarks/arena_all.py --bots search,rules --seconds 500 --jobs 16 --out arena.json

Besides the levels, a line-up may name ``search-N``: the search bot with N iterations a decision (how
``hard`` compares with a smaller budget: ``--bots hard,search-25``).

Each task is one deal set (a seed played once per rotation of the line-up) of one game; the tasks
go round-robin over the games so each gets a share of the time, and when the time is up the deal
sets finished so far make each game's report (the same figures as ``taverna arena``).  Not part of
the test suite: the search bots take a tenth of a second to a second a decision.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import pickle
import sys
import time
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from taverna.bots import register_level
from taverna.bots.search import SearchBot
from taverna.core import Rng
from taverna.games import get_game
from taverna.research.experiments.arena import ArenaReport, MatchResult, _DealSet, _play_deal_set, resolve_level

# (game, rules, players, options): every game and Cucù rule set, at its usual table
CONFIGS: list[tuple[str, str | None, int, dict[str, object]]] = [
    ("cucu", "campli", 6, {}),
    ("cucu", "lu-stu", 6, {}),
    ("cucu", "cambio", 6, {}),
    ("cucu", "bga", 6, {}),
    ("cucu", "le-her", 2, {}),
    ("cucu", "ranter", 4, {}),
    ("cucu", "coucou", 6, {}),
    ("cucu", "slabberjan", 6, {}),
    ("cucu", "gnav", 6, {}),
    ("torionfo", None, 4, {}),
    ("coch", None, 4, {}),
    ("zifuli", None, 5, {"rounds": 8}),
    ("kille", None, 4, {}),
    ("hypp", None, 4, {}),
    ("coteccio", None, 4, {}),
    ("cuajo", None, 4, {}),
]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--bots", default="search,rules")
    ap.add_argument("--seconds", type=float, default=500.0)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--only", default="", help="comma-separated game ids or game/rules to keep")
    ap.add_argument("-o", "--option", action="append", default=[], metavar="NAME=VALUE",
                    help="an option for the games kept (replaces the configuration's; a whole number is read as one)")
    ap.add_argument("--out", type=Path, default=None,
                    help="write the report (JSON) here, and every match's result beside it (OUT.pkl: a dict "
                         "game/rules -> list of MatchResult, for arena_levels.py to pool runs of other seeds)")
    args = ap.parse_args()
    names = tuple(b.strip().lower() for b in args.bots.split(","))
    for name in names:  # search-N: the search bot at N iterations (the workers are forked: they see it too)
        if name.startswith("search-") and name[7:].isdigit():
            n = int(name[7:])
            register_level(name, lambda game, n=n, name=name: SearchBot(game, iterations=n, name=f"{name}-{game}"))
    levels = tuple(resolve_level(b) for b in names)
    configs = [c for c in CONFIGS if not args.only or c[0] in args.only.split(",")
               or f"{c[0]}/{c[1]}" in args.only.split(",")]  # fmt: skip
    extra = {k: int(v) if v.lstrip("-").isdigit() else v for k, v in (o.split("=", 1) for o in args.option)}
    configs = [(g, r, n, {**opts, **extra}) for g, r, n, opts in configs]
    reports = {}
    for game, rules, n, opts in configs:
        info = get_game(game)
        reports[(game, rules)] = ArenaReport(info.id, info.rules_or_default(rules), n, dict(opts), list(names), 0,
                                             args.seed)  # fmt: skip
    deadline = time.monotonic() + args.seconds
    index = {key: 0 for key in reports}

    def task(key: tuple[str, str | None]) -> _DealSet:
        game, _rules, n, opts = next(c for c in configs if (c[0], c[1]) == key)
        s = index[key]
        index[key] += 1
        seed = Rng(args.seed).fork(s).next64() & 0x7FFFFFFF
        return _DealSet(game, reports[key].rules, n, dict(opts), names, levels, seed, 200_000)

    keys = list(reports)
    turn = 0
    pool = ProcessPoolExecutor(args.jobs, mp_context=multiprocessing.get_context("fork"))
    running: dict[Future[list[MatchResult]], tuple[str, str | None]] = {}
    while time.monotonic() < deadline:
        while len(running) < args.jobs * 2:
            key = keys[turn % len(keys)]
            turn += 1
            running[pool.submit(_play_deal_set, task(key))] = key
        done, _ = wait(running, timeout=max(0.0, deadline - time.monotonic()), return_when=FIRST_COMPLETED)
        for fut in done:
            key = running.pop(fut)
            reports[key].matches.extend(fut.result())
            reports[key].deal_sets += 1
    procs = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for proc in procs:  # the deal sets still playing are abandoned
        proc.terminate()
    out = {}
    for (game, _rules), rep in reports.items():
        label = f"{game}/{rep.rules}" if rep.rules else game
        out[label] = rep.to_json()
    text = json.dumps(out, indent=1)
    if args.out:
        args.out.write_text(text)
        with args.out.with_suffix(".pkl").open("wb") as fh:
            pickle.dump({(f"{g}/{rep.rules}" if rep.rules else g): rep.matches for (g, _r), rep in reports.items()}, fh)
    print(text)
    sys.stdout.flush()


if __name__ == "__main__":
    main()
