"""Players' storage at scale: rating updates, history and leaderboard queries with 100,000 stored matches.

    python benchmarks/bench_players.py                      # SQLite (a temp file) and PostgreSQL (a temp cluster)
    python benchmarks/bench_players.py --db sqlite --matches 20000

Fills a fresh database (the server's migrations) with ``--matches`` finished 4-seat Cucù tables and their
results for ``--players`` players (one player, the "regular", sits at 10% of them), then times, each
``--repeat`` times: a whole rating update as the server does it at the end of a rated match (read the four
players' ratings, Plackett–Luce, store four results and four ratings in one transaction); a profile's
history (the last 50 matches; of a random player and of the regular); a leaderboard (game and rule set, at
least 5 matches, best 100).  Prints p50 / p99 / max in ms.  PostgreSQL is a throwaway cluster on
127.0.0.1 in a temporary directory (as ``tests/server/conftest.py`` makes it: fsync off), or ``--pg-url``.
"""

from __future__ import annotations

import argparse
import datetime as dt
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT))

from taverna.server import players_db as pdb  # noqa: E402
from taverna.server import ratings  # noqa: E402
from taverna.server.db import Store, tables_t  # noqa: E402


def fill(store: Store, matches: int, nplayers: int, seed: int = 1) -> tuple[list[int], int]:
    rng = random.Random(seed)
    start = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)
    with store.begin() as conn:
        conn.execute(pdb.players_t.insert(), [
            {"name": f"P{i}", "recovery_hash": f"{i:064x}", "created": start} for i in range(nplayers)])  # fmt: skip
    with store.connect() as conn:
        pids = [r[0] for r in conn.execute(pdb.players_t.select().with_only_columns(pdb.players_t.c.id))]
    regular = pids[0]
    counts = dict.fromkeys(pids, 0)
    chunk = 5000
    for base in range(0, matches, chunk):
        n = min(chunk, matches - base)
        tables = [{"code": f"B{base + i:07d}", "game": "cucu", "rules": "campli", "options": "{}", "seed": 0,
                   "status": "finished", "creator": 0, "created": start + dt.timedelta(minutes=base + i)}
                  for i in range(n)]  # fmt: skip
        with store.begin() as conn:
            conn.execute(tables_t.insert(), tables)
            ids = [r[0] for r in conn.execute(tables_t.select().with_only_columns(tables_t.c.id)
                                              .where(tables_t.c.code.in_([t["code"] for t in tables])))]  # fmt: skip
            results = []
            for k, tid in enumerate(ids):
                seated = rng.sample(pids[1:], 3) + [regular] if rng.random() < 0.1 else rng.sample(pids[1:], 4)
                ranks = rng.sample([1, 2, 3, 4], 4)
                for idx, (pid, rank) in enumerate(zip(seated, ranks, strict=True)):
                    counts[pid] += 1
                    results.append({"table_id": tid, "idx": idx, "player_id": pid, "name": f"P{pid}", "kind": "human",
                                    "game": "cucu", "rules": "campli", "rank": rank, "places": 4, "rated": True,
                                    "mu_before": 25.0, "sigma_before": 8.0, "mu_after": 25.5, "sigma_after": 7.9,
                                    "finished": start + dt.timedelta(minutes=base + k)})  # fmt: skip
            conn.execute(pdb.results_t.insert(), results)
    with store.begin() as conn:
        conn.execute(pdb.ratings_t.insert(), [
            {"player_id": pid, "game": "cucu", "rules": "campli", "mu": mu, "sigma": sg, "ordinal": mu - 3 * sg,
             "matches": c, "updated": start}
            for pid, c in counts.items() if c
            for mu, sg in [(rng.gauss(25, 3), rng.uniform(1, 8))]
        ])  # fmt: skip
    from sqlalchemy import text

    with store.begin() as conn:  # the statistics a live database's autovacuum (or SQLite's optimize) keeps
        conn.execute(text("ANALYZE"))
    return pids, regular


def timed(fn: Callable[[], Any], repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t0) * 1000)
    return out


