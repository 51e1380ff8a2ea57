"""Cuajo's search: an exact expectimax over the next card, from the bot's view alone.

Between players who keep their kings and claim whenever they can, a Cuajo deal is decided by which
cards come out of the stock next: three deals in four end with a claim or a self-drawn bounit
(measured among rule-of-thumb bots; docs/arena.md).  What a discard or a take changes is which of
those cards help.  The chance of each card is known from the view: every copy the bot has not seen
(:func:`unseen`) is equally likely to be the next one drawn.  So the bot does not sample: it
enumerates every card that could come next, weighted by its unseen copies, and scores each hand it
could keep (:func:`outlook`):

* a hand (its free cards, after the discard) one card from a win is worth ``1000`` + its **outs**:
  the unseen copies of the cards that complete it (any player's draw of one wins for a purro player:
  it can be claimed);
* any other hand is worth the unseen copies of the cards that, drawn, would let it discard down to
  a hand one card from a win (the number of draws that bring it to purro).

The decisions it searches:

* **discard**: the card whose remaining hand has the best outlook (ties: the rule of thumb's least
  useful card);
* **take or draw**: take the previous discard when it completes a purro hand, or when the best hand
  after taking it (and discarding) has a better outlook than the hand has now; else draw.

Everything else (win, "time", secrets, purro) is the rule-of-thumb bot's choice: taking a win, a
payment or the only way to win is never worse.

**A guide** (:func:`choose_guided`, the level ``learned``): where several discards share the best outlook
(early in a deal, when no single draw brings the hand to purro, every discard's outlook is 0 and the rule
of thumb's usefulness decides), a guide's estimates of the tied discards (the learned network's, from the
same view) choose among them; the outlook still decides everything else, and :func:`choose` (``hard``)
takes no guide.

**The danger of feeding the next player** (``choose_guided(..., danger=...)``, the level ``learned`` too):
the outlook looks only at the bot's own hand.  Only a purro player can win, and a purro next player (always
an opponent: partners sit opposite) may take the bot's discard and win with it (62 of 400 deals of
``hard``'s self-play were won so).  Given a danger (:mod:`taverna.games.cuajo.danger`: the learned
estimate, for each card, that it completes that player's hand, from the view alone), a discard's score is
its outlook less :data:`DANGER_WEIGHT` times its danger, a hand one card from a win still kept before any
other.  ``hard`` takes none: its danger from the determinization sampler's hidden hands (which follow the
rules but read no behaviour) was barely better than chance and cost about 0.25 s a decision, and the
learned estimate is the ``learned`` level's (docs/research.md, the Cuajo section).  Plain ISMCTS over sampled determinizations at the
budget a player waits for (ten iterations, a third of a second a decision) was even with the rule
of thumb (docs/arena.md); this enumeration is exact where those samples were noisy, and costs about
16 ms a decision.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from taverna.cards.cuajo import COPIES, KING, parse_card, rank_of
from taverna.core import Action, Rng
from taverna.games.cuajo import bot as thumb
from taverna.games.cuajo import solver

View = dict[str, Any]
PURRO = 1000  # the outlook of a hand one card from a win, before its outs


def deal_log(view: View) -> list[dict[str, Any]]:
    """The visible events of the current deal."""
    log = list(view.get("log") or [])
    start = max((i for i, e in enumerate(log) if e.get("kind") == "deal_start"), default=0)
    return log[start:]


def known_held(view: View) -> dict[str, Counter[int]]:
    """The cards the viewer knows to be in each other player's hand: taken from the discard pile, drawn
    face up, claimed, or shown for purro; a discard of such a card is read as that copy leaving."""
    me = view.get("viewer")
    held: dict[str, Counter[int]] = {}
    for e in deal_log(view):
        k, p = e.get("kind"), e.get("player")
        if p is None or p == me:
            continue
        h = held.setdefault(p, Counter())
        if k in ("take", "time") or (k == "draw" and e.get("card")):
            h[parse_card(e["card"])] += 1
            if k == "time" and e.get("drawer") in held:  # the claimed card leaves the drawer's hand
                d = held[e["drawer"]]
                c = parse_card(e["card"])
                if d[c] > 0:
                    d[c] -= 1
        elif k == "discard":
            c = parse_card(e["card"])
            if h[c] > 0:
                h[c] -= 1
        elif k == "purro" and e.get("king"):
            c = parse_card(e["king"])
            h[c] = max(h[c], 1)
    return held


def unseen(view: View) -> list[int]:
    """For each of the 28 cards, the copies the viewer has not seen: not in its hand or secrets, not in
    the discard pile, not the sowee, not known to be in another hand (:func:`known_held`), and not
    the three sowee copies of another player's sowee secret."""
    n = [COPIES] * 28
    for c in view.get("hand") or []:
        n[parse_card(c)] -= 1
    for s in view.get("secrets") or []:
        for c in s["cards"]:
            n[parse_card(c)] -= 1
    for c in view.get("discards") or []:
        n[parse_card(c)] -= 1
    sowee = parse_card(view["sowee"]) if view.get("sowee") else None
    if sowee is not None:
        n[sowee] -= 1
    held = known_held(view)
    for h in held.values():
        for c, k in h.items():
            n[c] -= k
    me = view.get("viewer")
    if sowee is not None:
        for p in view.get("players") or []:
            q = p.get("name")
            if q != me and "sowee" in (p.get("secrets") or []):
                # three copies laid; those already known in that hand are counted above
                n[sowee] -= max(0, 3 - held.get(q, Counter())[sowee])
    return [max(0, x) for x in n]


