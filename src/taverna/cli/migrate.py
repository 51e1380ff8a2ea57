"""``taverna migrate``: bring the server's database to this version's schema, then exit."""

from __future__ import annotations

import typer

from .common import _fail, out


def migrate_cmd(
    db: str | None = typer.Option(None, "--db", envvar="TAVERNA_DB", help="database URL (default: SQLite in the "
                                  "data directory), e.g. postgresql://user:pass@host/taverna; or TAVERNA_DB"),
) -> None:
    """Run the database migrations and exit (what every `taverna serve` does as it starts).

    Run it once before starting several workers (the systemd units and the compose file do); workers that
    start together anyway take turns under a lock (docs/deploy.md).
    """
    from taverna.server.db import (
        StorageError,
        database_url,
        default_url,
        head_revision,
        make_engine,
        migrate,
        schema_revision,
        shown_url,
    )  # fmt: skip

    url = database_url(db) if db is not None else default_url()
    try:
        engine = make_engine(url)
    except StorageError as exc:
        raise _fail("migrate", str(exc)) from None
    try:
        before = schema_revision(engine)
        migrate(engine)
        after = schema_revision(engine)
    except Exception as exc:  # the database's own words (unreachable, refused, ...), without the password
        raise _fail("migrate", f"cannot migrate the database {shown_url(url)}: "
                               f"{type(exc).__name__}: {str(exc).splitlines()[0][:300]}") from None  # fmt: skip
    finally:
        engine.dispose()
    head = head_revision()
    done = "already" if before == after else f"migrated from {before or 'an empty database'} to"
    out.print(f"taverna migrate: {shown_url(url)} is {done} up to date (revision {after}, this version's head {head})",
              markup=False)
