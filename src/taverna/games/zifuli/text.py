"""Zifuli in words, for text clients."""

from __future__ import annotations

from typing import Any

from taverna.games.coch.text import card_text


def _names(names: Any) -> str:
    return " and ".join(names) if isinstance(names, list) else str(names)


def describe_event(ev: dict[str, Any], lang: str = "en", rules: str | None = None) -> str | None:
    k = ev.get("kind")
    if k == "match_start":
        end = f"{ev['rounds']} rounds" if ev.get("rounds") else "until someone runs out of chips"
        return f"Zifuli: {ev['chips']} chips each; play {end}."
    if k == "deal_start":
        return (
            f"Round {ev['round']}: {ev['dealer']} deals {ev['cards_each']} cards each; "
            f"{ev['first']} speaks first in the auction."
        )
    if k == "hand":
        return "Your hand: " + ", ".join(card_text(c, lang) for c in ev["cards"])
    if k == "bid":
        return f"{ev['player']} bids, revealing {card_text(ev['card'], lang)} ({ev['base']} cards)."
    if k == "pass":
        return f"{ev['player']} passes."
    if k == "boss":
        return f"{ev['player']} is the Boss; the Partner holds the other {card_text(ev['card'], lang)}."
    if k == "partner":
        return f"You hold the other {card_text(ev['card'], lang)}: you are {ev['boss']}'s secret Partner."
    if k == "alone":
        return f"You hold both {card_text(ev['card'], lang)}: you play alone against the other four."
    if k == "deal_void":
        return f"Everyone passed: deal {ev['deal']} is void and the next dealer deals."
    if k == "play":
        return f"{ev['player']} plays {card_text(ev['card'], lang)}."
    if k == "partner_revealed":
        return f"{ev['player']} played the twin: {ev['player']} is {ev['boss']}'s Partner."
    if k == "alone_revealed":
        return f"{ev['player']} played both {card_text(ev['card'], lang)}: the Boss plays alone."
    if k == "trick":
        return f"{ev['winner']} takes the trick ({ev['base']} cards led)."
    if k == "round_end":
        side, others = ev["teams"]
        line = f"Round {ev['round']}: {_names(side)} {ev['points'][0]} to {ev['points'][1]} {_names(others)}"
        if ev.get("recount"):
            line += f"; a tie, recounted {ev['recount'][0]} to {ev['recount'][1]} (82 in all)"
        w = ev.get("winner")
        line += f". {_names(w)} win." if w else ". A draw: no chips change hands."
        moves = ", ".join(f"{p} {d:+d}" for p, d in ev["payments"].items() if d)
        return line + (f" Chips: {moves}." if moves else "")
    if k == "game_over":
        w = ev.get("winner")
        chips = ", ".join(f"{p} {c}" for p, c in ev.get("chips", {}).items())
        return f"The game is over ({chips}). Winner: {_names(w)}."
    return None


def situation(view: dict[str, Any], lang: str = "en") -> str:
    end = f" of {view['rounds']}" if view.get("rounds") else ""
    lines = [f"Round {view['round']}{end}, dealer {view['dealer']}, {view['phase']}"]
    lines.append("  Chips: " + ", ".join(f"{p['name']} {p['chips']}" for p in view["players"]))
    if view["phase"] == "auction":
        if view["bids"]:
            lines.append("Bids: " + " - ".join(f"{p} {card_text(c, lang)}" for p, c in view["bids"]))
        if view["passed"]:
            lines.append("Passed: " + ", ".join(view["passed"]))
    elif view.get("boss"):
        partner = view.get("partner")
        who = "alone" if view.get("alone") else f"with {partner}" if partner else "with a secret Partner"
        lines.append(
            f"Boss {view['boss']} ({card_text(view['card'], lang)}), {who}; {view['tricks_left']} trick(s) left"
        )
        if view.get("revealed"):
            shown = "; ".join(f"{p} {', '.join(card_text(c, lang) for c in cs)}" for p, cs in view["revealed"].items())
            lines.append("Bid cards still in hand: " + shown)
        if view.get("last_trick") and not view.get("trick"):
            lines.append("Last trick: " + " - ".join(f"{p} {card_text(c, lang)}" for p, c in view["last_trick"]))
        if view.get("trick"):
            lines.append("On the table: " + " - ".join(f"{p} {card_text(c, lang)}" for p, c in view["trick"]))
    if view.get("hand") is not None:
        lines.append("Your hand: " + ", ".join(card_text(c, lang) for c in view["hand"]))
    return "\n".join(lines)


def help_text(view: dict[str, Any], lang: str = "en") -> str:
    if view.get("phase") == "auction":
        rule = (
            "Auction: bid by revealing a card (it stays in your hand, known to all). The first bid fixes the "
            "kind (number or picture); every later bid must be a weaker card of that kind than the last bid. "
            "A pass is for good. The last bidder is the Boss; whoever holds the twin of the Boss's last bid "
            "card is the secret Partner. Type: bid CARD or pass."
        )
    else:
        rule = (
            "Play a card of the kind led if you have one; otherwise any card, which cannot win. Numbers: 10 "
            "high. Pictures: Lion, Cuckoo, Man, Horse, Cat, House, Clown, 0, Bucket, Mask. Of two identical "
            "cards the first played is higher. Points: 10, House to Cuckoo and the Lion 1 each, 5 to 9 half "
            "each (19 in all). Type: play CARD."
        )
    return rule + "\nYour choices: " + ", ".join(view.get("legal", []))
