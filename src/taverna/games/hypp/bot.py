"""A rule-of-thumb Hypp bot: small packets as dealer, moderate blind bets, a dealer short of
chips hands the deal on."""

from __future__ import annotations

from typing import Any

from taverna.core import Action, Rng


def choose(view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
    me = next(p for p in view["players"] if p["name"] == view["viewer"])
    words = {a.word for a in legal}
    if "packet" in words:
        others = sum(p["chips"] for p in view["players"]) - me["chips"]
        if me["chips"] < view["limit"] * max(1, len(view["players"]) - 1) // 2 and others > 0 and rng.below(2) == 0:
            return Action("pass")
        return Action("packet", 1 + rng.below(min(3, view["max_packet"])))
    # the chance of beating the dealer is a coin toss a little against us: bet a third of the limit
    return Action("bet", max(1, min(me["chips"], view["limit"] // 3 + rng.below(2))))
