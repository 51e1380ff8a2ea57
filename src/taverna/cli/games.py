"""``taverna games``: every game, rule set and option."""

from __future__ import annotations

import json
from typing import Any

import typer
from rich.markup import escape
from rich.table import Table

from taverna.games import games
from taverna.i18n import LANGS as I18N_LANGS
from taverna.i18n.lobby import localise

from .common import cli_lang, out, said


def games_cmd(
    as_json: bool = typer.Option(False, "--json", help="print the list as JSON"),
    lang_given: str | None = typer.Option(
        None,
        "--lang",
        help="titles, meanings and headings in: " + ", ".join(I18N_LANGS),
        show_default="TAVERNA_LANG, else LANG, else en",
    ),
) -> None:
    """Every game, rule set and option, with defaults and meanings."""
    lang = cli_lang(lang_given)
    if lang not in I18N_LANGS:
        raise typer.BadParameter(
            f"unknown language {lang!r}; expected one of {', '.join(I18N_LANGS)}", param_hint="--lang"
        )
    infos = games()
    described = {gid: localise(info.describe(), lang) for gid, info in infos.items()}
    if as_json:
        print(json.dumps(list(described.values()), indent=2, ensure_ascii=False))
        return
    for info in infos.values():
        d = described[info.id]
        out.rule(f"[bold]{info.id}[/bold]: {d['title']}")
        about = said(lang, "games-about", description=d["description"], min=info.min_players, max=info.max_players,
                     usual=info.usual)  # fmt: skip
        out.print(about)
        for name, rs in info.rule_sets.items():
            heading = said(lang, "games-rules", rules=f"[bold]--rules {name}[/bold]",
                           title=d["rule_sets"][name]["title"], source=rs.source)  # fmt: skip
            out.print()
            out.print(heading)
            seats, usual = info.players_for(name), info.usual_for(name)
            if seats != (info.min_players, info.max_players) or usual != info.usual:  # (Le Her: 2; Slabberjan: 41)
                out.print(said(lang, "games-rules-players", min=seats[0], max=seats[1], usual=usual,
                                exact="yes" if seats[0] == seats[1] else "no"), markup=False)
            desc = d["rule_sets"][name]["options"]
            fixed_names = {f for f, field in getattr(info.options_cls, "__dataclass_fields__", {}).items()
                           if field.metadata.get("fixed")}  # fmt: skip
            table = Table(show_header=True, header_style="bold", box=None, pad_edge=False)
            table.add_column(said(lang, "games-option"))
            table.add_column(said(lang, "games-default"))
            table.add_column(said(lang, "games-meaning"))
            how = []
            for opt in desc:
                if opt["name"].replace("-", "_") in fixed_names:
                    how.append(_fixed_text(opt, lang))
                    continue
                extra = f" ({', '.join(map(str, opt['choices']))})" if opt.get("choices") else ""
                # the id (what --option takes) and, beside it, the option's short name in the language chosen
                named = f"{escape(opt['name'])} [dim]{escape(opt['label'])}[/dim]" if opt.get("label") else opt["name"]
                table.add_row(named, json.dumps(opt["default"]), str(opt["help"]) + extra)
            out.print(table)
            if how:
                out.print(
                    said(lang, "games-fixed", how=said(lang, "games-fixed-sep").join(how)), style="dim", markup=True
                )


def _fixed_text(opt: dict[str, Any], lang: str = "en") -> str:
    """A fixed option in words: ``deal from: bottom``, ``interleaved: yes``."""
    value = opt["default"]
    word = {True: "games-yes", False: "games-no", None: "games-none"}
    shown = said(lang, word[value]) if value is None or isinstance(value, bool) else str(value)
    return said(lang, "games-fixed-value", option=opt["name"].replace("-", " "), value=shown)
