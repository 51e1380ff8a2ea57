"""Hypp: the Korean rulebook's gamble against the dealer."""

from taverna.games import GameInfo, RuleSet, register
from taverna.games.hypp.engine import PRESETS, HyppMatch, HyppOptions

INFO = register(
    GameInfo(
        id="hypp",
        title="Hypp",
        description="Bet blind on the bottom card of your packet against the dealer's; ties go to the dealer.",
        match_cls=HyppMatch,
        options_cls=HyppOptions,
        rule_sets={"rulebook": RuleSet("rulebook", "Hypp (the rulebook)", "seeds/001", PRESETS["rulebook"])},
        min_players=2,
        max_players=8,
        usual_players=4,
        default_rules="rulebook",
    )
)

__all__ = ["INFO", "HyppMatch", "HyppOptions"]
