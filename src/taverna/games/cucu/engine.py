"""Cucù: one engine for its rule sets (Campli, Lu Stù, the rulebook's Cambio, BGA), Le Her, Ranter-Go-Round
and Coucou.

A rule set is a preset of :class:`~taverna.games.cucu.options.CucuOptions`.  Its ``family``
picks the hooks where the families differ (:mod:`taverna.games.cucu.family`: ``pagat`` for Campli
and Lu Stù, ``cambio`` for the rulebook and BGA, ``le-her``); elsewhere the phase concerned reads
the option (``cat_rule``, ``inn_rule``, ``cuckoo_rule`` ...).  :class:`CucuMatch` holds the state,
the hands and what each player has seen of them, the loop that runs the phases, and the engine
contract (check, apply, views).  The phases of a deal, in order, one module each:

* **begin** (:mod:`~taverna.games.cucu.deal`): the pack, who deals next, the deal (all at once, or
  one card at a time as play reaches each player in the interleaved Campli and Lu Stù deal);
* **exchanges** (:mod:`~taverna.games.cucu.exchanges`): each player keeps or asks the next player
  for an exchange (``next_turn``, ``decide``, ``request``); the Horse, House, Hunter and arresting
  Cuckoo act in ``request``; the last two pagat players may ``propose`` a split of the pool;
* **special cards** (:mod:`~taverna.games.cucu.specials`): the deck's cards (``deck_for``), the Cat
  (the rulebook's, Campli's Gnaf, Lu Stù's reverse exchanges);
* **inn** (:mod:`~taverna.games.cucu.inn`): Campli's insurance question, Lu Stù's offers;
* **confess and reveal** (:mod:`~taverna.games.cucu.reveal`): the Reincarnation's "it's my defeat",
  then the cards compared (:mod:`taverna.games.cucu.result`);
* **settle**, per family: :mod:`~taverna.games.cucu.pagat` (tokens, eliminations, re-entries, the
  pool and the last two's agreement), :mod:`~taverna.games.cucu.cambio` (chips, sets, children's
  and adults' time), :mod:`~taverna.games.cucu.le_her` (the king's privileges and the stake),
  :mod:`~taverna.games.cucu.lives` (Ranter-Go-Round, Coucou: lives, the pot, the last survivor);
* **end** (:mod:`~taverna.games.cucu.end`): the deal's summary, a pool or box paid out, then the
  next deal (``deal.next_deal``), set or the end of the match (``end_game``).
"""

from __future__ import annotations

from collections.abc import Hashable
from fractions import Fraction
from operator import attrgetter
from typing import Any

from taverna.cards import french, gnav
from taverna.cards import slabberjan as slabberjan_pack
from taverna.cards.cuckoo import CUCKOO, card_str, parse_card
from taverna.core.errors import BadArgument, BadOption
from taverna.core.match import Action, Event, Json, Match, Shuffler
from taverna.games.cucu import deal, end, exchanges, inn, pagat, reveal
from taverna.games.cucu.actions import (
    ACCEPT,
    DECLARE,
    DECLINE,
    DEFEAT,
    EXCHANGE,
    INSURE,
    KEEP,
    OFFER,
    OPTIONAL,
    OPTIONAL_WORDS,
    PASS,
    PROPOSE,
    REENTER,
    REFUSE,
)
from taverna.games.cucu.cambio import Cambio
from taverna.games.cucu.family import Family
from taverna.games.cucu.hands import GIVE, SHOW, TELL, Held, Known, fold_seen
from taverna.games.cucu.le_her import LeHer
from taverna.games.cucu.lives import Lives
from taverna.games.cucu.options import CucuOptions, make_options
from taverna.games.cucu.pagat import Pagat
from taverna.games.cucu.powers import Power
from taverna.games.cucu.powers import table as powers_table
from taverna.games.cucu.slabberjan import Slabberjan

__all__ = [
    "ACCEPT",
    "DECLARE",
    "DECLINE",
    "DEFEAT",
    "EXCHANGE",
    "FAMILIES",
    "INSURE",
    "KEEP",
    "OFFER",
    "OPTIONAL",
    "PASS",
    "PLAYER_LIMITS",
    "PROPOSE",
    "REENTER",
    "REFUSE",
    "CucuMatch",
    "Held",
]

