"""What both feature layouts of Cucù's learned part read alike (``cucu-learned/1`` for the Cuckoo pack,
``cucu-learned-packs/1`` for the other packs): the deal so far and the counters, from the player's view."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any


def squash(x: float, scale: float) -> float:
    return x / (abs(x) + scale)


def deal_events(log: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The events of the deal in progress (after its ``deal_start``)."""
    for i in range(len(log) - 1, -1, -1):
        if log[i].get("kind") == "deal_start":
            return log[i + 1 :]
    return list(log)


def deal_so_far(view: dict[str, Any], me: object, kinds: Sequence[str], scale: float) -> list[float]:
    """Each kind of event of the deal counted (divided by ``scale``, at most 1), whether the player was given
    a card in an exchange, and whether the last turn before this one was an exchange."""
    events = deal_events(list(view.get("log") or []))
    counts = dict.fromkeys(kinds, 0)
    received = 0.0
    for e in events:
        kind = e.get("kind")
        if kind in counts:
            counts[kind] += 1
        if kind == "exchanged" and e.get("b") == me:
            received = 1.0
    last = next((e.get("kind") for e in reversed(events) if e.get("kind") in ("keep", "exchange")), None)
    return [min(counts[k] / scale, 1.0) for k in kinds] + [received, 1.0 if last == "exchange" else 0.0]


def counters(
    view: dict[str, Any], me: object, players: list[dict[str, Any]], counter: Callable[[dict[str, Any]], float]
) -> list[float]:
    """The player's counter, the others' still in (mean and least), how many are out, the pool, and whether the
    player is on its last counter."""
    mine = next((counter(p) for p in players if p.get("name") == me), 0.0)
    others = [counter(p) for p in players if p.get("name") != me and not p.get("out")]
    return [
        squash(mine, 5.0),
        squash(sum(others) / len(others), 5.0) if others else 0.0,
        squash(min(others), 5.0) if others else 0.0,
        sum(1 for p in players if p.get("out")) / 10.0,
        squash(float(view.get("pool") or 0), 10.0),
        1.0 if mine <= 1 else 0.0,
    ]
