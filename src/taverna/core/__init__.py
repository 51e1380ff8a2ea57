"""The engine contract: Match, actions, events, views, errors and the seeded generator."""

from taverna.core.errors import (
    BadArgument,
    BadCard,
    BadOption,
    BadRecord,
    IllegalAction,
    NotYourTurn,
    TavernaError,
    UnknownOption,
)
from taverna.core.match import Action, Event, Json, Match, Shuffler, TurnMatch, replay_actions
from taverna.core.rng import Rng

__all__ = [
    "Action",
    "BadArgument",
    "BadCard",
    "BadOption",
    "BadRecord",
    "Event",
    "IllegalAction",
    "Json",
    "Match",
    "NotYourTurn",
    "Rng",
    "Shuffler",
    "TavernaError",
    "TurnMatch",
    "UnknownOption",
    "replay_actions",
]
