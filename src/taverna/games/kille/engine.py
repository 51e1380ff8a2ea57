"""Krypkille: every card must beat the table or be your weakest; the last trick goes to the weakest.

Phases: **deal** (``_begin_round``: as many cards each as divide evenly, the rest unused; in
Duplicate from the second round on, each player's used cards passed to the left), **tricks**
(``_play``: the leader plays any card; each next card must be stronger than every card on the
table or else be the player's weakest; identical cards: the later is weaker; the strongest card
takes the trick and leads), **the last trick** (the weakest card wins it and a point; Duplicate:
everyone pays it a chip), **end** (after the rounds, or at the target score).
"""

from __future__ import annotations

from taverna.core.errors import BadOption
from taverna.core.match import Action, Json, Shuffler, TurnMatch
from taverna.games.kille.options import KilleOptions, make_options
from taverna.games.kille.packs import pack_named

MIN_PLAYERS, MAX_PLAYERS = 3, 20


class KilleMatch(TurnMatch):
    game = "kille"
    default_rules = "standard"
    card_words = frozenset({"play"})

    def _setup(self) -> None:
        rules, options, shuffles = self.rules, self.option_values, self.shuffles_in
        self.opts: KilleOptions = make_options(rules, options)
        n = len(self.players)
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            raise BadOption(f"kille is for {MIN_PLAYERS} to {MAX_PLAYERS} players, got {n}", key="players-range",
                            game="kille", min=MIN_PLAYERS, max=MAX_PLAYERS, n=n)  # fmt: skip
        # the Cuckoo pack, or the Kille pack (rule set nordic): cards are numbered by strength in both
        self.cards = pack_named(self.opts.pack)
        self.shuffler: Shuffler[int] = Shuffler(self.rng, shuffles, self.cards.parse)
        self.pack = self.cards.deck()
        self.rounds = self.opts.rounds or n
        self.points = {p: 0 for p in self.players}
        self.chips = {p: n for p in self.players} if self.opts.duplicate else {}
        self.dealer = self.first_dealer
        self.round_no = 0
        self.hands: dict[str, list[int]] = {}
        self.used: dict[str, list[int]] = {p: [] for p in self.players}
        self.unused: list[int] = []
        self.trick: list[tuple[str, int]] = []
        self.tricks_left = 0
        self.turn = ""
        self.over = False
        self.winner: str | list[str] | None = None
        self.deals: list[dict[str, Json]] = []
        self._begin_round()

    # ------------------------------------------------------------------ helpers
    # ------------------------------------------------------------------ deal
    def _begin_round(self) -> None:
        self.round_no += 1
        n = len(self.players)
        first = self.next_player(self.dealer)
        order = self.order_from(first)
        if self.opts.duplicate and self.round_no > 1:
            # "everyone passes the pile of cards they used to the player on their left"
            self.hands = {p: sorted(self.used[self.next_player(p)]) for p in self.players}
        else:
            cards = self.shuffler.shuffle(self.pack)  # every card back in the pack, shuffled
            each = len(cards) // n if not self.opts.hand else min(self.opts.hand, len(cards) // n)
            self.hands = {p: [] for p in self.players}
            for k in range(each * n):
                self.hands[order[k % n]].append(cards[k])
            self.unused = cards[each * n :]
            for p in self.players:
                self.hands[p].sort()
        self.used = {p: [] for p in self.players}
        self.tricks_left = len(self.hands[first])
        self.trick = []
        self.turn = first
        self.emit("round_start", round=self.round_no, dealer=self.dealer, cards_each=self.tricks_left,
                  unused=len(self.unused))  # fmt: skip
        for p in self.players:
            self.emit("hand", to=[p], player=p, cards=[self.cards.text(c) for c in self.hands[p]])

    # ------------------------------------------------------------------ tricks
    def _legal_cards(self, p: str) -> list[int]:
        hand = self.hands[p]
        if not self.trick:
            return sorted(set(hand))
        top = max(c for _, c in self.trick)
        higher = sorted({c for c in hand if c > top})
        return higher if higher else [min(hand)]

    def _play(self, p: str, card: int) -> None:
        self.hands[p].remove(card)
        self.used[p].append(card)
        self.trick.append((p, card))
        self.emit("play", player=p, card=self.cards.text(card))
        if len(self.trick) < len(self.players):
            self.turn = self.next_player(p)
            return
        last = self.tricks_left == 1
        # strength: rank, and among identical cards the earlier is stronger
        keyed = [(c, -i, q) for i, (q, c) in enumerate(self.trick)]
        winner = (min(keyed) if last else max(keyed))[2]
        self.emit("trick", winner=winner, cards=[self.cards.text(c) for _, c in self.trick], last=last)
        self.tricks_left -= 1
        self.trick = []
        if last:
            self._end_round(winner)
        else:
            self.turn = winner

    def _end_round(self, winner: str) -> None:
        self.points[winner] += 1
        losers: list[str] = []
        if self.opts.duplicate:
            for q in self.players:
                if q != winner:
                    self.chips[q] -= 1
                    self.chips[winner] += 1
                    losers.append(q)
        self.emit("round_won", player=winner, points=self.points[winner])
        after: dict[str, Json] = {p: self._counters(p) for p in self.players}
        after["pool"] = None
        self.deals.append({"dealer": self.dealer, "losers": losers, "after": after, "winner": winner})
        done = self.round_no >= self.rounds if not self.opts.target else self.points[winner] >= self.opts.target
        if done:
            score = self.chips if self.opts.duplicate else self.points
            if self.opts.target:
                best = [winner]
            else:
                top = max(score.values())
                best = [p for p in self.players if score[p] == top]
            self.winner = best[0] if len(best) == 1 else best
            self.over = True
            self.emit("game_over", winner=self.winner)
            return
        # the deal passes to the right (next in order); in Duplicate to the left
        self.dealer = self.next_player(self.dealer, -1 if self.opts.duplicate else 1)
        self._begin_round()

    # ------------------------------------------------------------------ contract
    def _legal(self, player: str) -> list[Action]:
        return [Action("play", self.cards.text(c)) for c in self._legal_cards(player)]

    def canonical_card(self, name: str | int) -> str:
        return self.cards.canonical(name)

    def _apply(self, player: str, action: Action) -> None:
        self._play(player, self.cards.parse(action.arg))

    def _counters(self, p: str) -> dict[str, Json]:
        c: dict[str, Json] = {"points": self.points[p]}
        if self.opts.duplicate:
            c["chips"] = self.chips[p]
        c["out"] = False
        return c

    def view(self, player: str | None = None, since: int = 0) -> dict[str, Json]:
        viewer = player if player in self.players else None
        piles: dict[str, Json] = {}
        for p in self.players:
            # the cards used are gathered face up before each player (Duplicate: turned face down)
            if not self.opts.duplicate or p == viewer:
                piles[p] = [self.cards.text(c) for c in self.used[p]]
            else:
                piles[p] = len(self.used[p])
        return {
            "game": self.game,
            "rules": self.rules,
            "options": dict(self.option_values),
            "viewer": viewer,
            "round": self.round_no,
            "rounds": self.rounds,
            "dealer": self.dealer,
            "turn": None if self.over else self.turn,
            "hand": [self.cards.text(c) for c in self.hands.get(viewer, [])] if viewer else None,
            "hand_sizes": {p: len(h) for p, h in self.hands.items()},
            "trick": [[p, self.cards.text(c)] for p, c in self.trick],
            "tricks_left": self.tricks_left,
            "used": piles,
            "players": [{"name": p, **self._counters(p)} for p in self.players],
            **self.view_status(viewer, since, self.winner),
        }

    def summary(self) -> dict[str, Json]:
        return self.summary_of(self.winner, None, {p: self._counters(p) for p in self.players}, self.deals)

    def all_cards(self) -> list[int]:
        return [c for h in self.hands.values() for c in h] + [c for u in self.used.values() for c in u] + self.unused
