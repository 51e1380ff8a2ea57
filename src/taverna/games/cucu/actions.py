"""Cucù's action words (``taverna.games.cucu.engine`` re-exports them)."""

from __future__ import annotations

from taverna.core.match import Action

KEEP, EXCHANGE, DECLARE = Action("keep"), Action("exchange"), Action("declare")
INSURE, ACCEPT, REFUSE = Action("insure"), Action("accept"), Action("refuse")
REENTER, DECLINE = Action("reenter"), Action("decline")
OFFER, PROPOSE = Action("offer"), Action("propose")
OPTIONAL = (Action("declare"), Action("propose"))  # actions the match does not wait for
OPTIONAL_WORDS = frozenset(a.word for a in OPTIONAL)  # (``waiting`` holds them only without arguments)
DEFEAT, PASS = Action("defeat"), Action("pass")
