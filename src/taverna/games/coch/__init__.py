"""Coch: the Korean rulebook's four-player partnership trick game from Bergamo."""

from taverna.games import GameInfo, RuleSet, register
from taverna.games.coch.engine import CochMatch
from taverna.games.coch.options import PRESETS, CochOptions

INFO = register(
    GameInfo(
        id="coch",
        title="Coch",
        description="Two against two: follow the kind (number or picture), win the tricks with points; the Lion is "
        "the strongest picture.",
        match_cls=CochMatch,
        options_cls=CochOptions,
        rule_sets={"rulebook": RuleSet("rulebook", "Coch (the rulebook)", "seeds/001", PRESETS["rulebook"])},
        min_players=4,
        max_players=4,
        default_rules="rulebook",
    )
)

__all__ = ["INFO", "CochMatch", "CochOptions"]
