"""Every game as a PettingZoo AEC environment: PettingZoo's own api_test, rewards, seeding."""

from __future__ import annotations

import random
import warnings

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test

from taverna.research.envs.pettingzoo import env, raw_env
from tests.research.configs import configs, ids

CONFIGS = configs()


@pytest.mark.parametrize(("g", "rules", "n", "opts"), CONFIGS, ids=ids())
@pytest.mark.parametrize("observation", ["information_state", "observation"])
def test_pettingzoo_api_test(g: str, rules: str | None, n: int, opts: dict, observation: str) -> None:
    with warnings.catch_warnings():
        # PettingZoo warns that a dict observation is not an array: its own card games do the same
        warnings.simplefilter("ignore")
        api_test(env(game=g, rules=rules, players=n, options=opts, observation=observation), num_cycles=60)


def _episode(e: raw_env, seed: int) -> tuple[dict[str, float], list[str]]:
    e.reset(seed=seed)
    rng = random.Random(seed)
    total = {a: 0.0 for a in e.possible_agents}
    actions: list[str] = []
    for agent in e.agent_iter():
        obs, reward, term, trunc, _ = e.last()
        total[agent] += reward
        if term or trunc:
            e.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        assert len(legal) > 0
        a = int(rng.choice(list(legal)))
        actions.append(f"{agent}:{a}")
        e.step(a)
    return total, actions


@pytest.mark.parametrize(("g", "rules", "n", "opts"), CONFIGS, ids=ids())
def test_cumulative_rewards_are_the_returns(g: str, rules: str | None, n: int, opts: dict) -> None:
    e = raw_env(game=g, rules=rules, players=n, options=opts)
    total, _ = _episode(e, 3)
    assert e.game_state is not None and e.game_state.is_terminal()
    assert [total[a] for a in e.possible_agents] == pytest.approx(e.game_state.returns())
    assert not e.agents  # every agent finished


def test_reset_with_a_seed_is_reproducible() -> None:
    e = raw_env(game="cucu", rules="campli", players=4, options={"tokens": 1})
    first = _episode(e, 5)
    assert _episode(e, 5) == first
    e.reset(seed=5)
    a = e.game_state.serialize() if e.game_state else ""
    e.reset()
    assert e.game_state is not None and e.game_state.serialize() != a  # a reset without a seed goes on


def test_only_the_agent_to_act_has_a_mask() -> None:
    e = raw_env(game="kille", players=3)
    e.reset(seed=0)
    for agent in e.agents:
        mask = e.observe(agent)["action_mask"]
        assert mask.dtype == np.int8
        assert bool(mask.any()) == (agent == e.agent_selection)
    obs = e.observe(e.agent_selection)
    assert e.observation_space(e.agent_selection).contains(obs)


def test_bad_arguments_say_what_is_expected() -> None:
    with pytest.raises(ValueError, match="observation must be"):
        raw_env(game="kille", observation="pixels")
    with pytest.raises(ValueError, match="unknown game"):
        raw_env(game="chess")


