"""Per-game fast observers: the observation tensor written from a match's own fields.

:class:`~taverna.research.envs.features.Encoder` builds a game's observation from ``Match.view(player)``:
general, but most of an environment step goes into building the view's dicts and walking them.  An
observer here writes the *same* raw values into the same slots (layout ``taverna-features/4``)
straight from the engine's state: a game's own observer (``fast_observer`` of its research part:
Cucù's, ``games/cucu/research/observer.py``, every rule set), and for the other games
the readers their spec declares (:class:`~taverna.games.spec.Readers`, called by
:class:`ReadersObserver`).  ``tests/research/envs/test_fastobs.py`` checks on random states of every
configuration served that it equals the encoder, value for value.  What only grows during a deal
(the cards seen of Cucù's hands, Cambio's discards, the cards played of a trick game) is brought
up to date from what the match added since the observer last read it, and read again from the
start when the match holds another list.

Observers are looked up by game id (:func:`observer_for`); a game without one is encoded from its
view.  The same goes for returns (:func:`returns_for`): the spec's function, with the work it would
repeat at every step left out (the same values: ``test_fastobs.py`` checks them too).  Cucù's
observer and returns read the engine's attributes, so they live in the game's folder, in its research
part (``fast_returns``); the readers of the other games live in their folders (``games/<id>/spec.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from taverna.core.match import Match
from taverna.games.spec import Readers
from taverna.research.envs.features import Encoder, _num

as_number = _num  # a view's value as the observation's number (for a game's own observer)

Json = Any


class Observer:
    """The raw observation of ``viewer`` (slots ``0 .. obs_size``), as the slots that are not zero:
    :meth:`collect` lists the flags (value 1) and the other values by slot."""

    enc: Encoder
    card_name: Callable[[int], str]  # a card of the match -> its name (the configuration's notation)
    _kind: dict[int, int | None]  # a card of the match -> its kind in the pack, or None (remembered)

    def _kind_of(self, card: int) -> int | None:
        k = self._kind.get(card, -1)
        if k == -1:
            k = self._kind[card] = self.enc.pack.index(self.card_name(card))
        return k

    def collect(self, match: Match, viewer: str, ones: list[int], values: dict[int, float]) -> None:
        raise NotImplementedError

    def collect_list(self, match: Match, viewer: str, out: list[float]) -> None:
        """The observation of ``viewer`` written into ``out`` (a list of zeros, at least ``obs_size``
        long), normalised as :meth:`Encoder.put_list` writes it."""
        ones: list[int] = []
        values: dict[int, float] = {}
        self.collect(match, viewer, ones, values)
        self.enc.put_list(out, values, ones)

    def write(self, match: Match, viewer: str, out: np.ndarray) -> None:
        """The raw observation written into ``out`` (zeros, at least ``obs_size`` long)."""
        ones: list[int] = []
        values: dict[int, float] = {}
        self.collect(match, viewer, ones, values)
        out[ones] = 1.0
        out[list(values)] = list(values.values())


_OBSERVERS: dict[str, Callable[[Encoder, Match], Observer | None]] = {}


def register_observer(game: str, make: Callable[[Encoder, Match], Observer | None]) -> None:
    """``make(encoder, prototype)`` builds the observer of one configuration (None: not served)."""
    _OBSERVERS[game] = make


def research_part(game: str) -> Any:
    """The game's own research part (``games/<id>/research/``, through the registry), or None."""
    from taverna.core.errors import TavernaError
    from taverna.games import get_game

    try:
        return get_game(game).part("research")
    except TavernaError:  # (a configuration declared outside the registry)
        return None


def observer_for(game: str, encoder: Encoder, prototype: Match, readers: Readers | None = None) -> Observer | None:
    """The fast observer of a configuration: the game's own (registered here, or ``fast_observer`` of
    its research part), else one that calls the readers its spec declares (:class:`ReadersObserver`),
    else None (the encoder reads the view)."""
    make = _OBSERVERS.get(game) or getattr(research_part(game), "fast_observer", None)
    if make is not None:
        return make(encoder, prototype)
    if readers is not None:
        return ReadersObserver.of(encoder, prototype, readers)
    return None


