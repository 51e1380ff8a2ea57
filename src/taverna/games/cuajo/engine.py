"""Cuajo: the Filipino rummy of the 112-card Spanish-suited pack (seeds/003, pagat.com).

Four players in two partnerships (``players[0]`` and ``players[2]`` against ``players[1]`` and
``players[3]``: partners sit opposite).  The phases of a deal:

* **deal** (``_begin_deal``): 5-6-5-5 to the dealer's right first, so the dealer has 16; the sowee face up;
  the stock on it;
* **play** (``phase == "play"``): the player to move has 16 cards (hand and secrets): lay secrets, win if
  purro and complete, or discard (never a king); the dealer's first turn is a discard only;
* **purro** (``phase == "purro"``): after each discard of a player neither purro nor in a penalty, that player
  is asked whatever their hand (so that being asked tells nothing): purro (with a king, or a token) or silent
  when one card from a win, else only silent;
* **draw** (``phase == "draw"``): the next player draws from the stock or takes the previous discard;
* **claim** (``phase == "claim"``): a drawn card shown because someone is purro: every purro player but the
  drawer is asked in priority order, whatever their hand (so that who is asked tells nothing), and may say
  "time" if the card completes their hand, else only pass; a drawer whose own hand it completes has priority
  (a "time" then makes the drawer win);
* **win** (``_win``): the hand exposed, the bounit's conditions, extra cards, porbis, payments;
* **end** (``_end_deal``): the deal's summary; the winner deals next (a drawn deal: the same dealer).

All money is in cents; every payment goes from a player of one partnership to a player of the other.
"""

from __future__ import annotations

from typing import Any

from taverna.cards.cuajo import (
    KING_OF_COINS,
    NOTATION,
    card_str,
    cards_str,
    cuajo_pack,
    is_king,
    parse_card,
)
from taverna.core.errors import BadArgument, BadOption
from taverna.core.match import Action, Json, Match, Shuffler
from taverna.games.cuajo import solver
from taverna.games.cuajo.options import CuajoOptions, make_options

DRAW, TAKE, WIN, TIME, PASS, SILENT = (Action(w) for w in ("draw", "take", "win", "time", "pass", "silent"))
PENALTY_TURNS = 2


def _sorted(cards: list[int]) -> list[str]:
    return cards_str(sorted(cards))


