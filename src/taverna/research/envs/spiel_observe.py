"""What a player knows in the OpenSpiel-shaped API: the views, strings and tensors of a state.

:class:`Observations` is the part of :class:`~taverna.research.envs.spiel_state.State` that reads the
match for one player: ``view``, the observation and information-state strings and tensors (written by
the game's fast observer where it has one, :mod:`taverna.research.envs.fastobs`, else encoded from the
view, :mod:`taverna.research.envs.features`), with the events seen summarised as they come.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from taverna.core.match import Match
from taverna.research.envs.features import (
    History,
    SeenEvents,
    information_state_string,
    observation_string,
)
from taverna.research.envs.spiel_types import Json

if TYPE_CHECKING:
    from taverna.research.envs.spiel import Game


def _floats(a: np.ndarray) -> list[float]:
    """``a`` (float32, one axis) as Python floats, the floats ``a.tolist()`` (and ``float(x)`` of each)
    gives: a mostly-zero vector as a list of zeros with the others (their bits not all zero: -0.0
    too) put in their places."""
    plain = a.dtype == np.float32 and a.ndim == 1 and a.flags.c_contiguous
    nz = np.flatnonzero(a.view(np.uint32)) if plain else None
    if nz is None or 4 * len(nz) > len(a):
        out: list[float] = a.tolist()
        return out
    res = [0.0] * len(a)
    for i, x in zip(nz.tolist(), a[nz].tolist(), strict=True):
        res[i] = x
    return res


class Observations:
    """A state's views and tensors per player (a mixin of ``State``: the attributes below are the state's)."""

    game: Game
    match: Match
    _seen: dict[int, History]
    _events: SeenEvents | None

    if TYPE_CHECKING:

        def _player(self, player: int | None) -> int: ...

    def view(self, player: int, log: bool = True) -> dict[str, Json]:
        """``Match.view`` of ``player`` (without its log: ``log=False``)."""
        name = self.game.names[self._player(player)]
        view: dict[str, Json] = self.match.view(name) if log else self.match.view(name, since=len(self.match.log))
        return dict(self.game.abstract(view))

    def observation_string(self, player: int) -> str:
        return observation_string(self.view(player, log=False))

    def information_state_string(self, player: int) -> str:
        return information_state_string(self.view(player))

    def observation_tensor(self, player: int) -> list[float]:
        game = self.game
        observer, enc = game.observer, game.encoder
        if observer is None or enc.raw:
            return _floats(self.observation_array(player))
        # the list written at once (no float32 vector): the same floats (test_spiel_lists.py)
        p = player if player.__class__ is int and 0 <= player < len(game.names) else self._player(player)
        out = [0.0] * enc.obs_size
        observer.collect_list(self.match, game.names[p], out)
        return out

    def information_state_tensor(self, player: int) -> list[float]:
        game = self.game
        observer, enc = game.observer, game.encoder
        if observer is None or enc.raw or not game.plain_views:
            return _floats(self.information_state_array(player))
        # as information_state_array's observer branch, written into a list (no float32 vector, no
        # search for the values that are not zero): the same floats (test_spiel_lists.py)
        p = player if player.__class__ is int and 0 <= player < len(game.names) else self._player(player)
        m = self.match
        events = self._events
        if events is None:
            events = self._events = SeenEvents(enc)
        events.read(m.log)
        out = [0.0] * enc.obs_size
        observer.collect_list(m, game.names[p], out)
        events.extend_list(p, out)
        return out

    def observation_array(self, player: int) -> np.ndarray:
        return self.observation_of(self._player(player))

    def observation_of(self, p: int) -> np.ndarray:
        """Player ``p``'s observation tensor (``p`` a seat: checked by the caller)."""
        game = self.game
        observer = game.observer
        if observer is not None:  # the same values, written from the match's fields
            enc = game.encoder
            out = np.zeros(enc.obs_size, np.float32)
            ones: list[int] = []
            values: dict[int, float] = {}
            observer.collect(self.match, game.names[p], ones, values)
            enc.put(out, values, ones)  # (the flags written one by one: cheaper than numpy's index by a list)
            return out
        return game.encoder.observation(self.view(p, log=False), game.names[p])

    def information_state_array(self, player: int) -> np.ndarray:
        """As :meth:`information_state_tensor`; the events seen are summarised as they come (each call
        reads only the part of the log it has not read yet)."""
        p = self._player(player)
        game = self.game
        name = game.names[p]
        enc = game.encoder
        if not game.plain_views:
            acc = self._seen.get(p)
            if acc is None:
                acc = self._seen[p] = enc.history()
            view = game.abstract(self.match.view(name, since=acc.size))
            enc.feed(acc, view.get("log") or [], name)
            acc.size = len(self.match.log)
            return enc.information_state_of(view, name, acc)
        # the events straight from the match's log, read once for every player; the rest from the
        # match's fields (or its view)
        m = self.match
        events = self._events
        if events is None:
            events = self._events = SeenEvents(enc)
        events.read(m.log)
        out = np.zeros(enc.info_size, np.float32)
        if game.observer is not None:  # the slots that are not zero, listed, then written at once
            ones: list[int] = []
            values: dict[int, float] = {}
            game.observer.collect(m, name, ones, values)
            enc.put(out, values)
            events.write(p, out[enc.obs_size :], normalised=not enc.raw, ones=ones, offset=enc.obs_size)
            out[ones] = 1.0
            return out
        enc._observation_raw(m.view(name, since=len(m.log)), name, out)
        if enc.raw:
            events.write(p, out[enc.obs_size :])
            return out
        enc.normalise_observation(out[: enc.obs_size])
        events.write(p, out[enc.obs_size :], normalised=True)
        return out
