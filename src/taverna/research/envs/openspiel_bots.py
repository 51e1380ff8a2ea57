"""Bots across the OpenSpiel border, both ways (needs ``open_spiel``).

* :class:`TavernaSpielBot`: a Taverna bot (``taverna.bots.get_bot(game, level)``) as a
  ``pyspiel.Bot`` for a registered ``taverna_GAME``: at each decision it is given the player's
  ``view`` and legal actions only, and its action is mapped to the game's action id.  A player
  asked about an optional action (``wait`` in the table) is asked through ``choose_optional``.
* :func:`pettingzoo_policy`: the same as a policy for :mod:`taverna.research.envs.pettingzoo`
  (``policy(env, agent) -> action id``).
* :class:`SpielTavernaBot`: an OpenSpiel bot (ISMCTS by default) as a Taverna bot.  It sees only
  the view: it builds a match consistent with it (:mod:`taverna.games.sampling`, the same
  sampler the search bot uses), wraps it as an OpenSpiel state of the player's names, and asks the
  OpenSpiel bot, which searches over the player's information state (ISMCTS resamples the hidden
  cards itself).  ``get_bot(game, "openspiel-ismcts")`` gives it when ``open_spiel`` is installed
  (so ``taverna arena GAME --bots openspiel-ismcts,search``).  Where the determinizer cannot
  sample a view (it has no sampler for Le Her), the decision is the rule-of-thumb bot's.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pyspiel

from taverna.bots import Bot, get_bot
from taverna.core import Action, Rng
from taverna.core.errors import BadArgument, TavernaError
from taverna.games import sampling
from taverna.research.envs.openspiel import TavernaGame, TavernaState
from taverna.research.envs.spiel import WAIT, State

View = dict[str, Any]
ISMCTS_SIMULATIONS = 40  # per decision (the arena's openspiel-ismcts)


def _action_id(st: State, name: str, action: Action) -> int:
    """The table's id of a Taverna action (a template whose argument the bot left open: any legal
    entry with that word)."""
    try:
        return st.game.action_id(action)
    except BadArgument:
        p = st.game.names.index(name)
        same = [i for i in st.legal_actions(p) if st.game.actions[i].word == action.word]
        if not same:
            raise
        return same[0]


class TavernaSpielBot(pyspiel.Bot):  # type: ignore[misc]
    """A Taverna bot playing one seat of an OpenSpiel ``taverna_GAME`` from that seat's view."""

    def __init__(self, game: Any, player_id: int, level: str = "simple", seed: int = 0) -> None:
        pyspiel.Bot.__init__(self)
        self._player_id = player_id
        self.bot: Bot = get_bot(game.taverna.game_id, level)
        self.rng = Rng(seed)

    def player_id(self) -> int:
        return self._player_id

    def restart_at(self, state: Any) -> None:
        pass

    def provides_policy(self) -> bool:
        return False

    def step(self, state: Any) -> int:
        return choose_id(self.bot, state.taverna, self._player_id, self.rng)


def choose_id(bot: Bot, st: State, player: int, rng: Rng) -> int:
    """``bot``'s decision for ``player`` at ``st`` (a spiel state), as an action id."""
    name = st.game.names[player]
    m = st.match
    view, legal = m.view(name), m.legal_actions(name)
    ids = st.legal_actions(player)
    if st.game.ask and WAIT in [st.game.actions[i] for i in ids]:  # only optional actions now
        chosen = bot.choose_optional(view, legal, rng)
        return st.game.action_id(WAIT) if chosen is None else _action_id(st, name, chosen)
    return _action_id(st, name, bot.choose(view, legal, rng))


def pettingzoo_policy(game: str, level: str = "simple", seed: int = 0) -> Any:
    """A Taverna bot as a policy for :class:`taverna.research.envs.pettingzoo` environments:
    ``policy(env, agent)`` is the action id the bot takes from ``agent``'s view."""
    bot, rng = get_bot(game, level), Rng(seed)

    def policy(env: Any, agent: str) -> int:
        st: State = env.game_state
        return choose_id(bot, st, env.possible_agents.index(agent), rng)

    return policy


class SpielTavernaBot:
    """An OpenSpiel bot (made by ``make(game, player_id)``) playing a Taverna match."""

    def __init__(self, game: str, make: Any = None, name: str = "openspiel-ismcts", simulations: int = 0) -> None:
        self.name = name
        self.game_id = game
        self.make = make
        self.simulations = simulations or ISMCTS_SIMULATIONS
        self._games: dict[tuple[Any, ...], Any] = {}

    def _spiel_game(self, view: View) -> Any:
        players = [p["name"] if isinstance(p, dict) else str(p) for p in view.get("players", [])]
        key = (view.get("rules"), tuple(players), repr(sorted((view.get("options") or {}).items())))
        if key not in self._games:
            import json

            params = {
                "rules": view.get("rules") or "",
                "players": len(players),
                "names": ",".join(players),
                "options": json.dumps(view.get("options") or {}),
                "optional": "own-turn",
                "rewards": "terminal",
            }
            cls = next(c for c in TavernaGame.__subclasses__() if c.game_id == self.game_id)
            self._games[key] = cls(params)
        return self._games[key]

    def _bot(self, game: Any, player: int, rng: Rng) -> Any:
        if self.make is not None:
            return self.make(game, player)
        from open_spiel.python.algorithms import ismcts, mcts

        state = np.random.RandomState(rng.below(2**31))
        evaluator = mcts.RandomRolloutEvaluator(1, state)
        return ismcts.ISMCTSBot(game, evaluator, 2.0, self.simulations, random_state=state)

    def choose(self, view: View, legal: list[Action], rng: Rng) -> Action:
        me = view["viewer"]
        try:
            match = sampling.sample(self.game_id, view, me, rng)
        except TavernaError:  # no sampler for this rule set (Le Her), or it gave up: rule of thumb
            return get_bot(self.game_id, "simple").choose(view, legal, rng)
        rec = match.record()
        built = sampling.build(rec, rec.get("shuffles") or [], rec.get("seed", 0))
        if built is None:  # pragma: no cover - a sample replays
            return legal[0]
        game = self._spiel_game(view)
        st = State(game.taverna, built[0], built[1])
        player = game.taverna.names.index(me)
        if st.current_player() != player:  # pragma: no cover - the sample has the player to act
            return legal[0]
        action = self._bot(game, player, rng).step(TavernaState(game, st))
        chosen: Action = game.taverna.action_of(action)
        return chosen

    def choose_optional(self, view: View, legal: list[Action], rng: Rng) -> Action | None:
        return None  # optional actions are offered at the player's own decisions ("own-turn")


def make_ismcts(game: str) -> SpielTavernaBot:
    return SpielTavernaBot(game)


__all__ = ["SpielTavernaBot", "TavernaSpielBot", "choose_id", "make_ismcts", "pettingzoo_policy"]
