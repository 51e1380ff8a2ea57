"""Hypp in words, for text clients (sentences from ``taverna.games.hypp.messages``, in ``lang``)."""

from __future__ import annotations

from typing import Any

from taverna.cards.cuckoo import card_text
from taverna.i18n import say, winners


def _say(lang: str, key: str, **fields: Any) -> str:
    return say("hypp", lang, key, **fields)


def describe_event(ev: dict[str, Any], lang: str = "en", rules: str | None = None) -> str | None:
    k, p = ev.get("kind"), ev.get("player")
    texts = {
        "round_start": lambda: _say(lang, "round_start", round=ev["round"], dealer=p or ev["dealer"]),
        "packets": lambda: _say(lang, "packets", player=p, cards=ev["cards"]),
        "bet": lambda: _say(lang, "bet", player=p, chips=ev["chips"]),
        "bets_reduced": lambda: _say(lang, "bets_reduced", bets=", ".join(f"{n} {b}" for n, b in ev["bets"].items())),
        "covered": lambda: _say(lang, "covered", player=p, chips=ev["chips"]),
        "reveal": lambda: _say(lang, "reveal", player=p, card=card_text(ev["card"], lang)),
        "paid": lambda: _say(lang, "paid", player=p, chips=ev["chips"], to=ev["payee"]),
        "lowest_card": lambda: _say(lang, "lowest_card", player=p),
        "deal_handed_on": lambda: _say(lang, "deal_handed_on", player=p),
        "game_over": lambda: _say(lang, "game_over", **winners(lang, ev.get("winner"))),
    }  # fmt: skip
    fn = texts.get(str(k))
    return fn() if fn else None


def situation(view: dict[str, Any], lang: str = "en") -> str:
    lines = [_say(lang, "head", round=view["round"], dealer=view["dealer"], limit=view["limit"])]
    for pl in view["players"]:
        bet = view["bets"].get(pl["name"])
        if bet:
            lines.append(_say(lang, "player_bet", name=pl["name"], chips=pl["chips"], bet=bet))
        else:
            lines.append(_say(lang, "player", name=pl["name"], chips=pl["chips"]))
    return "\n".join(lines)


def help_text(view: dict[str, Any], lang: str = "en") -> str:
    if view.get("phase") == "packet":
        return _say(lang, "help_packet", max_packet=view["max_packet"])
    return _say(lang, "help_bet", limit=view["limit"])
