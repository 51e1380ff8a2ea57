"""Torionfo in words, for text clients."""

from __future__ import annotations

from typing import Any

from taverna.cards.cuckoo import card_text


def describe_event(ev: dict[str, Any], lang: str = "en", rules: str | None = None) -> str | None:
    k = ev.get("kind")
    if k == "deal_start":
        return f"Deal {ev['deal']}: {ev['dealer']} shuffles, {ev['cutter']} cuts."
    if k == "cut":
        return f"{ev['player']} lifts {ev['cards']} card(s) off the pack."
    if k == "cut_take":
        return f"{ev['player']} reveals {card_text(ev['card'], lang)} at the bottom of the upper packet and takes it."
    if k == "dealt":
        return f"{ev['dealer']} deals {ev['cards_each']} cards each."
    if k == "hand":
        return "Your hand: " + ", ".join(card_text(c, lang) for c in ev["cards"])
    if k == "turn_take":
        return f"{ev['player']} turns up {card_text(ev['card'], lang)} and takes it."
    if k == "torionfo":
        return f"The Torionfo card is {card_text(ev['card'], lang)} (its twin is a Torionfo card too); {ev['stock']} card(s) left in the stock."
    if k == "discard":
        return f"{ev['player']} puts a card face down under the stock."
    if k == "discarded":
        return f"(you put {card_text(ev['card'], lang)} under the stock)"
    if k == "play_start":
        return f"{ev['leader']} leads; {ev['tricks']} tricks."
    if k == "play":
        what = " (Torionfo)" if ev.get("torionfo") else ""
        base = f", base {ev['base']}" if ev.get("base") else ""
        return f"{ev['player']} {'leads' if ev.get('lead') else 'plays'} {card_text(ev['card'], lang)}{what}{base}."
    if k == "base":
        return f"{ev['player']} makes this a {ev['base']} trick."
    if k == "trick":
        return f"{ev['winner']} takes the trick ({ev['points']} point(s))."
    if k == "deal_end":
        scored = ev["scored"]
        parts = ", ".join(f"{p} {v}" for p, v in scored.items())
        return f"Deal {ev['deal']} scored: {parts} ({ev['unused_points']} point(s) in the cards not played)."
    if k == "game_over":
        w = ev.get("winner")
        if w is None:
            return "The game is over: equal totals, a draw."
        return "The game is over. Winner: " + (", ".join(w) if isinstance(w, list) else str(w))
    return None


def situation(view: dict[str, Any], lang: str = "en") -> str:
    where = {"cut": f"{view['cutter']} cuts", "discard": "discarding under the stock"}.get(
        view.get("phase", ""), f"{view['tricks_left']} trick(s) left"
    )
    lines = [f"Deal {view['deal']} of {view['deals']}, dealer {view['dealer']}, {where}"]
    sides = " vs ".join(" & ".join(t) for t in view["teams"])
    totals = {p["name"]: p["points"] for p in view["players"]}
    lines.append(f"  {sides}: " + " - ".join(str(totals[t[0]]) for t in view["teams"]) + " points")
    if view.get("torionfo"):
        lines.append(f"Torionfo card: {card_text(view['torionfo'], lang)}")
    if view.get("trick"):
        base = f" (base: {view['base']})" if view.get("base") else ""
        lines.append("On the table: " + " - ".join(f"{p} {card_text(c, lang)}" for p, c in view["trick"]) + base)
    if view.get("hand") is not None:
        lines.append("Your hand: " + ", ".join(card_text(c, lang) for c in view["hand"]))
    return "\n".join(lines)


def help_text(view: dict[str, Any], lang: str = "en") -> str:
    return (
        "cut N: lift N cards (1-39); every 10, Cuckoo or Man at the bottom of the upper packet is yours. "
        "discard CARD: put a card under the stock until you hold your share. "
        "play CARD: follow the kind of the first card (number 1-10, or picture) if you can; the Torionfo card "
        "(and its twin) may be played at any time and beats everything. Leading it, name the base: "
        "base number or base picture. Of two identical cards the first played is stronger.\n"
        "Your choices: " + ", ".join(view.get("legal", []))
    )
