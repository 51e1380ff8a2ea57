"""Strategy analysis for Cucù: a good keep/exchange strategy for each seat, and its loss rates.

Two methods, as fits the size (``docs/analysis.md``):

* **Le Her** (two players, exact): the game is solved as a zero-sum matrix game over the pure
  threshold strategies (the receiver switches every card up to ``t``; the dealer, after a hold,
  draws every card up to ``s``), with exact payoffs in :class:`~fractions.Fraction` counted over
  the 52·51·50 ordered deals, solved by an exact simplex.  The solution is then checked against
  every card-indexed strategy (best responses card by card).  It is Waldegrave's solution of
  1713: the receiver switches a 7 with probability 3/8, the dealer draws to an 8 with 5/8, and
  the receiver wins 11327/22100 of the deals.
* **Cucù for N players** (estimated): iterated best response over card-indexed strategies per
  seat (seat 1 acts first after the dealer, seat N is the dealer).  A seat's best response is
  found card by card: deals are played with the current profile and, at the seat's decision, on
  both ways from the same state (common random numbers), counted by the card it holds then,
  however it came to hold it; a rank's action changes when the other one is better by more than
  ``z`` standard errors.  Rounds stop when one changes nothing (converged) or at a budget (said).
  Deals are played by a :data:`Simulator`: the reference engine by default
  (:class:`ReferenceSimulator`); any faster one with the same calls (the batch kernel) plugs in.

A strategy is a table ``{rank: probability of exchanging}`` per seat (missing ranks: keep).
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Protocol

from taverna.cards import cuckoo, french
from taverna.core import Action
from taverna.core.errors import BadArgument
from taverna.games.cucu.engine import DECLARE, EXCHANGE, KEEP, CucuMatch
from taverna.games.cucu.options import make_options

Strategy = dict[int, float]  # rank -> probability of exchanging (keep when missing)
Profile = list[Strategy]  # one per seat: index 0 acts first after the dealer, the last is the dealer


@dataclass
class Counterfactual:
    """The deals in which a seat held one rank at its keep/exchange decision, each played on both
    ways from that decision (the same deal, so most of the noise cancels)."""

    held: int = 0  # deals in which the seat held the rank at its decision
    keep: int = 0  # the seat's losses over those deals when keeping
    exchange: int = 0  # ... when exchanging
    differ: int = 0  # deals in which the seat lost one way and not the other

    def add(self, other: Counterfactual) -> None:
        self.held += other.held
        self.keep += other.keep
        self.exchange += other.exchange
        self.differ += other.differ

    def gain(self, deals: int) -> tuple[float, float]:
        """Exchanging rather than keeping this rank: the fall in the seat's loss rate per deal of
        all ``deals`` sampled (negative: exchanging loses more), and its standard error."""
        if deals < 1:
            return 0.0, 0.0
        d = (self.keep - self.exchange) / deals
        var = max(self.differ / deals - d * d, 0.0)
        return d, float((var / max(deals - 1, 1)) ** 0.5)


class Simulator(Protocol):
    """What the analysis needs from a deal simulator (the reference engine, or a faster kernel)."""

    def play(self, profile: Profile, deals: int, seed: int) -> list[int]:
        """Losses per seat (index 0 first after the dealer) over ``deals`` deals played by ``profile``."""
        ...

    def branch(self, profile: Profile, seat: int, deals: int, seed: int) -> dict[int, Counterfactual]:
        """``deals`` deals played by ``profile``; in each, at the seat's keep/exchange decision (if it
        comes), the deal is played on both ways.  By the rank the seat held then (however it came
        to hold it: dealt, or received in an exchange)."""
        ...


# ============================================================================ Le Her, exact
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


def le_her_win(receiver: Strategy, dealer: Strategy, counts: dict[tuple[int, int, bool, bool], int] | None = None
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


# ============================================================================ simulation
def _ranks(rules: str) -> tuple[int, ...]:
    return RANKS_LE_HER if make_options(rules, None).pack == "french" else tuple(sorted(cuckoo.RANKS))


def _rank(match: CucuMatch, card: int) -> int:
    return french.rank_of(card) if match.opts.pack == "french" else card


class ReferenceSimulator:
    """Plays deals on the reference engine (one match per deal, the first deal of each).

    Keep/exchange decisions follow the profile (by seat and the card held); a player in Le Her's
    dealer seat who was switched with plays the dominant reply (he knows both cards).  Other
    decisions follow simple fixed rules: a Cuckoo is declared at once, the Inn is insured with a
    zero, an innkeeper accepts, an offer is one coin, nobody proposes a split or re-enters.
    """

    def __init__(self, rules: str, players: int, options: dict[str, Any] | None = None) -> None:
        self.rules = rules
        self.players = players
        self.options = dict(options or {})
        self.names = [f"S{i + 1}" for i in range(players)]
        probe = self._match(0, None)
        self.pack = list(probe.pack)
        self.card_str = probe.card_str
        self.french = probe.opts.pack == "french"

    def _match(self, seed: int, script: list[list[str]] | None) -> CucuMatch:
        return CucuMatch(self.names, rules=self.rules, options=self.options, dealer=self.names[-1], seed=seed,
                         shuffles=script)  # fmt: skip

    def _rank(self, card: int) -> int:
        return french.rank_of(card) if self.french else card

    def play(self, profile: Profile, deals: int, seed: int) -> list[int]:
        """Losses per seat over ``deals`` deals."""
        losses = [0] * self.players
        for k in range(deals):
            rng = random.Random(seed * 1_000_003 + k)
            m = self._match(seed * 1_000_003 + k, None)
            self._run(m, profile, rng)
            for i in self._losers(m):
                losses[i] += 1
        return losses

    def branch(self, profile: Profile, seat: int, deals: int, seed: int) -> dict[int, Counterfactual]:
        """Counterfactual deals for ``seat``: each deal is played by the profile up to the seat's
        first keep/exchange decision, then played on twice from the same state (same generator
        state), once keeping and once exchanging; counted by the rank held at that decision."""
        out: dict[int, Counterfactual] = {}
        name = self.names[seat]
        for k in range(deals):
            s = seed * 1_000_003 + k
            rng = random.Random(s)
            m = self._match(s, None)
            if not self._run(m, profile, rng, stop=seat):
                continue  # the deal ended before the seat had to decide (a Cuckoo declared)
            held = self._rank(m.hands[name].card)
            history, state = list(m.history), rng.getstate()
            m.apply(name, KEEP)
            self._run(m, profile, rng, decided={seat})
            lost_keep = seat in self._losers(m)
            m = self._match(s, None)
            for p, a in history:
                m.apply(p, a)
            rng.setstate(state)
            m.apply(name, EXCHANGE)
            self._run(m, profile, rng, decided={seat})
            lost_exchange = seat in self._losers(m)
            c = Counterfactual(1, int(lost_keep), int(lost_exchange), int(lost_keep != lost_exchange))
            out.setdefault(held, Counterfactual()).add(c)
        return out

    def _losers(self, m: CucuMatch) -> list[int]:
        return [self.names.index(p) for p in m.deals[0]["losers"]] if m.deals else []

    def _run(self, m: CucuMatch, profile: Profile, rng: random.Random, stop: int | None = None,
             decided: set[int] | None = None) -> bool:  # fmt: skip
        """Play the first deal on; with ``stop``, pause at that seat's first keep/exchange decision
        (True if it came)."""
        decided = set() if decided is None else decided
        while not m.deals and not m.finished:
            waiting = m.waiting_for()
            for q in m.to_act():
                if DECLARE in m.legal_actions(q):
                    m.apply(q, DECLARE)
                    break
            else:
                p = waiting[0]
                seat = self.names.index(p)
                legal = m.legal_actions(p)
                if KEEP in legal and EXCHANGE in legal and m.phase == "exchanges":
                    if seat == stop and seat not in decided:
                        return True
                    decided.add(seat)
                    m.apply(p, self._keep_or_exchange(m, p, profile[seat], rng))
                else:
                    m.apply(p, self._other(m, p, legal))
        return False

    def _keep_or_exchange(self, m: CucuMatch, p: str, strategy: Strategy, rng: random.Random) -> Action:
        own = m.hands[p].card
        if m.le_her and p == m.dealer:
            other = m.order[0]
            if m.known.get(p, {}).get(other) == m.hands[other].card:  # switched with: both cards known
                return EXCHANGE if french.rank_of(own) < french.rank_of(m.hands[other].card) else KEEP
        prob = strategy.get(self._rank(own), 0.0)
        return EXCHANGE if prob >= 1 or (prob > 0 and rng.random() < prob) else KEEP

    @staticmethod
    def _other(m: CucuMatch, p: str, legal: list[Action]) -> Action:
        words = {a.word: a for a in legal}
        if "insure" in words:
            return words["insure"] if m.hands[p].card == 0 else words["keep"]
        if "offer" in words:
            return Action("offer", {"money": 1})
        for w in ("accept", "decline", "pass", "keep", "exchange"):
            if w in words:
                return words[w]
        return legal[0]


class KernelSimulator:
    """Plays deals with the numba batch kernel (:mod:`taverna.research.kernel`, Campli and Cambio
    with their default options), the same fixed rules for the other decisions as
    :class:`ReferenceSimulator` (declare a Cuckoo at once, insure a zero, innkeepers accept).

    ``branch`` deals shuffled packs (:func:`~taverna.research.kernel.shuffled_decks`) and plays
    them with the profile, which also tells the card each seat held at its decision; then, for
    each rank, it plays again the packs in which the seat held that rank, with the seat's entry
    for the rank reversed.  The profile is pure (0 or 1 everywhere), so both runs of a pack are
    the same deal up to that decision: the difference is the counterfactual one, over every way
    of holding the card (dealt, or received in an exchange).
    """

    def __init__(self, rules: str, players: int) -> None:
        import numpy as np

        from taverna.research import kernel

        if rules not in kernel.RULES:
            raise BadArgument(f"the kernel plays {', '.join(kernel.RULES)}, not {rules}")
        self.np, self.kernel = np, kernel
        self.rules, self.players = rules, players
        self.pack = np.array(kernel.deal_pack(rules, players), dtype=np.int64)

    def _table(self, profile: Profile) -> Any:
        np, k, n = self.np, self.kernel, self.players
        exchange = np.zeros((n, k.NCARDS, k.NCTX))
        for seat, strategy in enumerate(profile):
            for rank, p in strategy.items():
                exchange[seat, rank + 4, :] = float(p)
        insure = np.zeros((n, k.NCARDS))
        insure[:, 4] = 1.0  # a zero (nulla) asks the innkeeper for insurance
        return k.StrategyTable(exchange=exchange, declare=np.ones(n), insure=insure, accept=np.ones(n))

    def play(self, profile: Profile, deals: int, seed: int) -> list[int]:
        out = self.kernel.simulate(self.rules, self.players, self._table(profile), deals, seed)
        return [int(x) for x in (out.losses > 0).sum(axis=0)]

    def play_decks(self, profile: Profile, decks: Any) -> Any:
        """The seats' losses (deals x players, 0 or 1) on given packs (common random numbers)."""
        out = self.kernel.simulate(self.rules, self.players, self._table(profile), len(decks), 0, decks=decks)
        return out.losses > 0

    def branch(self, profile: Profile, seat: int, deals: int, seed: int) -> dict[int, Counterfactual]:
        np = self.np
        if any(0.0 < float(p) < 1.0 for s in profile for p in s.values()):
            raise BadArgument("the kernel branches pure strategies only (every probability 0 or 1)")
        decks = self.kernel.shuffled_decks(self.rules, self.players, deals, seed)
        base = self.kernel.simulate(self.rules, self.players, self._table(profile), deals, seed, decks=decks)
        assert base.held is not None
        held = base.held[:, seat].astype(np.int64)
        lost = base.losses[:, seat] > 0
        out: dict[int, Counterfactual] = {}
        for rank in sorted(set(held.tolist()) - {self.kernel.NO_CARD}):
            rows = np.flatnonzero(held == rank)
            exchanging = profile[seat].get(rank, 0.0) >= 0.5
            changed = [dict(s) for s in profile]
            changed[seat][rank] = 0.0 if exchanging else 1.0
            other = self.kernel.simulate(self.rules, self.players, self._table(changed), len(rows), seed,
                                         decks=decks[rows]).losses[:, seat] > 0  # fmt: skip
            now = lost[rows]
            keep, exch = (other, now) if exchanging else (now, other)
            out[rank] = Counterfactual(len(rows), int(keep.sum()), int(exch.sum()), int((keep != exch).sum()))
        return out


