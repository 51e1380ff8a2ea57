"""How much a Cucù search bot can gain over the rule-of-thumb bot: its regret per keep/exchange decision.

    python benchmarks/cucu_regret.py --rules cambio --decisions 60 --samples 300 [--players 6]

Rule-of-thumb bots play matches; at every third keep/exchange decision (in the first 60 actions of a
match) the decision is evaluated on ``--samples`` determinizations of the player's view, each played
out once after ``keep`` and once after ``exchange`` with the same rollout randomness (the other
players by the rule of thumb, as the search bot does).  The paired mean difference estimates how
much safer keeping is than exchanging; the *regret* of the rule-of-thumb move is the chance of
losing the deal it gives away against the better move (0 when it picked the better one).  Not in
CI: a few seconds a decision.

``--levels easy,normal,hard`` also asks each bot level for its move at the same decisions (with
its own generator, independent of the evaluation's) and prints each level's mean regret with its
standard error, and the paired difference of each level against the one below it: how much of the
rule of thumb's regret a deeper search takes away.  ``--whole`` evaluates decisions over whole
matches (every third keep/exchange decision, late in a match too: short tables, where the rule of
thumb's thresholds are furthest from the best reply) instead of the first 60 actions.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from taverna.bots import get_bot
from taverna.bots.search import SearchBot, clone
from taverna.core import Rng
from taverna.games import create_match
from taverna.games.sampling import Sampler


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rules", default="cambio")
    ap.add_argument("--players", type=int, default=6)
    ap.add_argument("--decisions", type=int, default=60)
    ap.add_argument("--samples", type=int, default=300)
    ap.add_argument("--verbose", action="store_true", help="print every decision")
    ap.add_argument("--levels", default="", help="bot levels whose moves are scored too, e.g. easy,normal,hard")
    ap.add_argument("--seed", type=int, default=100, help="the first match's seed (then +1 per match)")
    ap.add_argument("--whole", action="store_true", help="decisions over whole matches, not only the first 60 actions")
    a = ap.parse_args()
    simple = get_bot("cucu", "simple")
    player = SearchBot("cucu", iterations=a.samples, root="paired")
    regrets: list[float] = []
    levels = [lv for lv in a.levels.split(",") if lv]
    bots = {lv: get_bot("cucu", lv) for lv in levels}
    level_regrets: dict[str, list[float]] = {lv: [] for lv in levels}
    limit = 100_000 if a.whole else 60
    t0 = time.perf_counter()
    seed = a.seed
    while len(regrets) < a.decisions:
        m = create_match("cucu", rules=a.rules, players=[f"p{i}" for i in range(a.players)], seed=seed)
        seed += 1
        rng = Rng(seed)
        step = 0
        while not m.finished and len(regrets) < a.decisions and step < limit:
            p = m.waiting_for()[0]
            legal = m.legal_actions(p)
            view = m.view(p)
            acts = [x for x in legal if x.word in ("keep", "exchange")]
            if len(acts) == 2 and step % 3 == 0:
                sampler = Sampler("cucu", view, p, tries=30, fast=True)
                r0 = Rng(seed * 1000 + step)
                diffs = []
                for _ in range(a.samples):
                    d = sampler.sample(r0)
                    s = r0.next64()
                    keep, exch = (player._playout(clone(d), p, x, Rng(s)) for x in acts)
                    diffs.append(keep - exch)
                mean = sum(diffs) / len(diffs)
                se = math.sqrt(max(sum(x * x for x in diffs) / len(diffs) - mean * mean, 0.0) / len(diffs))
                pick = simple.choose(view, legal, Rng(1)).word
                regret = max(mean, 0.0) if pick == "exchange" else max(-mean, 0.0)
                regrets.append(regret)
                for lv, bot in bots.items():
                    w = bot.choose(view, legal, Rng(seed * 7919 + step)).word
                    level_regrets[lv].append(max(mean, 0.0) if w == "exchange" else max(-mean, 0.0) if w == "keep" else 0.0)
                if a.verbose:
                    print(f"{view.get('card')!s:>7} {pick:9} keep-exchange {mean:+.3f} ± {se:.3f}  regret {regret:.3f}")
            m.apply(p, simple.choose(view, legal, rng))
            step += 1
    bad = sum(1 for r in regrets if r > 0)
    print(f"{a.rules}, {a.players} players: mean regret {sum(regrets) / len(regrets):.4f} per decision over "
          f"{len(regrets)} decisions ({bad} with a better move); {time.perf_counter() - t0:.0f} s")  # fmt: skip
    n = len(regrets)
    for i, lv in enumerate(levels):
        rs = level_regrets[lv]
        line = f"  {lv:8} mean regret {_mean(rs):.4f} ± {_se(rs):.4f}"
        if i > 0:
            d = [x - y for x, y in zip(level_regrets[levels[i - 1]], rs)]
            line += f"; {levels[i - 1]} − {lv}: {_mean(d):+.4f} ± {1.96 * _se(d):.4f} (95%, {n} decisions)"
        print(line)


def _mean(xs: list[float]) -> float:
    return sum(xs) / len(xs) if xs else 0.0


def _se(xs: list[float]) -> float:
    if len(xs) < 2:
        return 0.0
    m = _mean(xs)
    return math.sqrt(sum((x - m) ** 2 for x in xs) / (len(xs) - 1) / len(xs))


if __name__ == "__main__":
    main()
