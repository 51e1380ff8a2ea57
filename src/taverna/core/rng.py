"""The seeded generators a match owns.

The engine never uses the global :mod:`random`.  :class:`Rng` is a SplitMix64:
tiny, fast, portable and fully determined by its integer state, so the same seed
gives the same shuffles on every Python version and platform (offline play and
research).  :class:`HmacRng` (HMAC-SHA256 in counter mode, a 256-bit secret seed)
has the same interface and draws its words the same way; the server deals with it,
because SplitMix64's state can be recovered from a few hands.  A record's ``rng``
field names the generator (absent: SplitMix64); :func:`make_rng` builds either.
"""

from __future__ import annotations

import hashlib
import struct
from collections.abc import MutableSequence
from typing import Any, ClassVar, TypeVar

T = TypeVar("T")

SPLITMIX64 = "splitmix64"
HMAC_SHA256 = "hmac-sha256"
RNG_KINDS = (SPLITMIX64, HMAC_SHA256)  # what a record's "rng" may name; absent: splitmix64
SECURE_SEED_BITS = 256

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
_LANES: dict[int, tuple[int, int, int, struct.Struct, int, int]] = {}


def _lanes(m: int) -> tuple[int, int, int, struct.Struct, int, int]:
    """For ``m`` draws: the lanes' ones, their increments (k+1)*golden, their 64-bit masks, their unpacker,
    and the test of the lowest rejection limit ``safe`` of the bounds 2 .. m+1 (a draw below it is never
    rejected): ``2**64 - safe`` in every lane, and bit 64 of every lane.  A draw ``x`` (below ``2**64``)
    is at least ``safe`` exactly when ``x + 2**64 - safe`` reaches bit 64 of its lane (the sum stays
    below ``2**65``: nothing carries into the next lane), so one addition tests every draw at once."""
    got = _LANES.get(m)
    if got is None:
        ones = sum(1 << (_LANE * k) for k in range(m))
        steps = sum(((k + 1) * _GOLDEN) << (_LANE * k) for k in range(m))
        safe = min(_LIMITS[2 : m + 2])
        got = _LANES[m] = (
            ones, steps, ones * _MASK, struct.Struct("<" + "Q8x" * m), ones * ((1 << 64) - safe), ones << 64
        )  # fmt: skip
    return got


