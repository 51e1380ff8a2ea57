"""``taverna migrate``: bring the server's database to this version's schema, then exit."""

from __future__ import annotations

import typer

from .common import _fail, cli_lang, out, said


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

    lang = cli_lang()  # (TAVERNA_LANG, else LANG; the database's own words stay English)
    url = database_url(db) if db is not None else default_url()
    try:
        engine = make_engine(url)
    except StorageError as exc:
        raise _fail("migrate", str(exc), lang) from None
    try:
        before = schema_revision(engine)
        migrate(engine)
        after = schema_revision(engine)
    except Exception as exc:  # the database's own words (unreachable, refused, ...), without the password
        why = f"{type(exc).__name__}: {(str(exc).splitlines() or [''])[0][:300]}"
        raise _fail("migrate", said(lang, "migrate-failed", url=shown_url(url), error=why), lang) from None
    finally:
        engine.dispose()
    head = head_revision()
    fields = {"url": shown_url(url), "after": str(after), "head": str(head), "before": str(before)}
    key = "migrate-already" if before == after else "migrate-done" if before else "migrate-done-empty"
    out.print(said(lang, key, **fields), markup=False)
