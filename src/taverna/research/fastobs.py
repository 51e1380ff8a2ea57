"""Per-game fast observers: the observation tensor written from a match's own fields.

:class:`~taverna.research.features.Encoder` builds a game's observation from ``Match.view(player)``:
general, but most of an environment step goes into building the view's dicts and walking them.  An
observer here writes the *same* raw values into the same slots (layout ``taverna-features/3``)
straight from the engine's state: Cucù's own observer (every rule set), and for the other games
the readers their spec declares (:class:`~taverna.games.spec.Readers`, called by
:class:`ReadersObserver`).  ``tests/research/test_fastobs.py`` checks on random states of every
configuration served that it equals the encoder, value for value.  What only grows during a deal
(the cards seen of Cucù's hands, Cambio's discards, the cards played of a trick game) is brought
up to date from what the match added since the observer last read it, and read again from the
start when the match holds another list.

Observers are looked up by game id (:func:`observer_for`); a game without one is encoded from its
view.  The same goes for returns (:func:`returns_for`): the spec's function, with the work it would
repeat at every step left out (the same values: ``test_fastobs.py`` checks them too).  Cucù's
observer and returns are per-game code living outside the game's folder (they read the engine's
attributes); the readers of the other games live in their folders (``games/<id>/spec.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from taverna.core.match import Match
from taverna.games.spec import Readers
from taverna.research.features import Encoder, _num

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


def observer_for(game: str, encoder: Encoder, prototype: Match, readers: Readers | None = None) -> Observer | None:
    """The fast observer of a configuration: the game's own (registered here), else one that calls
    the readers its spec declares (:class:`ReadersObserver`), else None (the encoder reads the view)."""
    make = _OBSERVERS.get(game)
    if make is not None:
        return make(encoder, prototype)
    if readers is not None:
        return ReadersObserver.of(encoder, prototype, readers)
    return None


class _Offsets:
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


class _Grown:
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
        f, at = enc.f, _Offsets(enc)
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
        self.growing = [(read[k], _Grown(at.cards[k], self._kind_of)) for k in f.cards if k in readers.growing]
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


# ---------------------------------------------------------------- Cucù
class CucuObserver(Observer):
    """Cucù (every rule set): ``CucuMatch.view`` read from the match's fields."""

    def __init__(self, enc: Encoder, proto: Match, fold_seen: Callable[..., None]) -> None:
        m: Any = proto
        self.enc = enc
        self.fold_seen = fold_seen  # the game's replay of its journal of cards seen (hands.fold_seen)
        at = self.at = _Offsets(enc)
        n = self.n = enc.n
        self.nk = len(enc.pack.kinds)
        self.pos = enc._pos
        self._kind: dict[int, int | None] = {}  # a card of the match -> its kind in the pack, or None
        # the configuration's facts (fixed by its options): the family and the keys of its view
        self.pagat, self.le_her = bool(m.pagat), bool(m.le_her)
        self.cambio = not self.pagat and not self.le_her and not getattr(m, "lives", False)
        c = at.counter
        self.i_count = c.get("tokens" if self.pagat else "score" if self.le_her else "chips")
        self.i_out, self.i_lost = c.get("out"), c.get("lost")
        self.i_in, self.i_has = c.get("in_deal"), c.get("has_card")
        self.i_virgin = c.get("virgin") if self.pagat else None
        # per viewer: each player (in order of play) with the start of their counters
        players = list(m.players)
        self.bases = [[(p, ((self.pos[p] - me) % n) * at.nc) for p in players] for me in range(n)]
        sk = at.seat_key
        self.k_turn, self.k_dealer = sk.get("turn"), sk.get("dealer")
        self.k_to_act, self.k_winner = sk.get("to_act"), sk.get("winner")
        sc = at.scalar
        self.scalar_slots = (sc.get("pool"), sc.get("deal"), sc.get("finished"))
        # Cambio's numbers, each read from the match by its key
        self.cambio_scalars = [(sc[k], _CAMBIO_SCALARS[k]) for k in ("deck_size", "set", "round") if k in sc]
        self.c_card, self.c_discards = at.cards.get("card"), at.cards.get("discards")
        self.c_seen = at.seat_cards.get("cards")
        # per viewer, every slot placed: each player's counters (None: not a feature), the seat
        # slots of each player by key, the start of each player's row of cards seen
        rel = [{p: (self.pos[p] - me) % n for p in players} for me in range(n)]

        def at_slots(i: int | None, me: int) -> dict[str, int] | None:
            return None if i is None else {p: b + i for p, b in self.bases[me]}

        self.counter_slots = [
            tuple(
                at_slots(i, me) for i in (self.i_count, self.i_out, self.i_in, self.i_lost, self.i_has, self.i_virgin)
            )
            for me in range(n)
        ]

        def seats(base: int | None, me: int) -> dict[str, int] | None:
            return None if base is None else {p: base + s for p, s in rel[me].items()}

        self.seat_slots = [
            (seats(self.k_turn, me), seats(self.k_dealer, me), seats(self.k_to_act, me), seats(self.k_winner, me))
            for me in range(n)
        ]
        seen_base = self.c_seen if self.c_seen is not None else 0
        self.card_rows = [{p: seen_base + s * self.nk for p, s in rel[me].items()} for me in range(n)]
        # what every viewer has seen of the hands (the match's ``known``), brought up to date from
        # its journal as the journal grows: (the journal, the entries folded in, the record), read
        # again from the start when the match's journal is another (a new deal, another match) or
        # shorter: the engine only appends to it or replaces it; and the discards, counted as they grow
        self.indian = bool(m.opts.indian)
        self._known_memo: tuple[list[Any], int, dict[str | None, dict[str, int]]] | None = None
        self.card_name = m.card_str  # (the configuration's: the pack's record notation)
        self._discards = _Grown(self.c_discards or 0, self._kind_of)

    def collect(self, match: Match, viewer: str, ones: list[int], values: dict[int, float]) -> None:
        m: Any = match
        me = self.pos[viewer]
        flag = ones.append
        # what the viewer sees of the hands (as the view's ``cards``; ``card`` is the viewer's own)
        known = self._known(m) if not self.indian else m._knowledge({None, viewer})
        public, mine = known.get(None), known.get(viewer)
        if public:
            seen = dict(public)
            if mine:
                seen.update(mine)
        else:
            seen = mine or {}
        hands = m.hands
        # the players' counters, by player (each slot already placed for this viewer; None: not a feature)
        count_at, out_at, in_at, lost_at, has_at, virgin_at = self.counter_slots[me]
        if count_at is not None:
            for p, x in m.count.items():
                if x:
                    values[count_at[p]] = float(x) if type(x) in (int, float) else _num(x)
        out_set, lost, dead = m.out, m.lost, m.dead
        if out_at is not None:
            for p in out_set:
                flag(out_at[p])
        if in_at is not None:
            for p in m.order:
                if p not in out_set and p not in lost and p not in dead:
                    flag(in_at[p])
        if lost_at is not None:
            for p in lost:
                flag(lost_at[p])
            for p in m.token_loss:
                if p not in lost:
                    flag(lost_at[p])
        if has_at is not None:
            for p in hands:
                flag(has_at[p])
        if virgin_at is not None:
            for p in m.virgins:
                flag(virgin_at[p])
        # seats: turn, dealer, to_act, winner (each a dict from a player's name to the slot)
        turn, dealer, to_act, winner = self.seat_slots[me]
        if turn is not None and m.phase == "exchanges" and m.pos < len(m.turns):
            _flag_seat(ones, turn, m.turns[m.pos])
        if dealer is not None:
            d = m.dealer
            i = dealer.get(d) if d.__class__ is str else None
            if i is not None:
                flag(i)
        if to_act is not None:
            for p in m.waiting_for():
                flag(to_act[p])
        if winner is not None:
            w = m.winner
            if isinstance(w, list):
                for p in w:
                    _flag_seat(ones, winner, p)
            elif w is not None:
                _flag_seat(ones, winner, w)
        # numbers
        i_pool, i_deal, i_finished = self.scalar_slots
        if i_pool is not None:
            x = m.pool
            x = float(x) if type(x) in (int, float) else _num(x)
            if x:
                values[i_pool] = x
        if i_deal is not None:
            x = m.deal_no
            x = float(x) if type(x) in (int, float) else _num(x)
            if x:
                values[i_deal] = x
        if i_finished is not None and m.finished:
            values[i_finished] = 1.0
        if self.cambio:
            for i, read in self.cambio_scalars:
                x = read(m)
                if x:
                    values[i] = float(x) if type(x) is int else _num(x)
        # cards, counted: the viewer's own, the discards (face up), every hand the viewer has seen
        kind = self._kind
        c_card, c_seen = self.c_card, self.c_seen
        seat_at = self.card_rows[me]
        for p, c in seen.items():
            held = hands.get(p)
            if held is None or held.card != c:
                continue  # (a card the viewer saw that has left that hand)
            k = kind.get(c, -1)
            if k == -1:
                k = self._kind_of(c)
            if k is None:
                continue
            if c_card is not None and p == viewer:
                i = c_card + k
                values[i] = values.get(i, 0.0) + 1.0
            if c_seen is not None:
                values[seat_at[p] + k] = 1.0  # (one card a hand: one slot a player)
        if self.cambio and self.c_discards is not None and m.discards:
            values.update(self._discards.values(m.discards))
        at = self.at
        if at.phase is not None:
            flag(at.phase + at.phases.get(m.phase, len(at.phases)))

    def _known(self, m: Any) -> dict[str | None, dict[str, int]]:
        """The match's ``known`` (every viewer), folding in only the journal's new entries."""
        log = m.seen_log
        memo = self._known_memo
        if memo is not None and memo[0] is log and memo[1] <= len(log):
            known = memo[2]
            if memo[1] < len(log):
                self.fold_seen(known, log[memo[1] :], None, False, m.order, m.players)
        else:
            known = {}
            self.fold_seen(known, log, None, False, m.order, m.players)
        self._known_memo = (log, len(log), known)
        return known


