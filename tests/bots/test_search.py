"""The search bot: concrete arguments for argumented actions, budgets, the fallback, the levels."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from taverna.bots import LEVELS, get_bot
from taverna.bots.search import NoisyBot, SearchBot, expand
from taverna.core import Action, Rng, UnknownOption
from taverna.games import create_match


def test_levels_are_listed_and_unknown_ones_refused() -> None:
    assert LEVELS == ("random", "simple", "easy", "normal", "hard", "learned")
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


def _cucu_decision(rules: str, want: Callable[[int], bool], seed: int = 0) -> tuple[Any, str]:
    """A Cucù match at the first keep/exchange decision whose player holds a card ``want`` accepts."""
    from taverna.cards.cuckoo import parse_card

    simple = get_bot("cucu", "simple")
    for s in range(seed, seed + 200):
        m = create_match("cucu", rules=rules, players=[f"p{i}" for i in range(5)], seed=s)
        rng = Rng(s)
        for _ in range(40):
            if m.finished:
                break
            p = m.waiting_for()[0]
            view, legal = m.view(p), m.legal_actions(p)
            words = {a.word for a in legal}
            if {"keep", "exchange"} <= words and view.get("card") and want(parse_card(view["card"])):
                return m, p
            m.apply(p, simple.choose(view, legal, rng))
    raise AssertionError("no such decision")


def test_paired_search_is_the_default_in_cucu_and_hypp_and_unknown_roots_are_refused() -> None:
    assert SearchBot("cucu").root == "paired" and SearchBot("hypp").root == "paired"
    assert SearchBot("kille").root == "tree" and SearchBot("cuajo").root == "expectimax"
    with pytest.raises(ValueError, match="tree, paired or expectimax"):
        SearchBot("cucu", root="deep")


@pytest.mark.parametrize("rules", ["campli", "cambio"])
def test_paired_search_overrides_a_bad_rule_of_thumb_move(rules: str) -> None:
    """With a rule of thumb that passes on every card, the search keeps a high card (exchanging it
    can only make the deal riskier) and still passes on a very low one."""
    from taverna.bots import ModuleBot

    def always_exchange(view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        return next((a for a in legal if a.word == "exchange"), legal[0])

    bot = SearchBot("cucu", iterations=60)
    bot._guide = ModuleBot("exchange-all", always_exchange)
    m, p = _cucu_decision(rules, lambda rank: 9 <= rank <= 11)
    assert bot.choose(m.view(p), m.legal_actions(p), Rng(3)) == Action("keep")


def test_paired_search_stops_early_on_a_clear_decision() -> None:
    bot = SearchBot("cucu", iterations=100)
    played: list[Action] = []
    real = bot._playout

    def counting(m: Any, me: str, action: Action, rng: Rng) -> float:
        played.append(action)
        return real(m, me, action, rng)

    bot._playout = counting  # type: ignore[method-assign]
    m, p = _cucu_decision("cambio", lambda rank: rank >= 11)
    assert bot.choose(m.view(p), m.legal_actions(p), Rng(5)) == Action("keep")
    assert 2 * 16 <= len(played) < 2 * 100  # both moves on each determinization, stopped before the budget


def test_hypp_rollouts_reward_the_match_won() -> None:
    m = create_match("hypp", players=["a", "b", "c"], seed=4)
    simple = get_bot("hypp", "simple")
    bot = SearchBot("hypp")
    assert bot._reward(m, {}, 0) == {p: 0.5 for p in m.players}  # not over: no verdict yet
    rng = Rng(4)
    while not m.finished:
        p = m.waiting_for()[0]
        assert not bot._horizon(m, 0)  # the horizon is the match's end, not the round's
        m.apply(p, simple.choose(m.view(p), m.legal_actions(p), rng))
    r = bot._reward(m, {}, 0)
    winners = m.winner if isinstance(m.winner, list) else [m.winner]
    assert all(r[p] == (1 / len(winners) if p in winners else 0.0) for p in m.players)


@pytest.mark.parametrize(("game", "rules", "players"), [("coch", "rulebook", 4), ("cucu", "campli", 4)])
def test_a_search_guided_by_the_network_defaults_to_the_networks_move(game: str, rules: str, players: int) -> None:
    """``guide="learned"`` (the level ``learned``): the learned bot gives the move the search must beat and
    plays the rollouts; told never to override it, the search plays the network's move, also where the rule
    of thumb would play another."""
    from taverna.bots.learned import LearnedBot

    net = LearnedBot(game)
    guided = SearchBot(game, iterations=60, confidence=1e9, stop=1e9, guide="learned")
    plain = SearchBot(game, iterations=60, confidence=1e9, stop=1e9)
    simple = get_bot(game, "simple")
    differ = 0
    for s in range(12):
        m = create_match(game, rules=rules, players=[f"p{i}" for i in range(players)], seed=s)
        rng = Rng(s)
        for _ in range(30):
            if m.finished:
                break
            p = m.waiting_for()[0]
            view, legal = m.view(p), m.legal_actions(p)
            if len(legal) > 1:
                mine = net.choose(view, legal, Rng(1).fork(1))
                if mine != simple.choose(view, legal, Rng(1).fork(1)):
                    differ += 1
                    assert guided.choose(view, legal, Rng(1)) == mine
                    assert plain.choose(view, legal, Rng(1)) != mine
            m.apply(p, simple.choose(view, legal, rng))
        if differ >= 3:
            break
    assert differ >= 1, "the network and the rule of thumb never disagreed: nothing was tested"
    with pytest.raises(ValueError, match="rules or learned"):
        SearchBot(game, guide="oracle")


def test_the_learned_level_is_hards_search_guided_by_the_network_and_cuajos_expectimax_guided() -> None:
    """``learned``: hard's search (as many iterations) with the learned bot as its guide; Cuajo's hard is the
    exact expectimax over the next card, so its learned level is that expectimax with the network choosing
    where its count ties (``GuidedExpectimaxBot``)."""
    from taverna.bots import SEARCH_ITERATIONS
    from taverna.bots.learned import GuidedExpectimaxBot, LearnedBot

    for game in ("cucu", "coch"):
        bot = get_bot(game, "learned")
        assert isinstance(bot, SearchBot) and bot.guide == "learned" and isinstance(bot.guide_bot, LearnedBot)
        assert bot.iterations == SEARCH_ITERATIONS["hard"] and bot.root == SearchBot(game).root
    assert isinstance(get_bot("cuajo", "learned"), GuidedExpectimaxBot)
    assert isinstance(get_bot("coch", "hard"), SearchBot) and get_bot("coch", "hard").guide == "rules"
