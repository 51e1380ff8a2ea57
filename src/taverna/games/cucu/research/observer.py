"""Cucù's fast observer and returns for the research environments: ``CucuMatch.view`` and the spec's
returns read straight from the match's fields, the same values (``tests/research/envs/test_fastobs.py``
checks them against the encoder and the spec on random states of every rule set).  The research
environments find them through the registry (:func:`taverna.research.envs.fastobs.observer_for`).
"""

from __future__ import annotations

from typing import Any

from taverna.core.match import Match
from taverna.games.cucu.hands import GIVE, SHOW
from taverna.games.cucu.research.returns import MONEY_EVENTS
from taverna.research.envs.fastobs import Grown, Observer, Offsets, Returns, as_number
from taverna.research.envs.features import Encoder

Json = Any


class CucuObserver(Observer):
    """Cucù (every rule set): ``CucuMatch.view`` read from the match's fields."""

    def __init__(self, enc: Encoder, proto: Match) -> None:
        m: Any = proto
        self.enc = enc
        at = self.at = Offsets(enc)
        n = self.n = enc.n
        self.nk = len(enc.pack.kinds)
        self.pos = enc._pos
        self._kind: dict[int, int | None] = {}  # a card of the match -> its kind in the pack, or None
        # the configuration's facts (fixed by its options): the family and the keys of its view
        self.pagat, self.le_her = bool(m.pagat), bool(m.le_her)
        self.cambio = not self.pagat and not self.le_her and not getattr(m, "lives", False)
        c = at.counter
        self.i_count = c.get("tokens" if self.pagat else "score" if self.le_her else "chips")
        self.i_out, self.i_lost = c.get("out"), c.get("lost")
        self.i_in, self.i_has = c.get("in_deal"), c.get("has_card")
        self.i_virgin = c.get("virgin") if self.pagat else None
        # per viewer: each player (in order of play) with the start of their counters
        players = list(m.players)
        self.bases = [[(p, ((self.pos[p] - me) % n) * at.nc) for p in players] for me in range(n)]
        sk = at.seat_key
        self.k_turn, self.k_dealer = sk.get("turn"), sk.get("dealer")
        self.k_to_act, self.k_winner = sk.get("to_act"), sk.get("winner")
        sc = at.scalar
        self.scalar_slots = (sc.get("pool"), sc.get("deal"), sc.get("finished"))
        # Cambio's numbers: the slots of the deck's size (len(m.deck)), the set's and the round's numbers
        # (m.set_no, m.round_no); None: not a feature
        self.cambio_slots = (sc.get("deck_size"), sc.get("set"), sc.get("round"))
        self.c_card, self.c_discards = at.cards.get("card"), at.cards.get("discards")
        self.c_seen = at.seat_cards.get("cards")
        # per viewer, every slot placed: each player's counters (None: not a feature), the seat
        # slots of each player by key, the start of each player's row of cards seen
        rel = [{p: (self.pos[p] - me) % n for p in players} for me in range(n)]

        def at_slots(i: int | None, me: int) -> dict[str, int] | None:
            return None if i is None else {p: b + i for p, b in self.bases[me]}

        self.counter_slots = [
            tuple(
                at_slots(i, me) for i in (self.i_count, self.i_out, self.i_in, self.i_lost, self.i_has, self.i_virgin)
            )
            for me in range(n)
        ]

        def seats(base: int | None, me: int) -> dict[str, int] | None:
            return None if base is None else {p: base + s for p, s in rel[me].items()}

        self.seat_slots = [
            (seats(self.k_turn, me), seats(self.k_dealer, me), seats(self.k_to_act, me), seats(self.k_winner, me))
            for me in range(n)
        ]
        seen_base = self.c_seen if self.c_seen is not None else 0
        self.card_rows = [{p: seen_base + s * self.nk for p, s in rel[me].items()} for me in range(n)]
        # who has seen the card in each hand (the match's ``known`` turned around: _seen_by), brought up
        # to date from its journal as the journal grows: (the journal, the entries read, the record), read
        # again from the start when the match's journal is another (a new deal, another match) or
        # shorter: the engine only appends to it or replaces it; and the discards, counted as they grow
        self.indian = bool(m.opts.indian)
        self._seen_memo: tuple[list[Any], int, dict[str, dict[str | None, int]]] | None = None
        self.card_name = m.card_str  # (the configuration's: the pack's record notation)
        self._discards = Grown(self.c_discards or 0, self._kind_of)
        # the discards' record (Grown.memo) last written into a list, and the normalised values of all
        # their slots in a row (zeros where no such card was discarded), written at once into the list
        self._discards_list: tuple[Any, list[float]] | None = None

    def collect(self, match: Match, viewer: str, ones: list[int], values: dict[int, float]) -> None:
        discards = self._collect(match, viewer, ones, values)
        if discards:
            values.update(discards)

    def collect_list(self, match: Match, viewer: str, out: list[float]) -> None:
        """As :meth:`Observer.collect_list`; Cambio's discards (face up: the same slots for every viewer)
        are normalised once each time they grow, not at every call, and written as one slice."""
        ones: list[int] = []
        values: dict[int, float] = {}
        discards = self._collect(match, viewer, ones, values)
        enc = self.enc
        enc.put_list(out, values, ones)
        if discards:
            grown = self._discards.memo  # (a new record each time the discards have grown)
            kept = self._discards_list
            base = self.c_discards or 0  # (the discards' first slot: discards is not empty)
            if kept is None or kept[0] is not grown:  # (their slots in out are still zeros: written, then kept)
                enc.put_list(out, discards, [])
                self._discards_list = (grown, out[base : base + self.nk])
            else:
                out[base : base + self.nk] = kept[1]

    def _collect(self, match: Match, viewer: str, ones: list[int], values: dict[int, float]) -> dict[int, float] | None:
        """As :meth:`collect`, Cambio's discards (counted by kind: slot -> count) returned apart."""
        m: Any = match
        me = self.pos[viewer]
        flag = ones.append
        # who saw the card in each hand (per player, each viewer who saw it, None: everyone, and that card),
        # read below for what the viewer sees of the hands (as the view's ``cards``; ``card`` is the
        # viewer's own): the card the viewer saw, else the card everyone saw
        by: dict[str, dict[str | None, int]]
        if self.indian:
            known = m._knowledge({None, viewer})
            public, mine = known.get(None), known.get(viewer)
            seen = dict(public or {})
            seen.update(mine or {})
            by = {p: {viewer: c} for p, c in seen.items()}
        else:
            log, memo = m.seen_log, self._seen_memo
            # (the journal read up to its end already: the common case of a decision that showed no card)
            by = memo[2] if memo is not None and memo[0] is log and memo[1] == len(log) else self._seen_by(m)
        hands = m.hands
        # the players' counters, by player (each slot already placed for this viewer; None: not a feature)
        count_at, out_at, in_at, lost_at, has_at, virgin_at = self.counter_slots[me]
        if count_at is not None:
            for p, x in m.count.items():
                if x:
                    cls = x.__class__
                    values[count_at[p]] = float(x) if cls is int or cls is float else as_number(x)
        out_set, lost, dead = m.out, m.lost, m.dead
        if out_at is not None and out_set:
            for p in out_set:
                flag(out_at[p])
        if in_at is not None:
            if out_set or lost or dead:
                for p in m.order:
                    if p not in out_set and p not in lost and p not in dead:
                        flag(in_at[p])
            else:  # (nobody out or lost: everyone in the order is in)
                for p in m.order:
                    flag(in_at[p])
        if lost_at is not None:
            for p in lost:
                flag(lost_at[p])
            for p in m.token_loss:
                if p not in lost:
                    flag(lost_at[p])
        if has_at is not None:
            for p in hands:
                flag(has_at[p])
        if virgin_at is not None and m.virgins:
            for p in m.virgins:
                flag(virgin_at[p])
        # seats: turn, dealer, to_act, winner (each a dict from a player's name to the slot)
        turn, dealer, to_act, winner = self.seat_slots[me]
        if turn is not None and m.phase == "exchanges" and m.pos < len(m.turns):
            t = m.turns[m.pos]
            i = turn.get(t) if isinstance(t, str) else None
            if i is not None:
                flag(i)
        if dealer is not None:
            d = m.dealer
            i = dealer.get(d) if d.__class__ is str else None
            if i is not None:
                flag(i)
        if to_act is not None:
            for p in m.waiting_for():
                flag(to_act[p])
        if winner is not None:
            w = m.winner
            if w is None:
                pass
            elif isinstance(w, list):
                for p in w:
                    _flag_seat(ones, winner, p)
            else:
                _flag_seat(ones, winner, w)
        # numbers
        i_pool, i_deal, i_finished = self.scalar_slots
        if i_pool is not None:
            x = m.pool
            if x:  # (zero, None ... written as nothing, as their number 0.0 would be)
                cls = x.__class__
                x = float(x) if cls is int or cls is float else as_number(x)
                if x:
                    values[i_pool] = x
        if i_deal is not None:
            x = m.deal_no
            if x:  # (zero, None ... written as nothing, as their number 0.0 would be)
                cls = x.__class__
                x = float(x) if cls is int or cls is float else as_number(x)
                if x:
                    values[i_deal] = x
        if i_finished is not None and m.finished:
            values[i_finished] = 1.0
        if self.cambio:
            i_deck, i_set, i_round = self.cambio_slots
            if i_deck is not None and m.deck:
                values[i_deck] = float(len(m.deck))
            if i_set is not None:
                x = m.set_no
                if x:
                    values[i_set] = float(x) if x.__class__ is int else as_number(x)
            if i_round is not None:
                x = m.round_no
                if x:
                    values[i_round] = float(x) if x.__class__ is int else as_number(x)
        # cards, counted: the viewer's own, the discards (face up), every hand the viewer has seen
        kind = self._kind
        c_card, c_seen = self.c_card, self.c_seen
        seat_at = self.card_rows[me]
        for p, saw in by.items():
            c = saw.get(viewer)
            if c is None:
                c = saw.get(None)
                if c is None:
                    continue  # (a hand the viewer has not seen)
            held = hands.get(p)
            if held is None or held.card != c:
                continue  # (a card the viewer saw that has left that hand)
            k = kind.get(c, -1)
            if k == -1:
                k = self._kind_of(c)
            if k is None:
                continue
            if c_card is not None and p == viewer:
                i = c_card + k
                values[i] = values.get(i, 0.0) + 1.0
            if c_seen is not None:
                values[seat_at[p] + k] = 1.0  # (one card a hand: one slot a player)
        at = self.at
        if at.phase is not None:
            flag(at.phase + at.phases.get(m.phase, len(at.phases)))
        if self.cambio and self.c_discards is not None and m.discards:
            return self._discards.values(m.discards)
        return None

    def _seen_by(self, m: Any) -> dict[str, dict[str | None, int]]:
        """The match's ``known`` turned around, for a game that is not Indian: per player ``p``, each viewer
        (None: everyone) who saw the card in ``p``'s hand and that card (``known[viewer][p]``), reading
        only the journal's new entries.  As ``hands.fold_seen`` reads them: a card given to ``p`` is
        forgotten by the others and seen by ``p``; a card shown is seen by everyone; ``(TELL, a, b,
        card)``: ``a`` saw ``b``'s card."""
        log = m.seen_log
        memo = self._seen_memo
        if memo is not None and memo[0] is log and memo[1] <= len(log):
            by, new = memo[2], log[memo[1] :]
        else:
            by, new = {}, log
        for entry in new:
            kind = entry[0]
            if kind == GIVE:
                by[entry[1]] = {entry[1]: entry[2]}
            elif kind == SHOW:
                saw = by.setdefault(entry[1], {})
                saw[None] = entry[2]
                for q in m.players:
                    saw[q] = entry[2]
            else:  # TELL
                by.setdefault(entry[2], {})[entry[1]] = entry[3]
        self._seen_memo = (log, len(log), by)
        return by


