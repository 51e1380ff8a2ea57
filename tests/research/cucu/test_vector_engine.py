"""The batched environment equals the reference engine decision by decision, every rule set, deals and whole matches.

Each environment of a batch is given its packs (``reset(options={"decks": ...})``) and random
keep/exchange choices; its trajectory up to the end of its first episode (one deal, or one whole
match; Cambio's and BGA's only up to a reshuffle of the discards, which a list of packs cannot
script: most end before one) is then played again in the engine (``create_match(..., shuffles=...)``, stepped here with
the same choices: no insurance asked, no offer made, no Cuckoo declared, every re-entry taken, as
the environment fixes them).  At every decision the acting player, its seat, the mask and every slot
of the observation must be what the engine's match and its ``view`` give, the number of decisions
the same, and the rewards the engine's results: tokens gained less lost (Campli, Lu Stù), -1 for a
loser (Cambio, BGA); a whole match's money (the stake and re-entries paid, the pool won: Campli,
Lu Stù) or chips won or lost (Cambio, BGA).
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest

pytest.importorskip("numba")

from taverna.cards.cuckoo import CUCKOO, card_str, parse_card
from taverna.core.errors import BadRecord
from taverna.games import create_match
from taverna.games.cucu.research import kernel as K
from taverna.games.cucu.research.vector import CucuVectorEnv, obs_size
from tests.sizes import heavy

DEALS = 150  # scripted packs a match gets (a match here ends within them)


def bga_deal_has_decisions(deck: list[int], n: int) -> bool:
    """BGA shows a Cucco dealt two places after the first player before any turn: a deal without decisions."""
    dealt = deck[:n]
    return not any(dealt[h] == CUCKOO for h in ((0, 1) if n == 2 else (1, 2)))


def env_trajectories(env: CucuVectorEnv, decks: np.ndarray, seed: int) -> list[dict[str, Any]]:
    """Each environment's decisions (observation, seat, player, mask, action) to its first episode's end."""
    count = env.num_envs
    rng = np.random.default_rng(seed)
    obs, info = env.reset(options={"decks": decks})
    runs: list[dict[str, Any]] = [{"steps": [], "final": None} for _ in range(count)]
    live = np.ones(count, bool)
    for _ in range(20_000):
        actions = rng.integers(0, 2, count)
        for e in np.nonzero(live)[0]:
            runs[e]["steps"].append(
                (
                    obs[e].copy(),
                    int(info["seat"][e]),
                    int(info["player"][e]),
                    info["action_mask"][e].tolist(),
                    int(actions[e]),
                )
            )
        obs, rew, term, trunc, info = env.step(actions)
        assert not trunc.any()
        for e in np.nonzero(term & live)[0]:
            actor = runs[e]["steps"][-1][1 if env.mode == "deal" else 2]
            assert rew[e] == info["final_rewards"][e, actor], "the reward is the actor's entry"
            runs[e]["final"] = info["final_rewards"][e].tolist()
        assert (info["final_rewards"][~term] == 0).all()
        live &= ~term
        if not live.any():
            return runs
    raise AssertionError("an episode did not end")


def _play(m: Any, mode: str, actions: list[int], steps: list[Any], names: list[str]) -> None:
    """Step the engine's match ``m`` with ``actions`` at its keep/exchange decisions, each decision's
    expected observation, seat, player and mask into ``steps``."""
    n = len(names)
    start = m.opts.tokens if m.pagat else m.opts.chips
    exchanges = 0
    deal_no = None
    k = 0
    while not m.finished:
        if mode == "deal" and any(e.kind == "result" for e in m.log):
            return
        todo = None
        for q in m.waiting_for():
            legal = [a for a in m.legal_actions(q) if a.word not in ("propose", "declare")]
            if legal:
                todo = (q, legal)
                break
        assert todo is not None, "somebody has a decision"
        q, legal = todo
        words = {a.word: a for a in legal}
        if "exchange" in words and "keep" in words and len(words) == 2:
            view = m.view(q)
            if view["deal"] != deal_no:
                deal_no, exchanges = view["deal"], 0
            order = view["order"]
            seat = order.index(q)
            o = np.zeros(obs_size(n, mode), np.float32)
            o[parse_card(view["card"]) + 4] = 1
            o[20 + seat] = 1
            o[20 + n + K.context_of(view)] = 1
            o[23 + n] = np.float32(exchanges / n)
            o[24 + n] = np.float32((len(m.dead) + len(m.lost)) / n)
            if mode == "match":
                o[25 + n] = np.float32(m.count[q] / start)
                o[26 + n] = np.float32(len(order) / n)
            steps.append((o.tolist(), seat, names.index(q), [1, 1]))
            if k >= len(actions):
                return  # (the environment's episode ended here: the caller sees the counts differ)
            a = actions[k]
            k += 1
            exchanges += a
            m.apply(q, words["exchange" if a else "keep"])
        elif "reenter" in words:
            m.apply(q, words["reenter"])
        else:  # Campli's insurance, Lu Stù's offer: kept
            assert "keep" in words, f"an unexpected decision {sorted(words)}"
            m.apply(q, words["keep"])


def engine_run(
    rules: str, n: int, mode: str, decks: list[list[int]], actions: list[int], options: dict[str, Any]
) -> dict[str, Any]:
    """The engine stepped with ``actions``: the expected decisions and rewards (``final`` None, and the
    decisions up to it, where Cambio's or BGA's discards were reshuffled: a list of packs cannot script that)."""
    names = [f"P{i}" for i in range(n)]
    shuffles = [[card_str(c) for c in d] for d in decks]
    m: Any = create_match("cucu", rules=rules, players=names, options=options, seed=7, shuffles=shuffles)
    steps: list[tuple[list[float], int, int, list[int]]] = []
    try:
        _play(m, mode, actions, steps, names)
    except BadRecord:
        return {"steps": steps, "final": None}
    if mode == "match" and m.pagat:  # the money: the stake, the re-entries, the pool
        money = dict.fromkeys(names, 0.0)
        for e in m.log:
            if e.kind == "match_start" and "stake" in e.data:
                for p in names:
                    money[p] -= e.data["stake"]
            elif e.kind == "reentered":
                money[e.data["player"]] -= e.data["cost"]
            elif e.kind == "pool_paid":
                for p, v in e.data["payouts"].items():
                    money[p] += float(v)
        final = [money[p] for p in names]
    elif mode == "match":  # the chips won or lost
        final = [float(m.count[p] - m.opts.chips) for p in names]
    else:
        order = next(list(e.data["order"]) for e in m.log if e.kind == "deal_start")
        net = dict.fromkeys(names, 0)
        for e in m.log:
            if e.kind == "token_lost":
                net[e.data["player"]] -= 1
            elif e.kind == "token_gained":
                net[e.data["player"]] += 1
            elif e.kind == "result":
                if rules in ("cambio", "bga"):
                    for p in e.data["losers"]:
                        net[p] = -1
                break
        final = [float(net[p]) for p in order]
    assert sum(e.kind == "deal_start" for e in m.log) <= DEALS or not m.pagat, "the scripted packs ran out"
    return {"steps": steps, "final": final}


def check(rules: str, n: int, mode: str, count: int, seed: int, options: dict[str, Any] | None = None) -> int:
    rnd = random.Random(seed)
    env = CucuVectorEnv(count, rules=rules, players=n, seed=seed, mode=mode, options=options)
    ndecks = DEALS if mode == "match" else 1
    decks: list[list[list[int]]] = []
    while len(decks) < count:
        rows = []
        for _ in range(ndecks):
            d = list(env.pack.tolist())
            rnd.shuffle(d)
            rows.append(d)
        if rules == "bga" and not bga_deal_has_decisions(rows[0], n):
            continue
        decks.append(rows)
    arr = np.array(decks) if mode == "match" else np.array([r[0] for r in decks])
    runs = env_trajectories(env, arr, seed)
    bad = []
    whole = 0  # episodes compared to their end (the others: up to a reshuffle of the discards)
    for e in range(count):
        steps = runs[e]["steps"]
        ref = engine_run(rules, n, mode, decks[e], [s[4] for s in steps], dict(options or {}))
        cut = ref["final"] is None
        if len(ref["steps"]) != len(steps) and not (cut and len(ref["steps"]) <= len(steps)):
            bad.append(f"env {e}: {len(steps)} decisions, the engine {len(ref['steps'])}")
            continue
        for i, (got, want) in enumerate(zip(steps, ref["steps"], strict=False)):
            if (got[0].tolist(), got[1], got[2], got[3]) != tuple(want):
                bad.append(f"env {e} decision {i}: env {got[:4]}, engine {want}")
                break
        else:
            if not cut and runs[e]["final"] != ref["final"]:
                bad.append(f"env {e}: rewards {runs[e]['final']}, engine {ref['final']}")
            whole += not cut
    assert not bad, f"{len(bad)} of {count} differ; first: {bad[0]}"
    return whole


@pytest.mark.parametrize("rules", ["campli", "lu-stu", "cambio", "bga"])
@pytest.mark.parametrize("n", [2, 3, 4, 6, 9])
def test_deals_equal_the_engine_decision_by_decision(rules: str, n: int) -> None:
    check(rules, n, "deal", heavy(300, default=40), seed=1000 + n)


@pytest.mark.parametrize("rules", ["campli", "lu-stu", "cambio", "bga"])
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_whole_matches_equal_the_engine_decision_by_decision(rules: str, n: int) -> None:
    count = heavy(60, default=8)
    whole = check(rules, n, "match", count, seed=2000 + n)
    assert whole >= count // 4, "most matches are compared to their end"


@pytest.mark.parametrize(
    ("rules", "options"),
    [
        ("campli", {"tokens": 1, "stake": 2}),
        ("lu-stu", {"tokens": 1, "stake": 2}),
        ("campli", {"reentry": False, "remove-matto": True}),
        ("lu-stu", {"reentry": False, "remove-matto": True}),
        ("cambio", {"chips": 4, "ante": 2, "children-rounds": 1, "max-sets": 3}),
        ("bga", {"chips": 5, "length": "short"}),
    ],
)
def test_match_options_equal_the_engine(rules: str, options: dict[str, Any]) -> None:
    check(rules, 3, "match", heavy(30, default=6), seed=77, options=options)
