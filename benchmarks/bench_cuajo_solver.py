"""Benchmark of the Cuajo winning-hand solver.

Run as a script (prints hands per second)::

    PYTHONPATH=src python benchmarks/bench_cuajo_solver.py

or with pytest-benchmark (the file name does not match ``test_*.py``, so the normal test run never collects it)::

    PYTHONPATH=src python -m pytest benchmarks/bench_cuajo_solver.py -o python_files='bench_*.py' \
        -o python_functions='bench_*' --benchmark-only

Two figures for each kind of hand: **fresh** (each measurement starts with an empty memo,
``solver._split.cache_clear()``: a solver meeting the hands for the first time, as in play) and
**repeated** (the same hands again, the memo already holding them and their sub-hands: what a caller
asking about the same hands over and over sees).  Quote the fresh figure for play.
"""

from __future__ import annotations

import random
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from taverna.cards.cuajo import cuajo_pack
from taverna.games.cuajo import solver

PACK = cuajo_pack()


def winning_hand(rng: random.Random) -> list[int]:
    while True:
        cards: list[int] = []
        counts: Counter[int] = Counter()
        for _ in range(200):
            combo = rng.choice(solver.ALL_COMBOS)
            if len(cards) + len(combo) <= 16 and all(counts[c] + combo.count(c) <= 4 for c in set(combo)):
                cards.extend(combo)
                counts.update(combo)
            if len(cards) == 16:
                return cards


def hands(kind: str, n: int, seed: int = 1) -> list[list[int]]:
    rng = random.Random(seed)
    if kind == "random":
        return [rng.sample(PACK, 16) for _ in range(n)]
    out = [winning_hand(rng) for _ in range(n)]
    if kind == "near":
        for h in out:
            h[rng.randrange(16)] = rng.randrange(28)
    return out


def run_split(batch: list[list[int]]) -> int:
    solver._split.cache_clear()
    return sum(1 for h in batch if solver.split(h) is not None)


def run_waits(batch: list[list[int]]) -> int:
    solver._split.cache_clear()
    return sum(len(solver.waits(h[:15])) for h in batch)


def run_split_repeated(batch: list[list[int]]) -> int:
    return sum(1 for h in batch if solver.split(h) is not None)


def run_waits_repeated(batch: list[list[int]]) -> int:
    return sum(len(solver.waits(h[:15])) for h in batch)


def rate(fn: Callable[[list[list[int]]], int], batch: list[list[int]]) -> float:
    start = time.perf_counter()
    fn(batch)
    return len(batch) / (time.perf_counter() - start)


# ---------------------------------------------------------------- pytest-benchmark
def bench_split_random_hands(benchmark: Any) -> None:
    batch = hands("random", 2000)
    benchmark(run_split, batch)


def bench_split_winning_hands(benchmark: Any) -> None:
    batch = hands("winning", 2000)
    assert benchmark(run_split, batch) == len(batch)


def bench_split_near_winning_hands(benchmark: Any) -> None:
    benchmark(run_split, hands("near", 2000))


def bench_waits_fifteen_cards(benchmark: Any) -> None:
    benchmark(run_waits, hands("winning", 500))


def bench_split_repeated_hands(benchmark: Any) -> None:
    batch = hands("random", 2000)
    run_split(batch)  # the memo now holds them
    benchmark(run_split_repeated, batch)


def main() -> None:
    for kind in ("random", "winning", "near"):
        batch = hands(kind, 5000)
        fresh = rate(run_split, batch)
        again = rate(run_split_repeated, batch)
        print(f"split, {kind:8} hands: fresh {fresh:10.0f}  repeated {again:10.0f} hands/second")
    batch = hands("winning", 1000)
    fresh = rate(run_waits, batch)
    again = rate(run_waits_repeated, batch)
    print(f"waits (28 candidate cards), 15-card hands: fresh {fresh:10.0f}  repeated {again:10.0f} hands/second")


if __name__ == "__main__":
    main()
