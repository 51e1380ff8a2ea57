"""The engine contract every game implements.

A :class:`Match` is checked, then applied, then logged: ``check`` raises a
:class:`~taverna.core.errors.TavernaError` naming the player, the action and
what was legal; ``apply`` returns the events the action caused, which are also
appended to ``log``.  Hidden information leaves the match only through
``view(player)``: every event carries the set of players allowed to see it.
"""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar

from taverna.core.errors import (
    BadArgument,
    BadCard,
    BadRecord,
    IllegalAction,
    NotYourTurn,
    TavernaError,
    needs_argument,
    no_argument,
)
from taverna.core.rng import SPLITMIX64, Rng, make_rng

Json = Any
C = TypeVar("C", bound=Hashable)


@dataclass(frozen=True, eq=True, slots=True)
class Action:
    """A decision: an action word and an optional argument (a JSON value)."""

    word: str
    arg: Json = None

    def __str__(self) -> str:
        if self.arg is None:
            return self.word
        if isinstance(self.arg, str):
            return f"{self.word} {self.arg}"
        import json

        return f"{self.word} {json.dumps(self.arg, sort_keys=True, ensure_ascii=False)}"

    def to_json(self, player: str) -> list[Json]:
        return [player, self.word] if self.arg is None else [player, self.word, self.arg]

    @staticmethod
    def parse(value: object) -> Action:
        """An action from ``"word"``, ``["word"]``, ``["word", arg]`` or an :class:`Action`."""
        if isinstance(value, Action):
            return value
        if isinstance(value, str) and value:
            return Action(value)
        if isinstance(value, (list, tuple)) and 1 <= len(value) <= 2 and isinstance(value[0], str) and value[0]:
            return Action(value[0], value[1] if len(value) == 2 else None)
        raise BadArgument(
            f"not an action: {value!r}; expected an action word or [word, argument]",
            key="not-an-action",
            value=repr(value),
        )


# (not a frozen dataclass: a frozen one's fields are set through three descriptor calls, the most of what an
# event cost; nothing changes an event once it is logged)
@dataclass(slots=True)
class Event:
    """Something that happened.  ``to`` is None for a public event, else the players who see it."""

    kind: str
    data: dict[str, Json] = field(default_factory=dict)
    to: tuple[str, ...] | None = None

    def visible_to(self, player: str | None) -> bool:
        return self.to is None or (player is not None and player in self.to)

    def to_json(self) -> dict[str, Json]:
        out: dict[str, Json] = {"kind": self.kind, **self.data}
        if self.to is not None:
            out["to"] = list(self.to)
        return out


_new_event = object.__new__


class Shuffler(Generic[C]):
    """Every shuffle of a match: scripted lists first (``shuffles[k]``), then the seeded generator.

    A scripted list fixes the first cards dealt (in dealing order); the rest of
    the shuffled cards follow in seeded order.
    """

    def __init__(self, rng: Rng, scripted: Sequence[Sequence[str]] | None, parse: Callable[[str], C]) -> None:
        self.rng = rng
        self.scripted = [list(s) for s in (scripted or [])]
        self.parse = parse
        self.count = 0

    def __deepcopy__(self, memo: dict[int, Any]) -> Shuffler[C]:
        # (a match's copy, for the search bots' rollouts): the generator copied once for the whole match,
        # the scripted lists copied, the parser (a function of the card names) shared
        new = object.__new__(type(self))
        memo[id(self)] = new
        state = self.__dict__.copy()  # the parser and the count as they are
        for k, v in self.__dict__.items():
            if k == "rng":
                got = memo.get(id(v))
                state[k] = got if got is not None else copy.deepcopy(v, memo)
            elif k == "scripted":
                got = memo.get(id(v))
                if got is None:
                    got = memo[id(v)] = [list(s) for s in v]
                state[k] = got
            elif k != "parse" and k != "count":  # a subclass's own attributes
                state[k] = copy.deepcopy(v, memo)
        new.__dict__ = state
        return new

    def shuffle(self, cards: Iterable[C]) -> list[C]:
        pool = list(cards)
        k = self.count
        self.count += 1
        self.rng.shuffle(pool)
        if k >= len(self.scripted):
            return pool
        prefix: list[C] = []
        for i, name in enumerate(self.scripted[k]):
            try:
                card = self.parse(name)
            except BadCard as exc:
                raise BadRecord(f"shuffles[{k}][{i}]: {exc}") from None
            try:
                pool.remove(card)
            except ValueError:
                raise BadRecord(
                    f"shuffles[{k}][{i}]: {name!r} names more copies of that card than the "
                    f"cards shuffled at that point hold"
                ) from None
            prefix.append(card)
        return prefix + pool


