"""Strategy tables (what each seat does with each card in each context) and the outcome arrays."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from taverna.games.cucu.research.kernel.base import NCARDS, NCTX


@dataclass(frozen=True)
class StrategyTable:
    """Keep/exchange decisions by seat, card and context (see the module docstring)."""

    exchange: np.ndarray  # (players, 20, 3) float64: P(exchange | seat, card + 4, ctx)
    declare: np.ndarray  # (players,) float64: P(declare a Cuckoo held, at each chance) (Cambio)
    insure: np.ndarray  # (players, 20) float64: P(ask the innkeeper for insurance | card) (Campli)
    accept: np.ndarray  # (players,) float64: P(the innkeeper agrees) (Campli)

    @property
    def players(self) -> int:
        return int(self.exchange.shape[0])

    def __post_init__(self) -> None:
        n = self.exchange.shape[0] if self.exchange.ndim == 3 else -1
        shapes = {
            "exchange": (self.exchange, (n, NCARDS, NCTX)),
            "declare": (self.declare, (n,)),
            "insure": (self.insure, (n, NCARDS)),
            "accept": (self.accept, (n,)),
        }
        for name, (arr, shape) in shapes.items():
            if not isinstance(arr, np.ndarray) or arr.shape != shape or n < 1:
                got = getattr(arr, "shape", type(arr).__name__)
                raise ValueError(f"strategy table: {name} must be an array of shape {shape} (players, ...); got {got}")
            if arr.dtype != np.float64:
                raise ValueError(f"strategy table: {name} must hold float64 probabilities; got {arr.dtype}")
            if not np.all((arr >= 0.0) & (arr <= 1.0)):
                raise ValueError(f"strategy table: {name} holds values outside [0, 1] (probabilities expected)")

    def deterministic(self) -> bool:
        return all(
            bool(np.all((a == 0.0) | (a == 1.0))) for a in (self.exchange, self.declare, self.insure, self.accept)
        )


def threshold_table(
    players: int,
    thresholds: int | Any,
    *,
    declare: float = 1.0,
    insure: float = 1.0,
    accept: float = 1.0,
) -> StrategyTable:
    """Exchange a card of rank below ``T`` (ranks -4 fool .. 15 Cuckoo), keep the others.

    ``thresholds`` is one ``T`` for every seat, one per seat (``players``,), or one per seat and
    context (``players``, 3) for ``CTX_QUIET``, ``CTX_RECEIVED``, ``CTX_ASKED``.  ``declare``,
    ``insure`` and ``accept`` fill those parts of the table (the same for every seat and card).
    """
    if not isinstance(players, int) or players < 2:
        raise ValueError(f"threshold_table: players must be an integer >= 2, got {players!r}")
    t = np.asarray(thresholds, dtype=np.int64)
    if t.ndim == 0:
        t = np.full((players, NCTX), int(t), np.int64)
    elif t.shape == (players,):
        t = np.repeat(t[:, None], NCTX, axis=1)
    elif t.shape != (players, NCTX):
        raise ValueError(
            f"threshold_table: thresholds must be one integer, {players} (one per seat) or {players}x{NCTX} "
            f"(per seat and context); got shape {t.shape}"
        )
    ranks = np.arange(NCARDS) - 4
    exchange = (ranks[None, :, None] < t[:, None, :]).astype(np.float64)
    for name, p in (("declare", declare), ("insure", insure), ("accept", accept)):
        if not 0.0 <= p <= 1.0:
            raise ValueError(f"threshold_table: {name} is a probability in [0, 1], got {p!r}")
    return StrategyTable(
        exchange=exchange,
        declare=np.full(players, float(declare)),
        insure=np.full((players, NCARDS), float(insure)),
        accept=np.full(players, float(accept)),
    )


@dataclass(frozen=True)
class Outcomes:
    """Per-deal results, seats in order of play (the dealer last)."""

    rules: str
    losses: np.ndarray  # (deals, players) int8: tokens lost (Campli) or 1 if the seat lost (Cambio)
    cards: np.ndarray  # (deals, players) int8: the card each seat showed at the reveal, NO_CARD if out of it
    held: np.ndarray | None = None  # (deals, players) int8: the card at each keep/exchange decision, or NO_CARD
    gains: np.ndarray | None = None  # (deals, players) int8: tokens gained (Lu Stù's two Matti), else None

    def loss_rate(self) -> np.ndarray:
        """The share of deals each seat lost (at least one token in Campli)."""
        return np.asarray((self.losses > 0).mean(axis=0))


@dataclass(frozen=True)
class MatchOutcomes:
    """Whole matches, by player: index ``i`` is ``players[i]`` of the engine (``players[0]`` deals first)."""

    rules: str
    tokens: np.ndarray  # (matches, players) int64: the tokens held at the end
    out: np.ndarray  # (matches, players) bool: out of the game at the end (every loser of a finished match)
    winner: np.ndarray  # (matches,) int64: the winner's index, -1 if ``max_deals`` ran out first
    deals: np.ndarray  # (matches,) int64: deals played
    reentry_paid: np.ndarray  # (matches, players) int64: what each player paid into the pool to re-enter
    deal_losses: np.ndarray | None = None  # (matches, max_deals, players) int8: tokens lost per deal (scripted decks)
    sets: np.ndarray | None = None  # (matches,) int64: Cambio and BGA: sets begun

    def win_rate(self) -> np.ndarray:
        """The share of matches each player won."""
        n = self.tokens.shape[1]
        return np.asarray([(self.winner == p).mean() for p in range(n)])
