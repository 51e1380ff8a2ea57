"""Observation and information-state encodings, built only from ``Match.view(player)``.

Strings are canonical JSON of the view: the observation string leaves out the log (what the
player sees now), the information-state string keeps every event the player has seen (perfect
recall).  Both leave out ``log_size``, which counts hidden events too.

Tensors have a fixed length per configuration (game, rules, options, number of players); seats are
relative to the viewer (slot 0 is the viewer, slot 1 the next player in order of play ...).
"""

from __future__ import annotations

import inspect
import json
import re
import sys
from array import array
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np

from taverna.games.spec import Features, Pack

Json = Any
HISTORY = 8  # the last events encoded one by one in the information-state tensor
LAYOUT = "taverna-features/4"  # the version of the tensors' layout: names, order and normalisation of the slots
# copies of one card kind in each pack (a count of cards of one kind is divided by it)
PACK_COPIES = {"cuckoo": 2, "italian": 1, "french": 1, "cuajo": 4, "kille": 2}
# view keys whose values are yes/no (0/1): encoded as they are
FLAG_KEYS = frozenset({"out", "in_deal", "has_card", "virgin", "finished", "lost", "alone"})
# the scale s of a value with no fixed bound, encoded as x / (|x| + s), unless the game's Features.scales
# gives one for the key
DEFAULT_SCALE = 10.0
SEEN_SCALE = 10.0  # events (and their cards) seen, counted: x / (x + 10)
PUT_MEMO = 1_000  # normalised values remembered per observation slot (Encoder.put)
COMPILED_MAX = 100_000  # kinds of events remembered per encoder (SeenEvents.read)

# ``emit("kind", ...)``, and any name ending in ``emit`` called with the kind first (Cucù's
# ``CucuMatch.player_emit("keep", p)``: a one-player event logged again where it recurs)
_EMIT = re.compile(r"""emit\(\s*["']([A-Za-z0-9_]+)["']""")


@cache
def event_kinds(match_cls: type) -> tuple[str, ...]:
    """Every event kind the engine's source emits literally (others share an extra slot), sorted: the
    modules of the match class and its bases, and every module of the game's package (a game whose
    phases live in modules of their own, as Cucù's, emits from those)."""
    kinds: set[str] = set()
    sources: list[str] = []
    for cls in match_cls.__mro__:
        if cls.__module__.startswith("taverna.games") or cls is match_cls:
            try:
                sources.append(inspect.getsource(inspect.getmodule(cls)))  # type: ignore[arg-type]
            except (OSError, TypeError):
                continue
    package = sys.modules.get(match_cls.__module__.rpartition(".")[0])
    for folder in getattr(package, "__path__", []):
        for path in sorted(Path(folder).glob("*.py")):
            sources.append(path.read_text(encoding="utf-8"))
    for src in sources:
        kinds.update(_EMIT.findall(src))
    return tuple(sorted(kinds))


def observation_string(view: dict[str, Json]) -> str:
    v = {k: x for k, x in view.items() if k not in ("log", "log_size")}
    return json.dumps(v, sort_keys=True, ensure_ascii=False)


def information_state_string(view: dict[str, Json]) -> str:
    v = {k: x for k, x in view.items() if k != "log_size"}
    return json.dumps(v, sort_keys=True, ensure_ascii=False)


_PLAIN = frozenset({int, float})  # exactly these types: float(x) is _num(x) (bool, None ... go through _num)


def _num(x: Json) -> float:
    if isinstance(x, bool):
        return 1.0 if x else 0.0
    if isinstance(x, (int, float)):
        return float(x)
    return 0.0


