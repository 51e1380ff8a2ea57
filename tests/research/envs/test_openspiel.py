"""The optional OpenSpiel registration (``pip install taverna[openspiel]``): skipped without it."""

from __future__ import annotations

import json
import random

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

from open_spiel.python.algorithms import best_response  # noqa: E402

import taverna.research.envs.openspiel as tos  # noqa: E402
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


@pytest.mark.parametrize(
    ("g", "rules", "n", "opts"),
    [
        ("cucu", "campli", 3, {}),
        ("cucu", "cambio", 3, {}),
        ("kille", None, 3, {"rounds": 1}),
        ("coteccio", None, 3, {}),
    ],
)
def test_rl_environment_rewards_add_up_to_the_returns(g: str, rules: str | None, n: int, opts: dict) -> None:
    """rl_environment reads rewards only after a step: the setup's cost (Campli's stakes, Cambio's
    antes) comes with the first action's rewards, so nothing is lost."""
    from open_spiel.python import rl_environment

    for seed in range(2):
        env = rl_environment.Environment(_load(g, rules, n, opts), seed=seed)
        rng = random.Random(seed)
        step = env.reset()
        total = [0.0] * n
        while not step.last():
            player = step.observations["current_player"]
            step = env.step([rng.choice(step.observations["legal_actions"][player])])
            total = [t + r for t, r in zip(total, step.rewards, strict=True)]
        assert total == pytest.approx(env.get_state.returns())


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
    pyspiel.random_sim_test(game, num_sims=3, serialize=True, verbose=False)
    again = game.deserialize_state(state.serialize())  # the history, chance outcomes included
    assert again.history() == state.history()
    state.apply_action(0)
    state.apply_action(1)  # the receiver switches
    _, back = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))
    assert back.history() == state.history() and back.information_state_string(0) == state.information_state_string(0)
    with pytest.raises(pyspiel.SpielError, match="GetRNGState"):  # sampled chance: a documented limit
        pyspiel.serialize_game_and_state(_load("kille", None, 3, {}), _load("kille", None, 3, {}).new_initial_state())


@pytest.fixture(scope="module")
def le_her() -> object:
    """One deal of Le Her with explicit chance (shared: its states are kept by history)."""
    return pyspiel.load_game(
        "taverna_cucu", {"rules": "le-her", "players": 2, "options": '{"deals": 1}', "chance": "explicit"}
    )


def _waldegrave(game: object) -> object:
    """Taverna's exact Le Her equilibrium (analyze) as an OpenSpiel tabular policy: the receiver
    switches and the dealer, after a hold, draws with the solution's probability per rank; after a
    switch the dealer knows both cards and draws exactly when losing (the dealer wins ties)."""
    from open_spiel.python import policy

    from taverna.cards import french
    from taverna.games.cucu.research.analysis.analyze import solve_le_her

    sol = solve_le_her()

    def rank(name: str) -> int:
        return french.rank_of(french.parse_card(name))

    pol = policy.TabularPolicy(game)
    for key, i in pol.state_lookup.items():
        view = json.loads(key)
        me, mine = view["viewer"], rank(view["card"])
        if me == "player_1":  # the receiver (player_0 deals)
            p = float(sol.receiver[mine])
        elif any(e["kind"] == "keep" for e in view["log"]):
            p = float(sol.dealer[mine])
        else:
            other = [rank(c) for who, c in view["cards"].items() if who != me]  # none: a king refused it
            p = 1.0 if other and other[0] > mine else 0.0
        pol.action_probability_array[i] = [1 - p, p] + [0.0] * (game.num_distinct_actions() - 2)
    return pol


# the receiver wins 11327/22100 of the deals; the loser pays the winner one
LE_HER_RECEIVER = 2 * 11327 / 22100 - 1


