"""The research API's faster paths give what the plain ones give: Kille's, Cuajo's and Zifuli's returns
from the match's counters, the shuffles read off the record when asked for (not recorded at every action), the
player to act and the legal ids remembered per point of the match."""

from __future__ import annotations

import copy
import random

import pytest

from taverna.games import sampling
from taverna.games.spec import generic_returns
from taverna.research.envs.spiel import Game, State


@pytest.mark.parametrize(
    ("game_id", "rules", "players", "options"),
    [
        ("kille", "standard", 3, {}),
        ("kille", "standard", 4, {"target": 3}),
        ("kille", "duplicate", 3, {}),
        ("kille", "duplicate", 5, {}),
        ("cuajo", None, 4, {}),
        ("cuajo", None, 4, {"deals": 2}),
        ("zifuli", None, 5, {}),
        ("zifuli", None, 5, {"rounds": 2, "chips": 7}),
    ],
)
def test_the_returns_from_a_games_counters_are_the_generic_ones(
    game_id: str, rules: str | None, players: int, options: dict[str, int]
) -> None:
    """Kille's, Cuajo's and Zifuli's returns read from their counters equal ``generic_returns`` on the
    summary, at every decision of random matches."""
    game = Game(game_id, rules=rules, players=players, options=options)
    assert game.returns_now is not generic_returns
    rng = random.Random(players)
    for seed in range(3):
        state = game.new_initial_state(seed)
        while True:
            want = [float(x) for x in generic_returns(state.match, state._start)]
            got = game.returns_now(state.match, state._start)
            assert got == want and all(type(x) is float for x in got)
            if state.is_terminal():
                break
            state.apply_action(rng.choice(state.legal_actions()))
        assert state.returns() == [float(x) for x in generic_returns(state.match, state._start)]


@pytest.mark.parametrize(
    ("rules", "players", "options"),
    [
        ("cambio", 4, {}),
        ("cambio", 5, {"indian": True}),
        ("cambio", 7, {"double_pack": True, "chips": 3}),
        ("cambio", 4, {"reincarnation": True, "chips": 3}),
        ("bga", 4, {"length": "short"}),
        ("campli", 4, {}),
        ("campli", 5, {"stake": 3, "tokens": 2}),
        ("lu-stu", 4, {}),
    ],
)
def test_cucu_returns_are_the_specs(rules: str, players: int, options: dict[str, object]) -> None:
    game = Game("cucu", rules=rules, players=players, options=options)
    declared = game.spec.returns
    assert declared is not None and game.returns_now is not declared
    rng = random.Random(players)
    for seed in range(2):
        state = game.new_initial_state(seed)
        for step in range(400):
            if step % 7 == 0 or state.is_terminal():
                # (the declared function read on a copy: it may keep notes on the match)
                want = [float(x) for x in declared(copy.deepcopy(state.match), state._start)]
                got = game.returns_now(state.match, state._start)
                assert got == want and all(type(x) is float for x in got)
            if state.is_terminal():
                break
            state.apply_action(rng.choice(state.legal_actions()))


def _recorded(game: Game, seed: int, picks: list[int]) -> tuple[State, list[list[object]]]:
    """A state played with every shuffle recorded as it is made (the slow way), and those shuffles."""
    sink: list[list[object]] = []
    with sampling.recording(sink):
        match = game._create(seed)
        state = State(game, match, [])
        for k in picks:
            legal = state.legal_actions()
            state.apply_action(legal[k % len(legal)])
    return state, sink


@pytest.mark.parametrize(
    ("game_id", "rules", "players"), [("cucu", "campli", 4), ("cucu", "cambio", 3), ("kille", None, 3)]
)
def test_the_shuffles_read_when_asked_are_those_made(game_id: str, rules: str | None, players: int) -> None:
    game = Game(game_id, rules=rules, players=players)
    rng = random.Random(7)
    for seed in range(4):
        state = game.new_initial_state(seed)
        picks: list[int] = []
        deals = 1
        while not state.is_terminal() and deals < 4:
            k = rng.randrange(100)
            legal = state.legal_actions()
            state.apply_action(legal[k % len(legal)])
            picks.append(k)
            if rng.random() < 0.2 or len(state.shuffles) > deals:  # asked now and then, and at new deals
                deals = len(state.shuffles)
                assert state.shuffles == _recorded(game, seed, picks)[1]
        made = _recorded(game, seed, picks)[1]
        assert len(made) > 1  # (a new deal was shuffled along the way)
        twin = state.clone()
        assert state.shuffles == made and twin.shuffles == made
        assert game.deserialize_state(state.serialize()).shuffles == made
        # a copy played on reads its own shuffles, the original keeps its own
        while not twin.is_terminal() and len(twin.shuffles) == len(made):
            twin.apply_action(twin.legal_actions()[0])
        assert state.shuffles == made
        assert twin.shuffles[: len(made)] == made


