"""Strategy analysis: Le Her's exact equilibrium (Waldegrave, 1713) and the simulated best responses."""

from __future__ import annotations

import itertools
import json
import os
from fractions import Fraction
from pathlib import Path

import pytest
from typer.testing import CliRunner

from taverna.cards import french
from taverna.cli.main import app
from taverna.games import create_match
from taverna.games.cucu.engine import CucuMatch
from taverna.games.cucu.research.analysis.analyze import (
    DEALS_LE_HER,
    Counterfactual,
    Profile,
    ReferenceSimulator,
    analyze_cucu,
    exchanges_text,
    le_her_win,
    solve_le_her,
    solve_zero_sum,
    summary,
)

runner = CliRunner()
F = Fraction


def test_le_her_equilibrium_is_waldegraves() -> None:
    sol = solve_le_her()
    assert sol.switch_seven == F(3, 8)  # the receiver switches a 7 with probability 3/8
    assert sol.draw_eight == F(5, 8)  # the dealer draws to an 8 with probability 5/8
    assert sol.value == F(11327, 22100) == F(2831, 5525) + F(3, 4) / 5525  # the receiver's chance: 2831 3/4 / 5525
    assert sol.receiver_mix == {6: F(5, 8), 7: F(3, 8)} and sol.dealer_mix == {7: F(3, 8), 8: F(5, 8)}
    assert all(sol.receiver[r] == 1 for r in range(1, 7)) and all(sol.receiver[r] == 0 for r in range(8, 14))
    assert all(sol.dealer[r] == 1 for r in range(1, 8)) and all(sol.dealer[r] == 0 for r in range(9, 14))
    assert sol.is_equilibrium  # no card-by-card strategy of either player does better


def test_the_matrix_holds_the_published_coefficients() -> None:
    """Bellhouse & Fillion: Paul wins (2828ac + 2834bc + 2838ad + 2828bd) / (13·17·25·(a+b)(c+d)), with
    a, b Paul's chances of switching and holding a 7 and c, d Pierre's of switching and holding an 8."""
    m = solve_le_her().matrix
    scale = 13 * 17 * 25
    assert m[7][8] * scale == 2828 and m[6][8] * scale == 2834 and m[7][7] * scale == 2838 and m[6][7] * scale == 2828
    a, c = F(1, 3), F(4, 5)
    b, d = 1 - a, 1 - c
    receiver = {r: F(1) for r in range(1, 7)} | {7: a}
    dealer = {r: F(1) for r in range(1, 8)} | {8: c}
    published = (2828 * a * c + 2834 * b * c + 2838 * a * d + 2828 * b * d) / scale
    assert le_her_win(receiver, dealer) == published


def _engine_win(t: int, s: int) -> Fraction:
    """The receiver's exact chance on the engine: every (receiver, dealer, top card) rank triple, weighted."""
    wins = 0
    for x in range(1, 14):
        for y in range(1, 14):
            for z in range(1, 14):
                weight = 4 * (4 - (y == x)) * (4 - (z == x) - (z == y))
                cards = [french.card_str(french.card(r, suit)) for r, suit in ((x, 0), (y, 1), (z, 2))]
                m = create_match("cucu", rules="le-her", players=["R", "D"], dealer="D", shuffles=[cards])
                assert isinstance(m, CucuMatch)
                m.apply("R", "exchange" if x <= t else "keep")
                own, other = french.rank_of(m.hands["D"].card), french.rank_of(m.hands["R"].card)
                switched = m.known.get("D", {}).get("R") == m.hands["R"].card
                m.apply("D", "exchange" if (own < other if switched else own <= s) else "keep")
                wins += weight * (m.summary()["deals"][0]["losers"] == ["D"])
    return F(wins, DEALS_LE_HER)


@pytest.mark.parametrize(("t", "s"), [(7, 8), (6, 7), (13, 0)])
def test_the_engine_plays_le_her_exactly_as_the_solver_counts(t: int, s: int) -> None:
    receiver = {r: 1 for r in range(1, t + 1)}
    dealer = {r: 1 for r in range(1, s + 1)}
    assert _engine_win(t, s) == le_her_win(receiver, dealer)


def test_simulated_equilibrium_play_loses_at_the_exact_rate() -> None:
    sol = solve_le_her()
    profile: Profile = [{r: float(p) for r, p in sol.receiver.items()}, {r: float(p) for r, p in sol.dealer.items()}]
    deals = 3000
    lost = ReferenceSimulator("le-her", 2).play(profile, deals, seed=3)
    sigma = (0.25 / deals) ** 0.5
    assert abs(lost[0] / deals - float(1 - sol.value)) < 4 * sigma
    assert lost[0] + lost[1] == deals


