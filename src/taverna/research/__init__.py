"""Research tools.

* :mod:`taverna.research.determinize` — a full match consistent with one player's view (used by the
  search bots and ``State.resample_from_infostate``);
* :mod:`taverna.research.arena` — bots against bots, seats rotated and deals duplicated (``docs/arena.md``);
* :mod:`taverna.research.spiel` and :mod:`taverna.research.pettingzoo` — Taverna's games in OpenSpiel's
  shape and as PettingZoo environments, optionally registered with OpenSpiel (``docs/research.md``);
* :mod:`taverna.research.kernel` — the fast Cucù kernel (numba; ``docs/simulation.md``);
* :mod:`taverna.research.analyze` — strategy analysis (``docs/analysis.md``).

``Game`` and ``State`` (the OpenSpiel-shaped API) are importable from here; they load on first use
(the research API needs the ``research`` extra, numpy; determinization does not).
"""

from typing import Any

__all__ = ["Game", "State"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from taverna.research import spiel

        return getattr(spiel, name)
    raise AttributeError(f"module 'taverna.research' has no attribute {name!r}")
