"""Per-game fast observers: the observation tensor written from a match's own fields.

:class:`~taverna.research.features.Encoder` builds a game's observation from ``Match.view(player)``:
general, but most of an environment step goes into building the view's dicts and walking them.  An
observer here writes the *same* raw values into the same slots (layout ``taverna-features/2``)
straight from the engine's state, for the games it serves; ``tests/research/test_fastobs.py``
checks on random states of every rule set it serves that it equals the encoder, value for value.

Observers are looked up by game id (:func:`observer_for`); a game without one is encoded from its
view.  This is per-game code living outside the game's folder (it reads the engine's attributes):
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
    """Writes the raw observation of ``viewer`` (slots ``0 .. obs_size``) into a zeroed vector."""

    def write(self, match: Match, viewer: str, out: np.ndarray) -> None:
        raise NotImplementedError


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

    def __init__(self, enc: Encoder, proto: Match) -> None:
        self.enc = enc
        self.at = _Offsets(enc)
        self.n = enc.n
        self.nk = len(enc.pack.kinds)
        self.pos = enc._pos
        self._kind: dict[int, int | None] = {}  # a card of the match -> its kind in the pack, or None

    def _kind_of(self, match: Any, card: int) -> int | None:
        k = self._kind.get(card, -1)
        if k == -1:
            k = self._kind[card] = self.enc.pack.index(match.card_str(card))
        return k

    def write(self, match: Match, viewer: str, out: np.ndarray) -> None:
        m: Any = match
        at, n, pos = self.at, self.n, self.pos
        me = pos[viewer]
        # what the viewer sees of the hands (as the view's ``cards``; ``card`` is the viewer's own)
        known = m._knowledge({None, viewer})
        seen = dict(known.get(None, {}))
        seen.update(known.get(viewer, {}))
        hands = m.hands
        cards = {p: c for p, c in seen.items() if p in hands and hands[p].card == c}
        # the players' counters
        nc = at.nc
        if nc:
            counter = at.counter
            i_count = counter.get("tokens" if m.pagat else "score" if m.le_her else "chips")
            i_out, i_lost, i_in = counter.get("out"), counter.get("lost"), counter.get("in_deal")
            i_has, i_virgin = counter.get("has_card"), counter.get("virgin") if m.pagat else None
            count, out_set, lost, token_loss = m.count, m.out, m.lost, m.token_loss
            order, dead = m.order, m.dead
            for p in m.players:
                base = ((pos[p] - me) % n) * nc
                if i_count is not None:
                    x = count[p]
                    out[base + i_count] = float(x) if type(x) in (int, float) else _num(x)
                if i_out is not None and p in out_set:
                    out[base + i_out] = 1.0
                if i_lost is not None and (p in lost or p in token_loss):
                    out[base + i_lost] = 1.0
                if i_in is not None and p in order and p not in out_set and p not in lost and p not in dead:
                    out[base + i_in] = 1.0
                if i_has is not None and p in hands:
                    out[base + i_has] = 1.0
                if i_virgin is not None and p in m.virgins:
                    out[base + i_virgin] = 1.0
        # seats: turn, dealer, to_act, winner
        sk = at.seat_key
        if "turn" in sk and m.phase == "exchanges" and m.pos < len(m.turns):
            self._seat(out, sk["turn"], m.turns[m.pos], me)
        if "dealer" in sk:
            self._seat(out, sk["dealer"], m.dealer, me)
        if "to_act" in sk:
            for p in m.waiting_for():
                self._seat(out, sk["to_act"], p, me)
        if "winner" in sk:
            w = m.winner
            for p in w if isinstance(w, list) else [w]:
                self._seat(out, sk["winner"], p, me)
        # numbers
        sc = at.scalar
        values: dict[str, Json] = {"pool": m.pool, "deal": m.deal_no, "finished": m.finished}
        cambio = not m.le_her and not m.pagat
        if cambio:
            values.update(deck_size=len(m.deck), set=m.set_no, round=m.round_no)
        for key, x in values.items():
            i = sc.get(key)
            if i is not None:
                out[i] = _num(x)
        # cards: the viewer's own, the discards (face up), every hand the viewer has seen
        ca = at.cards
        if "card" in ca and viewer in hands and viewer in cards:
            k = self._kind_of(m, cards[viewer])
            if k is not None:
                out[ca["card"] + k] += 1.0
        if cambio and "discards" in ca:
            base = ca["discards"]
            for c in m.discards:
                k = self._kind_of(m, c)
                if k is not None:
                    out[base + k] += 1.0
        if "cards" in at.seat_cards:
            base, nk = at.seat_cards["cards"], self.nk
            for p, c in cards.items():
                k = self._kind_of(m, c)
                if k is not None:
                    out[base + ((pos[p] - me) % n) * nk + k] += 1.0
        if at.phase is not None:
            out[at.phase + at.phases.get(m.phase, len(at.phases))] = 1.0

    def _seat(self, out: np.ndarray, base: int, name: Json, me: int) -> None:
        i = self.pos.get(name) if isinstance(name, str) else None
        if i is not None:
            out[base + (i - me) % self.n] = 1.0


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
    return CucuObserver(enc, proto)


# the keys of a player's entry in CucuMatch.view
_CUCU_COUNTERS = frozenset({"tokens", "chips", "score", "out", "lost", "in_deal", "has_card", "virgin"})


register_observer("cucu", _cucu)