@pytest.mark.parametrize(
    ("matrix", "value", "rows"),
    [
        ([[1, -1], [-1, 1]], F(0), [F(1, 2), F(1, 2)]),  # matching pennies
        ([[0, -1, 1], [1, 0, -1], [-1, 1, 0]], F(0), [F(1, 3)] * 3),  # rock, paper, scissors
        ([[3, 5], [2, 1]], F(3), [F(1), F(0)]),  # a saddle point
        ([[2, -1], [-1, 1]], F(1, 5), [F(2, 5), F(3, 5)]),
    ],
)
def test_exact_zero_sum_solver(matrix: list[list[int]], value: Fraction, rows: list[Fraction]) -> None:
    x, y, v = solve_zero_sum([[F(a) for a in row] for row in matrix])
    assert v == value and x == rows and sum(y) == 1
    # each strategy guarantees the value against every pure reply
    n, m = len(matrix), len(matrix[0])
    assert all(sum(x[i] * matrix[i][j] for i in range(n)) >= v for j in range(m))
    assert all(sum(y[j] * matrix[i][j] for j in range(m)) <= v for i in range(n))


class FakeSimulator:
    """A simulator where exchanging pays exactly below rank 3: the analysis must find that."""

    def __init__(self) -> None:
        self.calls = 0

    def play(self, profile: Profile, deals: int, seed: int) -> list[int]:
        self.calls += 1
        return [0] * len(profile)

    def branch(self, profile: Profile, seat: int, deals: int, seed: int) -> dict[int, Counterfactual]:
        self.calls += 1
        n = deals // 20  # each rank held in a twentieth of the deals; one of the two actions always loses
        return {r: Counterfactual(n, n if r < 3 else 0, 0 if r < 3 else n, n) for r in range(-4, 16)}


def test_a_faster_simulator_plugs_in_and_the_iteration_stops_when_converged() -> None:
    sim = FakeSimulator()
    a = analyze_cucu("cambio", 3, deals=400, simulator=sim)
    assert sim.calls > 0
    assert a.converged and a.history == [6, 0] and a.iterations == 2  # each of 3 seats keeps 3 and 4; then nothing
    for s in a.seats:
        assert {r for r, p in s.exchange.items() if p} == {r for r in range(-4, 3)}
        assert s.keep_from == 3
        assert all(d.gain < 0 for d in s.deviations.values())  # no other action gains


class CyclingSimulator(FakeSimulator):
    """Exchanging a 7 pays exactly when it is kept now: the best responses never settle."""

    def branch(self, profile: Profile, seat: int, deals: int, seed: int) -> dict[int, Counterfactual]:
        n = deals // 20
        kept = profile[seat].get(7, 0.0) < 0.5
        return {7: Counterfactual(n, n if kept else 0, 0 if kept else n, n)}


def test_a_run_that_does_not_converge_says_so() -> None:
    a = analyze_cucu("cambio", 2, deals=400, iterations=4, simulator=CyclingSimulator())
    assert not a.converged and a.history == [2, 2, 2, 2]
    assert "NOT CONVERGED" in summary(a) and a.to_json()["converged"] is False
    # the command says so even with --json (on stderr); the cycling simulator stands in for the kernel
    import taverna.games.cucu.research.analysis as analyze  # (what the command reads: the part's analysis)

    real = analyze.make_simulator
    analyze.make_simulator = lambda *args, **kw: CyclingSimulator()  # type: ignore[assignment]
    try:
        res = runner.invoke(app, ["analyze", "cucu", "--rules", "cambio", "--players", "2", "--deals", "400",
                                  "--iterations", "3", "--json"])  # fmt: skip
    finally:
        analyze.make_simulator = real  # type: ignore[assignment]
    assert res.exit_code == 0 and "NOT CONVERGED after 3 rounds" in res.output


def test_counterfactual_gain_and_standard_error() -> None:
    # 1000 deals: 30 lost keeping only, 10 exchanging only: exchanging lowers the loss rate by 0.02
    c = Counterfactual(held=50, keep=35, exchange=15, differ=40)
    gain, se = c.gain(1000)
    assert gain == pytest.approx(0.02)
    assert se == pytest.approx(((0.04 - 0.02**2) / 999) ** 0.5)


