"""Several server processes (workers) on one PostgreSQL database and one Redis: ``taverna serve --redis URL``.

PostgreSQL stays the truth: every action is stored before anyone hears of it, and a table's match is
rebuilt from its stored actions (``Table.from_stored``, the path a restart takes).  Redis coordinates:

* **Ownership.**  Each table is owned by one worker at a time through a lease, the key
  ``taverna:lease:{code}`` = ``"{worker} {token}"`` set with ``SET NX PX`` and renewed every fifth of its
  time.  The token is a **fencing token**, ``INCR taverna:fence:{code}``: it only grows.  A worker that
  takes a table claims its token in the database (``tables.fence``) *before* it loads the table, and every
  action is stored only if the stored token is not higher (``Store.add_action(fence=)``, in the same
  transaction): a stale owner whose lease was taken cannot store anything after the new owner's load.
* **The owner** applies every action (its own clients' and those forwarded by other workers), stores it,
  then publishes it on the table's channel ``taverna:t:{code}``; it runs the table's task (bots, stand-ins,
  the turn timer).  **Followers** (other workers with clients of the table) load the table from the
  database, apply each published action to their copy of the match (the engine is deterministic: a copy
  replays exactly) and send their own clients their views with the same code as the owner; a gap in the
  versions reloads the table from the database.  An action of a follower's client is forwarded to the owner
  (a request on the owner's channel ``taverna:w:{worker}``, answered on the asker's); the answer is
  published after the action, so the asker has the new state when its client hears the answer.  The join,
  bots, start and rematch requests of the HTTP API are forwarded to the owner the same way (``Forward``).
* **Presence.**  Each worker publishes how many connections each seat (and how many spectators) it holds
  of a table, and keeps it in the hash ``taverna:presence:{code}``; a seat is connected if it is connected
  anywhere (stand-in bots, the turn of the grace period, the seat's connection cap).  Chat is stored by the
  worker its sender is on and published to the others.
* **Failure.**  Workers announce themselves in the sorted set ``taverna:workers`` (score: when their
  announcement runs out).  Every worker scans the database's active tables each second: a table whose lease
  ran out (its owner died or lost Redis) is taken by the first worker to set a new lease, which claims it,
  reloads it from the database and goes on; the clients of the dead worker reconnect to any worker.
* **Shared limits.**  The lobby (``taverna:lobby``: each owner writes its open tables every second), the
  waiting tables per address, websockets and spectators per address (per-worker counts in hashes, the
  dead workers' left out) and the HTTP rate per address (a token bucket in Redis).
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import logging
import os
import random
import re
import secrets
import socket
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from taverna.core import Action, TavernaError, replay_actions
from taverna.i18n.refusals import Said, refusal

from .cluster_shared import Presence, SharedCounts
from .db import StoredTable
from .tables import Table, text_module

if TYPE_CHECKING:
    from .hub import Server

log = logging.getLogger("taverna.server")
P = "taverna:"
# Renew a lease; one that ran out but nobody took (no new lease: no newer token) is set again with the same
# token, which stays the newest: a worker slowed past its lease keeps its tables unless another took them.
_RENEW = """
local held = redis.call('get', KEYS[1])
if held == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end
if not held then
  redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 2
