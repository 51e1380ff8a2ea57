"""``benchmarks/bench_server.py`` says which side held its latencies back (the generator, the machine, the server)."""

from __future__ import annotations

import asyncio
import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_server.py"


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_server_under_test", BENCH)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


def _out(p99: float, gen_cpu: float, send_p99: float | None, loop_p99: float, server: float | None) -> dict[str, Any]:
    return {
        "latency_ms": {"p99": p99},
        "server_cpu_share": server,
        "generator": {"cpu_share": gen_cpu, "send_lag_ms": {"p99": send_p99}, "loop_lag_ms": {"p99": loop_p99}},
    }


def test_the_side_that_held_the_latency_back_is_named() -> None:
    b = _bench()
    assert b.limited_by(_out(50.0, 0.3, 2.0, 1.5, 0.3)) == []  # nobody busy, nothing late: the server's own time
    assert b.limited_by(_out(50.0, 0.95, 2.0, 1.5, 0.3)) == ["generator"]  # the generator took a core
    assert b.limited_by(_out(50.0, 0.3, 40.0, 1.5, 0.3)) == ["machine"]  # late sends without being busy: no core free
    assert b.limited_by(_out(50.0, 0.3, None, 13.0, 0.3)) == ["machine"]  # late timers (no send measured)
    assert b.limited_by(_out(400.0, 0.3, 40.0, 50.0, 0.3)) == []  # late, but little beside a 400 ms p99
    assert b.limited_by(_out(50.0, 0.3, 2.0, 1.5, 0.95)) == ["server"]
    assert b.limited_by({**_out(50.0, 0.3, 2.0, 1.5, 0.95), "workers": 2}) == []  # two workers: two cores' worth
    assert b.limited_by(_out(50.0, 0.99, 2.0, 1.5, 0.99)) == ["generator", "server"]


def test_the_loop_probe_and_the_ms_summary_measure_lateness() -> None:
    b = _bench()
    stats = b.Stats()

    async def run() -> None:
        probe = asyncio.create_task(b._loop_probe(stats, 0.005))
        await asyncio.sleep(0.05)
        probe.cancel()

    asyncio.run(run())
    assert len(stats.loop_lags) >= 3 and all(lag >= 0 for lag in stats.loop_lags)
    assert b._ms([0.001, 0.002, 0.010]) == {"p50": 2.0, "p99": 10.0, "max": 10.0}
    assert b._ms([]) == {"p50": None, "p99": None, "max": None}
