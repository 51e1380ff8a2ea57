"""Deals per second, side by side: the reference Cucù engine, the numba kernel, and any other loop.

Run: python benchmarks/bench_simulation.py [--seconds S] [--json] [--players 2,6,20]
(not collected by the test run).  Times are CPU seconds of this process (``time.process_time``):
one core, whatever else the machine is doing.  Cambio and BGA allow at most 15 players: their "20"
rows play 15.

Rows:

* ``engine/random``: whole matches of the reference engine (``taverna.games.create_match``),
  every decision a uniformly random legal action, no views: the engine's own speed;
* ``engine/table``: first deals of fresh matches played by ``TableBot`` through ``view`` (the
  threshold strategy of the agreement test): what a view-based bot costs;
* ``kernel/table``: the numba kernel, threshold 3 for every seat;
* ``kernel/random``: the kernel with every decision a coin toss (table entries 0.5);
* ``kernel/matches``: whole matches in the kernel (``simulate_matches``), threshold 3, counted in
  deals;
* ``spiel/random`` and ``pettingzoo/random``: whole matches through the research adapters
  (``taverna.research.envs.spiel``, ``taverna.research.envs.pettingzoo``), random legal actions;
* ``openspiel/random``: OpenSpiel's own Leduc poker (C++ states) in the usual Python random-play
  loop, one hand per episode (at most 10 players);
* ``openspiel-cucu/random``: Cucù registered with OpenSpiel (``taverna.research.envs.openspiel``), the
  same loop through ``pyspiel``, whole matches;
* any loop added with :func:`add_loop`.

Hook for other loops: ``add_loop(name, game, play)`` where ``play(players, seed)`` plays one
episode and returns the number of deals it played; the row measures deals per CPU second.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from taverna.games import create_match
from taverna.games.cucu.research import kernel as K

PlayFn = Callable[[int, int], int]


@dataclass
class Loop:
    name: str
    game: str
    play: PlayFn
    max_players: int | None = None  # a column above it plays this many (noted in the table)


LOOPS: list[Loop] = []


def add_loop(name: str, game: str, play: PlayFn, max_players: int | None = None) -> None:
    """Add a row: ``play(players, seed)`` plays one episode and returns how many deals it played.

    ``max_players``: the most the game allows; a larger column plays that many (shown as "(10p)").
    """
    LOOPS.append(Loop(name, game, play, max_players))


def measure(play: PlayFn, players: int, seconds: float) -> tuple[float, int]:
    """Deals per CPU second of ``play`` over at least ``seconds`` CPU seconds (and two episodes)."""
    play(players, 0)  # warm up (imports, compilation)
    start = time.process_time()
    deals = episodes = 0
    while episodes < 2 or time.process_time() - start < seconds:
        deals += play(players, episodes + 1)
        episodes += 1
    return deals / (time.process_time() - start), deals


# ---------------------------------------------------------------- the reference engine
def engine_random(rules: str) -> PlayFn:
    def play(players: int, seed: int) -> int:
        rng = random.Random(seed)
        m: Any = create_match("cucu", rules=rules, players=[f"P{i}" for i in range(players)], seed=seed)
        while not m.finished:
            p = m.waiting_for()[0]
            legal = [a for a in m.legal_actions(p) if a.word not in ("declare", "propose", "offer")]
            m.apply(p, rng.choice(legal or m.legal_actions(p)))
        return len(m.deals)

    return play


def engine_table(rules: str) -> PlayFn:
    def play(players: int, seed: int) -> int:
        K.reference_deal(rules, players, K.threshold_table(players, 3), seed)
        return 1

    return play


def kernel_play(rules: str, coin: bool, batch: int = 200_000) -> PlayFn:
    def play(players: int, seed: int) -> int:
        t = K.threshold_table(players, 3)
        if coin:
            t = K.StrategyTable(t.exchange * 0 + 0.5, t.declare * 0 + 0.5, t.insure * 0 + 0.5, t.accept * 0 + 0.5)
        K.simulate(rules, players, t, batch, seed)
        return batch

    return play


def kernel_matches(rules: str, batch: int = 20_000) -> PlayFn:
    def play(players: int, seed: int) -> int:
        out = K.simulate_matches(rules, players, K.threshold_table(players, 3), batch, seed, max_deals=100_000)
        return int(out.deals.sum())  # deals, as the other rows count

    return play


def rows(players_list: list[int], seconds: float) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    sources: list[tuple[str, str, PlayFn, int | None]] = []
    for rules in ("campli", "lu-stu", "cambio", "bga"):
        sources.append(("engine/random", rules, engine_random(rules), None))
        sources.append(("engine/table", rules, engine_table(rules), None))
        sources.append(("kernel/table", rules, kernel_play(rules, False), None))
        sources.append(("kernel/random", rules, kernel_play(rules, True), None))
        sources.append(("kernel/matches", rules, kernel_matches(rules), None))
    for loop in LOOPS:
        sources.append((loop.name, loop.game, loop.play, loop.max_players))
    for name, game, play, cap in sources:
        if game in ("cambio", "bga"):
            cap = 15
        for n in players_list:
            n_real = min(n, cap) if cap else n
            rate, deals = measure(play, n_real, seconds)
            out.append(
                {"loop": name, "game": game, "column": n, "players": n_real, "deals_per_s": rate, "deals": deals}
            )
            print(f"  {name:16} {game:10} {n_real:>3}p {rate:>14,.0f} deals/s", file=sys.stderr)
    return out


def table(results: list[dict[str, Any]], players_list: list[int]) -> str:
    """A markdown table: one row per loop and game, one column per player count."""
    lines = ["| loop | game | " + " | ".join(f"{n} players" for n in players_list) + " |"]
    lines.append("| --- | --- | " + " | ".join("---:" for _ in players_list) + " |")
    keys: list[tuple[str, str]] = []
    for r in results:
        if (r["loop"], r["game"]) not in keys:
            keys.append((r["loop"], r["game"]))
    for loop, game in keys:
        cells = []
        for n in players_list:
            hit = [r for r in results if (r["loop"], r["game"], r["column"]) == (loop, game, n)]
            if not hit:
                cells.append("")
                continue
            note = "" if hit[0]["players"] == n else f" ({hit[0]['players']}p)"
            cells.append(f"{hit[0]['deals_per_s']:,.0f}{note}")
        lines.append(f"| {loop} | {game} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


# ---------------------------------------------------------------- other loops (optional imports)
def spiel_random(rules: str) -> PlayFn:
    """Our OpenSpiel-shaped API (``taverna.research.envs.spiel``): whole matches, random legal ids."""
    from taverna.research.envs.spiel import Game

    def play(players: int, seed: int) -> int:
        rng = random.Random(seed)
        state = Game("cucu", rules=rules, players=players, seed=seed).new_initial_state(seed)
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
        return len(state.match.deals)

    return play


def pettingzoo_random(rules: str) -> PlayFn:
    """Our PettingZoo AEC environment (``taverna.research.envs.pettingzoo``): whole matches, random masked actions."""
    import numpy as np

    from taverna.research.envs.pettingzoo import env as make_env

    def play(players: int, seed: int) -> int:
        rng = np.random.default_rng(seed)
        e = make_env(game="cucu", rules=rules, players=players)
        e.reset(seed=seed)
        for _agent in e.agent_iter():
            obs, _, term, trunc, _ = e.last()
            action = None if term or trunc else int(rng.choice(np.flatnonzero(obs["action_mask"])))
            e.step(action)
        deals = len(e.unwrapped.game_state.match.deals)
        e.close()
        return deals

    return play


def openspiel_native(game: str) -> PlayFn:
    """OpenSpiel's own game (C++ states) in the usual Python random-play loop; one episode is one deal."""
    import pyspiel

    loaded: dict[int, Any] = {}

    def play(players: int, seed: int) -> int:
        rng = random.Random(seed)
        g = loaded.get(players) or loaded.setdefault(players, pyspiel.load_game(game, {"players": players}))
        state = g.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                actions, probs = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(actions, probs)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
        return 1

    return play


