"""The game registry: every game Taverna plays, its rule sets (presets) and options.

``create_match("cucu", rules="campli", players=[...])`` builds a match;
:func:`games` lists them.  Each game package registers itself with :func:`register`.

A game is one package (``taverna.games.<id>``, or any installed package named by an entry point
in the ``taverna.games`` group).  Besides its engine and options it may hold **parts**, modules
with conventional names that the shared machinery finds through :meth:`GameInfo.part`, never by
importing a game by name (:data:`PARTS` says what each holds; ``docs/adding-a-game.md``).
"""

from __future__ import annotations

import importlib
import importlib.metadata
import importlib.resources
import importlib.util
import warnings
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from taverna.core.errors import BadArgument, UnknownOption
from taverna.core.match import Match
from taverna.core.options import describe_options
from taverna.i18n.fluent import add_domain

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


# The parts a game package may hold: the module's name in the package, and what it provides.
PARTS: Mapping[str, str] = {
    "text": "events and situations in words for text clients: describe(event, lang, you) and friends",
    "bot": "the rule-of-thumb bot: choose(view, legal, rng) -> Action, and optionally choose_optional",
    "expectimax": "a search bot's exact expectimax over the next card instead of sampling: choose(view, legal, rng)",
    "sampler": "determinization: SAMPLER, a GameSampler that deals hidden cards consistent with a view",
    "spec": "the research API's action space, observation features and returns: SPEC, a GameSpec",
    "seating": "seats drawn before a match (taverna play --draw-seats): draw_seating(players, rules, rng)",
    "brief": "help at the table (the rules in brief are its locales' message brief, Markdown, formatted with the fields of "
    "its optional brief_fields(rules): what the brief says differently by rule set), optionally card_reference(rules, lang) "
    "and card_guide(rules, lang, options): every card's name, place and power (games/cards_guide.py)",
    "learned": "the learned bot's part (a package): ACTIONS, LAYOUT, features(view) -> list[float] | None (or "
    "action_features(view, legal): a row for each legal action, one output) and one "
    "weights file per rule set, <rules>.npz (taverna.bots.learned; written by `taverna learn`)",
    "research": "the game's own research tools (a package, in the research layer: fast kernels, batched "
    "environments, analyses), optionally fast_observer(encoder, prototype) and fast_returns(returns, prototype) "
    "for taverna.research.envs.fastobs, shared_returns(returns, prototype) for the OpenSpiel-shaped states, "
    "train_danger(deals, seed, out) for `taverna learn GAME --danger` (Cuajo's danger model)",
}
# A game's sentences in Project Fluent: ``locales/<lang>.ftl`` in its package (docs/i18n.md).
LOCALES_DIR = "locales"
# The browser's renderer of a game's table: a file in the package that the server serves by the game's id.
BOARD_FILE = "board.js"
# A game's whole rules with their sources (Markdown; ``rules.<lang>.md`` where translated): the server renders
# it at ``/rules/{game}``; ``docs/rules/<game>.md`` is the same page, kept equal by tests/test_rules_pages.py.
RULES_FILE = "rules.md"


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
    # how many a rule set seats where it is not min_players to max_players (Le Her: 2 to 2, Slabberjan: 2 to 41):
    # what `taverna games` says; the engine refuses any other count
    players_by_rules: Mapping[str, tuple[int, int]] = field(default_factory=dict)
    # the package holding the game's parts (default: the package of ``match_cls``)
    package: str = ""
    # the word a rule set gives a counter its views and summaries keep under another key, so that the table,
    # the score sheet, the standings and the terminal name it as the rule set's sentences do (Gnav's `chips`
    # are tokens, Ranter-Go-Round's lives): {rule set: {counter's key: its word, a counter key}}
    counter_words: Mapping[str, Mapping[str, str]] = field(default_factory=dict)

    @property
    def package_name(self) -> str:
        return self.package or self.match_cls.__module__.rpartition(".")[0]

    def part(self, name: str) -> ModuleType | None:
        """The game's module ``name`` (one of :data:`PARTS`), or None if the game has none."""
        if name not in PARTS:
            raise BadArgument(f"unknown game part {name!r}; parts are: {', '.join(PARTS)}")
        return _part(self.package_name, name)

    def parts(self) -> list[str]:
        """The parts this game has, in the order of :data:`PARTS` (``board.js`` as ``board``)."""
        have = [name for name in PARTS if self.part(name) is not None]
        return have + (["board"] if self.board() is not None else [])

    def board(self) -> str | None:
        """The source of the game's browser renderer (``board.js`` in its package), or None."""
        try:
            res = importlib.resources.files(self.package_name).joinpath(BOARD_FILE)
            return res.read_text(encoding="utf-8") if res.is_file() else None
        except (ModuleNotFoundError, FileNotFoundError):
            return None

    def rules_page(self, lang: str = "en") -> tuple[str, str] | None:
        """``(language, Markdown)`` of the game's rules page in ``lang`` where translated, else in English;
        None if the game has none."""
        for name in ([f"rules.{lang}.md"] if lang != "en" else []) + [RULES_FILE]:
            try:
                res = importlib.resources.files(self.package_name).joinpath(name)
                if res.is_file():
                    return (lang if name != RULES_FILE else "en"), res.read_text(encoding="utf-8")
            except (ModuleNotFoundError, FileNotFoundError):
                return None
        return None

    def counter_names(self, rules: str | None) -> dict[str, str]:
        """The words ``rules`` gives its counters where they are not their keys ({"chips": "tokens"}; empty if none)."""
        return dict(self.counter_words.get(rules or "", {}))

    @property
    def usual(self) -> int:
        return self.usual_players or self.min_players

    def usual_for(self, rules: str | None) -> int:
        return self.usual_by_rules.get(rules or "", 0) or self.usual

    def players_for(self, rules: str | None) -> tuple[int, int]:
        """The fewest and the most players ``rules`` seats (the game's, where the rule set has none of its own)."""
        lo, hi = self.players_by_rules.get(rules or "", (self.min_players, self.max_players))
        return lo, hi

    def rules_or_default(self, rules: str | None) -> str | None:
        if rules is None:
            if self.rules_required:
                raise UnknownOption(
                    f"game {self.id!r} needs a rule set; choose one of {', '.join(self.rule_sets)}",
                    key="rules-needed", game=repr(self.id), rule_sets=", ".join(self.rule_sets),
                )  # fmt: skip
            return self.default_rules
        if rules not in self.rule_sets:
            raise UnknownOption(
                f"unknown rule set {rules!r} for {self.id}; valid rule sets: {', '.join(self.rule_sets)}",
                key="rules-unknown", rules=repr(rules), game=self.id, rule_sets=", ".join(self.rule_sets),
            )  # fmt: skip
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


