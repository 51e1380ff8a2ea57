"""Hypp's determinization sampler (:mod:`taverna.games.sampling`)."""

from __future__ import annotations

from typing import Any

from taverna.cards import cuckoo
from taverna.core import Action, Rng
from taverna.games.sampling import GameSampler, SearchHints, Setup, Step, View, log_of, multiset_minus


# ====================================================================== Hypp
class HyppSampler(GameSampler):
    """Packets off the bottom of the deck: only the revealed bottom cards of past rounds are known."""

    game = "hypp"
    deal_events = ("round_start",)

    def setup(self, view: View) -> Setup:
        s = super().setup(view)
        for e in log_of(view):
            if e["kind"] == "match_start":
                s.options = {"limit": e["limit"], "chips": e["chips"]}
                break
        return s

    def steps(self, view: View) -> list[Step]:
        out: list[Step] = []
        for e in log_of(view):
            k = e["kind"]
            if k == "deal_handed_on":
                out.append((e["player"], Action("pass")))
            elif k == "packets":
                out.append((e["player"], Action("packet", int(e["cards"]))))
            elif k == "bet":
                out.append((e["player"], Action("bet", int(e["chips"]))))
        return out

    def propose(self, view: View, player: str, setup: Setup, rng: Rng, first: int = 0) -> list[list[str]]:
        players = setup.players
        n = len(players)
        pack = cuckoo.cuckoo_pack()
        rounds: list[dict[str, Any]] = []
        for e in log_of(view):
            k = e["kind"]
            if k == "round_start":
                rounds.append({"dealer": e["dealer"], "k": 0, "seen": {}})
            elif k == "packets":
                rounds[-1]["k"] = int(e["cards"])
            elif k == "reveal":
                rounds[-1]["seen"][e["player"]] = cuckoo.parse_card(e["card"])
        out: list[list[str]] = []
        for ri, r in enumerate(rounds):
            if ri < first:
                out.append([])
                continue
            d = players.index(r["dealer"])
            punters = [players[(d + i) % n] for i in range(1, n)]
            fixed: dict[int, int] = {}
            for i, p in enumerate(punters):
                if p in r["seen"]:
                    fixed[i * r["k"]] = r["seen"][p]
            if r["dealer"] in r["seen"]:
                fixed[len(punters) * r["k"]] = r["seen"][r["dealer"]]
            rest = multiset_minus(pack, fixed.values())
            rng.shuffle(rest)
            order = [fixed[i] if i in fixed else rest.pop() for i in range(len(pack))]
            out.append([cuckoo.card_str(c) for c in order])
        return out


SAMPLER = HyppSampler()
# how the search bots judge and search hypp (taverna.games.sampling.SearchHints)
# what a player waits for a search level's move here (benchmarks/bot_decision_time.py; docs/arena.md)
SEARCH = SearchHints(reward="match", scale=10.0, root="paired", think_ms={"hard": 405})
