"""Determinization: a full match consistent with everything one player has seen.

A service of the games layer, used by the search bots (:mod:`taverna.bots.search`) and the
research tools (:mod:`taverna.research.envs.determinize`, which adds the research API's generic sampler).
Each game's own proposal is the ``sampler`` part of its package (``taverna/games/<id>/sampler.py``,
exposing ``SAMPLER``, a :class:`GameSampler`), found through the game registry.

``sample(game_id, view, player, rng) -> Match`` builds a match whose ``view(player)`` equals the
given view, with the cards the player has not seen dealt at random among the places hidden from
them.  It is built only from the view: the view's ``log`` (every event the player saw, from the
start: call it with ``match.view(player)``, ``since=0``), the public counts, the player's own cards.

The technique is the same for every game:

1. the public history is read back from the log: the match's setup (players, rule set, options,
   first dealer) and the actions taken (a hidden choice of another player, such as a Cucù
   confession, is left open and replayed as any legal choice);
2. a per-game *proposal* writes every shuffle of the match as a scripted shuffle (a full card
   order): each card the player has seen is put where it was seen, the unseen cards are dealt at
   random into the hidden places, respecting what the log rules out (a player who did not follow
   a suit holds none of it; a Krypkille player who gave up their weakest card held nothing
   stronger than the table; a Cucù card asked for and exchanged was no Horse, Hunter, Cat ...);
3. the match is rebuilt from the setup, those shuffles and the actions (a fresh seed for the
   shuffles still to come), and accepted only if its ``view(player)`` equals the given view
   (rejection sampling).  After ``tries`` rejections a :class:`SamplingError` is raised: callers
   (the search bot) fall back to a decision that needs no sample.

Plain trick games (hidden information is only the other hands, dealt round the table) need only a
:class:`TrickDeal` description per deal and :func:`trick_shuffle`.  Nothing here reads the real
match: a sample is a new match.  :func:`build` and :func:`recording` replay a record with scripted
shuffles (the research API's generic sampler is made of them); :func:`clone` copies a match to play on.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import threading
import types
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from taverna.core import Action, Match, Rng, TavernaError
from taverna.core.match import Shuffler, replay_actions
from taverna.games import create_match, games, get_game
from taverna.games.kinds import kind_of

View = dict[str, Any]
# an action taken; None: a hidden choice (replayed as any legal one); a word: any legal action of that word
Step = tuple[str, Action | str | None]

DEFAULT_TRIES = 200


def log_of(view: View) -> list[Any]:
    """The events of a view's log (the player's whole history when the view was taken with ``since=0``)."""
    return list(view.get("log", []))


class SamplingError(TavernaError):
    """No match consistent with the view was found within the allowed tries."""


@dataclass
class Setup:
    """The public setup of a match, read from a view."""

    game: str
    players: list[str]
    rules: str | None
    options: dict[str, Any]
    dealer: str | None


@dataclass
class Proposal:
    """One candidate history: the scripted shuffles (card names) and the actions to replay."""

    shuffles: list[list[str]]
    steps: list[Step]
    hidden: Callable[[Match, str, list[Action]], Action] | None = None


class GameSampler:
    """Per-game knowledge: how to read the setup and the actions from a view, and how to propose
    the shuffles.  Subclasses implement :meth:`steps` and :meth:`propose`."""

    game: str = ""
    deal_events: tuple[str, ...] = ("deal_start", "round_start")

    def setup(self, view: View) -> Setup:
        players = [p["name"] if isinstance(p, dict) else str(p) for p in view.get("players", [])]
        dealer = None
        for e in view.get("log", []):
            if e.get("kind") in self.deal_events and "dealer" in e:
                dealer = e["dealer"]
                break
        return Setup(self.game, players, view.get("rules"), dict(view.get("options") or {}), dealer)

    def steps(self, view: View) -> list[Step]:
        raise NotImplementedError

    def propose(self, view: View, player: str, setup: Setup, rng: Rng, first: int = 0) -> list[list[str]]:
        """Every shuffle of the match, scripted; those before ``first`` may be left empty (not needed)."""
        raise NotImplementedError

    def hidden_choice(self, match: Match, player: str, legal: list[Action], rng: Rng) -> Action:
        return legal[rng.below(len(legal))]

    def fresh_from(self, view: View, setup: Setup, shuffles: int) -> int:
        """The first shuffle on which the rest of the play depends (fast sampling re-deals from there)."""
        return shuffles - 1

    def gap(self, match: Match, step: Step | None, view: View, player: str) -> tuple[str, Action] | None:
        """An action the log does not show that the rebuilt match needs before ``step`` (None: the end)."""
        return None


@dataclass(frozen=True)
class SearchHints:
    """How the search bots (:mod:`taverna.bots.search`) judge and search one game: the game's sampler part
    may set ``SEARCH`` to one of these (the default: the score change, an ISMCTS tree).

    * ``reward``: ``"score"`` (the change of the player's score, ``0.5 + 0.5 tanh(delta / scale)``),
      ``"deal"`` (1 for not losing the deal, 0 for losing it: Cucù), ``"match"`` (rollouts to the end
      of the match, the match won: Hypp, whose blind bets a single round cannot judge), ``"side-won"``
      (the deal won, drawn or lost by the player's side: Coch) or ``"side-points"`` (the side's card
      points of the deal less the mean of the sides', through tanh at ``scale``: Torionfo);
    * ``scale``: the size of a usual score change (chips, money ...);
    * ``root``: ``"paired"`` where a few candidate moves' outcomes are mostly luck and only common
      random numbers tell them apart at a small budget (Cucù, Hypp), else None (the tree);
    * ``think_ms``: what a player waits for the search levels' (``hard``, and ``learned`` where it searches) move in this game, the mean CPU
      milliseconds per decision measured by ``benchmarks/bot_decision_time.py`` (level -> ms; the
      lobby shows it beside the bot levels; ``docs/arena.md`` has the table and its date);
    * ``solved``: given a view, whether the game's rule-of-thumb move there is already a solved
      strategy's (Le Her's equilibrium, which nothing beats in expectation): the search bots play it
      without searching, as a search could only add noise to it.
    """

    reward: str = "score"
    scale: float = 1.0
    root: str | None = None
    think_ms: Mapping[str, float] = field(default_factory=dict)
    solved: Callable[[Mapping[str, Any]], bool] | None = None


def search_hints(game_id: str) -> SearchHints:
    """The game's :class:`SearchHints` (its sampler part's ``SEARCH``), or the default."""
    try:
        part = get_game(game_id).part("sampler")
    except TavernaError:
        return SearchHints()
    found = getattr(part, "SEARCH", None)
    return found if isinstance(found, SearchHints) else SearchHints()


def sampler_of(game_id: str) -> GameSampler | None:
    """The game's sampler: ``SAMPLER`` of its ``sampler`` part (None: not a game's id, or a game without)."""
    try:
        info = get_game(game_id)
    except TavernaError:
        return None
    part = info.part("sampler") if info.id == game_id else None
    found = getattr(part, "SAMPLER", None)
    return found if isinstance(found, GameSampler) else None


def samplers() -> dict[str, GameSampler]:
    """Every registered game's sampler, by game."""
    out: dict[str, GameSampler] = {}
    for gid in games():
        found = sampler_of(gid)
        if found is not None:
            out[gid] = found
    return out


