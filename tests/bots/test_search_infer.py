"""The search's inference from the other players' moves (``SearchBot(infer=True)``, ``Sampler(model=...)``):
the determinizations follow the posterior over the others' hidden cards given how they played."""

from __future__ import annotations

from typing import Any

from taverna.bots.search import SearchBot
from taverna.core import Action, Match, Rng
from taverna.games import create_match
from taverna.games.sampling import Sampler

KEEP = Action("keep")


def _after_two_keeps(seed: int) -> Match:
    m = create_match("cucu", players=["a", "b", "c", "d"], rules="campli", seed=seed)
    m.apply("b", m.check("b", KEEP))
    m.apply("c", m.check("c", KEEP))
    return m


def _even(m: Any, p: str) -> bool:
    return int(m.hands[p].card) % 2 == 0


def _model(m: Match, p: str, act: Action, rng: Rng) -> float:
    """A player keeps only an even card (an arbitrary, strict model: likelihood 1 or 0)."""
    if act != KEEP:
        return 1.0
    return 1.0 if _even(m, p) else 0.0


def test_every_sample_after_the_first_follows_the_model() -> None:
    m = _after_two_keeps(7)
    view = m.view("d")
    judged = Sampler("cucu", view, "d", tries=200, fast=True, model=_model)
    rng = Rng(11)
    judged.sample(rng)  # the first sample only finds the deal's start
    samples = [judged.sample(rng) for _ in range(40)]
    assert all(_even(s, "b") and _even(s, "c") for s in samples)
    assert all(s.view("d") == view for s in samples)
    assert judged.rejected > 0  # the model did reject some
    # without the model, the same view gives the kept cards of either parity
    plain = Sampler("cucu", view, "d", tries=200, fast=True)
    rng = Rng(11)
    free = [plain.sample(rng) for _ in range(41)][1:]
    assert any(not _even(s, "b") or not _even(s, "c") for s in free)


def test_the_model_never_judges_the_viewers_own_moves() -> None:
    m = _after_two_keeps(7)
    asked: list[str] = []

    def model(mm: Match, p: str, act: Action, rng: Rng) -> float:
        asked.append(p)
        return 1.0

    sampler = Sampler("cucu", m.view("c"), "c", fast=True, model=model)
    rng = Rng(3)
    for _ in range(5):
        sampler.sample(rng)
    assert "b" in asked and "c" not in asked


def test_inferring_search_plays_a_legal_move_deterministically() -> None:
    for seed in range(4):
        m = _after_two_keeps(seed)
        view, legal = m.view("d"), m.legal_actions("d")
        bot = SearchBot("cucu", iterations=40, infer=True)
        first = bot.choose(view, legal, Rng(seed))
        assert first in legal
        assert SearchBot("cucu", iterations=40, infer=True).choose(view, legal, Rng(seed)) == first
