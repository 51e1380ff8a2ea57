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
from dataclasses import dataclass
from functools import cache
from typing import Any

import numpy as np

from taverna.research.spec import Features, Pack

Json = Any
HISTORY = 8  # the last events encoded one by one in the information-state tensor

_EMIT = re.compile(r"""emit\(\s*["']([A-Za-z0-9_]+)["']""")


@cache
def event_kinds(match_cls: type) -> tuple[str, ...]:
    """Every event kind the engine's source emits literally (others share an extra slot), sorted."""
    kinds: set[str] = set()
    for cls in match_cls.__mro__:
        if cls.__module__.startswith("taverna.games"):
            try:
                src = inspect.getsource(inspect.getmodule(cls))  # type: ignore[arg-type]
            except (OSError, TypeError):
                continue
            kinds.update(_EMIT.findall(src))
    return tuple(sorted(kinds))


def observation_string(view: dict[str, Json]) -> str:
    v = {k: x for k, x in view.items() if k not in ("log", "log_size")}
    return json.dumps(v, sort_keys=True, ensure_ascii=False)


def information_state_string(view: dict[str, Json]) -> str:
    v = {k: x for k, x in view.items() if k != "log_size"}
    return json.dumps(v, sort_keys=True, ensure_ascii=False)


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

    @property
    def info_size(self) -> int:
        return self.obs_size + self.info_extra

    def seat(self, viewer: str, name: Json) -> int | None:
        """The seat of ``name`` relative to ``viewer`` (0: the viewer), or None."""
        if not isinstance(name, str) or name not in self.players:
            return None
        return (self.players.index(name) - self.players.index(viewer)) % self.n

    def _cards(self, value: Json) -> list[int]:
        """Kinds of the cards in ``value``: a name, a list of names, or a list of ``[player, card]``."""
        out: list[int] = []
        if isinstance(value, str):
            i = self.pack.index(value)
            if i is not None:
                out.append(i)
        elif isinstance(value, list):
            for x in value:
                if isinstance(x, list) and len(x) == 2:
                    out.extend(self._cards(x[1]))
                else:
                    out.extend(self._cards(x))
        return out

    def observation(self, view: dict[str, Json], viewer: str) -> np.ndarray:
        f, n, nk = self.f, self.n, len(self.pack.kinds)
        parts: list[np.ndarray] = []
        entries = {e.get("name"): e for e in view.get("players") or [] if isinstance(e, dict)}
        block = np.zeros((n, len(f.counters)), np.float32)
        for name, e in entries.items():
            s = self.seat(viewer, name)
            if s is not None:
                block[s] = [_num(e.get(k)) for k in f.counters]
        parts.append(block.ravel())
        block = np.zeros((len(f.seat_keys), n), np.float32)
        for i, k in enumerate(f.seat_keys):
            val = view.get(k)
            for name in val if isinstance(val, list) else [val]:
                s = self.seat(viewer, name)
                if s is not None:
                    block[i, s] = 1.0
        parts.append(block.ravel())
        parts.append(np.array([_num(view.get(k)) for k in f.scalars], np.float32))
        block = np.zeros((len(f.seat_scalars), n), np.float32)
        for i, k in enumerate(f.seat_scalars):
            val = view.get(k)
            if isinstance(val, dict):
                for name, x in val.items():
                    s = self.seat(viewer, name)
                    if s is not None:
                        block[i, s] = _num(x)
        parts.append(block.ravel())
        block = np.zeros((len(f.cards), nk), np.float32)
        for i, k in enumerate(f.cards):
            for c in self._cards(view.get(k)):
                block[i, c] += 1.0
        parts.append(block.ravel())
        block = np.zeros((len(f.seat_cards), n, nk), np.float32)
        for i, k in enumerate(f.seat_cards):
            val = view.get(k)
            if isinstance(val, dict):
                items = list(val.items())
            elif isinstance(val, list):
                items = [(x[0], x[1]) for x in val if isinstance(x, list) and len(x) == 2]
            else:
                items = []
            for name, cards in items:
                s = self.seat(viewer, name)
                if s is None:
                    continue
                for c in self._cards(cards):
                    block[i, s, c] += 1.0
        parts.append(block.ravel())
        if f.phases:
            ph = np.zeros(len(f.phases) + 1, np.float32)
            p = view.get("phase")
            ph[f.phases.index(p) if p in f.phases else len(f.phases)] = 1.0
            parts.append(ph)
        out = np.concatenate(parts) if parts else np.zeros(0, np.float32)
        assert out.shape == (self.obs_size,)
        return out

    def history(self) -> History:
        """An empty summary of seen events (see :meth:`feed`)."""
        nk = len(self.pack.kinds)
        return History(0, np.zeros((self.k1, self.s1), np.float32), np.zeros((self.s1, nk), np.float32), [])

    def feed(self, acc: History, events: list[dict[str, Json]], viewer: str) -> None:
        """Add seen events to ``acc``: counts by kind and actor seat, the cards they named by actor
        seat, and the last ``HISTORY`` events one by one (kind, actor seat, first card)."""
        nk = len(self.pack.kinds)
        for ev in events:
            k = self.kind_index.get(str(ev.get("kind")), self.k1 - 1)
            s = self.seat(viewer, ev.get("player"))
            s = self.n if s is None else s
            acc.counts[k, s] += 1.0
            named = self._cards(ev.get("card")) + self._cards(ev.get("cards"))
            for c in named:
                acc.cards[s, c] += 1.0
            row = np.zeros(self.k1 + self.s1 + nk, np.float32)
            row[k] = 1.0
            row[self.k1 + s] = 1.0
            if named:
                row[self.k1 + self.s1 + named[0]] = 1.0
            acc.recent.append(row)
            if len(acc.recent) > HISTORY:
                del acc.recent[0]

    def combine(self, observation: np.ndarray, acc: History) -> np.ndarray:
        nk = len(self.pack.kinds)
        recent = np.zeros((HISTORY, self.k1 + self.s1 + nk), np.float32)
        for back, row in enumerate(reversed(acc.recent)):
            recent[back] = row
        return np.concatenate([observation, acc.counts.ravel(), acc.cards.ravel(), recent.ravel()])

    def information_state(self, view: dict[str, Json], viewer: str) -> np.ndarray:
        """The observation, then the summary of the events seen (:meth:`feed`), from the view's whole log."""
        acc = self.history()
        self.feed(acc, view.get("log") or [], viewer)
        return self.combine(self.observation(view, viewer), acc)


@dataclass
class History:
    """A running summary of the events one player has seen: ``size`` is the match's log length read."""

    size: int
    counts: np.ndarray
    cards: np.ndarray
    recent: list[np.ndarray]

    def copy(self) -> History:
        return History(self.size, self.counts.copy(), self.cards.copy(), list(self.recent))
