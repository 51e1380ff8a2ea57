"""The ``taverna`` command: list the games, play in the terminal against bots, replay records."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import typer
from rich.console import Console
from rich.table import Table

from taverna.bots import LEVELS, Bot, get_bot
from taverna.cards import LANGUAGES
from taverna.core import Action, Match, Rng, TavernaError
from taverna.games import create_match, games, get_game
from taverna.i18n import LANGS as I18N_LANGS
from taverna.i18n import YOU
from taverna.i18n.lobby import localise
from taverna.records import replay as replay_record
from taverna.records import save

app = typer.Typer(add_completion=False, no_args_is_help=True, rich_markup_mode=None, help="Taverna: the Cuckoo family of card games.")
out = Console(highlight=False)
err = Console(stderr=True, highlight=False, soft_wrap=True)

NAMES = ["Ada", "Bruno", "Carla", "Dino", "Elena", "Fabio", "Gina", "Ugo", "Ivo", "Lia", "Mara", "Nico", "Olga",
         "Piero", "Rita", "Sara", "Tino", "Vera", "Zeno", "Bice", "Cosimo", "Dora", "Ettore", "Flora", "Guido",
         "Ilda", "Leo", "Mina", "Nello", "Ornella"]  # fmt: skip


def _version(value: bool) -> None:
    if value:
        from taverna import __version__

        out.print(f"taverna {__version__}", markup=False)
        raise typer.Exit(0)


@app.callback()
def _root(
    version: bool = typer.Option(False, "--version", help="print Taverna's version and exit", is_eager=True,
                                 callback=_version),
) -> None:
    """Taverna: the Cuckoo family of card games."""


def _fail(command: str, message: str) -> typer.Exit:
    """Say what was wrong on one line of standard error; the caller raises the exit (status 2)."""
    err.print(f"taverna {command}: {message}", markup=False)
    return typer.Exit(2)


def _check_writable(command: str, path: Path | None, what: str) -> None:
    """Refuse, before any work starts, an output file that cannot be written."""
    if path is None:
        return
    parent = path.parent if str(path.parent) else Path(".")
    if path.is_dir():
        raise _fail(command, f"{what} {path} is a directory; give a file name")
    if not parent.is_dir():
        raise _fail(command, f"cannot write {what} {path}: no such directory {parent}")


def _text_module(game: str) -> ModuleType | None:
    return get_game(game).part("text")


def _describe(text: ModuleType | None, ev: dict[str, Any], lang: str, rules: str | None) -> str | None:
    if text is not None:
        line: str | None = text.describe_event(ev, lang, rules)
        return line
    fields = ", ".join(f"{k}={v}" for k, v in ev.items() if k not in ("kind", "to"))
    return f"{ev.get('kind')}: {fields}"


# ----------------------------------------------------------------------------- games
@app.command("games")
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


# ----------------------------------------------------------------------------- replay
@app.command("replay")
def replay_cmd(
    file: Path = typer.Argument(..., help="a taverna/1 record (JSON)"),
    as_json: bool = typer.Option(False, "--json", help="print the summary object of the record spec"),
    lang: str = typer.Option("en", "--lang", help="card names: " + ", ".join(LANGUAGES)),
) -> None:
    """Replay a record: deal by deal, or the JSON summary."""
    if lang not in LANGUAGES:
        raise _fail("replay", f"--lang must be one of {', '.join(LANGUAGES)}, got {lang!r}")
    try:
        match = replay_record(file)
    except TavernaError as exc:
        err.print(f"taverna replay: bad record {file}: {exc}", markup=False)
        raise typer.Exit(2) from None
    summary = match.summary()
    if as_json:
        print(json.dumps(summary, ensure_ascii=False))
        return
    _show_summary(match, summary, lang)


def _card_text(game: str, card: str, lang: str, rules: str | None) -> str:
    try:
        name_card = getattr(_text_module(game), "name_card", None)  # (the game's text names its cards)
        if name_card is not None:
            name: str = name_card(card, lang, rules)
            return name
    except (TavernaError, KeyError):
        pass
    return card


def _counters_text(c: dict[str, Any]) -> str:
    parts = [f"{k} {v}" for k, v in c.items() if k != "out"]
    if c.get("out"):
        parts.append("out")
    return ", ".join(parts)


def _winner_text(w: Any) -> str:
    """A name, a list of names (a team, or a shared win), or none: a draw."""
    if w is None:
        return "none (a draw)"
    return ", ".join(w) if isinstance(w, list) else str(w)


def _show_summary(match: Match, summary: dict[str, Any], lang: str) -> None:
    game, rules = match.game, match.rules
    out.rule(f"{game}{f' ({rules})' if rules else ''}: {', '.join(match.players)}")
    for i, deal in enumerate(summary["deals"], 1):
        head = f"Deal {i}: {deal.get('dealer')} deals"
        if "set" in deal:
            head += f" (set {deal['set']}, round {deal['round']})"
        out.print(f"[bold]{head}[/bold]")
        table = Table(box=None, pad_edge=False)
        table.add_column("player")
        table.add_column("card")
        table.add_column("after")
        for p in match.players:
            card = deal.get("revealed", {}).get(p)
            mark = " [red]loses[/red]" if p in deal.get("losers", []) else ""
            table.add_row(p + mark, _card_text(game, card, lang, rules) if card else "", _counters_text(deal["after"][p]))
        out.print(table)
        pool = deal["after"].get("pool")
        if pool is not None:
            paid = deal.get("payouts") or {}
            out.print(f"Pool: {pool}" + ("; paid out: " + ", ".join(f"{v} to {p}" for p, v in paid.items()) if paid else ""),
                      markup=False)  # fmt: skip
    out.rule("Now")
    for p, c in summary["players"].items():
        out.print(f"{p}: {_counters_text(c)}")
    if summary["finished"]:
        w = summary["winner"]
        out.print(f"[bold]Winner: {_winner_text(w)}[/bold]")
    else:
        out.print(f"Unfinished: to act: {', '.join(summary['to_act'])}")


# ----------------------------------------------------------------------------- play
def _parse_options(items: list[str]) -> dict[str, Any]:
    opts: dict[str, Any] = {}
    for item in items:
        if "=" not in item:
            raise typer.BadParameter(f"--option takes name=value, got {item!r}")
        k, v = item.split("=", 1)
        try:
            opts[k.strip()] = json.loads(v)
        except json.JSONDecodeError:
            opts[k.strip()] = v
    return opts


def _parse_input(line: str, cards: dict[str, str] | None = None) -> Action:
    """A typed action: the word (any case), then a JSON argument, a card's name from ``cards`` (a person's
    name or an accepted spelling, lower case, to its notation) or plain text."""
    line = line.strip()
    word, _, rest = line.partition(" ")
    word = word.lower()
    if not rest.strip():
        return Action(word)
    key = " ".join(rest.lower().split())
    if cards and key in cards:
        return Action(word, cards[key])
    try:
        arg = json.loads(rest)
    except json.JSONDecodeError:
        arg = rest.strip()
    return Action(word, arg)


def _card_words(match: Match, card: str, lang: str) -> str | None:
    """A person's name for a card of ``match`` written in its notation (its text's ``name_card``), or None."""
    try:
        name_card = getattr(_text_module(match.game), "name_card", None)
        if name_card is None:
            return None
        named: str = name_card(card, lang, match.rules)
        return named
    except (TavernaError, ValueError, KeyError):
        return None


class Quit(Exception):
    pass


class Terminal:
    """The human's side of the table."""

    def __init__(self, match: Match, human: str, lang: str) -> None:
        self.match = match
        self.human = human
        self.lang = lang
        self.text = _text_module(match.game)
        self.shown = 0

    def news(self) -> None:
        view = self.match.view(self.human or None, since=self.shown)
        for ev in view["log"]:
            line = _describe(self.text, ev, self.lang, self.match.rules)
            if line:
                out.print(("  " if ev.get("to") else "") + line, markup=False)
        self.shown = len(self.match.log)

    def situation(self) -> None:
        view = self.match.view(self.human, since=len(self.match.log))
        if self.text is not None and hasattr(self.text, "situation"):
            out.print(self.text.situation(view, self.lang), markup=False)

    def ask(self, optional: bool) -> Action | None:
        legal = self.match.legal_actions(self.human)
        self.news()
        self.situation()
        choices = "  ".join(f"[{i}] {self._choice_text(a)}" for i, a in enumerate(legal, 1))
        hint = " (Enter: let it pass)" if optional else ""
        while True:
            out.print(f"{self.human}, your choice: {choices}   ? help, q quit{hint}", markup=False)
            try:
                line = input("> ")
            except EOFError:
                raise Quit from None
            line = line.strip()
            if not line and optional:
                return None
            if not line:  # an empty line is no action: ask again
                continue
            if line.lower() in ("q", "quit"):
                raise Quit
            if line.lower() in ("?", "help"):
                view = self.match.view(self.human, since=len(self.match.log))
                if self.text is not None and hasattr(self.text, "help_text"):
                    out.print(self.text.help_text(view, self.lang), markup=False)
                continue
            if line.isdigit() and 1 <= int(line) <= len(legal):
                action = legal[int(line) - 1]
                if action.arg is None and action.word in ("propose", "offer", "reenter", "play", "bid", "discard", "packet", "bet"):
                    needs = self._needs_argument(action)
                    if needs:
                        out.print(f"{action.word} needs an argument: type e.g. {needs}", markup=False)
                        continue
                return action
            try:
                action = _parse_input(line, self._card_inputs(legal))
                self.match.check(self.human, action)
                return action
            except TavernaError as exc:
                out.print(f"Not now: {exc}", markup=False)

    def _choice_text(self, action: Action) -> str:
        """A legal action as the player may type it, with the card's name in words where it names one."""
        text = str(action)
        if action.word in self.match.card_words and isinstance(action.arg, str):
            name = _card_words(self.match, action.arg, self.lang)
            if name and name.lower() != action.arg.lower():
                text += f" ({name})"
        return text

    def _card_inputs(self, legal: list[Action]) -> dict[str, str]:
        """Every way to type the cards of the legal actions: their names (in the table's language and in
        English) and the other pack's letter for coins (see docs/i18n.md), to the card's notation."""
        found: dict[str, str] = {}
        for a in legal:
            if a.word not in self.match.card_words or not isinstance(a.arg, str):
                continue
            for lang in dict.fromkeys((self.lang, "en")):
                name = _card_words(self.match, a.arg, lang)
                if name:
                    found.setdefault(" ".join(name.lower().split()), a.arg)
                    short = re.sub(r"\s*\([^)]*\)", "", name)  # "king (re) of coins": "king of coins" too
                    found.setdefault(" ".join(short.lower().split()), a.arg)
            alias = getattr(self.text, "COIN_ALIAS", None)  # (the other suited pack's letter for coins)
            if alias and len(a.arg) == 2 and a.arg[1] == alias[1]:
                found.setdefault((a.arg[0] + alias[0]).lower(), a.arg)
        return found

    def _needs_argument(self, action: Action) -> str:
        examples = {"propose": "propose 50", "offer": 'offer {"money": 2}', "packet": "packet 2", "bet": "bet 3"}
        if action.word == "reenter":
            try:
                self.match.check(self.human, action)
                return ""
            except TavernaError:
                return 'reenter {"you": 1}'
        if action.word in examples:
            return examples[action.word]
        try:
            self.match.check(self.human, action)
            return ""
        except TavernaError:
            return f"{action.word} <argument>"


