"""Cucù in words: events, the situation and help for the terminal (and any text client).

Pure functions of a view or an event dict (the same dicts ``view(player)`` returns),
so a client never needs the match itself.  Card names and sentences follow ``lang`` (the sentences
come from ``taverna/games/cucu/locales/<lang>.ftl``; a language it lacks falls back to English).
"""

from __future__ import annotations

from typing import Any

from taverna.cards import cuckoo, french, gnav
from taverna.cards import slabberjan as slab_pack
from taverna.cards.cuckoo import FOOL, card_name, card_word, parse_card
from taverna.games.cucu.messages import ANTE, EFFECTS, REASONS
from taverna.games.cucu.messages_gnav import GNAV_ONLY_REASONS
from taverna.games.cucu.messages_slabberjan import describe as describe_slabberjan
from taverna.games.cucu.options import COUNTER_WORDS
from taverna.i18n import listed, say, winners
from taverna.i18n import names as name_list

Json = Any

GNAV_REASONS = {**REASONS, **GNAV_ONLY_REASONS}  # (REASONS holds Gnav's other phrases once messages_gnav is imported)

# the rule sets played with the French pack (Le Her, Ranter-Go-Round, Coucou)
FRENCH_RULES = ("le-her", "ranter", "coucou")
LIVES_RULES = ("ranter", "coucou", "gnav")


def _card(name: Json, lang: str, rules: str | None) -> str:
    try:
        if rules == "slabberjan":  # the 42 pieces
            return slab_pack.card_text(name, lang)
        if rules == "gnav":  # the Gnav pack
            return gnav.card_word(gnav.parse_card(name), lang)
        if rules in FRENCH_RULES:  # the French pack; a language it has no names in gets the English ones
            return french.card_name(french.parse_card(name), lang if lang in french.LANGUAGES else "en")
        return card_name(parse_card(name), lang, rules)
    except ValueError:
        return str(name)


def name_card(card: str, lang: str, rules: str | None = None) -> str:
    """A person's name for a card written in the game's notation, in ``lang`` (the terminal shows and
    reads it); a card the notation does not know raises."""
    if rules == "slabberjan":
        return slab_pack.card_name(slab_pack.parse_card(card), lang)
    if rules == "gnav":
        return gnav.card_word(gnav.parse_card(card), lang)
    pack = french if rules in FRENCH_RULES else cuckoo
    name: str = pack.card_name(pack.parse_card(card), lang, rules)
    return name


def rule_card_names(lang: str) -> dict[str, dict[str, str]]:
    """The names each rule set gives its cards (Cambio's House and Clown ...; Le Her's French pack), by rule set."""
    names = {
        r: {cuckoo.card_str(c): cuckoo.card_name(c, lang, r) for c in cuckoo.RANKS}
        for r in ("campli", "lu-stu", "cambio", "bga")
    }
    # Le Her, Ranter-Go-Round and Coucou play with the French pack
    for r in FRENCH_RULES:
        names[r] = {french.card_str(c): french.card_name(c, lang) for c in french.PACK}
    names["slabberjan"] = {slab_pack.card_str(c): slab_pack.card_name(c, lang) for c in slab_pack.KINDS}
    names["gnav"] = {gnav.card_str(c): gnav.card_word(c, lang) for c in gnav.RANKS}
    return names


# Gnav's matadors: which sentence tells each one (the Cuckoo stops, the Dragoon and Cat fine, Horse and House pass)
_MATADOR_KEYS = {gnav.CUCKOO: "matador_halt", gnav.DRAGOON: "matador_fine", gnav.CAT: "matador_fine",
                 gnav.HORSE: "matador_pass", gnav.HOUSE: "matador_pass"}  # fmt: skip

_CARD_FIELDS = {"cuckoo": 15, "hunter": 14, "horse": 13, "cat": 12, "inn": 11, "zero": 0, "fool": FOOL}


def _card_fields(lang: str, rules: str | None) -> dict[str, str]:
    """The names of the special cards under ``rules`` in ``lang``, for the sentences that name a card: every
    text of one rule set in one language calls a card by the one name ``card_name`` gives it."""
    return {f: card_word(c, lang, rules) for f, c in _CARD_FIELDS.items()}


def _say(lang: str, key: str, rule_set: str | None = None, **fields: Json) -> str:
    return say("cucu", lang, key, **{**_card_fields(lang, rule_set), **fields})


def _phrase(table: dict[str, str], text: Json) -> str:
    """The key of an engine phrase (a reason, an effect: ``"asked the Hunter"`` -> ``hunter``) that the messages
    ``why`` and ``deck_effect`` choose by; ``other`` (said as the engine wrote it, ``$said``) where none is listed."""
    key = table.get(str(text))
    return key.split("_", 1)[1] if key else "other"


