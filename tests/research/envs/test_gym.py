"""The single-agent Gymnasium environment: Gymnasium's own checker, rewards, deal episodes, bots."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

pytest.importorskip("gymnasium")

import gymnasium
from gymnasium.utils.env_checker import check_env

from taverna.research.envs.features import LAYOUT
from taverna.research.envs.gym import TavernaEnv, make, register_envs
from tests.research.configs import configs, ids
from tests.sizes import heavy

CONFIGS = configs()


def _play(e: TavernaEnv, seed: int) -> tuple[float, int, dict]:
    obs, info = e.reset(seed=seed)
    rng = np.random.default_rng(seed)
    total, steps = 0.0, 0
    while True:
        assert e.observation_space.contains(obs)
        legal = np.flatnonzero(info["action_mask"])
        assert len(legal) > 0 and info["features"] == LAYOUT
        obs, reward, term, trunc, info = e.step(int(rng.choice(legal)))
        total += reward
        steps += 1
        if term or trunc:
            return total, steps, info


@pytest.mark.parametrize(("g", "rules", "n", "opts"), CONFIGS, ids=ids())
@pytest.mark.parametrize("episode", ["match", "deal"])
def test_gymnasium_check_env(g: str, rules: str | None, n: int, opts: dict, episode: str) -> None:
    e = make(g, rules=rules, players=n, options=opts, opponents="random", episode=episode, seat=n - 1)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # the checker's warnings are failures too
        check_env(e, skip_render_check=True)
    assert isinstance(e.action_space, gymnasium.spaces.Discrete)
    assert e.observation_space.shape == (e.game.encoder.info_size,)
    e.close()


@pytest.mark.parametrize(("g", "rules", "n", "opts"), CONFIGS, ids=ids())
def test_a_match_episode_pays_the_seat_its_return(g: str, rules: str | None, n: int, opts: dict) -> None:
    e = make(g, rules=rules, players=n, options=opts, opponents="rules", seat=1 % n)
    for seed in range(heavy(4, default=1)):
        total, _, info = _play(e, seed)
        assert e.state is not None and e.state.is_terminal()
        assert total == pytest.approx(e.state.returns()[1 % n]) == pytest.approx(info["return"])


def test_deal_episodes_end_with_the_deal_and_go_on_with_the_match() -> None:
    e = make("cucu", rules="cambio", players=4, options={"chips": 3, "max-sets": 1}, episode="deal", opponents="random")
    total, _, _ = _play(e, 0)
    assert e.state is not None
    first = e.state
    episodes = 1
    while not first.is_terminal() and episodes < 200:
        _, info = e.reset()
        assert e.state is first  # the same match goes on
        deal = e._deal_counter()
        rng = np.random.default_rng(episodes)
        while True:
            _obs, reward, term, trunc, info = e.step(int(rng.choice(np.flatnonzero(info["action_mask"]))))
            total += reward
            if term or trunc:
                break
            assert e._deal_counter() == deal  # within one deal
        assert e._deal_counter() != deal or first.is_terminal()  # the episode ended with it
        episodes += 1
    assert episodes > 1 and first.is_terminal()
    assert total == pytest.approx(first.returns()[0])  # the deals' rewards add up to the match's return
    e.reset()
    assert e.state is not first  # a finished match: a new one


def test_a_seed_makes_episodes_reproducible_and_illegal_actions_are_handled() -> None:
    e = make("kille", players=3, options={"rounds": 1}, opponents="random")
    assert _play(e, 7)[:2] == _play(e, 7)[:2]
    _, info = e.reset(seed=3)
    bad = int(np.flatnonzero(info["action_mask"] == 0)[0])
    *_, info = e.step(bad)
    assert info["illegal"] and info["action"] != bad and info["action"] in range(e.action_space.n)
    strict = make("kille", players=3, options={"rounds": 1}, illegal="raise")
    _obs, info = strict.reset(seed=3)
    with pytest.raises(ValueError, match="legal ids"):
        strict.step(int(np.flatnonzero(info["action_mask"] == 0)[0]))


def test_opponents_and_seat_are_checked() -> None:
    with pytest.raises(ValueError, match="opponents must be"):
        make("kille", players=3, opponents="grandmaster")
    with pytest.raises(ValueError, match="one level per other seat"):
        make("kille", players=3, opponents=["random"])
    with pytest.raises(ValueError, match="seat must be"):
        make("kille", players=3, seat=3)
    with pytest.raises(ValueError, match="episode must be"):
        make("kille", players=3, episode="trick")
    e = make("kille", players=3, opponents=["random", "hard"])
    assert next(b.name for b in e.bots.values()) == "random" and list(e.bots) == [1, 2]


def test_registered_ids() -> None:
    names = register_envs()
    assert "Taverna/cucu-campli-v0" in names and "Taverna/kille-v0" in names
    e = gymnasium.make("Taverna/cucu-campli-v0", players=4, options={"tokens": 1}, opponents="random")
    obs, info = e.reset(seed=1)
    assert e.observation_space.contains(obs) and info["action_mask"].any()
    e.close()


def test_ansi_render_shows_the_seat() -> None:
    e = make("coteccio", players=3, options={"lives": 1}, render_mode="ansi", seat=2)
    e.reset(seed=0)
    text = e.render()
    assert text is not None and "seen by: player_2" in text and "Your hand" in text
