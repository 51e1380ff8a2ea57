"""Tables: each one owned by a single asyncio task that applies its moves one at a time.

A :class:`Table` holds the seats, the match (``None`` while seats are still free), the state version
(the number of applied actions) and the connected clients.  Every change goes through
``Table.lock``: a person's ``act`` (checked against the version), a bot's move, the turn timer's
default action, a stand-in's move.  An applied action is stored (committed) before any client hears
of it; each client then receives only ``Match.view(its seat)`` (spectators ``view(None)``).
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import hmac
import json
import logging
import secrets
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from taverna.bots import LEVELS, Bot, RandomBot, get_bot
from taverna.core import Action, Match, Rng, TavernaError, replay_actions
from taverna.core.rng import SECURE_SEED_BITS
from taverna.games import create_match, get_game
from taverna.games.lengths import estimate as length_of
from taverna.games.lengths import progress as progress_of
from taverna.i18n.refusals import Refused, localise, refusal
from taverna.records.chain import Chain
from taverna.records.fair import commitment

from . import chat as chats
from . import rematch as rematches
from .config import Settings
from .db import Fenced, Store, StoredSeat, StoredTable, hash_token, iso, now
from .guide import guided, guided_match, scripted_bot
from .sheet import Sheet, deals_of

if TYPE_CHECKING:
    from .coordinator import Coordinator

log = logging.getLogger("taverna.server")
T = TypeVar("T")

# Levels a table may ask for; those the bots package does not have (yet) play as the nearest one it has.
KNOWN_LEVELS = ("random", "simple", "easy", "normal", "hard")
_FALLBACK = {"easy": ("easy", "simple"), "normal": ("normal", "simple"), "hard": ("hard", "normal", "simple")}
FAST_LEVELS = ("random", "simple", "easy", "normal")  # (no search: answered at once, not in a thread)
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no I, L, O, 0, 1

# (Play now) bots in a table's empty seats when due: ``playnow.fill``, put here when playnow is imported (never here)
BOT_FILL: list[Callable[[Table], Awaitable[None]]] = []


def valid_levels() -> list[str]:
    return list(dict.fromkeys([*LEVELS, *KNOWN_LEVELS]))


def resolve_level(level: str) -> str:
    """The level of ``taverna.bots`` that plays for ``level`` (``easy`` → ``simple`` until it exists)."""
    if level in LEVELS:
        return level
    for candidate in _FALLBACK.get(level, ()):
        if candidate in LEVELS:
            return candidate
    raise TavernaError(f"unknown bot level {level!r}; choose one of {', '.join(valid_levels())}")


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(6))


def text_module(game: str) -> ModuleType | None:
    return get_game(game).part("text")


def action_json(action: Action) -> list[Any]:
    return [action.word] if action.arg is None else [action.word, action.arg]


@dataclass
class Seat:
    idx: int
    name: str | None = None
    kind: str = "human"  # human | bot
    level: str | None = None
    token_hash: str | None = None
    conns: int = 0
    left_at: float | None = None  # monotonic time the last connection closed (or the match started)
    standin: bool = False  # a bot plays for this human seat until the player returns
    others: int = 0  # connections of this seat to other workers (taverna serve --redis; cluster.py)

    @property
    def online(self) -> int:
        """Connections of this seat, on this worker and the others."""
        return self.conns + self.others

    @property
    def bot_played(self) -> bool:
        return self.kind == "bot" or self.standin

    def info(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "index": self.idx, "name": self.name, "kind": self.kind, "connected": self.online > 0,
            "bot_standin": self.standin,
        }  # fmt: skip
        if self.level is not None:
            out["level"] = self.level
        return out

    def stored(self) -> StoredSeat:
        return StoredSeat(self.idx, self.name, self.kind, self.level, self.token_hash)


class Conn:
    """One websocket client: its seat (None: spectator), what it has been sent, its outgoing queue."""

    def __init__(self, send: Callable[[str], Awaitable[None]], close: Callable[..., Awaitable[None]], seat: int | None,
                 *, delta: bool, lang: str, queue_size: int) -> None:  # fmt: skip
        self.send_text = send
        self.close = close
        self.seat = seat
        self.delta = delta
        self.lang = lang
        self.log_pos = 0  # log index this client's view has reached
        self.synced = False  # it has had a full state of the match (deltas follow on from it)
        self.sync_pending = False  # a sync beyond the rate waits to be answered (one answer for all of them)
        self.sync_bucket: Any = None  # the token bucket of its sync requests (limits.Bucket)
        self.queue: asyncio.Queue[str] = asyncio.Queue(queue_size)
        self.dropped = False

    def put(self, text: str) -> None:
        if self.dropped:
            return
        try:
            self.queue.put_nowait(text)
        except asyncio.QueueFull:
            # a client that reads nothing must not hold the table: it is disconnected
            self.dropped = True
            asyncio.get_running_loop().create_task(self._close(1013, "too slow: messages were not read"))

    async def _close(self, code: int, reason: str) -> None:
        with contextlib.suppress(Exception):
            await self.close(code, reason)

    async def writer(self) -> None:
        try:
            while True:
                await self.send_text(await self.queue.get())
        except Exception:  # the socket went away: the reader loop notices and detaches
            self.dropped = True

    async def drain(self, timeout: float = 1.0) -> None:
        """Wait (at most ``timeout`` seconds) for the messages queued so far to go out, before a close."""
        deadline = time.monotonic() + timeout
        while not self.queue.empty() and not self.dropped and time.monotonic() < deadline:
            await asyncio.sleep(0.01)
        await asyncio.sleep(0.01)  # the last one taken from the queue is being written


@dataclass
class Plan:
    delay: float
    kind: str  # move | optional | forced (a one-answer question asked whatever the hand) | timer | standin | fill
    seat: int


class Host(Protocol):
    """What a table uses of the server holding it (``hub.Server``), so that this module never imports the server."""

    settings: Settings
    store: Store
    tables: dict[str, Table]
    coordinator: Coordinator  # one process (coordinator.Local) or one worker of several (cluster.Cluster)

    async def db(self, fn: Callable[..., T], *args: Any) -> T: ...

    def finished(self, t: Table) -> None: ...


@dataclass
class Table:
    server: Host
    id: int
    code: str
    game: str
    rules: str | None
    options: dict[str, Any]
    seed: int
    status: str  # waiting | playing | finished
    timer: float | None
    creator: int
    created: dt.datetime
    seats: list[Seat]
    rematch: str | None = None
    rematch_offer: dict[str, Any] | None = None  # the rematch offer every seated person answers (rematch.py)
    match: Match | None = None
    chat: list[dict[str, Any]] = field(default_factory=list)
    chat_muted: dict[int, set[int]] = field(default_factory=dict)  # seat -> the seats it muted (chat.py)
    chat_off: set[int] = field(default_factory=set)  # the seats that turned the chat off (off while any has)
    chat_switched: dict[int, float] = field(default_factory=dict)  # seat -> monotonic time of its last switch
    clients: set[Conn] = field(default_factory=set)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    kicked: asyncio.Event = field(default_factory=asyncio.Event)
    turn_started: float = field(default_factory=time.monotonic)
    optional_tried: set[tuple[int, str]] = field(default_factory=set)
    task: asyncio.Task[None] | None = None
    bots: dict[int, Bot] = field(default_factory=dict)
    rng: Rng = field(default_factory=lambda: Rng(secrets.randbits(64)))
    text: ModuleType | None = None
    text_cache: dict[str, list[str | None]] = field(default_factory=dict)
    rng_kind: str | None = None  # the generator that deals (None: splitmix64, tables made before fair tables)
    salt: str | None = None  # the commitment's salt (hex), secret with the seed until the match is over
    # full states as sent (JSON text), per (seat or None for spectators, lang), valid for ``full_stamp``
    full_cache: dict[tuple[str | None, str], str] = field(default_factory=dict)
    full_stamp: tuple[int, int, int] | None = None
    changes: int = 0  # counts broadcasts: every change a client hears of (version, seats, status) makes one
    # Several workers (cluster.py): the owner holds the lease and its fencing token (``fence``), stores and plays
    # bots and timers; a follower (another worker with clients of the table) mirrors the owner's actions and
    # forwards its clients' actions to it.  One process: fence None, never a follower.
    fence: int | None = None
    follower: bool = False
    watching_elsewhere: int = 0  # spectators of this table on other workers
    remote_deadline: float | None = None  # a follower's deadline, as the owner published it
    # the last move the table played for a person whose time ran out: {seat, action, version} (the table says so)
    played_for: dict[str, Any] | None = None
    sheet: Sheet = field(default_factory=Sheet)  # the score sheet: each deal's result and why (sheet.py)
    spectators_note: asyncio.TimerHandle | None = None  # the spectators' count about to be sent
    # a tournament's table (tournaments.py): nothing plays by itself there (no bot, stand-in or timer) while no
    # seated person is connected; it goes on when one connects (``attach`` kicks the table)
    needs_person: bool = False
    # the action log's hash chain (records/chain.py), on fair tables: its head goes with every state message
    hash_chain: Chain | None = None
    # Play now (playnow.py): when (time.time()) the table's own timer seats bots in the empty seats; stored (0007)
    bot_fill_at: float | None = None

    # ------------------------------------------------------------------ building
    @classmethod
    def from_stored(cls, server: Host, st: StoredTable) -> Table:
        seats = [Seat(s.idx, s.name, s.kind, s.level, s.token_hash) for s in st.seats]
        t = cls(
            server=server, id=st.id, code=st.code, game=st.game, rules=st.rules, options=st.options, seed=st.seed,
            status=st.status, timer=st.timer, creator=st.creator, created=st.created, seats=seats,
            rematch=st.rematch, chat=list(st.chat), rng_kind=st.rng, salt=st.salt, rematch_offer=st.rematch_offer,
        )  # fmt: skip
        t.text = text_module(st.game)
        for muter, muted in st.chat_mutes:
            t.chat_muted.setdefault(muter, set()).add(muted)
        t.chat_off = set(st.chat_off)
        if st.bot_fill_at is not None:  # (Play now) the bot-fill timer goes on after a restart
            t.bot_fill_at = st.bot_fill_at.timestamp()
        if st.status not in ("waiting", "abandoned"):  # an abandoned table never started
            t.match = replay_actions(t.new_match(), st.actions)
            if t.status == "playing" and t.match.finished:
                t.status = "finished"
        started = time.monotonic()
        for s in t.seats:
            if s.kind == "human":
                s.left_at = started
        return t

    def new_match(self) -> Match:
        if guided(self.options):  # learn to play: the game's scripted deal (guide.py)
            return guided_match(self.game, self.rules, self.players(), self.rng_kind)
        return create_match(self.game, rules=self.rules, options=self.options, players=self.players(), seed=self.seed,
                            rng=self.rng_kind)  # fmt: skip

    def fair(self) -> dict[str, Any] | None:
        """What every seat is shown of the secret seed: the generator and the commitment (None: a table
        made before fair tables)."""
        if self.salt is None or self.rng_kind is None:
            return None
        return {"rng": self.rng_kind, "commitment": commitment(self.rng_kind, self.seed, self.salt)}

    def chain(self) -> str | None:
        """The head of the action log's hash chain after the actions applied so far (None: a table made before
        fair tables, which has no salt to hide the actions with)."""
        fair = self.fair()
        if fair is None or self.salt is None:
            return None
        if self.hash_chain is None:
            self.hash_chain = Chain(fair["commitment"], self.salt)
        history = self.match.history if self.match is not None else []
        return self.hash_chain.head(len(history), lambda n: history[n][1].to_json(history[n][0]))

    def players(self) -> list[str]:
        return [s.name or f"Seat {s.idx + 1}" for s in self.seats]

    @property
    def version(self) -> int:
        return len(self.match.history) if self.match is not None else 0

    def seat_for_token(self, token: str) -> int | None:
        h = hash_token(token)
        found = None
        for s in self.seats:
            if s.token_hash is not None and hmac.compare_digest(s.token_hash, h):
                found = s.idx
        return found

    def _progress(self) -> dict[str, Any] | None:
        """Where the match stands (lengths.progress), worked out once per version of the match: ``info`` goes
        out with every state, and a view of the whole match for each would cost more than the state itself."""
        m = self.match
        if m is None:
            return None
        key = (id(m), len(m.history), m.finished)
        cached = self.__dict__.get("_progress_cache")
        if cached is None or cached[0] != key:
            cached = (key, progress_of(m))
            self.__dict__["_progress_cache"] = cached
        result: dict[str, Any] = cached[1]
        return result

    def _fixed(self) -> tuple[str, dict[str, Any] | None]:
        """What ``info`` says that only changes with the table's game, rules, options or number of seats: when
        it was made and how long its match lasts (lengths.estimate), worked out once (each state carries them)."""
        key = (self.created, self.game, self.rules, json.dumps(self.options, sort_keys=True), len(self.seats))
        cached = self.__dict__.get("_fixed_cache")
        if cached is None or cached[0] != key:
            cached = (key, (iso(self.created), length_of(self.game, self.rules, self.options, len(self.seats))))
            self.__dict__["_fixed_cache"] = cached
        fixed: tuple[str, dict[str, Any] | None] = cached[1]
        return fixed

    def info(self) -> dict[str, Any]:
        created, length = self._fixed()
        out: dict[str, Any] = {
            "code": self.code, "game": self.game, "rules": self.rules, "options": self.options,
            "status": self.status, "seats": [s.info() for s in self.seats], "timer": self.timer,
            "created": created, "version": self.version, "creator": self.creator, "rematch": self.rematch,
            "fair": self.fair(), "spectators": self.spectators(), "played_for": self.played_for,
            "rematch_offer": rematches.shown(self),
            # the rule set's words for its counters where they are not their keys (Gnav's chips are tokens)
            "counters": get_game(self.game).counter_names(self.rules),
        }  # fmt: skip
        if self.status == "waiting" and self.bot_fill_at is not None:  # (Play now) when bots fill the empty seats
            out["bots_at"] = round(self.bot_fill_at, 3)
        # how long the match lasts (measured, lengths.py) and where it stands
        out["length"] = None if length is None else dict(length)
        out["progress"] = self._progress()
        entries: list[dict[str, Any]] = out["seats"]
        left = [(s, entry) for s, entry in zip(self.seats, entries, strict=True)
                if s.kind == "human" and s.online == 0 and not s.standin and s.left_at is not None]  # fmt: skip
        if left and self.status == "playing" and self.server is not None:  # when a bot takes the seat (said)
            t, now, grace = time.monotonic(), time.time(), self.server.settings.grace
            for s, entry in left:
                entry["standin_at"] = round(now + (s.left_at or t) + grace - t, 3)
        return out

    def spectators(self) -> int:
        """How many watch the table (its connections without a seat, here and on the other workers)."""
        return sum(1 for c in self.clients if c.seat is None) + self.watching_elsewhere

    def spectators_changed(self) -> None:
        """Tell the table how many watch it, once for the changes of half a second (a crowd arriving costs one
        short message per client, not a state each)."""
        if self.spectators_note is not None:
            return

        def note() -> None:
            self.spectators_note = None
            data = json.dumps({"type": "spectators", "n": self.spectators()})
            for c in list(self.clients):
                c.put(data)

        self.spectators_note = asyncio.get_running_loop().call_later(0.5, note)

    # ------------------------------------------------------------------ the owner task
    def start_task(self) -> None:
        if self.follower:  # bots and timers run at the owner
            return
        if self.task is None or self.task.done():
            self.task = asyncio.get_running_loop().create_task(self.run(), name=f"table {self.code}")

    def kick(self) -> None:
        self.kicked.set()

    async def run(self) -> None:
        """Bots, stand-ins and the turn timer: wait until the next one is due (or something changes)."""
        while True:
            try:
                self.kicked.clear()
                plan = self.plan()
                if plan is None:
                    await self.kicked.wait()
                    continue
                if plan.delay > 0:
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(self.kicked.wait(), plan.delay)
                        continue  # something changed: plan again
                if not await self.due(plan):
                    # nothing could be done (the engine offered no legal action): no busy loop
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(self.kicked.wait(), 1.0)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("table %s: error in the table task (the table goes on)", self.code)
                await asyncio.sleep(1.0)

    def person_here(self) -> bool:
        """Whether a person seated at the table is connected (here or to another worker)."""
        return any(s.kind == "human" and s.online > 0 for s in self.seats)

    def plan(self) -> Plan | None:
        if self.status == "waiting" and self.bot_fill_at is not None:  # (Play now) while a person waits at it
            return Plan(self.bot_fill_at - time.time(), "fill", 0) if self.person_here() else None
        m = self.match
        if self.status != "playing" or m is None or m.finished:
            return None
        if self.needs_person and not self.person_here():
            return None  # a tournament table with nobody here waits, costing nothing, until a person connects
        t = time.monotonic()
        since = t - self.turn_started
        delay = self.server.settings.bot_delay
        by_name = {s.name: s for s in self.seats}
        plans: list[Plan] = []
        for s in self.seats:
            if s.kind == "human" and s.online == 0 and not s.standin and s.left_at is not None:
                plans.append(Plan(s.left_at + self.server.settings.grace - t, "standin", s.idx))
        waiting = m.waiting_for()
        for p in m.to_act():
            s = by_name[p]
            if p not in waiting and s.bot_played and (self.version, p) not in self.optional_tried:
                plans.append(Plan(delay - since, "optional", s.idx))
        for p in waiting:  # a question asked whatever the hand, with one answer: given for the person, as a bot's
            s = by_name[p]
            if not s.bot_played:
                legal = m.legal_actions(p)
                if len(legal) == 1 and legal[0].word in m.automatic:
                    plans.append(Plan(delay - since, "forced", s.idx))
        bot_waited = [by_name[p] for p in waiting if by_name[p].bot_played]
        if bot_waited:
            plans.append(Plan(delay - since, "move", bot_waited[0].idx))
        elif waiting and self.timer:
            plans.append(Plan(self.timer - since, "timer", by_name[waiting[0]].idx))
        if not plans:
            return None
        return min(plans, key=lambda p: p.delay)

    def deadline(self) -> float | None:
        if self.follower:
            return self.remote_deadline
        if not self.timer or self.status != "playing" or self.match is None or self.match.finished:
            return None
        by_name = {s.name: s for s in self.seats}
        waiting = self.match.waiting_for()
        if not waiting or any(by_name[p].bot_played for p in waiting):
            return None
        return round(time.time() + self.timer - (time.monotonic() - self.turn_started), 3)

    async def due(self, plan: Plan) -> bool:
        """Do what the plan says; False if nothing could be done."""
        if plan.kind == "fill":  # (Play now) bots in the empty seats, then the match starts (playnow.fill)
            if BOT_FILL:
                await BOT_FILL[0](self)
            return True
        seat = self.seats[plan.seat]
        if plan.kind == "standin":
            if seat.online == 0 and not seat.standin:
                seat.standin = True
                log.info("table %s: a bot stands in for %s", self.code, seat.name)
                self.broadcast_state()
            return True
        version = self.version
        async with self.lock:
            m = self.match
            if m is None or self.version != version or m.finished or seat.name not in m.to_act():
                return True  # the table moved on meanwhile: plan again
            player = seat.name
            assert player is not None
            legal = m.legal_actions(player)
            if not legal:
                log.error("table %s: %s is to act but has no legal action", self.code, player)
                return False
            view = m.view(player)
            if plan.kind == "forced":
                choice = legal[0]
            elif plan.kind == "optional":
                self.optional_tried.add((version, player))
                bot = self.bot_for(seat)
                choice = await self._think(bot, seat, lambda: bot.choose_optional(view, legal, self.rng))
                if choice is None:
                    return True
            else:
                bot = self.bot_for(seat) if plan.kind == "move" else get_bot(self.game, "simple")
                choice = await self._think(bot, seat, lambda: bot.choose(view, legal, self.rng))
            try:
                action = m.check(player, choice)
            except TavernaError as exc:
                log.warning("table %s: the bot for %s chose %s: %s; it plays a random legal action",
                            self.code, player, choice, exc)  # fmt: skip
                action = m.check(player, RandomBot().choose(view, legal, self.rng))
            before = self.played_for
            if plan.kind == "timer":  # said with the state this move makes (version: that state's)
                self.played_for = {"seat": player, "action": action_json(action), "version": version + 1}
            refused = await self.commit(player, action, decided_by(seat, plan.kind))
            if refused is not None:
                self.played_for = before
            return refused is None

    async def _think(self, bot: Bot, seat: Seat, fn: Callable[[], Any]) -> Any:
        level = seat.level if seat.kind == "bot" else "simple"
        if level is not None and resolve_level(level) in FAST_LEVELS:
            return fn()
        return await asyncio.to_thread(fn)

    def bot_for(self, seat: Seat) -> Bot:
        bot = self.bots.get(seat.idx)
        if bot is None:
            level = resolve_level(seat.level or "simple") if seat.kind == "bot" else "simple"
            bot = self.bots[seat.idx] = (scripted_bot(self.game, self.rules, seat.idx) if guided(self.options)
                                         else get_bot(self.game, level))  # fmt: skip
        return bot

    # ------------------------------------------------------------------ changes
    async def act(self, seat_idx: int, version: int, raw: list[Any], lang: str = "en") -> str | None:
        """A person's action: None when applied, else why not (nothing changed) in ``lang`` (``errors.ftl``)."""
        if self.follower:  # the owner decides (cluster.py)
            return await self.server.coordinator.forward_act(self, seat_idx, version, raw, lang)
        async with self.lock:
            if self.status == "waiting" or self.match is None:
                return refusal(lang, "table-not-started")
            if self.status == "finished" or self.match.finished:
                return refusal(lang, "table-over")
            if version != self.version:
                return refusal(lang, "table-stale", version=version, current=self.version)
            player = self.seats[seat_idx].name
            assert player is not None
            try:
                action = self.match.check(player, raw)
            except TavernaError as exc:
                return localise(exc, lang)
            return None if (refused := await self.commit(player, action)) is None else localise(refused, lang)

    async def commit(self, player: str, action: Action, by: str = "person") -> Refused | None:
        """Apply, store, then broadcast (the caller holds the lock and has checked the action); ``by``: who
        decided it (``decided_by``), stored with it.  None when done, else why not (nothing changed)."""
        m = self.match
        assert m is not None
        seq = self.version
        log_before, deals_before = len(m.log), len(deals_of(m) or ())
        try:
            m.apply(player, action)
            self.sheet.note(m, log_before, deals_before, action.word)
        except Exception:
            log.exception("table %s: the engine failed on %s %s; the match is rebuilt from storage", self.code, player, action)
            self.rebuild(seq)
            return Refused("table-apply-failed")
        finished = m.finished
        try:
            await self.server.db(self.server.store.add_action, self.id, seq, player, action.word, action.arg, finished,
                                 self.fence, by)  # fmt: skip
        except Fenced:
            log.warning("table %s: another worker took the table over; action %d was not stored", self.code, seq)
            self.rebuild(seq)
            self.server.coordinator.lost(self)
            return Refused("table-moved")
        except Exception:
            log.exception("table %s: storing action %d failed; the action is undone", self.code, seq)
            self.rebuild(seq)
            return Refused("table-store-failed")
        self.turn_started = time.monotonic()
        self.optional_tried.clear()  # asked for older versions only
        if finished:
            self.status = "finished"
        self.broadcast_state()
        self.kick()
        if finished:
            self.server.finished(self)  # ratings, results, tournaments (players.py)
            self.maybe_evict()
        return None

    def rebuild(self, count: int) -> None:
        assert self.match is not None
        entries = [a.to_json(p) for p, a in self.match.history[:count]]
        try:
            self.match = replay_actions(self.new_match(), entries)
        except TavernaError as exc:
            # a replay error is for a record's owner: it lists every player's legal actions (hidden
            # cards among them), so it must never reach a seat as an error message (websocket.py relays
            # ValueErrors; this one is logged and answered with the generic failure)
            raise RuntimeError(f"table {self.code}: the stored actions do not replay: {exc}") from None
        self.text_cache.clear()
        self.full_cache.clear()

    async def start(self) -> None:
        self.match = self.new_match()
        self.text_cache.clear()
        self.status = "playing"
        self.turn_started = time.monotonic()
        for s in self.seats:
            if s.kind == "human" and s.conns == 0:
                s.left_at = time.monotonic()
        await self.server.db(self.server.store.set_status, self.id, "playing", None, self.fence)
        self.broadcast_state()
        self.kick()

    # ------------------------------------------------------------------ clients
    def attach(self, conn: Conn) -> None:
        self.clients.add(conn)
        if conn.seat is None:
            self._presence()
            self.spectators_changed()
        else:
            seat = self.seats[conn.seat]
            seat.conns += 1
            seat.left_at = None
            self._presence()
            if seat.standin:
                seat.standin = False
                log.info("table %s: %s is back; the stand-in bot leaves", self.code, seat.name)
            self.broadcast_state(exclude=conn)
            self.kick()
        self.send_state(conn, {})
        chats.greet(self, conn)  # the chat settings, then the history this connection may see

    def _presence(self) -> None:
        self.server.coordinator.presence(self)

    def detach(self, conn: Conn) -> None:
        if conn not in self.clients:
            return
        self.clients.discard(conn)
        if conn.seat is None:
            self._presence()
            self.spectators_changed()
        else:
            seat = self.seats[conn.seat]
            seat.conns = max(0, seat.conns - 1)
            self._presence()
            if seat.online == 0:
                seat.left_at = time.monotonic()
                self.broadcast_state()
                self.kick()
                rematches.person_left(self, seat.idx)  # a person leaving cancels an open rematch offer
        self.maybe_evict()

    def maybe_evict(self) -> None:
        """A finished table nobody watches leaves memory (it is loaded again from storage on demand)."""
        if self.status == "finished" and not self.clients and self.server.tables.get(self.code) is self:
            del self.server.tables[self.code]
            if self.task is not None:
                self.task.cancel()
            self.server.coordinator.evicted(self)

    def broadcast_state(self, exclude: Conn | None = None) -> None:
        self.changes += 1
        self.server.coordinator.changed(self)  # (several workers: the owner tells the others, cluster.py)
        cache: dict[Any, Any] = {}
        for c in list(self.clients):
            if c is not exclude:
                self.send_state(c, cache)

    def send_state(self, conn: Conn, cache: dict[Any, Any] | None = None, *, full: bool = False) -> None:
        """Send ``conn`` the state for its seat: a delta if it asked for them and has had a full state,
        else (or with ``full``) the full state with the last ``log_window`` events.

        A full state is built and serialised once per (state, seat, language) and kept until the state
        changes, so any number of spectators, reconnections and syncs cost one view; the deltas of one
        broadcast are built and serialised once per (seat, starting point, language) (``cache``).
        """
        cache = {} if cache is None else cache
        seat_name = self.seats[conn.seat].name if conn.seat is not None else None
        m = self.match
        if m is None:
            msg: dict[str, Any] = {"type": "state", "version": self.version, "seat": seat_name, "table": self.info(),
                                   "view": None, "legal": [], "text": [], "deadline": None, "since": 0, "full": True,
                                   "chain": self.chain()}  # fmt: skip
            conn.put(json.dumps(msg, ensure_ascii=False))
            return
        size = len(m.log)
        if full or not conn.delta or not conn.synced or conn.log_pos > size:
            conn.put(self.full_state(seat_name, conn.lang))
            conn.synced = True
        else:
            key = ("delta", seat_name, conn.log_pos, conn.lang)
            if key not in cache:
                cache[key] = self._state_json(cache, seat_name, conn.log_pos, conn.lang, full=False)
            conn.put(cache[key])
        conn.log_pos = size

    def full_state(self, seat: str | None, lang: str) -> str:
        """The full state of ``seat`` in ``lang``, as sent (cached until the state changes)."""
        assert self.match is not None
        stamp = (self.version, self.changes, id(self.match))
        if stamp != self.full_stamp:
            self.full_cache.clear()
            self.full_stamp = stamp
        key = (seat, lang)
        text = self.full_cache.get(key)
        if text is None:
            # the parts every seat's full state shares (the table, its score sheet, ...) made once for all of
            # them, as long as the full states are (a cleared full_cache starts them again)
            parts: dict[Any, Any] = self.__dict__.get("_full_parts", {}) if self.full_cache else {}
            self.__dict__["_full_parts"] = parts
            since = max(0, len(self.match.log) - self.server.settings.log_window)
            text = self.full_cache[key] = self._state_json(parts, seat, since, lang, full=True)
        return text

    def _state_json(self, cache: dict[Any, Any], seat: str | None, since: int, lang: str, *, full: bool) -> str:
        m = self.match
        assert m is not None
        if "table" not in cache:
            cache["table"] = self.info()
            # the same in every seat's message of a broadcast: serialised once, and put last in each message
            cache["table_json"] = json.dumps(cache["table"], ensure_ascii=False)
            cache["deadline"] = self.deadline()
            cache["chain"] = self.chain()
        legal_key = ("legal", seat)
        if legal_key not in cache:
            cache[legal_key] = [action_json(a) for a in m.legal_actions(seat)] if seat else []
        msg: dict[str, Any] = {
            "type": "state", "version": self.version, "seat": seat,
            "view": m.view(seat, since=since), "legal": cache[legal_key], "text": self.describe(seat, since, lang),
            "deadline": cache["deadline"], "since": since, "full": full, "chain": cache["chain"],
        }  # fmt: skip
        if full or self.sheet.ended(since, len(m.log)):  # the score sheet: with a full state and a deal's end
            key = ("sheet", lang)
            if key not in cache:
                cache[key] = self.sheet.json(m, self.new_match, self.text, lang, self.rules)
            msg["sheet"] = cache[key]
        text = json.dumps(msg, ensure_ascii=False)
        table: str = cache["table_json"]
        return text[:-1] + ', "table": ' + table + "}"

    def describe(self, seat: str | None, since: int, lang: str) -> list[str]:
        """The text lines of the events from ``since`` on that ``seat`` may see.

        An event's line depends only on the event and the language, so each event is described once
        per language (``text_cache``) however many clients see it.
        """
        if self.text is None or self.match is None:
            return []
        log_ = self.match.log
        cache = self.text_cache.setdefault(lang, [])
        if len(cache) > len(log_):  # the match was rebuilt or replaced
            cache.clear()
        for ev in log_[len(cache) :]:
            try:
                line = self.text.describe_event(ev.to_json(), lang, self.rules)
            except Exception:  # a text module gap must never stop the table
                line = None
            cache.append(line or None)
        return [line for ev, line in zip(log_[since:], cache[since:]) if line and ev.visible_to(seat)]

    async def add_chat(self, sender: str, text: str) -> None:
        seat = chats.author_seat(self, {"from": sender})
        if (why := chats.refused(self, seat)) is not None:
            raise why
        created = now()
        off = await self.server.db(chats.store_chat, self.server.store, self.id, sender, text, created)
        if off:  # turned off through another worker meanwhile: nothing stored
            self.chat_off = set(off)
            raise chats.refused(self, seat) or Refused("chat-off")
        entry = {"from": sender, "text": text, "time": iso(created)}
        self.server.coordinator.chat(self, entry)  # (several workers: the others deliver it to their clients)
        self.deliver_chat(entry)

    def deliver_chat(self, entry: dict[str, Any]) -> None:
        self.chat.append(entry)
        del self.chat[: -self.server.settings.chat_history]
        data = chats.chat_message(self, entry)
        for c in list(self.clients):
            if not chats.hidden_from(self, c, entry):  # a seat that muted the author does not get it
                c.put(data)

    def record(self) -> dict[str, Any]:
        """The match's record; once it is over, with the commitment's salt and the summary it replays to."""
        assert self.match is not None
        rec = self.match.record()
        fair = self.fair()
        if fair is not None and self.status == "finished" and self.match.finished:
            rec["salt"], rec["commitment"] = self.salt, fair["commitment"]
            rec["summary"] = self.match.summary()
            rec["chain"] = self.chain()  # the head every seat saw in the last state message (records/chain.py)
        return rec


def decided_by(seat: Seat, plan: str) -> str:
    """Who decided an action the table task played for ``seat`` (``Plan.kind``): ``auto`` a question with one
    answer given for a person, ``bot`` a bot's seat, ``standin`` a bot for a person (a stand-in, the timer)."""
    if plan == "forced":
        return "auto"
    return "bot" if seat.kind == "bot" else "standin"


def fresh_secret() -> tuple[int, str]:
    """A fair table's secret seed (256 bits) and the commitment's salt (32 bytes, hex), from the OS's CSPRNG."""
    return secrets.randbits(SECURE_SEED_BITS), secrets.token_hex(32)


def fresh_token() -> tuple[str, str]:
    token = secrets.token_urlsafe(24)
    return token, hash_token(token)
