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
    log_of,
    multiset_minus,
    register,
    trick_shuffle,
)


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

    def propose(self, view: View, player: str, setup: Setup, rng: Rng, first: int = 0) -> list[list[str]]:
        pack = cuckoo.cuckoo_pack()
        deals = [d for d in self.deals(view, player, setup) if d.shuffled]
        return [trick_shuffle(d, player, pack, cuckoo.card_str, rng) if i >= first else [] for i, d in enumerate(deals)]


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


for _s in (KilleSampler(), CoteccioSampler(), HyppSampler()):
    register(_s)

__all__ = ["CoteccioSampler", "HyppSampler", "KilleSampler", "_Retry"]


# ====================================================================== Cucù
class _Tok:
    """One position of one shuffle: the card that was there (None: unknown) and the cards it cannot be."""

    __slots__ = ("forbid", "value")

    def __init__(self) -> None:
        self.value: int | None = None
        self.forbid: set[int] = set()


_SHOWS = {
    "horse": cuckoo.HORSE, "house": cuckoo.INN, "hunter": cuckoo.MAN, "cat": cuckoo.CAT, "cuckoo": cuckoo.CUCKOO,
    "inn": cuckoo.INN, "drink": cuckoo.INN, "inn_closed": cuckoo.INN, "cuckoo_declared": cuckoo.CUCKOO,
    "cuckoo_shown": cuckoo.CUCKOO, "offer_accepted": cuckoo.INN,
}  # fmt: skip


