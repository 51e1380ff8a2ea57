"""Where the three families of Cucù rule sets differ, as hooks the phases call.

A rule set is a preset of :class:`~taverna.games.cucu.options.CucuOptions`; its ``family``
option picks one :class:`Family` (``pagat``: Campli, Lu Stù; ``cambio``: the rulebook, BGA;
``le-her``: Le Her), and the phases ask it wherever the families part ways: how a match
starts, how a deal's cards go out, what an exchange and a loss mean, how a deal is settled and
ends, and what the view adds.  The other differences are the options' own (``cat_rule``,
``inn_rule``, ``cuckoo_rule`` ...), read by the phase they concern.

Families are stateless: every hook takes the match.  They are frozen dataclasses so that a
copied match shares its family (``taverna.bots.search.clone`` shares frozen dataclasses).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from taverna.core.match import Json

if TYPE_CHECKING:
    from taverna.games.cucu.engine import CucuMatch


@dataclass(frozen=True)
class Family:
    """The hooks, defined by each family (``pagat.Pagat``, ``cambio.Cambio``, ``le_her.LeHer``); one that
    raises ``NotImplementedError`` here is left out only by a family never asked it (sets are cambio's;
    Le Her has no requests, so no Horse and no loss during the exchanges)."""

    name: ClassVar[str]
    counter: ClassVar[str]  # what each player's count is called (tokens, chips, score)
    fresh_pack: ClassVar[bool]  # the whole pack is shuffled before every deal (else the discards carry over)
    refills_deck: ClassVar[bool] = False  # an empty deck is refilled from the shuffled discards
    jumps: ClassVar[bool] = False  # a player a request jumps over (Horse, House) loses their own decision
    last_one_ends_deal: ClassVar[bool] = False  # the deal stops when a single player is left in the game
    fewer_cuckoos: ClassVar[bool] = False  # one Cuckoo is removed from ``one_cuckoo_from`` players on

    def start(self, m: CucuMatch) -> None:
        """The counters and the ``match_start`` event, then the first deal (or set)."""
        raise NotImplementedError

    def begin_set(self, m: CucuMatch, leader: str, as_dealer: bool) -> None:
        """A new set, led by ``leader`` (its dealer if ``as_dealer``, else its first player): cambio only."""
        raise NotImplementedError

    def deal_cards(self, m: CucuMatch, order: list[str]) -> None:
        """After ``deal_start``: the pack and the cards of a new deal (``order``: the players in)."""
        raise NotImplementedError

    def deal_start_data(self, m: CucuMatch, first: str) -> dict[str, Json]:
        """What ``deal_start`` adds (and what a new deal counts) besides the deal, dealer and order."""
        return {}

    def exchange(self, m: CucuMatch, p: str) -> None:
        """``p`` chose to exchange (``p`` may be the dealer)."""
        raise NotImplementedError

    def horse_at_dealer(self, m: CucuMatch, r: str) -> None:
        """``r``'s request jumped over every player up to a Horse (or a passing Inn) held by the dealer."""
        raise NotImplementedError

    def after_request(self, m: CucuMatch, target_index: int) -> None:
        """After a request that reached ``order[target_index]``: who decides next (by default the next turn)."""

    def lose(self, m: CucuMatch, p: str, reason: str, tokens: int) -> None:
        """``p`` loses now, during the exchanges (a token, or the deal)."""
        raise NotImplementedError

    def settle(self, m: CucuMatch, cards: list[tuple[str, int]]) -> None:
        """The comparison of the cards revealed, and what it costs: the phase becomes ``settled``."""
        raise NotImplementedError

    def end_of(self, m: CucuMatch) -> str | None:
        """At the end of a deal, before its summary: ``game``, ``set`` or ``match`` if one ends, else None."""
        return None

    def summary_extra(self, m: CucuMatch, d: dict[str, Json]) -> None:
        """What a deal's summary adds."""

    def player_extra(self, m: CucuMatch, p: str, item: dict[str, Json]) -> None:
        """What a view adds to the entry of player ``p``."""

    def view_extra(self, m: CucuMatch, v: dict[str, Json]) -> None:
        """What a view adds."""
