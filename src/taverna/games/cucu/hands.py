"""A card in a hand, and the journal of who has seen which card this deal."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

# the entries of CucuMatch.seen_log: a card given to a player, a card shown to all, one player told another's card
GIVE, SHOW, TELL = "give", "show", "tell"


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
