"""The research commands: ``taverna arena`` (bots against bots), ``selfplay`` (datasets), ``analyze`` (Cucù strategies)."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import typer
from rich.table import Table

from taverna.bots import LEVELS
from taverna.core import TavernaError
from taverna.games import create_match, games, get_game

from .common import _check_writable, _fail, _parse_options, cli_lang, err, out, require, rules_help, said

# ----------------------------------------------------------------------------- arena
LOCAL_RAY = "local"  # --ray without an address: a Ray started on this machine for the run


def bare_ray(argv: list[str]) -> list[str]:
    """The command line with a bare ``--ray`` (the last word, or one before another option) read as
    ``--ray local``: the parser takes options with a value only, and ``--ray``'s address is optional."""
    out = []
    for i, word in enumerate(argv):
        out.append(word)
        if word == "--ray" and (i + 1 == len(argv) or argv[i + 1].startswith("-")):
            out.append(LOCAL_RAY)
    return out


def arena_cmd(
    game: str = typer.Argument(..., help="the game: " + ", ".join(sorted(games()))),
    rules: str | None = typer.Option(None, "--rules", help=rules_help()),
    bots: str = typer.Option("rules,random", "--bots", help="the line-up, comma-separated: bot levels ("
                             + ", ".join(LEVELS) + ") or rules (= simple, as normal plays), search (= hard)"),
    players: int = typer.Option(0, "--players", help="players per match",
                                show_default="the game's usual number, at least one per bot"),
    matches: int = typer.Option(20, "--matches", help="deal sets: each is played once per rotation of the seats"),
    seed: int = typer.Option(0, "--seed", help="makes the whole run repeatable"),
    jobs: int = typer.Option(1, "--jobs", help="processes to play in (the results do not depend on it)"),
    ray: str | None = typer.Option(None, "--ray", metavar="[ADDRESS]",
                                   help="play the deal sets as Ray tasks: on a Ray started here without ADDRESS (or with "
                                   "'local'), else on the cluster at ADDRESS (auto, ray://host:10001); needs "
                                   "taverna[cluster]"),
    option: list[str] = typer.Option([], "--option", "-o", help="a variant option, name=value (repeatable)",
                                     metavar="NAME=VALUE"),
    as_json: bool = typer.Option(False, "--json", help="print the results as JSON"),
    plot: Path | None = typer.Option(None, "--plot", help="draw the figures with their intervals to this PNG file"),
    out_dir: Path | None = typer.Option(None, "--out", help="write matches.csv, report.json (with a leaderboard) "
                                        "and every match's record to this directory"),
    agent: list[str] = typer.Option([], "--agent", metavar="PACKAGE.MODULE:CLASS",
                                    help="anyone's agent in the line-up (repeatable): Class(game) with "
                                    "choose(view, legal, rng), seen under its class name (docs/research.md)"),
) -> None:
    """Bots against bots, seats rotated and deals duplicated: wins, score and losses per deal with 95% intervals."""
    from rich.progress import Progress

    from taverna.research.experiments.arena import run_arena
    from taverna.research.experiments.parallel import make_executor

    line_up = [b for b in bots.split(",") if b.strip()]
    if agent and "" not in sys.path and os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())  # (an agent's module in this directory, as ``python -m`` finds it)
    if players < 0:
        raise _fail("arena", f"--players must be a positive number (or 0: the game's usual number), got {players}")
    _check_writable("arena", plot, "--plot")
    if plot is not None:  # said before the matches are played
        require("arena", "plot", "matplotlib")
    if ray is not None:
        require("arena", "cluster", "ray")
    try:
        if out_dir is not None:  # a directory that cannot be written is said before the matches
            try:
                out_dir.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise TavernaError(f"--out {out_dir}: cannot write a directory there ({exc.strerror})") from None
        with make_executor(jobs, ray) as where, \
                Progress(console=err, transient=True, disable=as_json or not err.is_terminal) as bar:
            task = bar.add_task(f"{game}: playing", total=None)

            def tick(done: int, total: int) -> None:
                bar.update(task, completed=done, total=total)

            report = run_arena(game, line_up, rules=rules, players=players or None, options=_parse_options(option),
                               deal_sets=matches, seed=seed, progress=tick, records=out_dir is not None, executor=where,
                               agents=agent)  # fmt: skip
    except TavernaError as exc:
        err.print(f"taverna arena: {exc}", markup=False)
        raise typer.Exit(2) from None
    if as_json:
        out.print_json(json.dumps(report.to_json()))
    else:
        _show_arena(report)
    if plot is not None:
        from taverna.research.experiments.arena_plot import plot_report

        try:
            plot_report(report, plot)
        except ImportError:
            raise _fail("arena", "--plot needs matplotlib: pip install 'taverna[plot]'") from None
        except OSError as exc:
            raise _fail("arena", f"cannot write the plot to {plot}: {exc.strerror or exc}") from None
        if not as_json:
            out.print(said(cli_lang(), "arena-plot-saved", path=str(plot)), markup=False)
    if out_dir is not None:
        from taverna.research.experiments.arena import export

        files = export(report, out_dir)
        if not as_json:
            out.print(said(cli_lang(), "arena-files", n=len(files), dir=str(out_dir)), markup=False)


