"""How long a match lasts (issue 29, item 11): the expected deals, decisions and minutes of each game and rule
set, and the progress of a match being played.

The figures are measured, not guessed: ``benchmarks/match_length.py`` plays bot matches of every game and rule
set (at several seat counts, and with each option that changes the length set to several values) and writes
``lengths.json`` next to this module, which the package ships.  A match's minutes are its decisions times the
seconds a person takes over one decision: measured from the actions people played on a server (the stored
actions' times, ``--db``) when the script is given one, else the default written in the data file
(:data:`DEFAULT_SECONDS`), which the data says it used.

:func:`estimate` reads the data for a table's options and seat count: the measured figures at the nearest seat
counts (interpolated linearly between them), scaled by the measured effect of each length option whose value
differs from the default (interpolated between the measured values; an option value measured exactly is used
as it is; a count beyond the last measured one is extrapolated from the last two).  Options are taken as
independent: their effects multiply.  :func:`progress` reads a match: the deal being played, and where the
rules fix it, of how many; Cambio's set and its limit, Zifuli's round, the players still in.
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources
from typing import Any

DATA_FILE = "lengths.json"
DEFAULT_SECONDS = 6.0  # a person's seconds per decision when no server's actions were measured


@lru_cache(maxsize=1)
def data() -> dict[str, Any]:
    """The shipped measurements (an empty table if the file is missing)."""
    res = resources.files("taverna.games").joinpath(DATA_FILE)
    if not res.is_file():
        return {"games": {}, "seconds_per_decision": DEFAULT_SECONDS}
    loaded: dict[str, Any] = json.loads(res.read_text(encoding="utf-8"))
    return loaded


def _entry(game: str, rules: str | None) -> dict[str, Any] | None:
    by_rules = data().get("games", {}).get(game)
    if not by_rules:
        return None
    if rules is None:
        rules = next(iter(by_rules))
    entry: dict[str, Any] | None = by_rules.get(rules)  # (a rule set not measured yet: none)
    return entry


def length_options(game: str, rules: str | None) -> list[str]:
    """The options of ``rules`` that change how long a match lasts (measured: the data lists them)."""
    entry = _entry(game, rules)
    return list(entry.get("options", {})) if entry else []


def _interp(points: list[tuple[float, float]], x: float) -> float:
    """``points`` (x, y) sorted by x: y at ``x``, linear between them, extrapolated from the two at an end."""
    if len(points) == 1:
        return points[0][1]
    i = 1
    while i < len(points) - 1 and x > points[i][0]:
        i += 1
    (x0, y0), (x1, y1) = points[i - 1], points[i]
    return y0 + (y1 - y0) * (x - x0) / (x1 - x0)


def _figures(table: dict[str, dict[str, float]], value: Any) -> tuple[float, float] | None:
    """Deals and decisions at ``value`` from ``{value as JSON: {"deals", "decisions"}}``: measured, else
    interpolated between the measured numbers (0, which means "no limit" or "as usual", only when measured)."""
    key = json.dumps(value)
    if key in table:
        return table[key]["deals"], table[key]["decisions"]
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    nums = sorted((float(k), v) for k, v in table.items() if _number(k) and float(k) > 0)
    if not nums or value <= 0:
        return None
    deals = _interp([(x, v["deals"]) for x, v in nums], float(value))
    decisions = _interp([(x, v["decisions"]) for x, v in nums], float(value))
    return max(deals, 1.0), max(decisions, 1.0)


def _number(text: str) -> bool:
    try:
        v = json.loads(text)
    except ValueError:
        return False
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def estimate(game: str, rules: str | None, options: dict[str, Any] | None, seats: int) -> dict[str, Any] | None:
    """The expected length of a match of ``game``/``rules`` with ``options`` (the changed ones) and ``seats``
    players: ``deals``, ``decisions`` (every seat's, the moves with a choice) and ``minutes`` (decisions times
    a person's seconds per decision), and ``fixed``: the deals the options fix exactly (else None)."""
    entry = _entry(game, rules)
    if entry is None or not entry.get("seats"):
        return None
    by_seats = sorted((int(n), v) for n, v in entry["seats"].items())
    deals = _interp([(n, v["deals"]) for n, v in by_seats], seats)
    decisions = _interp([(n, v["decisions"]) for n, v in by_seats], seats)
    measured = entry.get("options", {})
    for name, value in (options or {}).items():
        table = measured.get(name)
        if not table or json.dumps(value) == json.dumps(table.get("default")):
            continue
        base = _figures(table["values"], table["default"])
        there = _figures(table["values"], value)
        if base is None or there is None:
            continue
        deals *= there[0] / base[0]
        decisions *= there[1] / base[1]
    fixed = entry.get("fixed")  # the option that fixes the number of deals, where one does
    exact = None
    if fixed:
        exact = (options or {}).get(fixed, entry.get("fixed_default"))
        if isinstance(exact, int) and not isinstance(exact, bool) and exact > 0:
            deals = float(exact)
        else:
            exact = None
    seconds = float(data().get("seconds_per_decision", DEFAULT_SECONDS))
    return {
        "deals": round(deals, 1), "decisions": round(decisions), "minutes": round(decisions * seconds / 60, 1),
        "fixed": exact, "seconds": seconds,
    }  # fmt: skip


def rule_set_lengths(game: str, rules: str, seats: int) -> dict[str, Any] | None:
    """What the lobby shows of a rule set before its options are chosen: the estimate at ``seats`` with the
    defaults, and the options that change the length."""
    est = estimate(game, rules, {}, seats)
    if est is None:
        return None
    return {**est, "options": length_options(game, rules)}


def progress(match: Any) -> dict[str, Any]:
    """Where a match stands: ``deal`` (the one being played, counted from 1; the last one once it is over),
    ``deals`` where its rules fix how many, ``set``/``sets`` (Cambio, BGA: the limit where there is one),
    ``round``/``rounds`` (Zifuli, Kille), ``alive``/``players`` (the players not yet out)."""
    view = match.view(None, since=len(match.log))  # (the counters and the deal, not the log)
    played = getattr(match, "deals", None)
    done = len(played) if isinstance(played, list) else max(0, int(view.get("deal", 1)) - 1)
    out: dict[str, Any] = {"deal": done if match.finished else done + 1}
    opts = getattr(match, "opts", None)
    fixed = view.get("deals")
    if isinstance(fixed, int) and not isinstance(fixed, bool) and fixed > 0:
        out["deals"] = fixed
    if isinstance(view.get("set"), int):
        out["set"] = view["set"]
        sets = getattr(opts, "max_sets", 0)
        if isinstance(sets, int) and sets > 0:
            out["sets"] = sets
    if isinstance(view.get("rounds"), int) and isinstance(view.get("round"), int):
        out["round"] = view["round"]
        if view["rounds"] > 0:
            out["rounds"] = view["rounds"]
    players = view.get("players")
    if isinstance(players, list) and players and all(isinstance(p, dict) for p in players):
        out["players"] = len(players)
        out["alive"] = sum(1 for p in players if not p.get("out"))
    return out
