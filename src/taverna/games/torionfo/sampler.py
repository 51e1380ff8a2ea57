"""Torionfo's determinization sampler (:mod:`taverna.games.sampling`).

Each deal is read back through the cut: the cards the cutter took, the cards the dealer took when
turning up, the Torionfo card and the count of the stock are public; the other hands, each
discarder's discards (hidden under the stock except from the discarder) and the stock are dealt at
random, then the cut is undone to write the scripted shuffle.  A hidden discard is replayed as the
card the proposal chose (:meth:`TorionfoSampler.hidden_choice`).  A player who played a card of the
other kind holds no card of the base kind, except the Torionfo cards, which are free
(:mod:`taverna.games.kinds`).
"""

from __future__ import annotations

from typing import Any

from taverna.cards import cuckoo
from taverna.core import Action, Match, Rng
from taverna.games.kinds import kind_of
from taverna.games.sampling import (
    GameSampler,
    SearchHints,
    Setup,
    Step,
    View,
    _Retry,
    fill,
    log_of,
    multiset_minus,
    not_kinds,
    order_from,
)

# ====================================================================== Torionfo
TAKEN = frozenset({10, cuckoo.CUCKOO, cuckoo.MAN})  # taverna.games.torionfo.engine.TAKEN
PACK_SIZE = 40
DEALT = 32


class _TDeal:
    """One Torionfo deal as read from the log."""

    def __init__(self, dealer: str, cutter: str) -> None:
        self.dealer = dealer
        self.cutter = cutter
        self.cut: int | None = None
        self.cut_taken: list[int] = []
        self.turn_taken: list[int] = []
        self.torionfo: int | None = None
        self.stock = 0
        self.mine: list[int] = []  # the viewer's hand as dealt (the cut cards included)
        self.plays: dict[str, list[int]] = {}
        self.my_discards: list[int] = []
        self.voids: dict[str, set[str]] = {}


