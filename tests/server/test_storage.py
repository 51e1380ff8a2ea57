"""The store on SQLite and PostgreSQL: the migrations make exactly the declared schema, and what is
stored is read back the same (times in UTC, 64-bit seeds, text beyond ASCII)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

import taverna.server.players_db  # noqa: F401  (the players' tables, declared on the same metadata)
from taverna.server.db import Store, StoredSeat, hash_token, metadata

BACKENDS = pytest.mark.parametrize("db_url", ["sqlite", "postgres"], indirect=True)


def _store(db_url: str | None, tmp_path: Path) -> Store:
    return Store(db_url or f"sqlite:///{tmp_path / 'taverna.sqlite3'}")


@BACKENDS
def test_the_migrations_make_the_declared_schema_and_run_again_harmlessly(db_url: str | None, tmp_path: Path) -> None:
    store = _store(db_url, tmp_path)
    try:
        store.migrate()
        store.migrate()  # at every start: nothing left to do
        with store.engine.connect() as conn:
            diff = compare_metadata(MigrationContext.configure(conn), metadata)
        assert diff == [], f"the migrations and db.py disagree: {diff}"
    finally:
        store.close()


@BACKENDS
def test_a_table_is_read_back_as_stored(db_url: str | None, tmp_path: Path) -> None:
    store = _store(db_url, tmp_path)
    try:
        store.migrate()
        created = dt.datetime(2026, 11, 23, 23, 30, 5, tzinfo=dt.timezone(dt.timedelta(hours=-5)))
        seats = [StoredSeat(0, "Ada 안녕 🂡", "human", None, hash_token("t0")), StoredSeat(1, None, "human", None, None),
                 StoredSeat(2, "Bot 3 (simple)", "bot", "simple", None)]  # fmt: skip
        tid = store.create_table(
            code="ABC123", game="cucu", rules="cambio", options={"lives": 3, "name": "è"}, seed=2**63 - 1,
            status="waiting", timer=12.5, creator=0, created=created, seats=seats,
        )  # fmt: skip
        store.fill_seat(tid, StoredSeat(1, "Bruno", "human", None, hash_token("t1")))
        store.set_status(tid, "playing")
        store.add_action(tid, 0, "Ada 안녕 🂡", "keep", None, False)
        store.add_action(tid, 1, "Bruno", "exchange", {"to": "Bot 3 (simple)", "n": [1, 2]}, False)
        store.add_chat(tid, "Bruno", "ciao\nè 🂡", created)
        assert store.codes(("playing",)) == ["ABC123"] and store.code_exists("ABC123")
        assert not store.code_exists("abc123")  # codes are exact (the server upper-cases what it is given)
        got = store.load("ABC123")
        assert got is not None
        assert (got.game, got.rules, got.options, got.seed, got.status, got.timer, got.creator) == (
            "cucu", "cambio", {"lives": 3, "name": "è"}, 2**63 - 1, "playing", 12.5, 0)  # fmt: skip
        assert got.created == created and got.created.tzinfo == dt.UTC
        assert [(s.idx, s.name, s.kind, s.level, s.token_hash) for s in got.seats] == [
            (0, "Ada 안녕 🂡", "human", None, hash_token("t0")), (1, "Bruno", "human", None, hash_token("t1")),
            (2, "Bot 3 (simple)", "bot", "simple", None)]  # fmt: skip
        assert got.actions == [["Ada 안녕 🂡", "keep"], ["Bruno", "exchange", {"to": "Bot 3 (simple)", "n": [1, 2]}]]
        assert got.chat == [{"from": "Bruno", "text": "ciao\nè 🂡", "time": "2026-11-24T04:30:05+00:00"}]
        with pytest.raises(Exception, match=r"(?i)unique"):  # one action per sequence number, on every backend
            store.add_action(tid, 1, "Bruno", "keep", None, False)
        assert len(store.load("ABC123").actions) == 2  # type: ignore[union-attr]
        store.add_action(tid, 2, "Ada 안녕 🂡", "keep", None, True)
        assert store.load("ABC123").status == "finished"  # type: ignore[union-attr]
    finally:
        store.close()


def test_database_urls_libpq_spelling_passwords_hidden_and_clear_errors() -> None:
    from typer.testing import CliRunner

    from taverna.cli.main import app
    from taverna.server.db import StorageError, database_url, shown_url

    assert database_url("postgresql://u:pw@db:5433/taverna") == "postgresql+psycopg://u:pw@db:5433/taverna"
    assert database_url("postgres://u@db/taverna") == "postgresql+psycopg://u@db/taverna"
    assert database_url("postgresql+psycopg://u@db/t") == "postgresql+psycopg://u@db/t"
    assert database_url("sqlite:///x.sqlite3") == "sqlite:///x.sqlite3"
    assert shown_url("postgresql+psycopg://u:secret@db/taverna") == "postgresql+psycopg://u:***@db/taverna"
    with pytest.raises(StorageError, match="cannot use the database URL"):
        Store("nonsense")
    with pytest.raises(StorageError, match=r"driver for mysql://u:\*\*\*@db/x is not installed"):
        Store("mysql://u:secret@db/x")
    result = CliRunner().invoke(app, ["serve", "--db", "nonsense"])
    assert result.exit_code == 2 and "cannot use the database URL" in result.output
