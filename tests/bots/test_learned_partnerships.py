"""The ``learned`` level in the partnership games Coch and Cuajo: the action encoding, legal actions from
the view in every seat of either partnership, the shipped weights, reproducible training."""

from __future__ import annotations

import importlib.resources
from types import ModuleType
from typing import Any

import numpy as np
import pytest

from taverna.bots import get_bot, play_bots
from taverna.bots.learned import LearnedBot, Network, action_key, learned_part, load_network, network_choice
from taverna.core import Action, Rng
from taverna.games import create_match, get_game

GAMES = {"coch": "rulebook", "cuajo": "pagat"}
OPTIONS: dict[str, dict[str, Any]] = {"coch": {}, "cuajo": {"deals": 1, "max_turns": 80}}


def _shipped(game: str) -> bool:
    return importlib.resources.files(f"taverna.games.{game}.learned").joinpath(f"{GAMES[game]}.npz").is_file()


def _random_network(game: str, seed: int) -> Network:
    from taverna.research.experiments.learn import init_network

    part = learned_part(game)
    assert part is not None
    return init_network((part.SIZE, 16, len(part.ACTIONS)), part.ACTIONS, part.LAYOUT, np.random.default_rng(seed))


@pytest.mark.parametrize("game", list(GAMES))
def test_the_part_encodes_every_card_action_and_nothing_else(game: str) -> None:
    part = learned_part(game)
    assert part is not None and "learned" in get_game(game).parts()
    assert len(set(part.ACTIONS)) == len(part.ACTIONS)
    match = create_match(game, rules=GAMES[game], players=["a", "b", "c", "d"], seed=3, options=OPTIONS[game])
    normal = get_bot(game, "normal")
    encoded = other = 0
    for step in range(400):
        if match.finished:
            break
        p = match.to_act()[0]
        legal = match.legal_actions(p)
        # Cuajo's network scores each action by a row of its own (one output): its keys are the action's kind
        words = part.KIND_WORDS if game == "cuajo" else part.ACTIONS
        for a in legal:
            key = action_key(part, a)
            if a.word in ("play", "discard", "draw", "take"):
                assert key in words, a
                encoded += 1
            else:
                assert key is None, a
                other += 1
        if game == "cuajo":
            rows = part.action_features(match.view(p), legal)
            scored = len(legal) >= 2 and all(action_key(part, a) for a in legal) and match.view(p).get("hand")
            assert (rows is not None) == bool(scored), legal
            if rows is not None:
                assert len(rows) == len(legal) and all(len(r) == part.SIZE and all(np.isfinite(r)) for r in rows)
        else:
            x = part.features(match.view(p))
            if x is not None:
                assert len(x) == part.SIZE and all(np.isfinite(x))
        match.apply(p, normal.choose(match.view(p), legal, Rng(step)))
    assert encoded > 0
    assert action_key(part, Action("play" if game == "cuajo" else "discard", "Ko" if game == "coch" else "3")) is None


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("side", [0, 1])
def test_learned_bots_play_legal_actions_from_their_view_in_either_partnership(game: str, side: int) -> None:
    """The learned bot holds one partnership (as the arena seats it, Match.teams), the rule of thumb the other."""
    net = _random_network(game, seed=side)
    found = learned_part(game)
    assert found is not None
    part: ModuleType = found

    class Checked:
        def __init__(self) -> None:
            self.inner = LearnedBot(game, {GAMES[game]: net})
            self.name = self.inner.name
            self.decided = 0

        def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
            assert isinstance(view, dict) and view["viewer"] in [q["name"] for q in view["players"]]
            assert [str(a) for a in legal] == view["legal"]
            choice = self.inner.choose(view, legal, rng)
            assert choice in legal
            if network_choice(net, part, view, legal) is not None:
                self.decided += 1
                assert choice == network_choice(net, part, view, legal)
            return choice

        def choose_optional(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action | None:
            choice = self.inner.choose_optional(view, legal, rng)
            assert choice is None or choice in legal
            return choice

    players = ["a", "b", "c", "d"]
    match = create_match(game, rules=GAMES[game], players=players, seed=7 + side, options=OPTIONS[game])
    assert match.teams is not None and len(match.teams) == 2
    learned = Checked()
    normal = get_bot(game, "normal")
    bots = {p: learned if p in match.teams[side] else normal for p in players}
    play_bots(match, bots, {p: Rng(i) for i, p in enumerate(players)}, max_actions=3000)
    assert learned.decided > 0


def test_the_coch_network_plays_the_card_it_scores_highest() -> None:
    part = learned_part("coch")
    assert part is not None
    net = _random_network("coch", 0)
    w, _ = net.layers[-1]
    net.layers[-1] = (np.zeros_like(w), np.arange(len(part.ACTIONS), dtype=np.float32))  # the later card, the better
    bot = LearnedBot("coch", {"rulebook": net})
    match = create_match("coch", players=["a", "b", "c", "d"], seed=2)
    seen = 0
    while not match.finished:
        p = match.to_act()[0]
        legal = match.legal_actions(p)
        choice = bot.choose(match.view(p), legal, Rng(0))
        if len(legal) > 1:
            assert part.ACTIONS.index(action_key(part, choice)) == max(
                part.ACTIONS.index(action_key(part, a)) for a in legal
            )
            seen += 1
        match.apply(p, choice)
    assert seen > 10


@pytest.mark.parametrize("game", list(GAMES))
def test_shipped_weights_load_and_are_small(game: str) -> None:
    part = learned_part(game)
    assert part is not None
    if not _shipped(game):
        assert load_network(game, GAMES[game]) is None
        pytest.skip(f"no {game} weights shipped")
    net = load_network(game, GAMES[game])
    assert net is not None and net.layout == part.LAYOUT and net.actions == part.ACTIONS and net.size == part.SIZE
    assert net.meta["game"] == game and net.meta["settings"]["rules"] == GAMES[game] and net.meta["curve"]
    res = importlib.resources.files(f"taverna.games.{game}.learned").joinpath(f"{GAMES[game]}.npz")
    assert len(res.read_bytes()) < 200_000
    level = get_bot(game, "learned")  # (hard's search guided by the network; Cuajo's: its expectimax, so guided)
    assert getattr(level, "guide_bot", level).network(GAMES[game]) is not None


def test_a_cuajo_view_names_no_rule_set_and_the_learned_bot_plays_the_parts_default() -> None:
    match = create_match("cuajo", rules="pagat", players=["a", "b", "c", "d"], seed=1)
    part = learned_part("cuajo")
    assert part is not None and part.DEFAULT_RULES == "pagat"
    assert "rules" not in match.view("a")
    net = _random_network("cuajo", 5)
    bot = LearnedBot("cuajo", {"pagat": net})
    decided = 0
    for step in range(60):
        p = match.to_act()[0]
        view, legal = match.view(p), match.legal_actions(p)
        choice = bot.choose(view, legal, Rng(step))
        mine = network_choice(net, part, view, legal)
        if mine is not None:
            assert choice == mine
            decided += 1
        match.apply(p, choice)
    assert decided > 5


@pytest.mark.parametrize("game", list(GAMES))
def test_training_is_reproducible_from_its_seed(game: str) -> None:
    from taverna.research.experiments.learn import LearnConfig, train

    def run(seed: int) -> Network:
        cfg = LearnConfig(game, GAMES[game], seed=seed, matches=4, hidden=(8,), round_matches=2, eval_every=4,
                          eval_sets=1, batch=32, options=dict(OPTIONS[game]))  # fmt: skip
        return train(cfg)

    a, b, c = run(1), run(1), run(2)
    for (wa, ba), (wb, bb) in zip(a.layers, b.layers):
        assert np.array_equal(wa, wb) and np.array_equal(ba, bb)
    assert not all(np.array_equal(wa, wc) for (wa, _), (wc, _) in zip(a.layers, c.layers))

    def timeless(net: Network) -> list[dict[str, Any]]:
        return [{k: v for k, v in point.items() if k != "seconds"} for point in net.meta["curve"]]

    assert a.meta["decisions"] > 0 and timeless(a) == timeless(b)
    assert a.layers[0][0].shape[0] == learned_part(game).SIZE  # type: ignore[union-attr]
