"""The deal simulators of the strategy analysis (:mod:`taverna.games.cucu.research.analysis.analyze`): what a strategy
is, what the analysis asks of a simulator (:class:`Simulator`), and the two provided: the reference
engine (:class:`ReferenceSimulator`) and the numba kernel (:class:`KernelSimulator`)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Protocol

from taverna.cards import cuckoo, french, gnav, slabberjan
from taverna.core import Action
from taverna.core.errors import BadArgument
from taverna.games.cucu.engine import DECLARE, EXCHANGE, KEEP, CucuMatch
from taverna.games.cucu.options import make_options
from taverna.games.cucu.research.analysis.exact import RANKS_LE_HER

Strategy = dict[int, float]  # rank -> probability of exchanging (keep when missing)
Profile = list[Strategy]  # one per seat: index 0 acts first after the dealer, the last is the dealer


@dataclass
class Counterfactual:
    """The deals in which a seat held one rank at its keep/exchange decision, each played on both
    ways from that decision (the same deal, so most of the noise cancels)."""

    held: int = 0  # deals in which the seat held the rank at its decision
    keep: int = 0  # the seat's losses over those deals when keeping
    exchange: int = 0  # ... when exchanging
    differ: int = 0  # deals in which the seat lost one way and not the other

    def add(self, other: Counterfactual) -> None:
        self.held += other.held
        self.keep += other.keep
        self.exchange += other.exchange
        self.differ += other.differ

    def gain(self, deals: int) -> tuple[float, float]:
        """Exchanging rather than keeping this rank: the fall in the seat's loss rate per deal of
        all ``deals`` sampled (negative: exchanging loses more), and its standard error."""
        if deals < 1:
            return 0.0, 0.0
        d = (self.keep - self.exchange) / deals
        var = max(self.differ / deals - d * d, 0.0)
        return d, float((var / max(deals - 1, 1)) ** 0.5)


class Simulator(Protocol):
    """What the analysis needs from a deal simulator (the reference engine, or a faster kernel)."""

    def play(self, profile: Profile, deals: int, seed: int) -> list[int]:
        """Losses per seat (index 0 first after the dealer) over ``deals`` deals played by ``profile``."""
        ...

    def branch(self, profile: Profile, seat: int, deals: int, seed: int) -> dict[int, Counterfactual]:
        """``deals`` deals played by ``profile``; in each, at the seat's keep/exchange decision (if it
        comes), the deal is played on both ways.  By the rank the seat held then (however it came
        to hold it: dealt, or received in an exchange)."""
        ...


# ============================================================================ simulation
def _ranks(rules: str) -> tuple[int, ...]:
    pack = make_options(rules, None).pack
    if pack == "slabberjan":  # the 42 pieces: Jan Rit (-4) .. the Rider (16)
        return tuple(sorted(slabberjan.KINDS))
    if pack == "gnav":  # the Gnav pack: the Fool (-3) .. the Cuckoo (17)
        return tuple(sorted(gnav.RANKS))
    return RANKS_LE_HER if pack == "french" else tuple(sorted(cuckoo.RANKS))


def _rank(match: CucuMatch, card: int) -> int:
    return french.rank_of(card) if match.opts.pack == "french" else card


class ReferenceSimulator:
    """Plays deals on the reference engine (one match per deal, the first deal of each).

    Keep/exchange decisions follow the profile (by seat and the card held); a player in Le Her's
    dealer seat who was switched with plays the dominant reply (he knows both cards).  Other
    decisions follow simple fixed rules: a Cuckoo is declared at once, the Inn is insured with a
    zero, an innkeeper accepts, an offer is one coin, nobody proposes a split or re-enters.
    """

    def __init__(self, rules: str, players: int, options: dict[str, Any] | None = None) -> None:
        self.rules = rules
        self.players = players
        self.options = dict(options or {})
        self.names = [f"S{i + 1}" for i in range(players)]
        probe = self._match(0, None)
        self.pack = list(probe.pack)
        self.card_str = probe.card_str
        self.french = probe.opts.pack == "french"

    def _match(self, seed: int, script: list[list[str]] | None) -> CucuMatch:
        return CucuMatch(self.names, rules=self.rules, options=self.options, dealer=self.names[-1], seed=seed,
                         shuffles=script)  # fmt: skip

    def _rank(self, card: int) -> int:
        return french.rank_of(card) if self.french else card

    def play(self, profile: Profile, deals: int, seed: int) -> list[int]:
        """Losses per seat over ``deals`` deals."""
        losses = [0] * self.players
        for k in range(deals):
            rng = random.Random(seed * 1_000_003 + k)
            m = self._match(seed * 1_000_003 + k, None)
            self._run(m, profile, rng)
            for i in self._losers(m):
                losses[i] += 1
        return losses

    def branch(self, profile: Profile, seat: int, deals: int, seed: int) -> dict[int, Counterfactual]:
        """Counterfactual deals for ``seat``: each deal is played by the profile up to the seat's
        first keep/exchange decision, then played on twice from the same state (same generator
        state), once keeping and once exchanging; counted by the rank held at that decision."""
        out: dict[int, Counterfactual] = {}
        name = self.names[seat]
        for k in range(deals):
            s = seed * 1_000_003 + k
            rng = random.Random(s)
            m = self._match(s, None)
            if not self._run(m, profile, rng, stop=seat):
                continue  # the deal ended before the seat had to decide (a Cuckoo declared)
            held = self._rank(m.hands[name].card)
            history, state = list(m.history), rng.getstate()
            m.apply(name, KEEP)
            self._run(m, profile, rng, decided={seat})
            lost_keep = seat in self._losers(m)
            m = self._match(s, None)
            for p, a in history:
                m.apply(p, a)
            rng.setstate(state)
            m.apply(name, EXCHANGE)
            self._run(m, profile, rng, decided={seat})
            lost_exchange = seat in self._losers(m)
            c = Counterfactual(1, int(lost_keep), int(lost_exchange), int(lost_keep != lost_exchange))
            out.setdefault(held, Counterfactual()).add(c)
        return out

    def _losers(self, m: CucuMatch) -> list[int]:
        return [self.names.index(p) for p in m.deals[0]["losers"]] if m.deals else []

    def _run(self, m: CucuMatch, profile: Profile, rng: random.Random, stop: int | None = None,
             decided: set[int] | None = None) -> bool:  # fmt: skip
        """Play the first deal on; with ``stop``, pause at that seat's first keep/exchange decision
        (True if it came)."""
        decided = set() if decided is None else decided
        while not m.deals and not m.finished:
            waiting = m.waiting_for()
            for q in m.to_act():
                if DECLARE in m.legal_actions(q):
                    m.apply(q, DECLARE)
                    break
            else:
                p = waiting[0]
                seat = self.names.index(p)
                legal = m.legal_actions(p)
                if KEEP in legal and EXCHANGE in legal and m.phase == "exchanges":
                    if seat == stop and seat not in decided:
                        return True
                    decided.add(seat)
                    m.apply(p, self._keep_or_exchange(m, p, profile[seat], rng))
                else:
                    m.apply(p, self._other(m, p, legal))
        return False

    def _keep_or_exchange(self, m: CucuMatch, p: str, strategy: Strategy, rng: random.Random) -> Action:
        own = m.hands[p].card
        if m.le_her and p == m.dealer:
            other = m.order[0]
            if m.known.get(p, {}).get(other) == m.hands[other].card:  # switched with: both cards known
                return EXCHANGE if french.rank_of(own) < french.rank_of(m.hands[other].card) else KEEP
        prob = strategy.get(self._rank(own), 0.0)
        return EXCHANGE if prob >= 1 or (prob > 0 and rng.random() < prob) else KEEP

    @staticmethod
    def _other(m: CucuMatch, p: str, legal: list[Action]) -> Action:
        words = {a.word: a for a in legal}
        if "insure" in words:
            return words["insure"] if m.hands[p].card == 0 else words["keep"]
        if "offer" in words:
            return Action("offer", {"money": 1})
        for w in ("accept", "decline", "pass", "keep", "exchange"):
            if w in words:
                return words[w]
        return legal[0]


class KernelSimulator:
    """Plays deals with the numba batch kernel (:mod:`taverna.games.cucu.research.kernel`, Campli and Cambio
    with their default options), the same fixed rules for the other decisions as
    :class:`ReferenceSimulator` (declare a Cuckoo at once, insure a zero, innkeepers accept).

    ``branch`` deals shuffled packs (:func:`~taverna.games.cucu.research.kernel.shuffled_decks`) and plays
    them with the profile, which also tells the card each seat held at its decision; then, for
    each rank, it plays again the packs in which the seat held that rank, with the seat's entry
    for the rank reversed.  The profile is pure (0 or 1 everywhere), so both runs of a pack are
    the same deal up to that decision: the difference is the counterfactual one, over every way
    of holding the card (dealt, or received in an exchange).
    """

    def __init__(self, rules: str, players: int) -> None:
        import numpy as np

        from taverna.games.cucu.research import kernel

        if rules not in kernel.RULES:
            raise BadArgument(f"the kernel plays {', '.join(kernel.RULES)}, not {rules}")
        self.np, self.kernel = np, kernel
        self.rules, self.players = rules, players
        self.pack = np.array(kernel.deal_pack(rules, players), dtype=np.int64)

    def _table(self, profile: Profile) -> Any:
        np, k, n = self.np, self.kernel, self.players
        exchange = np.zeros((n, k.NCARDS, k.NCTX))
        for seat, strategy in enumerate(profile):
            for rank, p in strategy.items():
                exchange[seat, rank + 4, :] = float(p)
        insure = np.zeros((n, k.NCARDS))
        insure[:, 4] = 1.0  # a zero (nulla) asks the innkeeper for insurance
        return k.StrategyTable(exchange=exchange, declare=np.ones(n), insure=insure, accept=np.ones(n))

    def play(self, profile: Profile, deals: int, seed: int) -> list[int]:
        out = self.kernel.simulate(self.rules, self.players, self._table(profile), deals, seed)
        return [int(x) for x in (out.losses > 0).sum(axis=0)]

    def play_decks(self, profile: Profile, decks: Any) -> Any:
        """The seats' losses (deals x players, 0 or 1) on given packs (common random numbers)."""
        out = self.kernel.simulate(self.rules, self.players, self._table(profile), len(decks), 0, decks=decks)
        return out.losses > 0

    def branch(self, profile: Profile, seat: int, deals: int, seed: int) -> dict[int, Counterfactual]:
        np = self.np
        if any(0.0 < float(p) < 1.0 for s in profile for p in s.values()):
            raise BadArgument("the kernel branches pure strategies only (every probability 0 or 1)")
        decks = self.kernel.shuffled_decks(self.rules, self.players, deals, seed)
        base = self.kernel.simulate(self.rules, self.players, self._table(profile), deals, seed, decks=decks)
        assert base.held is not None
        held = base.held[:, seat].astype(np.int64)
        lost = base.losses[:, seat] > 0
        out: dict[int, Counterfactual] = {}
        for rank in sorted(set(held.tolist()) - {self.kernel.NO_CARD}):
            rows = np.flatnonzero(held == rank)
            exchanging = profile[seat].get(rank, 0.0) >= 0.5
            changed = [dict(s) for s in profile]
            changed[seat][rank] = 0.0 if exchanging else 1.0
            other = self.kernel.simulate(self.rules, self.players, self._table(changed), len(rows), seed,
                                         decks=decks[rows]).losses[:, seat] > 0  # fmt: skip
            now = lost[rows]
            keep, exch = (other, now) if exchanging else (now, other)
            out[rank] = Counterfactual(len(rows), int(keep.sum()), int(exch.sum()), int((keep != exch).sum()))
        return out