def kernel_available(rules: str, options: dict[str, Any] | None = None) -> bool:
    """Whether the batch kernel can play these deals (numba installed, Campli or Cambio, default options)."""
    if options or rules not in ("campli", "cambio"):
        return False
    try:
        import numba  # noqa: F401
    except ImportError:
        return False
    return True


def make_simulator(rules: str, players: int, options: dict[str, Any] | None = None, kind: str = "auto") -> Simulator:
    """``kind``: ``kernel``, ``reference``, or ``auto`` (the kernel where it can play the deals)."""
    if kind not in ("auto", "kernel", "reference"):
        raise BadArgument(f"unknown simulator {kind!r}; choose auto, kernel or reference")
    names = [f"S{i + 1}" for i in range(players)]
    probe = CucuMatch(names, rules=rules, options=dict(options or {}), dealer=names[-1])  # checks players, options
    if probe.opts.indian:
        raise BadArgument("the analysis decides by the card held, which Indian players cannot see; drop indian")
    if kind == "kernel" or (kind == "auto" and kernel_available(rules, options)):
        if not kernel_available(rules, options):
            raise BadArgument(
                "the kernel plays Campli and Cambio with their default options and needs numba "
                "(pip install 'taverna[fast]'); use the reference simulator"
            )
        return KernelSimulator(rules, players)
    return ReferenceSimulator(rules, players, options)


