"""Do two samples of deals follow the same law?  Chi-square tests for the kernel against the engine.

:func:`compare` takes two :class:`~taverna.games.cucu.research.kernel.Outcomes` of the same rule set,
player count and strategy (say two million kernel deals and two thousand reference-engine deals)
and tests, for every seat, that both samples have the same distribution of

* ``losses``: the tokens lost in the deal (0, 1, 2 or more) in Campli, lost or not in Cambio;
* ``cards``: the card shown at the reveal (21 categories: the 20 ranks and "out of the
  comparison", a dead card or a Cambio player who lost in the exchanges).

Each is a chi-square test of homogeneity on a 2 x K table (categories whose expected count is
below 5 are pooled).  :func:`agree` applies a Bonferroni correction: with ``m`` tests, the family
is rejected when any p-value is below ``alpha / m``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from taverna.games.cucu.research.kernel import NCARDS, NO_CARD, Outcomes


@dataclass(frozen=True)
class Check:
    name: str
    statistic: float
    df: int
    p: float


def _gamma_q(a: float, x: float) -> float:
    """The regularised upper incomplete gamma function Q(a, x) (series or continued fraction)."""
    if x <= 0.0:
        return 1.0
    lg = math.lgamma(a)
    if x < a + 1.0:
        term = total = 1.0 / a
        ap = a
        for _ in range(10_000):
            ap += 1.0
            term *= x / ap
            total += term
            if abs(term) < abs(total) * 1e-15:
                break
        return max(0.0, 1.0 - total * math.exp(-x + a * math.log(x) - lg))
    b = x + 1.0 - a
    c = 1.0 / 1e-300
    d = 1.0 / b
    h = d
    for i in range(1, 10_000):
        an = -i * (i - a)
        b += 2.0
        d = an * d + b
        d = 1e-300 if abs(d) < 1e-300 else d
        c = b + an / c
        c = 1e-300 if abs(c) < 1e-300 else c
        d = 1.0 / d
        delta = d * c
        h *= delta
        if abs(delta - 1.0) < 1e-15:
            break
    return min(1.0, math.exp(-x + a * math.log(x) - lg) * h)


def chi_square_p(statistic: float, df: int) -> float:
    """P(X >= statistic) for X chi-square with ``df`` degrees of freedom."""
    if df <= 0:
        return 1.0
    return _gamma_q(df / 2.0, statistic / 2.0)


def homogeneity(a: np.ndarray, b: np.ndarray, min_expected: float = 5.0) -> tuple[float, int, float]:
    """Chi-square test that category counts ``a`` and ``b`` come from one distribution.

    Returns (statistic, degrees of freedom, p-value).  Categories are pooled, rarest first,
    until every expected count is at least ``min_expected``.
    """
    xa = np.asarray(a, dtype=np.float64)
    xb = np.asarray(b, dtype=np.float64)
    na, nb = float(xa.sum()), float(xb.sum())
    if na == 0 or nb == 0:
        return 0.0, 0, 1.0
    keep = (xa + xb) > 0
    order = np.argsort((xa + xb)[keep])
    ca: list[float] = [float(v) for v in xa[keep][order]]
    cb: list[float] = [float(v) for v in xb[keep][order]]
    share = min(na, nb) / (na + nb)
    while len(ca) > 1 and (ca[0] + cb[0]) * share < min_expected:
        ca[1] += ca[0]
        cb[1] += cb[0]
        del ca[0], cb[0]
        idx = sorted(range(len(ca)), key=lambda i: ca[i] + cb[i])
        ca = [ca[i] for i in idx]
        cb = [cb[i] for i in idx]
    if len(ca) < 2:
        return 0.0, 0, 1.0
    stat = 0.0
    for x, y in zip(ca, cb):
        tot = x + y
        ea, eb = na * tot / (na + nb), nb * tot / (na + nb)
        stat += (x - ea) ** 2 / ea + (y - eb) ** 2 / eb
    df = len(ca) - 1
    return stat, df, chi_square_p(stat, df)


def _counts(values: np.ndarray, categories: np.ndarray) -> np.ndarray:
    return np.array([(values == c).sum() for c in categories], dtype=np.int64)


def compare(x: Outcomes, y: Outcomes) -> list[Check]:
    """One homogeneity test per seat for the losses and one for the cards shown."""
    if x.rules != y.rules or x.losses.shape[1] != y.losses.shape[1]:
        raise ValueError("compare needs outcomes of the same rule set and number of players")
    checks: list[Check] = []
    loss_cats = np.array([0, 1, 2])
    card_cats = np.array([NO_CARD, *range(-4, NCARDS - 4)])
    for seat in range(x.losses.shape[1]):
        lx = np.minimum(x.losses[:, seat], 2)
        ly = np.minimum(y.losses[:, seat], 2)
        stat, df, p = homogeneity(_counts(lx, loss_cats), _counts(ly, loss_cats))
        checks.append(Check(f"seat {seat} losses", stat, df, p))
        stat, df, p = homogeneity(_counts(x.cards[:, seat], card_cats), _counts(y.cards[:, seat], card_cats))
        checks.append(Check(f"seat {seat} cards", stat, df, p))
    return checks


def agree(x: Outcomes, y: Outcomes, alpha: float = 1e-3) -> tuple[bool, list[Check], float]:
    """Whether no test rejects at the Bonferroni level ``alpha / m``; the checks; that level."""
    checks = compare(x, y)
    level = alpha / max(1, len(checks))
    return all(c.p >= level for c in checks), checks, level
