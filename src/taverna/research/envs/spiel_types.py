"""The words of Taverna's OpenSpiel-shaped API shared by :mod:`taverna.research.envs.spiel` (``Game``) and
:mod:`taverna.research.envs.spiel_state` (``State``): OpenSpiel's special players, ``GameType``, the ``wait``
answer and the configurations whose chance outcomes are ranks."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from taverna.core.match import Action

if TYPE_CHECKING:
    from taverna.research.envs.spiel import Game
    from taverna.research.envs.spiel_state import State

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


def same_card(name: str) -> str:
    return name


def restore_state(game: Game, text: str) -> State:
    return game.deserialize_state(text)


PLAIN_ARGS = (str, int)
WAIT = Action("wait")  # "not now": a player asked about an optional action lets the match go on
