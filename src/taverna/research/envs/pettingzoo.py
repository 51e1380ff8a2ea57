"""Every Taverna game as a PettingZoo AEC environment.

``env(game="cucu", rules="campli", players=4)`` (wrapped in PettingZoo's order-enforcing and
bounds-checking wrappers) or ``raw_env(...)``.  Agents are ``player_0`` ... in order of play;
``observe(agent)`` is ``{"observation": float32 vector, "action_mask": int8 vector}``, the vector
being the agent's information-state tensor (``observation="information_state"``, the default) or
observation tensor (``observation="observation"``) of :mod:`taverna.research.envs.spiel`; the mask is
zero for every agent but the one to act.  ``reset(seed=...)`` starts a new match: a seed makes it
reproducible, and later resets without one go on from it.  ``optional`` is the same as
:class:`~taverna.research.envs.spiel.Game`'s: ``"ask"`` (the default) asks every player who may take an
optional action out of turn (Cucù's ``declare``, ``propose``) first, answered with it or ``wait``;
``"own-turn"`` offers such actions only at the player's own decisions (no ``wait`` in the table).  Rewards are the change in the returns
each step (the first step's include what setting up the match cost), so an agent's cumulative
reward at the end is its return.  ``env.unwrapped.game_state`` is the
:class:`~taverna.research.envs.spiel.State` being played.

Players who are out for good before the match ends (the game's ``eliminated`` rule) are terminated
agents at once.  None of the games that have landed has such an elimination: Cucù's Campli and Lu
Stù bring every eliminated player back when all the others go out at once, Coteccio restarts
everyone when all the players of a deal die at once, and Cambio's and BGA's players are out of a set
only; those players stay agents that are not asked to act until they are back (or the match ends).
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from taverna.core.errors import BadArgument
from taverna.research.envs.features import LAYOUT, SeenEvents
from taverna.research.envs.spiel import Game, State

Json = Any


def check_env_args(observation: str, render_mode: str | None, render_modes: list[str]) -> None:
    """The arguments every Taverna environment shares: the observation kind and the render mode."""
    if observation not in ("information_state", "observation"):
        raise BadArgument(f"observation must be 'information_state' or 'observation', got {observation!r}")
    if render_mode is not None and render_mode not in render_modes:
        raise BadArgument(f"render_mode must be one of {render_modes} or None, got {render_mode!r}")


def env(**kwargs: Any) -> AECEnv:
    """The environment, wrapped as PettingZoo recommends (checks the order of calls and the actions)."""
    e: AECEnv = raw_env(**kwargs)
    e = _InBounds(e)
    e = _InOrder(e)
    return e


class _InBounds(wrappers.AssertOutOfBoundsWrapper):  # type: ignore[misc]
    """PettingZoo's ``AssertOutOfBoundsWrapper`` around a :class:`raw_env`, the same check: an action
    that is a whole number in the table's range is taken without asking the action space (which
    would say yes after building a numpy value of it); anything else is asked as the wrapper asks."""

    def __init__(self, env: raw_env) -> None:
        super().__init__(env)
        self._raw = env
        self._n = env.game.num_distinct_actions()

    def step(self, action: Any) -> None:
        if type(action) is int and 0 <= action < self._n:
            self._raw.step(action)
        else:
            super().step(action)


class _InOrder(wrappers.OrderEnforcingWrapper):  # type: ignore[misc]
    """PettingZoo's ``OrderEnforcingWrapper`` around :class:`_InBounds`, the same checks: once the
    environment is reset, ``last``, ``observe``, ``step`` and the attributes the agent loop reads
    reach the environment without passing every call through each wrapper's ``__getattr__``
    (before a reset, everything goes through the wrapper's own checks)."""

    def __init__(self, env: _InBounds) -> None:
        super().__init__(env)
        self._raw: raw_env = env.unwrapped
        self._n = env._n

    @property
    def agents(self) -> list[str]:
        if not self._has_reset:
            raise AttributeError("agents cannot be accessed before reset")
        return self._raw.agents

    @property
    def agent_selection(self) -> str:
        if not self._has_reset:
            raise AttributeError("agent_selection cannot be accessed before reset")
        return self._raw.agent_selection

    def step(self, action: Any) -> None:
        if self._has_reset and self._raw.agents:
            self._has_updated = True
            if type(action) is int and 0 <= action < self._n:  # (in bounds: what _InBounds passes on)
                self._raw.step(action)
            else:
                self.env.step(action)
        else:
            super().step(action)

    def observe(self, agent: str) -> Any:
        if self._has_reset:
            return self._raw.observe(agent)
        return super().observe(agent)

    def last(self, observe: bool = True) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        if self._has_reset:
            return self._raw.last(observe)  # type: ignore[no-any-return]
        return super().last(observe)  # type: ignore[no-any-return]


class raw_env(AECEnv):  # type: ignore[misc]
    metadata: dict[str, Any] = {"render_modes": ["ansi", "human"], "name": "taverna_v0", "is_parallelizable": False}

    def __init__(
        self,
        game: str = "cucu",
        rules: str | None = None,
        players: int | None = None,
        options: dict[str, Json] | None = None,
        max_moves: int | None = None,
        observation: str = "information_state",
        render_mode: str | None = None,
        optional: str = "ask",
    ) -> None:
        super().__init__()
        check_env_args(observation, render_mode, self.metadata["render_modes"])
        self.game = Game(game, rules=rules, players=players, options=options, max_moves=max_moves, optional=optional)
        self.metadata = {**self.metadata, "name": f"{self.game.get_type().short_name}_v0", "features": LAYOUT}
        self.kind = observation
        self.render_mode = render_mode
        self.possible_agents = list(self.game.names)
        size = self.game.encoder.info_size if observation == "information_state" else self.game.encoder.obs_size
        slots = self.game.encoder.slots[:size]
        low = np.array([s.low for s in slots], np.float32)
        high = np.array([s.high for s in slots], np.float32)
        self.feature_names = self.game.encoder.feature_names(observation)
        n_actions = self.game.num_distinct_actions()
        self.observation_spaces = {
            a: spaces.Dict(
                {
                    "observation": spaces.Box(low=low, high=high, shape=(size,), dtype=np.float32),
                    "action_mask": spaces.Box(low=0, high=1, shape=(n_actions,), dtype=np.int8),
                }
            )
            for a in self.possible_agents
        }
        self.action_spaces = {a: spaces.Discrete(n_actions) for a in self.possible_agents}
        self._agent_index = {a: i for i, a in enumerate(self.possible_agents)}
        self._no_mask = np.zeros(n_actions, np.int8)
        self._masks: dict[tuple[int, ...], np.ndarray] = {}  # legal ids -> their mask (never handed out)
        self._rng = random.Random()
        self.game_state: State | None = None
        self._events: tuple[list[Any], SeenEvents] | None = None  # (a match's log, the events read from it)

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    # ---------------------------------------------------------------- the episode
    def reset(self, seed: int | None = None, options: dict[str, Json] | None = None) -> None:
        """A new match.  ``options`` are accepted as Gymnasium asks and unused: the game's rule set and
        options are fixed when the environment is made."""
        if seed is not None:
            self._rng = random.Random(seed)
        self.game_state = self.game.new_initial_state(self._rng.randrange(2**62))
        self.agents = list(self.possible_agents)
        self._reported = [0.0] * len(self.possible_agents)  # the returns already given as rewards
        self._quiet = True  # every agent's reward is 0.0 (nothing changed since they were)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Json]] = {a: {"features": LAYOUT} for a in self.agents}
        self.agent_selection = self.possible_agents[self.game_state.current_player()]

    def _index(self, agent: str) -> int:
        i = self._agent_index.get(agent)
        return self.possible_agents.index(agent) if i is None else i  # (an unknown agent: its error)

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        state = self.game_state
        assert state is not None, "call reset() first"
        i = self._index(agent)
        vec = self._vector(state, i)
        if state.current_player() == i:  # (TERMINAL at the end)
            ids = state.legal_ids_of(i)
            made = self._masks.get(ids)  # (one mask made per set of legal ids, copied out)
            if made is None:
                made = self._no_mask.copy()
                made[list(ids)] = 1
                if len(self._masks) < 4096:
                    self._masks[ids] = made
            mask = made.copy()
        else:
            mask = self._no_mask.copy()
        return {"observation": vec, "action_mask": mask}

    def _vector(self, state: State, i: int) -> np.ndarray:
        """Agent ``i``'s observation (a new array): the state's tensor (the same values), the events
        seen read by the environment once for every agent (:class:`SeenEvents`, for the match being
        played) where the views are the engine's own."""
        game = self.game
        enc = game.encoder
        if self.kind != "information_state":
            return state.observation_of(i)
        if not game.plain_views or enc.raw:
            return state.information_state_array(i)
        m = state.match
        log = m.log
        events = self._events
        if events is None or events[0] is not log:
            events = self._events = (log, SeenEvents(enc))
        seen = events[1]
        seen.read(log)
        size = enc.obs_size
        out = np.zeros(enc.info_size, np.float32)
        name = game.names[i]
        ones: list[int] = []
        observer = game.observer
        if observer is not None:  # the slots that are not zero, listed, then written at once
            values: dict[int, float] = {}
            observer.collect(m, name, ones, values)
            seen.write(i, out[size:], normalised=True, ones=ones, offset=size)
            enc.put(out, values, ones)
            return out
        enc._observation_raw(m.view(name, since=len(log)), name, out)
        enc.normalise_observation(out[:size])
        seen.write(i, out[size:], normalised=True)
        return out

    def step(self, action: Any) -> None:
        state = self.game_state
        assert state is not None, "call reset() first"
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        cumulative = self._cumulative_rewards
        cumulative[agent] = 0.0
        state.apply_action(int(action))
        returns = state.returns()
        rewards, reported, agents = self.rewards, self._reported, self.agents
        if len(agents) == len(reported):  # every agent still in (in order of play)
            if returns == reported:
                if not self._quiet:  # (quiet: every reward is 0.0 already, adding it changes nothing)
                    for a in agents:
                        rewards[a] = 0.0
                    self._quiet = True
            else:
                for i, a in enumerate(agents):
                    r = rewards[a] = returns[i] - reported[i]
                    cumulative[a] += r
                self._reported = returns
                self._quiet = False
        else:
            self._quiet = False
            index = self._agent_index
            for a in agents:
                i = index[a]
                rewards[a] = returns[i] - reported[i]
                reported[i] = returns[i]
            for a, r in rewards.items():
                cumulative[a] += r
        over = state.match.finished
        if over or self.game.spec.eliminated is not None or state.is_terminal():
            self._ends(state, over)
        elif len(agents) == len(reported):
            self.agent_selection = self.possible_agents[state.current_player()]
        else:
            self._select(state)
        if self.render_mode == "human":
            self.render()

    def _ends(self, state: State, over: bool) -> None:
        """After a step that ended the match or cut it (or where an agent may be out for good): who
        is terminated or truncated, their returns, and who is asked next (the dead first)."""
        index = self._agent_index
        cut = state.truncated
        for a in self.agents:
            if over or state.eliminated(index[a]):
                self.terminations[a] = True
            elif cut:
                self.truncations[a] = True
        if over or cut:
            final = state.returns()
            for a in self.agents:
                self.infos[a] = {"features": LAYOUT, "return": final[index[a]]}
        self._select(state)
        self._deads_step_first()

    def _select(self, state: State) -> None:
        if not state.is_terminal():
            self.agent_selection = self.possible_agents[state.current_player()]
            if self.agent_selection not in self.agents:
                raise AssertionError(
                    f"{self.agent_selection} was terminated as out for good but must act again: "
                    f"the {self.game.game_id} spec's eliminated rule is wrong"
                )

    def render(self) -> str | None:
        if self.render_mode is None or self.game_state is None:
            return None
        from taverna.research.envs.render import render_text

        state = self.game_state
        viewer = None if state.is_terminal() else state.current_player()
        text = render_text(state, viewer)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        self.game_state = None
