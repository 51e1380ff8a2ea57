"""The analysis's deals in batches, played wherever an executor runs them (processes, Ray).

A :class:`BatchedSimulator` is a :class:`~taverna.games.cucu.research.analysis.analyze.Simulator` that cuts every call
of ``deals`` deals into batches of at most ``batch`` deals, has each batch played by the simulator
it wraps as a task of an :class:`~taverna.research.experiments.parallel.Executor`, and adds the batches' counts
up (losses per seat; the counterfactuals per rank: whole numbers, so the sum does not depend on the
order the batches finish in).  Batch ``i`` of a call with seed ``s`` plays with the seed ``s``
itself when the call is one batch, else with a seed drawn from ``s`` and ``i``
(:func:`batch_seeds`).  The batches, and so the figures, depend on ``deals``, ``batch`` and the seed
only: not on the executor, the number of processes or the machines of a cluster.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from taverna.core import Rng
from taverna.core.errors import BadArgument
from taverna.research.experiments.parallel import Executor, Serial

Done = Callable[[int, int], None]


def batch_seeds(deals: int, seed: int, batch: int | None) -> list[tuple[int, int]]:
    """The batches of a call of ``deals`` deals: (deals, seed) each.  One batch (with ``seed``
    itself) when ``batch`` is None or at least ``deals``."""
    if batch is None or batch >= deals:
        return [(deals, seed)]
    if isinstance(batch, bool) or not isinstance(batch, int) or batch < 1:
        raise BadArgument(f"the batch must be a positive number of deals, got {batch!r}")
    sizes = [batch] * (deals // batch) + ([deals % batch] if deals % batch else [])
    return [(n, Rng(seed).fork(0xBA7C + i).next64() & 0x7FFFFFFF) for i, n in enumerate(sizes)]


@dataclass(frozen=True)
class _Rebuild:
    """A simulator of this module's family as plain data, rebuilt where the task runs (the kernel's
    and the reference engine's simulators hold modules and matches, which do not travel)."""

    kind: str
    rules: str
    players: int
    options: str  # JSON


@functools.lru_cache(maxsize=8)
def _rebuilt(spec: _Rebuild) -> Any:
    from taverna.games.cucu.research.analysis.analyze import make_simulator

    return make_simulator(spec.rules, spec.players, json.loads(spec.options) or None, spec.kind)


def _portable(sim: Any) -> Any:
    from taverna.games.cucu.research.analysis.analyze import KernelSimulator, ReferenceSimulator

    if type(sim) is KernelSimulator:
        return _Rebuild("kernel", sim.rules, sim.players, "{}")
    if type(sim) is ReferenceSimulator:
        return _Rebuild("reference", sim.rules, sim.players, json.dumps(sim.options, sort_keys=True))
    return sim  # any other simulator travels as it is (it must pickle)


def _local(sim: Any) -> Any:
    return _rebuilt(sim) if isinstance(sim, _Rebuild) else sim


def _play(task: tuple[Any, Any, int, int]) -> list[int]:
    sim, profile, deals, seed = task
    return list(_local(sim).play(profile, deals, seed))


def _branch(task: tuple[Any, Any, int, int, int]) -> dict[int, Any]:
    sim, profile, seat, deals, seed = task
    return dict(_local(sim).branch(profile, seat, deals, seed))


class BatchedSimulator:
    """``simulator``'s calls cut into batches of ``batch`` deals, played by ``executor``; ``done``
    hears each batch that finishes (of the call's batches)."""

    def __init__(self, simulator: Any, executor: Executor | None = None, batch: int | None = None,
                 done: Done | None = None) -> None:  # fmt: skip
        if batch is not None and (isinstance(batch, bool) or not isinstance(batch, int) or batch < 1):
            raise BadArgument(f"the batch must be a positive number of deals, got {batch!r}")
        self.simulator = simulator
        self.executor = executor or Serial()
        self.batch = batch
        self.done = done
        # where the tasks run elsewhere, the simulator travels as data; here it is used as it is
        self._task_sim = simulator if isinstance(self.executor, Serial) else _portable(simulator)

    @property
    def name(self) -> str:
        return type(self.simulator).__name__

    def play(self, profile: Any, deals: int, seed: int) -> list[int]:
        tasks = [(self._task_sim, profile, n, s) for n, s in batch_seeds(deals, seed, self.batch)]
        total: list[int] = []
        for losses in self.executor.map(_play, tasks, self.done):
            total = [a + b for a, b in zip(total, losses)] if total else list(losses)
        return total

    def branch(self, profile: Any, seat: int, deals: int, seed: int) -> dict[int, Any]:
        from taverna.games.cucu.research.analysis.analyze import Counterfactual

        tasks = [(self._task_sim, profile, seat, n, s) for n, s in batch_seeds(deals, seed, self.batch)]
        out: dict[int, Counterfactual] = {}
        for part in self.executor.map(_branch, tasks, self.done):
            for rank, c in sorted(part.items()):
                out.setdefault(rank, Counterfactual()).add(c)
        return out


__all__ = ["BatchedSimulator", "batch_seeds"]
