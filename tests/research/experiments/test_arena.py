"""The arena: rotated seats, duplicated deals, honest intervals, and the command."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from taverna.bots import get_bot, play_bots
from taverna.cli.main import app
from taverna.core import BadArgument, BadOption, Rng, UnknownOption
from taverna.games import create_match
from taverna.research.experiments.arena import Estimate, main_counter, play_one, resolve_level, run_arena


def test_every_seat_sees_every_bot_once_per_deal_set() -> None:
    report = run_arena("kille", ["rules", "random", "random"], players=4, deal_sets=3, seed=5)
    assert len(report.matches) == 3 * 3
    for seed in {m.seed for m in report.matches}:
        rotations = [m for m in report.matches if m.seed == seed]
        for seat in range(4):
            assert sorted(m.seats[seat].bot for m in rotations) == ["random", "random", "rules"]


def test_rotations_of_a_deal_set_are_dealt_the_same_cards() -> None:
    bots = {"rules": get_bot("kille", "simple"), "random": get_bot("kille", "random")}
    hands = []
    for lineup in (["rules", "random", "rules"], ["random", "rules", "random"]):
        match, finished = play_one("kille", "standard", {}, lineup, bots, seed=99, max_actions=10_000)
        assert finished
        firsts = [e.data for e in match.log if e.kind == "hand"][:3]
        hands.append(firsts)
    assert hands[0] == hands[1]


def test_estimates_use_student_t_over_deal_sets() -> None:
    e = Estimate.of([1.0, 2.0, 3.0])
    assert e.mean == 2.0 and e.n == 3
    assert math.isclose(e.half_width, 4.303 * 1.0 / math.sqrt(3))
    assert not e.significant()  # 2 ± 2.48 includes zero
    assert not Estimate.of([3.0, 4.0, 5.0]).significant()  # excludes zero, but 3 deal sets are too few
    assert Estimate.of([3.0, 4.0, 5.0, 4.0, 3.0]).significant()
    assert not Estimate.of([-1.0, 1.0]).significant()
    assert math.isnan(Estimate.of([5.0]).half_width) and not Estimate.of([5.0]).significant()


def test_rule_of_thumb_beats_random_at_cambio() -> None:
    report = run_arena("cucu", ["rules", "random"], rules="cambio", players=6, deal_sets=8, seed=1)
    est = report.estimates()
    assert est["rules"]["losses_per_deal"].mean < est["random"]["losses_per_deal"].mean
    (pair,) = report.comparisons()
    assert pair["first"] == "rules" and pair["losses_per_deal"].high < 0  # significantly fewer losses
    data = report.to_json()
    assert data["comparisons"][0]["losses_per_deal"]["significant"] is True
    assert data["matches"] == 16 and data["unfinished"] == 0


def test_the_main_counter_is_the_games_own() -> None:
    assert main_counter({"chips": 3, "out": False}) == "chips"
    assert main_counter({"lives": 2, "out": True}) == "lives"
    assert main_counter({"points": 1.5}) == "points"
    assert main_counter({"out": True}) is None


def test_bad_line_ups_and_counts_are_clear_errors() -> None:
    with pytest.raises(UnknownOption, match="unknown bot 'genius'"):
        run_arena("kille", ["genius"])
    with pytest.raises(BadArgument, match="at least one bot"):
        run_arena("kille", [])
    with pytest.raises(BadOption, match="3 to 20 players"):  # (the engine's refusal: it knows each rule set's)
        run_arena("kille", ["rules"], players=2)
    with pytest.raises(BadArgument, match="from 1 to 1000"):
        run_arena("kille", ["rules"], players=100_000)
    with pytest.raises(BadArgument, match="positive integer"):
        run_arena("kille", ["rules"], deal_sets=0)
    assert resolve_level("Rules") == "simple"


def test_play_bots_stops_at_the_action_limit() -> None:
    m = create_match("cucu", rules="cambio", players=["A", "B", "C"], seed=2)
    bots = {p: get_bot("cucu", "random") for p in m.players}
    assert play_bots(m, bots, {p: Rng(i) for i, p in enumerate(m.players)}, max_actions=2) is False
    assert len(m.history) == 2 and not m.finished


def test_arena_command_json_and_errors(tmp_path: object) -> None:
    runner = CliRunner()
    res = runner.invoke(app, ["arena", "hypp", "--bots", "rules,random", "--matches", "3", "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert data["game"] == "hypp" and set(data["results"]) == {"rules", "random"}
    assert set(data["results"]["rules"]) == {"wins", "score", "losses_per_deal"}
    bad = runner.invoke(app, ["arena", "hypp", "--bots", "nobody"])
    assert bad.exit_code == 2 and "unknown bot 'nobody'" in bad.output


def test_jobs_play_the_same_matches_in_processes() -> None:
    one = run_arena("kille", ["rules", "random"], players=3, deal_sets=4, seed=11)
    two = run_arena("kille", ["rules", "random"], players=3, deal_sets=4, seed=11, jobs=2)
    assert one.to_json() == two.to_json()
    assert [m.seats for m in one.matches] == [m.seats for m in two.matches]
    with pytest.raises(BadArgument, match="jobs"):
        run_arena("kille", ["rules"], jobs=0)


def _every_rule_set() -> list[tuple[str, str | None]]:
    from taverna.games import games

    out: list[tuple[str, str | None]] = []
    for gid, info in games().items():
        out += [(gid, r) for r in info.rule_sets] if info.rule_sets else [(gid, None)]
    return out


@pytest.mark.parametrize(("game", "rules"), _every_rule_set())
def test_every_games_shuffles_are_duplicated_across_rotations_and_records_replay(game: str, rules: str | None) -> None:
    """Two rotations of a deal set: the k-th shuffle of the whole pack (every deal's, or Cambio's
    and BGA's every set's) is the same order of the same cards in both, whatever the bots did; the
    first deal's hands are the same; each match's record replays to the same result."""
    from taverna.games import get_game
    from taverna.records import replay
    from taverna.research.experiments.arena import DuplicateShuffler, record_of

    info = get_game(game)
    n = info.usual_for(info.rules_or_default(rules))
    bots = {"rules": get_bot(game, "simple"), "random": get_bot(game, "random")}
    lineups = [["rules", "random"] * n, ["random", "rules"] * n]
    packs, hands = [], []
    for lineup in lineups:
        match, _ = play_one(game, rules, {}, lineup[:n], bots, seed=2024, max_actions=3000)
        hands.append(_hands_by_deal(match))
        sh = match.shuffler  # type: ignore[attr-defined]
        assert isinstance(sh, DuplicateShuffler)
        size = max((m for m, _, _ in sh.played), default=0)
        packs.append([(k, order) for m, k, order in sh.played if m == size])
        again = replay(record_of(match))
        assert again.summary() == match.summary() and again.history == match.history
    common = min(len(p) for p in packs)
    assert packs[0][:common] == packs[1][:common]
    # where a game logs the hands dealt: the k-th deal deals the same cards in both rotations (to
    # the same players where the same players are dealt in the same order).  Not in Torionfo, where
    # a player cuts the shuffled pack (a decision) before the deal.
    for a, b in zip(*hands) if game != "torionfo" else ():
        if len(a) == len(b):
            assert sorted(c for h in a.values() for c in h) == sorted(c for h in b.values() for c in h)
            if list(a) == list(b):
                assert a == b


def _hands_by_deal(match: Any) -> list[dict[str, list[str]]]:
    """The hands dealt in each deal, from the log's ``hand``/``dealt`` events that list cards."""
    deals: list[dict[str, list[str]]] = []
    for e in match.log:
        if e.kind == "deal_start" or (e.kind in ("hand", "dealt") and deals and e.data.get("player") in deals[-1]):
            deals.append({})
        if e.kind in ("hand", "dealt") and isinstance(e.data.get("cards"), list):
            if not deals:
                deals.append({})
            deals[-1][e.data["player"]] = sorted(e.data["cards"])
    return [d for d in deals if d]


