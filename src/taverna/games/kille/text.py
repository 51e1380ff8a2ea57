"""Krypkille in words, for text clients."""

from __future__ import annotations

from typing import Any

from taverna.cards.cuckoo import card_text


def describe_event(ev: dict[str, Any], lang: str = "en", rules: str | None = None) -> str | None:
    k = ev.get("kind")
    if k == "round_start":
        return f"Round {ev['round']}: {ev['dealer']} deals {ev['cards_each']} cards each ({ev['unused']} unused)."
    if k == "hand":
        return "Your hand: " + ", ".join(card_text(c, lang) for c in ev["cards"])
    if k == "play":
        return f"{ev['player']} plays {card_text(ev['card'], lang)}."
    if k == "trick":
        how = "the weakest card takes the last trick" if ev.get("last") else "the strongest card takes the trick"
        return f"{ev['winner']} wins ({how})."
    if k == "round_won":
        return f"{ev['player']} wins the round: {ev['points']} point(s)."
    if k == "game_over":
        w = ev.get("winner")
        return "The game is over. Winner: " + (", ".join(w) if isinstance(w, list) else str(w))
    return None


def situation(view: dict[str, Any], lang: str = "en") -> str:
    lines = [f"Round {view['round']} of {view['rounds']}, dealer {view['dealer']}, {view['tricks_left']} trick(s) left"]
    for p in view["players"]:
        extra = f", {p['chips']} chips" if "chips" in p else ""
        lines.append(f"  {p['name']}: {p['points']} points{extra}")
    if view.get("trick"):
        lines.append("On the table: " + " - ".join(f"{p} {card_text(c, lang)}" for p, c in view["trick"]))
    if view.get("hand") is not None:
        lines.append("Your hand: " + ", ".join(card_text(c, lang) for c in view["hand"]))
    return "\n".join(lines)


def help_text(view: dict[str, Any], lang: str = "en") -> str:
    return (
        "Play a card stronger than every card on the table; if you have none, you must play your weakest. "
        "Identical cards: the later is weaker. The strongest card takes a trick and leads the next, but the "
        "weakest card takes the last trick and scores the point.\nYour choices: " + ", ".join(view.get("legal", []))
    )
