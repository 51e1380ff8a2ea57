"""How much a Cucù search bot can gain over the rule-of-thumb bot: its regret per keep/exchange decision.

    python benchmarks/cucu_regret.py --rules cambio --decisions 60 --samples 300 [--players 6]

Rule-of-thumb bots play matches; at every third keep/exchange decision (in the first 60 actions of a
match) the decision is evaluated on ``--samples`` determinizations of the player's view, each played
out once after ``keep`` and once after ``exchange`` with the same rollout randomness (the other
players by the rule of thumb, as the search bot does).  The paired mean difference estimates how
much safer keeping is than exchanging; the *regret* of the rule-of-thumb move is the chance of
losing the deal it gives away against the better move (0 when it picked the better one).  Not in
CI: a few seconds a decision.
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
    a = ap.parse_args()
    simple = get_bot("cucu", "simple")
    player = SearchBot("cucu", iterations=a.samples, root="paired")
    regrets: list[float] = []
    t0 = time.perf_counter()
    seed = 100
    while len(regrets) < a.decisions:
        m = create_match("cucu", rules=a.rules, players=[f"p{i}" for i in range(a.players)], seed=seed)
        seed += 1
        rng = Rng(seed)
        step = 0
        while not m.finished and len(regrets) < a.decisions and step < 60:
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
                if a.verbose:
                    print(f"{view.get('card')!s:>7} {pick:9} keep-exchange {mean:+.3f} ± {se:.3f}  regret {regret:.3f}")
            m.apply(p, simple.choose(view, legal, rng))
            step += 1
    bad = sum(1 for r in regrets if r > 0)
    print(f"{a.rules}, {a.players} players: mean regret {sum(regrets) / len(regrets):.4f} per decision over "
          f"{len(regrets)} decisions ({bad} with a better move); {time.perf_counter() - t0:.0f} s")  # fmt: skip


if __name__ == "__main__":
    main()
