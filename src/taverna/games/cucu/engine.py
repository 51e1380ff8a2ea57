"""Cucù: one engine for its rule sets (Campli, Lu Stù, the rulebook's Cambio, BGA) and Le Her.

The rule sets are presets of :class:`~taverna.games.cucu.options.CucuOptions`;
where they differ, a small hook reads the option (``cat_rule``, ``inn_rule``,
``cuckoo_rule`` ...).  The phases of a deal, in order:

* **begin** (``_begin_set``, ``_begin_deal``): antes, the shuffle, the deal (all at once, or one
  card at a time as play reaches each player in the interleaved Campli and Lu Stù deal);
* **exchanges** (``_next_turn``, ``_decide``, ``_request``): each player keeps or asks the next
  player for an exchange; the special cards act (``_request`` for the Horse, House, Hunter,
  Cuckoo; ``_gnaf`` and ``_cat_reverse`` for the two Cats; ``_deck_for`` for cards drawn from the
  rulebook's deck; ``_pack_exchange`` for the pagat pack); the last two pagat players may
  ``propose`` a split of the pool before the first decision of a deal (``_answer_proposal``);
  Le Her's two-player ancestor has only the king's privileges (``_le_her_switch``, ``_le_her_draw``);
* **inn** (``_inn_stop``, ``_inn_action``): Campli's insurance question, Lu Stù's offer;
* **confess** (Reincarnation): "it's my defeat";
* **reveal** (``_reveal``): the cards are compared (:mod:`taverna.games.cucu.result`);
* **settle** (``_settle_pagat``, ``_settle_cambio``, ``_settle_le_her``): tokens or chips, eliminations,
  re-entries, or Le Her's stake;
* **end** (``_end_deal``, ``_next_deal``): the deal's summary, a pool or box paid out, then the
  next deal, set or game (``_end_game``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from taverna.cards import french
from taverna.cards.cuckoo import CAT, CUCKOO, FOOL, HORSE, INN, MAN, card_str, cuckoo_pack, parse_card
from taverna.core.errors import BadArgument, BadOption
from taverna.core.match import Action, Json, Match, Shuffler
from taverna.games.cucu import result as compare
from taverna.games.cucu.options import CucuOptions, make_options

KEEP, EXCHANGE, DECLARE = Action("keep"), Action("exchange"), Action("declare")
INSURE, ACCEPT, REFUSE = Action("insure"), Action("accept"), Action("refuse")
REENTER, DECLINE = Action("reenter"), Action("decline")
OFFER, PROPOSE = Action("offer"), Action("propose")
OPTIONAL = (Action("declare"), Action("propose"))  # actions the match does not wait for
_OPTIONAL_WORDS = frozenset(a.word for a in OPTIONAL)  # (``waiting`` holds them only without arguments)
DEFEAT, PASS = Action("defeat"), Action("pass")

# the entries of CucuMatch.seen_log: a card given to a player, a card shown to all, one player told another's card
_GIVE, _SHOW, _TELL = "give", "show", "tell"

PLAYER_LIMITS = {"campli": (2, 20), "lu-stu": (2, 20), "cambio": (2, 15), "bga": (2, 15), "le-her": (2, 2)}


@dataclass(slots=True)
class Held:
    """A card in a hand, with what the rules need to know of its journey this deal."""

    card: int
    first: str  # the first player to hold it this deal (the rulebook's "original owner")
    trail: list[tuple[str, str]] = field(default_factory=list)  # exchanges (giver, receiver), for the Gnaf
    from_deck: bool = False  # a Clown drawn from the deck: the strongest card
    inn_bought: bool = False  # an Inn obtained by an agreed exchange (Lu Stù)


def _fmt(x: Fraction) -> Json:
    return int(x) if x.denominator == 1 else round(float(x), 4)


def _rounded(shares: dict[str, Fraction], total: Fraction) -> dict[str, Json]:
    """Shares to 4 decimals that still add up to ``total`` (the largest share takes the rounding)."""
    out = {k: Fraction(round(v * 10000), 10000) for k, v in shares.items()}
    if out:
        biggest = max(out, key=lambda k: out[k])
        out[biggest] += total - sum(out.values())
    return {k: _fmt(v) for k, v in out.items()}


class CucuMatch(Match):
    game = "cucu"
    default_rules = "cambio"
    needs_argument = frozenset({"propose", "offer"})

    def _setup(self) -> None:
        rules, options, shuffles = self.rules, self.option_values, self.shuffles_in
        self.opts: CucuOptions = make_options(rules, options)
        lo, hi = PLAYER_LIMITS[str(rules)]  # make_options has refused an unknown rule set
        if self.opts.double_pack:
            hi = 30
        if not lo <= len(self.players) <= hi:
            span = f"exactly {lo}" if lo == hi else f"{lo} to {hi}"
            raise BadOption(f"cucu/{rules} is for {span} players, got {len(self.players)}")
        self.pagat = self.opts.family == "pagat"
        o = self.opts
        # whether a Cuckoo holder may declare it (Indian: nobody knows their own card)
        self.may_declare = not o.indian and (
            o.cuckoo_rule == "declare" or (o.cuckoo_rule == "auto" and o.cuckoo_declare == "manual")
        )
        self.le_her = self.opts.family == "le-her"
        french_pack = self.opts.pack == "french"
        self.card_str = french.card_str if french_pack else card_str  # the record notation of the pack's cards
        self.shuffler: Shuffler[int] = Shuffler(self.rng, shuffles, french.parse_card if french_pack else parse_card)
        self.pack = self._make_pack()
        # looked up on the hot paths instead of recomputed: each card's record name, each hand's seers
        self.card_names: dict[int, str] = {c: self.card_str(c) for c in set(self.pack)}
        self.seers_of: dict[str, tuple[str, ...]] = {p: self._seers(p) for p in self.players}
        self.interleaved = o.interleaved
        self.auto_cuckoo = o.cuckoo_rule == "auto" and o.cuckoo_declare != "manual"
        self.reveal_rule = self._reveal_rule()
        # --- the match -----------------------------------------------------
        self.count: dict[str, int] = {}  # tokens (pagat) or chips (cambio)
        self.out: set[str] = set()  # out of the game (pagat) or of the current set (cambio)
        self.pool: int = 0
        self.dealer = self.first_dealer
        self.deals: list[dict[str, Json]] = []
        self.over = False
        self.winner: str | list[str] | None = None
        self.waiting: dict[str, list[Action]] = {}
        self.phase = "begin"
        self.deal_no = 0
        # pagat
        self.virgins: set[str] = set()
        self.eliminations = 0  # Campli: the re-entry cost doubles with each elimination
        self.reentries = 0  # Lu Stù: ... with each re-entry
        self.free_reentry_done = False
        self.syndicates: dict[str, dict[str, int]] = {p: {} for p in self.players}
        self.agreement: dict[str, Fraction] | None = None
        self.proposal: tuple[str, int] | None = None
        self.proposals_open = False
        self.compensations: list[dict[str, Json]] = []
        self.reentry_queue: list[str] = []
        self.payouts: dict[str, Json] = {}
        # cambio
        self.set_no = 0
        self.round_no = 0
        self.deck: list[int] = []
        self.discards: list[int] = []
        self.defeats: dict[str, int] = {}
        self.excused: set[str] = set()
        self.starter: str | None = None
        self.ran_out: dict[str, int] = {}
        self.last_set_losers: list[str] = []
        self.next_set: tuple[str, bool] | None = None
        # --- the deal --------------------------------------------------------
        self.order: list[str] = []
        self.hands: dict[str, Held] = {}
        # whether a Cuckoo has come into a hand this deal: until one has, nobody may declare or show it
        self.cuckoo_held = False
        self.aside: list[int] = []
        self.pos = 0
        self.turns: list[str] = []
        self.lost: list[str] = []  # lost during this deal, in order (cambio: out of the deal)
        self.dead: set[str] = set()
        self.token_loss: dict[str, int] = {}
        self.jumped: set[str] = set()
        self.insured: list[tuple[str, str]] = []  # (guest, innkeeper)
        self.inn: dict[str, Any] = {}
        self.declared = False
        self.confessions: dict[str, bool] = {}
        # what each player has seen of the hands this deal, as a journal replayed by ``known``
        # (cheaper than updating every viewer's record on each card given): see _knowledge
        self.seen_log: list[tuple[Any, ...]] = []
        self.revealed: dict[str, str] = {}
        self.deal_losers: list[str] = []
        self.deal_extra: dict[str, Json] = {}
        self._start_match()

    # ================================================================ setup
    def _make_pack(self) -> list[int]:
        o = self.opts
        if o.pack == "french":
            return french.french_pack()
        copies = 4 if o.double_pack else 2
        cuckoos = o.cuckoos or (copies if o.double_pack else 2)
        if not o.double_pack and not o.cuckoos and not self.pagat and len(self.players) >= o.one_cuckoo_from:
            cuckoos = 1
        if o.void and cuckoos < 2:
            cuckoos = 2  # "2 Cuckoo cards must always be used"
        pack = cuckoo_pack(cuckoos, copies)
        if o.remove_matto:
            pack.remove(FOOL)
        return pack

    def _start_match(self) -> None:
        if self.le_her:
            for p in self.players:
                self.count[p] = 0
            self.emit("match_start", players=list(self.players), stake=self.opts.stake, deals=self.opts.deals)
            self._begin_deal()
        elif self.pagat:
            for p in self.players:
                self.count[p] = self.opts.tokens
                self.pool += self.opts.stake
                self.syndicates[p] = {}
            self.virgins = set(self.players)
            self.emit("match_start", players=list(self.players), stake=self.opts.stake, pool=self.pool,
                      tokens=self.opts.tokens)  # fmt: skip
            self._begin_deal()
        else:
            for p in self.players:
                self.count[p] = self.opts.chips
            self.emit("match_start", players=list(self.players), chips=self.opts.chips)
            self._begin_set(self.first_dealer, as_dealer=True)
        self._run()

    # ================================================================ helpers
    def _alive(self) -> list[str]:
        """Players still in the game (pagat) or in the set (cambio), in seat order."""
        out = self.out
        if not out:
            return list(self.players)
        return [p for p in self.players if p not in out]

    def _after(self, name: str, among: list[str], step: int = 1) -> str:
        """The next player after ``name`` in order of play (``step=-1``: before it), among ``among``."""
        i = self.players.index(name)
        n = len(self.players)
        for k in range(1, n + 1):
            q = self.players[(i + step * k) % n]
            if q in among:
                return q
        return name

    def _before(self, name: str, among: list[str]) -> str:
        return self._after(name, among, step=-1)

    def _counter_name(self) -> str:
        return "tokens" if self.pagat else "score" if self.le_her else "chips"

    def _counters(self, p: str) -> dict[str, Json]:
        return {self._counter_name(): self.count[p], "out": p in self.out}

    def _in_deal(self, p: str) -> bool:
        return p in self.hands and p not in self.lost and p not in self.dead

    # --- cards ---------------------------------------------------------------
    def _draw(self) -> int | None:
        """The next card from the dealing end; the discards become a new deck if needed."""
        if not self.deck and self.discards and not self.pagat:
            self._reshuffle_discards()
        if not self.deck:
            return None
        return self.deck.pop(0)

    def _draw_far_end(self) -> int | None:
        """Campli's "top card of the pack" (the other end from the deal; Lu Stù deals from the top)."""
        if not self.deck:
            return None
        return self.deck.pop() if self.opts.deal_from == "bottom" else self.deck.pop(0)

    def _reshuffle_discards(self) -> None:
        cards, self.discards = self.discards, []
        self.deck.extend(self.shuffler.shuffle(cards))
        self.emit("reshuffle", cards=len(cards))

    def _give(self, p: str, held: Held) -> None:
        self.hands[p] = held
        card = held.card
        if card == CUCKOO:
            self.cuckoo_held = True
        self.seen_log.append((_GIVE, p, card))
        self.emit("card", to=self.seers_of[p], player=p, card=self.card_names[card])

    @property
    def known(self) -> dict[str | None, dict[str, int]]:
        """What each viewer (``None``: everyone) has seen this deal: ``known[viewer][p]`` is the card
        the viewer saw in ``p``'s hand (forgotten when that hand changes without the viewer seeing)."""
        return self._knowledge(None)

    def _knowledge(self, want: set[str | None] | None) -> dict[str | None, dict[str, int]]:
        """``known`` for the viewers in ``want`` (None: all), replayed from ``seen_log``: a card given
        to ``p`` is forgotten by the others and seen by ``p`` (Indian: by everyone but ``p``); a card
        shown is seen by everyone; ``(_TELL, a, b, card)``: ``a`` saw ``b``'s card."""
        known: dict[str | None, dict[str, int]] = {}
        indian = self.opts.indian
        order, players = self.order, self.players
        for entry in self.seen_log:
            kind = entry[0]
            if kind == _GIVE:
                _, p, card = entry
                for viewer, seen in known.items():
                    if viewer != p:
                        seen.pop(p, None)
                if not indian:
                    if want is None or p in want:
                        known.setdefault(p, {})[p] = card
                else:
                    if want is None or p in want:
                        known.setdefault(p, {}).pop(p, None)
                    for q in order:
                        if q != p and (want is None or q in want):
                            known.setdefault(q, {})[p] = card
            elif kind == _SHOW:
                _, p, card = entry
                if want is None or None in want:
                    known.setdefault(None, {})[p] = card
                for q in players:
                    if want is None or q in want:
                        known.setdefault(q, {})[p] = card
            else:
                _, a, b, card = entry
                if want is None or a in want:
                    known.setdefault(a, {})[b] = card
        return known

    def _seers(self, p: str) -> tuple[str, ...]:
        """Who sees the card in ``p``'s hand: p, or (Indian) everyone else."""
        if self.opts.indian:
            return tuple(q for q in self.players if q != p)
        return (p,)

    def _show(self, p: str) -> None:
        """``p``'s card is shown to everyone."""
        self.seen_log.append((_SHOW, p, self.hands[p].card))

    def _deal_to(self, p: str) -> None:
        deck = self.deck
        card = deck.pop(0) if deck else self._draw()  # (_draw's own first step when the deck holds cards)
        if card is None:  # cannot happen with the pack sizes allowed; kept safe
            raise BadOption("the pack ran out of cards")
        self._give(p, Held(card, p))
        self.emit("dealt", player=p)

    def _swap(self, a: str, b: str) -> None:
        ha, hb = self.hands[a], self.hands[b]
        ha.trail.append((a, b))
        hb.trail.append((b, a))
        ha.from_deck = hb.from_deck = False
        self._give(a, hb)
        self._give(b, ha)
        # each of the two knows what the other now holds
        self.seen_log.append((_TELL, a, b, ha.card))
        self.seen_log.append((_TELL, b, a, hb.card))
        self.emit("exchanged", a=a, b=b)

    # ================================================================ begin
    def _begin_set(self, leader: str, as_dealer: bool) -> None:
        """Cambio/BGA: a new set (BGA: round): antes, the whole pack shuffled."""
        o = self.opts
        if o.max_sets and self.set_no >= o.max_sets:
            self._end_game("the agreed number of sets has been played")
            return
        payers = [p for p in self.players if p not in self.excused]
        ante = 2 if o.child_time else o.ante
        broke = [p for p in self.players if self.count[p] == 0 or (p in payers and self.count[p] < ante)]
        if broke:
            self._end_game(f"{', '.join(broke)} cannot pay the ante")
            return
        self.set_no += 1
        self.round_no = 0
        self.out = set()
        self.defeats = {p: 0 for p in self.players}
        for p in payers:
            self._pay(p, ante)
        self.emit("set_start", set=self.set_no, ante=ante, excused=sorted(self.excused), box=self.pool)
        self.excused = set()
        self.discards, self.hands, self.aside = [], {}, []
        self.deck = self.shuffler.shuffle(self.pack)
        self.dealer = leader if as_dealer else self._before(leader, self._alive())
        self._begin_deal()

    def _pay(self, p: str, amount: int) -> int:
        paid = min(amount, self.count[p])
        self.count[p] -= paid
        self.pool += paid
        if self.count[p] == 0 and p not in self.ran_out:
            self.ran_out[p] = len(self.log)
        return paid

    def _begin_deal(self) -> None:
        o = self.opts
        self.deal_no += 1
        alive = self._alive()
        if self.dealer not in alive:
            self.dealer = self._after(self.dealer, alive)
        if self.dealer in alive:  # the players in, from the dealer's next one round to the dealer
            i = alive.index(self.dealer) + 1
            order = alive[i:] + alive[:i]
            first = order[0]
        else:  # nobody in (cannot happen: a deal starts with players in)
            first = self._after(self.dealer, alive)
            order = [first]
            while order[-1] != self.dealer:
                order.append(self._after(order[-1], alive))
        self.order = order
        fresh = self.pagat or self.le_her  # the whole pack is shuffled before every deal
        if not fresh:  # the last deal's cards go to the discard pile (the pagat deal reshuffles them all)
            self.discards.extend([h.card for h in self.hands.values()] + self.aside)
        self.hands, self.aside, self.lost, self.dead = {}, [], [], set()
        self.cuckoo_held = False
        self.token_loss, self.jumped, self.insured, self.inn = {}, set(), [], {}
        self.declared, self.confessions, self.seen_log, self.revealed = False, {}, [], {}
        self.deal_losers, self.deal_extra, self.payouts = [], {}, {}
        self.turns = order * (2 if o.double else 1)
        self.pos = 0
        if not fresh:
            self.round_no += 1
            if o.rotation == "starter":
                self.starter = first
        where: dict[str, Json] = {} if fresh else {"set": self.set_no, "round": self.round_no}
        self.emit("deal_start", None, deal=self.deal_no, dealer=self.dealer, order=list(order), **where)
        if self.pagat:
            self.deck = self.shuffler.shuffle(self.pack)
            # the last two may agree a split "before the deal": until the first decision of the deal
            self.proposals_open = len(order) == 2 and self.agreement is None
        elif self.le_her:  # "Pierre deals a card from the deck to Paul and then one to himself"
            self.deck = self.shuffler.shuffle(self.pack)
            for p in order:
                self._deal_to(p)
        else:
            if o.reshuffle == "deal" and len(self.deck) < len(order):
                self.deck.extend(self.shuffler.shuffle(self.discards))
                self.discards = []
                self.emit("reshuffle", cards=len(self.deck))
            for p in order:
                self._deal_to(p)
        self.phase = "exchanges"

    # ================================================================ the loop
    def _run(self) -> None:
        """Run forced steps until somebody has to decide (sets ``waiting``)."""
        self.waiting = {}
        while not self.over:
            if self.reentry_queue:
                self.waiting = {self.reentry_queue[0]: [REENTER, DECLINE]}
                return
            phase = self.phase
            # (len(players) - len(out): the players still in, as len(_alive()) counts them)
            if self.pagat and phase in ("exchanges", "inn-guest", "inn-host") and len(self.players) - len(self.out) <= 1:
                # Lu Stù: the last opponent went out at once; the deal ends without a comparison
                self.emit("deal_cut_short", players=self._alive())
                self.inn = {}
                self._settle_pagat([], compare_cards=False)
                continue
            if self.proposal is not None:
                proposer = self.proposal[0]
                other = next(p for p in self.order if p != proposer)
                self.waiting = {other: [ACCEPT, REFUSE]}
                return
            if phase == "exchanges":
                if self._next_turn():
                    return
                continue
            if phase in ("inn-guest", "inn-host"):
                self.waiting = self.inn["waiting"]
                return
            if phase == "confess":
                pending = [p for p in self._participants() if p not in self.confessions]
                if pending:
                    self.waiting = {p: [DEFEAT, PASS] for p in pending}
                    return
                self._reveal()
                continue
            if phase == "reveal":
                self._reveal()
                continue
            if phase == "settled":
                self._end_deal()
                continue
            if phase == "next":
                self._next_deal()
                continue
            raise AssertionError(f"unknown phase {phase}")  # pragma: no cover

    # ================================================================ exchanges
    def _declarers(self) -> list[str]:
        if not self.may_declare or not self.cuckoo_held:
            return []
        hands, lost, dead = self.hands, self.lost, self.dead
        # the players in the deal (_in_deal) holding a Cuckoo
        return [
            p
            for p in self.order
            if (held := hands.get(p)) is not None and held.card == CUCKOO and p not in lost and p not in dead
        ]

    def _next_turn(self) -> bool:
        """Set up the next keep/exchange decision; False when the exchanges are over."""
        turns = self.turns
        while self.pos < len(turns):
            p = turns[self.pos]
            if p in self.lost or p in self.dead or p in self.out or p in self.jumped:
                self.pos += 1
                continue
            if self.interleaved and p not in self.hands:
                self._deal_to(p)
            if self.auto_cuckoo and self.cuckoo_held and self._auto_show():
                return False
            legal = [KEEP, EXCHANGE]
            if self.pagat and self.agreement is not None and p != self.dealer and self._below_five(p):
                legal = [EXCHANGE]  # the obligation to exchange below V during an agreement
            waiting = {p: legal}
            if self.may_declare and self.cuckoo_held:
                for q in self._declarers():
                    waiting.setdefault(q, []).append(DECLARE)
            if self.proposals_open:
                for q in self.order:
                    waiting.setdefault(q, []).append(PROPOSE)
            self.waiting = waiting
            return True
        self._end_exchanges()
        return False

    def _below_five(self, p: str) -> bool:
        return self.hands[p].card < 5

    def _auto_show(self) -> bool:
        """BGA: the Cucco shown before the turn of the player two places before its dealt holder."""
        k = self.pos % len(self.order)
        if self.pos >= len(self.order):
            return False
        for h, p in enumerate(self.order):
            held = self.hands.get(p)
            if held is None or held.card != CUCKOO or held.first != p or not self._in_deal(p):
                continue
            if h == 0:
                due = len(self.order) == 2 and k == 0
            else:
                due = k == max(h - 2, 0)
            if due:
                self.emit("cuckoo_shown", player=p, automatic=True)
                self._show(p)
                self.declared = True
                self.phase = "reveal"
                return True
        return False

    def _end_exchanges(self) -> None:
        if self.opts.reincarnation and not self.declared and self._participants():
            self.phase = "confess"
        else:
            self.phase = "reveal"

    def _lose(self, p: str, reason: str, tokens: int = 1) -> None:
        """``p`` loses now: a token (pagat), or the deal (cambio)."""
        if self.pagat:
            self.count[p] -= tokens
            self.virgins.discard(p)
            self.token_loss[p] = self.token_loss.get(p, 0) + tokens
            if p not in self.deal_losers:
                self.deal_losers.append(p)
            self.emit("token_lost", player=p, reason=reason, tokens=self.count[p])
            if self.count[p] <= 0 and self.phase != "reveal":  # at the comparison, settle() eliminates
                self.count[p] = 0
                if self.opts.immediate_elimination:
                    self._eliminate_now(p)
                else:
                    self.dead.add(p)
                    self.emit("dead_card", player=p)
        else:
            if p not in self.lost:
                self.lost.append(p)
                self.emit("lost", player=p, reason=reason)
            elif reason:
                self.emit("lost_again", player=p, reason=reason)

    def _eliminate_now(self, p: str) -> None:
        """Lu Stù: the last token lost to a Hunter or Cat puts the player out at once."""
        self.dead.add(p)  # the card is set aside: it stays in the hand, out of the comparison
        self.out.add(p)
        self.emit("eliminated", player=p, immediate=True)
        if self._reentry_possible():
            self.reentry_queue.append(p)

    def _decide(self, p: str, action: Action) -> None:
        # the words suffice: check() lets an argument through only on propose (and offer, reenter)
        word = action.word
        if word == "declare":
            self._declare(p)
            return
        if word == "propose":
            self.proposal = (p, int(action.arg))
            self.emit("proposal", player=p, share=int(action.arg))
            return
        self.proposals_open = False
        if p != self.turns[self.pos]:  # pragma: no cover - guarded by legal actions
            raise AssertionError("decision out of turn")
        self.pos += 1
        if word == "keep":
            self.emit("keep", player=p)
            return
        self.emit("exchange", player=p)
        if self.le_her and p == self.dealer:
            self._le_her_draw(p)
        elif self.le_her:
            self._le_her_switch(p)
        elif p == self.dealer:
            self._dealer_exchange(p)
        else:
            self._request(p)

    def _declare(self, p: str) -> None:
        self.emit("cuckoo_declared", player=p)
        self._show(p)
        self.declared = True
        if self.opts.anti_cuckoo:
            self._lose(p, "anti-cuckoo: declared the Cuckoo")
        self.phase = "reveal"

    def _next_target(self, after: str) -> str | None:
        """The next player in the deal after ``after`` (None past the dealer)."""
        i = self.order.index(after)
        for q in self.order[i + 1 :]:
            if q in self.lost or q in self.dead:
                continue
            return q
        return None

    def _request(self, r: str) -> None:
        """``r`` asks the next player for an exchange."""
        t = self._next_target(r)
        while True:
            if t is None:
                self._deck_for(r)
                self._after_request(self.order.index(self.dealer))
                return
            if self.interleaved and t not in self.hands:
                self._deal_to(t)
            card = self.hands[t].card
            self.emit("asked", player=r, target=t)
            if card == HORSE or (card == INN and self.opts.inn_rule == "pass"):
                self._show(t)
                self.emit("horse" if card == HORSE else "house", player=t, requester=r)
                if self.pagat and t != self.dealer:
                    self.jumped.add(t)  # jumped over: no decision of its own (the dealer still decides)
                if t == self.dealer:
                    if self.pagat:
                        self._pack_exchange(r, far_end=True)
                        self._after_request(self.order.index(t))
                        return
                    self._deck_for(r)
                    return
                t = self._next_target(t)
                continue
            break
        ti = self.order.index(t)
        if card == MAN:
            self._show(t)
            self.emit("hunter", player=t, requester=r)
            self._lose(r, "asked the Hunter")
        elif card == CAT:
            self._show(t)
            self.emit("cat", player=t, requester=r)
            if self.opts.cat_rule == "owner":
                self._lose(self.hands[r].first, "the Cat found the card's first holder")
            elif self.opts.cat_rule == "gnaf":
                self._gnaf(r)
            else:
                self._cat_reverse(r)
        elif card == CUCKOO and self.opts.cuckoo_rule == "arrest":
            self._show(t)
            self.emit("cuckoo", player=t, requester=r)
        elif card == INN and self.opts.inn_rule in ("insurance", "offer"):
            self._inn_stop(r, t)
            return
        else:
            self._exchange_cards(r, t)
        self._after_request(ti)

    def _after_request(self, target_index: int) -> None:
        """Pagat: the player who received the card (or arrested the request) decides next."""
        if self.pagat:
            nxt = self.order[target_index]
            self.pos = self.turns.index(nxt)

    def _exchange_cards(self, r: str, t: str) -> None:
        fr, ft = self.hands[r].card, self.hands[t].card
        self._swap(r, t)
        if self.opts.fool_rule == "clown":
            if ft == FOOL:
                self._lose(r, "received the Clown")
            if fr == FOOL:
                self._lose(t, "received the Clown")

    # --- Le Her: the king's privileges ------------------------------------------
    def _le_her_switch(self, r: str) -> None:
        """The receiver switches with the dealer, unless the dealer holds a king and shows it."""
        t = self.dealer
        if french.is_king(self.hands[t].card):
            self._show(t)
            self.emit("king", player=t, requester=r)
            return
        self._swap(r, t)

    def _le_her_draw(self, p: str) -> None:
        """The dealer exchanges with the top of the pack; a king drawn is shown and the dealer keeps their card."""
        card = self._draw()
        if card is None:  # pragma: no cover - 52 cards, three used at most
            return
        if french.is_king(card):
            self.aside.append(card)
            self.emit("deck_draw", player=p, card=self.card_str(card), effect="king: no exchange")
            return
        self.aside.append(self.hands[p].card)
        self._give(p, Held(card, p))
        self.emit("deck_exchange", player=p)

    # --- the pack and the deck -------------------------------------------------
    def _pack_exchange(self, r: str, far_end: bool) -> None:
        """Pagat: ``r``'s card is set aside for one from the pack, without arrest (the dealer's own
        exchange takes the next card; Campli's Horse at the dealer sends the top card)."""
        card = self._draw_far_end() if far_end else self._draw()
        if card is None:
            return
        self.aside.append(self.hands[r].card)
        self._give(r, Held(card, r))
        self.emit("pack_exchange", player=r, end="top" if far_end else "deal")

    def _dealer_exchange(self, p: str) -> None:
        if self.pagat:
            self._pack_exchange(p, far_end=False)
        else:
            self._deck_for(p)

    def _deck_for(self, r: str) -> None:
        """The rulebook's exchange with the deck: each special card acts as its section says."""
        while True:
            card = self._draw()
            if card is None:
                self.emit("deck_empty", player=r)
                return
            shown = self.card_str(card)
            if card == CUCKOO:
                self.discards.append(card)
                self.emit("deck_draw", player=r, card=shown, effect="cuckoo: no exchange")
                return
            if card == MAN:
                self.discards.append(card)
                self.emit("deck_draw", player=r, card=shown, effect="man: loses")
                self._lose(r, "drew the Man from the deck")
                return
            if card in (HORSE, INN):
                self.discards.append(card)
                self.emit("deck_draw", player=r, card=shown, effect="draw again")
                continue
            if card == CAT:
                self.discards.append(card)
                self.emit("deck_draw", player=r, card=shown, effect="cat")
                self._lose(self.hands[r].first, "the Cat from the deck found the card's first holder")
                return
            self.discards.append(self.hands[r].card)
            self._give(r, Held(card, r, from_deck=card == FOOL))
            if card == FOOL:
                self.emit("deck_draw", player=r, card=shown, effect="clown: the strongest card")
                self._show(r)
            else:
                self.emit("deck_exchange", player=r)
            return

    # --- the Gnaf (Campli) and the Cat (Lu Stù) ---------------------------------
    def _gnaf(self, r: str) -> None:
        """Campli: the exchanger loses a token and the card's exchanges are undone."""
        self._lose(r, "asked the Gnaf")
        held = self.hands[r]
        trail = list(held.trail)
        # the card's journey, newest first: (giver -> receiver) steps ending with r
        path: list[tuple[str, str]] = []
        holder = r
        for giver, receiver in reversed(trail):
            if receiver != holder:
                break
            path.append((giver, receiver))
            holder = giver
        for giver, receiver in path:
            a, b = self.hands[receiver], self.hands[giver]
            a.trail = a.trail[:-1]
            b.trail = b.trail[:-1]
            self._give(giver, a)
            self._give(receiver, b)
            self.emit("reversed", a=receiver, b=giver)
        if path:
            self.emit("gnaf_back", player=path[-1][0])

    def _cat_reverse(self, r: str) -> None:
        """Lu Stù: a token lost, then reverse exchanges to the left with all their cases."""
        self._lose(r, "asked the Cat")
        x = r
        while self._in_deal(x) and x != self.order[0]:
            i = self.order.index(x)
            target: str | None = None
            for q in reversed(self.order[:i]):
                if q in self.dead or q in self.out:
                    continue
                target = q
                break
            if target is None:
                return
            while True:
                card = self.hands[target].card
                self.emit("reverse_asked", player=x, target=target)
                if card == HORSE:
                    self._show(target)
                    self.emit("horse", player=target, requester=x, reverse=True)
                    if target == self.order[0]:
                        return
                    j = self.order.index(target)
                    nxt = next((q for q in reversed(self.order[:j]) if q not in self.dead and q not in self.out),
                               None)  # fmt: skip
                    if nxt is None:
                        return
                    target = nxt
                    continue
                break
            if card in (CAT, MAN):
                self._show(target)
                self.emit("cat" if card == CAT else "hunter", player=target, requester=x, reverse=True)
                self._lose(x, "a reverse exchange met the " + ("Cat" if card == CAT else "Hunter"))
                return
            if card == CUCKOO:
                self._show(target)
                self.emit("cuckoo", player=target, requester=x, reverse=True)
                return
            if card == INN and not self.hands[target].inn_bought:
                self._show(target)
                self.emit("inn_closed", player=target, requester=x, reverse=True)
                return
            self._swap(x, target)
            x = target

    # --- the Inn ----------------------------------------------------------------
    def _inn_stop(self, r: str, t: str) -> None:
        self.emit("inn", player=t, requester=r)
        self.inn = {"guest": r, "host": t, "offers": 0, "offer": None}
        if self.opts.inn_rule == "insurance":
            self.inn["waiting"] = {r: [KEEP, INSURE]}
        else:
            self.inn["waiting"] = {r: [OFFER, KEEP]}
        self.phase = "inn-guest"

    def _inn_action(self, p: str, action: Action) -> None:
        guest, host = self.inn["guest"], self.inn["host"]
        ti = self.order.index(host)
        if p == guest:
            if action == KEEP:
                self.emit("inn_keep", player=guest)
                if self.opts.inn_rule == "offer":
                    self._show(host)
                    self.emit("drink", player=host, guest=guest)
                    self.insured.append((guest, host))
                self._inn_done(ti)
                return
            if action.word == "offer":
                self.inn["offers"] += 1
                self.inn["offer"] = action.arg
                self.emit("inn_offer", player=guest, offer=action.arg)
            else:
                self.emit("insure", player=guest)
            self.inn["waiting"] = {host: [ACCEPT, REFUSE]}
            self.phase = "inn-host"
            return
        # the innkeeper answers
        if self.opts.inn_rule == "insurance":
            if action == ACCEPT:
                self.emit("insurance_accepted", player=host, guest=guest)
                self.insured.append((guest, host))
            else:
                self.emit("insurance_refused", player=host, guest=guest)
                self._swap(guest, host)
            self._inn_done(ti)
            return
        if action == ACCEPT:
            self.emit("offer_accepted", player=host, guest=guest, offer=self.inn["offer"])
            self.compensations.append({"from": guest, "to": host, "deal": self.deal_no, **self.inn["offer"]})
            self._show(host)
            self._swap(guest, host)
            self.hands[guest].inn_bought = True
            self._inn_done(ti)
            return
        self.emit("offer_refused", player=host, guest=guest)
        if self.inn["offers"] >= self.opts.inn_offers:
            self._show(host)
            self.emit("drink", player=host, guest=guest)
            self.insured.append((guest, host))
            self._inn_done(ti)
            return
        self.inn["waiting"] = {guest: [OFFER, KEEP]}
        self.phase = "inn-guest"

    def _inn_done(self, target_index: int) -> None:
        self.inn = {}
        self.phase = "exchanges"
        self._after_request(target_index)

    # ================================================================ reveal
    def _participants(self) -> list[str]:
        hands, lost, dead = self.hands, self.lost, self.dead  # _in_deal(p) for each
        return [p for p in self.order if p in hands and p not in lost and p not in dead]

    def _reveal(self) -> None:
        hands, names, seen_log = self.hands, self.card_names, self.seen_log
        cards = [(p, hands[p].card) for p in self._participants()]
        self.revealed = {p: names[c] for p, c in cards}
        for p, c in cards:  # _show(p) for each
            seen_log.append((_SHOW, p, c))
        self.emit("reveal", cards=dict(self.revealed))
        if self.le_her:
            self._settle_le_her(cards)
        elif self.pagat:
            self._settle_pagat(cards)
        else:
            self._settle_cambio(cards)

    def _reveal_rule(self) -> str:
        o = self.opts
        if o.anti_cuckoo:
            return "highest"
        if o.second_high_low:
            return "second"
        if o.high_low:
            return "high-low"
        if o.two_losers:
            return "two-lowest"
        if o.lion:
            return "second-lowest"
        return "lowest"

    # ================================================================ settle (pagat)
    def _settle_pagat(self, cards: list[tuple[str, int]], compare_cards: bool = True) -> None:
        # tokens gained and lost, kept apart: a player may do both in one deal (Lu Stù's two Matti
        # between the last two) and is then a loser of the deal though the count ends unchanged
        gains: dict[str, int] = {}
        losses: dict[str, int] = {}
        if not compare_cards:
            pass
        elif self.opts.fool_rule == "campli":
            losses = {p: -d for p, d in compare.campli(cards).items()}
        else:
            gains, losses = compare.lu_stu_moves(cards)
        # the Inn: "if the player ... has a nulla and it loses, the innkeeper has to pay a token"
        for guest, host in self.insured:
            if losses.get(guest, 0) > 0 and self.hands[guest].card == 0 and guest not in self.dead:
                losses[guest] -= 1
                self.emit("innkeeper_pays", player=host, guest=guest)
                if host in self.out:
                    continue
                losses[host] = losses.get(host, 0) + 1
        for p in self.order:
            g = gains.get(p, 0)
            if g > 0:
                self.count[p] += g
                self.virgins.discard(p)
                self.emit("token_gained", player=p, tokens=self.count[p])
            for _ in range(losses.get(p, 0)):
                if self.count[p] > 0:
                    self._lose(p, "the lowest card")
        self.emit("result", losers=[p for p in self.players if p in self.deal_losers])
        # eliminations at the end of the deal (Campli), nearest the dealer's right first
        newly = [p for p in self.order if self.count[p] <= 0 and p not in self.out]
        for p in newly:
            self.out.add(p)
            self.emit("eliminated", player=p)
        if not self._alive():
            self._free_reentry()
        else:
            for p in newly:
                if self.opts.reentry_doubling == "elimination":
                    self.eliminations += 1
                if self._reentry_possible():
                    self.reentry_queue.append(p)
        self.phase = "settled"

    def _reentry_possible(self) -> bool:
        return self.opts.reentry and any(v not in self.out for v in self.virgins)

    def _reentry_cost(self, p: str) -> int:
        if self.opts.reentry_doubling == "elimination":
            # the queue holds this deal's eliminated players; the cost counts every earlier elimination
            earlier = self.eliminations - len(self.reentry_queue)
            return int(self.opts.stake * 2**earlier)
        return int(self.opts.stake * 2**self.reentries)

    def _free_reentry(self) -> None:
        """Everyone (the eliminated too) re-enters free with fresh tokens; nobody is a virgin."""
        for p in self.players:
            self.count[p] = self.opts.tokens
        self.out = set()
        self.virgins = set()
        self.reentry_queue = []
        self.emit("free_reentry", players=list(self.players), tokens=self.opts.tokens)

    def _reentry_decision(self, p: str, action: Action) -> None:
        cost = self._reentry_cost(p)
        self.reentry_queue.pop(0)
        if action.word == "reenter":
            shares = action.arg if isinstance(action.arg, dict) else {p: cost}
            self.pool += cost
            for who, amount in shares.items():
                self.syndicates[p][who] = self.syndicates[p].get(who, 0) + int(amount)
            self.count[p] = self.opts.tokens
            self.out.discard(p)
            self.reentries += 1
            self.emit("reentered", player=p, cost=cost, shares=dict(shares))
        else:
            self.emit("declined", player=p, cost=cost)

    # ================================================================ settle (Le Her)
    def _settle_le_her(self, cards: list[tuple[str, int]]) -> None:
        """The lower card loses (ties: the receiver, so the dealer wins them) and pays the stake to the winner."""
        (loser,) = compare.le_her([(p, french.rank_of(c)) for p, c in cards])
        winner = next(p for p, _ in cards if p != loser)
        stake = self.opts.stake
        self.count[loser] -= stake
        self.count[winner] += stake
        self.deal_losers = [loser]
        self.emit("result", losers=[loser])
        self.emit("paid", player=loser, chips=stake, winner=winner)
        self.payouts = {winner: stake}
        self.phase = "settled"

    # ================================================================ settle (cambio)
    def _settle_cambio(self, cards: list[tuple[str, int]]) -> None:
        o = self.opts
        hands = self.hands
        deck_fools = frozenset([p for p, _ in cards if hands[p].from_deck])
        # a single card left after the exchanges is compared with nothing: "when only one player
        # survives, the set ends" - the survivor does not lose to themselves
        shown = (
            compare.cambio(cards, deck_fools=deck_fools, rule=self.reveal_rule, void=o.void)
            if len(cards) > 1
            else []
        )
        if self.confessions:
            confessed = {p for p, c in self.confessions.items() if c}
            shown = [p for p, _ in cards if (p in shown) != (p in confessed)]
            self.emit("confessions", defeat=sorted(confessed))
        losers = list(self.lost) + [p for p in shown if p not in self.lost]
        self.emit("result", losers=[p for p in self.players if p in losers])
        adults = not o.child_time and self.round_no > o.children_rounds
        in_set = self._alive()  # (a new list)
        playoff = False
        if adults and o.last_draw == "playoff" and shown and set(in_set) <= set(losers):
            # the last draw, rule 2: the players tied at the reveal play on
            playoff = True
            self.emit("playoff", players=list(shown))
        for p in self.players:
            if p not in losers or (playoff and p in shown):
                continue  # the play-off: the tied players lose nothing and play on
            self.deal_losers.append(p)
            if o.child_time:
                self.defeats[p] += 1
                if self.defeats[p] >= 4:
                    self._out_of_set(p, "fourth defeat")
                else:
                    self._pay_or_out(p, self.defeats[p])
            elif adults:
                self._out_of_set(p, "adults' time")
            else:
                self._pay_or_out(p, self.round_no)
        # the players "eliminated at the same time at the end": those put out by the reveal, else by the exchanges
        self.last_set_losers = [p for p in self.players if p in (shown or self.lost) and p in in_set]
        self.phase = "settled"

    def _pay_or_out(self, p: str, amount: int) -> None:
        if self.count[p] >= amount:
            self._pay(p, amount)
            self.emit("paid", player=p, chips=amount, left=self.count[p])
            return
        paid = self._pay(p, amount) if self.opts.short_payment == "all" else 0
        self.emit("paid", player=p, chips=paid, left=self.count[p], short=True)
        self._out_of_set(p, "cannot pay")

    def _out_of_set(self, p: str, why: str) -> None:
        if p not in self.out:
            self.out.add(p)
            self.emit("out_of_set", player=p, reason=why)

    # ================================================================ end of a deal
    def _end_deal(self) -> None:
        if self.reentry_queue:
            return
        o = self.opts
        end_of: str | None = None
        if self.pagat:
            alive = self._alive()
            if len(alive) == 1:
                self._pay_pool(alive[0])
                end_of = "game"
        else:
            alive = self._alive()
            if len(alive) <= 1:
                if alive:
                    w = alive[0]
                    won = self.pool
                    self.count[w] += won
                    self.pool = 0
                    self.emit("set_won", player=w, chips=won)
                    self.payouts = {w: won}
                    self.excused = set()
                else:
                    self.emit("set_void", box=self.pool)
                    # the rulebook's FAQ exempts the last losers from the next ante; BGA does not
                    excused = o.drawn_set_ante == "excused"
                    self.excused = set(self.last_set_losers) if excused else set()
                end_of = "set"
        self.deals.append(self._deal_summary())
        if self.le_her and self.deal_no >= o.deals:
            self._end_game("the agreed number of deals has been played")
            return
        if end_of == "game":
            self.over = True
            self.phase = "over"
            self.emit("game_over", winner=self.winner)
            return
        if end_of == "set":
            alive = self._alive()
            if alive:  # the winner deals (rulebook) or starts (BGA) the next set
                self.next_set = (alive[0], o.rotation != "starter")
            elif o.rotation == "starter" and self.starter is not None:
                self.next_set = (self._after(self.starter, list(self.players)), False)
            else:  # "the player on the right of the previous dealer"
                self.next_set = (self._after(self.dealer, list(self.players)), True)
        self.phase = "next"

    def _next_deal(self) -> None:
        if self.next_set is not None:
            leader, as_dealer = self.next_set
            self.next_set = None
            self._begin_set(leader, as_dealer)
            return
        alive = self._alive()
        if self.opts.rotation == "starter" and self.starter is not None:
            new_start = self._after(self.starter, alive)
            self.dealer = self._before(new_start, alive)
        else:
            self.dealer = self._after(self.dealer, alive)
        self._begin_deal()

    def _deal_summary(self) -> dict[str, Json]:
        name, count, out = self._counter_name(), self.count, self.out  # _counters(p) for every player
        after: dict[str, Json] = {p: {name: count[p], "out": p in out} for p in self.players}
        after["pool"] = self.pool
        d: dict[str, Json] = {
            "dealer": self.dealer,
            "losers": [p for p in self.players if p in self.deal_losers],
            "after": after,
            "revealed": dict(self.revealed),
        }
        if not self.pagat and not self.le_her:
            d["set"] = self.set_no
            d["round"] = self.round_no
        if self.payouts:
            d["payouts"] = dict(self.payouts)
        return d

    def _pay_pool(self, w: str) -> None:
        """The pagat winner takes the pool: shared with a syndicate, or split by the last two's agreement."""
        pool = Fraction(self.pool)
        shares: dict[str, Fraction] = {}
        if self.agreement is not None:
            for p, part in self.agreement.items():
                shares[p] = pool * part
        else:
            shares[w] = pool
        final: dict[str, Fraction] = {}
        for seat, amount in shares.items():
            synd = self.syndicates.get(seat) or {}
            total = Fraction(sum(synd.values()))
            if total and any(k != seat for k in synd):
                for who, paid in synd.items():
                    final[who] = final.get(who, Fraction(0)) + amount * paid / total
            else:
                final[seat] = final.get(seat, Fraction(0)) + amount
        # Lu Stù: "a share of the pool in the event that the exchanger goes on to win the game"
        for c in self.compensations:
            if "share" in c and c["from"] == w and w in final:
                cut = min(final[w], pool * Fraction(int(c["share"]), 100))
                final[w] -= cut
                final[c["to"]] = final.get(c["to"], Fraction(0)) + cut
        self.payouts = _rounded(final, pool)
        self.pool = 0
        self.winner = w
        self.emit("pool_paid", winner=w, payouts=dict(self.payouts))

    def _end_game(self, why: str) -> None:
        chips = {p: self.count[p] for p in self.players}
        if self.opts.misere:
            if self.ran_out:
                first = min(self.ran_out.values())
                best = [p for p in self.players if self.ran_out.get(p) == first]
            else:
                low = min(chips.values())
                best = [p for p in self.players if chips[p] == low]
        else:
            high = max(chips.values())
            best = [p for p in self.players if chips[p] == high]
        self.winner = best[0] if len(best) == 1 else best
        self.over = True
        self.phase = "over"
        self.emit("game_over", winner=self.winner, reason=why)

    # ================================================================ agreement
    def _answer_proposal(self, p: str, action: Action) -> None:
        assert self.proposal is not None
        proposer, pct = self.proposal
        self.proposal = None
        self.proposals_open = False
        if action == ACCEPT:
            other = p
            self.agreement = {proposer: Fraction(pct, 100), other: Fraction(100 - pct, 100)}
            self.emit("agreement", shares={proposer: pct, other: 100 - pct})
        else:
            self.emit("agreement_refused", player=p)

    # ================================================================ the contract
    @property
    def finished(self) -> bool:
        return self.over

    def to_act(self) -> list[str]:
        return list(self.waiting)

    def _may_act(self, player: str) -> bool:
        return player in self.waiting

    def waiting_for(self) -> list[str]:
        out = []
        for p, acts in self.waiting.items():
            for a in acts:
                if a.word not in _OPTIONAL_WORDS:
                    out.append(p)
                    break
        return out

    def _legal(self, player: str) -> list[Action]:
        return list(self.waiting.get(player, []))

    # ``waiting`` holds every player's legal actions (and only players): read it directly instead of
    # going through Match's memo, which saves recomputing what is already stored here
    def _legal_now(self, player: str) -> list[Action]:
        return self.waiting.get(player, [])

    def check(self, player: str, action: object) -> Action:
        # the common case first: a legal action exactly as listed (Match.check would return it as it is);
        # anything else, errors included, goes through Match.check
        if action.__class__ is Action and player.__class__ is str and not self.over:
            acts = self.waiting.get(player)
            if acts is not None and action in acts and action.word not in self.needs_argument:
                return action
        return super().check(player, action)

    def legal_actions(self, player: str) -> list[Action]:
        if self.over:
            return []
        try:
            acts = self.waiting.get(player)
        except TypeError:  # not a name at all (unhashable)
            return []
        return [] if acts is None else list(acts)

    def _check_arg(self, player: str, action: Action, template: Action) -> Action:
        arg = action.arg
        if template.word == "propose":
            if isinstance(arg, bool) or not isinstance(arg, int) or not 0 <= arg <= 100:
                raise BadArgument(f"{player}: propose takes your share of the pool in percent, 0 to 100; got {arg!r}")
            return action
        if template.word == "offer":
            ok = isinstance(arg, dict) and len(arg) == 1
            if ok:
                ((k, v),) = arg.items()
                ok = k in ("money", "share") and isinstance(v, int) and not isinstance(v, bool) and v > 0
                ok = ok and (k != "share" or v <= 100)
            if not ok:
                raise BadArgument(
                    f'{player}: offer takes {{"money": N}} (N > 0, paid to the innkeeper) or '
                    f'{{"share": P}} (P percent of the pool if you win, 1-100); got {arg!r}'
                )
            return action
        if template.word == "reenter":
            cost = self._reentry_cost(player)
            if not isinstance(arg, dict) or not arg:
                raise BadArgument(f"{player}: reenter takes {{name: amount}} contributions adding up to {cost}")
            for k, v in arg.items():
                if not isinstance(k, str) or not k or isinstance(v, bool) or not isinstance(v, int) or v <= 0:
                    raise BadArgument(
                        f"{player}: reenter contributions must be name: positive integer, got {k!r}: {v!r}"
                    )
            if sum(arg.values()) != cost:
                raise BadArgument(
                    f"{player}: the re-entry costs {cost}; the contributions add up to {sum(arg.values())}"
                )
            return action
        return super()._check_arg(player, action, template)

    def _apply(self, player: str, action: Action) -> None:
        phase = self.phase
        if self.reentry_queue and player == self.reentry_queue[0]:
            self._reentry_decision(player, action)
        elif self.proposal is not None:
            self._answer_proposal(player, action)
        elif phase == "exchanges":
            self._decide(player, action)
        elif phase in ("inn-guest", "inn-host"):
            self._inn_action(player, action)
        elif phase == "confess":
            self.confessions[player] = action == DEFEAT
            self.emit("confessed", to=[player], player=player, defeat=action == DEFEAT)
            self.emit("answered", player=player)
        self._run()

    # ================================================================ views
    def view(self, player: str | None = None, since: int = 0) -> dict[str, Json]:
        """What ``player`` may see (``None``: a spectator); ``log`` holds the events from ``since`` on."""
        viewer = player if player in self.players else None
        known = self._knowledge({None, viewer})
        seen = dict(known.get(None, {}))
        if viewer is not None:
            seen.update(known.get(viewer, {}))
        cards = {p: self.card_str(c) for p, c in seen.items() if p in self.hands and self.hands[p].card == c}
        own = None
        if viewer is not None and viewer in self.hands and viewer in cards:
            own = cards[viewer]
        public_turn = None
        if self.phase == "exchanges" and self.pos < len(self.turns):
            public_turn = self.turns[self.pos]
        players = []
        for p in self.players:
            item: dict[str, Json] = {
                "name": p,
                **self._counters(p),
                "lost": p in self.lost or p in self.token_loss,
                "in_deal": p in self.order and p not in self.out and p not in self.lost and p not in self.dead,
                "has_card": p in self.hands,
            }
            if self.pagat:
                item["virgin"] = p in self.virgins
            players.append(item)
        v: dict[str, Json] = {
            "game": self.game,
            "rules": self.rules,
            "options": dict(self.option_values),
            "viewer": viewer,
            "phase": self.phase,
            "deal": self.deal_no,
            "dealer": self.dealer,
            "order": list(self.order),
            "turn": public_turn,
            "players": players,
            "pool": self.pool,
            "card": own,
            "cards": cards,
            **self.view_status(viewer, since, self.winner),  # to_act: a possible declarer stays private
        }
        if self.le_her:
            v["deals"] = self.opts.deals
        elif not self.pagat:
            # cards go face up on the discard pile: everyone may count them
            v["discards"] = [self.card_str(c) for c in self.discards]
            v["deck_size"] = len(self.deck)
            v["set"] = self.set_no
            v["round"] = self.round_no
            v["time"] = (
                "adults" if self.round_no > self.opts.children_rounds and not self.opts.child_time else "children"
            )
        else:
            v["agreement"] = {k: _fmt(x * 100) for k, x in self.agreement.items()} if self.agreement else None
        if self.inn:
            v["inn"] = {"guest": self.inn["guest"], "host": self.inn["host"], "offer": self.inn.get("offer")}
        return v

    # ================================================================ summary
    def summary(self) -> dict[str, Json]:
        return self.summary_of(self.winner, self.pool, {p: self._counters(p) for p in self.players}, self.deals)

    # ================================================================ invariants (for tests)
    def all_cards(self) -> list[int]:
        """Every card of the pack, wherever it is now (hands, deck, discards, set aside)."""
        cards = [h.card for h in self.hands.values()] + list(self.deck) + list(self.discards) + list(self.aside)
        return cards
