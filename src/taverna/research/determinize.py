"""Determinization: a state consistent with everything one player has seen.

Generic, for every game: the state records every shuffle its match made (the full order of the
cards, read off the engine's :class:`~taverna.core.match.Shuffler`).  A determinization replays the
match's record with those shuffles *scripted*, after random transpositions of two cards within one
shuffle; a transposition is kept only when the replay is still legal and ``view(player)`` of the
candidate equals the real one in everything but ``log_size`` (so the player's own cards, every
card shown to the player, every public event and every constraint the others' plays reveal are
kept).  This is a Metropolis chain whose proposals are symmetric and whose target is uniform over
the consistent deals reachable by such transpositions: the sample is uniform over the deals that
agree with the player's information (it does not weigh deals by how likely the other players'
choices made them).  The last candidate is rebuilt with a fresh seed drawn from ``rng``, so the
shuffles still to come are new too.

Each step replays the whole record: cost grows with the length of the match (a few milliseconds a
step for a Cucù or Kille match).
"""

from __future__ import annotations

import json
import random
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from taverna.core.errors import TavernaError
from taverna.core.match import Match, Shuffler, replay_actions
from taverna.games import create_match

if TYPE_CHECKING:
    from taverna.research.spiel import State

Json = Any

_lock = threading.RLock()
_tls = threading.local()
_original_shuffle = Shuffler.shuffle


def _recording_shuffle(self: Shuffler[Any], cards: Any) -> list[Any]:
    out = _original_shuffle(self, cards)
    sink = getattr(_tls, "sink", None)
    if sink is not None:
        sink.append(list(out))
    return out


@contextmanager
def recording(sink: list[list[Any]]) -> Iterator[None]:
    """Within the block, every shuffle made in this thread appends its result to ``sink``."""
    with _lock:
        previous = getattr(_tls, "sink", None)
        _tls.sink = sink
        Shuffler.shuffle = _recording_shuffle  # type: ignore[method-assign]
        try:
            yield
        finally:
            _tls.sink = previous
            if previous is None:
                Shuffler.shuffle = _original_shuffle  # type: ignore[method-assign]


def public_view(view: dict[str, Json]) -> str:
    """The view as compared: everything but ``log_size``."""
    return json.dumps({k: v for k, v in view.items() if k != "log_size"}, sort_keys=True, ensure_ascii=False)


def build(record: dict[str, Json], shuffles: list[list[str]], seed: int) -> tuple[Match, list[list[Any]]] | None:
    """The record replayed with ``shuffles`` scripted and ``seed``; None if it is not legal so."""
    sink: list[list[Any]] = []
    try:
        with recording(sink):
            m = create_match(
                record["game"],
                rules=record.get("rules"),
                options=record.get("options") or {},
                players=record["players"],
                dealer=record.get("dealer"),
                seed=seed,
                shuffles=shuffles,
            )
            replay_actions(m, record.get("actions", []))
    except TavernaError:
        return None
    return m, sink


def resample(state: State, player: int, rng: random.Random, steps: int = 30) -> State:
    """A new state consistent with what ``player`` has seen (see the module's docstring)."""
    name = state.game.names[player]
    record = state.match.record()
    target = public_view(state.match.view(name))
    card_str = state.game.spec.pack.card_str
    current = [[card_str(c) for c in s] for s in state.shuffles]
    movable = [k for k, s in enumerate(current) if len(set(s)) > 1]
    for _ in range(steps if movable else 0):
        k = rng.choice(movable)
        s = current[k]
        i = rng.randrange(len(s))
        j = rng.randrange(len(s))
        if s[i] == s[j]:
            continue
        proposal = [list(x) for x in current]
        proposal[k][i], proposal[k][j] = proposal[k][j], proposal[k][i]
        built = build(record, proposal, record.get("seed", 0))
        if built is not None and public_view(built[0].view(name)) == target:
            current = proposal
    seed = rng.randrange(2**62)
    built = build(record, current, seed)
    if built is None or public_view(built[0].view(name)) != target:  # pragma: no cover - the chain keeps consistency
        raise AssertionError("determinization lost consistency with the player's view")
    match, sink = built
    return state._with_match(match, sink)
