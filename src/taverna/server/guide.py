"""Guided first matches at the server's tables (learn to play; each game's ``guide`` part, games/guide.py).

A guided table is a real table whose stored options carry the guide's mark (``GUIDE_OPTION``): its match
is the guide's scripted deal (:func:`guided_match`), and every seat's bot plays the scripted line
(:class:`ScriptedBot`) for as long as the match follows it; where the learner leaves the line, the bots
play on by their rule of thumb.  Nothing here names a game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from taverna.bots import Bot, get_bot
from taverna.core import Action, Match, Rng
from taverna.games.guide import GUIDE_OPTION, Guide, Move, guide_for, new_match, script, text_of

__all__ = ["GUIDE_OPTION", "ScriptedBot", "guide_json", "guided", "guided_match", "line", "scripted_bot"]


def guided(options: Mapping[str, Any]) -> bool:
    return bool(options.get(GUIDE_OPTION))


def the_guide(game: str, rules: str | None) -> Guide:
    guide = guide_for(game, rules)
    if guide is None:
        raise ValueError(f"{game} has no guided first match for the rule set {rules!r}")
    return guide


@lru_cache(maxsize=64)
def line(game: str, rules: str) -> tuple[Move, ...]:
    """The guide's scripted line, played by the game's rule-of-thumb bots (it never changes: cached)."""
    guide = the_guide(game, rules)
    return tuple(script(game, guide, {i: get_bot(game, "simple") for i in range(guide.seats)}))


def guided_match(game: str, rules: str | None, players: Sequence[str], rng: str | None) -> Match:
    return new_match(game, the_guide(game, rules), players, rng)


class ScriptedBot:
    """A seat's bot at a guided table: the scripted line's move where the match is where the line has it
    (the log's size and the seat), else the rule of thumb."""

    def __init__(self, game: str, rules: str, seat: int) -> None:
        self.name = f"guide-{game}"
        self.seat = seat
        self.moves = {(mv.at, mv.seat): mv.action for mv in line(game, rules)}
        self.fallback: Bot = get_bot(game, "simple")

    def _scripted(self, view: Any, legal: list[Action]) -> Action | None:
        at = view.get("log_size") if isinstance(view, dict) else None
        action = self.moves.get((at, self.seat)) if isinstance(at, int) else None
        # (a word whose number the player types, such as a bet, is legal as the word alone: the engine checks it)
        return action if action is not None and action.word in {a.word for a in legal} else None

    def choose(self, view: Any, legal: list[Action], rng: Rng) -> Action:
        return self._scripted(view, legal) or self.fallback.choose(view, legal, rng)

    def choose_optional(self, view: Any, legal: list[Action], rng: Rng) -> Action | None:
        return self._scripted(view, legal)


def scripted_bot(game: str, rules: str | None, seat: int) -> Bot:
    return ScriptedBot(game, the_guide(game, rules).rules, seat)


def guide_json(game: str, rules: str, lang: str) -> dict[str, Any]:
    """What the browser's coach needs: the learner's seat, the intro, each of the learner's moves in the line
    (the log's size before it, the action, where to point, what to say), the why of each event kind, the end."""
    guide = the_guide(game, rules)

    def say(key: str) -> str:
        return text_of(game, key, lang)

    moves = []
    for mv in line(game, rules):
        if mv.seat != guide.learner:
            continue
        entry: dict[str, Any] = {
            "at": mv.at,
            "action": [mv.action.word] + ([mv.action.arg] if mv.action.arg is not None else []),
        }
        tip = guide.tips.get(mv.action.word) or guide.tips.get("*")
        if tip:
            entry["text"] = say(tip)
        point = guide.points.get(str(mv.at))
        if point:
            entry["point"] = point
        moves.append(entry)
    return {
        "game": game,
        "rules": rules,
        "learner": guide.learner,
        "intro": [{"point": point, "text": say(key)} for point, key in guide.intro],
        "moves": moves,
        "why": {kind: say(key) for kind, key in guide.why.items()},
        "outro": say(guide.outro),
    }