def test_le_her_equilibrium_is_unexploitable(le_her: object) -> None:
    from open_spiel.python.algorithms import expected_game_score, exploitability

    pol = _waldegrave(le_her)
    value = expected_game_score.policy_value(le_her.new_initial_state(), [pol] * 2)
    assert value[1] == pytest.approx(LE_HER_RECEIVER, abs=1e-12)
    assert exploitability.exploitability(le_her, pol) == pytest.approx(0, abs=1e-9)
    for p in range(2):  # OpenSpiel's best response reaches no more than the value either
        br = best_response.BestResponsePolicy(le_her, p, pol)
        value_br = br.value(le_her.new_initial_state())
        assert value_br == pytest.approx(LE_HER_RECEIVER if p == 1 else -LE_HER_RECEIVER, abs=1e-9)


def test_cfr_plus_solves_le_her(le_her: object) -> None:
    from open_spiel.python.algorithms import cfr, expected_game_score, exploitability

    solver = cfr.CFRPlusSolver(le_her)
    for _ in range(30):
        solver.evaluate_and_update_policy()
    pol = solver.average_policy()
    assert exploitability.exploitability(le_her, pol) < 1e-3
    value = expected_game_score.policy_value(le_her.new_initial_state(), [pol] * 2)
    assert value[1] == pytest.approx(LE_HER_RECEIVER, abs=1e-3)
    assert value[0] == pytest.approx(-value[1])


@pytest.mark.parametrize(
    ("g", "rules", "n", "opts"),
    [("cucu", "campli", 2, {}), ("cucu", "lu-stu", 3, {}), ("cucu", "cambio", 2, {}), ("kille", "", 3, {"rounds": 1})],
)
def test_explicit_chance_elsewhere(g: str, rules: str, n: int, opts: dict) -> None:
    """Cucù with few players and a trick game: every card seen comes from a chance node with exact
    probabilities, and OpenSpiel's checks pass (rewards adding up to the returns at every decision)."""
    params = {"rules": rules, "players": n, "options": json.dumps(opts), "chance": "explicit", "max_moves": 60}
    game = pyspiel.load_game(f"taverna_{g}", params)
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)
    state = game.new_initial_state()
    assert state.is_chance_node() and sum(p for _, p in state.chance_outcomes()) == pytest.approx(1)


# ----------------------------------------------------------------------------- game strings (issue 33)
STRING_CASES = [
    ("taverna_cucu", {"rules": "cambio", "players": 4, "chance": "explicit",
                      "options": json.dumps({"chips": 3, "max-sets": 1})}),
    ("taverna_cucu", {"rules": "campli", "players": 3, "options": json.dumps({"tokens": 1, "stake": 2}),
                      "names": "Ada,Bruno,Carla"}),
    ("taverna_kille", {"players": 3, "options": json.dumps({"rounds": 2}), "names": "x=(1),y%2,z"}),
]  # fmt: skip


@pytest.mark.parametrize(("name", "params"), STRING_CASES)
def test_every_game_string_round_trips(name: str, params: dict) -> None:
    """``load_game(str(game))`` is the same game, whatever the options and names hold (commas, parentheses, =)."""
    g = pyspiel.load_game(name, params)
    again = pyspiel.load_game(str(g))
    assert str(again) == str(g)
    assert again.taverna.options == g.taverna.options == json.loads(params["options"])
    assert again.taverna.names == g.taverna.names
    if "names" in params:
        assert list(g.taverna.names) == params["names"].split(",")
    state = g.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.legal_actions()[0])
    state.apply_action(state.legal_actions()[0])
    if params.get("chance") == "explicit":  # (sampled chance has no generator state OpenSpiel can save)
        g2, s2 = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(g, state))
        assert str(g2) == str(g) and s2.history() == state.history()
    assert again.deserialize_state(state.serialize()).history() == state.history()


def test_explicit_chance_random_sim_serializes() -> None:
    g = pyspiel.load_game(*STRING_CASES[0])
    pyspiel.random_sim_test(g, num_sims=2, serialize=True, verbose=False)


def test_text_parameters_encode_both_ways() -> None:
    for text in ["", "{}", '{"a":1,"b":[1,2]}', "50%, (x)=y", "%2C literal"]:
        assert tos.decode_text(tos.encode_text(text)) == text
        assert not set(tos.encode_text(text)) & set(",()=")
    with pytest.raises(ValueError, match="options must be a JSON object"):
        pyspiel.load_game("taverna_cucu", {"rules": "campli", "options": "[1, 2]"})