def _show_arena(report: Any) -> None:
    from taverna.research.experiments.arena import METRICS

    def cell(e: Any, pct: bool = False) -> str:
        return str(e.text(pct))

    lang = cli_lang()
    title = said(lang, "arena-title", game=report.game, rules=report.rules or "none", players=report.players,
                 sets=report.deal_sets, rotations=len(report.bots), matches=len(report.matches))  # fmt: skip
    t = Table(title=title)
    t.add_column(said(lang, "arena-bot"))
    t.add_column(said(lang, "arena-wins"), justify="right")
    t.add_column(said(lang, "arena-score"), justify="right")
    t.add_column(said(lang, "arena-losses"), justify="right")
    for bot, row in report.estimates().items():
        t.add_row(bot, cell(row["wins"], True), cell(row["score"]), cell(row["losses_per_deal"]))
    out.print(t)
    unfinished = sum(1 for m in report.matches if not m.finished)
    if unfinished:
        out.print(said(lang, "arena-unfinished", n=unfinished), markup=False)
    try:
        board = report.leaderboard()
    except ImportError:
        board = []
    if board:
        lb = Table(title=said(lang, "arena-leaderboard"))
        lb.add_column(said(lang, "arena-bot"))
        for col in ("mu", "sigma", "mu - 3 sigma", said(lang, "arena-matches")):  # (OpenSkill's own symbols)
            lb.add_column(col, justify="right")
        for r in board:
            lb.add_row(r["bot"], f"{r['mu']:.2f}", f"{r['sigma']:.2f}", f"{r['ordinal']:.2f}", str(r["matches"]))
        out.print(lb)
    comparisons = report.comparisons()
    if comparisons:
        c = Table(title=said(lang, "arena-pairs"))
        c.add_column(said(lang, "arena-pair"))
        for m in METRICS:
            c.add_column(said(lang, "arena-metric", metric=m), justify="right")
        for row in comparisons:
            c.add_row(f"{row['first']} - {row['second']}",
                      *(cell(row[m], m == "wins") + (" *" if row[m].significant() else "") for m in METRICS))  # fmt: skip
        out.print(c)


