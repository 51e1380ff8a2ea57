"""Slabberjan's card guide (``brief.card_guide`` for the rule set ``slabberjan``): every piece, strongest first,
with its name, its place and its power under the table's options (the sentences of ``messages_slabberjan``)."""

from __future__ import annotations

from typing import Any

from taverna.cards import slabberjan as pieces
from taverna.games.cards_guide import entry, guide, join, place, plain
from taverna.games.cucu.slabberjan import GRADED
from taverna.games.cucu.text import _say


def card_guide(opts: Any, lang: str) -> dict[str, Any]:
    """Every piece, strongest first, with its name, its place and its power under the table's options (the card
    guide of ``brief.card_guide``)."""

    def say(key: str, **fields: Any) -> str:
        return _say(lang, key, "slabberjan", **fields)

    powers = {
        pieces.RIDER: ["guide_slab_rider"] + (["guide_slab_fee"] if opts.rider_fee else []),
        pieces.BIRD: [f"guide_slab_bird_{opts.bird}"] + (["guide_slab_fee"] if opts.rider_fee else []),
        pieces.CAT: [f"guide_slab_cat_{opts.cat}"],
        pieces.INN: ["guide_slab_inn"] + (["guide_slab_fee"] if opts.inn_fee else []),
    }
    kinds = sorted(pieces.KINDS, key=lambda k: -pieces.rank(k, opts.low_order))
    out = []
    for i, k in enumerate(kinds):
        said = [say(key) for key in powers.get(k, [])]
        if opts.stakes == "graded" and k in GRADED:
            said.append(say("guide_slab_graded", n=GRADED[k]))
        out.append(entry(pieces.card_str(k), pieces.card_name(k, lang), place(lang, i + 1, len(kinds)),
                         join(lang, *said) if said else plain(lang)))  # fmt: skip
    return guide("slabberjan", out)
