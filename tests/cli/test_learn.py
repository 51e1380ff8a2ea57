"""``taverna learn``: one command trains the learned bot and writes its weights and learning curve."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from taverna.bots.learned import Network
from taverna.cli.main import app

runner = CliRunner()


def test_learn_writes_weights_the_learned_bot_reads_and_a_learning_curve(tmp_path: Path) -> None:
    out, plot = tmp_path / "w.npz", tmp_path / "curve.png"
    res = runner.invoke(app, ["learn", "cucu", "--rules", "campli", "--seed", "3", "--matches", "8", "--eval-every",
                              "4", "--hidden", "8", "--out", str(out), "--plot", str(plot)])  # fmt: skip
    assert res.exit_code == 0, res.output
    net = Network.load(out)
    assert net.actions == ("keep", "exchange") and [w.shape[1] for w, _ in net.layers] == [8, 2]
    assert net.meta["settings"]["seed"] == 3 and net.meta["settings"]["matches"] == 8
    assert [p["matches"] for p in net.meta["curve"]] == [0, 4, 8]
    assert plot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_learn_refuses_in_one_line_what_it_cannot_do(tmp_path: Path) -> None:
    out = str(tmp_path / "w.npz")
    for args, said in (
        (["learn", "cucu", "--rules", "campli", "--out", out], "--minutes"),
        (["learn", "cucu", "--rules", "whist", "--matches", "1", "--out", out], "whist"),
        (["learn", "kille", "--matches", "1", "--out", out], "learned part"),
        (["learn", "cucu", "--rules", "campli", "--matches", "1", "--hidden", "a", "--out", out], "--hidden"),
        (["learn", "cucu", "--rules", "campli", "--matches", "1", "--eps-start", "2", "--out", out], "--eps-start"),
    ):
        res = runner.invoke(app, args)
        assert res.exit_code == 2, (args, res.output)
        assert said in res.output and "Traceback" not in res.output, res.output
    assert not Path(out).exists()
