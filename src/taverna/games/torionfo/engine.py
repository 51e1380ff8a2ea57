"""Torionfo: two partnerships (or two players) follow the kind; the Torionfo card beats everything.

Phases of a deal: **cut** (``_cut``: the player on the dealer's left, the previous player in the
order of play, cuts the shuffled pack; every 10, Cuckoo or Man at the bottom of the upper packet
is revealed and taken, until another card shows; the cut is completed, the lower packet on top),
**deal** (one card at a time from the dealer's right, 8 each or 16 each with two players), **the
Torionfo card** (the next card is turned up; the dealer takes it while it is a 10, Cuckoo or Man;
the card left face up, and its twin, are the Torionfo cards), **discard** (``_discard``: the cutter,
then the dealer, put cards face down under the stock until they hold 8 or 16), **tricks**
(``_play``/``_choose_kind``: the dealer's right leads; follow the kind if you can, the Torionfo
card is free; a leader who leads it names the kind; the strongest card of the kind takes the trick,
a Torionfo card beats every card, of two identical cards the first played is stronger), **scoring**
(each side's card points, 240 in the pack), **end** (after the deals: the higher total wins).
"""

from __future__ import annotations

from taverna.cards.cuckoo import CUCKOO, MAN, canonical, card_str, cuckoo_pack, parse_card
from taverna.core.errors import BadArgument, BadOption, IllegalAction
from taverna.core.match import Action, Json, Shuffler, TurnMatch
from taverna.games.kinds import KINDS, TORIONFO, kind_of, playable, trick_winner
from taverna.games.torionfo.options import TorionfoOptions, make_options

# the cards the cutter takes from the bottom of the upper packet and the dealer takes when turned up
TAKEN = frozenset({10, CUCKOO, MAN})
PACK_SIZE = 40
DEALT = 32  # 8 each for four players, 16 each for two


def card_points(card: int) -> int:
    """The number on the card; the 0, bucket, mask, lion and fool are worth nothing."""
    return card if card > 0 else 0


