"""A rule-of-thumb Krypkille bot: keep a very weak card for the last trick, and keep the means to
beat the table until then (a player who cannot beat must give up their weakest card)."""

from __future__ import annotations

from typing import Any

from taverna.core import Action, Rng
from taverna.games.kille.packs import pack_of_rules


def choose(view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
    parse_card = pack_of_rules(view.get("rules")).parse
    hand = sorted(parse_card(c) for c in view.get("hand") or [])
    plays = sorted(legal, key=lambda a: parse_card(a.arg))
    if len(plays) == 1 or not hand:
        return plays[0]
    if view.get("tricks_left") == 1:
        return plays[0]
    if not view.get("trick"):
        # lead the lowest card that is not our weakest: the weakest is kept for the last trick
        spare = [a for a in plays if parse_card(a.arg) != hand[0]]
        return spare[0] if spare else plays[0]
    # beat the table as cheaply as possible
    return plays[0]
