"""Secrets under attack (issue 28): argon2 on its own bounded pool, back-off after failed sign-ins, and
budgets of failed checks of secrets (recovery codes, player keys) per address and over the whole server.

* **The hash pool.**  An argon2 check costs about a quarter of a second of CPU.  Every hash and verify runs on
  :class:`HashPool`: ``hash_threads`` threads of its own (not the default executor, not the database's) and at
  most ``hash_queue`` more waiting; one more is answered 429 with ``Retry-After`` instead of piling up.
* **Same work for every name.**  A sign-in of a name that does not exist, or has no password, verifies the
  password against a dummy argon2 hash: the answer takes the same path and the same time as a wrong password.
* **Back-off.**  :class:`Backoff`: after ``free`` failures of one key (a sign-in name, an address) each further
  failure makes it wait 1 s, then 2, 4, ... at most ``cap``; a success of a name clears it; an hour without a
  failure forgets it.  While it waits, a try is answered 429 without hashing.
* **Budgets.**  :class:`Budget`: token buckets that only failures spend (a wrong recovery code, an unknown
  player key), per address (``limits.limit_key``: IPv6 by its /64); recovery codes also spend one bucket of the
  whole server.  An empty bucket answers 429 before the secret is looked at.

Every count is this process's (with several workers each counts its own tries).
"""

from __future__ import annotations

import asyncio
import os
import secrets
import threading
import time
from collections import Counter, OrderedDict
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from .config import Settings
from .limits import ApiError, Bucket, said

T = TypeVar("T")
# argon2-cffi's defaults (argon2id, 64 MiB, 3 passes) but one lane: with its default of 4 lanes, libargon2 runs
# each hash on 4 threads of its own, so one check took every core of a small machine, whatever the pool's size
# (measured: 89 ms on 4 threads, 132 ms of CPU; one lane: 136 ms on one core, the same work).  Hashes stored
# with 4 lanes still verify (on 4 threads) and are hashed again with one lane at their next sign-in.
HASHER = PasswordHasher(parallelism=1)
MAX_KEYS = 100_000  # keys remembered by a Backoff or a Budget (the least recently used are forgotten)


class HashPool:
    """argon2 work on ``threads`` threads of its own, at most ``queue`` more waiting (429 beyond).

    Instrumented: ``running`` (jobs in a thread now), ``peak`` (the most at once), ``calls`` (jobs per kind)."""

    def __init__(self, threads: int, queue: int, nice: int = 0) -> None:
        self.threads = max(1, threads)
        self.queue = max(0, queue)
        self._pool = ThreadPoolExecutor(max_workers=self.threads, thread_name_prefix="taverna-argon2",
                                        initializer=_lower_priority, initargs=(nice,))  # fmt: skip
        self._lock = threading.Lock()
        self.pending = 0  # submitted and not finished (counted on the event loop)
        self.running = 0
        self.peak = 0
        self.calls: Counter[str] = Counter()
        self.seconds = 0.25  # a job's time, averaged (for Retry-After)

    async def run(self, kind: str, fn: Callable[..., T], *args: Any) -> T:
        if self.pending >= self.threads + self.queue:
            wait = self.seconds * self.pending / self.threads
            raise ApiError(429, said("hash-busy"), retry_after=wait)
        loop = asyncio.get_running_loop()
        self.pending += 1
        fut = self._pool.submit(self._job, kind, fn, args)
        fut.add_done_callback(lambda _f: loop.call_soon_threadsafe(self._done))  # when the thread is done with it
        return await asyncio.wrap_future(fut)

    def _done(self) -> None:
        self.pending -= 1

    def _job(self, kind: str, fn: Callable[..., T], args: tuple[Any, ...]) -> T:
        with self._lock:
            self.running += 1
            self.peak = max(self.peak, self.running)
            self.calls[kind] += 1
        start = time.perf_counter()
        try:
            return fn(*args)
        finally:
            with self._lock:
                self.running -= 1
                self.seconds = 0.8 * self.seconds + 0.2 * (time.perf_counter() - start)

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)


def _lower_priority(nice: int) -> None:
    """Run this thread ``nice`` steps below the event loop (Linux schedules threads one by one): when the CPU is
    short, the tables' moves go first and the hashing waits (and its queue fills, and sign-ins get 429)."""
    if nice <= 0 or not hasattr(os, "setpriority"):
        return
    try:
        tid = threading.get_native_id()
        os.setpriority(os.PRIO_PROCESS, tid, min(19, os.getpriority(os.PRIO_PROCESS, tid) + nice))
    except OSError:
        pass


_dummy_lock = threading.Lock()
_dummy: list[str] = []


