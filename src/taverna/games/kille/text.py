"""Krypkille in words, for text clients (sentences from ``taverna/games/kille/locales/<lang>.ftl``, in ``lang``)."""

from __future__ import annotations

from typing import Any

from taverna.games.kille.packs import KILLE, KILLE_PACK_RULES, pack_of_rules
from taverna.i18n import say, winners


def _say(lang: str, key: str, **fields: Any) -> str:
    return say("kille", lang, key, **fields)


def rule_card_names(lang: str) -> dict[str, dict[str, str]]:
    """The names of the cards of the rule sets that play the Kille pack (the browser's names)."""
    return {r: {KILLE.text(c): KILLE.name_of(c, lang) for c in KILLE.ranks} for r in KILLE_PACK_RULES}


def describe_event(ev: dict[str, Any], lang: str = "en", rules: str | None = None) -> str | None:
    k = ev.get("kind")
    card_text = pack_of_rules(rules).card_text
    if k == "round_start":
        return _say(lang, "round_start", round=ev["round"], dealer=ev["dealer"], cards_each=ev["cards_each"],
                    unused=ev["unused"])  # fmt: skip
    if k == "hand":
        return _say(lang, "your_hand", cards=", ".join(card_text(c, lang) for c in ev["cards"]))
    if k == "play":
        return _say(lang, "play", player=ev["player"], card=card_text(ev["card"], lang))
    if k == "trick":
        return _say(lang, "trick_last" if ev.get("last") else "trick", winner=ev["winner"])
    if k == "round_won":
        return _say(lang, "round_won", player=ev["player"], points=ev["points"])
    if k == "game_over":
        w = ev.get("winner")
        return _say(lang, "game_over_winner", **winners(lang, w))
    return None


def situation(view: dict[str, Any], lang: str = "en") -> str:
    card_text = pack_of_rules(view.get("rules")).card_text
    lines = [_say(lang, "head", round=view["round"], rounds=view["rounds"], dealer=view["dealer"],
                  tricks_left=view["tricks_left"])]  # fmt: skip
    for p in view["players"]:
        if "chips" in p:
            lines.append(_say(lang, "player_chips", name=p["name"], points=p["points"], chips=p["chips"]))
        else:
            lines.append(_say(lang, "player", name=p["name"], points=p["points"]))
    if view.get("trick"):
        lines.append(_say(lang, "on_table", cards=" - ".join(f"{p} {card_text(c, lang)}" for p, c in view["trick"])))
    if view.get("hand") is not None:
        lines.append(_say(lang, "your_hand", cards=", ".join(card_text(c, lang) for c in view["hand"])))
    return "\n".join(lines)


def help_text(view: dict[str, Any], lang: str = "en") -> str:
    return _say(lang, "help", choices=", ".join(view.get("legal", [])))