end
return 0
"""
_RELEASE = """
if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end
return 0
"""
_BUCKET = """
local rate, burst, now = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local v = redis.call('hmget', KEYS[1], 'l', 't')
local level, last = tonumber(v[1]) or burst, tonumber(v[2]) or now
level = math.min(burst, level + math.max(0, now - last) * rate)
local ok = 0
if level >= 1 then level = level - 1; ok = 1 end
redis.call('hset', KEYS[1], 'l', tostring(level), 't', tostring(now))
redis.call('pexpire', KEYS[1], math.ceil(burst / rate * 1000) + 1000)
return ok
"""
FORWARDED = re.compile(r"^/api/tables/([^/]{1,16})/(join|bots|start|rematch)$")


class Cluster(SharedCounts, Presence):
    """This worker's part in a cluster of workers sharing one database and one Redis."""

    def __init__(self, server: Server, url: str) -> None:
        import redis.asyncio as aioredis

        self.server = server
        s = server.settings
        self.me = s.worker or f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"
        self.lease_ms = max(300, int(s.lease * 1000))
        # a bounded pool that makes a burst of requests wait for a connection (rather than fail)
        pool = aioredis.BlockingConnectionPool.from_url(url, max_connections=64, timeout=10, decode_responses=True)
        self.redis = aioredis.Redis(connection_pool=pool)
        self.pubsub = self.redis.pubsub()
        self.out: asyncio.Queue[Callable[[Any], Any]] = asyncio.Queue()  # Redis commands, sent in this order
        self.replies: dict[str, asyncio.Future[Any]] = {}
        self.answered: OrderedDict[str, asyncio.Future[Any]] = OrderedDict()  # requests run here, by id
        self.subscribed: dict[str, asyncio.Future[None]] = {}
        self.live: set[str] = {self.me}
        self.counted_live: set[str] = {self.me}  # the live workers whose connections the tables count
        self.tasks: list[asyncio.Task[None]] = []
        self.reloading: set[str] = set()
        self.dirty: set[str] = set()  # followed tables that had news during their reload
        self.opening: dict[str, list[dict[str, Any]]] = {}  # news of tables being loaded, applied once loaded
        self.published: dict[str, int] = {}  # code -> the version this owner last published
        self.idle: dict[str, float] = {}  # followed code -> monotonic time it has had no client since
        self.app: Any = None  # the ASGI app, to run forwarded HTTP requests (set by create_app)
        self.renew = self.redis.register_script(_RENEW)
        self.release = self.redis.register_script(_RELEASE)
        self.bucket = self.redis.register_script(_BUCKET)

    # ------------------------------------------------------------------ life
    async def start(self) -> None:
        await self.redis.ping()
        await self.heartbeat()
        loop = asyncio.get_running_loop()
        self.tasks = [loop.create_task(self.reader(), name="cluster reader"),
                      loop.create_task(self.publisher(), name="cluster publisher"),
                      loop.create_task(self.renewer(), name="cluster leases"),
                      loop.create_task(self.maintain(), name="cluster upkeep")]  # fmt: skip
        await self.subscribe(P + "w:" + self.me)
        await self.scan()
        log.info("taverna worker %s: %d tables owned", self.me, sum(1 for t in self.server.tables.values()
                                                                    if not t.follower))  # fmt: skip

    async def stop(self) -> None:
        """A clean stop: give every lease back so that the other workers take the tables at once."""
        for task in self.tasks:
            task.cancel()
        with contextlib.suppress(Exception):
            for t in list(self.server.tables.values()):
                if not t.follower and t.fence is not None:
                    await self.release(keys=[P + "lease:" + t.code], args=[f"{self.me} {t.fence}"])
            await self.redis.zrem(P + "workers", self.me)
        with contextlib.suppress(Exception):
            await self.pubsub.aclose()
            await self.redis.aclose()

    async def subscribe(self, channel: str) -> None:
        """Subscribe and wait until Redis confirms (from then on every message on it reaches this worker)."""
        fut = self.subscribed.get(channel)
        if fut is None:
            fut = self.subscribed[channel] = asyncio.get_running_loop().create_future()
            await self.pubsub.subscribe(channel)
        await asyncio.wait_for(asyncio.shield(fut), 10)

    async def unsubscribe(self, channel: str) -> None:
        if self.subscribed.pop(channel, None) is not None:
            await self.pubsub.unsubscribe(channel)

    def send(self, command: Callable[[Any], Any]) -> None:
        self.out.put_nowait(command)

    def publish(self, channel: str, msg: dict[str, Any]) -> None:
        data = json.dumps(msg, ensure_ascii=False)
        self.send(lambda p: p.publish(channel, data))

    async def publisher(self) -> None:
        """Send the queued commands in order (a pipeline per batch): an action's publication goes out before the
        answer to the worker that forwarded it."""
        while True:
            batch = [await self.out.get()]
            while not self.out.empty() and len(batch) < 500:
                batch.append(self.out.get_nowait())
            try:
                async with self.redis.pipeline(transaction=False) as pipe:
                    for command in batch:
                        queued = command(pipe)
                        if asyncio.iscoroutine(queued):  # a script's call queues itself when awaited
                            await queued
                    await pipe.execute()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("worker %s: sending %d messages to Redis failed", self.me, len(batch))

    async def reader(self) -> None:
        while True:
            try:
                msg = await self.pubsub.get_message(ignore_subscribe_messages=False, timeout=1.0)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("worker %s: reading from Redis failed (again in 1 s)", self.me)
                await asyncio.sleep(1.0)
                continue
            if msg is None:
                continue
            try:
                if msg["type"] == "subscribe":
                    fut = self.subscribed.get(msg["channel"])
                    if fut is not None and not fut.done():
                        fut.set_result(None)
                elif msg["type"] == "message":
                    self.dispatch(json.loads(msg["data"]))
            except Exception:
                log.exception("worker %s: a message from Redis failed: %.200s", self.me, msg)

    async def heartbeat(self) -> None:
        """Announce this worker (for a lease's time) and read who is alive: a worker counts as dead once its
        announcement is a lease late (a worker slowed for a moment keeps its clients' presence counted)."""
        moment = int(time.time() * 1000)
        async with self.redis.pipeline(transaction=False) as pipe:
            pipe.zadd(P + "workers", {self.me: moment + self.lease_ms})
            pipe.zremrangebyscore(P + "workers", "-inf", moment - self.lease_ms)
            pipe.zrange(P + "workers", 0, -1)
            res = await pipe.execute()
        self.live = set(res[2]) | {self.me}

    async def renewer(self) -> None:
        """Every fifth of the lease: announce this worker and renew its leases (a task of its own, so that no
        slower upkeep delays it)."""
        while True:
            await asyncio.sleep(self.lease_ms / 5000)
            try:
                await self.heartbeat()
                await self.renew_leases()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("worker %s: renewing the leases failed (tried again shortly)", self.me)

    async def maintain(self) -> None:
        """Every second (at most every half lease): forget the dead workers' presence, take the orphaned tables,
        publish the lobby, drop followed tables nobody here watches."""
        while True:
            await asyncio.sleep(min(1.0, self.lease_ms / 2000))
            try:
                self.forget_dead()
                await self.scan()
                await self.write_lobby()
                self.drop_idle()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("worker %s: upkeep failed (tried again shortly)", self.me)

    # ------------------------------------------------------------------ leases
    async def acquire(self, code: str) -> int | None:
        """A new lease on ``code`` with a new fencing token, or None if another worker holds one."""
        token = int(await self.redis.incr(P + "fence:" + code))
        ok = await self.redis.set(P + "lease:" + code, f"{self.me} {token}", nx=True, px=self.lease_ms)
        return token if ok else None

    async def own_new(self, code: str) -> int:
        """The lease of a table being created here (its code is new: nobody else holds it)."""
        await self.subscribe(P + "t:" + code)
        token = await self.acquire(code)
        if token is None:
            raise RuntimeError(f"table {code}: another worker holds the lease of a new table")
        return token

    def created(self, t: Table, addr: str | None) -> None:
        self.published[t.code] = 0
        self.lobby_entry(t, addr)

    async def owner(self, code: str) -> str | None:
        held = await self.redis.get(P + "lease:" + code)
        return str(held).split(" ")[0] if held else None

    async def renew_leases(self) -> None:
        owned = [t for t in self.server.tables.values() if not t.follower and t.fence is not None]
        if not owned:
            return
        async with self.redis.pipeline(transaction=False) as pipe:
            for t in owned:
                await self.renew(keys=[P + "lease:" + t.code], args=[f"{self.me} {t.fence}", self.lease_ms],
                                 client=pipe)  # fmt: skip
            res = await pipe.execute()
        for t, ok in zip(owned, res, strict=True):
            if not ok and self.server.tables.get(t.code) is t and not t.follower:
                log.warning("table %s: the lease was lost (another worker owns it now)", t.code)
                self.lost(t)

    def lost(self, t: Table) -> None:
        """This worker no longer owns ``t``: it follows it (reloaded from the database, the truth)."""
        if t.follower:
            return
        if t.fence is not None:  # a lease it may still hold (set again by a late renewal) goes at once
            lease = f"{self.me} {t.fence}"
            self.send(lambda p: self.release(keys=[P + "lease:" + t.code], args=[lease], client=p))
        t.follower, t.fence = True, None
        if t.task is not None:
            t.task.cancel()
            t.task = None
        self.reload(t)

    async def scan(self) -> None:
        """Take the active tables whose lease ran out (a share of them, so that the workers split them)."""
        codes = await self.server.db(self.server.store.codes, ("waiting", "playing"))
        orphans: list[str] = []
        for i in range(0, len(codes), 500):
            part = codes[i : i + 500]
            held = await self.redis.mget([P + "lease:" + c for c in part])
            orphans += [c for c, h in zip(part, held, strict=True) if h is None]
        if not orphans:
            return
        random.shuffle(orphans)
        share = -(-len(orphans) // max(1, len(self.live)))
        for code in orphans[:share]:
            try:
                await self.take(code)
            except Exception:
                log.exception("table %s: could not take it over", code)

    async def take(self, code: str) -> None:
        t = self.server.tables.get(code)
        if t is None:
            await self.server.get(code)  # opened as owner if the lease is still free (open below)
            return
        if not t.follower:
            return
        taken = await self.acquire_table(code)
        if taken is None:
            return
        token, stored = taken
        refresh(t, stored)
        t.follower, t.fence = False, token
        self.published[code] = t.version
        self.owned_presence(t)
        log.info("table %s: taken over by worker %s (token %d) at version %d", code, self.me, token, t.version)
        t.broadcast_state()
        t.start_task()

    async def acquire_table(self, code: str) -> tuple[int, StoredTable] | None:
        """A lease on ``code`` with its token claimed in the database, then the table loaded (after the claim, a
        stale owner stores nothing); None if another worker holds the lease or there is no such table."""
        srv = self.server
        for _ in range(2):
            token = await self.acquire(code)
            if token is None:
                return None
            if await srv.db(srv.store.claim, code, token):
                stored = await srv.db(srv.store.load, code, srv.settings.chat_history)
                if stored is not None:
                    return token, stored
            await self.release(keys=[P + "lease:" + code], args=[f"{self.me} {token}"])
            stored_fence = await srv.db(srv.store.fence_of, code)
            if stored_fence is None:
                return None
            # a higher token is stored than Redis gave: Redis lost its counters (restarted without persistence);
            # the counter goes above the stored token, and the next lease's token is the highest yet
            await self.redis.incrby(P + "fence:" + code, stored_fence)
        return None

    async def open(self, code: str) -> Table | None:
        """A table not in memory: owned if its lease is free, else followed."""
        srv = self.server
        if not await srv.db(srv.store.code_exists, code):  # (no Redis key for a code that is no table's)
            return None
        self.opening[code] = []
        try:
            return await self._open(code)
        finally:
            self.opening.pop(code, None)

    async def _open(self, code: str) -> Table | None:
        srv = self.server
        await self.subscribe(P + "t:" + code)
        taken = await self.acquire_table(code)
        token: int | None = None
        loaded: StoredTable | None
        if taken is not None:
            token, loaded = taken
        else:
            loaded = await srv.db(srv.store.load, code, srv.settings.chat_history)
        if loaded is None:
            await self.unsubscribe(P + "t:" + code)
            return None
        t = Table.from_stored(srv, loaded)
        if token is None:
            t.follower = True
            self.idle[code] = time.monotonic()
        else:
            t.fence = token
            self.published[code] = t.version
        presence = await self.redis.hgetall(P + "presence:" + code)
        for worker, data in presence.items():
            if worker != self.me:
                self.apply_presence(t, str(worker), json.loads(data), transitions=False)
        if token is not None:
            self.owned_presence(t)
        for msg in self.opening.get(code, []):  # what came while it loaded (the caller registers it at once)
            if msg.get("t") == "c" and msg["e"] in t.chat:
                continue  # stored before the load read it
            self.on_table(t, msg)
        return t

    def evicted(self, t: Table) -> None:
        """``t`` left this worker's memory (finished and unwatched, abandoned, or followed and unwatched)."""
        self.published.pop(t.code, None)
        self.idle.pop(t.code, None)
        self.send(lambda p: p.hdel(P + "presence:" + t.code, self.me))
        if t.status != "waiting" and t.status != "playing":
            self.send(lambda p: p.hdel(P + "lobby", t.code))
        if not t.follower and t.fence is not None:
            self.send(lambda p: self.release(keys=[P + "lease:" + t.code], args=[f"{self.me} {t.fence}"], client=p))
        task = asyncio.get_running_loop().create_task(self.unsubscribe(P + "t:" + t.code))
        task.add_done_callback(lambda _: None)

    def drop_idle(self) -> None:
        moment = time.monotonic()
        for code, t in list(self.server.tables.items()):
            if not t.follower:
                continue
            if t.clients:
                self.idle[code] = moment
            elif moment - self.idle.setdefault(code, moment) > 10:
                del self.server.tables[code]
                self.evicted(t)

    # ------------------------------------------------------------------ the owner's news
    def changed(self, t: Table) -> None:
        """A change every client hears of (``broadcast_state``): the owner publishes it to the followers."""
        if t.follower or t.fence is None:
            return
        m = t.match
        start = self.published.get(t.code, 0)
        version = t.version
        if start > version:  # rebuilt shorter (a failed store): the followers reload
            start = version
        acts = [a.to_json(p) for p, a in m.history[start:version]] if m is not None else []
        self.published[t.code] = version
        self.publish(P + "t:" + t.code, {
            "t": "s", "w": self.me, "c": t.code, "v0": start, "a": acts, "st": t.status, "rm": t.rematch,
            "seats": [[s.name, s.kind, s.level, s.token_hash, s.standin] for s in t.seats], "dl": t.deadline(),
            "ro": t.rematch_offer,
        })  # fmt: skip

    def chat(self, t: Table, entry: dict[str, Any]) -> None:
        self.publish(P + "t:" + t.code, {"t": "c", "w": self.me, "c": t.code, "e": entry})

    def presence(self, t: Table) -> None:
        """This worker's connections to ``t`` changed: tell the others (and keep it for those that load it)."""
        counts = [s.conns for s in t.seats]
        watching = sum(1 for c in t.clients if c.seat is None)
        data = json.dumps({"n": counts, "sp": watching})
        key = P + "presence:" + t.code
        if any(counts) or watching:
            self.send(lambda p: p.hset(key, self.me, data))
        else:
            self.send(lambda p: p.hdel(key, self.me))
        self.publish(P + "t:" + t.code, {"t": "p", "w": self.me, "c": t.code, "n": counts, "sp": watching})
        if t.follower:
            self.idle[t.code] = time.monotonic()

    # ------------------------------------------------------------------ what comes in
    def dispatch(self, msg: dict[str, Any]) -> None:
        kind = msg.get("t")
        if kind == "rp":
            fut = self.replies.pop(msg["id"], None)
            if fut is not None and not fut.done():
                fut.set_result(msg.get("r"))
            return
        if kind == "rq":
            asyncio.get_running_loop().create_task(self.answer(msg))
            return
        if msg.get("w") == self.me:
            return
        t = self.server.tables.get(msg.get("c", ""))
        if t is None:
            loading = self.opening.get(msg.get("c", ""))
            if loading is not None:
                loading.append(msg)
            return
        self.on_table(t, msg)

    def on_table(self, t: Table, msg: dict[str, Any]) -> None:
        kind = msg.get("t")
        if kind == "s":
            self.follow(t, msg)
        elif kind == "c":
            t.deliver_chat(msg["e"])
        elif kind == "p":
            self.apply_presence(t, msg["w"], msg, transitions=not t.follower)

    def follow(self, t: Table, msg: dict[str, Any]) -> None:
        """The owner's news, applied to this worker's copy (then its clients get their views)."""
        if not t.follower:  # another worker publishes for a table this one thinks it owns: check the lease
            asyncio.get_running_loop().create_task(self.check_lease(t))
            return
        if t.code in self.reloading:  # the reload may have read the database before this was stored: again
            self.dirty.add(t.code)
            return
        v0, acts = msg["v0"], msg["a"]
        if v0 > t.version or v0 + len(acts) < t.version:  # missed news, or the owner went back: reload
            self.reload(t)
            return
        for i, (name, kind, level, token_hash, standin) in enumerate(msg["seats"]):
            seat = t.seats[i]
            seat.name, seat.kind, seat.level, seat.token_hash, seat.standin = name, kind, level, token_hash, standin
        t.status, t.rematch, t.remote_deadline = msg["st"], msg["rm"], msg["dl"]
        t.rematch_offer = msg.get("ro")
        if t.match is None and t.status in ("playing", "finished"):
            t.match = t.new_match()
            t.text_cache.clear()
        try:
            for i, entry in enumerate(acts):
                if v0 + i < t.version:
                    continue
                assert t.match is not None
                t.match.apply(entry[0], Action(entry[1], entry[2] if len(entry) > 2 else None))
        except (TavernaError, AssertionError):
            log.exception("table %s: a published action did not apply here; reloading", t.code)
            self.reload(t)
            return
        if acts:
            t.turn_started = time.monotonic()
        t.broadcast_state()
        t.maybe_evict()

    def reload(self, t: Table) -> None:
        if t.code in self.reloading:
            return
        self.reloading.add(t.code)

        async def run() -> None:
            try:
                stored = await self.server.db(self.server.store.load, t.code, self.server.settings.chat_history)
                if stored is not None and t.follower:
                    refresh(t, stored)
                    t.broadcast_state()
            except Exception:
                log.exception("table %s: reloading it failed", t.code)
                await asyncio.sleep(1.0)
                self.dirty.add(t.code)
            finally:
                self.reloading.discard(t.code)
            if t.code in self.dirty:  # news came during the reload (or it failed): reload once more
                self.dirty.discard(t.code)
                if t.follower and self.server.tables.get(t.code) is t:
                    self.reload(t)

        asyncio.get_running_loop().create_task(run())

    async def check_lease(self, t: Table) -> None:
        held = await self.redis.get(P + "lease:" + t.code)
        if not t.follower and held != f"{self.me} {t.fence}":
            log.warning("table %s: another worker owns it now", t.code)
            self.lost(t)

    # ------------------------------------------------------------------ requests to the owner
    async def request(self, code: str, msg: dict[str, Any]) -> Any:
        """Ask the owner of ``code`` (taking the table first if nobody owns it); ``None`` when this worker owns it.

        An owner that does not answer is waited for while it is alive (announced in ``taverna:workers``); a dead
        one's lease runs out, this worker or another takes the table, and the new owner is asked, for at most
        three leases and ten seconds in all: an action asked twice is refused the second time by its version, so
        nothing is applied twice (a join asked twice, its owner dead between storing it and answering, finds the seat
        it took by its request id: ``api.api_join``, ``forward.with_request_id``)."""
        deadline = time.monotonic() + 3 * self.lease_ms / 1000 + 10
        rid = secrets.token_hex(8)  # the same for every asking: an owner asked twice answers once (``answer``)
        while True:
            owner = await self.owner(code)
            if owner is None:
                await self.take(code)
                owner = await self.owner(code)
            if owner is None or owner == self.me:
                return None
            fut: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
            self.replies[rid] = fut
            self.publish(P + "w:" + owner, {**msg, "t": "rq", "id": rid, "w": self.me, "c": code})
            try:
                while True:  # a slow owner that is alive is waited for: never asked twice
                    try:
                        answer = await asyncio.wait_for(asyncio.shield(fut), self.lease_ms / 1000)
                        break
                    except TimeoutError:
                        if time.monotonic() > deadline:
                            raise OwnerGone(f"the server holding table {code} did not answer") from None
                        if owner not in self.live:
                            answer = {"moved": True, "dead": True}
                            break
                if not (isinstance(answer, dict) and answer.get("moved")):
                    return answer
                # the owner let the table go meanwhile (or died): ask whoever owns it now
                if answer.get("dead"):
                    log.warning("table %s: its owner %s died; asking the next one", code, owner)
                await asyncio.sleep(0.05)
                if time.monotonic() > deadline:
                    raise OwnerGone(f"the server holding table {code} did not answer")
            finally:
                self.replies.pop(rid, None)

    async def forward_act(self, t: Table, seat: int, version: int, raw: list[Any], lang: str = "en") -> str | None:
        for _ in range(3):
            try:
                answer = await self.request(
                    t.code, {"op": "act", "seat": seat, "version": version, "action": raw, "lang": lang}
                )
            except OwnerGone:
                return refusal(lang, "table-owner-silent")
            if isinstance(answer, dict):
                if answer.get("moved"):  # the owner changed meanwhile: ask again
                    await asyncio.sleep(0.05)
                    continue
                error = answer.get("error")  # with its sentence's id and variables, for the page's own words
                return None if error is None else Said(str(error), answer.get("key"), answer.get("fields"))
            if not t.follower:  # this worker took the table meanwhile
                return await t.act(seat, version, raw, lang)
            await asyncio.sleep(0.05)
        return refusal(lang, "table-moving")

    async def answer(self, msg: dict[str, Any]) -> None:
        rid = msg["id"]
        known = self.answered.get(rid)
        if known is not None:  # asked again (the asker thought this worker dead): the same answer, run once
            self.publish(P + "w:" + msg["w"], {"t": "rp", "id": rid, "r": await asyncio.shield(known)})
            return
        known = self.answered[rid] = asyncio.get_running_loop().create_future()
        while len(self.answered) > 2000:
            self.answered.popitem(last=False)
        result: Any
        try:
            t = self.server.tables.get(msg["c"])
            if t is None or t.follower:
                result = {"moved": True}
            elif msg["op"] == "act":
                error = await t.act(msg["seat"], msg["version"], msg["action"], str(msg.get("lang", "en")))
                result = {"error": error, **(error.wire() if isinstance(error, Said) else {})}
            elif msg["op"] == "http":
                result = await self.run_http(msg)
            else:
                result = {"error": f"unknown request {msg['op']!r}"}
        except Exception:
            log.exception("table %s: a forwarded request failed", msg.get("c"))
            result = {"error": "the server failed on that request; nothing changed"}
        known.set_result(result)
        if isinstance(result, dict) and result.get("moved"):
            self.answered.pop(rid, None)
        self.publish(P + "w:" + msg["w"], {"t": "rp", "id": rid, "r": result})

    async def run_http(self, msg: dict[str, Any]) -> dict[str, Any]:
        """Run a forwarded HTTP request through this worker's app, as if its client had sent it here."""
        body = base64.b64decode(msg["body"])
        scope = {
            "type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "POST", "scheme": "http",
            "path": msg["path"], "raw_path": msg["path"].encode(), "query_string": b"", "root_path": "",
            "headers": [(k.encode("latin-1"), v.encode("latin-1")) for k, v in msg["headers"]],
            "client": (msg["client"], 0), "server": ("127.0.0.1", 0), "taverna.forwarded": True,
        }  # fmt: skip
        sent = False
        status, headers, chunks = 500, [], []

        async def receive() -> dict[str, Any]:
            nonlocal sent
            if sent:
                await asyncio.sleep(3600)
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}

        async def send(message: dict[str, Any]) -> None:
            nonlocal status, headers
            if message["type"] == "http.response.start":
                status = message["status"]
                headers = [(k.decode("latin-1"), v.decode("latin-1")) for k, v in message.get("headers", [])]
            elif message["type"] == "http.response.body":
                chunks.append(message.get("body", b""))

        await self.app(scope, receive, send)
        return {"status": status, "headers": headers, "body": b"".join(chunks).decode("utf-8", "replace")}

    # ------------------------------------------------------------------ shared limits and the lobby
class OwnerGone(RuntimeError):
    pass


def refresh(t: Table, st: StoredTable) -> None:
    """Bring ``t`` (its clients kept) to what the database holds: seats, status, chat, the match replayed."""
    for seat, stored in zip(t.seats, st.seats, strict=True):
        seat.name, seat.kind, seat.level, seat.token_hash = stored.name, stored.kind, stored.level, stored.token_hash
    t.status, t.rematch, t.chat = st.status, st.rematch, list(st.chat)
    t.rematch_offer = st.rematch_offer
    if t.text is None:
        t.text = text_module(st.game)
    if st.status not in ("waiting", "abandoned"):
        t.match = replay_actions(t.new_match(), st.actions)
        if t.status == "playing" and t.match.finished:
            t.status = "finished"
    t.text_cache.clear()
    t.full_cache.clear()
    t.optional_tried.clear()
    t.turn_started = time.monotonic()
