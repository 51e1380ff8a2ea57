"""Environments side by side, one core, random legal actions: decisions per second, and the ratio to
PettingZoo's own rlcard-based ``texas_holdem_v4`` measured in the same run, as its users run it: seeded once,
then ``reset()`` every hand (seeding every hand rebuilds its rlcard environment and halves its speed; that row is
shown too, labelled, and is not the anchor).

Run: python benchmarks/bench_envs.py [--seconds S] [--num-envs N] [--rounds R] [--every-game] [--only TEXT]
(not collected by the test run)

Rows: Taverna's PettingZoo env (``taverna.research.envs.pettingzoo.env``, wrapped as PettingZoo
recommends) on Cucù Campli and Cambio with 4 players and on a trick game (Torionfo, 4 players;
``--every-game``: every other game too; every observation is written from the match's fields:
:mod:`taverna.research.envs.fastobs`),
each with the information-state tensor (the default: everything the agent has seen, its history
summarised) and with the observation tensor (``observation="observation"``: what is on the table
now, the kind of observation ``texas_holdem_v4`` gives: its own cards, the board and the chips, no
history); PettingZoo's ``texas_holdem_v4`` (needs ``rlcard`` and ``pygame``: the ``bench`` extra;
"not installed" otherwise); the bare Cucù engine (``create_match``, no observations); and the batched :class:`taverna.games.cucu.research.vector.CucuVectorEnv` (``num_envs``
deals, or whole matches with ``mode="match"``, stepped at once, actions drawn by numpy, included in the
time; every rule set: Campli, Lu Stù, Cambio, BGA).  A decision is one
``step``: one agent's action (AEC envs) or one action in one of the batch's environments.  Times are
the process's CPU time (``time.process_time``), so a busy machine slows the figures less than wall
time would; nothing runs in parallel.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

import numpy as np

Clock = Callable[[], float]
clock: Clock = time.process_time


def aec_rate(make: Callable[[], Any], seconds: float, reseed: bool = False) -> float:
    """Decisions per CPU second of a PettingZoo AEC env: whole episodes of random legal actions.

    The env is seeded once, at its first ``reset``, and later episodes call ``reset()`` without a seed, as a
    training loop does (RLCard's and PettingZoo's own examples).  ``reseed``: ``reset(seed=k)`` before every
    episode instead, which makes ``texas_holdem_v4`` build a new rlcard environment each time (``rlcard.make``):
    it then runs at about half its speed, so it is shown only as a labelled extra row, never as the anchor.
    """
    e = make()
    rng = random.Random(0)
    steps = 0
    episode = 0
    t = clock()
    while clock() - t < seconds:
        if reseed or episode == 0:
            e.reset(seed=episode)
        else:
            e.reset()
        episode += 1
        for _agent in e.agent_iter():
            obs, _, term, trunc, _ = e.last()
            if term or trunc:
                e.step(None)
                continue
            legal = np.flatnonzero(obs["action_mask"])
            e.step(int(legal[rng.randrange(len(legal))]))
            steps += 1
    return steps / (clock() - t)


def taverna_aec(game: str, rules: str | None, players: int, observation: str = "information_state") -> Callable[[], Any]:
    from taverna.research.envs.pettingzoo import env

    return lambda: env(game=game, rules=rules, players=players, observation=observation)


def texas() -> Callable[[], Any] | None:
    try:
        import pygame  # noqa: F401
        import rlcard  # noqa: F401
        from pettingzoo.classic import texas_holdem_v4
    except ImportError:
        return None
    return lambda: texas_holdem_v4.env()


def engine_rate(rules: str, players: int, seconds: float) -> float:
    """The bare reference engine: whole matches of random legal actions, no observations."""
    from taverna.core import Action
    from taverna.games import create_match

    rng = random.Random(0)
    steps = 0
    k = 0
    t = clock()
    while clock() - t < seconds:
        m = create_match("cucu", rules=rules, players=[f"P{i}" for i in range(players)], seed=k)
        k += 1
        while not m.finished:
            p = m.waiting_for()[0]
            legal = [a for a in m.legal_actions(p) if a.word not in ("declare", "propose")] or m.legal_actions(p)
            a = rng.choice(legal)
            if a.word == "offer":
                a = Action("offer", {"money": 1})
            m.apply(p, a)
            steps += 1
    return steps / (clock() - t)


def vector_rate(rules: str, players: int, num_envs: int, seconds: float, mode: str = "deal") -> float:
    from taverna.games.cucu.research.vector import CucuVectorEnv

    env = CucuVectorEnv(num_envs, rules=rules, players=players, seed=0, **({"mode": mode} if mode != "deal" else {}))
    env.reset()
    rng = np.random.default_rng(0)
    env.step(rng.integers(0, 2, num_envs))  # compiled (or loaded from numba's cache) before timing
    steps = 0
    t = clock()
    while clock() - t < seconds:
        for _ in range(16):
            env.step(rng.integers(0, 2, num_envs))
        steps += 16 * num_envs
    return steps / (clock() - t)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per row")
    ap.add_argument("--num-envs", type=int, default=4096, help="the batched env's num_envs")
    ap.add_argument("--every-game", action="store_true",
                    help="also every other game's environment (Coch, Zifuli, Krypkille, Hypp, Coteccio, Cuajo)")
    ap.add_argument("--only", default="",
                    help="only the rows whose label holds this text (and texas_holdem_v4, the anchor)")
    ap.add_argument("--rounds", type=int, default=1,
                    help="measure every row this many times, the rows in turn, and keep each row's best "
                         "(on a shared machine: every row then has the same chances of a quiet moment)")
    args = ap.parse_args(argv)
    s = args.seconds
    tex = texas()
    runs: list[tuple[str, Callable[[], float] | None]] = [
        ("PettingZoo texas_holdem_v4 (rlcard), seeded once", (lambda: aec_rate(tex, s)) if tex else None),
        ("  the same, reset(seed=k) every hand (not the anchor)", (lambda: aec_rate(tex, s, reseed=True)) if tex else None),
    ]
    envs = [
        ("Cucù Campli 4p", "cucu", "campli", 4),
        ("Cucù Cambio 4p", "cucu", "cambio", 4),
        ("Torionfo 4p", "torionfo", None, 4),
    ]
    if args.every_game:
        envs += [
            ("Coch 4p", "coch", None, 4),
            ("Zifuli 5p", "zifuli", None, 5),
            ("Krypkille 4p", "kille", None, 4),
            ("Hypp 4p", "hypp", None, 4),
            ("Coteccio 4p", "coteccio", None, 4),
            ("Cuajo 4p", "cuajo", None, 4),
        ]
    for label, game, rules, players in envs:
        # information state: the whole history seen; observation: what is on the table now, as
        # texas_holdem_v4's own observation (the cards and chips, no history)
        for kind, short in (("information_state", "info state"), ("observation", "observation")):
            make = taverna_aec(game, rules, players, kind)
            runs.append((f"PettingZoo env, {label}, {short}", lambda make=make: aec_rate(make, s)))
    runs.append(("bare engine, Cucù Campli 4p", lambda: engine_rate("campli", 4, s)))
    runs.append(("bare engine, Cucù Cambio 4p", lambda: engine_rate("cambio", 4, s)))
    n = args.num_envs
    runs.append((f"CucuVectorEnv Campli 4p, {n} envs", lambda: vector_rate("campli", 4, n, s)))
    runs.append((f"CucuVectorEnv Cambio 4p, {n} envs", lambda: vector_rate("cambio", 4, n, s)))
    runs.append((f"CucuVectorEnv Lu Stù 4p, {n} envs", lambda: vector_rate("lu-stu", 4, n, s)))
    runs.append((f"CucuVectorEnv BGA 4p, {n} envs", lambda: vector_rate("bga", 4, n, s)))
    for rules, name in (("campli", "Campli"), ("lu-stu", "Lu Stù"), ("cambio", "Cambio"), ("bga", "BGA")):
        runs.append((f"CucuVectorEnv {name} 4p matches, {n} envs",
                     lambda rules=rules: vector_rate(rules, 4, n, s, mode="match")))  # fmt: skip
    if args.only:
        runs = runs[:1] + [r for r in runs[1:] if args.only in r[0]]
    best: list[float | None] = [None] * len(runs)
    for _ in range(max(1, args.rounds)):
        for k, (_label, run) in enumerate(runs):
            if run is not None:
                rate = run()
                best[k] = max(rate, best[k] or 0.0)
    base = best[0]
    print(f"{'environment':50} {'decisions/s':>12} {'vs texas_holdem_v4':>19}")
    for (label, _run), rate in zip(runs, best):
        if rate is None:
            print(f"{label:50} {'not installed':>12} {'':>19}")
            continue
        ratio = f"{rate / base:.2f}x" if base else "-"
        print(f"{label:50} {rate:>12,.0f} {ratio:>19}")


if __name__ == "__main__":
    main()