def run_match(match: Match, human: str | None, bots: dict[str, Bot], rng: Rng, lang: str, watch: bool = False) -> None:
    """Play until the end (or the human quits): bots decide from their views only."""
    term = Terminal(match, human, lang) if human else None
    spectator = Terminal(match, "", lang) if watch and term is None else None
    while not match.finished:
        if spectator is not None:
            spectator.news()
        waiting = match.waiting_for()
        optional = [p for p in match.to_act() if p not in waiting]
        acted = False
        for p in optional:
            legal = match.legal_actions(p)
            if p in bots:
                choice = bots[p].choose_optional(match.view(p, since=len(match.log)), legal, rng)
            elif term is not None and p == human:
                choice = term.ask(optional=True)
            else:
                choice = None
            if choice is not None:
                match.apply(p, choice)
                acted = True
                break
        if acted:
            continue
        p = waiting[0]
        if p in bots:
            view = match.view(p)
            match.apply(p, bots[p].choose(view, match.legal_actions(p), rng))
        elif term is not None:
            legal = match.legal_actions(p)
            if len(legal) == 1 and legal[0].word in match.automatic:
                # a question asked whatever the hand, with one answer: the human's own client answers it
                match.apply(p, legal[0])
                continue
            action = term.ask(optional=False)
            assert action is not None
            match.apply(p, action)
    for t in (term, spectator):
        if t is not None:
            t.news()


