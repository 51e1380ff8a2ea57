"""Every Taverna game registered with OpenSpiel as a python game (``pip install taverna[openspiel]``).

``import taverna.research.envs.openspiel`` registers ``taverna_cucu``, ``taverna_kille`` ... (one per
game that has landed); then ``pyspiel.load_game("taverna_cucu", {"rules": "campli", "players": 4})``.
Parameters: ``players`` (int), ``rules`` (str, "" for the game's default), ``options`` (a JSON object
as a string), ``seed`` (int: the first of the sequence of seeds the game's initial states use) and
``max_moves`` (int, 0 for the game's bound), ``optional`` (``"ask"`` or ``"own-turn"``: see
:mod:`taverna.research.envs.spiel`), ``chance`` (``"sampled"`` or ``"explicit"``: chance nodes for the
cards dealt), ``rewards`` (``"running"`` or ``"terminal"``) and ``names`` (the players' names,
comma-separated; "" for ``player_0`` ...): see docs/research.md.  The game keeps ``options`` and ``names``
with ``%``, commas, parentheses and ``=`` percent-encoded (``options={"chips":3%2C"max-sets":1}``), so that
``pyspiel.load_game(str(game))`` is the same game; either form is accepted.  By default chance is sampled (each ``new_initial_state()`` takes
the next seed); ``state.serialize()`` is the match's ``taverna/1`` record and
``game.deserialize_state(text)`` replays it (OpenSpiel's own serialization of the game's random
generator, which ``random_sim_test(serialize=True)`` asks for, is not offered).

The observer (``make_py_observer``) gives the information-state encoding when asked for perfect
recall, else the observation encoding, of :mod:`taverna.research.envs.spiel`; with no private
information (``PrivateInfoType.NONE``) it encodes the spectator's view instead of the player's.
"""

from __future__ import annotations

import json
import random
from typing import Any

import numpy as np
import pyspiel

from taverna.games import games
from taverna.research.envs.features import information_state_string, observation_string
from taverna.research.envs.spiel import CHANCE, Game, State

Json = Any
STATES_KEPT = 100_000  # explicit chance: the states kept by history (then the store starts again)
UTILITY_BOUND = 1e9  # returns are chips, money or points: OpenSpiel's bounds are only nominal


# OpenSpiel's game string, ``name(key=value,...)``, splits on commas and reads a value with a parenthesis as a
# nested game: a text parameter (the options' JSON, the names) is kept with these characters percent-encoded,
# so that ``pyspiel.load_game(str(game))`` gives the same game.
_ESCAPED = {ch: f"%{ord(ch):02X}" for ch in "%,()="}


def encode_text(text: str) -> str:
    """``text`` with ``%``, ``,``, ``(``, ``)`` and ``=`` percent-encoded (a game string's safe form)."""
    return "".join(_ESCAPED.get(ch, ch) for ch in text)


def decode_text(text: str) -> str:
    """The inverse of :func:`encode_text` (a text without escapes is returned as it is)."""
    for ch, code in _ESCAPED.items():
        if ch != "%":
            text = text.replace(code, ch).replace(code.lower(), ch)
    return text.replace(_ESCAPED["%"], "%").replace(_ESCAPED["%"].lower(), "%")


def _options_json(raw: Any) -> dict[str, Json]:
    """The ``options`` parameter: a JSON object, as given or in a game string's safe form."""
    if isinstance(raw, dict):
        return raw
    text = str(raw or "").strip() or "{}"
    try:
        value = json.loads(text)
    except json.JSONDecodeError:
        try:
            value = json.loads(decode_text(text))
        except json.JSONDecodeError as exc:
            raise ValueError(f"the parameter options must be a JSON object (its %, commas, parentheses and = may be "
                             f"percent-encoded), got {text[:80]!r}: {exc.msg}") from None  # fmt: skip
    if not isinstance(value, dict):
        raise ValueError(f"the parameter options must be a JSON object, got {text[:80]!r}")
    return value


def _names(raw: Any) -> list[str] | None:
    """The ``names`` parameter: comma-separated, as given or in a game string's safe form (``Ada%2CBruno``)."""
    return [x for x in decode_text(str(raw or "")).split(",") if x] or None


def _canonical(p: dict[str, Json]) -> dict[str, Json]:
    """The parameters as the game keeps them: its text parameters in a game string's safe form."""
    options = _options_json(p["options"])
    names = _names(p["names"])
    return {**p, "options": encode_text(json.dumps(options, sort_keys=True, separators=(",", ":"))),
            "names": encode_text(",".join(names)) if names else ""}  # fmt: skip


