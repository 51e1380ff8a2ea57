"""The batched Cucù environment plays the reference engine's rules, deal for deal (decision by decision, every
rule set and whole matches: ``test_vector_engine.py``).

Exact check: random packs scripted into both (``reset(options={"decks": ...})`` and the engine's
``shuffles=``), random keep/exchange choices per seat; the vector env's final rewards must be
minus the engine's losses (tokens lost in Campli, 1 for a loser in Cambio) for every seat.
"""

from __future__ import annotations

import random

import numpy as np
import pytest

pytest.importorskip("numba")

from taverna.games.cucu.research import kernel as K
from taverna.games.cucu.research.vector import CucuVectorEnv, obs_names, obs_size
from tests.sizes import heavy


def play_scripted(
    rules: str, n: int, count: int, seed: int
) -> tuple[list[list[int]], list[list[int]], np.ndarray, np.ndarray]:
    rnd = random.Random(seed)
    env = CucuVectorEnv(count, rules=rules, players=n, seed=seed)
    packs = []
    for _ in range(count):
        p = K.deal_pack(rules, n)
        rnd.shuffle(p)
        packs.append(p)
    bits = np.array([[rnd.randint(0, 1) for _ in range(n)] for _ in range(count)])
    obs, info = env.reset(options={"decks": np.array(packs)})
    results: list[list[int] | None] = [None] * count
    held = np.full((count, n), K.NO_CARD, np.int64)  # the card each seat saw at its decision
    live = np.ones(count, bool)
    for _ in range(n + 1):
        assert np.array_equal(obs[np.arange(count), 20 + info["seat"]], np.ones(count)), "the seat one-hot"
        cards = obs[:, :20].argmax(axis=1) - 4
        held[live, info["seat"][live]] = cards[live]
        obs, _, term, trunc, info = env.step(bits[np.arange(count), info["seat"]])
        assert not trunc.any()
        for e in np.nonzero(term)[0]:
            if results[e] is None:
                results[e] = [int(-x) for x in info["final_rewards"][e]]
        live &= ~term
    assert all(r is not None for r in results), "every deal ends within players decisions"
    return [r for r in results if r is not None], packs, bits, held


@pytest.mark.parametrize("rules", ["campli", "cambio"])
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6, 9])
def test_same_outcomes_as_the_engine(rules: str, n: int) -> None:
    count = heavy(400, default=60)
    results, packs, bits, held = play_scripted(rules, n, count, seed=100 + n)
    bad = []
    for e in range(count):
        thresholds = np.array([16 if b else -4 for b in bits[e]])  # exchange any card, or none
        table = K.threshold_table(n, thresholds, declare=0.0, insure=0.0, accept=0.0)
        losses, _ = K.reference_deal(rules, n, table, 0, deck=packs[e])
        if results[e] != losses:
            bad.append(f"pack {packs[e]} choices {bits[e].tolist()}: vector {results[e]}, engine {losses}")
        # the card observed at each decision: the kernel's (checked against the engine in test_kernel)
        out = K.simulate(rules, n, table, 1, 0, decks=np.array([packs[e]]))
        assert out.held is not None
        if held[e].tolist() != out.held[0].tolist():
            bad.append(f"pack {packs[e]} choices {bits[e].tolist()}: cards seen {held[e]}, kernel {out.held[0]}")
    assert not bad, f"{len(bad)} of {count} deals differ; first: {bad[0]}"


