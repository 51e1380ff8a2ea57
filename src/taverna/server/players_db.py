"""Storage of players, their ratings and results, and tournaments (migration ``0004``).

The tables are declared on ``db.metadata`` (the schema the migrations must make); the queries are
functions of a :class:`~taverna.server.db.Store`, each one short transaction.  Secrets (player keys,
recovery codes) are stored only as SHA-256 hashes, passwords only as argon2 hashes.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import unicodedata
from dataclasses import dataclass
from typing import Any

from sqlalchemy import (
    Boolean,
    Column,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    String,
    Table,
    Text,
    UniqueConstraint,
    delete,
    func,
    select,
    update,
)
from sqlalchemy.engine import Connection
from sqlalchemy.exc import IntegrityError

from .db import Store, actions_t, chat_t, metadata, now, seats_t, tables_t, tokens_t, utc

log = logging.getLogger("taverna.server")

players_t = Table(
    "players",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("name", String(64), nullable=False),
    Column("login", String(64), nullable=True, unique=True),  # the name, case-folded, once a password is set
    Column("password_hash", Text, nullable=True),  # argon2id
    Column("recovery_hash", String(64), nullable=False, unique=True),
    Column("created", DateTime(timezone=True), nullable=False),
    # the name normalised (``name_key``): names are unique in this form (migration 0005)
    Column("name_key", Text, nullable=True),
    Index("ux_players_name_key", "name_key", unique=True),
)

player_keys_t = Table(
    "player_keys",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("player_id", Integer, ForeignKey("players.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("key_hash", String(64), nullable=False, unique=True),
    Column("created", DateTime(timezone=True), nullable=False),
)

# a table's seats taken by players, whether the table is rated, and its tournament
table_players_t = Table(
    "table_players",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("table_id", Integer, ForeignKey("tables.id", ondelete="CASCADE"), nullable=False),
    Column("idx", Integer, nullable=False),
    Column("player_id", Integer, ForeignKey("players.id", ondelete="SET NULL"), nullable=True, index=True),
    UniqueConstraint("table_id", "idx", name="uq_table_players_table_idx"),
)

table_meta_t = Table(
    "table_meta",
    metadata,
    Column("table_id", Integer, ForeignKey("tables.id", ondelete="CASCADE"), primary_key=True, autoincrement=False),
    Column("rated", Boolean, nullable=False),
    Column("tournament_id", Integer, ForeignKey("tournaments.id", ondelete="SET NULL"), nullable=True, index=True),
)

ratings_t = Table(
    "ratings",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("player_id", Integer, ForeignKey("players.id", ondelete="CASCADE"), nullable=False),
    Column("game", String(32), nullable=False),
    Column("rules", String(64), nullable=False),  # "" for a game without rule sets
    Column("mu", Float, nullable=False),
    Column("sigma", Float, nullable=False),
    Column("ordinal", Float, nullable=False),
    Column("matches", Integer, nullable=False),
    Column("updated", DateTime(timezone=True), nullable=False),
    UniqueConstraint("player_id", "game", "rules", name="uq_ratings_player_game_rules"),
    Index("ix_ratings_board", "game", "rules", "ordinal"),
)

results_t = Table(
    "results",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("table_id", Integer, ForeignKey("tables.id", ondelete="CASCADE"), nullable=False),
    Column("idx", Integer, nullable=False),
    Column("player_id", Integer, ForeignKey("players.id", ondelete="SET NULL"), nullable=True),
    Column("name", String(64), nullable=False),
    Column("kind", String(8), nullable=False),
    Column("game", String(32), nullable=False),
    Column("rules", String(64), nullable=False),
    Column("rank", Integer, nullable=False),
    Column("places", Integer, nullable=False),  # how many sides
    Column("rated", Boolean, nullable=False),
    Column("mu_before", Float, nullable=True),
    Column("sigma_before", Float, nullable=True),
    Column("mu_after", Float, nullable=True),
    Column("sigma_after", Float, nullable=True),
    Column("finished", DateTime(timezone=True), nullable=False),
    # (0005) the seat's decisions made by its person and by a stand-in (results.py; NULL: stored before 0005)
    Column("person_moves", Integer, nullable=True),
    Column("standin_moves", Integer, nullable=True),
    UniqueConstraint("table_id", "idx", name="uq_results_table_idx"),
    Index("ix_results_player_finished", "player_id", "finished"),
)

# (0005) one row per table whose result is stored: the marker that makes storing it happen once (results.py)
table_results_t = Table(
    "table_results",
    metadata,
    Column("table_id", Integer, ForeignKey("tables.id", ondelete="CASCADE"), primary_key=True, autoincrement=False),
    Column("stored", DateTime(timezone=True), nullable=False),
)

tournaments_t = Table(
    "tournaments",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("code", String(16), nullable=False, unique=True),
    Column("name", String(64), nullable=False),
    Column("game", String(32), nullable=False),
    Column("rules", String(64), nullable=True),
    Column("options", Text, nullable=False),
    Column("kind", String(8), nullable=False),  # arena | swiss
    Column("rounds", Integer, nullable=True),  # swiss: the number of rounds
    Column("seats", Integer, nullable=False),
    Column("bots", String(16), nullable=True),  # the level of the bots that fill tables; NULL: no bots
    Column("bot_wait", Float, nullable=False),  # seconds players wait for others before bots fill their table
    Column("rated", Boolean, nullable=False),
    Column("start", DateTime(timezone=True), nullable=False),
    Column("duration", Float, nullable=False),
    Column("status", String(16), nullable=False, index=True),  # scheduled | running | finished
    Column("creator_id", Integer, ForeignKey("players.id", ondelete="SET NULL"), nullable=True),
    Column("created", DateTime(timezone=True), nullable=False),
    Column("standings", Text, nullable=True),  # JSON, stored when it finishes
    Column("creator_addr", String(64), nullable=True),  # (0005) the creating address's limit key
)

entries_t = Table(
    "tournament_entries",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("tournament_id", Integer, ForeignKey("tournaments.id", ondelete="CASCADE"), nullable=False),
    Column("player_id", Integer, ForeignKey("players.id", ondelete="SET NULL"), nullable=True),
    Column("name", String(64), nullable=False),
    Column("points", Float, nullable=False),
    Column("played", Integer, nullable=False),
    Column("joined", DateTime(timezone=True), nullable=False),
    UniqueConstraint("tournament_id", "player_id", name="uq_entries_tournament_player"),
)

DELETED = "(deleted player)"


@dataclass
class Player:
    id: int
    name: str
    login: str | None
    password_hash: str | None
    created: dt.datetime


def _player(row: Any) -> Player:
    return Player(row.id, row.name, row.login, row.password_hash, utc(row.created))


# ------------------------------------------------------------------ identities
def name_key(name: str) -> str:
    """The form in which names are unique: NFKC, case folded, NFKC again (Unicode's NFKC_Casefold without its
    removal of ignorables, which ``inputs._clean_name`` already drops), spaces collapsed.  ``Alice``, ``ALICE``
    and ``Ａｌｉｃｅ`` (full width) are all ``alice``.  Migration 0005 has a copy: change both or neither."""
    folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())
    return " ".join(folded.split())


def suffixed(name: str, k: int, limit: int) -> str:
    """``name (k)``, the name shortened to keep it within ``limit`` characters."""
    tail = f" ({k})"
    return name[: max(1, limit - len(tail))].rstrip() + tail


class NameTaken(Exception):
    """Another player has this name (compared as ``name_key``)."""


def create_player(store: Store, name: str, key_hash: str, recovery_hash: str, limit: int = 64) -> Player:
    """A new player called ``name``, or, if another player has that name, the first free ``name (2)``,
    ``name (3)``, ... (within ``limit`` characters)."""
    created = now()
    for _ in range(5):  # another request may take the free name first: look again
        chosen = _free_name(store, name, limit)
        try:
            with store.begin() as conn:
                pid = int(conn.execute(players_t.insert().values(name=chosen, name_key=name_key(chosen),
                                                                 recovery_hash=recovery_hash, created=created))
                          .inserted_primary_key[0])  # type: ignore[index]  # fmt: skip
                conn.execute(player_keys_t.insert().values(player_id=pid, key_hash=key_hash, created=created))
        except IntegrityError:
            continue
        return Player(pid, chosen, None, None, created)
    raise NameTaken(name)


def _free_name(store: Store, name: str, limit: int) -> str:
    key = name_key(name)
    with store.connect() as conn:
        if conn.execute(select(players_t.c.id).where(players_t.c.name_key == key)).first() is None:
            return name
        base = name_key(suffixed(name, 99999, limit)[: -len(" (99999)")])  # the shortest the name is cut to
        taken = {r.name_key for r in conn.execute(
            select(players_t.c.name_key).where(players_t.c.name_key.startswith(base, autoescape=True)))}  # fmt: skip
    k = 2
    while name_key(suffixed(name, k, limit)) in taken:
        k += 1
    return suffixed(name, k, limit)


def rename_player(store: Store, pid: int, name: str, *, login: bool) -> None:
    """Rename a player (``login``: a player with a password, whose sign-in name follows); ``NameTaken`` if
    another player has that name."""
    key = name_key(name)
    values: dict[str, Any] = {"name": name, "name_key": key}
    if login:
        values["login"] = key
    try:
        with store.begin() as conn:
            other = conn.execute(select(players_t.c.id).where(players_t.c.name_key == key, players_t.c.id != pid)).first()
            if other is not None:
                raise NameTaken(name)
            conn.execute(update(players_t).where(players_t.c.id == pid).values(**values))
    except IntegrityError:
        raise NameTaken(name) from None


def player_by_name(store: Store, name: str) -> Player | None:
    """The player called ``name`` (compared as ``name_key``)."""
    with store.connect() as conn:
        row = conn.execute(select(players_t).where(players_t.c.name_key == name_key(name))).first()
    return _player(row) if row is not None else None


def player_by_key(store: Store, key_hash: str) -> Player | None:
    with store.connect() as conn:
        row = conn.execute(
            select(players_t).join(player_keys_t, player_keys_t.c.player_id == players_t.c.id)
            .where(player_keys_t.c.key_hash == key_hash)
        ).first()  # fmt: skip
    return _player(row) if row is not None else None


def player_by_id(store: Store, pid: int) -> Player | None:
    with store.connect() as conn:
        row = conn.execute(select(players_t).where(players_t.c.id == pid)).first()
    return _player(row) if row is not None else None


def recover(store: Store, recovery_hash: str, key_hash: str, new_recovery_hash: str) -> Player | None:
    """The player of a recovery code, in one transaction: the code replaced by a new one (the old one dead),
    every key of the player revoked and a new key for the browser that gave it."""
    with store.begin() as conn:
        row = conn.execute(select(players_t).where(players_t.c.recovery_hash == recovery_hash)).first()
        if row is None:
            return None
        used = conn.execute(update(players_t).where(players_t.c.id == row.id,
                                                    players_t.c.recovery_hash == recovery_hash)
                            .values(recovery_hash=new_recovery_hash))  # fmt: skip
        if used.rowcount != 1:  # another request used the code first
            return None
        conn.execute(delete(player_keys_t).where(player_keys_t.c.player_id == row.id))
        conn.execute(player_keys_t.insert().values(player_id=row.id, key_hash=key_hash, created=now()))
    return _player(row)


def revoke_other_keys(store: Store, pid: int, keep_hash: str, **values: Any) -> int:
    """Revoke every key of a player but ``keep_hash`` (and set ``values`` of the player, e.g. a new password,
    in the same transaction); the number of keys revoked."""
    with store.begin() as conn:
        if values:
            conn.execute(update(players_t).where(players_t.c.id == pid).values(**values))
        res = conn.execute(delete(player_keys_t).where(player_keys_t.c.player_id == pid,
                                                       player_keys_t.c.key_hash != keep_hash))  # fmt: skip
    return int(res.rowcount)


def add_key(store: Store, pid: int, key_hash: str) -> None:
    with store.begin() as conn:
        conn.execute(player_keys_t.insert().values(player_id=pid, key_hash=key_hash, created=now()))


def update_player(store: Store, pid: int, **values: Any) -> None:
    with store.begin() as conn:
        conn.execute(update(players_t).where(players_t.c.id == pid).values(**values))


def delete_player(store: Store, pid: int, anonymise: Any = None) -> list[int]:
    """Delete a player: keys, ratings and the identity go; results and tournament entries stay under
    ``DELETED``; the seat names at their finished tables become ``anonymise(table_id, idx)`` (a neutral
    name) where that keeps the record replayable.  Returns the ids of the tables renamed."""
    renamed: list[int] = []
    with store.begin() as conn:
        seats = conn.execute(
            select(table_players_t.c.table_id, table_players_t.c.idx).where(table_players_t.c.player_id == pid)
        ).all()
        for table_id, idx in seats:
            if anonymise is not None and anonymise(conn, table_id, idx):
                renamed.append(table_id)
        conn.execute(update(results_t).where(results_t.c.player_id == pid).values(player_id=None, name=DELETED))
        conn.execute(update(entries_t).where(entries_t.c.player_id == pid).values(player_id=None, name=DELETED))
        conn.execute(update(table_players_t).where(table_players_t.c.player_id == pid).values(player_id=None))
        conn.execute(update(tournaments_t).where(tournaments_t.c.creator_id == pid).values(creator_id=None))
        conn.execute(delete(ratings_t).where(ratings_t.c.player_id == pid))
        conn.execute(delete(player_keys_t).where(player_keys_t.c.player_id == pid))
        conn.execute(delete(players_t).where(players_t.c.id == pid))
    return renamed


def rename_seat(conn: Connection, table_id: int, idx: int, new: str) -> str | None:
    """Rename seat ``idx`` of a finished table in its seats, actions and chat; the old name (None: not renamed)."""
    row = conn.execute(select(tables_t.c.status).where(tables_t.c.id == table_id)).first()
    seat = conn.execute(select(seats_t.c.name).where(seats_t.c.table_id == table_id, seats_t.c.idx == idx)).first()
    if row is None or row.status != "finished" or seat is None or seat.name is None:
        return None
    old = seat.name
    names = {r.name for r in conn.execute(select(seats_t.c.name).where(seats_t.c.table_id == table_id))}
    base, k = new, 2
    while new in names:  # another seat already has that name: the record must keep distinct names
        new, k = f"{base} ({k})", k + 1
    conn.execute(update(seats_t).where(seats_t.c.table_id == table_id, seats_t.c.idx == idx).values(name=new))
    conn.execute(update(actions_t).where(actions_t.c.table_id == table_id, actions_t.c.player == old).values(player=new))
    conn.execute(update(chat_t).where(chat_t.c.table_id == table_id, chat_t.c.sender == old).values(sender=new))
    return str(old)


# ------------------------------------------------------------------ tables
def set_table_meta(store: Store, table_id: int, rated: bool, tournament_id: int | None = None) -> None:
    with store.begin() as conn:
        conn.execute(table_meta_t.insert().values(table_id=table_id, rated=rated, tournament_id=tournament_id))


def set_seat_player(store: Store, table_id: int, idx: int, pid: int) -> None:
    with store.begin() as conn:
        conn.execute(table_players_t.insert().values(table_id=table_id, idx=idx, player_id=pid))


def table_meta(store: Store, table_id: int) -> tuple[bool, int | None, dict[int, int]]:
    """(rated, tournament id, seat index -> player id) of a table."""
    with store.connect() as conn:
        return meta_in(conn, table_id)


# ------------------------------------------------------------------ ratings and results
def get_ratings(store: Store, pids: list[int], game: str, rules: str) -> dict[int, tuple[float, float, int]]:
    if not pids:
        return {}
    with store.connect() as conn:
        rows = conn.execute(
            select(ratings_t.c.player_id, ratings_t.c.mu, ratings_t.c.sigma, ratings_t.c.matches).where(
                ratings_t.c.player_id.in_(pids), ratings_t.c.game == game, ratings_t.c.rules == rules)
        ).all()  # fmt: skip
    return {r.player_id: (r.mu, r.sigma, r.matches) for r in rows}


def store_results(store: Store, table_id: int, rows: list[dict[str, Any]], new_ratings: dict[int, tuple[float, float]],
                  game: str, rules: str) -> bool:  # fmt: skip
    """Store a finished table's results and its players' new ratings in one transaction (once: False if
    the results were stored already).  ``results.py`` does the same with the ratings read in that transaction."""
    with store.begin() as conn:
        if not mark_result(conn, table_id):
            return False
        put_results(conn, table_id, rows, new_ratings, game, rules)
    return True


def mark_result(conn: Connection, table_id: int) -> bool:
    """The marker that the table's result is stored, in the caller's transaction: False (nothing written) when it
    is there already.  Two transactions inserting it at once: the second fails on the primary key."""
    if conn.execute(select(table_results_t.c.table_id).where(table_results_t.c.table_id == table_id)).first() is not None:
        return False
    conn.execute(table_results_t.insert().values(table_id=table_id, stored=now()))
    return True


def result_marked(store: Store, table_id: int) -> bool:
    with store.connect() as conn:
        return conn.execute(select(table_results_t.c.table_id).where(table_results_t.c.table_id == table_id)).first() \
            is not None  # fmt: skip


def unrecorded_tables(store: Store) -> list[str]:
    """The codes of the finished tables (made since players exist: they have a ``table_meta`` row) whose result is
    not stored, oldest first."""
    q = (select(tables_t.c.code).join(table_meta_t, table_meta_t.c.table_id == tables_t.c.id)
         .outerjoin(table_results_t, table_results_t.c.table_id == tables_t.c.id)
         .where(tables_t.c.status == "finished", table_results_t.c.table_id.is_(None)).order_by(tables_t.c.id))  # fmt: skip
    with store.connect() as conn:
        return [r[0] for r in conn.execute(q)]


def meta_in(conn: Connection, table_id: int) -> tuple[bool, int | None, dict[int, int]]:
    """``table_meta`` in the caller's transaction."""
    row = conn.execute(select(table_meta_t).where(table_meta_t.c.table_id == table_id)).first()
    seats = {r.idx: r.player_id for r in conn.execute(
        select(table_players_t).where(table_players_t.c.table_id == table_id)) if r.player_id is not None}  # fmt: skip
    if row is None:
        return False, None, seats
    return bool(row.rated), row.tournament_id, seats


