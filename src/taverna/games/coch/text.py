"""Coch in words, for text clients (sentences from ``taverna/games/coch/locales/<lang>.ftl``, in ``lang``)."""

from __future__ import annotations

from typing import Any

from taverna.games.kinds import card_names as card_names  # (the browser names the cards so too)
from taverna.games.kinds import card_text as card_text  # (the words of Coch's and Zifuli's sentences)
from taverna.games.kinds import name_card as name_card  # (the terminal names the cards it shows and reads)
from taverna.i18n import names, say


def _say(lang: str, key: str, **fields: Any) -> str:
    return say("coch", lang, key, **fields)


def _names(names_: Any, lang: str = "en") -> str:
    return names(lang, names_) if isinstance(names_, list) else str(names_)


def _trick(trick: Any, lang: str) -> str:
    return " - ".join(f"{p} {card_text(c, lang)}" for p, c in trick)


def describe_event(ev: dict[str, Any], lang: str = "en", rules: str | None = None) -> str | None:
    k = ev.get("kind")
    if k == "match_start":
        team1, team2 = ev["teams"]
        return _say(lang, "match_start", team1=_names(team1, lang), team2=_names(team2, lang), deals=ev["deals"])
    if k == "deal_start":
        return _say(lang, "deal_start", deal=ev["deal"], dealer=ev["dealer"], cards_each=ev["cards_each"],
                    leader=ev["leader"])  # fmt: skip
    if k == "hand":
        return _say(lang, "your_hand", cards=", ".join(card_text(c, lang) for c in ev["cards"]))
    if k == "play":
        return _say(lang, "play", player=ev["player"], card=card_text(ev["card"], lang))
    if k == "trick":
        return _say(lang, "trick", winner=ev["winner"], base=ev["base"])
    if k == "deal_end":
        teams = ev["teams"]
        w = ev.get("winner")
        key = "deal_end" + ("_recount" if ev.get("recount") else "") + ("_won" if w else "_draw")
        (a, b), (ra, rb) = ev["points"], ev.get("recount") or ev["points"]
        return _say(lang, key, deal=ev["deal"], team1=_names(teams[0], lang), a=a, b=b, team2=_names(teams[1], lang),
                    ra=ra, rb=rb, winner=_names(w, lang) if w else "")  # fmt: skip
    if k == "game_over":
        w = ev.get("winner")
        won = ev.get("won", [])
        key = ("over_won_" if won else "over_") + ("winners" if w else "draw") + ("" if won else "_all")
        return _say(lang, key, a=won[0] if won else 0, b=won[1] if won else 0, winner=_names(w, lang) if w else "")
    return None


def situation(view: dict[str, Any], lang: str = "en") -> str:
    lines = [_say(lang, "head", deal=view["deal"], deals=view["deals"], dealer=view["dealer"],
                  tricks_left=view["tricks_left"])]  # fmt: skip
    for team in view["teams"]:
        p = next(x for x in view["players"] if x["name"] == team[0])
        taken = sum(view["tricks_won"][q] for q in team)
        lines.append(_say(lang, "team", team=_names(team, lang), taken=taken, points=p["points"], won=p["won"]))
    if view.get("last_trick") and not view.get("trick"):
        lines.append(_say(lang, "last_trick", cards=_trick(view["last_trick"], lang)))
    if view.get("trick"):
        lines.append(_say(lang, "on_table", cards=_trick(view["trick"], lang)))
    if view.get("hand") is not None:
        lines.append(_say(lang, "hand_partner", partner=view["partner"],
                          cards=", ".join(card_text(c, lang) for c in view["hand"])))  # fmt: skip
    return "\n".join(lines)


def help_text(view: dict[str, Any], lang: str = "en") -> str:
    return _say(lang, "help", choices=", ".join(view.get("legal", [])))