class CucuSampler(GameSampler):
    """Every card is followed from its place in a shuffle through the public exchanges.

    The log tells where each card drawn from the pack went (``dealt``, ``pack_exchange``,
    ``deck_draw``, ``deck_exchange``) and every exchange between players (``exchanged``,
    ``reversed``), so each card in a hand, on the discard pile or set aside is a known position of
    a known shuffle.  What the player saw fixes some of those positions (their own cards, the cards
    shown by the Horse, Hunter, Cat, Inn or Cuckoo, the reveal, the face-up discards); a card asked
    for and exchanged was none of the cards that stop an exchange.  The rest are dealt at random.
    """

    game = "cucu"
    deal_events = ("deal_start",)

    def __init__(self) -> None:
        self._probe: dict[str, Any] = {}
        self._read_of: View | None = None

    def _opts(self, setup: Setup) -> Any:
        key = repr((setup.players, setup.rules, sorted(setup.options.items()), setup.dealer))
        if key not in self._probe:
            from taverna.games import create_match

            m: Any = create_match("cucu", players=setup.players, rules=setup.rules, options=setup.options or None,
                                  dealer=setup.dealer, seed=0)  # fmt: skip
            self._probe = {key: (m.opts, list(m.pack), m.pagat)}
        return self._probe[key]

    def steps(self, view: View) -> list[Step]:
        out: list[Step] = []
        proposer: str | None = None
        confess: dict[str, int] = {}  # player -> index of their hidden confession in ``out``
        for e in log_of(view):
            k = e["kind"]
            p = e.get("player")
            if k == "deal_start":
                confess = {}
            if k == "keep" or k == "inn_keep":
                out.append((p, Action("keep")))
            elif k == "exchange":
                out.append((p, Action("exchange")))
            elif k == "cuckoo_declared":
                out.append((p, Action("declare")))
            elif k == "proposal":
                proposer = p
                out.append((p, Action("propose", int(e["share"]))))
            elif k == "agreement":
                other = next(q for q in e["shares"] if q != proposer)
                out.append((other, Action("accept")))
            elif k == "agreement_refused":
                out.append((p, Action("refuse")))
            elif k == "insure":
                out.append((p, Action("insure")))
            elif k == "inn_offer":
                out.append((p, Action("offer", e["offer"])))
            elif k in ("insurance_accepted", "offer_accepted"):
                out.append((p, Action("accept")))
            elif k in ("insurance_refused", "offer_refused"):
                out.append((p, Action("refuse")))
            elif k == "confessed":
                confess[p] = -1 if e["defeat"] else -2
            elif k == "answered":
                if confess.get(p) in (-1, -2):
                    out.append((p, Action("defeat" if confess[p] == -1 else "pass")))
                else:
                    confess[p] = len(out)
                    out.append((p, None))
            elif k == "confessions":
                for q, i in confess.items():
                    if i >= 0:
                        out[i] = (q, Action("defeat" if q in e["defeat"] else "pass"))
            elif k == "reentered":
                shares = e["shares"]
                plain = shares == {p: e["cost"]}
                out.append((p, Action("reenter") if plain else Action("reenter", shares)))
            elif k == "declined":
                out.append((p, Action("decline")))
        return out

    def fresh_from(self, view: View, setup: Setup, shuffles: int) -> int:
        """Cambio and BGA keep the deck through a set: the current set's shuffle; pagat: the deal's."""
        pagat = self._opts(setup)[2]
        idx = last = -1
        for e in log_of(view):
            k = e["kind"]
            if k == "set_start" or (pagat and k == "deal_start"):
                idx += 1
                last = idx
            elif k == "reshuffle":
                idx += 1
        return last

    def propose(self, view: View, player: str, setup: Setup, rng: Rng, first: int = 0) -> list[list[str]]:
        # the reading of the log depends on the view only: done once per view, then each proposal
        # starts from the tokens as the reading left them
        if self._read_of is not view:
            self._read_of = view
            try:
                self._reading: tuple[Any, ...] | _Retry = self._read(view, setup)
            except _Retry as exc:
                self._reading = exc
        if isinstance(self._reading, _Retry):
            raise _Retry(str(self._reading))
        shuffles, pools, saved = self._reading
        for toks in saved[max(first, 0):]:
            for t, value, forbid in toks:
                t.value = value
                t.forbid = set(forbid)
        return self._deal(shuffles, pools, self._opts(setup)[1], rng, first)

    def _read(self, view: View, setup: Setup) -> tuple[list[list[_Tok]], list[list[_Tok] | None], list[list[Any]]]:
        """The shuffles' positions as the log tells them (known cards, excluded cards), the pools they
        were shuffled from, and every token's state (to restore before each proposal)."""
        opts, pack, pagat = self._opts(setup)
        stop = {cuckoo.HORSE, cuckoo.MAN, cuckoo.CAT}
        if opts.inn_rule in ("pass", "insurance", "offer"):
            stop.add(cuckoo.INN)
        if opts.cuckoo_rule == "arrest":
            stop.add(cuckoo.CUCKOO)
        shuffles: list[list[_Tok]] = []
        pools: list[list[_Tok] | None] = []  # None: the whole pack; else the discarded cards reshuffled
        deck: list[_Tok] = []
        hands: dict[str, _Tok] = {}
        discards: list[_Tok] = []
        aside: list[_Tok] = []
        pending: list[tuple[str, str]] = []
        asked: tuple[str, str, _Tok] | None = None
        exchanged: list[_Tok] = []

        def new_shuffle(pool: list[_Tok] | None) -> list[_Tok]:
            toks = [_Tok() for _ in range(len(pack) if pool is None else len(pool))]
            shuffles.append(toks)
            pools.append(pool)
            return list(toks)

        def know(t: _Tok, card: int) -> None:
            if t.value is not None and t.value != card:
                raise _Retry("a card seen twice with different faces")
            t.value = card
            t.forbid.discard(card)

        def pop(front: bool = True) -> _Tok:
            if not deck:
                raise _Retry("the deck ran out in the reading")
            return deck.pop(0) if front else deck.pop()

        for e in log_of(view):
            k = e["kind"]
            p = e.get("player")
            if k != "card" and pending and k not in ("dealt", "exchanged", "reversed", "pack_exchange",
                                                     "deck_draw", "deck_exchange"):  # fmt: skip
                for q, c in pending:
                    know(hands[q], cuckoo.parse_card(c))
                pending = []
            if asked is not None and k != "card":
                r, tgt, tok = asked
                if k == "exchanged" and {e["a"], e["b"]} == {r, tgt}:
                    tok.forbid |= stop - ({tok.value} if tok.value is not None else set())
                    if opts.fool_rule == "clown":
                        exchanged = [hands[r], hands[tgt]]
                asked = None
            if k in ("lost", "token_lost") and e.get("reason") == "received the Clown":
                know(hands[p], cuckoo.FOOL)
            if k == "set_start":
                discards, hands, aside = [], {}, []
                deck = new_shuffle(None)
            elif k == "deal_start":
                if pagat:
                    hands, aside = {}, []
                    deck = new_shuffle(None)
                else:
                    discards.extend(list(hands.values()) + aside)
                    hands, aside = {}, []
            elif k == "reshuffle":
                deck.extend(new_shuffle(list(discards)))
                discards = []
            elif k == "card":
                pending.append((p, e["card"]))
                continue
            elif k == "dealt":
                hands[p] = pop()
            elif k == "pack_exchange":
                far = e.get("end") == "top"
                t = pop(front=not (far and opts.deal_from == "bottom"))
                aside.append(hands[p])
                hands[p] = t
            elif k == "deck_draw":
                t = pop()
                know(t, cuckoo.parse_card(e["card"]))
                if str(e.get("effect", "")).startswith("clown"):
                    discards.append(hands[p])
                    hands[p] = t
                else:
                    discards.append(t)
            elif k == "deck_exchange":
                t = pop()
                discards.append(hands[p])
                hands[p] = t
            elif k in ("exchanged", "reversed"):
                a, b = e["a"], e["b"]
                hands[a], hands[b] = hands[b], hands[a]
            elif k == "asked":
                asked = (p, e["target"], hands[e["target"]])
            elif k in _SHOWS and p in hands:
                know(hands[p], _SHOWS[k])
            elif k == "reveal":
                for q, c in e["cards"].items():
                    know(hands[q], cuckoo.parse_card(c))
            if k in ("exchanged", "reversed", "dealt", "pack_exchange", "deck_draw", "deck_exchange"):
                for q, c in pending:
                    know(hands[q], cuckoo.parse_card(c))
                pending = []
            if exchanged and k not in ("exchanged", "lost", "token_lost", "card"):
                for t in exchanged:
                    if t.value is None:
                        t.forbid.add(cuckoo.FOOL)
                exchanged = []
        for q, c in pending:
            know(hands[q], cuckoo.parse_card(c))
        for q, c in (view.get("cards") or {}).items():
            if q in hands:
                know(hands[q], cuckoo.parse_card(c))
        if "discards" in view:
            shown = view["discards"]
            if len(shown) != len(discards):
                raise _Retry(f"the reading has {len(discards)} discards, the view {len(shown)}")
            for t, c in zip(discards, shown):
                know(t, cuckoo.parse_card(c))
        # a proposal assigns values only to the tokens of the shuffles it deals and reads those of their
        # pools: saved shuffle by shuffle
        saved = [[(t, t.value, frozenset(t.forbid)) for t in [*toks, *(pool or ())]] for toks, pool in zip(shuffles, pools)]
        return shuffles, pools, saved

    @staticmethod
    def _deal(
        shuffles: list[list[_Tok]], pools: list[list[_Tok] | None], pack: list[int], rng: Rng, first: int
    ) -> list[list[str]]:
        # deal the cards: shuffle by shuffle, the known ones first
        out: list[list[str]] = []
        for si, (toks, pool_toks) in enumerate(zip(shuffles, pools)):
            if si < first:  # not needed (fast sampling): no reshuffle after ``first`` draws on these
                out.append([])
                continue
            if pool_toks is None:
                pool = list(pack)
            else:
                pool = []
                for t in pool_toks:
                    if t.value is None:
                        raise _Retry("a reshuffled card was never dealt")
                    pool.append(t.value)
            left = multiset_minus(pool, [t.value for t in toks if t.value is not None])
            rng.shuffle(left)
            unknown = [t for t in toks if t.value is None]
            unknown.sort(key=lambda t: -len(t.forbid))
            for t in unknown:
                for i, x in enumerate(left):
                    if x not in t.forbid:
                        t.value = left.pop(i)
                        break
                else:
                    raise _Retry("no card left that fits")
            out.append([cuckoo.card_str(t.value) for t in toks if t.value is not None])
        return out


