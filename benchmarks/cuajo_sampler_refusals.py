"""Quick look (not in CI): how often the Cuajo sampler finds no sample for a view.

    python benchmarks/cuajo_sampler_refusals.py [--seeds A B] [--deals D] [--every K] [--tries T]

Matches of rule-of-thumb bots; every K-th decision the acting player's view is sampled (as the
search bot does, with T tries) and the sample is checked against the view.  Prints the share of
views refused and the last reason of each refusal.
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter

from taverna.bots import get_bot
from taverna.core import Rng
from taverna.games import create_match
from taverna.games.sampling import Sampler, SamplingError


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, nargs=2, default=[0, 20])
    ap.add_argument("--deals", type=int, default=2)
    ap.add_argument("--every", type=int, default=5)
    ap.add_argument("--tries", type=int, default=30)
    a = ap.parse_args()
    total = refused = 0
    reasons: Counter[str] = Counter()
    t0 = time.perf_counter()
    for seed in range(*a.seeds):
        m = create_match("cuajo", players=[f"p{i}" for i in range(4)], seed=seed, options={"deals": a.deals})
        bot = get_bot("cuajo", "simple")
        rng = Rng(seed)
        k = 0
        while not m.finished:
            p = m.waiting_for()[0]
            if k % a.every == 0:
                view = json.loads(json.dumps(m.view(p)))
                total += 1
                try:
                    c = Sampler("cuajo", view, p, tries=a.tries).sample(Rng(seed * 1000 + k))
                    assert c.view(p) == view
                except SamplingError as e:
                    refused += 1
                    reasons[str(e).split("(last: ")[-1].rstrip(")")] += 1
            k += 1
            m.apply(p, bot.choose(m.view(p), m.legal_actions(p), rng))
    print(f"views {total}, refused {refused} ({100 * refused / max(total, 1):.1f}%), {time.perf_counter() - t0:.0f} s")
    for r, n in reasons.most_common(10):
        print(f"{n:5d}  {r}")


if __name__ == "__main__":
    main()
