"""The score sheet's *why* of a deal says how it ended: Cuajo's winning hand and what each opponent pays (the
winner's own move, ``win``, whose event says it: ``Match.says_why``), not only the money counted after it."""

from __future__ import annotations

from typing import Any

from taverna.core import Match
from taverna.games import get_game
from taverna.games.guide import SCRIPT_NAMES, guide_for, new_match
from taverna.server.guide import line
from taverna.server.sheet import Sheet


def _why(game: str, rules: str) -> tuple[Match, list[list[str]]]:
    """The guided match of ``game``/``rules`` played along its scripted line, and its sheet's why per deal."""
    guide = guide_for(game, rules)
    assert guide is not None
    names = list(SCRIPT_NAMES[: guide.seats])
    m = new_match(game, guide, names)
    sheet = Sheet()
    for mv in line(game, rules):
        deals, size = len(getattr(m, "deals", [])), len(m.log)
        m.apply(names[mv.seat], mv.action)
        sheet.note(m, size, deals, mv.action.word)
    said: Any = sheet.json(m, lambda: new_match(game, guide, names), get_game(game).part("text"), "en", rules)
    return m, [d["why"] for d in said["deals"]]


def test_cuajos_why_says_who_won_with_what_and_what_each_opponent_pays() -> None:
    m, why = _why("cuajo", "pagat")
    win = next(ev for ev in m.log if ev.kind == "win")
    text = get_game("cuajo").part("text")
    assert text is not None
    said = text.describe_event(win.to_json(), "en", "pagat")
    assert "wins with" in said and "Each opponent pays" in said
    assert said in why[-1], why[-1]
    assert any(w.startswith("Money:") for w in why[-1]), why[-1]


def test_a_moves_own_event_is_still_no_why_where_the_game_says_nothing_of_it() -> None:
    """Coteccio's last card played ends the deal: its own event ("Ada plays the six of coins.") is no why."""
    _, why = _why("coteccio", "trieste")
    assert why and all(" plays " not in w for deal in why for w in deal), why
