"""Cucù (Cuckoo): the one-card exchange survival game, its rule sets and its two-player ancestor
Le Her on one engine."""

from taverna.games import GameInfo, RuleSet, register
from taverna.games.cucu.engine import CucuMatch
from taverna.games.cucu.options import PRESETS, CucuOptions, option_applies

RULE_SETS = {
    "campli": RuleSet("campli", "Cucù as played at Campli (N. Farina)", "seeds/000 (pagat)", PRESETS["campli"]),
    "lu-stu": RuleSet("lu-stu", "Lu Stù of Montorio al Vomano", "seeds/000 (pagat)", PRESETS["lu-stu"]),
    "cambio": RuleSet("cambio", "Cuckoo (Cambio), the Korean/Japanese rulebook", "seeds/001", PRESETS["cambio"]),
    "bga": RuleSet("bga", "Cucco (cambio) as on Board Game Arena", "seeds/004", PRESETS["bga"]),
    "le-her": RuleSet(
        "le-her",
        "Le Her, the two-player ancestor with the French pack (Montmort, Waldegrave)",
        "Bellhouse & Fillion, Statistical Science 30 (2015)",
        PRESETS["le-her"],
    ),
}

INFO = register(
    GameInfo(
        id="cucu",
        title="Cucù (Cuckoo)",
        description="One card each; exchange it with your neighbour or keep it; the lowest card loses.",
        match_cls=CucuMatch,
        options_cls=CucuOptions,
        rule_sets=RULE_SETS,
        min_players=2,
        max_players=20,
        usual_players=6,
        usual_by_rules={"le-her": 2},
        rules_required=True,
        default_rules="cambio",
        aliases=("cucù", "cucco", "cuckoo", "cambio"),
        option_applies=option_applies,
    )
)

__all__ = ["INFO", "CucuMatch", "CucuOptions"]
