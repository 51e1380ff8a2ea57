"""Cuajo's part of the ``learned`` level (:mod:`taverna.bots.learned`): the features, the action
encoding and the weights (``pagat.npz`` beside this module, written by ``taverna learn cuajo``).

The network makes two decisions: draw from the stock or take the previous discard (``draw``,
``take``), and which card to discard (``discard:<card>``, one output for each of the 28 cards,
:func:`action_key`).  Everything else (winning, "time", laying secrets, purro, silent) is the
rule-of-thumb bot's, and so is a turn that offers any of those beside the discards.  The features are
read from the player's view alone: the hand, the laid secrets, the discard pile and its top card, the
face-up sowee, for each card of the hand how well it fits with the rest and whether discarding it
leaves the hand one card from a win (what the rule-of-thumb bot weighs), the table (stock, who is
purro, the partnership's and the others' laid secrets) and the money.

The training's return (:func:`counter`) is the player's money in cents.
"""

from __future__ import annotations

from typing import Any

from taverna.cards.cuajo import KINDS, card_str, is_king, parse_card
from taverna.core import Action
from taverna.core.errors import BadCard
from taverna.games.cuajo import solver
from taverna.games.cuajo.bot import free_cards, held_cards, usefulness, wins_with

N = len(KINDS)  # 28 cards, four copies of each
ACTIONS = ("draw", "take", *(f"discard:{card_str(c)}" for c in KINDS))
LAYOUT = "cuajo-learned/1"
RULES = ("pagat",)
DEFAULT_RULES = "pagat"  # the view names no rule set: the learned bot plays these weights
SIZE = 7 * N + 2 + 2 + 10


def action_key(action: Action) -> str | None:
    """``draw``, ``take`` or ``discard:<card>`` (a word of :data:`ACTIONS`); None for any other action."""
    if action.word in ("draw", "take") and action.arg is None:
        return action.word
    if action.word == "discard" and action.arg is not None:
        try:
            return f"discard:{card_str(parse_card(action.arg))}"
        except BadCard:
            return None
    return None


def _card(name: Any) -> int | None:
    try:
        return parse_card(name)
    except (BadCard, TypeError):
        return None


def _squash(x: float, scale: float) -> float:
    return x / (abs(x) + scale)


def features(view: dict[str, Any]) -> list[float] | None:
    """The features of a draw/take or discard decision (:data:`SIZE` numbers), or None elsewhere."""
    if view.get("rules", "pagat") not in RULES or view.get("phase") not in ("draw", "play") or not view.get("hand"):
        return None
    me = view.get("viewer")
    players = list(view.get("players") or [])
    mine = next((p for p in players if p.get("name") == me), None)
    if mine is None:
        return None
    partner = mine.get("partner")
    hand = [c for c in (_card(x) for x in view.get("hand") or []) if c is not None]
    free = free_cards(view)
    held = held_cards(view)
    counts = [0.0] * N
    for c in hand:
        counts[c] += 0.25
    laid = [0.0] * N
    for s in view.get("secrets") or []:
        for x in s.get("cards") or []:
            one = _card(x)
            if one is not None:
                laid[one] += 0.25
    pile = [0.0] * N
    discards = [c for c in (_card(x) for x in view.get("discards") or []) if c is not None]
    for c in discards:
        pile[c] = min(pile[c] + 0.25, 1.0)
    top = [0.0] * N
    if discards:
        top[discards[-1]] = 1.0
    face_up = _card(view.get("sowee")) if view.get("sowee") else None
    sowee = [0.0] * N
    if face_up is not None:
        sowee[face_up] = 1.0
    # what the rule-of-thumb bot weighs, for each card of the hand: its fit, and whether discarding it
    # leaves the hand one card from a win
    fit = [0.0] * N
    away = [0.0] * N
    for c in set(free):
        rest = list(free)
        rest.remove(c)
        fit[c] = min(usefulness(c, rest), 12) / 12.0 if not is_king(c) else 1.0
        if view.get("phase") == "play" and c in hand and not is_king(c):
            kept = list(held)
            if c in kept:
                kept.remove(c)
            away[c] = 1.0 if solver.one_away(rest, solver.cannot_come(kept, face_up)) else 0.0
    x = counts + laid + pile + top + sowee + fit + away
    x += [1.0 if view.get("phase") == "draw" else 0.0, 1.0 if view.get("phase") == "play" else 0.0]
    if discards:
        x += [
            1.0 if wins_with(view, free, discards[-1]) else 0.0,
            min(usefulness(discards[-1], free), 12) / 12.0,
        ]
    else:
        x += [0.0, 0.0]
    others = [p for p in players if p.get("name") != me]
    opponents = [p for p in others if p.get("name") != partner]
    mate: dict[str, Any] = next((p for p in others if p.get("name") == partner), {})
    team_money = float(mine.get("money") or 0) + float(mate.get("money") or 0)
    x += [
        _squash(float(view.get("stock") or 0), 30.0),
        1.0 if mine.get("purro") else 0.0,
        1.0 if mate.get("purro") else 0.0,
        sum(1 for p in opponents if p.get("purro")) / 2.0,
        len(view.get("secrets") or []) / 3.0,
        len(mate.get("secrets") or []) / 3.0,
        sum(len(p.get("secrets") or []) for p in opponents) / 4.0,
        _squash(float(mine.get("money") or 0), 300.0),
        _squash(team_money, 300.0),
        float(view.get("deal") or 0) / max(float(view.get("deals") or 1), 1.0),
    ]
    return x


def counter(view: dict[str, Any]) -> float:
    """The viewer's money in cents: what the training's returns are the change of."""
    me = view.get("viewer")
    return next((float(p.get("money") or 0) for p in view.get("players") or [] if p.get("name") == me), 0.0)
