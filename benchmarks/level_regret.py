"""How good each bot level's moves are, decision by decision, in any game: its regret against a long search.

    python benchmarks/level_regret.py kille [--rules R] [--players N] [--decisions 100] [--samples 200]
                                            [--levels simple,easy,normal,hard] [-o name=value]

Rule-of-thumb bots play matches; at every third decision with a choice, every candidate move (the
legal actions, argumented ones as the search bot expands them) is evaluated on ``--samples``
determinizations of the player's view, each candidate played out on the same determinization with
the same rollout randomness (the other players, and the player afterwards, by the rule of thumb, to
the search bot's horizon, scored by the search bot's reward for the game: ``docs/bots.md``).  The
candidate with the best mean is the reference; a move's *regret* is the reference's mean less the
move's (0 for the reference itself).  Each level is asked for its move at the same decision, with
its own generator, and its regret is recorded: the mean regret per level with its standard error,
and the paired difference of each level against the one before it (95% interval).

This is decision quality *under the search's own model* (everyone after the decision plays the rule
of thumb), a far cheaper and sharper measure than the arena (``arena_levels.py``), which is the test
of strength.  The reference shares the noise of its samples: regrets near zero are within it.  Not in
CI: seconds a decision.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from taverna.bots import get_bot
from taverna.bots.search import SearchBot, clone, expand
from taverna.core import Rng
from taverna.games import create_match, get_game
from taverna.games.sampling import Sampler, SamplingError


def mean(xs: list[float]) -> float:
    return sum(xs) / len(xs) if xs else 0.0


def se(xs: list[float]) -> float:
    if len(xs) < 2:
        return 0.0
    m = mean(xs)
    return math.sqrt(sum((x - m) ** 2 for x in xs) / (len(xs) - 1) / len(xs))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("game")
    ap.add_argument("--rules", default=None)
    ap.add_argument("--players", type=int, default=None)
    ap.add_argument("--decisions", type=int, default=100)
    ap.add_argument("--samples", type=int, default=200)
    ap.add_argument("--levels", default="simple,easy,normal,hard")
    ap.add_argument("--seed", type=int, default=100)
    ap.add_argument("-o", "--option", action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("--out", type=Path, help="also write every decision's regret per level here (JSON), to pool runs")
    ap.add_argument("--pool", type=Path, nargs="+", help="print the figures of these --out files pooled, play nothing")
    a = ap.parse_args()
    if a.pool:
        runs = [json.loads(f.read_text()) for f in a.pool]
        pooled = {lv: [x for r in runs for x in r["regrets"][lv]] for lv in runs[0]["levels"]}
        report(f"{runs[0]['label']} (pooled: {len(runs)} runs)", runs[0]["levels"], pooled, runs[0]["samples"])
        return
    info = get_game(a.game)
    n = a.players or info.usual
    opts = {k: int(v) if v.lstrip("-").isdigit() else v for k, v in (o.split("=", 1) for o in a.option)}
    levels = [lv for lv in a.levels.split(",") if lv]
    bots = {lv: get_bot(a.game, lv) for lv in levels}
    simple = get_bot(a.game, "simple")
    judge = SearchBot(a.game, iterations=a.samples, root="paired")  # its playouts and rewards
    regrets: dict[str, list[float]] = {lv: [] for lv in levels}
    t0 = time.perf_counter()
    seed = a.seed
    done = 0
    while done < a.decisions and seed < a.seed + 10 * a.decisions:
        m = create_match(a.game, rules=a.rules, players=[f"p{i}" for i in range(n)], seed=seed, options=opts or None)
        rng = Rng(seed)
        step = 0
        while not m.finished and done < a.decisions and step < 5000:
            waiting = m.waiting_for()
            if not waiting:
                break
            p = waiting[0]
            legal = m.legal_actions(p)
            view = m.view(p)
            if step % 3 == 1 and len(legal) > 1:
                picks = {lv: bot.choose(view, legal, Rng(seed * 7919 + step)) for lv, bot in bots.items()}
                try:
                    sampler = Sampler(a.game, view, p, tries=30, fast=True)
                    r0 = Rng(seed * 1000 + step)
                    first = sampler.sample(r0)
                    cands = expand(first, p, legal)
                    for pick in picks.values():  # (a level's argumented move may not be one the expansion has)
                        if first.check(p, pick) not in cands:
                            cands.append(first.check(p, pick))
                    totals = [0.0] * len(cands)
                    for k in range(a.samples):
                        d = first if k == 0 else sampler.sample(r0)
                        s = r0.next64()
                        for i, c in enumerate(cands):
                            totals[i] += judge._playout(clone(d), p, c, Rng(s))
                except SamplingError:
                    totals = []
                if len(totals) > 1:
                    value = {str(c): t / a.samples for c, t in zip(cands, totals)}
                    best = max(value.values())
                    for lv, pick in picks.items():
                        regrets[lv].append(best - value[str(first.check(p, pick))])
                    done += 1
            m.apply(p, simple.choose(view, legal, rng))
            step += 1
        seed += 1
    label = f"{a.game}/{a.rules}" if a.rules else a.game
    label = f"{label}, {n} players{' ' + str(opts) if opts else ''}"
    if a.out:
        a.out.write_text(json.dumps({"label": label, "levels": levels, "samples": a.samples, "regrets": regrets}))
    report(f"{label}, {time.perf_counter() - t0:.0f} s", levels, regrets, a.samples)


def report(label: str, levels: list[str], regrets: dict[str, list[float]], samples: int) -> None:
    print(f"{label}: {len(regrets[levels[0]])} decisions, {samples} samples each")
    for i, lv in enumerate(levels):
        rs = regrets[lv]
        line = f"  {lv:8} mean regret {mean(rs):.4f} ± {se(rs):.4f}"
        if i > 0:
            d = [x - y for x, y in zip(regrets[levels[i - 1]], rs)]
            line += f"; {levels[i - 1]} − {lv}: {mean(d):+.4f} ± {1.96 * se(d):.4f} (95%)"
        print(line)
    sys.stdout.flush()


if __name__ == "__main__":
    main()
