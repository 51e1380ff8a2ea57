"""Cucù's keep/exchange analysis (``taverna analyze``, ``docs/analysis.md``): :mod:`.analyze` the best
responses and their loss rates, :mod:`.exact` Le Her's exact equilibrium, :mod:`.sim` the simulators
(the kernel's and the engine's), :mod:`.parallel` the deals played in batches on an executor."""

from taverna.games.cucu.research.analysis.analyze import (
    Counterfactual,
    KernelSimulator,
    ReferenceSimulator,
    analyze_cucu,
    make_simulator,
    plot,
    summary,
    table,
)
from taverna.games.cucu.research.analysis.parallel import BatchedSimulator

__all__ = [
    "BatchedSimulator",
    "Counterfactual",
    "KernelSimulator",
    "ReferenceSimulator",
    "analyze_cucu",
    "make_simulator",
    "plot",
    "summary",
    "table",
]
