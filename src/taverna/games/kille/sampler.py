"""Krypkille's determinization sampler (:mod:`taverna.games.sampling`)."""

from __future__ import annotations

from typing import Any

from taverna.core import Action, Rng
from taverna.games.kille.packs import pack_of_rules
from taverna.games.sampling import GameSampler, SearchHints, Setup, Step, TrickDeal, View, log_of, trick_shuffle


# ====================================================================== Krypkille
class KilleSampler(GameSampler):
    """Round-the-table deals; a card below the table was the player's weakest and nothing beat the table."""

    game = "kille"
    deal_events = ("round_start",)

    def steps(self, view: View) -> list[Step]:
        return [(e["player"], Action("play", e["card"])) for e in log_of(view) if e["kind"] == "play"]

    def deals(self, view: View, player: str, setup: Setup) -> list[TrickDeal]:
        players = setup.players
        n = len(players)
        duplicate = setup.rules == "duplicate"
        parse = pack_of_rules(setup.rules).parse
        deals: list[TrickDeal] = []
        cur: TrickDeal | None = None
        table: list[int] = []
        bounds: dict[str, list[int]] = {}
        for e in log_of(view):
            k = e["kind"]
            if k == "round_start":
                first = players[(players.index(e["dealer"]) + 1) % n]
                order = [players[(players.index(first) + i) % n] for i in range(n)]
                cur = TrickDeal(order, int(e["cards_each"]), shuffled=not duplicate or e["round"] == 1)
                deals.append(cur)
                table, bounds = [], {}
            elif k == "hand" and cur is not None and e["player"] == player:
                cur.mine = [parse(c) for c in e["cards"]]
            elif k == "play" and cur is not None:
                c = parse(e["card"])
                p = e["player"]
                if table and c <= max(table):
                    # no card beat the table and this was the weakest: every card held was in [c, top]
                    lo, hi = bounds.get(p, [-99, 99])
                    bounds[p] = [max(lo, c), min(hi, max(table))]
                cur.played.setdefault(p, []).append(c)
                table.append(c)
                if len(table) == n:
                    table = []
                cur.allowed = {q: _between(*b) for q, b in bounds.items()}
        return deals

    def propose(self, view: View, player: str, setup: Setup, rng: Rng, first: int = 0) -> list[list[str]]:
        cards = pack_of_rules(setup.rules)
        pack = cards.deck()
        deals = [d for d in self.deals(view, player, setup) if d.shuffled]
        return [trick_shuffle(d, player, pack, cards.text, rng) if i >= first else [] for i, d in enumerate(deals)]


def _between(lo: int, hi: int) -> Any:
    return lambda c: lo <= c <= hi


SAMPLER = KilleSampler()
# what a player waits for a search level's move here (benchmarks/bot_decision_time.py; docs/arena.md)
SEARCH = SearchHints(think_ms={"hard": 118})
