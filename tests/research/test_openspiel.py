"""The optional OpenSpiel registration (``pip install taverna[openspiel]``): skipped without it."""

from __future__ import annotations

import json
import random

import pytest

pyspiel = pytest.importorskip("pyspiel")

import taverna.research.openspiel as tos  # noqa: E402
from tests.research.configs import configs, ids  # noqa: E402

CONFIGS = configs()


def _load(g: str, rules: str | None, n: int, opts: dict) -> object:
    return pyspiel.load_game(f"taverna_{g}", {"rules": rules or "", "players": n, "options": json.dumps(opts)})


def test_every_game_is_registered() -> None:
    names = set(pyspiel.registered_names())
    assert {f"taverna_{g}" for g, _, _, _ in CONFIGS} <= names


@pytest.mark.parametrize(("g", "rules", "n", "opts"), CONFIGS, ids=ids())
def test_openspiel_random_simulation(g: str, rules: str | None, n: int, opts: dict) -> None:
    game = _load(g, rules, n, opts)
    assert game.num_players() == n
    # OpenSpiel's own checks: legal actions, clones, observations, rewards adding up to the returns
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


def test_openspiel_observers_and_algorithms_run() -> None:
    from open_spiel.python.algorithms import evaluate_bots
    from open_spiel.python.bots import uniform_random
    from open_spiel.python.observation import make_observation

    game = _load("kille", None, 3, {"rounds": 1})
    state = game.new_initial_state()
    info = make_observation(game, pyspiel.IIGObservationType(perfect_recall=True))
    info.set_from(state, 0)
    assert info.tensor.shape == (game.information_state_tensor_size(),)
    assert info.string_from(state, 0) == state.taverna.information_state_string(0)
    public = make_observation(
        game, pyspiel.IIGObservationType(perfect_recall=False, private_info=pyspiel.PrivateInfoType.NONE)
    )
    assert '"hand": null' in public.string_from(state, 0)  # the spectator's view: no hand
    bots = [uniform_random.UniformRandomBot(p, random.Random(p)) for p in range(3)]
    returns = evaluate_bots.evaluate_bots(state, bots, random.Random(0))
    assert sum(returns) == pytest.approx(0)


def test_general_sum_configurations_say_so() -> None:
    assert _load("cucu", "cambio", 4, {}).get_type().utility == pyspiel.GameType.Utility.GENERAL_SUM
    assert _load("cucu", "campli", 4, {}).get_type().utility == pyspiel.GameType.Utility.ZERO_SUM
    own = pyspiel.load_game("taverna_cucu", {"rules": "cambio", "players": 4, "optional": "own-turn"})
    assert own.num_distinct_actions() == _load("cucu", "cambio", 4, {}).num_distinct_actions() - 1  # no wait
    assert tos.register_all() == [f"taverna_{g}" for g in tos.GAME_CLASSES]


def test_openspiel_ismcts_runs_on_determinizations() -> None:
    import numpy as np
    from open_spiel.python.algorithms import ismcts, mcts

    game = _load("kille", None, 3, {"rounds": 1})
    state = game.new_initial_state()
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(0))
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=10, random_state=np.random.RandomState(1))
    assert bot.step(state) in state.legal_actions()
    p = state.current_player()
    sample = state.resample_from_infostate(p, pyspiel.UniformProbabilitySampler(0.0, 1.0))
    assert sample.information_state_string(p) == state.information_state_string(p)


def test_openspiel_serialization_is_the_record() -> None:
    game = _load("cucu", "cambio", 4, {"max-sets": 1})
    state = game.new_initial_state()
    rng = random.Random(3)
    for _ in range(12):
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))
    text = state.serialize()
    assert json.loads(text)["format"] == "taverna/1"
    again = game.deserialize_state(text)
    assert again.history() == state.history()
    assert again.serialize() == text
    for p in range(4):
        assert again.information_state_string(p) == state.information_state_string(p)
