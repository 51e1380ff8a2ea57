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
_GOLDEN = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
# the rejection limit of below(n) for the small bounds shuffles use: the largest multiple of n <= 2**64
_LIMITS = tuple(0 if n == 0 else (1 << 64) - ((1 << 64) % n) for n in range(257))


class Rng:
    """SplitMix64 with unbiased bounded integers and Fisher-Yates shuffles."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = z = (self.state + _GOLDEN) & _MASK
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (``n`` >= 1), by rejection."""
        if n <= 0:
            raise ValueError(f"below() needs a positive bound, got {n}")
        limit = _LIMITS[n] if n < 257 else (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def random(self) -> float:
        """A float in [0, 1) with 53 random bits."""
        return (self.next64() >> 11) / float(1 << 53)

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place (Fisher-Yates, from the end).

        The same draws as ``j = self.below(i + 1)`` for each ``i``, with :meth:`next64` inlined and
        the rejection limits looked up: this loop is the engine's hottest (a pack every deal).
        """
        s = self.state
        limits = _LIMITS
        golden, mask, mix1, mix2 = _GOLDEN, _MASK, _MIX1, _MIX2  # locals: read faster than globals
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            s = (s + golden) & mask
            z = ((s ^ (s >> 30)) * mix1) & mask
            z = ((z ^ (z >> 27)) * mix2) & mask
            z ^= z >> 31
            limit = limits[n] if n < 257 else (1 << 64) - ((1 << 64) % n)
            while z >= limit:  # rejected (rare): draw again, as below() does
                s = (s + golden) & mask
                z = ((s ^ (s >> 30)) * mix1) & mask
                z = ((z ^ (z >> 27)) * mix2) & mask
                z ^= z >> 31
            j = z % n
            items[i], items[j] = items[j], items[i]
        self.state = s

    def choice(self, items: list[T]) -> T:
        return items[self.below(len(items))]

    def fork(self, salt: int) -> Rng:
        """An independent generator derived from this one's state and ``salt``."""
        return Rng((self.state ^ ((salt * _GOLDEN) & _MASK)) & _MASK)
