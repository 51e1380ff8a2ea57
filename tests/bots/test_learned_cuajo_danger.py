"""Cuajo's danger model (``games/cuajo/danger.py``): the learned estimate that a discard completes the purro
next player's hand, read from the viewer's view alone, weighed by the ``learned`` level's expectimax
(``expectimax.choose_guided(..., danger=...)``) and never by ``hard``; its training
(``taverna learn cuajo --danger``, ``research.train_danger``) is repeatable."""

from __future__ import annotations

import importlib.resources
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from taverna.bots import get_bot
from taverna.bots.learned import GuidedExpectimaxBot, Network, load_danger
from taverna.cards.cuajo import parse_card
from taverna.core import Action, Rng
from taverna.games import create_match
from taverna.games.cuajo import danger as dz
from taverna.games.cuajo import expectimax as search

PLAYERS = ["a", "b", "c", "d"]


def _states(seed: int, deals: int = 1) -> Iterator[tuple[Any, str, dict[str, Any], list[Action]]]:
    """Every decision of ``hard``'s self-play: (match, player, view, legal), before the move is applied."""
    m = create_match("cuajo", players=PLAYERS, seed=seed, options={"deals": deals})
    rng = Rng(seed)
    while not m.finished:
        p = m.waiting_for()[0]
        view, legal = m.view(p), m.legal_actions(p)
        yield m, p, view, legal
        m.apply(p, search.choose(view, legal, rng))


def _fed_moment(seed: int) -> tuple[Any, dict[str, Any], list[Action], list[int]]:
    """The first discard of ``hard``'s self-play from ``seed`` whose next player is purro: the match, the
    view, the legal actions and the next player's waits (read from that player's own view)."""
    for m, _p, view, legal in _states(seed):
        nxt = dz.next_purro(view)
        if nxt is not None and any(a.word == "discard" for a in legal):
            return m, view, legal, [parse_card(c) for c in m.view(nxt)["waits"]]
    raise AssertionError(f"no discard before a purro player in seed {seed}")


def _fed_moments(seeds: int) -> Iterator[tuple[dict[str, Any], list[Action], list[Action], list[int]]]:
    """For each seed below ``seeds`` with one, :func:`_fed_moment`'s view and legal actions, its discards and
    their outlooks."""
    for seed in range(seeds):
        try:
            _, view, legal, _ = _fed_moment(seed)
        except AssertionError:
            continue
        discards = [a for a in legal if a.word == "discard"]
        yield view, legal, discards, search.discard_outlooks(view, discards)


def _shipped() -> bool:
    return importlib.resources.files("taverna.games.cuajo.learned").joinpath("danger.npz").is_file()


def test_a_card_known_to_win_is_not_fed_when_a_discard_of_equal_outlook_is_safe() -> None:
    """The next player is purro and (by the danger given) waits on one card: the expectimax weighing the
    danger discards another card of the same outlook; without it (``hard``), it may discard the card."""
    tried = 0
    for view, legal, discards, outs in _fed_moments(60):
        best = [a for a, o in zip(discards, outs, strict=True) if o == max(outs)]
        if len(best) < 2:
            continue
        hard = search.choose(view, legal, Rng(0))
        assert hard in best
        x = parse_card(hard.arg)  # the card hard discards is the one the next player waits on

        def danger(v: dict[str, Any], x: int = x) -> list[float]:
            return [1.0 if c == x else 0.0 for c in range(28)]

        weighed = search.choose_guided(view, legal, Rng(0), None, danger=danger)
        assert weighed != hard and weighed in best
        # with no danger (the next player not purro), the same move as hard's
        assert search.choose_guided(view, legal, Rng(0), None, danger=lambda v: None) == hard
        tried += 1
        if tried == 3:
            return
    raise AssertionError(f"only {tried} such moments in the seeds tried")


def test_a_hand_one_card_from_a_win_is_kept_whatever_the_danger() -> None:
    for view, legal, discards, outs in _fed_moments(60):
        if max(outs) < search.PURRO or min(outs) >= search.PURRO:
            continue
        keep = {parse_card(a.arg) for a, o in zip(discards, outs, strict=True) if o >= search.PURRO}

        def danger(v: dict[str, Any], keep: set[int] = keep) -> list[float]:
            return [float(c in keep) for c in range(28)]  # the hands one card from a win are the dangerous

        choice = search.choose_guided(view, legal, Rng(0), None, danger=danger)
        assert outs[discards.index(choice)] >= search.PURRO
        return
    pytest.skip("no such moment in the seeds tried")