Number = float | Fraction


@dataclass
class Deviation:
    """What the other action would change for one rank of a seat (the last round's counterfactual
    deals): the fall in the seat's loss rate (negative: it would lose more) and its standard error."""

    gain: float
    se: float
    held: int = 0  # deals (of those sampled) in which the seat held the rank at its decision


@dataclass
class SeatResult:
    seat: int  # 1 = first after the dealer ... N = the dealer
    role: str
    exchange: dict[int, Number]  # rank -> probability of exchanging
    loss_rate: Number
    naive_loss_rate: float | None = None  # the seat playing the naive strategy against the found ones
    loss_se: float | None = None  # standard error of loss_rate (simulations)
    naive_se: float | None = None
    deviations: dict[int, Deviation] = field(default_factory=dict)  # rank -> the other action's effect

    @property
    def best_deviation(self) -> tuple[int, Deviation] | None:
        """The rank whose other action would lower the seat's loss rate the most (last round)."""
        seen = [(r, d) for r, d in self.deviations.items() if d.held]
        if not seen:
            return None
        return max(seen, key=lambda kv: (kv[1].gain, -kv[0]))

    @property
    def keep_from(self) -> int | None:
        """The lowest rank from which the seat always keeps, if the strategy is a threshold."""
        ranks = sorted(self.exchange)
        if not ranks:
            return None
        ex = [r for r in ranks if self.exchange[r] > 0]
        keep = [r for r in ranks if self.exchange[r] == 0]
        if not keep:
            return None
        lowest_keep = min(keep)
        return lowest_keep if all(r < lowest_keep for r in ex) else None