@pytest.mark.parametrize(("game", "players", "options"),
                         [("coch", 4, {}), ("torionfo", 4, {}), ("cuajo", 4, {"deals": 1, "max-turns": 24})])
def test_partners_are_one_bot_and_the_teams_rotate(game: str, players: int, options: dict[str, Any]) -> None:
    """Three bots at a partnership game: each team is held by one bot in every match, and every
    seat sees every bot once per deal set (no bot ever plays with itself against itself)."""
    report = run_arena(game, ["rules", "random", "simple"], players=players, options=options, deal_sets=2, seed=3,
                       max_actions=4000)  # fmt: skip
    probe = create_match(game, players=["P1", "P2", "P3", "P4"], options=options)
    assert probe.teams is not None
    teams = [[int(p[1:]) - 1 for p in t] for t in probe.teams]
    for m in report.matches:
        bots_of_team = [{m.seats[i].bot for i in t} for t in teams]
        assert all(len(b) == 1 for b in bots_of_team), bots_of_team
        assert bots_of_team[0] != bots_of_team[1]
    for seed in {m.seed for m in report.matches}:
        rotations = [m for m in report.matches if m.seed == seed]
        for seat in range(players):
            assert sorted(m.seats[seat].bot for m in rotations) == ["random", "rules", "simple"]


