"""How long a match of each game and rule set lasts: measured from bot matches, written to the package's data.

    python benchmarks/match_length.py [--matches N] [--db URL] [--out PATH] [--games cucu,kille] [--rules bga]

Plays ``--matches`` (default 40) whole matches of every game and rule set with rule-of-thumb bots
(``simple``, every seat) and counts, per match, its deals (the engine's ``deals``) and its decisions
(every action a seat chose among two or more, or an optional one; a question with one answer that the
table gives for the player is not counted).  Each rule set is measured with its default options at several
seat counts (every count it allows up to 6, then 8, 10, 12, 15, 20), and at its usual seat count with each
option that changes the length (``LENGTH_OPTIONS``) set to each of a few values.  The means go to
``src/taverna/games/lengths.json`` (``taverna.games.lengths`` reads them; the lobby and the table show them).

A person's seconds per decision: with ``--db`` (the server's database URL), the median time between an
action a person decided (``actions.decided_by = 'person'``) and the action before it at the same table,
over every such action that took between 0.3 s and 5 minutes (longer: the person was away); written with
the number of actions it was measured from.  Without ``--db``, or with fewer than 200 such actions, the
default ``lengths.DEFAULT_SECONDS`` (6 s: BGA's and cardgames.io's quick card games play at 4 to 8 s a
move) is written, and the file says so.  Minutes = decisions x seconds per decision.

The seeds are fixed (match i of a configuration is dealt from seed i), so a run is reproducible.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from taverna.bots import get_bot
from taverna.core import Match, Rng
from taverna.games import create_match, games
from taverna.games.lengths import DATA_FILE, DEFAULT_SECONDS
from taverna.server.checks import rule_set_seats, seat_counts

OUT = Path(__file__).resolve().parents[1] / "src" / "taverna" / "games" / DATA_FILE

# the options that change how long a match lasts, per (game, rule set), with the values measured
_PAGAT: dict[str, list[Any]] = {"tokens": [1, 2, 3, 5, 8], "reentry": [True, False]}
_CAMBIO: dict[str, list[Any]] = {"chips": [5, 10, 25, 50], "max-sets": [0, 1, 3, 6, 12], "children-rounds": [0, 3, 6]}
LENGTH_OPTIONS: dict[tuple[str, str], dict[str, list[Any]]] = {
    ("cucu", "campli"): _PAGAT,
    ("cucu", "lu-stu"): _PAGAT,
    ("cucu", "cambio"): _CAMBIO,
    ("cucu", "bga"): {**_CAMBIO, "length": ["short", "standard"]},
    ("cucu", "le-her"): {"deals": [1, 5, 10, 20, 50]},
    ("cucu", "ranter"): {"lives": [1, 2, 3, 5, 8]},
    ("cucu", "coucou"): {"lives": [1, 3, 5, 8]},
    ("cucu", "gnav"): {"lives": [1, 2, 3, 5, 8]},
    ("torionfo", "standard"): {"deals": [1, 2, 4, 8, 16]},
    ("coch", "rulebook"): {"deals": [1, 2, 4, 8]},
    # (a bot match with 20 chips each takes about 140 deals and 9 s: the values stop at 15)
    ("zifuli", "rulebook"): {"chips": [5, 10, 15], "rounds": [0, 1, 2, 4, 8]},
    ("kille", "standard"): {"rounds": [0, 1, 2, 4, 8], "target": [0, 10, 20, 40]},
    ("kille", "duplicate"): {"rounds": [0, 1, 2, 4, 8]},
    ("hypp", "rulebook"): {"chips": [0, 20, 40, 80, 160]},
    ("coteccio", "trieste"): {"lives": [1, 2, 4, 6, 8]},
    ("cuajo", "pagat"): {"deals": [1, 2, 4, 8]},
}
# the option that fixes the number of deals exactly, where one does
FIXED_DEALS = {("cucu", "le-her"): "deals", ("torionfo", "standard"): "deals", ("coch", "rulebook"): "deals",
               ("cuajo", "pagat"): "deals"}  # fmt: skip
SEATS = (2, 3, 4, 5, 6, 8, 10, 12, 15, 20)


def play(game: str, rules: str, options: dict[str, Any], n: int, seed: int) -> tuple[int, int]:
    """One bot match: its deals and decisions."""
    players = [f"P{i + 1}" for i in range(n)]
    m: Match = create_match(game, rules=rules, options=options, players=players, seed=seed)
    bots = {p: get_bot(game, "simple") for p in players}
    rngs = {p: Rng(seed * 100 + i) for i, p in enumerate(players)}
    decisions = 0
    for _ in range(200_000):
        if m.finished:
            break
        waiting = m.waiting_for()
        acted = False
        for p in m.to_act():
            if p in waiting:
                continue
            choice = bots[p].choose_optional(m.view(p), m.legal_actions(p), rngs[p])
            if choice is not None:
                m.apply(p, choice)
                decisions += 1
                acted = True
                break
        if acted:
            continue
        if not waiting:
            break
        p = waiting[0]
        legal = m.legal_actions(p)
        if len(legal) > 1 or legal[0].word not in m.automatic:
            decisions += 1
        m.apply(p, bots[p].choose(m.view(p), legal, rngs[p]))
    deals = getattr(m, "deals", None)
    return (len(deals) if isinstance(deals, list) else 1), decisions


def measure(game: str, rules: str, options: dict[str, Any], n: int, matches: int) -> dict[str, float]:
    runs = [play(game, rules, options, n, seed) for seed in range(matches)]
    return {"deals": round(statistics.fmean(d for d, _ in runs), 2),
            "decisions": round(statistics.fmean(c for _, c in runs), 1), "matches": matches}  # fmt: skip


def person_seconds(url: str) -> tuple[float | None, int]:
    """The median seconds of a person's decision on the server at ``url`` and how many it is measured from."""
    from sqlalchemy import select

    from taverna.server.db import actions_t, make_engine

    engine = make_engine(url)
    gaps: list[float] = []
    with engine.connect() as conn:
        rows = conn.execute(select(actions_t.c.table_id, actions_t.c.seq, actions_t.c.created, actions_t.c.decided_by)
                            .order_by(actions_t.c.table_id, actions_t.c.seq)).all()  # fmt: skip
    before: tuple[int, int, dt.datetime] | None = None
    for table_id, seq, created, by in rows:
        if before is not None and before[0] == table_id and before[1] == seq - 1 and by == "person":
            gap = (created - before[2]).total_seconds()
            if 0.3 <= gap <= 300:
                gaps.append(gap)
        before = (table_id, seq, created)
    return (statistics.median(gaps) if gaps else None), len(gaps)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--matches", type=int, default=40)
    ap.add_argument("--db", help="the server's database URL, to measure a person's seconds per decision")
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--games", help="only these games (comma-separated); the others' figures are kept")
    ap.add_argument("--rules", help="only these rule sets (comma-separated); the others' figures are kept")
    args = ap.parse_args()
    only = set(args.games.split(",")) if args.games else None
    only_rules = set(args.rules.split(",")) if args.rules else None
    out: dict[str, Any] = json.loads(args.out.read_text()) if args.out.is_file() else {"games": {}}
    started = time.process_time()
    for info in games().values():
        if only is not None and info.id not in only:
            continue
        by_rules: dict[str, Any] = out["games"].setdefault(info.id, {})
        for rules, extra in rule_set_seats(info).items():
            if only_rules is not None and rules not in only_rules:
                continue
            allowed = seat_counts(info.id, rules, info.min_players, info.max_players)
            counts = sorted({n for n in allowed if n <= 6 or n in SEATS} | {max(allowed)})
            usual = extra["usual_players"]
            entry: dict[str, Any] = {"usual_players": usual, "seats": {}, "options": {}}
            for n in counts:
                entry["seats"][str(n)] = measure(info.id, rules, {}, n, args.matches)
            described = {o["name"]: o for o in info.describe()["rule_sets"][rules]["options"]}
            for name, values in LENGTH_OPTIONS.get((info.id, rules), {}).items():
                default = described[name]["default"]
                table = {json.dumps(v): measure(info.id, rules, {name: v}, usual, args.matches)
                         for v in dict.fromkeys([*values, default])}  # fmt: skip
                entry["options"][name] = {"default": default, "values": table}
            fixed = FIXED_DEALS.get((info.id, rules))
            if fixed:
                entry["fixed"], entry["fixed_default"] = fixed, described[fixed]["default"]
            by_rules[rules] = entry
            print(f"{info.id:9} {rules:10} {entry['seats'][str(usual)]}", flush=True)
            _write(args, out)  # after each rule set: a run cut short keeps what it measured
    _write(args, out)
    print(f"wrote {args.out} ({time.process_time() - started:.0f} s CPU)")


def _write(args: argparse.Namespace, out: dict[str, Any]) -> None:
    seconds, count = (person_seconds(args.db) if args.db else (None, 0))
    if seconds is not None and count >= 200:
        out["seconds_per_decision"] = round(seconds, 2)
        out["seconds_measured"] = f"the median of {count} decisions people made at the tables of a Taverna server"
    else:
        out["seconds_per_decision"] = DEFAULT_SECONDS
        out["seconds_measured"] = ("default: no server's actions measured"
                                   + (f" (only {count} people's decisions found)" if args.db else ""))  # fmt: skip
    out["measured"] = (f"benchmarks/match_length.py --matches {args.matches}: bots 'simple' at every seat, "
                       "deals and decisions per match (means)")  # fmt: skip
    args.out.write_text(json.dumps(out, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