def _flag_seat(ones: list[int], slots: dict[str, int], name: Json) -> None:
    """The slot of player ``name`` (a name, or anything else: no slot) listed in ``ones``."""
    i = slots.get(name) if isinstance(name, str) else None
    if i is not None:
        ones.append(i)


def _cucu(enc: Encoder, proto: Match) -> Observer | None:
    # the view this observer copies is CucuMatch's; a subclass may show more or other things
    from taverna.games.cucu.engine import CucuMatch

    if type(proto).view is not CucuMatch.view:
        return None
    f = enc.f
    if not (
        set(f.counters) <= _CUCU_COUNTERS
        and set(f.seat_keys) <= {"turn", "dealer", "to_act", "winner"}
        and set(f.scalars) <= {"pool", "deal", "finished", "deck_size", "set", "round"}
        and not f.seat_scalars
        and set(f.cards) <= {"card", "discards"}
        and set(f.seat_cards) <= {"cards"}
    ):
        return None  # features this observer does not write: the encoder reads the view
    at = _Offsets(enc)
    flags = [at.counter[k] for k in f.counters if k not in ("tokens", "chips", "score")]
    if any(enc.slots[i].how != "flag" for i in flags):
        return None  # (the observer lists the yes/no counters as flags, 1 when yes)
    from taverna.games.cucu.hands import fold_seen

    return CucuObserver(enc, proto, fold_seen)