@dataclass
class Analysis:
    rules: str
    players: int
    method: str
    seats: list[SeatResult]
    deals: int = 0
    iterations: int = 0
    seed: int = 0
    le_her: LeHerSolution | None = None
    history: list[int] = field(default_factory=list)  # strategy changes per iteration
    eval_deals: int = 0  # deals that measured the loss rates
    simulator: str = ""  # which simulator played the deals
    converged: bool = True  # a whole round of best responses changed nothing (Le Her: exact)
    max_iterations: int = 0  # the budget of rounds
    z: float = 0.0  # a rank changes only when the other action is better by more than z standard errors

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "rules": self.rules,
            "players": self.players,
            "method": self.method,
            "seats": [self._seat_json(s) for s in self.seats],
        }
        if self.le_her is not None:
            sol = self.le_her
            out["equilibrium"] = {
                "receiver_switches_7": str(sol.switch_seven),
                "dealer_draws_8": str(sol.draw_eight),
                "value": str(sol.value),
                "value_float": float(sol.value),
                "receiver_thresholds": {str(t): str(w) for t, w in sol.receiver_mix.items()},
                "dealer_thresholds": {str(t): str(w) for t, w in sol.dealer_mix.items()},
                "checked_against_all_card_strategies": sol.is_equilibrium,
            }
        else:
            out.update(deals=self.deals, iterations=self.iterations, max_iterations=self.max_iterations,
                       converged=self.converged, z=self.z, seed=self.seed, changes=self.history,
                       eval_deals=self.eval_deals, simulator=self.simulator)  # fmt: skip
        return out

    def _seat_json(self, s: SeatResult) -> dict[str, Any]:
        cards = []
        for r, p in sorted(s.exchange.items()):
            entry: dict[str, Any] = {"rank": r, "card": card_name(self.rules, r), "exchange": _num(p)}
            dev = s.deviations.get(r)
            if dev is not None:
                entry.update(held=dev.held, gain=round(dev.gain, 7), gain_se=round(dev.se, 7))
            cards.append(entry)
        out: dict[str, Any] = {
            "seat": s.seat,
            "role": s.role,
            "cards": cards,
            "keep_from": s.keep_from,
            "loss_rate": _num(s.loss_rate),
        }
        if s.loss_se is not None:
            out["loss_se"] = round(s.loss_se, 7)
        if s.naive_loss_rate is not None:
            out["naive_loss_rate"] = round(s.naive_loss_rate, 6)
            if s.naive_se is not None:
                out["naive_se"] = round(s.naive_se, 7)
        return out


