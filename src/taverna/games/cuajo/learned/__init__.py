"""Cuajo's part of the ``learned`` level (:mod:`taverna.bots.learned`): the features, the action
encoding and the weights (``pagat.npz`` beside this module, written by ``taverna learn cuajo``).

The network makes two decisions: draw from the stock or take the previous discard, and which card to
discard.  Everything else (winning, "time", laying secrets, purro, silent) is the rule-of-thumb bot's,
and so is a turn that offers any of those beside the draw, the take or the discards.

It scores each legal action by one row of features (:func:`action_features`, DouZero's state-action
network: one output, the estimated return of that action), so that what it learns about one card
serves every card: with one output per card, each of the 28 outputs had to learn the same lesson from
its own few samples.  A row is read from the player's view alone: the action's kind; for a discard, the
hand it leaves (one card from a win or not, and then how many unseen copies would complete it), how
well the card fits with the rest (sets, runs, copies), how many copies of it and of the cards that go
with it are unseen or already discarded, and what the next player (always an opponent: partners sit
opposite) is known to hold or to have thrown away; for a take, whether the card completes a purro
hand, how well it fits and whether some discard after it leaves the hand one card from a win; and the
table (stock, who is purro, laid secrets, money, the deal's place in the match).

The level also weighs a second, smaller model: the danger that a discard completes the purro next player's
hand (:mod:`taverna.games.cuajo.danger`, weights ``danger.npz``, :data:`DANGER_FILE`).

The training's return (:func:`counter`) is the player's money in cents, divided by
:data:`RETURN_SCALE` (a typical payment) so that the network regresses numbers near one.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from taverna.cards.cuajo import ACE, KINDS, card, is_king, parse_card, rank_of, suit_of
from taverna.core import Action
from taverna.core.errors import BadCard
from taverna.games.cuajo import solver
from taverna.games.cuajo.bot import free_cards, held_cards, usefulness, wins_with
from taverna.games.cuajo.danger import LAYOUT as DANGER_LAYOUT
from taverna.games.cuajo.danger import probabilities as danger
from taverna.games.cuajo.expectimax import known_held, unseen

N = len(KINDS)  # 28 cards, four copies of each
ACTIONS = ("value",)  # one output: the estimated return of the action a row describes
LAYOUT = "cuajo-learned/2"
RULES = ("pagat",)
DEFAULT_RULES = "pagat"  # the view names no rule set: the learned bot plays these weights
RETURN_SCALE = 100.0  # cents: the training regresses the money won or lost in units of a dollar
# the danger model (games/cuajo/danger.py; trained by ``taverna learn cuajo --danger``): its weights
# beside this module, read by the level (taverna.bots.learned.load_danger) and given to ``danger(net, view)``
DANGER_FILE = "danger.npz"
KIND_WORDS = ("draw", "take", "discard")
TABLE = 12
ACTION = 17
SIZE = len(KIND_WORDS) + ACTION + TABLE


def _card(name: Any) -> int | None:
    try:
        return parse_card(name)
    except (BadCard, TypeError):
        return None


def _squash(x: float, scale: float) -> float:
    return x / (abs(x) + scale)


def _set_mates(c: int) -> list[int]:
    """The cards of ``c``'s rank in the other three suits."""
    return [card(rank_of(c), s) for s in range(4) if s != suit_of(c)]


def _run_mates(c: int) -> list[int]:
    """The two cards of ``c``'s suit that make a run with it (none for an ace: aces make no runs)."""
    if rank_of(c) == ACE:
        return []
    return list(solver.goes_with(c))


_SETS = [_set_mates(c) for c in range(N)]
_RUNS = [_run_mates(c) for c in range(N)]


def _live(cards: list[int], left: list[int]) -> int:
    """The unseen copies of the cards (not kings) that would make a new combination with ``cards``: a
    set with two of its rank in other suits, a run with its two mates, a secret with three copies (a
    cheap measure of how many draws would help, where the search bot counts the draws that bring the hand
    one card from a win)."""
    n = [0] * N
    for c in cards:
        n[c] += 1
    total = 0
    for x in range(N):
        if not left[x] or is_king(x):
            continue
        if n[x] >= 3 or sum(1 for y in _SETS[x] if n[y]) >= 2 or (_RUNS[x] and all(n[y] for y in _RUNS[x])):
            total += left[x]
    return total


Seat = dict[str, Any]


