"""A small seeded generator owned by each match.

The engine never uses the global :mod:`random`.  This generator is a
SplitMix64: tiny, fast, portable and fully determined by its integer state, so
the same seed gives the same shuffles on every Python version and platform.
"""

from __future__ import annotations

import struct
from collections.abc import MutableSequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
# the rejection limit of below(n) for the small bounds shuffles use: the largest multiple of n <= 2**64
_LIMITS = tuple(0 if n == 0 else (1 << 64) - ((1 << 64) % n) for n in range(257))

# Rng.shuffle draws all its numbers at once: lane k (bits 128k..128k+63) of one big integer holds the
# generator's (k+1)-th next draw; the upper 64 bits of each lane take the products of the mixing steps
# before the mask cuts them back, so every lane is exactly the scalar SplitMix64.
_LANE = 128
_LANES: dict[int, tuple[int, int, int, struct.Struct]] = {}


def _lanes(m: int) -> tuple[int, int, int, struct.Struct]:
    """For ``m`` draws: the lanes' ones, their increments (k+1)*golden, their 64-bit masks, their unpacker."""
    got = _LANES.get(m)
    if got is None:
        ones = sum(1 << (_LANE * k) for k in range(m))
        steps = sum(((k + 1) * _GOLDEN) << (_LANE * k) for k in range(m))
        got = _LANES[m] = (ones, steps, ones * _MASK, struct.Struct("<" + "Q8x" * m))
    return got


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

        The same draws as ``j = self.below(i + 1)`` for each ``i``: this is the engine's hottest
        loop (a pack every deal).  Up to 256 items the draws are made together, lane by lane in one
        big integer (see ``_lanes``); if any of them might be rejected (about one shuffle in 2**56),
        or for longer lists, :meth:`_shuffle_one_by_one` draws them one at a time.
        """
        m = len(items) - 1
        if not 0 < m < 256:
            self._shuffle_one_by_one(items)
            return
        ones, steps, lanes, unpack = _lanes(m)
        s = self.state
        z = (s * ones + steps) & lanes  # the m successive states
        z = (((z ^ (z >> 30)) & lanes) * _MIX1) & lanes
        z = (((z ^ (z >> 27)) & lanes) * _MIX2) & lanes
        z = (z ^ (z >> 31)) & lanes
        draws = unpack.unpack(z.to_bytes(16 * m, "little"))
        if max(draws) >= min(_LIMITS[2 : m + 2]):  # a draw might be rejected: start again one by one
            self._shuffle_one_by_one(items)
            return
        for i, x in zip(range(m, 0, -1), draws):
            j = x % (i + 1)
            items[i], items[j] = items[j], items[i]
        self.state = (s + m * _GOLDEN) & _MASK

    def _shuffle_one_by_one(self, items: MutableSequence[T]) -> None:
        """:meth:`shuffle` drawing one number at a time: :meth:`next64` inlined, the rejection limits looked up."""
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