def test_players_out_for_good_are_terminated_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The mechanism for games whose eliminations are final.  No landed game has one (Coteccio brings
    everyone back when all the players of a deal die at once), so this test declares Coteccio's drops
    final and plays seeds in which no such restart follows a drop."""
    from dataclasses import replace

    from taverna.games import spec as spec_module

    base = spec_module._SPECS["coteccio"]
    final = replace(base, eliminated=lambda m, p: bool(m.out[p]) and p not in m.to_act())
    monkeypatch.setitem(spec_module._SPECS, "coteccio", final)
    early = 0
    for seed in range(6):
        e = raw_env(game="coteccio", players=5, options={"lives": 1})
        e.reset(seed=seed)
        rng = random.Random(seed)
        total = {a: 0.0 for a in e.possible_agents}
        for agent in e.agent_iter():
            obs, reward, term, trunc, _ = e.last()
            total[agent] += reward
            if term or trunc:
                assert e.game_state is not None
                if not e.game_state.is_terminal():
                    early += 1
                    assert e.game_state.match.out[agent]  # terminated early: out of the match
                e.step(None)
                continue
            e.step(int(rng.choice(list(np.flatnonzero(obs["action_mask"])))))
        assert e.game_state is not None
        assert [total[a] for a in e.possible_agents] == pytest.approx(e.game_state.returns())
    assert early > 0


@pytest.mark.parametrize("optional", ["ask", "own-turn"])
def test_optional_actions_are_offered_as_asked(optional: str) -> None:
    """``optional="ask"`` asks Cucù's holders of a Cuckoo about ``declare`` out of turn (answered with
    it or ``wait``); ``"own-turn"`` asks only the players the match waits for, and has no ``wait``."""
    e = raw_env(game="cucu", rules="cambio", players=4, options={"chips": 3, "max-sets": 1}, optional=optional)
    n = e.game.num_distinct_actions()
    assert n == (62 if optional == "ask" else 61)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(env(game="cucu", rules="cambio", players=4, options={"chips": 3, "max-sets": 1}, optional=optional))
    out_of_turn = 0
    for seed in range(6):
        e.reset(seed=seed)
        rng = random.Random(seed)
        for agent in e.agent_iter():
            obs, _, term, trunc, _ = e.last()
            if term or trunc:
                e.step(None)
                continue
            assert e.game_state is not None
            waiting = e.game_state.match.waiting_for()
            legal = [e.game.action_of(int(i)).word for i in np.flatnonzero(obs["action_mask"])]
            if agent not in waiting:
                out_of_turn += 1
                assert set(legal) <= {"declare", "propose", "wait"} and "wait" in legal
            e.step(int(rng.choice(list(np.flatnonzero(obs["action_mask"])))))
    if optional == "ask":
        assert out_of_turn > 0
    else:
        assert out_of_turn == 0


def test_a_bad_optional_is_refused() -> None:
    with pytest.raises(ValueError, match="optional must be"):
        raw_env(game="cucu", optional="never")


@pytest.mark.parametrize(("g", "rules", "n", "opts"), CONFIGS, ids=ids())
def test_ansi_render_is_a_table_in_words(g: str, rules: str | None, n: int, opts: dict) -> None:
    e = raw_env(game=g, rules=rules, players=n, options=opts, render_mode="ansi")
    e.reset(seed=2)
    rng = random.Random(2)
    for _ in range(6):
        if not e.agents:
            break
        obs = e.observe(e.agent_selection)
        e.step(int(rng.choice(list(np.flatnonzero(obs["action_mask"])))))
    text = e.render()
    assert isinstance(text, str) and not text.lstrip().startswith("{")  # not a JSON dump
    assert all(name in text for name in e.possible_agents)
    assert "to act:" in text and "player" in text.splitlines()[2]  # the counters' header


def test_ansi_render_shows_no_other_players_hidden_card() -> None:
    """A render is the viewer's view in words: the other players' cards the viewer has not seen are not
    in it, and a determinization (other hidden cards, the same view) renders the same."""
    import json

    from taverna.cards import cuckoo
    from taverna.research.envs.render import render_text

    e = raw_env(game="cucu", rules="campli", players=4, options={"tokens": 2}, render_mode="ansi")
    checked = 0
    for seed in range(8):
        e.reset(seed=seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(1, 12)):
            if not e.agents:
                break
            obs = e.observe(e.agent_selection)
            e.step(int(rng.choice(list(np.flatnonzero(obs["action_mask"])))))
        state = e.game_state
        assert state is not None
        if state.is_terminal():
            continue
        viewer = state.current_player()
        me = e.possible_agents[viewer]
        text = e.render()
        assert text is not None and f"seen by: {me}" in text
        seen = json.dumps(state.match.view(me))
        for other, held in state.match.hands.items():
            if other == me or held is None:
                continue
            card = held.card
            notation = cuckoo.card_str(card)
            words = cuckoo.card_name(card, "en", "campli")
            if f'"{notation}"' not in seen and words != notation:
                assert words not in text, (other, words)
                checked += 1
        twin = state.resample_from_infostate(viewer, random.Random(seed))
        assert render_text(twin, viewer) == text
    assert checked > 0


@pytest.mark.parametrize(("g", "rules", "n", "opts"), CONFIGS, ids=ids())
def test_pettingzoo_seed_and_render_tests(g: str, rules: str | None, n: int, opts: dict) -> None:
    """PettingZoo's own seed_test (a seeded reset replays exactly) and render_test (every render mode)."""
    import contextlib
    import functools
    import io

    from pettingzoo.test import render_test, seed_test

    make = functools.partial(env, game=g, rules=rules, players=n, options=opts)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        seed_test(make, num_cycles=60)
        with contextlib.redirect_stdout(io.StringIO()):  # "human" prints the table after each step
            render_test(make)
