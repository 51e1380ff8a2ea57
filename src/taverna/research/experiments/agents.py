"""Anyone's agent in the arena: ``taverna arena --agent package.module:Class``.

An agent is a class that the arena builds once per game, ``Class(game)`` (the game's id, e.g.
``"cucu"``), and then asks exactly what it asks its own bots (:class:`taverna.bots.Bot`):

* ``choose(view, legal, rng) -> Action`` — the player's move: ``view`` is ``match.view(player)``
  (a dict: what that player may see, nothing more), ``legal`` the legal actions
  (:class:`taverna.core.Action`, the agent returns one of them; an action whose argument is open
  takes one, ``Action(word, arg)``), ``rng`` the seat's own generator (:class:`taverna.core.Rng`:
  ``below(n)``, ``choice(seq)``, ``random()``), derived from the deal set's seed and the seat so
  that a run repeats;
* ``choose_optional(view, legal, rng) -> Action | None`` (may be left out: never) — an optional
  action while another player is to move (declaring the Cuckoo), or None to let the moment pass.

The agent never sees the match object, other players' hands or the arena's seeds: the same rules
as the built-in levels (``docs/research.md``, "Your own agent in the arena").  The line-up names
it by its class (``Class``), or ``module:Class`` where two agents share a class name.
"""

from __future__ import annotations

import importlib
import inspect
import re
from typing import Any

from taverna.core import BadArgument

AGENT_PREFIX = "agent:"  # a level of the line-up that is an agent: "agent:" + its path
_PATH = re.compile(r"^[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)*:[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)*$")


class AgentBot:
    """An agent as a bot of the arena: its ``choose``, its ``choose_optional`` where it has one (else
    every optional moment passes), under the line-up's name."""

    def __init__(self, agent: Any, name: str) -> None:
        self.agent, self.name = agent, name
        self._optional = getattr(agent, "choose_optional", None)

    def choose(self, view: Any, legal: list[Any], rng: Any) -> Any:
        return self.agent.choose(view, legal, rng)

    def choose_optional(self, view: Any, legal: list[Any], rng: Any) -> Any:
        return self._optional(view, legal, rng) if callable(self._optional) else None


def agent_class(path: str) -> type:
    """The class at ``path`` (``package.module:Class``), checked: BadArgument says what is wrong."""
    path = path.strip()
    if not _PATH.match(path):
        raise BadArgument(f"--agent {path!r}: expected package.module:Class (a module Python can import, a colon, "
                          "the class)")  # fmt: skip
    module_name, _, attr = path.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        where = "" if exc.name == module_name else f" (it needs {exc.name!r})"
        raise BadArgument(f"--agent {path!r}: no module {module_name!r}{where}; is it on PYTHONPATH?") from None
    except Exception as exc:  # the agent's own module failed while loading
        raise BadArgument(f"--agent {path!r}: importing {module_name!r} failed: {type(exc).__name__}: {exc}") from None
    obj: Any = module
    for part in attr.split("."):
        if not hasattr(obj, part):
            raise BadArgument(f"--agent {path!r}: module {module_name!r} has no {attr!r}")
        obj = getattr(obj, part)
    if not inspect.isclass(obj):
        raise BadArgument(f"--agent {path!r}: {attr!r} is a {type(obj).__name__}, not a class")
    if not callable(getattr(obj, "choose", None)):
        raise BadArgument(f"--agent {path!r}: {attr} has no method choose(view, legal, rng)")
    return obj


def agent_name(path: str) -> str:
    """The agent's name in the line-up: its class's name."""
    return path.strip().rpartition(":")[2].rpartition(".")[2]


def load_agent(path: str, game: str) -> AgentBot:
    """The agent at ``path`` built for ``game`` (``Class(game)``), as a bot of the arena."""
    cls = agent_class(path)
    try:
        agent = cls(game)
    except Exception as exc:
        raise BadArgument(f"--agent {path!r}: {cls.__name__}({game!r}) failed: {type(exc).__name__}: {exc}") from None
    return AgentBot(agent, agent_name(path))


__all__ = ["AGENT_PREFIX", "AgentBot", "agent_class", "agent_name", "load_agent"]
