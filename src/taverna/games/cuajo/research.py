"""Cuajo's own research part (the registry's part ``research``): its returns for the research environments
(:mod:`taverna.research.envs.spiel` and :mod:`taverna.research.envs.fastobs`), read from the match's money
instead of its summary: the same values as ``generic_returns`` (the money won or lost since the state
was created: Cuajo's ``match_start`` event holds no money); and the training of the danger model
(:mod:`taverna.games.cuajo.danger`), :func:`train_danger`, which ``taverna learn`` runs (one command, seedable):

    taverna learn cuajo --danger --deals 400 --seed 2 --out src/taverna/games/cuajo/learned/danger.npz

Four ``hard`` players (the exact expectimax, :func:`taverna.games.cuajo.expectimax.choose`) play ``deals``
one-deal matches.  At every discard whose next player is purro, each card the discarder may discard is a
sample: its :data:`~taverna.games.cuajo.danger.FEATURES` row, read from the discarder's view, and whether
the card completes the next player's hand (the waits of that player's own view, which the features never
read).  A logistic regression (Newton's method, a small L2 penalty on all but the bias) fits them; the
weights are written as a one-layer :class:`taverna.bots.learned.Network` whose output is the log-odds.
The same seed and deals give the same weights.  400 deals take about five minutes on one core.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from taverna.bots.learned import Network
from taverna.cards.cuajo import parse_card
from taverna.core import Rng
from taverna.core.match import Match
from taverna.games import create_match
from taverna.games.cuajo import expectimax
from taverna.games.cuajo.danger import FEATURES, LAYOUT, SIZE, features, next_purro
from taverna.games.spec import _initial_counter, generic_returns

Json = Any


def shared_returns(returns: Any, proto: Match) -> Any:
    if returns is not generic_returns:  # another declaration: its own function
        return None

    def cuajo(match: Match, start: dict[str, Json]) -> list[float]:
        money = match.money  # type: ignore[attr-defined]
        return [float(money[p]) - _initial_counter(start, p, "money") for p in match.players]

    return cuajo


fast_returns = shared_returns

# ---------------------------------------------------------------------- the danger model
PLAYERS = ("a", "b", "c", "d")


def samples(deals: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """The rows and labels of ``deals`` deals of ``hard``'s self-play (the module docstring)."""
    xs: list[list[float]] = []
    ys: list[float] = []
    for k in range(deals):
        m = create_match("cuajo", players=list(PLAYERS), seed=seed * 1_000_003 + k, options={"deals": 1})
        rng = Rng(seed * 7_919 + k)
        while not m.finished:
            p = m.waiting_for()[0]
            legal = m.legal_actions(p)
            view = m.view(p)
            action = expectimax.choose(view, legal, rng)
            nxt = next_purro(view) if action.word == "discard" else None
            if nxt is not None:
                waits = {parse_card(c) for c in m.view(nxt).get("waits") or []}
                rows = features(view, nxt)
                for c in sorted({parse_card(a.arg) for a in legal if a.word == "discard"}):
                    xs.append(rows[c])
                    ys.append(1.0 if c in waits else 0.0)
            m.apply(p, action)
    return np.asarray(xs, dtype=np.float64).reshape(-1, SIZE), np.asarray(ys, dtype=np.float64)


def fit(x: np.ndarray, y: np.ndarray, l2: float = 1e-3, steps: int = 30) -> np.ndarray:
    """Logistic regression by Newton's method: the weights (the first, for the bias column, not penalised)."""
    w = np.zeros(x.shape[1])
    penalty = np.full(x.shape[1], l2)
    penalty[0] = 0.0
    n = max(len(y), 1)
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-(x @ w)))
        grad = x.T @ (p - y) / n + penalty * w
        hess = (x.T * (p * (1.0 - p))) @ x / n + np.diag(penalty) + 1e-9 * np.eye(len(w))
        step = np.linalg.solve(hess, grad)
        w -= step
        if float(np.max(np.abs(step))) < 1e-10:
            break
    return w


def network(w: np.ndarray, meta: dict[str, object]) -> Network:
    """The weights as a one-layer network: ``q(rows)`` is each row's log-odds (the bias row's weight is the
    bias column's, the first feature always 1)."""
    layer = (np.asarray(w, dtype=np.float32).reshape(-1, 1), np.zeros(1, dtype=np.float32))
    return Network([layer], ("wait",), LAYOUT, dict(meta))


def auc(scores: np.ndarray, labels: np.ndarray) -> float:
    """The area under the ROC curve (ties counted half)."""
    pos, neg = scores[labels == 1], scores[labels == 0]
    if not len(pos) or not len(neg):
        return float("nan")
    wins = (pos[:, None] > neg[None, :]).sum() + 0.5 * (pos[:, None] == neg[None, :]).sum()
    return float(wins / (len(pos) * len(neg)))


def train_danger(deals: int, seed: int, out: Path) -> dict[str, object]:
    """The game's hook for ``taverna learn GAME --danger``: play ``deals`` deals of ``hard``'s self-play from
    ``seed`` (:func:`samples`), fit the danger model (:func:`fit`) and write it to ``out`` as a
    :class:`~taverna.bots.learned.Network`; its metadata (deals, seed, samples, waits, training AUC, the
    features) is returned too."""
    x, y = samples(deals, seed)
    w = fit(x, y)
    p = 1.0 / (1.0 + np.exp(-(x @ w)))
    meta: dict[str, object] = {"deals": deals, "seed": seed, "samples": len(y), "waits": int(y.sum()),
                               "train_auc": round(auc(p, y), 4), "features": list(FEATURES)}  # fmt: skip
    network(w, meta).save(out)
    return meta