def has_sampler(game_id: str) -> bool:
    return sampler_of(game_id) is not None


def rebuild(
    setup: Setup,
    shuffles: Sequence[Sequence[str]],
    steps: Sequence[Step],
    seed: int,
    hidden: Callable[[Match, str, list[Action]], Action],
    gap: Callable[[Match, Step | None], tuple[str, Action] | None] | None = None,
    start: tuple[Match, int] | None = None,
    watch: Callable[[int, Match], None] | None = None,
) -> Match:
    """The match built from ``setup`` with ``shuffles`` scripted and ``steps`` applied.

    ``start``: go on from this match, already at step index ``start[1]``; ``watch(i, m)`` is told
    the match before each step.
    """
    if start is None:
        m = create_match(setup.game, players=setup.players, rules=setup.rules, options=setup.options or None,
                         dealer=setup.dealer, seed=seed, shuffles=[list(s) for s in shuffles])  # fmt: skip
        first = 0
    else:
        m, first = start
    for i in range(first, len(steps) + 1):
        if watch is not None:
            watch(i, m)
        step = steps[i] if i < len(steps) else None
        for _ in range(8):
            filler = gap(m, step) if gap is not None else None
            if filler is None:
                break
            m.apply(*filler)
        if step is None:
            break
        p, act = step
        if not isinstance(act, Action):
            legal = [a for a in m.legal_actions(p) if act is None or a.word == act]
            if not legal:
                raise SamplingError(f"{p} has no hidden choice to make here")
            act = hidden(m, p, legal)
        m.apply(p, act)
    return m