@app.command("play")
def play_cmd(
    game: str | None = typer.Argument(None, help="the game: " + ", ".join(sorted(games())), show_default=False),
    rules: str | None = typer.Option(None, "--rules", help="the rule set (cucu: campli, lu-stu, cambio, bga, le-her)"),
    players: int = typer.Option(0, "--players", help="number of players, you included",
                                show_default="the game's usual number"),
    seed: int | None = typer.Option(None, "--seed", help="make the match repeatable"),
    lang: str = typer.Option(
        "en", "--lang", help="the language of the cards and the game's sentences: " + ", ".join(LANGUAGES)
    ),
    name: str | None = typer.Option(None, "--name", help="your name at the table (sentences about you say 'you' "
                                    "when you keep the default)", show_default="You (Tu, 당신, あなた by --lang)"),
    seat: int = typer.Option(1, "--seat", help="your place in the order of play (1 = first after the dealer)"),
    option: list[str] = typer.Option([], "--option", "-o", help="a variant option, name=value (repeatable)",
                                     metavar="NAME=VALUE"),
    bots: str = typer.Option("simple", "--bots", help="the bots' level: " + ", ".join(LEVELS)),
    draw_seats: bool = typer.Option(False, "--draw-seats", help="Cucù: seats and the first dealer by drawing cards"),
    save_to: Path | None = typer.Option(None, "--save", help="save the record here at the end"),
    watch: bool = typer.Option(False, "--watch", help="bots only: watch them play"),
) -> None:
    """Play a game in the terminal against bots."""
    if game is None:
        err.print("taverna play: which game? Type its name, e.g.  taverna play cucu --rules campli  or  "
                  "taverna play coteccio", markup=False)  # fmt: skip
        for gid, info_ in sorted(games().items()):
            sets = f" (--rules {', '.join(info_.rule_sets)})" if info_.rules_required else ""
            err.print(f"  {gid}: {info_.title}{sets}", markup=False)
        err.print("taverna games  describes every game, rule set and option.", markup=False)
        raise typer.Exit(2)
    if lang not in LANGUAGES:
        raise _fail("play", f"--lang must be one of {', '.join(LANGUAGES)}, got {lang!r}")
    if bots not in LEVELS:
        raise _fail("play", f"unknown bot level {bots!r} for --bots; choose one of {', '.join(LEVELS)}")
    if name is None:
        name = YOU.get(lang, "You")
    if not name.strip() or name != name.strip() or len(name) > 40 or not name.isprintable():
        raise _fail("play", f"--name must be 1 to 40 printable characters without spaces around, got {name!r}")
    if players < 0:
        raise _fail("play", f"--players must be a positive number (or 0: the game's usual number), got {players}")
    _check_writable("play", save_to, "the record")
    rng_seed = seed if seed is not None else int.from_bytes(__import__("os").urandom(4), "big")
    try:
        info = get_game(game)
        rules = info.rules_or_default(rules)
        n = players or info.usual_for(rules)
        if not info.min_players <= n <= info.max_players:
            raise TavernaError(f"{info.id} is for {info.min_players} to {info.max_players} players, got {n}")
        if not 1 <= seat <= n:
            raise TavernaError(f"--seat must be from 1 to {n} (the number of players), got {seat}")
        others = [x for x in NAMES if x != name][: n - (0 if watch else 1)]
        if watch:
            names = others
        else:
            k = max(1, min(seat, n)) - 1
            names = others[:k] + [name] + others[k:]
        dealer = names[-1]
        if draw_seats and info.id == "cucu":
            from taverna.games.cucu.seating import draw_seating

            seating = draw_seating(names, rules or "cambio", Rng(rng_seed ^ 0x5EA7))
            for k, draw in enumerate(seating.draws):
                out.print(f"Seat draw {k + 1}: " + ", ".join(f"{p} {c}" for p, c in draw.items()), markup=False)
            names, dealer = seating.players, seating.dealer
        match = create_match(info.id, rules=rules, players=names, options=_parse_options(option), dealer=dealer,
                             seed=rng_seed)  # fmt: skip
    except TavernaError as exc:
        err.print(f"taverna play: {exc}", markup=False)
        raise typer.Exit(2) from None
    human = None if watch else name
    table = {p: get_bot(info.id, bots) for p in match.players if p != human}
    out.print(f"{info.title}{f' ({rules})' if rules else ''}, seed {rng_seed}: " + ", ".join(match.players), markup=False)
    quit_early = False
    try:
        run_match(match, human, table, Rng(rng_seed), lang, watch=watch)
    except Quit:
        quit_early = True
        out.print("You left the table.")
    s = match.summary()
    if s["finished"]:
        out.print(f"Winner: {_winner_text(s['winner'])}", markup=False)
    target = save_to
    if target is None and human is not None and not quit_early and sys.stdin.isatty():
        try:
            answer = input("Save the record? Enter a file name (or nothing): ").strip()
        except EOFError:
            answer = ""
        target = Path(answer) if answer else None
    if target is not None:
        try:
            save(match, target)
        except OSError as exc:
            raise _fail("play", f"cannot save the record to {target}: {exc.strerror or exc}") from None
        out.print(f"Saved the record to {target} (replay it with: taverna replay {target})", markup=False)


