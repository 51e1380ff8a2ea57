"""Cucù's returns for the OpenSpiel-shaped states (:mod:`taverna.research.envs.spiel`), as the spec's
function gives them, without building the match's summary at every step: the chips (Cambio, BGA) and
the pagat money (Campli, Lu Stù), each list shared while it stays the same (the states never change
one in place).  ``Game`` asks the game's research part for them (``shared_returns``); the spec's
function is used for the others (Le Her, Ranter-Go-Round, Coucou).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from taverna.core.match import Match
from taverna.games.cucu import spec
from taverna.research.envs.fastobs import Returns

Json = Any


def shared_returns(returns: Returns, proto: Match) -> Returns | None:
    """Cucù's chips (Cambio, BGA) as ``generic_returns`` gives them on its summary: each player's
    chips less the ``match_start``'s (the log's first event), without building the summary; the
    list is shared while the chips stay the same (the states never change it in place)."""
    m0: Any = proto
    if returns is not getattr(spec, "_cucu_returns", None) or m0.le_her or getattr(m0, "lives", False):
        return None
    if m0.pagat:
        return _cucu_money(returns)

    def chips(match: Match, start: dict[str, Json]) -> list[float]:
        m: Any = match
        count = m.count
        log = m.log
        memo = m.__dict__.get("_spiel_chips")
        if memo is not None and memo[0] is log and memo[1] == count:  # (the same counts: the same list)
            same: list[float] = memo[2]
            return same
        now = [count[p] for p in m.players]
        for x in now:
            if not isinstance(x, (int, float)):
                return [float(y) for y in returns(match, start)]
        ev = log[0] if log else None
        if ev is not None and ev.kind == "match_start" and ev.to is None:
            first = ev.data  # (the log's first event: never changes, nor the chips it names)
            c = first.get("chips")
            if isinstance(c, int) and not isinstance(c, bool):
                fc = float(c)
                out = [float(x) - fc for x in now]
                m.__dict__["_spiel_chips"] = (log, dict(count), out)  # (a copy: the counts change in place)
                return out
        else:
            first = next((e.data for e in log if e.kind == "match_start" and e.to is None), {})
        c = first.get("chips")
        if isinstance(c, int) and not isinstance(c, bool):
            fc = float(c)
            return [float(x) - fc for x in now]
        return [float(y) for y in returns(match, start)]

    return chips


# the public events that change the pagat money of the spec's function (the others leave it as it is)
MONEY_EVENTS = frozenset({"match_start", "reentered", "offer_accepted", "pool_paid"})


def _exact(x: Any) -> int | Fraction:
    """``Fraction(x)`` (the spec's), an integer as it is."""
    return x if x.__class__ is int else Fraction(x)


def _cucu_money(returns: Returns) -> Returns:
    """Pagat (Campli, Lu Stù): the spec's money (its function's sums, exact, turned into floats),
    summed as the public events that change it come (remembered on the match); whole amounts are
    summed as integers (the same floats: exact either way); the list is shared while it stays the
    same (the states never change it in place)."""

    def money(match: Match, start: dict[str, Json]) -> list[float]:
        log = match.log
        notes = match.__dict__
        memo = notes.get("_spiel_money")
        if memo is not None and memo[0] is log and memo[1] <= len(log):
            _, read, sums, out = memo
        else:
            sums, read, out = {p: 0 for p in match.players}, 0, None
        n = len(log)
        if read == n and out is not None:
            result: list[float] = out
            return result
        news = log[read:]
        for ev in news:  # (most events change nothing: looked at once, then the rest only if one does)
            if ev.kind in MONEY_EVENTS and ev.to is None:
                break
        else:
            news = []
        fresh = False
        for ev in news:
            kind = ev.kind
            if ev.to is not None or kind not in MONEY_EVENTS:
                continue
            if not fresh:  # (the remembered sums may be a copy's too: changed on a copy of them)
                sums, fresh = dict(sums), True
            d = ev.data
            if kind == "match_start":
                if "stake" in d:
                    stake = _exact(d["stake"])
                    for p in match.players:
                        sums[p] -= stake
            elif kind == "reentered":
                for who, amount in (d.get("shares") or {}).items():
                    if who in sums:
                        sums[who] -= _exact(amount)
            elif kind == "offer_accepted":
                offer = d.get("offer") or {}
                if "money" in offer:
                    paid = _exact(offer["money"])
                    sums[d["guest"]] -= paid
                    sums[d["player"]] += paid
            else:  # pool_paid
                for who, amount in (d.get("payouts") or {}).items():
                    if who in sums:
                        sums[who] += amount if amount.__class__ is int else Fraction(str(amount))
        if fresh or out is None:
            out = [float(sums[p]) for p in match.players]
        notes["_spiel_money"] = (log, n, sums, out)
        result = out
        return result

    return money
