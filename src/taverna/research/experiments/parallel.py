"""Where the research commands run their independent pieces of work: here, in processes, or on Ray.

The arena's deal sets and the analysis's batches of deals are *tasks*: plain, picklable data
given to a module-level function.  An :class:`Executor` runs one function over a list of tasks
and returns the results **in the order of the tasks**, whatever order they finish in; a callback
hears each task that finishes (the progress bars).  The callers cut the work into tasks and merge
the results the same way whatever the executor, so a run gives the same figures in one process
(:class:`Serial`), in ``--jobs`` processes (:class:`Processes`) or on a Ray cluster
(:class:`RayExecutor`, ``--ray``): only the place the tasks run changes.

Ray is optional (``pip install 'taverna[cluster]'``); ``docs/simulation.md`` has the recipe for a
cluster.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from taverna.core import TavernaError
from taverna.core.errors import BadArgument

T = TypeVar("T")
R = TypeVar("R")
Done = Callable[[int, int], None]  # (tasks finished, tasks in all)

INSTALL_RAY = "--ray needs Ray: pip install 'taverna[cluster]'"


class Executor:
    """Runs a function over tasks; a context manager (leaving it frees the processes or Ray)."""

    name = "serial"

    def map(self, fn: Callable[[T], R], tasks: Sequence[T], done: Done | None = None) -> list[R]:
        """``fn(task)`` for every task, the results in the order of ``tasks``; ``done(k, n)`` after
        each task that finishes (``k`` of ``n``)."""
        raise NotImplementedError

    def close(self) -> None:
        """Free what the executor holds (idempotent)."""

    def __enter__(self) -> Executor:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class Serial(Executor):
    """Every task in this process, one after the other."""

    def map(self, fn: Callable[[T], R], tasks: Sequence[T], done: Done | None = None) -> list[R]:
        out = []
        for task in tasks:
            out.append(fn(task))
            if done is not None:
                done(len(out), len(tasks))
        return out


class Processes(Executor):
    """The tasks in ``jobs`` worker processes (forked from this one, started at the first map and kept
    until :meth:`close`)."""

    name = "processes"

    def __init__(self, jobs: int) -> None:
        if isinstance(jobs, bool) or not isinstance(jobs, int) or jobs < 1:
            raise BadArgument(f"jobs must be a positive integer (processes to play in), got {jobs!r}")
        self.jobs = jobs
        self._pool: Any = None

    def map(self, fn: Callable[[T], R], tasks: Sequence[T], done: Done | None = None) -> list[R]:
        from concurrent.futures import as_completed

        if self._pool is None:
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            self._pool = ProcessPoolExecutor(self.jobs, mp_context=multiprocessing.get_context("fork"))
        futures = {self._pool.submit(fn, task): i for i, task in enumerate(tasks)}
        out: list[Any] = [None] * len(tasks)
        for finished, future in enumerate(as_completed(futures), 1):
            out[futures[future]] = future.result()
            if done is not None:
                done(finished, len(tasks))
        return out

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(cancel_futures=True)
            self._pool = None


class RayExecutor(Executor):
    """The tasks as Ray tasks: on a cluster at ``address`` (``auto``, ``ray://host:10001``, ...), or on
    a Ray started here for the run when ``address`` is None.  A Ray already initialised in this
    process is used as it is (and left running)."""

    name = "ray"

    def __init__(self, address: str | None = None) -> None:
        try:
            import ray
        except ImportError:
            raise TavernaError(INSTALL_RAY) from None
        self.ray = ray
        self.address = address
        self.owned = False
        self._remote: dict[Callable[..., Any], Any] = {}
        if not ray.is_initialized():
            try:
                ray.init(address=address or None, logging_level=logging.WARNING)
            except Exception as exc:  # Ray says ConnectionError, RuntimeError, ValueError ... by case
                where = f"the Ray cluster at {address}" if address else "a local Ray"
                raise TavernaError(f"--ray: cannot start or reach {where} ({type(exc).__name__}: {exc})") from None
            self.owned = True

    def map(self, fn: Callable[[T], R], tasks: Sequence[T], done: Done | None = None) -> list[R]:
        ray = self.ray
        remote = self._remote.get(fn)
        if remote is None:
            remote = self._remote[fn] = ray.remote(fn)
        refs = {remote.remote(task): i for i, task in enumerate(tasks)}
        out: list[Any] = [None] * len(tasks)
        pending = list(refs)
        finished = 0
        while pending:
            ready, pending = ray.wait(pending, num_returns=1)
            for ref in ready:
                try:
                    out[refs[ref]] = ray.get(ref)
                except ray.exceptions.RayTaskError as exc:  # the task's own error, as it was raised
                    cause = getattr(exc, "cause", None)
                    if isinstance(cause, Exception):
                        raise cause from None
                    raise
                finished += 1
                if done is not None:
                    done(finished, len(tasks))
        return out

    def close(self) -> None:
        if self.owned:
            self.ray.shutdown()
            self.owned = False


def make_executor(jobs: int = 1, ray: str | None = None) -> Executor:
    """``ray`` (an address, or ``""`` / ``"local"`` for a Ray started here): Ray tasks; else ``jobs``
    processes (one: here, serially)."""
    if ray is not None:
        if jobs != 1:
            raise BadArgument(f"--jobs and --ray are two places to run in; give one (got --jobs {jobs} and --ray)")
        return RayExecutor(None if ray in ("", "local") else ray)
    if isinstance(jobs, bool) or not isinstance(jobs, int) or jobs < 1:
        raise BadArgument(f"jobs must be a positive integer (processes to play in), got {jobs!r}")
    return Serial() if jobs == 1 else Processes(jobs)


__all__ = ["INSTALL_RAY", "Executor", "Processes", "RayExecutor", "Serial", "make_executor"]