def _me_and_next(view: dict[str, Any]) -> tuple[Seat | None, Seat, Seat, list[Seat]]:
    me = view.get("viewer")
    players = list(view.get("players") or [])
    i = next((k for k, p in enumerate(players) if p.get("name") == me), None)
    if i is None:
        return None, {}, {}, []
    mine = players[i]
    partner = mine.get("partner")
    mate: Seat = next((p for p in players if p.get("name") == partner), {})
    nxt: Seat = players[(i + 1) % len(players)] if len(players) > 1 else {}
    opponents = [p for p in players if p.get("name") not in (me, partner)]
    return mine, mate, nxt, opponents


def _thrown_by(view: dict[str, Any], player: Any) -> Counter[int]:
    """The cards ``player`` discarded in the current deal (from the public log)."""
    log = list(view.get("log") or [])
    start = max((i for i, e in enumerate(log) if e.get("kind") == "deal_start"), default=0)
    out: Counter[int] = Counter()
    for e in log[start:]:
        if e.get("kind") == "discard" and e.get("player") == player:
            c = _card(e.get("card"))
            if c is not None:
                out[c] += 1
    return out


def _table(view: dict[str, Any], mine: dict[str, Any], mate: dict[str, Any], nxt: dict[str, Any],
           opponents: list[dict[str, Any]], free: list[int], away: bool, outs: int) -> list[float]:  # fmt: skip
    team_money = float(mine.get("money") or 0) + float(mate.get("money") or 0)
    return [
        _squash(float(view.get("stock") or 0), 20.0),
        1.0 if mine.get("purro") else 0.0,
        1.0 if mate.get("purro") else 0.0,
        sum(1 for p in opponents if p.get("purro")) / 2.0,
        1.0 if nxt.get("purro") else 0.0,
        len(view.get("secrets") or []) / 3.0,
        len(mate.get("secrets") or []) / 3.0,
        sum(len(p.get("secrets") or []) for p in opponents) / 4.0,
        _squash(team_money, 300.0),
        float(view.get("deal") or 0) / max(float(view.get("deals") or 1), 1.0),
        1.0 if away else 0.0,  # the hand as it is (before the draw; after it, the 16 cards) one card from a win
        outs / 12.0,
    ]


def _thumb_score(
    c: int, free: list[int], held: list[int], face_up: int | None
) -> tuple[int, bool, list[int], frozenset[int]]:
    """The rule-of-thumb bot's score of discarding ``c`` (it discards the lowest: :mod:`..bot`), whether the
    rest is one card from a win, the rest, and the cards that cannot come to it."""
    rest = list(free)
    rest.remove(c)
    kept = list(held)
    if c in kept:
        kept.remove(c)
    unavailable = solver.cannot_come(kept, face_up)
    away = solver.one_away(rest, unavailable)
    return usefulness(c, rest) - (1000 if away else 0), away, rest, unavailable


def _discard_row(c: int, free: list[int], held: list[int], face_up: int | None, left: list[int],
                 pile: Counter[int], near: Counter[int], thrown: Counter[int], best: int) -> list[float]:  # fmt: skip
    score, away, rest, unavailable = _thumb_score(c, free, held, face_up)
    outs = sum(left[w] for w in solver.waits(rest, unavailable)) if away else 0
    sets, runs = _set_mates(c), _run_mates(c)
    return [
        1.0 if away else 0.0,
        outs / 12.0,
        min(usefulness(c, rest), 12) / 12.0 if not is_king(c) else 1.0,
        len({x for x in rest if x in sets}) / 3.0,
        sum(1 for x in runs if x in rest) / 2.0,
        rest.count(c) / 3.0,
        left[c] / 4.0,
        sum(left[x] for x in sets) / 12.0,
        sum(left[x] for x in runs) / 8.0,
        pile[c] / 4.0,
        1.0 if face_up is not None and c == face_up else 0.0,
        min(near[c] + sum(near[x] for x in sets) + sum(near[x] for x in runs), 3) / 3.0,  # the next player holds
        min(thrown[c] + sum(thrown[x] for x in sets) + sum(thrown[x] for x in runs), 3) / 3.0,  # ... threw away
        1.0 if is_king(c) else 0.0,
        1.0 if rank_of(c) == ACE else 0.0,
        _live(rest, left) / 20.0,
        1.0 if score == best else 0.0,  # the rule-of-thumb bot's choice (one of them, where several tie)
    ]


