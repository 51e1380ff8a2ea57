"""Cucù's own research part: the tools that read Cucù's engine and so live in its folder (a part of the
registry, ``get_game("cucu").part("research")``; they need the ``research`` extra, the kernel ``fast``).

* :mod:`.kernel` — the fast Cucù kernel (numba), checked move for move against the engine
  (``docs/simulation.md``), with :mod:`.kernel.agreement`, its agreement with the engine;
* :mod:`.vector` — ``CucuVectorEnv``, the batched Gymnasium environment built on the kernel;
* :mod:`.analysis` — the keep/exchange strategy analysis of ``taverna analyze`` (``docs/analysis.md``);
* :mod:`.observer` — the research environments' fast observer and returns of every rule set
  (offered to :mod:`taverna.research.envs.fastobs` as :func:`fast_observer` and :func:`fast_returns`);
* :mod:`.returns` — the OpenSpiel-shaped states' returns (offered to ``Game`` as :func:`shared_returns`).

Importing this package imports none of them (the registry lists the part without the extras); a
submodule loads on first use as an attribute (``part.kernel``, ``part.analysis``).
"""

from __future__ import annotations

import importlib
from typing import Any

SUBMODULES = ("kernel", "vector", "analysis", "observer", "returns")

# the modules' names under ``taverna.research`` before they moved here -> their names in this package:
# ``import taverna.research.vector`` still gives :mod:`.vector` (taverna.research asks the registry's parts)
FORMER_NAMES = {
    "kernel": "kernel",
    "agreement": "kernel.agreement",
    "vector": "vector",
    "analyze": "analysis.analyze",
    "analyze_exact": "analysis.exact",
    "analyze_sim": "analysis.sim",
    "analyze_parallel": "analysis.parallel",
}


def fast_observer(enc: Any, proto: Any) -> Any:
    """Cucù's fast observer of a configuration, or None (:func:`.observer.fast_observer`)."""
    from taverna.games.cucu.research.observer import fast_observer as make

    return make(enc, proto)


def fast_returns(returns: Any, proto: Any) -> Any:
    """Cucù's faster returns of a configuration, or None (:func:`.observer.fast_returns`)."""
    from taverna.games.cucu.research.observer import fast_returns as make

    return make(returns, proto)


def shared_returns(returns: Any, proto: Any) -> Any:
    """Cucù's returns for the OpenSpiel-shaped states, or None (:func:`.returns.shared_returns`)."""
    from taverna.games.cucu.research.returns import shared_returns as make

    return make(returns, proto)


def _rank(name: str) -> str:
    return name[:-1]  # a French card's name without its suit letter


def chance_class(rules: str | None) -> Any:
    """The class of a card that explicit chance deals (``Game(..., chance="explicit")``), or None: every
    card its own.  Le Her compares ranks (``french.rank_of``) and its privileges are a king's, whatever
    the suit: its outcomes are ranks (with the probabilities of the cards of that rank left)."""
    return _rank if rules == "le-her" else None


def __getattr__(name: str) -> Any:
    if name in SUBMODULES:
        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