@pytest.mark.parametrize(
    ("rules", "mode"),
    [
        ("campli", "deal"),
        ("lu-stu", "deal"),
        ("cambio", "deal"),
        ("bga", "deal"),
        ("campli", "match"),
        ("lu-stu", "match"),
    ],
)
def test_random_play_shapes_rewards_and_reproducibility(rules: str, mode: str) -> None:
    n, count = 4, 256

    def run(seed: int) -> list[np.ndarray]:
        env = CucuVectorEnv(count, rules=rules, players=n, seed=seed, mode=mode)
        obs, info = env.reset()
        assert obs.shape == (count, obs_size(n, mode)) == (count, len(obs_names(n, mode)))
        assert info["action_mask"].shape == (count, 2) and info["action_mask"].all()
        rng = np.random.default_rng(seed)
        out = [obs]
        ended = 0
        for _ in range(50 if mode == "deal" else 200):
            obs, rew, term, _trunc, info = env.step(rng.integers(0, 2, count))
            assert env.observation_space.contains(obs)
            # one card, one seat, one context in every observation
            assert (obs[:, :20].sum(1) == 1).all() and (obs[:, 20 : 20 + n].sum(1) == 1).all()
            assert (obs[:, 20 + n : 23 + n].sum(1) == 1).all()
            fin = info["final_rewards"]
            assert (fin[~term] == 0).all() and (rew[~term] == 0).all()
            assert (info["player"] == (info["seat"] + 1) % n).all() or mode == "match"
            if mode == "match" and rules in ("campli", "lu-stu"):  # the money: the winner takes the pool
                assert (fin[term].sum(axis=1) == 0).all() and ((fin[term] > 0).sum(axis=1) == 1).all()
            elif mode == "match":  # the chips: the pool left in the box is nobody's
                assert (fin[term].sum(axis=1) <= 0).all() and (fin[term].min(axis=1) < 0).all()
            else:
                assert (fin[term].min(axis=1) < 0).all(), "every ended deal has a loser"
            if rules in ("cambio", "bga") and mode == "deal":
                assert set(np.unique(fin)) <= {0.0, -1.0}
            ended += int(term.sum())
            out += [obs, rew, fin]
        assert ended > (count if mode == "deal" else 0)  # episodes end and restart
        return out

    a, b, c = run(1), run(1), run(2)
    assert all(np.array_equal(x, y) for x, y in zip(a, b, strict=True))
    assert not all(np.array_equal(x, y) for x, y in zip(a, c, strict=True))


def test_arguments_are_checked() -> None:
    with pytest.raises(ValueError, match="num_envs"):
        CucuVectorEnv(0)
    with pytest.raises(ValueError, match="rule sets"):
        CucuVectorEnv(2, rules="le-her")
    with pytest.raises(ValueError, match="mode"):
        CucuVectorEnv(2, mode="set")
    with pytest.raises(ValueError, match="options tokens"):
        CucuVectorEnv(2, rules="lu-stu", options={"inn-offers": 2})
    with pytest.raises(ValueError, match="options chips, ante"):
        CucuVectorEnv(2, rules="cambio", options={"void": True})
    with pytest.raises(ValueError, match="got length"):
        CucuVectorEnv(2, rules="cambio", options={"length": "short"})  # (BGA's)
    with pytest.raises(ValueError, match="kernel options"):
        CucuVectorEnv(2, options={"tokens": 0})
    with pytest.raises(ValueError, match="2 to 15 players"):
        CucuVectorEnv(2, rules="cambio", players=16)
    with pytest.raises(ValueError, match="agent_seats"):
        CucuVectorEnv(2, agent_seats="one")
    env = CucuVectorEnv(2, players=3, seed=0)
    with pytest.raises(RuntimeError, match="reset"):
        env.step(np.zeros(2, np.int64))
    env.reset()
    with pytest.raises(ValueError, match="shape"):
        env.step(np.zeros(3, np.int64))
    with pytest.raises(ValueError, match="0 \\(keep\\) or 1"):
        env.step(np.array([0, 2]))
    with pytest.raises(ValueError, match="permutation"):
        env.reset(options={"decks": np.zeros((2, 40), np.int64)})
    with pytest.raises(ValueError, match="shape"):
        env.reset(options={"decks": np.zeros((2, 3, 40), np.int64)})
    whole = CucuVectorEnv(2, players=3, seed=0, mode="match")
    with pytest.raises(ValueError, match="shape"):
        whole.reset(options={"decks": np.zeros((2, 40), np.int64)})
