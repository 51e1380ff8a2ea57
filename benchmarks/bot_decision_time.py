"""CPU time per decision of each bot level, per game (not in CI).

    python benchmarks/bot_decision_time.py [--decisions N]

Plays each game with rule-of-thumb bots and, at every few decisions, times each level's choice for
the player to act (CPU time of this process, so other load on the machine does not count).
"""

from __future__ import annotations

import argparse
import time

from taverna.bots import get_bot
from taverna.core import Rng
from taverna.games import create_match

GAMES = [("cucu", "campli", 5), ("cucu", "cambio", 5), ("kille", None, 4), ("coteccio", None, 4),
         ("hypp", None, 3), ("cuajo", None, 4)]  # fmt: skip


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--decisions", type=int, default=6)
    ap.add_argument("--levels", default="easy,normal,hard")
    ap.add_argument("--games", help="only these games, comma-separated")
    a = ap.parse_args()
    levels = a.levels.split(",")
    print(f"{'game':16} " + " ".join(f"{lv:>12}" for lv in levels) + "   (ms of CPU per decision, mean)")
    for game, rules, n in GAMES:
        if a.games and game not in a.games.split(","):
            continue
        m = create_match(game, rules=rules, players=[f"p{i}" for i in range(n)], seed=11)
        simple = get_bot(game, "simple")
        bots = {lv: get_bot(game, lv) for lv in levels}
        times: dict[str, list[float]] = {lv: [] for lv in levels}
        rng = Rng(11)
        step = 0
        while not m.finished and len(times[levels[0]]) < a.decisions and step < 3000:
            p = m.waiting_for()[0]
            legal = m.legal_actions(p)
            if step % 5 == 2 and len(legal) > 1:
                for lv in levels:
                    t0 = time.process_time()
                    bots[lv].choose(m.view(p), legal, Rng(step))
                    times[lv].append(time.process_time() - t0)
            m.apply(p, simple.choose(m.view(p), legal, rng))
            step += 1
        label = f"{game}/{rules}" if rules else game
        print(f"{label:16} " + " ".join(f"{1000 * sum(t) / max(1, len(t)):12.0f}" for t in times.values()))


if __name__ == "__main__":
    main()
