"""Zifuli in words, for text clients (sentences from ``taverna/games/zifuli/locales/<lang>.ftl``, in ``lang``)."""

from __future__ import annotations

from typing import Any

from taverna.games.kinds import card_names as card_names  # (the browser names the cards so too)
from taverna.games.kinds import card_text as card_text
from taverna.games.kinds import name_card as name_card
from taverna.i18n import names, say


def _say(lang: str, key: str, **fields: Any) -> str:
    return say("zifuli", lang, key, **fields)


def _names(names_: Any, lang: str = "en") -> str:
    return names(lang, names_) if isinstance(names_, list) else str(names_)


def _trick(trick: Any, lang: str) -> str:
    return " - ".join(f"{p} {card_text(c, lang)}" for p, c in trick)


def describe_event(ev: dict[str, Any], lang: str = "en", rules: str | None = None) -> str | None:
    k = ev.get("kind")
    if k == "match_start":
        end = "rounds" if ev.get("rounds") else "chips"
        return _say(lang, "match_start", chips=ev["chips"], end=end, rounds=ev.get("rounds"))
    if k == "deal_start":
        return _say(lang, "deal_start", round=ev["round"], dealer=ev["dealer"], cards_each=ev["cards_each"],
                    first=ev["first"])  # fmt: skip
    if k == "hand":
        return _say(lang, "your_hand", cards=", ".join(card_text(c, lang) for c in ev["cards"]))
    if k == "bid":
        return _say(lang, "bid", player=ev["player"], card=card_text(ev["card"], lang), base=ev["base"])
    if k == "pass":
        return _say(lang, "pass", player=ev["player"])
    if k == "boss":
        return _say(lang, "boss", player=ev["player"], card=card_text(ev["card"], lang))
    if k == "partner":
        return _say(lang, "partner", card=card_text(ev["card"], lang), boss=ev["boss"])
    if k == "alone":
        return _say(lang, "alone", card=card_text(ev["card"], lang))
    if k == "deal_void":
        return _say(lang, "deal_void", deal=ev["deal"])
    if k == "play":
        return _say(lang, "play", player=ev["player"], card=card_text(ev["card"], lang))
    if k == "partner_revealed":
        return _say(lang, "partner_revealed", player=ev["player"], boss=ev["boss"])
    if k == "alone_revealed":
        return _say(lang, "alone_revealed", player=ev["player"], card=card_text(ev["card"], lang))
    if k == "trick":
        return _say(lang, "trick", winner=ev["winner"], base=ev["base"])
    if k == "round_end":
        side, others = ev["teams"]
        w = ev.get("winner")
        recount = ev.get("recount") or ev["points"]
        key = "round_end" + ("_recount" if ev.get("recount") else "") + ("_won" if w else "_draw")
        moves = ", ".join(f"{p} {d:+d}" for p, d in ev["payments"].items() if d)
        return _say(lang, key, round=ev["round"], side=_names(side, lang), a=ev["points"][0], b=ev["points"][1],
                    others=_names(others, lang), ra=recount[0], rb=recount[1], winner=_names(w, lang) if w else "",
                    moved="yes" if moves else "no", moves=moves)  # fmt: skip
    if k == "game_over":
        w = ev.get("winner")
        chips = ", ".join(f"{p} {c}" for p, c in ev.get("chips", {}).items())
        return _say(lang, "game_over", chips=chips, winner=_names(w, lang))
    return None


def situation(view: dict[str, Any], lang: str = "en") -> str:
    end = "rounds" if view.get("rounds") else "none"
    phase = view["phase"]
    lines = [_say(lang, "head", round=view["round"], end=end, rounds=view.get("rounds"), dealer=view["dealer"],
                  phase=phase)]  # fmt: skip
    lines.append(_say(lang, "chips", chips=", ".join(f"{p['name']} {p['chips']}" for p in view["players"])))
    if phase == "auction":
        if view["bids"]:
            lines.append(_say(lang, "bids", bids=_trick(view["bids"], lang)))
        if view["passed"]:
            lines.append(_say(lang, "passed", names=", ".join(view["passed"])))
    elif view.get("boss"):
        partner = view.get("partner")
        who = "alone" if view.get("alone") else "partner" if partner else "secret"
        lines.append(_say(lang, "boss_line", boss=view["boss"], card=card_text(view["card"], lang), who=who,
                          partner=partner, tricks_left=view["tricks_left"]))  # fmt: skip
        if view.get("revealed"):
            shown = "; ".join(f"{p} {', '.join(card_text(c, lang) for c in cs)}" for p, cs in view["revealed"].items())
            lines.append(_say(lang, "revealed", shown=shown))
        if view.get("last_trick") and not view.get("trick"):
            lines.append(_say(lang, "last_trick", cards=_trick(view["last_trick"], lang)))
        if view.get("trick"):
            lines.append(_say(lang, "on_table", cards=_trick(view["trick"], lang)))
    if view.get("hand") is not None:
        lines.append(_say(lang, "your_hand", cards=", ".join(card_text(c, lang) for c in view["hand"])))
    return "\n".join(lines)


def help_text(view: dict[str, Any], lang: str = "en") -> str:
    key = "help_auction_choices" if view.get("phase") == "auction" else "help_play_choices"
    return _say(lang, key, choices=", ".join(view.get("legal", [])))