def _num(x: Number) -> Any:
    if isinstance(x, Fraction):
        return str(x) if x.denominator != 1 else int(x)
    return round(x, 6)


def role_name(seat: int, players: int, rules: str) -> str:
    if seat == players:
        return "dealer"
    if rules == "le-her":
        return "receiver"
    return "first" if seat == 1 else f"seat {seat}"


def analyze_le_her() -> Analysis:
    sol = solve_le_her()
    seats = [
        SeatResult(1, "receiver", dict(sol.receiver), 1 - sol.value),
        SeatResult(2, "dealer", dict(sol.dealer), sol.value),
    ]
    return Analysis("le-her", 2, "exact: zero-sum matrix game over threshold strategies (simplex in fractions)",
                    seats, le_her=sol)  # fmt: skip


def naive_strategy(rules: str) -> Strategy:
    """The naive start: exchange every card below 5 (the lower ranks of the Cuckoo pack)."""
    return {r: 1.0 for r in _ranks(rules) if r < 5}


def best_response(simulate: Simulator, profile: Profile, seat: int, ranks: Sequence[int], deals: int, seed: int,
                  z: float = 2.0) -> tuple[Strategy, dict[int, Deviation]]:  # fmt: skip
    """The seat's card-by-card best response against the others' strategies, from ``deals``
    counterfactual deals (:meth:`Simulator.branch`: keep and exchange from the same state, by the
    rank held at the decision however it came to the seat).  A rank's action changes only when the
    other one loses less by more than ``z`` standard errors of the paired difference (near-equal
    ranks keep their action, so sampling noise cannot flip them back and forth).  Also returns,
    by rank, what the other action than the returned one would change."""
    totals: dict[int, Counterfactual] = {}
    for held, c in simulate.branch(profile, seat, deals, seed).items():
        totals.setdefault(held, Counterfactual()).add(c)
    out: Strategy = {}
    devs: dict[int, Deviation] = {}
    for rank in ranks:
        c = totals.get(rank, Counterfactual())
        gain, se = c.gain(deals)  # exchanging rather than keeping
        exchanging = profile[seat].get(rank, 0.0) >= 0.5
        other = -gain if exchanging else gain  # what switching to the other action gains
        if other > z * se and other > 0:
            exchanging = not exchanging
            other = -other
        if exchanging:
            out[rank] = 1.0
        devs[rank] = Deviation(other, se, c.held)
    return out, devs


MAX_ITERATIONS = 30


