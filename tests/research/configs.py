"""The configurations the research tests play: every game that has landed, every Cucù rule set,
with options that keep a match short (the research API plays whole matches)."""

from __future__ import annotations

from typing import Any

from taverna.games import games

SHORT: dict[tuple[str, str | None], dict[str, Any]] = {
    ("cucu", "campli"): {"tokens": 1},
    ("cucu", "lu-stu"): {"tokens": 1},
    ("cucu", "cambio"): {"chips": 3, "max-sets": 1},
    ("cucu", "bga"): {"length": "short", "max-sets": 1},
    ("kille", None): {"rounds": 1},
    ("kille", "duplicate"): {"rounds": 1},
    ("kille", "nordic"): {"rounds": 1},  # the Swedish 42-card Kille pack
    ("hypp", None): {},
    ("coteccio", None): {"lives": 1},
    ("cuajo", None): {"deals": 1, "max-turns": 24},
    ("cucu", "le-her"): {"deals": 6},  # long enough for the tests that play a few moves first
    ("cucu", "ranter"): {"lives": 2},
    ("cucu", "coucou"): {"lives": 2},
    ("cucu", "gnav"): {"lives": 2},
    ("cucu", "slabberjan"): {"lives": 1},
    ("torionfo", None): {"deals": 1},
    ("zifuli", None): {"rounds": 1},
}
PLAYERS = {"cucu": 4, "kille": 3, "hypp": 3, "coteccio": 3, "cuajo": 4, "torionfo": 4, "coch": 4, "zifuli": 5}


def configs() -> list[tuple[str, str | None, int, dict[str, Any]]]:
    """(game, rules, players, options) for every landed game and every rule set; a game landed later
    is played with its defaults (and the generic declaration, unless it registers its own)."""
    out = []
    for gid, info in games().items():
        # every rule set; the default one as None (the game's default)
        rule_sets = [None if r == info.default_rules and gid != "cucu" else r for r in info.rule_sets]
        for rules in rule_sets:
            n = 2 if rules == "le-her" else 5 if rules == "coucou" else PLAYERS.get(gid, max(info.min_players, min(4, info.max_players)))
            out.append((gid, rules, n, SHORT.get((gid, rules), SHORT.get((gid, None), {}))))
    return out


def ids() -> list[str]:
    return [f"{g}-{r}" if r else g for g, r, _, _ in configs()]
