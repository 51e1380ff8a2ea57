"""Storage: SQLAlchemy Core tables, the Alembic migrations run at startup, and the queries.

SQLite in the user's data directory by default (WAL journal, nothing to install), PostgreSQL (or
any SQLAlchemy URL) by ``--db``.  Seat tokens are stored only as SHA-256 hashes.  Every applied
action is a row of ``actions`` (committed before the server broadcasts it); a table's match is
rebuilt by replaying those rows, so a restart resumes every table exactly.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy import (
    BigInteger,
    Column,
    DateTime,
    Float,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
    create_engine,
    event,
    select,
    text,
    update,
)
from sqlalchemy.engine import Connection, Engine, make_url
from sqlalchemy.exc import ArgumentError

metadata = MetaData()

tables_t = Table(
    "tables",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("code", String(16), nullable=False, unique=True),
    Column("game", String(32), nullable=False),
    Column("rules", String(64), nullable=True),
    Column("options", Text, nullable=False, default="{}"),
    Column("seed", BigInteger, nullable=False),
    Column("status", String(16), nullable=False, index=True),
    Column("timer", Float, nullable=True),
    Column("creator", Integer, nullable=False, default=0),
    Column("rematch", String(16), nullable=True),
    Column("created", DateTime(timezone=True), nullable=False),
    # (0002) fair tables: the seed in decimal (256 bits do not fit `seed`; NULL: `seed` is the seed), the
    # generator (NULL: splitmix64, the tables made before) and the commitment's salt (hex; NULL: none)
    Column("seed_text", String(80), nullable=True),
    Column("rng", String(16), nullable=True),
    Column("salt", String(64), nullable=True),
    # (0003) the fencing token of the worker that last stored for this table (taverna serve --redis; 0: none)
    Column("fence", BigInteger, nullable=False, server_default="0"),
    # (0006) the rematch offer (rematch.py): JSON {"by", "yes", "no", "left"}; NULL: none
    Column("rematch_offer", Text, nullable=True),
    # (0007) when the table's own timer seats bots in its empty seats (Play now, playnow.py); NULL: never
    Column("bot_fill_at", DateTime(timezone=True), nullable=True),
)

seats_t = Table(
    "seats",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("table_id", Integer, ForeignKey("tables.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("idx", Integer, nullable=False),
    Column("name", String(64), nullable=True),
    Column("kind", String(8), nullable=False),
    Column("level", String(16), nullable=True),
    UniqueConstraint("table_id", "idx", name="uq_seats_table_idx"),
)

tokens_t = Table(
    "tokens",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("table_id", Integer, ForeignKey("tables.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("idx", Integer, nullable=False),
    Column("token_hash", String(64), nullable=False, index=True),
    UniqueConstraint("table_id", "idx", name="uq_tokens_table_idx"),
)

actions_t = Table(
    "actions",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("table_id", Integer, ForeignKey("tables.id", ondelete="CASCADE"), nullable=False),
    Column("seq", Integer, nullable=False),
    Column("player", String(64), nullable=False),
    Column("word", String(64), nullable=False),
    Column("arg", Text, nullable=True),
    Column("created", DateTime(timezone=True), nullable=False),
    # (0005) who decided it: person | standin (a bot for a person: timer, disconnection, no-show) | bot | auto
    # (a question with one answer, given for the person); NULL: stored before 0005.  Ratings count it (results.py).
    Column("decided_by", String(8), nullable=True),
    UniqueConstraint("table_id", "seq", name="uq_actions_table_seq"),
)

chat_t = Table(
    "chat",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("table_id", Integer, ForeignKey("tables.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("sender", String(64), nullable=False),
    Column("text", Text, nullable=False),
    Column("created", DateTime(timezone=True), nullable=False),
)

# (0005) chat between strangers (chat.py): a seat's mutes (the muted seat's chat no longer reaches it) and the
# seats that turned the table's chat off (off while any seated player has it off)
chat_mutes_t = Table(
    "chat_mutes",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("table_id", Integer, ForeignKey("tables.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("muter", Integer, nullable=False),
    Column("muted", Integer, nullable=False),
    UniqueConstraint("table_id", "muter", "muted", name="uq_chat_mutes"),
)

chat_off_t = Table(
    "chat_off",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("table_id", Integer, ForeignKey("tables.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("idx", Integer, nullable=False),
    UniqueConstraint("table_id", "idx", name="uq_chat_off"),
)

_INSERT_ACTION = actions_t.insert()
MIGRATIONS = Path(__file__).parent / "migrations"


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


def default_url(data_dir: Path | None = None) -> str:
    if data_dir is None:
        import platformdirs

        data_dir = Path(platformdirs.user_data_dir("taverna", appauthor=False))
    data_dir.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{data_dir / 'taverna.sqlite3'}"


class Fenced(RuntimeError):
    """A write refused because another worker took the table over (a newer fencing token is stored)."""


class StorageError(ValueError):
    """A database URL the server cannot use (unknown dialect, driver not installed, malformed)."""


def database_url(url: str) -> str:
    """``postgresql://`` and ``postgres://`` (libpq's spelling) mean psycopg 3, the driver of the
    ``postgres`` extra; SQLAlchemy alone would look for psycopg2."""
    for prefix in ("postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix) :]
    return url


def shown_url(url: str) -> str:
    """The URL for logs: without its password."""
    try:
        return make_url(url).render_as_string(hide_password=True)
    except ArgumentError:
        return "(a malformed database URL)"


def make_engine(url: str) -> Engine:
    try:
        return _make_engine(url)
    except ArgumentError as exc:
        raise StorageError(f"cannot use the database URL {shown_url(url)}: {exc}; expected e.g. "
                           "sqlite:///path/taverna.sqlite3 or postgresql+psycopg://user:password@host/taverna") from None
    except ImportError as exc:
        hint = " (pip install 'taverna[postgres]')" if url.startswith("postgres") else ""
        raise StorageError(f"the driver for {shown_url(url)} is not installed: {exc}{hint}") from None


def _make_engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        engine = create_engine(url, connect_args={"check_same_thread": False})

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_conn: Any, _record: Any) -> None:
            cur = dbapi_conn.cursor()
            cur.execute("PRAGMA journal_mode=WAL")
            cur.execute("PRAGMA synchronous=NORMAL")
            cur.execute("PRAGMA foreign_keys=ON")
            cur.execute("PRAGMA busy_timeout=5000")
            cur.close()

        return engine
    return create_engine(url, pool_pre_ping=True)


# Migrations run one at a time: in a process (Alembic's migration context is global to it) and across the processes
# of one database (workers started together): PostgreSQL's advisory lock with this key, a file lock beside SQLite's.
_MIGRATING = threading.Lock()
MIGRATION_LOCK_KEY = 0x74617665726E61  # "taverna"


def migrate(engine: Engine) -> None:
    """``alembic upgrade head`` on ``engine`` (the migrations ship inside the package), safe to run from any number
    of processes at once: the migrating transaction first takes PostgreSQL's advisory lock (``pg_advisory_xact_lock``,
    let go when it commits or rolls back); with SQLite the process holds ``<database>-migrate.lock`` (``flock``).
    Whoever comes second waits for the first, then finds the schema at its head and has nothing left to do."""
    from alembic import command
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    with _MIGRATING, _sqlite_file_lock(engine), engine.begin() as conn:
        if conn.dialect.name == "postgresql":
            conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK_KEY})
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "head")


@contextmanager
def _sqlite_file_lock(engine: Engine) -> Iterator[None]:
    """An exclusive ``flock`` on a file beside a SQLite database file (nothing for another database, an in-memory
    one, or where ``fcntl`` is missing: there the process lock alone serialises)."""
    path = engine.url.database if engine.url.get_backend_name() == "sqlite" else None
    try:
        import fcntl
    except ImportError:  # (Windows)
        path = None
    if not path or path == ":memory:" or path.startswith("file:"):
        yield
        return
    with open(f"{path}-migrate.lock", "a+b") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


def schema_revision(engine: Engine) -> str | None:
    """The migration the database is at (None: none yet)."""
    from alembic.migration import MigrationContext

    with engine.connect() as conn:
        return MigrationContext.configure(conn).get_current_revision()


def head_revision() -> str:
    """The newest migration shipped with this version of Taverna."""
    from alembic.script import ScriptDirectory

    head = ScriptDirectory(str(MIGRATIONS)).get_current_head()
    assert head is not None
    return head


@dataclass
class StoredSeat:
    idx: int
    name: str | None
    kind: str
    level: str | None
    token_hash: str | None


@dataclass
class StoredTable:
    id: int
    code: str
    game: str
    rules: str | None
    options: dict[str, Any]
    seed: int
    status: str
    timer: float | None
    creator: int
    rematch: str | None
    created: dt.datetime
    seats: list[StoredSeat]
    actions: list[list[Any]]
    chat: list[dict[str, Any]]
    rng: str | None = None  # None: splitmix64
    salt: str | None = None
    chat_mutes: list[tuple[int, int]] = field(default_factory=list)  # (muter, muted) seat indices (chat.py)
    chat_off: list[int] = field(default_factory=list)  # seats that turned the chat off
    rematch_offer: dict[str, Any] | None = None  # (0006) the rematch offer (rematch.py)
    bot_fill_at: dt.datetime | None = None  # (0007) when bots fill the empty seats (Play now, playnow.py)


class Store:
    """Every query the server makes; each method is one short transaction.

    With SQLite one connection is kept open and shared (the server calls the store from its event
    loop thread only; a lock guards it anyway): a pool checkout per action costs ten times the insert.
    Other databases take a pooled connection per transaction (the server calls them from threads).
    """

    def __init__(self, url: str) -> None:
        self.url = url = database_url(url)
        self.engine = make_engine(url)
        self.sqlite = url.startswith("sqlite")
        self._conn: Connection | None = None
        self._lock = threading.Lock()

    def migrate(self) -> None:
        migrate(self.engine)

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        self.engine.dispose()

    @contextmanager
    def begin(self) -> Iterator[Connection]:
        if not self.sqlite:
            with self.engine.begin() as conn:
                yield conn
            return
        with self._lock:
            if self._conn is None:
                self._conn = self.engine.connect()
            conn = self._conn
            try:
                yield conn
            except BaseException:
                conn.rollback()
                raise
            conn.commit()

    connect = begin

    # ----- writes
    @staticmethod
    def _fence(conn: Connection, table_id: int, fence: int | None) -> None:
        """Raise the table's stored fencing token to ``fence``, in the caller's transaction; ``Fenced`` (and the
        transaction rolled back) when a higher one is stored: a newer owner holds the table."""
        if fence is None:
            return
        res = conn.execute(
            update(tables_t).where(tables_t.c.id == table_id, tables_t.c.fence <= fence).values(fence=fence)
        )
        if res.rowcount == 0:
            raise Fenced(f"table {table_id}: fencing token {fence} is stale (another worker owns the table now)")

    def claim(self, code: str, fence: int) -> bool:
        """Store ``fence`` as the table's token if it is newer (higher) than the stored one (a worker taking the
        table over does this before it loads the table, so a stale owner can store nothing after the load).
        Strictly higher: a token equal to the stored one (Redis's counter started again) belongs to another
        owner, who could go on storing with it."""
        with self.begin() as conn:
            res = conn.execute(
                update(tables_t).where(tables_t.c.code == code, tables_t.c.fence < fence).values(fence=fence)
            )
            return bool(res.rowcount)

    def check_fence(self, table_id: int, fence: int | None) -> None:
        """``Fenced`` if a newer owner's token than ``fence`` is stored for the table (else the token is stored, as a
        write of the table would): checked before work that a stale owner must not do (a rematch's new table)."""
        with self.begin() as conn:
            self._fence(conn, table_id, fence)

    def create_table(
        self, *, code: str, game: str, rules: str | None, options: dict[str, Any], seed: int, status: str,
        timer: float | None, creator: int, created: dt.datetime, seats: list[StoredSeat], rng: str | None = None,
        salt: str | None = None, fence: int = 0,
    ) -> int:  # fmt: skip
        small = -(2**63) <= seed < 2**63  # a seed that fits the 64-bit column is kept there too
        with self.begin() as conn:
            res = conn.execute(
                tables_t.insert().values(
                    code=code, game=game, rules=rules, options=json.dumps(options), seed=seed if small else 0,
                    seed_text=str(seed), rng=rng, salt=salt, status=status, timer=timer, creator=creator,
                    created=utc(created), fence=fence,
                )
            )
            table_id = int(res.inserted_primary_key[0])  # type: ignore[index]
            for s in seats:
                conn.execute(seats_t.insert().values(table_id=table_id, idx=s.idx, name=s.name, kind=s.kind, level=s.level))
                if s.token_hash is not None:
                    conn.execute(tokens_t.insert().values(table_id=table_id, idx=s.idx, token_hash=s.token_hash))
        return table_id

    def fill_seat(self, table_id: int, seat: StoredSeat, fence: int | None = None) -> None:
        with self.begin() as conn:
            self._fence(conn, table_id, fence)
            conn.execute(
                update(seats_t)
                .where(seats_t.c.table_id == table_id, seats_t.c.idx == seat.idx)
                .values(name=seat.name, kind=seat.kind, level=seat.level)
            )
            if seat.token_hash is not None:
                conn.execute(tokens_t.insert().values(table_id=table_id, idx=seat.idx, token_hash=seat.token_hash))

    def set_status(self, table_id: int, status: str, rematch: str | None = None, fence: int | None = None) -> None:
        values: dict[str, Any] = {"status": status}
        if rematch is not None:
            values["rematch"] = rematch
        with self.begin() as conn:
            self._fence(conn, table_id, fence)
            conn.execute(update(tables_t).where(tables_t.c.id == table_id).values(**values))

    def set_rematch_offer(self, table_id: int, offer: dict[str, Any] | None, fence: int | None = None) -> None:
        """Store the table's rematch offer (rematch.py), only while ``fence`` is the table's newest token."""
        with self.begin() as conn:
            self._fence(conn, table_id, fence)
            conn.execute(update(tables_t).where(tables_t.c.id == table_id)
                         .values(rematch_offer=None if offer is None else json.dumps(offer)))  # fmt: skip

    def set_bot_fill(self, table_id: int, at: dt.datetime | None, fence: int | None = None) -> None:
        """Store when the table's empty seats are filled with bots (Play now, playnow.py; None: never)."""
        with self.begin() as conn:
            self._fence(conn, table_id, fence)
            conn.execute(update(tables_t).where(tables_t.c.id == table_id)
                         .values(bot_fill_at=None if at is None else utc(at)))  # fmt: skip

    def add_action(self, table_id: int, seq: int, player: str, word: str, arg: Any, finished: bool,
                   fence: int | None = None, decided_by: str | None = None) -> None:  # fmt: skip
        """Store one applied action (and the finished status with it) in one transaction; with ``fence`` only if
        no newer owner's token is stored (``Fenced`` otherwise, nothing stored).  ``decided_by``: who chose it
        (person, standin, bot, auto), counted when the match is rated."""
        with self.begin() as conn:
            self._fence(conn, table_id, fence)
            conn.execute(
                _INSERT_ACTION,
                {
                    "table_id": table_id, "seq": seq, "player": player, "word": word,
                    "arg": None if arg is None else json.dumps(arg, ensure_ascii=False), "created": now(),
                    "decided_by": decided_by,
                },
            )  # fmt: skip
            if finished:
                conn.execute(update(tables_t).where(tables_t.c.id == table_id).values(status="finished"))

    def add_chat(self, table_id: int, sender: str, text: str, created: dt.datetime) -> None:
        with self.begin() as conn:
            conn.execute(chat_t.insert().values(table_id=table_id, sender=sender, text=text, created=utc(created)))

    # ----- reads
    def codes(self, statuses: tuple[str, ...]) -> list[str]:
        with self.connect() as conn:
            rows = conn.execute(select(tables_t.c.code).where(tables_t.c.status.in_(statuses)).order_by(tables_t.c.id))
            return [r[0] for r in rows]

    def fence_of(self, code: str) -> int | None:
        """The table's stored fencing token (None: no such table)."""
        with self.connect() as conn:
            value = conn.execute(select(tables_t.c.fence).where(tables_t.c.code == code)).scalar()
            return None if value is None else int(value)

    def status_of(self, code: str) -> str | None:
        """The stored status of table ``code`` (None: no such table)."""
        with self.connect() as conn:
            return conn.execute(select(tables_t.c.status).where(tables_t.c.code == code)).scalar()

    def code_exists(self, code: str) -> bool:
        with self.connect() as conn:
            return conn.execute(select(tables_t.c.id).where(tables_t.c.code == code)).first() is not None

    def load(self, code: str, chat_limit: int = 100) -> StoredTable | None:
        with self.connect() as conn:
            row = conn.execute(select(tables_t).where(tables_t.c.code == code)).mappings().first()
            if row is None:
                return None
            tid = row["id"]
            hashes = {r.idx: r.token_hash for r in conn.execute(select(tokens_t).where(tokens_t.c.table_id == tid))}
            seats = [
                StoredSeat(r.idx, r.name, r.kind, r.level, hashes.get(r.idx))
                for r in conn.execute(select(seats_t).where(seats_t.c.table_id == tid).order_by(seats_t.c.idx))
            ]
            actions = []
            for r in conn.execute(select(actions_t).where(actions_t.c.table_id == tid).order_by(actions_t.c.seq)):
                entry: list[Any] = [r.player, r.word]
                if r.arg is not None:
                    entry.append(json.loads(r.arg))
                actions.append(entry)
            chat_rows = conn.execute(
                select(chat_t).where(chat_t.c.table_id == tid).order_by(chat_t.c.id.desc()).limit(chat_limit)
            ).all()
            chat = [{"from": r.sender, "text": r.text, "time": _iso(r.created)} for r in reversed(chat_rows)]
            mutes = [(r.muter, r.muted) for r in conn.execute(select(chat_mutes_t).where(chat_mutes_t.c.table_id == tid))]
            chat_off = [r.idx for r in conn.execute(select(chat_off_t).where(chat_off_t.c.table_id == tid))]
        created = utc(row["created"])
        return StoredTable(
            id=tid, code=row["code"], game=row["game"], rules=row["rules"], options=json.loads(row["options"]),
            seed=int(row["seed"] if row["seed_text"] is None else row["seed_text"]), status=row["status"],
            timer=row["timer"], creator=row["creator"], rematch=row["rematch"], created=created, seats=seats,
            actions=actions, chat=chat, rng=row["rng"], salt=row["salt"], chat_mutes=mutes, chat_off=chat_off,
            rematch_offer=json.loads(row["rematch_offer"]) if row["rematch_offer"] else None,
            bot_fill_at=utc(row["bot_fill_at"]) if row["bot_fill_at"] is not None else None,
        )  # fmt: skip


def utc(t: dt.datetime) -> dt.datetime:
    """A time in UTC.  Times are stored in UTC (SQLite would drop any other offset) and read back through
    this: SQLite gives them back naive, PostgreSQL in the session's time zone (which need not be UTC)."""
    return t.replace(tzinfo=dt.UTC) if t.tzinfo is None else t.astimezone(dt.UTC)


def _iso(t: dt.datetime) -> str:
    return utc(t).isoformat(timespec="seconds")


iso = _iso
