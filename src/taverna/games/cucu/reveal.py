"""The end of the exchanges: the Reincarnation's confessions, then the reveal.

* **confess** (``end_exchanges``, ``ask_confessions``, ``confess``): with the Reincarnation, each player
  still in the deal may say "it's my defeat" before the cards are shown (unless the Cuckoo was declared);
* **reveal** (``reveal``): the cards of the players still in the deal are shown and the family settles
  the deal (``Family.settle``, comparing them with :mod:`taverna.games.cucu.result` by ``reveal_rule``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from taverna.core.match import Action
from taverna.games.cucu.actions import DEFEAT, PASS
from taverna.games.cucu.hands import SHOW

if TYPE_CHECKING:
    from taverna.games.cucu.engine import CucuMatch


def participants(m: CucuMatch) -> list[str]:
    hands, lost, dead = m.hands, m.lost, m.dead  # in_deal(p) for each
    return [p for p in m.order if p in hands and p not in lost and p not in dead]


def end_exchanges(m: CucuMatch) -> None:
    if m.opts.reincarnation and not m.declared and participants(m):
        m.phase = "confess"
    else:
        m.phase = "reveal"


def ask_confessions(m: CucuMatch) -> bool:
    """Wait for the players who have not yet answered (True), or, all answered, reveal (False)."""
    pending = [p for p in participants(m) if p not in m.confessions]
    if pending:
        m.waiting = {p: [DEFEAT, PASS] for p in pending}
        return True
    reveal(m)
    return False


def confess(m: CucuMatch, player: str, action: Action) -> None:
    m.confessions[player] = action == DEFEAT
    m.emit("confessed", to=[player], player=player, defeat=action == DEFEAT)
    m.emit("answered", player=player)


def reveal(m: CucuMatch) -> None:
    hands, names, seen_log = m.hands, m.card_names, m.seen_log
    cards = [(p, hands[p].card) for p in participants(m)]
    m.revealed = {p: names[c] for p, c in cards}
    for p, c in cards:  # show(p) for each
        seen_log.append((SHOW, p, c))
    m.emit("reveal", cards=m.revealed)  # (the same record as the deal's summary: never changed once made)
    m.family.settle(m, cards)


def reveal_rule(m: CucuMatch) -> str:
    """Who loses at the comparison (cambio family): the expansions' rule, else the lowest card."""
    o = m.opts
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
