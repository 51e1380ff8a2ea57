"""Bots across the OpenSpiel border, both ways (skipped without open_spiel)."""

from __future__ import annotations

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

from taverna.bots import available_levels, get_bot, play_bots  # noqa: E402
from taverna.core import Rng  # noqa: E402
from taverna.games import create_match  # noqa: E402
from taverna.research.envs.openspiel_bots import (  # noqa: E402
    SpielTavernaBot,
    TavernaSpielBot,
    choose_id,
    pettingzoo_policy,
)
from taverna.research.experiments.arena import resolve_level  # noqa: E402


def test_taverna_bots_play_openspiel_games() -> None:
    from open_spiel.python.algorithms import evaluate_bots
    from open_spiel.python.bots import uniform_random

    game = pyspiel.load_game("taverna_kille", {"players": 3, "options": '{"rounds": 1}'})
    bots = [TavernaSpielBot(game, 0, "simple"), TavernaSpielBot(game, 1, "random", seed=1)]
    bots.append(uniform_random.UniformRandomBot(2, np.random.RandomState(2)))
    returns = evaluate_bots.evaluate_bots(game.new_initial_state(), bots, np.random.RandomState(0))
    assert sum(returns) == pytest.approx(0)
    # the decision is the Taverna bot's, from the player's view
    state = game.new_initial_state()
    p = state.current_player()
    st = state.taverna
    name = st.game.names[p]
    want = get_bot("kille", "simple").choose(st.match.view(name), st.match.legal_actions(name), Rng(5))
    assert TavernaSpielBot(game, p, "simple", seed=5).step(state) == st.game.action_id(want)


def test_taverna_bots_answer_optional_questions() -> None:
    """Cucù asks players about declaring the Cuckoo out of turn: the bot answers wait or declares."""
    game = pyspiel.load_game("taverna_cucu", {"rules": "cambio", "players": 3})
    state = game.new_initial_state()
    rng = Rng(0)
    for _ in range(200):
        if state.is_terminal():
            break
        p = state.current_player()
        action = choose_id(get_bot("cucu", "simple"), state.taverna, p, rng)
        assert action in state.legal_actions()
        state.apply_action(action)


def test_pettingzoo_policy() -> None:
    pytest.importorskip("pettingzoo")
    from taverna.research.envs.pettingzoo import env as make_env

    e = make_env(game="kille", players=3, options={"rounds": 1})
    e.reset(seed=0)
    policy = pettingzoo_policy("kille", "simple")
    for agent in e.agent_iter():
        _, _, term, trunc, _ = e.last()
        e.step(None if term or trunc else policy(e, agent))
    assert not e.agents  # the episode ran to its end


def test_openspiel_bots_play_taverna_matches() -> None:
    calls: list[int] = []

    def make(game: object, player: int) -> object:
        from open_spiel.python.bots import uniform_random

        calls.append(player)
        return uniform_random.UniformRandomBot(player, np.random.RandomState(len(calls)))

    m = create_match("kille", players=["P1", "P2", "P3"], options={"rounds": 1}, seed=3)
    bots = {
        "P1": SpielTavernaBot("kille", make=make),
        "P2": get_bot("kille", "simple"),
        "P3": get_bot("kille", "random"),
    }
    assert play_bots(m, bots, {p: Rng(i) for i, p in enumerate(m.players)})
    assert calls and set(calls) == {0}  # asked as P1, from P1's view


def test_openspiel_ismcts_in_the_arena() -> None:
    assert "openspiel-ismcts" in available_levels()
    assert resolve_level("openspiel-ismcts") == "openspiel-ismcts"
    bot = get_bot("kille", "openspiel-ismcts")
    assert isinstance(bot, SpielTavernaBot)
    bot.simulations = 5
    m = create_match("kille", players=["P1", "P2", "P3"], options={"rounds": 1}, seed=4)
    bots = {"P1": bot, "P2": get_bot("kille", "normal"), "P3": get_bot("kille", "random")}
    assert play_bots(m, bots, {p: Rng(i) for i, p in enumerate(m.players)})


def test_arena_command_pits_openspiel_ismcts(monkeypatch: pytest.MonkeyPatch) -> None:
    import json

    from typer.testing import CliRunner

    import taverna.research.envs.openspiel_bots as ob
    from taverna.cli.main import app

    monkeypatch.setattr(ob, "ISMCTS_SIMULATIONS", 3)  # (a quick run: few simulations)
    args = ["arena", "kille", "--bots", "openspiel-ismcts,search", "--matches", "1", "-o", "rounds=1", "--json"]
    res = CliRunner().invoke(app, args)
    assert res.exit_code == 0, res.output
    assert set(json.loads(res.stdout)["results"]) == {"openspiel-ismcts", "search"}
