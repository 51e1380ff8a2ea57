"""Cucù's determinization sampler (:mod:`taverna.games.sampling`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from taverna.cards import cuckoo
from taverna.core import Action, Rng
from taverna.games.cucu.powers import stoppers
from taverna.games.sampling import GameSampler, SearchHints, Setup, Step, View, _Retry, _Tok, log_of, multiset_minus

_SHOWS = {
    "horse": cuckoo.HORSE, "house": cuckoo.INN, "hunter": cuckoo.MAN, "cat": cuckoo.CAT, "cuckoo": cuckoo.CUCKOO,
    "inn": cuckoo.INN, "drink": cuckoo.INN, "inn_closed": cuckoo.INN, "cuckoo_declared": cuckoo.CUCKOO,
    "cuckoo_shown": cuckoo.CUCKOO, "offer_accepted": cuckoo.INN,
}  # fmt: skip


def _lives_rank(opts: Any, card: int) -> int:
    from taverna.games.cucu.lives import rank

    return rank(opts, card)


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
            # the options, the pack, whether every deal shuffles the whole pack, the pack's card notation
            # (the French pack: ``4d``), and the cards whose power stops a request (powers.py)
            self._probe = {key: (m.opts, list(m.pack), m.family.fresh_pack, m.shuffler.parse, m.card_str,
                                 stoppers(m.powers))}  # fmt: skip
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
        """Cambio and BGA keep the deck through a set: the current set's shuffle; pagat and Le Her: the deal's."""
        pagat = self._opts(setup)[2]  # (the whole pack shuffled before every deal)
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
            try:
                self._reading: tuple[Any, ...] | _Retry = self._read(view, setup)
            except _Retry as exc:
                self._reading = exc
            self._read_of = view  # (only once read: a reading that failed otherwise is tried again)
        if isinstance(self._reading, _Retry):
            raise _Retry(str(self._reading))
        shuffles, pools, saved = self._reading
        for toks in saved[max(first, 0) :]:
            for t, value, forbid in toks:
                t.value = value
                t.forbid = set(forbid)
        opts = self._opts(setup)
        return self._deal(shuffles, pools, opts[1], rng, first, opts[4])

    def _read(self, view: View, setup: Setup) -> tuple[list[list[_Tok]], list[list[_Tok] | None], list[list[Any]]]:
        """The shuffles' positions as the log tells them (known cards, excluded cards), the pools they
        were shuffled from, and every token's state (to restore before each proposal)."""
        opts, pack, pagat, parse_card = self._opts(setup)[:4]  # pagat: a fresh pack every deal (Campli, Lu Stù, Le Her)
        stop: set[int] = self._opts(setup)[5]  # the cards that stop a request (an exchange made was none of them)
        dealt: list[tuple[str, _Tok]] = []  # this deal's cards dealt (Coucou's dealer takes three)
        threes: list[tuple[_Tok, list[_Tok]]] = []  # Coucou: the dealer's kept card and the two under the talon
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
            if k == "talon_under":  # before the kept card's "card" is read: which of the three is in the hand
                three = [t for q, t in dealt if q == p][-3:]
                for q, c in pending[:-1]:
                    know(hands[q], parse_card(c))
                pending = pending[-1:]
                values = [t.value for t in three]
                if all(v is not None for v in values):
                    best = max(range(3), key=lambda i: (_lives_rank(opts, values[i] or 0), i))
                else:  # unknown to this viewer: the last dealt, the two others no higher (checked below)
                    best = 2
                others = [t for i, t in enumerate(three) if i != best]
                hands[p] = three[best]
                deck.extend(others)
                threes.append((three[best], others))
                continue
            if k != "card" and pending and k not in ("dealt", "exchanged", "reversed", "pack_exchange",
                                                     "deck_draw", "deck_exchange"):  # fmt: skip
                for q, c in pending:
                    know(hands[q], parse_card(c))
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
                dealt = []
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
                dealt.append((p, hands[p]))
            elif k == "pack_exchange":
                far = e.get("end") == "top"
                t = pop(front=not (far and opts.deal_from == "bottom"))
                aside.append(hands[p])
                hands[p] = t
            elif k == "deck_draw":
                t = pop()
                know(t, parse_card(e["card"]))
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
            elif ((k == "king" and "card" in e) or k == "matador") and p in hands:
                # a French card with the refuse power, shown; Gnav's matador shown with its call
                know(hands[p], parse_card(e["card"]))
            elif k == "knock" and p in hands:  # Gnav: a Fool dealt is knocked on the table
                know(hands[p], parse_card("fool"))
            elif k in ("ruiter", "vogel", "poesje", "herberg") and p in hands:  # Slabberjan: a matador's call
                know(hands[p], parse_card(e["card"]))
            elif k == "undone":  # Slabberjan's Cat: each player named gets back the piece dealt to them
                first = dict(dealt)
                for q in e["players"]:
                    hands[q] = first[q]
            elif k in _SHOWS and p in hands:
                know(hands[p], _SHOWS[k])
            elif k == "reveal":
                for q, c in e["cards"].items():
                    know(hands[q], parse_card(c))
            if k in ("exchanged", "reversed", "dealt", "pack_exchange", "deck_draw", "deck_exchange"):
                for q, c in pending:
                    know(hands[q], parse_card(c))
                pending = []
            if exchanged and k not in ("exchanged", "lost", "token_lost", "card"):
                for t in exchanged:
                    if t.value is None:
                        t.forbid.add(cuckoo.FOOL)
                exchanged = []
        for q, c in pending:
            know(hands[q], parse_card(c))
        for kept, others in threes:  # the dealer kept the highest of three (of equal ranks, the last dealt)
            if kept.value is not None:
                top = _lives_rank(opts, kept.value)
                higher = {c for c in pack if _lives_rank(opts, c) > top}
                for t in others:
                    if t.value is None:
                        t.forbid |= higher
        for q, c in (view.get("cards") or {}).items():
            if q in hands:
                know(hands[q], parse_card(c))
        if "discards" in view:
            shown = view["discards"]
            if len(shown) != len(discards):
                raise _Retry(f"the reading has {len(discards)} discards, the view {len(shown)}")
            for t, c in zip(discards, shown):
                know(t, parse_card(c))
        # a proposal assigns values only to the tokens of the shuffles it deals and reads those of their
        # pools: saved shuffle by shuffle
        saved = [
            [(t, t.value, frozenset(t.forbid)) for t in [*toks, *(pool or ())]] for toks, pool in zip(shuffles, pools)
        ]
        return shuffles, pools, saved

    @staticmethod
    def _deal(
        shuffles: list[list[_Tok]], pools: list[list[_Tok] | None], pack: list[int], rng: Rng, first: int,
        card_str: Callable[[int], str] = cuckoo.card_str,
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
            out.append([card_str(t.value) for t in toks if t.value is not None])
        return out


SAMPLER = CucuSampler()
# how the search bots judge and search cucu (taverna.games.sampling.SearchHints)
# what a player waits for a search level's move here (benchmarks/bot_decision_time.py; docs/arena.md)
# Le Her: the rule-of-thumb bot plays Waldegrave's equilibrium (bot.py), which no strategy beats in
# expectation; a search at a hundred determinizations only strayed from it (docs/arena.md, "Bot levels")
SEARCH = SearchHints(
    reward="deal", root="paired", think_ms={"hard": 30, "learned": 44}, solved=lambda view: view.get("rules") == "le-her"
)
