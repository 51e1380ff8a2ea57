"""Hypp in words, for text clients."""

from __future__ import annotations

from typing import Any

from taverna.cards.cuckoo import card_text


def describe_event(ev: dict[str, Any], lang: str = "en", rules: str | None = None) -> str | None:
    k, p = ev.get("kind"), ev.get("player")
    texts = {
        "round_start": lambda: f"Round {ev['round']}: {p or ev['dealer']} deals.",
        "packets": lambda: f"{p} gives everyone a packet of {ev['cards']} card(s) from the bottom of the deck.",
        "bet": lambda: f"{p} bets {ev['chips']}.",
        "bets_reduced": lambda: "The dealer cannot cover: the bets are reduced to " + ", ".join(
            f"{n} {b}" for n, b in ev["bets"].items()),
        "covered": lambda: f"{p} stakes {ev['chips']}.",
        "reveal": lambda: f"{p} shows {card_text(ev['card'], lang)}.",
        "paid": lambda: f"{p} pays {ev['chips']} to {ev['to']}.",
        "lowest_card": lambda: f"{p} showed the lowest card and hands the deal on.",
        "deal_handed_on": lambda: f"{p} hands the deal on.",
        "game_over": lambda: "The game is over. Winner: " + (
            ", ".join(ev["winner"]) if isinstance(ev.get("winner"), list) else str(ev.get("winner"))),
    }  # fmt: skip
    fn = texts.get(str(k))
    return fn() if fn else None


def situation(view: dict[str, Any], lang: str = "en") -> str:
    lines = [f"Round {view['round']}, dealer {view['dealer']}, limit {view['limit']}"]
    for pl in view["players"]:
        bet = view["bets"].get(pl["name"])
        lines.append(f"  {pl['name']}: {pl['chips']} chips" + (f", bet {bet}" if bet else ""))
    return "\n".join(lines)


def help_text(view: dict[str, Any], lang: str = "en") -> str:
    if view.get("phase") == "packet":
        return f"Dealer: `packet N` gives each player N cards (1 to {view['max_packet']}); `pass` hands the deal on."
    return f"Bet blind: `bet N`, 1 to {view['limit']} (or your chips). The bottom card of your packet meets the dealer's; ties go to the dealer."
