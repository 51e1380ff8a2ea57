"""Cucù's part of the ``learned`` level (:mod:`taverna.bots.learned`): the features its network reads and
the weights, one file per rule set (``<rules>.npz`` beside this module, written by ``taverna learn``).

The network decides keep or exchange in every rule set; the other decisions are the rule-of-thumb
bot's.  The rule sets played with another pack (Le Her, Ranter-Go-Round, Coucou, Gnav, Slabberjan) read
the features of :mod:`taverna.games.cucu.learned.packs` (layout ``cucu-learned-packs/1``: the card's
place in the rule set's own order and its power); those below are the Cuckoo pack's (Campli, Lu Stù,
Cambio, BGA: ``cucu-learned/1``).  The features are read from the
player's view alone and do not depend on the number of players (the research tensors of
``taverna-features/4`` have one length per number of players, so one network would serve one table
size only): the card held, where the player sits in the order of the deal, what it knows of the
others' cards, what happened so far in the deal, the counters (tokens or chips) and, where the pack is
not reshuffled each deal (Cambio, BGA), the cards discarded.
"""

from __future__ import annotations

from typing import Any

from taverna.cards.cuckoo import FOOL, RANKS, parse_card
from taverna.core.errors import BadCard
from taverna.games.cucu.learned import packs
from taverna.games.cucu.learned.deal import counters, deal_so_far
from taverna.games.cucu.learned.deal import squash as _squash

ACTIONS = ("keep", "exchange")
LAYOUT = "cucu-learned/1"
CUCKOO_RULES = ("campli", "lu-stu", "cambio", "bga")  # the rule sets played with the Cuckoo pack
RULES = CUCKOO_RULES + packs.RULES
# the events of a deal counted (each divided by COUNT_SCALE, at most 1)
KINDS = (
    "keep", "exchange", "exchanged", "asked", "horse", "cat", "cuckoo", "cuckoo_declared", "inn", "inn_keep",
    "reversed", "gnaf_back", "hunter", "house", "deck_exchange", "deck_draw", "pack_exchange",
)  # fmt: skip
COUNT_SCALE = 6.0
COUNTERS = ("tokens", "chips", "lives")
N_RANKS = len(RANKS)  # 20: -4 (the fool) .. 15 (the Cuckoo)
SIZE = N_RANKS + 8 + 8 + len(KINDS) + 2 + 6 + N_RANKS + 1


def layout(rules: str | None) -> tuple[str, int]:
    """The name and length of the features the network of ``rules`` reads."""
    if rules in packs.RULES:
        return packs.LAYOUT, packs.SIZE
    return LAYOUT, SIZE


def table_sizes(rules: str | None) -> tuple[int, int]:
    """The fewest and most players of ``rules`` (Le Her: two; Coucou: five or more), for the training's tables."""
    from taverna.games.cucu.engine import PLAYER_LIMITS

    return PLAYER_LIMITS.get(str(rules), (2, 20))




def _counter(p: dict[str, Any]) -> float:
    for key in COUNTERS:
        value = p.get(key)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
    return 0.0




def features(view: dict[str, Any]) -> list[float] | None:
    """The features of a keep/exchange decision (:data:`SIZE` numbers), or None for a rule set or a
    moment the network does not decide."""
    if view.get("rules") in packs.RULES:
        return packs.features(view)
    if view.get("rules") not in CUCKOO_RULES or view.get("card") is None:
        return None
    me = view.get("viewer")
    mine = parse_card(view["card"])
    order = list(view.get("order") or [])
    players = list(view.get("players") or [])
    pos = order.index(me) if me in order else 0
    n = max(len(order), 1)
    x = [0.0] * N_RANKS
    x[mine - FOOL] = 1.0
    # the seat: how many are in the deal, before and after the player, the dealer
    x += [
        (mine - FOOL) / (N_RANKS - 1),
        n / 10.0,
        pos / max(n - 1, 1),
        pos / 10.0,
        (n - 1 - pos) / 10.0,
        1.0 if me == view.get("dealer") else 0.0,
        1.0 if pos == n - 1 else 0.0,
        1.0 if pos == n - 2 else 0.0,
    ]
    # the others' cards the player knows, against its own
    known: dict[str, int] = {}
    for p, c in (view.get("cards") or {}).items():
        if p != me:
            try:
                known[p] = parse_card(c)
            except BadCard:
                continue
    before = set(order[:pos])
    after = set(order[pos + 1 :])
    lower_before = sum(1 for p, c in known.items() if p in before and c < mine)
    higher_before = sum(1 for p, c in known.items() if p in before and c > mine)
    lower_after = sum(1 for p, c in known.items() if p in after and c < mine)
    higher_after = sum(1 for p, c in known.items() if p in after and c > mine)
    nxt = order[pos + 1] if pos + 1 < n else None
    low = min(known.values()) if known else None
    x += [
        min(lower_before, 3) / 3.0,
        min(higher_before, 3) / 3.0,
        min(lower_after, 3) / 3.0,
        min(higher_after, 3) / 3.0,
        1.0 if nxt in known else 0.0,
        (known[nxt] - FOOL) / (N_RANKS - 1) if nxt in known else 0.0,
        (low - FOOL) / (N_RANKS - 1) if low is not None else 1.0,
        len(known) / 10.0,
    ]
    # the deal so far; the counters: the player's, the others' still in, the pool
    x += deal_so_far(view, me, KINDS, COUNT_SCALE)
    x += counters(view, me, players, _counter)
    # the cards discarded (a pack not shuffled every deal)
    seen = [0.0] * N_RANKS
    for c in view.get("discards") or []:
        try:
            seen[parse_card(c) - FOOL] += 0.5
        except BadCard:
            continue
    x += [min(s, 1.0) for s in seen]
    x.append(_squash(float(view.get("deck_size") or 0), 20.0))
    return x


def tokens_lost(view: dict[str, Any]) -> int:
    """The tokens the viewer has lost so far in the match, less those it gained, read from its log
    (``token_lost`` and ``token_gained`` say the tokens left; re-entering gives fresh ones, which are not
    a gain)."""
    me = view.get("viewer")
    start = last = lost = 0
    for e in view.get("log") or []:
        kind = e.get("kind")
        if kind == "match_start":
            start = last = int(e.get("tokens") or 0)
        elif kind == "token_lost" and e.get("player") == me:
            left = int(e.get("tokens") or 0)
            lost += last - left
            last = max(left, 0)
        elif kind == "token_gained" and e.get("player") == me:  # (Lu Stù's pair of Fools): a gain, a loss undone
            now = int(e.get("tokens") or 0)
            lost -= now - last
            last = now
        elif (kind == "reentered" and e.get("player") == me) or kind == "free_reentry":
            last = int(e.get("tokens") or start)
    return lost


def counter(view: dict[str, Any]) -> float:
    """What the training's returns are the change of: minus the tokens lost so far where the rule set
    counts tokens (Campli, Lu Stù: a re-entry's fresh tokens would read as a gain), else the viewer's
    chips (Cambio, BGA: what a set's pot pays is theirs); the other packs' rule sets, :func:`packs.counter`."""
    if view.get("rules") in packs.RULES:
        return packs.counter(view)
    me = view.get("viewer")
    mine: dict[str, Any] = next((p for p in view.get("players") or [] if p.get("name") == me), {})
    if "tokens" in mine:
        return -float(tokens_lost(view))
    return _counter(mine)