def test_share_intervals_stay_in_range_and_are_never_of_zero_width() -> None:
    from taverna.research.experiments.arena import MIN_SETS, wilson

    lo, hi = wilson(0.5, 10)
    assert math.isclose(lo, 0.2366, abs_tol=1e-4) and math.isclose(hi, 0.7634, abs_tol=1e-4)  # 5 of 10
    # a share the seating fixes (every deal set the same): the t interval has zero width, Wilson does not
    assert Estimate.of([0.25] * 4).half_width == 0.0
    e = Estimate.share([0.25] * 4, trials=12)
    assert 0.0 < e.low < 0.25 < e.high < 1.0 and e.too_small and "(n<5)" in e.text(pct=True)
    # all lost, or all won: one end at the bound, the other inside
    e = Estimate.share([0.0] * 3, trials=6)
    assert e.low == 0.0 and 0.0 < e.high < 1.0
    e = Estimate.share([1.0, 1.0], trials=2)
    assert e.high == 1.0 and 0.0 < e.low < 1.0
    # two very different deal sets: t goes far outside [0, 1], the share interval stays inside
    assert Estimate.of([0.0, 1.0]).low < 0.0 < 1.0 < Estimate.of([0.0, 1.0]).high
    e = Estimate.share([0.0, 1.0], trials=4)
    assert 0.0 <= e.low < 0.5 < e.high <= 1.0
    # with many deal sets the effective size follows the spread: about the t interval; never more
    # than the trials counted, though (a spread narrower than that many independent trials is not trusted)
    values = [0.2, 0.4, 0.3, 0.5, 0.1, 0.3, 0.4, 0.2] * 5
    t, w = Estimate.of(values), Estimate.share(values, trials=2000)
    assert not w.too_small and len(values) >= MIN_SETS
    assert math.isclose(w.high - w.low, 2 * t.half_width, rel_tol=0.1)
    capped = Estimate.share(values, trials=100)
    assert capped.high - capped.low > 1.5 * (w.high - w.low)


def test_a_small_arena_reports_shares_inside_the_range_and_says_n_is_too_small() -> None:
    report = run_arena("coch", ["rules", "random", "simple"], players=4, deal_sets=2, seed=1, max_actions=4000)
    for row in report.estimates().values():
        for metric in ("wins", "losses_per_deal"):
            e = row[metric]
            assert 0.0 <= e.low <= e.mean <= e.high <= 1.0 and e.high > e.low and e.too_small
    data = report.to_json()
    assert data["results"]["rules"]["wins"]["too_small"] is True
    for row in report.comparisons():  # differences of shares: inside [-1, 1], never of zero width, never significant
        for metric in ("wins", "losses_per_deal"):
            e = row[metric]
            assert -1.0 <= e.low <= e.mean <= e.high <= 1.0 and e.high > e.low and not e.significant()


def test_export_writes_per_match_results_and_records_that_replay(tmp_path: Path) -> None:
    import csv

    from taverna.records import replay
    from taverna.research.experiments.arena import export

    report = run_arena("cucu", ["rules", "random"], rules="cambio", players=4, deal_sets=2, seed=4, records=True)
    files = export(report, tmp_path)
    assert {f.name for f in files} >= {"matches.csv", "report.json", "0000-0.json", "0001-1.json"}
    rows = list(csv.DictReader((tmp_path / "matches.csv").open(encoding="utf-8")))
    assert len(rows) == 4 * len(report.matches) and {r["bot"] for r in rows} == {"rules", "random"}
    data = json.loads((tmp_path / "report.json").read_text(encoding="utf-8"))
    assert len(data["match_results"]) == 4 and "results" in data and "leaderboard" in data
    for m in data["match_results"]:
        again = replay(tmp_path / m["record"])
        winner = again.summary()["winner"]
        won = set(winner) if isinstance(winner, list) else {winner} if winner else set()
        assert won == {f"P{s['seat']}" for s in m["seats"] if s["win"] > 0}  # the record replays to the same result
        assert len(again.history) == m["actions"]


def test_match_ranks_order_the_bots_by_win_then_score() -> None:
    from taverna.research.experiments.arena import MatchResult, SeatResult, match_ranks

    m = MatchResult(1, 0, [SeatResult("a", 0.0, -3, 1, 5), SeatResult("b", 1.0, 9, 0, 5),
                           SeatResult("a", 0.0, 1, 1, 5), SeatResult("c", 0.0, -1, 2, 5)], True, 10)  # fmt: skip
    assert match_ranks(m) == {"b": 1, "a": 2, "c": 2}  # a's mean score -1 ties c's


def test_leaderboard_rates_the_rule_of_thumb_above_random() -> None:
    pytest.importorskip("openskill")
    report = run_arena("cucu", ["rules", "random"], rules="cambio", players=6, deal_sets=8, seed=1)
    board = report.leaderboard()
    assert [r["bot"] for r in board] == ["rules", "random"]
    assert board[0]["mu"] > board[1]["mu"] and all(r["matches"] == 16 for r in board)
    assert board[0]["ordinal"] == pytest.approx(board[0]["mu"] - 3 * board[0]["sigma"], abs=1e-3)


def test_cli_out_writes_the_files_and_refuses_a_place_it_cannot_write(tmp_path: Path) -> None:
    runner = CliRunner()
    res = runner.invoke(app, ["arena", "kille", "--players", "3", "--matches", "1", "--out", str(tmp_path / "run")])
    assert res.exit_code == 0, res.output
    assert (tmp_path / "run" / "matches.csv").exists() and len(list((tmp_path / "run" / "records").iterdir())) == 2
    (tmp_path / "file").write_text("x")
    res = runner.invoke(app, ["arena", "kille", "--matches", "1", "--out", str(tmp_path / "file" / "run")])
    assert res.exit_code == 2 and "--out" in res.output and "Traceback" not in res.output
