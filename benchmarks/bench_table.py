"""The benchmark table: every game x every bot level, a round-robin of head-to-head arenas with 95% intervals.

Run (the table in docs/benchmark-table.md and its data in docs/benchmark-table.json):

    python benchmarks/bench_table.py --matches 200 --jobs 16            # the full size
    python benchmarks/bench_table.py --matches 3 --jobs 2               # a quick look (minutes, wide intervals)

For each game (one configuration each, below: short matches, so that the search level's decisions stay
affordable) every pair of levels meets in its own arena (``taverna.research.experiments.arena``: seats
rotated, deals duplicated, a partnership's seats to one bot) on ``--matches`` deal sets, the same
seeds for every pair.  A cell is the row level's share of the wins of the matches between the two
(a shared win split), with the Wilson interval over the deal sets (``Estimate.share``); the
``round robin`` column is the level's mean share over all its opponents.  The levels are Taverna's
(random, easy, normal, hard) and every level registered with ``taverna.bots.register_level``
except OpenSpiel's (a ``learned`` level appears by itself once it is registered); ``--levels`` picks
others.  ``--agent package.module:Class`` adds anyone's agent as one more row and column.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import sys
import time
from datetime import date
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

import taverna.research  # noqa: E402,F401 (registers the research levels)
from taverna.bots import LEVELS, available_levels  # noqa: E402
from taverna.games import get_game  # noqa: E402
from taverna.research import OPENSPIEL_LEVELS  # noqa: E402
from taverna.research.experiments.agents import agent_name  # noqa: E402
from taverna.research.experiments.arena import ArenaReport, Estimate, run_arena  # noqa: E402
from taverna.research.experiments.parallel import make_executor  # noqa: E402

# (game, rules, players, options): one configuration per game, at its usual table, with short matches
CONFIGS: list[tuple[str, str | None, int, dict[str, Any]]] = [
    ("cucu", "cambio", 6, {"max-sets": 1}),
    ("torionfo", None, 4, {"deals": 1}),
    ("coch", None, 4, {}),
    ("zifuli", None, 5, {"rounds": 1}),
    ("kille", None, 4, {"rounds": 1}),
    ("hypp", None, 4, {}),
    ("coteccio", None, 4, {"lives": 1}),
    ("cuajo", None, 4, {"deals": 1}),
]
DEFAULT_OUT = ROOT / "docs" / "benchmark-table.md"


def default_levels() -> list[str]:
    """Taverna's levels (``simple`` is ``normal``), then every registered level but OpenSpiel's."""
    own = [lv for lv in LEVELS if lv != "simple"]
    return own + [lv for lv in available_levels() if lv not in LEVELS and lv not in OPENSPIEL_LEVELS]


def head_to_head(report: ArenaReport, a: str, b: str) -> tuple[list[float], int]:
    """``a``'s share of the wins between ``a`` and ``b`` in each deal set (a set where neither won
    counts a half), and the matches played."""
    by_seed: dict[int, list[float]] = {}
    matches = 0
    for m in report.matches:
        wa = sum(s.win for s in m.seats if s.bot == a)
        wb = sum(s.win for s in m.seats if s.bot == b)
        by_seed.setdefault(m.seed, []).append(wa / (wa + wb) if wa + wb > 0 else 0.5)
        matches += 1
    return [sum(v) / len(v) for _, v in sorted(by_seed.items())], matches


def cell(e: Estimate) -> str:
    if e.n == 0 or math.isnan(e.mean):
        return "-"
    mark = " **✓**" if not e.too_small and (e.low > 0.5 or e.high < 0.5) else ""
    return f"{100 * e.mean:.0f}% [{100 * e.low:.0f}, {100 * e.high:.0f}]{mark}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--matches", type=int, default=200, help="deal sets per pair of levels")
    ap.add_argument("--seed", type=int, default=2033)
    ap.add_argument("--jobs", type=int, default=1, help="processes to play in (the results do not depend on it)")
    ap.add_argument("--levels", default="", help="comma-separated levels (default: every level, see above)")
    ap.add_argument("--agent", action="append", default=[], metavar="PACKAGE.MODULE:CLASS",
                    help="anyone's agent as one more level (repeatable)")  # fmt: skip
    ap.add_argument("--only", default="", help="comma-separated game ids to keep")
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT, help="the Markdown table (and its .json beside it)")
    args = ap.parse_args(argv)
    levels = [lv.strip() for lv in args.levels.split(",") if lv.strip()] or default_levels()
    names = levels + [agent_name(a) for a in args.agent]
    agents = dict(zip(names[len(levels) :], args.agent))
    keep = {g.strip() for g in args.only.split(",") if g.strip()}
    configs = [c for c in CONFIGS if not keep or c[0] in keep]
    data: dict[str, Any] = {"seed": args.seed, "deal_sets_per_pair": args.matches, "levels": names, "games": []}
    started = time.perf_counter()
    with make_executor(args.jobs) as where:
        for game, rules, players, options in configs:
            t0 = time.perf_counter()
            rules = get_game(game).rules_or_default(rules)
            pairs: dict[tuple[str, str], tuple[Estimate, int]] = {}
            for a, b in itertools.combinations(names, 2):
                bots = [x for x in (a, b) if x not in agents]
                report = run_arena(game, bots, rules=rules, players=players, options=options, deal_sets=args.matches,
                                   seed=args.seed, executor=where, agents=[agents[x] for x in (a, b) if x in agents])  # fmt: skip
                values, played = head_to_head(report, a, b)
                e = Estimate.share(values, played)
                pairs[(a, b)] = (e, played)
                pairs[(b, a)] = (Estimate.share([1 - v for v in values], played), played)
                print(f"{game}: {a} v {b}: {cell(e)} ({played} matches)", file=sys.stderr, flush=True)
            rows = {}
            for a in names:
                against = [pairs[(a, b)][0] for b in names if b != a]
                mean = sum(e.mean for e in against) / len(against)
                rows[a] = {"round_robin": round(mean, 4),
                           "against": {b: pairs[(a, b)][0].to_json() for b in names if b != a}}  # fmt: skip
            data["games"].append({"game": game, "rules": rules, "players": players, "options": options,
                                  "seconds": round(time.perf_counter() - t0, 1), "levels": rows,
                                  "_cells": {f"{a}|{b}": cell(pairs[(a, b)][0]) for a in names for b in names if a != b}})  # fmt: skip
    data["seconds"] = round(time.perf_counter() - started, 1)
    write(data, args, names)
    return 0


def write(data: dict[str, Any], args: argparse.Namespace, names: list[str]) -> None:
    cmd = f"python benchmarks/bench_table.py --matches {args.matches} --seed {args.seed} --jobs {args.jobs}"
    if args.levels:
        cmd += f" --levels {args.levels}"
    if args.only:
        cmd += f" --only {args.only}"
    lines = [
        "# Benchmark table: every game, every bot level",
        "",
        "<!-- written by benchmarks/bench_table.py: edit the script, not this page -->",
        "",
        f"Made on {date.today().isoformat()} with `{cmd}` ({data['seconds']:.0f} s in all; two shared cores).",
        f"**{args.matches} deal set(s) per pair of levels**"
        + (": a quick run, the intervals are wide; the full size is `--matches 200`." if args.matches < 50 else "."),
        "",
        "Each game is played in one configuration (below, with short matches); every pair of levels meets in",
        "its own arena (`taverna arena`: seats rotated, deals duplicated, a partnership's two seats to one",
        "bot) on the same deal sets.  A cell is the **row level's share of the wins** in the matches between",
        "the row and the column (a shared win split, a match nobody won a half), with its 95% Wilson interval",
        "over the deal sets; **✓** marks an interval that excludes 50% (at least 5 deal sets).  *Round robin*",
        "is the row's mean share against all the others.  The data, with every interval, is in",
        "[benchmark-table.json](benchmark-table.json); `--agent package.module:Class` adds your agent as a row",
        "([research.md](research.md#your-own-agent-in-the-arena)).",
        "",
    ]
    for g in data["games"]:
        opts = ", ".join(f"{k}={v}" for k, v in g["options"].items()) or "the default options"
        lines += [f"## {g['game']}" + (f" / {g['rules']}" if g["rules"] else ""), "",
                  f"{g['players']} players, {opts}; {g['seconds']:.0f} s.", "",
                  "| level | round robin | " + " | ".join(f"v {b}" for b in names) + " |",
                  "| --- | --: | " + " | ".join("---" for _ in names) + " |"]  # fmt: skip
        for a in names:
            cells = [g["_cells"].get(f"{a}|{b}", "") if a != b else "" for b in names]
            lines.append(f"| {a} | {100 * g['levels'][a]['round_robin']:.0f}% | " + " | ".join(cells) + " |")
        lines.append("")
    args.out.write_text("\n".join(lines), encoding="utf-8")
    for g in data["games"]:
        del g["_cells"]
    args.out.with_suffix(".json").write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {args.out} and {args.out.with_suffix('.json')}", file=sys.stderr)


if __name__ == "__main__":
    raise SystemExit(main())
