"""Cucù (Cuckoo): the one-card exchange survival game, its rule sets, its two-player ancestor Le Her and
its French-pack relatives Ranter-Go-Round and Coucou on one engine."""

from taverna.games import GameInfo, RuleSet, register
from taverna.games.cucu import (
    messages_gnav,  # noqa: F401 (adds Gnav's engine phrases)
    messages_slabberjan,  # noqa: F401 (Slabberjan's events in words)
)
from taverna.games.cucu.engine import PLAYER_LIMITS, CucuMatch
from taverna.games.cucu.options import COUNTER_WORDS, PRESETS, CucuOptions, option_applies

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
    "ranter": RuleSet(
        "ranter",
        "Ranter-Go-Round (Chase the Ace, Cuckoo) with the French pack: lives, the King refuses",
        "Wikipedia 'Ranter-Go-Round'; Cassell's Book of In-door Amusements (1881)",
        PRESETS["ranter"],
    ),
    "coucou": RuleSet(
        "coucou",
        "Coucou (As qui court), France: 32 or 52 cards, the dealer's three cards and the talon",
        "Wikipedia 'Coucou'; jeuxdecartes1.e-monsite.com 'Le Coucou'",
        PRESETS["coucou"],
    ),
    "gnav": RuleSet(
        "gnav",
        "Gnav (Norway, Denmark): the 42-card pack, five matadors, tokens to the pool",
        "pagat.com 'Gnav'; the Danish rules written down in Copenhagen in 1917 (da.wikipedia 'Gnav')",
        PRESETS["gnav"],
    ),
    "slabberjan": RuleSet(
        "slabberjan",
        "Slabberjan (Zeeland): the 42 wooden pieces, four matadors, the dealer's bag, tokens to the pot",
        "Zeeland 2003 (tijdschriftenbankzeeland.nl: the old rule sheet p. 19, the rules compared pp. 15-16)",
        PRESETS["slabberjan"],
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
        usual_by_rules={"le-her": 2, "coucou": 6, "gnav": 6, "slabberjan": 6},
        players_by_rules=PLAYER_LIMITS,  # (Cambio 2 to 15, Le Her 2, Coucou 5 to 20, Slabberjan 2 to 41)
        rules_required=True,
        default_rules="cambio",
        aliases=("cucù", "cucco", "cuckoo", "cambio"),
        option_applies=option_applies,
        counter_words=COUNTER_WORDS,  # (the family's chips are lives or tokens)
    )
)

__all__ = ["INFO", "CucuMatch", "CucuOptions"]
