"""Card names for the browser, per game and language (from ``taverna.cards``)."""

from __future__ import annotations

from functools import cache
from typing import Any

LANGS = ("en", "it", "ko", "ja", "fr")


@cache
def i18n(lang: str) -> dict[str, Any]:
    """``{"lang", "cards": Cuckoo-pack names, "games": {game: {canonical card: name}}, "rules": {...}}``.

    ``cards`` are the Cuckoo pack's names (Cucù, Krypkille, Hypp); ``games`` has every pack's names by
    game (a game's ``text`` part's ``card_names(lang)``, else the Cuckoo pack's); ``rules`` the names a
    rule set gives its own cards (``rule_card_names(lang)``: Cambio's House and Clown ...).
    """
    from taverna.cards import cuckoo
    from taverna.games import games

    cards = {cuckoo.card_str(c): cuckoo.card_name(c, lang) for c in cuckoo.RANKS}
    out: dict[str, dict[str, str]] = {}
    rules: dict[str, dict[str, dict[str, str]]] = {}
    for gid, info in games().items():
        text = info.part("text")  # a game names its own pack's cards (card_names), and per rule set where they differ
        names_of = getattr(text, "card_names", None)
        out[gid] = names_of(lang) if names_of is not None else cards
        by_rules = getattr(text, "rule_card_names", None)
        if by_rules is not None:
            rules[gid] = by_rules(lang)
    return {"lang": lang, "cards": cards, "games": out, "rules": rules}


def request_lang(conn: Any) -> str:
    """The language a request asks its refusals in (docs/i18n.md): ``?lang=`` where it is one of ``LANGS``, else
    the first of ``LANGS`` its ``Accept-Language`` names (the pages send theirs: ``static/js/api.js``), else
    English."""
    lang = conn.query_params.get("lang", "")
    if lang in LANGS:
        return str(lang)
    ranked: list[tuple[float, int, str]] = []
    for i, part in enumerate(conn.headers.get("accept-language", "")[:200].split(",")):
        tag, _, params = part.strip().partition(";")
        q = 1.0
        if params.strip().startswith("q="):
            try:
                q = float(params.strip()[2:])
            except ValueError:
                q = 0.0
        primary = tag.strip().split("-")[0].lower()
        if primary in LANGS and q > 0:
            ranked.append((-q, i, primary))
    return min(ranked)[2] if ranked else "en"
