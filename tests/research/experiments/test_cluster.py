"""Running the arena's deal sets and the analysis's batches elsewhere: processes, or Ray tasks.

Whatever runs the tasks (:mod:`taverna.research.experiments.parallel`), the figures are the same for the same
seed: the work is cut and merged the same way.  The Ray tests start one local two-CPU Ray for the
module (slow to start: a few seconds to half a minute) and are skipped where Ray is not installed.
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

import pytest
from typer.testing import CliRunner

from taverna.cli.main import app
from taverna.cli.research import bare_ray
from taverna.core import TavernaError
from taverna.core.errors import BadArgument
from taverna.games.cucu.research.analysis.analyze import Counterfactual, ReferenceSimulator, analyze_cucu
from taverna.games.cucu.research.analysis.parallel import BatchedSimulator, batch_seeds
from taverna.research.experiments.arena import run_arena
from taverna.research.experiments.parallel import Processes, RayExecutor, Serial, make_executor

runner = CliRunner()

ARENA = ["arena", "kille", "--bots", "rules,random", "--players", "3", "--matches", "4", "--seed", "11", "--json"]
ANALYZE = ["analyze", "cucu", "--rules", "campli", "--players", "3", "--simulator", "reference", "--deals", "120",
           "--batch", "40", "--eval-deals", "80", "--iterations", "1", "--seed", "5", "--json"]  # fmt: skip


def _invoke(args: list[str]) -> Any:
    res = runner.invoke(app, bare_ray(args))  # as the command line's entry point reads it
    assert res.exit_code == 0, res.output
    return json.loads(res.stdout)


def _slow_when_first(x: int) -> int:
    if x == 0:
        time.sleep(0.5)  # the first task finishes last
    return x * x


# ---------------------------------------------------------------- without Ray
def test_bare_ray_is_a_local_ray() -> None:
    assert bare_ray(["arena", "hypp", "--ray"]) == ["arena", "hypp", "--ray", "local"]
    assert bare_ray(["arena", "hypp", "--ray", "--json"]) == ["arena", "hypp", "--ray", "local", "--json"]
    assert bare_ray(["arena", "--ray", "auto"]) == ["arena", "--ray", "auto"]
    assert bare_ray(["arena", "--ray=ray://h:10001"]) == ["arena", "--ray=ray://h:10001"]


def test_results_come_in_the_order_of_the_tasks_and_every_finished_task_is_heard() -> None:
    heard: list[tuple[int, int]] = []
    with Processes(2) as pool:
        assert pool.map(_slow_when_first, [0, 1, 2, 3], lambda k, n: heard.append((k, n))) == [0, 1, 4, 9]
    assert heard == [(1, 4), (2, 4), (3, 4), (4, 4)]
    assert Serial().map(_slow_when_first, [3, 1]) == [9, 1]


def test_batches_cut_the_deals_and_one_batch_keeps_the_seed() -> None:
    assert batch_seeds(100, 7, None) == [(100, 7)] == batch_seeds(100, 7, 100)
    parts = batch_seeds(250, 7, 100)
    assert [n for n, _ in parts] == [100, 100, 50]
    assert len({s for _, s in parts}) == 3 and parts == batch_seeds(250, 7, 100)
    with pytest.raises(BadArgument, match="batch"):
        batch_seeds(250, 7, 0)


def test_batches_add_up_to_the_batches_played_one_by_one() -> None:
    sim = ReferenceSimulator("campli", 3)
    profile = [{r: 1.0 for r in range(-4, 5)} for _ in range(3)]
    parts = batch_seeds(90, 3, 40)
    with Processes(2) as pool:
        batched = BatchedSimulator(sim, pool, 40)
        assert batched.play(profile, 90, 3) == [sum(x) for x in zip(*(sim.play(profile, n, s) for n, s in parts))]
        got = batched.branch(profile, 1, 90, 3)
    want: dict[int, Counterfactual] = {}
    for n, s in parts:
        for rank, c in sim.branch(profile, 1, n, s).items():
            want.setdefault(rank, Counterfactual()).add(c)
    assert got == want and sum(c.held for c in got.values()) > 0


def test_the_analysis_is_the_same_in_processes_and_says_which_simulator() -> None:
    kw: dict[str, Any] = dict(deals=120, iterations=1, seed=5, eval_deals=80)
    sim = ReferenceSimulator("campli", 3)
    one = analyze_cucu("campli", 3, simulator=BatchedSimulator(sim, None, 40), **kw)
    with Processes(2) as pool:
        two = analyze_cucu("campli", 3, simulator=BatchedSimulator(sim, pool, 40), **kw)
    assert one.to_json() == two.to_json() and one.simulator == "ReferenceSimulator"


def test_analyze_jobs_give_the_same_result_as_one_process() -> None:
    assert _invoke(ANALYZE) == _invoke([*ANALYZE, "--jobs", "2"])


def test_ray_missing_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray fails as where it is not installed
    with pytest.raises(TavernaError, match=r"install 'taverna\[cluster\]'"):
        RayExecutor()
    for args in (ARENA, ANALYZE):
        res = runner.invoke(app, [*args, "--ray", "local"])
        assert res.exit_code == 2 and "pip install 'taverna[cluster]'" in res.output, res.output
        assert len(res.output.strip().splitlines()) == 1, res.output  # one line, said before any work


def test_jobs_and_ray_together_are_refused() -> None:
    with pytest.raises(BadArgument, match="give one"):
        make_executor(2, "auto")
    res = runner.invoke(app, [*ARENA, "--jobs", "2", "--ray", "auto"])
    assert res.exit_code == 2 and "--jobs and --ray" in res.output


# ---------------------------------------------------------------- on a local two-CPU Ray
def test_on_a_local_two_cpu_ray_the_results_are_those_of_processes() -> None:
    """One test, so that one Ray starts (under pytest-xdist too): the arena and the analysis, by the
    API and by the command line, against ``--jobs 2``; progress per finished task; a task's error."""
    ray = pytest.importorskip("ray", reason="Ray is not installed (pip install 'taverna[cluster]')")
    ray.init(num_cpus=2, include_dashboard=False)
    try:
        ticks: list[tuple[int, int]] = []
        with RayExecutor() as cluster:  # the Ray already started is used and left running
            report = run_arena("kille", ["rules", "random"], players=3, deal_sets=4, seed=11, executor=cluster,
                               progress=lambda done, total: ticks.append((done, total)))  # fmt: skip
            assert not cluster.owned
            with pytest.raises(BadArgument, match="jobs must be a positive integer"):
                cluster.map(make_executor, [1, 0])  # the task's own error (the CLI says a TavernaError on one line)
        assert ray.is_initialized()
        assert ticks == [(2, 8), (4, 8), (6, 8), (8, 8)]  # one tick per finished deal set, two rotations each
        processes = run_arena("kille", ["rules", "random"], players=3, deal_sets=4, seed=11, jobs=2)
        assert report.to_json() == processes.to_json()
        assert [m.seats for m in report.matches] == [m.seats for m in processes.matches]
        assert _invoke([*ARENA, "--ray"]) == _invoke([*ARENA, "--jobs", "2"]) == report.to_json()
        assert _invoke([*ANALYZE, "--ray"]) == _invoke([*ANALYZE, "--jobs", "2"])
    finally:
        ray.shutdown()