class Encoder:
    """The tensors of one configuration: ``players`` in order of play, the pack, the declared features."""

    def __init__(self, players: tuple[str, ...], pack: Pack, features: Features, kinds: tuple[str, ...]) -> None:
        self.players = players
        self.raw = False  # True: the values as read, not normalised (for surveys of the ranges)
        self.n = len(players)
        self.pack = pack
        self.f = features
        self.kinds = kinds
        self.kind_index = {k: i for i, k in enumerate(kinds)}
        nk = len(pack.kinds)
        f = features
        self.obs_size = (
            self.n * len(f.counters)
            + self.n * len(f.seat_keys)
            + len(f.scalars)
            + self.n * len(f.seat_scalars)
            + len(f.cards) * nk
            + len(f.seat_cards) * self.n * nk
            + (len(f.phases) + 1 if f.phases else 0)
        )
        self.k1 = len(kinds) + 1
        self.s1 = self.n + 1
        self.info_extra = self.k1 * self.s1 + self.s1 * nk + HISTORY * (self.k1 + self.s1 + nk)
        self.slots: list[Slot] = self._layout()
        assert len(self.slots) == self.info_size
        self._names = [s.name for s in self.slots]
        self._div = np.array([s.scale if s.how == "count" else 1.0 for s in self.slots], np.float32)
        self._squash = np.array([s.scale if s.how in ("signed", "amount") else 0.0 for s in self.slots], np.float32)
        # precomputed for speed (the values are those of the plain definitions)
        self._pos = {name: i for i, name in enumerate(players)}
        self._squashed = self._squash > 0
        self._sq_only = self._squash[self._squashed]
        self._card_cache: dict[str, int | None] = {}
        # the observation's slots normalised in place as x / (|x| * mul + div): a flag or a count
        # (mul 0) is x / div, a signed value (mul 1) x / (|x| + scale); then at most 1 (as normalise)
        head = self.slots[: self.obs_size]
        self._head_mul = np.array([1.0 if s.how in ("signed", "amount") else 0.0 for s in head], np.float32)
        self._head_div = np.array([s.scale if s.how != "flag" else 1.0 for s in head], np.float32)
        self._head_mul_py = [float(x) for x in self._head_mul]
        self._head_div_py = [float(x) for x in self._head_div]
        self._row = self.k1 + self.s1 + nk  # one recent event: kind, actor seat, first card
        # per observation slot: raw value -> normalised (put), at most PUT_MEMO values a slot
        self._put_memo: list[dict[float, float]] = [{} for _ in range(self.obs_size)]
        # the same, each value as the Python float of its float32 (put_list)
        self._put_memo32: list[dict[float, float]] = [{} for _ in range(self.obs_size)]
        self._seats: dict[str, dict[str, int]] = {}  # per viewer: each player's seat (as seat())

    # ---------------------------------------------------------------- the layout: names and ranges
    def _layout(self) -> list[Slot]:
        """One :class:`Slot` per position of the information-state tensor (the observation tensor is its
        first :attr:`obs_size` slots), in the order the encoder writes them."""
        f, n = self.f, self.n
        cards = self.pack.names()
        copies = float(PACK_COPIES.get(self.pack.name, 1))
        seats = [f"seat{s}" for s in range(n)]
        out: list[Slot] = []
        for s in seats:
            out += [self._value_slot(f"{s}.{k}", k) for k in f.counters]
        for k in f.seat_keys:
            out += [Slot(f"{k}={s}", "flag") for s in seats]
        out += [self._value_slot(k, k) for k in f.scalars]
        for k in f.seat_scalars:
            out += [self._value_slot(f"{k}.{s}", k) for s in seats]
        for k in f.cards:
            out += [Slot(f"{k}:{c}", "count", copies) for c in cards]
        for k in f.seat_cards:
            for s in seats:
                out += [Slot(f"{k}.{s}:{c}", "count", copies) for c in cards]
        if f.phases:
            out += [Slot(f"phase={p}", "flag") for p in (*f.phases, "other")]
        actors = [*seats, "none"]
        kinds = [*self.kinds, "other"]
        for k in kinds:
            out += [Slot(f"seen.{k}.{a}", "amount", SEEN_SCALE) for a in actors]
        for a in actors:
            out += [Slot(f"seen_cards.{a}:{c}", "amount", SEEN_SCALE) for c in cards]
        for back in range(HISTORY):
            out += [Slot(f"recent{back}.kind={k}", "flag") for k in kinds]
            out += [Slot(f"recent{back}.actor={a}", "flag") for a in actors]
            out += [Slot(f"recent{back}.card={c}", "flag") for c in cards]
        return out

    def _value_slot(self, name: str, key: str) -> Slot:
        if key in FLAG_KEYS:
            return Slot(name, "flag")
        return Slot(name, "signed", dict(self.f.scales).get(key, DEFAULT_SCALE))

    def feature_names(self, kind: str = "information_state") -> list[str]:
        """One name per slot of the information-state tensor, or of the observation tensor
        (``kind="observation"``)."""
        return self._names[: self.obs_size] if kind == "observation" else list(self._names)

    def normalise(self, raw: np.ndarray, start: int = 0) -> np.ndarray:
        """The raw values of slots ``start``.. mapped into their ranges (see :class:`Slot`)."""
        end = start + raw.shape[0]
        raw = np.asarray(raw, np.float32)
        out = np.minimum(raw / self._div[start:end], np.float32(1.0))
        if start == 0 and end == len(self.slots):
            which, sq = self._squashed, self._sq_only
        else:
            which = self._squashed[start:end]
            sq = self._squash[start:end][which]
        x = raw[which]
        out[which] = x / (np.abs(x) + sq)
        return out.astype(np.float32, copy=False)

    def normalise_observation(self, x: np.ndarray) -> None:
        """``x``, the raw observation (:attr:`obs_size` slots), normalised in place: the values of
        :meth:`normalise` (the same float32 operations on each slot)."""
        d = np.abs(x)
        d *= self._head_mul
        d += self._head_div
        np.divide(x, d, out=x)
        np.minimum(x, np.float32(1.0), out=x)

    def put(self, out: np.ndarray, values: dict[int, float], ones: list[int] | None = None) -> None:
        """Raw ``values`` of observation slots written into ``out``, normalised unless :attr:`raw`:
        the values of :meth:`normalise` (a whole number below 2**23 over a whole-number scale is
        divided in double precision, which rounds to the same float32; others in float32).  Each
        slot's values are remembered once normalised.  ``ones``: flags (value 1) written too, last."""
        if self.raw:
            if values:
                out[list(values)] = list(values.values())
            if ones:
                out[ones] = 1.0
            return
        memo = self._put_memo
        # (each value written on its own: numpy would first make arrays of short lists, which costs more)
        view = memoryview(out)  # type: ignore[arg-type]
        # (not a float32 vector: numpy writes)
        put: Any = view if view.format == "f" and view.ndim == 1 and not view.readonly else out
        for i, x in values.items():
            known = memo[i]
            y = known.get(x)
            if y is None:
                y = self._normalised(i, x)
                if len(known) < PUT_MEMO:
                    known[x] = y
            put[i] = y
        if ones:
            for i in ones:
                put[i] = 1.0

    def put_list(self, out: list[float], values: dict[int, float], ones: list[int]) -> None:
        """As :meth:`put` (normalised, then the flags), into a list of Python floats (zeros): each value
        the float of its float32, the floats ``a.tolist()`` gives of the vector :meth:`put` writes."""
        memo = self._put_memo32
        for i, x in values.items():
            try:  # (a value met before, the common case: the dict's subscript is cheaper than its get)
                out[i] = memo[i][x]
            except KeyError:
                out[i] = self.value32(i, x)
        for i in ones:
            out[i] = 1.0

    def value32(self, i: int, x: float) -> float:
        """The raw value ``x`` of observation slot ``i`` normalised, as the float of its float32 (what
        :meth:`put_list` writes), remembered per slot."""
        known = self._put_memo32[i]
        y = known.get(x)
        if y is None:
            y = float(np.float32(self._normalised(i, x)))
            if len(known) < PUT_MEMO:
                known[x] = y
        return y

    def _normalised(self, i: int, x: float) -> float:
        mul, d = self._head_mul_py[i], self._head_div_py[i]
        if x.is_integer() and -8388608.0 < x < 8388608.0 and d.is_integer() and d < 8388608.0:
            y = x / (abs(x) * mul + d)
        else:
            x32 = np.float32(x)
            y = float(x32 / (np.abs(x32) * np.float32(mul) + np.float32(d)))
        return 1.0 if y > 1.0 else y

    @property
    def info_size(self) -> int:
        return self.obs_size + self.info_extra

    def seat(self, viewer: str, name: Json) -> int | None:
        """The seat of ``name`` relative to ``viewer`` (0: the viewer), or None."""
        if not isinstance(name, str):
            return None
        i = self._pos.get(name)
        if i is None:
            return None
        return (i - self._pos[viewer]) % self.n

    def _cards(self, value: Json) -> list[int]:
        """Kinds of the cards in ``value``: a name, a list of names, or a list of ``[player, card]``."""
        if value.__class__ is list:  # names, each named before (the common case): looked up at once
            try:
                found = [self._card_cache[x] for x in value]
            except (KeyError, TypeError):  # (a name not yet met, or an entry that is not a name)
                pass
            else:
                return [i for i in found if i is not None] if None in found else found  # type: ignore[return-value]
        out: list[int] = []
        if isinstance(value, str):
            cache = self._card_cache
            if value in cache:
                i = cache[value]
            else:
                i = cache[value] = self.pack.index(value)
            if i is not None:
                out.append(i)
        elif isinstance(value, list):
            cache = self._card_cache
            for x in value:
                if x.__class__ is str:  # (a name: as the first branch, without a call)
                    i = cache.get(x, -1)
                    if i == -1:
                        i = cache[x] = self.pack.index(x)
                    if i is not None:
                        out.append(i)
                elif isinstance(x, list) and len(x) == 2:
                    out.extend(self._cards(x[1]))
                else:
                    out.extend(self._cards(x))
        return out

    def observation(self, view: dict[str, Json], viewer: str) -> np.ndarray:
        out = self._observation_raw(view, viewer, np.zeros(self.obs_size, np.float32))
        if not self.raw:
            self.normalise_observation(out)  # (in place: the values of normalise)
        return out

    def _observation_raw(self, view: dict[str, Json], viewer: str, out: np.ndarray) -> np.ndarray:
        """The raw observation written into ``out`` (zeros, at least :attr:`obs_size` long)."""
        f, n, nk = self.f, self.n, len(self.pack.kinds)
        nc = len(f.counters)
        seats = self._seats.get(viewer)
        if seats is None:
            me = self._pos[viewer]
            seats = self._seats[viewer] = {p: (i - me) % n for p, i in self._pos.items()}
        view_ = memoryview(out)  # type: ignore[arg-type]
        # (values written one by one, through a memoryview where ``out`` is a float32 vector)
        put: Any = view_ if view_.format == "f" and view_.ndim == 1 and not view_.readonly else out
        entries = {e.get("name"): e for e in view.get("players") or [] if isinstance(e, dict)}
        if nc:
            counters = f.counters
            for name, e in entries.items():
                s = seats.get(name) if isinstance(name, str) else None
                if s is not None:
                    at = s * nc
                    for k in counters:
                        x: Any = e.get(k)
                        put[at] = float(x) if type(x) in _PLAIN else _num(x)
                        at += 1
        at = n * nc
        for i, k in enumerate(f.seat_keys):
            val = view.get(k)
            for name in val if isinstance(val, list) else [val]:
                s = seats.get(name) if isinstance(name, str) else None
                if s is not None:
                    put[at + i * n + s] = 1.0
        at += len(f.seat_keys) * n
        for i, k in enumerate(f.scalars):
            x = view.get(k)
            put[at + i] = float(x) if type(x) in _PLAIN else _num(x)
        at += len(f.scalars)
        for i, k in enumerate(f.seat_scalars):
            val = view.get(k)
            if isinstance(val, dict):
                for name, x in val.items():
                    s = seats.get(name) if isinstance(name, str) else None
                    if s is not None:
                        put[at + i * n + s] = float(x) if type(x) in _PLAIN else _num(x)
        at += len(f.seat_scalars) * n
        # cards counted one by one in their slots (whole numbers: the sums are exact)
        for i, k in enumerate(f.cards):
            base = at + i * nk
            for c in self._cards(view.get(k)):
                put[base + c] += 1.0
        at += len(f.cards) * nk
        for i, k in enumerate(f.seat_cards):
            val = view.get(k)
            if isinstance(val, dict):
                items = list(val.items())
            elif isinstance(val, list):
                items = [(x[0], x[1]) for x in val if isinstance(x, list) and len(x) == 2]
            else:
                items = []
            for name, cards in items:
                s = seats.get(name) if isinstance(name, str) else None
                if s is None:
                    continue
                base = at + (i * n + s) * nk
                for c in self._cards(cards):
                    put[base + c] += 1.0
        at += len(f.seat_cards) * n * nk
        if f.phases:
            p = view.get("phase")
            put[at + (f.phases.index(p) if p in f.phases else len(f.phases))] = 1.0
            at += len(f.phases) + 1
        assert at == self.obs_size
        return out

    def history(self) -> History:
        """An empty summary of seen events (see :meth:`feed`)."""
        nk = len(self.pack.kinds)
        return History(0, np.zeros((self.k1, self.s1), np.float32), np.zeros((self.s1, nk), np.float32), [])

    def feed(self, acc: History, events: list[dict[str, Json]], viewer: str) -> None:
        """Add seen events to ``acc``: counts by kind and actor seat, the cards they named by actor
        seat, and the last ``HISTORY`` events one by one (kind, actor seat, first card)."""
        counts, cards, recent = acc.counts, acc.cards, acc.recent
        kind_index, other, pos, n = self.kind_index, self.k1 - 1, self._pos, self.n
        me = pos[viewer]
        for ev in events:
            kind = ev.get("kind")
            k = kind_index.get(kind if isinstance(kind, str) else str(kind), other)
            who = ev.get("player")
            i = pos.get(who) if isinstance(who, str) else None
            s = n if i is None else (i - me) % n
            counts[k, s] += 1.0
            card, many = ev.get("card"), ev.get("cards")
            if card is None and many is None:
                recent.append((k, s, -1))
                continue
            named = self._cards(card) + self._cards(many)
            for c in named:
                cards[s, c] += 1.0
            recent.append((k, s, named[0] if named else -1))
        if len(recent) > HISTORY:
            del recent[: len(recent) - HISTORY]

    def combine(self, observation: np.ndarray, acc: History) -> np.ndarray:
        extra = self._extra_raw(acc, np.zeros(self.info_extra, np.float32))
        return np.concatenate([observation, extra if self.raw else self.normalise(extra, self.obs_size)])

    def _extra_raw(self, acc: History, out: np.ndarray) -> np.ndarray:
        """The raw summary of the events seen written into ``out`` (zeros, :attr:`info_extra` long)."""
        a = acc.counts.size
        b = a + acc.cards.size
        out[:a] = acc.counts.ravel()
        out[a:b] = acc.cards.ravel()
        for back, (k, s, c) in enumerate(reversed(acc.recent)):
            at = b + back * self._row
            out[at + k] = 1.0
            out[at + self.k1 + s] = 1.0
            if c >= 0:
                out[at + self.k1 + self.s1 + c] = 1.0
        return out

    def information_state_of(self, view: dict[str, Json], viewer: str, acc: History) -> np.ndarray:
        """``combine(observation(view, viewer), acc)`` in one pass (the same values)."""
        out = np.zeros(self.info_size, np.float32)
        self._observation_raw(view, viewer, out)
        self._extra_raw(acc, out[self.obs_size :])
        return out if self.raw else self.normalise(out)

    def information_state(self, view: dict[str, Json], viewer: str) -> np.ndarray:
        """The observation, then the summary of the events seen (:meth:`feed`), from the view's whole log."""
        acc = self.history()
        self.feed(acc, view.get("log") or [], viewer)
        return self.information_state_of(view, viewer, acc)


