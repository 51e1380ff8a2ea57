"""Self-play datasets (``taverna selfplay``): records that replay, and a table of every decision."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import numpy as np
import pytest
from typer.testing import CliRunner

from taverna.cli.main import app
from taverna.records import replay
from taverna.research.envs.features import LAYOUT
from taverna.research.envs.spiel import Game
from taverna.research.experiments.selfplay import has_parquet, selfplay

runner = CliRunner()


def _check(root: Path, table: dict[str, np.ndarray], game: Game, matches: int) -> None:
    meta = json.loads((root / "meta.json").read_text(encoding="utf-8"))
    assert meta["features"] == LAYOUT and len(meta["feature_names"]) == table["features"].shape[1]
    assert meta["actions"] == [str(a) for a in game.actions]
    assert sorted(p.name for p in (root / "records").iterdir()) == [f"{m:04d}.json" for m in range(matches)]
    assert sorted(set(table["match"].tolist())) == list(range(matches))
    slots = game.encoder.slots
    low = np.array([s.low for s in slots], np.float32)
    high = np.array([s.high for s in slots], np.float32)
    assert ((table["features"] >= low) & (table["features"] <= high)).all()
    documented = Game(meta["game"], rules=meta["rules"], players=meta["players"], options=meta["options"])
    assert documented.names == game.names
    rows = np.arange(len(table["action"]))
    assert (table["legal"][rows, table["action"]] == 1).all()  # the action taken was legal
    for m in range(matches):
        match = replay(root / "records" / f"{m:04d}.json")  # the record replays
        assert match.finished
        here = table["match"] == m
        assert table["decision"][here].tolist() == list(range(int(here.sum())))
        # the decisions replay the match, in the game meta.json describes (as docs/research.md says)
        state = documented.new_initial_state(meta["match_seeds"][m])
        for row in np.flatnonzero(here):
            assert not state.is_terminal()
            p = state.current_player()
            assert table["seat"][row] == p
            vec = state.information_state_array(p)
            assert np.array_equal(vec, table["features"][row])
            state.apply_action(int(table["action"][row]))
        assert state.is_terminal() and state.match.record()["actions"] == match.record()["actions"]
        for row in np.flatnonzero(here):
            assert table["return"][row] == pytest.approx(state.returns()[table["seat"][row]])


def test_npz_table_with_a_csv_index(tmp_path: Path) -> None:
    meta = selfplay("kille", players=3, options={"rounds": 1}, matches=2, out=tmp_path, bots=["random"], seed=4,
                    fmt="npz")  # fmt: skip
    z = np.load(tmp_path / "decisions.npz")
    table = {k: z[k] for k in z.files}
    assert meta["decisions"] == len(table["action"]) > 0
    _check(tmp_path, table, Game("kille", players=3, options={"rounds": 1}), 2)
    with (tmp_path / "decisions.csv").open(encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    assert len(rows) == meta["decisions"]
    assert [int(r["action"]) for r in rows] == table["action"].tolist()


def test_the_final_returns_are_the_match_returns(tmp_path: Path) -> None:
    selfplay("cucu", rules="cambio", players=4, options={"chips": 3, "max-sets": 1}, matches=1, out=tmp_path,
             bots=["rules", "random", "rules", "random"], seed=1, fmt="npz")  # fmt: skip
    z = np.load(tmp_path / "decisions.npz")
    match = replay(tmp_path / "records" / "0000.json")
    from taverna.games.spec import spec_for

    start = {p: {} for p in match.players}
    returns = spec_for("cucu").returns(match, start)  # type: ignore[misc]
    for seat, r in enumerate(returns):
        assert np.all(z["return"][z["seat"] == seat] == pytest.approx(r))
    assert "wait" in json.loads((tmp_path / "meta.json").read_text())["actions"]


def test_same_seed_same_dataset(tmp_path: Path) -> None:
    a = selfplay("hypp", players=3, matches=1, out=tmp_path / "a", seed=9, fmt="npz")
    b = selfplay("hypp", players=3, matches=1, out=tmp_path / "b", seed=9, fmt="npz")
    assert a["decisions"] == b["decisions"]
    assert (tmp_path / "a" / "decisions.csv").read_text() == (tmp_path / "b" / "decisions.csv").read_text()


@pytest.mark.skipif(not has_parquet(), reason="pyarrow is not installed")
def test_parquet_table(tmp_path: Path) -> None:
    import pyarrow.parquet as pq

    meta = selfplay("coteccio", players=3, options={"lives": 1}, matches=2, out=tmp_path, seed=2, fmt="auto")
    assert meta["table"] == "decisions.parquet"
    t = pq.read_table(tmp_path / "decisions.parquet")
    assert t.column_names == ["match", "decision", "seat", "player", "features", "legal", "action", "action_text",
                              "return"]  # fmt: skip
    table = {c: np.array(t.column(c).to_pylist()) for c in ("match", "decision", "seat", "action", "return")}
    table["features"] = np.array(t.column("features").to_pylist(), np.float32)
    table["legal"] = np.array(t.column("legal").to_pylist(), np.int8)
    _check(tmp_path, table, Game("coteccio", players=3, options={"lives": 1}), 2)
    assert json.loads(t.schema.metadata[b"taverna"])["features"] == LAYOUT


def test_the_command(tmp_path: Path) -> None:
    res = runner.invoke(app, ["selfplay", "kille", "--players", "3", "--matches", "2", "--out", str(tmp_path),
                              "--bots", "rules,random,rules", "-o", "rounds=1", "--format", "npz"])  # fmt: skip
    assert res.exit_code == 0, res.output
    assert "2 matches" in res.output and (tmp_path / "decisions.npz").exists()
    assert json.loads((tmp_path / "meta.json").read_text())["bots"] == ["rules", "random", "rules"]


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["cucu", "--matches", "1"], "needs a rule set"),
        (["kille", "--matches", "0"], "--matches must be"),
        (["kille", "--matches", "1", "--bots", "grandmaster"], "unknown bot level"),
        (["kille", "--matches", "1", "--players", "3", "--bots", "random,random"], "one per seat"),
        (["kille", "--matches", "1", "--format", "csv"], "format must be"),
        (["chess", "--matches", "1"], "unknown game"),
        (["kille", "--matches", "1", "--out", "/nonexistent-taverna/x/y"], "does not exist"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(tmp_path: Path, args: list[str], said: str) -> None:
    out = [] if "--out" in args else ["--out", str(tmp_path / "x")]
    res = runner.invoke(app, ["selfplay", *args, *out])
    assert res.exit_code == 2
    lines = [x for x in res.output.splitlines() if x.strip()]
    assert len(lines) == 1 and lines[0].startswith("taverna selfplay:") and said in lines[0], res.output