def stats(ms: list[float]) -> str:
    ms = sorted(ms)
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    return f"p50 {statistics.median(ms):6.2f}  p99 {p99:6.2f}  max {ms[-1]:6.2f} ms"


def run(url: str, label: str, matches: int, nplayers: int, repeat: int) -> dict[str, list[float]]:
    store = Store(url)
    store.migrate()
    t0 = time.perf_counter()
    pids, regular = fill(store, matches, nplayers)
    print(f"{label}: {matches} matches, {matches * 4} results, {nplayers} players stored in "
          f"{time.perf_counter() - t0:.1f} s")  # fmt: skip
    rng = random.Random(2)
    # new tables for the rating updates
    start = dt.datetime(2027, 1, 1, tzinfo=dt.UTC)
    with store.begin() as conn:
        conn.execute(tables_t.insert(), [{"code": f"N{i:07d}", "game": "cucu", "rules": "campli", "options": "{}",
                                          "seed": 0, "status": "finished", "creator": 0, "created": start}
                                         for i in range(repeat)])  # fmt: skip
        fresh = [r[0] for r in conn.execute(tables_t.select().with_only_columns(tables_t.c.id)
                                            .where(tables_t.c.code.like("N%")))]  # fmt: skip
    todo = iter(fresh)

    def update() -> None:  # what players.record_result does for a rated 4-seat match
        tid = next(todo)
        seated = rng.sample(pids, 4)
        stored = pdb.get_ratings(store, seated, "cucu", "campli")
        skills = [[ratings.Skill(*stored[p][:2]) if p in stored else ratings.Skill(25.0, 25 / 3)] for p in seated]
        ranks = rng.sample([1, 2, 3, 4], 4)
        new = ratings.rate(skills, ranks)
        rows = [{"idx": i, "player_id": p, "name": f"P{p}", "kind": "human", "rank": r, "places": 4, "rated": True,
                 "mu_before": b[0].mu, "sigma_before": b[0].sigma, "mu_after": a[0].mu, "sigma_after": a[0].sigma}
                for i, (p, r, b, a) in enumerate(zip(seated, ranks, skills, new, strict=True))]  # fmt: skip
        pdb.store_results(store, tid, rows, {p: (a[0].mu, a[0].sigma) for p, a in zip(seated, new, strict=True)},
                          "cucu", "campli")  # fmt: skip

    out = {
        "rating update (4 players)": timed(update, repeat),
        "history, a random player": timed(lambda: pdb.history(store, rng.choice(pids), 50), repeat),
        "history, the regular (10% of matches)": timed(lambda: pdb.history(store, regular, 50), repeat),
        "leaderboard (min 5, best 100)": timed(lambda: pdb.leaderboard(store, "cucu", "campli", 5), repeat),
        "a profile's ratings": timed(lambda: pdb.player_ratings(store, rng.choice(pids)), repeat),
    }
    for name, ms in out.items():
        print(f"  {label:10} {name:40} {stats(ms)}")
    store.close()
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--db", choices=["sqlite", "postgres", "both"], default="both")
    ap.add_argument("--matches", type=int, default=100_000)
    ap.add_argument("--players", type=int, default=5000)
    ap.add_argument("--repeat", type=int, default=200)
    ap.add_argument("--pg-url", help="a PostgreSQL database URL to use (emptied tables: a fresh database!)")
    args = ap.parse_args()
    worst = 0.0
    if args.db in ("sqlite", "both"):
        with tempfile.TemporaryDirectory() as d:
            res = run(f"sqlite:///{d}/bench.sqlite3", "SQLite", args.matches, args.players, args.repeat)
            worst = max(worst, max(statistics.median(v) for v in res.values()))
    if args.db in ("postgres", "both"):
        cluster = None
        url = args.pg_url
        if url is None:
            from tests.server.conftest import PgCluster

            cluster = PgCluster.start()
            url = cluster.create_database()
        try:
            res = run(url, "PostgreSQL", args.matches, args.players, args.repeat)
            worst = max(worst, max(statistics.median(v) for v in res.values()))
        finally:
            if cluster is not None:
                cluster.close()
    print(f"slowest median: {worst:.2f} ms (target: under 50 ms)")


if __name__ == "__main__":
    main()
