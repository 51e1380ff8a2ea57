"""The record commands: ``taverna replay`` (deal by deal, or the summary) and ``taverna verify`` (fair tables)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import typer
from rich.markup import escape
from rich.table import Table

from taverna.cards import LANGUAGES
from taverna.core import Match, TavernaError
from taverna.games import get_game
from taverna.i18n import chained, listed, say, winners
from taverna.i18n.refusals import localise
from taverna.records import replay as replay_record

from .common import _counters_text, _fail, _winner_text, cli_lang, err, game_title, out, said


# ----------------------------------------------------------------------------- replay
def replay_cmd(
    file: Path = typer.Argument(..., help="a taverna/1 record (JSON)"),
    as_json: bool = typer.Option(False, "--json", help="print the summary object of the record spec"),
    given: str | None = typer.Option(None, "--lang", help="the language of the card names, the deals and the "
                                     "headings: " + ", ".join(LANGUAGES) + " (default: TAVERNA_LANG, else LANG)"),
) -> None:
    """Replay a record: deal by deal, or the JSON summary."""
    lang = cli_lang(given)
    if lang not in LANGUAGES:
        raise _fail("replay", said(lang, "play-bad-lang", langs=", ".join(LANGUAGES), got=repr(lang)))
    try:
        match = replay_record(file)
    except TavernaError as exc:
        why = said(lang, "replay-bad-record", file=str(file), error=localise(exc, lang))
        raise _fail("replay", why, lang) from None
    summary = match.summary()
    if as_json:
        print(json.dumps(summary, ensure_ascii=False))
        return
    _show_summary(match, summary, lang)


def _card_text(game: str, card: str, lang: str, rules: str | None) -> str:
    try:
        text = get_game(game).part("text")
        name_card = getattr(text, "name_card", None)  # (the game's text names its cards)
        if name_card is not None:
            name: str = name_card(card, lang, rules)
            return name
    except (TavernaError, KeyError):
        pass
    return card


def _show_summary(match: Match, summary: dict[str, Any], lang: str) -> None:
    game, rules = match.game, match.rules
    names = get_game(game).counter_names(rules)  # (the rule set's words for its counters: Gnav's tokens)
    out.rule(escape(said(lang, "replay-header", title=game_title(game, rules, lang), players=", ".join(match.players))))
    cards = any(deal.get("revealed") for deal in summary["deals"])  # (Cuajo's and the trick games' deals show none)
    for i, deal in enumerate(summary["deals"], 1):
        dealer = str(deal.get("dealer"))  # ("You deal": docs/i18n.md)
        if "set" in deal:
            head = say("common", lang, "replay_deal_set", n=i, dealer=dealer, set=deal["set"], round=deal["round"])
        else:
            head = say("common", lang, "replay_deal", n=i, dealer=dealer)
        out.print(f"[bold]{escape(head)}[/bold]")
        table = Table(box=None, pad_edge=False)
        table.add_column(said(lang, "replay-player"))
        if cards:
            table.add_column(said(lang, "replay-card"))
        table.add_column(said(lang, "replay-after"))
        for p in match.players:
            card = deal.get("revealed", {}).get(p)
            lost = p in deal.get("losers", [])
            who = f"[red]{escape(say('common', lang, 'replay_loses', player=p))}[/red]" if lost else escape(p)
            shown = [_card_text(game, card, lang, rules) if card else ""] if cards else []
            table.add_row(who, *shown, _counters_text(deal["after"][p], lang, names))
        out.print(table)
        pool = deal["after"].get("pool")
        if pool is not None:
            paid = deal.get("payouts") or {}
            to = listed(lang, [said(lang, "replay-paid-to", amount=v, player=p) for p, v in paid.items()])
            out.print(said(lang, "replay-pool-paid", pool=pool, paid=to) if paid else said(lang, "replay-pool", pool=pool),
                      markup=False)  # fmt: skip
    out.rule(said(lang, "replay-now"))
    for p, c in summary["players"].items():
        counters = _counters_text(c, lang, names, finished=summary["finished"])
        out.print(said(lang, "play-standing", player=p, counters=counters), markup=False)
    if summary["finished"]:
        w = summary["winner"]
        won = said(lang, "play-draw") if w is None else said(lang, "play-winner", **winners(lang, w))
        out.print(f"[bold]{escape(won)}[/bold]")
    else:
        out.print(said(lang, "replay-unfinished", players=", ".join(summary["to_act"])), markup=False)


# ----------------------------------------------------------------------------- verify (fair tables)
def _counter_names(file: Path) -> dict[str, str]:
    """The words the record's rule set gives its counters (Gnav's chips are tokens); none if unreadable."""
    try:
        rec = json.loads(file.read_text(encoding="utf-8"))
        return get_game(str(rec["game"])).counter_names(rec.get("rules"))
    except (OSError, ValueError, KeyError, TypeError, TavernaError):
        return {}


def verify_cmd(
    file: Path = typer.Argument(..., help="a taverna/1 record downloaded from a server table after the match"),
    commitment: str | None = typer.Option(None, "--commitment", help="the commitment you saw at the table"),
    chain: str | None = typer.Option(None, "--hash", help="the action log's hash (chain) you saw at the table at the "
                                     "end: the record's actions must hash to it"),
    as_json: bool = typer.Option(False, "--json", help="print the verdict as JSON"),
    given: str | None = typer.Option(None, "--lang", help="the language of the headings and the refusals (the "
                                     "checks' own lines stay English): " + ", ".join(LANGUAGES)
                                     + " (default: TAVERNA_LANG, else LANG)"),
) -> None:
    """Check a fair table's record: the commitment, the generator, the actions' hash chain, and that it
    replays to its result.

    Exit 0: fair; 1: not (the reason is printed); 2: the file is not a readable record.
    """
    from taverna.records.fair import verify

    lang = cli_lang(given)
    if lang not in LANGUAGES:
        raise _fail("verify", said(lang, "play-bad-lang", langs=", ".join(LANGUAGES), got=repr(lang)))
    try:
        verdict = verify(file, seen=commitment, seen_chain=chain)
    except TavernaError as exc:
        raise _fail("verify", said(lang, "verify-cannot-read", file=str(file), error=localise(exc, lang)), lang) from None
    if as_json:
        print(json.dumps(verdict.to_json(), ensure_ascii=False))
    else:
        for line in verdict.checked:
            out.print(said(lang, "verify-ok", line=line), markup=False, soft_wrap=True)
        if verdict.summary is not None:
            s = verdict.summary
            names = _counter_names(file)
            players = chained("common", lang, "change_then", [said(lang, "play-standing", player=p,
                              counters=_counters_text(c, lang, names)) for p, c in s["players"].items()])  # fmt: skip
            finished = "yes" if s["finished"] else "no"
            winner = said(lang, "verify-draw") if s["winner"] is None else _winner_text(s["winner"])
            out.print(said(lang, "verify-summary", finished=finished, winner=winner, deals=len(s["deals"]), players=players),
                      markup=False, soft_wrap=True)  # fmt: skip
        for reason in verdict.reasons:
            err.print(said(lang, "verify-not-fair", reason=reason), markup=False)
        if verdict.fair:
            out.print(said(lang, "verify-fair"), markup=False)
    raise typer.Exit(0 if verdict.fair else 1)
