"""Slabberjan's events in words: :func:`describe` says one of its events (``text.describe_event`` asks it
first for the rule set ``slabberjan``) with the sentences of the game's ``locales/<lang>.ftl``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from taverna.cards import slabberjan as pieces

# each matador's event (the Dutch name) and the piece it shows
EVENT_PIECES = {"ruiter": pieces.RIDER, "vogel": pieces.BIRD, "poesje": pieces.CAT, "herberg": pieces.INN}
EVENTS = (*EVENT_PIECES, "exchanges_end", "undone", "token_paid", "on_credit", "declared_dead", "no_exchange",
          "deck_exchange", "eliminated", "life_lost")  # fmt: skip


def describe(ev: dict[str, Any], s: Callable[..., str], c: Callable[[Any], str]) -> str | None:
    """One line for a Slabberjan event (``s``: a sentence of the catalogue, ``c``: a piece's name), or None for an
    event Cucù's own sentences tell."""
    k = str(ev.get("kind"))
    p = ev.get("player")
    if k in EVENT_PIECES:
        card = c(pieces.card_str(EVENT_PIECES[k]))
        call = ev.get("call", "")
        if k == "herberg":
            return s("slab_inn", player=p, card=card, call=call, requester=ev["requester"])
        if k == "poesje":
            return s("slab_cat", player=p, card=card, call=call)
        return s("slab_refuse", player=p, card=card, call=call, requester=ev["requester"])
    if k == "exchanges_end":
        return s("slab_halt", card=c("bird"))
    if k == "undone":
        names = ", ".join(ev.get("players") or [])
        return s("slab_undone", names=names) if names else s("slab_undone_none")
    if k == "token_paid":
        why = ev.get("why")
        if why == "lowest":
            return s("slab_paid_lowest", player=p, tokens=ev["tokens"], left=ev["left"])
        piece = EVENT_PIECES.get(str(why), pieces.RIDER)
        return s("slab_paid_fee", player=p, card=c(pieces.card_str(piece)), left=ev["left"])
    if k == "on_credit":
        return s("slab_on_credit", player=p)
    if k == "declared_dead":
        return s("slab_dead", player=p)
    if k == "no_exchange":
        return s("slab_no_exchange", player=p)
    if k == "deck_exchange" and ev.get("source") == "bag":
        return s("slab_bag", player=p)
    if k == "eliminated":
        return s("slab_out", player=p)
    return None
