"""Coch's determinization sampler (:mod:`taverna.games.sampling`): ten cards each round the table,
kind voids (a player who played a card of the other kind holds no card of the base kind)."""

from __future__ import annotations

from taverna.cards import cuckoo
from taverna.core import Rng
from taverna.games.kinds import kind_of
from taverna.games.sampling import (
    GameSampler,
    SearchHints,
    Setup,
    Step,
    TrickDeal,
    View,
    log_of,
    not_kinds,
    order_from,
    plays,
    trick_shuffle,
)


# ====================================================================== Coch
class CochSampler(GameSampler):
    """Ten cards each round the table from the leader (the dealer's right); kind voids."""

    game = "coch"
    deal_events = ("deal_start",)

    def setup(self, view: View) -> Setup:
        s = super().setup(view)
        s.options = {"deals": int(view["deals"])} if view.get("deals", 1) != 1 else {}
        return s

    def steps(self, view: View) -> list[Step]:
        return plays(view)

    def propose(self, view: View, player: str, setup: Setup, rng: Rng, first: int = 0) -> list[list[str]]:
        deals: list[TrickDeal] = []
        cur: TrickDeal | None = None
        trick: list[int] = []
        voids: dict[str, set[str]] = {}
        for e in log_of(view):
            k = e["kind"]
            if k == "deal_start":
                cur = TrickDeal(order_from(setup.players, e["leader"]), int(e["cards_each"]))
                deals.append(cur)
                trick, voids = [], {}
            elif k == "hand" and cur is not None and e["player"] == player:
                cur.mine = [cuckoo.parse_card(c) for c in e["cards"]]
            elif k == "play" and cur is not None:
                c = cuckoo.parse_card(e["card"])
                p = e["player"]
                if trick and kind_of(c) != kind_of(trick[0]):
                    voids.setdefault(p, set()).add(kind_of(trick[0]))
                    cur.allowed = {q: not_kinds(set(s)) for q, s in voids.items()}
                cur.played.setdefault(p, []).append(c)
                trick.append(c)
                if len(trick) == len(cur.order):
                    trick = []
        pack = cuckoo.cuckoo_pack()
        return [trick_shuffle(d, player, pack, cuckoo.card_str, rng) if i >= first else [] for i, d in enumerate(deals)]


SAMPLER = CochSampler()
# how the search bots judge and search coch (taverna.games.sampling.SearchHints)
# what a player waits for a search level's move here (benchmarks/bot_decision_time.py; docs/arena.md)
SEARCH = SearchHints(reward="side-won", think_ms={"hard": 159, "learned": 221})