def analyze_cucu(
    rules: str,
    players: int,
    *,
    deals: int = 4000,
    iterations: int = MAX_ITERATIONS,
    seed: int = 0,
    options: dict[str, Any] | None = None,
    simulator: Simulator | None = None,
    start: Profile | None = None,
    eval_deals: int | None = None,
    z: float = 2.0,
    progress: Callable[[str], None] | None = None,
) -> Analysis:
    """Iterated best response over card-indexed strategies per seat, estimated by simulation.

    ``deals``: counterfactual deals per seat in a best response; ``iterations``: the most rounds
    over all seats (it stops as soon as a round changes nothing: converged); ``z``: a rank changes
    only when the other action is better by more than ``z`` standard errors; ``eval_deals``
    (default 2 × ``deals``): deals to measure the final loss rates, each seat's also with the naive
    strategy (on the same deals).  ``simulator``: plays deals (default: the reference engine); to play
    them in batches in processes or on Ray, wrap it in :class:`~taverna.research.analyze_parallel.BatchedSimulator`.
    """
    if rules == "le-her":
        return analyze_le_her()
    final = eval_deals if eval_deals is not None else 2 * deals
    if deals < 2 or iterations < 0 or final < 2:
        raise BadArgument(f"deals must be at least 2 and iterations at least 0, got {deals} and {iterations}")
    simulate = simulator or make_simulator(rules, players, options)
    ranks = _ranks(rules)
    profile: Profile = [dict(s) for s in start] if start else [naive_strategy(rules) for _ in range(players)]
    history: list[int] = []
    devs: list[dict[int, Deviation]] = [{} for _ in range(players)]
    converged = False
    for it in range(iterations):
        changes = 0
        for seat in range(players):
            new, devs[seat] = best_response(simulate, profile, seat, ranks, deals,
                                            seed + 104729 * (it * players + seat + 1), z)  # fmt: skip
            changes += sum(1 for r in ranks if (new.get(r, 0.0) >= 0.5) != (profile[seat].get(r, 0.0) >= 0.5))
            profile[seat] = new
            if progress is not None:
                progress(f"iteration {it + 1}, seat {seat + 1}: {changes} changes so far")
        history.append(changes)
        if changes == 0:
            converged = True
            break
    losses = simulate.play(profile, final, seed + 1)
    seats = []
    for seat in range(players):
        naive = [dict(s) for s in profile]
        naive[seat] = naive_strategy(rules)
        naive_losses = simulate.play(naive, final, seed + 1)[seat]
        rate, nrate = losses[seat] / final, naive_losses / final
        seats.append(SeatResult(seat + 1, role_name(seat + 1, players, rules), {r: profile[seat].get(r, 0.0) for r in ranks},
                                rate, nrate, _se(rate, final), _se(nrate, final), devs[seat]))  # fmt: skip
    return Analysis(rules, players, "iterated best response, card by card, on simulated deals", seats, deals,
                    len(history), seed, history=history, eval_deals=final, simulator=getattr(simulate, "name", type(simulate).__name__),
                    converged=converged, max_iterations=iterations, z=z)  # fmt: skip


def _se(rate: float, n: int) -> float:
    """The standard error of a share ``rate`` of ``n`` independent deals."""
    return float((rate * (1 - rate) / max(n - 1, 1)) ** 0.5)


def card_name(rules: str, rank: int) -> str:
    """A person's name for a rank (``Matto``, ``2``, ``15 Cuckoo``; Le Her: ``A`` … ``K``)."""
    if rules == "le-her":
        return french.RANKS[rank - 1]
    return cuckoo.card_name(rank, rules=rules)


def card_label(rules: str, rank: int) -> str:
    if rules == "le-her":
        return french.RANKS[rank - 1]
    return cuckoo.card_str(rank)


# ============================================================================ output
def _fmt_rate(x: Number, se: float | None = None) -> str:
    """A rate, with its 95% interval's half-width (1.96 standard errors) when it was estimated."""
    if isinstance(x, Fraction):
        return f"{x} ({float(x):.4f})"
    return f"{x:.4f}" if se is None else f"{x:.4f} ± {1.96 * se:.4f}"


def deviation_text(rules: str, s: SeatResult) -> str:
    """The seat's best single change (the other action for one rank) and what it gains, ± 95%."""
    best = s.best_deviation
    if best is None:
        return ""
    rank, d = best
    action = "keep" if s.exchange.get(rank, 0) >= 0.5 else "exchange"
    return f"{action} {card_label(rules, rank)}: {100 * d.gain:+.3f} ± {196 * d.se:.3f} pp"


