"""Cucù's engine phrases: ``REASONS`` and ``EFFECTS`` name the engine's own English phrases (the ``reason`` of
a lost token, the ``effect`` of a card drawn from the deck) by a key (``why_hunter``, ``effect_man``: the variant
``[hunter]`` of the message ``why``, ``[man]`` of ``deck_effect`` in the game's ``locales/<lang>.ftl``), so they can
be said in every language; a phrase not listed is shown as the engine wrote it (the variant ``*[other]``).
"""

ANTE = " cannot pay the ante"  # the engine's "{names} cannot pay the ante": key "why_ante"

REASONS: dict[str, str] = {
    "anti-cuckoo: declared the Cuckoo": "why_anti_cuckoo",
    "asked the Hunter": "why_hunter",
    "the Cat found the card's first holder": "why_cat_first",
    "received the Clown": "why_clown",
    "drew the Man from the deck": "why_man_deck",
    "the Cat from the deck found the card's first holder": "why_cat_deck",
    "asked the Gnaf": "why_gnaf",
    "asked the Cat": "why_cat",
    "a reverse exchange met the Cat": "why_reverse_cat",
    "a reverse exchange met the Hunter": "why_reverse_hunter",
    "the lowest card": "why_lowest",
    "fourth defeat": "why_fourth",
    "adults' time": "why_adults",
    "cannot pay": "why_cannot_pay",
    "the agreed number of sets has been played": "why_sets_played",
    "the agreed number of deals has been played": "why_deals_played",
}

EFFECTS: dict[str, str] = {
    "cuckoo: no exchange": "effect_cuckoo",
    "man: loses": "effect_man",
    "draw again": "effect_again",
    "cat": "effect_cat",
    "clown: the strongest card": "effect_clown",
    "king: no exchange": "effect_king",
}