class Offsets:
    """Where each declared feature key's slots start in the observation (the encoder's order)."""

    def __init__(self, enc: Encoder) -> None:
        f, n, nk = enc.f, enc.n, len(enc.pack.kinds)
        self.counter = {k: i for i, k in enumerate(f.counters)}
        at = n * len(f.counters)
        self.seat_key = {k: at + i * n for i, k in enumerate(f.seat_keys)}
        at += len(f.seat_keys) * n
        self.scalar = {k: at + i for i, k in enumerate(f.scalars)}
        at += len(f.scalars)
        self.seat_scalar = {k: at + i * n for i, k in enumerate(f.seat_scalars)}
        at += len(f.seat_scalars) * n
        self.cards = {k: at + i * nk for i, k in enumerate(f.cards)}
        at += len(f.cards) * nk
        self.seat_cards = {k: at + i * n * nk for i, k in enumerate(f.seat_cards)}
        at += len(f.seat_cards) * n * nk
        self.phase = at if f.phases else None
        self.phases = {p: i for i, p in enumerate(f.phases)}
        self.nc = len(f.counters)


class Grown:
    """The cards of a list that the engine only appends to during its life (or replaces with
    another: a new deal), counted by kind as they come, as the values of their slots (first slot
    ``base``).  The list is counted again from the start when the match holds another one or a
    shorter one."""

    def __init__(self, base: int, kind_of: Callable[[int], int | None]) -> None:
        self.base, self.kind_of = base, kind_of
        # (the list, the cards counted, kind -> copies, slot -> value), once read
        self.memo: tuple[list[int], int, dict[int, int], dict[int, float]] | None = None

    def values(self, cards: list[int]) -> dict[int, float]:
        """Slot -> value (a dict the next call may change: read it at once)."""
        memo = self.memo
        if memo is not None and memo[0] is cards and memo[1] <= len(cards):
            if memo[1] == len(cards):
                return memo[3]
            counted, slots, new = memo[2], memo[3], cards[memo[1] :]
        else:
            counted, slots, new = {}, {}, cards
        kind_of, base = self.kind_of, self.base
        for c in new:
            k = kind_of(c)
            if k is not None:
                x = counted[k] = counted.get(k, 0) + 1
                slots[base + k] = float(x)
        self.memo = (cards, len(cards), counted, slots)
        return slots


# ---------------------------------------------------------------- a game's readers
_NUMBERS = frozenset({int, float, bool})  # exactly these types: float(x) is _num(x)


