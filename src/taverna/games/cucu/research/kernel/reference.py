"""The same strategy table in the reference engine: :class:`TableBot` plays it through ``view``
only, and :func:`reference_deal` / :func:`reference_match` give what the kernel gives, for the
agreement tests."""

from __future__ import annotations

from typing import Any

import numpy as np

from taverna.cards.cuckoo import CUCKOO, parse_card
from taverna.core import Action, Rng
from taverna.games.cucu.research.kernel.base import CTX_ASKED, CTX_QUIET, CTX_RECEIVED, NO_CARD
from taverna.games.cucu.research.kernel.driver import _check, kernel_options
from taverna.games.cucu.research.kernel.tables import Outcomes, StrategyTable


# ===================================================================== the same table in the engine
def seat_of(view: dict[str, Any]) -> int:
    """The viewer's seat: its place in the deal's order of play (0 first, the dealer last)."""
    order = list(view.get("order") or [])
    return order.index(view["viewer"])


def context_of(view: dict[str, Any]) -> int:
    """What the viewer has seen of this deal, read from the view's log (this deal's events)."""
    me = view["viewer"]
    asked = False
    for e in reversed(view.get("log") or []):
        kind = e.get("kind")
        if kind == "deal_start":
            break
        if kind == "exchanged" and e.get("b") == me:
            return CTX_RECEIVED
        if kind == "asked" and e.get("target") == me:
            asked = True
    return CTX_ASKED if asked else CTX_QUIET


