"""The ``learned`` level: a small network trained by self-play, played with numpy alone.

A game that has a learned bot holds a ``learned`` part (``games/<id>/learned/``, found through the
registry): ``ACTIONS`` (the words of the actions its network scores, e.g. ``("keep", "exchange")``),
``LAYOUT`` and ``SIZE`` (the name and version of its features, their length; a part whose rule sets read
different features gives ``layout(rules) -> (LAYOUT, SIZE)`` instead), ``features(view) -> list[float] | None`` (built
from the player's view alone; None where the network does not decide) or, instead,
``action_features(view, legal) -> list[list[float]] | None`` (one row for each legal action, scored by a
network with one output, as DouZero scores state-action pairs: Cuajo's discards), and one weights file per rule
set, ``<rules>.npz`` in the part's folder (written by ``taverna learn``,
:mod:`taverna.research.experiments.learn`).

The network is a multilayer perceptron (ReLU hidden layers, one linear output per action of
``ACTIONS``): it estimates the return of each action (Deep Monte Carlo, ``docs/research.md``), and the
bot plays the legal one with the highest estimate.  Decisions the network does not make (a rule set
without weights, an action outside ``ACTIONS``: declaring the Cuckoo, re-entering ...) are the
rule-of-thumb bot's (``normal``).  Playing needs numpy and nothing of the training (no
``taverna.research``, no matplotlib).

Where a game's ``hard`` is an exact expectimax whose part takes a guide (``choose_guided``: Cuajo), the level
is that expectimax with the network's estimates (:meth:`LearnedBot.estimates`) choosing among the moves the
expectimax's count ties (:class:`GuidedExpectimaxBot`), and weighing the part's learned danger model where it
has one (:func:`load_danger`; Cuajo: the danger of feeding a purro next player).
"""

from __future__ import annotations

import importlib.resources
import json
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import IO, Any

import numpy as np

from taverna.bots.base import Bot, View, _game_part, simple_bot
from taverna.core import Action, Rng

FORMAT = "taverna-learned/1"  # the weights file's layout: arrays w0, b0, w1, b1 ... and meta (JSON)
PART = "learned"


@dataclass
class Network:
    """A multilayer perceptron: ``layers[i] = (W, b)``, ReLU between layers, the last one linear."""

    layers: list[tuple[np.ndarray, np.ndarray]]
    actions: tuple[str, ...]
    layout: str
    meta: dict[str, Any] = field(default_factory=dict)

    def q(self, x: np.ndarray) -> np.ndarray:
        """The estimated return of each action of :attr:`actions` for features ``x`` (one row or many)."""
        h = np.asarray(x, dtype=np.float32)
        last = len(self.layers) - 1
        for i, (w, b) in enumerate(self.layers):
            h = h @ w + b
            if i < last:
                h = np.maximum(h, 0.0)
        return h

    @property
    def size(self) -> int:
        return int(self.layers[0][0].shape[0])

    def save(self, path: Path | IO[bytes]) -> None:
        arrays: dict[str, np.ndarray] = {}
        for i, (w, b) in enumerate(self.layers):
            arrays[f"w{i}"] = w.astype(np.float32)
            arrays[f"b{i}"] = b.astype(np.float32)
        meta = {**self.meta, "format": FORMAT, "actions": list(self.actions), "layout": self.layout}
        arrays["meta"] = np.frombuffer(json.dumps(meta, sort_keys=True).encode("utf-8"), dtype=np.uint8)
        np.savez_compressed(path, **arrays)  # type: ignore[arg-type]

    @staticmethod
    def load(source: Path | IO[bytes]) -> Network:
        with np.load(source, allow_pickle=False) as data:
            meta = json.loads(bytes(data["meta"]).decode("utf-8"))
            if meta.get("format") != FORMAT:
                raise ValueError(f"not a {FORMAT} weights file (format {meta.get('format')!r})")
            layers = []
            i = 0
            while f"w{i}" in data:
                layers.append((np.array(data[f"w{i}"], dtype=np.float32), np.array(data[f"b{i}"], dtype=np.float32)))
                i += 1
        return Network(layers, tuple(meta.pop("actions")), str(meta.pop("layout")), meta)


