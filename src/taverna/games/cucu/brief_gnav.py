"""Gnav's card guide (``brief.card_guide`` for the rule set ``gnav``): every card, strongest first, with its name,
its place and its power under the table's options (the sentences of ``messages_gnav``)."""

from __future__ import annotations

from typing import Any

from taverna.cards import gnav
from taverna.games.cards_guide import entry, guide, join, place, plain
from taverna.games.cucu.text import _say


def card_guide(opts: Any, lang: str) -> dict[str, Any]:
    """Every card, strongest first, with its name, its place and its power under the table's options."""

    def say(key: str, **fields: Any) -> str:
        return _say(lang, key, "gnav", **fields)

    powers = {
        gnav.CUCKOO: ["guide_gnav_cuckoo"] + (["guide_gnav_cuckoo_fine"] if opts.cuckoo_fine else []),
        gnav.DRAGOON: ["guide_gnav_fine"],
        gnav.CAT: ["guide_gnav_fine"],
        gnav.HORSE: ["guide_gnav_pass"],
        gnav.HOUSE: ["guide_gnav_pass"],
        gnav.FOOL: ["guide_gnav_fool"] + (["guide_gnav_fool_campli"] if opts.fool_end == "campli" else []),
    }
    out = []
    for i, c in enumerate(gnav.RANKS):
        said = [say(key, call=gnav.CALLS.get(c, "")) for key in powers.get(c, [])]
        out.append(entry(gnav.card_str(c), gnav.card_word(c, lang), place(lang, i + 1, len(gnav.RANKS)),
                         join(lang, *said) if said else plain(lang)))  # fmt: skip
    return guide("gnav", out)
