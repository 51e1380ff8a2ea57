"""A state of Taverna's OpenSpiel-shaped API: :class:`State` wraps one match (see :mod:`taverna.research.envs.spiel`)."""

from __future__ import annotations

import copy
import json
import random
from typing import TYPE_CHECKING, Any

import numpy as np

from taverna.core.errors import BadArgument, IllegalAction
from taverna.core.match import Action, Match
from taverna.games import sampling
from taverna.research.envs import determinize
from taverna.research.envs.features import (
    History,
    SeenEvents,
    observation_string,
)
from taverna.research.envs.spiel_chance import ChanceNodes
from taverna.research.envs.spiel_observe import Observations
from taverna.research.envs.spiel_types import (
    CHANCE,
    TERMINAL,
    WAIT,
    Json,
    restore_state,
)

if TYPE_CHECKING:
    from taverna.research.envs.spiel import Game


_SCALARS = frozenset({str, int, float, bool, type(None)})


def _json_copy(x: Json) -> Json:
    """A deep copy of ``x``, quicker for JSON values (dicts, lists and scalars)."""
    t = x.__class__
    if t is dict:
        return {k: _json_copy(v) for k, v in x.items()}
    if t is list:
        return [_json_copy(v) for v in x]
    return x if t in _SCALARS else copy.deepcopy(x)