class Sampler:
    """Samples of one view, the reading of the log done once.

    ``Sampler(game_id, view, player).sample(rng)`` is :func:`sample`; keeping the object saves
    reading the log again for every determinization of the same decision.
    """

    def __init__(self, game_id: str, view: View, player: str, tries: int = DEFAULT_TRIES, fast: bool = False) -> None:
        found = sampler_of(game_id)
        if found is None:
            raise SamplingError(
                f"no determinization sampler for game {game_id!r}; samplers: {', '.join(sorted(samplers()))}"
            )
        self.game = found
        self.view = view
        self.player = player
        self.tries = tries
        self.setup = self.game.setup(view)
        self.steps = self.game.steps(view)
        self.accepted = 0
        self.rejected = 0
        self.fast = fast
        self._checkpoint: tuple[Match, int, int, list[list[str]]] | None = None
        self._tried_checkpoint = False
        # with a checkpoint, every sample shares its log up to ``_cut``: only the view of the rest is compared
        self._cut = 0
        self._tail_view: View = view

    def _make_checkpoint(self, m: Match, shuffles: list[list[str]], marks: list[tuple[int, int, int]]) -> None:
        """Fast sampling: the accepted match rebuilt up to the step before the first shuffle that
        matters from now on (the current deal's; in Cambio the current set's)."""
        self._tried_checkpoint = True
        k = self.game.fresh_from(self.view, self.setup, len(shuffles))
        ok = [(i, h) for i, h, count in marks if count <= k]
        if k <= 0 or not ok:
            return
        i, h = ok[-1]
        c = create_match(self.setup.game, players=self.setup.players, rules=self.setup.rules,
                         options=self.setup.options or None, dealer=self.setup.dealer, seed=m.seed,
                         shuffles=shuffles)  # fmt: skip
        for p, act in m.history[:h]:
            c.apply(p, act)
        self._checkpoint = (c, i, k, shuffles)
        # the checkpoint's log is a prefix of the accepted sample's, whose whole view matched
        self._cut = len(c.log)
        seen = len(c.log_for(self.player))
        self._tail_view = {**self.view, "log": list(self.view.get("log", []))[seen:]}

    @staticmethod
    def _mark(marks: list[tuple[int, int, int]]) -> Callable[[int, Match], None]:
        def watch(i: int, m: Match) -> None:
            marks.append((i, len(m.history), getattr(m, "shuffler").count))  # noqa: B009

        return watch

    def sample(self, rng: Rng) -> Match:
        """A match consistent with the view.  With ``fast``, after the first one, the samples keep the
        hidden cards of the deals before the current one (no longer relevant to the play) and replay only
        the current deal: far cheaper late in a match."""
        last: Exception | None = None
        marks: list[tuple[int, int, int]] = []
        for _ in range(self.tries):
            marks.clear()
            try:
                first = self._checkpoint[2] if self._checkpoint is not None else 0
                shuffles = self.game.propose(self.view, self.player, self.setup, rng, first)
                seed = rng.next64() >> 1
                start: tuple[Match, int] | None = None
                if self._checkpoint is not None:
                    base, i, k, old = self._checkpoint
                    cm: Any = clone(base)
                    cm.shuffler.scripted = [list(x) for x in old[:k]] + [list(x) for x in shuffles[k:]]
                    cm.rng.state = seed
                    start = (cm, i)
                m = rebuild(
                    self.setup,
                    shuffles,
                    self.steps,
                    seed,
                    lambda mm, p, legal: self.game.hidden_choice(mm, p, legal, rng),
                    lambda mm, st: self.game.gap(mm, st, self.view, self.player),
                    start=start,
                    watch=None if start is not None or not self.fast or self._tried_checkpoint else self._mark(marks),
                )
            except SamplingError:
                raise
            except (TavernaError, _Retry) as exc:
                last = exc
                self.rejected += 1
                continue
            if start is not None:
                same = m.view(self.player, since=self._cut) == self._tail_view
            else:
                same = m.view(self.player) == self.view
            if same:
                self.accepted += 1
                if self.fast and not self._tried_checkpoint and hasattr(m, "shuffler"):
                    self._make_checkpoint(m, shuffles, marks)
                return m
            self.rejected += 1
        raise SamplingError(
            f"{self.setup.game}: no match consistent with {self.player}'s view in {self.tries} tries"
            + (f" (last: {last})" if last else "")
        )