def decisions(conn: Connection, table_id: int) -> dict[str, tuple[int, int]]:
    """Seat name -> (decisions of its person, of a stand-in) among the table's stored actions.  An action stored
    before 0005 (``decided_by`` NULL) counts as the person's (what was assumed then); bots' and automatic
    answers count for neither."""
    q = (select(actions_t.c.player, actions_t.c.decided_by, func.count()).where(actions_t.c.table_id == table_id)
         .group_by(actions_t.c.player, actions_t.c.decided_by))  # fmt: skip
    out: dict[str, tuple[int, int]] = {}
    for player, by, n in conn.execute(q):
        person, standin = out.get(player, (0, 0))
        if by is None or by == "person":
            person += int(n)
        elif by == "standin":
            standin += int(n)
        out[player] = (person, standin)
    return out


def ratings_in(conn: Connection, pids: list[int], game: str, rules: str) -> dict[int, tuple[float, float, int]]:
    """The players' ratings, locked until the caller's transaction ends (PostgreSQL: ``FOR UPDATE``, so that two
    results of the same player stored at once do not both start from the old rating; SQLite has one writer)."""
    if not pids:
        return {}
    rows = conn.execute(
        select(ratings_t.c.player_id, ratings_t.c.mu, ratings_t.c.sigma, ratings_t.c.matches)
        .where(ratings_t.c.player_id.in_(pids), ratings_t.c.game == game, ratings_t.c.rules == rules)
        .order_by(ratings_t.c.player_id).with_for_update()
    ).all()  # fmt: skip
    return {r.player_id: (r.mu, r.sigma, r.matches) for r in rows}