@app.command("arena")
def arena_cmd(
    game: str = typer.Argument(..., help="the game: " + ", ".join(sorted(games()))),
    rules: str | None = typer.Option(None, "--rules", help="the rule set"),
    bots: str = typer.Option("rules,random", "--bots", help="the line-up, comma-separated: bot levels ("
                             + ", ".join(LEVELS) + ") or rules (= simple), search (= normal)"),
    players: int = typer.Option(0, "--players", help="players per match",
                                show_default="the game's usual number, at least one per bot"),
    matches: int = typer.Option(20, "--matches", help="deal sets: each is played once per rotation of the seats"),
    seed: int = typer.Option(0, "--seed", help="makes the whole run repeatable"),
    jobs: int = typer.Option(1, "--jobs", help="processes to play in (the results do not depend on it)"),
    option: list[str] = typer.Option([], "--option", "-o", help="a variant option, name=value (repeatable)",
                                     metavar="NAME=VALUE"),
    as_json: bool = typer.Option(False, "--json", help="print the results as JSON"),
    plot: Path | None = typer.Option(None, "--plot", help="draw the figures with their intervals to this PNG file"),
    out_dir: Path | None = typer.Option(None, "--out", help="write matches.csv, report.json (with a leaderboard) "
                                        "and every match's record to this directory"),
) -> None:
    """Bots against bots, seats rotated and deals duplicated: wins, score and losses per deal with 95% intervals."""
    from rich.progress import Progress

    from taverna.research.arena import run_arena

    line_up = [b for b in bots.split(",") if b.strip()]
    if players < 0:
        raise _fail("arena", f"--players must be a positive number (or 0: the game's usual number), got {players}")
    _check_writable("arena", plot, "the plot")
    try:
        if out_dir is not None:  # a directory that cannot be written is said before the matches
            try:
                out_dir.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise TavernaError(f"--out {out_dir}: cannot write a directory there ({exc.strerror})") from None
        with Progress(console=err, transient=True, disable=as_json or not err.is_terminal) as bar:
            task = bar.add_task(f"{game}: playing", total=None)

            def tick(done: int, total: int) -> None:
                bar.update(task, completed=done, total=total)

            report = run_arena(game, line_up, rules=rules, players=players or None, options=_parse_options(option),
                               deal_sets=matches, seed=seed, jobs=jobs, progress=tick, records=out_dir is not None)  # fmt: skip
    except TavernaError as exc:
        err.print(f"taverna arena: {exc}", markup=False)
        raise typer.Exit(2) from None
    if as_json:
        out.print_json(json.dumps(report.to_json()))
    else:
        _show_arena(report)
    if plot is not None:
        from taverna.research.arena_plot import plot_report

        try:
            plot_report(report, plot)
        except ImportError:
            raise _fail("arena", "--plot needs matplotlib: pip install 'taverna[plot]'") from None
        except OSError as exc:
            raise _fail("arena", f"cannot write the plot to {plot}: {exc.strerror or exc}") from None
        if not as_json:
            out.print(f"Plot saved to {plot}", markup=False)
    if out_dir is not None:
        from taverna.research.arena import export

        files = export(report, out_dir)
        if not as_json:
            out.print(f"{len(files)} files written to {out_dir} (matches.csv, report.json, records/)", markup=False)


