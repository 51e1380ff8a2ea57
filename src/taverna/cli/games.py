"""``taverna games``: every game, rule set and option."""

from __future__ import annotations

import json
from typing import Any

import typer
from rich.table import Table

from taverna.games import games
from taverna.i18n import LANGS as I18N_LANGS
from taverna.i18n.lobby import localise

from .common import out


def games_cmd(
    as_json: bool = typer.Option(False, "--json", help="print the list as JSON"),
    lang: str = typer.Option("en", "--lang", help="titles and meanings in: " + ", ".join(I18N_LANGS)),
) -> None:
    """Every game, rule set and option, with defaults and meanings."""
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
        out.print(f"{d['description']}  Players: {info.min_players}-{info.max_players} (usually {info.usual}).")
        for name, rs in info.rule_sets.items():
            out.print(f"\n[bold]--rules {name}[/bold]: {d['rule_sets'][name]['title']} ({rs.source})")
            desc = d["rule_sets"][name]["options"]
            fixed_names = {f for f, field in getattr(info.options_cls, "__dataclass_fields__", {}).items()
                           if field.metadata.get("fixed")}  # fmt: skip
            table = Table(show_header=True, header_style="bold", box=None, pad_edge=False)
            table.add_column("option")
            table.add_column("default")
            table.add_column("meaning")
            how = []
            for opt in desc:
                if opt["name"].replace("-", "_") in fixed_names:
                    how.append(_fixed_text(opt))
                    continue
                extra = f" ({', '.join(map(str, opt['choices']))})" if opt.get("choices") else ""
                table.add_row(opt["name"], json.dumps(opt["default"]), str(opt["help"]) + extra)
            out.print(table)
            if how:
                out.print("[dim]How this rule set works (fixed): " + "; ".join(how) + ".[/dim]", markup=True)


def _fixed_text(opt: dict[str, Any]) -> str:
    """A fixed option in words: ``deal from: bottom``, ``interleaved: yes``."""
    value = opt["default"]
    shown = "yes" if value is True else "no" if value is False else "none" if value is None else str(value)
    return f"{opt['name'].replace('-', ' ')}: {shown}"
