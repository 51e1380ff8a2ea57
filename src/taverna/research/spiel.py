"""Taverna's games in OpenSpiel's shape: :class:`Game` and :class:`State`.

``Game("cucu", rules="cambio", players=4)`` is one configuration (game, rule set, options, number
of players); its players are ``player_0`` ... in order of play, ``player_0`` dealing first.
A state wraps one :class:`~taverna.core.match.Match` (the whole match, every deal, until it is
finished).  Conventions (as OpenSpiel's):

* ``current_player()`` is the player the match waits for, ``TERMINAL`` (-4) when it is over.
  By default chance is *sampled*: the engine shuffles with the match's seeded generator, so there
  are no chance nodes (``CHANCE`` (-1) never occurs; ``chance_outcomes()`` is empty).  The seed is
  the argument of ``new_initial_state(seed)``; without one, the game draws the next seed of its own
  sequence (from its ``seed`` parameter).  With ``chance="explicit"`` every card a player sees is
  a chance outcome with its exact probability (see :meth:`State._settle`).
* Out-of-turn optional actions (Cucù's ``declare`` and ``propose`` by a player the match is not
  waiting for): before each decision, every player who may take one is asked first, in order of
  play, and answers with it or with ``wait`` (an entry of the table that the engine never sees:
  "not now").  With ``optional="own-turn"`` they are offered only at the player's own decisions.
  Simultaneous decisions (Cucù's Reincarnation confessions) are taken one by one in order of
  play; their events are private, so nobody sees an earlier answer.
* Actions are integers of a fixed table per configuration (:mod:`taverna.games.spec`; each game's
  table in its ``spec`` part); ``legal_actions()`` is sorted.
* ``returns()`` are running returns (final when terminal, zero before the first action),
  ``rewards()`` their change by the last action (the first action's include what setting up the
  match cost), so the rewards of an episode add up to its returns; with ``rewards="terminal"``
  both are zero until the end.  See ``docs/research.md`` for each game's definition.
* A match longer than ``max_moves`` is truncated: the state becomes terminal there.
"""

from __future__ import annotations

import copy
import json
import random
from dataclasses import dataclass
from typing import Any

import numpy as np

from taverna.core.errors import BadArgument, IllegalAction, TavernaError
from taverna.core.match import Action, Match
from taverna.games import create_match, get_game, sampling
from taverna.games.spec import GameSpec, action_key, generic_returns, spec_for
from taverna.research import determinize
from taverna.research.fastobs import observer_for, returns_for
from taverna.research.features import (
    Encoder,
    History,
    SeenEvents,
    event_kinds,
    information_state_string,
    observation_string,
)

Json = Any
CHANCE = -1
SIMULTANEOUS = -2
INVALID = -3
TERMINAL = -4


@dataclass(frozen=True)
class GameType:
    """OpenSpiel's ``GameType``, in words."""

    short_name: str
    long_name: str
    dynamics: str = "sequential"
    chance_mode: str = "sampled_stochastic"
    information: str = "imperfect_information"
    utility: str = "zero_sum"  # "general_sum" where the returns are not zero-sum
    reward_model: str = "rewards"
    min_num_players: int = 2
    max_num_players: int = 2
    provides_information_state_string: bool = True
    provides_information_state_tensor: bool = True
    provides_observation_string: bool = True
    provides_observation_tensor: bool = True


def _same_card(name: str) -> str:
    return name


def _rank(name: str) -> str:
    return name[:-1]  # a French card's name without its suit letter


# configurations whose result depends on the ranks of the cards dealt only: their explicit chance
# outcomes are ranks (with the probabilities of the cards of that rank left).  Le Her compares
# ranks (``french.rank_of``) and its privileges are a king's, whatever the suit.
_CHANCE_CLASSES: dict[tuple[str, str | None], Any] = {("cucu", "le-her"): _rank}


def _make_game(game: str, args: dict[str, Any]) -> Game:
    return Game(game, **args)


def _restore_state(game: Game, text: str) -> State:
    return game.deserialize_state(text)


_PLAIN_ARGS = (str, int)
WAIT = Action("wait")  # "not now": a player asked about an optional action lets the match go on