# ----------------------------------------------------------------------------- selfplay
def selfplay_cmd(
    game: str = typer.Argument(..., help="the game: " + ", ".join(sorted(games()))),
    rules: str | None = typer.Option(None, "--rules", help=rules_help()),
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
    from taverna.research.experiments.selfplay import selfplay

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


# ----------------------------------------------------------------------------- learn
def learn_cmd(
    game: str = typer.Argument(..., help="the game: " + ", ".join(sorted(games()))),
    rules: str | None = typer.Option(None, "--rules", help=rules_help()),
    seed: int = typer.Option(0, "--seed", help="the seed: with --matches, it fixes the weights bit for bit"),
    minutes: float | None = typer.Option(None, "--minutes", help="train this long (the matches played are written "
                                         "in the weights: --matches that many reproduces them)"),
    matches: int | None = typer.Option(None, "--matches", help="train for this many self-play matches (played 4 at a time between two updates: rounded "
                                         "up to a multiple of 4)"),
    out_path: Path = typer.Option(..., "--out", help="the weights file to write (.npz; the game's learned/<rules>.npz "
                                  "is what the learned level plays)"),
    plot: Path | None = typer.Option(None, "--plot", help="draw the learning curve to this PNG file (needs matplotlib)"),
    hidden: str = typer.Option("64,64", "--hidden", help="the hidden layers' sizes, comma-separated"),
    eval_every: int = typer.Option(500, "--eval-every", help="measure the learning curve every this many matches"),
    eps_matches: int = typer.Option(4000, "--eps-matches", help="exploration falls from --eps-start to --eps-end "
                                    "over this many matches"),
    eps_start: float = typer.Option(0.2, "--eps-start", help="the share of random decisions at the start"),
    eps_end: float = typer.Option(0.02, "--eps-end", help="... and after --eps-matches matches"),
    league: float = typer.Option(0.5, "--league", help="the share of the training seats played by the rule-of-thumb bot "
                                 "(the others by the network learning)"),
    danger: bool = typer.Option(False, "--danger", help="train the game's danger model instead (Cuajo: the chance that "
                                "a discard completes the purro next player's hand) from hard's self-play"),
    deals: int = typer.Option(400, "--deals", help="with --danger: the deals of hard's self-play to learn from"),
) -> None:
    """Train the learned bot by self-play (Deep Monte Carlo, numpy only): weights, learning curve (docs/research.md)."""
    require("learn", "learn", "numpy")
    if danger:
        _learn_danger(game, deals, seed, out_path)
        return
    from taverna.research.experiments.learn import LearnConfig, plot_curve, train

    if matches is None and minutes is None:
        raise _fail("learn", "say how long to train: --minutes, --matches or both")
    if (matches is not None and matches < 0) or (minutes is not None and minutes < 0) or eval_every < 1:
        raise _fail("learn", "--matches, --minutes and --eval-every must be positive")
    if not 0.0 <= league < 1.0:
        raise _fail("learn", f"--league is a share from 0 up to (not including) 1, got {league}")
    if not (0.0 <= eps_start <= 1.0 and 0.0 <= eps_end <= 1.0):
        raise _fail("learn", f"--eps-start and --eps-end are shares from 0 to 1, got {eps_start} and {eps_end}")
    if plot is not None:
        require("learn", "learn", "matplotlib")
    _check_writable("learn", out_path, "--out")
    _check_writable("learn", plot, "--plot")
    try:
        sizes = tuple(int(h) for h in hidden.split(",") if h.strip())
    except ValueError:
        raise _fail("learn", f"--hidden takes sizes such as 64,64, got {hidden!r}") from None
    cfg = LearnConfig(game, rules=rules, seed=seed, matches=matches,
                      minutes=minutes, hidden=sizes, eval_every=eval_every, eps_matches=eps_matches, league=league,
                      eps_start=eps_start, eps_end=eps_end)  # fmt: skip

    def progress(p: dict[str, Any]) -> None:
        err.print(f"{p['matches']} matches, {p['decisions']} decisions, {p['seconds']} s: losses per deal "
                  f"{p['learned_losses_per_deal']:.4f} (normal {p['normal_losses_per_deal']:.4f}), score "
                  f"{p['learned_score']:+.3f} (normal {p['normal_score']:+.3f})", markup=False)  # fmt: skip

    try:
        net = train(cfg, progress)
        net.save(out_path)
        if plot is not None:
            plot_curve(net, plot)
    except TavernaError as exc:
        raise _fail("learn", str(exc)) from None
    except OSError as exc:
        raise _fail("learn", f"cannot write {out_path}: {exc.strerror or exc}") from None
    out.print(f"{net.meta['settings']['matches']} matches, {net.meta['decisions']} decisions: {out_path}"
              + (f", {plot}" if plot else ""), markup=False, soft_wrap=True)  # fmt: skip


def _learn_danger(game: str, deals: int, seed: int, out_path: Path) -> None:
    """``taverna learn GAME --danger``: the game's research part trains its danger model
    (``train_danger(deals, seed, out)``, Cuajo's in games/cuajo/research.py) and writes it to ``out_path``."""
    if deals < 1:
        raise _fail("learn", f"--deals must be positive, got {deals}")
    try:
        info = get_game(game)
        train_danger = getattr(info.part("research"), "train_danger", None)
        if train_danger is None:
            raise TavernaError(f"{info.id} has no danger model to learn (--danger)")
        _check_writable("learn", out_path, "--out")
        meta = train_danger(deals, seed, out_path)
    except TavernaError as exc:
        raise _fail("learn", str(exc)) from None
    except OSError as exc:
        raise _fail("learn", f"cannot write {out_path}: {exc.strerror or exc}") from None
    out.print(f"{meta['samples']} samples ({meta['waits']} waits) from {deals} deals, seed {seed}: training AUC "
              f"{meta['train_auc']}; weights {out_path}", markup=False, soft_wrap=True)  # fmt: skip


# ----------------------------------------------------------------------------- analyze
BATCH_KERNEL = 50_000  # deals per task (--batch) with the kernel
BATCH_REFERENCE = 250  # ... with the reference engine


def analyze_cmd(
    game: str = typer.Argument("cucu", help="the game (cucu)"),
    rules: str = typer.Option("campli", "--rules", help=rules_help("cucu")),
    players: int = typer.Option(0, "--players", help="number of players", show_default="4, or the nearest the rule set seats: 2 for le-her, 5 for coucou"),
    deals: int = typer.Option(0, "--deals", help="counterfactual deals per seat in a best response",
                              show_default="400000 with the kernel, 2000 with the reference engine"),
    eval_deals: int = typer.Option(0, "--eval-deals", help="deals measuring the loss rates",
                                   show_default="2 x --deals"),
    simulator: str = typer.Option("auto", "--simulator", help="auto (the kernel where it can), kernel or reference"),
    iterations: int = typer.Option(30, "--iterations", help="the most rounds of best responses over all seats "
                                   "(stops when a round changes nothing)"),
    seed: int = typer.Option(0, "--seed", help="seed of the simulated deals"),
    jobs: int = typer.Option(1, "--jobs", help="processes to play the batches of deals in (the results do not "
                             "depend on it)"),
    ray: str | None = typer.Option(None, "--ray", metavar="[ADDRESS]",
                                   help="play the batches of deals as Ray tasks: on a Ray started here without ADDRESS (or with "
                                   "'local'), else on the cluster at ADDRESS (auto, ray://host:10001); needs "
                                   "taverna[cluster]"),
    batch: int = typer.Option(0, "--batch", help="deals per batch (task); the results depend on it, not on --jobs "
                              "or --ray", show_default="50000 with the kernel, 250 with the reference engine"),
    option: list[str] = typer.Option([], "--option", "-o", help="a variant option, name=value (repeatable)",
                                     metavar="NAME=VALUE"),
    plot_to: Path | None = typer.Option(None, "--plot", help="draw the strategies to this PNG file"),
    as_json: bool = typer.Option(False, "--json", help="print the result as JSON"),
) -> None:
    """A good keep/exchange strategy for each seat, with its loss rate (Le Her: the exact equilibrium)."""
    _check_writable("analyze", plot_to, "--plot")
    if plot_to is not None:  # said before the analysis runs
        require("analyze", "plot", "matplotlib")
    if ray is not None:
        require("analyze", "cluster", "ray")
    try:
        info = get_game(game)
        tools = info.part("research")
        analyze = getattr(tools, "analysis", None)  # the game's own analysis (Cucù's: games/cucu/research/)
        if analyze is None:
            raise TavernaError(f"analyze knows Cucù only (cucu), got {game!r}")
        info.rules_or_default(rules)
        lo, hi = info.players_for(rules)  # (how many the rule set seats: Le Her 2, Coucou 5 to 20)
        n = players or min(max(4, lo), hi)
        if not lo <= n <= hi:
            span = f"exactly {lo}" if lo == hi else f"{lo} to {hi}"
            raise TavernaError(f"cucu/{rules} is analysed for {span} players, got {n}")
        if deals < 0 or eval_deals < 0 or iterations < 0 or batch < 0:
            raise TavernaError(f"--deals, --eval-deals, --iterations and --batch must not be negative, got {deals}, "
                               f"{eval_deals}, {iterations} and {batch}")  # fmt: skip
        opts = _parse_options(option)
        create_match(info.id, rules=rules, players=[f"p{i}" for i in range(n)], options=opts)  # the options checked
        show = None if as_json else (lambda msg: err.print(msg, markup=False))
        sim = None if rules == "le-her" else analyze.make_simulator(rules, n, opts, simulator)
        kernel = isinstance(sim, analyze.KernelSimulator)
        deals = deals or (400_000 if kernel else 2000)
        batch = batch or (BATCH_KERNEL if kernel else BATCH_REFERENCE)
        from rich.progress import Progress

        from taverna.research.experiments.parallel import Serial, make_executor

        quiet = show is None or not err.is_terminal
        with make_executor(jobs, ray) if sim is not None else Serial() as where, \
                Progress(console=err, transient=True, disable=quiet) as bar:
            task = bar.add_task("batches", total=None)

            def batches(done: int, total: int) -> None:
                bar.update(task, completed=done, total=total)

            if sim is not None:
                sim = analyze.BatchedSimulator(sim, where, batch, batches)
            result = analyze.analyze_cucu(rules, n, deals=deals, iterations=iterations, seed=seed, options=opts,
                                          simulator=sim, eval_deals=eval_deals or None, progress=show)  # fmt: skip
    except TavernaError as exc:
        err.print(f"taverna analyze: {exc}", markup=False)
        raise typer.Exit(2) from None
    lang = cli_lang()
    if not result.converged:
        warning = said(lang, "analyze-not-converged", rounds=result.iterations, history=str(result.history))
        err.print(said(lang, "cli-failed", command="analyze", message=warning), markup=False)
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
    out.print(analyze.table(result, lang))
    sol = result.le_her
    if sol is not None:
        # (the exact fractions as written, 11327/22100: text, not numbers in the reader's locale)
        out.print(said(lang, "analyze-le-her-play", seven=str(sol.switch_seven), eight=str(sol.draw_eight)),
                  markup=False)  # fmt: skip
        out.print(said(lang, "analyze-le-her-value", value=str(sol.value), decimal=float(sol.value),
                       rest=str(1 - sol.value)), markup=False)  # fmt: skip
        out.print(said(lang, "analyze-le-her-checked" if sol.is_equilibrium else "analyze-le-her-not"), markup=False)
    else:
        out.print(analyze.summary(result, lang), markup=False)
    if plot_to is not None:
        out.print(said(lang, "analyze-plot-written", path=str(plot_to)), markup=False)
