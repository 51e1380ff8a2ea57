"""Who loses when the cards are compared: one pure function per reading.

Each takes the cards in play as ``(name, rank)`` pairs in playing order (the
dealer's right first, the dealer last) and returns token changes or the losers.
Ranks are the card numbers (15 the Cuckoo ... -4 the fool).
"""

from __future__ import annotations

from collections.abc import Sequence

from taverna.cards.cuckoo import CUCKOO, FOOL

Cards = Sequence[tuple[str, int]]


def lowest(cards: Cards, value: dict[str, float] | None = None) -> list[str]:
    """Every holder of the lowest card (``value`` overrides a player's rank)."""
    if not cards:
        return []
    if not value:  # the ranks themselves (the common case, without building the table below)
        least = min([r for _, r in cards])
        return [n for n, r in cards if r == least]
    vals = {n: (value[n] if n in value else float(r)) for n, r in cards}
    low = min(vals.values())
    return [n for n, _ in cards if vals[n] == low]


def campli(cards: Cards) -> dict[str, int]:
    """Campli: the lowest loses a token (ties: each); a single Matto ties the lowest card(s)
    and loses with them; two Matti are worth 14½; a Cuckoo never loses a token."""
    fools = [n for n, r in cards if r == FOOL]
    if not fools:  # the common case: every holder of the lowest rank loses a token, a Cuckoo never
        least = min([r for _, r in cards]) if cards else 0
        return {n: -1 for n, r in cards if r == least and r != CUCKOO}
    others = [(n, r) for n, r in cards if r != FOOL]
    if len(fools) == 1:
        losers = set(fools) | set(lowest(others))
    else:
        value = {n: 14.5 for n in fools}
        losers = set(lowest(cards, value))
    cuckoos = {n for n, r in cards if r == CUCKOO}
    return {n: -1 for n, _ in cards if n in losers and n not in cuckoos}


def lu_stu(cards: Cards) -> dict[str, int]:
    """Lu Stù: only the earliest of equal lowest cards loses; a single Matto "pays and makes
    you pay" (the Matto and the lowest other card lose); two Matti are the highest cards and
    gain a token each while the lowest other card loses (with no other card, the earlier
    Matto holder also loses one: "n llev e n matt").  Cuckoos are ordinary high cards.

    The net change of each player; :func:`lu_stu_moves` keeps the gains and losses apart."""
    gains, losses = lu_stu_moves(cards)
    delta = dict(gains)
    for n, d in losses.items():
        delta[n] = delta.get(n, 0) - d
    return delta


def lu_stu_moves(cards: Cards) -> tuple[dict[str, int], dict[str, int]]:
    """Lu Stù's comparison as ``(gains, losses)``, tokens gained and lost by each player (both
    positive).  A player can be in both: with two Matti and no other card the non-dealer "gains a
    token and ... also loses a token", and is a loser of the deal though the count ends unchanged."""
    fools = [n for n, r in cards if r == FOOL]
    others = [(n, r) for n, r in cards if r != FOOL]
    gains: dict[str, int] = {}
    losses: dict[str, int] = {}
    low = lowest(others)
    if len(fools) == 0:
        if low:
            losses[low[0]] = 1
    elif len(fools) == 1:
        losses[fools[0]] = 1
        if low:
            losses[low[0]] = losses.get(low[0], 0) + 1
    else:
        for n in fools:
            gains[n] = 1
        loser = low[0] if low else fools[0]
        losses[loser] = losses.get(loser, 0) + 1
    return gains, losses


def le_her(cards: Cards) -> list[str]:
    """Le Her: the lower of the two cards loses; equal cards: the earlier in playing order (the
    receiver) loses, "ties going to the dealer".  Ranks are 1 (ace) .. 13 (king)."""
    if not cards:
        return []
    return [lowest(cards)[0]]


def distinct_ranks(vals: dict[str, float]) -> list[float]:
    return sorted(set(vals.values()))


def cambio(
    cards: Cards,
    *,
    deck_fools: frozenset[str] = frozenset(),
    rule: str = "lowest",
    void: bool = False,
) -> list[str]:
    """The rulebook's reveal: who loses among the cards shown.

    ``deck_fools`` are players holding a Clown drawn from the deck (the strongest card).
    ``rule`` is ``lowest`` (the basic game), ``highest`` (Anti-Cuckoo), ``second`` (the
    second-strongest and second-weakest), ``high-low``, ``two-lowest`` (Two losers) or
    ``second-lowest`` (Lion).  ``void`` adds every pair of equal cards.
    """
    if not cards:
        return []
    if rule == "lowest" and not void:  # the basic game: the holders of the weakest card, directly
        weights = [16.0 if n in deck_fools else r for n, r in cards] if deck_fools else [r for _, r in cards]
        least = min(weights)
        return [n for (n, _), w in zip(cards, weights) if w == least]
    vals = {n: (16.0 if n in deck_fools else float(r)) for n, r in cards}
    ranks = distinct_ranks(vals)
    two = len(cards) == 2

    def holders(v: float) -> set[str]:
        return {n for n in vals if vals[n] == v}

    losers: set[str]
    if rule == "lowest":
        losers = holders(ranks[0])
    elif rule == "highest":
        losers = holders(ranks[-1])
    elif rule == "second":
        if two or len(ranks) == 2:
            losers = holders(ranks[0])  # "If 2 players remain, the player holding the stronger card wins."
        elif len(ranks) == 1:
            losers = holders(ranks[0])
        else:
            losers = holders(ranks[-2]) | holders(ranks[1])
    elif rule == "high-low":
        if len(ranks) == 1 or two:
            losers = holders(ranks[0])
        else:
            high, low = holders(ranks[-1]), holders(ranks[0])
            if len(high) == 1 and len(low) == 1:
                losers = high | low
            elif len(high) < len(low):
                losers = low  # the side with fewer players wins
            elif len(low) < len(high):
                losers = high
            else:
                losers = low  # equal numbers: the stronger card wins
    elif rule == "two-lowest":
        if two or len(ranks) == 1:
            losers = holders(ranks[0])
        else:
            losers = holders(ranks[0]) | holders(ranks[1])
    elif rule == "second-lowest":
        losers = holders(ranks[1]) if len(ranks) >= 2 else holders(ranks[0])
    else:  # pragma: no cover - options are validated
        raise ValueError(f"unknown reveal rule {rule!r}")
    if void:
        for v in ranks:
            same = holders(v)
            if len(same) >= 2:
                losers |= same
    return [n for n, _ in cards if n in losers]
