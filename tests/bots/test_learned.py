"""The ``learned`` level: numpy-only inference, shipped weights, legal moves from the view, reproducible training."""

from __future__ import annotations

import importlib.resources
import io
import subprocess
import sys
import textwrap

import numpy as np
import pytest

from taverna.bots import LEVELS, get_bot, play_bots
from taverna.bots.learned import LearnedBot, Network, learned_part, load_network
from taverna.core import Action, Rng
from taverna.games import create_match, get_game

# the rule sets whose weights are shipped (games/cucu/learned/<rules>.npz)
SHIPPED = [r for r in get_game("cucu").rule_sets
           if importlib.resources.files("taverna.games.cucu.learned").joinpath(f"{r}.npz").is_file()]  # fmt: skip


def test_learned_is_a_level_and_cucu_has_a_learned_part_with_weights() -> None:
    assert "learned" in LEVELS
    part = learned_part("cucu")
    assert part is not None and "learned" in get_game("cucu").parts()
    assert "campli" in SHIPPED
    for rules in SHIPPED:
        net = load_network("cucu", rules)
        layout, size = part.layout(rules)
        assert net is not None and net.layout == layout and net.actions == part.ACTIONS
        assert net.size == size
        assert net.meta["settings"]["rules"] == rules and net.meta["curve"], rules
        res = importlib.resources.files("taverna.games.cucu.learned").joinpath(f"{rules}.npz")
        assert len(res.read_bytes()) < 200_000
    assert load_network("cucu", None) is None and load_network("coch", "nope") is None  # no weights: the rule of thumb


def test_a_network_saves_and_loads_the_same_and_scores_one_row_as_many() -> None:
    from taverna.research.experiments.learn import init_network

    net = init_network((5, 8, 3), ("a", "b", "c"), "test/1", np.random.default_rng(3))
    net.meta = {"note": "x"}
    buf = io.BytesIO()
    net.save(buf)
    buf.seek(0)
    back = Network.load(buf)
    assert back.actions == net.actions and back.layout == "test/1" and back.meta["note"] == "x"
    x = np.random.default_rng(4).standard_normal((7, 5)).astype(np.float32)
    assert np.array_equal(back.q(x), net.q(x))
    assert np.allclose(net.q(x[2]), net.q(x)[2])
    assert net.q(x).shape == (7, 3)


def test_backpropagation_matches_finite_differences() -> None:
    from taverna.research.experiments.learn import init_network, loss_and_grads

    rng = np.random.default_rng(0)
    net = init_network((4, 6, 5, 2), ("a", "b"), "t", rng)
    net.layers = [
        (w.astype(np.float64), (b + rng.standard_normal(b.shape) * 0.1).astype(np.float64)) for w, b in net.layers
    ]
    x, a, g = rng.standard_normal((9, 4)), rng.integers(2, size=9), rng.standard_normal(9)
    _, grads = loss_and_grads(net, x, a, g)
    params = [p for wb in net.layers for p in wb]
    worst = 0.0
    for p, gr in zip(params, grads):
        for i in np.ndindex(p.shape):
            old = p[i]
            p[i] = old + 1e-6
            up, _ = loss_and_grads(net, x, a, g)
            p[i] = old - 1e-6
            down, _ = loss_and_grads(net, x, a, g)
            p[i] = old
            worst = max(worst, abs((up - down) / 2e-6 - gr[i]))
    assert worst < 1e-6


def _always(word: str) -> Network:
    """A network that prefers ``word`` whatever the features (its last layer's biases)."""
    part = learned_part("cucu")
    assert part is not None
    w0 = np.zeros((part.SIZE, 4), dtype=np.float32)
    w1 = np.zeros((4, len(part.ACTIONS)), dtype=np.float32)
    b1 = np.array([1.0 if a == word else 0.0 for a in part.ACTIONS], dtype=np.float32)
    return Network([(w0, np.zeros(4, dtype=np.float32)), (w1, b1)], part.ACTIONS, part.LAYOUT)


@pytest.mark.parametrize("word", ["keep", "exchange"])
def test_the_network_makes_the_keep_or_exchange_decisions(word: str) -> None:
    bot = LearnedBot("cucu", {"campli": _always(word)})
    match = create_match("cucu", rules="campli", players=["a", "b", "c", "d"], seed=11)
    seen = 0
    while not match.finished and seen < 40:
        p = match.to_act()[0]
        legal = match.legal_actions(p)
        choice = bot.choose(match.view(p), legal, Rng(1))
        assert choice in legal
        if {a.word for a in legal} == {"keep", "exchange"}:
            assert choice.word == word
            seen += 1
        match.apply(p, choice)
    assert seen > 0


@pytest.mark.parametrize("rules", list(get_game("cucu").rule_sets))
def test_learned_bots_play_whole_matches_with_legal_actions_from_their_view_only(rules: str) -> None:
    class Checked:
        """The learned bot, checked: each action legal, given only a plain view."""

        def __init__(self) -> None:
            self.inner = LearnedBot("cucu")  # (the network alone: the level's search is tested in test_search.py)
            self.name = self.inner.name
            self.calls = 0

        def choose(self, view: dict, legal: list[Action], rng: Rng) -> Action:
            assert isinstance(view, dict) and view["viewer"] in [p["name"] for p in view["players"]]
            choice = self.inner.choose(view, legal, rng)
            assert choice in legal
            self.calls += 1
            return choice

        def choose_optional(self, view: dict, legal: list[Action], rng: Rng) -> Action | None:
            choice = self.inner.choose_optional(view, legal, rng)
            assert choice is None or choice in legal
            return choice

    players = (
        ["a", "b"] if rules == "le-her" else ["a", "b", "c", "d", "e"] if rules == "coucou" else ["a", "b", "c", "d"]
    )
    options = {"chips": 3, "max-sets": 1} if rules in ("cambio", "bga") else {}
    match = create_match("cucu", rules=rules, players=players, seed=5, options=options)
    bot = Checked()
    assert play_bots(match, dict.fromkeys(players, bot), {p: Rng(i) for i, p in enumerate(players)})
    assert bot.calls > 0


