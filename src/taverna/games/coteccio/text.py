"""Coteccio in words: events, the situation and help for text clients (sentences from ``taverna/games/coteccio/locales/<lang>.ftl``)."""

from __future__ import annotations

from typing import Any

from taverna.cards.italian import LANGUAGES, card_name, parse_card
from taverna.i18n import say

Json = Any
# The letter of coins in the other suited pack, accepted as typed input only: (typed, notation).  The records
# keep each pack's own letter (shared/spec/records.md: Coteccio ``d`` denari, Cuajo ``o`` oros).
COIN_ALIAS = ("o", "d")


def _card(name: Json, lang: str) -> str:
    try:
        return card_name(parse_card(name), lang if lang in LANGUAGES else "en")
    except ValueError:
        return str(name)


def name_card(card: str, lang: str, rules: str | None = None) -> str:
    """A person's name for a card written in the game's notation, in ``lang`` (the terminal shows and
    reads it); a card the notation does not know raises."""
    return card_name(parse_card(card), lang if lang in LANGUAGES else "en")


def card_names(lang: str) -> dict[str, str]:
    """Every card of the Italian pack by its notation, named in ``lang`` (the browser's names)."""
    from taverna.cards import italian

    return {italian.card_str(c): italian.card_name(c, lang) for c in italian.italian_pack()}


def _say(lang: str, key: str, **fields: Any) -> str:
    return say("coteccio", lang, key, **fields)


def describe_event(ev: dict[str, Json], lang: str = "en", rules: str | None = None) -> str | None:
    """One line for an event, or None for events not worth a line."""
    k = ev.get("kind")
    p = ev.get("player")
    if k == "match_start":
        return _say(lang, "match_start", players=", ".join(ev["players"]), pool=ev["pool"], lives=ev["lives"])
    if k == "deal_start":
        return _say(lang, "deal_start", deal=ev["deal"], dealer=ev["dealer"], leader=ev["leader"])
    if k == "hand":
        return _say(lang, "hand", cards=", ".join(_card(c, lang) for c in ev["cards"]))
    if k == "play":
        return _say(lang, "play", player=p, card=_card(ev["card"], lang))
    if k == "trick":
        return _say(lang, "trick", winner=ev["winner"], number=ev["number"], points=ev["points"])
    if k in ("capotto_choice", "annul", "capotto_try", "capotto", "drop"):
        return _say(lang, str(k), player=p)
    if k == "capotto_saved":
        return _say(lang, "capotto_saved", saver=ev["saver"], player=p)
    if k == "points":
        return _say(lang, "points", points=", ".join(f"{n} {v}" for n, v in ev["points"].items()))
    if k == "lives":
        return _say(lang, "gains" if ev["change"] > 0 else "loses", player=p, lives=ev["lives"])
    if k == "dead":
        return _say(lang, "dead_doctor" if ev.get("may_call_doctor") else "dead", player=p)
    if k == "doctor":
        return _say(lang, "doctor", player=p, fee=ev["fee"], lives=ev["lives"])
    if k == "restart":
        return _say(lang, "restart", lives=ev["lives"], pool=ev["pool"])
    if k == "match_end":
        return _say(lang, "match_end", winner=ev["winner"], pool=ev["pool"])
    return None


def situation(view: dict[str, Json], lang: str = "en") -> str:
    lines = [_say(lang, "head", deal=view["deal"], dealer=view["dealer"], leader=view["leader"], pool=view["pool"])]
    for pl in view["players"]:
        lines.append(_say(lang, "player", name=pl["name"], state="out" if pl["out"] else "in", lives=pl["lives"],
                          tricks=pl["tricks"]))  # fmt: skip
    if view.get("trick"):
        lines.append(_say(lang, "table", cards=", ".join(f"{p} {_card(c, lang)}" for p, c in view["trick"])))
    if view.get("hand") is not None:
        lines.append(_say(lang, "your_hand", cards=", ".join(_card(c, lang) for c in view["hand"])))
    if view.get("winner"):
        lines.append(_say(lang, "won", winner=view["winner"]))
    elif view.get("to_act"):
        lines.append(_say(lang, "to_act", names=", ".join(view["to_act"])))
    return "\n".join(lines)


def help_text(view: dict[str, Json], lang: str = "en") -> str:
    phase = view.get("phase")
    if phase == "capotto":
        return _say(lang, "help_capotto")
    if phase == "doctor":
        return _say(lang, "help_doctor")
    return _say(lang, "help")
