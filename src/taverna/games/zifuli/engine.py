"""Zifuli: the Boss and the secret Partner against the other three, for chips.

Phases of a round: **deal** (``_begin_deal``: 8 cards each, one at a time from the dealer's right),
**auction** (``_bid`` / ``_pass``: from the dealer's right; a bid reveals a card; the first bid card
fixes the kind and every later bid must be a strictly weaker card of that kind than the last bid; a
pass is for good; when all but one have passed, the one left is the Boss, and the other holder of
the twin of the Boss's last bid card is the secret Partner, or the Boss is alone holding both),
**tricks** (``_play``: as in Coch, the dealer's right leads; the Partner is revealed to all when the
twin is played), **settlement** (``_end_round``: 19 points, the 82-point recount, a draw; the chips
as written), **end** (someone out of chips, or a number of rounds; most chips wins).

When four have passed and nobody has bid, option ``all-pass`` decides: ``last-bids`` (default: the
one left is the Boss and must bid, any card) or ``redeal`` (they may pass too: the deal is void and
the next dealer deals).  A player who must pay more chips than they hold pays anyway and goes into
debt (a negative count), so the payments stay as written and the chips are conserved.
"""

from __future__ import annotations

from taverna.cards.cuckoo import canonical, card_str, cuckoo_pack, parse_card
from taverna.core.errors import BadOption
from taverna.core.match import Action, Json, Shuffler
from taverna.games.card_points import compare, half_points, recount, shown
from taverna.games.kinds import ZIFULI, KindTrickMatch, kind_of
from taverna.games.zifuli.options import ZifuliOptions, make_options

PLAYERS = 5
CARDS_EACH = 8