PLAYER_LIMITS = {
    "campli": (2, 20), "lu-stu": (2, 20), "cambio": (2, 15), "bga": (2, 15), "le-her": (2, 2), "ranter": (2, 20),
    "coucou": (5, 20), "gnav": (2, 20),
}  # fmt: skip
PLAYER_LIMITS["slabberjan"] = (2, 41)  # "2 to 42 players" (the bag keeps a piece for the dealer's exchange)
FAMILIES: dict[str, Family] = {"pagat": Pagat(), "cambio": Cambio(), "le-her": LeHer(), "lives": Lives()}

# the rule sets whose hooks differ from their family's (a subclass of it)
RULE_FAMILIES: dict[str, Family] = {"slabberjan": Slabberjan()}


_CARD_NAMES: dict[tuple[Any, tuple[int, ...]], dict[int, str]] = {}


def _card_names(card_str: Any, pack: list[int]) -> dict[int, str]:
    """Each card's record name (``card_str``), for the cards of ``pack``: made once per pack and shared
    (never changed)."""
    key = (card_str, tuple(pack))  # (a tuple of the pack, quicker to make and hash than a set of its cards)
    names = _CARD_NAMES.get(key)
    if names is None:
        names = _CARD_NAMES[key] = {c: card_str(c) for c in pack}
    return names


_POWERS: dict[tuple[str, CucuOptions, tuple[int, ...]], dict[int, Power]] = {}


def _powers(rules: str, opts: CucuOptions, pack: list[int]) -> dict[int, Power]:
    """The rule set's powers table, made once per rule set, options and pack and shared (never changed)."""
    key = (rules, opts, tuple(pack))
    found = _POWERS.get(key)
    if found is None:
        found = _POWERS[key] = powers_table(rules, opts, pack)
    return found


class Recurring(dict[tuple[Hashable, ...], Event]):
    """The events a match keeps to log again where they recur (:meth:`CucuMatch.repeat`), by a key of their
    contents.  A copy of the match starts with none (it makes its own as they recur): copying them would
    cost more than making them again."""

    def __deepcopy__(self, memo: dict[int, Any]) -> Recurring:
        return Recurring()