class Match(ABC):
    """One match of one game.  Subclasses implement the underscored hooks."""

    game: ClassVar[str]
    # the rule set a match gets when none is named (None: the game has no named rule sets by default)
    default_rules: ClassVar[str | None] = None
    # action words whose argument is required (their legal template carries none)
    needs_argument: ClassVar[frozenset[str]] = frozenset()
    # action words whose argument names a card: any spelling the pack accepts is kept as the canonical name
    card_words: ClassVar[frozenset[str]] = frozenset()
    # action words of questions asked of players whatever their hand (so that being asked tells nothing): when
    # such a word is a player's only legal action, that player's own client may answer it without asking
    automatic: ClassVar[frozenset[str]] = frozenset()
    # action words whose own event says why the deal it ends ended (Cuajo's win: the hand and what each opponent
    # pays): the score sheet's why keeps it, where another move's own event (the last card played) is no why
    says_why: ClassVar[frozenset[str]] = frozenset()
    # for a copy of the match (``taverna.games.sampling.clone``, the search bots' rollouts): attributes that
    # ``_setup`` sets and nothing changes after it (nor their contents), shared by the copy (a game adds its
    # own to these of ``__init__``); and lists whose items are never changed in place (only appended or
    # replaced), copied shallowly
    clone_shares: ClassVar[frozenset[str]] = frozenset({"players", "option_values", "shuffles_in"})
    clone_shallow: ClassVar[frozenset[str]] = frozenset()
    # a partnership game's fixed sides (each a tuple of players), set by ``_setup``; None: every player plays for
    # themselves (or sides change from deal to deal, as Zifuli's).  The arena seats one bot on each side, the
    # server rates sides, and ``tests/core/test_teams.py`` checks that every game announcing partnerships declares them.
    teams: Sequence[Sequence[str]] | None = None

    def __init__(
        self,
        players: Sequence[str],
        *,
        rules: str | None = None,
        options: dict[str, Json] | None = None,
        dealer: str | None = None,
        seed: int = 0,
        shuffles: Sequence[Sequence[str]] | None = None,
        rng: str | None = None,
    ) -> None:
        names = list(players)
        for name in names:
            if not isinstance(name, str) or not name:
                raise BadArgument(f"player names must be non-empty strings, got {name!r}")
        if len(set(names)) != len(names):
            dup = sorted({n for n in names if names.count(n) > 1})
            raise BadArgument(f"player names must be unique; repeated: {', '.join(dup)}")
        if dealer is not None and dealer not in names:
            raise BadArgument(f"dealer {dealer!r} is not one of the players ({', '.join(names)})")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise BadArgument(f"seed must be an integer, got {seed!r}")
        self.players: tuple[str, ...] = tuple(names)
        self.rules = rules if rules is not None else self.default_rules
        self.option_values: dict[str, Json] = dict(options or {})
        self.first_dealer = dealer if dealer is not None else names[0] if names else ""
        self.seed = seed
        self.shuffles_in = [list(s) for s in (shuffles or [])]
        try:  # the generator the record names (None: SplitMix64); the server's is HMAC-SHA256
            self.rng = make_rng(rng, seed)
        except ValueError as exc:
            raise BadArgument(str(exc)) from None
        self.log: list[Event] = []
        self.history: list[tuple[str, Action]] = []
        # the legal actions of one player at one point of the match (the log's and history's lengths):
        # a client asks for them and then acts, and check() needs them again
        self._legal_memo: tuple[tuple[int, int, str], list[Action]] | None = None
        self._setup()

    @abstractmethod
    def _setup(self) -> None:
        """The game's own start: options read from ``self.rules`` and ``self.option_values``, the
        players counted, the first deal dealt (scripted shuffles are in ``self.shuffles_in``)."""

    # ----- the contract -------------------------------------------------
    @property
    @abstractmethod
    def finished(self) -> bool: ...

    @abstractmethod
    def to_act(self) -> list[str]:
        """Names of the players who may act now (several where the rules allow out-of-turn actions)."""

    def _may_act(self, player: str) -> bool:
        """Whether ``player`` is in :meth:`to_act` (a game may answer without building the list)."""
        return player in self.to_act()

    def waiting_for(self) -> list[str]:
        """The players the match waits for: one of them must act before it goes on.

        The others in :meth:`to_act` have only optional actions (declaring the Cuckoo): they
        may act now, but the match does not wait for them.
        """
        return self.to_act()

    @abstractmethod
    def _legal(self, player: str) -> list[Action]: ...

    @abstractmethod
    def _apply(self, player: str, action: Action) -> None: ...

    @abstractmethod
    def view(self, player: str | None = None, since: int = 0) -> dict[str, Json]:
        """What ``player`` may see (``None``: a spectator); its ``log`` holds the events from ``since`` on."""

    @abstractmethod
    def summary(self) -> dict[str, Json]:
        """Exactly the object that ``taverna replay --json`` prints."""

    def canonical_card(self, name: str | int) -> str:
        """The canonical name of the card ``name`` in this game's pack; a :class:`BadCard` if it names none.
        Games with ``card_words`` override it."""
        raise BadCard(f"{self.game} has no cards named in its actions")

    # ----- seating ------------------------------------------------------
    def next_player(self, p: str, step: int = 1) -> str:
        """The player ``step`` places after ``p`` in the order of play (negative: before)."""
        return self.players[(self.players.index(p) + step) % len(self.players)]

    def order_from(self, first: str) -> list[str]:
        """Every player in the order of play, ``first`` first."""
        i = self.players.index(first)
        return list(self.players[i:] + self.players[:i])

    def implied(self, player: str | None, action: Action | None = None) -> tuple[str, Action] | None:
        """An action that a record made by an older version of the game leaves out before ``player``'s
        next recorded ``action`` (a question added since, with one possible reading); ``replay_actions``
        applies it.  ``player`` None: the record ends here, unfinished (a game implies only what the older
        version's finished match never asked).  None: nothing is implied (the default)."""
        return None

    def _check_arg(self, player: str, action: Action, template: Action) -> Action:
        """Validate the argument of a parametric action (template.arg is None but an arg is given)."""
        raise no_argument(player, action, template)

    # ----- shared machinery ---------------------------------------------
    def legal_actions(self, player: str) -> list[Action]:
        if player not in self.players or self.finished or not self._may_act(player):
            return []
        return list(self._legal_now(player))

    def _legal_now(self, player: str) -> list[Action]:
        key = (len(self.log), len(self.history), player)
        memo = self._legal_memo
        if memo is not None and memo[0] == key:
            return memo[1]
        legal = self._legal(player)
        self._legal_memo = (key, legal)
        return legal

    def check(self, player: str, action: object) -> Action:
        """The normalised action if ``player`` may take it now; otherwise an error that says why."""
        if action.__class__ is Action:  # (what Action.parse returns for one)
            act = action
        else:
            try:
                act = Action.parse(action)
            except BadArgument as exc:
                raise BadArgument(f"{player}: {exc}", key="player-not-an-action", player=player, **exc.fields) from None
        card_words = self.card_words
        if card_words and act.word in card_words and isinstance(act.arg, (str, int)) and not isinstance(act.arg, bool):
            try:  # any spelling of a card ("XV", "cuckoo", -3, "1C") is read as its canonical name
                act = Action(act.word, self.canonical_card(act.arg))
            except BadCard as exc:
                raise BadArgument(
                    f"{player}: {act.word} needs a card: {exc}",
                    key="needs-card",
                    player=player,
                    word=act.word,
                    detail=str(exc),
                ) from None
        if player not in self.players:
            raise IllegalAction(
                player, act, [], f"{player!r} is not a player of this match ({', '.join(self.players)})",
                key="illegal-not-a-player", name=repr(player), players=", ".join(self.players),
            )  # fmt: skip
        if self.finished:
            raise IllegalAction(player, act, [], "the match is over", key="illegal-match-over")
        if not self._may_act(player):
            raise NotYourTurn(player, act, self.waiting_for())
        legal = self._legal_now(player)
        if act in legal:
            if act.arg is None and act.word in self.needs_argument:
                raise needs_argument(player, act, legal)
            return act
        same = [a for a in legal if a.word == act.word]
        if not same:
            waiting = self.waiting_for()
            if player not in waiting:  # may act only optionally (by a hidden card): refused like anyone not waited for
                raise NotYourTurn(player, act, waiting)
            raise IllegalAction(player, act, legal)
        for template in same:
            if template.arg is None and act.arg is not None:
                return self._check_arg(player, act, template)
        if act.arg is None:
            raise needs_argument(player, act, legal)
        raise IllegalAction(player, act, legal)

    def apply(self, player: str, action: object) -> list[Event]:
        act = self.check(player, action)
        start = len(self.log)
        self.history.append((player, act))
        self._apply(player, act)
        return self.log[start:]

    def emit(self, kind: str, to: Iterable[str] | None = None, **data: Json) -> Event:
        ev = _new_event(Event)  # (the slots set here: faster than a call of Event's __init__)
        ev.kind = kind
        ev.data = data
        ev.to = to if to is None or to.__class__ is tuple else tuple(to)
        self.log.append(ev)
        return ev

    def log_for(self, player: str | None, since: int = 0) -> list[dict[str, Json]]:
        """The events ``player`` may see, from index ``since`` of the log on."""
        return [e.to_json() for e in self.log[since:] if e.visible_to(player)]

    def view_status(self, viewer: str | None, since: int, winner: Json) -> dict[str, Json]:
        """The part of every game's view that is the same everywhere: the viewer's legal actions,
        whom the match waits for, the visible log from ``since``, and whether (and by whom) it is won."""
        return {
            "legal": [str(a) for a in self.legal_actions(viewer)] if viewer is not None else [],
            "to_act": self.waiting_for(),
            "log": self.log_for(viewer, since),
            "log_size": len(self.log),
            "finished": self.finished,
            "winner": winner,
        }

    def summary_of(
        self, winner: Json, pool: Json, players: dict[str, Json], deals: Sequence[dict[str, Json]], **extra: Json
    ) -> dict[str, Json]:
        """The summary object of the record spec (``taverna replay --json``), with a game's extra keys."""
        return {
            "finished": self.finished,
            "winner": winner,
            "to_act": [] if self.finished else self.to_act(),
            "pool": pool,
            "players": players,
            "deals": [dict(d) for d in deals],
            **extra,
        }

    def record(self) -> dict[str, Json]:
        rec: dict[str, Json] = {"format": "taverna/1", "game": self.game}
        if self.rules is not None:
            rec["rules"] = self.rules
        if self.option_values:
            rec["options"] = dict(self.option_values)
        rec["players"] = list(self.players)
        rec["dealer"] = self.first_dealer
        rec["seed"] = self.seed
        if self.rng.kind != SPLITMIX64:  # absent: SplitMix64, as in every record before the field
            rec["rng"] = self.rng.kind
        if self.shuffles_in:
            rec["shuffles"] = [list(s) for s in self.shuffles_in]
        rec["actions"] = [a.to_json(p) for p, a in self.history]
        return rec


