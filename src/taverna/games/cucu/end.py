"""The end of a Cucù deal: the family says whether a game, set or match ends; the deal's summary;
the next phase (``next``: :func:`taverna.games.cucu.deal.next_deal`), and the end of the match."""

from __future__ import annotations

from typing import TYPE_CHECKING

from taverna.core.match import Json

if TYPE_CHECKING:
    from taverna.games.cucu.engine import CucuMatch


def end_deal(m: CucuMatch) -> None:
    if m.reentry_queue:
        return
    o = m.opts
    end_of = m.family.end_of(m)  # pagat: the pool paid out; cambio: the box won or carried over
    m.deals.append(deal_summary(m))
    if end_of == "match":  # Le Her
        end_game(m, "the agreed number of deals has been played")
        return
    if end_of == "game":
        m.over = True
        m.phase = "over"
        m.emit("game_over", winner=m.winner)
        return
    if end_of == "set":
        alive = m.alive()
        if alive:  # the winner deals (rulebook) or starts (BGA) the next set
            m.next_set = (alive[0], o.rotation != "starter")
        elif o.rotation == "starter" and m.starter is not None:
            m.next_set = (m.after(m.starter, list(m.players)), False)
        else:  # "the player on the right of the previous dealer"
            m.next_set = (m.after(m.dealer, list(m.players)), True)
    m.phase = "next"


def deal_summary(m: CucuMatch) -> dict[str, Json]:
    """The deal's summary.  Summaries never change once made: a player's counters as they were after the
    last deal are that deal's own entry, and the cards revealed the reveal's own record (``m.revealed``,
    made anew each deal)."""
    name, count, out = m.family.counter, m.count, m.out  # _counters(p) for every player
    last = m.deals[-1]["after"] if m.deals else {}
    after: dict[str, Json] = {}
    for p in m.players:
        was = last.get(p)
        # (the same objects: a number of another type, even if equal, is not the same entry)
        if was is not None and was[name] is count[p] and was["out"] is (p in out):
            after[p] = was
        else:
            after[p] = {name: count[p], "out": p in out}
    after["pool"] = m.pool
    d: dict[str, Json] = {
        "dealer": m.dealer,
        "losers": [p for p in m.players if p in m.deal_losers],
        "after": after,
        "revealed": m.revealed,
    }
    m.family.summary_extra(m, d)
    if m.payouts:
        d["payouts"] = dict(m.payouts)
    return d


def end_game(m: CucuMatch, why: str) -> None:
    """The match ends on chips (or Le Her's score): the most win (Misère: the first to run out, else the fewest)."""
    chips = {p: m.count[p] for p in m.players}
    if m.opts.misere:
        if m.ran_out:
            first = min(m.ran_out.values())
            best = [p for p in m.players if m.ran_out.get(p) == first]
        else:
            low = min(chips.values())
            best = [p for p in m.players if chips[p] == low]
    else:
        high = max(chips.values())
        best = [p for p in m.players if chips[p] == high]
    m.winner = best[0] if len(best) == 1 else best
    m.over = True
    m.phase = "over"
    m.emit("game_over", winner=m.winner, reason=why)
