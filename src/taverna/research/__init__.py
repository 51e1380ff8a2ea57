"""Research tools, in two parts by concern (a game's own research tools live in its folder, the part
``research`` of the registry: Cucù's kernel, batched environment and analysis in ``games/cucu/research/``):

* :mod:`taverna.research.envs` — Taverna's games as environments: OpenSpiel's shape
  (:mod:`~taverna.research.envs.spiel`, registered with OpenSpiel by :mod:`~taverna.research.envs.openspiel`),
  PettingZoo (:mod:`~taverna.research.envs.pettingzoo`), Gymnasium (:mod:`~taverna.research.envs.gym`), their
  observations (``features``, ``layout``, ``fastobs``, ``render``) and :mod:`~taverna.research.envs.determinize`
  (a full match consistent with one player's view: the search bots and ``State.resample_from_infostate``);
* :mod:`taverna.research.experiments` — the arena (bots against bots, seats rotated and deals duplicated,
  ``docs/arena.md``), its plots, self-play datasets and the executors they run on.

The modules' former names (``taverna.research.spiel``, ``taverna.research.openspiel``, ``taverna.research.arena``
and the others of :data:`MOVED`, and those a game's research part lists: ``taverna.research.vector``,
``taverna.research.kernel``, ``taverna.research.analyze`` ...) still import: each is the moved module itself.

Importing it offers OpenSpiel's bots as the level ``openspiel-ismcts`` of ``taverna.bots.get_bot``
where open_spiel is installed (:func:`taverna.bots.register_level`).

``Game`` and ``State`` (the OpenSpiel-shaped API) are importable from here; they load on first use
(the research API needs the ``research`` extra, numpy; determinization does not).
"""

import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import sys
from types import ModuleType
from typing import Any

from taverna.bots import Bot, register_level

__all__ = ["MOVED", "OPENSPIEL_LEVELS", "Game", "State"]

# bots from OpenSpiel (taverna.research.envs.openspiel_bots), offered as levels of ``get_bot`` only where
# open_spiel is installed (registered here, so that the bots below never import the research tools)
OPENSPIEL_LEVELS = ("openspiel-ismcts",)


def _openspiel_ismcts(game: str) -> Bot:
    from taverna.research.envs.openspiel_bots import make_ismcts

    return make_ismcts(game)


register_level("openspiel-ismcts", _openspiel_ismcts, lambda: importlib.util.find_spec("pyspiel") is not None,
               extra="openspiel")  # fmt: skip


def __getattr__(name: str) -> Any:
    if name in ("Game", "State"):
        from taverna.research.envs import spiel

        return getattr(spiel, name)
    raise AttributeError(f"module 'taverna.research' has no attribute {name!r}")


# the modules' names before the split into envs/ and experiments/ -> their names now (under this package)
_ENVS = ("spiel", "spiel_state", "spiel_types", "openspiel", "openspiel_bots", "pettingzoo", "gym", "features")
MOVED = {
    **{m: f"envs.{m}" for m in (*_ENVS, "layout", "render", "fastobs", "determinize")},
    **{m: f"experiments.{m}" for m in ("arena", "arena_plot", "parallel", "selfplay")},
}


def _moved_to(name: str) -> str | None:
    """Where the module once named ``taverna.research.<name>`` lives now: under this package (:data:`MOVED`),
    or in a game's own research part, which lists its former names (``FORMER_NAMES``: Cucù's kernel, batched
    environment and analysis moved to ``games/cucu/research/``); None if nowhere."""
    if name in MOVED:
        return f"{__name__}.{MOVED[name]}"
    from taverna.games import games

    for info in games().values():
        part = info.part("research")
        former = getattr(part, "FORMER_NAMES", None)
        if part is not None and isinstance(former, dict) and name in former:
            return f"{part.__name__}.{former[name]}"
    return None


class _Moved(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """``import taverna.research.spiel`` (a former name, :func:`_moved_to`) gives the module at its new
    place: the same module object, so registrations (OpenSpiel's games) happen once."""

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> importlib.machinery.ModuleSpec | None:
        package, _, name = fullname.rpartition(".")
        if package != __name__ or _moved_to(name) is None:
            return None
        return importlib.machinery.ModuleSpec(fullname, self)

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType:
        return importlib.import_module(str(_moved_to(spec.name.rpartition(".")[2])))

    def exec_module(self, module: ModuleType) -> None:
        pass  # (the module ran at its own place)


if not any(isinstance(f, _Moved) for f in sys.meta_path):
    sys.meta_path.append(_Moved())