@pytest.mark.parametrize("rules", ["campli", "cambio"])
def test_a_small_run_is_at_least_as_good_as_the_naive_strategy_for_every_seat(rules: str) -> None:
    a = analyze_cucu(rules, 3, deals=240, iterations=1, seed=0, eval_deals=1500, simulator=ReferenceSimulator(rules, 3))
    assert a.simulator == "ReferenceSimulator"
    assert [s.role for s in a.seats] == ["first", "seat 2", "dealer"]
    for s in a.seats:
        assert s.naive_loss_rate is not None
        assert s.loss_rate <= s.naive_loss_rate + 0.02, (s.seat, s.loss_rate, s.naive_loss_rate)
    assert a.seats[0].exchange[10] == 0  # the first player keeps a 10
    # against the found strategies, the first player keeping everything does clearly worse
    sim = ReferenceSimulator(rules, 3)
    found = [dict(s.exchange) for s in a.seats]
    keep_all = [{}] + found[1:]
    assert sim.play(keep_all, 300, 9)[0] > sim.play(found, 300, 9)[0] + 15


def test_cli_le_her_prints_the_exact_fractions() -> None:
    res = runner.invoke(app, ["analyze", "cucu", "--rules", "le-her"])
    assert res.exit_code == 0, res.output
    for text in ("3/8", "5/8", "11327/22100", "A-6, 7 (3/8)", "A-7, 8 (5/8)"):
        assert text in res.output
    res = runner.invoke(app, ["analyze", "cucu", "--rules", "le-her", "--json"])
    data = json.loads(res.output)
    eq = data["equilibrium"]
    assert (eq["receiver_switches_7"], eq["dealer_draws_8"], eq["value"]) == ("3/8", "5/8", "11327/22100")
    assert data["seats"][0]["loss_rate"] == "10773/22100"
    assert {"rank": 8, "card": "8", "exchange": "5/8"} in data["seats"][1]["cards"]
    assert {"rank": 13, "card": "K", "exchange": 0} in data["seats"][1]["cards"]


def test_cli_simulation_json_and_plot(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    png = tmp_path / "cambio.png"
    res = runner.invoke(app, ["analyze", "cucu", "--rules", "cambio", "--players", "2", "--deals", "3",
                              "--iterations", "1", "--simulator", "reference", "--json", "--plot", str(png)])  # fmt: skip
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)  # a warning (not converged after one round) goes to stderr
    assert [s["role"] for s in data["seats"]] == ["first", "dealer"] and data["deals"] == 3
    assert data["iterations"] == 1 and data["converged"] in (True, False)
    cards = data["seats"][0]["cards"]
    assert [c["rank"] for c in cards] == list(range(-4, 16))
    assert cards[0]["card"] == "Clown" and cards[-1]["card"] == "15 Cuckoo" and cards[-5]["card"] == "11 House"
    assert {"held", "gain", "gain_se"} <= set(cards[5]) and data["seats"][0]["loss_se"] >= 0
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--rules", "le-her", "--players", "3"], "exactly 2"),
        (["--rules", "nope"], "unknown rule set"),
        (["--rules", "cambio", "--deals", "-1"], "--deals"),
        (["--rules", "cambio", "-o", "tokens=3"], "does not apply"),
        (["--rules", "cambio", "--simulator", "fast"], "unknown simulator"),
        (["--rules", "lu-stu", "--simulator", "kernel"], "the kernel plays Campli and Cambio"),
        (["--rules", "cambio", "--players", "16"], "2 to 15 players"),
        (["--rules", "cambio", "-o", "indian=true"], "Indian players cannot see"),
    ],
)
def test_cli_bad_input_is_a_clear_error(args: list[str], message: str) -> None:
    res = runner.invoke(app, ["analyze", "cucu", *args])
    assert res.exit_code == 2
    assert message in res.output


def test_exchanges_text() -> None:
    assert exchanges_text("le-her", {1: F(1), 2: F(1), 3: F(0), 4: F(1, 2)}) == "A-2, 4 (1/2)"
    assert exchanges_text("cambio", {-4: 1.0, -3: 1.0, 0: 0.0, 1: 1.0}) == "fool-lion, 1"
    assert exchanges_text("cambio", {5: 0.0}) == "never"


@pytest.mark.parametrize("rules", ["campli", "cambio"])
def test_with_the_kernel_every_seat_does_at_least_as_well_as_naive(rules: str) -> None:
    pytest.importorskip("numba")
    from taverna.games.cucu.research.analysis.analyze import KernelSimulator

    sim = KernelSimulator(rules, 4)
    # the counterfactual of an obvious case: the first player holding a bucket had better hand it on
    c = sim.branch([{}] * 4, 0, 40000, 5)[-1]
    assert 1500 < c.held < 2500 and c.exchange < c.keep - 200  # held in about 1 deal in 20
    a = analyze_cucu(rules, 4, deals=20000, iterations=1, seed=2, eval_deals=20000, simulator=sim)
    assert a.simulator == "KernelSimulator"
    for s in a.seats:
        assert s.naive_loss_rate is not None
        assert s.loss_rate <= s.naive_loss_rate + 0.005, (s.seat, s.loss_rate, s.naive_loss_rate)
        assert s.exchange[-1] == 1 and s.exchange[10] == 0  # hand on a bucket, keep a 10