def _flag_seat(ones: list[int], slots: dict[str, int], name: Json) -> None:
    """The slot of player ``name`` (a name, or anything else: no slot) listed in ``ones``."""
    i = slots.get(name) if isinstance(name, str) else None
    if i is not None:
        ones.append(i)


def fast_observer(enc: Encoder, proto: Match) -> Observer | None:
    """Cucù's fast observer of a configuration (None: features it does not write, or a view it does
    not copy: the encoder reads the view)."""
    # the view this observer copies is CucuMatch's; a subclass may show more or other things
    from taverna.games.cucu.engine import CucuMatch

    if type(proto).view is not CucuMatch.view:
        return None
    f = enc.f
    if not (
        set(f.counters) <= _CUCU_COUNTERS
        and set(f.seat_keys) <= {"turn", "dealer", "to_act", "winner"}
        and set(f.scalars) <= {"pool", "deal", "finished", "deck_size", "set", "round"}
        and not f.seat_scalars
        and set(f.cards) <= {"card", "discards"}
        and set(f.seat_cards) <= {"cards"}
    ):
        return None  # features this observer does not write: the encoder reads the view
    at = Offsets(enc)
    flags = [at.counter[k] for k in f.counters if k not in ("tokens", "chips", "score")]
    if any(enc.slots[i].how != "flag" for i in flags):
        return None  # (the observer lists the yes/no counters as flags, 1 when yes)
    return CucuObserver(enc, proto)


