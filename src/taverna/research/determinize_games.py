"""The determinization proposals of each game (see :mod:`taverna.research.determinize`)."""

from __future__ import annotations

from typing import Any

from taverna.cards import cuckoo, italian
from taverna.core import Action, Rng
from taverna.research.determinize import (
    GameSampler,
    Setup,
    Step,
    TrickDeal,
    View,
    _Retry,
    multiset_minus,
    register,
    trick_shuffle,
)


def _log(view: View) -> list[dict[str, Any]]:
    return list(view.get("log", []))


# ====================================================================== Krypkille
class KilleSampler(GameSampler):
    """Round-the-table deals; a card below the table was the player's weakest and nothing beat the table."""

    game = "kille"
    deal_events = ("round_start",)

    def steps(self, view: View) -> list[Step]:
        return [(e["player"], Action("play", e["card"])) for e in _log(view) if e["kind"] == "play"]

    def deals(self, view: View, player: str, setup: Setup) -> list[TrickDeal]:
        players = setup.players
        n = len(players)
        duplicate = setup.rules == "duplicate"
        deals: list[TrickDeal] = []
        cur: TrickDeal | None = None
        table: list[int] = []
        bounds: dict[str, list[int]] = {}
        for e in _log(view):
            k = e["kind"]
            if k == "round_start":
                first = players[(players.index(e["dealer"]) + 1) % n]
                order = [players[(players.index(first) + i) % n] for i in range(n)]
                cur = TrickDeal(order, int(e["cards_each"]), shuffled=not duplicate or e["round"] == 1)
                deals.append(cur)
                table, bounds = [], {}
            elif k == "hand" and cur is not None and e["player"] == player:
                cur.mine = [cuckoo.parse_card(c) for c in e["cards"]]
            elif k == "play" and cur is not None:
                c = cuckoo.parse_card(e["card"])
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

    def propose(self, view: View, player: str, setup: Setup, rng: Rng) -> list[list[str]]:
        pack = cuckoo.cuckoo_pack()
        return [trick_shuffle(d, player, pack, cuckoo.card_str, rng) for d in self.deals(view, player, setup)
                if d.shuffled]  # fmt: skip


def _between(lo: int, hi: int) -> Any:
    return lambda c: lo <= c <= hi


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
        for e in _log(view):
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

    def propose(self, view: View, player: str, setup: Setup, rng: Rng) -> list[list[str]]:
        deals: list[TrickDeal] = []
        cur: TrickDeal | None = None
        trick: list[int] = []
        voids: dict[str, set[int]] = {}
        for e in _log(view):
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
        return [trick_shuffle(d, player, pack, italian.card_str, rng) for d in deals]


# ====================================================================== Hypp
class HyppSampler(GameSampler):
    """Packets off the bottom of the deck: only the revealed bottom cards of past rounds are known."""

    game = "hypp"
    deal_events = ("round_start",)

    def setup(self, view: View) -> Setup:
        s = super().setup(view)
        for e in _log(view):
            if e["kind"] == "match_start":
                s.options = {"limit": e["limit"], "chips": e["chips"]}
                break
        return s

    def steps(self, view: View) -> list[Step]:
        out: list[Step] = []
        for e in _log(view):
            k = e["kind"]
            if k == "deal_handed_on":
                out.append((e["player"], Action("pass")))
            elif k == "packets":
                out.append((e["player"], Action("packet", int(e["cards"]))))
            elif k == "bet":
                out.append((e["player"], Action("bet", int(e["chips"]))))
        return out

    def propose(self, view: View, player: str, setup: Setup, rng: Rng) -> list[list[str]]:
        players = setup.players
        n = len(players)
        pack = cuckoo.cuckoo_pack()
        rounds: list[dict[str, Any]] = []
        for e in _log(view):
            k = e["kind"]
            if k == "round_start":
                rounds.append({"dealer": e["dealer"], "k": 0, "seen": {}})
            elif k == "packets":
                rounds[-1]["k"] = int(e["cards"])
            elif k == "reveal":
                rounds[-1]["seen"][e["player"]] = cuckoo.parse_card(e["card"])
        out: list[list[str]] = []
        for r in rounds:
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


for _s in (KilleSampler(), CoteccioSampler(), HyppSampler()):
    register(_s)

__all__ = ["CoteccioSampler", "HyppSampler", "KilleSampler", "_Retry"]
