"""The learned bot's features for the Cucù rule sets played with another pack than the Cuckoo pack: Le Her,
Ranter-Go-Round and Coucou (the French pack), Gnav and Slabberjan (42 pieces, 21 ranks of two).

Layout ``cucu-learned-packs/1`` (:data:`SIZE` numbers), read from the player's view alone, the same length for
every pack and every number of players: the card held as its place in the rule set's own order of the pack
(0 the lowest rank .. 1 the highest; the French pack's Ace low or high, its 32-card pack, Slabberjan's order of
the low pieces: :func:`order`) and as one of :data:`PLACES` slots, the power the rule set gives it
(:mod:`taverna.games.cucu.powers`: refuses, halts the exchanges, fines the asker, passes the request on, undoes
every exchange), the seat in the deal's order, the others' cards it knows (lower or higher, before or after it;
the next player's place and power), the deal's events so far, and the counters (chips, or Le Her's score).
The Cuckoo-pack rule sets keep their own layout (``cucu-learned/1``, :mod:`taverna.games.cucu.learned`): their
networks read exactly what they read before.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from taverna.cards import french, gnav
from taverna.cards import slabberjan as pieces
from taverna.core.errors import BadCard
from taverna.games.cucu.learned.deal import counters, deal_so_far
from taverna.games.cucu.options import CucuOptions, make_options
from taverna.games.cucu.powers import ASKER_PAYS, HALT, PASS_ON, REFUSE, UNDO_ALL, table

LAYOUT = "cucu-learned-packs/1"
RULES = ("le-her", "ranter", "coucou", "gnav", "slabberjan")
PLACES = 21  # the most ranks of a pack here (Gnav's and Slabberjan's 21; the French pack's 13)
POWERS = (REFUSE, HALT, ASKER_PAYS, PASS_ON, UNDO_ALL)  # the powers of these packs' cards
# the events of a deal counted (each divided by COUNT_SCALE, at most 1): the exchanges, the powers told (the
# French top card's "king", Gnav's "matador", Slabberjan's "ruiter", "vogel", "poesje", "herberg") and the stock
KINDS = (
    "keep", "exchange", "exchanged", "asked", "king", "matador", "fined", "knock", "ruiter", "vogel", "poesje",
    "herberg", "undone", "exchanges_end", "deck_exchange", "deck_draw", "no_exchange",
)  # fmt: skip
COUNT_SCALE = 6.0
SIZE = PLACES + 2 + len(POWERS) + 8 + 10 + len(KINDS) + 2 + 7




def options(view: dict[str, Any]) -> CucuOptions:
    return make_options(str(view.get("rules")), dict(view.get("options") or {}))


def _pack(o: CucuOptions, players: int) -> list[int]:
    """The pack the rule set deals with ``players`` at the table (as ``deal.make_pack`` builds it)."""
    if o.pack == "slabberjan":
        return pieces.slabberjan_pack()
    if o.pack == "gnav":
        return gnav.gnav_pack()
    short = o.pack_size == "32" or (o.pack_size == "auto" and players <= 6)
    return (
        [c for c in french.PACK if french.rank_of(c) == french.ACE or french.rank_of(c) >= 7]
        if short
        else list(french.PACK)
    )


def parse(o: CucuOptions, name: object) -> int:
    """The card named ``name`` in the rule set's pack."""
    if o.pack == "slabberjan":
        return pieces.parse_card(name)
    if o.pack == "gnav":
        return gnav.parse_card(name)
    return french.parse_card(name)


def rank(o: CucuOptions, card: int) -> int:
    """A card's rank in the comparison at the end of the deal (higher is better)."""
    if o.pack == "slabberjan":
        return pieces.rank(card, o.low_order)
    if o.pack == "gnav":
        return card
    r = french.rank_of(card)
    return 14 if (r == french.ACE and o.ace == "high" and o.family == "lives") else r


@lru_cache(maxsize=64)
def order(rules: str, o: CucuOptions, players: int) -> tuple[tuple[int, ...], dict[int, str]]:
    """The ranks of the rule set's pack from the lowest up, and each card's power (``card -> word``)."""
    pack = _pack(o, players)
    ranks = tuple(sorted({rank(o, c) for c in pack}))
    return ranks, {c: p.power for c, p in table(rules, o, pack).items()}


