"""Cucù in words: events, the situation and help for the terminal (and any text client).

Pure functions of a view or an event dict (the same dicts ``view(player)`` returns),
so a client never needs the match itself.  Card names follow ``lang``.
"""

from __future__ import annotations

from typing import Any

from taverna.cards import french
from taverna.cards.cuckoo import card_name, parse_card

Json = Any


def _card(name: Json, lang: str, rules: str | None) -> str:
    try:
        if rules == "le-her":
            return french.card_name(french.parse_card(name), lang)
        return card_name(parse_card(name), lang, rules)
    except ValueError:
        return str(name)


def describe_event(ev: dict[str, Json], lang: str = "en", rules: str | None = None) -> str | None:
    """One line for an event, or None for events not worth a line."""
    k = ev.get("kind")
    p = ev.get("player")

    def c(x: Json) -> str:
        return _card(x, lang, rules)

    texts: dict[str, Any] = {
        "match_start": lambda: "A new game: " + ", ".join(ev.get("players", [])),
        "set_start": lambda: f"Set {ev['set']} begins: everyone pays {ev['ante']} to the box"
        + (f" (excused: {', '.join(ev['excused'])})" if ev.get("excused") else "")
        + f"; the box holds {ev['box']}.",
        "deal_start": lambda: (
            f"Deal {ev['deal']}" + (f" (set {ev['set']}, round {ev['round']})" if "set" in ev else "")
            + f": {ev['dealer']} deals."
        ),
        "card": lambda: f"{p} now holds {c(ev['card'])}." if "to" in ev else None,
        "dealt": lambda: None,
        "keep": lambda: f"{p} keeps.",
        "exchange": lambda: f"{p} asks for an exchange.",
        "asked": lambda: f"{p} asks {ev['target']}.",
        "exchanged": lambda: f"{ev['a']} and {ev['b']} exchange cards.",
        "horse": lambda: f"{p} shows the {c(13)}: {ev['requester']} jumps it" + (" (reverse)." if ev.get("reverse") else "."),
        "house": lambda: f"{p} shows the {c(11)}: pass, {ev['requester']} goes on to the next player.",
        "hunter": lambda: f"{p} shows the {c(14)}: {ev['requester']} is shot.",
        "cat": lambda: f"{p} shows the {c(12)}!",
        "cuckoo": lambda: f"{p} shows the {c(15)}: the exchange does not take place.",
        "inn": lambda: f"{p} holds the Inn: \"will you stop for a while?\" ({ev['requester']} may answer).",
        "insure": lambda: f"{p}: \"will you pay if it's a zero?\"",
        "insurance_accepted": lambda: f"{p} agrees to pay if {ev['guest']}'s zero loses; both keep their cards.",
        "insurance_refused": lambda: f"{p} refuses; the Inn is exchanged.",
        "inn_keep": lambda: f"{p} keeps the card.",
        "inn_offer": lambda: f"{p} offers {ev['offer']}.",
        "offer_accepted": lambda: f"{p} accepts the offer; the Inn is exchanged.",
        "offer_refused": lambda: f"{p} refuses the offer.",
        "drink": lambda: f"{p} shows the Inn: \"have a drink\" ({ev['guest']} keeps the card; a losing Null is paid by {p}).",
        "innkeeper_pays": lambda: f"{p} pays the token for {ev['guest']}'s Null.",
        "reversed": lambda: f"The exchange between {ev['b']} and {ev['a']} is undone.",
        "gnaf_back": lambda: f"The card is back with {p}.",
        "reverse_asked": lambda: f"{p} must exchange to the left, with {ev['target']}.",
        "inn_closed": lambda: f"{p}'s Inn stops the reverse exchange.",
        "pack_exchange": lambda: f"{p} exchanges with the pack.",
        "deck_draw": lambda: f"{p} draws {c(ev['card'])} from the deck ({ev['effect']}).",
        "deck_exchange": lambda: f"{p} exchanges with the deck.",
        "deck_empty": lambda: f"The deck is empty: {p} keeps the card.",
        "reshuffle": lambda: f"The discards are shuffled into a new deck ({ev['cards']} cards).",
        "token_lost": lambda: f"{p} loses a token ({ev['reason']}); {ev['tokens']} left.",
        "token_gained": lambda: f"{p} gains a token; {ev['tokens']} now.",
        "dead_card": lambda: f"{p} has lost the last token: the card is dead.",
        "lost": lambda: f"{p} loses ({ev['reason']}).",
        "lost_again": lambda: f"{p} loses again ({ev['reason']}), which costs nothing more.",
        "cuckoo_declared": lambda: f"{p} declares Cuckoo! The exchanges stop.",
        "cuckoo_shown": lambda: f"{p}'s {c(15)} is shown: the deal ends.",
        "answered": lambda: f"{p} has made up their mind.",
        "confessed": lambda: f"You said: {'it is my defeat' if ev.get('defeat') else 'pass'}.",
        "confessions": lambda: "\"It's my defeat\": " + (", ".join(ev["defeat"]) or "nobody"),
        "reveal": lambda: "Revealed: " + ", ".join(f"{n} {c(x)}" for n, x in ev["cards"].items()),
        "result": lambda: "Losers: " + (", ".join(ev["losers"]) or "nobody"),
        "playoff": lambda: f"A last draw: {', '.join(ev['players'])} play on.",
        "king": lambda: f"{p} shows a king: {ev['requester']} may not switch.",
        "paid": lambda: f"{p} pays {ev['chips']} to {ev['winner']}." if "winner" in ev else f"{p} pays {ev['chips']} to the box ({ev['left']} left)" + (", and cannot pay in full." if ev.get("short") else "."),
        "out_of_set": lambda: f"{p} is out of this set ({ev['reason']}).",
        "eliminated": lambda: f"{p} has no tokens left and is eliminated" + (" at once." if ev.get("immediate") else "."),
        "reentered": lambda: f"{p} re-enters for {ev['cost']}.",
        "declined": lambda: f"{p} does not re-enter.",
        "free_reentry": lambda: "Everyone is out at once: all players re-enter free.",
        "deal_cut_short": lambda: "Only one player is left: the deal ends.",
        "set_won": lambda: f"{p} wins the set and the {ev['chips']} chips in the box.",
        "set_void": lambda: f"Nobody survives the set: the {ev['box']} chips stay in the box.",
        "proposal": lambda: f"{p} proposes to split the pool, {ev['share']}% for {p}.",
        "agreement": lambda: "Agreed: " + ", ".join(f"{n} {v}%" for n, v in ev["shares"].items()),
        "agreement_refused": lambda: f"{p} refuses.",
        "pool_paid": lambda: f"{ev['winner']} wins! The pool: " + ", ".join(f"{n} {v}" for n, v in ev["payouts"].items()),
        "game_over": lambda: "The game is over. Winner: " + (
            ", ".join(ev["winner"]) if isinstance(ev.get("winner"), list) else str(ev.get("winner"))
        ) + (f" ({ev['reason']})" if ev.get("reason") else ""),
    }  # fmt: skip
    fn = texts.get(str(k))
    if fn is None:
        return None
    try:
        out = fn()
    except (KeyError, TypeError):
        return f"{k}: {ev}"
    return out if out is None else str(out)