class TorionfoSampler(GameSampler):
    """The cut undone: public taken cards, the Torionfo card and the stock count fixed; the other
    hands, the hidden discards and the stock dealt at random (kind voids, the Torionfo card free)."""

    game = "torionfo"
    deal_events = ("deal_start",)

    def __init__(self) -> None:
        self._plan: dict[tuple[int, str], list[str]] = {}

    def setup(self, view: View) -> Setup:
        s = super().setup(view)
        s.options = {"deals": int(view["deals"])} if view.get("deals", 4) != 4 else {}
        return s

    def steps(self, view: View) -> list[Step]:
        out: list[Step] = []
        pending = -1
        for e in log_of(view):
            k = e["kind"]
            if k == "cut":
                out.append((e["player"], Action("cut", int(e["cards"]))))
            elif k == "discard":
                pending = len(out)
                out.append((e["player"], "discard"))  # hidden: the proposal's choice
            elif k == "discarded" and pending >= 0:
                out[pending] = (e["player"], Action("discard", e["card"]))
                pending = -1
            elif k == "play":
                out.append((e["player"], Action("play", e["card"])))
            elif k == "base":
                out.append((e["player"], Action("base", e["base"])))
        return out

    def hidden_choice(self, match: Match, player: str, legal: list[Action], rng: Rng) -> Action:
        plan = self._plan.get((int(getattr(match, "deal_no", 0)), player), [])
        for i, name in enumerate(plan):
            act = Action("discard", name)
            if act in legal:
                plan.pop(i)
                return act
        raise _Retry(f"{player}: no planned discard is legal")

    def deals(self, view: View, player: str) -> list[_TDeal]:
        out: list[_TDeal] = []
        cur: _TDeal | None = None
        trick_kind: str | None = None
        in_trick = 0
        for e in log_of(view):
            k = e["kind"]
            p = e.get("player")
            if k == "deal_start":
                cur = _TDeal(e["dealer"], e["cutter"])
                out.append(cur)
                trick_kind, in_trick = None, 0
            elif cur is None:
                continue
            elif k == "cut":
                cur.cut = int(e["cards"])
            elif k == "cut_take":
                cur.cut_taken.append(cuckoo.parse_card(e["card"]))
            elif k == "turn_take":
                cur.turn_taken.append(cuckoo.parse_card(e["card"]))
            elif k == "torionfo":
                cur.torionfo = cuckoo.parse_card(e["card"])
                cur.stock = int(e["stock"])
            elif k == "hand" and p == player:
                cur.mine = [cuckoo.parse_card(c) for c in e["cards"]]
            elif k == "discarded" and p == player:
                cur.my_discards.append(cuckoo.parse_card(e["card"]))
            elif k == "play":
                c = cuckoo.parse_card(e["card"])
                cur.plays.setdefault(p, []).append(c)
                in_trick += 1
                if e.get("lead"):
                    trick_kind = e.get("base")  # None when the Torionfo card leads: the base event names it
                elif trick_kind is not None and not e.get("torionfo") and kind_of(c) != trick_kind:
                    cur.voids.setdefault(p, set()).add(trick_kind)
                if in_trick == len(view.get("players") or []):
                    trick_kind, in_trick = None, 0
            elif k == "base":
                trick_kind = e["base"]
        return out

    def propose(self, view: View, player: str, setup: Setup, rng: Rng, first: int = 0) -> list[list[str]]:
        self._plan = {}
        out: list[list[str]] = []
        for i, d in enumerate(self.deals(view, player)):
            if i < first:
                out.append([])
            elif d.cut is None:  # not cut yet: nothing of this deal is known
                pack = cuckoo.cuckoo_pack()
                rng.shuffle(pack)
                out.append([cuckoo.card_str(c) for c in pack])
            else:
                out.append(self._deal(i + 1, d, setup.players, player, rng))
        return out

    def _deal(self, deal_no: int, d: _TDeal, players: list[str], viewer: str, rng: Rng) -> list[str]:
        n = len(players)
        hs = DEALT // n
        if d.torionfo is None:
            raise _Retry("a cut without a turned-up card")
        extras: dict[str, list[int]] = {p: [] for p in players}
        extras[d.cutter] += d.cut_taken
        extras[d.dealer] += d.turn_taken
        tor = d.torionfo
        seen: list[int] = [tor]
        if viewer in players:
            seen += d.mine + (d.turn_taken if viewer == d.dealer else [])
        ex_left: dict[str, list[int]] = {}
        for p in players:
            if p == viewer:
                continue
            plays = d.plays.get(p, [])
            ex_left[p] = _minus(extras[p], plays)  # the taken cards not seen played
            seen += plays + ex_left[p]
        pool = multiset_minus(cuckoo.cuckoo_pack(), seen)
        # the extras not seen played: kept in the hand (if the voids allow) or discarded
        keep: dict[str, list[int]] = {p: list(d.plays.get(p, [])) for p in ex_left}
        disc: dict[str, list[int]] = {p: [] for p in ex_left}
        for p, cards in ex_left.items():
            room_keep = hs - len(keep[p])
            room_disc = len(extras[p])
            for c in cards:
                void = c != tor and kind_of(c) in d.voids.get(p, set())
                if not void and room_keep > 0 and rng.below(room_keep + room_disc) < room_keep:
                    keep[p].append(c)
                    room_keep -= 1
                else:
                    disc[p].append(c)
                    room_disc -= 1
            if room_disc < 0:
                raise _Retry("more taken cards than discards")
        needs: dict[str, int] = {}
        allowed: dict[str, Any] = {}
        for p in ex_left:
            needs["keep:" + p] = hs - len(keep[p])
            needs["disc:" + p] = len(extras[p]) - len(disc[p])
            if d.voids.get(p):
                allowed["keep:" + p] = not_kinds(set(d.voids[p]), tor)
        if any(v < 0 for v in needs.values()):
            raise _Retry("a hand holds more cards than it can")
        got, stock = fill(pool, needs, allowed, rng)
        if len(stock) != d.stock:
            raise _Retry("the stock does not add up")
        dealt: dict[str, list[int]] = {}
        for p in players:
            if p == viewer:
                dealt[p] = _minus(d.mine, d.cut_taken if p == d.cutter else [])
            else:
                hand = keep[p] + got.get("keep:" + p, []) + disc[p] + got.get("disc:" + p, [])
                discards = disc[p] + got.get("disc:" + p, [])
                rng.shuffle(discards)
                self._plan[(deal_no, p)] = [cuckoo.card_str(c) for c in discards]
                dealt[p] = _minus(hand, extras[p])
            if len(dealt[p]) != hs:
                raise _Retry("a dealt hand does not add up")
            rng.shuffle(dealt[p])
        rng.shuffle(stock)
        k, u = len(d.cut_taken), int(d.cut or 0)
        if u > k and stock:
            # the card above the taken ones in the upper packet (the last of the completed pack) stopped the taking
            ok = [i for i, c in enumerate(stock) if c not in TAKEN]
            if not ok:
                raise _Retry("the cut would have taken more cards")
            j = ok[rng.below(len(ok))]
            stock[j], stock[-1] = stock[-1], stock[j]
        order = order_from(players, players[(players.index(d.dealer) + 1) % n])
        deck2 = [dealt[order[i % n]][i // n] for i in range(DEALT)] + d.turn_taken + [tor] + stock
        if len(deck2) != PACK_SIZE - k or u < k:
            raise _Retry("the cut does not add up")
        deck = deck2[PACK_SIZE - u :] + d.cut_taken[::-1] + deck2[: PACK_SIZE - u]
        return [cuckoo.card_str(c) for c in deck]


def _minus(cards: list[int], less: list[int]) -> list[int]:
    """``cards`` less each card of ``less`` it holds (once per copy); cards of ``less`` not there are ignored."""
    out = list(cards)
    for c in less:
        if c in out:
            out.remove(c)
    return out


SAMPLER = TorionfoSampler()
# how the search bots judge and search torionfo (taverna.games.sampling.SearchHints)
# what a player waits for a search level's move here (benchmarks/bot_decision_time.py; docs/arena.md)
SEARCH = SearchHints(reward="side-points", scale=30.0, think_ms={"hard": 146})
