"""The parts of a worker's cluster membership that are counts and presence (:mod:`taverna.server.cluster`):
the lobby and the limits shared by the workers through Redis, and the seats' connections on other workers."""

from __future__ import annotations

import datetime as dt
import json
import logging
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import rematch as rematches
from .tables import Table

if TYPE_CHECKING:
    from .hub import Server

log = logging.getLogger("taverna.server")
P = "taverna:"


def hdel(key: str, field: str) -> Callable[[Any], Any]:
    return lambda p: p.hdel(key, field)


def _ts(iso_time: str) -> float:
    return dt.datetime.fromisoformat(iso_time).timestamp()


class _Part:
    """What the parts below use of the cluster (:class:`taverna.server.cluster.Cluster` sets them)."""

    server: Server
    redis: Any
    me: str
    lease_ms: int
    live: set[str]
    counted_live: set[str]
    bucket: Any

    def send(self, command: Callable[[Any], Any]) -> None:
        raise NotImplementedError


class SharedCounts(_Part):
    """The lobby (``taverna:lobby``), the waiting tables, the connections per address and the HTTP rate,
    shared by the workers (a worker counts its own when Redis does not answer)."""

    def lobby_entry(self, t: Table, addr: str | None) -> None:
        if t.status in ("waiting", "playing"):
            data = json.dumps({"info": t.info(), "addr": addr, "at": time.time()}, ensure_ascii=False)
            self.send(lambda p: p.hset(P + "lobby", t.code, data))
        else:
            self.send(lambda p: p.hdel(P + "lobby", t.code))

    async def write_lobby(self) -> None:
        for t in list(self.server.tables.values()):
            if not t.follower and t.fence is not None:
                self.lobby_entry(t, self.server.creators.get(t.code))

    async def lobby_entries(self) -> list[dict[str, Any]]:
        entries = await self.redis.hgetall(P + "lobby")
        fresh: list[dict[str, Any]] = []
        oldest = time.time() - max(10.0, 4 * self.lease_ms / 1000)
        for code, data in entries.items():
            e = json.loads(data)
            if e["at"] < oldest:  # its owner died and nobody has taken the table yet (or it is gone)
                self.send(hdel(P + "lobby", str(code)))
            elif e["info"]["status"] in ("waiting", "playing"):
                fresh.append(e)
        return fresh

    async def lobby(self) -> list[dict[str, Any]]:
        """``GET /api/tables`` over every worker: waiting tables first, newest first, a few per creator address."""
        entries = await self.lobby_entries()
        entries.sort(key=lambda e: (e["info"]["status"] != "waiting", -_ts(e["info"]["created"])))
        shown: list[dict[str, Any]] = []
        per_addr: dict[str, int] = {}
        for e in entries:
            addr = e["addr"]
            if addr is not None:
                if per_addr.get(addr, 0) >= self.server.settings.lobby_per_address:
                    continue
                per_addr[addr] = per_addr.get(addr, 0) + 1
            shown.append(e["info"])
            if len(shown) >= 200:
                break
        return shown

    async def waiting(self, addr: str | None) -> tuple[int, int]:
        """Tables waiting for players, over every worker, and those of them created from ``addr``."""
        waiting = [e for e in await self.lobby_entries() if e["info"]["status"] == "waiting"]
        return len(waiting), sum(1 for e in waiting if addr is not None and e["addr"] == addr)

    async def count(self, name: str, here: int) -> int:
        """A count shared by the workers (``adjust``): the sum of the live workers' parts (``here``, this worker's
        own, if Redis does not answer)."""
        try:
            parts = await self.redis.hgetall(P + "n:" + name)
        except Exception as exc:
            log.warning("worker %s: Redis did not answer (%s); the limit counts this worker only", self.me, exc)
            return here
        return sum(int(n) for w, n in parts.items() if w in self.live)

    def adjust(self, name: str, by: int) -> None:
        key = P + "n:" + name

        def command(p: Any) -> None:
            p.hincrby(key, self.me, by)
            p.expire(key, 86400)

        self.send(command)

    async def take_token(self, name: str, rate: float, burst: float, here: bool) -> bool:
        """One token of a bucket shared by the workers (the HTTP rate per address; ``here``, this worker's own
        bucket's answer, if Redis does not answer)."""
        try:
            return bool(await self.bucket(keys=[P + "rate:" + name], args=[rate, burst, f"{time.time():.6f}"]))
        except Exception as exc:
            log.warning("worker %s: Redis did not answer (%s); the rate counts this worker only", self.me, exc)
            return here


class Presence(_Part):
    """How many connections each seat of a table has on the other workers (a seat is connected anywhere)."""

    def apply_presence(self, t: Table, worker: str, msg: dict[str, Any], *, transitions: bool) -> None:
        elsewhere: dict[str, Any] = t.__dict__.setdefault("_elsewhere", {})
        if any(msg["n"]) or msg["sp"]:
            elsewhere[worker] = msg
        else:
            elsewhere.pop(worker, None)
        self.recount(t, transitions=transitions)

    def recount(self, t: Table, *, transitions: bool) -> None:
        elsewhere: dict[str, Any] = t.__dict__.setdefault("_elsewhere", {})
        before = [s.online for s in t.seats]
        alive = [m for w, m in elsewhere.items() if w in self.live]  # (a worker late to announce itself is kept)
        for i, seat in enumerate(t.seats):
            seat.others = sum(m["n"][i] for m in alive if i < len(m["n"]))
        t.watching_elsewhere = sum(m["sp"] for m in alive)
        if not transitions:  # a follower: its clients see who is connected (and no cached state says otherwise)
            if any(bool(seat.online) != bool(was) for seat, was in zip(t.seats, before, strict=True)):
                t.broadcast_state()
            return
        changed = False
        for seat, was in zip(t.seats, before, strict=True):
            if seat.online and not was:
                seat.left_at = None
                if seat.standin:
                    seat.standin = False
                    log.info("table %s: %s is back; the stand-in bot leaves", t.code, seat.name)
                changed = True
            elif was and not seat.online:
                seat.left_at = time.monotonic()
                changed = True
        if changed:
            t.broadcast_state()
            t.kick()
        for seat, was in zip(t.seats, before, strict=True):
            if was and not seat.online:
                rematches.person_left(t, seat.idx)  # (a person leaving cancels an open rematch offer)

    def owned_presence(self, t: Table) -> None:
        """A table this worker now owns: seats connected nowhere count their grace period from now."""
        moment = time.monotonic()
        for seat in t.seats:
            if seat.kind == "human":
                seat.left_at = None if seat.online else moment

    def forget_dead(self) -> None:
        """The workers announced changed: count the connections of the live ones only."""
        if self.live == self.counted_live:
            return
        self.counted_live = set(self.live)
        for t in list(self.server.tables.values()):
            if t.__dict__.get("_elsewhere"):
                self.recount(t, transitions=not t.follower)