class State(ChanceNodes, Observations):
    """A state of one match.  Only :meth:`apply_action` changes it."""

    def __init__(self, game: Game, match: Match, shuffles: list[list[Any]] | None) -> None:
        self.game = game
        self.match = match
        if shuffles is not None:  # (None: not known, read off the match's record when asked)
            self.shuffles = shuffles  # every shuffle so far, in full (see the property)
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

    def _initial_players(self, match: Match) -> dict[str, Json]:
        """``summary()["players"]`` when the match began (replayed without its actions if need be)."""
        if not match.history:
            players: dict[str, Json] = _json_copy(match.summary().get("players") or {})
            return players
        card_str = self.game.pack.card_str
        rec = {**match.record(), "actions": []}
        built = sampling.build(rec, [[card_str(c) for c in s] for s in self.shuffles], match.seed)
        assert built is not None, "a match's own record replays"
        return copy.deepcopy(built[0].summary().get("players") or {})

    def with_match(self, match: Match, shuffles: list[list[Any]]) -> State:
        s = State(self.game, match, shuffles)
        s._waits = list(self._waits)
        s._start = copy.deepcopy(self._start)
        s._returns = s._compute_returns()
        s._reported = list(self._reported)
        s._begun = self._begun
        return s

    @classmethod
    def initial(cls, game: Game, match: Match, shuffles: list[list[Any]] | None) -> State:
        """The state of a new match (``Game.new_initial_state``); with explicit chance it is settled,
        and a chance node first reports the setup's cost with the first decision's rewards."""
        state = cls(game, match, shuffles)
        if game.chance == "explicit":
            state._settle()
            state._start = state._initial_players(state.match)
            if state.is_chance_node():  # the setup's cost comes with the first decision's rewards
                state._reported = [0.0] * len(state._returns)
                state._step_rewards()
        return state

    @classmethod
    def replayed(cls, game: Game, rec: dict[str, Json], match: Match, shuffles: list[list[Any]]) -> State:
        """The state a serialized record ``rec`` names (``Game.deserialize_state``), ``match`` its
        replay: the ``wait`` answers it lists, and the rewards of its last action."""
        state = cls(game, match, shuffles)
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
            previous = cls(game, before[0], before[1])
            state._rewards = [a - b for a, b in zip(state._returns, previous._returns, strict=True)]
        elif match.history or state._waits:
            state._rewards = [0.0] * game.num_players()
        if state.move_number():
            state._begun = True
            state._reported = list(state._returns)
        return state

    # the shuffles known, and the match and length of its history they are every shuffle of
    _shuffles: list[list[Any]]
    _shuffles_of: tuple[Match, int] | None = None

    @property
    def shuffles(self) -> list[list[Any]]:
        """Every shuffle of the match so far, in full (for determinization and :meth:`serialize`).
        With sampled chance an action does not record them (a shuffle is rare, the recording costs
        every action): when the match has moved on since they were known, they are read off the
        match's record replayed (the same seed and actions: the same shuffles)."""
        m = self.match
        at = self._shuffles_of
        if at is None or at[0] is not m or at[1] != len(m.history):
            built = sampling.build(m.record(), m.shuffles_in, m.seed)
            assert built is not None, "a match's own record replays"
            self.shuffles = built[1]
        return self._shuffles

    @shuffles.setter
    def shuffles(self, value: list[list[Any]]) -> None:
        """(Every shuffle of ``self.match`` as it is now.)"""
        self._shuffles = value
        self._shuffles_of = (self.match, len(self.match.history))

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

    def note_wait(self, name: str) -> None:
        """``name`` answered ``wait`` (let the moment pass) now: as applying the ``wait`` action, with
        no rewards (a determinized sample's players whom ``player`` cannot see asked)."""
        self._waits.append((len(self.match.history), name))

    def optional_pending(self) -> list[str]:
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

    # the point of the match current_player() answered for: (the match, the lengths of its log and
    # history, of the ``wait`` answers, the chance node pending, the player, whether the match waits
    # for that player: True when known); and the legal ids of that player there: (that point, the
    # player, the ids)
    _point: tuple[Match, int, int, int, int | None, int, bool] | None = None
    _legal: tuple[Any, int, tuple[int, ...]] | None = None

    def current_player(self) -> int:
        # remembered for one point of the match (as Match remembers legal actions)
        m = self.match
        pt = self._point
        if (
            pt is not None
            and pt[0] is m
            and pt[1] == len(m.log)
            and pt[2] == len(m.history)
            and pt[3] == len(self._waits)
            and pt[4] == self._need
        ):
            return pt[5]
        return self._new_point()[5]

    def _new_point(self) -> tuple[Match, int, int, int, int | None, int, bool]:
        m = self.match
        waited = False
        ids = None
        n_waits = len(self._waits)
        if (self._need is None) if m.finished else (len(m.history) + n_waits >= self.game.max_moves):
            who = TERMINAL  # (as is_terminal)
        elif self._need is not None:  # (not terminal: a chance node)
            who = CHANCE
        else:
            game = self.game
            waiting = m.waiting_for()
            if len(waiting) == 1 and (not game.ask or m.to_act() == waiting):
                # one player may act, and must: the common case, where the legal ids are asked next
                name = waiting[0]
                who = game.seat[name]
                waited = True
                ids = tuple(game.legal_ids(m, name))
            else:
                pending = self.optional_pending()
                who = game.seat[pending[0] if pending else min(waiting or m.to_act(), key=game.names.index)]
        pt = self._point = (m, len(m.log), len(m.history), n_waits, self._need, who, waited)
        if ids is not None:
            self._legal = (pt, who, ids)
        return pt

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
        if self._need is not None and self.is_chance_node() and player in (None, CHANCE):
            return [i for i, _, _ in self._chance_options()]
        if player is None:  # (not a chance node here: the player to act, none at the end)
            p = self.current_player()
            if p < 0:
                return []
            legal = self._legal
            if legal is not None and legal[0] is self._point and legal[1] == p:  # (as legal_ids_of finds)
                return list(legal[2])
            return list(self.legal_ids_of(p))
        p = self._player(player)
        if self.is_terminal() or p != self.current_player():
            return []
        return list(self.legal_ids_of(p))

    def legal_ids_of(self, p: int) -> tuple[int, ...]:
        """The legal ids of ``p``, the player to act, remembered for the point of the match
        current_player remembers (its point, the player)."""
        point = self._point
        legal = self._legal
        if legal is not None and legal[0] is point and legal[1] == p:
            return legal[2]
        game = self.game
        name = game.names[p]
        ids = game.legal_ids(self.match, name)
        if game.ask and not (point is not None and point[6]) and name not in self.match.waiting_for():
            ids.append(game.wait_id)
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
        if self._need is not None and self.is_chance_node():
            self._apply_chance(action)
            self._step_rewards()
            return
        game = self.game
        actions = game.actions
        # (an id as a plain int in the table: the action itself; anything else through action_of's checks)
        act = actions[action] if action.__class__ is int and 0 <= action < len(actions) else game.action_of(action)
        m = self.match
        pt = self._point
        legal = self._legal
        if (  # the player and legal ids remembered for this point (as current_player and legal_ids_of check)
            legal is not None
            and legal[0] is pt
            and pt is not None
            and pt[0] is m
            and pt[1] == len(m.log)
            and pt[2] == len(m.history)
            and pt[3] == len(self._waits)
            and pt[4] == self._need
            and legal[1] == pt[5]
        ):
            p, ids = pt[5], legal[2]
        else:
            p = self.current_player()  # (TERMINAL at the end: no chance node here)
            if p < 0:
                raise IllegalAction("nobody", f"{int(action)} ({act})", [], "the match is over")
            ids = self.legal_ids_of(p)
        if int(action) not in ids:
            named = [f"{i} ({actions[i]})" for i in ids]
            raise IllegalAction(game.names[p], f"{int(action)} ({act})", named, "legal ids are listed")
        if game.chance == "explicit":
            if act is WAIT or (act.word == "wait" and act == WAIT):
                self._waits.append((len(m.history), game.names[p]))
            else:  # the match may be shared with copies: act on a new one
                built = sampling.build(m.record(), self._scripted(), 0)
                assert built is not None, "a match replays with its shuffles scripted"
                self.match, sink = built
                with sampling.recording(sink):
                    self.match.apply(game.names[p], act)
                self.shuffles = sink
            self._settle()
            self._step_rewards()
            return
        if act is WAIT or (act.word == "wait" and act == WAIT):
            self._waits.append((len(m.history), game.names[p]))
        else:  # (the shuffles it makes are read when asked for: see the property)
            m.apply(game.names[p], act)
        # the returns and rewards (as _step_rewards: with sampled chance there is no chance node)
        self._begun = True
        got = game.returns_now(m, self._start)
        now = got if game.returns_floats else [float(x) for x in got]
        before = self._reported
        if now == before:  # (no change: every reward 0.0, as a - a is)
            self._rewards = [0.0] * len(now)
        else:
            self._rewards = [a - b for a, b in zip(now, before, strict=True)]
        self._returns = self._reported = now  # (these lists are never changed in place: shared)

    def _step_rewards(self) -> None:
        """The returns and rewards after an action.  At a chance node (explicit chance) the match
        holds cards no outcome has fixed yet: its returns are those of the last decision, its
        rewards zero, and the change is reported at the next decision or at the end (where
        OpenSpiel's checks and learners read them)."""
        self._begun = True
        if self._need is not None and self.is_chance_node():
            self._returns = list(self._reported)
            self._rewards = [0.0] * len(self._returns)
            return
        now = self._compute_returns()
        before = self._reported
        if now == before:  # (no change: every reward 0.0, as a - a is)
            self._rewards = [0.0] * len(now)
        else:
            self._rewards = [a - b for a, b in zip(now, before, strict=True)]
        self._returns = self._reported = now  # (these lists are never changed in place: shared)

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
        game = self.game
        got = game.returns_now(self.match, self._start)
        if game.returns_floats:  # a list of floats already (never changed in place)
            return got
        return [float(x) for x in got]

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

    def resample_from_infostate(self, player: int, rng: random.Random | None = None, steps: int = 30) -> State:
        """A state consistent with everything ``player`` has seen (:mod:`taverna.research.envs.determinize`);
        when ``player`` is to act, they are to act in the sample too."""
        return determinize.resample(self, self._player(player), rng or random.Random(), steps=steps)

    # ---------------------------------------------------------------- copies
    def clone(self) -> State:
        s = State.__new__(State)
        s.game = self.game
        # events and recorded actions are never changed once made: the copy shares them
        if self.explicit:  # explicit chance never changes a match in place (a new one is built)
            s.match = self.match
        else:  # (the engine's copy to play on: its log and history copied shallowly)
            s.match = sampling.clone(self.match)
        at = self._shuffles_of
        if at is not None and at[0] is self.match and at[1] == len(self.match.history):  # (else read when asked)
            s._shuffles = [list(x) for x in self._shuffles]
            s._shuffles_of = (s.match, at[1])
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
        return restore_state, (self.game, self.serialize())

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