class ReadersObserver(Observer):
    """The observation written from what a game's :class:`~taverna.games.spec.Readers` read of its
    match: each feature's slots placed once per viewer, each reader called once per observation."""

    @classmethod
    def of(cls, enc: Encoder, proto: Match, readers: Readers) -> ReadersObserver | None:
        f = enc.f
        keys = (*f.seat_keys, *f.scalars, *f.seat_scalars, *f.cards, *f.seat_cards, *(("phase",) if f.phases else ()))
        if type(proto).view is not readers.engine.view:
            return None  # another view than the one the readers copy: the encoder reads it
        if (f.counters and readers.entries is None) or any(k not in readers.keys for k in keys):
            return None  # a feature without a reader: the encoder reads the view
        return cls(enc, proto, readers)

    def __init__(self, enc: Encoder, proto: Match, readers: Readers) -> None:
        self.enc, self.card_name = enc, readers.card_name
        self.pos = enc._pos
        f, at = enc.f, Offsets(enc)
        n, nk, nc = enc.n, len(enc.pack.kinds), at.nc
        rel = [{p: (i - me) % n for p, i in enc._pos.items()} for me in range(n)]
        read = readers.keys
        self._kind: dict[int, int | None] = {}  # a card of the match -> its kind in the pack, or None
        # the players' entries: per viewer, each player's first counter slot; the counters' keys in order
        self.entries = readers.entries if f.counters else None
        self.entry_at = [{p: s * nc for p, s in r.items()} for r in rel]
        self.counter_keys = f.counters
        # per viewer: (reader, each player's slot) of every seat key and seat scalar; (reader, each
        # player's first slot) of every seat card key
        self.seat_keys = [[(read[k], {p: at.seat_key[k] + s for p, s in r.items()}) for k in f.seat_keys] for r in rel]
        self.scalars = [(read[k], at.scalar[k]) for k in f.scalars]
        self.seat_scalars = [
            [(read[k], {p: at.seat_scalar[k] + s for p, s in r.items()}) for k in f.seat_scalars] for r in rel
        ]
        self.cards = [(read[k], at.cards[k]) for k in f.cards if k not in readers.growing]
        self.growing = [(read[k], Grown(at.cards[k], self._kind_of)) for k in f.cards if k in readers.growing]
        self.seat_cards = [
            [(read[k], {p: at.seat_cards[k] + s * nk for p, s in r.items()}) for k in f.seat_cards] for r in rel
        ]
        self.phase = (read["phase"], at.phase, at.phases) if f.phases and at.phase is not None else None

    def collect(self, match: Match, viewer: str, ones: list[int], values: dict[int, float]) -> None:
        me = self.pos[viewer]
        if self.entries is not None:
            keys, first = self.counter_keys, self.entry_at[me]
            for p, entry in self.entries(match, viewer).items():
                i = first.get(p)
                if i is None:
                    continue
                for key in keys:
                    x = entry.get(key)
                    if x:
                        values[i] = float(x) if type(x) in _NUMBERS else _num(x)
                    i += 1
        for read, slots in self.seat_keys[me]:
            who = read(match, viewer)
            for name in who if isinstance(who, list) else (who,):
                i = slots.get(name) if isinstance(name, str) else None
                if i is not None:
                    ones.append(i)
        for read, i in self.scalars:
            x = read(match, viewer)
            if x:
                values[i] = float(x) if type(x) in _NUMBERS else _num(x)
        for read, slots in self.seat_scalars[me]:
            for p, x in read(match, viewer).items():
                if x:
                    i = slots.get(p)
                    if i is not None:
                        values[i] = float(x) if type(x) in _NUMBERS else _num(x)
        kind = self._kind
        for read, base in self.cards:
            for c in read(match, viewer):
                k = kind.get(c, -1)
                if k == -1:
                    k = self._kind_of(c)
                if k is not None:
                    values[base + k] = values.get(base + k, 0.0) + 1.0
        for read, grown in self.growing:
            values.update(grown.values(read(match, viewer)))
        for read, rows in self.seat_cards[me]:
            for p, cards in read(match, viewer):
                row = rows.get(p)
                if row is None:
                    continue
                for c in cards:
                    k = kind.get(c, -1)
                    if k == -1:
                        k = self._kind_of(c)
                    if k is not None:
                        values[row + k] = values.get(row + k, 0.0) + 1.0
        if self.phase is not None:
            read_phase, start, phases = self.phase
            phase = read_phase(match, viewer)
            ones.append(start + (phases.get(phase, len(phases)) if isinstance(phase, str) else len(phases)))


# ---------------------------------------------------------------- returns
Returns = Callable[[Match, dict[str, Json]], list[float]]
_RETURNS: dict[str, Callable[[Returns, Match], Returns | None]] = {}


def returns_for(game: str, returns: Returns, prototype: Match) -> Returns:
    """The returns of a configuration: the spec's ``returns``, or a faster function giving the same."""
    make = _RETURNS.get(game) or getattr(research_part(game), "fast_returns", None)
    fast = make(returns, prototype) if make is not None else None
    return fast if fast is not None else returns