class CucuMatch(Match):
    game = "cucu"
    default_rules = "cambio"
    needs_argument = frozenset({"propose", "offer"})
    clone_shares = Match.clone_shares | {"pack", "card_names", "seers_of", "powers"}
    clone_shallow = frozenset({"seen_log"})  # its entries are tuples of names and cards

    def _setup(self) -> None:
        rules, options, shuffles = self.rules, self.option_values, self.shuffles_in
        self.opts: CucuOptions = make_options(rules, options)
        lo, hi = PLAYER_LIMITS[str(rules)]  # make_options has refused an unknown rule set
        if self.opts.double_pack:
            hi = 30
        if not lo <= len(self.players) <= hi:
            span = f"exactly {lo}" if lo == hi else f"{lo} to {hi}"
            raise BadOption(f"cucu/{rules} is for {span} players, got {len(self.players)}",
                            key="players-exactly" if lo == hi else "players-range", game=f"cucu/{rules}", min=lo, max=hi,
                            seats=lo, n=len(self.players))  # fmt: skip
        o = self.opts
        # where the families differ (family.py); a rule set with hooks of its own (Slabberjan) has its subclass
        self.family: Family = RULE_FAMILIES.get(str(rules)) or FAMILIES[o.family]
        # (the engine asks ``family``; these two flags are for readers outside it: tests, tools)
        self.pagat = o.family == "pagat"
        self.le_her = o.family == "le-her"
        self.lives = o.family == "lives"
        # whether a Cuckoo holder may declare it (Indian: nobody knows their own card)
        self.may_declare = not o.indian and (
            o.cuckoo_rule == "declare" or (o.cuckoo_rule == "auto" and o.cuckoo_declare == "manual")
        )
        french_pack = self.opts.pack == "french"
        notation = french if french_pack else gnav if self.opts.pack == "gnav" else None
        self.card_str = card_str if notation is None else notation.card_str  # the record notation of the pack's cards
        parse = parse_card if notation is None else notation.parse_card
        self.shuffler: Shuffler[int] = Shuffler(self.rng, shuffles, parse)
        if o.pack == "slabberjan":  # the 42 pieces' notation (rider, bird, cat, inn, 12 .. 0, white-bread ...)
            self.card_str = slabberjan_pack.card_str
            self.shuffler = Shuffler(self.rng, shuffles, slabberjan_pack.parse_card)
        self.pack = deal.make_pack(self)
        # each card's power when its holder is asked for an exchange (the rule set's list, powers.py)
        self.powers: dict[int, Power] = _powers(str(rules), o, self.pack)
        # looked up on the hot paths instead of recomputed: each card's record name, each hand's seers
        self.card_names: dict[int, str] = _card_names(self.card_str, self.pack)
        # who sees the card in each hand: its holder, or (Indian) everyone else
        players = self.players
        self.seers_of: dict[str, tuple[str, ...]] = (
            {p: tuple(q for q in players if q != p) for p in players} if o.indian else {p: (p,) for p in players}
        )
        # the events that recur with the same contents (a player's card, ``dealt``, ``keep``, ``asked`` ...): each
        # made once per match, under a key of its contents, and logged again where it recurs (:meth:`repeat`)
        self.recurring = Recurring()
        self.interleaved = o.interleaved
        self.auto_cuckoo = o.cuckoo_rule == "auto" and o.cuckoo_declare != "manual"
        self.reveal_rule = reveal.reveal_rule(self)
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
        self.family.start(self)
        self._run()

    # ================================================================ the phases' interface
    # What the phase modules (deal, exchanges, specials, inn, reveal, end, the families' hooks: pagat, cambio,
    # le_her, lives, gnav, slabberjan) call on the match, grouped by what each call changes.  Besides these
    # they read and write the match's public fields (``hands``, ``deck``, ``order``, ``turns``, ``lost`` ...);
    # none of them touches a ``_private`` name of the match (tests/test_architecture.py checks it).
    # Each is a plain method on the hot path: no copies beyond what its docstring says.

    # --- the seats: who is in and who comes next (read only) ------------------
    def alive_count(self) -> int:
        """How many players :meth:`alive` would list, without making the list (``out`` holds only players)."""
        return len(self.players) - len(self.out)

    def alive(self) -> list[str]:
        """Players still in the game (pagat) or in the set (cambio), in seat order (a new list)."""
        out = self.out
        if not out:
            return list(self.players)
        return [p for p in self.players if p not in out]

    def after(self, name: str, among: list[str], step: int = 1) -> str:
        """The next player after ``name`` in order of play (``step=-1``: before it), among ``among``."""
        i = self.players.index(name)
        n = len(self.players)
        for k in range(1, n + 1):
            q = self.players[(i + step * k) % n]
            if q in among:
                return q
        return name

    def before(self, name: str, among: list[str]) -> str:
        """The player before ``name`` in order of play, among ``among``."""
        return self.after(name, among, step=-1)

    def in_deal(self, p: str) -> bool:
        """Whether ``p`` holds a card in this deal and has neither lost it nor is dead."""
        return p in self.hands and p not in self.lost and p not in self.dead

    # --- the stock: ``deck`` and ``discards`` ---------------------------------
    def draw(self) -> int | None:
        """The next card from the dealing end, taken off ``deck`` (None: none left); the discards become a
        new deck first where the family refills it (event ``reshuffle``)."""
        if not self.deck and self.discards and self.family.refills_deck:
            self._reshuffle_discards()
        if not self.deck:
            return None
        return self.deck.pop(0)

    def draw_far_end(self) -> int | None:
        """Campli's "top card of the pack" (the other end from the deal; Lu Stù deals from the top)."""
        if not self.deck:
            return None
        return self.deck.pop() if self.opts.deal_from == "bottom" else self.deck.pop(0)

    def _reshuffle_discards(self) -> None:
        cards, self.discards = self.discards, []
        self.deck.extend(self.shuffler.shuffle(cards))
        self.emit("reshuffle", cards=len(cards))

    # --- the log: events that recur ----------------------------------------------
    def repeat(self, key: tuple[Hashable, ...]) -> bool:
        """Log again the event kept under ``key`` (in :attr:`recurring`: ``recurring[key] = emit(...)``,
        the key naming the event's contents) in this match; False (nothing logged) when there is none
        yet.  The log then holds the same object twice: events never change once made, and one fewer
        object a step spares the collector as well as the making."""
        ev = self.recurring.get(key)
        if ev is None:
            return False
        self.log.append(ev)
        return True

    def player_emit(self, kind: str, p: str) -> None:
        """The public event ``kind`` of player ``p`` alone (``{"player": p}``: ``dealt``, ``keep`` ...),
        kept to log again (:meth:`repeat`, inline)."""
        key = (kind, p)
        ev = self.recurring.get(key)
        if ev is None:
            self.recurring[key] = self.emit(kind, player=p)
        else:
            self.log.append(ev)

    # --- the hands: ``hands``, what each player has seen (``seen_log``), the events ``card``, ``dealt``,
    # ``exchanged`` -------------------------------------------------------------
    def give(self, p: str, held: Held) -> None:
        """``p`` now holds ``held`` (its holder, or in Indian everyone else, is told: event ``card``)."""
        self.hands[p] = held
        card = held.card
        if card == CUCKOO:
            self.cuckoo_held = True
        self.seen_log.append((GIVE, p, card))
        key = ("card", p, card)
        if not self.repeat(key):
            self.recurring[key] = self.emit("card", self.seers_of[p], player=p, card=self.card_names[card])

    def deal_to(self, p: str) -> None:
        """Deal ``p`` the next card of the stock (``draw``; events ``card`` and ``dealt``)."""
        deck = self.deck
        card = deck.pop(0) if deck else self.draw()  # (draw's own first step when the deck holds cards)
        if card is None:  # cannot happen with the pack sizes allowed; kept safe
            raise BadOption("the pack ran out of cards")
        self.give(p, Held(card, p))
        self.player_emit("dealt", p)

    def swap(self, a: str, b: str) -> None:
        """``a`` and ``b`` exchange their cards, each then knowing the other's (event ``exchanged``)."""
        ha, hb = self.hands[a], self.hands[b]
        ha.trail += ((a, b),)
        hb.trail += ((b, a),)
        ha.from_deck = hb.from_deck = False
        self.give(a, hb)
        self.give(b, ha)
        # each of the two knows what the other now holds
        self.seen_log.append((TELL, a, b, ha.card))
        self.seen_log.append((TELL, b, a, hb.card))
        key = ("exchanged", a, b)
        if not self.repeat(key):
            self.recurring[key] = self.emit("exchanged", a=a, b=b)

    def show(self, p: str) -> None:
        """``p``'s card is shown to everyone (written in ``seen_log``; the caller emits the event that says why)."""
        self.seen_log.append((SHOW, p, self.hands[p].card))

    # --- the deal's losers -------------------------------------------------------
    def lose(self, p: str, reason: str, tokens: int = 1) -> None:
        """``p`` loses now, during the exchanges: a token (pagat), or the deal (cambio) (``family.lose``)."""
        self.family.lose(self, p, reason, tokens)

    # ================================================================ helpers
    def _counters(self, p: str) -> dict[str, Json]:
        return {self.family.counter: self.count[p], "out": p in self.out}

    @property
    def known(self) -> Known:
        """What each viewer (``None``: everyone) has seen this deal: ``known[viewer][p]`` is the card
        the viewer saw in ``p``'s hand (forgotten when that hand changes without the viewer seeing)."""
        return self._knowledge(None)

    def _knowledge(self, want: set[str | None] | None) -> Known:
        """``known`` for the viewers in ``want`` (None: all), replayed from ``seen_log`` (:func:`fold_seen`)."""
        known: Known = {}
        fold_seen(known, self.seen_log, want, self.opts.indian, self.order, self.players)
        return known

    # ================================================================ the loop
    def _run(self) -> None:
        """Run forced steps until somebody has to decide (sets ``waiting``)."""
        self.waiting = {}
        family = self.family
        while not self.over:
            if self.reentry_queue:
                self.waiting = {self.reentry_queue[0]: [REENTER, DECLINE]}
                return
            phase = self.phase
            # (len(players) - len(out): the players still in, as len(alive()) counts them)
            if (
                family.last_one_ends_deal
                and phase in ("exchanges", "inn-guest", "inn-host")
                and len(self.players) - len(self.out) <= 1
            ):
                # Lu Stù: the last opponent went out at once; the deal ends without a comparison
                self.emit("deal_cut_short", players=self.alive())
                self.inn = {}
                pagat.settle(self, [], compare_cards=False)
                continue
            if self.proposal is not None:
                proposer = self.proposal[0]
                other = next(p for p in self.order if p != proposer)
                self.waiting = {other: [ACCEPT, REFUSE]}
                return
            if phase == "exchanges":
                if exchanges.next_turn(self):
                    return
                continue
            if phase in ("inn-guest", "inn-host"):
                self.waiting = self.inn["waiting"]
                return
            if phase == "confess":
                if reveal.ask_confessions(self):
                    return
                continue
            if phase == "reveal":
                reveal.reveal(self)
                continue
            if phase == "settled":
                end.end_deal(self)
                continue
            if phase == "next":
                deal.next_deal(self)
                continue
            raise AssertionError(f"unknown phase {phase}")  # pragma: no cover

    # ================================================================ the contract
    # ``self.over``, read by a getter written in C (asked at every step: a Python getter's call costs more)
    finished = property(attrgetter("over"))

    def to_act(self) -> list[str]:
        return list(self.waiting)

    def _may_act(self, player: str) -> bool:
        return player in self.waiting

    # the last ``waiting`` asked about and whom it waits for (a ``waiting`` dict is never changed once set:
    # the phases make a new one; asked twice a decision, by the research API and its observer)
    _waited: tuple[dict[str, list[Action]], list[str]] | None = None

    def waiting_for(self) -> list[str]:
        waiting = self.waiting
        memo = self._waited
        if memo is not None and memo[0] is waiting:
            return list(memo[1])
        out = []
        for p, acts in waiting.items():
            for a in acts:
                if a.word not in OPTIONAL_WORDS:
                    out.append(p)
                    break
        self._waited = (waiting, out)
        return list(out)

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
            if acts is not None and action.word not in self.needs_argument:
                for a in acts:  # (the engine's own action objects come back: found without an __eq__ call)
                    if a is action:
                        return action
                if action in acts:
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
                raise BadArgument(
                    f"{player}: propose takes your share of the pool in percent, 0 to 100; got {arg!r}",
                    key="arg-propose", player=player, got=repr(arg),
                )  # fmt: skip
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
                    f'{{"share": P}} (P percent of the pool if you win, 1-100); got {arg!r}',
                    key="arg-offer", player=player, got=repr(arg),
                )  # fmt: skip
            return action
        if template.word == "reenter":
            cost = pagat.reentry_cost(self, player)
            if not isinstance(arg, dict) or not arg:
                raise BadArgument(
                    f"{player}: reenter takes {{name: amount}} contributions adding up to {cost}",
                    key="arg-reenter", player=player, cost=cost,
                )  # fmt: skip
            for k, v in arg.items():
                if not isinstance(k, str) or not k or isinstance(v, bool) or not isinstance(v, int) or v <= 0:
                    raise BadArgument(
                        f"{player}: reenter contributions must be name: positive integer, got {k!r}: {v!r}",
                        key="arg-reenter-entry", player=player, name=repr(k), got=repr(v),
                    )  # fmt: skip
            if sum(arg.values()) != cost:
                raise BadArgument(
                    f"{player}: the re-entry costs {cost}; the contributions add up to {sum(arg.values())}",
                    key="arg-reenter-sum", player=player, cost=cost, total=sum(arg.values()),
                )  # fmt: skip
            return action
        return super()._check_arg(player, action, template)

    def _apply(self, player: str, action: Action) -> None:
        phase = self.phase
        if self.reentry_queue and player == self.reentry_queue[0]:
            pagat.reentry_decision(self, player, action)
        elif self.proposal is not None:
            pagat.answer_proposal(self, player, action)
        elif phase == "exchanges":
            exchanges.decide(self, player, action)
        elif phase in ("inn-guest", "inn-host"):
            inn.answer(self, player, action)
        elif phase == "confess":
            reveal.confess(self, player, action)
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
        family = self.family
        for p in self.players:
            item: dict[str, Json] = {
                "name": p,
                **self._counters(p),
                "lost": p in self.lost or p in self.token_loss,
                "in_deal": p in self.order and p not in self.out and p not in self.lost and p not in self.dead,
                "has_card": p in self.hands,
            }
            family.player_extra(self, p, item)  # pagat: whether p is still a virgin
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
        family.view_extra(self, v)
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