def summary(analysis: Analysis) -> str:
    """The budget and the convergence, in words (simulations)."""
    a = analysis
    state = (f"converged: round {a.iterations} changed nothing (a change must win by more than {a.z:g} standard "
             f"errors)" if a.converged else
             f"NOT CONVERGED: strategies still changed in round {a.iterations} of at most {a.max_iterations} "
             f"(changes per round {a.history}); raise --iterations or --deals")  # fmt: skip
    return (f"{a.simulator}: {a.deals} counterfactual deals per seat and round, {a.iterations} rounds (strategy "
            f"changes: {a.history}); {state}.  Loss rates over {a.eval_deals} deals, ± 95% intervals; naive: "
            f"exchange below 5; best change: the largest fall in loss rate one rank's other action brings "
            f"(percentage points, last round).")  # fmt: skip


def exchanges_text(rules: str, exchange: dict[int, Number]) -> str:
    """The ranks exchanged, as runs (``A-6, 7 (3/8)``; Cuckoo pack: ``fool-4``), or ``never``."""
    parts: list[str] = []
    run: list[int] = []
    ranks = sorted(exchange)

    def flush() -> None:
        if run:
            a, b = card_label(rules, run[0]), card_label(rules, run[-1])
            parts.append(a if len(run) == 1 else f"{a}-{b}")
            run.clear()

    for r in ranks:
        p = exchange[r]
        if p == 1:
            if run and ranks.index(run[-1]) != ranks.index(r) - 1:
                flush()
            run.append(r)
            continue
        flush()
        if p > 0:
            parts.append(f"{card_label(rules, r)} ({p if isinstance(p, Fraction) else f'{p:.2f}'})")
    flush()
    return ", ".join(parts) or "never"


def table(analysis: Analysis) -> Any:
    """A rich table: per seat, the cards exchanged, the lowest card always kept and the loss rate."""
    from rich.table import Table

    t = Table(title=f"cucu/{analysis.rules}, {analysis.players} players", caption=analysis.method)
    t.add_column("seat")
    t.add_column("role")
    t.add_column("exchanges" if analysis.rules != "le-her" else "switches / draws (after a hold)")
    t.add_column("keeps from")
    t.add_column("loss rate", justify="right")
    naive = any(s.naive_loss_rate is not None for s in analysis.seats)
    if naive:
        t.add_column("naive (<5)", justify="right")
    devs = any(s.deviations for s in analysis.seats)
    if devs:
        t.add_column("best change", justify="right")
    for s in analysis.seats:
        kf = s.keep_from
        row = [str(s.seat), s.role, exchanges_text(analysis.rules, s.exchange),
               card_label(analysis.rules, kf) if kf is not None else "-", _fmt_rate(s.loss_rate, s.loss_se)]  # fmt: skip
        if naive:
            row.append(_fmt_rate(s.naive_loss_rate, s.naive_se) if s.naive_loss_rate is not None else "")
        if devs:
            row.append(deviation_text(analysis.rules, s))
        t.add_row(*row)
    return t


def plot(analysis: Analysis, path: str) -> None:
    """A heat map of the exchange probabilities (seats by ranks), the loss rates in the row labels."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    ranks = sorted({r for s in analysis.seats for r in s.exchange})
    data = [[float(s.exchange.get(r, 0)) for r in ranks] for s in analysis.seats]
    fig, ax = plt.subplots(figsize=(max(6.0, 0.45 * len(ranks) + 3), 0.5 * len(analysis.seats) + 2))
    im = ax.imshow(data, cmap="Reds", vmin=0, vmax=1, aspect="auto")
    ax.set_xticks(range(len(ranks)), [card_label(analysis.rules, r) for r in ranks])
    ax.set_yticks(range(len(analysis.seats)),
                  [f"{s.seat} {s.role} (loses {float(s.loss_rate):.3f})" for s in analysis.seats])  # fmt: skip
    for i, s in enumerate(analysis.seats):
        for j, r in enumerate(ranks):
            v = s.exchange.get(r, 0)
            if 0 < v < 1:
                ax.text(j, i, str(v) if isinstance(v, Fraction) else f"{v:.2f}", ha="center", va="center", fontsize=8)
    ax.set_xlabel("card held")
    title = f"cucu/{analysis.rules}, {analysis.players} players: probability of exchanging"
    if analysis.le_her is not None:
        title += f"\nreceiver wins {analysis.le_her.value} = {float(analysis.le_her.value):.4f}"
    ax.set_title(title, fontsize=9)
    fig.colorbar(im, ax=ax, fraction=0.03)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)
