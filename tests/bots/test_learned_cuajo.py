"""Cuajo's learned part: one row of features per legal action (read from the view alone), the rule of
thumb's choice among them, the training's return in dollars and its rule set, and a whole match played
by the level."""

from __future__ import annotations

import importlib.resources
import json
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from taverna.bots import get_bot, play_bots
from taverna.bots.learned import LearnedBot, Network, learned_part, load_network, network_choice
from taverna.cards.cuajo import parse_card
from taverna.core import Action, Match, Rng
from taverna.games import create_match
from taverna.games.cuajo import solver
from taverna.games.cuajo.bot import free_cards, held_cards
from taverna.games.sampling import Sampler, SamplingError

PLAYERS = ["a", "b", "c", "d"]


def _part() -> Any:
    part = learned_part("cuajo")
    assert part is not None
    return part


def _position(seed: int, steps: int) -> Match | None:
    """A match played by the rule of thumb for ``steps`` actions: None if over by then."""
    m = create_match("cuajo", rules="pagat", players=PLAYERS, seed=seed)
    normal = get_bot("cuajo", "normal")
    for i in range(steps):
        if m.finished:
            return None
        p = m.waiting_for()[0]
        m.apply(p, normal.choose(m.view(p), m.legal_actions(p), Rng(seed + i)))
    return None if m.finished else m


def _column_network(column: int) -> Network:
    """A network whose estimate of a row is the row's number at ``column``."""
    part = _part()
    w = np.zeros((part.SIZE, 1), dtype=np.float32)
    w[column, 0] = 1.0
    return Network([(w, np.zeros(1, dtype=np.float32))], part.ACTIONS, part.LAYOUT)


THUMB = 3 + 16  # the row's number: the rule of thumb's choice (after the 3 kinds and 16 action numbers)


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**31), steps=st.integers(5, 160))
def test_rows_are_read_from_the_view_alone(seed: int, steps: int) -> None:
    """A second match whose hidden cards differ but whose view is the same gives the same rows."""
    m = _position(seed, steps)
    if m is None:
        return
    p = m.waiting_for()[0]
    view = m.view(p)
    try:
        other = Sampler("cuajo", json.loads(json.dumps(view)), p).sample(Rng(seed + 1))
    except SamplingError:
        return
    assert other.view(p) == view
    part = _part()
    assert part.action_features(view, m.legal_actions(p)) == part.action_features(other.view(p), other.legal_actions(p))


def test_the_rule_of_thumb_column_marks_the_rule_of_thumbs_choice() -> None:
    """A network reading only that column takes, draws and discards as the rule-of-thumb bot does (one
    of its tied choices), over many decisions of real deals."""
    part = _part()
    bot = LearnedBot("cuajo", {"pagat": _column_network(THUMB)})
    normal = get_bot("cuajo", "normal")
    kinds: dict[str, int] = {}
    for seed in range(3):
        m = create_match("cuajo", rules="pagat", players=PLAYERS, seed=seed, options={"deals": 1})
        step = 0
        while not m.finished and step < 600:
            p = m.waiting_for()[0]
            view, legal = m.view(p), m.legal_actions(p)
            rows = part.action_features(view, legal)
            if rows is not None:
                marked = {a for a, r in zip(legal, rows) if r[THUMB] == 1.0}
                # the rule of thumb's choice is random among ties: every seed of its rng picks a marked one
                assert {normal.choose(view, legal, Rng(k)) for k in range(6)} <= marked
                net = bot.network("pagat")
                assert net is not None and network_choice(net, part, view, legal) in marked
                kinds[legal[0].word] = kinds.get(legal[0].word, 0) + 1
            m.apply(p, normal.choose(view, legal, Rng(step)))
            step += 1
    assert kinds.get("draw", 0) > 5 and kinds.get("discard", 0) > 5