class ZifuliMatch(KindTrickMatch):
    game = "zifuli"
    default_rules = "rulebook"
    card_words = frozenset({"play", "bid"})
    needs_argument = frozenset({"play", "bid"})
    ranking = ZIFULI

    def _setup(self) -> None:
        rules, options, shuffles = self.rules, self.option_values, self.shuffles_in
        self.opts: ZifuliOptions = make_options(rules, options)
        if len(self.players) != PLAYERS:
            raise BadOption(f"zifuli is for exactly {PLAYERS} players, got {len(self.players)}", key="players-exactly",
                            game="zifuli", seats=PLAYERS, n=len(self.players))  # fmt: skip
        self.shuffler: Shuffler[int] = Shuffler(self.rng, shuffles, parse_card)
        self.pack = cuckoo_pack()
        self.chips = {p: self.opts.chips for p in self.players}
        self.dealer = self.first_dealer
        self.deal_no = 0  # deals dealt, void ones included
        self.round_no = 0  # rounds played (a void deal is not a round)
        self.phase = "auction"
        self.hands: dict[str, list[int]] = {p: [] for p in self.players}
        self.taken: dict[str, list[int]] = {p: [] for p in self.players}
        self.revealed: dict[str, list[int]] = {p: [] for p in self.players}  # bid cards still in hand
        self.bids: list[tuple[str, int]] = []
        self.passed: list[str] = []
        self.boss: str | None = None
        self.card: int | None = None  # the Boss's last bid card
        self.partner: str | None = None
        self.known = False  # the Boss's side is public (the twin played, or the deal over)
        self.boss_twins_played = 0
        self.trick: list[tuple[str, int]] = []
        self.last_trick: list[tuple[str, int]] = []
        self.tricks_left = 0
        self.turn = ""
        self.over = False
        self.winner: str | list[str] | None = None
        self.deals: list[dict[str, Json]] = []
        self.emit("match_start", players=list(self.players), chips=self.opts.chips, rounds=self.opts.rounds)
        self._begin_deal()

    # ------------------------------------------------------------------ helpers
    def _active(self) -> list[str]:
        return [p for p in self.players if p not in self.passed]

    # ------------------------------------------------------------------ deal
    def _begin_deal(self) -> None:
        self.deal_no += 1
        first = self._deal_round()  # eight each, one at a time from the dealer's right
        self.revealed = {p: [] for p in self.players}
        self.bids, self.passed = [], []
        self.boss, self.card, self.partner = None, None, None
        self.known, self.boss_twins_played = False, 0
        self.phase = "auction"
        self.emit("deal_start", deal=self.deal_no, round=self.round_no + 1, dealer=self.dealer, first=first,
                  cards_each=CARDS_EACH)  # fmt: skip
        self._show_hands()

    # ------------------------------------------------------------------ auction
    def auction_base(self) -> str | None:
        return kind_of(self.bids[0][1]) if self.bids else None

    def _bid_cards(self, p: str) -> list[int]:
        hand = self.hands[p]
        if not self.bids:
            return self.ranking.order(set(hand))
        last = self.bids[-1][1]
        return self.ranking.order({c for c in hand if self.ranking.weaker(c, last)})

    def _may_pass(self, p: str) -> bool:
        # the one left after four passes with no bid: must bid (last-bids) or may pass (redeal)
        return bool(self.bids) or len(self.passed) < PLAYERS - 1 or self.opts.all_pass == "redeal"

    def _after_auction_step(self, p: str) -> None:
        active = self._active()
        if len(active) == 1 and self.bids:
            self._auction_won()
        elif not active:
            self._void_deal()
        else:
            q = self.next_player(p)
            while q in self.passed:
                q = self.next_player(q)
            self.turn = q

    def _bid(self, p: str, card: int) -> None:
        self.bids.append((p, card))
        self.revealed[p].append(card)
        self.emit("bid", player=p, card=card_str(card), base=kind_of(self.bids[0][1]))
        self._after_auction_step(p)

    def _pass(self, p: str) -> None:
        self.passed.append(p)
        self.emit("pass", player=p)
        self._after_auction_step(p)

    def _auction_won(self) -> None:
        boss, card = self.bids[-1]
        self.boss, self.card = boss, card
        others = [q for q in self.players if q != boss and card in self.hands[q]]
        self.partner = others[0] if others else None
        self.emit("boss", player=boss, card=card_str(card))
        if self.partner is not None:
            self.emit("partner", to=[self.partner], player=self.partner, boss=boss, card=card_str(card))
        else:
            self.emit("alone", to=[boss], player=boss, card=card_str(card))
        self.phase = "tricks"
        self.turn = self.next_player(self.dealer)

    def _void_deal(self) -> None:
        self.emit("deal_void", deal=self.deal_no, dealer=self.dealer)
        after: dict[str, Json] = {p: self._counters(p) for p in self.players}
        after["pool"] = None
        self.deals.append({"dealer": self.dealer, "losers": [], "after": after, "void": True})
        self.dealer = self.next_player(self.dealer)
        self._begin_deal()

    # ------------------------------------------------------------------ tricks
    def _play(self, p: str, card: int) -> None:
        self.hands[p].remove(card)
        if card in self.revealed[p]:
            self.revealed[p].remove(card)
        self.trick.append((p, card))
        self.emit("play", player=p, card=card_str(card))
        if card == self.card and not self.known:
            if p != self.boss:
                self.known = True
                self.emit("partner_revealed", player=p, boss=self.boss, card=card_str(card))
            else:
                self.boss_twins_played += 1
                if self.boss_twins_played == 2:
                    self.known = True
                    self.emit("alone_revealed", player=p, card=card_str(card))
        self._played(p, self._end_round)

    # ------------------------------------------------------------------ settlement
    def boss_side(self) -> list[str]:
        assert self.boss is not None
        return [self.boss] + ([self.partner] if self.partner is not None else [])

    def _end_round(self) -> None:
        self.round_no += 1
        assert self.boss is not None and self.card is not None
        side = self.boss_side()
        others = [p for p in self.players if p not in side]
        a = [c for p in side for c in self.taken[p]]
        b = [c for p in others for c in self.taken[p]]
        outcome, recounted = compare(a, b)
        pay = dict.fromkeys(self.players, 0)
        if outcome != 0:
            sign = 1 if outcome > 0 else -1
            if self.partner is not None:
                # won: each of the three pays 1, the Boss gets 2, the Partner 1; lost: the reverse
                pay[self.boss] = 2 * sign
                pay[self.partner] = sign
                for p in others:
                    pay[p] = -sign
            else:
                # alone: 2 from each of the other four (8 in all), or 2 to each
                pay[self.boss] = 8 * sign
                for p in others:
                    pay[p] = -2 * sign
        for p, d in pay.items():
            self.chips[p] += d
        self.known = True
        winner = None if outcome == 0 else side if outcome > 0 else others
        data: dict[str, Json] = {
            "boss": self.boss,
            "partner": self.partner,
            "card": card_str(self.card),
            "teams": [side, others],
            "points": [shown(half_points(a)), shown(half_points(b))],
            "recount": [recount(a), recount(b)] if recounted else None,
            "winner": winner,
            "payments": pay,
        }
        self.emit("round_end", round=self.round_no, **data)
        after: dict[str, Json] = {p: self._counters(p) for p in self.players}
        after["pool"] = None
        losers = [p for p in self.players if pay[p] < 0]
        self.deals.append({"dealer": self.dealer, "losers": losers, "after": after, **data})
        if self.opts.rounds:
            done = self.round_no >= self.opts.rounds
        else:
            done = any(c <= 0 for c in self.chips.values())
        if done:
            self.over = True
            self.turn = ""
            top = max(self.chips.values())
            best = [p for p in self.players if self.chips[p] == top]
            self.winner = best[0] if len(best) == 1 else best
            self.emit("game_over", winner=self.winner, chips=dict(self.chips))
            return
        self.dealer = self.next_player(self.dealer)  # the previous dealer's right
        self._begin_deal()

    # ------------------------------------------------------------------ contract
    def _legal(self, player: str) -> list[Action]:
        if self.phase == "auction":
            acts = [Action("bid", card_str(c)) for c in self._bid_cards(player)]
            return acts + ([Action("pass")] if self._may_pass(player) else [])
        return [Action("play", card_str(c)) for c in self._legal_cards(player)]

    def canonical_card(self, name: str | int) -> str:
        return canonical(name)

    def _apply(self, player: str, action: Action) -> None:
        if action.word == "bid":
            self._bid(player, parse_card(action.arg))
        elif action.word == "pass":
            self._pass(player)
        else:
            self._play(player, parse_card(action.arg))

    def _counters(self, p: str) -> dict[str, Json]:
        out = self.chips[p] <= 0 and not self.opts.rounds
        return {"chips": self.chips[p], "out": out}

    def _partner_seen_by(self, viewer: str | None) -> str | None:
        if self.boss is None or self.partner is None:
            return None
        return self.partner if self.known or viewer == self.partner else None

    def _alone_seen_by(self, viewer: str | None) -> bool | None:
        if self.boss is None:
            return None
        if self.known or (viewer is not None and viewer in (self.boss, self.partner)):
            return self.partner is None
        return None

    def view(self, player: str | None = None, since: int = 0) -> dict[str, Json]:
        viewer = player if player in self.players else None
        return {
            "game": self.game,
            "rules": self.rules,
            "viewer": viewer,
            "round": self.round_no + (0 if self.over else 1),
            "rounds": self.opts.rounds,
            "deal": self.deal_no,
            "dealer": self.dealer,
            "phase": "over" if self.over else self.phase,
            "turn": None if self.over else self.turn,
            "hand": [card_str(c) for c in self.ranking.order(self.hands[viewer])] if viewer else None,
            "hand_sizes": {p: len(h) for p, h in self.hands.items()},
            "bids": [[p, card_str(c)] for p, c in self.bids],
            "passed": list(self.passed),
            "auction_base": self.auction_base(),
            "revealed": {p: [card_str(c) for c in cs] for p, cs in self.revealed.items() if cs},
            "boss": self.boss,
            "card": card_str(self.card) if self.card is not None else None,
            "partner": self._partner_seen_by(viewer),
            "alone": self._alone_seen_by(viewer),
            "trick": [[p, card_str(c)] for p, c in self.trick],
            "base": self.base_kind(),
            "last_trick": [[p, card_str(c)] for p, c in self.last_trick],
            "tricks_won": {p: len(self.taken[p]) // PLAYERS for p in self.players},
            "tricks_left": self.tricks_left,
            "players": [{"name": p, **self._counters(p)} for p in self.players],
            **self.view_status(viewer, since, self.winner),
        }

    def summary(self) -> dict[str, Json]:
        return self.summary_of(self.winner, None, {p: self._counters(p) for p in self.players}, self.deals)

    def all_cards(self) -> list[int]:
        return (
            [c for h in self.hands.values() for c in h]
            + [c for t in self.taken.values() for c in t]
            + [c for _, c in self.trick]
        )
