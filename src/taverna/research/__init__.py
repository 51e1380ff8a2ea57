"""Research tools: determinization (``determinize``, used by the bots too) and the research API:
Taverna's games in OpenSpiel's shape (``spiel``), as PettingZoo environments (``pettingzoo``) and
registered with OpenSpiel (``openspiel``, optional); the numba kernel that plays Cucù deals fast
(``kernel``, the ``fast`` extra).  See ``docs/research.md`` and ``docs/simulation.md``.

``Game`` and ``State`` are imported on first use: the research API needs the ``research`` extra
(numpy), determinization does not.
"""

from __future__ import annotations

from typing import Any

__all__ = ["Game", "State"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from taverna.research import spiel

        return getattr(spiel, name)
    raise AttributeError(f"module 'taverna.research' has no attribute {name!r}")
