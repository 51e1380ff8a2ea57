"""A small seeded generator owned by each match.

The engine never uses the global :mod:`random`.  This generator is a
SplitMix64: tiny, fast, portable and fully determined by its integer state, so
the same seed gives the same shuffles on every Python version and platform.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


class Rng:
    """SplitMix64 with unbiased bounded integers and Fisher-Yates shuffles."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (``n`` >= 1), by rejection."""
        if n <= 0:
            raise ValueError(f"below() needs a positive bound, got {n}")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def random(self) -> float:
        """A float in [0, 1) with 53 random bits."""
        return (self.next64() >> 11) / float(1 << 53)

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place (Fisher-Yates, from the end)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: list[T]) -> T:
        return items[self.below(len(items))]

    def fork(self, salt: int) -> Rng:
        """An independent generator derived from this one's state and ``salt``."""
        return Rng((self.state ^ ((salt * 0x9E3779B97F4A7C15) & _MASK)) & _MASK)