def test_a_discard_row_knows_whether_it_leaves_the_hand_one_card_from_a_win() -> None:
    part = _part()
    seen = {0.0: 0, 1.0: 0}
    for seed in range(4):
        m = _position(seed, 40)
        step = 0
        while m is not None and not m.finished and step < 400:
            p = m.waiting_for()[0]
            view, legal = m.view(p), m.legal_actions(p)
            rows = part.action_features(view, legal)
            if rows is not None and legal[0].word == "discard":
                free, held, face_up = free_cards(view), held_cards(view), parse_card(view["sowee"])
                for a, r in zip(legal, rows):
                    c = parse_card(a.arg)
                    rest, kept = list(free), list(held)
                    rest.remove(c)
                    kept.remove(c)
                    assert r[3] == (1.0 if solver.one_away(rest, solver.cannot_come(kept, face_up)) else 0.0)
                    seen[r[3]] += 1
            m.apply(p, get_bot("cuajo", "normal").choose(view, legal, Rng(step)))
            step += 1
    assert seen[0.0] > 0 and seen[1.0] > 0


def test_no_rows_where_the_network_does_not_decide() -> None:
    part = _part()
    m = _position(1, 30)
    assert m is not None
    p = m.waiting_for()[0]
    view = m.view(p)
    assert part.action_features(view, [Action("silent"), Action("purro")]) is None
    assert part.action_features(view, [Action("draw")]) is None  # one action: nothing to choose
    assert part.action_features({**view, "rules": "other"}, [Action("draw"), Action("take")]) is None


def test_training_picks_the_only_rule_set_and_returns_in_dollars() -> None:
    """``taverna learn cuajo`` needs no --rules (Cuajo's only rule set); the returns are the money won or
    lost over the part's RETURN_SCALE (cents: a dollar)."""
    from taverna.research.experiments.learn import LearnConfig, _Trainer, train

    part = _part()
    t = _Trainer(LearnConfig("cuajo", seed=3, hidden=(8,), options={"deals": 1, "max_turns": 120}))
    assert t.rules == "pagat" and t.scale == part.RETURN_SCALE == 100.0
    added = t.play(0)
    assert added > 0 and t.filled == added
    cents = t.g[:added] * part.RETURN_SCALE
    assert np.allclose(cents, np.round(cents / 10) * 10, atol=1e-3)  # payments are whole multiples of 10 cents
    assert np.max(np.abs(t.g[:added])) < 20  # dollars, not cents
    net = train(LearnConfig("cuajo", seed=3, matches=2, hidden=(8,), round_matches=2, eval_every=2, eval_sets=1,
                            batch=16, options={"deals": 1, "max_turns": 80}))  # fmt: skip
    assert net.meta["settings"]["rules"] == "pagat" and net.actions == ("value",)


def _shipped() -> bool:
    return importlib.resources.files("taverna.games.cuajo.learned").joinpath("pagat.npz").is_file()


@pytest.mark.skipif(not _shipped(), reason="no Cuajo weights shipped")
def test_a_whole_match_played_by_the_level_with_its_weights() -> None:
    """The level (shipped weights) holds one partnership through a whole four-deal match: only legal
    actions, the network estimating its turns' draws and discards."""
    net = load_network("cuajo", "pagat")
    assert net is not None and net.layout == _part().LAYOUT
    level = get_bot("cuajo", "learned")  # the expectimax guided by the network (test_learned_cuajo_guided.py)
    assert level.guide_bot.network("pagat") is not None  # type: ignore[attr-defined]
    decided = 0

    class Counting:
        name = "learned"

        def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
            nonlocal decided
            choice = level.choose(view, legal, rng)
            assert choice in legal
            assert net is not None
            decided += network_choice(net, _part(), view, legal) is not None
            return choice

        def choose_optional(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action | None:
            return level.choose_optional(view, legal, rng)

    m = create_match("cuajo", rules="pagat", players=PLAYERS, seed=11)
    normal = get_bot("cuajo", "normal")
    learned = Counting()
    play_bots(
        m, {p: learned if p in ("a", "c") else normal for p in PLAYERS}, {p: Rng(i) for i, p in enumerate(PLAYERS)}
    )
    assert m.finished and len(m.summary()["deals"]) == 4
    assert decided > 20