def _show_arena(report: Any) -> None:
    from taverna.research.arena import METRICS

    def cell(e: Any, pct: bool = False) -> str:
        return str(e.text(pct))

    title = f"{report.game}{f' ({report.rules})' if report.rules else ''}, {report.players} players, " \
            f"{report.deal_sets} deal sets x {len(report.bots)} rotations = {len(report.matches)} matches"  # fmt: skip
    t = Table(title=title)
    t.add_column("bot")
    t.add_column("wins (95% CI)", justify="right")
    t.add_column("score (95% CI)", justify="right")
    t.add_column("losses per deal (95% CI)", justify="right")
    for bot, row in report.estimates().items():
        t.add_row(bot, cell(row["wins"], True), cell(row["score"]), cell(row["losses_per_deal"]))
    out.print(t)
    unfinished = sum(1 for m in report.matches if not m.finished)
    if unfinished:
        out.print(f"{unfinished} matches stopped unfinished at the action limit", markup=False)
    try:
        board = report.leaderboard()
    except ImportError:
        board = []
    if board:
        lb = Table(title="leaderboard: OpenSkill (Plackett-Luce) over the matches, by mu - 3 sigma")
        for col in ("bot", "mu", "sigma", "mu - 3 sigma", "matches"):
            lb.add_column(col, justify="left" if col == "bot" else "right")
        for r in board:
            lb.add_row(r["bot"], f"{r['mu']:.2f}", f"{r['sigma']:.2f}", f"{r['ordinal']:.2f}", str(r["matches"]))
        out.print(lb)
    comparisons = report.comparisons()
    if comparisons:
        c = Table(title="paired differences (first minus second), * = significant at 95%")
        c.add_column("pair")
        for m in METRICS:
            c.add_column(m, justify="right")
        for row in comparisons:
            c.add_row(f"{row['first']} - {row['second']}",
                      *(cell(row[m], m == "wins") + (" *" if row[m].significant() else "") for m in METRICS))  # fmt: skip
        out.print(c)


