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

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from taverna.cards import cuckoo, french, gnav, slabberjan
from taverna.core.errors import BadArgument
from taverna.games.cucu.research.analysis.exact import (
    DEALS_LE_HER,
    KING,
    RANKS_LE_HER,
    LeHerSolution,
    le_her_win,
    solve_le_her,
    solve_zero_sum,
)
from taverna.games.cucu.research.analysis.sim import (
    Counterfactual,
    KernelSimulator,
    Profile,
    ReferenceSimulator,
    Simulator,
    Strategy,
    _ranks,
    kernel_available,
    make_simulator,
)

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
    them in batches in processes or on Ray, wrap it in :class:`~taverna.games.cucu.research.analysis.parallel.BatchedSimulator`.
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


def _french(rules: str) -> bool:
    """Whether ``rules`` plays with the French pack (Le Her, Ranter-Go-Round, Coucou: ranks 1 ace .. 13 king)."""
    from taverna.games.cucu.options import PRESETS  # (analysis is a tool for Cucù: the test's listed exception)

    preset = PRESETS.get(rules)
    return preset is not None and preset.pack == "french"


def _pieces(rules: str) -> bool:
    """Whether ``rules`` plays with Slabberjan's 42 pieces (a piece is its rank under the modern order)."""
    from taverna.games.cucu.options import PRESETS

    preset = PRESETS.get(rules)
    return preset is not None and preset.pack == "slabberjan"


def _gnav(rules: str) -> bool:
    """Whether ``rules`` plays with the Gnav pack (a card is its rank: the Fool -3 .. the Cuckoo 17)."""
    from taverna.games.cucu.options import PRESETS

    preset = PRESETS.get(rules)
    return preset is not None and preset.pack == "gnav"


def card_name(rules: str, rank: int) -> str:
    """A person's name for a rank (``Matto``, ``2``, ``15 Cuckoo``; the French pack: ``A`` … ``K``)."""
    if _gnav(rules):
        return gnav.card_name(rank)
    if _pieces(rules):
        return slabberjan.card_name(rank)
    if _french(rules):
        return french.RANKS[rank - 1]
    return cuckoo.card_name(rank, rules=rules)


def card_label(rules: str, rank: int) -> str:
    if _gnav(rules):
        return gnav.card_str(rank)
    if _pieces(rules):
        return slabberjan.card_str(rank)
    if _french(rules):
        return french.RANKS[rank - 1]
    return cuckoo.card_str(rank)


# ============================================================================ output
# (the table's and the summary's words are Cucù's sentences, games/cucu/locales/<lang>.ftl: analysis_*; the
# numbers as the language writes them, babel's CLDR patterns)
def _say(lang: str, key: str, **fields: Any) -> str:
    from taverna.i18n import say

    return say("cucu", lang, key, **fields)


def _dec(x: float, digits: int, lang: str, sign: bool = False) -> str:
    from babel.numbers import format_decimal

    pattern = ("+" if sign else "") + "0." + "0" * digits + (";-0." + "0" * digits if sign else "")
    return str(format_decimal(x, format=pattern, locale=lang, group_separator=False))


def _fmt_rate(x: Number, se: float | None = None, lang: str = "en") -> str:
    """A rate, with its 95% interval's half-width (1.96 standard errors) when it was estimated."""
    if isinstance(x, Fraction):
        return f"{x} ({_dec(float(x), 4, lang)})"
    return _dec(x, 4, lang) if se is None else f"{_dec(x, 4, lang)} ± {_dec(1.96 * se, 4, lang)}"


def deviation_text(rules: str, s: SeatResult, lang: str = "en") -> str:
    """The seat's best single change (the other action for one rank) and what it gains, ± 95%."""
    best = s.best_deviation
    if best is None:
        return ""
    rank, d = best
    action = "keep" if s.exchange.get(rank, 0) >= 0.5 else "exchange"
    return _say(lang, "analysis_deviation", action=action, card=card_label(rules, rank),
                gain=_dec(100 * d.gain, 3, lang, sign=True), se=_dec(196 * d.se, 3, lang))  # fmt: skip


def summary(analysis: Analysis, lang: str = "en") -> str:
    """The budget and the convergence, in words (simulations)."""
    a = analysis
    return _say(lang, "analysis_summary", simulator=str(a.simulator), deals=a.deals, rounds=a.iterations,
                history=str(a.history), converged="yes" if a.converged else "no", z=f"{a.z:g}",
                max=a.max_iterations, eval=a.eval_deals)  # fmt: skip


def exchanges_text(rules: str, exchange: dict[int, Number], lang: str = "en") -> str:
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
            parts.append(f"{card_label(rules, r)} ({p if isinstance(p, Fraction) else _dec(float(p), 2, lang)})")
    flush()
    return ", ".join(parts) or _say(lang, "analysis_never")  # (card ranks: notation, not words)


def table(analysis: Analysis, lang: str = "en") -> Any:
    """A rich table: per seat, the cards exchanged, the lowest card always kept and the loss rate."""
    from rich.table import Table

    a = analysis
    method = _say(lang, "analysis_method", method="exact" if a.le_her is not None else "simulated")
    t = Table(title=_say(lang, "analysis_title", rules=a.rules, players=a.players), caption=method)
    t.add_column(_say(lang, "analysis_seat"))
    t.add_column(_say(lang, "analysis_role"))
    t.add_column(_say(lang, "analysis_exchanges" if a.rules != "le-her" else "analysis_switches"))
    t.add_column(_say(lang, "analysis_keeps_from"))
    t.add_column(_say(lang, "analysis_loss_rate"), justify="right")
    naive = any(s.naive_loss_rate is not None for s in a.seats)
    if naive:
        t.add_column(_say(lang, "analysis_naive"), justify="right")
    devs = any(s.deviations for s in a.seats)
    if devs:
        t.add_column(_say(lang, "analysis_best_change"), justify="right")
    for s in a.seats:
        kf = s.keep_from
        role = s.role if s.role in ("dealer", "receiver", "first") else "seat"
        row = [str(s.seat), _say(lang, "analysis_role_name", role=role, seat=s.seat),
               exchanges_text(a.rules, s.exchange, lang), card_label(a.rules, kf) if kf is not None else "-",
               _fmt_rate(s.loss_rate, s.loss_se, lang)]  # fmt: skip
        if naive:
            row.append(_fmt_rate(s.naive_loss_rate, s.naive_se, lang) if s.naive_loss_rate is not None else "")
        if devs:
            row.append(deviation_text(a.rules, s, lang))
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


__all__ = [
    "DEALS_LE_HER",
    "KING",
    "MAX_ITERATIONS",
    "RANKS_LE_HER",
    "Analysis",
    "Counterfactual",
    "Deviation",
    "KernelSimulator",
    "LeHerSolution",
    "Number",
    "Profile",
    "ReferenceSimulator",
    "SeatResult",
    "Simulator",
    "Strategy",
    "analyze_cucu",
    "analyze_le_her",
    "best_response",
    "card_label",
    "card_name",
    "deviation_text",
    "exchanges_text",
    "kernel_available",
    "le_her_win",
    "make_simulator",
    "naive_strategy",
    "plot",
    "role_name",
    "solve_le_her",
    "solve_zero_sum",
    "summary",
    "table",
]
