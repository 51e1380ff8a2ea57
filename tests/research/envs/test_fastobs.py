"""The fast observers (:mod:`taverna.research.envs.fastobs`) write what the encoder reads from the view:
on random states of every rule set they serve, value for value, raw and normalised, and the
information state (with the summary of the events seen, read once for every player) is the one
encoded from the player's whole view."""

from __future__ import annotations

import copy
import random

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from taverna.games.spec import generic_returns, spec_for
from taverna.research.envs.fastobs import ReadersObserver
from taverna.research.envs.features import SeenEvents
from taverna.research.envs.spiel import Game, State
from tests.research.configs import configs
from tests.sizes import heavy

# every Cucù rule set, and options that change what a view holds (Indian: everyone's card but one's
# own; a double pack; the confessions of Reincarnation; more players, fewer tokens)
CUCU = [
    ("campli", 4, {}),
    ("campli", 6, {"tokens": 1}),
    ("lu-stu", 4, {}),
    ("cambio", 4, {}),
    ("cambio", 5, {"indian": True}),
    ("cambio", 7, {"double_pack": True, "chips": 3}),
    ("cambio", 4, {"reincarnation": True, "chips": 3}),
    ("bga", 4, {"length": "short"}),
    ("le-her", 2, {}),
    ("ranter", 4, {}),
    ("coucou", 6, {}),
    ("slabberjan", 6, {}),
    ("slabberjan", 4, {"bird": "on", "cat": "pay", "stakes": "graded"}),
    ("gnav", 6, {}),
    ("gnav", 4, {"stock-matador": "powers", "fool-end": "campli"}),
]
EXAMPLES = heavy(40, default=8)


def _check(state: State) -> None:
    game = state.game
    enc = game.encoder
    assert game.observer is not None
    m = state.match
    # the returns as the spec's function gives them (read from a copy: the function keeps notes on the match)
    spec_returns = game.spec.returns or generic_returns
    assert game.returns_of(m, state._start) == [float(x) for x in spec_returns(copy.deepcopy(m), state._start)]
    for p, name in enumerate(game.names):
        whole = m.view(name)
        now = m.view(name, since=len(m.log))
        fast = np.zeros(enc.obs_size, np.float32)
        game.observer.write(m, name, fast)
        slow = enc._observation_raw(now, name, np.zeros(enc.obs_size, np.float32))
        wrong = [enc.slots[i].name for i in np.flatnonzero(fast != slow)]
        assert not wrong, f"{name}: {wrong}"
        np.testing.assert_array_equal(state.observation_array(p), enc.observation(now, name))
        np.testing.assert_array_equal(state.information_state_array(p), enc.information_state(whole, name))


@pytest.mark.parametrize(("rules", "n", "opts"), CUCU, ids=[f"{r}-{n}-{'-'.join(o) or 'preset'}" for r, n, o in CUCU])
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), moves=st.integers(0, 400), every=st.integers(1, 7))
def test_the_cucu_observer_is_the_encoder(rules: str, n: int, opts: dict, seed: int, moves: int, every: int) -> None:
    _play_and_check(Game("cucu", rules=rules, players=n, options=opts), seed, moves, every)


def _play_and_check(game: Game, seed: int, moves: int, every: int) -> None:
    """Up to ``moves`` random moves from a new match, checked at the start, every ``every`` moves
    (players read the events at different points), at the end and on a copy (it reads on from
    where the state had read)."""
    state = game.new_initial_state(seed)
    rng = random.Random(seed)
    _check(state)
    for k in range(moves):
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))
        if k % every == 0:
            _check(state)
    _check(state)
    _check(state.clone())


# every configuration of a game whose spec declares readers (the research tests' short matches), and
# longer ones (several deals: the lists the readers count as they grow are replaced at each)
READERS = [c for c in configs() if spec_for(c[0]).readers is not None] + [
    ("torionfo", None, 4, {}),
    ("torionfo", None, 2, {"deals": 2}),
    ("kille", None, 4, {"rounds": 2}),
    ("coch", None, 4, {"deals": 2}),
    ("coteccio", None, 4, {"lives": 2}),
    ("hypp", None, 4, {}),
    ("cuajo", None, 4, {"deals": 2}),
]


def test_every_game_but_cucu_has_readers() -> None:
    assert {c[0] for c in READERS} == {"torionfo", "coch", "kille", "zifuli", "coteccio", "hypp", "cuajo"}


@pytest.mark.parametrize(("g", "rules", "n", "opts"), READERS, ids=[f"{g}-{r or ''}-{n}-{'-'.join(o)}" for g, r, n, o in READERS])
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), moves=st.integers(0, 400), every=st.integers(1, 7))
def test_the_readers_observer_is_the_encoder(g: str, rules: str | None, n: int, opts: dict, seed: int, moves: int,
                                             every: int) -> None:  # fmt: skip
    game = Game(g, rules=rules, players=n, options=opts)
    assert isinstance(game.observer, ReadersObserver)
    _play_and_check(game, seed, moves, every)


