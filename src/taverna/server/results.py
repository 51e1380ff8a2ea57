"""Results and ratings of finished matches: who is rated, and a result stored exactly once, even after a crash.

* **Who is rated** (issue 28, item 5).  Every stored action says who decided it (``actions.decided_by``):
  ``person`` (the seat's player, through their client), ``standin`` (a bot for a person: disconnected past the
  grace, never came, or the turn timer ran out), ``bot`` (a bot's seat) or ``auto`` (a question with one
  answer, given for the person).  A seat is **played by its person** when its person made more than half of
  its decisions (``auto`` not counted; a seat with none is not).  At a rated table the seats played by
  their person *and* holding a player identity are rated, among themselves only: anonymous seats, bots and
  stand-ins are never opponents.  Fewer than two sides with such a seat: nobody is rated (the result is
  stored, unrated).
* **Exactly once** (item 6).  A result (the result rows, the new ratings, the tournament's points) is stored in
  one transaction with a marker per table (``table_results``, primary key the table): a second try, from
  this worker or another, finds the marker or fails on it and stores nothing.  The result is stored by a
  task after the last action (the broadcast is never delayed by it); a crash before it ran leaves a finished
  table without a marker, and start-up (``complete``, before the tables resume and the tournaments start)
  stores the result of every such table.  The ratings are read in that transaction, locked on PostgreSQL.

``TAVERNA_TEST_RESULT_DELAY`` (seconds; **tests only**) delays the task, so that a test can kill the server in
the window between the final state and the stored result.
"""

from __future__ import annotations

import asyncio
import logging
import os
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sqlalchemy.exc import IntegrityError, OperationalError

from . import players_db as pdb
from . import ratings
from .db import Store
from .tables import Table

if TYPE_CHECKING:
    from .hub import Server

log = logging.getLogger("taverna.server")
DELAY_ENV = "TAVERNA_TEST_RESULT_DELAY"  # tests only: seconds the result task waits before it stores
_tasks: set[asyncio.Task[Any]] = set()


@dataclass(frozen=True)
class Finished:
    """What the result of a finished match is computed from (read from the table once, at its end)."""

    table_id: int
    code: str
    game: str
    rules: str
    seats: list[tuple[int, str, str]]  # (index, name, kind) of every seat
    teams: list[list[str]]  # the sides (seat names)
    ranks: list[int]  # each side's competition rank

    @classmethod
    def of(cls, t: Table) -> Finished:
        m = t.match
        assert m is not None and m.finished
        teams = ratings.teams_of(m)
        seats = [(s.idx, name, s.kind) for s, name in zip(t.seats, t.players(), strict=True)]  # the match's names
        return cls(t.id, t.code, t.game, t.rules or "", seats, teams, ratings.standing(m.summary(), teams))


@dataclass
class Stored:
    rows: list[dict[str, Any]]  # empty when the result had been stored already
    tournament_id: int | None
    below: dict[int, int]  # seat index -> sides ranked below it (the tournament's points)
    fresh: bool = True  # stored now (False: it had been stored already, by another try or another worker)


def played_by_person(person: int, standin: int) -> bool:
    """The rule: the person made most of the seat's decisions (more than a stand-in)."""
    return person > standin


def outcome(f: Finished, rated: bool, seat_players: dict[int, int], moves: dict[str, tuple[int, int]],
            stored: dict[int, tuple[float, float, int]]) -> tuple[list[dict[str, Any]], dict[int, tuple[float, float]]]:  # fmt: skip
    """The result rows of every seat and the new ratings (player id -> mu, sigma) of those rated."""
    counted: dict[str, int] = {}  # seat name -> player id, for the seats rated
    for idx, name, kind in f.seats:
        pid = seat_players.get(idx)
        if rated and kind == "human" and pid is not None and played_by_person(*moves.get(name, (0, 0))):
            counted[name] = pid
    sides = [(i, [n for n in team if n in counted]) for i, team in enumerate(f.teams)]
    sides = [(i, names) for i, names in sides if names]
    if len(sides) < 2:  # nobody to be rated against
        counted, sides = {}, []
    before = {n: ratings.Skill(*stored[pid][:2]) if pid in stored else ratings.Skill(ratings.DEFAULT_MU,
                                                                                     ratings.DEFAULT_SIGMA)
              for n, pid in counted.items()}  # fmt: skip
    after: dict[str, ratings.Skill] = {}
    if sides:
        new = ratings.rate([[before[n] for n in names] for _, names in sides], [f.ranks[i] for i, _ in sides])
        for (_, names), skills in zip(sides, new, strict=True):
            after.update(zip(names, skills, strict=True))
    rank_of = {n: f.ranks[i] for i, team in enumerate(f.teams) for n in team}
    rows: list[dict[str, Any]] = []
    for idx, name, kind in sorted(f.seats):
        b, a = before.get(name), after.get(name)
        person, standin = moves.get(name, (0, 0))
        rows.append({
            "idx": idx, "player_id": seat_players.get(idx), "name": name, "kind": kind, "rank": rank_of[name],
            "places": len(f.teams), "rated": a is not None, "mu_before": b.mu if a and b else None,
            "sigma_before": b.sigma if a and b else None, "mu_after": a.mu if a else None,
            "sigma_after": a.sigma if a else None, "person_moves": person if kind == "human" else None,
            "standin_moves": standin if kind == "human" else None,
        })  # fmt: skip
    return rows, {counted[n]: (s.mu, s.sigma) for n, s in after.items()}


