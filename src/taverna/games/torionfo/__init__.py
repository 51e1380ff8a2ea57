"""Torionfo: the Korean rulebook's trick-taking game for two partnerships (or two players)."""

from taverna.games import GameInfo, RuleSet, register
from taverna.games.torionfo.engine import TorionfoMatch
from taverna.games.torionfo.options import PRESETS, TorionfoOptions

INFO = register(
    GameInfo(
        id="torionfo",
        title="Torionfo",
        description="Partners opposite follow the kind (number or picture); the Torionfo card beats everything; "
        "the card points decide after four deals. For 4 players (two partnerships) or 2.",
        match_cls=TorionfoMatch,
        options_cls=TorionfoOptions,
        rule_sets={"standard": RuleSet("standard", "Torionfo (the rulebook)", "seeds/001", PRESETS["standard"])},
        min_players=2,
        max_players=4,
        usual_players=4,
        default_rules="standard",
    )
)

__all__ = ["INFO", "TorionfoMatch", "TorionfoOptions"]
