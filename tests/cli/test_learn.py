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


def test_learn_danger_trains_the_games_danger_model_through_its_research_part(tmp_path: Path) -> None:
    """``taverna learn cuajo --danger``: Cuajo's research part (``train_danger``) plays hard's self-play and writes
    the danger model the learned level reads, the same for the same seed; a game without one is refused."""
    from taverna.games.cuajo import danger

    out = tmp_path / "danger.npz"
    args = ["learn", "cuajo", "--danger", "--deals", "2", "--seed", "5", "--out", str(out)]
    res = runner.invoke(app, args)
    assert res.exit_code == 0, res.output
    net = Network.load(out)
    assert net.layout == danger.LAYOUT and net.size == danger.SIZE
    assert net.meta["deals"] == 2 and net.meta["seed"] == 5 and f"{net.meta['samples']} samples" in res.output
    first = net.layers[0][0].tolist()
    assert runner.invoke(app, args).exit_code == 0
    assert Network.load(out).layers[0][0].tolist() == first
    for bad, said in ((["learn", "kille", "--danger", "--out", str(tmp_path / "k.npz")], "no danger model"),
                      (["learn", "cuajo", "--danger", "--deals", "0", "--out", str(tmp_path / "z.npz")], "--deals")):  # fmt: skip
        res = runner.invoke(app, bad)
        assert res.exit_code == 2 and said in res.output and "Traceback" not in res.output, res.output
        assert not (tmp_path / "k.npz").exists() and not (tmp_path / "z.npz").exists()