@dataclass(frozen=True)
class Slot:
    """One position of a tensor: its name and how its raw value ``x`` is mapped into its range.

    * ``flag``: a 0/1 value (a one-hot seat, phase or event; a yes/no counter), as is: [0, 1];
    * ``count``: a number of cards of one kind, divided by ``scale``, the copies of a kind in the pack: [0, 1];
    * ``signed``: a number with no fixed bound (chips, money, points, a pool): ``x / (|x| + scale)``,
      in (-1, 1), 0 at 0, ``±1/2`` at ``±scale``;
    * ``amount``: a count with no fixed bound (events seen), ``x / (x + scale)``: [0, 1).
    """

    name: str
    how: str
    scale: float = 1.0

    @property
    def low(self) -> float:
        return -1.0 if self.how == "signed" else 0.0

    @property
    def high(self) -> float:
        return 1.0

    def describe(self) -> str:
        if self.how == "flag":
            return "0/1"
        if self.how == "count":
            return f"count / {self.scale:g}"
        if self.how == "signed":
            return f"x / (\\|x\\| + {self.scale:g})"
        return f"x / (x + {self.scale:g})"


@dataclass
class History:
    """A running summary of the events one player has seen: ``size`` is the match's log length read."""

    size: int
    counts: np.ndarray
    cards: np.ndarray
    recent: list[tuple[int, int, int]]  # the last events: (kind, actor seat, first card named or -1)

    def copy(self) -> History:
        return History(self.size, self.counts.copy(), self.cards.copy(), list(self.recent))


