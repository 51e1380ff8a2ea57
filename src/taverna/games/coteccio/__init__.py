"""Coteccio (Trieste): a negative-point trick game with lives, the doctor and capotto."""

from taverna.games import GameInfo, RuleSet, register
from taverna.games.coteccio.engine import CoteccioMatch
from taverna.games.coteccio.options import PRESET, CoteccioOptions

RULE_SETS = {"trieste": RuleSet("trieste", "Coteccio as played in Trieste (IPCS 1989)", "seeds/002 (pagat)", PRESET)}

INFO = register(
    GameInfo(
        id="coteccio",
        title="Coteccio",
        description="Five cards, no trumps: whoever takes most card points loses a life; the last alive takes the pool.",
        match_cls=CoteccioMatch,
        options_cls=CoteccioOptions,
        rule_sets=RULE_SETS,
        min_players=2,
        max_players=7,
        usual_players=4,
        rules_required=False,
        default_rules=None,
        aliases=("cotecchio",),
    )
)

__all__ = ["INFO", "CoteccioMatch", "CoteccioOptions"]
