"""The tensors' lists written without the float32 vector (``State.information_state_tensor`` and
``observation_tensor`` where the game has a fast observer) are the plain path's floats, bit for bit:
``_floats`` of ``information_state_array`` / ``observation_array``, and the encoder's tensors of the
player's view.  The summary of the events seen is kept per player as a list and brought up to date
between calls, so the players are asked in random orders (some twice at a point, some skipped for
several moves) and states are cloned mid-match."""

from __future__ import annotations

import random
import struct

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from taverna.research import Game, State
from taverna.research.envs.spiel_observe import _floats
from tests.research.configs import configs, ids

CONFIGS = configs()


def bits(xs: list[float]) -> list[bytes]:
    assert all(type(x) is float for x in xs)
    return [struct.pack("<d", x) for x in xs]


def check(state: State, p: int, whole: bool = False) -> None:
    """Player ``p``'s lists equal the plain path's (and, ``whole``, the encoder's of the view)."""
    game = state.game
    info = state.information_state_tensor(p)
    obs = state.observation_tensor(p)
    assert bits(info) == bits(_floats(state.information_state_array(p)))
    assert bits(obs) == bits(_floats(state.observation_array(p)))
    if whole:
        name = game.names[p]
        view = state.match.view(name)
        assert bits(info) == bits([float(x) for x in game.encoder.information_state(view, name)])
        assert bits(obs) == bits([float(x) for x in game.encoder.observation(view, name)])


def walk(game: Game, seed: int, rng: random.Random, moves: int = 400) -> None:
    """A random match, each player's lists checked at random points; clones taken and walked too."""
    state = game.new_initial_state(seed)
    n = game.num_players()
    k = 0
    while not state.is_terminal() and k < moves:
        for p in rng.sample(range(n), rng.randint(0, n)):  # some players, in some order
            check(state, p, whole=rng.random() < 0.1)
            if rng.random() < 0.2:
                check(state, p)  # asked again at the same point
        if rng.random() < 0.05:
            copy = state.clone()
            for _ in range(rng.randint(0, 6)):
                if copy.is_terminal():
                    break
                copy.apply_action(rng.choice(copy.legal_actions()))
            for p in range(n):
                check(copy, p)
        state.apply_action(rng.choice(state.legal_actions()))
        k += 1
    for p in range(n):
        check(state, p, whole=True)


@pytest.mark.parametrize(("g", "rules", "n", "opts"), CONFIGS, ids=ids())
def test_the_lists_are_the_plain_paths_floats(g: str, rules: str | None, n: int, opts: dict) -> None:
    game = Game(g, rules=rules, players=n, options=opts)
    rng = random.Random(n)
    for seed in range(2):
        walk(game, seed, rng)


@settings(max_examples=15, deadline=None)
@given(
    st.sampled_from([("cucu", "campli", 4), ("cucu", "cambio", 4), ("kille", None, 3), ("cucu", "cambio", 6)]),
    st.integers(0, 2**16),
    st.lists(st.integers(0, 5), min_size=1, max_size=80),
)
def test_any_order_of_questions_gives_the_plain_floats(
    conf: tuple[str, str | None, int], seed: int, asks: list[int]
) -> None:
    """Whatever the order in which players are asked (``asks``: the player asked before each move, or
    none where the number is not a seat), each list is the plain path's."""
    g, rules, n = conf
    game = Game(g, rules=rules, players=n)
    state = game.new_initial_state(seed)
    rng = random.Random(seed)
    for ask in asks:
        if state.is_terminal():
            break
        if ask < n:
            check(state, ask)
        state.apply_action(rng.choice(state.legal_actions()))


def test_a_state_without_a_fast_observer_keeps_the_plain_path() -> None:
    """Explicit chance (views that hide the cards dealt by chance) has no observer: the lists are the arrays'."""
    game = Game("cucu", rules="campli", players=4, chance="explicit")
    assert game.observer is None
    state = game.new_initial_state()
    rng = random.Random(0)
    for _ in range(40):
        if state.is_terminal():
            break
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            continue
        p = state.current_player()
        assert bits(state.information_state_tensor(p)) == bits(_floats(state.information_state_array(p)))
        assert np.array_equal(np.array(state.observation_tensor(p), np.float32), state.observation_array(p))
        state.apply_action(rng.choice(state.legal_actions()))


@pytest.mark.parametrize(("g", "rules", "n", "opts"), CONFIGS, ids=ids())
def test_the_events_read_through_the_compiled_table_are_the_views(
    g: str, rules: str | None, n: int, opts: dict
) -> None:
    """``SeenEvents.read`` looks each event up in a table of the encoder's, made as events are met and
    shared by every state of the game: two matches (the second read through the first's table, a clone
    through its original's), each player's summary at random points equals the encoder's of the view."""
    game = Game(g, rules=rules, players=n, options=opts)
    rng = random.Random(7)
    for seed in range(4):
        state = game.new_initial_state(seed)
        for k in range(300):
            if state.is_terminal():
                break
            if k % 5 == 0 or rng.random() < 0.1:
                target = state.clone() if rng.random() < 0.3 else state
                for p in range(n):
                    name = game.names[p]
                    whole = game.encoder.information_state(target.match.view(name), name)
                    assert np.array_equal(target.information_state_array(p), whole)
            state.apply_action(rng.choice(state.legal_actions()))
    assert game.encoder.__dict__.get("_compiled")  # (the table was made and used)


