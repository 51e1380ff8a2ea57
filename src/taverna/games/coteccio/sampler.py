"""Coteccio's determinization sampler (:mod:`taverna.games.sampling`)."""

from __future__ import annotations

from typing import Any

from taverna.cards import italian
from taverna.core import Action, Rng
from taverna.games.sampling import GameSampler, SearchHints, Setup, Step, TrickDeal, View, log_of, trick_shuffle


def _not_suits(suits: set[int]) -> Any:
    return lambda c: italian.suit_of(c) not in suits


# ====================================================================== Coteccio
class CoteccioSampler(GameSampler):
    """Five cards each round the table from the leader; a player who did not follow has none of the suit."""

    game = "coteccio"
    deal_events = ("deal_start",)

    def setup(self, view: View) -> Setup:
        s = super().setup(view)
        s.rules = None
        return s

    def steps(self, view: View) -> list[Step]:
        out: list[Step] = []
        for e in log_of(view):
            k = e["kind"]
            if k == "play":
                out.append((e["player"], Action("play", e["card"])))
            elif k == "annul":
                out.append((e["player"], Action("annul")))
            elif k == "capotto_try":
                out.append((e["player"], Action("lead")))
            elif k == "doctor":
                out.append((e["player"], Action("doctor")))
            elif k == "drop" and not e.get("forced"):
                out.append((e["player"], Action("drop")))
        return out

    def propose(self, view: View, player: str, setup: Setup, rng: Rng, first: int = 0) -> list[list[str]]:
        deals: list[TrickDeal] = []
        cur: TrickDeal | None = None
        trick: list[int] = []
        voids: dict[str, set[int]] = {}
        for e in log_of(view):
            k = e["kind"]
            if k == "deal_start":
                cur = TrickDeal(list(e["players"]), 5)
                deals.append(cur)
                trick, voids = [], {}
            elif k == "hand" and cur is not None and e["player"] == player:
                cur.mine = [italian.parse_card(c) for c in e["cards"]]
            elif k == "play" and cur is not None:
                c = italian.parse_card(e["card"])
                p = e["player"]
                if trick and italian.suit_of(c) != italian.suit_of(trick[0]):
                    voids.setdefault(p, set()).add(italian.suit_of(trick[0]))
                    cur.allowed = {q: _not_suits(set(s)) for q, s in voids.items()}
                cur.played.setdefault(p, []).append(c)
                trick.append(c)
                if len(trick) == len(cur.order):
                    trick = []
        pack = list(italian.PACK)
        return [
            trick_shuffle(d, player, pack, italian.card_str, rng) if i >= first else [] for i, d in enumerate(deals)
        ]


SAMPLER = CoteccioSampler()
# what a player waits for a search level's move here (benchmarks/bot_decision_time.py; docs/arena.md)
SEARCH = SearchHints(think_ms={"hard": 138})