def sample(game_id: str, view: View, player: str, rng: Rng, tries: int = DEFAULT_TRIES) -> Match:
    """A match consistent with ``view`` (``player``'s view, its log from the start)."""
    return Sampler(game_id, view, player, tries).sample(rng)


# ---------------------------------------------------------------------- helpers for proposals
class _Retry(Exception):
    """A proposal that cannot be completed this time (constraints too tight for the random pick)."""


def multiset_minus(pool: Iterable[int], used: Iterable[int]) -> list[int]:
    left = Counter(pool)
    left.subtract(Counter(used))
    if any(v < 0 for v in left.values()):
        raise _Retry("more copies seen than the pack holds")
    return sorted(left.elements())


def fill(
    pool: list[int],
    needs: dict[str, int],
    allowed: dict[str, Callable[[int], bool]],
    rng: Rng,
    tries: int = 20,
) -> tuple[dict[str, list[int]], list[int]]:
    """Deal ``needs[p]`` cards of ``pool`` to each place ``p`` at random, each card allowed there;
    returns the places' cards and the cards left over."""
    for _ in range(tries):
        cards = list(pool)
        rng.shuffle(cards)
        out: dict[str, list[int]] = {}
        ok = True
        # the most constrained places first
        order = sorted(needs, key=lambda p: sum(1 for c in cards if allowed.get(p, _any)(c)) - needs[p])
        for p in order:
            ok_p = allowed.get(p, _any)
            take = [i for i, c in enumerate(cards) if ok_p(c)][: needs[p]]
            if len(take) < needs[p]:
                ok = False
                break
            out[p] = [cards[i] for i in take]
            for i in reversed(take):
                cards.pop(i)
        if ok:
            return out, cards
    raise _Retry("no deal satisfies the constraints")


def _any(_: int) -> bool:
    return True


