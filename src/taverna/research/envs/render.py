"""A readable text table of a research state, as one player sees it (the environments' ``ansi`` render).

Everything comes from ``Match.view(viewer)`` (the spectator's view when ``viewer`` is None), put in
words by the game's ``text`` part (found through the registry: ``situation`` and ``describe_event``,
as the terminal play does), so a render shows nothing that player may not see.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

from taverna.games import get_game
from taverna.research.envs.spiel import State

Json = Any
EVENTS = 6  # the last events a render tells in words


def _text_module(game: str) -> ModuleType | None:
    return get_game(game).part("text")


def _cell(x: Json) -> str:
    if isinstance(x, bool):
        return "yes" if x else "-"
    if isinstance(x, (int, float, str)):
        return str(x)
    return ""


def counters_table(view: dict[str, Json]) -> list[str]:
    """The public counters of each player (``view["players"]``) as fixed-width rows; the viewer's row
    is marked ``*``, the player to act ``>``."""
    entries = [e for e in view.get("players") or [] if isinstance(e, dict) and isinstance(e.get("name"), str)]
    keys: list[str] = []
    for e in entries:
        keys += [k for k, v in e.items() if k != "name" and k not in keys and isinstance(v, (bool, int, float, str))]
    to_act = set(view.get("to_act") or [])
    rows = [["player", *keys]]
    for e in entries:
        mark = ("*" if e["name"] == view.get("viewer") else " ") + (">" if e["name"] in to_act else " ")
        rows.append([f"{mark}{e['name']}", *[_cell(e.get(k)) for k in keys]])
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return ["  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in rows]


def render_text(state: State, viewer: int | None, events: int = EVENTS, lang: str = "en") -> str:
    """The table as ``viewer`` (a player's index; None: a spectator) sees it: the game and the players
    to act, each player's public counters, the game's own words for the viewer's situation (their hand
    or card, the table), and the last ``events`` events the viewer saw, in words."""
    match = state.match
    name = state.game.names[viewer] if viewer is not None else None
    view = match.view(name)
    text = _text_module(match.game)
    rules = match.rules
    to_act = ", ".join(view.get("to_act") or []) or "nobody"
    head = f"{match.game}{f' ({rules})' if rules else ''} | move {state.move_number()} | to act: {to_act}"
    if state.is_terminal():
        head += " | over"
    lines = [head, f"seen by: {name or 'a spectator'}", *counters_table(view)]
    if text is not None and hasattr(text, "situation"):
        try:
            lines += ["", str(text.situation({**view, "log": []}, lang))]
        except (KeyError, TypeError, ValueError):
            pass  # a situation the text module does not describe: the counters above stand
    told: list[str] = []
    for ev in view.get("log") or []:
        if text is None:
            line = f"{ev.get('kind')}: " + ", ".join(f"{k}={v}" for k, v in ev.items() if k not in ("kind", "to"))
        else:
            line = text.describe_event(ev, lang, rules)
        if line:
            told.append(str(line))
    if told:
        lines += ["", "last events:", *[f"  {t}" for t in told[-events:]]]
    return "\n".join(lines)
