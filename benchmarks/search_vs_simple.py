"""Quick look (not in CI): the search bot against the rule-of-thumb bot, and the time per decision.

    python benchmarks/search_vs_simple.py GAME [--rules R] [--players N] [--matches M] [--level normal]
        [--iterations K] [--deals D]

Seats rotate; every other seat is a rule-of-thumb bot.  Prints, per bot, the average score change
per deal and the share of deals lost (for the lead's arena to make significant).
"""

from __future__ import annotations

import argparse
import time
from collections import defaultdict

from taverna.bots import get_bot
from taverna.bots.search import SearchBot, scores
from taverna.core import Rng
from taverna.games import create_match


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("game")
    ap.add_argument("--rules")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--matches", type=int, default=4)
    ap.add_argument("--level", default="normal")
    ap.add_argument("--iterations", type=int)
    ap.add_argument("--deals", type=int, default=6, help="stop each match after this many deals")
    a = ap.parse_args()
    players = [f"p{i}" for i in range(a.players)]
    gain: dict[str, list[float]] = defaultdict(list)
    lost: dict[str, list[int]] = defaultdict(list)
    times: list[float] = []
    for k in range(a.matches):
        m = create_match(a.game, rules=a.rules, players=players, seed=1000 + k)
        kinds = {p: ("search" if (i + k) % 2 == 0 else "simple") for i, p in enumerate(players)}
        bots = {}
        for p in players:
            if kinds[p] == "search":
                bots[p] = SearchBot(a.game, iterations=a.iterations) if a.iterations else get_bot(a.game, a.level)
            else:
                bots[p] = get_bot(a.game, "simple")
        rng = Rng(k)
        before = scores(m)
        done = 0
        while not m.finished and len(m.deals) < a.deals:
            for q in m.to_act():
                if q not in m.waiting_for():
                    opt = bots[q].choose_optional(m.view(q), m.legal_actions(q), rng)
                    if opt is not None:
                        m.apply(q, opt)
                        break
            else:
                p = m.waiting_for()[0]
                t0 = time.perf_counter()
                act = bots[p].choose(m.view(p), m.legal_actions(p), rng)
                if kinds[p] == "search":
                    times.append(time.perf_counter() - t0)
                m.apply(p, act)
            while done < len(m.deals):
                d = m.deals[done]
                done += 1
                after = scores(m) if done == len(m.deals) else None
                for p in players:
                    lost[kinds[p]].append(1 if p in d.get("losers", []) else 0)
                if after is not None:
                    for p in players:
                        gain[kinds[p]].append(after[p] - before[p])
                    before = after
    for kind in ("search", "simple"):
        g, lo = gain[kind], lost[kind]
        print(
            f"{a.game:9} {a.rules or '-':9} {kind:7} score change/deal {sum(g) / max(1, len(g)):+.3f}  "
            f"deals lost {sum(lo)}/{len(lo)} ({sum(lo) / max(1, len(lo)):.1%})"
        )
    if times:
        times.sort()
        print(
            f"  decisions {len(times)}  mean {1000 * sum(times) / len(times):.0f} ms  "
            f"median {1000 * times[len(times) // 2]:.0f} ms  max {1000 * times[-1]:.0f} ms"
        )


if __name__ == "__main__":
    main()