def features(view: dict[str, Any]) -> list[float] | None:
    """The features of a keep/exchange decision (:data:`SIZE` numbers), or None for a rule set or a moment the
    network does not decide."""
    rules = view.get("rules")
    if rules not in RULES or view.get("card") is None:
        return None
    o = options(view)
    players = list(view.get("players") or [])
    ranks, powers = order(str(rules), o, len(players))
    top = max(len(ranks) - 1, 1)

    def place(card: int) -> int:
        r = rank(o, card)
        return ranks.index(r) if r in ranks else 0

    me = view.get("viewer")
    card = parse(o, view["card"])
    mine = place(card)
    x = [0.0] * PLACES
    x[min(mine, PLACES - 1)] = 1.0
    x += [mine / top, len(ranks) / PLACES]
    power = powers.get(card, "")
    x += [1.0 if power == w else 0.0 for w in POWERS]
    # the seat: how many are in the deal, before and after the player, the dealer
    order_ = list(view.get("order") or [])
    pos = order_.index(me) if me in order_ else 0
    n = max(len(order_), 1)
    x += [
        n / 10.0,
        pos / max(n - 1, 1),
        pos / 10.0,
        (n - 1 - pos) / 10.0,
        1.0 if me == view.get("dealer") else 0.0,
        1.0 if pos == n - 1 else 0.0,
        1.0 if pos == n - 2 else 0.0,
        sum(1 for p in players if p.get("in_deal")) / 10.0,
    ]
    # the others' cards the player knows, against its own
    known: dict[str, int] = {}
    for p, c in (view.get("cards") or {}).items():
        if p != me:
            try:
                known[p] = parse(o, c)
            except BadCard:
                continue
    places = {p: place(c) for p, c in known.items()}
    before = set(order_[:pos])
    after = set(order_[pos + 1 :])
    nxt = order_[pos + 1] if pos + 1 < n else None
    low = min(places.values()) if places else None
    x += [
        min(sum(1 for p, c in places.items() if p in before and c < mine), 3) / 3.0,
        min(sum(1 for p, c in places.items() if p in before and c > mine), 3) / 3.0,
        min(sum(1 for p, c in places.items() if p in after and c < mine), 3) / 3.0,
        min(sum(1 for p, c in places.items() if p in after and c > mine), 3) / 3.0,
        min(sum(1 for p, c in places.items() if c == mine), 3) / 3.0,
        1.0 if nxt in places else 0.0,
        places[nxt] / top if nxt in places else 0.0,
        1.0 if nxt in known and powers.get(known[nxt], "") else 0.0,
        low / top if low is not None else 1.0,
        len(known) / 10.0,
    ]
    # the deal so far; the counters: the player's, the others' still in, the pool, the player on credit
    # (Slabberjan)
    x += deal_so_far(view, me, KINDS, COUNT_SCALE)
    x += counters(view, me, players, _counter)
    x.append(1.0 if me in (view.get("on_credit") or []) else 0.0)
    return x




def _counter(p: dict[str, Any]) -> float:
    """A player's chips (the lives family) or score (Le Her)."""
    for key in ("chips", "score", "lives", "tokens"):
        value = p.get(key)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
    return 0.0


def counter(view: dict[str, Any]) -> float:
    """What the training's returns are the change of: the viewer's chips (Ranter-Go-Round, Coucou, Gnav,
    Slabberjan: its lives or tokens) or its score (Le Her: the stakes won less those lost); in Slabberjan, one
    less once the viewer is out: a player whose tokens are spent plays on credit ("op sloffen") and dies at their
    next debt, which their chips (none left) would not count (a first version, trained on the chips alone,
    learned that a loss on credit cost nothing and lost 7.8% more matches than the rule of thumb)."""
    me = view.get("viewer")
    mine: dict[str, Any] = next((p for p in view.get("players") or [] if p.get("name") == me), {})
    out = 1.0 if view.get("rules") == "slabberjan" and mine.get("out") else 0.0
    return _counter(mine) - out
