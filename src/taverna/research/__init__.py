"""The research API: Taverna's games in OpenSpiel's shape, as PettingZoo environments, and
(optionally) registered with OpenSpiel.  See ``docs/research.md``.  The fast Cucù kernel is
:mod:`taverna.research.kernel` (numba; ``docs/simulation.md``); strategy analysis is
:mod:`taverna.research.analyze` (``docs/analysis.md``)."""

from taverna.research.spiel import Game, State

__all__ = ["Game", "State"]