# ----------------------------------------------------------------------------- serve
@app.command("selfplay")
def selfplay_cmd(
    game: str = typer.Argument(..., help="the game: " + ", ".join(sorted(games()))),
    rules: str | None = typer.Option(None, "--rules", help="the rule set"),
    players: int = typer.Option(0, "--players", help="number of players", show_default="the game's usual number"),
    matches: int = typer.Option(..., "--matches", help="how many matches the bots play"),
    out_dir: Path = typer.Option(..., "--out", help="the dataset's folder (records/, decisions.*, meta.json)"),
    bots: str = typer.Option("rules", "--bots", help="a bot level for every seat, or one per seat, comma-separated: "
                             "rules, " + ", ".join(LEVELS)),
    seed: int = typer.Option(0, "--seed", help="the seed of the matches' seeds"),
    option: list[str] = typer.Option([], "--option", "-o", help="a variant option, name=value (repeatable)",
                                     metavar="NAME=VALUE"),
    fmt: str = typer.Option("auto", "--format", help="the decisions table: auto (parquet when pyarrow is installed), "
                            "parquet, npz (with a CSV index)"),
) -> None:
    """Bots play matches; write each record and a table of every decision with its features (imitation learning)."""
    from taverna.research.selfplay import selfplay

    if matches < 1:
        raise _fail("selfplay", f"--matches must be a positive number, got {matches}")
    if players < 0:
        raise _fail("selfplay", f"--players must be a positive number (or 0: the game's usual number), got {players}")
    if not out_dir.exists() and not out_dir.parent.is_dir():
        raise _fail("selfplay", f"--out: the folder {out_dir.parent} (where {out_dir.name} would be made) does not exist")
    try:
        info = get_game(game)
        r = info.rules_or_default(rules)
        meta = selfplay(info.id, matches=matches, out=out_dir, rules=r, players=players or info.usual_for(r),
                        options=_parse_options(option), bots=[b.strip() for b in bots.split(",")], seed=seed,
                        fmt=fmt)  # fmt: skip
    except (TavernaError, typer.BadParameter) as exc:
        raise _fail("selfplay", str(exc)) from None
    except OSError as exc:
        raise _fail("selfplay", f"cannot write to {out_dir}: {exc.strerror or exc}") from None
    out.print(f"{meta['matches']} matches, {meta['decisions']} decisions: {out_dir}/records/, "
              f"{out_dir}/{meta['table']}, {out_dir}/meta.json", markup=False, soft_wrap=True)  # fmt: skip


