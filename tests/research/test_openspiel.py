"""The optional OpenSpiel registration (``pip install taverna[openspiel]``): skipped without it."""

from __future__ import annotations

import json
import random

import numpy as np
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


def test_mcts_plays_with_terminal_rewards() -> None:
    from open_spiel.python.algorithms import evaluate_bots, mcts
    from open_spiel.python.bots import uniform_random

    with pytest.raises(Exception, match="terminal rewards"):  # the default reports running rewards
        mcts.MCTSBot(_load("kille", None, 3, {"rounds": 1}), 1.4, 5, mcts.RandomRolloutEvaluator(1))
    for g, rules, n, opts in [("kille", None, 3, {"rounds": 1}), ("cucu", "le-her", 2, {"deals": 1})]:
        game = pyspiel.load_game(
            f"taverna_{g}", {"rules": rules or "", "players": n, "options": json.dumps(opts), "rewards": "terminal"}
        )
        assert game.get_type().reward_model == pyspiel.GameType.RewardModel.TERMINAL
        bot = mcts.MCTSBot(game, 1.4, 8, mcts.RandomRolloutEvaluator(1, np.random.RandomState(0)),
                           random_state=np.random.RandomState(0))  # fmt: skip
        bots = [bot] + [uniform_random.UniformRandomBot(p, np.random.RandomState(p)) for p in range(1, n)]
        returns = evaluate_bots.evaluate_bots(game.new_initial_state(), bots, np.random.RandomState(0))
        assert len(returns) == n


def test_explicit_chance_le_her() -> None:
    """``chance="explicit"``: the deal's cards are chance nodes (Le Her: ranks, exact probabilities)."""
    game = pyspiel.load_game(
        "taverna_cucu", {"rules": "le-her", "players": 2, "options": '{"deals": 1}', "chance": "explicit"}
    )
    assert game.get_type().chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    state = game.new_initial_state()
    assert state.is_chance_node()
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 13 and sum(p for _, p in outcomes) == pytest.approx(1)
    state.apply_action(12)  # a king
    assert dict(state.chance_outcomes())[12] == pytest.approx(3 / 51)
    pyspiel.random_sim_test(game, num_sims=3, serialize=False, verbose=False)
    again = game.deserialize_state(state.serialize())  # the history, chance outcomes included
    assert again.history() == state.history()


@pytest.mark.xfail(reason="explicit chance does not yet find the place of Le Her's dealer's draw", strict=False)
def test_le_her_equilibrium_value_under_explicit_chance() -> None:
    from open_spiel.python.algorithms import expected_game_score

    from taverna.research.analyze import solve_le_her

    game = pyspiel.load_game(
        "taverna_cucu", {"rules": "le-her", "players": 2, "options": '{"deals": 1}', "chance": "explicit"}
    )
    from open_spiel.python import policy

    keep = policy.TabularPolicy(game)
    for i in keep.state_lookup.values():
        keep.action_probability_array[i] = 0
        keep.action_probability_array[i][0] = 1
    # both always keep: the dealer wins the ties (3 / 51) and half the rest
    value = expected_game_score.policy_value(game.new_initial_state(), [keep] * 2)
    assert value[0] == pytest.approx(3 / 51)
    assert solve_le_her().value > 0.5
    raise AssertionError("CFR on this tree does not reach Waldegrave's value yet")
