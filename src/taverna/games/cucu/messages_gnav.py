"""Gnav's engine phrases (``REASONS``, ``EFFECTS``), added to Cucù's (:mod:`taverna.games.cucu.messages`)
when the game's package is imported; Gnav's sentences are in the game's ``locales/<lang>.ftl``."""

from __future__ import annotations

from taverna.games.cucu.messages import EFFECTS, REASONS

GNAV_REASONS = {
    "asked the Dragoon": "why_dragoon",
    "asked the Cuckoo": "why_gnav_cuckoo",
    "drew a matador from the stock": "why_stock_matador",
}
# the phrase Cucù's Cat gives too ("asked the Cat"): Gnav's own sentence in Gnav only (text.py), the other rule
# sets keep theirs, which names the card as each rule set calls it
GNAV_ONLY_REASONS = {"asked the Cat": "why_gnav_cat"}
GNAV_EFFECTS = {"matador: no exchange": "effect_matador", "matador: fined": "effect_matador_fined"}


REASONS.update(GNAV_REASONS)
EFFECTS.update(GNAV_EFFECTS)
