"""What the research API needs to know about a game: the action table, the features, returns, elimination.

A game plugs into :mod:`taverna.research.envs.spiel` (and through it PettingZoo and OpenSpiel) with a
:class:`GameSpec`, the ``SPEC`` of its ``spec`` part (``taverna/games/<id>/spec.py``, found through
the game registry).  Every field has a default that works for a game whose actions are ``play CARD``
with Cuckoo-pack card names (plus the plain words ``pass`` and ``bid``), whose view has the common keys
(``players`` with counters, ``hand``, ``trick``, ``turn`` ...), and whose summary's counters are
``chips``, ``money`` or ``points``; a new game declares a small spec when it needs more (see
``docs/research.md``); :func:`register_spec` declares one from outside a game's package.

Every function of a spec is a pure function of the *configuration* (the game, the rule set, the
options and the number of players), given as a prototype match built with seed 0: the prototype is
only read for its resolved options (``match.opts``), never played.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any

from taverna.cards import cuajo as cuajo_cards
from taverna.cards import cuckoo, french, italian
from taverna.core.match import Action, Match
from taverna.games import games

Json = Any


# ---------------------------------------------------------------- packs
@dataclass(frozen=True)
class Pack:
    """The distinct cards of a pack, in a fixed order, and how to read a card name."""

    name: str
    kinds: tuple[int, ...]
    parse: Callable[[object], int]
    card_str: Callable[[int], str]

    def index(self, name: object) -> int | None:
        """The position of the card named ``name`` in :attr:`kinds`, or None if it is not a card."""
        names = self.__dict__.get("_names_cache")
        if names is None:
            names = {self.card_str(c): i for i, c in enumerate(self.kinds)}
            object.__setattr__(self, "_names_cache", names)
        if isinstance(name, str) and name in names:
            return int(names[name])
        try:
            c = self.parse(name)
        except (ValueError, TypeError):
            return None
        try:
            return self._pos[c]
        except KeyError:
            return None

    @property
    def _pos(self) -> dict[int, int]:
        cache = self.__dict__.get("_pos_cache")
        if cache is None:
            cache = {c: i for i, c in enumerate(self.kinds)}
            object.__setattr__(self, "_pos_cache", cache)
        return cache

    def names(self) -> list[str]:
        return [self.card_str(c) for c in self.kinds]


CUCKOO = Pack("cuckoo", cuckoo.RANKS, cuckoo.parse_card, cuckoo.card_str)
ITALIAN = Pack("italian", italian.PACK, italian.parse_card, italian.card_str)
CUAJO = Pack("cuajo", cuajo_cards.KINDS, cuajo_cards.parse_card, cuajo_cards.card_str)
FRENCH = Pack("french", french.PACK, french.parse_card, french.card_str)


# ---------------------------------------------------------------- action tables
def plain(*words: str) -> list[Action]:
    """Actions without an argument."""
    return [Action(w) for w in words]


def card_words(word: str, pack: Pack) -> list[Action]:
    """``word CARD`` for every distinct card of ``pack`` (canonical names)."""
    return [Action(word, n) for n in pack.names()]


def int_words(word: str, values: Sequence[int]) -> list[Action]:
    """``word N`` for each N of ``values``."""
    return [Action(word, int(v)) for v in values]


def levels(limit: int, most: int = 50) -> list[int]:
    """1..limit when limit <= most, else ``most`` roughly geometric levels from 1 to limit (both included)."""
    if limit <= most:
        return list(range(1, limit + 1))
    out: set[int] = set()
    for k in range(most):
        out.add(max(1, round(limit ** (k / (most - 1)))))
    out.add(limit)
    return sorted(out)


def action_key(action: Action) -> tuple[str, str]:
    """A hashable key of an action (its argument as canonical JSON)."""
    return (action.word, json.dumps(action.arg, sort_keys=True))


# ---------------------------------------------------------------- features
@dataclass(frozen=True)
class Features:
    """Which keys of ``view(player)`` the tensors encode (missing keys encode as zeros).

    * ``counters``: numeric or boolean keys of each ``view["players"]`` entry, per seat;
    * ``seat_keys``: keys whose value is a player's name or a list of names, one-hot per seat;
    * ``scalars``: numeric (or boolean) keys of the view;
    * ``seat_scalars``: keys whose value maps a player to a number;
    * ``cards``: keys holding the viewer's card, a list of cards, or a card seen by all, counted per kind;
    * ``seat_cards``: keys mapping players to a card, a list of cards (counted) or a number of cards,
      or lists of ``[player, card]`` pairs (a trick), per seat and kind;
    * ``phases``: the values of ``view["phase"]`` (one-hot; an unknown phase sets the last slot);
    * ``scales``: ``(key, s)`` pairs: a number with no fixed bound (chips, money, a pool) is encoded as
      ``x / (|x| + s)`` (default s: 10), so s is about the value's usual size.
    """

    counters: tuple[str, ...] = ("chips", "points", "money", "lives", "tokens", "out")
    seat_keys: tuple[str, ...] = ("turn", "dealer", "to_act", "winner")
    scalars: tuple[str, ...] = ("round", "finished")
    seat_scalars: tuple[str, ...] = ()
    cards: tuple[str, ...] = ("hand", "card")
    seat_cards: tuple[str, ...] = ("trick", "used")
    phases: tuple[str, ...] = ()
    scales: tuple[tuple[str, float], ...] = ()


Reader = Callable[[Any, str], Any]  # (the match, the viewer) -> a feature's value


@dataclass(frozen=True)
class Readers:
    """A game's features read straight from its match's fields, without building the view: what
    the research environments' fast observers use (:mod:`taverna.research.envs.fastobs`), checked against
    the view's encoding on random matches (``tests/research/envs/test_fastobs.py``).

    Each reader is ``read(match, viewer)`` (the viewer: a player of the match) and gives what
    ``match.view(viewer)`` holds under the same key, in a plainer shape, the cards as the match's own
    card numbers (``card_name`` names one):

    * ``entries``: ``{player: {counter: value}}``, what each entry of the view's ``players`` holds
      (the counters are read from it);
    * ``keys[key]`` for a seat key: a player's name, a list of names, or None;
      for a scalar: a number (a bool, None); for a seat scalar: ``{player: number}``;
      for a card key: a list of card numbers; for a seat card key: a list of ``(player, [card numbers])``;
      ``keys["phase"]``: the view's ``phase`` (where the features have phases).

    ``engine`` is the match class whose ``view`` the readers copy: a subclass that shows other things
    (another ``view``) is encoded from its view.  A feature without a reader: the same.  ``growing``
    names card keys whose reader gives the match's own list, one that the engine only appends to or
    replaces with another (the cards played this deal): their cards are counted as they are added.
    """

    engine: type[Match]
    card_name: Callable[[int], str]
    entries: Reader | None = None
    keys: dict[str, Reader] = field(default_factory=dict)
    growing: frozenset[str] = frozenset()


def _waiting(m: Match, viewer: str) -> list[str]:
    return m.waiting_for()


def _finished(m: Match, viewer: str) -> bool:
    return m.finished


def _winner(m: Any, viewer: str) -> Any:
    return m.winner


# the readers of the keys every view has (Match.view_status), the winner as most engines keep it
STATUS_READERS: dict[str, Reader] = {"to_act": _waiting, "finished": _finished, "winner": _winner}


def counter_entries(m: Any, viewer: str) -> dict[str, dict[str, Json]]:
    """``Readers.entries`` of an engine whose view's players are ``{"name": p, **m._counters(p)}``."""
    return {p: m._counters(p) for p in m.players}