def test_recently_declined_cards_are_read_from_the_log() -> None:
    """The previous player's discard that the purro player drew past, a card drawn face up that it did not
    claim and its own last discard are marked; a card it discarded before is counted, not marked."""
    view = {
        "viewer": "a",
        "players": [{"name": q, "purro": q == "b"} for q in PLAYERS],
        "hand": [],
        "discards": ["Ac", "3o", "4s", "Jb"],
        "log": [
            {"kind": "deal_start", "dealer": "d", "order": PLAYERS},
            {"kind": "discard", "player": "b", "card": "3o"},
            {"kind": "purro", "player": "b", "king": None},
            {"kind": "draw", "player": "c", "card": "Hc", "shown": True},
            {"kind": "no_claim", "player": "b"},
            {"kind": "discard", "player": "c", "card": "Ac"},
            {"kind": "discard", "player": "a", "card": "4s"},
            {"kind": "draw", "player": "b", "shown": False},
            {"kind": "discard", "player": "b", "card": "Jb"},
            {"kind": "draw", "player": "c", "card": "5o", "shown": True},
        ],
    }
    f = dz.facts(view, "b")
    assert f.recent == {parse_card("Jb"), parse_card("5o")}
    assert f.declined[parse_card("4s")] == 1 and f.declined[parse_card("Hc")] == 1
    assert f.discarded[parse_card("3o")] == 1 and f.discarded_purro[parse_card("3o")] == 0
    assert f.discarded_purro[parse_card("Jb")] == 1
    rows = dz.features(view, "b")
    assert len(rows) == 28 and all(len(r) == dz.SIZE for r in rows)
    assert rows[parse_card("5o")][1] == 1.0 and rows[parse_card("4s")][1] == 0.0
    assert dz.next_purro(view) == "b" and dz.next_purro({**view, "viewer": "b"}) is None


@settings(max_examples=6, deadline=None)
@given(st.integers(min_value=0, max_value=10_000))
def test_danger_is_a_probability_of_the_view_alone(seed: int) -> None:
    """Over a deal of ``hard``'s self-play: the model's danger (random weights, so that the test needs no
    shipped file) is None exactly when the next player is not purro, else 28 numbers in [0, 1]; the same
    view (a copy, and the view the sampler's rebuilt match gives) gives the same numbers."""
    w = np.random.default_rng(seed).normal(0.0, 2.0, dz.SIZE)
    net = Network([(w.astype(np.float32).reshape(-1, 1), np.zeros(1, dtype=np.float32))], ("wait",), dz.LAYOUT)
    for _, _, view, _ in _states(seed):
        d = dz.probabilities(net, view)
        assert (d is None) == (dz.next_purro(view) is None)
        if d is not None:
            assert len(d) == 28 and all(0.0 <= x <= 1.0 for x in d)
            assert dz.probabilities(net, {**view, "log": list(view["log"])}) == d


def test_hard_takes_no_danger_and_the_level_does() -> None:
    level = get_bot("cuajo", "learned")
    assert isinstance(level, GuidedExpectimaxBot)
    if _shipped():
        assert load_danger("cuajo") is not None
        assert level._danger is not None
    assert load_danger("coch") is None
    # hard's choice is the expectimax's without danger at every decision of a deal
    hard = get_bot("cuajo", "hard")
    for _, _, view, legal in _states(3):
        assert hard.choose(view, legal, Rng(1)) == search.choose_guided(view, legal, Rng(1).fork(1), None)


def test_the_training_is_repeatable_and_writes_a_network(tmp_path: Path) -> None:
    from taverna.games.cuajo import research

    x, y = research.samples(2, 5)
    assert x.shape == (len(y), dz.SIZE) and len(y) > 0 and set(np.unique(y)) <= {0.0, 1.0}
    # a separable toy problem: the fit ranks it perfectly
    w = research.fit(np.array([[1.0, 0.0], [1.0, 1.0], [1.0, 0.1], [1.0, 0.9]]), np.array([0.0, 1.0, 0.0, 1.0]))
    assert w[1] > 0
    out = tmp_path / "danger.npz"
    meta = research.train_danger(2, 5, out)
    net = Network.load(out)
    assert net.layout == dz.LAYOUT and net.size == dz.SIZE and net.meta["seed"] == 5
    assert net.meta["samples"] == len(y) == meta["samples"]  # the same deals as samples(2, 5)
    research.train_danger(2, 5, out)
    assert Network.load(out).layers[0][0].tolist() == net.layers[0][0].tolist()
