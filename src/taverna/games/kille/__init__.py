"""Krypkille (Kille), with the Duplicate expansion: the Korean rulebook's seventh section; ``nordic`` plays it
with the Swedish 42-card Kille pack the rulebook recommends."""

from taverna.games import GameInfo, RuleSet, register
from taverna.games.kille.engine import KilleMatch
from taverna.games.kille.options import PRESETS, KilleOptions

INFO = register(
    GameInfo(
        id="kille",
        title="Krypkille",
        description="Beat every card on the table or play your weakest; the weakest card takes the last trick.",
        match_cls=KilleMatch,
        options_cls=KilleOptions,
        rule_sets={
            "standard": RuleSet("standard", "Krypkille (the rulebook)", "seeds/001", PRESETS["standard"]),
            "duplicate": RuleSet("duplicate", "Krypkille with Duplicate", "seeds/001", PRESETS["duplicate"]),
            "nordic": RuleSet(
                "nordic", "Krypkille with the Swedish 42-card Kille pack", "seeds/001", PRESETS["nordic"]
            ),
        },
        min_players=3,
        max_players=20,
        usual_players=4,
        default_rules="standard",
        aliases=("krypkille",),
    )
)

__all__ = ["INFO", "KilleMatch", "KilleOptions"]
