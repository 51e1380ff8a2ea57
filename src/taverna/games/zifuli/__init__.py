"""Zifuli: the Korean rulebook's five-player game of the Boss and the secret Partner."""

from taverna.games import GameInfo, RuleSet, register
from taverna.games.zifuli.engine import ZifuliMatch
from taverna.games.zifuli.options import PRESETS, ZifuliOptions

INFO = register(
    GameInfo(
        id="zifuli",
        title="Zifuli",
        description="Bid by revealing ever weaker cards; the Boss plays with the secret holder of the twin of "
        "the last bid card against the other three, for chips.",
        match_cls=ZifuliMatch,
        options_cls=ZifuliOptions,
        rule_sets={"rulebook": RuleSet("rulebook", "Zifuli (the rulebook)", "seeds/001", PRESETS["rulebook"])},
        min_players=5,
        max_players=5,
        default_rules="rulebook",
    )
)

__all__ = ["INFO", "ZifuliMatch", "ZifuliOptions"]
