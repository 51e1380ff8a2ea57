"""How fast the reference Cucù engine plays: whole matches and deals per second, random decisions.

Run: python benchmarks/bench_cucu_engine.py  (not collected by the test run)
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from taverna.core import Action
from taverna.games import create_match


def play(rules: str, n: int, seed: int) -> tuple[int, int]:
    rng = random.Random(seed)
    m = create_match("cucu", rules=rules, players=[f"P{i}" for i in range(n)], seed=seed)
    actions = 0
    while not m.finished:
        p = m.waiting_for()[0]
        legal = [a for a in m.legal_actions(p) if a.word not in ("declare", "propose")] or m.legal_actions(p)
        a = rng.choice(legal)
        if a.word == "offer":
            a = Action("offer", {"money": 1})
        m.apply(p, a)
        actions += 1
    return actions, len(m.deals)


def main() -> None:
    print(f"{'rules':8} {'players':>7} {'matches/s':>10} {'deals/s':>9} {'actions/s':>10}")
    for rules in ("campli", "lu-stu", "cambio", "bga"):
        for n in (2, 6, 20 if rules in ("campli", "lu-stu") else 15):
            t = time.perf_counter()
            acts = deals = 0
            k = 0
            while time.perf_counter() - t < 2.0:
                a, d = play(rules, n, k)
                acts += a
                deals += d
                k += 1
            dt = time.perf_counter() - t
            print(f"{rules:8} {n:>7} {k / dt:>10.1f} {deals / dt:>9.0f} {acts / dt:>10.0f}")


if __name__ == "__main__":
    main()