# ---------------------------------------------------------------- the found profile, checked on the kernel
def threshold_changes(strategy: dict[int, float]) -> list[tuple[str, int]]:
    """The ±1 threshold changes of a strategy: exchange the lowest rank kept, keep the highest
    rank exchanged (every such boundary when the strategy is not a threshold)."""
    ranks = sorted(strategy)
    out = []
    for lo, hi in itertools.pairwise(ranks):
        if strategy[lo] >= 0.5 and strategy[hi] < 0.5:
            out += [("keep", lo), ("exchange", hi)]
    if not out:  # exchange everything or nothing
        out = [("keep", ranks[-1])] if strategy[ranks[0]] >= 0.5 else [("exchange", ranks[0])]
    return out


def unimprovable(rules: str, players: int, deals: int, check: int, seed: int) -> list[str]:
    """Analyse with the kernel, then for every seat and ±1 threshold change measure the change in
    the seat's loss rate on ``check`` fresh packs played both ways (common random numbers).
    Returns the changes that lower a seat's loss rate by more than 3 standard errors."""
    import numpy as np

    from taverna.games.cucu.research import kernel
    from taverna.games.cucu.research.analysis.analyze import KernelSimulator

    sim = KernelSimulator(rules, players)
    a = analyze_cucu(rules, players, deals=deals, seed=seed, eval_deals=2000, simulator=sim)
    assert a.converged, a.history
    profile: Profile = [{r: float(p) for r, p in s.exchange.items()} for s in a.seats]
    decks = kernel.shuffled_decks(rules, players, check, seed + 99)
    base = sim.play_decks(profile, decks)
    bad = []
    for seat in range(players):
        for action, rank in threshold_changes(profile[seat]):
            changed = [dict(s) for s in profile]
            changed[seat][rank] = 1.0 if action == "exchange" else 0.0
            diff = base[:, seat].astype(np.int64) - sim.play_decks(changed, decks)[:, seat]  # > 0: the change helps
            gain, se = diff.mean(), diff.std(ddof=1) / np.sqrt(check)
            if gain > 3 * se and gain > 0:
                bad.append(f"seat {seat + 1}: {action} {rank} gains {100 * gain:.3f} ± {100 * se:.3f} pp")
    return bad


HEAVY = os.environ.get("TAVERNA_HEAVY", "0").strip() not in ("", "0")


@pytest.mark.parametrize(
    ("rules", "players"),
    [("campli", 4), ("cambio", 4)] + ([("campli", 6), ("cambio", 3), ("cambio", 8), ("campli", 10)] if HEAVY else []),
)
def test_no_seat_gains_by_a_threshold_change_beyond_sampling_error(rules: str, players: int) -> None:
    pytest.importorskip("numba")
    deals, check = (1_600_000, 400_000) if HEAVY else (400_000, 100_000)
    assert unimprovable(rules, players, deals, check, seed=11) == []


@pytest.mark.parametrize(("rules", "seat", "rank"), [("campli", 4, 2), ("cambio", 2, 1)])
def test_kernel_branch_counts_every_way_of_holding_the_card(rules: str, seat: int, rank: int) -> None:
    """The counterfactual of a rank is the whole effect of changing that entry: on the same packs,
    the profile with the entry reversed loses exactly as many more deals, including those where the
    seat received the card in an exchange (not only those where it was dealt it)."""
    pytest.importorskip("numba")
    from taverna.games.cucu.research import kernel
    from taverna.games.cucu.research.analysis.analyze import KernelSimulator

    players, deals, seed = 6, 30000, 4
    sim = KernelSimulator(rules, players)
    profile: Profile = [{r: 1.0 for r in range(-4, 3)} for _ in range(players)]  # exchange below 3
    c = sim.branch(profile, seat, deals, seed)[rank]
    decks = kernel.shuffled_decks(rules, players, deals, seed)
    keeping = [dict(s) for s in profile]
    keeping[seat][rank] = 0.0
    keep, exchange = sim.play_decks(keeping, decks)[:, seat], sim.play_decks(profile, decks)[:, seat]
    assert (c.keep - c.exchange, c.differ) == (int(keep.sum()) - int(exchange.sum()), int((keep != exchange).sum()))
    dealt = int((decks[:, seat] == rank).sum())
    assert c.held > dealt * 1.2  # many seats hold it after receiving it
