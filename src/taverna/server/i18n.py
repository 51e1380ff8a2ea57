"""Card names for the browser, per game and language (from ``taverna.cards``)."""

from __future__ import annotations

from functools import cache
from typing import Any

LANGS = ("en", "it", "ko", "ja")


@cache
def i18n(lang: str) -> dict[str, Any]:
    """``{"lang", "cards": Cuckoo-pack names, "games": {game: {canonical card: name}}, "rules": {...}}``.

    ``cards`` are the Cuckoo pack's names (Cucù, Krypkille, Hypp); ``games`` has every pack's names by
    game; ``rules`` the names a Cucù rule set gives its own cards (Cambio's House and Clown ...).
    """
    from taverna.cards import cuajo, cuckoo, italian

    def cuckoo_names(rules: str | None = None) -> dict[str, str]:
        return {cuckoo.card_str(c): cuckoo.card_name(c, lang, rules) for c in cuckoo.RANKS}

    cards = cuckoo_names()
    rulebook = cuckoo_names("cambio")  # Coch and Zifuli come from the Korean rulebook and say its names (House, Clown)
    it_names = {italian.card_str(c): italian.card_name(c, lang) for c in italian.italian_pack()}
    cj_names = {cuajo.card_str(c): cuajo.card_name(c, lang) for c in dict.fromkeys(cuajo.cuajo_pack())}
    from taverna.games import games

    out: dict[str, dict[str, str]] = {}
    for gid in games():
        out[gid] = it_names if gid == "coteccio" else cj_names if gid == "cuajo" else rulebook if gid in ("coch", "zifuli") else cards
    rules = {r: cuckoo_names(r) for r in ("campli", "lu-stu", "cambio", "bga")}
    return {"lang": lang, "cards": cards, "games": out, "rules": {"cucu": rules}}