# Cambio's numbers in CucuMatch.view, read from the match
_CAMBIO_SCALARS: dict[str, Callable[[Any], Json]] = {
    "deck_size": lambda m: len(m.deck),
    "set": lambda m: m.set_no,
    "round": lambda m: m.round_no,
}

# the keys of a player's entry in CucuMatch.view
_CUCU_COUNTERS = frozenset({"tokens", "chips", "score", "out", "lost", "in_deal", "has_card", "virgin"})


register_observer("cucu", _cucu)


# ---------------------------------------------------------------- returns
Returns = Callable[[Match, dict[str, Json]], list[float]]
_RETURNS: dict[str, Callable[[Returns, Match], Returns | None]] = {}


def returns_for(game: str, returns: Returns, prototype: Match) -> Returns:
    """The returns of a configuration: the spec's ``returns``, or a faster function giving the same."""
    make = _RETURNS.get(game)
    fast = make(returns, prototype) if make is not None else None
    return fast if fast is not None else returns


# the public events the pagat money of spec._cucu_returns reads (the others leave it as it is)
_MONEY_EVENTS = frozenset({"match_start", "reentered", "offer_accepted", "pool_paid"})


def _cucu_returns(returns: Returns, proto: Match) -> Returns | None:
    from taverna.games.cucu import spec

    if returns is not getattr(spec, "_cucu_returns", None):  # another declaration: its own function
        return None
    m0: Any = proto
    if m0.pagat:

        def pagat(match: Match, start: dict[str, Json]) -> list[float]:
            # money changes only with a few public events: while none comes, the returns stay
            log = match.log
            notes = match.__dict__
            memo = notes.get("_fast_returns")
            if memo is not None and memo[0] is log and memo[1] <= len(log):
                for ev in log[memo[1] :]:
                    if ev.to is None and ev.kind in _MONEY_EVENTS:
                        break
                else:
                    notes["_fast_returns"] = (log, len(log), memo[2])
                    return list(memo[2])
            out = [float(x) for x in returns(match, start)]
            notes["_fast_returns"] = (log, len(log), out)
            return list(out)

        return pagat
    if m0.le_her or getattr(m0, "lives", False):  # (Ranter-Go-Round, Coucou: the pot paid out, spec's own)
        return None

    def chips(match: Match, start: dict[str, Json]) -> list[float]:
        # generic_returns on Cucù's summary (each player's chips less the match_start's), without
        # building the summary
        m: Any = match
        now = [m.count[p] for p in m.players]
        if all(isinstance(x, (int, float)) for x in now):
            first: dict[str, Json] = next((e.data for e in m.log if e.kind == "match_start" and e.to is None), {})
            c = first.get("chips")
            if isinstance(c, int) and not isinstance(c, bool):
                return [float(x) - float(c) for x in now]
        return [float(x) for x in returns(match, start)]

    return chips


_RETURNS["cucu"] = _cucu_returns