@pytest.mark.parametrize(
    ("game_id", "rules", "players"), [("cucu", "campli", 4), ("cucu", "cambio", 3), ("kille", None, 3)]
)
def test_a_new_states_shuffles_are_read_when_asked(game_id: str, rules: str | None, players: int) -> None:
    """With sampled chance ``new_initial_state`` does not record the setup's shuffles: asked at once, on a
    copy made before they were asked, or after a first action, they are those the setup made."""
    game = Game(game_id, rules=rules, players=players)
    for seed in range(3):
        made = _recorded(game, seed, [])[1]
        assert made  # (the setup shuffled)
        state = game.new_initial_state(seed)
        twin = state.clone()  # (before anyone asked)
        assert state.shuffles == made and twin.shuffles == made
        later = game.new_initial_state(seed)
        later.apply_action(later.legal_actions()[0])
        assert later.shuffles[: len(made)] == made
        assert game.deserialize_state(game.new_initial_state(seed).serialize()).shuffles == made


def test_the_player_and_legal_ids_follow_the_match_moved_outside() -> None:
    """The remembered player and legal ids are those of the match as it is (its lengths and the
    ``wait`` answers are the key), even when it moved on outside apply_action."""
    game = Game("cucu", rules="campli", players=4)
    state = game.new_initial_state(3)
    for _ in range(5):
        p = state.current_player()
        legal = state.legal_actions()
        other = copy.deepcopy(state.match)
        act = game.actions[legal[0]]
        if act.word == "wait":
            state._waits.append((len(state.match.history), game.names[p]))
        else:
            state.match.apply(game.names[p], act)
            other.apply(game.names[p], act)
        fresh = State(game, other, [])
        fresh._waits = list(state._waits)
        assert state.current_player() == fresh.current_player()
        assert state.legal_actions() == fresh.legal_actions()


@pytest.mark.parametrize(
    ("game_id", "rules", "players", "options"),
    [("cucu", "campli", 4, {}), ("cucu", "campli", 3, {"stake": 2}), ("cucu", "lu-stu", 4, {}),
     ("cucu", "lu-stu", 3, {"stake": 3}), ("hypp", None, 4, {}), ("hypp", None, 3, {"limit": 80, "chips": 120}),
     ("hypp", None, 2, {"chips": 5})],
)  # fmt: skip
def test_the_arguments_remembered_by_the_specs_key_are_the_engines(
    game_id: str, rules: str | None, players: int, options: dict[str, object]
) -> None:
    """A spec's ``argument_key`` says what the arguments the engine accepts depend on (Cucù's
    ``propose`` and ``offer``: nothing; Hypp's ``packet`` and ``bet``: the most cards, the limit
    or the player's chips): whenever the word is legal, the entries remembered for that key are
    exactly those the engine's check accepts now, whoever asks, and the legal ids hold them."""
    from taverna.core.errors import TavernaError

    game = Game(game_id, rules=rules, players=players, options=options)
    key = game.spec.argument_key
    assert key is not None
    rng = random.Random(5)
    seen: set[str] = set()
    for seed in range(30 if game_id == "cucu" else 6):
        state = game.new_initial_state(seed)
        while not state.is_terminal():
            m = state.match
            for name in m.to_act():
                for a in m.legal_actions(name):
                    depends = key(m, name, a.word) if a.arg is None else None
                    if depends is None:
                        continue
                    ids = set(game.legal_ids(m, name))
                    brute = set()
                    for i, b in game._with_arg[a.word]:
                        try:
                            m.check(name, b)
                        except TavernaError:
                            continue
                        brute.add(i)
                    assert brute and set(game._accepted[a.word, depends]) == brute <= ids
                    seen.add(a.word)
            state.apply_action(rng.choice(state.legal_actions()))
    if game_id == "hypp":
        assert seen == {"packet", "bet"}
    else:
        assert "propose" in seen
        if rules == "lu-stu":  # (the innkeeper's: offers)
            assert "offer" in seen
