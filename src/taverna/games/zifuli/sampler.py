"""Zifuli's determinization sampler (:mod:`taverna.games.sampling`).

Eight cards each round the table, kind voids as in Coch, and a bid card is a card seen in the
bidder's hand (it stays there until played).

The secret Partner needs no special handling: the twin of the Boss's last bid card is among the
unseen cards (unless the viewer holds it, or it was played), dealt at random to any player who may
hold it (the kind voids apply), the Boss included, which is exactly what a player who is neither the
Boss nor the Partner can know; the Boss and the Partner know from their own hands.  The replay then
finds the Partner as the engine does, and every sample's view (its ``partner`` and ``alone`` keys
included) is checked equal to the real one.
"""

from __future__ import annotations

from typing import Any

from taverna.cards import cuckoo
from taverna.core import Action, Rng
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
    trick_shuffle,
)


# ====================================================================== Zifuli
class ZifuliSampler(GameSampler):
    """Eight cards each round the table from the dealer's right; bid cards are seen in the bidder's
    hand until played; kind voids in the tricks (see the module's note on the Partner)."""

    game = "zifuli"
    deal_events = ("deal_start",)

    def setup(self, view: View) -> Setup:
        s = super().setup(view)
        opts: dict[str, Any] = {}
        log = log_of(view)
        for e in log:
            if e["kind"] == "match_start" and e.get("chips", 10) != 10:
                opts["chips"] = int(e["chips"])
        if view.get("rounds"):
            opts["rounds"] = int(view["rounds"])
        # all-pass is not in the view; a void deal shows ``redeal``, and so does a pass offered to the
        # viewer left alone after four passes with no bid (else the default, which nothing seen contradicts)
        alone_may_pass = (
            not view.get("bids") and len(view.get("passed") or []) == 4 and "pass" in (view.get("legal") or [])
        )
        if any(e["kind"] == "deal_void" for e in log) or alone_may_pass:
            opts["all-pass"] = "redeal"
        s.options = opts
        return s

    def steps(self, view: View) -> list[Step]:
        out: list[Step] = []
        for e in log_of(view):
            k = e["kind"]
            if k == "bid":
                out.append((e["player"], Action("bid", e["card"])))
            elif k == "pass":
                out.append((e["player"], Action("pass")))
            elif k == "play":
                out.append((e["player"], Action("play", e["card"])))
        return out

    def propose(self, view: View, player: str, setup: Setup, rng: Rng, first: int = 0) -> list[list[str]]:
        deals: list[TrickDeal] = []
        cur: TrickDeal | None = None
        trick: list[int] = []
        voids: dict[str, set[str]] = {}
        shown: dict[str, list[int]] = {}  # bid cards still in the bidder's hand
        for e in log_of(view):
            k = e["kind"]
            if k == "deal_start":
                cur = TrickDeal(order_from(setup.players, e["first"]), int(e["cards_each"]))
                deals.append(cur)
                trick, voids, shown = [], {}, {}
            elif cur is None:
                continue
            elif k == "hand" and e["player"] == player:
                cur.mine = [cuckoo.parse_card(c) for c in e["cards"]]
            elif k == "bid":
                c = cuckoo.parse_card(e["card"])
                cur.played.setdefault(e["player"], []).append(c)
                shown.setdefault(e["player"], []).append(c)
            elif k == "play":
                c = cuckoo.parse_card(e["card"])
                p = e["player"]
                if trick and kind_of(c) != kind_of(trick[0]):
                    voids.setdefault(p, set()).add(kind_of(trick[0]))
                    cur.allowed = {q: not_kinds(set(s)) for q, s in voids.items()}
                if c in shown.get(p, []):
                    shown[p].remove(c)  # the bid card itself: already counted in the hand
                else:
                    cur.played.setdefault(p, []).append(c)
                trick.append(c)
                if len(trick) == len(cur.order):
                    trick = []
        pack = cuckoo.cuckoo_pack()
        return [trick_shuffle(d, player, pack, cuckoo.card_str, rng) if i >= first else [] for i, d in enumerate(deals)]


SAMPLER = ZifuliSampler()
# what a player waits for a search level's move here (benchmarks/bot_decision_time.py; docs/arena.md)
SEARCH = SearchHints(think_ms={"hard": 220})