class Game:
    """One configuration of a Taverna game."""

    def __init__(
        self,
        game: str,
        *,
        rules: str | None = None,
        players: int | None = None,
        options: dict[str, Json] | None = None,
        seed: int = 0,
        max_moves: int | None = None,
        optional: str = "ask",
        chance: str = "sampled",
        rewards: str = "running",
        names: list[str] | tuple[str, ...] | None = None,
    ) -> None:
        if optional not in ("ask", "own-turn"):
            raise BadArgument(f"optional must be 'ask' or 'own-turn', got {optional!r}")
        if chance not in ("sampled", "explicit"):
            raise BadArgument(f"chance must be 'sampled' or 'explicit', got {chance!r}")
        if rewards not in ("running", "terminal"):
            raise BadArgument(f"rewards must be 'running' or 'terminal', got {rewards!r}")
        self.chance = chance
        self.terminal_rewards = rewards == "terminal"
        self._args: dict[str, Any] = {
            "rules": rules, "players": players, "options": options, "seed": seed,
            "max_moves": max_moves, "optional": optional, "chance": chance, "rewards": rewards,
            "names": names,
        }  # fmt: skip
        self.info = get_game(game)
        self.game_id = self.info.id
        self.rules = self.info.rules_or_default(rules)
        n = players if players is not None else max(self.info.min_players, min(4, self.info.max_players))
        if isinstance(n, bool) or not isinstance(n, int):
            raise BadArgument(f"players must be a number of players, got {players!r}")
        if names:  # the players' own names (a match of the arena's, say), in order of play
            if (players is not None and players != len(names)) or len(set(names)) != len(names):
                raise BadArgument(f"names must be {n} different player names, got {names!r}")
            n = len(names)
        self.names: tuple[str, ...] = tuple(names) if names else tuple(f"player_{i}" for i in range(n))
        self.options: dict[str, Json] = dict(options or {})
        self.spec: GameSpec = spec_for(self.game_id)
        proto = self._create(0)  # checks the configuration; read only for its options
        self.rules = proto.rules
        self.actions: list[Action] = list(self.spec.actions(proto))
        # players with only optional actions are asked first, and may answer ``wait`` (a game may have
        # such players when its spec says so or its engine tells waiting_for() from to_act())
        may_wait = self.spec.optional_actions or type(proto).waiting_for is not Match.waiting_for
        self.ask = optional == "ask" and may_wait
        if self.ask:
            self.actions.append(WAIT)
        self._ids = {action_key(a): i for i, a in enumerate(self.actions)}
        if len(self._ids) != len(self.actions):
            raise AssertionError(f"{self.game_id}: the action table repeats an action")
        # the ids of the actions without an argument or with a text or a whole number, by the action
        # word and argument (such actions are equal exactly when their keys are); others by their key
        self._by_action = {
            (a.word, a.arg): i for i, a in enumerate(self.actions) if a.arg is None or type(a.arg) in _PLAIN_ARGS
        }
        self._wait_id = self._ids[action_key(WAIT)] if self.ask else -1
        self._param_words = {a.word for a in self.actions if a.arg is not None}
        self.max_moves = self.spec.max_moves if max_moves is None else int(max_moves)
        if self.max_moves < 1:
            raise BadArgument(f"max_moves must be positive, got {max_moves!r}")
        self.zero_sum = bool(self.spec.zero_sum(proto))
        self.pack = self.spec.pack_for(proto)
        self.encoder = Encoder(self.names, self.pack, self.spec.features, event_kinds(type(proto)))
        # sampled chance: the views as the engine writes them (no card renamed by :meth:`abstract`)
        # and a match whose events never change once made (explicit chance rebuilds the match, and
        # at a chance node an event may name a card no outcome has fixed yet): the tensors may then
        # be written from the match's own fields and events (:mod:`taverna.research.fastobs`)
        self.plain_views = chance == "sampled"
        self.observer = observer_for(self.game_id, self.encoder, proto) if self.plain_views else None
        self.returns_of = returns_for(self.game_id, self.spec.returns or generic_returns, proto)
        self.seed = seed
        self._seeds = random.Random(seed)
        # explicit chance: the outcomes are classes of cards (a card, or a rank where the game's
        # result depends on ranks only), in the pack's order
        self._chance_class = _CHANCE_CLASSES.get((self.game_id, self.rules), _same_card)
        labels: list[str] = []
        for k in self.pack.kinds:
            label = self._chance_class(self.pack.card_str(k))
            if label not in labels:
                labels.append(label)
        self.chance_labels: list[str] = labels

    # ---------------------------------------------------------------- OpenSpiel's names
    def _create(self, seed: int) -> Match:
        return create_match(self.game_id, rules=self.rules, players=list(self.names), options=self.options, seed=seed)

    def num_distinct_actions(self) -> int:
        return len(self.actions)

    def num_players(self) -> int:
        return len(self.names)

    def max_game_length(self) -> int:
        return self.max_moves

    def abstract(self, view: Json) -> Json:
        """Explicit chance by class (Le Her's ranks): every card in a view is named by the first card
        of its class, so that the suit of a card dealt (the first of its rank left) reveals nothing
        of the cards dealt before it; otherwise the view itself."""
        if self.chance != "explicit" or self._chance_class is _same_card:
            return view
        if not hasattr(self, "_canonical"):
            canon: dict[str, str] = {}
            for k in self.pack.kinds:
                name = self.pack.card_str(k)
                canon[name] = canon.get(self._chance_class(name), name)
                canon.setdefault(self._chance_class(name), name)
            self._canonical = {n: c for n, c in canon.items() if self.pack.index(n) is not None}

        def walk(x: Json) -> Json:
            if isinstance(x, str):
                return self._canonical.get(x, x)
            if isinstance(x, list):
                return [walk(y) for y in x]
            if isinstance(x, dict):
                return {k: walk(v) for k, v in x.items()}
            return x

        return walk(view)

    def information_state_tensor_shape(self) -> list[int]:
        return [self.encoder.info_size]

    def observation_tensor_shape(self) -> list[int]:
        return [self.encoder.obs_size]

    def information_state_tensor_size(self) -> int:
        return self.encoder.info_size

    def observation_tensor_size(self) -> int:
        return self.encoder.obs_size

    def get_type(self) -> GameType:
        rules = f"/{self.rules}" if self.rules else ""
        return GameType(
            short_name=f"taverna_{self.game_id}".replace("-", "_"),
            long_name=f"Taverna {self.info.title}{rules}",
            utility="zero_sum" if self.zero_sum else "general_sum",
            chance_mode="explicit_stochastic" if self.chance == "explicit" else "sampled_stochastic",
            reward_model="terminal" if self.terminal_rewards else "rewards",
            min_num_players=self.info.min_players,
            max_num_players=self.info.max_players,
        )

    def max_chance_outcomes(self) -> int:
        return len(self.chance_labels) if self.chance == "explicit" else 0

    def new_initial_state(self, seed: int | None = None) -> State:
        if self.chance == "explicit":
            seed = 0  # every shuffle is scripted: the cards that matter are chance outcomes
        if seed is None:
            seed = self._seeds.randrange(2**62)
        sink: list[list[Any]] = []
        with sampling.recording(sink):
            match = self._create(seed)
        state = State(self, match, sink)
        if self.chance == "explicit":
            state._settle()
            state._start = state._initial_players(state.match)
            if state.is_chance_node():  # the setup's cost comes with the first decision's rewards
                state._reported = [0.0] * len(state._returns)
                state._step_rewards()
        return state

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as its arguments (pickle needs it in OpenSpiel's ``serialize_game_and_state``)."""
        return _make_game, (self.game_id, self._args)

    def deserialize_state(self, text: str) -> State:
        """The state :meth:`State.serialize` wrote (a ``taverna/1`` record, replayed exactly; with
        explicit chance, the history: action ids, one a line)."""
        if self.chance == "explicit":
            state = self.new_initial_state()
            try:
                ids = [int(x) for x in text.split()]
            except ValueError:
                raise BadArgument("with explicit chance a serialized state is action ids, one a line") from None
            for a in ids:
                state.apply_action(a)
            return state
        try:
            rec = json.loads(text)
        except (TypeError, ValueError) as exc:
            raise BadArgument(f"a serialized state is the JSON of a taverna/1 record: {exc}") from None
        if not isinstance(rec, dict):
            raise BadArgument("a serialized state is the JSON of a taverna/1 record (an object)")
        wants = (
            ("game", self.game_id),
            ("rules", self.rules),
            ("players", list(self.names)),
            ("options", self.options or None),
        )
        for key, want in wants:
            if rec.get(key) != want:
                raise BadArgument(f"the record's {key} is {rec.get(key)!r}; this game has {want!r}")
        built = sampling.build(rec, rec.get("shuffles") or [], rec.get("seed", 0))
        if built is None:
            raise BadArgument("the record does not replay (an action is not legal)")
        match, sink = built
        state = State(self, match, sink)
        # (in the order of their move numbers, as answered: a stable sort, as history() reads them)
        state._waits = sorted(((int(k), str(p)) for k, p in rec.get("waits") or []), key=lambda w: w[0])
        state.history()  # every action is in the table
        last_was_wait = bool(state._waits) and state._waits[-1][0] == len(match.history)
        if state.move_number() == 1:  # the first action's rewards: what setting up the match cost too
            state._rewards = list(state._returns)
        elif match.history and not last_was_wait:
            # the rewards of the last action: the returns before it
            before = sampling.build({**rec, "actions": rec["actions"][:-1]}, rec.get("shuffles") or [], rec["seed"])
            assert before is not None
            previous = State(self, before[0], before[1])
            state._rewards = [a - b for a, b in zip(state._returns, previous._returns, strict=True)]
        elif match.history or state._waits:
            state._rewards = [0.0] * self.num_players()
        if state.move_number():
            state._begun = True
            state._reported = list(state._returns)
        return state

    deserialize = deserialize_state

    # ---------------------------------------------------------------- the action table
    def action_id(self, action: Action) -> int:
        try:
            return self._ids[action_key(action)]
        except KeyError:
            raise BadArgument(f"{self.game_id}: {action} is not in the action table") from None

    def action_of(self, action_id: int) -> Action:
        if isinstance(action_id, bool) or not 0 <= int(action_id) < len(self.actions):
            raise BadArgument(f"action ids run from 0 to {len(self.actions) - 1}, got {action_id!r}")
        return self.actions[int(action_id)]

    def legal_ids(self, match: Match, name: str) -> list[int]:
        """The ids of ``name``'s legal actions; a template whose argument the player chooses
        (``bet``, ``offer`` ...) stands for every entry of the table with that word the match accepts."""
        out: set[int] = set()
        by_action = self._by_action
        for a in match.legal_actions(name):
            arg = a.arg
            i = by_action.get((a.word, arg)) if arg is None or type(arg) in _PLAIN_ARGS else None
            if i is not None:
                out.add(i)
                continue
            key = action_key(a)
            if key in self._ids:
                out.add(self._ids[key])
            elif a.arg is None and a.word in self._param_words:
                for i, b in enumerate(self.actions):
                    if b.word == a.word and b.arg is not None:
                        try:
                            match.check(name, b)
                        except TavernaError:
                            continue
                        out.add(i)
            else:
                raise AssertionError(f"{self.game_id}: legal action {a} of {name} has no id; extend the spec")
        return sorted(out)

    def __repr__(self) -> str:
        return f"Game({self.game_id!r}, rules={self.rules!r}, players={len(self.names)})"


class State:
    """A state of one match.  Only :meth:`apply_action` changes it."""

    def __init__(self, game: Game, match: Match, shuffles: list[list[Any]]) -> None:
        self.game = game
        self.match = match
        self.shuffles = shuffles  # every shuffle so far, in full (for determinization)
        # (move number, player): the ``wait`` answers so far
        self._waits: list[tuple[int, str]] = []
        self._seen: dict[int, History] = {}  # per player, the events seen so far, summarised
        self._events: SeenEvents | None = None  # the same for every player at once (plain views)
        self._start = self._initial_players(match)
        self._returns = self._compute_returns()
        # rewards add up to the returns: before the first action the returns are zero, and what
        # setting up the match cost (Campli's stakes, Cambio's first antes) comes with the first
        # action's rewards (learners such as OpenSpiel's rl_environment read rewards only after a step)
        self._begun = False
        self._reported = [0.0] * len(self._returns)
        self._rewards = [0.0] * len(self._returns)
        # explicit chance: per shuffle, its cards (sorted) and the cards fixed by chance outcomes so
        # far; the shuffle that needs its next card (None: no chance node); the outcomes taken, as
        # (actions before it, outcome id)
        self._pools: list[list[str]] = []
        self._prefix: list[dict[int, str]] = []
        self._need: int | None = None
        self._need_at = 0
        self._chance: list[tuple[int, int]] = []

    # ---------------------------------------------------------------- explicit chance
    def _scripted(self, k: int | None = None, moved: list[int] | None = None) -> list[list[str]]:
        """Every known shuffle in full: the cards fixed by chance outcomes in their places, the rest
        in sorted order (in shuffle ``k``, the free places ``moved`` each given another card)."""
        out = []
        for i, (pool, fixed) in enumerate(zip(self._pools, self._prefix, strict=True)):
            rest = list(pool)
            for c in fixed.values():
                rest.remove(c)
            free = [j for j in range(len(pool)) if j not in fixed]
            order = dict(fixed)
            order.update(zip(free, rest, strict=True))
            if i == k and moved:
                by_card = sorted(moved, key=lambda j: order[j])
                cards = [order[j] for j in by_card]
                m = max(cards.count(c) for c in cards)
                for j, c in zip(by_card, cards[m:] + cards[:m], strict=True):
                    order[j] = c
            out.append([order[j] for j in range(len(pool))])
        return out

    def _rebuild(self) -> None:
        rec = self.match.record()
        while True:
            built = sampling.build(rec, self._scripted(), 0)
            assert built is not None, "a match replays with its shuffles scripted"
            match, sink = built
            if len(sink) <= len(self._pools):
                break
            card_str = self.game.pack.card_str
            new = sink[len(self._pools) :]
            self._pools = [*self._pools, *(sorted(card_str(c) for c in x) for x in new)]
            self._prefix = [*self._prefix, *({} for _ in new)]
        self.match, self.shuffles = match, sink

    def _settle(self) -> None:
        """Explicit chance, after every action: the match is rebuilt with its shuffles scripted, and
        the state is a chance node if what some player sees (or the spectator) depends on a card of
        a shuffle that no chance outcome has fixed yet: tried by giving the free places other cards
        (a rotation of their sorted cards), halving the places tried until one is found."""
        if len(self.shuffles) != len(self._pools) or (
            self._pools and self._scripted() != [[self.game.pack.card_str(c) for c in s] for s in self.shuffles]
        ):
            self._rebuild()
        self._need = None  # (also at the end: the last action may have drawn a card that the end shows)
        rec = self.match.record()
        names: list[str | None] = [*self.game.names, None]
        seen = [sampling.public_view(self.match.view(n)) for n in names]

        def differs(k: int, moved: list[int]) -> bool:
            built = sampling.build(rec, self._scripted(k, moved), 0)
            return built is None or [sampling.public_view(built[0].view(x)) for x in names] != seen

        for k, (pool, fixed) in enumerate(zip(self._pools, self._prefix, strict=True)):
            free = [j for j in range(len(pool)) if j not in fixed]
            order = self._scripted()[k]
            if len({order[j] for j in free}) < 2 or not differs(k, free):
                continue
            cands = free
            while len(cands) > 1:
                half = cands[: len(cands) // 2]
                other = cands[len(half) :]
                if len({order[j] for j in half}) > 1 and differs(k, half):
                    cands = half
                elif len({order[j] for j in other}) > 1 and differs(k, other):
                    cands = other
                else:  # both halves matter only together: swap within the whole set
                    break
            self._need = k
            self._need_at = cands[0]
            return

    def _chance_options(self) -> list[tuple[int, float, str]]:
        """(outcome id, probability, card) of the chance node: each class of the cards left."""
        assert self._need is not None
        k = self._need
        fixed = self._prefix[k]
        rest = [c for j, c in enumerate(self._scripted()[k]) if j not in fixed]
        klass = self.game._chance_class
        counts: dict[str, int] = {}
        first: dict[str, str] = {}
        for c in rest:
            label = klass(c)
            counts[label] = counts.get(label, 0) + 1
            first.setdefault(label, c)
        labels = self.game.chance_labels
        return sorted((labels.index(lb), n / len(rest), first[lb]) for lb, n in counts.items())

    def _apply_chance(self, action: int) -> None:
        options = self._chance_options()
        card = next((c for i, _, c in options if i == int(action)), None)
        if card is None:
            legal = [str(i) for i, _, _ in options]
            raise IllegalAction("chance", str(action), legal, "legal chance outcomes are listed")
        assert self._need is not None
        self._prefix[self._need] = {**self._prefix[self._need], self._need_at: card}
        self._chance.append((len(self.match.history) + len(self._waits), int(action)))
        self._rebuild()
        self._settle()

    def _initial_players(self, match: Match) -> dict[str, Json]:
        """``summary()["players"]`` when the match began (replayed without its actions if need be)."""
        if not match.history:
            return copy.deepcopy(match.summary().get("players") or {})
        card_str = self.game.pack.card_str
        rec = {**match.record(), "actions": []}
        built = sampling.build(rec, [[card_str(c) for c in s] for s in self.shuffles], match.seed)
        assert built is not None, "a match's own record replays"
        return copy.deepcopy(built[0].summary().get("players") or {})

    def _with_match(self, match: Match, shuffles: list[list[Any]]) -> State:
        s = State(self.game, match, shuffles)
        s._waits = list(self._waits)
        s._start = copy.deepcopy(self._start)
        s._returns = s._compute_returns()
        s._reported = list(self._reported)
        s._begun = self._begun
        return s

    @property
    def explicit(self) -> bool:
        return self.game.chance == "explicit"

    # ---------------------------------------------------------------- whose turn
    @property
    def truncated(self) -> bool:
        return not self.match.finished and self.move_number() >= self.game.max_moves

    def is_terminal(self) -> bool:
        # (self.match.finished and self._need is None) or self.truncated, reading each once
        m = self.match
        if m.finished:
            return self._need is None
        return len(m.history) + len(self._waits) >= self.game.max_moves

    def is_chance_node(self) -> bool:
        return self._need is not None and not self.truncated

    def is_simultaneous_node(self) -> bool:
        return False

    def is_player_node(self) -> bool:
        return not self.is_terminal() and not self.is_chance_node()

    def _optional_pending(self) -> list[str]:
        """Players with only optional actions now, not yet asked at this point, in order of play."""
        if not self.game.ask:
            return []
        match = self.match
        to_act = match.to_act()
        waiting = set(match.waiting_for())
        if waiting.issuperset(to_act):
            return []  # nobody has only optional actions
        k = len(match.history)
        asked = set()
        for at, p in reversed(self._waits):  # in the order answered: their move numbers never go down
            if at != k:
                break
            asked.add(p)
        return [p for p in self.game.names if p in to_act and p not in waiting and p not in asked]

    def current_player(self) -> int:
        # remembered for one point of the match (as Match remembers legal actions): the match, the
        # lengths of its log and history, the ``wait`` answers and the chance node pending
        m = self.match
        key = (len(m.log), len(m.history), len(self._waits), self._need)
        cached = self.__dict__.get("_current")
        if cached is not None and cached[2] is m and cached[0] == key:
            return int(cached[1])
        who = self._current_player()
        self._current = (key, who, m)
        return who

    def _current_player(self) -> int:
        if self.is_terminal():
            return TERMINAL
        if self.is_chance_node():
            return CHANCE
        pending = self._optional_pending()
        if pending:
            return self.game.names.index(pending[0])
        waiting = self.match.waiting_for() or self.match.to_act()
        first = min(waiting, key=self.game.names.index)
        return self.game.names.index(first)

    def _player(self, player: int | None) -> int:
        if player is None:
            p = self.current_player()
            if p < 0:
                raise BadArgument("no player is to act (a chance node or the end)")
            return p
        if (
            isinstance(player, bool)
            or not isinstance(player, (int, np.integer))
            or not 0 <= player < len(self.game.names)
        ):
            raise BadArgument(f"player must be 0..{len(self.game.names) - 1}, got {player!r}")
        return int(player)

    # ---------------------------------------------------------------- actions
    def legal_actions(self, player: int | None = None) -> list[int]:
        if self.is_chance_node() and player in (None, CHANCE):
            return [i for i, _, _ in self._chance_options()]
        if player is None and self.is_terminal():
            return []
        p = self._player(player)
        if self.is_terminal() or p != self.current_player():
            return []
        return list(self._legal_ids(p))

    def _legal_ids(self, p: int) -> tuple[int, ...]:
        """The legal ids of ``p``, the player to act, remembered for the point of the match
        current_player remembers (its key, the player)."""
        point = self.__dict__.get("_current")
        legal = self.__dict__.get("_legal")
        if legal is not None and point is not None and legal[0] is point and legal[1] == p:
            return legal[2]  # type: ignore[no-any-return]
        name = self.game.names[p]
        ids = self.game.legal_ids(self.match, name)
        if self.game.ask and name not in self.match.waiting_for():
            ids.append(self.game._wait_id)
        out = tuple(ids)
        self._legal = (point, p, out)
        return out

    def legal_actions_mask(self, player: int | None = None) -> list[int]:
        size = self.game.max_chance_outcomes() if self.is_chance_node() and player in (None, CHANCE) else 0
        mask = [0] * (size or self.game.num_distinct_actions())
        for a in self.legal_actions(player):
            mask[a] = 1
        return mask

    def apply_action(self, action: int) -> None:
        if self.is_chance_node():
            self._apply_chance(action)
            self._step_rewards()
            return
        act = self.game.action_of(action)
        if self.is_terminal():
            raise IllegalAction("nobody", f"{int(action)} ({act})", [], "the match is over")
        p = self.current_player()
        legal = self._legal_ids(p)
        if int(action) not in legal:
            named = [f"{i} ({self.game.actions[i]})" for i in legal]
            raise IllegalAction(self.game.names[p], f"{int(action)} ({act})", named, "legal ids are listed")
        explicit = self.explicit
        if act is WAIT or (act.word == WAIT.word and act == WAIT):
            self._waits.append((len(self.match.history), self.game.names[p]))
        else:
            if explicit:  # the match may be shared with copies: act on a new one
                built = sampling.build(self.match.record(), self._scripted(), 0)
                assert built is not None, "a match replays with its shuffles scripted"
                self.match, self.shuffles = built
            with sampling.recording(self.shuffles):
                self.match.apply(self.game.names[p], act)
        if explicit:
            self._settle()
        self._step_rewards()

    def _step_rewards(self) -> None:
        """The returns and rewards after an action.  At a chance node (explicit chance) the match
        holds cards no outcome has fixed yet: its returns are those of the last decision, its
        rewards zero, and the change is reported at the next decision or at the end (where
        OpenSpiel's checks and learners read them)."""
        self._begun = True
        if self.is_chance_node():
            self._returns = list(self._reported)
            self._rewards = [0.0] * len(self._returns)
            return
        self._returns = self._compute_returns()
        self._rewards = [a - b for a, b in zip(self._returns, self._reported, strict=True)]
        self._reported = list(self._returns)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """Explicit chance: (outcome id, exact probability) of each card (or rank) the next card may be."""
        if not self.is_chance_node():
            return []
        return [(i, p) for i, p, _ in self._chance_options()]

    def action_to_string(self, player: int, action: int) -> str:
        if player == CHANCE:
            return f"deal {self.game.chance_labels[int(action)]}"
        return str(self.game.action_of(action))

    def string_to_action(self, text: str) -> int:
        return self.game.action_id(Action.parse(json.loads(text) if text.startswith("[") else text))

    def history(self) -> list[int]:
        """The ids of the actions so far, ``wait`` answers included."""
        out: list[int] = []
        waits = sorted(self._waits, key=lambda w: w[0])  # stable: the order of the answers
        wait_id = self.game.action_id(WAIT) if self.game.ask else -1
        j = 0
        for k, (_, a) in enumerate([*self.match.history, (None, None)]):
            while j < len(waits) and waits[j][0] == k:
                out.append(wait_id)
                j += 1
            if a is not None:
                out.append(self.game.action_id(a))
        for i, (at, outcome) in enumerate(self._chance):  # explicit chance: after the actions before it
            out.insert(at + i, outcome)
        return out

    def move_number(self) -> int:
        """Actions so far, ``wait`` answers included."""
        return len(self.match.history) + len(self._waits)

    def num_players(self) -> int:
        return self.game.num_players()

    def get_game(self) -> Game:
        return self.game

    # ---------------------------------------------------------------- results
    def _compute_returns(self) -> list[float]:
        return [float(x) for x in self.game.returns_of(self.match, self._start)]

    def returns(self) -> list[float]:
        """Running returns (zero before the first action); with ``rewards="terminal"``, zero until
        the end."""
        if not self._begun or (self.game.terminal_rewards and not self.is_terminal()):
            return [0.0] * len(self._returns)
        return list(self._returns)

    def rewards(self) -> list[float]:
        """The change of the returns by the last action; with ``rewards="terminal"``, zero until the
        end and the returns at the end."""
        if self.game.terminal_rewards:
            return self.returns() if self.is_terminal() else [0.0] * len(self._returns)
        return list(self._rewards)

    def player_return(self, player: int) -> float:
        return self.returns()[self._player(player)]

    def eliminated(self, player: int) -> bool:
        """``player`` is out for good (never to act again, return final) before the end."""
        f = self.game.spec.eliminated
        return bool(f and f(self.match, self.game.names[self._player(player)]))

    # ---------------------------------------------------------------- what a player knows
    def view(self, player: int, log: bool = True) -> dict[str, Json]:
        """``Match.view`` of ``player`` (without its log: ``log=False``)."""
        name = self.game.names[self._player(player)]
        view: dict[str, Json] = self.match.view(name) if log else self.match.view(name, since=len(self.match.log))
        return dict(self.game.abstract(view))

    def observation_string(self, player: int) -> str:
        return observation_string(self.view(player, log=False))

    def information_state_string(self, player: int) -> str:
        return information_state_string(self.view(player))

    def observation_tensor(self, player: int) -> list[float]:
        return [float(x) for x in self.observation_array(player)]

    def information_state_tensor(self, player: int) -> list[float]:
        return [float(x) for x in self.information_state_array(player)]

    def observation_array(self, player: int) -> np.ndarray:
        p = self._player(player)
        game = self.game
        if game.observer is not None:  # the same values, written from the match's fields
            enc = game.encoder
            out = np.zeros(enc.obs_size, np.float32)
            ones: list[int] = []
            values: dict[int, float] = {}
            game.observer.collect(self.match, game.names[p], ones, values)
            enc.put(out, values)
            out[ones] = 1.0
            return out
        return game.encoder.observation(self.view(p, log=False), game.names[p])

    def information_state_array(self, player: int) -> np.ndarray:
        """As :meth:`information_state_tensor`; the events seen are summarised as they come (each call
        reads only the part of the log it has not read yet)."""
        p = self._player(player)
        game = self.game
        name = game.names[p]
        enc = game.encoder
        if not game.plain_views:
            acc = self._seen.get(p)
            if acc is None:
                acc = self._seen[p] = enc.history()
            view = game.abstract(self.match.view(name, since=acc.size))
            enc.feed(acc, view.get("log") or [], name)
            acc.size = len(self.match.log)
            return enc.information_state_of(view, name, acc)
        # the events straight from the match's log, read once for every player; the rest from the
        # match's fields (or its view)
        m = self.match
        events = self._events
        if events is None:
            events = self._events = SeenEvents(enc)
        events.read(m.log)
        out = np.zeros(enc.info_size, np.float32)
        if game.observer is not None:  # the slots that are not zero, listed, then written at once
            ones: list[int] = []
            values: dict[int, float] = {}
            game.observer.collect(m, name, ones, values)
            enc.put(out, values)
            events.write(p, out[enc.obs_size :], normalised=not enc.raw, ones=ones, offset=enc.obs_size)
            out[ones] = 1.0
            return out
        enc._observation_raw(m.view(name, since=len(m.log)), name, out)
        if enc.raw:
            events.write(p, out[enc.obs_size :])
            return out
        enc.normalise_observation(out[: enc.obs_size])
        events.write(p, out[enc.obs_size :], normalised=True)
        return out

    def resample_from_infostate(self, player: int, rng: random.Random | None = None, steps: int = 30) -> State:
        """A state consistent with everything ``player`` has seen (:mod:`taverna.research.determinize`);
        when ``player`` is to act, they are to act in the sample too."""
        return determinize.resample(self, self._player(player), rng or random.Random(), steps=steps)

    # ---------------------------------------------------------------- copies
    def clone(self) -> State:
        s = State.__new__(State)
        s.game = self.game
        # events and recorded actions are never changed once made: the copy shares them
        if self.explicit:  # explicit chance never changes a match in place (a new one is built)
            s.match = self.match
        else:
            memo: dict[int, Any] = {id(e): e for e in self.match.log}
            memo.update((id(h), h) for h in self.match.history)
            s.match = copy.deepcopy(self.match, memo)
        s.shuffles = [list(x) for x in self.shuffles]
        s._waits = list(self._waits)
        s._seen = {p: acc.copy() for p, acc in self._seen.items()}
        s._events = self._events.copy() if self._events is not None else None
        s._start = self._start
        s._returns = list(self._returns)
        s._reported = list(self._reported)
        s._rewards = list(self._rewards)
        s._begun = self._begun
        s._pools = self._pools  # never changed in place: a new outcome makes new lists
        s._prefix = list(self._prefix)  # each a dict never changed in place
        s._need, s._need_at = self._need, self._need_at
        s._chance = list(self._chance)
        return s

    def __deepcopy__(self, memo: dict[int, Any]) -> State:
        return self.clone()

    def __reduce__(self) -> tuple[Any, ...]:
        return _restore_state, (self.game, self.serialize())

    def serialize(self) -> str:
        """The match's ``taverna/1`` record with every shuffle so far scripted (replays exactly);
        with explicit chance, the history (chance outcomes included), one action id a line."""
        if self.explicit:
            return "\n".join(str(a) for a in self.history())
        rec = self.match.record()
        card_str = self.game.pack.card_str
        rec["shuffles"] = [[card_str(c) for c in s] for s in self.shuffles]
        if self._waits:
            # the research API's own answers, which the engine never saw: [move number, player]
            rec["waits"] = [[k, p] for k, p in self._waits]
        return json.dumps(rec, sort_keys=True, ensure_ascii=False)

    def __str__(self) -> str:
        return observation_string(self.match.view(None))

    def __repr__(self) -> str:
        return f"State({self.game!r}, moves={self.move_number()}, player={self.current_player()})"