def _params(game_id: str) -> dict[str, Json]:
    info = games()[game_id]
    default_players = max(info.min_players, min(4, info.max_players))
    return {
        "players": default_players,
        "rules": info.default_rules or "",
        "options": "{}",
        "seed": 0,
        "max_moves": 0,
        "optional": "ask",
        "chance": "sampled",
        "rewards": "running",
        "names": "",
    }


def _game_type(game_id: str, zero_sum: bool = True, explicit: bool = False, terminal: bool = False) -> Any:
    """The registered type is zero-sum; a configuration whose returns are not (Cucù's Cambio and BGA,
    whose box may keep chips at the end) gets a general-sum type of its own, and so do explicit
    chance (``chance="explicit"``) and terminal rewards (``rewards="terminal"``)."""
    info = games()[game_id]
    mode = pyspiel.GameType.ChanceMode
    model = pyspiel.GameType.RewardModel
    return pyspiel.GameType(
        short_name=f"taverna_{game_id}",
        long_name=f"Taverna {info.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=mode.EXPLICIT_STOCHASTIC if explicit else mode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM if zero_sum else pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=model.TERMINAL if terminal else model.REWARDS,
        max_num_players=info.max_players,
        min_num_players=info.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=_params(game_id),
    )


class TavernaGame(pyspiel.Game):  # type: ignore[misc]
    game_id = ""

    def __init__(self, params: dict[str, Json] | None = None) -> None:
        p = _canonical({**_params(self.game_id), **(params or {})})
        self.taverna = Game(
            self.game_id,
            rules=p["rules"] or None,
            players=int(p["players"]),
            options=_options_json(p["options"]),
            seed=int(p["seed"]),
            max_moves=int(p["max_moves"]) or None,
            optional=p["optional"],
            chance=p["chance"],
            rewards=p["rewards"],
            names=_names(p["names"]),
        )
        g = self.taverna
        info = pyspiel.GameInfo(
            num_distinct_actions=g.num_distinct_actions(),
            max_chance_outcomes=g.max_chance_outcomes(),
            num_players=g.num_players(),
            min_utility=-UTILITY_BOUND,
            max_utility=UTILITY_BOUND,
            utility_sum=0.0 if g.zero_sum else None,
            max_game_length=g.max_game_length(),
        )
        explicit, terminal = g.chance == "explicit", g.terminal_rewards
        super().__init__(_game_type(self.game_id, g.zero_sum, explicit, terminal), info, p)

    def __reduce__(self) -> tuple[Any, tuple[str, dict[str, Json]]]:
        """Pickled as its name and parameters (OpenSpiel's ``serialize_game_and_state`` pickles it)."""
        return pyspiel.load_game, (f"taverna_{self.game_id}", dict(self.get_parameters()))

    def new_initial_state(self) -> TavernaState:
        if self.taverna.chance == "explicit":  # always the same: built once (states are never changed)
            cache = self.taverna.__dict__.setdefault("_states", {})
            if () not in cache:
                cache[()] = self.taverna.new_initial_state()
            return TavernaState(self, cache[()])
        return TavernaState(self, self.taverna.new_initial_state())

    def deserialize_state(self, text: str) -> TavernaState:
        """The state ``state.serialize()`` wrote (its ``taverna/1`` record): the match is set up as
        the record says (seed and shuffles), then its actions are applied one by one, so OpenSpiel's
        history is complete too.  With explicit chance, the history's action ids, one a line."""
        if self.taverna.chance == "explicit":
            state = self.new_initial_state()
            for line in text.split():
                state.apply_action(int(line))
            return state
        final = self.taverna.deserialize_state(text)
        rec = json.loads(text)
        start = self.taverna.deserialize_state(json.dumps({**rec, "actions": [], "waits": []}))
        state = TavernaState(self, start)
        for action in final.history():
            state.apply_action(action)
        return state

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> TavernaObserver:
        return TavernaObserver(self.taverna, iig_obs_type, params)


