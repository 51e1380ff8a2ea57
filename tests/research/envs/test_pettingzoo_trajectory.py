"""The PettingZoo env's outputs stay the same: digests of whole trajectories, recorded from the code
before its speed-ups (every observation and mask ``last()`` returns, every agent's reward, termination
and truncation at every step), for random legal actions from fixed seeds."""

from __future__ import annotations

import hashlib
import random

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from taverna.research.envs.pettingzoo import raw_env

EPISODES = 8


def trajectory_digest(game: str, rules: str | None, players: int, observation: str, seed: int, moves: int,
                      drop: tuple[str, ...] = ()) -> str:
    """``drop``: the slots whose names hold one of these words are left out of the digest (a later layout's
    added slots, to compare with an earlier layout's digest)."""
    e = raw_env(game=game, rules=rules, players=players, observation=observation, max_moves=moves)
    keep = np.array([not any(w in name for w in drop) for name in e.feature_names]) if drop else None
    rng = random.Random(seed)
    h = hashlib.sha256()
    for episode in range(EPISODES):  # the first reset seeded, the later ones going on from it
        e.reset(seed=seed if episode == 0 else None)
        for agent in e.agent_iter():
            obs, reward, term, trunc, _ = e.last()
            h.update(agent.encode())
            h.update(np.ascontiguousarray(_kept(obs["observation"], keep), np.float32).tobytes())
            h.update(np.ascontiguousarray(obs["action_mask"], np.int8).tobytes())
            h.update(repr((reward, term, trunc, sorted(e.rewards.items()), sorted(e.terminations.items()))).encode())
            if term or trunc:
                e.step(None)
                continue
            legal = np.flatnonzero(obs["action_mask"])
            e.step(int(legal[rng.randrange(len(legal))]))
        for a in e.possible_agents:  # every agent's final observation too
            h.update(np.ascontiguousarray(_kept(e.observe(a)["observation"], keep), np.float32).tobytes())
    return h.hexdigest()[:16]


def _kept(vec: np.ndarray, keep: np.ndarray | None) -> np.ndarray:
    return vec if keep is None else vec[keep]


# (game, rules, players, observation, seed, max moves): digest recorded before the speed-ups (layout 2)
RECORDED = {
    ("cucu", "campli", 4, "information_state", 1, 2000): "261067a27648903d",
    ("cucu", "campli", 4, "observation", 2, 2000): "10bb22d31a54c343",
    ("cucu", "cambio", 4, "information_state", 3, 2000): "c0942119d7fcd441",
    ("cucu", "cambio", 6, "observation", 4, 2000): "ed19059412237a1e",
    ("torionfo", None, 4, "information_state", 5, 800): "9b044b627e53fd46",
    ("kille", None, 3, "information_state", 6, 800): "2cb1445d7da50d0e",
}


# Layout 3 (taverna-features/3): Ranter-Go-Round and Coucou brought two event kinds to Cucù, life_lost and
# talon_under, and every Cucù information state has their slots (seen.KIND.*, recentB.kind=KIND).  Without those
# slots the trajectories are layout 2's, value for value; with them, these digests.
ADDED_IN_3 = ("life_lost", "talon_under")
RECORDED_3 = {
    ("cucu", "campli", 4, "information_state", 1, 2000): "5f15e15d051d3e77",
    ("cucu", "cambio", 4, "information_state", 3, 2000): "df8c28d0863d3127",
}


# Layout 4 (taverna-features/4): Gnav and Slabberjan brought nine event kinds to Cucù; every Cucù information
# state has their slots too.  Without them the trajectories are layout 3's, and without layout 3's too, layout 2's.
ADDED_IN_4 = ("declared_dead", "exchanges_end", "fined", "knock", "no_exchange", "on_credit", "pass_kept",
              "token_paid", "undone")  # fmt: skip
RECORDED_4 = {
    ("cucu", "campli", 4, "information_state", 1, 2000): "b5461531b653c25f",
    ("cucu", "cambio", 4, "information_state", 3, 2000): "cc3a1d17127e7eba",
}


@pytest.mark.parametrize("case", [c for c in RECORDED if c not in RECORDED_3], ids=lambda c: f"{c[0]}-{c[1]}-{c[2]}-{c[3]}")
def test_trajectories_are_unchanged(case: tuple) -> None:
    assert trajectory_digest(*case) == RECORDED[case]


@pytest.mark.parametrize("case", list(RECORDED_3), ids=lambda c: f"{c[0]}-{c[1]}-{c[2]}-{c[3]}")
def test_layout_4_is_layout_2_and_3_with_the_slots_of_the_new_event_kinds_added(case: tuple) -> None:
    assert trajectory_digest(*case, drop=ADDED_IN_3 + ADDED_IN_4) == RECORDED[case]
    assert trajectory_digest(*case, drop=ADDED_IN_4) == RECORDED_3[case]
    assert trajectory_digest(*case) == RECORDED_4[case]