register(CucuSampler())


# ====================================================================== Cuajo
class CuajoSampler(GameSampler):
    """The 5-6-5-5 deal, the sowee, the stock drawn from the top: each card followed from its position.

    A discard shows a card of the hand (a card taken or seen before, else one never seen); a secret
    of four takes four unseen cards of one kind; the winner's exposed hand fixes all their cards.
    Hidden choices: another player's secret (which four), the fourth card of a sowee secret, and a
    silent "not purro" (no event) when the rebuilt hand happens to wait for one card.
    """

    game = "cuajo"
    deal_events = ("deal_start",)

    def setup(self, view: View) -> Setup:
        s = super().setup(view)
        s.rules = None
        s.options = {"deals": int(view.get("deals") or 4)}
        return s

    def steps(self, view: View) -> list[Step]:
        out: list[Step] = []
        for e in log_of(view):
            k = e["kind"]
            p = e.get("player")
            if k == "draw":
                out.append((p, Action("draw")))
            elif k == "take":
                out.append((p, Action("take")))
            elif k == "time":
                out.append((p, Action("time")))
            elif k == "no_claim":
                out.append((p, Action("pass")))
            elif k == "win" and e.get("source") != "claim":
                out.append((p, Action("win")))
            elif k == "secret_cards":
                cards = list(e["cards"])
                if len(set(cards)) == 1:
                    out.append((p, Action("secret", cards[0])))
                else:
                    out.append((p, Action("sowee", cards[3])))
            elif k == "secret":
                if (
                    out
                    and out[-1][0] == p
                    and isinstance(out[-1][1], Action)
                    and out[-1][1].word in ("secret", "sowee")
                ):
                    continue  # the player's own secret, read from secret_cards
                out.append((p, "secret" if e["type"] == "four" else "sowee"))
            elif k == "discard":
                out.append((p, Action("discard", e["card"])))
            elif k == "purro":
                out.append((p, Action("purro", e["king"]) if e.get("king") else Action("purro")))
        return out

    def gap(self, match: Any, step: Step | None, view: View, player: str) -> tuple[str, Action] | None:
        for q in match.to_act():
            legal = match.legal_actions(q)
            if Action("silent") not in legal:
                continue
            if step is not None and step[0] == q and isinstance(step[1], Action) and step[1].word == "purro":
                return None
            if step is None and q in (view.get("to_act") or []):
                return None
            return (q, Action("silent"))
        return None

    def propose(self, view: View, player: str, setup: Setup, rng: Rng, first: int = 0) -> list[list[str]]:
        from taverna.cards import cuajo as cc

        out: list[list[str]] = []
        toks: list[_Tok] = []
        groups: list[list[_Tok]] = []
        hands: dict[str, list[_Tok]] = {}
        secrets: dict[str, list[_Tok]] = {}
        stock: list[_Tok] = []
        discards: list[_Tok] = []
        last: dict[str, _Tok] = {}
        fourth: dict[str, list[_Tok]] = {}
        sowee: int | None = None

        def finish() -> None:
            if not toks:
                return
            if len(out) < first:
                out.append([])
                return
            left = multiset_minus(cc.cuajo_pack(), [t.value for t in toks if t.value is not None])
            rng.shuffle(left)
            for g in groups:
                if all(t.value is not None for t in g):
                    continue
                counts = {c: left.count(c) for c in set(left)}
                kinds = sorted(c for c, n in counts.items() if n >= 4)
                if not kinds:
                    raise _Retry("no kind left for a secret of four")
                c = kinds[rng.below(len(kinds))]
                for t in g:
                    t.value = c
                    left.remove(c)
            for t in toks:
                if t.value is None:
                    t.value = left.pop()
            out.append([cc.card_str(t.value) for t in toks if t.value is not None])

        def take_from(p: str, card: int) -> _Tok:
            hand = hands[p]
            for t in hand:
                if t.value == card:
                    hand.remove(t)
                    return t
            for t in reversed(hand):  # the card drawn last first
                if t.value is None and not any(t in g for g in groups):
                    t.value = card
                    hand.remove(t)
                    return t
            raise _Retry(f"{p} cannot have held {cc.card_str(card)}")

        log = log_of(view)
        for idx, e in enumerate(log):
            k = e["kind"]
            p = e.get("player")
            if k == "deal_start":
                finish()
                toks, groups = [_Tok() for _ in range(112)], []
                order = list(e["order"])
                hands = {q: [] for q in order}
                secrets = {q: [] for q in order}
                pos = 0
                for rnd in range(3):
                    for q in order:
                        n = 6 if rnd == 0 and q == e["dealer"] else 5
                        hands[q].extend(toks[pos : pos + n])
                        pos += n
                sowee_tok = toks[pos]
                stock = toks[pos + 1 :]
                discards, last, fourth = [], {}, {}
            elif k == "dealt" and p == player:
                for t, c in zip(hands[p], e["cards"]):
                    t.value = cc.parse_card(c)
            elif k == "sowee":
                sowee = cc.parse_card(e["card"])
                sowee_tok.value = sowee
            elif k == "draw":
                if not stock:
                    raise _Retry("the stock ran out in the reading")
                t = stock.pop(0)
                if e.get("card"):
                    t.value = cc.parse_card(e["card"])
                hands[p].append(t)
                last[p] = t
            elif k == "drew":
                last[p].value = cc.parse_card(e["card"])
            elif k == "extra_card":
                if not stock:
                    raise _Retry("the stock ran out in the reading")
                stock.pop(0).value = cc.parse_card(e["card"])
            elif k == "take":
                t = discards.pop()
                hands[p].append(t)
            elif k == "time":
                c = cc.parse_card(e["card"])
                t = take_from(e["drawer"], c)
                hands[p].append(t)
            elif k == "discard":
                discards.append(take_from(p, cc.parse_card(e["card"])))
            elif k == "secret_cards":
                for c in e["cards"]:
                    secrets[p].append(take_from(p, cc.parse_card(c)))
            elif k == "secret" and p != player:
                if e["type"] == "four":
                    free = [t for t in hands[p] if t.value is None and not any(t in g for g in groups)]
                    if len(free) < 4:
                        raise _Retry("no four unseen cards for a secret")
                    g = free[:4]
                    groups.append(g)
                    for t in g:
                        hands[p].remove(t)
                    secrets[p].extend(g)
                elif sowee is not None:
                    for _ in range(3):
                        secrets[p].append(take_from(p, sowee))
                    free = [t for t in hands[p] if not any(t in g for g in groups)]
                    if not free:
                        raise _Retry("no fourth card for a sowee secret")
                    t = free[rng.below(len(free))]
                    hands[p].remove(t)
                    secrets[p].append(t)
                    fourth.setdefault(p, []).append(t)
            elif k == "purro" and p != player:
                _waiting_hand(hands[p], fourth.get(p, []), groups, toks, e.get("king"), rng, p, log[idx + 1 :])
            elif k == "win":
                whole = [cc.parse_card(c) for c in e["hand"]]
                mine = hands[p] + secrets[p]
                seen = [t.value for t in mine if t.value is not None]
                rest = multiset_minus(whole, seen)
                rng.shuffle(rest)
                for g in groups:
                    if g[0] in mine and g[0].value is None:
                        kinds = sorted({c for c in rest if rest.count(c) >= 4})
                        if not kinds:
                            raise _Retry("the exposed hand has no four for the secret")
                        c = kinds[rng.below(len(kinds))]
                        for t in g:
                            t.value = c
                            rest.remove(c)
                for t in mine:
                    if t.value is None:
                        if not rest:
                            raise _Retry("the exposed hand is smaller than the reading")
                        t.value = rest.pop()
        if view.get("hand") is not None and player in hands:
            # the player's hand now: the cards not yet placed take the names the view gives
            want = [cc.parse_card(c) for c in view["hand"]]
            have = [t.value for t in hands[player] if t.value is not None]
            rest = multiset_minus(want, have)
            for t in hands[player]:
                if t.value is None:
                    if not rest:
                        raise _Retry("the player's hand does not add up")
                    t.value = rest.pop()
        finish()
        return out


