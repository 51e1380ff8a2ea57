"""Per-game fast observers: the observation tensor written from a match's own fields.

:class:`~taverna.research.features.Encoder` builds a game's observation from ``Match.view(player)``:
general, but most of an environment step goes into building the view's dicts and walking them.  An
observer here writes the *same* raw values into the same slots (layout ``taverna-features/2``)
straight from the engine's state, for the games it serves (Cucù, every rule set; Torionfo);
``tests/research/test_fastobs.py`` checks on random states of every rule set it serves that it
equals the encoder, value for value.  What only grows during a deal (the cards seen of Cucù's
hands, Cambio's discards, Torionfo's cards played) is brought up to date from what the match added
since the observer last read it, and read again from the start when the match holds another list.

Observers are looked up by game id (:func:`observer_for`); a game without one is encoded from its
view.  The same goes for returns (:func:`returns_for`): the spec's function, with the work it would
repeat at every step left out (the same values: ``test_fastobs.py`` checks them too).  This is per-game code living outside the game's folder (it reads the engine's attributes):
it belongs with the game and may move there.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from taverna.core.match import Match
from taverna.research.features import Encoder, _num

Json = Any


class Observer:
    """The raw observation of ``viewer`` (slots ``0 .. obs_size``), as the slots that are not zero:
    :meth:`collect` lists the flags (value 1) and the other values by slot."""

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


def observer_for(game: str, encoder: Encoder, prototype: Match) -> Observer | None:
    """The fast observer of a configuration, or None (the encoder reads the view)."""
    make = _OBSERVERS.get(game)
    return make(encoder, prototype) if make is not None else None


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
        self.cambio = not self.pagat and not self.le_her
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
        self.cambio_scalars_keys: list[tuple[int, str]] = [(sc[k], k) for k in ("deck_size", "set", "round") if k in sc]
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
        # Cambio's numbers, each read from the match by its key
        self.cambio_scalars = [(i, _CAMBIO_SCALARS[k]) for i, k in self.cambio_scalars_keys]
        # what every viewer has seen of the hands (the match's ``known``), brought up to date from
        # its journal as the journal grows: (the journal, the entries folded in, the record); and the
        # discards counted by kind as they grow: (the list, the cards counted, kind -> copies, and
        # slot -> value).  Each is read again from the start when the match's list is another (a new
        # deal, another match) or shorter: the engine only appends to these lists or replaces them.
        self.indian = bool(m.opts.indian)
        self._known_memo: tuple[list[Any], int, dict[str | None, dict[str, int]]] | None = None
        self._discards_memo: tuple[list[int], int, dict[int, int], dict[int, float]] | None = None

    def _kind_of(self, match: Any, card: int) -> int | None:
        k = self._kind.get(card, -1)
        if k == -1:
            k = self._kind[card] = self.enc.pack.index(match.card_str(card))
        return k

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
                k = self._kind_of(m, c)
            if k is None:
                continue
            if c_card is not None and p == viewer:
                i = c_card + k
                values[i] = values.get(i, 0.0) + 1.0
            if c_seen is not None:
                values[seat_at[p] + k] = 1.0  # (one card a hand: one slot a player)
        if self.cambio and self.c_discards is not None and m.discards:
            values.update(self._discards(m))
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

    def _discards(self, m: Any) -> dict[int, float]:
        """The discards counted by kind in the pack (the cards of no kind left out), as the values of
        their slots; only the cards added since the last call are counted."""
        cards = m.discards
        memo = self._discards_memo
        if memo is not None and memo[0] is cards and memo[1] <= len(cards):
            if memo[1] == len(cards):
                return memo[3]
            counted, new = memo[2], cards[memo[1] :]
        else:
            counted, new = {}, cards
        kind = self._kind
        for c in new:
            k = kind.get(c, -1)
            if k == -1:
                k = self._kind_of(m, c)
            if k is not None:
                counted[k] = counted.get(k, 0) + 1
        base = self.c_discards
        assert base is not None
        slots = {base + k: float(copies) for k, copies in counted.items()}
        self._discards_memo = (cards, len(cards), counted, slots)
        return slots


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


# ---------------------------------------------------------------- Torionfo
class TorionfoObserver(Observer):
    """Torionfo: ``TorionfoMatch.view`` read from the match's fields (its declared features only)."""

    def __init__(self, enc: Encoder, proto: Match, card_str: Callable[[int], str]) -> None:
        m: Any = proto
        self.enc, self.card_str = enc, card_str
        at = self.at = _Offsets(enc)
        n, nk = enc.n, len(enc.pack.kinds)
        players = list(m.players)
        rel = [{p: (enc._pos[p] - me) % n for p in players} for me in range(n)]
        self._kind: dict[int, int | None] = {}  # a card of the match -> its kind in the pack, or None
        # per viewer: each player's points slot; each seat key's slot by player
        self.points = [{p: s * at.nc + at.counter["points"] for p, s in r.items()} for r in rel]
        sk = at.seat_key
        self.seats = [{k: {p: sk[k] + s for p, s in r.items()} for k in sk} for r in rel]
        self.scalar = dict(at.scalar)
        ss = at.seat_scalar
        self.hand_sizes = [{p: ss["hand_sizes"] + s for p, s in r.items()} for r in rel]
        self.won = [{p: ss["won"] + s for p, s in r.items()} for r in rel]
        self.cards = dict(at.cards)
        sc = at.seat_cards
        self.trick = [{p: sc["trick"] + s * nk for p, s in r.items()} for r in rel]
        self.discards = sc["discards"]  # (the viewer's own row: seat 0; the others' are counts, not cards)
        self.phase = at.phase
        self.phases = at.phases
        # the cards played this deal counted by kind as they grow: (the list, the cards counted, kind -> copies)
        self._played: tuple[list[int], int, dict[int, int]] | None = None

    def _kind_of(self, card: int) -> int | None:
        k = self._kind.get(card, -1)
        if k == -1:
            k = self._kind[card] = self.enc.pack.index(self.card_str(card))
        return k

    def _count(self, values: dict[int, float], base: int, cards: list[int]) -> None:
        kind = self._kind
        for c in cards:
            k = kind.get(c, -1)
            if k == -1:
                k = self._kind_of(c)
            if k is not None:
                values[base + k] = values.get(base + k, 0.0) + 1.0

    def collect(self, match: Match, viewer: str, ones: list[int], values: dict[int, float]) -> None:
        m: Any = match
        me = self.enc._pos[viewer]
        flag = ones.append
        totals, team_of = m.totals, m.team_of
        for p, i in self.points[me].items():
            x = totals[team_of[p]]
            if x:
                values[i] = float(x) if type(x) in (int, float) else _num(x)
        seats = self.seats[me]
        over = m.over
        for key, who in (
            ("turn", None if over else m.turn),
            ("dealer", m.dealer),
            ("cutter", m.cutter),
            ("winner", m.winner),
        ):
            slots = seats.get(key)
            if slots is not None:
                if isinstance(who, list):
                    for w in who:
                        _flag_seat(ones, slots, w)
                else:
                    _flag_seat(ones, slots, who)
        slots = seats.get("to_act")
        if slots is not None:
            for p in m.waiting_for():
                flag(slots[p])
        sc = self.scalar
        for key, x in (
            ("deal", m.deal_no),
            ("deals", m.opts.deals),
            ("stock", len(m.stock)),
            ("hand_size", m.hand_size),
            ("tricks_left", m.tricks_left),
            ("finished", over),
        ):
            slot = sc.get(key)
            if slot is not None and x:
                values[slot] = float(x) if type(x) in (int, float) else _num(x)
        for at, held in ((self.hand_sizes[me], m.hands), (self.won[me], m.won)):
            for p, cards in held.items():
                if cards:
                    values[at[p]] = float(len(cards))
        cards = self.cards
        count = self._count
        count(values, cards["hand"], m.hands[viewer])
        if m.torionfo is not None:
            count(values, cards["torionfo"], [m.torionfo])
        count(values, cards["cut_taken"], m.cut_taken)
        count(values, cards["turn_taken"], m.turn_taken)
        base = cards["played"]
        for k, copies in self._played_kinds(m.played).items():
            values[base + k] = float(copies)
        trick = self.trick[me]
        for p, c in m.trick:
            count(values, trick[p], [c])
        count(values, self.discards, m.discards[viewer])
        if self.phase is not None:
            flag(self.phase + self.phases.get(m.phase, len(self.phases)))

    def _played_kinds(self, played: list[int]) -> dict[int, int]:
        """The cards played this deal counted by kind, counting only those played since the last
        call (the engine appends to the list and replaces it at a new deal)."""
        memo = self._played
        if memo is not None and memo[0] is played and memo[1] <= len(played):
            counted, new = memo[2], played[memo[1] :]
        else:
            counted, new = {}, played
        for c in new:
            k = self._kind.get(c, -1)
            if k == -1:
                k = self._kind_of(c)
            if k is not None:
                counted[k] = counted.get(k, 0) + 1
        self._played = (played, len(played), counted)
        return counted


def _torionfo(enc: Encoder, proto: Match) -> Observer | None:
    from taverna.cards.cuckoo import card_str
    from taverna.games.torionfo.engine import TorionfoMatch

    f = enc.f
    if not (
        type(proto).view is TorionfoMatch.view
        and f.counters == ("points",)
        and set(f.seat_keys) <= {"turn", "dealer", "cutter", "to_act", "winner"}
        and set(f.scalars) <= {"deal", "deals", "stock", "hand_size", "tricks_left", "finished"}
        and f.seat_scalars == ("hand_sizes", "won")
        and f.cards == ("hand", "torionfo", "cut_taken", "turn_taken", "played")
        and f.seat_cards == ("trick", "discards")
    ):
        return None  # another view, or features this observer does not write: the encoder reads the view
    return TorionfoObserver(enc, proto, card_str)


register_observer("torionfo", _torionfo)


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
    if m0.le_her:
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