_PARTS: dict[tuple[str, str], ModuleType | None] = {}


def _part(package: str, name: str) -> ModuleType | None:
    key = (package, name)
    if key not in _PARTS:
        mod = f"{package}.{name}"
        _PARTS[key] = importlib.import_module(mod) if importlib.util.find_spec(mod) is not None else None
    return _PARTS[key]


_REGISTRY: dict[str, GameInfo] = {}
_loaded = False
# the entry-point group through which another installed package adds a game (its value: the package to import)
ENTRY_POINT_GROUP = "taverna.games"


def register(info: GameInfo) -> GameInfo:
    _REGISTRY[info.id] = info
    locales = importlib.resources.files(info.package_name).joinpath(LOCALES_DIR)
    if locales.is_dir():  # (a game without it says its keys, and the shared sentences)
        add_domain(info.id, locales)
    return info


def _load() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        for mod in GAME_MODULES:
            if importlib.util.find_spec(mod) is not None:
                importlib.import_module(mod)
        for ep in importlib.metadata.entry_points(group=ENTRY_POINT_GROUP):
            try:
                ep.load()
            except Exception as exc:  # a broken plug-in game must not take the others down
                warnings.warn(f"the game of entry point {ep.name!r} ({ep.value}) failed to load: {exc}", stacklevel=2)


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
    known = ", ".join(sorted(_REGISTRY))
    raise UnknownOption(
        f"unknown game {game!r}; Taverna plays: {known}", key="game-unknown", game=repr(game), games=known
    )


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