def _waiting_hand(hand: list[_Tok], fourth: list[_Tok], groups: list[list[_Tok]], toks: list[_Tok],
                  king: str | None, rng: Rng, who: str, later: list[Any]) -> None:  # fmt: skip
    """Give the unseen cards of a player who said purro values that make the hand wait for one card.

    A complete hand is built at random around the cards already known (combinations covering the
    lowest uncovered card, the missing cards taken from those not yet placed), then one of its
    added cards is left out: that is the card the hand waits for.  The king shown must be in the
    hand; a token means no king in the hand.  The rest of the deal is read first: a card the player
    later discards that was not the card just drawn was in this hand; cards others show later are
    not available.
    """
    from collections import Counter

    from taverna.cards import cuajo as cc
    from taverna.games.cuajo import solver

    in_group = {id(t) for g in groups for t in g}
    free = hand + fourth
    unknown = [t for t in free if t.value is None and id(t) not in in_group]
    if any(id(t) in in_group for t in free):
        raise _Retry("a purro hand around a secret of unknown kind")
    future: Counter[int] = Counter()
    must: list[int] = []
    kept: list[int] = []
    drawn: int | None = None
    won: list[int] | None = None
    passed: set[int] = set()  # cards drawn face up by others while this hand waited: it did not take them
    for e in later:
        k, q = e["kind"], e.get("player")
        card = cc.parse_card(e["card"]) if isinstance(e.get("card"), str) else None
        if k == "deal_start" or (k == "purro_lost" and q == who):
            break
        if k in ("draw", "take") and q == who:
            drawn = card
        elif k == "discard" and q == who:
            if card is not None and drawn is not None and drawn != card:
                must.append(card)
                kept.append(drawn)
            drawn = None
        elif k == "win" and q == who:
            # the hand is exposed: at the purro it was the exposed hand less the winning card and
            # the cards drawn and kept since, plus those discarded from it since
            won = [cc.parse_card(c) for c in e["hand"]]
            won.remove(cc.parse_card(e["bounit"]))
            for c in kept:
                won.remove(c)
            won.extend(must)
            break
        elif k in ("draw", "drew", "discard", "extra_card") and card is not None:
            future[card] += 1
            if k == "draw" and q != who:
                passed.add(card)
    if won is not None:
        rest = multiset_minus(won, [t.value for t in free if t.value is not None])
        # the cards of secrets laid before the purro are in the exposed hand too: they are not
        # in ``free``; the win handler fixes them.  Here the unseen free cards take the rest at random.
        rng.shuffle(rest)
        if len(rest) < len(unknown):
            raise _Retry("the exposed hand is smaller than the purro hand")
        for t in unknown:
            t.value = rest.pop()
        return
    if len(must) > len(unknown):
        raise _Retry("more cards discarded from the purro hand than it had unseen")
    for t, v in zip(unknown, must):
        t.value = v
    unknown = unknown[len(must) :]
    known = [t.value for t in free if t.value is not None]
    shown = cc.parse_card(king) if king else None
    avail = Counter(cc.cuajo_pack())
    avail.subtract(Counter(t.value for t in toks if t.value is not None))
    avail.subtract(future)
    avail = Counter({c: n for c, n in avail.items() if n > 0})
    kings_in_hand = [t.value for t in hand if t.value is not None and cc.is_king(t.value)]
    if shown is None and kings_in_hand:
        raise _Retry("a purro token with a king in the hand")
    combos = list(solver.ALL_COMBOS)
    budget = [300]
    wild: list[int] = []

    def ok_wild(c: int, left: Counter[int]) -> bool:
        return left[c] > 0 and not (shown is None and cc.is_king(c))

    def cover(counts: Counter[int], n: int, left: Counter[int]) -> bool:
        budget[0] -= 1
        if budget[0] < 0:
            return False
        todo = [c for c, k in counts.items() if k > 0]
        if not todo:
            return fill(n, left)
        low = min(todo)
        opts = [cb for cb in combos if low in cb]
        rng.shuffle(opts)
        for cb in opts[:12]:
            use: list[int] = []
            c2 = Counter(counts)
            for c in cb:
                if c2[c] > 0:
                    c2[c] -= 1
                else:
                    use.append(c)
            if len(use) > n:
                continue
            l2 = Counter(left)
            l2.subtract(Counter(use))
            if any(l2[c] < 0 or not ok_wild(c, left) for c in use):
                continue
            wild.extend(use)
            if cover(c2, n - len(use), l2):
                return True
            del wild[len(wild) - len(use) :]
        return False

    def fill(n: int, left: Counter[int]) -> bool:
        while n > 0:
            fits = [cb for cb in combos if len(cb) <= n and all(ok_wild(c, left) for c in cb)
                    and all(left[c] >= cb.count(c) for c in set(cb))]  # fmt: skip
            if not fits:
                return False
            cb = fits[rng.below(len(fits))]
            for c in cb:
                left[c] -= 1
                wild.append(c)
            n -= len(cb)
        return True

    for _attempt in range(30):
        budget[0] = 300
        wild.clear()
        if not cover(Counter(known), len(unknown) + 1, Counter(avail)):
            continue
        rng.shuffle(wild)
        values = wild[1:]  # wild[0] is the card the hand waits for
        hand_values = [t.value for t in hand if t.value is not None] + values[: sum(1 for t in unknown if t in hand)]
        if shown is not None and shown not in hand_values and shown not in values:
            continue
        if passed and passed & set(solver.waits(known + values)):
            continue  # it would have claimed a card drawn face up by another player
        for t, v in zip(unknown, values):
            t.value = v
        return
    raise _Retry("no waiting hand found around the known cards")


register(CuajoSampler())

from taverna.research import determinize_kinds  # noqa: E402,F401  (Coch, Zifuli, Torionfo)
