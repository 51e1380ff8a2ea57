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
    information_state_string,
    observation_string,
)
from taverna.research.envs.spiel_types import (
    CHANCE,
    TERMINAL,
    WAIT,
    Json,
    _restore_state,
)

if TYPE_CHECKING:
    from taverna.research.envs.spiel import Game


def _floats(a: np.ndarray) -> list[float]:
    """``a`` (float32, one axis) as Python floats, the floats ``a.tolist()`` (and ``float(x)`` of each)
    gives: a mostly-zero vector as a list of zeros with the others (their bits not all zero: -0.0
    too) put in their places."""
    plain = a.dtype == np.float32 and a.ndim == 1 and a.flags.c_contiguous
    nz = np.flatnonzero(a.view(np.uint32)) if plain else None
    if nz is None or 4 * len(nz) > len(a):
        out: list[float] = a.tolist()
        return out
    res = [0.0] * len(a)
    for i, x in zip(nz.tolist(), a[nz].tolist(), strict=True):
        res[i] = x
    return res


_SCALARS = frozenset({str, int, float, bool, type(None)})


def _json_copy(x: Json) -> Json:
    """A deep copy of ``x``, quicker for JSON values (dicts, lists and scalars)."""
    t = x.__class__
    if t is dict:
        return {k: _json_copy(v) for k, v in x.items()}
    if t is list:
        return [_json_copy(v) for v in x]
    return x if t in _SCALARS else copy.deepcopy(x)


class State:
    """A state of one match.  Only :meth:`apply_action` changes it."""

    def __init__(self, game: Game, match: Match, shuffles: list[list[Any]]) -> None:
        self.game = game
        self.match = match
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
            players: dict[str, Json] = _json_copy(match.summary().get("players") or {})
            return players
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
                pending = self._optional_pending()
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
            if legal is not None and legal[0] is self._point and legal[1] == p:  # (as _legal_ids finds)
                return list(legal[2])
            return list(self._legal_ids(p))
        p = self._player(player)
        if self.is_terminal() or p != self.current_player():
            return []
        return list(self._legal_ids(p))

    def _legal_ids(self, p: int) -> tuple[int, ...]:
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
            ids.append(game._wait_id)
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
        if (  # the player and legal ids remembered for this point (as current_player and _legal_ids check)
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
            ids = self._legal_ids(p)
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
        return _floats(self.observation_array(player))

    def information_state_tensor(self, player: int) -> list[float]:
        return _floats(self.information_state_array(player))

    def observation_array(self, player: int) -> np.ndarray:
        return self._observation_of(self._player(player))

    def _observation_of(self, p: int) -> np.ndarray:
        """Player ``p``'s observation tensor (``p`` a seat: checked by the caller)."""
        game = self.game
        observer = game.observer
        if observer is not None:  # the same values, written from the match's fields
            enc = game.encoder
            out = np.zeros(enc.obs_size, np.float32)
            ones: list[int] = []
            values: dict[int, float] = {}
            observer.collect(self.match, game.names[p], ones, values)
            enc.put(out, values, ones)  # (the flags written one by one: cheaper than numpy's index by a list)
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
