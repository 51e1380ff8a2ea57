"""Taverna's OpenSpiel-shaped API against OpenSpiel's ``python_liars_poker``, in the same run: decisions
per CPU second of random playouts through the OpenSpiel API.

Run: python benchmarks/bench_spiel.py [--seconds S] [--runs N] [--profile ROW]   (not collected by the tests)

A playout: ``new_initial_state()``, then while not ``is_terminal()``: ``legal_actions()``, a random
legal id, ``apply_action``; ``returns()`` at the end.  Chance nodes (liar's poker deals its hands by
explicit chance) are resolved with ``chance_outcomes()``: their time counts, but they are not
decisions.  The second
column also asks ``information_state_tensor(current_player())`` before each decision, the third
``observation_tensor(current_player())``.  A decision is one ``apply_action``.  Times are the process's CPU time (``time.process_time``); each row
is measured ``--runs`` times in turn and the best rate is shown (the machine is shared).
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

clock = time.process_time


TENSORS = ("", "information_state_tensor", "observation_tensor")  # the columns: none, then each tensor


def playout_rate(game: Any, seconds: float, tensor: str) -> float:
    rng = random.Random(0)
    steps = 0
    t = clock()
    ask = tensor == "information_state_tensor"
    look = tensor == "observation_tensor"
    while clock() - t < seconds:
        s = game.new_initial_state()
        while not s.is_terminal():
            if s.is_chance_node():
                outcomes = s.chance_outcomes()
                s.apply_action(outcomes[rng.randrange(len(outcomes))][0])
                continue
            if ask:
                s.information_state_tensor(s.current_player())
            elif look:
                s.observation_tensor(s.current_player())
            legal = s.legal_actions()
            s.apply_action(legal[rng.randrange(len(legal))])
            steps += 1
        s.returns()
    return steps / (clock() - t)


def games() -> list[tuple[str, Callable[[], Any] | None]]:
    from taverna.research.envs.spiel import Game

    out: list[tuple[str, Callable[[], Any] | None]] = [
        ("Taverna Cucù Campli 4p", lambda: Game("cucu", rules="campli", players=4, seed=0)),
        ("Taverna Cucù Cambio 4p", lambda: Game("cucu", rules="cambio", players=4, seed=0)),
        ("Taverna Kille 3p", lambda: Game("kille", players=3, seed=0)),
    ]
    try:
        import open_spiel.python.games  # noqa: F401  (registers the Python games)
        import pyspiel

        out.insert(0, ("OpenSpiel python_liars_poker", lambda: pyspiel.load_game("python_liars_poker")))
    except ImportError:
        out.insert(0, ("OpenSpiel python_liars_poker", None))
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=2.0, help="CPU seconds per row and run")
    ap.add_argument("--runs", type=int, default=3, help="runs per row (best shown)")
    ap.add_argument("--profile", metavar="ROW", help="cProfile the row whose label contains ROW instead")
    args = ap.parse_args(argv)
    gs = games()
    if args.profile:
        for label, make in gs:
            if make and args.profile.lower() in label.lower():
                g = make()
                for tensor in TENSORS:
                    prof = cProfile.Profile()
                    prof.runcall(playout_rate, g, args.seconds, tensor)
                    print(f"== {label}{' + ' + tensor if tensor else ''}")
                    pstats.Stats(prof).sort_stats("tottime").print_stats(25)
        return
    best: dict[tuple[str, str], float] = {}
    made = {label: make() for label, make in gs if make}
    for _ in range(args.runs):
        for label, g in made.items():
            for tensor in TENSORS:
                r = playout_rate(g, args.seconds, tensor)
                best[label, tensor] = max(best.get((label, tensor), 0.0), r)
    base = {t: best.get(("OpenSpiel python_liars_poker", t)) for t in TENSORS}
    print(
        f"{'game':32} {'decisions/s':>12} {'vs liars':>9} {'+ info tensor':>14} {'vs liars':>9}"
        f" {'+ obs tensor':>14} {'vs liars':>9}"
    )
    for label, _ in gs:
        if label not in made:
            print(f"{label:32} {'not installed':>12}")
            continue
        cells = []
        for t in TENSORS:
            r = best[label, t]
            b = base[t]
            cells.append(f"{r:>12,.0f} {(f'{r / b:.2f}x' if b else '-'):>9}")
        print(f"{label:32} {cells[0]} {' ' + cells[1]:>24} {' ' + cells[2]:>24}")


if __name__ == "__main__":
    main()
