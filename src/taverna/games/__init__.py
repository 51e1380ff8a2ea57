"""The game registry: every game Taverna plays, its rule sets (presets) and options.

``create_match("cucu", rules="campli", players=[...])`` builds a match;
``GAMES`` lists them.  Each game module registers itself with :func:`register`.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from taverna.core.errors import BadArgument, UnknownOption
from taverna.core.match import Match
from taverna.core.options import describe_options

# Every game of the record spec, in its order; a module not written yet is simply not registered.
GAME_MODULES = (
    "taverna.games.cucu",
    "taverna.games.torionfo",
    "taverna.games.coch",
    "taverna.games.zifuli",
    "taverna.games.kille",
    "taverna.games.hypp",
    "taverna.games.coteccio",
    "taverna.games.cuajo",
)


@dataclass(frozen=True)
class RuleSet:
    name: str
    title: str
    source: str
    preset: object


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str
    description: str
    match_cls: Callable[..., Match]
    options_cls: type
    rule_sets: Mapping[str, RuleSet]
    min_players: int
    max_players: int
    rules_required: bool = False
    default_rules: str | None = None
    aliases: tuple[str, ...] = field(default_factory=tuple)
    # which options a rule set accepts (default: all); ``taverna games`` lists only those
    option_applies: Callable[[str, str], bool] | None = None
    # how many usually play: what ``taverna play`` and the arena seat when not told (0: the least);
    # a rule set may differ (Le Her is for two)
    usual_players: int = 0
    usual_by_rules: Mapping[str, int] = field(default_factory=dict)

    @property
    def usual(self) -> int:
        return self.usual_players or self.min_players

    def usual_for(self, rules: str | None) -> int:
        return self.usual_by_rules.get(rules or "", 0) or self.usual

    def rules_or_default(self, rules: str | None) -> str | None:
        if rules is None:
            if self.rules_required:
                raise UnknownOption(
                    f"game {self.id!r} needs a rule set; choose one of {', '.join(self.rule_sets)}"
                )
            return self.default_rules
        if rules not in self.rule_sets:
            raise UnknownOption(
                f"unknown rule set {rules!r} for {self.id}; valid rule sets: {', '.join(self.rule_sets)}"
            )
        return rules

    def describe(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "title": self.title,
            "description": self.description,
            "players": [self.min_players, self.max_players],
            "usual_players": self.usual,
            "rule_sets": {
                name: {
                    "title": rs.title,
                    "source": rs.source,
                    "options": [
                        o
                        for o in describe_options(self.options_cls, rs.preset)
                        if self.option_applies is None or self.option_applies(name, o["name"])
                    ],
                }
                for name, rs in self.rule_sets.items()
            },
        }


_REGISTRY: dict[str, GameInfo] = {}
_loaded = False


def register(info: GameInfo) -> GameInfo:
    _REGISTRY[info.id] = info
    return info


def _load() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        for mod in GAME_MODULES:
            if importlib.util.find_spec(mod) is not None:
                importlib.import_module(mod)


def games() -> dict[str, GameInfo]:
    _load()
    return dict(_REGISTRY)


def get_game(game: str) -> GameInfo:
    _load()
    if not isinstance(game, str):
        raise UnknownOption(f"game must be a string, got {game!r}")
    key = game.strip().lower()
    if key in _REGISTRY:
        return _REGISTRY[key]
    for info in _REGISTRY.values():
        if key in info.aliases:
            return info
    raise UnknownOption(f"unknown game {game!r}; Taverna plays: {', '.join(sorted(_REGISTRY))}")


def create_match(
    game: str,
    *,
    players: Sequence[str],
    rules: str | None = None,
    options: Mapping[str, Any] | None = None,
    dealer: str | None = None,
    seed: int = 0,
    shuffles: Sequence[Sequence[str]] | None = None,
    rng: str | None = None,
) -> Match:
    """A new match; every argument is checked and a bad one raises a ``TavernaError``.

    ``rng`` names the generator that shuffles (``taverna.core.rng.RNG_KINDS``; None: SplitMix64)."""
    info = get_game(game)
    rules = info.rules_or_default(rules)
    if not isinstance(players, (list, tuple)):
        raise BadArgument(f"players must be a list of names, got {players!r}")
    return info.match_cls(
        list(players), rules=rules, options=dict(options or {}), dealer=dealer, seed=seed, shuffles=shuffles, rng=rng
    )
