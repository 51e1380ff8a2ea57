"""The danger of feeding the next player: how likely each card is to complete a purro opponent's hand.

Only a purro player can win (purro is public), and a purro player may take the previous player's discard
and win with it; in Cuajo the next player is always an opponent (partners sit opposite).  In 400 deals of
``hard``'s self-play 62 were won by taking a discard (docs/research.md).  ``hard``'s outlook
(:mod:`taverna.games.cuajo.expectimax`) does not look at this; the ``learned`` level weighs it.

What the public log says about a purro player's 15 free cards, read here card by card
(:func:`features`, one row of :data:`FEATURES` for each of the 28 cards, from the viewer's view alone):

* a card the player **declined** while purro, the previous player's discard it did not take or a card
  drawn face up it did not claim, and its own last discard, since its last discard: had it completed the
  hand, the player would have won with it;
* the cards it **threw away** (that card, its set mates, its run mates): a player keeps what it waits on;
* the cards it is **known to hold** (taken from the pile, drawn face up): mates held make the card a wait;
* how many copies of the card and of its mates the viewer has **not seen**: a wait needs mates that can be
  in the hand.

The determinization sampler (:class:`taverna.games.cuajo.sampler.CuajoSampler`) keeps the rules (a purro
hand waits for one card) but reads no behaviour: its estimate of the next player's waits, averaged over 16
samples, ranked the cards that were waits above those that were not only slightly better than chance (area
under the ROC curve 0.54, 244 ms a decision), where these features in a logistic regression trained on
self-play (:mod:`taverna.games.cuajo.research`, weights ``learned/danger.npz``) reach 0.75 on deals it
was not trained on, in well under a millisecond.

:func:`probabilities` is the model's estimate for every card when the next player is purro, None otherwise.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from typing import Any, Protocol

from taverna.cards.cuajo import ACE, KINDS, card, parse_card, rank_of, suit_of
from taverna.games.cuajo import solver
from taverna.games.cuajo.expectimax import deal_log, known_held, unseen

View = dict[str, Any]
N = len(KINDS)
LAYOUT = "cuajo-danger/1"
FEATURES = (
    "bias",
    "declined or discarded since its last discard",
    "declined while purro (0, 1/2, 1: twice or more)",
    "copies it discarded this deal",
    "copies it discarded while purro",
    "set mates it discarded (of 3)",
    "run mates it discarded (of 2)",
    "set mates it is known to hold (of 3)",
    "run mates it is known to hold (of 2)",
    "copies it is known to hold (of 3)",
    "unseen copies (of 4)",
    "unseen set mates (of 12)",
    "unseen run mates (of 8)",
    "an ace",
    "two or more set mates can be in its hand",
    "both run mates can be in its hand",
)
SIZE = len(FEATURES)


class Scorer(Protocol):
    """A network with one output (:class:`taverna.bots.learned.Network`): the log-odds of each row."""

    def q(self, x: Any) -> Any: ...


def _set_mates(c: int) -> list[int]:
    return [card(rank_of(c), s) for s in range(4) if s != suit_of(c)]


def _run_mates(c: int) -> list[int]:
    return [] if rank_of(c) == ACE else list(solver.goes_with(c))


_SETS = [_set_mates(c) for c in range(N)]
_RUNS = [_run_mates(c) for c in range(N)]


def next_purro(view: View) -> str | None:
    """The next player in the order of play when the view shows it purro (the one who may take the
    viewer's discard and win with it), else None."""
    players = list(view.get("players") or [])
    names = [p.get("name") for p in players]
    me = view.get("viewer")
    if me not in names or len(players) < 2:
        return None
    nxt = players[(names.index(me) + 1) % len(players)]
    return str(nxt["name"]) if nxt.get("purro") else None


class Facts:
    """What the current deal's public log says about one player's play (see the module docstring)."""

    __slots__ = ("declined", "discarded", "discarded_purro", "recent")

    def __init__(self) -> None:
        self.discarded = [0] * N
        self.discarded_purro = [0] * N
        self.declined = [0] * N
        self.recent: set[int] = set()


def facts(view: View, player: str) -> Facts:
    """Read :class:`Facts` about ``player`` from the view's log (the current deal)."""
    names = [p.get("name") for p in view.get("players") or []]
    prev = names[(names.index(player) - 1) % len(names)] if player in names else None
    out = Facts()
    purro = False
    offered: int | None = None  # the previous player's discard, offered to ``player``
    for e in deal_log(view):
        k, q = e.get("kind"), e.get("player")
        if k == "purro" and q == player:
            purro = True
        elif k == "purro_lost" and q == player:
            purro = False
        elif k == "discard":
            c = parse_card(e["card"])
            if q == player:
                out.discarded[c] += 1
                if purro:
                    out.discarded_purro[c] += 1
                out.recent = {c}
                offered = None
            else:
                offered = c if q == prev else None
        elif k == "draw" and q == player:
            if offered is not None and purro:
                out.declined[offered] += 1
                out.recent.add(offered)
            offered = None
        elif k == "take" and q == player:
            offered = None
        elif k == "draw" and e.get("card") and q != player and purro:
            c = parse_card(e["card"])  # drawn face up by another player, not claimed
            out.declined[c] += 1
            out.recent.add(c)
    return out


def features(view: View, player: str) -> list[list[float]]:
    """One row of :data:`FEATURES` for each of the 28 cards: what the view says about whether that card
    completes ``player``'s hand."""
    left = unseen(view)
    held: Counter[int] = known_held(view).get(player) or Counter()
    f = facts(view, player)
    rows: list[list[float]] = []
    for c in range(N):
        sets, runs = _SETS[c], _RUNS[c]
        can_sets = sum(1 for x in sets if left[x] + held.get(x, 0) >= 1)
        rows.append([
            1.0,
            1.0 if c in f.recent else 0.0,
            min(f.declined[c], 2) / 2,
            min(f.discarded[c], 2) / 2,
            min(f.discarded_purro[c], 2) / 2,
            sum(min(f.discarded[x], 1) for x in sets) / 3,
            sum(min(f.discarded[x], 1) for x in runs) / 2,
            sum(min(held.get(x, 0), 1) for x in sets) / 3,
            sum(min(held.get(x, 0), 1) for x in runs) / 2,
            held.get(c, 0) / 3,
            left[c] / 4,
            sum(left[x] for x in sets) / 12,
            sum(left[x] for x in runs) / 8,
            1.0 if rank_of(c) == ACE else 0.0,
            can_sets / 3 if can_sets >= 2 else 0.0,
            1.0 if runs and all(left[x] + held.get(x, 0) >= 1 for x in runs) else 0.0,
        ])  # fmt: skip
    return rows


def probabilities(net: Scorer, view: View) -> list[float] | None:
    """The model's estimate, for each of the 28 cards, that it completes the next player's hand; None when
    the next player is not purro (no discard can be taken to win)."""
    nxt = next_purro(view)
    if nxt is None:
        return None
    logits: Sequence[Any] = net.q(features(view, nxt))
    return [1.0 / (1.0 + math.exp(-float(x[0]))) for x in logits]


__all__ = ["FEATURES", "LAYOUT", "SIZE", "Facts", "facts", "features", "next_purro", "probabilities"]