def test_raw_values_too() -> None:
    game = Game("cucu", rules="cambio", players=4)
    game.encoder.raw = True
    state = game.new_initial_state(3)
    rng = random.Random(3)
    for _ in range(60):
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))
    for p, name in enumerate(game.names):
        view = state.match.view(name)
        np.testing.assert_array_equal(state.information_state_array(p), game.encoder.information_state(view, name))
        np.testing.assert_array_equal(state.observation_array(p), game.encoder.observation(view, name))


def test_the_cucu_returns_are_the_specs_own_function_made_faster() -> None:
    from taverna.games import spec
    from taverna.games.cucu import spec as cucu_spec

    for rules in ("campli", "lu-stu", "cambio", "bga"):
        assert Game("cucu", rules=rules, players=4).returns_of is not cucu_spec._cucu_returns
    assert Game("cucu", rules="le-her", players=2).returns_of is cucu_spec._cucu_returns
    assert Game("kille", players=3).returns_of is spec.generic_returns


def test_a_game_without_an_observer_reads_its_view() -> None:
    # explicit chance rebuilds the match and renames cards (Le Her's ranks): the encoder reads the views
    assert Game("cucu", rules="le-her", players=2, chance="explicit").observer is None
    assert Game("cucu", rules="campli", players=4, chance="explicit").observer is None
    assert Game("cucu", rules="le-her", players=2).observer is not None


def test_the_summary_of_events_reads_each_event_once() -> None:
    game = Game("cucu", rules="campli", players=4)
    state = game.new_initial_state(1)
    for _ in range(12):
        state.apply_action(state.legal_actions()[0])
    events = SeenEvents(game.encoder)
    events.read(state.match.log)
    assert events.size == len(state.match.log) == len(events.events)
    events.read(state.match.log)  # nothing new
    assert len(events.events) == len(state.match.log)


@pytest.mark.parametrize("seed", range(heavy(12, default=4)))
def test_the_coteccio_returns_are_the_summarys_won_less_paid(seed: int) -> None:
    """Coteccio's returns are read from the match's fields: the summary's ``won`` less its ``paid``."""
    game = Game("coteccio", players=4, options={"lives": 2})
    state = game.new_initial_state(seed)
    rng = random.Random(seed)
    while True:
        summ = state.match.summary()
        expected = [float(summ["won"].get(p, 0)) - float(summ["paid"].get(p, 0)) for p in game.names]
        assert game.spec.returns is not None and game.spec.returns(state.match, state._start) == expected
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))
    assert any(expected)  # (someone paid in, someone won the pool)


@pytest.mark.parametrize("n", [4, 2])
def test_the_torionfo_returns_are_each_sides_points_less_the_others(n: int) -> None:
    game = Game("torionfo", players=n, options={"deals": 2})
    for seed in range(heavy(6, default=2)):
        state = game.new_initial_state(seed)
        rng = random.Random(seed)
        while True:
            m = state.match
            sides = list(m.totals)  # (each side's card points)
            expected = [float(sides[m.team_of[p]] - sum(x for i, x in enumerate(sides) if i != m.team_of[p]))
                        for p in m.players]  # fmt: skip
            assert game.spec.returns is not None and game.spec.returns(m, state._start) == expected
            if state.is_terminal():
                break
            state.apply_action(rng.choice(state.legal_actions()))
        assert any(expected)


def _triples(known: dict) -> set[tuple[object, str, int]]:
    """``known`` (viewer -> player -> card) as (viewer, player, card) triples."""
    return {(v, p, c) for v, seen in known.items() for p, c in seen.items()}


@pytest.mark.parametrize(("rules", "n", "opts"), [c for c in CUCU if not c[2].get("indian")],
                         ids=[f"{r}-{n}-{'-'.join(o) or 'preset'}" for r, n, o in CUCU if not o.get("indian")])  # fmt: skip
def test_the_cucu_observers_record_of_cards_seen_is_the_matchs_known_turned_around(
    rules: str, n: int, opts: dict
) -> None:
    """Cucù's observer keeps who saw each hand's card (``_seen_by``: per player, viewer -> card), read
    from the journal as it grows: at every move of whole matches, and of copies walked on their own
    between them (the observer's record is read again from the start for another journal), it is the
    match's ``known`` (``hands.fold_seen``'s replay) turned around."""
    game = Game("cucu", rules=rules, players=n, options=opts)
    observer = game.observer
    assert observer is not None
    shown = 0
    for seed in range(heavy(24, default=6)):
        state = game.new_initial_state(seed)
        rng = random.Random(seed)
        for k in range(600):
            if state.is_terminal():
                break
            for m in (state.match, *((state.clone().match,) if k % 9 == 0 else ())):
                by = observer._seen_by(m)  # type: ignore[attr-defined]
                assert {(v, p, c) for p, saw in by.items() for v, c in saw.items()} == _triples(m.known)
            shown += sum(1 for e in state.match.seen_log if e[0] == "show")
            state.apply_action(rng.choice(state.legal_actions()))
    if rules in ("gnav", "slabberjan", "bga"):
        assert shown  # (cards shown to everyone were met)
