"""Cuajo in words: events, the situation and help for the terminal (and any text client).

Pure functions of a view or an event dict (the dicts ``view(player)`` returns).  Card names follow
``lang`` (``en``; ``es``/``fil``/``tl`` give the Spanish names; ``it``, ``ko`` and ``ja`` fall back to English).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from taverna.cards.cuajo import LANGUAGES, card_name, parse_card

Json = Any


def _lang(lang: str) -> str:
    return lang if lang in LANGUAGES else "en"


def _card(name: Json, lang: str) -> str:
    try:
        return card_name(parse_card(name), _lang(lang))
    except ValueError:
        return str(name)


def _cards(names: Json, lang: str) -> str:
    return ", ".join(_card(n, lang) for n in names or [])


def _money(cents: Json) -> str:
    c = int(cents)
    sign = "-" if c < 0 else ""
    c = abs(c)
    return f"{sign}${c // 100}.{c % 100:02d}"


def describe_event(ev: dict[str, Json], lang: str = "en", rules: str | None = None) -> str | None:
    """One line for an event, or None for events not worth a line."""
    del rules  # one rule set
    k = ev.get("kind")
    p = ev.get("player")

    def c(x: Json) -> str:
        return _card(x, lang)

    def win() -> str:
        how = {"stock": "drawing it", "discard": "taking the discard", "claim": 'claiming it ("time")'}
        text = f"{p} wins with the bounit {c(ev['bounit'])}, by {how.get(ev['source'], ev['source'])}: "
        text += " | ".join(_cards(s, lang) for s in ev["split"]) + ". "
        if ev.get("porbis"):
            text += "Porbis! "
        elif ev["source"] != "stock":
            c1, c2 = ev["conditions"]
            text += f"Bounit condition {'met' if c1 else 'not met'}, sowee condition {'met' if c2 else 'not met'}"
            text += f" ({len(ev['extra'])} extra cards drawn). " if ev.get("extra") else ". "
        return text + f"Each opponent pays {_money(ev['amount'])}."

    texts: dict[str, Callable[[], str | None]] = {
        "match_start": lambda: "A new match: " + " and ".join(" & ".join(t) for t in ev["partnerships"]),
        "deal_start": lambda: f"Deal {ev['deal']}: {ev['dealer']} deals.",
        "dealt": lambda: f"Your cards: {_cards(ev['cards'], lang)}.",
        "sowee": lambda: f"The sowee is the {c(ev['card'])}; {ev['stock']} cards in the stock.",
        "draw": lambda: (
            f"{p} draws the {c(ev['card'])} from the stock and shows it." if ev.get("shown")
            else f"{p} draws from the stock."
        ),
        "drew": lambda: f"You drew the {c(ev['card'])}.",
        "take": lambda: f"{p} takes the {c(ev['card'])} from the discard pile.",
        "discard": lambda: f"{p} discards the {c(ev['card'])}.",
        "secret_cards": lambda: f"Your secret: {_cards(ev['cards'], lang)}.",
        "secret": lambda: (
            f"{p} lays down a {'secret of the sowee' if ev['type'] == 'sowee' else 'secret'} and is paid "
            + ", ".join(f"{_money(v)} by {q}" for q, v in ev["paid"].items()) + "."
        ),
        "purro": lambda: f"{p}: \"purro!\" (showing the {c(ev['king'])})" if ev.get("king")
        else f"{p}: \"purro!\" (showing a token)",
        "purro_lost": lambda: f"{p} is no longer purro and must show the next two draws.",
        "time": lambda: f"{p}: \"time!\" and claims the {c(ev['card'])} drawn by {ev['drawer']}.",
        "no_claim": lambda: f"{p} does not claim the card.",
        "extra_card": lambda: f"{p} draws an extra card: the {c(ev['card'])}.",
        "win": win,
        "stock_out": lambda: "The stock has run out: the deal is a draw.",
        "deal_end": lambda: "Money: " + ", ".join(f"{n} {_money(v)}" for n, v in ev["money"].items()),
        "game_over": lambda: "The match is over. Winners: "
        + (" & ".join(ev["winner"]) if ev.get("winner") else "nobody (a tie)") + ".",
    }  # fmt: skip
    fn = texts.get(str(k))
    if fn is None:
        return None
    try:
        return fn()
    except (KeyError, TypeError, ValueError):
        return f"{k}: {ev}"


def situation(view: dict[str, Json], lang: str = "en") -> str:
    """The table as the viewer sees it: money, purro players, the sowee, the discards, the viewer's hand."""
    head = f"Deal {view.get('deal')} of {view.get('deals')} | dealer {view.get('dealer')} | turn {view.get('turn')}"
    lines = [head + f" | sowee {_card(view.get('sowee'), lang)} | stock {view.get('stock')}"]
    for pl in view.get("players", []):
        n = pl["name"]
        you = " (you)" if n == view.get("viewer") else ""
        marks = []
        if pl.get("purro"):
            marks.append("purro" + (f" [{_card(pl['shown'], lang)}]" if pl.get("shown") not in (None, "token") else ""))
        if pl.get("penalty"):
            marks.append(f"no purro for {pl['penalty']} turns")
        if pl.get("secrets"):
            marks.append(f"{len(pl['secrets'])} secret(s)")
        if pl.get("exposed"):
            marks.append("hand: " + _cards(pl["exposed"], lang))
        lines.append(f"  {n}{you}, partner {pl['partner']}: {_money(pl['money'])}, {pl['cards']} cards "
                     + " ".join(marks))  # fmt: skip
    if view.get("discards"):
        lines.append(f"Top of the discards: {_card(view['discards'][-1], lang)}")
    if view.get("hand") is not None:
        lines.append("Your hand: " + _cards(view["hand"], lang))
    for s in view.get("secrets") or []:
        lines.append("Your secret: " + _cards(s["cards"], lang))
    if view.get("waits"):
        lines.append("You need one of: " + _cards(view["waits"], lang))
    return "\n".join(line.rstrip() for line in lines)


def help_text(view: dict[str, Json], lang: str = "en") -> str:
    """What the viewer's choices mean right now."""
    notes = {
        "draw": "take the top card of the stock (shown to all if someone else is purro).",
        "take": "take the previous player's discard.",
        "discard": "discard this card face up (never a king); e.g. discard 3c.",
        "secret": "lay the four identical cards face down: each opponent pays you at once.",
        "sowee": "lay the three copies of the sowee with this fourth card face down: each opponent pays you.",
        "purro": "say purro: you need one card; show this king (or a token).",
        "silent": "do not say purro now (you cannot win until you do).",
        "win": "expose your hand and win with the card you just got.",
        "time": 'say "time": claim the card just drawn and win.',
        "pass": "let the card go.",
    }
    legal = view.get("legal", [])
    out = ["Your choices:"]
    seen: set[str] = set()
    for a in legal:
        word = str(a).split()[0]
        if word in seen:
            continue
        seen.add(word)
        same = [str(x).split(" ", 1)[1] for x in legal if str(x).startswith(word + " ")]
        args = f" ({', '.join(same)})" if same else ""
        out.append(f"  {word}{args}: {notes.get(word, '')}")
    if not legal:
        out.append("  (nothing now: wait for the others)")
    if view.get("hand") is not None:
        out.append("Your hand: " + _cards(view["hand"], lang))
    return "\n".join(out)