def put_results(conn: Connection, table_id: int, rows: list[dict[str, Any]],
                new_ratings: dict[int, tuple[float, float]], game: str, rules: str) -> None:  # fmt: skip
    """The result rows and the new ratings, in the caller's transaction."""
    moment = now()
    if rows:
        conn.execute(results_t.insert(), [{"person_moves": None, "standin_moves": None, **r, "table_id": table_id,
                                           "finished": moment, "game": game, "rules": rules} for r in rows])  # fmt: skip
    for pid, (mu, sigma) in new_ratings.items():
        values = {"mu": mu, "sigma": sigma, "ordinal": mu - 3 * sigma, "updated": moment}
        res = conn.execute(
            update(ratings_t).where(ratings_t.c.player_id == pid, ratings_t.c.game == game, ratings_t.c.rules == rules)
            .values(matches=ratings_t.c.matches + 1, **values)
        )  # fmt: skip
        if res.rowcount == 0:
            conn.execute(ratings_t.insert().values(player_id=pid, game=game, rules=rules, matches=1, **values))


def results_of_table(store: Store, table_id: int) -> list[dict[str, Any]]:
    with store.connect() as conn:
        rows = conn.execute(select(results_t).where(results_t.c.table_id == table_id).order_by(results_t.c.idx)).all()
    return [dict(r._mapping) for r in rows]


