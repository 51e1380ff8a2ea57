"""Migrations run once however many processes start together: under a PostgreSQL advisory lock (a file lock
beside a SQLite database), and ``taverna migrate`` runs them alone before the workers start (issue 28, item 11)."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory
from typer.testing import CliRunner

from taverna.cli.main import app
from taverna.server.db import MIGRATIONS, Store

BACKENDS = pytest.mark.parametrize("db_url", ["sqlite", "postgres"], indirect=True)


def _at_head(store: Store) -> None:
    """The database is at the newest migration, its tables made (test_storage checks them against db.py)."""
    from sqlalchemy import inspect

    head = ScriptDirectory(str(MIGRATIONS)).get_current_head()
    with store.engine.connect() as conn:
        assert MigrationContext.configure(conn).get_current_revision() == head
        assert {"tables", "seats", "actions", "players"} <= set(inspect(conn).get_table_names())


def _migrate_together(url: str, n: int) -> None:
    """``n`` threads, each with its own engine (as separate processes would have), migrate ``url`` at once."""
    stores = [Store(url) for _ in range(n)]
    ready = threading.Barrier(n)
    errors: list[BaseException] = []

    def run(store: Store) -> None:
        try:
            ready.wait()
            store.migrate()
        except BaseException as exc:  # (every failure is reported by the test)
            errors.append(exc)

    threads = [threading.Thread(target=run, args=(s,)) for s in stores]
    for th in threads:
        th.start()
    for th in threads:
        th.join(120)
    try:
        assert errors == [], f"a concurrent migration failed: {errors[0]!r}"
        _at_head(stores[0])
    finally:
        for s in stores:
            s.close()


@BACKENDS
def test_concurrent_migrations_of_a_fresh_database_all_succeed(db_url: str | None, tmp_path: Path,
                                                               request: pytest.FixtureRequest) -> None:  # fmt: skip
    if db_url is None:
        urls = [f"sqlite:///{tmp_path / f'taverna{i}.sqlite3'}" for i in range(3)]
    else:  # three fresh databases: the collision does not come every time
        from .conftest import PgCluster

        cluster: PgCluster = request.getfixturevalue("pg_cluster")
        urls = [db_url, cluster.create_database(), cluster.create_database()]
    try:
        for url in urls:
            _migrate_together(url, 4)
    finally:
        if db_url is not None:
            for url in urls[1:]:
                cluster.drop_database(url)


def test_taverna_migrate_runs_the_migrations_and_exits(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'fresh.sqlite3'}"
    runner = CliRunner()
    res = runner.invoke(app, ["migrate", "--db", url])
    assert res.exit_code == 0, res.output
    assert "up to date" in res.output and ScriptDirectory(str(MIGRATIONS)).get_current_head() in res.output
    store = Store(url)
    try:
        _at_head(store)
    finally:
        store.close()
    again = runner.invoke(app, ["migrate", "--db", url])  # nothing left to do: says so, exits 0
    assert again.exit_code == 0 and "up to date" in again.output


def test_taverna_migrate_says_what_is_wrong_with_a_bad_url() -> None:
    res = CliRunner().invoke(app, ["migrate", "--db", "nosuchdb://x/y"])
    assert res.exit_code == 2
    assert "taverna migrate" in res.output and "expected e.g. sqlite:///" in res.output