class Rng:
    """SplitMix64 with unbiased bounded integers and Fisher-Yates shuffles."""

    __slots__ = ("state",)

    kind: ClassVar[str] = SPLITMIX64  # the name a record's "rng" gives this generator

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def __deepcopy__(self, memo: dict[int, Any]) -> Rng:
        new = Rng.__new__(Rng)
        new.state = self.state
        return new

    def next64(self) -> int:
        self.state = z = (self.state + _GOLDEN) & _MASK
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (``n`` >= 1), by rejection."""
        if not 0 < n <= 1 << 64:
            raise ValueError(f"below() needs a bound from 1 to 2**64, got {n}")
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
        ones, steps, lanes, unpack, to_safe, bit64 = _lanes(m)
        s = self.state
        z = (s * ones + steps) & lanes  # the m successive states
        z = (((z ^ (z >> 30)) & lanes) * _MIX1) & lanes
        z = (((z ^ (z >> 27)) & lanes) * _MIX2) & lanes
        z = (z ^ (z >> 31)) & lanes
        if (z + to_safe) & bit64:  # a draw might be rejected (one at least safe): start again one by one
            self._shuffle_one_by_one(items)
            return
        draws = unpack.unpack(z.to_bytes(16 * m, "little"))
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


# ----------------------------------------------------------------------------- the secure generator
_SHA256 = hashlib.sha256
_WORDS4 = struct.Struct(">4Q")


class HmacRng(Rng):
    """A cryptographically secure generator: HMAC-SHA256(seed, counter) in counter mode.

    The key is the seed, an integer from 0 to 2**256 - 1, as 32 bytes big-endian.  Block ``k``
    (``k`` = 0, 1, 2, …) is HMAC-SHA256 (RFC 2104, FIPS 198-1) of the key over ``k`` as 8 bytes
    big-endian; its 32 bytes are four 64-bit words, big-endian, in order, and the stream of words
    is block 0's four, then block 1's, and so on: a pseudorandom function in counter mode (the
    construction of NIST SP 800-108's counter-mode key derivation, without its label and length
    fields).  :meth:`below`, :meth:`random`, :meth:`shuffle` and :meth:`choice` draw these words
    exactly as :class:`Rng` draws SplitMix64's: the same unbiased rejection for bounded integers
    and the same Fisher-Yates shuffle from the end, so a match owns either one unchanged.
    Without the seed, the words cannot be told from random ones: seeing some deals tells nothing
    of the next.
    """

    __slots__ = ("_inner", "_outer", "counter", "seed", "words")

    kind: ClassVar[str] = HMAC_SHA256

    def __init__(self, seed: int = 0) -> None:
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 1 << SECURE_SEED_BITS:
            raise ValueError(f"the {HMAC_SHA256} generator needs a seed from 0 to 2**256 - 1, got {seed!r}")
        self.seed = seed
        key = seed.to_bytes(32, "big").ljust(64, b"\0")  # HMAC pads a short key with zeros to the block size
        # the hash states after HMAC's two padded keys, computed once: each block then costs two copies
        self._inner = _SHA256(bytes(b ^ 0x36 for b in key))
        self._outer = _SHA256(bytes(b ^ 0x5C for b in key))
        self.counter = 0  # the next block's number
        self.words: list[int] = []  # the words of the last block not drawn yet, the next one last

    def _blocks(self, count: int) -> tuple[int, ...]:
        """The words of the next ``count`` blocks, in order."""
        inner, outer, c = self._inner, self._outer, self.counter
        out: list[int] = []
        for k in range(c, c + count):
            h = inner.copy()
            h.update(k.to_bytes(8, "big"))
            o = outer.copy()
            o.update(h.digest())
            out.extend(_WORDS4.unpack(o.digest()))
        self.counter = c + count
        return tuple(out)

    def next64(self) -> int:
        words = self.words
        if not words:
            words.extend(reversed(self._blocks(1)))
        return words.pop()

    def _take(self, m: int) -> list[int]:
        """The next ``m`` words of the stream, in order (the rest of the last block kept for later)."""
        buf = self.words
        if len(buf) >= m:
            out = buf[len(buf) - m :]
            del buf[len(buf) - m :]
            out.reverse()
            return out
        out = buf[::-1]
        buf.clear()
        need = m - len(out)
        fresh = self._blocks((need + 3) // 4)
        out.extend(fresh[:need])
        buf.extend(reversed(fresh[need:]))
        return out

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates from the end, ``j = self.below(i + 1)`` for each ``i``, with the words drawn together."""
        m = len(items) - 1
        if m <= 0:
            return
        words = self._take(m)
        limits = _LIMITS
        for k, i in enumerate(range(m, 0, -1)):
            n = i + 1
            x = words[k]
            if x >= (limits[n] if n < 257 else (1 << 64) - ((1 << 64) % n)):
                # rejected (less than once in 2**50 shuffles of 112 cards): the unused words go back, below() draws on
                self.words.extend(reversed(words[k + 1 :]))
                for i2 in range(i, 0, -1):
                    j = self.below(i2 + 1)
                    items[i2], items[j] = items[j], items[i2]
                return
            j = x % n
            items[i], items[j] = items[j], items[i]

    def position(self) -> int:
        """How many words have been drawn."""
        return 4 * self.counter - len(self.words)

    def fork(self, salt: int) -> HmacRng:
        """An independent generator whose seed is HMAC-SHA256 of this one's key over ``b"fork"``, the
        number of words drawn (8 bytes big-endian) and ``salt`` modulo 2**64 (8 bytes big-endian)."""
        h = self._inner.copy()
        h.update(b"fork" + self.position().to_bytes(8, "big") + (salt & _MASK).to_bytes(8, "big"))
        o = self._outer.copy()
        o.update(h.digest())
        return HmacRng(int.from_bytes(o.digest(), "big"))

    def __deepcopy__(self, memo: dict[int, Any]) -> HmacRng:
        """A copy at the same point of the stream (the hash states are copied, not shared)."""
        new = object.__new__(HmacRng)
        new.seed, new.counter, new.words = self.seed, self.counter, list(self.words)
        new._inner, new._outer = self._inner.copy(), self._outer.copy()
        return new

    def __copy__(self) -> HmacRng:
        return self.__deepcopy__({})

    def __reduce__(self) -> tuple[Any, ...]:  # pickling (hash objects cannot be pickled)
        return (_restore_hmac, (self.seed, self.counter, list(self.words)))


def _restore_hmac(seed: int, counter: int, words: list[int]) -> HmacRng:
    rng = HmacRng(seed)
    rng.counter, rng.words = counter, words
    return rng


def make_rng(kind: str | None, seed: int) -> Rng:
    """The generator ``kind`` names (None: SplitMix64) seeded with ``seed``; a ValueError says what was wrong."""
    if kind is None or kind == SPLITMIX64:
        return Rng(seed)
    if kind == HMAC_SHA256:
        return HmacRng(seed)
    raise ValueError(f"unknown generator {kind!r}; expected one of {', '.join(RNG_KINDS)} (absent: {SPLITMIX64})")
