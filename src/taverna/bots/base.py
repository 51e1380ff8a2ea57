"""What every bot is made of: the :class:`Bot` protocol, the random bot, and a game's rule-of-thumb bot
(its ``bot`` part, found through the registry).  Kept apart from :mod:`taverna.bots` so that the search
bots (:mod:`taverna.bots.search`), which :func:`taverna.bots.get_bot` builds, can use them without
importing their own maker back."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Protocol

from taverna.core import Action, Rng, UnknownOption
from taverna.games import get_game

View = dict[str, Any]
Chooser = Callable[[View, list[Action], Rng], Action]


class Bot(Protocol):
    name: str

    def choose(self, view: View, legal: list[Action], rng: Rng) -> Action: ...

    def choose_optional(self, view: View, legal: list[Action], rng: Rng) -> Action | None: ...


def _with_argument(action: Action, rng: Rng) -> Action:
    """A concrete argument for actions that take one (the random bot's pick)."""
    if action.arg is not None:
        return action
    if action.word == "propose":
        return Action("propose", 30 + rng.below(41))
    if action.word == "offer":
        return Action("offer", {"money": 1 + rng.below(3)})
    if action.word in ("packet", "bet"):
        return Action(action.word, 1)
    return action


@dataclass
class RandomBot:
    name: str = "random"

    def choose(self, view: View, legal: list[Action], rng: Rng) -> Action:
        return _with_argument(rng.choice(legal), rng)

    def choose_optional(self, view: View, legal: list[Action], rng: Rng) -> Action | None:
        return _with_argument(rng.choice(legal), rng) if rng.below(4) == 0 else None


@dataclass
class ModuleBot:
    """A rule-of-thumb bot whose decisions come from a game module's ``choose``."""

    name: str
    chooser: Chooser
    optional: Callable[[View, list[Action], Rng], Action | None] | None = None

    def choose(self, view: View, legal: list[Action], rng: Rng) -> Action:
        return self.chooser(view, legal, rng)

    def choose_optional(self, view: View, legal: list[Action], rng: Rng) -> Action | None:
        if self.optional is not None:
            return self.optional(view, legal, rng)
        return None


def _game_part(game: str, part: str) -> ModuleType | None:
    """The game's ``part`` module through the registry (None for a game Taverna does not play)."""
    try:
        return get_game(game).part(part)
    except UnknownOption:
        return None


def simple_bot(game: str) -> Bot:
    """The game's rule-of-thumb bot (its ``bot`` part), or the random bot for a game without one."""
    mod = _game_part(game, "bot")
    if mod is None:
        return RandomBot()
    return ModuleBot(f"simple-{game}", mod.choose, getattr(mod, "choose_optional", None))
