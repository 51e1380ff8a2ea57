"""The research API in OpenSpiel's shape: action tables, clones, serialization, view-only encodings,
returns, determinization."""

from __future__ import annotations

import json
import random

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from taverna.core.errors import TavernaError
from taverna.core.match import Action
from taverna.games import spec as spec_module
from taverna.research import Game, State
from taverna.research.envs.spiel import TERMINAL, WAIT
from tests.research.configs import configs, ids
from tests.sizes import heavy

CONFIGS = configs()


def _game(g: str, rules: str | None, n: int, opts: dict) -> Game:
    return Game(g, rules=rules, players=n, options=opts)


def _play(state: State, rng: random.Random, moves: int | None = None) -> State:
    k = 0
    while not state.is_terminal() and (moves is None or k < moves):
        state.apply_action(rng.choice(state.legal_actions()))
        k += 1
    return state


@pytest.mark.parametrize(("g", "rules", "n", "opts"), CONFIGS, ids=ids())
def test_every_legal_action_maps_to_an_id_and_back(g: str, rules: str | None, n: int, opts: dict) -> None:
    game = _game(g, rules, n, opts)
    assert game.num_distinct_actions() == len(game.actions)
    for i in range(game.num_distinct_actions()):
        assert game.action_id(game.action_of(i)) == i
    for seed in range(3):
        state = game.new_initial_state(seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            p = state.current_player()
            name = game.names[p]
            legal = state.legal_actions()
            assert legal and legal == sorted(set(legal))
            mask = state.legal_actions_mask()
            assert [i for i, x in enumerate(mask) if x] == legal
            engine_legal = state.match.legal_actions(name)
            for a in engine_legal:
                if a.arg is not None or a.word not in game._param_words:
                    # a concrete action of the engine has an id, and the id is that action
                    assert game.action_of(game.action_id(a)) == a
                else:
                    # a template whose argument the player chooses stands for ids the engine accepts
                    assert any(game.action_of(i).word == a.word for i in legal)
            for i in legal:
                if game.action_of(i) != WAIT:
                    state.match.check(name, game.action_of(i))  # every id offered is legal in the engine
            for q in range(n):
                if q != p:
                    assert state.legal_actions(q) == []
            state.apply_action(rng.choice(legal))
        assert state.current_player() == TERMINAL
        assert state.legal_actions() == []


def test_the_action_table_is_a_pure_function_of_the_configuration() -> None:
    a = Game("cucu", rules="lu-stu", players=5, options={"stake": 2})
    b = Game("cucu", rules="lu-stu", players=5, options={"stake": 2})
    assert a.actions == b.actions
    assert Action("offer", {"money": 20}) in a.actions  # money offers scale with the stake
    assert Action("offer", {"money": 20}) not in Game("cucu", rules="lu-stu", players=5).actions
    hypp = Game("hypp", players=3, options={"limit": 1000})
    bets = [a.arg for a in hypp.actions if a.word == "bet"]
    assert bets[0] == 1 and bets[-1] == 1000 and len(bets) <= 50  # a documented discretisation


def test_an_illegal_id_is_refused_with_what_was_legal() -> None:
    state = Game("kille", players=3).new_initial_state(1)
    bad = next(i for i in range(20) if i not in state.legal_actions())
    with pytest.raises(TavernaError, match=r"illegal action .* by player_1.*legal for player_1 now: \d+ \(play"):
        state.apply_action(bad)
    with pytest.raises(TavernaError):
        state.game.action_of(999)


@pytest.mark.parametrize(("g", "rules", "n", "opts"), CONFIGS, ids=ids())
def test_clone_is_independent(g: str, rules: str | None, n: int, opts: dict) -> None:
    game = _game(g, rules, n, opts)
    state = _play(game.new_initial_state(7), random.Random(7), moves=5)
    if state.is_terminal():
        pytest.skip("the match ended within five moves")
    before = state.serialize()
    strings = [state.information_state_string(p) for p in range(n)]
    copy = state.clone()
    _play(copy, random.Random(1))
    assert copy.is_terminal()
    assert state.serialize() == before
    assert [state.information_state_string(p) for p in range(n)] == strings
    assert not state.is_terminal()


@pytest.mark.parametrize(("g", "rules", "n", "opts"), CONFIGS, ids=ids())
def test_serialize_round_trip_replays_exactly(g: str, rules: str | None, n: int, opts: dict) -> None:
    game = _game(g, rules, n, opts)
    for moves in (0, 3, 8):
        state = _play(game.new_initial_state(11), random.Random(moves), moves=moves)
        text = state.serialize()
        assert json.loads(text)["format"] == "taverna/1"
        again = game.deserialize_state(text)
        assert again.serialize() == text
        assert again.returns() == state.returns()
        assert again.rewards() == pytest.approx(state.rewards())
        assert again.current_player() == state.current_player()
        for p in range(n):
            assert again.information_state_string(p) == state.information_state_string(p)
        # the future is the same too: the same actions lead to the same states
        rng_a, rng_b = random.Random(5), random.Random(5)
        while not state.is_terminal():
            a, b = rng_a.choice(state.legal_actions()), rng_b.choice(again.legal_actions())
            assert a == b
            state.apply_action(a)
            again.apply_action(b)
        assert again.is_terminal() and again.returns() == state.returns()


def test_deserialize_refuses_another_configuration() -> None:
    text = Game("kille", players=3).new_initial_state(0).serialize()
    with pytest.raises(TavernaError):
        Game("kille", players=4).deserialize_state(text)
    with pytest.raises(TavernaError, match="options"):
        Game("kille", players=3, options={"rounds": 1}).deserialize_state(text)
    campli = Game("cucu", rules="campli", players=3).new_initial_state(0).serialize()
    with pytest.raises(TavernaError, match="rules"):
        Game("cucu", rules="cambio", players=3).deserialize_state(campli)
    with pytest.raises(TavernaError, match="JSON"):
        Game("kille", players=3).deserialize_state("not json")


@pytest.mark.parametrize(("g", "rules", "n", "opts"), CONFIGS, ids=ids())
def test_returns_add_up_as_documented(g: str, rules: str | None, n: int, opts: dict) -> None:
    game = _game(g, rules, n, opts)
    for seed in range(4):
        state = game.new_initial_state(seed)
        total = np.array(state.rewards())
        rng = random.Random(seed)
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
            total += state.rewards()
            np.testing.assert_allclose(total, state.returns(), atol=1e-9)
        assert state.match.finished
        if game.zero_sum:  # chips, money and pools change hands
            assert abs(sum(state.returns())) < 1e-6, state.returns()
        else:  # Cambio, BGA: what is still in the box at the end is lost to everyone
            box = state.match.summary()["pool"]
            assert sum(state.returns()) == pytest.approx(-box)


def test_returns_per_game() -> None:
    # Kille: points less the mean; the winner of the single round has 1 point
    state = _play(Game("kille", players=3, options={"rounds": 1}).new_initial_state(3), random.Random(3))
    winner = state.match.summary()["winner"]
    r = state.returns()
    assert r[state.game.names.index(winner)] == pytest.approx(2 / 3)
    # Campli: money in stakes: each paid 1 into the pool, which goes to the winner (or is split as agreed)
    game = Game("cucu", rules="campli", players=4, options={"tokens": 1, "reentry": False})
    for seed in range(6):
        state = _play(game.new_initial_state(seed), random.Random(seed))
        payouts = state.match.summary()["deals"][-1]["payouts"]
        assert sum(payouts.values()) == 4
        assert state.returns() == pytest.approx([payouts.get(p, 0) - 1 for p in game.names])


def _swapped_deal(g: str, rules: str | None, n: int) -> tuple[State, State]:
    """A deal, and the same deal with two cards exchanged between players 1 and 2 so that player 0's
    view is the same (found by trying exchanges of two places of the first shuffle)."""
    game = Game(g, rules=rules, players=n)
    state = game.new_initial_state(4)
    rec = json.loads(state.serialize())
    order = rec["shuffles"][0]
    view0 = state.match.view("player_0")
    for i in range(len(order)):
        for j in range(i + 1, min(len(order), i + 12)):
            if order[i] == order[j]:
                continue
            swapped = list(order)
            swapped[i], swapped[j] = swapped[j], swapped[i]
            other = game.deserialize_state(json.dumps({**rec, "shuffles": [swapped, *rec["shuffles"][1:]]}))
            if other.match.view("player_0") == view0 and all(
                other.match.view(q) != state.match.view(q) for q in ("player_1", "player_2")
            ):
                return state, other
    raise AssertionError("no such exchange")  # pragma: no cover


@pytest.mark.parametrize(("g", "rules", "n"), [("kille", None, 3), ("cucu", "cambio", 4), ("coteccio", None, 4)])
def test_encodings_come_only_from_the_view(g: str, rules: str | None, n: int) -> None:
    plain, swapped = _swapped_deal(g, rules, n)
    # player 0 cannot tell the two deals apart ...
    for f in ("observation_tensor", "information_state_tensor", "observation_string", "information_state_string"):
        assert getattr(plain, f)(0) == getattr(swapped, f)(0), f
    # ... players 1 and 2 can
    for p in (1, 2):
        assert plain.information_state_string(p) != swapped.information_state_string(p)
        assert plain.information_state_tensor(p) != swapped.information_state_tensor(p)


def test_tensor_shapes_are_fixed() -> None:
    for g, rules, n, opts in CONFIGS:
        game = _game(g, rules, n, opts)
        state = _play(game.new_initial_state(0), random.Random(0), moves=4)
        for p in range(n):
            assert len(state.observation_tensor(p)) == game.observation_tensor_shape()[0]
            assert len(state.information_state_tensor(p)) == game.information_state_tensor_shape()[0]
        # the running summary of the events seen equals the one read from the whole view
        rng = random.Random(1)
        for _ in range(30):
            if state.is_terminal():
                break
            state.apply_action(rng.choice(state.legal_actions()))
            for p in range(n):
                whole = game.encoder.information_state(state.match.view(game.names[p]), game.names[p])
                np.testing.assert_array_equal(state.information_state_array(p), whole)
            copy = state.clone()
            np.testing.assert_array_equal(copy.information_state_array(0), state.information_state_array(0))


@pytest.mark.parametrize(
    ("g", "rules", "n", "opts"),
    [c for c in CONFIGS if c[0] in ("kille", "cucu", "coteccio")],
    ids=[i for i, c in zip(ids(), CONFIGS, strict=True) if c[0] in ("kille", "cucu", "coteccio")],
)
def test_resample_from_infostate_is_consistent_with_the_players_view(
    g: str, rules: str | None, n: int, opts: dict
) -> None:
    game = _game(g, rules, n, opts)
    state = _play(game.new_initial_state(21), random.Random(21), moves=4)
    if state.is_terminal():
        pytest.skip("the match ended within four moves")
    player = state.current_player()
    rng = random.Random(0)
    hidden = set()
    for _ in range(4):
        sample = state.resample_from_infostate(player, rng)
        assert sample.information_state_string(player) == state.information_state_string(player)
        assert sample.legal_actions() == state.legal_actions()
        hidden.add(json.dumps([sample.match.view(q) for q in game.names if q != game.names[player]], sort_keys=True))
        _play(sample, random.Random(1))  # a sample plays on to the end
        assert sample.is_terminal()
    if g in ("kille", "coteccio"):
        assert len(hidden) > 1  # the other players' hands were dealt again


@pytest.mark.parametrize(("g", "rules"), [("kille", None), ("cucu", "cambio"), ("hypp", None)])
def test_the_generic_sampler_keeps_the_players_view(g: str, rules: str | None) -> None:
    """The fallback for games without a sampler of their own: transpositions within the recorded shuffles."""
    from taverna.research.envs.determinize import resample_generic

    game = Game(g, rules=rules, players=3)
    state = _play(game.new_initial_state(8), random.Random(8), moves=3)
    player = state.current_player()
    rng = random.Random(2)
    others = set()
    for _ in range(3):
        sample = resample_generic(state, player, rng, steps=40)
        assert sample.information_state_string(player) == state.information_state_string(player)
        assert sample.history() == state.history()
        others.add(json.dumps([sample.match.view(q)["log"] for q in game.names], sort_keys=True))
        _play(sample, random.Random(0))
    if g == "kille":
        assert len(others) > 1  # the other hands were dealt again


def test_generic_declaration_plays_a_play_card_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game with no declaration of its own (as Kille would be) works with the generic one."""
    monkeypatch.delitem(spec_module._SPECS, "kille")
    game = Game("kille", players=4, options={"rounds": 1})
    assert game.spec == spec_module.GameSpec("kille")
    names = {str(a) for a in game.actions}
    assert {"play 15", "play fool", "play 0", "pass"} <= names
    state = _play(game.new_initial_state(0), random.Random(0))
    assert state.is_terminal() and abs(sum(state.returns())) < 1e-9
    assert len(state.information_state_tensor(0)) == game.information_state_tensor_shape()[0]


def test_game_type_and_sizes() -> None:
    game = Game("cucu", rules="cambio", players=6)
    t = game.get_type()
    assert t.short_name == "taverna_cucu" and t.chance_mode == "sampled_stochastic"
    assert game.num_players() == 6 and game.max_game_length() >= 1000
    state = game.new_initial_state()
    assert state.chance_outcomes() == [] and not state.is_chance_node()
    assert game.new_initial_state().serialize() != state.serialize()  # each initial state takes a new seed
    assert Game("cucu", rules="cambio", players=6).new_initial_state().serialize() == state.serialize()


EXAMPLES = heavy(25, default=10)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    config=st.sampled_from(CONFIGS),
    seed=st.integers(0, 2**40),
    moves=st.integers(0, 40),
    choices=st.randoms(use_true_random=False),
)
def test_any_state_round_trips_and_resamples(config: tuple, seed: int, moves: int, choices: random.Random) -> None:
    """Any state reached by any play: its serialization replays to it, its ids map to the engine's
    actions, and a determinization for the player to act keeps that player's information state."""
    g, rules, n, opts = config
    game = _game(g, rules, n, opts)
    state = _play(game.new_initial_state(seed), choices, moves=moves)
    again = game.deserialize_state(state.serialize())
    assert again.history() == state.history()
    assert [again.information_state_string(p) for p in range(n)] == [
        state.information_state_string(p) for p in range(n)
    ]
    assert [game.action_of(i) for i in state.history() if game.action_of(i) != WAIT] == [
        a for _, a in state.match.history
    ]
    if not state.is_terminal():
        p = state.current_player()
        sample = state.resample_from_infostate(p, random.Random(seed), steps=5)
        assert sample.information_state_tensor(p) == state.information_state_tensor(p)
        assert sample.legal_actions() == state.legal_actions()


def _asked_state(game: Game) -> State:
    """A state in which a player who may only take an optional action is asked."""
    for seed in range(200):
        state = game.new_initial_state(seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            p = state.current_player()
            if game.names[p] not in state.match.waiting_for():
                return state
            state.apply_action(rng.choice(state.legal_actions()))
    raise AssertionError("no optional action arose")  # pragma: no cover


def test_out_of_turn_declarations_are_asked_for() -> None:
    game = Game("cucu", rules="cambio", players=4)
    state = _asked_state(game)
    p = state.current_player()
    name = game.names[p]
    assert [str(game.action_of(i)) for i in state.legal_actions()] == ["declare", "wait"]
    waiting = state.match.waiting_for()
    assert name not in waiting
    # waiting lets the match go on to the player it waits for; the engine never sees it
    after = state.clone()
    after.apply_action(game.action_id(WAIT))
    assert game.names[after.current_player()] in waiting
    assert after.match.history == state.match.history
    assert after.history() == [*state.history(), game.action_id(WAIT)]
    again = game.deserialize_state(after.serialize())
    assert again.history() == after.history() and again.current_player() == after.current_player()
    # declaring out of turn is the engine's declare
    state.apply_action(game.action_id(Action("declare")))
    assert state.match.history[-1] == (name, Action("declare"))
    # with optional="own-turn" nobody is asked
    own = Game("cucu", rules="cambio", players=4, optional="own-turn")
    assert Action("wait") not in own.actions
    s2 = own.new_initial_state(0)
    rng = random.Random(0)
    while not s2.is_terminal():
        assert own.names[s2.current_player()] in (s2.match.waiting_for() or s2.match.to_act())
        s2.apply_action(rng.choice(s2.legal_actions()))


def test_both_of_the_last_two_may_propose() -> None:
    game = Game("cucu", rules="campli", players=3, options={"tokens": 1, "reentry": False})
    state = _asked_state(game)
    legal = [str(game.action_of(i)) for i in state.legal_actions()]
    assert legal[-1] == "wait" and all(a.startswith("propose") for a in legal[:-1])
    assert "propose 50" in legal