def store_result(store: Store, f: Finished) -> Stored:
    """Compute and store the result in one transaction with its marker (``fresh`` False: it was stored already,
    nothing written)."""
    for attempt in range(3):
        try:
            with store.begin() as conn:
                rated, tour_id, seat_players = pdb.meta_in(conn, f.table_id)
                if not pdb.mark_result(conn, f.table_id):
                    return Stored([], tour_id, {}, fresh=False)
                moves = pdb.decisions(conn, f.table_id)
                stored = pdb.ratings_in(conn, sorted(set(seat_players.values())), f.game, f.rules)
                rows, new = outcome(f, rated, seat_players, moves, stored)
                pdb.put_results(conn, f.table_id, rows, new, f.game, f.rules)
                ranks = {r["idx"]: r["rank"] for r in rows}
                below = {idx: sum(1 for rank in f.ranks if rank > r) for idx, r in ranks.items()}
                if tour_id is not None:
                    for r in rows:
                        if r["player_id"] is not None and r["kind"] == "human":
                            pdb.score_in(conn, tour_id, r["player_id"], float(below[r["idx"]]))
            return Stored(rows, tour_id, below)
        except (IntegrityError, OperationalError):
            # the marker stored meanwhile by another worker (its primary key), or a new player's rating row
            # inserted at once by another table's result, or a deadlock: the whole transaction again
            if pdb.result_marked(store, f.table_id):
                with store.connect() as conn:
                    return Stored([], pdb.meta_in(conn, f.table_id)[1], {}, fresh=False)
            if attempt == 2:
                raise
    raise AssertionError("not reached")


async def record(server: Server, t: Table, f: Finished | None = None) -> list[dict[str, Any]] | None:
    """Store the finished match's result (once) and tell its tournament (its players are free again, also when
    another try stored the result); the rows stored (None: none now)."""
    try:
        f = f or Finished.of(t)
        done = await server.db(store_result, server.store, f)
        tours = getattr(server, "tournaments", None)
        if done.tournament_id is not None and tours is not None:
            await tours.on_result(done.tournament_id, t, done.rows, done.below)
        return done.rows if done.fresh else None
    except Exception:
        log.exception("table %s: the result could not be stored (start-up stores it)", t.code)
        return None


def on_finished(server: Server, t: Table) -> None:
    """``Server.finish_hooks``: the result stored by a task (what it needs read from the table now)."""
    f = Finished.of(t)

    async def task() -> None:
        delay = float(os.environ.get(DELAY_ENV) or 0)  # tests only (docs/server.md)
        if delay > 0:
            await asyncio.sleep(delay)
        await record(server, t, f)

    job = asyncio.get_running_loop().create_task(task(), name=f"results {t.code}")
    _tasks.add(job)
    job.add_done_callback(_tasks.discard)


async def complete(server: Server) -> int:
    """Start-up: store the result of every finished table that has none (a crash came between its last action
    and its result).  Returns how many were stored."""
    done = 0
    for code in await server.db(pdb.unrecorded_tables, server.store):
        try:
            st = await server.db(server.store.load, code, 0)
            if st is None:
                continue
            t = Table.from_stored(server, st)
            if t.match is None or not t.match.finished:
                log.warning("table %s is stored as finished but its actions do not finish the match; no result", code)
                continue
            if await record(server, t) is not None:
                done += 1
        except Exception:
            log.exception("table %s: its result could not be completed at start-up", code)
    if done:
        log.info("results: %d finished tables had no stored result (a crash); stored now", done)
    return done


def install(server: Server) -> None:
    server.finish_hooks.append(lambda t: on_finished(server, t))
    server.recover_hooks.append(lambda: complete(server))


__all__ = ["DELAY_ENV", "Finished", "complete", "install", "outcome", "played_by_person", "record", "store_result"]