def history(store: Store, pid: int, limit: int = 50, before: int | None = None) -> list[dict[str, Any]]:
    """A player's finished matches, newest first (``before``: a result id, for the next page)."""
    q = (select(results_t.c.id, results_t.c.game, results_t.c.rules, results_t.c.rank, results_t.c.places,
                results_t.c.rated, results_t.c.mu_before, results_t.c.sigma_before, results_t.c.mu_after,
                results_t.c.sigma_after, results_t.c.finished, results_t.c.name, tables_t.c.code,
                results_t.c.person_moves, results_t.c.standin_moves)
         .join(tables_t, tables_t.c.id == results_t.c.table_id)
         .where(results_t.c.player_id == pid))  # fmt: skip
    if before is not None:
        q = q.where(results_t.c.id < before)
    q = q.order_by(results_t.c.player_id, results_t.c.finished.desc(), results_t.c.id.desc()).limit(limit)
    with store.connect() as conn:
        rows = conn.execute(q).all()
    return [{**dict(r._mapping), "finished": utc(r.finished).isoformat(timespec="seconds")} for r in rows]


def rating_history(store: Store, pid: int, limit: int = 1000) -> list[dict[str, Any]]:
    """A player's rated matches, oldest first: per game and rule set the rating after each (its plot); the last
    ``limit`` of them."""
    q = (select(results_t.c.id, results_t.c.game, results_t.c.rules, results_t.c.mu_after, results_t.c.sigma_after,
                results_t.c.finished, tables_t.c.code)
         .join(tables_t, tables_t.c.id == results_t.c.table_id)
         .where(results_t.c.player_id == pid, results_t.c.rated.is_(True), results_t.c.mu_after.is_not(None))
         .order_by(results_t.c.finished.desc(), results_t.c.id.desc()).limit(limit))  # fmt: skip
    with store.connect() as conn:
        rows = conn.execute(q).all()
    return [{**dict(r._mapping), "finished": utc(r.finished).isoformat(timespec="seconds")} for r in reversed(rows)]


