"""Coch: two against two, follow the kind, win the point cards.

Phases: **deal** (``_begin_deal``: 10 cards each, one at a time from the dealer's right, the next
player in the order of play), **tricks** (``_play``: the dealer's right leads; the others follow the
kind of the base card if they can, else play anything, which loses; the strongest card of the base
kind takes the trick, of identical cards the first played, and leads the next), **scoring**
(``_end_deal``: 19 points in half-points, a tie recounted with the 82-point table, still tied a
draw), **end** (after ``deals`` deals, the deal passing to the right each time).

Partnerships: the first and third players against the second and fourth (opposite each other).
"""

from __future__ import annotations

from taverna.cards.cuckoo import canonical, card_str, cuckoo_pack, parse_card
from taverna.core.errors import BadOption
from taverna.core.match import Action, Json, Shuffler
from taverna.games.card_points import compare, half_points, recount, shown
from taverna.games.coch.options import CochOptions, make_options
from taverna.games.kinds import COCH, KindTrickMatch

PLAYERS = 4
CARDS_EACH = 10


class CochMatch(KindTrickMatch):
    game = "coch"
    default_rules = "rulebook"
    card_words = frozenset({"play"})
    needs_argument = frozenset({"play"})
    ranking = COCH

    def _setup(self) -> None:
        rules, options, shuffles = self.rules, self.option_values, self.shuffles_in
        self.opts: CochOptions = make_options(rules, options)
        if len(self.players) != PLAYERS:
            raise BadOption(f"coch is for exactly {PLAYERS} players (two partnerships), got {len(self.players)}",
                            key="players-teams", game="coch", seats=PLAYERS, n=len(self.players))  # fmt: skip
        p = self.players
        self.teams: tuple[tuple[str, str], tuple[str, str]] = ((p[0], p[2]), (p[1], p[3]))
        self.team_of = {q: i for i, t in enumerate(self.teams) for q in t}
        self.shuffler: Shuffler[int] = Shuffler(self.rng, shuffles, parse_card)
        self.pack = cuckoo_pack()
        self.half = [0, 0]  # each team's card points over the match, in half-points
        self.won = [0, 0]  # deals won by each team
        self.dealer = self.first_dealer
        self.deal_no = 0
        self.hands: dict[str, list[int]] = {q: [] for q in self.players}
        self.taken: dict[str, list[int]] = {q: [] for q in self.players}
        self.trick: list[tuple[str, int]] = []
        self.last_trick: list[tuple[str, int]] = []
        self.tricks_left = 0
        self.turn = ""
        self.over = False
        self.winner: list[str] | None = None
        self.deals: list[dict[str, Json]] = []
        self.emit("match_start", teams=[list(t) for t in self.teams], deals=self.opts.deals)
        self._begin_deal()

    # ------------------------------------------------------------------ helpers
    # ------------------------------------------------------------------ deal
    def _begin_deal(self) -> None:
        self.deal_no += 1
        first = self._deal_round()  # ten each, one at a time from the dealer's right
        self.emit("deal_start", deal=self.deal_no, dealer=self.dealer, leader=first, cards_each=CARDS_EACH)
        self._show_hands()

    # ------------------------------------------------------------------ tricks
    def _play(self, p: str, card: int) -> None:
        self.hands[p].remove(card)
        self.trick.append((p, card))
        self.emit("play", player=p, card=card_str(card))
        self._played(p, self._end_deal)

    # ------------------------------------------------------------------ scoring
    def team_cards(self, team: int) -> list[int]:
        return [c for q in self.teams[team] for c in self.taken[q]]

    def _end_deal(self) -> None:
        a, b = self.team_cards(0), self.team_cards(1)
        outcome, recounted = compare(a, b)
        halves = [half_points(a), half_points(b)]
        for t in (0, 1):
            self.half[t] += halves[t]
        winner_team = None if outcome == 0 else 0 if outcome > 0 else 1
        if winner_team is not None:
            self.won[winner_team] += 1
        winners = list(self.teams[winner_team]) if winner_team is not None else None
        losers = list(self.teams[1 - winner_team]) if winner_team is not None else []
        data: dict[str, Json] = {
            "teams": [list(t) for t in self.teams],
            "points": [shown(h) for h in halves],
            "recount": [recount(a), recount(b)] if recounted else None,
            "winner": winners,
        }
        self.emit("deal_end", deal=self.deal_no, **data)
        after: dict[str, Json] = {q: self._counters(q) for q in self.players}
        after["pool"] = None
        self.deals.append({"dealer": self.dealer, "losers": losers, "after": after, **data})
        if self.deal_no >= self.opts.deals:
            self.over = True
            self.turn = ""
            if self.won[0] != self.won[1]:
                self.winner = list(self.teams[0 if self.won[0] > self.won[1] else 1])
            self.emit("game_over", winner=self.winner, won=list(self.won))
            return
        self.dealer = self.next_player(self.dealer)  # the previous dealer's right
        self._begin_deal()

    # ------------------------------------------------------------------ contract
    def _legal(self, player: str) -> list[Action]:
        return [Action("play", card_str(c)) for c in self._legal_cards(player)]

    def canonical_card(self, name: str | int) -> str:
        return canonical(name)

    def _apply(self, player: str, action: Action) -> None:
        self._play(player, parse_card(action.arg))

    def _counters(self, p: str) -> dict[str, Json]:
        t = self.team_of[p]
        return {"points": shown(self.half[t]), "won": self.won[t], "out": False}

    def _partner(self, p: str) -> str:
        return self.next_player(p, 2)

    def view(self, player: str | None = None, since: int = 0) -> dict[str, Json]:
        viewer = player if player in self.players else None
        return {
            "game": self.game,
            "rules": self.rules,
            "viewer": viewer,
            "deal": self.deal_no,
            "deals": self.opts.deals,
            "dealer": self.dealer,
            "turn": None if self.over else self.turn,
            "teams": [list(t) for t in self.teams],
            "partner": self._partner(viewer) if viewer else None,
            "hand": [card_str(c) for c in self.ranking.order(self.hands[viewer])] if viewer else None,
            "hand_sizes": {q: len(h) for q, h in self.hands.items()},
            "trick": [[q, card_str(c)] for q, c in self.trick],
            "base": self.base_kind(),
            "last_trick": [[q, card_str(c)] for q, c in self.last_trick],
            "tricks_won": {q: len(self.taken[q]) // PLAYERS for q in self.players},
            "tricks_left": self.tricks_left,
            "players": [{"name": q, "team": self.team_of[q], **self._counters(q)} for q in self.players],
            **self.view_status(viewer, since, self.winner),
        }

    def summary(self) -> dict[str, Json]:
        return self.summary_of(self.winner, None, {q: self._counters(q) for q in self.players}, self.deals)

    def all_cards(self) -> list[int]:
        return (
            [c for h in self.hands.values() for c in h]
            + [c for t in self.taken.values() for c in t]
            + [c for _, c in self.trick]
        )