def _dummy_hash() -> str:
    """An argon2 hash of a random password nobody knows (made once, with the hasher's parameters)."""
    with _dummy_lock:
        if not _dummy:
            _dummy.append(HASHER.hash(secrets.token_urlsafe(24)))
        return _dummy[0]


def hash_password(password: str) -> str:
    return HASHER.hash(password)


def verify_password(hashed: str | None, password: str) -> bool:
    """Whether ``password`` is the one of ``hashed``; None (no such name, no password): the same work against
    the dummy hash, and False."""
    try:
        ok = HASHER.verify(hashed if hashed is not None else _dummy_hash(), password)
    except (VerificationError, InvalidHashError):
        return False
    return bool(ok) and hashed is not None


def needs_rehash(hashed: str) -> bool:
    """Whether a stored hash has other parameters than ``HASHER``'s (it is hashed again at a sign-in)."""
    try:
        return bool(HASHER.check_needs_rehash(hashed))
    except (InvalidHashError, ValueError):
        return True


class Backoff:
    """Failures per key: ``free`` of them, then a wait of ``base`` seconds doubling with each failure (at most
    ``cap``); a key without a failure for ``forget`` seconds starts again."""

    def __init__(self, free: int, base: float = 1.0, cap: float = 300.0, forget: float = 3600.0) -> None:
        self.free, self.base, self.cap, self.forget = max(1, free), base, cap, forget
        self._keys: OrderedDict[str, tuple[int, float, float]] = OrderedDict()  # key -> (failures, until, last)

    def wait(self, key: str) -> float:
        """Seconds until ``key`` may try again (0: now)."""
        entry = self._keys.get(key)
        if entry is None:
            return 0.0
        t = time.monotonic()
        if t - entry[2] > self.forget:
            del self._keys[key]
            return 0.0
        return max(0.0, entry[1] - t)

    def fail(self, key: str) -> None:
        t = time.monotonic()
        failures, _until, last = self._keys.pop(key, (0, 0.0, t))
        if t - last > self.forget:
            failures = 0
        failures += 1
        until = t + min(self.cap, self.base * 2 ** (failures - self.free)) if failures >= self.free else 0.0
        self._keys[key] = (failures, until, t)
        while len(self._keys) > MAX_KEYS:
            self._keys.popitem(last=False)

    def failures(self, key: str) -> int:
        entry = self._keys.get(key)
        return 0 if entry is None else entry[0]

    def clear(self, key: str) -> None:
        self._keys.pop(key, None)


class Budget:
    """A token bucket per key (``rate`` per second, ``burst`` at most) that failures spend."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, burst
        self._buckets: OrderedDict[str, Bucket] = OrderedDict()

    def wait(self, key: str) -> float:
        bucket = self._buckets.get(key)
        return 0.0 if bucket is None else bucket.wait()

    def spend(self, key: str) -> None:
        bucket = self._buckets.pop(key, None) or Bucket(self.rate, self.burst)
        bucket.take()
        self._buckets[key] = bucket
        while len(self._buckets) > MAX_KEYS:
            self._buckets.popitem(last=False)


class Guard:
    """The limits on the checks of secrets of one server (``guard(server)``)."""

    def __init__(self, settings: Settings) -> None:
        s = settings
        self.pool = HashPool(s.hash_threads, s.hash_queue, s.hash_nice)
        self.attempts = Budget(s.signin_rate, s.signin_burst)  # password checks per address, right or wrong
        self.names = Backoff(s.signin_free, cap=s.signin_backoff_max)  # sign-in names (their normalised key)
        self.addresses = Backoff(s.signin_free_address, cap=s.signin_backoff_max)  # sign-ins per address
        self.recover = Budget(s.recover_rate, s.recover_burst)  # failed recovery codes per address
        self.recover_all = Budget(s.recover_rate_all, s.recover_burst_all)  # ... every address together ("")
        self.keys = Budget(s.key_rate, s.key_burst)  # unknown player keys per address
        self.new_players = Budget(s.new_player_rate, s.new_player_burst)  # identities made per address


def guard(server: Any) -> Guard:
    """The server's :class:`Guard` (made on first use)."""
    g = server.__dict__.get("_guard")
    if g is None:
        g = server._guard = Guard(server.settings)
    assert isinstance(g, Guard)
    return g


def refuse(wait: float, what: str) -> ApiError:
    """The 429 of a limit on secrets: what was refused (``limit-<what>`` in errors.ftl: keys, signin-name, signin,
    recovery) and how long to wait."""
    return ApiError(429, said(f"limit-{what}", wait=max(1, round(wait))), retry_after=wait)


__all__ = [
    "HASHER",
    "Backoff",
    "Budget",
    "Guard",
    "HashPool",
    "guard",
    "hash_password",
    "needs_rehash",
    "refuse",
    "verify_password",
]