def player_ratings(store: Store, pid: int) -> list[dict[str, Any]]:
    with store.connect() as conn:
        rows = conn.execute(select(ratings_t).where(ratings_t.c.player_id == pid)
                            .order_by(ratings_t.c.game, ratings_t.c.rules)).all()  # fmt: skip
    return [{"game": r.game, "rules": r.rules or None, "mu": r.mu, "sigma": r.sigma, "matches": r.matches} for r in rows]


def leaderboard(store: Store, game: str, rules: str, min_matches: int, limit: int = 100) -> list[dict[str, Any]]:
    q = (select(ratings_t.c.player_id, players_t.c.name, ratings_t.c.mu, ratings_t.c.sigma, ratings_t.c.matches)
         .join(players_t, players_t.c.id == ratings_t.c.player_id)
         .where(ratings_t.c.game == game, ratings_t.c.rules == rules, ratings_t.c.matches >= min_matches)
         .order_by(ratings_t.c.ordinal.desc(), ratings_t.c.player_id).limit(limit))  # fmt: skip
    with store.connect() as conn:
        return [dict(r._mapping) for r in conn.execute(q).all()]


def count_players(store: Store) -> int:
    with store.connect() as conn:
        return int(conn.execute(select(func.count()).select_from(players_t)).scalar_one())


