"""A rule-of-thumb Cucù bot: what a club player would do without thinking hard.

It keeps a card at or above a threshold that grows with the number of players still in the
deal and with how many exchanges it has seen (a run of exchanges means low cards are moving,
so a middling card is safer); the dealer is braver, since the pack cannot arrest it in Campli.
It declares the Cuckoo when that saves it, answers questions sensibly and re-enters while it
can.  It reads only its view.
"""

from __future__ import annotations

from typing import Any

from taverna.cards import french
from taverna.cards.cuckoo import CUCKOO, FOOL, parse_card
from taverna.core import Action, Rng

View = dict[str, Any]


def _rank(view: View) -> int | None:
    card = view.get("card")
    return None if card is None else parse_card(card)


def threshold(view: View) -> int:
    """The lowest card worth keeping now."""
    in_deal = sum(1 for p in view.get("players", []) if p.get("in_deal"))
    base = 1 if in_deal <= 3 else 2 if in_deal <= 6 else 3
    recent = [e for e in view.get("log", []) if e.get("kind") in ("exchanged", "keep")]
    moved = sum(1 for e in recent[-4:] if e.get("kind") == "exchanged")
    return base - (1 if moved >= 2 else 0)


def _le_her(view: View, words: dict[str, Action], rng: Rng) -> Action:
    """Le Her: Waldegrave's equilibrium (the receiver switches up to 6, a 7 with probability 3/8;
    the dealer draws up to 7, an 8 with 5/8; switched with, he draws only if he is now lower)."""
    me, dealer = view.get("viewer"), view.get("dealer")
    rank = french.rank_of(french.parse_card(view["card"]))
    if me != dealer:
        low = rank <= 6 or (rank == 7 and rng.below(8) < 3)
    else:
        other = next((french.parse_card(c) for p, c in view.get("cards", {}).items() if p != me), None)
        if other is not None:
            low = rank < french.rank_of(other)
        else:
            low = rank <= 7 or (rank == 8 and rng.below(8) < 5)
    return words["exchange"] if low else words["keep"]


def _lives(view: View, words: dict[str, Action]) -> Action:
    """Ranter-Go-Round, Coucou: keep the top card and a card above a lower one already out of reach (a player
    who has had their turn holds it: Cassell's "knowing that he is safe"); else keep from a threshold that
    falls as more players are in the deal, a little higher for the dealer and the talon, who exchange blind."""
    from taverna.games.cucu.lives import rank
    from taverna.games.cucu.options import make_options

    o = make_options(str(view.get("rules")), dict(view.get("options") or {}))
    me = view.get("viewer")
    mine = rank(o, french.parse_card(view["card"]))
    if mine >= (14 if o.ace == "high" else 13):
        return words["keep"]
    order = [p for p in view.get("order", [])]
    acted = order[: order.index(me)] if me in order else []
    for p, c in (view.get("cards") or {}).items():
        if p != me and p in acted and rank(o, french.parse_card(c)) < mine:
            return words["keep"]
    low = 2 if o.ace == "high" else 1
    short = o.pack_size == "32" or (o.pack_size == "auto" and len(view.get("players", [])) <= 6)
    # the ranks of the pack in order: the 32-card pack lacks 2 to 6
    ranks = [r for r in range(low, low + 13) if not (short and 2 <= r <= 6)]
    place = ranks.index(mine) if mine in ranks else 0  # 0: the lowest rank
    in_deal = sum(1 for p in view.get("players", []) if p.get("in_deal"))
    cut = len(ranks) * (0.45 if in_deal <= 2 else 0.38 if in_deal <= 4 else 0.3 if in_deal <= 7 else 0.24)
    blind = me == view.get("dealer") or (o.dealer_three and len(order) >= 2 and me == order[-2])
    if blind:
        cut += len(ranks) * 0.05
    return words["exchange"] if place < cut else words["keep"]


def _gnav(view: View, words: dict[str, Action]) -> Action:
    """Gnav: keep a matador, and a card above a lower one already out of reach (shown by a player who has had
    their turn, or knocked: the Fool); else keep from a threshold that falls as more players are in the deal, a
    little higher for the dealer, who draws blind."""
    from taverna.cards import gnav

    me = view.get("viewer")
    mine = gnav.parse_card(view["card"])
    if gnav.is_matador(mine):
        return words["keep"]
    order = list(view.get("order", []))
    acted = order[: order.index(me)] if me in order else []
    known = {p: gnav.parse_card(c) for p, c in (view.get("cards") or {}).items() if p != me}
    if any(p in acted and c < mine for p, c in known.items()):
        return words["keep"]
    place = mine - gnav.FOOL  # 0: the Fool .. 15: XII
    in_deal = sum(1 for p in view.get("players", []) if p.get("in_deal"))
    cut = 21 * (0.45 if in_deal <= 2 else 0.38 if in_deal <= 4 else 0.3 if in_deal <= 7 else 0.24)
    if me == view.get("dealer"):
        cut += 21 * 0.05
    return words["exchange"] if place < cut else words["keep"]


def choose(view: View, legal: list[Action], rng: Rng) -> Action:
    words = {a.word: a for a in legal}
    if view.get("rules") == "slabberjan" and "keep" in words and "exchange" in words:
        from taverna.games.cucu.slabberjan import rule_of_thumb

        return rule_of_thumb(view, words["keep"], words["exchange"])  # type: ignore[no-any-return]
    if view.get("rules") == "gnav" and "keep" in words and "exchange" in words:
        return _gnav(view, words)
    if view.get("rules") == "le-her" and "keep" in words and "exchange" in words:
        return _le_her(view, words, rng)
    if view.get("rules") in ("ranter", "coucou") and "keep" in words and "exchange" in words:
        return _lives(view, words)
    rank = _rank(view)
    pagat = view.get("rules") in ("campli", "lu-stu")
    if "declare" in words and rank == CUCKOO:
        return words["declare"]
    if "keep" in words and "exchange" in words and rank is not None:
        low = rank < threshold(view) or (pagat and rank == FOOL)
        if rank == FOOL and not pagat and view.get("viewer") != view.get("dealer"):
            low = True  # hand the Clown on: whoever receives it loses
        return words["exchange"] if low else words["keep"]
    if "insure" in words:
        return words["insure"] if rank == 0 else words["keep"]
    if "offer" in words:
        return Action("offer", {"money": 1})
    if "accept" in words and "refuse" in words:
        inn = view.get("inn") or {}
        offer = inn.get("offer") or {}
        if view.get("phase") == "inn-host" and offer:
            return words["accept"] if offer.get("money", 0) >= 2 or offer.get("share", 0) >= 20 else words["refuse"]
        return words["accept"] if rng.below(2) == 0 else words["refuse"]
    if "reenter" in words:
        return words["reenter"]
    if "defeat" in words:
        return words["defeat"] if rank is not None and rank <= -2 else words["pass"]
    for w in ("keep", "pass", "decline", "exchange"):
        if w in words:
            return words[w]
    return legal[0]


def choose_optional(view: View, legal: list[Action], rng: Rng) -> Action | None:
    """Declare a Cuckoo before it can be taken away; never propose a split."""
    for a in legal:
        if a.word == "declare" and _rank(view) == CUCKOO:
            return a
    return None
