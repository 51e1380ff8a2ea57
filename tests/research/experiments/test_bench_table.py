"""The benchmark table (``benchmarks/bench_table.py``, kept in ``docs/benchmark-table.md``): it covers
every game and every one of Taverna's levels, and a cell is the row's share of the head-to-head wins."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest

from taverna.games import games
from taverna.research.experiments.arena import ArenaReport, MatchResult, SeatResult

ROOT = Path(__file__).resolve().parents[3]
DOC = ROOT / "docs" / "benchmark-table.md"


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_table", ROOT / "benchmarks" / "bench_table.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_game_and_level_is_in_the_command(bench: ModuleType) -> None:
    assert sorted(c[0] for c in bench.CONFIGS) == sorted(games())
    assert bench.default_levels()[:4] == ["random", "easy", "normal", "hard"]
    assert "openspiel-ismcts" not in bench.default_levels()


def test_the_kept_table_has_every_game_and_level(bench: ModuleType) -> None:
    text = DOC.read_text(encoding="utf-8")
    data = json.loads(DOC.with_suffix(".json").read_text(encoding="utf-8"))
    assert [g["game"] for g in data["games"]] == [c[0] for c in bench.CONFIGS]
    for g in data["games"]:
        assert f"## {g['game']}" in text
        assert {"random", "easy", "normal", "hard"} <= set(g["levels"])
        for a, row in g["levels"].items():
            for b, e in row["against"].items():  # the two sides of a pair add up to one
                theirs = g["levels"][b]["against"][a]
                assert e["mean"] + theirs["mean"] == pytest.approx(1.0, abs=1e-5)
    assert f"{data['deal_sets_per_pair']} deal set" in text and "--matches 200" in text


def _match(seed: int, rotation: int, wins: list[tuple[str, float]]) -> MatchResult:
    return MatchResult(seed, rotation, [SeatResult(b, w, 0.0, 0, 1) for b, w in wins], True, 10)


def test_a_cell_is_the_rows_share_of_the_head_to_head_wins(bench: ModuleType) -> None:
    report = ArenaReport("coch", None, 4, {}, ["a", "b"], 2, 0)
    report.matches = [
        _match(1, 0, [("a", 0.5), ("b", 0.0), ("a", 0.5), ("b", 0.0)]),  # a's team won
        _match(1, 1, [("b", 0.5), ("a", 0.0), ("b", 0.5), ("a", 0.0)]),  # b's team won
        _match(2, 0, [("a", 0.5), ("b", 0.0), ("a", 0.5), ("b", 0.0)]),
        _match(2, 1, [("b", 0.0), ("a", 0.0), ("b", 0.0), ("a", 0.0)]),  # nobody won: a half each
    ]
    values, played = bench.head_to_head(report, "a", "b")
    assert values == [0.5, 0.75] and played == 4
    assert bench.head_to_head(report, "b", "a")[0] == [0.5, 0.25]
