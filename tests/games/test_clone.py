"""``taverna.games.sampling.clone``: a copy that plays on alone, exactly as the original would."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from taverna.core import Match
from taverna.core.rng import Rng
from taverna.games import create_match
from taverna.games.sampling import clone

CASES = [
    ("cucu", "campli", 6),
    ("cucu", "lu-stu", 5),
    ("cucu", "cambio", 6),
    ("cucu", "bga", 4),
    ("cucu", "le-her", 2),
    ("cucu", "ranter", 4),
    ("cucu", "coucou", 6),
    ("cucu", "gnav", 6),
    ("cucu", "slabberjan", 6),
    ("coch", None, 4),
    ("torionfo", None, 4),
    ("kille", None, 4),
    ("coteccio", "trieste", 4),
    ("zifuli", None, 5),
    ("hypp", None, 4),
    ("cuajo", "pagat", 4),
]


def _step(m: Match, rng: random.Random) -> None:
    p = (m.waiting_for() or m.to_act())[0]
    legal = m.legal_actions(p)
    plain = [a for a in legal if a.word not in ("declare", "propose", "offer") and a.word not in m.needs_argument]
    m.apply(p, rng.choice(plain or legal))


def _state(m: Match) -> str:
    views = [m.view(p) for p in (*m.players, None)]
    return json.dumps([m.record(), views, [e.to_json() for e in m.log]], sort_keys=True, default=str)


@pytest.mark.parametrize(("game", "rules", "n"), CASES)
def test_a_clone_plays_on_alone_as_the_original_would(game: str, rules: str | None, n: int) -> None:
    names = [f"P{i}" for i in range(n)]
    m = create_match(game, rules=rules, players=names, seed=11)
    rng = random.Random(3)
    for _ in range(12):
        if m.finished:
            break
        _step(m, rng)
    before = _state(m)
    c = clone(m)
    assert _state(c) == before
    twin = create_match(game, rules=rules, players=names, seed=11)
    for p, a in m.history:
        twin.apply(p, a)
    played = random.Random(5)
    for _ in range(400):  # the clone and a rebuilt twin take the same actions: the same states
        if c.finished:
            break
        state = played.getstate()
        _step(c, played)
        played.setstate(state)
        _step(twin, played)
    assert _state(c) == _state(twin)
    assert _state(m) == before  # the original is untouched


def test_a_clone_has_its_own_generator() -> None:
    m = create_match("cucu", rules="cambio", players=["A", "B", "C"], seed=1)
    c = clone(m)
    assert c.rng is not m.rng and isinstance(c.rng, Rng)
    assert c.rng.next64() == m.rng.next64()


@pytest.mark.parametrize(("game", "rules", "n"), CASES)
def test_what_a_game_says_a_clone_may_share_never_changes(game: str, rules: str | None, n: int) -> None:
    m = create_match(game, rules=rules, players=[f"P{i}" for i in range(n)], seed=4)
    fixed = {k: (getattr(m, k), repr(getattr(m, k))) for k in m.clone_shares}
    shallow = {k: getattr(m, k) for k in m.clone_shallow}
    rng = random.Random(2)
    for _ in range(600):
        if m.finished:
            break
        before = {k: list(v) for k, v in shallow.items() if getattr(m, k) is v}
        _step(m, rng)
        for k, items in before.items():  # a shallow list's items are never changed in place
            now = getattr(m, k)
            assert all(a is b for a, b in zip(items, now, strict=False)) or now is not shallow[k]
    for k, (value, text) in fixed.items():
        assert getattr(m, k) is value and repr(value) == text


def test_the_shuffler_of_a_clone_draws_from_the_clones_generator() -> None:
    from taverna.core.match import Shuffler

    class Marked(Shuffler[int]):
        pass

    m: Any = create_match("cuajo", rules="pagat", players=["A", "B", "C", "D"], seed=9)
    m.shuffler = Marked(m.rng, [["Ko"]], m.shuffler.parse)
    m.shuffler.mark = [1]
    c: Any = clone(m)
    assert type(c.shuffler) is Marked and c.shuffler.mark == [1] and c.shuffler.mark is not m.shuffler.mark
    assert c.shuffler.rng is c.rng and c.rng is not m.rng
    assert c.shuffler.scripted == [["Ko"]] and c.shuffler.scripted is not m.shuffler.scripted
    assert c.shuffler.rng.next64() == m.shuffler.rng.next64()


def test_objects_shared_between_attributes_stay_shared_in_a_clone() -> None:
    # clone copies the match's dict at once and replaces its mutable attributes: whatever two attributes
    # (or an attribute and a container's item) share, empty or not, their copies share too
    m: Any = create_match("cucu", rules="campli", players=["A", "B", "C"], seed=3)
    empty: list[int] = []
    counts = {"A": 1, "B": 2}
    m.extra_empty, m.extra_empty_too = empty, empty
    m.extra_counts, m.extra_holder = counts, {"counts": counts, "empty": empty}
    m.extra_log_again = m.log
    c: Any = clone(m)
    assert c.extra_empty is c.extra_empty_too and c.extra_empty is not empty
    assert c.extra_holder["empty"] is c.extra_empty
    assert c.extra_counts == counts and c.extra_counts is not counts and c.extra_holder["counts"] is c.extra_counts
    assert c.extra_log_again is c.log and c.log is not m.log and c.log == m.log
    c.extra_empty.append(1)
    assert c.extra_empty_too == [1] and empty == []
    for p, held in m.hands.items():  # a hand is copied (its trail, a tuple, shared)
        assert c.hands[p] is not held and c.hands[p] == held and c.hands[p].trail is held.trail
