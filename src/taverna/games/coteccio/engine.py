"""The Coteccio engine.

Seating: ``players`` are in order of play (anticlockwise): ``players[i+1]`` sits at the right of
``players[i]``.  The leader of a deal is the first living player at the dealer's right; the dealer is
always the living player at the leader's left.  Phases: ``play`` (the player to act plays a card),
``capotto`` (the winner of the first four tricks chooses ``annul`` or ``lead``), ``doctor`` (a player who
just lost their last life chooses ``doctor`` or ``drop``, offered only when the doctor may be called).
"""

from __future__ import annotations

from taverna.cards.italian import NOTATION, card_str, cards_str, italian_pack, parse_card, points, strength, suit_of
from taverna.core import Action, BadArgument, Json, Match, Shuffler
from taverna.core.errors import BadOption, no_argument
from taverna.core.options import build_options, options_to_json
from taverna.games.coteccio.options import PRESET, CoteccioOptions

TRICKS = 5


class CoteccioMatch(Match):
    game = "coteccio"
    card_words = frozenset({"play"})

    def _setup(self) -> None:
        rules, options, shuffles = self.rules, self.option_values, self.shuffles_in
        if rules not in (None, "trieste"):
            raise BadOption(f"unknown rule set {rules!r} for coteccio; valid: trieste")
        self.opts: CoteccioOptions = build_options(CoteccioOptions, PRESET, options, "coteccio")
        n = len(self.players)
        if not 2 <= n <= 7:
            raise BadArgument(f"coteccio is for 2 to 7 players, got {n}", key="players-range", game="coteccio", min=2, max=7, n=n)
        self.shuffler: Shuffler[int] = Shuffler(self.rng, shuffles, parse_card)
        self.lives: dict[str, int] = {p: self.opts.lives for p in self.players}
        self.out: dict[str, bool] = {p: False for p in self.players}
        self.doctor_calls: dict[str, int] = {p: 0 for p in self.players}
        self.paid: dict[str, int] = {p: self.opts.stake for p in self.players}
        self.pool = self.opts.stake * n
        self.winner: str | None = None
        self.deals: list[dict[str, Json]] = []
        self.hands: dict[str, list[int]] = {}
        self.tricks: list[dict[str, Json]] = []  # finished tricks of this deal: leader, cards [(player, card)], winner
        self.trick: list[tuple[str, int]] = []
        self.in_deal: list[str] = []
        self.phase = "play"
        self.turn: str = ""
        self.pending: list[str] = []  # players deciding doctor/drop
        self.deal_no = 0
        self.deal_losers: list[str] = []
        self.restarts = 0
        self.emit("match_start", players=list(self.players), pool=self.pool, lives=self.opts.lives,
                  options=options_to_json(self.opts))
        first = self.first_dealer
        self.dealer = first
        self.leader = self._next_alive(first)
        self._deal()

    # ----- seating --------------------------------------------------------
    def _alive(self) -> list[str]:
        return [p for p in self.players if not self.out[p] and self.lives[p] > 0]

    def _next_alive(self, p: str) -> str:
        i = self.players.index(p)
        n = len(self.players)
        for k in range(1, n + 1):
            q = self.players[(i + k) % n]
            if not self.out[q] and self.lives[q] > 0:
                return q
        return p

    def _prev_alive(self, p: str) -> str:
        i = self.players.index(p)
        n = len(self.players)
        for k in range(1, n + 1):
            q = self.players[(i - k) % n]
            if not self.out[q] and self.lives[q] > 0:
                return q
        return p

    def _seated(self) -> list[str]:
        """Players of the current deal, from the leader on, in order of play."""
        order = []
        p = self.leader
        for _ in range(len(self.players)):
            if not self.out[p] and self.lives[p] > 0 and p not in order:
                order.append(p)
            p = self.players[(self.players.index(p) + 1) % len(self.players)]
        return order

    # ----- dealing --------------------------------------------------------
    def _deal(self) -> None:
        self.deal_no += 1
        self.dealer = self._prev_alive(self.leader)
        seated = self._seated()
        self.in_deal = seated
        cards = self.shuffler.shuffle(italian_pack())
        self.hands = {p: [] for p in seated}
        k = 0
        for _ in range(TRICKS):
            for p in seated:
                self.hands[p].append(cards[k])
                k += 1
        self.tricks = []
        self.trick = []
        self.phase = "play"
        self.turn = self.leader
        self.deal_losers = []
        self.emit("deal_start", deal=self.deal_no, dealer=self.dealer, leader=self.leader, players=seated)
        for p in seated:
            self.emit("hand", to=[p], player=p, cards=cards_str(self.hands[p]))

    # ----- contract -------------------------------------------------------
    @property
    def finished(self) -> bool:
        return self.winner is not None

    def to_act(self) -> list[str]:
        if self.finished:
            return []
        if self.phase == "doctor":
            return [self.pending[0]]
        return [self.turn]

    def _legal(self, player: str) -> list[Action]:
        if self.phase == "doctor":
            return [Action("doctor"), Action("drop")]
        if self.phase == "capotto":
            return [Action("annul"), Action("lead")]
        hand = self.hands[player]
        if self.trick:
            led = suit_of(self.trick[0][1])
            follow = [c for c in hand if suit_of(c) == led]
            playable = follow or hand
        else:
            playable = hand
        return [Action("play", card_str(c)) for c in sorted(playable)]

    def _check_arg(self, player: str, action: Action, template: Action) -> Action:
        raise no_argument(player, action, template)

    def canonical_card(self, name: str | int) -> str:
        return NOTATION.canonical(name)

    def _apply(self, player: str, action: Action) -> None:
        if action.word == "play":
            self._play(player, parse_card(action.arg))
        elif action.word == "annul":
            self.emit("annul", player=player, deal=self.deal_no)
            self._end_deal(annulled=True)
            if not self.finished:
                self._deal()  # the same dealer deals again: the leader does not move
        elif action.word == "lead":
            self.emit("capotto_try", player=player)
            self.phase = "play"
        elif action.word == "doctor":
            self._doctor(player)
        elif action.word == "drop":
            self._drop(player)

    # ----- play -----------------------------------------------------------
    def _play(self, player: str, c: int) -> None:
        self.hands[player].remove(c)
        self.trick.append((player, c))
        self.emit("play", player=player, card=card_str(c))
        seated = self.in_deal
        if len(self.trick) < len(seated):
            self.turn = seated[(seated.index(player) + 1) % len(seated)]
            return
        led = suit_of(self.trick[0][1])
        win_p, _ = max((t for t in self.trick if suit_of(t[1]) == led), key=lambda t: strength(t[1]))
        pts = sum(points(x) for _, x in self.trick)
        self.tricks.append({"leader": self.trick[0][0], "cards": [[p, card_str(x)] for p, x in self.trick],
                            "winner": win_p, "points": pts})
        self.emit("trick", winner=win_p, cards=[[p, card_str(x)] for p, x in self.trick], points=pts,
                  number=len(self.tricks))
        self.trick = []
        self.turn = win_p
        if len(self.tricks) == TRICKS - 1 and all(t["winner"] == win_p for t in self.tricks):
            self.phase = "capotto"
            self.emit("capotto_choice", player=win_p)
            return
        if len(self.tricks) == TRICKS:
            self._score()

    def _score(self) -> None:
        winners = [t["winner"] for t in self.tricks]
        first = winners[0]
        changes: dict[str, int] = {}
        if all(w == first for w in winners[:4]):
            if winners[4] == first:
                self.emit("capotto", player=first)
                changes = {p: (1 if p == first else -1) for p in self.in_deal}
            else:
                self.emit("capotto_saved", player=first, saver=winners[4])
                changes = {first: -1, winners[4]: 1}
            card_points = self._card_points()
        else:
            card_points = self._card_points()
            top = max(card_points.values())
            changes = {p: -1 for p, v in card_points.items() if v == top}
        self.emit("points", points=card_points)
        for p in self.in_deal:
            d = changes.get(p, 0)
            if d:
                self.lives[p] += d
                self.emit("lives", player=p, change=d, lives=self.lives[p])
        self.deal_losers = [p for p in self.in_deal if changes.get(p, 0) < 0]
        dead = [p for p in self.in_deal if self.lives[p] <= 0]
        if dead and len(dead) == len(self.in_deal):
            # everyone left dies at once: restart with full lives for all, same pool
            self.restarts += 1
            for p in self.players:
                self.lives[p] = self.opts.lives
                self.out[p] = False
            self.emit("restart", lives=self.opts.lives, pool=self.pool)
            self._next_deal()
            return
        self.pending = dead
        self._resolve_pending()

    def _card_points(self) -> dict[str, int]:
        pts = {p: 0 for p in self.in_deal}
        for t in self.tricks:
            pts[t["winner"]] += t["points"]
        pts[self.tricks[-1]["winner"]] += 6
        return pts

    # ----- the doctor -----------------------------------------------------
    def _doctor_allowed(self, p: str) -> bool:
        others = [q for q in self._alive() if q != p]
        return len(others) >= 2 and self.doctor_calls[p] < self.opts.doctor_limit

    def _resolve_pending(self) -> None:
        while self.pending:
            p = self.pending[0]
            if self._doctor_allowed(p):
                self.phase = "doctor"
                self.emit("dead", player=p, may_call_doctor=True)
                return
            self.emit("dead", player=p, may_call_doctor=False)
            self._drop(p, forced=True)
            return
        self._next_deal()

    def _doctor(self, p: str) -> None:
        others = [q for q in self._alive() if q != p]
        got = min(self.lives[q] for q in others)
        self.doctor_calls[p] += 1
        self.pool += self.opts.doctor_fee
        self.paid[p] += self.opts.doctor_fee
        self.lives[p] = got
        self.emit("doctor", player=p, fee=self.opts.doctor_fee, lives=got, pool=self.pool)
        self.pending.pop(0)
        self._resolve_pending()

    def _drop(self, p: str, forced: bool = False) -> None:
        self.out[p] = True
        self.lives[p] = 0
        self.emit("drop", player=p, forced=forced)
        self.pending.pop(0)
        self._resolve_pending()

    def _next_deal(self) -> None:
        self.phase = "play"
        self._end_deal(annulled=False)
        if self.winner is not None:
            return
        # the turn to lead rotates to the next living player after the previous leader
        self.leader = self._next_alive(self.leader)
        self._deal()

    def _end_deal(self, annulled: bool) -> None:
        rec: dict[str, Json] = {
            "deal": self.deal_no,
            "dealer": self.dealer,
            "leader": self.leader,
            "losers": [] if annulled else [p for p in self.players if p in self.deal_losers],
            "tricks": [dict(t) for t in self.tricks],
        }
        if annulled:
            rec["annulled"] = True
        else:
            rec["points"] = self._card_points() if len(self.tricks) == TRICKS else {}
        alive = self._alive()
        if not annulled and len(alive) == 1:
            self.winner = alive[0]
            self.emit("match_end", winner=self.winner, pool=self.pool)
        after: dict[str, Json] = dict(self._counters())
        after["pool"] = 0 if self.winner else self.pool
        rec["after"] = after
        if self.winner:
            rec["winner"] = self.winner
        self.deals.append(rec)

    def _counters(self) -> dict[str, dict[str, Json]]:
        return {p: {"lives": self.lives[p], "out": self.out[p]} for p in self.players}

    # ----- output ---------------------------------------------------------
    def _entry(self, p: str) -> dict[str, Json]:
        """What the view shows of player ``p`` (besides the name)."""
        return {"lives": self.lives[p], "out": self.out[p], "doctor_calls": self.doctor_calls[p],
                "in_deal": p in self.hands, "cards_left": len(self.hands.get(p, [])),
                "tricks": sum(1 for t in self.tricks if t["winner"] == p)}  # fmt: skip

    def view(self, player: str | None = None, since: int = 0) -> dict[str, Json]:
        v: dict[str, Json] = {
            "game": self.game,
            "viewer": player,
            "phase": "over" if self.finished else self.phase,
            "deal": self.deal_no,
            "dealer": self.dealer,
            "leader": self.leader,
            "pool": 0 if self.finished else self.pool,
            "players": [{"name": p, **self._entry(p)} for p in self.players],
            "tricks": [dict(t) for t in self.tricks],
            "trick": [[p, card_str(c)] for p, c in self.trick],
            "options": options_to_json(self.opts),
            **self.view_status(player, since, self.winner),
        }
        if player is not None and player in self.hands:
            v["hand"] = cards_str(self.hands[player])
        return v

    def summary(self) -> dict[str, Json]:
        deals = [{k: d[k] for k in ("dealer", "losers", "after")} | {
            x: d[x] for x in ("annulled", "points", "winner") if x in d} for d in self.deals]  # fmt: skip
        return self.summary_of(
            self.winner, 0 if self.finished else self.pool, self._counters(), deals,
            paid=dict(self.paid), won={p: (self.pool if p == self.winner else 0) for p in self.players},
            restarts=self.restarts,
        )
