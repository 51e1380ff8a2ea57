"""Cucù in the research API: its action table, the view keys its tensors encode, its returns
(:mod:`taverna.games.spec`)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from taverna.cards import gnav
from taverna.cards import slabberjan as slabberjan_pack
from taverna.core.match import Action, Match
from taverna.games.cucu.actions import ACCEPT, DECLARE, DECLINE, DEFEAT, EXCHANGE, INSURE, KEEP, PASS, REENTER, REFUSE
from taverna.games.spec import CUCKOO, FRENCH, Features, GameSpec, Json, Pack, generic_returns, int_words

GNAV = Pack("gnav", gnav.RANKS, gnav.parse_card, gnav.card_str)
# the packs other than the Cuckoo pack, by the ``pack`` option
PACKS = {"french": FRENCH, "gnav": GNAV}
# Slabberjan's 42 wooden pieces
PACKS["slabberjan"] = Pack("slabberjan", slabberjan_pack.KINDS, slabberjan_pack.parse_card, slabberjan_pack.card_str)


def _cucu_returns(match: Match, start: dict[str, Json]) -> list[float]:
    """Pagat (campli, lu-stu): money in stakes, from the public log; cambio/bga: chips; the lives family
    (ranter, coucou): the lives (chips) paid into the pot and the pot taken by the last survivor."""
    if getattr(match, "lives", False):
        m: Any = match
        first = m.opts.lives
        paid: dict[str, float] = {p: 0.0 for p in m.players}
        for d in m.deals:
            for p, amount in (d.get("payouts") or {}).items():
                paid[p] += float(amount)
        return [float(m.count[p] - first) + paid[p] for p in m.players]
    if not getattr(match, "pagat", False):
        return generic_returns(match, start)
    players = list(match.players)
    # the log only grows: the sums so far are remembered on the match and only new events are read
    log = match.log
    memo = match.__dict__.get("_pagat_money")
    money: dict[str, Fraction]
    if memo is not None and memo[0] is log and memo[1] <= len(log):
        money, read = dict(memo[2]), int(memo[1])
    else:
        money, read = {p: Fraction(0) for p in players}, 0
    for ev in log[read:]:
        if ev.to is not None:
            continue
        d = ev.data
        if ev.kind == "match_start" and "stake" in d:
            for p in players:
                money[p] -= Fraction(d["stake"])
        elif ev.kind == "reentered":
            for who, amount in (d.get("shares") or {}).items():
                if who in money:
                    money[who] -= Fraction(amount)
        elif ev.kind == "offer_accepted":
            offer = d.get("offer") or {}
            if "money" in offer:
                money[d["guest"]] -= Fraction(offer["money"])
                money[d["player"]] += Fraction(offer["money"])
        elif ev.kind == "pool_paid":
            for who, amount in (d.get("payouts") or {}).items():
                if who in money:
                    money[who] += Fraction(str(amount))
    match.__dict__["_pagat_money"] = (log, len(log), dict(money))
    return [float(money[p]) for p in players]


def _cucu_actions(m: Match) -> list[Action]:
    stake = int(getattr(getattr(m, "opts", None), "stake", 1) or 1)
    return [
        # the engine's own action objects (equal to plain(...)'s): its check finds them by identity
        *(KEEP, EXCHANGE, DECLARE, INSURE, ACCEPT, REFUSE, REENTER, DECLINE, DEFEAT, PASS),
        *[Action("offer", {"money": stake * k}) for k in range(1, 11)],
        *[Action("offer", {"share": s}) for s in range(5, 101, 5)],
        *int_words("propose", range(0, 101, 5)),
    ]


SPEC = GameSpec(
    "cucu",
    actions=_cucu_actions,
    features=Features(
        counters=("tokens", "chips", "score", "out", "lost", "in_deal", "has_card", "virgin"),
        seat_keys=("turn", "dealer", "to_act", "winner"),
        scalars=("pool", "deal", "deck_size", "set", "round", "finished"),
        cards=("card", "discards"),
        seat_cards=("cards",),
        phases=("exchanges", "inn-guest", "inn-host", "confess", "reveal", "settled", "next", "begin"),
    ),
    returns=_cucu_returns,
    # cambio and bga: the chips left in the box when the match ends belong to nobody
    zero_sum=lambda m: bool(getattr(m, "pagat", False) or getattr(m, "le_her", False) or getattr(m, "lives", False)),
    pack_of=lambda m: PACKS.get(getattr(getattr(m, "opts", None), "pack", ""), CUCKOO),
    optional_actions=True,
    max_moves=20000,
    notes="pagat returns are money in stakes; cambio and bga chips",
    # ``propose`` (a share of 0 to 100) and ``offer`` (money above zero, or a share of 1 to 100) are
    # accepted or refused by the argument alone, whenever the word is legal; ``reenter`` depends on
    # the cost: asked each time
    argument_key=lambda m, player, word: () if word in ("propose", "offer") else None,
)