def kernel_available(rules: str, options: dict[str, Any] | None = None) -> bool:
    """Whether the batch kernel can play these deals (numba installed, Campli or Cambio, default options)."""
    if options or rules not in ("campli", "cambio"):
        return False
    try:
        import numba  # noqa: F401
    except ImportError:
        return False
    return True


def make_simulator(rules: str, players: int, options: dict[str, Any] | None = None, kind: str = "auto") -> Simulator:
    """``kind``: ``kernel``, ``reference``, or ``auto`` (the kernel where it can play the deals)."""
    if kind not in ("auto", "kernel", "reference"):
        raise BadArgument(f"unknown simulator {kind!r}; choose auto, kernel or reference")
    names = [f"S{i + 1}" for i in range(players)]
    probe = CucuMatch(names, rules=rules, options=dict(options or {}), dealer=names[-1])  # checks players, options
    if probe.opts.indian:
        raise BadArgument("the analysis decides by the card held, which Indian players cannot see; drop indian")
    if kind == "kernel" or (kind == "auto" and kernel_available(rules, options)):
        if not kernel_available(rules, options):
            raise BadArgument(
                "the kernel plays Campli and Cambio with their default options and needs numba "
                "(pip install 'taverna[fast]'); use the reference simulator"
            )
        return KernelSimulator(rules, players)
    return ReferenceSimulator(rules, players, options)
