"""A single-agent Gymnasium environment: one seat learns, Taverna bots play the other seats.

``make("cucu", rules="campli", players=4, opponents="rules", seat=0, episode="match")`` is a
``gymnasium.Env`` (RLCard's habit: the other players are part of the environment):

* observations: the seat's information-state tensor (``observation="observation"``: the observation
  tensor) of :mod:`taverna.research.envs.spiel`, a ``Box`` whose bounds are the slots' ranges (every slot in
  [0, 1] or [-1, 1], :data:`taverna.research.envs.features.LAYOUT`);
* actions: ``Discrete(num_distinct_actions)``, the game's action table; ``info["action_mask"]`` (int8)
  marks the legal ones (also :meth:`TavernaEnv.action_masks`, as sb3-contrib's maskable agents ask); an
  illegal action is replaced by a legal one drawn at random (``info["illegal"]`` says so), or refused
  with ``illegal="raise"``;
* opponents: ``"rules"`` (each game's rule-of-thumb bot, the ``simple`` level), ``"random"``, or any
  level of :data:`taverna.bots.LEVELS`; a list gives one per other seat, in order of play;
* rewards: the change of the seat's return at each step (so an episode's rewards add up to the seat's
  return over the episode); ``episode="match"`` plays whole matches, ``episode="deal"`` ends an episode
  when a deal (the public ``deal`` counter, else ``round``) is over: the rewards are what the deal moved
  (and any later deals the seat sits out, out of them: the bots play those within the same step).
  A ``reset()`` without a seed then goes on with the next deal of the same match (a new match once it is
  over); ``reset(seed=...)`` always starts a new match.

Environment ids ``Taverna/<game>-<rules>-v0`` (``Taverna/kille-v0`` for a game's default rule set)
are registered by :func:`register_envs` (``gymnasium.make("Taverna/cucu-campli-v0", players=4)``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import numpy as np
from gymnasium import Env, spaces

from taverna.bots import LEVELS, Bot, get_bot
from taverna.core import Action, Rng
from taverna.core.errors import BadArgument
from taverna.games.spec import action_key
from taverna.research.envs.features import LAYOUT
from taverna.research.envs.pettingzoo import check_env_args
from taverna.research.envs.spiel import WAIT, Game, State

Json = Any
OPPONENTS = ("rules", *LEVELS)


def _level(name: str) -> str:
    if name not in OPPONENTS:
        raise BadArgument(f"opponents must be one of {', '.join(OPPONENTS)} (or a list of them), got {name!r}")
    return "simple" if name == "rules" else name


def _number(arg: Json) -> float | None:
    if isinstance(arg, (int, float)) and not isinstance(arg, bool):
        return float(arg)
    if isinstance(arg, dict) and len(arg) == 1:
        return _number(next(iter(arg.values())))
    return None


def bot_action_id(game: Game, legal: list[int], action: Action) -> int:
    """The table id of a bot's chosen ``action``: its own id when it is in the table, else the legal id of
    the same word whose argument is nearest (a random bot's ``propose 47`` is ``propose 45``)."""
    ids = {action_key(game.action_of(i)): i for i in legal}
    key = action_key(action)
    if key in ids:
        return ids[key]
    same = [i for i in legal if game.action_of(i).word == action.word and game.action_of(i).arg is not None]
    if not same:
        raise AssertionError(f"{game.game_id}: a bot chose {action}, which has no legal id")
    want = _number(action.arg)
    if want is None:
        return same[0]
    return min(same, key=lambda i: abs((_number(game.action_of(i).arg) or 0.0) - want))


def bot_decision(state: State, bot: Bot, rng: Rng) -> int:
    """The table id ``bot`` chooses for the player to act in ``state``, from that player's view: asked
    about an optional action out of turn, the bot's ``choose_optional`` (None: ``wait``), else ``choose``."""
    game = state.game
    p = state.current_player()
    name = game.names[p]
    legal = state.legal_actions(p)
    view = state.match.view(name)
    actions = state.match.legal_actions(name)
    if game.ask and name not in state.match.waiting_for():
        choice = bot.choose_optional(view, actions, rng)
        return game.action_id(WAIT) if choice is None else bot_action_id(game, legal, choice)
    return bot_action_id(game, legal, bot.choose(view, actions, rng))


class TavernaEnv(Env[np.ndarray, np.int64]):
    """One seat of a Taverna game against bots (see the module's documentation)."""

    metadata: dict[str, Any] = {"render_modes": ["ansi", "human"], "features": LAYOUT}

    def __init__(
        self,
        game: str = "cucu",
        rules: str | None = None,
        players: int | None = None,
        options: dict[str, Json] | None = None,
        opponents: str | Sequence[str] = "rules",
        seat: int = 0,
        episode: str = "match",
        observation: str = "information_state",
        optional: str = "ask",
        max_moves: int | None = None,
        illegal: str = "random",
        render_mode: str | None = None,
    ) -> None:
        if episode not in ("match", "deal"):
            raise BadArgument(f"episode must be 'match' or 'deal', got {episode!r}")
        check_env_args(observation, render_mode, self.metadata["render_modes"])
        if illegal not in ("random", "raise"):
            raise BadArgument(f"illegal must be 'random' or 'raise', got {illegal!r}")
        self.game = Game(game, rules=rules, players=players, options=options, max_moves=max_moves, optional=optional)
        n = self.game.num_players()
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
            raise BadArgument(f"seat must be 0..{n - 1}, got {seat!r}")
        levels = [opponents] * (n - 1) if isinstance(opponents, str) else list(opponents)
        if len(levels) != n - 1:
            raise BadArgument(f"opponents: one level per other seat ({n - 1}), got {len(levels)}")
        self.seat = seat
        self.episode = episode
        self.kind = observation
        self.illegal = illegal
        self.render_mode = render_mode
        others = [p for p in range(n) if p != seat]
        self.bots: dict[int, Bot] = {p: get_bot(self.game.game_id, _level(lv)) for p, lv in zip(others, levels)}
        enc = self.game.encoder
        size = enc.info_size if observation == "information_state" else enc.obs_size
        self.feature_names = enc.feature_names(observation)
        self.observation_space = spaces.Box(
            low=np.array([s.low for s in enc.slots[:size]], np.float32),
            high=np.array([s.high for s in enc.slots[:size]], np.float32),
            dtype=np.float32,
        )
        self.action_space = spaces.Discrete(self.game.num_distinct_actions())
        self._rng = random.Random()
        self._bot_rng = Rng(0)
        self.state: State | None = None
        self._deal: Json = None

    # ---------------------------------------------------------------- helpers
    def _obs(self) -> np.ndarray:
        assert self.state is not None
        if self.kind == "information_state":
            return self.state.information_state_array(self.seat).astype(np.float32)
        return self.state.observation_array(self.seat).astype(np.float32)

    def action_masks(self) -> np.ndarray:
        """The legal actions of the seat now (all zeros when the episode is over)."""
        mask = np.zeros(self.game.num_distinct_actions(), np.int8)
        if self.state is not None and not self.state.is_terminal() and self.state.current_player() == self.seat:
            mask[self.state.legal_actions(self.seat)] = 1
        return mask

    def _info(self, **more: Json) -> dict[str, Json]:
        assert self.state is not None
        return {"action_mask": self.action_masks(), "features": LAYOUT, "return": self.state.returns()[self.seat],
                **more}  # fmt: skip

    def _deal_counter(self) -> Json:
        assert self.state is not None
        view = self.state.match.view(None, since=len(self.state.match.log))
        return view.get("deal", view.get("round"))

    def _deal_over(self) -> bool:
        return self.episode == "deal" and self._deal_counter() != self._deal

    def _play_bots(self) -> None:
        """The bots' decisions until the seat is to act, the match is over or (``episode="deal"``) the deal is."""
        st = self.state
        assert st is not None
        while not st.is_terminal() and st.current_player() != self.seat and not self._deal_over():
            p = st.current_player()
            st.apply_action(bot_decision(st, self.bots[p], self._bot_rng))

    # ---------------------------------------------------------------- the episode
    def reset(
        self, *, seed: int | None = None, options: dict[str, Json] | None = None
    ) -> tuple[np.ndarray, dict[str, Json]]:
        """A new match (``episode="deal"`` without a seed: the next deal of the match if it is not over).
        ``options`` are accepted and unused: the configuration is fixed when the environment is made."""
        super().reset(seed=seed)
        if seed is not None:
            self._rng = random.Random(seed)
        going_on = seed is None and self.episode == "deal" and self.state is not None and not self.state.is_terminal()
        for _ in range(10000):
            if not going_on:
                self.state = self.game.new_initial_state(self._rng.randrange(2**62))
                self._bot_rng = Rng(self._rng.randrange(2**62))
                self._reported = 0.0  # the first reward includes what setting up the match cost the seat
            st = self.state
            assert st is not None
            self._deal = self._deal_counter()
            self._play_bots()
            if not st.is_terminal() and st.current_player() == self.seat:
                break
            # the seat had no decision in that match (out of it from the start): a new one
            going_on = False
        else:
            raise AssertionError(f"{self.game.game_id}: the seat {self.seat} is never asked to act")
        return self._obs(), self._info()

    def step(self, action: Any) -> tuple[np.ndarray, float, bool, bool, dict[str, Json]]:
        st = self.state
        if st is None:
            raise BadArgument("call reset() first")
        if st.is_terminal() or st.current_player() != self.seat:
            raise BadArgument("the episode is over: call reset()")
        legal = st.legal_actions(self.seat)
        a = int(action)
        illegal = a not in legal
        if illegal:
            if self.illegal == "raise":
                st.apply_action(a)  # refused with the legal ids
            a = self._rng.choice(legal)
        st.apply_action(a)
        self._play_bots()
        if self._deal_over():
            # the deal is over: the bots play on through the deals the seat sits out (out of them), so the
            # episode's reward covers those too and the next episode starts at the seat's next decision
            while not st.is_terminal() and st.current_player() != self.seat:
                self._deal = self._deal_counter()
                self._play_bots()
            self._deal = None  # this episode is over whatever the counter says now
        now = st.returns()[self.seat]
        reward = now - self._reported
        self._reported = now
        terminated = bool(st.match.finished) or (self.episode == "deal" and self._deal is None)
        truncated = bool(st.truncated) and not terminated
        if self.render_mode == "human":
            self.render()
        return self._obs(), float(reward), terminated, truncated, self._info(illegal=illegal, action=a)

    def render(self) -> str | None:
        if self.render_mode is None or self.state is None:
            return None
        from taverna.research.envs.render import render_text

        text = render_text(self.state, self.seat)
        if self.render_mode == "human":
            print(text)
            return None
        return text


def make(game: str = "cucu", **kwargs: Any) -> TavernaEnv:
    """The environment: see :class:`TavernaEnv` for the arguments."""
    return TavernaEnv(game, **kwargs)


def register_envs() -> list[str]:
    """Register ``Taverna/<game>-<rules>-v0`` for every game and rule set (``Taverna/<game>-v0`` for a
    game's default rule set too) with Gymnasium; returns the ids."""
    from gymnasium.envs.registration import register, registry

    from taverna.games import games

    ids: list[str] = []
    for gid, info in games().items():
        for rules in info.rule_sets:
            names = [f"Taverna/{gid}-{rules}-v0"]
            if rules == info.default_rules:
                names.append(f"Taverna/{gid}-v0")
            for env_id in names:
                if env_id not in registry:
                    register(id=env_id, entry_point="taverna.research.envs.gym:TavernaEnv",
                             kwargs={"game": gid, "rules": rules})  # fmt: skip
                ids.append(env_id)
    return ids