class TableBot:
    """A strategy table played in the reference engine, seeing only ``view(player)``.

    It follows the bot protocol of :mod:`taverna.bots` (``choose``, ``choose_optional``); the
    draws for probabilities strictly between 0 and 1 come from the ``rng`` it is given.  It never
    proposes a split of the pool and always re-enters (only later deals need either).
    """

    name = "table"

    def __init__(self, table: StrategyTable) -> None:
        self.table = table

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        words = {a.word: a for a in legal}
        seat = seat_of(view)
        card = parse_card(view["card"]) if view.get("card") is not None else None
        if "exchange" in words and "keep" in words and card is not None:
            p = float(self.table.exchange[seat, card + 4, context_of(view)])
            return words["exchange"] if _py_chance(rng, p) else words["keep"]
        if "insure" in words and card is not None:
            return words["insure"] if _py_chance(rng, float(self.table.insure[seat, card + 4])) else words["keep"]
        if "offer" in words and card is not None:  # Lu Stù's Inn: offer one coin (the table's insure column)
            if _py_chance(rng, float(self.table.insure[seat, card + 4])):
                return Action("offer", {"money": 1})
            return words["keep"]
        if "accept" in words and "refuse" in words and view.get("phase") == "inn-host":
            return words["accept"] if _py_chance(rng, float(self.table.accept[seat])) else words["refuse"]
        if "reenter" in words:
            return words["reenter"]
        for w in ("exchange", "keep", "decline", "pass", "refuse"):
            if w in words:
                return words[w]
        return legal[0]

    def choose_optional(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action | None:
        words = {a.word: a for a in legal}
        holds_cuckoo = view.get("card") is not None and parse_card(view["card"]) == CUCKOO
        if "declare" in words and holds_cuckoo and _py_chance(rng, float(self.table.declare[seat_of(view)])):
            return words["declare"]
        return None


def reference_deal(
    rules: str,
    players: int,
    table: StrategyTable,
    seed: int,
    *,
    tokens: int = 3,
    deck: list[int] | None = None,
    options: dict[str, Any] | None = None,
    gains: bool = False,
) -> Any:
    """The first deal of a fresh reference-engine match, every seat played by :class:`TableBot`.

    Returns ``(losses, cards)`` by seat in order of play, as :func:`simulate` does for one deal
    (``(losses, cards, gains)`` with ``gains``: tokens gained, Lu Stù).  ``deck`` (card ranks,
    the dealing end first) scripts the engine's shuffle; ``options`` are the engine's options.
    """
    from taverna.cards.cuckoo import card_str
    from taverna.games import create_match

    double_pack = bool(options) and bool(kernel_options(rules, options).double_pack)
    _check(rules, players, table, 1, double_pack)
    names = [f"P{i}" for i in range(players)]
    options = dict(options or {})
    if rules in ("campli", "lu-stu") and tokens != 3:
        options["tokens"] = tokens
    shuffles = [[card_str(c) for c in deck]] if deck is not None else None
    m: Any = create_match("cucu", rules=rules, players=names, options=options, seed=seed, shuffles=shuffles)
    # the first deal's order (a deal may end before anyone acts: BGA's Cucco shown at once)
    order = next(list(e.data["order"]) for e in m.log if e.kind == "deal_start")
    bot = TableBot(table)
    rng = Rng(seed).fork(0x7AB1E)
    scanned = 0
    result: dict[str, Any] | None = None
    reveal: dict[str, Any] = {}
    token_losses = {p: 0 for p in names}
    token_gains = {p: 0 for p in names}
    while result is None:
        for e in m.log[scanned:]:
            if e.kind == "token_lost":
                token_losses[e.data["player"]] += 1
            elif e.kind == "token_gained":
                token_gains[e.data["player"]] += 1
            elif e.kind == "reveal":
                reveal = dict(e.data["cards"])
            elif e.kind == "result":
                result = dict(e.data)
                break
        scanned = len(m.log)
        if result is not None:
            break
        acted = False
        for q in m.to_act():
            legal = m.legal_actions(q)
            if any(a.word == "declare" for a in legal):
                a = bot.choose_optional(m.view(q), legal, rng)
                if a is not None:
                    m.apply(q, a)
                    acted = True
                    break
        if acted:
            continue
        p = m.waiting_for()[0]
        m.apply(p, bot.choose(m.view(p), m.legal_actions(p), rng))
    if rules in ("campli", "lu-stu"):
        losses = [token_losses[p] for p in order]
    else:
        losers = set(result["losers"])
        losses = [1 if p in losers else 0 for p in order]
    cards = [parse_card(reveal[p]) if p in reveal else NO_CARD for p in order]
    if gains:
        return losses, cards, [token_gains[p] for p in order]
    return losses, cards


def reference_outcomes(
    rules: str, players: int, table: StrategyTable, deals: int, seed: int = 0, *, tokens: int = 3
) -> Outcomes:
    """:func:`reference_deal` for ``deals`` fresh matches (seeds ``seed``, ``seed + 1``, ...)."""
    losses = np.zeros((deals, players), np.int8)
    cards = np.zeros((deals, players), np.int8)
    for d in range(deals):
        lo, ca = reference_deal(rules, players, table, seed + d, tokens=tokens)
        losses[d] = lo
        cards[d] = ca
    return Outcomes(rules=rules, losses=losses, cards=cards)


def reference_match(
    rules: str,
    players: int,
    table: StrategyTable,
    seed: int,
    *,
    tokens: int = 3,
    stake: int = 1,
    reentry: bool = True,
    inn_offers: int = 3,
    decks: list[list[int]],
    options: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """A whole reference-engine match, every player a :class:`TableBot`, shuffle ``k``'s pack
    ``decks[k]`` (Campli, Lu Stù: deal ``k``; Cambio, BGA: set ``k``); the fields of
    :class:`MatchOutcomes` for this match (``deal_losses`` by deal; Cambio and BGA: 1 for a loser,
    ``sets``, and ``reshuffled``: whether the discards were reshuffled, which a script cannot fix)."""
    from taverna.cards.cuckoo import card_str
    from taverna.games import create_match

    _check(rules, players, table, 0)
    names = [f"P{i}" for i in range(players)]
    cambio = rules in ("cambio", "bga")
    if cambio:
        options = dict(options or {})
    else:
        options = {"tokens": tokens, "stake": stake, "reentry": reentry}
        if rules == "lu-stu":
            options["inn_offers"] = inn_offers
    shuffles = [[card_str(c) for c in deck] for deck in decks]
    m: Any = create_match("cucu", rules=rules, players=names, options=options, seed=seed, shuffles=shuffles)
    bot = TableBot(table)
    rng = Rng(seed).fork(0x7AB1E)
    from taverna.core.errors import BadRecord

    cut = False
    try:
        while not m.finished:
            acted = False
            for q in m.to_act():  # a Cuckoo declared first, as in reference_deal
                legal = m.legal_actions(q)
                if any(a.word == "declare" for a in legal):
                    d = bot.choose_optional(m.view(q), legal, rng)
                    if d is not None:
                        m.apply(q, d)
                        acted = True
                        break
            if acted:
                continue
            for q in m.waiting_for():
                legal = m.legal_actions(q)
                if not legal or all(a.word in ("propose", "declare") for a in legal):
                    continue
                m.apply(q, bot.choose(m.view(q), legal, rng))
                acted = True
                break
            if not acted:  # pragma: no cover - somebody always has a decision
                raise AssertionError("nobody to act")
    except BadRecord:  # the discards reshuffled: the next scripted list is a set's pack, not the discards
        cut = True
    deal_losses: list[dict[str, int]] = []
    paid = dict.fromkeys(names, 0)
    reshuffled = cut
    for e in m.log:
        if e.kind == "deal_start":
            deal_losses.append(dict.fromkeys(names, 0))
        elif e.kind == "token_lost":
            deal_losses[-1][e.data["player"]] += 1
        elif e.kind == "reentered":
            paid[e.data["player"]] += int(e.data["cost"])
        elif e.kind == "result" and cambio:
            for p in e.data["losers"]:
                deal_losses[-1][p] = 1
        elif e.kind == "reshuffle":
            reshuffled = True
    winner = m.winner
    if cambio:
        return {
            "tokens": [m.count[p] for p in names],
            "winner": names.index(winner) if isinstance(winner, str) else -1,
            "deals": len(deal_losses),
            "sets": m.set_no,
            "deal_losses": [[d[p] for p in names] for d in deal_losses],
            "reshuffled": reshuffled,
        }
    return {
        "tokens": [m.count[p] for p in names],
        "out": [p in m.out for p in names],
        "winner": names.index(winner) if isinstance(winner, str) else -1,
        "deals": len(deal_losses),
        "reentry_paid": [paid[p] for p in names],
        "deal_losses": [[d[p] for p in names] for d in deal_losses],
    }


def _py_chance(rng: Rng, p: float) -> bool:
    if p >= 1.0:
        return True
    if p <= 0.0:
        return False
    return rng.random() < p
