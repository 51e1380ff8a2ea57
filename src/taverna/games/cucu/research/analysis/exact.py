"""Le Her solved exactly (``taverna analyze cucu --rules le-her``, ``docs/analysis.md``): the
zero-sum matrix game over the pure threshold strategies, with payoffs counted in fractions over the
52·51·50 ordered deals, solved by an exact simplex and checked against every card-indexed strategy.

A strategy is ``{rank: probability}`` (switch for the receiver, draw after a hold for the dealer).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from taverna.cards import french

KING = french.KING
RANKS_LE_HER = tuple(range(1, 14))
DEALS_LE_HER = 52 * 51 * 50  # ordered (receiver's card, dealer's card, top of the pack)


def _copies(rank: int, *used: int) -> int:
    return 4 - sum(1 for u in used if u == rank)


def _receiver_wins(x: int, y: int, z: int, switch: bool, draw: bool) -> bool:
    """One Le Her deal: receiver x, dealer y, top of the pack z (ranks 1..13).

    ``switch``: the receiver asks to switch; ``draw``: the dealer, after a hold, draws.  After a
    switch the dealer knows both cards and plays the dominant reply: draw if (and only if) his
    card is now the lower one.  A king drawn is refused: the dealer keeps his card.
    """
    if switch:
        if y == KING:  # the dealer shows the king; no switch; the king cannot lose
            return False
        x, y = y, x  # the receiver now holds y, the dealer x
        if y >= x:  # the dealer wins as he stands (ties go to the dealer)
            return False
        return z == KING or x > z
    final = y if (not draw or z == KING) else z
    return x > final


def _outcome_counts() -> dict[tuple[int, int, bool, bool], int]:
    """For receiver rank x, dealer rank y and both decisions: the receiver's winning deals (of 132600)."""
    out: dict[tuple[int, int, bool, bool], int] = {}
    for x in RANKS_LE_HER:
        for y in RANKS_LE_HER:
            wxy = _copies(x) * _copies(y, x)
            for switch in (False, True):
                for draw in (False, True):
                    total = 0
                    for z in RANKS_LE_HER:
                        if _receiver_wins(x, y, z, switch, draw):
                            total += wxy * _copies(z, x, y)
                    out[(x, y, switch, draw)] = total
    return out


def le_her_win(receiver: dict[int, float], dealer: dict[int, float], counts: dict[tuple[int, int, bool, bool], int] | None = None
               ) -> Fraction:  # fmt: skip
    """The receiver's exact probability of winning a deal: ``receiver`` switches rank x with
    probability ``receiver[x]``; ``dealer`` draws to rank y (after a hold) with ``dealer[y]``."""
    counts = counts or _outcome_counts()
    total = Fraction(0)
    for x in RANKS_LE_HER:
        r = Fraction(receiver.get(x, 0))
        for y in RANKS_LE_HER:
            d = Fraction(dealer.get(y, 0))
            switched = counts[(x, y, True, False)]
            held = d * counts[(x, y, False, True)] + (1 - d) * counts[(x, y, False, False)]
            total += r * switched + (1 - r) * held
    return total / DEALS_LE_HER


def solve_zero_sum(matrix: Sequence[Sequence[Fraction]]) -> tuple[list[Fraction], list[Fraction], Fraction]:
    """An exact solution of a zero-sum matrix game (rows maximise): row strategy, column strategy, value.

    The column player's linear programme ``max Σy, B·y ≤ 1, y ≥ 0`` for the shifted matrix
    ``B = A + k > 0`` is solved by the simplex method in exact arithmetic with Bland's rule
    (which cannot cycle); the row strategy is its dual, read from the final tableau.
    """
    m, n = len(matrix), len(matrix[0])
    shift = 1 - min(min(row) for row in matrix)
    # tableau: m constraint rows [B | I | 1] and the objective row [-1 ... | 0 ... | 0]
    tab = [[Fraction(matrix[i][j]) + shift for j in range(n)] + [Fraction(int(i == k)) for k in range(m)] + [Fraction(1)]
           for i in range(m)]  # fmt: skip
    obj = [Fraction(-1)] * n + [Fraction(0)] * (m + 1)
    basis = [n + i for i in range(m)]
    while True:
        col = next((j for j in range(n + m) if obj[j] < 0), None)
        if col is None:
            break
        best: tuple[Fraction, int, int] | None = None
        for i in range(m):
            if tab[i][col] > 0:
                cand = (tab[i][-1] / tab[i][col], basis[i], i)
                if best is None or cand[:2] < best[:2]:
                    best = cand
        if best is None:  # pragma: no cover - the feasible region is bounded (B > 0)
            raise ArithmeticError("unbounded linear programme")
        row = best[2]
        piv = tab[row][col]
        tab[row] = [v / piv for v in tab[row]]
        for i in range(m):
            if i != row and tab[i][col] != 0:
                f = tab[i][col]
                tab[i] = [a - f * b for a, b in zip(tab[i], tab[row], strict=True)]
        f = obj[col]
        obj = [a - f * b for a, b in zip(obj, tab[row], strict=True)]
        basis[row] = col
    z = obj[-1]
    y = [Fraction(0)] * n
    for i, b in enumerate(basis):
        if b < n:
            y[b] = tab[i][-1]
    x = [obj[n + i] for i in range(m)]
    vb = 1 / z
    return [v * vb for v in x], [v * vb for v in y], vb - shift


