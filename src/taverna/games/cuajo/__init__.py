"""Cuajo: Filipino rummy with the 112-card Spanish-suited pack, four players in two partnerships."""

from taverna.games import GameInfo, RuleSet, register
from taverna.games.cuajo.engine import CuajoMatch
from taverna.games.cuajo.options import PAGAT, CuajoOptions

RULE_SETS = {
    "pagat": RuleSet("pagat", "Cuajo as described on pagat.com (Crisanta Ruisz)", "seeds/003 (pagat)", PAGAT),
}

INFO = register(
    GameInfo(
        id="cuajo",
        title="Cuajo",
        description="Filipino rummy: form all 16 cards into sets, runs, secrets and lone kings; partners share.",
        match_cls=CuajoMatch,
        options_cls=CuajoOptions,
        rule_sets=RULE_SETS,
        min_players=4,
        max_players=4,
        rules_required=False,
        default_rules=None,
        aliases=("kuwaho", "kua-oh"),
    )
)

__all__ = ["INFO", "CuajoMatch", "CuajoOptions"]
