"""What the commands share: the consoles, a refusal on one line, and small readers and writers."""

from __future__ import annotations

import functools
import importlib
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import typer
from rich.console import Console

from taverna.i18n import LANGS, fluent

out = Console(highlight=False)
err = Console(stderr=True, highlight=False, soft_wrap=True)


def rules_help(*game_ids: str) -> str:
    """The ``--rules`` help: each game's rule sets as the registry has them (every game with more than one, or
    the games named), so that the help never falls behind a rule set added."""
    from taverna.games import games

    infos = games()
    chosen = [g for g in sorted(infos) if (g in game_ids if game_ids else len(infos[g].rule_sets) > 1)]
    return "the rule set (" + "; ".join(f"{g}: {', '.join(infos[g].rule_sets)}" for g in chosen) + ")"


def cli_lang(given: str | None = None) -> str:
    """The language of a command's own words: ``--lang`` where given, else ``TAVERNA_LANG``, else ``LANG``
    (``fr_FR.UTF-8`` is ``fr``), else English; a language this project does not speak counts as none."""
    if given is not None:
        return given.strip().lower()  # ("FR", "Fr": French)
    for var in ("TAVERNA_LANG", "LANG"):
        code = os.environ.get(var, "").split(".")[0].split("_")[0].lower()
        if code in LANGS:
            return code
    return "en"


def said(lang: str, key: str, **fields: Any) -> str:
    """The terminal's sentence ``key`` (``taverna/locales/<lang>/cli.ftl``) in ``lang``, else English."""
    return fluent.lookup("cli", lang, key, fields) or key


def _fail(command: str, message: str, lang: str = "en") -> typer.Exit:
    """Say what was wrong on one line of standard error (``message`` said in ``lang``); the caller raises the
    exit (status 2)."""
    err.print(said(lang, "cli-failed", command=command, message=message), markup=False)
    return typer.Exit(2)


# The modules that only an extra brings, and its name (pyproject.toml's optional dependencies).
EXTRA_OF = {
    "numpy": "research", "gymnasium": "research", "pettingzoo": "research", "pyarrow": "research",
    "pyspiel": "openspiel", "numba": "fast", "ray": "cluster", "matplotlib": "plot", "psycopg": "postgres",
    "redis": "redis", "rlcard": "bench",
}  # fmt: skip


def extra_refusal(command: str, module: str, extra: str | None = None) -> typer.Exit:
    """One line: the command needs ``module``, which the extra brings, and how to install it (status 2)."""
    extra = extra or EXTRA_OF.get(module, module)
    lang = cli_lang()
    return _fail(command, said(lang, "cli-extra", module=module, extra=repr(extra), name=extra), lang)


def require(command: str, extra: str, *modules: str) -> None:
    """Refuse before any work starts when a module of ``extra`` cannot be imported."""
    for module in modules:
        try:
            importlib.import_module(module)
        except ImportError:
            raise extra_refusal(command, module, extra) from None


F = TypeVar("F", bound=Callable[..., Any])


def guard_extras(command: str, func: F) -> F:
    """The command ``func`` with a missing extra's import said on one line (status 2), not as a traceback."""

    @functools.wraps(func)
    def run(*args: Any, **kwargs: Any) -> Any:
        try:
            return func(*args, **kwargs)
        except ImportError as exc:
            top = (exc.name or "").split(".")[0]
            if top not in EXTRA_OF:
                raise
            raise extra_refusal(command, top) from None

    return run  # type: ignore[return-value]


def _check_writable(command: str, path: Path | None, option: str, lang: str | None = None) -> None:
    """Refuse, before any work starts, an output file that cannot be written (``option``: the command's option
    that names it, --save, --out, --plot), in ``lang`` (the command's language by default)."""
    if path is None:
        return
    lang = lang or cli_lang()
    parent = path.parent if str(path.parent) else Path(".")
    if path.is_dir():
        raise _fail(command, said(lang, "write-is-dir", option=option, path=str(path)), lang)
    if not parent.is_dir():
        raise _fail(command, said(lang, "write-no-dir", option=option, path=str(path), dir=str(parent)), lang)


def _parse_options(items: list[str]) -> dict[str, Any]:
    opts: dict[str, Any] = {}
    for item in items:
        if "=" not in item:
            raise typer.BadParameter(f"--option takes name=value, got {item!r}")
        k, v = item.split("=", 1)
        if v.strip().lower() in ("true", "false"):  # (True, FALSE: a yes or no in any case)
            opts[k.strip()] = v.strip().lower() == "true"
            continue
        try:
            opts[k.strip()] = json.loads(v)
        except json.JSONDecodeError:
            opts[k.strip()] = v
    return opts


def _counters_text(c: dict[str, Any], lang: str = "en", names: dict[str, str] | None = None,
                   finished: bool = False) -> str:  # fmt: skip
    """A player's counters as the language says them ("3 chips, out"), each named by the rule set's word for
    it where it has one (``names``, GameInfo.counter_names: Gnav's chips are "tokens"); a value that is not a
    number as it is.  ``finished``: a finished match's standing, which says no one "out" (as the browser's: the
    winner line says who won; Cambio's "out" is out of the last set, not of the match)."""
    from taverna.i18n import listed, say

    names = names or {}
    # money is kept in cents (Cuajo's records): said as an amount ($amount, in dollars)
    parts = [say("common", lang, "counter_value", counter=names.get(k, k), n=v, amount=v / 100)
             if isinstance(v, (int, float)) and not isinstance(v, bool)
             else f"{k} {v}" for k, v in c.items() if k != "out"]  # fmt: skip
    if c.get("out") and not finished:
        parts.append(say("common", lang, "counter_out"))
    return listed(lang, parts, "unit-short")


def _winner_text(w: Any) -> str:
    """A name, a list of names (a team, or a shared win), or none: a draw."""
    if w is None:
        return "none (a draw)"
    return ", ".join(w) if isinstance(w, list) else str(w)


def game_title(game: str, rules: str | None, lang: str) -> str:
    """The game's name in ``lang``, or its rule set's where the game has several (as `taverna games` names them)."""
    from taverna.games import get_game
    from taverna.i18n.lobby import localise

    d = localise(get_game(game).describe(), lang)
    sets = d.get("rule_sets") or {}
    if rules in sets and len(sets) > 1:
        return str(sets[rules]["title"])
    return str(d["title"])