@pytest.mark.parametrize(
    ("g", "rules", "n", "opts"),
    [*CONFIGS, ("cucu", "cambio", 4, {}), ("cucu", "cambio", 6, {"double_pack": True})],
    ids=[*ids(), "cucu-cambio-4-long", "cucu-cambio-6-double"],
)
def test_the_observers_list_is_its_values_put_in_a_list(g: str, rules: str | None, n: int, opts: dict) -> None:
    """``Observer.collect_list`` (Cucù's remembers Cambio's discards normalised while they do not grow)
    writes what ``collect`` lists, put by ``Encoder.put_list``: two matches walked in turn (the observer
    is the game's, shared by both), a copy of each now and then, every player asked in random orders."""
    game = Game(g, rules=rules, players=n, options=opts)
    observer, enc = game.observer, game.encoder
    assert observer is not None
    rng = random.Random(n)
    states = [game.new_initial_state(1), game.new_initial_state(2)]
    for k in range(500):
        live = [s for s in states if not s.is_terminal()]
        if not live:
            break
        state = rng.choice(live)
        if k % 11 == 0:
            state = state.clone()
        for p in rng.sample(range(n), n):
            name = game.names[p]
            fast = [0.0] * enc.obs_size
            observer.collect_list(state.match, name, fast)
            ones: list[int] = []
            values: dict[int, float] = {}
            observer.collect(state.match, name, ones, values)
            plain = [0.0] * enc.obs_size
            enc.put_list(plain, values, ones)
            assert bits(fast) == bits(plain)
        state.apply_action(rng.choice(state.legal_actions()))


def test_events_of_every_shape_are_read_as_the_encoder_feeds_them() -> None:
    """Events the compiled table may not remember (seers as a list, cards as a list or a dict, a player
    that is not a name, one unknown to the table) are read as the encoder feeds the viewer's log, the
    first time and again (then from the table where they are remembered)."""
    from taverna.core.match import Event
    from taverna.research.envs.features import SeenEvents

    game = Game("cucu", rules="campli", players=4)
    enc = game.encoder
    a, b, c, d = game.names
    shapes = [
        Event("card", {"player": b, "card": "cuckoo"}, [b]),  # seers as a list
        Event("card", {"player": b, "card": "cuckoo"}, (b,)),
        Event("card", {"player": c, "card": "fool"}, (a, c)),
        Event("reveal", {"cards": {a: "4", b: "12"}}),  # cards by player: no card named
        Event("reveal", {"cards": {c: "fool"}}),
        Event("exchanged", {"a": a, "b": b}),
        Event("dealt", {"player": None}),
        Event("dealt", {"player": ["not", "a", "name"]}),
        Event("keep", {"player": "nobody at the table"}),
        Event("card", {"player": d, "cards": ["4", "fool"]}, (d,)),  # cards as a list
        Event("no such kind", {"player": a, "card": "12"}),
        Event("card", {"player": a, "card": "not a card"}, (b,)),
    ]
    for twice in range(2):
        log = shapes * (twice + 1)
        events = SeenEvents(enc)
        events.read(log[: len(log) // 2])
        events.read(log)
        for p, name in enumerate(game.names):
            acc = enc.history()
            enc.feed(acc, [e.to_json() for e in log if e.visible_to(name)], name)
            fed = enc._extra_raw(acc, np.zeros(enc.info_extra, np.float32))
            mine = np.zeros(enc.info_extra, np.float32)
            events.write(p, mine)
            assert np.array_equal(mine, fed), name


@pytest.mark.parametrize("rules", ["campli", "cambio"])
def test_the_summary_written_follows_the_log_read_in_pieces_and_copies(rules: str) -> None:
    """``SeenEvents``: a match's log read in pieces, each player's summary written now and then (several
    reads between two writes, or none), copies taken and read on apart (their tables copied, their
    compiled table and list parts shared), every write equal to the encoder's feed of the player's view
    of the log read so far."""
    from taverna.research.envs.features import SeenEvents

    game = Game("cucu", rules=rules, players=4)
    enc = game.encoder
    rng = random.Random(7)
    state = game.new_initial_state(3)
    while not state.is_terminal() and len(state.match.log) < 600:
        state.apply_action(rng.choice(state.legal_actions()))
    log = list(state.match.log)

    def fed(p: int, upto: int) -> np.ndarray:
        name = game.names[p]
        acc = enc.history()
        enc.feed(acc, [e.to_json() for e in log[:upto] if e.visible_to(name)], name)
        return enc._extra_raw(acc, np.zeros(enc.info_extra, np.float32))

    readers = [SeenEvents(enc)]
    at = 0
    while at < len(log):
        at = min(len(log), at + rng.randint(1, 40))
        for events in readers:
            events.read(log[:at])
            for p in rng.sample(range(4), rng.randint(0, 2)):
                mine = np.zeros(enc.info_extra, np.float32)
                events.write(p, mine)
                assert np.array_equal(mine, fed(p, at)), (p, at)
        if rng.random() < 0.2:
            readers.append(rng.choice(readers).copy())
    for events in readers:
        for p in range(4):
            mine = np.zeros(enc.info_extra, np.float32)
            events.write(p, mine)
            assert np.array_equal(mine, fed(p, len(log)))
