"""Card packs, record notation and card names in English, Italian, Korean and Japanese.

Packs: the Cuckoo pack (``cuckoo``: 40, 39 and the 80-card double pack).  The
Italian 40-card pack (Coteccio), the Cuajo 112-card pack and the French 52-card
pack (``french``: Le Her) come with their games and follow the same shape: a ``parse_card``, a ``card_str`` and a
``card_name(card, lang)``.
"""

from taverna.cards.cuckoo import LANGUAGES, card_name, card_str, cuckoo_pack, parse_card

__all__ = ["LANGUAGES", "card_name", "card_str", "cuckoo_pack", "parse_card"]
