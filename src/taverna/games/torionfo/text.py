"""Torionfo in words, for text clients (sentences from ``taverna/games/torionfo/locales/<lang>.ftl``, in ``lang``)."""

from __future__ import annotations

from typing import Any

from taverna.cards.cuckoo import card_name, card_text, parse_card
from taverna.i18n import say, winners


def _say(lang: str, key: str, **fields: Any) -> str:
    return say("torionfo", lang, key, **fields)


def name_card(card: str, lang: str, rules: str | None = None) -> str:
    """A person's name for a card written in the game's notation, in ``lang`` (the terminal shows and
    reads it); a card the notation does not know raises."""
    return card_name(parse_card(card), lang, None)


def _cards(cards: Any, lang: str) -> str:
    return ", ".join(card_text(c, lang) for c in cards)


def _trick(trick: Any, lang: str) -> str:
    return " - ".join(f"{p} {card_text(c, lang)}" for p, c in trick)


def describe_event(ev: dict[str, Any], lang: str = "en", rules: str | None = None) -> str | None:
    k = ev.get("kind")
    if k == "deal_start":
        return _say(lang, "deal_start", deal=ev["deal"], dealer=ev["dealer"], cutter=ev["cutter"])
    if k == "cut":
        return _say(lang, "cut", player=ev["player"], cards=ev["cards"])
    if k == "cut_take":
        return _say(lang, "cut_take", player=ev["player"], card=card_text(ev["card"], lang))
    if k == "dealt":
        return _say(lang, "dealt", dealer=ev["dealer"], cards_each=ev["cards_each"])
    if k == "hand":
        return _say(lang, "your_hand", cards=_cards(ev["cards"], lang))
    if k == "turn_take":
        return _say(lang, "turn_take", player=ev["player"], card=card_text(ev["card"], lang))
    if k == "torionfo":
        return _say(lang, "torionfo", card=card_text(ev["card"], lang), stock=ev["stock"])
    if k == "discard":
        return _say(lang, "discard", player=ev["player"])
    if k == "discarded":
        return _say(lang, "discarded", card=card_text(ev["card"], lang))
    if k == "play_start":
        return _say(lang, "play_start", leader=ev["leader"], tricks=ev["tricks"])
    if k == "play":
        what = "torionfo" if ev.get("torionfo") else "none"
        base = ev.get("base") or "none"
        return _say(lang, "lead" if ev.get("lead") else "play", player=ev["player"], card=card_text(ev["card"], lang),
                    what=what, base=base)  # fmt: skip
    if k == "base":
        return _say(lang, "base", player=ev["player"], base=ev["base"])
    if k == "trick":
        return _say(lang, "trick", winner=ev["winner"], points=ev["points"])
    if k == "deal_end":
        parts = ", ".join(f"{p} {v}" for p, v in ev["scored"].items())
        return _say(lang, "deal_end", deal=ev["deal"], parts=parts, unused=ev["unused_points"])
    if k == "game_over":
        w = ev.get("winner")
        if w is None:
            return _say(lang, "draw_game")
        return _say(lang, "game_over_winner", **winners(lang, w))
    return None


def situation(view: dict[str, Any], lang: str = "en") -> str:
    phase = view.get("phase", "")
    lines = [_say(lang, "head", deal=view["deal"], deals=view["deals"], dealer=view["dealer"],
                  phase=phase if phase in ("cut", "discard") else "tricks", cutter=view.get("cutter"),
                  tricks_left=view.get("tricks_left"))]  # fmt: skip
    totals = {p["name"]: p["points"] for p in view["players"]}
    lines += [_say(lang, "side_total", side=" & ".join(t), points=totals[t[0]]) for t in view["teams"]]
    if view.get("torionfo"):
        lines.append(_say(lang, "torionfo_card", card=card_text(view["torionfo"], lang)))
    if view.get("trick"):
        trick = _trick(view["trick"], lang)
        if view.get("base"):
            lines.append(_say(lang, "on_table_base", cards=trick, base=view["base"]))
        else:
            lines.append(_say(lang, "on_table", cards=trick))
    if view.get("hand") is not None:
        lines.append(_say(lang, "your_hand", cards=_cards(view["hand"], lang)))
    return "\n".join(lines)


def help_text(view: dict[str, Any], lang: str = "en") -> str:
    return _say(lang, "help", choices=", ".join(view.get("legal", [])))