def test_playing_needs_neither_the_research_layer_nor_matplotlib() -> None:
    code = textwrap.dedent(
        """
        import sys
        class Block:
            def find_spec(self, name, path=None, target=None):
                if name.split(".")[0] == "matplotlib" or name.startswith("taverna.research"):
                    raise ImportError("blocked: " + name)
                return None
        sys.meta_path.insert(0, Block())
        from taverna.bots import get_bot, play_bots
        from taverna.core import Rng
        from taverna.games import create_match
        bot = get_bot("cucu", "learned")
        players = ["a", "b", "c", "d", "e"]
        m = create_match("cucu", rules="campli", players=players, seed=3)
        assert play_bots(m, dict.fromkeys(players, bot), {p: Rng(i) for i, p in enumerate(players)})
        assert bot.guide_bot.network("campli") is not None
        assert not [n for n in sys.modules if n.startswith("taverna.research") or n.startswith("matplotlib")]
        print("ok")
        """
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "ok"


def test_training_is_reproducible_from_its_seed() -> None:
    from taverna.research.experiments.learn import LearnConfig, train

    def run(seed: int) -> Network:
        cfg = LearnConfig("cucu", "campli", seed=seed, matches=8, hidden=(8,), round_matches=4, eval_every=4,
                          eval_sets=1, batch=32)  # fmt: skip
        return train(cfg)

    a, b, c = run(1), run(1), run(2)
    for (wa, ba), (wb, bb) in zip(a.layers, b.layers):
        assert np.array_equal(wa, wb) and np.array_equal(ba, bb)
    assert not all(np.array_equal(wa, wc) for (wa, _), (wc, _) in zip(a.layers, c.layers))
    assert a.meta["settings"]["matches"] == 8 and a.meta["decisions"] > 0
    curve = a.meta["curve"]
    assert [p["matches"] for p in curve] == [0, 4, 8]
    assert [p["learned_score"] for p in curve] == [p["learned_score"] for p in b.meta["curve"]]


def test_training_lowers_the_error_on_what_it_learns() -> None:
    from taverna.research.experiments.learn import LearnConfig, _Trainer

    t = _Trainer(LearnConfig("cucu", "campli", seed=4, matches=1, hidden=(16,), batch=64))
    played = sum(t.play(i) for i in range(30))
    assert played == t.filled > 100
    first = t.update(64)  # (one step)
    for _ in range(40):
        last = t.update(played)
    assert last < first
    # the returns are the changes of a token count over a deal: mostly a token lost (-1) or none (0); the
    # pool won at the end of a match, a second token lost (the Cuckoo's power) are rarer
    g = t.g[: t.filled]
    assert np.array_equal(g, np.round(g))
    assert 0.05 < np.mean(g == -1.0) < 0.6 and np.mean((g == 0.0) | (g == -1.0)) > 0.9


def test_the_league_seats_the_rule_of_thumb_beside_the_network_and_learns_only_from_the_network() -> None:
    from taverna.research.experiments.learn import LearnConfig, _Trainer

    def recorded(league: float) -> tuple[int, int]:
        t = _Trainer(LearnConfig("cucu", "campli", seed=2, matches=1, hidden=(8,), league=league, players=(6,)))
        seats = 0
        for i in range(20):
            t.play(i)
            seats += len({d.player for d in t.pending})
        return t.filled, seats

    alone, seats_alone = recorded(0.0)
    mixed, seats_mixed = recorded(0.9)
    assert seats_alone == 20 * 6  # every seat the network's
    assert 20 <= seats_mixed < 20 * 3  # at least one seat the network's, most the rule of thumb's
    assert mixed < alone / 2


@pytest.mark.parametrize("rules", ["campli", "lu-stu"])
def test_the_reward_counts_tokens_lost_and_gained_but_not_a_re_entrys_fresh_tokens(rules: str) -> None:
    from taverna.games.cucu.learned import counter, tokens_lost

    players = ["a", "b", "c", "d", "e"]
    normal = get_bot("cucu", "normal")
    checked = reentered = 0
    for seed in range(25):
        match = create_match("cucu", rules=rules, players=players, seed=seed)
        assert play_bots(match, dict.fromkeys(players, normal), {p: Rng(i) for i, p in enumerate(players)})
        for p in players:
            view = match.view(p)
            assert counter(view) == -tokens_lost(view)
            lost = sum(1 for e in view["log"] if e["kind"] == "token_lost" and e["player"] == p)
            gained = sum(1 for e in view["log"] if e["kind"] == "token_gained" and e["player"] == p)
            if any(e["kind"] == "free_reentry" for e in view["log"]):
                continue  # (everyone given fresh tokens)
            if any(e["kind"] == "reentered" and e["player"] == p for e in view["log"]):
                reentered += 1
                assert tokens_lost(view) >= 3 - gained  # every token lost before re-entering, none given back
                continue
            tokens = next(q["tokens"] for q in view["players"] if q["name"] == p)
            assert tokens == max(3 - tokens_lost(view), 0) and tokens_lost(view) <= lost
            checked += 1
    assert checked > 50 and (reentered > 0 or rules == "lu-stu")
