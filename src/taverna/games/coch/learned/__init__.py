"""Coch's part of the ``learned`` level (:mod:`taverna.bots.learned`): the card play's features, the
action encoding and the weights (``rulebook.npz`` beside this module, written by ``taverna learn coch``).

The network scores each of the 20 cards of the Cuckoo pack (:data:`ACTIONS`, the card's name): a
``play <card>`` action is scored by its card (:func:`action_key`), and the bot plays the legal card of
highest estimate.  The features are read from the player's view alone (its hand, the trick on the
table, the public log of the deal): the hand, the cards played and the cards still out (in the
others' hands), the trick (the partner's card, the opponents', the place in it, the base kind, who is
winning it and what it is worth), the card points each partnership has taken in the deal, the tricks
left, which kinds each other player has shown they lack, and the match so far (deals and points).

The training's return (:func:`counter`) is the player's partnership's card points (the deal's 19 in
all are shared, so more for one side is less for the other).
"""

from __future__ import annotations

from typing import Any

from taverna.cards.cuckoo import FOOL, card_str, parse_card
from taverna.core import Action
from taverna.core.errors import BadCard
from taverna.games.card_points import HALF_POINTS
from taverna.games.kinds import COCH, KINDS, kind_of

RANKS = tuple(range(FOOL, 16))  # the 20 cards of the pack (two copies of each)
ACTIONS = tuple(card_str(c) for c in RANKS)
LAYOUT = "coch-learned/1"
RULES = ("rulebook",)
N = len(RANKS)
SIZE = 5 * N + 4 + 2 + 3 + 1 + 2 + 1 + 6 + 2


def action_key(action: Action) -> str | None:
    """The card a ``play`` action plays (a word of :data:`ACTIONS`), None for any other action."""
    if action.word != "play" or action.arg is None:
        return None
    try:
        return card_str(parse_card(action.arg))
    except BadCard:
        return None


def _cards(names: Any) -> list[int]:
    out = []
    for c in names or []:
        try:
            out.append(parse_card(c))
        except BadCard:
            continue
    return out


def _squash(x: float, scale: float) -> float:
    return x / (abs(x) + scale)


def features(view: dict[str, Any]) -> list[float] | None:
    """The features of a card to play (:data:`SIZE` numbers), or None where the network does not decide."""
    if view.get("rules") not in RULES or not view.get("hand"):
        return None
    me = view.get("viewer")
    names = [p.get("name") for p in view.get("players") or []]
    if me not in names or len(names) != 4:
        return None
    i = names.index(me)
    nxt, partner, prev = names[(i + 1) % 4], names[(i + 2) % 4], names[(i + 3) % 4]
    ours = {me, partner}
    hand = _cards(view.get("hand"))
    # the deal's public events: the cards played, the points taken, the kinds shown lacking
    played = [0.0] * N
    taken = [0.0, 0.0]  # half-points taken by us, by them
    void = {nxt: [0.0, 0.0], partner: [0.0, 0.0], prev: [0.0, 0.0]}
    base: str | None = None
    for e in view.get("log") or []:
        kind = e.get("kind")
        if kind == "deal_start":
            played = [0.0] * N
            taken = [0.0, 0.0]
            void = {q: [0.0, 0.0] for q in void}
            base = None
        elif kind == "play":
            try:
                c = parse_card(e.get("card"))
            except BadCard:
                continue
            played[c - FOOL] += 0.5
            if base is None:
                base = kind_of(c)
            elif kind_of(c) != base and e.get("player") in void:
                void[e["player"]][KINDS.index(base)] = 1.0
        elif kind == "trick":
            cards = _cards(e.get("cards"))
            taken[0 if e.get("winner") in ours else 1] += sum(HALF_POINTS[c] for c in cards)
            base = None
    held = [0.0] * N
    for c in hand:
        held[c - FOOL] += 0.5
    out = [max(1.0 - h - p, 0.0) for h, p in zip(held, played)]
    trick = [(q, c) for q, c in ((t[0], _cards([t[1]])) for t in view.get("trick") or []) if c]
    mate = [0.0] * N
    theirs = [0.0] * N
    for q, (c,) in trick:
        if q == partner:
            mate[c - FOOL] = 1.0
        else:
            theirs[c - FOOL] += 0.5
    x = held + played + out + mate + theirs
    # what the player could play against the trick: its hand's cards that would win it now
    place = [0.0] * 4
    place[min(len(trick), 3)] = 1.0
    x += place
    base_kind = kind_of(trick[0][1][0]) if trick else None
    x += [1.0 if base_kind == k else 0.0 for k in KINDS]
    best_who, best = None, None
    for q, (c,) in trick:
        if kind_of(c) == base_kind and (best is None or COCH.strength(c) > COCH.strength(best)):
            best_who, best = q, c
    x += [
        1.0 if best_who == partner else 0.0,
        1.0 if best_who is not None and best_who != partner else 0.0,
        COCH.strength(best) / 10.0 if best is not None else 0.0,
    ]
    x.append(sum(HALF_POINTS[c] for _, (c,) in trick) / 8.0)
    x += [taken[0] / 38.0, taken[1] / 38.0]
    x.append(float(view.get("tricks_left") or 0) / 10.0)
    x += void[nxt] + void[partner] + void[prev]
    # the match so far (more than one deal): deals won and points, ours against theirs
    team = {p.get("name"): p for p in view.get("players") or []}
    mine, other = team.get(me) or {}, team.get(nxt) or {}
    x += [
        _squash(float(mine.get("won") or 0) - float(other.get("won") or 0), 2.0),
        _squash(float(mine.get("points") or 0) - float(other.get("points") or 0), 20.0),
    ]
    return x


def counter(view: dict[str, Any]) -> float:
    """The viewer's partnership's card points: what the training's returns are the change of."""
    me = view.get("viewer")
    return next((float(p.get("points") or 0) for p in view.get("players") or [] if p.get("name") == me), 0.0)