# the keys of a player's entry in CucuMatch.view
_CUCU_COUNTERS = frozenset({"tokens", "chips", "score", "out", "lost", "in_deal", "has_card", "virgin"})


def fast_returns(returns: Returns, proto: Match) -> Returns | None:
    """Cucù's returns without building the summary at every step (None: the spec's own)."""
    from taverna.games.cucu import spec

    if returns is not getattr(spec, "_cucu_returns", None):  # another declaration: its own function
        return None
    m0: Any = proto
    if m0.pagat:

        def pagat(match: Match, start: dict[str, Json]) -> list[float]:
            # money changes only with a few public events: while none comes, the returns stay
            log = match.log
            notes = match.__dict__
            memo = notes.get("_fast_returns")
            if memo is not None and memo[0] is log and memo[1] <= len(log):
                for ev in log[memo[1] :]:
                    if ev.to is None and ev.kind in MONEY_EVENTS:
                        break
                else:
                    notes["_fast_returns"] = (log, len(log), memo[2])
                    return list(memo[2])
            out = [float(x) for x in returns(match, start)]
            notes["_fast_returns"] = (log, len(log), out)
            return list(out)

        return pagat
    if m0.le_her or getattr(m0, "lives", False):  # (Ranter-Go-Round, Coucou: the pot paid out, spec's own)
        return None

    def chips(match: Match, start: dict[str, Json]) -> list[float]:
        # generic_returns on Cucù's summary (each player's chips less the match_start's), without
        # building the summary
        m: Any = match
        now = [m.count[p] for p in m.players]
        if all(isinstance(x, (int, float)) for x in now):
            first: dict[str, Json] = next((e.data for e in m.log if e.kind == "match_start" and e.to is None), {})
            c = first.get("chips")
            if isinstance(c, int) and not isinstance(c, bool):
                return [float(x) - float(c) for x in now]
        return [float(x) for x in returns(match, start)]

    return chips