def _take_row(view: dict[str, Any], free: list[int], held: list[int], face_up: int | None, top: int,
              left: list[int]) -> list[float]:  # fmt: skip
    after = free + [top]
    unavailable = solver.cannot_come(held + [top], face_up)
    reaches = any(
        solver.one_away([x for j, x in enumerate(after) if j != after.index(c)], unavailable)
        for c in set(after)
        if not is_king(c)
    )
    sets, runs = _set_mates(top), _run_mates(top)
    return [
        1.0 if reaches else 0.0,
        1.0 if wins_with(view, free, top) else 0.0,
        min(usefulness(top, free), 12) / 12.0 if not is_king(top) else 1.0,
        len({x for x in free if x in sets}) / 3.0,
        sum(1 for x in runs if x in free) / 2.0,
        free.count(top) / 3.0,
        left[top] / 4.0,
        sum(left[x] for x in sets) / 12.0,
        sum(left[x] for x in runs) / 8.0,
        1.0 if is_king(top) else 0.0,
        1.0 if rank_of(top) == ACE else 0.0,
        _live(free + [top], left) / 20.0,
        0.0,
        0.0,
        0.0,
        0.0,
        1.0 if wins_with(view, free, top) or usefulness(top, free) >= 4 else 0.0,  # the rule of thumb takes it
    ]


def action_key(action: Action) -> str | None:
    """``draw``, ``take`` or ``discard`` (a word of :data:`KIND_WORDS`) for the actions the network
    scores; None for any other action."""
    if action.word in ("draw", "take") and action.arg is None:
        return action.word
    if action.word == "discard" and _card(action.arg) is not None:
        return action.word
    return None


def action_features(view: dict[str, Any], legal: list[Action]) -> list[list[float]] | None:
    """One row of :data:`SIZE` numbers for each action of ``legal`` (in order), or None where the network
    does not decide: a turn that offers anything but drawing, taking and discarding, or a view that is
    not a player's own."""
    if view.get("rules", "pagat") not in RULES or view.get("phase") not in ("draw", "play") or not view.get("hand"):
        return None
    keys = [action_key(a) for a in legal]
    if len(legal) < 2 or any(k is None for k in keys):
        return None
    mine, mate, nxt, opponents = _me_and_next(view)
    if mine is None:
        return None
    free = free_cards(view)
    held = held_cards(view)
    face_up = _card(view.get("sowee")) if view.get("sowee") else None
    left = unseen(view)
    pile: Counter[int] = Counter(c for c in (_card(x) for x in view.get("discards") or []) if c is not None)
    unavailable = solver.cannot_come(held, face_up)
    away = solver.one_away(free, unavailable) if view.get("phase") == "draw" else solver.is_complete(free)
    outs = sum(left[w] for w in solver.waits(free, unavailable)) if away and view.get("phase") == "draw" else 0
    table = _table(view, mine, mate, nxt, opponents, free, away, outs)
    near = known_held(view).get(str(nxt.get("name")), Counter())
    thrown = _thrown_by(view, nxt.get("name"))
    discards = view.get("discards") or []
    top = _card(discards[-1]) if discards else None
    cards = [_card(a.arg) if k == "discard" else None for a, k in zip(legal, keys)]
    if any(k == "discard" and (c is None or c not in free) for c, k in zip(cards, keys)):
        return None
    best = min((_thumb_score(c, free, held, face_up)[0] for c in cards if c is not None), default=0)
    takes = top is not None and (wins_with(view, free, top) or usefulness(top, free) >= 4)
    rows = []
    for c, k in zip(cards, keys):  # each row: the action's kind, ACTION numbers of its own, the table
        kind = [1.0 if k == w else 0.0 for w in KIND_WORDS]
        if c is not None:
            row = _discard_row(c, free, held, face_up, left, pile, near, thrown, best)
        elif k == "take" and top is not None:
            row = _take_row(view, free, held, face_up, top, left)
        else:
            # draw: what the hand holds going on; the rule of thumb draws unless it takes
            row = [0.0] * (ACTION - 2) + [_live(free, left) / 20.0, 0.0 if takes else 1.0]
        rows.append(kind + row + table)
    return rows


def counter(view: dict[str, Any]) -> float:
    """The viewer's money in cents: what the training's returns are the change of."""
    me = view.get("viewer")
    return next((float(p.get("money") or 0) for p in view.get("players") or [] if p.get("name") == me), 0.0)


__all__ = ["ACTIONS", "DANGER_FILE", "DANGER_LAYOUT", "DEFAULT_RULES", "LAYOUT", "RETURN_SCALE", "RULES", "SIZE",
           "action_features", "action_key", "counter", "danger"]  # fmt: skip
