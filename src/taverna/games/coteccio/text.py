"""Coteccio in words: events, the situation and help for text clients (English; Italian card names with lang="it")."""

from __future__ import annotations

from typing import Any

from taverna.cards.italian import card_name, parse_card

Json = Any


def _card(name: Json, lang: str) -> str:
    try:
        return card_name(parse_card(name), lang if lang in ("en", "it", "ko", "ja") else "en")
    except ValueError:
        return str(name)


def describe_event(ev: dict[str, Json], lang: str = "en", rules: str | None = None) -> str | None:
    """One line for an event, or None for events not worth a line."""
    k = ev.get("kind")
    p = ev.get("player")
    if k == "match_start":
        return f"A new game of Coteccio: {', '.join(ev['players'])}; the pool holds {ev['pool']}, {ev['lives']} lives each."
    if k == "deal_start":
        return f"Deal {ev['deal']}: {ev['dealer']} deals, {ev['leader']} leads."
    if k == "hand":
        return "Your cards: " + ", ".join(_card(c, lang) for c in ev["cards"]) + "."
    if k == "play":
        return f"{p} plays the {_card(ev['card'], lang)}."
    if k == "trick":
        return f"{ev['winner']} wins trick {ev['number']} ({ev['points']} points)."
    if k == "capotto_choice":
        return f"{p} has won four tricks: annul the hand, or lead the last card for capotto."
    if k == "annul":
        return f"{p} annuls the hand; the same dealer deals again."
    if k == "capotto_try":
        return f"{p} leads the last card for capotto."
    if k == "capotto":
        return f"{p} makes capotto: gains a life, everyone else loses one."
    if k == "capotto_saved":
        return f"{ev['saver']} saves the capotto: {p} loses a life, {ev['saver']} gains one."
    if k == "points":
        return "Card points: " + ", ".join(f"{n} {v}" for n, v in ev["points"].items()) + "."
    if k == "lives":
        verb = "gains" if ev["change"] > 0 else "loses"
        return f"{p} {verb} a life ({ev['lives']} left)."
    if k == "dead":
        return f"{p} has no lives left" + (" and may call the doctor." if ev.get("may_call_doctor") else ".")
    if k == "doctor":
        return f"{p} calls the doctor: pays {ev['fee']} to the pool and gets {ev['lives']} lives."
    if k == "drop":
        return f"{p} drops out."
    if k == "restart":
        return f"Everyone left died at once: the game restarts, {ev['lives']} lives for all, same pool ({ev['pool']})."
    if k == "match_end":
        return f"{ev['winner']} is the last alive and collects the pool of {ev['pool']}."
    return None


def situation(view: dict[str, Json], lang: str = "en") -> str:
    lines = [f"Deal {view['deal']}: dealer {view['dealer']}, leader {view['leader']}; pool {view['pool']}."]
    for pl in view["players"]:
        state = "out" if pl["out"] else f"{pl['lives']} lives, {pl['tricks']} tricks"
        lines.append(f"  {pl['name']}: {state}")
    if view.get("trick"):
        lines.append("On the table: " + ", ".join(f"{p} {_card(c, lang)}" for p, c in view["trick"]))
    if view.get("hand") is not None:
        lines.append("Your hand: " + ", ".join(_card(c, lang) for c in view["hand"]))
    if view.get("winner"):
        lines.append(f"{view['winner']} has won.")
    elif view.get("to_act"):
        lines.append(f"To act: {', '.join(view['to_act'])}.")
    return "\n".join(lines)


def help_text(view: dict[str, Json], lang: str = "en") -> str:
    phase = view.get("phase")
    if phase == "capotto":
        return "annul: annul the hand (nobody loses a life, same dealer deals again); lead: lead the last card for capotto."
    if phase == "doctor":
        return "doctor: pay the fee and get as many lives as the living player with fewest; drop: leave the game."
    return ("play CARD: play a card (such as 'play 1d', 'play Cs'); follow suit if you can. "
            "Whoever takes most card points (ace 6, re 5, cavallo 4, fante 3, last trick 6) loses a life.")
