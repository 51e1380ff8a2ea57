"""The server's state: every table, the store and the settings; tables created, resumed and expired."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, TypeVar

from taverna.core.rng import HMAC_SHA256

from .config import Settings
from .coordinator import Coordinator, Local
from .db import Store, default_url, now, shown_url
from .limits import ApiError, Bucket, keyed_bucket, said
from .tables import Seat, Table, new_code

if TYPE_CHECKING:
    from .cluster import Cluster

log = logging.getLogger("taverna.server")
T = TypeVar("T")


FINISHED_KEPT = 60.0  # seconds a finished table loaded from storage stays in memory with nobody watching it


class Server:
    """Every table, the store and the settings."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.url = settings.db_url or default_url(settings.data_dir)
        self.store = Store(self.url)
        self.url = self.store.url
        self.offload = not self.url.startswith("sqlite")
        self.tables: dict[str, Table] = {}
        self.loading: dict[str, asyncio.Lock] = {}
        self.http_buckets: dict[str, Bucket] = {}
        self.ws_connect_buckets: dict[str, Bucket] = {}  # client address -> its new websockets' budget (ws_connect_rate)
        # client address -> its budget of actions replayed (replay_rate, replay_burst): the replay viewer's replays
        # (replay.py) and the tables it has loaded from storage (``get``) spend it
        self.replay_buckets: dict[str, Bucket] = {}
        self.create_lock = asyncio.Lock()
        self.creators: dict[str, str] = {}  # table code -> the client address that created it (this process only)
        self.joined: dict[tuple[str, int], str] = {}  # (table code, seat) -> the client address that took it (joins)
        self.idle_since: dict[str, float] = {}  # waiting table code -> monotonic time no seated player is connected
        self.ws_by_addr: dict[str, int] = {}  # client address -> its open websockets
        # client address -> this worker's websockets of it, oldest first, with their tables (websocket.py makes room
        # among them for a seated player whose address has used up its websockets)
        self.ws_conns: dict[str, dict[Any, Any]] = {}
        self.spectators: dict[tuple[str, str], int] = {}  # (table code, client address) -> spectator websockets
        self.reaper: asyncio.Task[None] | None = None
        # (players.py) called when a table's match finishes, after the server starts and before it stops
        self.finish_hooks: list[Callable[[Table], None]] = []
        self.startup_hooks: list[Callable[[], Awaitable[None]]] = []
        # (results.py) after the migrations, before the tables resume and the startup hooks: what a crash left
        # half done (a finished table's result) completed
        self.recover_hooks: list[Callable[[], Awaitable[Any]]] = []
        self.shutdown_hooks: list[Callable[[], Awaitable[None]]] = []
        # one process (Local) or one worker of several (cluster.Cluster, taverna serve --redis): the hub and the
        # tables call the coordinator; ``cluster`` is the same object when there are several workers, else None
        self.cluster: Cluster | None = None
        self.coordinator: Coordinator = Local(self)
        if settings.redis_url is not None:
            from .cluster import Cluster

            self.coordinator = self.cluster = Cluster(self, settings.redis_url)

    async def db(self, fn: Callable[..., T], *args: Any) -> T:
        """Run a store call: directly for SQLite (short local transactions), in a thread for a server database."""
        if self.offload:
            return await asyncio.to_thread(fn, *args)
        return fn(*args)

    async def startup(self) -> None:
        try:
            await asyncio.to_thread(self.store.migrate)
        except Exception as exc:
            log.error("cannot open or migrate the database %s: %s", shown_url(self.url), exc)
            raise
        for recover in self.recover_hooks:
            try:
                await recover()
            except Exception:
                log.exception("completing what a crash left half done failed (the server starts anyway)")
        # one process: every active table resumed, the expired ones abandoned, the startup hooks run (Local.start);
        # several workers: the tables shared out among the workers by leases (Cluster.start)
        await self.coordinator.start()
        self.reaper = asyncio.get_running_loop().create_task(self.reap(), name="waiting-table expiry")

    def finished(self, t: Table) -> None:
        """A table's match is over (its last action stored): the hooks (ratings, results, tournaments)."""
        for hook in self.finish_hooks:
            try:
                hook(t)
            except Exception:
                log.exception("table %s: a hook on the end of the match failed", t.code)

    async def reap(self) -> None:
        """Abandon waiting tables nobody seated has been connected to for ``waiting_expiry`` seconds."""
        interval = min(30.0, max(0.05, self.settings.waiting_expiry / 4))
        while True:
            await asyncio.sleep(interval)
            try:
                await self.expire_idle()
            except Exception:
                log.exception("the expiry of waiting tables failed (tried again later)")

    async def expire_idle(self) -> None:
        moment = time.monotonic()
        for code in list(self.creators):
            if code not in self.tables or self.tables[code].status not in ("waiting", "playing"):
                del self.creators[code]
        for code, t in list(self.tables.items()):
            if t.follower:  # the owner expires it
                continue
            if t.status != "waiting":
                self.idle_since.pop(code, None)
            elif any(seat.online for seat in t.seats):
                self.idle_since[code] = moment
            elif moment - self.idle_since.setdefault(code, moment) >= self.settings.waiting_expiry:
                await self.abandon(t)

    async def abandon(self, t: Table) -> None:
        """A waiting table nobody came to: ``abandoned`` in storage (kept, never resumed), out of memory."""
        async with t.lock:  # a join or a connection meanwhile keeps the table
            idle = time.monotonic() - self.idle_since.get(t.code, time.monotonic())
            if (t.status != "waiting" or t.follower or any(seat.online for seat in t.seats)
                    or idle < self.settings.waiting_expiry):  # fmt: skip
                return
            try:
                await self.db(self.store.set_status, t.id, "abandoned", None, t.fence)
            except Exception:
                log.exception("table %s: could not store it as abandoned (tried again later)", t.code)
                return
            t.status = "abandoned"
        log.info("table %s: abandoned (no seated player connected for %g s)", t.code, self.settings.waiting_expiry)
        t.broadcast_state()  # spectators see the status
        self.idle_since.pop(t.code, None)
        self.creators.pop(t.code, None)
        if self.tables.get(t.code) is t:
            del self.tables[t.code]
        if t.task is not None:
            t.task.cancel()
        self.coordinator.evicted(t)

    async def shutdown(self) -> None:
        for hook in self.shutdown_hooks:
            with contextlib.suppress(Exception):
                await hook()
        if self.reaper is not None:
            self.reaper.cancel()
        await self.coordinator.stop()
        for t in self.tables.values():
            if t.task is not None:
                t.task.cancel()
        for t in self.tables.values():
            if t.task is not None:
                with contextlib.suppress(BaseException):
                    await t.task
        self.store.close()

    def absent_seats(self, addr: str) -> int:
        """Seats ``addr`` took by joining tables that are not over, whose holders are not connected (``joined``; the
        entries of tables over or gone are forgotten here)."""
        n = 0
        for key, who in list(self.joined.items()):
            t = self.tables.get(key[0])
            if t is None or t.status not in ("waiting", "playing"):
                del self.joined[key]
            elif who == addr and t.seats[key[1]].online == 0:
                n += 1
        return n

    def admit_join(self, addr: str) -> None:
        """Refuse (429) a join from ``addr`` while it holds ``max_absent_seats_per_address`` seats nobody is at."""
        limit = self.settings.max_absent_seats_per_address
        if limit > 0 and (mine := self.absent_seats(addr)) >= limit:
            raise ApiError(429, said("join-absent", mine=mine, limit=limit), retry_after=60)

    def replay_budget(self, addr: str | None) -> Bucket | None:
        """The budget of actions replayed of the client address ``addr`` (a limit key); None: not counted."""
        s = self.settings
        if addr is None or s.replay_rate <= 0:
            return None
        return keyed_bucket(self.replay_buckets, addr, s.replay_rate, s.replay_burst)

    async def get(self, code: str, addr: str | None = None) -> Table | None:
        """Table ``code``, loaded from storage if it is not in memory.  ``addr``: the client address asking (a limit
        key), which pays for loading a finished table with the actions replayed to rebuild its match
        (``replay_budget``: one address naming every finished table it could find made the server replay each on
        the event loop and keep it); refused with 429 while that budget is spent.  A table still being played is
        never charged (a worker loads the tables it follows for their players)."""
        code = code.strip().upper()
        t = self.tables.get(code)
        if t is not None:
            return t
        if len(code) > 16:
            return None
        budget = self.replay_budget(addr)
        if budget is not None and not budget.has(1) and await self.db(self.store.status_of, code) == "finished":
            s = self.settings
            wait = budget.wait(1)
            raise ApiError(429, said("replay-budget", cost=1, rate=f"{s.replay_rate:g}", burst=s.replay_burst,
                                     wait=max(1, math.ceil(wait))), retry_after=wait)  # fmt: skip
        lock = self.loading.setdefault(code, asyncio.Lock())
        async with lock:
            t = self.tables.get(code)
            if t is None:
                t = await self.coordinator.open(code)  # (several workers: owned through a lease, or followed)
                if t is None:
                    self.loading.pop(code, None)
                    return None
                if t.status == "finished":  # charged, and kept a while for the next requests, not for ever
                    if budget is not None and t.match is not None:
                        budget.spend(len(t.match.history))
                    asyncio.get_running_loop().call_later(FINISHED_KEPT, t.maybe_evict)
                self.tables[code] = t
                if t.status == "waiting":  # idle (nobody connected) since it was created, as far as anyone knows
                    self.idle_since[code] = time.monotonic() - max(0.0, (now() - t.created).total_seconds())
                t.start_task()
        self.loading.pop(code, None)
        return t

    async def unique_code(self) -> str:
        while True:
            code = new_code()
            if code not in self.tables and not await self.db(self.store.code_exists, code):
                return code

    async def create(self, *, game: str, rules: str | None, options: dict[str, Any], seats: list[Seat],
                     timer: float | None, creator: int, seed: int, salt: str, addr: str | None = None,
                     needs_person: bool = False) -> Table:  # fmt: skip
        """A new table dealing with the secure generator from the secret ``seed`` (committed to with ``salt``);
        ``needs_person``: nothing plays there while no seated person is connected (a tournament's table)."""
        s = self.settings
        async with self.create_lock:
            if addr is not None and s.max_unattended_per_address > 0 and not needs_person:
                # tables that play with no person connected cost the server their bots' moves for no one: one
                # address may not start them without end (each would otherwise start at once, uncounted); a
                # tournament's table (``needs_person``: it never plays for no one) is made whatever its creator has
                alone = sum(1 for code, a in self.creators.items() if a == addr and (t := self.tables.get(code))
                            and t.status == "playing" and not t.needs_person and not t.person_here())  # fmt: skip
                if alone >= s.max_unattended_per_address:
                    raise ApiError(429, said("tables-unattended", mine=alone, limit=s.max_unattended_per_address),
                                   retry_after=60)  # fmt: skip
            if any(seat.name is None for seat in seats):  # the table will wait for players
                count, mine = await self.coordinator.waiting(addr)  # (several workers: counted over every one)
                if count >= s.max_open_tables:
                    raise ApiError(503, said("tables-waiting-full"))
                if mine >= s.max_waiting_per_address:
                    raise ApiError(429, said("tables-waiting-mine", mine=mine, limit=s.max_waiting_per_address,
                                             expiry=f"{s.waiting_expiry:g}"))  # fmt: skip
            code = await self.unique_code()
            created = now()
            status = "waiting"
            fence = await self.coordinator.own_new(code)  # (several workers: this one owns the new table)
            table_id = await self.db(
                lambda: self.store.create_table(
                    code=code, game=game, rules=rules, options=options, seed=seed, status=status, timer=timer,
                    creator=creator, created=created, seats=[s.stored() for s in seats], rng=HMAC_SHA256, salt=salt,
                    fence=fence or 0,
                )
            )
            t = Table(
                server=self, id=table_id, code=code, game=game, rules=rules, options=options, seed=seed, status=status,
                timer=timer, creator=creator, created=created, seats=seats, rng_kind=HMAC_SHA256, salt=salt,
            )  # fmt: skip
            from .tables import text_module

            t.text = text_module(game)
            t.needs_person = needs_person
            t.fence = fence
            self.coordinator.created(t, addr)
            self.tables[code] = t
            if addr is not None:
                self.creators[code] = addr
            self.idle_since[code] = time.monotonic()
            t.start_task()
        if all(s.name is not None for s in seats):
            await t.start()
        return t
