"""Explicit chance in the OpenSpiel-shaped API (``Game(..., chance="explicit")``): the cards a shuffle
deals become chance outcomes, each fixed when what some player sees first depends on it.

:class:`ChanceNodes` is the part of :class:`~taverna.research.envs.spiel_state.State` that keeps them:
per shuffle its cards (sorted) and the cards fixed so far (``_pools``, ``_prefix``), the shuffle whose
next card is needed (``_need``, at ``_need_at``; None: no chance node) and the outcomes taken
(``_chance``: actions before it, outcome id).  The match is rebuilt with its shuffles scripted after
every action (:meth:`_settle`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from taverna.core.errors import IllegalAction
from taverna.core.match import Match
from taverna.games import sampling

if TYPE_CHECKING:
    from taverna.research.envs.spiel import Game


class ChanceNodes:
    """The chance nodes of a state (a mixin of ``State``: the attributes below are the state's)."""

    game: Game
    match: Match
    shuffles: list[list[Any]]
    _waits: list[tuple[int, str]]
    _pools: list[list[str]]
    _prefix: list[dict[int, str]]
    _need: int | None
    _need_at: int
    _chance: list[tuple[int, int]]

    if TYPE_CHECKING:

        def is_chance_node(self) -> bool: ...

    def _scripted(self, k: int | None = None, moved: list[int] | None = None) -> list[list[str]]:
        """Every known shuffle in full: the cards fixed by chance outcomes in their places, the rest
        in sorted order (in shuffle ``k``, the free places ``moved`` each given another card)."""
        out = []
        for i, (pool, fixed) in enumerate(zip(self._pools, self._prefix, strict=True)):
            rest = list(pool)
            for c in fixed.values():
                rest.remove(c)
            free = [j for j in range(len(pool)) if j not in fixed]
            order = dict(fixed)
            order.update(zip(free, rest, strict=True))
            if i == k and moved:
                by_card = sorted(moved, key=lambda j: order[j])
                cards = [order[j] for j in by_card]
                m = max(cards.count(c) for c in cards)
                for j, c in zip(by_card, cards[m:] + cards[:m], strict=True):
                    order[j] = c
            out.append([order[j] for j in range(len(pool))])
        return out

    def _rebuild(self) -> None:
        rec = self.match.record()
        while True:
            built = sampling.build(rec, self._scripted(), 0)
            assert built is not None, "a match replays with its shuffles scripted"
            match, sink = built
            if len(sink) <= len(self._pools):
                break
            card_str = self.game.pack.card_str
            new = sink[len(self._pools) :]
            self._pools = [*self._pools, *(sorted(card_str(c) for c in x) for x in new)]
            self._prefix = [*self._prefix, *({} for _ in new)]
        self.match, self.shuffles = match, sink

    def _settle(self) -> None:
        """Explicit chance, after every action: the match is rebuilt with its shuffles scripted, and
        the state is a chance node if what some player sees (or the spectator) depends on a card of
        a shuffle that no chance outcome has fixed yet: tried by giving the free places other cards
        (a rotation of their sorted cards), halving the places tried until one is found."""
        if len(self.shuffles) != len(self._pools) or (
            self._pools and self._scripted() != [[self.game.pack.card_str(c) for c in s] for s in self.shuffles]
        ):
            self._rebuild()
        self._need = None  # (also at the end: the last action may have drawn a card that the end shows)
        rec = self.match.record()
        names: list[str | None] = [*self.game.names, None]
        seen = [sampling.public_view(self.match.view(n)) for n in names]

        def differs(k: int, moved: list[int]) -> bool:
            built = sampling.build(rec, self._scripted(k, moved), 0)
            return built is None or [sampling.public_view(built[0].view(x)) for x in names] != seen

        for k, (pool, fixed) in enumerate(zip(self._pools, self._prefix, strict=True)):
            free = [j for j in range(len(pool)) if j not in fixed]
            order = self._scripted()[k]
            if len({order[j] for j in free}) < 2 or not differs(k, free):
                continue
            cands = free
            while len(cands) > 1:
                half = cands[: len(cands) // 2]
                other = cands[len(half) :]
                if len({order[j] for j in half}) > 1 and differs(k, half):
                    cands = half
                elif len({order[j] for j in other}) > 1 and differs(k, other):
                    cands = other
                else:  # both halves matter only together: swap within the whole set
                    break
            self._need = k
            self._need_at = cands[0]
            return

    def _chance_options(self) -> list[tuple[int, float, str]]:
        """(outcome id, probability, card) of the chance node: each class of the cards left."""
        assert self._need is not None
        k = self._need
        fixed = self._prefix[k]
        rest = [c for j, c in enumerate(self._scripted()[k]) if j not in fixed]
        klass = self.game.chance_class
        counts: dict[str, int] = {}
        first: dict[str, str] = {}
        for c in rest:
            label = klass(c)
            counts[label] = counts.get(label, 0) + 1
            first.setdefault(label, c)
        labels = self.game.chance_labels
        return sorted((labels.index(lb), n / len(rest), first[lb]) for lb, n in counts.items())

    def _apply_chance(self, action: int) -> None:
        options = self._chance_options()
        card = next((c for i, _, c in options if i == int(action)), None)
        if card is None:
            legal = [str(i) for i, _, _ in options]
            raise IllegalAction("chance", str(action), legal, "legal chance outcomes are listed")
        assert self._need is not None
        self._prefix[self._need] = {**self._prefix[self._need], self._need_at: card}
        self._chance.append((len(self.match.history) + len(self._waits), int(action)))
        self._rebuild()
        self._settle()

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """Explicit chance: (outcome id, exact probability) of each card (or rank) the next card may be."""
        if not self.is_chance_node():
            return []
        return [(i, p) for i, p, _ in self._chance_options()]