# ------------------------------------------------------------------ tournaments
def create_tournament(store: Store, **values: Any) -> int:
    with store.begin() as conn:
        values["options"] = json.dumps(values.get("options") or {})
        return int(conn.execute(tournaments_t.insert().values(created=now(), **values)).inserted_primary_key[0])  # type: ignore[index]


def tournament_rows(store: Store, statuses: tuple[str, ...] | None = None, code: str | None = None) -> list[dict[str, Any]]:
    q = select(tournaments_t)
    if statuses is not None:
        q = q.where(tournaments_t.c.status.in_(statuses))
    if code is not None:
        q = q.where(tournaments_t.c.code == code)
    with store.connect() as conn:
        rows = [dict(r._mapping) for r in conn.execute(q.order_by(tournaments_t.c.start.desc()).limit(100)).all()]
    out = []
    for r in rows:  # a row that cannot be read is left out (logged): it never takes the others down with it
        try:
            r["options"] = json.loads(r["options"])
            r["start"] = utc(r["start"])
            r["standings"] = json.loads(r["standings"]) if r["standings"] else None
            if not isinstance(r["options"], dict) or not isinstance(r["standings"], (list, type(None))):
                raise ValueError("options or standings of the wrong type")
        except (TypeError, ValueError, OverflowError, RecursionError) as exc:
            log.warning("tournament %s (id %s): the stored row cannot be read (%s); it is left out",
                        r.get("code"), r.get("id"), str(exc)[:200])  # fmt: skip
            continue
        out.append(r)
    return out