class TorionfoMatch(TurnMatch):
    game = "torionfo"
    default_rules = "standard"
    card_words = frozenset({"play", "discard"})

    def _setup(self) -> None:
        rules, options, shuffles = self.rules, self.option_values, self.shuffles_in
        self.opts: TorionfoOptions = make_options(rules, options)
        n = len(self.players)
        if n not in (2, 4):
            raise BadOption(f"torionfo is for 4 players (two partnerships, opposite each other) or 2 players, got {n}",
                            key="players-torionfo", game="torionfo", n=n)  # fmt: skip
        self.shuffler: Shuffler[int] = Shuffler(self.rng, shuffles, parse_card)
        self.pack = cuckoo_pack()
        self.hand_size = DEALT // n
        ps = self.players
        self.teams: list[tuple[str, ...]] = [(ps[0], ps[2]), (ps[1], ps[3])] if n == 4 else [(p,) for p in ps]
        self.team_of = {p: i for i, t in enumerate(self.teams) for p in t}
        self.totals = [0] * len(self.teams)
        self.dealer = self.first_dealer
        self.cutter = ""
        self.deal_no = 0
        self.phase = "cut"
        self.deck: list[int] = []  # the shuffled pack, top first, until the cut
        self.hands: dict[str, list[int]] = {p: [] for p in ps}
        self.won: dict[str, list[int]] = {p: [] for p in ps}
        self.discards: dict[str, list[int]] = {p: [] for p in ps}
        self.stock: list[int] = []  # top first; discards go to the bottom (the end)
        self.torionfo: int | None = None
        self.cut_taken: list[int] = []
        self.turn_taken: list[int] = []
        self.played: list[int] = []
        self.trick: list[tuple[str, int]] = []
        self.kind: str | None = None
        self.tricks_left = 0
        self.turn = ""
        self.over = False
        self.winner: str | list[str] | None = None
        self.deals: list[dict[str, Json]] = []
        self._begin_deal()

    # ------------------------------------------------------------------ helpers
    def is_torionfo(self, card: int) -> bool:
        return self.torionfo is not None and card == self.torionfo

    # ------------------------------------------------------------------ the cut and the deal
    def _begin_deal(self) -> None:
        self.deal_no += 1
        self.cutter = self.next_player(self.dealer, -1)  # the dealer's left: the previous player in the order of play
        self.hands = {p: [] for p in self.players}
        self.won = {p: [] for p in self.players}
        self.discards = {p: [] for p in self.players}
        self.stock = []
        self.torionfo = None
        self.cut_taken, self.turn_taken, self.played, self.trick = [], [], [], []
        self.kind = None
        self.deck = self.shuffler.shuffle(self.pack)  # every card back in the pack, shuffled
        self.phase = "cut"
        self.turn = self.cutter
        self.emit("deal_start", deal=self.deal_no, dealer=self.dealer, cutter=self.cutter)

    def _cut(self, p: str, upper_size: int) -> None:
        upper, lower = self.deck[:upper_size], self.deck[upper_size:]
        self.emit("cut", player=p, cards=upper_size)
        # every 10, Cuckoo or Man at the bottom of the upper packet is revealed and taken
        while upper and upper[-1] in TAKEN:
            card = upper.pop()
            self.hands[p].append(card)
            self.cut_taken.append(card)
            self.emit("cut_take", player=p, card=card_str(card))
        # the cut is completed: the lower packet goes on top of the upper packet
        deck = lower + upper
        self.deck = []
        n = len(self.players)
        first = self.next_player(self.dealer)
        order = [first]
        while len(order) < n:
            order.append(self.next_player(order[-1]))
        for k in range(DEALT):
            self.hands[order[k % n]].append(deck[k])
        rest = deck[DEALT:]
        self.emit("dealt", dealer=self.dealer, cards_each=self.hand_size)
        for q in self.players:
            self.hands[q].sort()
            self.emit("hand", to=[q], player=q, cards=[card_str(c) for c in self.hands[q]])
        # The turn-up.  The cutter took k of the six 10s, Cuckoos and Men; 40 - k - 32 = 8 - k cards
        # remain, at most 6 - k of them such cards, so a card that stops the turning always exists.
        i = 0
        while rest[i] in TAKEN:
            self.hands[self.dealer].append(rest[i])
            self.hands[self.dealer].sort()
            self.turn_taken.append(rest[i])
            self.emit("turn_take", player=self.dealer, card=card_str(rest[i]))
            i += 1
        self.torionfo = rest[i]
        self.stock = rest[i + 1 :]
        self.emit("torionfo", card=card_str(self.torionfo), stock=len(self.stock))
        self._next_discarder()

    def _next_discarder(self) -> None:
        for q in (self.cutter, self.dealer):
            if len(self.hands[q]) > self.hand_size:
                self.phase = "discard"
                self.turn = q
                return
        self.phase = "play"
        self.tricks_left = self.hand_size
        self.turn = self.next_player(self.dealer)  # the dealer's right leads
        self.emit("play_start", leader=self.turn, tricks=self.tricks_left)

    def _discard(self, p: str, card: int) -> None:
        self.hands[p].remove(card)
        self.discards[p].append(card)
        self.stock.append(card)  # face down under the stock
        left = len(self.hands[p]) - self.hand_size
        self.emit("discard", player=p, left=left)
        self.emit("discarded", to=[p], player=p, card=card_str(card))
        self._next_discarder()

    # ------------------------------------------------------------------ tricks
    def _legal_cards(self, p: str) -> list[int]:
        """Follow the kind; the Torionfo card is free and does not count as holding its kind."""
        free = () if self.torionfo is None else (self.torionfo,)
        return playable(self.hands[p], self.kind if self.trick else None, free)

    def _play(self, p: str, card: int) -> None:
        self.hands[p].remove(card)
        self.trick.append((p, card))
        self.played.append(card)
        lead = len(self.trick) == 1
        trump = self.is_torionfo(card)
        if lead and trump:
            self.emit("play", player=p, card=card_str(card), torionfo=True, lead=True)
            self.phase = "base"  # the leader now names the base (kind) of this trick
            return
        if lead:
            self.kind = kind_of(card)
            self.emit("play", player=p, card=card_str(card), torionfo=False, lead=True, base=self.kind)
        else:
            self.emit("play", player=p, card=card_str(card), torionfo=trump, lead=False)
        self._after_play(p)

    def _choose_kind(self, p: str, kind: str) -> None:
        self.kind = kind
        self.phase = "play"
        self.emit("base", player=p, base=kind)
        self._after_play(p)

    def trick_winner(self) -> str:
        """The strongest card: a Torionfo card, else the highest of the trick's kind; ties: the first played."""
        trumps = () if self.torionfo is None else (self.torionfo,)
        return self.trick[trick_winner([c for _, c in self.trick], TORIONFO, self.kind, trumps)][0]

    def _after_play(self, p: str) -> None:
        if len(self.trick) < len(self.players):
            self.turn = self.next_player(p)
            return
        winner = self.trick_winner()
        cards = [c for _, c in self.trick]
        self.won[winner].extend(cards)
        self.emit("trick", winner=winner, cards=[card_str(c) for c in cards], base=self.kind,
                  points=sum(card_points(c) for c in cards))  # fmt: skip
        self.trick = []
        self.kind = None
        self.tricks_left -= 1
        if self.tricks_left:
            self.turn = winner
        else:
            self._end_deal()

    # ------------------------------------------------------------------ scoring and the end
    def side_points(self, team: int) -> int:
        return sum(card_points(c) for p in self.teams[team] for c in self.won[p])

    def _end_deal(self) -> None:
        scored = [self.side_points(t) for t in range(len(self.teams))]
        for t, pts in enumerate(scored):
            self.totals[t] += pts
        unused = [*self.stock, *([self.torionfo] if self.torionfo is not None else [])]
        unused_points = sum(card_points(c) for c in unused)
        low = min(scored)
        losers = [p for p in self.players if scored[self.team_of[p]] == low] if max(scored) != low else []
        self.emit("deal_end", deal=self.deal_no, scored={p: scored[self.team_of[p]] for p in self.players},
                  unused_points=unused_points, totals={p: self.totals[self.team_of[p]] for p in self.players})  # fmt: skip
        after: dict[str, Json] = {p: self._counters(p) for p in self.players}
        after["pool"] = None
        self.deals.append({
            "dealer": self.dealer,
            "losers": losers,
            "after": after,
            "torionfo": card_str(self.torionfo) if self.torionfo is not None else None,
            "scored": {p: scored[self.team_of[p]] for p in self.players},
            "unused_points": unused_points,
        })  # fmt: skip
        if self.deal_no >= self.opts.deals:
            top = max(self.totals)
            best = [t for t, v in enumerate(self.totals) if v == top]
            if len(best) > 1:
                self.winner = None  # equal totals: a draw
            elif len(self.players) == 4:
                self.winner = list(self.teams[best[0]])
            else:
                self.winner = self.teams[best[0]][0]
            self.over = True
            self.phase = "over"
            self.turn = ""
            self.emit("game_over", winner=self.winner, totals={p: self.totals[self.team_of[p]] for p in self.players})
            return
        self.dealer = self.next_player(self.dealer)  # the deal passes to the previous dealer's right
        self._begin_deal()

    # ------------------------------------------------------------------ contract
    def _legal(self, player: str) -> list[Action]:
        if self.phase == "cut":
            return [Action("cut", k) for k in range(1, PACK_SIZE)]
        if self.phase == "discard":
            return [Action("discard", card_str(c)) for c in sorted(set(self.hands[player]))]
        if self.phase == "base":
            return [Action("base", k) for k in KINDS]
        return [Action("play", card_str(c)) for c in self._legal_cards(player)]

    def check(self, player: str, action: object) -> Action:
        try:
            act = Action.parse(action)
        except BadArgument as exc:
            raise BadArgument(f"{player}: {exc}", key="player-not-an-action", player=player, **exc.fields) from None
        if act.word == "cut" and isinstance(act.arg, str) and act.arg.strip().isdigit():
            act = Action("cut", int(act.arg.strip()))
        elif act.word == "base" and isinstance(act.arg, str):
            act = Action("base", act.arg.strip().lower())
        if (
            act.word == "cut"
            and isinstance(act.arg, int)
            and not isinstance(act.arg, bool)
            and not 1 <= act.arg < PACK_SIZE
            and player in self.to_act()
            and self.phase == "cut"
        ):
            raise IllegalAction(
                player,
                act,
                [f"cut 1 … cut {PACK_SIZE - 1}"],
                f"the upper packet must hold 1 to {PACK_SIZE - 1} cards (both packets non-empty)",
                key="illegal-cut",
                hi=PACK_SIZE - 1,
            )
        if act.word == "base" and act.arg not in KINDS and player in self.to_act() and self.phase == "base":
            raise IllegalAction(
                player,
                act,
                [f"base {k}" for k in KINDS],
                "the base of the trick is number or picture",
                key="illegal-base",
            )
        return super().check(player, act)

    def canonical_card(self, name: str | int) -> str:
        return canonical(name)

    def _apply(self, player: str, action: Action) -> None:
        if action.word == "cut":
            self._cut(player, int(action.arg))
        elif action.word == "discard":
            self._discard(player, parse_card(action.arg))
        elif action.word == "base":
            self._choose_kind(player, str(action.arg))
        else:
            self._play(player, parse_card(action.arg))

    def _counters(self, p: str) -> dict[str, Json]:
        return {"points": self.totals[self.team_of[p]], "out": False}

    def view(self, player: str | None = None, since: int = 0) -> dict[str, Json]:
        viewer = player if player in self.players else None
        return {
            "game": self.game,
            "rules": self.rules,
            "viewer": viewer,
            "deal": self.deal_no,
            "deals": self.opts.deals,
            "dealer": self.dealer,
            "cutter": self.cutter,
            "phase": self.phase,
            "turn": None if self.over else self.turn,
            "hand": [card_str(c) for c in sorted(self.hands[viewer])] if viewer else None,
            "hand_size": self.hand_size,
            "hand_sizes": {p: len(h) for p, h in self.hands.items()},
            "torionfo": card_str(self.torionfo) if self.torionfo is not None else None,
            "cut_taken": [card_str(c) for c in self.cut_taken],
            "turn_taken": [card_str(c) for c in self.turn_taken],
            "stock": len(self.stock),
            "discards": {p: [card_str(c) for c in d] if p == viewer else len(d) for p, d in self.discards.items()},
            "trick": [[p, card_str(c)] for p, c in self.trick],
            "base": self.kind,
            "played": [card_str(c) for c in self.played],
            "won": {p: len(w) for p, w in self.won.items()},
            "tricks_left": self.tricks_left,
            "teams": [list(t) for t in self.teams],
            "players": [{"name": p, **self._counters(p)} for p in self.players],
            **self.view_status(viewer, since, self.winner),
        }

    def summary(self) -> dict[str, Json]:
        return self.summary_of(self.winner, None, {p: self._counters(p) for p in self.players}, self.deals)

    def all_cards(self) -> list[int]:
        """Every card of the pack wherever it is now (the conservation check of the tests)."""
        out = list(self.deck)
        for p in self.players:
            out += self.hands[p] + self.won[p]
        out += [c for _, c in self.trick] + self.stock
        if self.torionfo is not None:
            out.append(self.torionfo)
        return out