class SeenEvents:
    """The summary of the events seen (:meth:`Encoder.feed`) for every player of one match at once.

    Each event of the match's log is read once: public events are counted in one table by the
    actor's seat in order of play, private ones in the table of each player who sees them; a
    player's summary is the sum of the two with the seats turned to the player's (slot 0 the
    player), and their last ``HISTORY`` events are found from the end of the events read.  The
    values are those of feeding the player's view of the log (whole numbers, added exactly).

    The tables are whole numbers counted in ``array`` objects (a count goes up at the speed of a
    Python list's) that numpy reads in place (:attr:`table`, :attr:`own`); a count ``x`` is
    normalised by looking up ``x / (x + 10)`` in a table of the float32 values of that division.
    """

    def __init__(self, enc: Encoder) -> None:
        nk, k1, s1 = len(enc.pack.kinds), enc.k1, enc.s1
        self.enc = enc
        self.size = 0  # the log's events read
        self.named = 0  # the cards the events read named (with size: a bound on every count)
        # public events: counts by kind and actor (seat in order of play; n: none), then the cards
        # they named by actor, in one flat table (as the tensor's summary, before seats are turned)
        self.counts = array("q", bytes(8 * (k1 * s1 + s1 * nk)))
        self.table = np.frombuffer(self.counts, np.int64)  # the same memory, read by numpy
        # per player: the same of the private events they saw (counts, and numpy's view of them)
        self.own_counts: dict[int, array[int]] = {}
        self.own: dict[int, np.ndarray] = {}
        # every event read: (the players who see it, or None: everyone; kind, actor, first card or -1)
        self.events: list[tuple[frozenset[int] | None, int, int, int]] = []
        # per player: where each slot of their summary is read from in the table (once per encoder)
        gather = enc.__dict__.get("_gather")
        if gather is None:
            gather = enc.__dict__["_gather"] = self._gather(enc)
        self.gather: list[np.ndarray] = gather
        # the encoder's table of the events met (read, _compiled) and what extend_list reads (_list_parts),
        # shared by every state of the game
        self.compiled: dict[Any, Any] = enc.__dict__.setdefault("_compiled", {})
        self.parts = enc.__dict__.get("_list_parts") or self._list_parts()
        self._sum = np.zeros(self.table.size, np.int64)
        self._seen = np.zeros(gather[0].size, np.int64)
        # for the lists (extend_list): the table's places counted since this object began, in turn
        # (public events; per player, the private events they saw), and per player their summary
        # as a list of floats with how far into those two it is up to date
        self.changed: list[int] = []
        self.own_changed: dict[int, list[int]] = {}
        self.lists: dict[int, list[Any]] = {}  # per player: [their summary, places of changed read, of own_changed]
        self.whole = True  # the places counted since the tables were zeros (not so in a copy)

    @staticmethod
    def _gather(enc: Encoder) -> list[np.ndarray]:
        n, nk, k1, s1 = enc.n, len(enc.pack.kinds), enc.k1, enc.s1
        out = []
        for me in range(n):
            actor = [*((s + me) % n for s in range(n)), n]  # the seat in order of play of each slot
            counts = [k * s1 + actor[s] for k in range(k1) for s in range(s1)]
            cards = [k1 * s1 + actor[s] * nk + c for s in range(s1) for c in range(nk)]
            out.append(np.array(counts + cards, np.intp))
        extra = enc.slots[enc.obs_size :]
        size = k1 * s1 + s1 * nk
        counted = all(s.how == "amount" and s.scale == SEEN_SCALE for s in extra[:size])
        if not counted or any(s.how != "flag" for s in extra[size:]):
            raise AssertionError("the summary's slots are counts (x / (x + 10)) then flags")
        return out

    def copy(self) -> SeenEvents:
        out = SeenEvents.__new__(SeenEvents)
        out.enc, out.size, out.named, out.gather = self.enc, self.size, self.named, self.gather
        out.compiled, out.parts = self.compiled, self.parts
        out.counts = array("q", self.counts)
        out.table = np.frombuffer(out.counts, np.int64)
        out.own_counts = {p: array("q", t) for p, t in self.own_counts.items()}
        out.own = {p: np.frombuffer(t, np.int64) for p, t in out.own_counts.items()}
        out.events = list(self.events)
        out._sum = np.zeros_like(self._sum)
        out._seen = np.zeros_like(self._seen)
        out.changed, out.own_changed, out.lists = [], {p: [] for p in out.own_counts}, {}
        out.whole = False
        return out

    def read(self, log: list[Any]) -> None:
        """Read the events of ``log`` (a match's log: :class:`~taverna.core.match.Event` objects)
        from :attr:`size` on.  Each event is looked up by its kind, player, card(s) and seers in a
        table of the encoder's (:meth:`_compiled`: the places it counts, the players who see it and
        its record), made the first time such an event is met."""
        size = self.size
        if size == len(log):
            return
        compiled = self.compiled
        table, own_counts = self.counts, self.own_counts
        changed, own_changed, events = self.changed, self.own_changed, self.events
        named = self.named
        for ev in log[size:]:
            data = ev.data
            many = data.get("cards")
            if many.__class__ is dict:  # (cards by player, a reveal's: one key for any of them, as _compiled's)
                many = _A_DICT
            try:
                hit = compiled[ev.kind, data.get("player"), data.get("card"), many, ev.to]
            except (KeyError, TypeError):  # (not met yet, or a part that is not hashable: a list of cards)
                hit = self._compiled(ev, compiled)
            seers, places, rec, k = hit
            if seers is None:
                for j in places:
                    table[j] += 1
                changed += places
            else:
                for j in seers:
                    own = own_counts.get(j)
                    if own is None:
                        own = own_counts[j] = array("q", bytes(8 * len(table)))
                        self.own[j] = np.frombuffer(own, np.int64)
                        own_changed[j] = []
                    for x in places:
                        own[x] += 1
                    own_changed[j] += places
            events.append(rec)
            named += k
        self.named = named
        self.size = len(log)

    def _compiled(
        self, ev: Any, compiled: dict[Any, Any]
    ) -> tuple[frozenset[int] | None, tuple[int, ...], tuple[frozenset[int] | None, int, int, int], int]:
        """What event ``ev`` counts: (the players who see it, None: everyone; the places of the table
        it adds one to, its kind's and actor's then each card's it names; its record in :attr:`events`;
        the number of cards it names), remembered in ``compiled`` under its key where that key's parts
        are texts (or None; the seers a tuple of texts)."""
        enc = self.enc
        kind, data, to = ev.kind, ev.data, ev.to
        card, many = data.get("card"), data.get("cards")
        if many.__class__ is dict:  # (cards by player, as a reveal's: they name no card, whichever they are)
            key = (kind, data.get("player"), card, _A_DICT, to)
            try:
                return compiled[key]  # type: ignore[no-any-return]
            except (KeyError, TypeError):
                pass
        n, s1, nk = enc.n, enc.s1, len(enc.pack.kinds)
        k = enc.kind_index.get(kind)
        if k is None:
            k = enc.kind_index.get(str(kind), enc.k1 - 1)
        who = data.get("player")
        i = enc._pos.get(who) if isinstance(who, str) else None
        a = n if i is None else i
        named = enc._cards(card) + enc._cards(many) if card is not None or many is not None else []
        seers: frozenset[int] | None
        if to is None:
            seers = None
        else:
            seers = frozenset(j for j in (enc._pos.get(q) for q in to) if j is not None)
        base = enc.k1 * s1
        places = (k * s1 + a, *(base + a * nk + c for c in named))
        hit = (seers, places, (seers, k, a, named[0] if named else -1), len(named))
        text = (str, type(None))
        if (
            kind.__class__ is str
            and who.__class__ in text
            and card.__class__ in text
            and (many is None or many.__class__ is dict)
            and (to is None or (to.__class__ is tuple and all(q.__class__ is str for q in to)))
            and len(compiled) < COMPILED_MAX
        ):
            compiled[kind, who, card, _A_DICT if many is not None else None, to] = hit
        return hit

    def write(
        self, me: int, out: np.ndarray, normalised: bool = False, ones: list[int] | None = None, offset: int = 0
    ) -> None:
        """The raw summary of the events player ``me`` has seen, into ``out`` (zeros, ``info_extra``
        long); ``normalised``: as :meth:`Encoder.normalise` maps it (the same float32 operations).
        With ``ones``, the flags of the last events are listed there (each place plus ``offset``)
        instead of written."""
        enc = self.enc
        own = self.own.get(me)
        if own is None:
            table = self.table
        else:
            table = np.add(self.table, own, out=self._sum)
        gather = self.gather[me]
        b = gather.size
        if normalised:  # counts seen: x / (x + 10), looked up (every count is at most size + named)
            seen = table.take(gather, out=self._seen, mode="clip")
            _seen_values(self.size + self.named).take(seen, out=out[:b], mode="clip")
        else:
            out[:b] = table[gather]
        n, k1, row = enc.n, enc.k1, enc._row
        flags = [] if ones is None else ones
        at = offset + b
        k1s1 = at + k1 + enc.s1  # (the card flags' start in the first row)
        at1 = at + k1  # (the actor flags' start in the first row)
        end = at + HISTORY * row
        for seers, k, actor, c in reversed(self.events):
            if seers is not None and me not in seers:
                continue
            flags.append(at + k)
            flags.append(at1 + (n if actor == n else (actor - me) % n))
            if c >= 0:
                flags.append(k1s1 + c)
            at += row
            if at == end:
                break
            at1 += row
            k1s1 += row
        if ones is None and flags:
            view = memoryview(out)  # type: ignore[arg-type]
            put: Any = view if view.format == "f" and view.ndim == 1 and not view.readonly else out
            for i in flags:
                put[i] = 1.0

    def extend_list(self, me: int, out: list[float]) -> None:
        """As :meth:`write` normalised, appended to ``out`` (the observation's list): the summary of the
        events player ``me`` has seen, then the flags of their last events, as the floats of the
        float32 values.  The summary is kept per player as a list and brought up to date with the
        places counted since the last call (rebuilt from the tables when there is none yet)."""
        scatter, seats, recent, cards, row = self.parts
        changed = self.changed
        own = self.own_counts.get(me)
        kept = self.lists.get(me)
        if kept is None:
            if self.whole:  # every place counted is in the lists: from zeros
                kept = self.lists[me] = [[0.0] * len(scatter[me]), 0, 0]
            else:
                table = self.table if own is None else np.add(self.table, self.own[me], out=self._sum)
                seen = table.take(self.gather[me], out=self._seen, mode="clip")
                summary: list[float] = _seen_values(self.size + self.named).take(seen).tolist()
                kept = self.lists[me] = [summary, len(changed), len(self.own_changed.get(me, ()))]
        summary, since = kept[0], kept[1]
        lut = _SEEN_LIST[0]
        if len(lut) <= self.size + self.named:
            lut = _seen_list(self.size + self.named)
        if own is None:
            if since < len(changed):
                place, table = scatter[me], self.counts
                for j in changed[since:]:
                    summary[place[j]] = lut[table[j]]
        else:
            mine = self.own_changed[me]
            if since < len(changed) or kept[2] < len(mine):
                place, table = scatter[me], self.counts
                for j in changed[since:]:
                    summary[place[j]] = lut[table[j] + own[j]]
                for j in mine[kept[2] :]:
                    summary[place[j]] = lut[table[j] + own[j]]
                kept[2] = len(mine)
        kept[1] = len(changed)
        out += summary
        # the last events, each a row: its kind, its actor's seat (after the kinds), its card (after the seats)
        at = len(out)
        out += recent
        seat = seats[me]
        end = at + HISTORY * row
        for seers, k, actor, c in reversed(self.events):
            if seers is not None and me not in seers:
                continue
            out[at + k] = 1.0
            out[at + seat[actor]] = 1.0
            if c >= 0:
                out[at + cards + c] = 1.0
            at += row
            if at == end:
                break

    def _list_parts(self) -> tuple[list[list[int]], list[list[int]], list[float], int, int]:
        """What :meth:`extend_list` reads, once per encoder: per player, the place in their summary of
        each place of the table, and the flag (in a row) of each actor's seat; a row of zeros per
        recent event; where a row's cards start; a row's length."""
        enc = self.enc
        n, k1 = enc.n, enc.k1
        parts = (
            [np.argsort(g).tolist() for g in self.gather],
            [[k1 + (a - me) % n for a in range(n)] + [k1 + n] for me in range(n)],
            [0.0] * (HISTORY * enc._row),
            k1 + enc.s1,
            enc._row,
        )
        enc.__dict__["_list_parts"] = parts
        return parts


_SEEN_VALUES = [np.zeros(0, np.float32)]
_A_DICT = object()  # stands for any dict of cards in the key of a compiled event (SeenEvents._compiled)


def _seen_values(bound: int) -> np.ndarray:
    """``x / (x + 10)`` in float32 for every whole number ``x`` up to ``bound`` at least (the values
    ``np.divide(x, x + 10)`` gives on a float32 vector of counts)."""
    lut = _SEEN_VALUES[0]
    if lut.size <= bound:
        x = np.arange(max(1024, 2 * (bound + 1)), dtype=np.float32)
        lut = _SEEN_VALUES[0] = x / (x + np.float32(SEEN_SCALE))
    return lut


def _seen_list(bound: int) -> list[float]:
    """:func:`_seen_values` as Python floats (the floats of its float32 values)."""
    lut = _SEEN_LIST[0]
    if len(lut) <= bound:
        lut = _SEEN_LIST[0] = _seen_values(bound).tolist()
    return lut


_SEEN_LIST: list[list[float]] = [[]]


# ---------------------------------------------------------------- the layout in words (docs/research.md)