@app.command("serve")
def serve_cmd(
    host: str = typer.Option("127.0.0.1", "--host", help="address to listen on (0.0.0.0: every interface)"),
    port: int = typer.Option(8765, "--port", help="port to listen on (1 to 65535)"),
    db: str | None = typer.Option(None, "--db", help="database URL (default: SQLite in the data directory), "
                                  "e.g. postgresql://user:pass@host/taverna (pip install 'taverna[postgres]')"),
    data_dir: Path | None = typer.Option(None, "--data-dir", help="where the default SQLite database lives"),
    grace: float = typer.Option(60.0, "--grace", help="seconds before a bot stands in for a disconnected player"),
    bot_delay: float = typer.Option(0.8, "--bot-delay", help="seconds a bot waits before it moves"),
    allow_origin: list[str] = typer.Option([], "--allow-origin", help="another site whose pages may use this server, "
                                           "e.g. https://play.example.org (repeatable; its own pages always may)"),
    trust_proxy: bool = typer.Option(False, "--trust-proxy", help="behind a reverse proxy on this machine: take each "
                                     "client's address from the proxy's X-Forwarded-For (the per-address limits)"),
    waiting_expiry: float = typer.Option(900.0, "--waiting-expiry", help="seconds a table waiting for players may go "
                                         "with none of its players connected before it is abandoned"),
) -> None:
    """Play in the browser: start the server and open the printed address.

    Limits (docs/server.md lists them all): per address 5 waiting tables, 50 websockets, 5 spectators
    of a table; per table 300 spectators, 4 devices per seat.
    """
    from taverna.server import Settings, serve
    from taverna.server.app import origin_key

    if not 1 <= port <= 65535:
        raise _fail("serve", f"--port must be from 1 to 65535, got {port}")
    if not (0 <= grace < float("inf") and 0 <= bot_delay < float("inf")):  # refuses nan and inf too
        raise _fail("serve", "--grace and --bot-delay must be 0 or more seconds")
    if not 0 < waiting_expiry < float("inf"):
        raise _fail("serve", "--waiting-expiry must be more than 0 seconds")
    if data_dir is not None and data_dir.exists() and not data_dir.is_dir():
        raise _fail("serve", f"--data-dir {data_dir} is a file; give a folder (it is made if missing)")
    for origin in allow_origin:
        if origin_key(origin) is None:
            raise _fail("serve", f"--allow-origin {origin!r} is not an origin: expected http(s)://host[:port], "
                        "e.g. https://play.example.org")  # fmt: skip
    shown = "localhost" if host in ("127.0.0.1", "0.0.0.0", "::") else host
    from taverna.server.db import StorageError, database_url, make_engine

    if db is not None:
        try:  # a URL the server cannot use is said before anything starts
            make_engine(database_url(db)).dispose()
        except StorageError as exc:
            err.print(f"taverna serve: {exc}", markup=False)
            raise typer.Exit(2) from None
    out.print(f"Taverna is at http://{shown}:{port}/ (Ctrl-C stops it)", markup=False)
    settings = Settings(db_url=db, data_dir=data_dir, grace=grace, bot_delay=bot_delay, waiting_expiry=waiting_expiry,
                        allow_origins=tuple(allow_origin), trust_proxy=trust_proxy)  # fmt: skip
    serve(settings, host=host, port=port)