@dataclass
class TrickDeal:
    """What one deal of a plain trick game looks like to the sampler."""

    order: list[str]  # players dealt to, in dealing order (card k goes to order[k % len(order)])
    each: int  # cards each
    mine: list[int] = field(default_factory=list)  # the viewer's dealt hand (empty if not dealt)
    played: dict[str, list[int]] = field(default_factory=dict)  # cards seen leaving each hand
    allowed: dict[str, Callable[[int], bool]] = field(default_factory=dict)  # for the cards never seen
    shuffled: bool = True  # False: this deal used no shuffle (Duplicate Krypkille)


def trick_shuffle(deal: TrickDeal, viewer: str, pack: list[int], names: Callable[[int], str], rng: Rng) -> list[str]:
    """A full scripted shuffle for one deal round the table, consistent with what was seen."""
    n = len(deal.order)
    known: dict[str, list[int]] = {}
    for p in deal.order:
        if p == viewer and deal.mine:
            known[p] = list(deal.mine)
        else:
            known[p] = list(deal.played.get(p, []))
    unseen = multiset_minus(pack, [c for cs in known.values() for c in cs])
    needs = {p: deal.each - len(known[p]) for p in deal.order}
    if any(v < 0 for v in needs.values()):
        raise _Retry("more cards seen than a hand holds")
    extra, rest = fill(unseen, needs, {p: deal.allowed[p] for p in deal.order if p in deal.allowed}, rng)
    hands = {p: known[p] + extra.get(p, []) for p in deal.order}
    for p, h in hands.items():
        if not (p == viewer and deal.mine):  # the viewer's hand keeps the order it was dealt in
            rng.shuffle(h)
    out: list[int] = []
    for k in range(deal.each * n):
        out.append(hands[deal.order[k % n]][k // n])
    rng.shuffle(rest)
    out.extend(rest)
    return [names(c) for c in out]


class _Tok:
    """One position of one shuffle: the card that was there (None: unknown) and the cards it cannot be
    (the samplers that follow every card from its place in a shuffle: Cucù's, Cuajo's)."""

    __slots__ = ("forbid", "value")

    def __init__(self) -> None:
        self.value: int | None = None
        self.forbid: set[int] = set()


# ---------------------------------------------------------------------- the Italian kind games
# (Coch, Zifuli, Torionfo: a player must follow the *kind* of the base card, :mod:`taverna.games.kinds`)
def not_kinds(kinds: set[str], free: int | None = None) -> Callable[[int], bool]:
    """Allowed to a player known to hold none of ``kinds`` (``free``: a card allowed anyway)."""
    return lambda c: c == free or kind_of(c) not in kinds


def order_from(players: list[str], first: str) -> list[str]:
    """The players in order of play from ``first``."""
    i = players.index(first)
    return players[i:] + players[:i]


def plays(view: View) -> list[Step]:
    """Every ``play`` of the log, as steps."""
    return [(e["player"], Action("play", e["card"])) for e in log_of(view) if e["kind"] == "play"]


# ================================================================ replaying a record with scripted shuffles
# The research API's generic sampler (``taverna.research.envs.determinize.resample_generic``) replays a
# match's record with its shuffles *scripted* (the full order of the cards, read off the engine's
# :class:`~taverna.core.match.Shuffler` while :func:`recording`), and compares views as
# :func:`public_view` writes them.

Json = Any

_lock = threading.RLock()
_tls = threading.local()
_original_shuffle = Shuffler.shuffle


def _recording_shuffle(self: Shuffler[Any], cards: Any) -> list[Any]:
    out = _original_shuffle(self, cards)
    sink = getattr(_tls, "sink", None)
    if sink is not None:
        sink.append(list(out))
    return out


@contextmanager
def recording(sink: list[list[Any]]) -> Iterator[None]:
    """Within the block, every shuffle made in this thread appends its result to ``sink``."""
    with _lock:
        previous = getattr(_tls, "sink", None)
        _tls.sink = sink
        Shuffler.shuffle = _recording_shuffle  # type: ignore[method-assign]
        try:
            yield
        finally:
            _tls.sink = previous
            if previous is None:
                Shuffler.shuffle = _original_shuffle  # type: ignore[method-assign]


def public_view(view: dict[str, Json]) -> str:
    """The view as compared: everything but ``log_size``."""
    return json.dumps({k: v for k, v in view.items() if k != "log_size"}, sort_keys=True, ensure_ascii=False)


def build(record: dict[str, Json], shuffles: list[list[str]], seed: int) -> tuple[Match, list[list[Any]]] | None:
    """The record replayed with ``shuffles`` scripted and ``seed``; None if it is not legal so."""
    sink: list[list[Any]] = []
    try:
        with recording(sink):
            m = create_match(
                record["game"],
                rules=record.get("rules"),
                options=record.get("options") or {},
                players=record["players"],
                dealer=record.get("dealer"),
                seed=seed,
                shuffles=shuffles,
            )
            replay_actions(m, record.get("actions", []))
    except TavernaError:
        return None
    return m, sink


# ================================================================ a copy of a match to play on
def clone(m: Match) -> Match:
    """A copy of a (sampled) match that can be played on: the log and history copied shallowly."""
    new = object.__new__(type(m))
    memo: dict[int, Any] = {id(m.log): list(m.log), id(m.history): list(m.history)}
    deals = getattr(m, "deals", None)
    if isinstance(deals, list):  # finished deals' summaries are never changed: shared
        memo[id(deals)] = list(deals)
    # every attribute as it is (one copy of the whole dict: a match has dozens), then the mutable ones replaced
    attrs = m.__dict__
    state = attrs.copy()
    shared = _SHARED
    shares, shallow = m.clone_shares, m.clone_shallow
    for k, v in attrs.items():
        # immutable values, the frozen dataclasses (the options, Cucù's families), what the game says is fixed
        if type(v) in shared or k in shares:
            continue
        i = id(v)
        got = memo.get(i)
        if got is not None:  # (the log, the history, an object met before)
            state[k] = got
        elif k in shallow:
            state[k] = memo[i] = list(v)
        elif not v and (t := type(v)) in _EMPTIES:  # an empty list, dict or set (many, in a match's state)
            state[k] = memo[i] = t()
        elif type(v) in _OWN_COPY:  # (the generator, the shuffler) the class's own copy, without a call of _dup
            state[k] = memo[i] = v.__deepcopy__(memo)
        else:
            state[k] = _dup(v, memo)
    new.__dict__ = state
    return new


_EMPTIES = frozenset({list, dict, set})


_SHARED = {int, str, float, bool, type(None), Action, frozenset, types.FunctionType}
_KEYS = frozenset({int, str, float, bool, type(None), Action, tuple})  # keys and set members: not copied
# how _dup copies an object of a class (see _layout): its slots and whether it has a __dict__; None: deepcopy
_LAYOUTS: dict[type, tuple[tuple[str, ...], bool] | None] = {}
_OWN_COPY: set[type] = set()  # classes that define __deepcopy__ themselves


def _layout(t: type) -> tuple[tuple[str, ...], bool] | None:
    """How ``copy.deepcopy`` would copy an object of class ``t`` when it does so by the default protocol
    (a new object, its ``__dict__`` and slots deep-copied): the slot names and whether it has a
    ``__dict__``; None when the class customises copying (then ``copy.deepcopy`` does it).  A frozen
    dataclass is added to the shared types instead (returns None after that)."""
    if dataclasses.is_dataclass(t) and t.__dataclass_params__.frozen:  # type: ignore[attr-defined]
        _SHARED.add(t)
        return None
    default = object.__dict__
    custom = getattr(t, "__deepcopy__", None) is not None or hasattr(t, "__setstate__")
    for name in ("__reduce_ex__", "__reduce__", "__getstate__", "__new__"):
        custom = custom or getattr(t, name) is not default[name]
    if custom:
        if "__deepcopy__" in t.__dict__:
            _OWN_COPY.add(t)
        return None
    slots: list[str] = []
    has_dict = False
    for c in t.__mro__[:-1]:
        own = c.__dict__.get("__slots__")
        if own is None:
            has_dict = True
            continue
        for name in (own,) if isinstance(own, str) else own:
            if name.startswith("__") and not name.endswith("__"):
                return None  # a private (mangled) slot: left to deepcopy
            if name not in ("__dict__", "__weakref__"):
                slots.append(name)
            elif name == "__dict__":
                has_dict = True
    return tuple(slots), has_dict


def _plain_keys(keys: Iterable[Any]) -> bool:
    """Whether every key (or set member) is a plain immutable value (kept as it is by a copy)."""
    plain = _KEYS
    for k in keys:
        if type(k) not in plain:
            return False
    return True


def _dup(v: Any, memo: dict[int, Any]) -> Any:
    """``copy.deepcopy(v, memo)``, faster on the plain containers and objects a match's state is made of
    (objects shared between attributes stay shared; immutable values and actions are not copied).  Unlike
    deepcopy it does not keep the copied objects alive in ``memo``: every ``v`` is part of the match
    being cloned, alive until the clone is made, so no id in ``memo`` is reused meanwhile."""
    t = type(v)
    shared = _SHARED  # (the checks inline: most items are immutable, shared without a call)
    if t in shared:
        return v
    if t is tuple:
        for x in v:
            if type(x) not in shared:
                break
        else:  # a tuple of immutable values (the usual one): immutable, shared
            return v
    i = id(v)
    got = memo.get(i)
    if got is not None:
        return got
    if t is list:
        if shared.issuperset(map(type, v)):  # only immutable items (a deck, an order): copied at once
            out: Any = v.copy()
            memo[i] = out
            return out
        out = memo[i] = []
        out.extend([x if type(x) in shared else _dup(x, memo) for x in v])
    elif t is dict and _plain_keys(v):
        if shared.issuperset(map(type, v.values())):  # (the counts per player)
            out = memo[i] = v.copy()
            return out
        out = memo[i] = {}
        for k, x in v.items():
            tx = type(x)
            if tx in shared:
                out[k] = x
            elif not x and tx in _EMPTIES:  # (an empty dict per player, say) made here, without a call
                j = id(x)
                got = memo.get(j)
                if got is None:
                    got = memo[j] = tx()
                out[k] = got
            elif tx in _OWN_COPY:  # (a hand, say) the class's own copy, without a call of _dup
                j = id(x)
                got = memo.get(j)
                if got is None:
                    got = memo[j] = x.__deepcopy__(memo)
                out[k] = got
            else:
                out[k] = _dup(x, memo)
    elif t is set and _plain_keys(v):
        out = memo[i] = set(v)
    elif t is tuple:
        items = [x if type(x) in shared else _dup(x, memo) for x in v]
        out = v if all(a is b for a, b in zip(items, v, strict=True)) else tuple(items)
        memo[i] = out
    elif t in _OWN_COPY:  # the class's own __deepcopy__, called without copy.deepcopy's dispatch
        out = memo[i] = v.__deepcopy__(memo)
    else:
        layout = _LAYOUTS[t] if t in _LAYOUTS else _LAYOUTS.setdefault(t, _layout(t))
        if t in _SHARED:
            return v
        if layout is None:
            if t in _OWN_COPY:  # (a class met for the first time just now)
                out = memo[i] = v.__deepcopy__(memo)
                return out
            return copy.deepcopy(v, memo)
        slots, has_dict = layout
        out = object.__new__(t)
        memo[i] = out
        if has_dict:
            state = out.__dict__
            for k, x in v.__dict__.items():
                state[k] = _dup(x, memo)
        for name in slots:
            try:
                x = getattr(v, name)
            except AttributeError:  # an unset slot stays unset
                continue
            object.__setattr__(out, name, _dup(x, memo))
    return out