def learned_part(game: str) -> ModuleType | None:
    """The game's ``learned`` part (its features and weights), or None."""
    return _game_part(game, PART)


def load_network(game: str, rules: str | None) -> Network | None:
    """The weights shipped for ``rules`` in the game's ``learned`` part, or None where there are none."""
    part = learned_part(game)
    if part is None or not rules:
        return None
    res = importlib.resources.files(part.__name__).joinpath(f"{rules}.npz")
    if not res.is_file():
        return None
    with res.open("rb") as fh:
        net = Network.load(fh)
    layout, _ = layout_of(part, rules)
    if net.layout != layout:
        raise ValueError(f"the {game} {rules} weights are for features {net.layout!r}, the game gives {layout!r}")
    return net


def layout_of(part: ModuleType, rules: str | None) -> tuple[str, int]:
    """The name and length of the features the part gives for ``rules``: its ``layout(rules)`` where it has one
    (a part whose rule sets read features of different layouts, Cucù's packs), else its ``LAYOUT`` and ``SIZE``."""
    own = getattr(part, "layout", None)
    if own is not None:
        name, size = own(rules)
        return str(name), int(size)
    return str(part.LAYOUT), int(part.SIZE)


def rule_sets_with_weights(game: str, rule_sets: list[str]) -> list[str]:
    """The rule sets of ``rule_sets`` for which the game's learned part holds weights (the level plays the rule
    of thumb elsewhere)."""
    part = learned_part(game)
    if part is None:
        return []
    folder = importlib.resources.files(part.__name__)
    return [r for r in rule_sets if folder.joinpath(f"{r}.npz").is_file()]


def action_key(part: ModuleType, action: Action) -> str | None:
    """The word of the part's ``ACTIONS`` that scores ``action``: the part's own ``action_key(action)``
    where it has one (a card game scoring each card played), else the action's word for an action
    without argument (None: not the network's)."""
    own = getattr(part, "action_key", None)
    if own is not None:
        key: str | None = own(action)
        return key
    return action.word if action.arg is None else None


def network_estimates(net: Network, part: ModuleType, view: View, legal: list[Action]) -> list[float] | None:
    """``net``'s estimate of each action of ``legal`` (in order), or None where it does not decide this turn
    (fewer than two actions, an action it does not score, no features)."""
    if len(legal) < 2:
        return None
    rows_of = getattr(part, "action_features", None)
    if rows_of is not None:  # one row of features for each legal action, one output: its estimate
        rows = rows_of(view, legal)
        return None if rows is None else [float(x) for x in net.q(np.asarray(rows, dtype=np.float32))[:, 0]]
    keys = [action_key(part, a) for a in legal]
    if any(k is None or k not in net.actions for k in keys):
        return None
    x = part.features(view)
    if x is None:
        return None
    q = net.q(np.asarray(x, dtype=np.float32))
    return [float(q[net.actions.index(str(k))]) for k in keys]


def network_choice(net: Network, part: ModuleType, view: View, legal: list[Action]) -> Action | None:
    """The legal action of ``net``'s choice, or None where the network does not decide this one."""
    estimates = network_estimates(net, part, view, legal)
    if estimates is None:
        return None
    if getattr(part, "action_features", None) is not None:
        return legal[int(np.argmax(estimates))]
    # one output per action word: the first of the network's words with the highest estimate
    keys = [str(action_key(part, a)) for a in legal]
    of_key = dict(zip(keys, estimates, strict=True))
    words = dict(zip(keys, legal, strict=True))
    return words[max((w for w in net.actions if w in words), key=lambda w: of_key[w])]


