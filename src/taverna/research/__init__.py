"""Research tools.

* :mod:`taverna.research.determinize` — a full match consistent with one player's view (used by the
  search bots and ``State.resample_from_infostate``);
* :mod:`taverna.research.arena` — bots against bots, seats rotated and deals duplicated (``docs/arena.md``);
* :mod:`taverna.research.spiel` and :mod:`taverna.research.pettingzoo` — Taverna's games in OpenSpiel's
  shape and as PettingZoo environments, optionally registered with OpenSpiel (``docs/research.md``);
* :mod:`taverna.research.kernel` — the fast Cucù kernel (numba; ``docs/simulation.md``);
* :mod:`taverna.research.analyze` — strategy analysis (``docs/analysis.md``).

Importing it offers OpenSpiel's bots as the level ``openspiel-ismcts`` of ``taverna.bots.get_bot``
where open_spiel is installed (:func:`taverna.bots.register_level`).

``Game`` and ``State`` (the OpenSpiel-shaped API) are importable from here; they load on first use
(the research API needs the ``research`` extra, numpy; determinization does not).
"""

import importlib.util
from typing import Any

from taverna.bots import Bot, register_level

__all__ = ["OPENSPIEL_LEVELS", "Game", "State"]

# bots from OpenSpiel (taverna.research.openspiel_bots), offered as levels of ``get_bot`` only where
# open_spiel is installed (registered here, so that the bots below never import the research tools)
OPENSPIEL_LEVELS = ("openspiel-ismcts",)


def _openspiel_ismcts(game: str) -> Bot:
    from taverna.research.openspiel_bots import make_ismcts

    return make_ismcts(game)


register_level("openspiel-ismcts", _openspiel_ismcts, lambda: importlib.util.find_spec("pyspiel") is not None)


def __getattr__(name: str) -> Any:
    if name in ("Game", "State"):
        from taverna.research import spiel

        return getattr(spiel, name)
    raise AttributeError(f"module 'taverna.research' has no attribute {name!r}")
