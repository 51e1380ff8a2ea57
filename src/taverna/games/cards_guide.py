"""The card guide's shared words, a kit of the games layer: each game's ``brief`` part answers
``card_guide(rules, lang, options)`` with the distinct cards of its pack in the rule set's order (strongest
first, from the engine's own order), each with its name, its place and its power in a language; the
server serves it (``GET /api/games/{game}/cards``) and the table shows it on every card and as a strip.

The place is said with :func:`place` ("3rd strongest of 20", "1st strongest of the 10 picture cards");
the words are the common catalogue's (``guide_*`` in ``taverna.i18n.common``), a game's own sentences
are in its ``messages`` part.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from taverna.cards import cuckoo
from taverna.i18n import one_after_another, say


def place(lang: str, k: int, n: int, group: str | None = None) -> str:
    """The ``k``-th strongest of ``n`` (of the ``n`` cards of ``group`` where the order is within a group)."""
    if group is None:
        return say("common", lang, "guide_place", k=k, n=n)
    return say("common", lang, "guide_place_in", k=k, n=n, group=group)


def entry(card: str, name: str, place: str, power: str) -> dict[str, str]:
    return {"card": card, "name": name, "place": place, "power": power}


def guide(pack: str, cards: Iterable[dict[str, str]], notes: Iterable[str] = ()) -> dict[str, Any]:
    """What ``card_guide`` answers: the pack the table draws, the cards in order, notes on the rule set."""
    return {"pack": pack, "cards": list(cards), "notes": [n for n in notes if n]}


def join(lang: str, *sentences: str) -> str:
    """Sentences one after the other, as ``lang`` writes them (the shared message ``sentences``: Japanese puts
    no space between them)."""
    return one_after_another(lang, *sentences)


def plain(lang: str) -> str:
    """The power of a card that has none of its own."""
    return say("common", lang, "guide_plain")


def two_kinds(
    pictures: tuple[int, ...], lang: str, names: dict[str, str], power: Callable[[int], str]
) -> list[dict[str, str]]:
    """The Cuckoo pack of the trick games (``taverna.games.kinds``): the picture cards in the game's order,
    then the number cards 10 down to 1, each placed within its kind (a card of one kind never beats the other)."""
    numbers = tuple(range(10, 0, -1))
    out = []
    for kind, cards in (("guide_pictures", pictures), ("guide_numbers", numbers)):
        group = say("common", lang, kind)
        for k, c in enumerate(cards):
            out.append(
                entry(cuckoo.card_str(c), names[cuckoo.card_str(c)], place(lang, k + 1, len(cards), group), power(c))
            )
    return out


def half_points(half: int) -> str:
    """Half-points as people write them: 2 → 1, 1 → ½, 3 → 1½."""
    return (str(half // 2) if half // 2 or not half % 2 else "") + ("½" if half % 2 else "")


__all__ = ["entry", "guide", "half_points", "join", "place", "plain", "two_kinds"]
