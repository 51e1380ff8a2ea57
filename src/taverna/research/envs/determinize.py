"""Determinization for the research API: a state consistent with everything one player has seen.

The samplers themselves are a service of the games layer (:mod:`taverna.games.sampling`, with each
game's proposal in ``taverna/games/<id>/sampler.py``), which the search bots use too.  This module
adds what the research API (``State.resample_from_infostate``) needs on top: :func:`resample`, which
uses the game's own sampler when it has one, else (or when it gives up) :func:`resample_generic`.

The generic sampler works for every game: the state records every shuffle its match made (the full
order of the cards, read off the engine's :class:`~taverna.core.match.Shuffler`).  A determinization
replays the match's record with those shuffles *scripted*, after random transpositions of two cards
within one shuffle; a transposition is kept only when the replay is still legal and ``view(player)``
of the candidate equals the real one in everything but ``log_size`` (so the player's own cards, every
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

import random
from typing import Any, Protocol, TypeVar

from taverna.core import Match, Rng, TavernaError
from taverna.games.sampling import build, has_sampler, public_view, sample


class _State(Protocol):
    """What the samplers read of a research state (``taverna.research.envs.spiel.State``)."""

    game: Any
    match: Match
    shuffles: list[list[Any]]

    def with_match(self: S, match: Match, shuffles: list[list[Any]]) -> S: ...
    def is_terminal(self) -> bool: ...
    def current_player(self) -> int: ...
    def optional_pending(self) -> list[str]: ...
    def note_wait(self, name: str) -> None: ...


S = TypeVar("S", bound=_State)


def resample(state: S, player: int, rng: random.Random, steps: int = 30) -> S:
    """A new state consistent with what ``player`` has seen: from the game's own sampler when it has
    one (built from the view alone), else (or when it gives up) from the generic chain above."""
    name = state.game.names[player]
    target = public_view(state.match.view(name))
    if has_sampler(state.game.game_id):
        try:
            m = sample(state.game.game_id, state.match.view(name), name, Rng(rng.randrange(2**63)))
        except TavernaError:  # a SamplingError, or a view the sampler cannot read
            m = None
        if m is not None:
            rec = m.record()
            same = rec.get("rules") == state.match.rules and (rec.get("options") or {}) == state.match.option_values
            built = build(rec, rec.get("shuffles") or [], rec.get("seed", 0)) if same else None
            if built is not None and public_view(built[0].view(name)) == target:
                return _aligned(state, state.with_match(*built), player)
    return _aligned(state, resample_generic(state, player, rng, steps), player)


def _aligned(state: S, sample: S, player: int) -> S:
    """When ``player`` is to act, the sample has them act too: players the sample may ask about an
    optional action first (say, a second Cuckoo's holder) are taken to have answered ``wait``, which
    ``player`` cannot see."""
    if state.is_terminal() or state.current_player() != player:
        return sample
    while sample.current_player() != player and sample.game.names[sample.current_player()] in (
        sample.optional_pending()
    ):
        sample.note_wait(sample.game.names[sample.current_player()])
    return sample


def resample_generic(state: S, player: int, rng: random.Random, steps: int = 30) -> S:
    """The generic chain: transpositions within the state's recorded shuffles (see above)."""
    name = state.game.names[player]
    record = state.match.record()
    target = public_view(state.match.view(name))
    card_str = state.game.pack.card_str
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
    return state.with_match(match, sink)


__all__ = ["resample", "resample_generic"]
