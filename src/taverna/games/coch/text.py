"""Coch in words, for text clients."""

from __future__ import annotations

from typing import Any

from taverna.cards import cuckoo


def card_text(name: Any, lang: str = "en") -> str:
    """A card's name as the Korean rulebook's games call it."""
    return cuckoo.card_text(name, lang, "cambio")


def _names(names: Any) -> str:
    return " and ".join(names) if isinstance(names, list) else str(names)


def _points(points: Any) -> str:
    return f"{points[0]} to {points[1]}"


def describe_event(ev: dict[str, Any], lang: str = "en", rules: str | None = None) -> str | None:
    k = ev.get("kind")
    if k == "match_start":
        teams = " against ".join(_names(t) for t in ev["teams"])
        return f"Coch: {teams}; {ev['deals']} deal(s)."
    if k == "deal_start":
        return f"Deal {ev['deal']}: {ev['dealer']} deals {ev['cards_each']} cards each; {ev['leader']} leads."
    if k == "hand":
        return "Your hand: " + ", ".join(card_text(c, lang) for c in ev["cards"])
    if k == "play":
        return f"{ev['player']} plays {card_text(ev['card'], lang)}."
    if k == "trick":
        return f"{ev['winner']} takes the trick ({ev['base']} cards led)."
    if k == "deal_end":
        teams = ev["teams"]
        line = f"Deal {ev['deal']}: {_names(teams[0])} {_points(ev['points'])} {_names(teams[1])}"
        if ev.get("recount"):
            line += f"; a tie, recounted {_points(ev['recount'])} (82 in all)"
        w = ev.get("winner")
        return line + (f". {_names(w)} win the deal." if w else ". A draw.")
    if k == "game_over":
        w = ev.get("winner")
        won = ev.get("won", [])
        return (
            "The match is over"
            + (f" ({won[0]} to {won[1]} deals)" if won else "")
            + (f". Winners: {_names(w)}." if w else ". A draw.")
        )
    return None


def situation(view: dict[str, Any], lang: str = "en") -> str:
    lines = [f"Deal {view['deal']} of {view['deals']}, dealer {view['dealer']}, {view['tricks_left']} trick(s) left"]
    for team in view["teams"]:
        p = next(x for x in view["players"] if x["name"] == team[0])
        taken = sum(view["tricks_won"][q] for q in team)
        lines.append(f"  {_names(team)}: {taken} trick(s) this deal; {p['points']} points, {p['won']} deal(s) won")
    if view.get("last_trick") and not view.get("trick"):
        lines.append("Last trick: " + " - ".join(f"{p} {card_text(c, lang)}" for p, c in view["last_trick"]))
    if view.get("trick"):
        lines.append("On the table: " + " - ".join(f"{p} {card_text(c, lang)}" for p, c in view["trick"]))
    if view.get("hand") is not None:
        lines.append(f"Your hand (partner {view['partner']}): " + ", ".join(card_text(c, lang) for c in view["hand"]))
    return "\n".join(lines)


def help_text(view: dict[str, Any], lang: str = "en") -> str:
    return (
        "Play a card of the kind led (number cards 1-10, or picture cards) if you have one; otherwise any card, "
        "which cannot win. The strongest card of the kind led takes the trick; of two identical cards the first "
        "played is higher. Numbers: 10 high. Pictures: Lion, Cuckoo, Man, Horse, Cat, House, 0, Bucket, Mask, "
        "Clown. Points: 10, House to Cuckoo and the Lion 1 each, 5 to 9 half each (19 in all).\n"
        "Type: play CARD.  Your choices: " + ", ".join(view.get("legal", []))
    )