@dataclass
class LeHerSolution:
    """Waldegrave's problem solved: the strategies as switch/draw probabilities per rank, and the value."""

    receiver: dict[int, Fraction]  # rank -> probability the receiver switches
    dealer: dict[int, Fraction]  # rank -> probability the dealer draws after a hold
    value: Fraction  # the receiver's probability of winning a deal
    matrix: list[list[Fraction]]  # [t][s]: receiver switches up to t, dealer draws up to s (0: never)
    receiver_mix: dict[int, Fraction]  # threshold t -> weight
    dealer_mix: dict[int, Fraction]
    best_receiver: Fraction = Fraction(0)  # the best any card-indexed receiver can do against the dealer
    best_dealer: Fraction = Fraction(0)  # the least any card-indexed dealer can concede against the receiver

    @property
    def switch_seven(self) -> Fraction:
        return self.receiver[7]

    @property
    def draw_eight(self) -> Fraction:
        return self.dealer[8]

    @property
    def is_equilibrium(self) -> bool:
        """No card-indexed strategy of either player does better than the value."""
        return self.best_receiver == self.value == self.best_dealer


def _behaviour(mix: dict[int, Fraction]) -> dict[int, Fraction]:
    """Threshold weights to per-rank probabilities: rank c is played by every threshold t >= c."""
    return {c: sum((w for t, w in mix.items() if t >= c), Fraction(0)) for c in RANKS_LE_HER}


@functools.cache
def solve_le_her() -> LeHerSolution:
    """Le Her solved (computed once; treat the result as read-only)."""
    counts = _outcome_counts()
    thresholds = range(14)  # 0: never switch/draw ... 13: always
    matrix = [
        [le_her_win({c: 1 for c in range(1, t + 1)}, {c: 1 for c in range(1, s + 1)}, counts) for s in thresholds]
        for t in thresholds
    ]
    rows, cols, value = solve_zero_sum(matrix)
    rmix = {t: w for t, w in zip(thresholds, rows, strict=True) if w}
    dmix = {s: w for s, w in zip(thresholds, cols, strict=True) if w}
    receiver, dealer = _behaviour(rmix), _behaviour(dmix)
    sol = LeHerSolution(receiver, dealer, value, matrix, rmix, dmix)
    sol.best_receiver, sol.best_dealer = _best_responses(receiver, dealer, counts)
    return sol


def _best_responses(receiver: dict[int, Fraction], dealer: dict[int, Fraction],
                    counts: dict[tuple[int, int, bool, bool], int]) -> tuple[Fraction, Fraction]:  # fmt: skip
    """The receiver's best win rate against ``dealer`` and the dealer's best (lowest) concession
    against ``receiver``, each over all card-indexed strategies (decided card by card)."""
    best_r = Fraction(0)
    for x in RANKS_LE_HER:
        sw = sum(Fraction(counts[(x, y, True, False)]) for y in RANKS_LE_HER)
        hold = sum(dealer[y] * counts[(x, y, False, True)] + (1 - dealer[y]) * counts[(x, y, False, False)]
                   for y in RANKS_LE_HER)  # fmt: skip
        best_r += max(sw, hold)
    best_d = Fraction(0)
    for x in RANKS_LE_HER:
        best_d += receiver[x] * sum(counts[(x, y, True, False)] for y in RANKS_LE_HER)
    for y in RANKS_LE_HER:
        keep = sum((1 - receiver[x]) * counts[(x, y, False, False)] for x in RANKS_LE_HER)
        draw = sum((1 - receiver[x]) * counts[(x, y, False, True)] for x in RANKS_LE_HER)
        best_d += min(keep, draw)
    return best_r / DEALS_LE_HER, best_d / DEALS_LE_HER
