"""The PettingZoo env's observations, read by the environment itself (the events seen once per match
for every agent), are the state's own tensors for every agent at every point, whoever asks and when;
an observation or mask a caller keeps never changes afterwards."""

from __future__ import annotations

import random

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from taverna.research.envs.pettingzoo import raw_env

CASES = [("cucu", "campli", 4), ("cucu", "cambio", 5), ("cucu", "lu-stu", 3), ("torionfo", None, 4), ("kille", None, 3)]


def _play(e: raw_env, rng: random.Random, moves: int, kept: list[tuple[dict, dict]]) -> None:
    """Random legal moves; now and then every agent (or one at random) observed and checked against
    the state's tensor, each observation kept with a copy of it."""
    for _ in range(moves):
        state = e.game_state
        assert state is not None
        if state.is_terminal():
            break
        if rng.random() < 0.3:
            who = list(e.possible_agents) if rng.random() < 0.5 else [rng.choice(e.possible_agents)]
            for agent in who:
                obs = e.observe(agent)
                i = e.possible_agents.index(agent)
                want = state.information_state_array(i) if e.kind == "information_state" else state.observation_array(i)
                np.testing.assert_array_equal(obs["observation"], want)
                assert obs["observation"].dtype == np.float32
                kept.append((obs, {k: v.copy() for k, v in obs.items()}))
        agent = e.agent_selection
        mask = e.observe(agent)["action_mask"]
        e.step(int(rng.choice(np.flatnonzero(mask))))


@pytest.mark.parametrize(("game", "rules", "players"), CASES, ids=[f"{g}-{r}-{n}" for g, r, n in CASES])
@pytest.mark.parametrize("kind", ["information_state", "observation"])
def test_every_agents_observation_is_the_states_tensor(game: str, rules: str | None, players: int, kind: str) -> None:
    e = raw_env(game=game, rules=rules, players=players, observation=kind, max_moves=600)
    rng = random.Random(7)
    kept: list[tuple[dict, dict]] = []
    for seed in (1, 2):
        e.reset(seed=seed)
        _play(e, rng, 300, kept)
    assert kept
    for obs, copy in kept:  # nothing handed out was written to later
        for key in ("observation", "action_mask"):
            np.testing.assert_array_equal(obs[key], copy[key])


def test_a_state_put_in_its_place_is_read_from_its_own_start() -> None:
    # the environment's summary of the events seen belongs to the match being played: another
    # game_state (a copy of a later point, say) is read afresh
    e = raw_env(game="cucu", rules="cambio", players=4)
    e.reset(seed=3)
    rng = random.Random(3)
    _play(e, rng, 40, [])
    state = e.game_state
    assert state is not None
    later = state.clone()
    for _ in range(30):
        if later.is_terminal():
            break
        later.apply_action(rng.choice(later.legal_actions()))
    e.game_state = later
    for i, agent in enumerate(e.possible_agents):
        np.testing.assert_array_equal(e.observe(agent)["observation"], later.information_state_array(i))
