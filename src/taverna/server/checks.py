"""What the lobby asks before a table exists: the player counts a rule set allows, and which control of the
lobby form an error of the engine is about (so the page shows it next to that control).

The engine decides both: a count is allowed when ``create_match`` accepts it, and an error is put on the
control whose value alone makes ``create_match`` refuse.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from taverna.core import TavernaError
from taverna.games import GameInfo, create_match
from taverna.games.lengths import rule_set_lengths


def _accepts(game: str, rules: str | None, options: dict[str, Any], n: int) -> bool:
    try:
        create_match(game, rules=rules, options=options, players=[f"Seat {i + 1}" for i in range(n)], seed=0)
    except TavernaError:
        return False
    return True


@lru_cache(maxsize=256)
def seat_counts(game: str, rules: str | None, lo: int, hi: int) -> tuple[int, ...]:
    """The numbers of players from ``lo`` to ``hi`` that ``rules`` (its defaults) accepts."""
    return tuple(n for n in range(lo, hi + 1) if _accepts(game, rules, {}, n))


def seat_range(info: GameInfo, rules: str | None) -> tuple[int, int]:
    """The fewest and the most players a table of ``rules`` may be asked for: the rule set's range and the game's
    together (Slabberjan seats up to 41, more than Cucù's 20; Cambio's double pack, an option, up to 30); the engine
    says which of them its options accept."""
    lo, hi = info.players_for(rules)
    return min(lo, info.min_players), max(hi, info.max_players)


def rule_set_seats(info: GameInfo) -> dict[str, dict[str, Any]]:
    """Per rule set: ``seat_counts`` (with the rule set's defaults), ``usual_players`` (the default seats) and
    ``length`` (``lengths.rule_set_lengths``: the expected deals and minutes, the options that change them)."""
    out: dict[str, dict[str, Any]] = {}
    for name in info.rule_sets:
        counts = list(seat_counts(info.id, name, *seat_range(info, name)))
        usual = info.usual_for(name)
        if counts and usual not in counts:  # the usual count is always one the rule set allows
            usual = min(counts, key=lambda n: (abs(n - usual), n))
        # how long a match lasts at the usual count with the defaults, and the options that change it (measured)
        out[name] = {"seat_counts": counts, "usual_players": usual, "length": rule_set_lengths(info.id, name, usual)}
    return out


def error_field(game: str, rules: str | None, options: dict[str, Any], n: int) -> str | None:
    """The lobby control that an engine refusal of (``rules``, ``options``, ``n`` players) is about:
    ``seats`` when the rule set refuses ``n`` players with its defaults, ``option:<name>`` when that option's
    value alone is refused, None when only the combination is (a general error)."""
    if not _accepts(game, rules, {}, n):
        return "seats"
    for name, value in options.items():
        if not _accepts(game, rules, {name: value}, n):
            return f"option:{name}"
    return None
