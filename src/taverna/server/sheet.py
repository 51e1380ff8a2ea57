"""A table's score sheet (issue 29, item 8): every finished deal as the engine recorded it (the match's
``deals``, which the record summary lists: the dealer, the losers, every player's counters after it), with the
public lines of the events that ended it (the why: the cards shown, who paid whom, who lost a token) in the
connection's language.  The browser draws it as a table of deals (``static/js/sheet.js``); nothing in it is
decided outside the engine.

Which events ended a deal is noted as the table commits each action (``note``); a table loaded from storage
(a restart, another worker) finds them once by replaying its actions on a fresh match (``_find_ends``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any

from taverna.core import Match

# the events that begin the next deal (or end the match) in the step that ended a deal: the why stops there
NEXT = frozenset({"deal_start", "round_start", "set_start", "game_over", "new_deal"})
MAX_WHY = 12  # lines of why per deal at most (a 20-player reveal is one line)


def deals_of(m: Match | None) -> Sequence[dict[str, Any]] | None:
    deals = getattr(m, "deals", None)
    return deals if isinstance(deals, list) else None


class Sheet:
    """The score sheet of one table's match."""

    def __init__(self) -> None:
        # per finished deal: the log slice of the step that ended it, that step's action word, the deal's number
        self.ends: list[tuple[int, int, str, int | None]] = []
        self.start: dict[str, dict[str, Any]] | None = None  # every player's counters before the first deal
        self.why: dict[str, list[list[str]]] = {}  # per language, per deal
        self.match_id = 0  # the match these are of (a rebuilt or new match: found again)

    def note(self, m: Match, log_before: int, deals_before: int, word: str) -> None:
        """After ``m`` applied an action: the deals that action finished end with its events."""
        deals = deals_of(m)
        if deals is None or id(m) != self.match_id or len(self.ends) != deals_before:
            return  # (not known from the start: found again when asked)
        for _ in range(len(deals) - deals_before):
            self.ends.append((log_before, len(m.log), word, _number(m, log_before)))

    def ended(self, since: int, size: int) -> bool:
        """Whether a deal ended within the log entries ``since`` to ``size`` (a delta that must bring the sheet)."""
        return any(since < end <= size for _, end, _, _ in self.ends)

    def _find_ends(self, m: Match, fresh: Callable[[], Match]) -> None:
        replay = fresh()
        self.match_id = id(m)
        self.start = _counters_of(replay.view(None), m.players)
        self.ends, self.why = [], {}
        for player, action in m.history:
            d0, l0 = len(deals_of(replay) or []), len(replay.log)
            replay.apply(player, action)
            for _ in range(len(deals_of(replay) or []) - d0):
                self.ends.append((l0, len(replay.log), action.word, _number(replay, l0)))

    def json(self, m: Match, fresh: Callable[[], Match], text: ModuleType | None, lang: str, rules: str | None) -> Any:
        """The sheet as sent: ``{"start": {player: counters}, "deals": [{dealer, losers, after, why, ...}]}``,
        or None for a game without deals."""
        deals = deals_of(m)
        if deals is None:
            return None
        if len(self.ends) > len(deals):  # the match was rebuilt shorter
            del self.ends[len(deals) :]
            self.why = {}
        if self.start is None or id(m) != self.match_id or len(self.ends) < len(deals):
            self._find_ends(m, fresh)
        said = self.why.setdefault(lang, [])
        del said[len(self.ends) :]
        for begin, end, word, _ in self.ends[len(said) :]:
            said.append(_why(m, begin, end, word, text, lang, rules))
        rows = []
        for deal, why, (_, _, _, number) in zip(deals, said, self.ends, strict=False):
            row: dict[str, Any] = {"dealer": deal.get("dealer"), "losers": list(deal.get("losers") or []),
                                   "after": _counters_of_after(deal.get("after"), m.players), "why": why}  # fmt: skip
            if number is not None:  # the number the game gave the deal (a Hypp round handed on has none)
                row["n"] = number
            for key in ("set", "round", "void", "annulled"):
                if key in deal:
                    row[key] = deal[key]
            winner = deal.get("winner")  # who won a deal nobody lost (Kille's round), where the engine says
            if isinstance(winner, str) or (isinstance(winner, list) and all(isinstance(w, str) for w in winner)):
                row["winner"] = winner
            rows.append(row)
        # a game whose deals begin with round_start calls them rounds (Kille, Hypp): the sheet says so too
        rounds = any(ev.kind == "round_start" for ev in m.log[:64])
        return {"start": self.start, "deals": rows, "rounds": rounds}


def _number(m: Match, before: int) -> int | None:
    """The number the game gave the deal under way at log entry ``before``: its last ``deal_start`` (``deal``)
    or ``round_start`` (``round``) event's."""
    for ev in reversed(m.log[:before]):
        if ev.kind in ("deal_start", "round_start"):
            n = ev.data.get("deal" if ev.kind == "deal_start" else "round")
            return n if isinstance(n, int) and not isinstance(n, bool) else None
    return None


def _why(m: Match, begin: int, end: int, word: str, text: ModuleType | None, lang: str, rules: str | None) -> list[str]:
    """The public lines of the step that ended a deal, up to the next deal's first event; the move itself
    (its own event, e.g. the last card played) is not a why, unless the game says it is (``Match.says_why``:
    Cuajo's win, with the hand and the payments)."""
    if text is None:
        return []
    out: list[str] = []
    skip_own = word not in type(m).says_why
    for ev in m.log[begin:end]:
        if ev.kind in NEXT:
            break
        if ev.to is not None or (skip_own and ev.kind == word):
            continue
        try:
            line = text.describe_event(ev.to_json(), lang, rules)
        except Exception:  # a text module gap must never stop the table (as in Table.describe)
            line = None
        if line:
            out.append(line)
    return out[:MAX_WHY]


def _numbers(c: Any) -> dict[str, Any]:
    if not isinstance(c, dict):
        return {}
    return {k: v for k, v in c.items() if (isinstance(v, (int, float)) and not isinstance(v, bool)) or k == "out"}


def _counters_of_after(after: Any, players: Sequence[str]) -> dict[str, dict[str, Any]]:
    after = after if isinstance(after, dict) else {}
    return {p: _numbers(after.get(p)) for p in players}


def _counters_of(view: dict[str, Any], players: Sequence[str]) -> dict[str, dict[str, Any]]:
    """Every player's counters in a view (its ``players`` entries), as the deals' ``after`` holds them."""
    entries = {p.get("name"): p for p in view.get("players", []) if isinstance(p, dict)}
    return {p: {k: v for k, v in _numbers(entries.get(p)).items() if k != "out"} for p in players}
