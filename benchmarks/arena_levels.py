"""Do the bot levels earn their names?  ``hard`` against ``normal`` and ``normal`` against ``easy`` in
the arena, game by game (duplicated deals, seats rotated; not in CI: hours of CPU).

    python benchmarks/arena_levels.py run --dir levels/ [--seconds 300] [--jobs 2] [--seed 2031]
                                          [--only cucu/cambio,kille] [--pairs hard,normal]
    python benchmarks/arena_levels.py table --dir levels/

``run`` plays, for every game of ``arena_all.py`` (or ``--only``) and every pair of levels, deal
sets for ``--seconds`` of wall time on ``--jobs`` processes (``arena_all.py --bots PAIR --only GAME``),
writing ``DIR/<pair>-<game>-<seed>.json`` and ``.pkl`` (every match's result).  Runs of the same pair
and game with other ``--seed`` values add deal sets: ``table`` pools every run found in ``DIR`` and
prints one markdown row per game and pair: the deal sets, and the paired differences (first level
minus second) of wins, score and losses per deal with their 95% intervals (``arena.md`` says how
they are computed); **✓** marks a difference whose interval excludes zero.
"""

from __future__ import annotations

import argparse
import json
import pickle
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from taverna.research.experiments.arena import METRICS, ArenaReport, MatchResult

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from arena_all import CONFIGS  # noqa: E402

PAIRS = ("hard,normal", "normal,easy")


def label_of(game: str, rules: str | None) -> str:
    return f"{game}/{rules}" if rules else game


def run(args: argparse.Namespace) -> None:
    args.dir.mkdir(parents=True, exist_ok=True)
    only = set(args.only.split(",")) if args.only else None
    for pair in args.pairs.split(";"):
        for game, rules, _n, _opts in CONFIGS:
            label = label_of(game, rules)
            if only and game not in only and label not in only:
                continue
            out = args.dir / f"{pair.replace(',', '-')}-{label.replace('/', '_')}-{args.seed}.json"
            cmd = [sys.executable, str(HERE / "arena_all.py"), "--bots", pair, "--only", label, "--seconds",
                   str(args.seconds), "--jobs", str(args.jobs), "--seed", str(args.seed), "--out", str(out)]  # fmt: skip
            print(f"{pair} {label} …", flush=True)
            subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)


def fmt(x: float | None) -> str:
    if x is None:
        return "–"
    if abs(x) >= 100:
        return f"{x:+.0f}"
    return f"{x:+.3f}" if abs(x) < 1 else f"{x:+.2f}"


def cell(metric: str, d: dict[str, Any]) -> str:
    lo, hi = d["ci95"]
    if metric == "wins":
        text = f"{100 * d['mean']:+.1f}% [{100 * lo:+.1f}, {100 * hi:+.1f}]"
    else:
        text = f"{fmt(d['mean'])} [{fmt(lo)}, {fmt(hi)}]"
    return text + (" **✓**" if d.get("significant") else "")


def pooled(dir_: Path) -> dict[tuple[str, str], dict[str, Any]]:
    """(pair, game label) -> the report's JSON, every run of that pair and game pooled."""
    runs: dict[tuple[str, str], list[tuple[dict[str, Any], list[MatchResult] | None]]] = {}
    for path in sorted(dir_.glob("*.json")):
        data = json.loads(path.read_text())
        if not all(isinstance(rep, dict) and "bots" in rep for rep in data.values()):
            continue  # (not an arena report)
        pkl = path.with_suffix(".pkl")
        matches = pickle.loads(pkl.read_bytes()) if pkl.exists() else {}
        for label, rep in data.items():
            pair = ",".join(rep["bots"])
            opts = ", ".join(f"{k}={v}" for k, v in sorted(rep["options"].items()))
            shown = f"{label} ({opts})" if opts else label  # (runs with other options are not pooled)
            runs.setdefault((pair, shown), []).append((rep, matches.get(label)))
    out: dict[tuple[str, str], dict[str, Any]] = {}
    for key, found in runs.items():
        if len(found) == 1:
            out[key] = found[0][0]
            continue
        usable = [(rep, ms) for rep, ms in found if ms is not None]  # (a run without its matches cannot be pooled)
        first = usable[0][0]
        report = ArenaReport(first["game"], first["rules"], first["players"], dict(first["options"]),
                             list(first["bots"]), sum(rep["deal_sets"] for rep, _ in usable), first["seed"],
                             [m for _, ms in usable for m in (ms or [])])  # fmt: skip
        out[key] = report.to_json()
    return out


def table(args: argparse.Namespace) -> None:
    reports = pooled(args.dir)
    # the reports are labelled game/rule set (the rule set the arena played: Torionfo's "standard" ...)
    order = [g if r is None else f"{g}/{r}" for g, r, _n, _o in CONFIGS]
    labels = sorted({label for _pair, label in reports},
                    key=lambda lb: next((i for i, o in enumerate(order) if lb == o or lb.split("/")[0] == o), 99))  # fmt: skip
    print("| game | levels | deal sets | wins | score | losses per deal |")
    print("| --- | --- | --: | --- | --- | --- |")
    pairs = [*PAIRS, *sorted({pair for pair, _label in reports} - set(PAIRS))]  # (then any other pair run)
    for label in labels:
        for pair in pairs:
            rep = reports.get((pair, label))
            if rep is None:
                continue
            comps = rep["comparisons"]
            if not comps:
                continue
            c = comps[0]
            sign = 1 if (c["first"], c["second"]) == tuple(pair.split(",")) else -1
            cells = []
            for metric in METRICS:
                d = dict(c[metric])
                if sign < 0:
                    d["mean"] = -d["mean"] if d["mean"] is not None else None
                    d["ci95"] = [-d["ci95"][1], -d["ci95"][0]]
                cells.append(cell(metric, d))
            print(f"| {label} | {pair.replace(',', ' − ')} | {rep['deal_sets']} | " + " | ".join(cells) + " |")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="command", required=True)
    r = sub.add_parser("run")
    r.add_argument("--dir", type=Path, required=True)
    r.add_argument("--seconds", type=float, default=300.0)
    r.add_argument("--jobs", type=int, default=2)
    r.add_argument("--seed", type=int, default=2031)
    r.add_argument("--only", default="")
    r.add_argument("--pairs", default=";".join(PAIRS), help="pairs of levels, ';'-separated (default: %(default)s)")
    t = sub.add_parser("table")
    t.add_argument("--dir", type=Path, required=True)
    args = ap.parse_args()
    run(args) if args.command == "run" else table(args)


if __name__ == "__main__":
    main()
