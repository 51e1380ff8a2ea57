"""CPU time per decision of each bot level, per game (not in CI).

    python benchmarks/bot_decision_time.py [--decisions N] [--levels easy,normal,hard] [--games cucu,kille]
                                           [--markdown]

Plays each game (every Cucù rule set and every other game, at the arena's usual tables:
``benchmarks/arena_all.py``) with rule-of-thumb bots and, at every few decisions where the player
to act has a choice, times each level's choice for that player (CPU time of this process, so other
load on the machine does not count).  Prints the mean, the median and the 90th percentile of the
decisions timed, in milliseconds: what a player waits for a bot of that level, on one core.  Each
level is timed in a fresh process of its own, at the same decisions.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from taverna.bots import get_bot
from taverna.core import Rng
from taverna.games import create_match

# (game, rules, players, options): as in arena_all.py
GAMES: list[tuple[str, str | None, int, dict[str, object]]] = [
    ("cucu", "campli", 6, {}),
    ("cucu", "lu-stu", 6, {}),
    ("cucu", "cambio", 6, {}),
    ("cucu", "bga", 6, {}),
    ("cucu", "le-her", 2, {}),
    ("cucu", "ranter", 4, {}),
    ("cucu", "coucou", 6, {}),
    ("cucu", "gnav", 6, {}),
    ("cucu", "slabberjan", 6, {}),
    ("torionfo", None, 4, {}),
    ("coch", None, 4, {}),
    ("zifuli", None, 5, {"rounds": 8}),
    ("kille", None, 4, {}),
    ("hypp", None, 4, {}),
    ("coteccio", None, 4, {}),
    ("cuajo", None, 4, {}),
]


def timings(game: str, rules: str | None, n: int, opts: dict[str, object], levels: list[str],
            decisions: int) -> dict[str, list[float]]:  # fmt: skip
    """CPU seconds of each level's choice at ``decisions`` points of matches between rule-of-thumb bots."""
    simple = get_bot(game, "simple")
    bots = {lv: get_bot(game, lv) for lv in levels}
    times: dict[str, list[float]] = {lv: [] for lv in levels}
    seed = 11
    warm = True  # the first decision timed warms each bot up (imports, caches): not counted
    while len(times[levels[0]]) < decisions and seed < 40:
        m = create_match(game, rules=rules, players=[f"p{i}" for i in range(n)], seed=seed, options=opts or None)
        rng = Rng(seed)
        step = 0
        while not m.finished and len(times[levels[0]]) < decisions and step < 5000:
            waiting = m.waiting_for()
            if not waiting:
                break
            p = waiting[0]
            legal = m.legal_actions(p)
            if step % 3 == 1 and len(legal) > 1:
                for lv in levels:
                    t0 = time.process_time()
                    bots[lv].choose(m.view(p), legal, Rng(step))
                    if not warm:
                        times[lv].append(time.process_time() - t0)
                warm = False
            m.apply(p, simple.choose(m.view(p), legal, rng))
            step += 1
        seed += 1
    return times


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--decisions", type=int, default=20)
    ap.add_argument("--levels", default="easy,normal,hard")
    ap.add_argument("--games", help="only these games (or game/rules), comma-separated")
    ap.add_argument("--markdown", action="store_true", help="print a markdown table")
    a = ap.parse_args()
    levels = a.levels.split(",")
    only = a.games.split(",") if a.games else None
    if a.markdown:
        print("| game | players | " + " | ".join(f"{lv}: mean / median / p90 ms" for lv in levels) + " |")
        print("| --- | --: | " + " | ".join("---" for _ in levels) + " |")
    else:
        print(f"{'game':16} " + " ".join(f"{lv:>20}" for lv in levels) + "   (ms of CPU per decision: mean median p90)")
    for game, rules, n, opts in GAMES:
        label = f"{game}/{rules}" if rules else game
        if only and game not in only and label not in only:
            continue
        # each level in a process of its own, at the same decisions: a cache one level warmed (Cuajo's
        # solver keeps its hands' outlooks) must not make the next one look faster
        times = {}
        for lv in levels:
            with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("fork")) as pool:
                times[lv] = pool.submit(timings, game, rules, n, opts, [lv], a.decisions).result()[lv]

        def cell(ts: list[float]) -> str:
            if not ts:
                return "–"
            ms = sorted(1000 * t for t in ts)
            p90 = ms[min(len(ms) - 1, int(0.9 * len(ms)))]
            return " / ".join(f"{x:.1f}" if x < 10 else f"{x:.0f}" for x in (statistics.fmean(ms), statistics.median(ms), p90))

        if a.markdown:
            print(f"| {label} | {n} | " + " | ".join(cell(times[lv]) for lv in levels) + " |")
        else:
            print(f"{label:16} " + " ".join(f"{cell(times[lv]):>20}" for lv in levels))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