def _offer(offer: Json, lang: str, rules: str | None) -> str:
    """An exchanger's offer to the innkeeper in words (``{"money": 2}``: "a payment of 2"); one the engine
    would not accept is shown as it is."""
    if isinstance(offer, dict) and len(offer) == 1:
        ((kind, n),) = offer.items()
        if kind in ("money", "share") and isinstance(n, int):
            return _say(lang, "offer_terms", rules, kind=kind, n=n)
    return str(offer)


def _shares(payouts: Json) -> str:
    """``Ada 7, Bruno 2``: what each player takes of the pool."""
    return ", ".join(f"{n} {v}" for n, v in payouts.items()) if isinstance(payouts, dict) else str(payouts)


def describe_event(ev: dict[str, Json], lang: str = "en", rules: str | None = None) -> str | None:
    """One line for an event, or None for events not worth a line."""
    k = ev.get("kind")
    p = ev.get("player")

    def c(x: Json) -> str:
        return _card(x, lang, rules)

    def s(key: str, **fields: Json) -> str:
        return _say(lang, key, rules, **fields)

    def why() -> dict[str, str]:
        """The fields of the message ``why`` (said in a sentence as ``{ why }``): the reason's key."""
        reason = str(ev["reason"])
        if reason.endswith(ANTE):
            return {"why": "ante", "names": reason[: -len(ANTE)], "said": reason}
        return {"why": _phrase(GNAV_REASONS if rules == "gnav" else REASONS, reason), "names": "", "said": reason}

    if rules == "slabberjan":  # its matadors, the bag, a token paid, op sloffen (messages_slabberjan.py)
        line = describe_slabberjan(ev, s, c)
        if line is not None:
            return line
    texts: dict[str, Any] = {
        "match_start": lambda: s("match_start", players=", ".join(ev.get("players", []))),
        "set_start": lambda: s("set_start_excused" if ev.get("excused") else "set_start", set=ev["set"],
                               ante=ev["ante"], box=ev["box"], names=", ".join(ev.get("excused") or ())),
        "deal_start": lambda: s("deal_start_set" if "set" in ev else "deal_start", deal=ev["deal"],
                                dealer=ev["dealer"], set=ev.get("set"), round=ev.get("round")),
        "card": lambda: s("card", player=p, card=c(ev["card"])) if "to" in ev else None,
        "dealt": lambda: None,
        "keep": lambda: s("keep", player=p),
        "exchange": lambda: s("exchange", player=p),
        "asked": lambda: s("asked", player=p, target=ev["target"]),
        "exchanged": lambda: s("exchanged", a=ev["a"], b=ev["b"]),
        "horse": lambda: s("horse_reverse" if ev.get("reverse") else "horse", player=p, card=c(13), requester=ev["requester"]),
        "house": lambda: s("house", player=p, card=c(11), requester=ev["requester"]),
        "hunter": lambda: s("hunter", player=p, card=c(14), requester=ev["requester"]),
        "cat": lambda: s("cat", player=p, card=c(12)),
        "cuckoo": lambda: s("cuckoo", player=p, card=c(15)),
        "inn": lambda: s("inn", player=p, requester=ev["requester"]),
        "insure": lambda: s("insure", player=p),
        "insurance_accepted": lambda: s("insurance_accepted", player=p, guest=ev["guest"]),
        "insurance_refused": lambda: s("insurance_refused", player=p),
        "inn_keep": lambda: s("inn_keep", player=p),
        "inn_offer": lambda: s("inn_offer", player=p, offer=_offer(ev["offer"], lang, rules)),
        "offer_accepted": lambda: s("offer_accepted", player=p),
        "offer_refused": lambda: s("offer_refused", player=p),
        "drink": lambda: s("drink", player=p, guest=ev["guest"]),
        "innkeeper_pays": lambda: s("innkeeper_pays", player=p, guest=ev["guest"]),
        "reversed": lambda: s("reversed", a=ev["a"], b=ev["b"]),
        "gnaf_back": lambda: s("gnaf_back", player=p),
        "reverse_asked": lambda: s("reverse_asked", player=p, target=ev["target"]),
        "inn_closed": lambda: s("inn_closed", player=p),
        "pack_exchange": lambda: s("pack_exchange", player=p),
        "deck_draw": lambda: s("deck_draw", player=p, card=c(ev["card"]), effect=_phrase(EFFECTS, ev["effect"]), said=str(ev["effect"])),
        "deck_exchange": lambda: s("talon_exchange" if ev.get("source") == "talon" else "deck_exchange", player=p),
        "talon_under": lambda: s("talon_under", player=p),
        "life_lost": lambda: s("gnav_token_paid" if rules == "gnav" else "life_lost", player=p, chips=ev["chips"]),
        "deck_empty": lambda: s("deck_empty", player=p),
        "reshuffle": lambda: s("reshuffle", cards=ev["cards"]),
        "token_lost": lambda: s("token_lost", player=p, **why(), tokens=ev["tokens"]),
        "token_gained": lambda: s("token_gained", player=p, tokens=ev["tokens"]),
        "dead_card": lambda: s("dead_card", player=p),
        "lost": lambda: s("lost", player=p, **why()),
        "lost_again": lambda: s("lost_again", player=p, **why()),
        "cuckoo_declared": lambda: s("cuckoo_declared", player=p),
        "cuckoo_shown": lambda: s("cuckoo_shown", player=p, card=c(15)),
        "answered": lambda: s("answered", player=p),
        "confessed": lambda: s("confessed", what="defeat" if ev.get("defeat") else "pass"),
        "confessions": lambda: s("confessions", names=", ".join(ev["defeat"])) if ev["defeat"]
        else s("confessions_nobody"),
        "reveal": lambda: s("reveal", cards=", ".join(f"{n} {c(x)}" for n, x in ev["cards"].items())),
        "result": lambda: s("result_kept", names=", ".join(ev["kept"])) if ev.get("kept")
        else s("result", names=", ".join(ev["losers"])) if ev["losers"] else s("result_nobody"),
        "playoff": lambda: s("playoff", players=", ".join(ev["players"])),
        "matador": lambda: s(_MATADOR_KEYS[gnav.parse_card(ev["card"])], player=p, card=c(ev["card"]),
                             call=ev.get("call", ""), requester=ev["requester"]),
        "knock": lambda: s("knock", player=p, card=c("fool")),
        "fined": lambda: s("fined", player=p, **why(), chips=ev["chips"]),
        "pass_kept": lambda: s("pass_kept", player=p),
        "king": lambda: s("refused_card", player=p, card=c(ev["card"]), requester=ev["requester"]) if "card" in ev
        else s("king", player=p, requester=ev["requester"]),
        "paid": lambda: s("paid_winner", player=p, chips=ev["chips"], winner=ev["winner"]) if "winner" in ev
        else s("paid_short" if ev.get("short") else "paid", player=p, chips=ev["chips"], left=ev["left"]),
        "out_of_set": lambda: s("out_of_set", player=p, **why()),
        "eliminated": lambda: s("gnav_out" if rules == "gnav" else "eliminated_lives" if rules in LIVES_RULES
                                else "eliminated_now" if ev.get("immediate") else "eliminated", player=p),
        "reentered": lambda: s("reentered", player=p, cost=ev["cost"]),
        "declined": lambda: s("declined", player=p),
        "free_reentry": lambda: s("free_reentry"),
        "deal_cut_short": lambda: s("deal_cut_short"),
        "set_won": lambda: s("set_won", player=p, chips=ev["chips"]),
        "set_void": lambda: s("set_void", box=ev["box"]),
        "proposal": lambda: s("proposal", player=p, share=ev["share"]),
        "agreement": lambda: s("agreement", shares=", ".join(f"{n} {v}%" for n, v in ev["shares"].items())),
        "agreement_refused": lambda: s("agreement_refused", player=p),
        "pool_paid": lambda: (  # the whole pool to the winner: said as such ("The pool: Ada 7" said it as a share)
            s("pool_won", winner=ev["winner"], pool=next(iter(ev["payouts"].values())))
            if isinstance(ev["payouts"], dict) and list(ev["payouts"]) == [ev["winner"]]
            else s("pool_shared", winners=name_list(lang, ev["winner"]), payouts=_shares(ev["payouts"]))
            if isinstance(ev["winner"], list)  # the last players went out together (final-tie split)
            else s("pool_paid", winner=ev["winner"], payouts=_shares(ev["payouts"]))
        ),
        "game_over": lambda: s(
            "game_over_reason" if ev.get("reason") else "game_over",
            **winners(lang, ev.get("winner")),
            **(why() if ev.get("reason") else {}),
        ),
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
    # (the family's chips are named as their sentences name them: lives or tokens)
    word = COUNTER_WORDS.get(str(rules), {}).get("chips", "chips")
    counter = "tokens" if rules in ("campli", "lu-stu") else "score" if rules == "le-her" else "chips"
    lines = []
    if "set" in view:
        t = view.get("time")
        lines.append(_say(lang, "head_set", deal=view.get("deal"), set=view["set"], round=view["round"], time=t,
                          dealer=view.get("dealer"), pool=view.get("pool")))  # fmt: skip
    else:
        lines.append(_say(lang, "head", deal=view.get("deal"), dealer=view.get("dealer"), pool=view.get("pool")))
    cards = view.get("cards", {})
    for pl in view.get("players", []):
        n = pl["name"]
        mark = "out" if pl.get("out") else "lost" if pl.get("lost") else "none"
        seen = f" [{_card(cards[n], lang, rules)}]" if n in cards and n != view.get("viewer") else ""
        you = "yes" if n == view.get("viewer") else "no"
        shown = word if counter == "chips" else counter
        line = _say(lang, "player", name=n, you_mark=you, count=pl.get(counter), counter=shown, mark=mark, seen=seen)
        lines.append(line.rstrip())
    if view.get("card") is not None:
        lines.append(_say(lang, "your_card", card=_card(view["card"], lang, rules)))
    return "\n".join(lines)


_NOTES = ("keep", "exchange", "declare", "insure", "accept", "refuse", "offer", "reenter", "decline", "propose",
          "defeat", "pass")  # fmt: skip


def _effects(lang: str, rules: str | None) -> str:
    """What the special cards of ``rules`` do to a player who asks their holder for an exchange."""
    from taverna.games.cucu.options import PRESETS

    opts = PRESETS.get(rules or "", PRESETS["cambio"])
    keys = ["eff_cuckoo"] if opts.cuckoo_rule == "arrest" else []
    keys += ["eff_hunter_token" if opts.family == "pagat" else "eff_hunter", "eff_horse", f"eff_cat_{opts.cat_rule}",
             f"eff_inn_{opts.inn_rule}"]  # fmt: skip
    if opts.fool_rule == "clown":
        keys.append("eff_fool")
    return listed(lang, [_say(lang, k, rules) for k in keys])


def _lives_note(view: dict[str, Json], lang: str, dealer: bool) -> str:
    """Ranter-Go-Round's and Coucou's exchange: with the next player, the stock (the dealer) or the talon
    (Coucou's last player); the top card (the King, or the Ace played high) refuses."""
    opts = view.get("options") or {}
    rules = str(view.get("rules"))
    from taverna.games.cucu.options import make_options

    o = make_options(rules, dict(opts))
    top = french.rank_name(french.ACE if o.ace == "high" else french.KING, lang)
    order = [p for p in view.get("order", []) if p]
    me = view.get("viewer")
    if dealer:
        return _say(lang, "note_exchange_lives_dealer", top=top)
    if o.dealer_three and len(order) >= 2 and me == order[-2]:
        return _say(lang, "note_exchange_talon", top=top)
    if not o.king:
        return _say(lang, "note_exchange_no_king")
    return _say(lang, "note_exchange_lives", top=top)


def help_text(view: dict[str, Json], lang: str = "en") -> str:
    """What the viewer's choices mean right now."""
    legal = view.get("legal", [])
    rules = view.get("rules")
    dealer = view.get("viewer") == view.get("dealer")
    out = [_say(lang, "help_head", rules=rules)]
    for a in legal:
        word = a.split()[0]
        if word == "exchange" and rules == "le-her":
            note = _say(lang, "note_exchange_le_her_dealer" if dealer else "note_exchange_le_her")
        elif word == "exchange" and rules == "slabberjan":  # the neighbour asked: right or left (direction)
            side = "left" if view.get("direction") == "left" else "right"
            note = _say(lang, "note_exchange_slab_dealer" if dealer else "note_exchange_slab", side=side)
        elif word == "exchange" and rules == "gnav":
            note = _say(lang, "note_exchange_gnav_dealer" if dealer else "note_exchange_gnav")
        elif word == "exchange" and rules in LIVES_RULES:
            note = _lives_note(view, lang, dealer)
        elif word == "exchange" and dealer:
            note = _say(lang, "note_exchange_dealer")
        elif word == "exchange":
            note = _say(lang, "note_exchange", rules, effects=_effects(lang, rules))
        else:
            note = _say(lang, "note_" + word, rules) if word in _NOTES else ""
        out.append(_say(lang, "help_line", action=a, note=note))
    if not legal:
        out.append(_say(lang, "nothing_now"))
    if view.get("card") is not None:
        out.append(_say(lang, "your_card_is", card=_card(view["card"], lang, rules)))
    return "\n".join(out)
