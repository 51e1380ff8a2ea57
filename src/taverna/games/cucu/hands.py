"""A card in a hand, and the journal of who has seen which card this deal."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

# the entries of CucuMatch.seen_log: a card given to a player, a card shown to all, one player told another's card
GIVE, SHOW, TELL = "give", "show", "tell"

Known = dict[str | None, dict[str, int]]  # viewer (None: everyone) -> player -> the card the viewer saw in that hand


def fold_seen(
    known: Known,
    entries: Iterable[tuple[Any, ...]],
    want: Collection[str | None] | None,
    indian: bool,
    order: Sequence[str],
    players: Sequence[str],
) -> None:
    """``known`` (what each viewer has seen, see ``CucuMatch.known``) brought up to date with the
    ``seen_log`` entries that follow it, for the viewers in ``want`` (None: all; each viewer's record
    is kept on its own, so the viewers asked for get the same whichever others are asked with them):
    a card given to ``p`` is forgotten by the others and seen by ``p`` (Indian: by everyone but
    ``p``); a card shown is seen by everyone; ``(TELL, a, b, card)``: ``a`` saw ``b``'s card."""
    for entry in entries:
        kind = entry[0]
        if kind == GIVE:
            _, p, card = entry
            for viewer, seen in known.items():
                if viewer != p:
                    seen.pop(p, None)
            if not indian:
                if want is None or p in want:
                    known.setdefault(p, {})[p] = card
            else:
                if want is None or p in want:
                    known.setdefault(p, {}).pop(p, None)
                for q in order:
                    if q != p and (want is None or q in want):
                        known.setdefault(q, {})[p] = card
        elif kind == SHOW:
            _, p, card = entry
            if want is None or None in want:
                known.setdefault(None, {})[p] = card
            for q in players:
                if want is None or q in want:
                    known.setdefault(q, {})[p] = card
        else:
            _, a, b, card = entry
            if want is None or a in want:
                known.setdefault(a, {})[b] = card


@dataclass(slots=True)
class Held:
    """A card in a hand, with what the rules need to know of its journey this deal."""

    card: int
    first: str  # the first player to hold it this deal (the rulebook's "original owner")
    # exchanges (giver, receiver), for the Gnaf: a tuple (replaced, never changed in place), which a copy shares
    trail: tuple[tuple[str, str], ...] = ()
    from_deck: bool = False  # a Clown drawn from the deck: the strongest card
    inn_bought: bool = False  # an Inn obtained by an agreed exchange (Lu Stù)

    def __deepcopy__(self, memo: dict[int, Any]) -> Held:
        # (a match's copy, for the search bots' rollouts: every field is immutable; the slots set here
        # rather than through __init__, which is slower)
        new = _new(Held)
        new.card, new.first, new.trail = self.card, self.first, self.trail
        new.from_deck, new.inn_bought = self.from_deck, self.inn_bought
        return new


_new = object.__new__
