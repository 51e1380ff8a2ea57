"""A batch kernel for Cucù: whole deals of Campli, Lu Stù, Cambio and BGA in compiled code (numba).

The reference engine (:mod:`taverna.games.cucu`) checks every action, logs events and answers
views; it plays a few thousand deals a second.  Research (strategy search, equilibria, the
statistics of a seat) needs millions.  This module plays **single deals** of four rule sets with
the same rules as the engine, for strategies given as tables, with the loop over deals inside one
compiled function, array state and no Python object per deal:

>>> table = threshold_table(6, 4)                  # exchange any card below 4
>>> out = simulate("campli", 6, table, 100_000, seed=1)
>>> out.losses.mean(axis=0)                        # tokens lost per deal, by seat  # doctest: +SKIP

Scope.  One deal from a fresh state: every player in the game (Campli: each with ``tokens``
tokens, 3 by default; Cambio: the first round of a set, the pack just shuffled), seats numbered
in order of play (seat 0 acts first, seat ``players - 1`` is the dealer).  That is the first deal
of a fresh match of the reference engine with the dealer ``players[0]``: seat ``k`` is
``players[(k + 1) % n]``.  What happens between deals (chips, rounds, the deck carried over and
the adults' time in Cambio and BGA) is left to the caller, except in :func:`simulate_matches`,
which plays whole Campli and Lu Stù matches (tokens, eliminations, re-entries).  Lu Stù, BGA and
the Cambio options that change a deal (``options=``) are described in ``docs/simulation.md``.

Rules covered (``docs/rules/cucu.md`` §1 and §3):

* **Campli**: the interleaved deal from the bottom of the pack; the Cucù arrests; the Bum costs the
  exchanger a token; the Salta passes the request on (a jumped Horse holder takes no decision)
  and at the dealer sends the exchanger the top card of the pack; the Gnaf costs a token and
  undoes the card's exchanges newest first; the Taverna's insurance (``insure``, ``accept``; an
  insured nulla that loses makes the innkeeper pay); the receiver of an exchange (or the arresting
  target) decides next; the dealer exchanges with the pack; dead cards (a player who loses the
  last token in the exchanges is out of the comparison); the comparison with the Matto (ties the
  lowest, two Matti are worth 14½) and the Cuckoo that never loses.
* **Cambio**: the deal from the top; the Cuckoo declared (``declare``) at the start of a turn,
  which ends the exchanges, and otherwise exchanged like any card; the Man (the requester loses);
  the Horse and the House pass the request on (past the dealer: the deck); the Cat (the card's
  first holder loses); the Clown received in an exchange (the receiver loses, both ways); the
  dealer's exchange with the deck with every drawn card's effect (Cuckoo: no exchange; Man: the
  drawer loses; Horse, House: draw again; Cat: the first holder loses; a Clown drawn is the
  strongest card); players who lost in the exchanges take no turn, are no target and are not
  revealed; the reveal (lowest loses, ties all lose, a single card left loses nothing); one
  Cuckoo removed from 8 players on.

Strategy tables (:class:`StrategyTable`), per seat ``s`` (0 = first after the dealer):

* ``exchange[s, card + 4, ctx]``: the probability of exchanging (else keeping) holding ``card``
  (-4 fool ... 15 Cuckoo, so the index runs 0..19) in context ``ctx``: what the player has seen
  of the deal so far before deciding: ``CTX_QUIET`` (0) no request reached the player,
  ``CTX_RECEIVED`` (1) the player received their card from an exchanger (the previous player, or
  an earlier one past Horses), ``CTX_ASKED`` (2) a request reached the player but no exchange
  took place (the player's card arrested or passed it, or the innkeeper's insurance);
* ``declare[s]`` (Cambio): the probability of declaring a Cuckoo at each chance to;
* ``insure[s, card + 4]`` (Campli): the exchanger's probability of asking the innkeeper for
  insurance ("pagherai se null?") rather than keeping;
* ``accept[s]`` (Campli): the innkeeper's probability of agreeing (else the Taverna is exchanged).

Values strictly between 0 and 1 are drawn with the kernel's generator (SplitMix64, seeded).
:func:`threshold_table` builds the usual tables; :class:`TableBot` plays a table in the reference
engine through its ``view`` only, which is how the suite checks that both agree.
"""

from taverna.games.cucu.research.kernel.base import (
    BETWEEN_DEALS,
    CTX_ASKED,
    CTX_QUIET,
    CTX_RECEIVED,
    DEAL_OPTIONS,
    KERNEL_RULES,
    NCARDS,
    NCTX,
    NO_CARD,
    NOT_IN_KERNEL,
    PLAYER_LIMITS,
    RULES,
)
from taverna.games.cucu.research.kernel.driver import (
    MATCH_OPTIONS,
    deal_pack,
    kernel_options,
    shuffled_decks,
    simulate,
    simulate_matches,
    warm_up,
)
from taverna.games.cucu.research.kernel.reference import (
    TableBot,
    context_of,
    reference_deal,
    reference_match,
    reference_outcomes,
    seat_of,
)
from taverna.games.cucu.research.kernel.tables import MatchOutcomes, Outcomes, StrategyTable, threshold_table

__all__ = [
    "BETWEEN_DEALS",
    "CTX_ASKED",
    "CTX_QUIET",
    "CTX_RECEIVED",
    "DEAL_OPTIONS",
    "KERNEL_RULES",
    "MATCH_OPTIONS",
    "NCARDS",
    "NCTX",
    "NOT_IN_KERNEL",
    "NO_CARD",
    "PLAYER_LIMITS",
    "RULES",
    "MatchOutcomes",
    "Outcomes",
    "StrategyTable",
    "TableBot",
    "context_of",
    "deal_pack",
    "kernel_options",
    "reference_deal",
    "reference_match",
    "reference_outcomes",
    "seat_of",
    "shuffled_decks",
    "simulate",
    "simulate_matches",
    "threshold_table",
    "warm_up",
]