def open_tournaments(store: Store, creator_id: int, addr: str) -> tuple[int, int]:
    """(scheduled or running tournaments created by the player ``creator_id``, ... created from ``addr``)."""
    q = select(func.count()).select_from(tournaments_t).where(tournaments_t.c.status.in_(("scheduled", "running")))
    with store.connect() as conn:
        mine = int(conn.execute(q.where(tournaments_t.c.creator_id == creator_id)).scalar_one())
        here = int(conn.execute(q.where(tournaments_t.c.creator_addr == addr)).scalar_one())
    return mine, here


def reissue_token(store: Store, table_id: int, idx: int, token_hash: str) -> None:
    """A tournament seat's token made again (after a restart: the seat tokens were in memory only)."""
    with store.begin() as conn:
        conn.execute(update(tokens_t).where(tokens_t.c.table_id == table_id, tokens_t.c.idx == idx)
                     .values(token_hash=token_hash))  # fmt: skip


def set_tournament(store: Store, tid: int, **values: Any) -> None:
    if "standings" in values:
        values["standings"] = json.dumps(values["standings"], ensure_ascii=False)
    with store.begin() as conn:
        conn.execute(update(tournaments_t).where(tournaments_t.c.id == tid).values(**values))


def add_entry(store: Store, tid: int, pid: int, name: str) -> bool:
    with store.begin() as conn:
        found = conn.execute(select(entries_t.c.id).where(entries_t.c.tournament_id == tid, entries_t.c.player_id == pid)).first()
        if found is not None:
            return False
        conn.execute(entries_t.insert().values(tournament_id=tid, player_id=pid, name=name, points=0.0, played=0, joined=now()))
    return True


def entries(store: Store, tid: int) -> list[dict[str, Any]]:
    with store.connect() as conn:
        rows = conn.execute(select(entries_t).where(entries_t.c.tournament_id == tid).order_by(entries_t.c.id)).all()
    return [dict(r._mapping) for r in rows]


def running_tables(store: Store, tid: int) -> list[tuple[str, int | None]]:
    """(table code, player id) of every seat of the tournament's tables still being played."""
    q = (select(tables_t.c.code, table_players_t.c.player_id)
         .join(table_meta_t, table_meta_t.c.table_id == tables_t.c.id)
         .join(table_players_t, table_players_t.c.table_id == tables_t.c.id, isouter=True)
         .where(table_meta_t.c.tournament_id == tid, tables_t.c.status.in_(("waiting", "playing"))))  # fmt: skip
    with store.connect() as conn:
        return [(r.code, r.player_id) for r in conn.execute(q).all()]


def score_entry(store: Store, tid: int, pid: int, points: float) -> None:
    with store.begin() as conn:
        score_in(conn, tid, pid, points)


def score_in(conn: Connection, tid: int, pid: int, points: float) -> None:
    """A tournament player's points of one match, in the caller's transaction (the result's, results.py)."""
    conn.execute(update(entries_t).where(entries_t.c.tournament_id == tid, entries_t.c.player_id == pid)
                 .values(points=entries_t.c.points + points, played=entries_t.c.played + 1))  # fmt: skip