def situation(view: dict[str, Json], lang: str = "en") -> str:
    """The table as the viewer sees it: counters, who is out, the viewer's card and what is known."""
    rules = view.get("rules")
    counter = "tokens" if rules in ("campli", "lu-stu") else "score" if rules == "le-her" else "chips"
    lines = []
    head = f"Deal {view.get('deal')}"
    if "set" in view:
        head += f", set {view['set']}, round {view['round']} ({view.get('time')}'s time)"
    head += f" | dealer {view.get('dealer')} | pool {view.get('pool')}"
    lines.append(head)
    cards = view.get("cards", {})
    for pl in view.get("players", []):
        n = pl["name"]
        mark = "out" if pl.get("out") else ("lost" if pl.get("lost") else "")
        seen = f" [{_card(cards[n], lang, rules)}]" if n in cards and n != view.get("viewer") else ""
        you = " (you)" if n == view.get("viewer") else ""
        lines.append(f"  {n}{you}: {pl.get(counter)} {counter} {mark}{seen}".rstrip())
    if view.get("card") is not None:
        lines.append(f"Your card: {_card(view['card'], lang, rules)}")
    return "\n".join(lines)


def help_text(view: dict[str, Json], lang: str = "en") -> str:
    """What the viewer's choices mean right now."""
    legal = view.get("legal", [])
    rules = view.get("rules")
    notes = {
        "keep": "keep your card; your turn ends.",
        "exchange": (
            "draw the top card of the pack instead of yours (a king drawn is shown and you keep your card)."
            if rules == "le-her" and view.get("viewer") == view.get("dealer")
            else "switch with the dealer (a dealer holding a king shows it and refuses)."
            if rules == "le-her"
            else "exchange with the pack/deck (you are the dealer)."
            if view.get("viewer") == view.get("dealer")
            else "ask the next player for an exchange; special cards may stop you (Hunter: you lose, Horse: "
            "you jump to the next player, Cat: see the rules, Inn: a question)."
        ),
        "declare": "reveal your Cuckoo and end the exchanges now: the cards are compared at once.",
        "insure": 'ask the innkeeper "will you pay if it\'s a zero?"',
        "accept": "agree.",
        "refuse": "refuse.",
        "offer": 'make the innkeeper an offer: offer {"money": 2} or offer {"share": 25} (percent of the pool if you win).',
        "reenter": "pay the re-entry cost to the pool and take fresh tokens (optionally: reenter {name: amount}).",
        "decline": "stay out.",
        "propose": "propose a split of the pool, e.g. propose 60 (your share in percent).",
        "defeat": "say \"it's my defeat\": if you do lose, you don't; if you don't, you do.",
        "pass": "say nothing before the reveal.",
    }
    out = [f"Rules: {rules}. Your choices:"]
    for a in legal:
        out.append(f"  {a}: {notes.get(a.split()[0], '')}")
    if not legal:
        out.append("  (nothing now: wait for the others)")
    if view.get("card") is not None:
        out.append(f"Your card is {_card(view['card'], lang, rules)}.")
    return "\n".join(out)
