"""Hypp: a gamble against the dealer with packets of Cuckoo cards.

Phases of a round: **packet** (the dealer chooses how many cards each player gets, or hands the
deal on), **bets** (each player bets blind, up to the house limit), **cover** (the dealer stakes
the total; if short, the bets are reduced and the deal passes after the round), **reveal**
(the bottom card of the dealer's deck against the bottom card of each packet: the stronger wins
the bet, ties to the dealer), **end** (the dealer who showed the lowest card hands the deal on;
the game ends when someone has no chips or everyone has dealt).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from taverna.cards.cuckoo import FOOL, card_str, cuckoo_pack, parse_card
from taverna.core.errors import BadArgument, BadOption, UnknownOption
from taverna.core.match import Action, Json, Shuffler, TurnMatch
from taverna.core.options import build_options


def _opt(default: Any, help: str, **md: Any) -> Any:
    return field(default=default, metadata={"help": help, **md})


@dataclass(frozen=True)
class HyppOptions:
    limit: int = _opt(10, "the house limit on a bet", min=1, max=100000, label="Bet limit")
    chips: int = _opt(0, "chips each player starts with (0: the rulebook's limit x players x 2)", min=0, max=10**7, label="Starting chips")
    lowest_card: str = _opt(
        "round",
        "the dealer's card that hands the deal on: the lowest card shown in the round, ties included (round), "
        "or the lowest card of the pack, the Clown (pack)",
        choices=("round", "pack"),
        label="Lowest card", choice_labels={"round": "Lowest shown in the round", "pack": "Lowest in the pack (the Fool)"},
    )


PRESETS = {"rulebook": HyppOptions()}


class HyppMatch(TurnMatch):
    game = "hypp"
    default_rules = "rulebook"
    needs_argument = frozenset({"packet", "bet"})

    def _setup(self) -> None:
        rules, options, shuffles = self.rules, self.option_values, self.shuffles_in
        if rules not in PRESETS:
            raise UnknownOption(f"unknown Hypp rule set {rules!r}; valid rule sets: {', '.join(PRESETS)}")
        self.opts: HyppOptions = build_options(HyppOptions, PRESETS[rules], options, "hypp")
        n = len(self.players)
        if not 2 <= n <= 8:
            raise BadOption(f"hypp is for 2 to 8 players, got {n}", key="players-range", game="hypp", min=2, max=8, n=n)
        self.shuffler: Shuffler[int] = Shuffler(self.rng, shuffles, parse_card)
        self.pack = cuckoo_pack()
        start = self.opts.chips or self.opts.limit * n * 2
        self.chips = {p: start for p in self.players}
        self.total = start * n
        self.dealer = self.first_dealer
        self.handovers = 0
        self.round_no = 0
        self.deck: list[int] = []
        self.packets: dict[str, list[int]] = {}
        self.bets: dict[str, int] = {}
        self.revealed: dict[str, str] = {}
        self.phase = "packet"
        self.turn = self.dealer
        self.over = False
        self.winner: str | list[str] | None = None
        self.deals: list[dict[str, Json]] = []
        self.emit("match_start", players=list(self.players), chips=start, limit=self.opts.limit)
        self._begin_round()

    def _punters(self) -> list[str]:
        """The players other than the dealer, in order of play from the dealer's right."""
        out, p = [], self.next_player(self.dealer)
        while p != self.dealer:
            out.append(p)
            p = self.next_player(p)
        return out

    def _begin_round(self) -> None:
        self.round_no += 1
        self.deck = self.shuffler.shuffle(self.pack)
        self.packets, self.bets, self.revealed = {}, {}, {}
        self.phase, self.turn = "packet", self.dealer
        self.emit("round_start", round=self.round_no, dealer=self.dealer)

    def _max_packet(self) -> int:
        return (len(self.pack) - 1) // (len(self.players) - 1)

    # ------------------------------------------------------------------ decisions
    def _legal(self, player: str) -> list[Action]:
        if self.phase == "packet":
            return [Action("packet"), Action("pass")]
        return [Action("bet")]

    def _check_arg(self, player: str, action: Action, template: Action) -> Action:
        arg = action.arg
        if template.word == "packet":
            hi = self._max_packet()
            if isinstance(arg, bool) or not isinstance(arg, int) or not 1 <= arg <= hi:
                raise BadArgument(
                    f"{player}: packet takes the number of cards each player gets, 1 to {hi}; got {arg!r}",
                    key="arg-packet", player=player, hi=hi, got=repr(arg),
                )  # fmt: skip
            return action
        if template.word == "bet":
            hi = min(self.opts.limit, self.chips[player])
            if isinstance(arg, bool) or not isinstance(arg, int) or not 1 <= arg <= hi:
                raise BadArgument(
                    f"{player}: bet takes a number of chips from 1 to {hi} (the limit or your chips); got {arg!r}",
                    key="arg-bet", player=player, hi=hi, got=repr(arg),
                )  # fmt: skip
            return action
        return super()._check_arg(player, action, template)

    def _apply(self, player: str, action: Action) -> None:
        if action.word == "pass":
            self.emit("deal_handed_on", player=player)
            self._hand_on()
            if not self.over:
                self._begin_round()
            return
        if action.word == "packet":
            k = int(action.arg)
            for p in self._punters():  # "taking that many cards off the bottom of the deck"
                self.packets[p], self.deck = self.deck[:k], self.deck[k:]
            self.emit("packets", player=player, cards=k)
            self.phase = "bets"
            self.turn = self._punters()[0]
            return
        self.bets[player] = int(action.arg)
        self.emit("bet", player=player, chips=int(action.arg))
        rest = [p for p in self._punters() if p not in self.bets]
        if rest:
            self.turn = rest[0]
        else:
            self._settle()

    # ------------------------------------------------------------------ forced steps
    def _settle(self) -> None:
        total = sum(self.bets.values())
        short = self.chips[self.dealer] < total
        if short:
            self._reduce(self.chips[self.dealer])
            self.emit("bets_reduced", bets=dict(self.bets), dealer_chips=self.chips[self.dealer])
        self.emit("covered", player=self.dealer, chips=sum(self.bets.values()))
        dcard = self.deck[0]  # the bottom card of the dealer's deck
        self.revealed[self.dealer] = card_str(dcard)
        self.emit("reveal", player=self.dealer, card=card_str(dcard))
        losers: list[str] = []
        lowest = True
        for p in reversed(self._punters()):  # "starting with the player on the dealer's left"
            card = self.packets[p][0]
            self.revealed[p] = card_str(card)
            self.emit("reveal", player=p, card=card_str(card))
            bet = self.bets[p]
            if card > dcard:
                self.chips[self.dealer] -= bet
                self.chips[p] += bet
                self.emit("paid", player=self.dealer, payee=p, chips=bet)  # (not "to": that names who may see it)
                if self.dealer not in losers:
                    losers.append(self.dealer)
            else:
                self.chips[p] -= bet
                self.chips[self.dealer] += bet
                self.emit("paid", player=p, payee=self.dealer, chips=bet)
                losers.append(p)
            if card < dcard:
                lowest = False
        after: dict[str, Json] = {p: self._counters(p) for p in self.players}
        after["pool"] = None
        self.deals.append({"dealer": self.dealer, "losers": [p for p in self.players if p in losers], "after": after,
                           "revealed": dict(self.revealed), "bets": dict(self.bets)})  # fmt: skip
        if any(c == 0 for c in self.chips.values()):
            self._end("a player has no chips left")
            return
        if self.opts.lowest_card == "pack":
            lowest = dcard == FOOL  # "the card of the lowest grade" of all: the Clown
        if short or lowest:
            if lowest:
                self.emit("lowest_card", player=self.dealer)
            self._hand_on()
        if not self.over:
            self._begin_round()

    def _reduce(self, cap: int) -> None:
        """The players "reduce the total of this bet so that it equals the dealer's chips": in proportion,
        the remainders to the largest fractions, earlier players first."""
        total = sum(self.bets.values())
        order = [p for p in self._punters() if p in self.bets]
        shares = {p: self.bets[p] * cap // total for p in order}
        left = cap - sum(shares.values())
        by_fraction = sorted(order, key=lambda p: (-(self.bets[p] * cap % total), order.index(p)))
        for p in by_fraction[:left]:
            shares[p] += 1
        self.bets = shares

    def _hand_on(self) -> None:
        self.handovers += 1
        if self.handovers >= len(self.players):
            self._end("every player has dealt")
            return
        self.dealer = self.next_player(self.dealer)

    def _end(self, why: str) -> None:
        top = max(self.chips.values())
        best = [p for p in self.players if self.chips[p] == top]
        self.winner = best[0] if len(best) == 1 else best
        self.over = True
        self.emit("game_over", winner=self.winner, reason=why)

    # ------------------------------------------------------------------ contract
    def _counters(self, p: str) -> dict[str, Json]:
        return {"chips": self.chips[p], "out": False}

    def view(self, player: str | None = None, since: int = 0) -> dict[str, Json]:
        viewer = player if player in self.players else None
        return {
            "game": self.game,
            "rules": self.rules,
            "viewer": viewer,
            "phase": self.phase,
            "round": self.round_no,
            "dealer": self.dealer,
            "turn": None if self.over else self.turn,
            "limit": self.opts.limit,
            "max_packet": self._max_packet(),
            "packet_size": len(next(iter(self.packets.values()))) if self.packets else None,
            "bets": dict(self.bets),
            "players": [{"name": p, **self._counters(p)} for p in self.players],
            **self.view_status(viewer, since, self.winner),
        }

    def summary(self) -> dict[str, Json]:
        players: dict[str, Json] = {p: self._counters(p) for p in self.players}
        return self.summary_of(self.winner, None, players, self.deals)

    def all_cards(self) -> list[int]:
        return self.deck + [c for pk in self.packets.values() for c in pk]