def openspiel_registered(rules: str) -> PlayFn:
    """Cucù registered with OpenSpiel (``taverna.research.envs.openspiel``): pyspiel's loop, whole matches."""
    import pyspiel

    import taverna.research.envs.openspiel  # noqa: F401  (registers taverna_cucu)

    def play(players: int, seed: int) -> int:
        rng = random.Random(seed)
        g = pyspiel.load_game("taverna_cucu", {"rules": rules, "players": players, "seed": seed})
        state = g.new_initial_state()
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
        return len(state.taverna.match.deals)

    return play


def register_adapters() -> list[str]:
    """Add the rows whose modules import; return what was left out and why."""
    missing = []
    try:
        import taverna.research.envs.spiel

        for rules in ("campli", "cambio"):
            add_loop("spiel/random", rules, spiel_random(rules))
    except ImportError as exc:
        missing.append(f"taverna.research.envs.spiel: {exc}")
    try:
        import taverna.research.envs.pettingzoo  # noqa: F401

        for rules in ("campli", "cambio"):
            add_loop("pettingzoo/random", rules, pettingzoo_random(rules))
    except ImportError as exc:
        missing.append(f"taverna.research.envs.pettingzoo: {exc}")
    try:
        import pyspiel  # noqa: F401

        add_loop("openspiel/random", "leduc_poker", openspiel_native("leduc_poker"), max_players=10)
        try:
            for rules in ("campli", "cambio"):
                add_loop("openspiel-cucu/random", rules, openspiel_registered(rules))
        except ImportError as exc:
            missing.append(f"taverna.research.envs.openspiel: {exc}")
    except ImportError as exc:
        missing.append(f"pyspiel: {exc}")
    try:
        import rlcard  # noqa: F401

        missing.append("pettingzoo's texas_holdem: not measured here (no row written yet)")
    except ImportError:
        missing.append("pettingzoo's own card games (texas_holdem, leduc_holdem) need rlcard, not installed")
    return missing


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=1.0, help="CPU seconds per row and player count")
    ap.add_argument("--players", default="2,6,20", help="player counts (Cambio caps at 15)")
    ap.add_argument("--json", action="store_true", help="print the results as JSON")
    ap.add_argument("--no-adapters", action="store_true", help="only the engine and the kernel")
    args = ap.parse_args(argv)
    players_list = [int(x) for x in args.players.split(",")]
    missing = [] if args.no_adapters else register_adapters()
    K.warm_up()
    results = rows(players_list, args.seconds)
    if args.json:
        print(json.dumps({"unit": "deals per CPU second", "rows": results, "left_out": missing}, indent=2))
    else:
        print(table(results, players_list))
        for m in missing:
            print(f"left out: {m}")


if __name__ == "__main__":
    main()