class LearnedBot:
    """The ``learned`` level of a game: its network where it has weights for the view's rule set, the
    rule-of-thumb bot elsewhere.  Reads only the view."""

    def __init__(self, game: str, networks: dict[str, Network | None] | None = None) -> None:
        self.game = game
        self.name = f"learned-{game}"
        self.part = learned_part(game)
        self.fallback: Bot = simple_bot(game)
        self._networks: dict[str, Network | None] = dict(networks or {})

    def network(self, rules: str | None) -> Network | None:
        key = rules or ""
        if key not in self._networks:
            self._networks[key] = load_network(self.game, rules)
        return self._networks[key]

    def _net(self, view: View) -> Network | None:
        # a game whose view names no rule set (Cuajo) plays its part's DEFAULT_RULES
        rules = view.get("rules") or getattr(self.part, "DEFAULT_RULES", None)
        return self.network(rules) if self.part is not None else None

    def choose(self, view: View, legal: list[Action], rng: Rng) -> Action:
        net = self._net(view)
        if net is not None and self.part is not None:
            choice = network_choice(net, self.part, view, legal)
            if choice is not None:
                return choice
        return self.fallback.choose(view, legal, rng)

    def estimates(self, view: View, legal: list[Action]) -> list[float] | None:
        """The network's estimate of each action of ``legal`` (in order), or None where it does not decide
        this turn (no weights, an action it does not score)."""
        net = self._net(view)
        return None if net is None or self.part is None else network_estimates(net, self.part, view, legal)

    def choose_optional(self, view: View, legal: list[Action], rng: Rng) -> Action | None:
        return self.fallback.choose_optional(view, legal, rng)


def load_danger(game: str) -> Any | None:
    """The game's learned danger model as a function of the view, or None where its ``learned`` part has none:
    the part's ``DANGER_FILE`` (weights beside it, of layout ``DANGER_LAYOUT``) read as a :class:`Network`
    and given to the part's ``danger(net, view)`` (Cuajo: the estimate, for each card, that discarding it
    lets the next player win)."""
    part = learned_part(game)
    name = getattr(part, "DANGER_FILE", None) if part is not None else None
    if part is None or name is None:
        return None
    res = importlib.resources.files(part.__name__).joinpath(str(name))
    if not res.is_file():
        return None
    with res.open("rb") as fh:
        net = Network.load(fh)
    if net.layout != part.DANGER_LAYOUT:
        raise ValueError(f"the {game} danger weights are for features {net.layout!r}, the game gives "
                         f"{part.DANGER_LAYOUT!r}")  # fmt: skip
    score = part.danger

    def danger(view: View) -> Any:
        return score(net, view)

    return danger


class GuidedExpectimaxBot:
    """The ``learned`` level of a game whose ``hard`` is an exact expectimax (its ``expectimax`` part, found
    through the registry) that takes a guide (the part's ``choose_guided(view, legal, rng, guide)``): the
    expectimax's move, the network (:meth:`LearnedBot.estimates`) choosing where the expectimax's own count
    ties (Cuajo: among the discards of the best outlook); where the game's ``learned`` part has a danger
    model (:func:`load_danger`), the expectimax weighs it too (``choose_guided(..., danger=...)``; Cuajo: the
    danger of feeding the purro next player).  Reads only the view."""

    def __init__(self, game: str, choose_guided: Any, guide: LearnedBot | None = None, danger: Any = None) -> None:
        # danger: a function of the view (None: the part's shipped model, if any; ``lambda view: None``: none)
        self.game = game
        self.name = f"learned-{game}"
        self._choose_guided = choose_guided
        self._guide = guide if guide is not None else LearnedBot(game)
        self._danger = danger if danger is not None else load_danger(game)

    @property
    def guide_bot(self) -> LearnedBot:
        """The learned bot whose estimates guide the expectimax."""
        return self._guide

    def choose(self, view: View, legal: list[Action], rng: Rng) -> Action:
        if self._danger is None:
            action: Action = self._choose_guided(view, legal, rng.fork(1), self._guide.estimates)
        else:
            action = self._choose_guided(view, legal, rng.fork(1), self._guide.estimates, danger=self._danger)
        return action

    def choose_optional(self, view: View, legal: list[Action], rng: Rng) -> Action | None:
        return self._guide.choose_optional(view, legal, rng)


def guided_expectimax(game: str) -> GuidedExpectimaxBot | None:
    """The game's expectimax guided by its network (:class:`GuidedExpectimaxBot`), or None where the game's
    ``expectimax`` part takes no guide (or it has none)."""
    part = _game_part(game, "expectimax")
    choose_guided = getattr(part, "choose_guided", None) if part is not None else None
    return None if choose_guided is None else GuidedExpectimaxBot(game, choose_guided)