class TavernaState(pyspiel.State):  # type: ignore[misc]
    def __init__(self, game: TavernaGame, state: State, key: tuple[int, ...] = ()) -> None:
        super().__init__(game)
        self.taverna = state
        # explicit chance: the history so far; the states reached are kept by history (a tree
        # walk such as CFR's then builds each match once) and never changed, so copies share them
        self._key = key

    def __deepcopy__(self, memo: dict[int, Any]) -> TavernaState:
        if self.taverna.explicit:
            return TavernaState(self.get_game(), self.taverna, self._key)
        return TavernaState(self.get_game(), self.taverna.clone())

    def __reduce__(self) -> tuple[Any, tuple[Any, str]]:
        """Pickled as its game and :meth:`serialize` (replayed by ``deserialize_state``)."""
        return _restore_state, (self.get_game(), self.serialize())

    def resample_from_infostate(self, player_id: int, probability_sampler: Any = None) -> TavernaState:
        """A state consistent with what ``player_id`` has seen (OpenSpiel's ISMCTS asks for it); the
        sampler (a callable giving numbers in [0, 1)) seeds the determinization."""
        seed = int(probability_sampler() * 2**53) if probability_sampler is not None else None
        rng = random.Random(seed)
        return TavernaState(self.get_game(), self.taverna.resample_from_infostate(player_id, rng))

    def serialize(self) -> str:
        """The match's ``taverna/1`` record (see :meth:`taverna.research.envs.spiel.State.serialize`);
        with explicit chance, the history (chance outcomes included), one action id a line."""
        return self.taverna.serialize()

    def current_player(self) -> int:
        p = self.taverna.current_player()
        if p == CHANCE:
            return int(pyspiel.PlayerId.CHANCE)
        return int(pyspiel.PlayerId.TERMINAL) if p < 0 else p

    def _legal_actions(self, player: int) -> list[int]:
        return self.taverna.legal_actions(player)

    def _apply_action(self, action: int) -> None:
        if not self.taverna.explicit:
            self.taverna.apply_action(action)
            return
        key = (*self._key, int(action))
        cache = self.taverna.game.__dict__.setdefault("_states", {})
        nxt = cache.get(key)
        if nxt is None:
            nxt = self.taverna.clone()
            nxt.apply_action(action)
            if len(cache) >= STATES_KEPT:
                cache.clear()
            cache[key] = nxt
        self.taverna, self._key = nxt, key

    def _action_to_string(self, player: int, action: int) -> str:
        return self.taverna.action_to_string(CHANCE if player < 0 else player, action)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return self.taverna.chance_outcomes()

    def is_chance_node(self) -> bool:
        return self.taverna.is_chance_node()

    def is_terminal(self) -> bool:
        return self.taverna.is_terminal()

    def returns(self) -> list[float]:
        return self.taverna.returns()

    def rewards(self) -> list[float]:
        return self.taverna.rewards()

    def __str__(self) -> str:
        return str(self.taverna)


def _restore_state(game: TavernaGame, text: str) -> TavernaState:
    return game.deserialize_state(text)


class TavernaObserver:
    """OpenSpiel's PyObserver: ``set_from`` fills ``tensor``; ``string_from`` gives the string."""

    def __init__(self, game: Game, iig_obs_type: Any, params: Any) -> None:
        if params:
            raise ValueError(f"the Taverna observer takes no parameters, got {params!r}")
        self.game = game
        self.perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        self.public_only = bool(iig_obs_type is not None and iig_obs_type.private_info == pyspiel.PrivateInfoType.NONE)
        size = game.encoder.info_size if self.perfect_recall else game.encoder.obs_size
        self.tensor = np.zeros(size, np.float32)
        self.dict = {"information_state" if self.perfect_recall else "observation": self.tensor}

    def _view(self, state: Any, player: int) -> tuple[dict[str, Json], str]:
        st: State = state.taverna
        name = self.game.names[player]
        m = st.match
        viewer = None if self.public_only else name
        view = m.view(viewer) if self.perfect_recall else m.view(viewer, since=len(m.log))
        return self.game.abstract(view), name

    def set_from(self, state: Any, player: int) -> None:
        view, name = self._view(state, player)
        enc = self.game.encoder
        self.tensor[:] = enc.information_state(view, name) if self.perfect_recall else enc.observation(view, name)

    def string_from(self, state: Any, player: int) -> str:
        st: State = state.taverna
        memo = st.__dict__.setdefault("_strings", {}) if st.explicit else {}
        key = (player, self.perfect_recall, self.public_only)
        if key not in memo:
            view, _ = self._view(state, player)
            memo[key] = information_state_string(view) if self.perfect_recall else observation_string(view)
        return str(memo[key])


_GAME_TYPES: dict[str, Any] = {}
GAME_CLASSES: dict[str, type[TavernaGame]] = {}


def register_all() -> list[str]:
    """Register every game (once); the OpenSpiel short names."""
    for game_id in games():
        if game_id in GAME_CLASSES:
            continue
        _GAME_TYPES[game_id] = _game_type(game_id)
        cls = type(f"Taverna{game_id.title()}Game", (TavernaGame,), {"game_id": game_id})
        GAME_CLASSES[game_id] = cls
        cls.__module__ = __name__
        globals()[cls.__name__] = cls  # found by name: pickle (serialize_game_and_state) needs it
        pyspiel.register_game(_GAME_TYPES[game_id], cls)
    return [f"taverna_{g}" for g in GAME_CLASSES]


register_all()
