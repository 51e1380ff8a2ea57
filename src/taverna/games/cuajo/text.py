"""Cuajo in words: events, the situation and help for the terminal (and any text client).

Pure functions of a view or an event dict (the dicts ``view(player)`` returns).  Card names follow
``lang`` (``en``; ``es``/``fil``/``tl`` give the Spanish names; ``it``, ``ko`` and ``ja`` fall back to English).
The sentences come from ``taverna/games/cuajo/locales/<lang>.ftl`` (``en``, ``it``, ``fr``, ``ko``, ``ja``; others fall back to
English): a line about a player says "you" when the player is the reader (named ``YOU[lang]``, as in the terminal)
and the player's name otherwise, a private line too (the cards dealt, the card drawn, the secret), all in the present.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from taverna.cards.cuajo import LANGUAGES, card_name, parse_card
from taverna.i18n import names, one_after_another, say

Json = Any
# The letter of coins in the other suited pack, accepted as typed input only: (typed, notation).  The records
# keep each pack's own letter (shared/spec/records.md: Coteccio ``d`` denari, Cuajo ``o`` oros).
COIN_ALIAS = ("d", "o")


def _lang(lang: str) -> str:
    return lang if lang in LANGUAGES else "en"


def _card(name: Json, lang: str) -> str:
    try:
        return card_name(parse_card(name), _lang(lang))
    except ValueError:
        return str(name)


def name_card(card: str, lang: str, rules: str | None = None) -> str:
    """A person's name for a card written in the game's notation, in ``lang`` (the terminal shows and
    reads it); a card the notation does not know raises."""
    return card_name(parse_card(card), _lang(lang))


def card_names(lang: str) -> dict[str, str]:
    """Every card of the Cuajo pack by its notation, named in ``lang`` (the browser's names)."""
    from taverna.cards import cuajo

    return {cuajo.card_str(c): cuajo.card_name(c, lang) for c in dict.fromkeys(cuajo.cuajo_pack())}


def _cards(names: Json, lang: str) -> str:
    return ", ".join(_card(n, lang) for n in names or [])


def _say(lang: str, key: str, **fields: Json) -> str:
    return say("cuajo", lang, key, **fields)


def _money(cents: Json) -> float:
    """An amount in cents as dollars, a number the sentences format in the reader's language
    (``NUMBER($amount, style: "currency", currency: "USD")``: $1.10, 1,10 $US)."""
    return int(cents) / 100


def describe_event(ev: dict[str, Json], lang: str = "en", rules: str | None = None) -> str | None:
    """One line for an event, or None for events not worth a line."""
    del rules  # one rule set
    k = ev.get("kind")
    p = ev.get("player")

    def c(x: Json) -> str:
        return _card(x, lang)

    def win() -> str:
        source = ev["source"]
        split = " | ".join(_cards(s, lang) for s in ev["split"])
        # whole sentences one after another (the shared message sentences: a space between them, none in Japanese)
        sentences = [_say(lang, "win", player=p, card=c(ev["bounit"]), how=source, split=split)]
        if ev.get("porbis"):
            sentences.append(_say(lang, "porbis"))
        elif source != "stock":
            c1, c2 = ev["conditions"]
            sentences.append(_say(lang, "conditions_extra" if ev.get("extra") else "conditions_no_extra",
                                  c1="met" if c1 else "not_met", c2="met" if c2 else "not_met",
                                  n=len(ev.get("extra") or ())))  # fmt: skip
        sentences.append(_say(lang, "pays", amount=_money(ev["amount"])))
        return one_after_another(lang, *sentences)

    def secret() -> str:
        paid = names(lang, [_say(lang, "paid_by", amount=_money(v), player=q) for q, v in ev["paid"].items()])
        return _say(lang, "secret_sowee" if ev["type"] == "sowee" else "secret", player=p, paid=paid)

    texts: dict[str, Callable[[], str | None]] = {
        "match_start": lambda: _say(lang, "match_start", teams=names(lang, [" & ".join(t) for t in ev["partnerships"]])),
        "deal_start": lambda: _say(lang, "deal_start", deal=ev["deal"], dealer=ev["dealer"]),
        "dealt": lambda: _say(lang, "dealt", player=p, cards=_cards(ev["cards"], lang)),
        "sowee": lambda: _say(lang, "sowee", card=c(ev["card"]), stock=ev["stock"]),
        "draw": lambda: (
            _say(lang, "draw_shown", player=p, card=c(ev["card"])) if ev.get("shown") else _say(lang, "draw", player=p)
        ),
        "drew": lambda: _say(lang, "drew", player=p, card=c(ev["card"])),
        "take": lambda: _say(lang, "take", player=p, card=c(ev["card"])),
        "discard": lambda: _say(lang, "discard", player=p, card=c(ev["card"])),
        "secret_cards": lambda: _say(lang, "secret_cards", player=p, cards=_cards(ev["cards"], lang)),
        "secret": secret,
        "purro": lambda: _say(lang, "purro_king", player=p, card=c(ev["king"])) if ev.get("king")
        else _say(lang, "purro_token", player=p),
        "purro_lost": lambda: _say(lang, "purro_lost", player=p),
        "time": lambda: _say(lang, "time", player=p, card=c(ev["card"]), drawer=ev["drawer"]),
        "no_claim": lambda: _say(lang, "no_claim", player=p),
        "time_priority": lambda: _say(lang, "time_priority", player=p, card=c(ev["card"]), drawer=ev["drawer"]),
        "extra_card": lambda: _say(lang, "extra_card", player=p, card=c(ev["card"])),
        "win": win,
        "stock_out": lambda: _say(lang, "stock_out"),
        "deal_end": lambda: _say(lang, "deal_end", money=names(lang, [
            _say(lang, "money_of", player=n, amount=_money(v)) for n, v in ev["money"].items()])),
        "game_over": lambda: _say(lang, "game_over", winners=" & ".join(ev["winner"])) if ev.get("winner")
        else _say(lang, "game_over_tie"),
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
    lines = [_say(lang, "head", deal=view.get("deal"), deals=view.get("deals"), dealer=view.get("dealer"),
                  turn=view.get("turn"), sowee=_card(view.get("sowee"), lang), stock=view.get("stock"))]  # fmt: skip
    for pl in view.get("players", []):
        n = pl["name"]
        you = "yes" if n == view.get("viewer") else "no"
        marks = []
        if pl.get("purro"):
            if pl.get("shown") not in (None, "token"):
                marks.append(_say(lang, "purro_mark_shown", card=_card(pl["shown"], lang)))
            else:
                marks.append(_say(lang, "purro_mark"))
        if pl.get("penalty"):
            marks.append(_say(lang, "penalty", n=pl["penalty"]))
        if pl.get("secrets"):
            marks.append(_say(lang, "secrets", n=len(pl["secrets"])))
        if pl.get("exposed"):
            marks.append(_say(lang, "exposed", cards=_cards(pl["exposed"], lang)))
        lines.append(_say(lang, "player", name=n, you_mark=you, partner=pl["partner"], money=_money(pl["money"]),
                          cards=pl["cards"], marks=" ".join(marks)))  # fmt: skip
    if view.get("discards"):
        lines.append(_say(lang, "top", card=_card(view["discards"][-1], lang)))
    if view.get("hand") is not None:
        lines.append(_say(lang, "hand", cards=_cards(view["hand"], lang)))
    for s in view.get("secrets") or []:
        lines.append(_say(lang, "your_secret", cards=_cards(s["cards"], lang)))
    if view.get("waits"):
        lines.append(_say(lang, "waits", cards=_cards(view["waits"], lang)))
    return "\n".join(line.rstrip() for line in lines)


_NOTES = ("draw", "take", "discard", "secret", "sowee", "purro", "silent", "win", "time", "pass")


def help_text(view: dict[str, Json], lang: str = "en") -> str:
    """What the viewer's choices mean right now."""
    legal = view.get("legal", [])
    out = [_say(lang, "choices_head")]
    seen: set[str] = set()
    for a in legal:
        word = str(a).split()[0]
        if word in seen:
            continue
        seen.add(word)
        same = [str(x).split(" ", 1)[1] for x in legal if str(x).startswith(word + " ")]
        args = f" ({', '.join(same)})" if same else ""
        note = _say(lang, "note_" + word) if word in _NOTES else ""
        out.append(_say(lang, "help_line", action=f"{word}{args}", note=note))
    if not legal:
        out.append(_say(lang, "nothing_now"))
    if view.get("hand") is not None:
        out.append(_say(lang, "hand", cards=_cards(view["hand"], lang)))
    return "\n".join(out)