# ----------------------------------------------------------------------------- analyze
@app.command("analyze")
def analyze_cmd(
    game: str = typer.Argument("cucu", help="the game (cucu)"),
    rules: str = typer.Option("campli", "--rules", help="the rule set: campli, lu-stu, cambio, bga or le-her"),
    players: int = typer.Option(0, "--players", help="number of players", show_default="2 for le-her, else 4"),
    deals: int = typer.Option(0, "--deals", help="counterfactual deals per seat in a best response",
                              show_default="400000 with the kernel, 2000 with the reference engine"),
    eval_deals: int = typer.Option(0, "--eval-deals", help="deals measuring the loss rates",
                                   show_default="2 x --deals"),
    simulator: str = typer.Option("auto", "--simulator", help="auto (the kernel where it can), kernel or reference"),
    iterations: int = typer.Option(30, "--iterations", help="the most rounds of best responses over all seats "
                                   "(stops when a round changes nothing)"),
    seed: int = typer.Option(0, "--seed", help="seed of the simulated deals"),
    option: list[str] = typer.Option([], "--option", "-o", help="a variant option, name=value (repeatable)",
                                     metavar="NAME=VALUE"),
    plot_to: Path | None = typer.Option(None, "--plot", help="draw the strategies to this PNG file"),
    as_json: bool = typer.Option(False, "--json", help="print the result as JSON"),
) -> None:
    """A good keep/exchange strategy for each seat, with its loss rate (Le Her: the exact equilibrium)."""
    from taverna.research import analyze

    _check_writable("analyze", plot_to, "the plot")
    try:
        info = get_game(game)
        if info.id != "cucu":
            raise TavernaError(f"analyze knows Cucù only (cucu), got {game!r}")
        info.rules_or_default(rules)
        n = players or (2 if rules == "le-her" else 4)
        if not 2 <= n <= info.max_players or (rules == "le-her" and n != 2):
            raise TavernaError(f"cucu/{rules} is analysed for {'exactly 2' if rules == 'le-her' else '2 to 20'} "
                               f"players, got {n}")  # fmt: skip
        if deals < 0 or eval_deals < 0 or iterations < 0:
            raise TavernaError(f"--deals, --eval-deals and --iterations must not be negative, got {deals}, "
                               f"{eval_deals} and {iterations}")  # fmt: skip
        opts = _parse_options(option)
        from taverna.games.cucu.options import make_options

        make_options(rules, opts)
        show = None if as_json else (lambda msg: err.print(msg, markup=False))
        sim = None if rules == "le-her" else analyze.make_simulator(rules, n, opts, simulator)
        if not deals:
            deals = 400_000 if isinstance(sim, analyze.KernelSimulator) else 2000
        result = analyze.analyze_cucu(rules, n, deals=deals, iterations=iterations, seed=seed, options=opts,
                                      simulator=sim, eval_deals=eval_deals or None, progress=show)  # fmt: skip
    except TavernaError as exc:
        err.print(f"taverna analyze: {exc}", markup=False)
        raise typer.Exit(2) from None
    if not result.converged:
        err.print(f"taverna analyze: warning: NOT CONVERGED after {result.iterations} rounds (changes per round "
                  f"{result.history}); raise --iterations or --deals", markup=False)  # fmt: skip
    if plot_to is not None:
        try:
            analyze.plot(result, str(plot_to))
        except ImportError:
            err.print("taverna analyze: --plot needs matplotlib: pip install 'taverna[plot]'", markup=False)
            raise typer.Exit(2) from None
        except OSError as exc:
            raise _fail("analyze", f"cannot write the plot to {plot_to}: {exc.strerror or exc}") from None
    if as_json:
        print(json.dumps(result.to_json(), ensure_ascii=False))
        return
    out.print(analyze.table(result))
    sol = result.le_her
    if sol is not None:
        out.print(f"Receiver switches a 7 with probability {sol.switch_seven}; the dealer draws to an 8 with "
                  f"probability {sol.draw_eight}.", markup=False)  # fmt: skip
        out.print(f"Value: the receiver wins {sol.value} of the deals ({float(sol.value):.6f}), the dealer "
                  f"{1 - sol.value}.", markup=False)  # fmt: skip
        out.print("Checked: no card-by-card strategy of either player does better"
                  if sol.is_equilibrium else "Warning: not an equilibrium over card-by-card strategies", markup=False)
    else:
        out.print(analyze.summary(result), markup=False)
    if plot_to is not None:
        out.print(f"Plot written to {plot_to}", markup=False)


# ----------------------------------------------------------------------------- verify (fair tables)
@app.command("verify")
def verify_cmd(
    file: Path = typer.Argument(..., help="a taverna/1 record downloaded from a server table after the match"),
    commitment: str | None = typer.Option(None, "--commitment", help="the commitment you saw at the table"),
    as_json: bool = typer.Option(False, "--json", help="print the verdict as JSON"),
) -> None:
    """Check a fair table's record: the commitment, the generator, and that it replays to its result.

    Exit 0: fair; 1: not (the reason is printed); 2: the file is not a readable record.
    """
    from taverna.records.fair import verify

    try:
        verdict = verify(file, seen=commitment)
    except TavernaError as exc:
        err.print(f"taverna verify: cannot read {file}: {exc}", markup=False)
        raise typer.Exit(2) from None
    if as_json:
        print(json.dumps(verdict.to_json(), ensure_ascii=False))
    else:
        for line in verdict.checked:
            out.print(f"ok: {line}", markup=False, soft_wrap=True)
        if verdict.summary is not None:
            s = verdict.summary
            players = "; ".join(f"{p}: {_counters_text(c)}" for p, c in s["players"].items())
            out.print(f"summary: {'finished' if s['finished'] else 'unfinished'}, winner {_winner_text(s['winner'])}, "
                      f"{len(s['deals'])} deals; {players}", markup=False, soft_wrap=True)  # fmt: skip
        for reason in verdict.reasons:
            err.print(f"NOT FAIR: {reason}", markup=False)
        if verdict.fair:
            out.print("fair: every card was dealt from the seed the table committed to before the deal", markup=False)
    raise typer.Exit(0 if verdict.fair else 1)


def main() -> None:
    app()


if __name__ == "__main__":
    main()
