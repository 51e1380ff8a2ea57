"""The engine's speed where the search bots pay for it (issue 21): first deals, clones, rollouts.

Run: python benchmarks/bench_engine_speed.py [--seconds S] [--json]  (not collected by the test run)

Times are CPU seconds of this process (``time.process_time``): one core, whatever else the
machine is doing.  Rows:

* ``first deal``: six-player Cucù, the first deal of a fresh match with all six players in, match
  creation included (``create_match`` then uniformly random legal decisions, declaring, proposing
  and offering left out, until the deal's summary is written), per rule set: deals per second;
* ``clone``: :func:`taverna.games.sampling.clone` of a mid-match state (random play from a fresh
  match up to about the middle of its first deal, or of its actions for the trick games and
  Cuajo), per game: microseconds per clone;
* ``rollout``: clone of that state and random play to the end of the match, per game: rollouts
  per second.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from taverna.core import Match
from taverna.games import create_match
from taverna.games.sampling import clone

RULES = ("campli", "lu-stu", "cambio", "bga")
SKIP = ("declare", "propose", "offer")
# the games and the player counts their mid-match states are taken at
GAMES: list[tuple[str, str | None, int]] = [
    ("cucu", "campli", 6),
    ("cucu", "cambio", 6),
    ("coch", None, 4),
    ("torionfo", None, 4),
    ("kille", None, 4),
    ("coteccio", "trieste", 4),
    ("zifuli", None, 5),
    ("hypp", None, 4),
    ("cuajo", "pagat", 4),
]


def step(m: Match, rng: random.Random) -> None:
    """One uniformly random legal decision (declaring, proposing, offering left out where possible)."""
    waiting = m.waiting_for()
    p = waiting[0] if waiting else m.to_act()[0]
    legal = m.legal_actions(p)
    plain = [a for a in legal if a.word not in SKIP and a.word not in m.needs_argument]
    m.apply(p, rng.choice(plain or legal))


def first_deal(rules: str, seed: int) -> None:
    rng = random.Random(seed)
    m: Any = create_match("cucu", rules=rules, players=[f"P{i}" for i in range(6)], seed=seed)
    deals = m.deals
    while not deals and not m.finished:
        step(m, rng)


def first_deals_per_s(rules: str, seconds: float) -> float:
    first_deal(rules, 0)
    start = time.process_time()
    n = 0
    while n < 20 or time.process_time() - start < seconds:
        first_deal(rules, n + 1)
        n += 1
    return n / (time.process_time() - start)


def midmatch(game: str, rules: str | None, players: int, seed: int) -> Match:
    """A state about halfway through: the first deal (Cucù) or the match's actions (the others)."""
    names = [f"P{i}" for i in range(players)]
    rng = random.Random(seed)
    probe = create_match(game, rules=rules, players=names, seed=seed)
    total = 0
    deals = getattr(probe, "deals", None)
    while not probe.finished and not (game == "cucu" and deals):
        step(probe, rng)
        total += 1
    m = create_match(game, rules=rules, players=names, seed=seed)
    rng = random.Random(seed)
    for _ in range(total // 2):
        step(m, rng)
    return m


def clone_us(m: Match, seconds: float) -> float:
    clone(m)
    start = time.process_time()
    n = 0
    while n < 100 or time.process_time() - start < seconds:
        for _ in range(50):
            clone(m)
        n += 50
    return (time.process_time() - start) / n * 1e6


def rollouts_per_s(m: Match, seconds: float) -> float:
    start = time.process_time()
    n = 0
    while n < 5 or time.process_time() - start < seconds:
        c = clone(m)
        rng = random.Random(n)
        while not c.finished:
            step(c, rng)
        n += 1
    return n / (time.process_time() - start)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=2.0, help="CPU seconds per row (default 2)")
    ap.add_argument("--json", action="store_true", help="print the results as JSON as well")
    ap.add_argument("--only", choices=("deals", "clone", "all"), default="all")
    args = ap.parse_args()
    out: dict[str, Any] = {"first_deal": {}, "clone_us": {}, "rollouts_per_s": {}}
    if args.only in ("deals", "all"):
        print(f"{'six-player first deal, all six in':40} {'deals/s':>10}")
        for rules in RULES:
            rate = first_deals_per_s(rules, args.seconds)
            out["first_deal"][rules] = rate
            print(f"  cucu/{rules:34} {rate:>10,.0f}", flush=True)
    if args.only in ("clone", "all"):
        print(f"{'mid-match state':40} {'clone µs':>10} {'rollouts/s':>12}")
        for game, rules, n in GAMES:
            m = midmatch(game, rules, n, 7)
            us = clone_us(m, args.seconds / 2)
            rps = rollouts_per_s(m, args.seconds / 2)
            key = f"{game}/{rules}" if rules else game
            out["clone_us"][key] = us
            out["rollouts_per_s"][key] = rps
            print(f"  {key + f' ({n}p)':38} {us:>10.1f} {rps:>12,.0f}", flush=True)
    if args.json:
        print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main()
