"""The search bot: concrete arguments for argumented actions, budgets, the fallback, the levels."""

from __future__ import annotations

import pytest

from taverna.bots import LEVELS, get_bot
from taverna.bots.search import NoisyBot, SearchBot, expand
from taverna.core import Action, Rng, UnknownOption
from taverna.games import create_match


def test_levels_are_listed_and_unknown_ones_refused() -> None:
    assert LEVELS == ("random", "simple", "easy", "normal", "hard")
    assert isinstance(get_bot("cucu", "easy"), NoisyBot)
    assert isinstance(get_bot("cucu", "hard"), SearchBot)
    with pytest.raises(UnknownOption, match="easy, normal, hard"):
        get_bot("cucu", "expert")


def test_hypp_packets_and_bets_get_concrete_legal_arguments() -> None:
    m = create_match("hypp", players=["a", "b", "c"], seed=4)
    bot = SearchBot("hypp", iterations=16)
    for _ in range(4):
        p = m.waiting_for()[0]
        legal = m.legal_actions(p)
        acts = expand(m, p, legal)
        assert all(a.arg is not None for a in acts if a.word in ("packet", "bet"))
        assert len({a for a in acts if a.word in ("packet", "bet")}) >= 2
        choice = bot.choose(m.view(p), legal, Rng(1))
        m.apply(p, m.check(p, choice))


def test_cucu_offer_and_proposal_are_discretised() -> None:
    m = create_match("cucu", rules="lu-stu", players=["a", "b"], seed=2)
    p = m.waiting_for()[0]
    words = {a.word for q in m.to_act() for a in m.legal_actions(q)}
    assert "propose" in words  # the last two may propose a split
    q = next(q for q in m.to_act() if Action("propose") in m.legal_actions(q))
    acts = expand(m, q, m.legal_actions(q))
    assert {a.arg for a in acts if a.word == "propose"} == {40, 50, 60}
    assert p in m.players


def test_a_time_budget_and_a_random_rollout_give_a_legal_move() -> None:
    m = create_match("kille", players=["a", "b", "c"], seed=9)
    p = m.waiting_for()[0]
    for bot in (SearchBot("kille", iterations=None, time_ms=30), SearchBot("kille", iterations=10, rollout="random")):
        m.check(p, bot.choose(m.view(p), m.legal_actions(p), Rng(0)))


def test_without_a_sampler_the_search_bot_plays_the_rule_of_thumb_move() -> None:
    m = create_match("kille", players=["a", "b", "c"], seed=9)
    p = m.waiting_for()[0]
    view, legal = m.view(p), m.legal_actions(p)
    bot = SearchBot("kille", iterations=10)
    bot.game = "nosuchgame"  # no sampler for it
    assert bot.choose(view, legal, Rng(0)) == get_bot("kille", "simple").choose(view, legal, Rng(0).fork(1))


@pytest.mark.parametrize("game", ["coch", "torionfo"])
def test_side_games_reward_the_side_that_did_better(game: str) -> None:
    """Both sides score card points in Coch and Torionfo: a rollout rewards the better side, not everyone."""
    m = create_match(game, players=["a", "b", "c", "d"], seed=5)
    simple = get_bot(game, "simple")
    rng = Rng(5)
    while not getattr(m, "deals", []):
        p = m.waiting_for()[0]
        m.apply(p, simple.choose(m.view(p), m.legal_actions(p), rng))
    bot = SearchBot(game)
    r = bot._reward(m, {}, 0)
    assert r["a"] == r["c"] and r["b"] == r["d"]
    assert abs(r["a"] + r["b"] - 1.0) < 1e-9
    deal = m.deals[0]
    if game == "torionfo":
        sa, sb = deal["scored"]["a"], deal["scored"]["b"]
        best = "" if sa == sb else "a" if sa > sb else "b"
    else:
        best = "a" if deal["winner"] and "a" in deal["winner"] else "b" if deal["winner"] else ""
    if best:
        assert r[best] > 0.5
    assert bot._reward(m, {}, 1) == {p: 0.5 for p in m.players}
