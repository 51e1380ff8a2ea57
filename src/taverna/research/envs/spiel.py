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

import json
import random
from collections.abc import Hashable, Sequence
from typing import Any

from taverna.core.errors import BadArgument, TavernaError
from taverna.core.match import Action, Match
from taverna.games import create_match, get_game, sampling
from taverna.games.spec import GameSpec, action_key, generic_returns, spec_for
from taverna.research.envs.fastobs import observer_for, research_part, returns_for
from taverna.research.envs.features import (
    Encoder,
    event_kinds,
)
from taverna.research.envs.spiel_state import State
from taverna.research.envs.spiel_types import (
    CHANCE,
    INVALID,
    PLAIN_ARGS,
    SIMULTANEOUS,
    TERMINAL,
    WAIT,
    GameType,
    Json,
    same_card,
)

__all__ = ["CHANCE", "INVALID", "SIMULTANEOUS", "TERMINAL", "WAIT", "Game", "GameType", "State"]


def _make_game(game: str, args: dict[str, Any]) -> Game:
    return Game(game, **args)


class Game:
    """One configuration of a Taverna game."""

    def __init__(
        self,
        game: str,
        *,
        rules: str | None = None,
        players: int | Sequence[str] | None = None,
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
        if isinstance(players, (list, tuple)):  # the players' names (a dataset's meta.json), as ``names``
            if names is not None and list(names) != list(players):
                raise BadArgument(f"players {players!r} and names {names!r} disagree: give one of them")
            names, players = list(players), len(players)
        n = players if players is not None else max(self.info.min_players, min(4, self.info.max_players))
        if isinstance(n, bool) or not isinstance(n, int):
            raise BadArgument(f"players must be a number of players, got {players!r}")
        if names:  # the players' own names (a match of the arena's, say), in order of play
            if (players is not None and players != len(names)) or len(set(names)) != len(names):
                raise BadArgument(f"names must be {n} different player names, got {names!r}")
            n = len(names)
        self.names: tuple[str, ...] = tuple(names) if names else tuple(f"player_{i}" for i in range(n))
        self.seat = {name: i for i, name in enumerate(self.names)}  # each player's number
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
            (a.word, a.arg): i for i, a in enumerate(self.actions) if a.arg is None or type(a.arg) in PLAIN_ARGS
        }
        self._by_key = {(w, arg, arg.__class__): i for (w, arg), i in self._by_action.items()}
        self.wait_id = self._ids[action_key(WAIT)] if self.ask else -1
        self._param_words = {a.word for a in self.actions if a.arg is not None}
        # per such word, the entries of the table with an argument, in order: (id, action)
        self._with_arg: dict[str, list[tuple[int, Action]]] = {w: [] for w in self._param_words}
        for i, a in enumerate(self.actions):
            if a.arg is not None:
                self._with_arg[a.word].append((i, a))
        # the entries of a template's word the engine accepts, by (word, the spec's argument key): found
        # once per key (a word without a key is asked of the engine each time)
        self._argument_key = self.spec.argument_key
        self._accepted: dict[tuple[str, Hashable], tuple[int, ...]] = {}
        self.max_moves = self.spec.max_moves if max_moves is None else int(max_moves)
        if self.max_moves < 1:
            raise BadArgument(f"max_moves must be positive, got {max_moves!r}")
        self.zero_sum = bool(self.spec.zero_sum(proto))
        self.pack = self.spec.pack_for(proto)
        self.encoder = Encoder(self.names, self.pack, self.spec.features, event_kinds(type(proto)))
        # sampled chance: the views as the engine writes them (no card renamed by :meth:`abstract`)
        # and a match whose events never change once made (explicit chance rebuilds the match, and
        # at a chance node an event may name a card no outcome has fixed yet): the tensors may then
        # be written from the match's own fields and events (:mod:`taverna.research.envs.fastobs`)
        self.plain_views = chance == "sampled"
        self.observer = observer_for(self.game_id, self.encoder, proto, self.spec.readers) if self.plain_views else None
        declared = self.spec.returns or generic_returns
        self.returns_of = returns_for(self.game_id, declared, proto)
        # what the states call: returns_of, or this module's own faster function giving the same; the
        # faster functions (fastobs's, this module's) give a list of floats that nobody changes in
        # place (the states share it), the declared ones are converted
        make = getattr(research_part(self.game_id), "shared_returns", None)  # (the game's research part's)
        fast = make if callable(make) else None
        self.returns_now = (fast and fast(declared, proto)) or self.returns_of
        self.returns_floats = self.returns_now is not declared
        self.seed = seed
        self._seeds = random.Random(seed)
        # explicit chance: the outcomes are classes of cards (a card, or a rank where the game's
        # result depends on ranks only), in the pack's order
        # a configuration whose result depends on the ranks of the cards dealt only has ranks as its
        # explicit chance outcomes: the game's research part says so (``chance_class(rules)``)
        classes = getattr(research_part(self.game_id), "chance_class", None)
        self.chance_class = (classes(self.rules) if callable(classes) else None) or same_card
        labels: list[str] = []
        for k in self.pack.kinds:
            label = self.chance_class(self.pack.card_str(k))
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
        if self.chance != "explicit" or self.chance_class is same_card:
            return view
        if not hasattr(self, "_canonical"):
            canon: dict[str, str] = {}
            for k in self.pack.kinds:
                name = self.pack.card_str(k)
                canon[name] = canon.get(self.chance_class(name), name)
                canon.setdefault(self.chance_class(name), name)
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
        if self.chance != "explicit":  # the setup's shuffles are read when asked for (State.shuffles)
            return State.initial(self, self._create(seed), None)
        sink: list[list[Any]] = []
        with sampling.recording(sink):
            match = self._create(seed)
        return State.initial(self, match, sink)

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
        return State.replayed(self, rec, match, sink)

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
        acts = match.legal_actions(name)
        try:  # every action without an argument or with a text or a whole number (exactly those types)
            by_key = self._by_key
            ids = [by_key[a.word, a.arg, a.arg.__class__] for a in acts]
        except (KeyError, TypeError):  # (another action, or an argument that is not hashable)
            return self._legal_ids(match, name, acts)
        if len(ids) == 2:  # (the most common case, keep or exchange: sorted(set(ids)) without the set)
            a, b = ids
            return ids if a < b else [b, a] if b < a else [a]
        return sorted(set(ids)) if len(ids) > 1 else ids

    def _legal_ids(self, match: Match, name: str, acts: list[Action]) -> list[int]:
        out: set[int] = set()
        by_action = self._by_action
        for a in acts:
            arg = a.arg
            i = by_action.get((a.word, arg)) if arg is None or type(arg) in PLAIN_ARGS else None
            if i is not None:
                out.add(i)
                continue
            # (an action without an argument is in the table exactly when by_action has it)
            key = action_key(a) if arg is not None else None
            if key is not None and key in self._ids:
                out.add(self._ids[key])
            elif arg is None and a.word in self._param_words:
                depends = None if self._argument_key is None else self._argument_key(match, name, a.word)
                if depends is not None:
                    known = self._accepted.get((a.word, depends))
                    if known is not None:
                        out.update(known)
                        continue
                accepted = []
                for i, b in self._with_arg[a.word]:
                    try:
                        match.check(name, b)
                    except TavernaError:
                        continue
                    accepted.append(i)
                out.update(accepted)
                if depends is not None and len(self._accepted) < 10_000:
                    self._accepted[(a.word, depends)] = tuple(accepted)
            else:
                raise AssertionError(f"{self.game_id}: legal action {a} of {name} has no id; extend the spec")
        return sorted(out)

    def __repr__(self) -> str:
        return f"Game({self.game_id!r}, rules={self.rules!r}, players={len(self.names)})"