def outlook(rest: list[int], left: list[int], fixed: frozenset[int] = frozenset()) -> int:
    """The worth of keeping the free cards ``rest`` when ``left[c]`` copies of each card are unseen
    (see the module docstring); ``fixed`` are cards that can never be discarded (a sowee secret's
    fourth card)."""
    if thumb.one_away(rest):
        return PURRO + sum(left[w] for w in solver.waits(rest))
    total = 0
    for x in range(28):
        if left[x] and _reaches_purro(rest + [x], fixed):
            total += left[x]
    return total


def _discardable(hand: list[int], fixed: frozenset[int]) -> set[int]:
    """The distinct cards of ``hand`` that may be discarded: never a king or a fixed card."""
    return {c for c in hand if rank_of(c) != KING and c not in fixed}


def _without(hand: list[int], c: int) -> list[int]:
    rest = list(hand)
    rest.remove(c)
    return rest


def _reaches_purro(hand: list[int], fixed: frozenset[int]) -> bool:
    """Whether some discard leaves ``hand`` one card from a win."""
    return any(thumb.one_away(_without(hand, c)) for c in _discardable(hand, fixed))


def _best_after(hand: list[int], left: list[int], fixed: frozenset[int]) -> int:
    """The best outlook over the discards of a 16-card free ``hand``."""
    return max((outlook(_without(hand, c), left, fixed) for c in _discardable(hand, fixed)), default=0)


def _fixed(view: View) -> frozenset[int]:
    return frozenset(parse_card(s["cards"][3]) for s in view.get("secrets") or [] if s["type"] == "sowee")


# a guide's estimates of some legal actions (one number each, higher is better), or None where it has none
Guide = Callable[[View, list[Action]], Sequence[float] | None]
# the estimate, for each of the 28 cards, that discarding it lets the purro next player win (None: not purro)
Danger = Callable[[View], Sequence[float] | None]
# a discard's score is its outlook less this times its danger: a danger of 0.1 costs 5 unseen draws or outs
DANGER_WEIGHT = 50.0


def choose(view: View, legal: list[Action], rng: Rng) -> Action:
    """``hard``'s move: the exact expectimax over the next card (the module docstring)."""
    return choose_guided(view, legal, rng, None)


def discard_outlooks(view: View, discards: list[Action]) -> list[int]:
    """The outlook (:func:`outlook`) of the hand each of ``discards`` would leave, from the view alone."""
    free, left, fixed = thumb.free_cards(view), unseen(view), _fixed(view)
    return [outlook(_without(free, parse_card(a.arg)), left, fixed) for a in discards]


def choose_guided(
    view: View, legal: list[Action], rng: Rng, guide: Guide | None, danger: Danger | None = None
) -> Action:
    """The expectimax's move, with ``guide`` choosing among the discards that share the best score (it
    is asked about every legal discard, as it would see the turn; ties in its estimates: the rule of
    thumb's least useful card); without a guide, :func:`choose`.  With ``danger`` (the estimate, for each
    of the 28 cards, that it completes the purro next player's hand; None where that player is not
    purro), a discard's score is its outlook less :data:`DANGER_WEIGHT` times its danger (a hand one card
    from a win still before any other)."""
    words = {a.word: a for a in legal}
    discards = [a for a in legal if a.word == "discard"]
    if "take" in words and "draw" in words and not any(w in words for w in ("win", "time")):
        return _take_or_draw(view, words["take"], words["draw"])
    if not discards or any(w in words for w in ("win", "time", "secret", "sowee")):
        return thumb.choose(view, legal, rng)
    free = thumb.free_cards(view)
    risk = danger(view) if danger is not None else None
    best: Action | None = None
    # (one card from a win, the score, the rule of thumb's usefulness): a hand one card from a win stays
    # before any other whatever its danger; without a danger the score is the outlook
    best_key: tuple[bool, float, int] | None = None
    keys: list[tuple[bool, float, int]] = []
    for a, seen in zip(discards, discard_outlooks(view, discards), strict=True):
        c = parse_card(a.arg)
        score = seen - DANGER_WEIGHT * risk[c] if risk is not None else float(seen)
        key = (seen >= PURRO, score, -thumb.usefulness(c, _without(free, c)))
        keys.append(key)
        if best_key is None or key > best_key:
            best, best_key = a, key
    assert best is not None and best_key is not None
    tied = [i for i, k in enumerate(keys) if k[:2] == best_key[:2]]
    if guide is None or len(tied) < 2:
        return best
    estimates = guide(view, discards)  # every discard, as the guide sees the turn; the tied ones compete
    if estimates is None or len(estimates) != len(discards):
        return best
    return discards[max(tied, key=lambda i: (float(estimates[i]), keys[i][2]))]


def _take_or_draw(view: View, take: Action, draw: Action) -> Action:
    free = thumb.free_cards(view)
    pile = view.get("discards") or []
    if not pile:
        return draw
    top = parse_card(pile[-1])
    if thumb.wins_with(view, free, top):
        return take
    left = unseen(view)
    fixed = _fixed(view)
    return take if _best_after(free + [top], left, fixed) > outlook(free, left, fixed) else draw


__all__ = [
    "DANGER_WEIGHT",
    "PURRO",
    "Danger",
    "Guide",
    "choose",
    "choose_guided",
    "deal_log",
    "discard_outlooks",
    "known_held",
    "outlook",
    "unseen",
]