class TurnMatch(Match):
    """A match in which one player at a time acts (``turn``) until it is ``over``: the trick games, Hypp."""

    over: bool = False
    turn: str = ""

    @property
    def finished(self) -> bool:
        return self.over

    def to_act(self) -> list[str]:
        return [] if self.over else [self.turn]


def replay_actions(match: Match, actions: Sequence[object]) -> Match:
    """Apply recorded ``[player, action(, argument)]`` entries; a bad one is a :class:`BadRecord`."""
    for i, entry in enumerate(actions):
        if not isinstance(entry, (list, tuple)) or not 2 <= len(entry) <= 3:
            raise BadRecord(
                f"actions[{i}]: expected [player, action] or [player, action, argument], got {entry!r}",
                key="record-entry", index=i, got=repr(entry),
            )  # fmt: skip
        player, word = entry[0], entry[1]
        if not isinstance(player, str) or not isinstance(word, str):
            raise BadRecord(
                f"actions[{i}]: player and action must be strings, got {entry!r}",
                key="record-entry-strings", index=i, got=repr(entry),
            )  # fmt: skip
        act = Action(word, entry[2] if len(entry) == 3 else None)
        try:
            while (filled := match.implied(player, act)) is not None:
                match.apply(*filled)
            match.apply(player, act)
        except TavernaError as exc:
            legal = [str(a) for a in match.legal_actions(player)] if player in match.to_act() else []  # (in order)
            everyone = ", ".join(match.to_act())  # (their names: a Python dict of their actions read as code)
            raise BadRecord(
                f"actions[{i}]: {player} {act} is not legal here ({exc}); "
                f"legal for {player}: {', '.join(legal) if legal else 'nothing'}; "
                f"who may act: {everyone if everyone else 'nobody (the match is over)'}",
                key="record-illegal", index=i, player=player, action=str(act), error=exc, legal=", ".join(legal),
                legal_count=len(legal), who=everyone, who_count=len(match.to_act()),
            ) from None  # fmt: skip
    while not match.finished and (filled := match.implied(None)) is not None:
        match.apply(*filled)
    return match
