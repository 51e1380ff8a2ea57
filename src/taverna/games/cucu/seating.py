"""Before the first deal: seats by drawing cards; after a game: the winner deals the next.

* Campli (pagat): "each player one card face up ... just half a pack (20 cards) containing one
  card of each rank. The player who receives the highest card is the first dealer, the player
  with the second highest card sits to the dealer's right, and so on".
* Cambio (rulebook): the strongest draw sits first and deals; "the 'Clown' card is regarded as the
  strongest card"; "If two players draw the same card, only those two draw a card once more".

Taverna seats the players in the order of their draws, the strongest first (the dealer), the next
to the dealer's right (so next in the order of play), and the weakest last.  Ties draw again,
among themselves, from a fresh pack.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from taverna.cards.cuckoo import FOOL, card_str, cuckoo_pack
from taverna.core.errors import BadArgument
from taverna.core.match import Match
from taverna.core.rng import Rng


@dataclass(frozen=True)
class Seating:
    players: list[str]  # in order of play, the dealer first
    dealer: str
    draws: list[dict[str, str]]  # each round of drawing: name -> card


def draw_seating(names: Sequence[str], rules: str, rng: Rng, half_pack: bool = True) -> Seating:
    """Seat ``names`` by drawing cards as the rule set describes."""
    if len(set(names)) != len(names) or not names:
        raise BadArgument("seating needs a non-empty list of unique names")
    clown_high = rules in ("cambio", "bga")

    def strength(card: int) -> float:
        return 99.0 if (card == FOOL and clown_high) else float(card)

    draws: list[dict[str, str]] = []

    def rank(group: list[str]) -> list[str]:
        pack = (
            cuckoo_pack(1, 1) if (half_pack and rules in ("campli", "lu-stu") and len(group) <= 20) else cuckoo_pack()
        )
        rng.shuffle(pack)
        got = {n: pack[i % len(pack)] for i, n in enumerate(group)}
        draws.append({n: card_str(c) for n, c in got.items()})
        out: list[str] = []
        for value in sorted({strength(c) for c in got.values()}, reverse=True):
            tied = [n for n in group if strength(got[n]) == value]
            out.extend(tied if len(tied) == 1 else rank(tied))
        return out

    order = rank(list(names))
    return Seating(players=order, dealer=order[0], draws=draws)


def card_name(card: str, lang: str, rules: str) -> str:
    """A drawn card's name (``taverna play --draw-seats``): in the rule set's words where it plays with the
    Cuckoo pack the draw is from, else as the Cambio rulebook, whose seat draw this is, names it."""
    from .text import name_card

    named: str = name_card(card, lang, rules if rules in ("campli", "lu-stu", "cambio", "bga") else "cambio")
    return named


def next_game(match: Match) -> dict[str, object]:
    """Arguments for the next game of a session: the same table, the winner deals first."""
    summary = match.summary()
    winner = summary.get("winner")
    dealer = winner if isinstance(winner, str) else match.first_dealer
    return {"players": list(match.players), "rules": match.rules, "options": dict(match.option_values),
            "dealer": dealer}  # fmt: skip