def _turn(m: Any, viewer: str) -> str | None:
    return None if m.over else m.turn


def _hand(m: Any, viewer: str) -> list[int]:
    return m.hands[viewer]  # type: ignore[no-any-return]


def _hand_sizes(m: Any, viewer: str) -> dict[str, int]:
    return {p: len(h) for p, h in m.hands.items()}


def card_pairs(pairs: list[tuple[str, int]]) -> list[tuple[str, tuple[int]]]:
    """``(player, card)`` pairs (a trick, bids) as a seat card reader gives them: each card in a tuple."""
    return [(p, (c,)) for p, c in pairs]


def _trick(m: Any, viewer: str) -> list[tuple[str, tuple[int]]]:
    return card_pairs(m.trick)


# the readers of the keys the trick games' views share (a TurnMatch: ``turn`` until it is ``over``;
# ``hands`` and ``trick`` of card numbers, ``dealer``, ``tricks_left``), the status keys included
TRICK_READERS: dict[str, Reader] = {
    **STATUS_READERS,
    "turn": _turn,
    "dealer": lambda m, v: m.dealer,
    "hand": _hand,
    "hand_sizes": _hand_sizes,
    "trick": _trick,
    "tricks_left": lambda m, v: m.tricks_left,
}

# and those of the games that play by kind (``KindTrickMatch``: Coch, Zifuli): the last trick, and
# the tricks each player has taken (every trick holds one card of each player)
KIND_TRICK_READERS: dict[str, Reader] = {
    **TRICK_READERS,
    "last_trick": lambda m, v: card_pairs(m.last_trick),
    "tricks_won": lambda m, v: {p: len(m.taken[p]) // len(m.players) for p in m.players},
}


@dataclass(frozen=True)
class GameSpec:
    """What the research API needs to know about one game (every field has a generic default)."""

    game: str
    pack: Pack = CUCKOO
    # where the pack depends on the rule set (Cucù's Le Her plays the French pack): the configuration's pack
    pack_of: Callable[[Match], Pack] | None = None
    # the fixed action table: a pure function of the configuration (a prototype match)
    actions: Callable[[Match], list[Action]] = field(
        default=lambda m: [*card_words("play", CUCKOO), *plain("pass", "bid")]
    )
    features: Features = Features()
    # running returns, one per player (final at the end of the match); default: see generic_returns
    returns: Callable[[Match, dict[str, Json]], list[float]] | None = None
    # a player out for good (never to act again, return final): their agent terminates early
    eliminated: Callable[[Match, str], bool] | None = None
    # players may have only optional actions (``to_act()`` beyond ``waiting_for()``): ask them first
    # (also assumed of any engine that overrides ``waiting_for``)
    optional_actions: bool = False
    # whether the returns of every finished match add up to zero (else the game is general-sum)
    zero_sum: Callable[[Match], bool] = field(default=lambda m: True)
    # an upper bound on the moves of a match (the state is truncated there; an option may lower it)
    max_moves: int = 10000
    notes: str = ""
    # the features read from the match's fields (fast observers); None: encoded from the view
    readers: Readers | None = None
    # what the arguments the engine accepts for a word offered without one (a template: ``bet``)
    # depend on: ``(match, player, word)`` -> a hashable key; the research API asks the engine about
    # each of the table's arguments of that word once per key and remembers the answer.  None (the
    # function or its answer): asked every time the word is legal.
    argument_key: Callable[[Match, str, str], Hashable | None] | None = None

    def pack_for(self, prototype: Match) -> Pack:
        return self.pack_of(prototype) if self.pack_of is not None else self.pack


class _Declared(dict[str, GameSpec]):
    """The games' declarations, by game: each registered game's ``spec`` part (its ``SPEC``), read the
    first time the table is looked at after the game is registered (a game found later, a plug-in
    imported after the first look, is read then), and those given to :func:`register_spec`."""

    def __init__(self) -> None:
        super().__init__()
        # game -> (the registered game whose part was read, the SPEC that part declared or None)
        self.read: dict[str, tuple[object, GameSpec | None]] = {}

    def _load(self) -> None:
        for gid, info in games().items():
            seen = self.read.get(gid)
            if seen is not None and seen[0] is info:
                continue
            if seen is not None and seen[1] is not None and dict.get(self, gid) is seen[1]:
                dict.__delitem__(self, gid)  # (the game registered anew: its new part declares its spec)
            found = getattr(info.part("spec"), "SPEC", None)
            spec = found if isinstance(found, GameSpec) else None
            self.read[gid] = (info, spec)
            if spec is not None and not dict.__contains__(self, gid):
                dict.__setitem__(self, gid, spec)

    def __getitem__(self, game: str) -> GameSpec:
        self._load()
        return dict.__getitem__(self, game)

    def __contains__(self, game: object) -> bool:
        self._load()
        return dict.__contains__(self, game)

    def __delitem__(self, game: str) -> None:
        self._load()
        dict.__delitem__(self, game)

    def get(self, game: str, default: Any = None) -> Any:
        self._load()
        return dict.get(self, game, default)


_SPECS = _Declared()


def register_spec(spec: GameSpec) -> GameSpec:
    """Declare ``spec`` for its game (instead of, or before, the game's ``spec`` part)."""
    _SPECS._load()
    _SPECS[spec.game] = spec
    return spec


def spec_for(game: str) -> GameSpec:
    """The game's spec, or the generic one (``play CARD`` over the Cuckoo pack, ``pass``, ``bid``)."""
    return _SPECS.get(game) or GameSpec(game)


# ---------------------------------------------------------------- returns
def _initial_counter(start: dict[str, Json], p: str, key: str) -> float:
    v = start.get(p, {}).get(key, 0)
    return float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else 0.0


def generic_returns(match: Match, start: dict[str, Json]) -> list[float]:
    """Chips, money or a zero-sum score (Le Her's) won or lost since the start; else points less the mean;
    else the winner's share.

    The start is the ``chips`` (``money``) of the public ``match_start`` event when it has one, else
    ``start``: ``summary()["players"]`` when the state was created.
    """
    summ = match.summary()
    players = list(match.players)
    now: dict[str, dict[str, Json]] = summ.get("players") or {}
    first = next((e.data for e in match.log if e.kind == "match_start" and e.to is None), {})
    for key in ("chips", "money", "score"):
        if all(isinstance(now.get(p, {}).get(key), (int, float)) for p in players):
            if isinstance(first.get(key), int) and not isinstance(first.get(key), bool):
                # the amount everyone started with, before any ante paid while the match was set up
                return [float(now[p][key]) - float(first[key]) for p in players]
            return [float(now[p][key]) - _initial_counter(start, p, key) for p in players]
    if all(isinstance(now.get(p, {}).get("points"), (int, float)) for p in players):
        pts = [float(now[p]["points"]) for p in players]
        mean = sum(pts) / len(pts)
        return [x - mean for x in pts]
    return winner_returns(match)


def winner_returns(match: Match) -> list[float]:
    """The winners share 1, everyone pays 1/n: zero-sum; zeros until the match is over."""
    players = list(match.players)
    if not match.finished:
        return [0.0] * len(players)
    w = match.summary().get("winner")
    winners = [w] if isinstance(w, str) else list(w or [])
    n = len(players)
    if not winners:
        return [0.0] * n
    return [(1.0 / len(winners) if p in winners else 0.0) - 1.0 / n for p in players]


def team_of(match: Match) -> dict[str, int]:
    """Each player's side (the match's ``teams``; without teams, each player alone)."""
    teams = getattr(match, "teams", None) or [[p] for p in match.players]
    return {p: i for i, t in enumerate(teams) for p in t}