class CuajoMatch(Match):
    game = "cuajo"
    card_words = frozenset({"discard", "secret", "sowee", "purro"})
    automatic = frozenset({"silent", "pass"})  # the purro question, a shown card: asked whatever the hand
    says_why = frozenset({"win"})  # the winning hand and the payments: the score sheet's why

    def _setup(self) -> None:
        rules, options, shuffles = self.rules, self.option_values, self.shuffles_in
        if rules not in (None, "pagat"):
            raise BadOption(f"cuajo has one rule set, pagat; got {rules!r}")
        self.opts: CuajoOptions = make_options(options)
        if len(self.players) != 4:
            raise BadOption(f"cuajo is for exactly 4 players (two partnerships), got {len(self.players)}",
                            key="players-teams", game="cuajo", seats=4, n=len(self.players))  # fmt: skip
        self.shuffler: Shuffler[int] = Shuffler(self.rng, shuffles, parse_card)
        self.money: dict[str, int] = {p: 0 for p in self.players}
        self.dealer = self.first_dealer
        self.deal_no = 0
        self.deals: list[dict[str, Json]] = []
        self.over = False
        self.winner: list[str] | None = None
        self.waiting: dict[str, list[Action]] = {}
        # --- the deal ---------------------------------------------------------
        self.hands: dict[str, list[int]] = {p: [] for p in self.players}
        self.secrets: dict[str, list[dict[str, Any]]] = {p: [] for p in self.players}
        self.stock: list[int] = []  # stock[0] is the top
        self.discards: list[int] = []  # discards[-1] is the top
        self.sowee: int | None = None
        self.extras: list[int] = []
        self.purro: dict[str, int | None] = {}  # purro player -> the king shown (None: a token)
        self.penalty: dict[str, int] = {p: 0 for p in self.players}
        self.turn = self.dealer
        self.first_turn = True
        self.phase = "play"
        self.last: tuple[int, str] | None = None  # the card the player to move got this turn, and from where
        self.claims: list[str] = []
        self.exposed: dict[str, list[str]] = {}
        self.deal_losers: list[str] = []
        self.deal_result: dict[str, Json] = {}
        p = self.players
        self.teams = ((p[0], p[2]), (p[1], p[3]))  # the partnerships (Match.teams)
        self.emit("match_start", players=list(self.players), partnerships=[list(t) for t in self.teams])
        self._begin_deal()
        self._run()

    # ================================================================ helpers
    def partner(self, p: str) -> str:
        return self.players[(self.players.index(p) + 2) % 4]

    def opponents(self, p: str) -> list[str]:
        i = self.players.index(p)
        return [self.players[(i + 1) % 4], self.players[(i + 3) % 4]]

    def _fixed(self, p: str) -> list[int]:
        """The cards of ``p``'s secrets that are a combination by themselves (all four, or the sowee's three)."""
        out: list[int] = []
        for s in self.secrets[p]:
            out.extend(s["cards"] if s["type"] == "four" else s["cards"][:3])
        return out

    def _free(self, p: str) -> list[int]:
        """The cards of ``p`` still to be combined: the hand and the fourth cards of sowee secrets."""
        return self.hands[p] + [s["cards"][3] for s in self.secrets[p] if s["type"] == "sowee"]

    def whole_hand(self, p: str) -> list[int]:
        """Every card ``p`` holds: the hand and the secrets."""
        out = list(self.hands[p])
        for s in self.secrets[p]:
            out.extend(s["cards"])
        return out

    def waits(self, p: str) -> list[int]:
        """The cards that would complete ``p``'s free cards and can still come to ``p`` (never a fifth
        copy, nor the sowee's fourth: see docs/rules/cuajo.md, Purro)."""
        return solver.waits(self._free(p), solver.cannot_come(self.whole_hand(p), self.sowee))

    def _one_away(self, p: str) -> bool:
        return bool(self.waits(p))

    def _completes(self, p: str, c: int) -> bool:
        return solver.is_complete(self._free(p) + [c])

    def _pay(self, payer: str, payee: str, amount: int) -> None:
        self.money[payer] -= amount
        self.money[payee] += amount
        if amount and payer not in self.deal_losers:
            self.deal_losers.append(payer)

    # ================================================================ the deal
    def _begin_deal(self) -> None:
        self.deal_no += 1
        self.turns_taken = 0
        order = [self.next_player(self.dealer)]
        while order[-1] != self.dealer:
            order.append(self.next_player(order[-1]))
        pack = self.shuffler.shuffle(cuajo_pack())
        self.hands = {p: [] for p in self.players}
        self.secrets = {p: [] for p in self.players}
        self.purro, self.penalty = {}, {p: 0 for p in self.players}
        self.exposed, self.extras, self.claims, self.last = {}, [], [], None
        self.deal_losers, self.deal_result = [], {}
        self.emit("deal_start", deal=self.deal_no, dealer=self.dealer, order=order)
        pos = 0
        for rnd in range(3):
            for p in order:
                n = 6 if rnd == 0 and p == self.dealer else 5
                self.hands[p].extend(pack[pos : pos + n])
                pos += n
        for p in order:
            self.emit("dealt", to=[p], player=p, cards=_sorted(self.hands[p]))
        self.sowee = pack[pos]
        self.stock = pack[pos + 1 :]
        self.discards = []
        self.emit("sowee", card=card_str(self.sowee), stock=len(self.stock))
        self.turn = self.dealer
        self.first_turn = True
        self.phase = "play"

    # ================================================================ the loop
    def _run(self) -> None:
        """Forced steps until someone has to decide; sets ``waiting``."""
        self.waiting = {}
        while not self.over:
            if self.phase == "draw":
                if not self.stock:
                    self._stock_out()
                    continue
                self.waiting = {self.turn: [DRAW, TAKE] if self.discards else [DRAW]}
                return
            if self.phase == "claim":
                q = self.claims[0]
                assert self.last is not None
                self.waiting = {q: [TIME, PASS] if self._completes(q, self.last[0]) else [PASS]}
                return
            if self.phase == "play":
                self.waiting = {self.turn: self._play_actions(self.turn)}
                return
            if self.phase == "purro":
                if not self._one_away(self.turn):
                    self.waiting = {self.turn: [SILENT]}
                    return
                kings = sorted({c for c in self.hands[self.turn] if is_king(c)})
                words = [Action("purro", card_str(k)) for k in kings] if kings else [Action("purro")]
                self.waiting = {self.turn: [*words, SILENT]}
                return
            if self.phase == "next":
                self._begin_deal()
                continue
            raise AssertionError(f"unknown phase {self.phase}")  # pragma: no cover

    def _play_actions(self, p: str) -> list[Action]:
        hand = self.hands[p]
        acts: list[Action] = []
        if not self.first_turn and p in self.purro and solver.is_complete(self._free(p)):
            acts.append(WIN)
        kinds = sorted(set(hand))
        for c in kinds:
            if hand.count(c) == 4:
                acts.append(Action("secret", card_str(c)))
        sowee = self.sowee
        if sowee is not None and hand.count(sowee) >= 3:
            for c in kinds:
                if c != sowee or hand.count(c) == 4:
                    acts.append(Action("sowee", card_str(c)))
        discardable = [c for c in kinds if not is_king(c)] or kinds  # only kings left: see docs (kings)
        acts.extend(Action("discard", card_str(c)) for c in discardable)
        return acts

    # ================================================================ the contract
    @property
    def finished(self) -> bool:
        return self.over

    def to_act(self) -> list[str]:
        return list(self.waiting)

    def _legal(self, player: str) -> list[Action]:
        return list(self.waiting.get(player, []))

    def _check_arg(self, player: str, action: Action, template: Action) -> Action:
        if template.word == "purro":
            raise BadArgument(
                f"{player}: purro takes no argument when you hold no king (a token is shown)",
                key="arg-purro", player=player,
            )  # fmt: skip
        return super()._check_arg(player, action, template)

    def canonical_card(self, name: str | int) -> str:
        return NOTATION.canonical(name)

    def implied(self, player: str | None, action: Action | None = None) -> tuple[str, Action] | None:
        """Records made before every purro player was asked about a shown card (issue 15) hold no answer
        for those the card did not complete, nor for anyone when it completed the purro drawer's hand: such
        a pass is implied when the record's next action is another player's.  Records made before every
        discarder was asked about purro hold no answer where the hand was not one card from a win: a silent
        is implied there when the record's next action is not that player's purro or silent, and at the end
        of a record where that silent ends the match (the turn limit of the last deal: the old match was over).
        """
        if self.phase == "purro":
            q = self.turn
            if self._one_away(q) or (player == q and action is not None and action.word in ("purro", "silent")):
                return None
            if player is None and not (self.turns_taken + 1 >= self.opts.max_turns and self.deal_no >= self.opts.deals):
                return None  # a record that stops here: the question is still open
            return q, SILENT
        if player is None:
            return None
        if self.phase != "claim" or not self.claims or self.claims[0] == player or self.last is None:
            return None
        q = self.claims[0]
        if self._completes(q, self.last[0]) and not self._drawer_has_priority():
            return None  # asked then too: the record must hold the answer
        return q, PASS

    def _apply(self, player: str, action: Action) -> None:
        w = action.word
        if w == "draw":
            self._draw(player)
        elif w == "take":
            self._take(player)
        elif w == "time":
            self._claim(player)
        elif w == "pass":
            self.emit("no_claim", player=player)
            self.claims.pop(0)
            if not self.claims:
                self.phase = "play"
        elif w == "win":
            assert self.last is not None
            card, source = self.last
            self._win(player, card, source)
        elif w == "secret":
            self._secret(player, parse_card(action.arg), None)
        elif w == "sowee":
            self._secret(player, self.sowee if self.sowee is not None else 0, parse_card(action.arg))
        elif w == "discard":
            self._discard(player, parse_card(action.arg))
        elif w == "purro":
            king = parse_card(action.arg) if action.arg is not None else None
            self.purro[player] = king
            self.emit("purro", player=player, king=card_str(king) if king is not None else None)
            self._end_turn()
        elif w == "silent":
            self._end_turn()
        self._run()

    # ================================================================ turns
    def _draw(self, p: str) -> None:
        c = self.stock.pop(0)
        self.hands[p].append(c)
        self.last = (c, "stock")
        shown = any(q != p for q in self.purro) or self.penalty[p] > 0
        if shown:
            self.emit("draw", player=p, card=card_str(c), shown=True, stock=len(self.stock))
        else:
            self.emit("draw", player=p, shown=False, stock=len(self.stock))
            self.emit("drew", to=[p], player=p, card=card_str(c))
        self.phase = "play"
        if not shown:
            return
        # every purro player but the drawer is asked, in order after the drawer, whatever their hand: who is
        # asked must not tell whose hand the card completes (the drawer's priority is kept in _claim)
        order = []
        q = self.next_player(p)
        while q != p:
            order.append(q)
            q = self.next_player(q)
        self.claims = [q for q in order if q in self.purro]
        if self.claims:
            self.phase = "claim"

    def _take(self, p: str) -> None:
        # the pile without its top, as a new list: the pile is only ever appended to in place, which is what
        # the research observers count on (fastobs.Grown: the cards of a list that only grows are counted as
        # they come, and a list that is not the one seen before is counted again)
        *rest, c = self.discards
        self.discards = rest
        self.hands[p].append(c)
        self.last = (c, "discard")
        self.emit("take", player=p, card=card_str(c))
        self.phase = "play"

    def _drawer_has_priority(self) -> bool:
        """The shown card completes the purro drawer's own hand: nobody else may have it."""
        drawer = self.turn
        return drawer in self.purro and solver.is_complete(self._free(drawer))

    def _claim(self, p: str) -> None:
        assert self.last is not None
        c, _ = self.last
        drawer = self.turn
        if self._drawer_has_priority():
            # "if the card completes the hand of the player who actually drew the it then that player wins"
            self.emit("time_priority", player=p, card=card_str(c), drawer=drawer)
            self.claims = []
            self._win(drawer, c, "stock")
            return
        self.hands[drawer].remove(c)
        self.hands[p].append(c)
        self.emit("time", player=p, card=card_str(c), drawer=drawer)
        self.claims = []
        self._win(p, c, "claim")

    def _secret(self, p: str, c: int, fourth: int | None) -> None:
        hand = self.hands[p]
        if fourth is None:
            cards = [c] * 4
            kind = "four"
        else:
            cards = [c, c, c, fourth]
            kind = "sowee"
        for x in cards:
            hand.remove(x)
        self.secrets[p].append({"type": kind, "cards": cards})
        self.emit("secret_cards", to=[p], player=p, cards=cards_str(cards))
        paid = {}
        for q in self.opponents(p):
            self._pay(q, p, self.opts.secret)
            paid[q] = self.opts.secret
        self.emit("secret", player=p, type=kind, paid=paid)

    def _discard(self, p: str, c: int) -> None:
        self.hands[p].remove(c)
        self.discards.append(c)
        self.emit("discard", player=p, card=card_str(c))
        self.first_turn = False
        self.last = None
        if p in self.purro:
            if not self._one_away(p):
                king = self.purro.pop(p)
                self.penalty[p] = PENALTY_TURNS
                self.emit("purro_lost", player=p, king=card_str(king) if king is not None else None)
            self._end_turn()
            return
        if self.penalty[p] > 0:
            self.penalty[p] -= 1
            self._end_turn()
            return
        # asked whatever the hand (silent the only answer when it is not one card from a win): being asked
        # must not tell that the hand is one card from a win
        self.phase = "purro"

    def _end_turn(self) -> None:
        self.turns_taken += 1
        if self.turns_taken >= self.opts.max_turns:
            # nothing in the rules stops players taking discards for ever: a stated limit cuts the deal off
            self.emit("turn_limit", turns=self.turns_taken)
            self.deal_result = {"result": "draw", "cut_off": True}
            self._end_deal(next_dealer=self.dealer)
            return
        self.turn = self.next_player(self.turn)
        self.phase = "draw"

    def _stock_out(self) -> None:
        self.emit("stock_out", player=self.turn)
        self.deal_result = {"result": "draw"}
        self._end_deal(next_dealer=self.dealer)

    # ================================================================ winning
    def _win(self, p: str, bounit: int, source: str) -> None:
        o = self.opts
        fixed_secrets = [tuple(s["cards"]) if s["type"] == "four" else tuple(s["cards"][:3]) for s in self.secrets[p]]
        free = self._free(p)
        whole = self.whole_hand(p)
        porbis = not any(is_king(c) for c in whole) or (
            sum(1 for c in whole if is_king(c)) == 1 and solver.is_porbis(free)
        )
        split = solver.porbis_split(free) if porbis else solver.split(free)
        assert split is not None, "a win with an incomplete hand"
        kings = sum(o.king_of_coins if c == KING_OF_COINS else o.other_king for c in whole if is_king(c))
        c1 = c2 = True
        extras: list[int] = []
        if porbis:
            amount = o.porbis
            how = "porbis"
        elif source == "stock":
            amount = o.full + kings
            how = "drawn"
        else:
            c1, c2 = self._conditions(whole, bounit)
            while not (c1 and c2) and len(extras) < o.extra_cards and self.stock:
                x = self.stock.pop(0)
                extras.append(x)
                self.emit("extra_card", player=p, card=card_str(x), n=len(extras))
                c1, c2 = self._conditions(whole + extras, bounit)
            base = o.full if c1 and c2 else o.bounit_only if c1 else o.sowee_only if c2 else o.neither
            amount = base + kings
            how = "conditions"
        self.extras = extras
        for q in self.opponents(p):
            self._pay(q, p, amount)
        self.exposed[p] = _sorted(whole)
        shown_split = [list(cards_str(s)) for s in fixed_secrets] + [list(cards_str(s)) for s in split]
        self.deal_result = {
            "result": "win", "winner": p, "bounit": card_str(bounit), "source": source, "porbis": porbis,
            "conditions": [c1, c2], "kings": kings, "extra": cards_str(extras), "amount": amount,
        }  # fmt: skip
        self.emit("win", player=p, hand=self.exposed[p], split=shown_split, how=how, **self.deal_result)
        self._end_deal(next_dealer=p)

    def _conditions(self, cards: list[int], bounit: int) -> tuple[bool, bool]:
        c1 = solver.has_companions(bounit, cards)
        sowee = self.sowee
        c2 = sowee is not None and sowee in cards and solver.has_companions(sowee, cards)
        return c1, c2

    # ================================================================ end of a deal
    def _end_deal(self, next_dealer: str) -> None:
        after: dict[str, Json] = {p: self._counters(p) for p in self.players}
        after["pool"] = None
        d: dict[str, Json] = {
            "dealer": self.dealer,
            "losers": [p for p in self.players if p in self.deal_losers],
            "after": after,
            "sowee": card_str(self.sowee) if self.sowee is not None else None,
            **self.deal_result,
        }
        self.deals.append(d)
        self.emit("deal_end", deal=self.deal_no, **{k: v for k, v in d.items() if k != "after"},
                  money=dict(self.money))  # fmt: skip
        self.dealer = next_dealer
        self.last = None
        if self.deal_no >= self.opts.deals:
            a = self.money[self.players[0]] + self.money[self.players[2]]
            b = self.money[self.players[1]] + self.money[self.players[3]]
            if a != b:
                self.winner = [self.players[0], self.players[2]] if a > b else [self.players[1], self.players[3]]
            self.over = True
            self.phase = "over"
            self.waiting = {}
            self.emit("game_over", winner=self.winner, money=dict(self.money))
            return
        self.phase = "next"

    def _counters(self, p: str) -> dict[str, Json]:
        return {"money": self.money[p], "out": False}

    # ================================================================ views
    def _entry(self, p: str) -> dict[str, Json]:
        """What every view shows of player ``p`` (besides the name)."""
        king = self.purro.get(p)
        return {
            "partner": self.partner(p),
            **self._counters(p),
            "cards": len(self.hands[p]) + sum(4 for _ in self.secrets[p]),
            "secrets": [s["type"] for s in self.secrets[p]],
            "purro": p in self.purro,
            "shown": card_str(king) if king is not None else ("token" if p in self.purro else None),
            "penalty": self.penalty[p],
            "exposed": self.exposed.get(p),
        }

    def _waits_shown(self, viewer: str) -> list[int] | None:
        """The view's ``waits``: the cards that would complete the viewer's hand, once it holds 15."""
        if len(self.hands[viewer]) + 4 * len(self.secrets[viewer]) == 15:
            return self.waits(viewer)
        return None

    def view(self, player: str | None = None, since: int = 0) -> dict[str, Json]:
        """What ``player`` may see (``None``: a spectator); ``log`` holds the events from ``since`` on."""
        viewer = player if player in self.players else None
        players = [{"name": p, **self._entry(p)} for p in self.players]
        v: dict[str, Json] = {
            "game": self.game,
            "viewer": viewer,
            "deal": self.deal_no,
            "deals": self.opts.deals,
            "dealer": self.dealer,
            "turn": self.turn,
            "phase": self.phase,
            "sowee": card_str(self.sowee) if self.sowee is not None else None,
            "stock": len(self.stock),
            "discards": cards_str(self.discards),
            "players": players,
            "hand": None,
            "secrets": None,
            "waits": None,
            **self.view_status(viewer, since, self.winner),
            "money": dict(self.money),
        }
        if viewer is not None:
            v["hand"] = _sorted(self.hands[viewer])
            v["secrets"] = [{"type": s["type"], "cards": cards_str(s["cards"])} for s in self.secrets[viewer]]
            waits = self._waits_shown(viewer)
            if waits is not None:
                v["waits"] = cards_str(waits)
        return v

    # ================================================================ summary
    def summary(self) -> dict[str, Json]:
        winner = list(self.winner) if self.winner else None
        return self.summary_of(winner, None, {p: self._counters(p) for p in self.players}, self.deals)

    # ================================================================ invariants (for tests)
    def all_cards(self) -> list[int]:
        """Every card of the pack, wherever it is now."""
        out = list(self.stock) + list(self.discards) + list(self.extras)
        if self.sowee is not None:
            out.append(self.sowee)
        for p in self.players:
            out.extend(self.whole_hand(p))
        return out
