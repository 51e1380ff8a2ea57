"""How fast the two generators shuffle: SplitMix64 (offline play, research) and HMAC-SHA256 (server tables).

Run: python benchmarks/bench_rng.py  (not collected by the test run)
"""

from __future__ import annotations

import sys
import timeit
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from taverna.core.rng import HmacRng, Rng
from taverna.games import create_match


def per_call_us(fn: object, number: int) -> float:
    """The best of five runs, in microseconds per call."""
    return min(timeit.repeat(fn, number=number, repeat=5)) / number * 1e6  # type: ignore[arg-type]


def shuffle_us(rng: Rng, size: int) -> float:
    items = list(range(size))
    return per_call_us(lambda: rng.shuffle(items), 2000)


def main() -> None:
    print(f"{'':28}{'splitmix64':>12}{'hmac-sha256':>13}")
    for size, what in ((40, "Cuckoo pack (40 cards)"), (112, "Cuajo pack (112 cards)")):
        a, b = shuffle_us(Rng(2026), size), shuffle_us(HmacRng(2**255 + 2026), size)
        print(f"shuffle, {what:<19}{a:10.1f} µs{b:10.1f} µs")
    fast, secure = Rng(1), HmacRng(1)
    a, b = per_call_us(lambda: fast.below(37), 20000), per_call_us(lambda: secure.below(37), 20000)
    print(f"{'below(37)':<28}{a:10.2f} µs{b:10.2f} µs")
    players = ["A", "B", "C", "D"]
    a = per_call_us(lambda: create_match("cuajo", players=players, seed=7), 200)
    b = per_call_us(lambda: create_match("cuajo", players=players, seed=7, rng="hmac-sha256"), 200)
    print(f"{'a new Cuajo match (deal)':<28}{a:10.1f} µs{b:10.1f} µs")


if __name__ == "__main__":
    main()
