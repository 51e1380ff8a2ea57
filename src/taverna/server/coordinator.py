"""What the server (``hub.Server``) and its tables ask of the processes serving one database: one interface,
:class:`Coordinator`, with two implementations that the server and the tables call unconditionally.

* :class:`Local`: one process serves every table (``taverna serve``): it owns every table it loads, nobody else
  needs to hear of a change, and the counts are its own.
* ``cluster.Cluster``: one worker of several sharing one PostgreSQL and one Redis (``taverna serve --redis``):
  tables owned through leases and fencing tokens, followed elsewhere, the counts shared (``cluster.py``).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Protocol

from .tables import Table

if TYPE_CHECKING:
    from .hub import Server

log = logging.getLogger("taverna.server")


class Coordinator(Protocol):
    """The coordination of the processes serving one database, as the server and its tables use it."""

    async def start(self) -> None:
        """The server started (its database migrated): bring up what it serves (tables resumed or taken)."""

    async def stop(self) -> None:
        """A clean stop, before the tables' tasks are cancelled."""

    async def open(self, code: str) -> Table | None:
        """Table ``code``, not in memory, loaded from the database (None: no such table)."""

    async def waiting(self, addr: str | None) -> tuple[int, int]:
        """Tables waiting for players, and those of them created from ``addr``."""

    async def own_new(self, code: str) -> int | None:
        """A table about to be created here: its fencing token (None: nothing to fence, one process)."""

    def created(self, t: Table, addr: str | None) -> None:
        """``t`` was created here from ``addr``."""

    def evicted(self, t: Table) -> None:
        """``t`` left this process's memory (finished and unwatched, abandoned, or followed and unwatched)."""

    def lost(self, t: Table) -> None:
        """A write of ``t`` was fenced off: another worker owns it now; this one follows it."""

    def changed(self, t: Table) -> None:
        """A change of ``t`` every client hears of (``Table.broadcast_state``)."""

    def presence(self, t: Table) -> None:
        """This process's connections to ``t`` changed."""

    def chat(self, t: Table, entry: dict[str, Any]) -> None:
        """A chat line of ``t``, stored here and delivered to this process's clients."""

    async def forward_act(self, t: Table, seat: int, version: int, raw: list[Any], lang: str = "en") -> str | None:
        """An action at a table another process owns (``t.follower``): the owner's answer (None: applied), a
        refusal said in ``lang``."""


class Local:
    """One process serving every table: each is loaded from the database and owned here (no fencing token)."""

    def __init__(self, server: Server) -> None:
        self.server = server

    async def start(self) -> None:
        """Resume every active table, abandon the waiting ones whose time passed while the server was down, then
        run the startup hooks (tournaments; a worker of several runs none)."""
        srv = self.server
        for code in await srv.db(srv.store.codes, ("waiting", "playing")):
            try:
                await srv.get(code)
            except Exception:
                log.exception("table %s could not be resumed; it is left as it is in storage", code)
        from .db import shown_url

        log.info("taverna server: %d tables resumed, storage %s", len(srv.tables), shown_url(srv.url))
        await srv.expire_idle()
        for hook in srv.startup_hooks:
            await hook()

    async def stop(self) -> None:
        return None

    async def open(self, code: str) -> Table | None:
        srv = self.server
        stored = await srv.db(srv.store.load, code, srv.settings.chat_history)
        return None if stored is None else Table.from_stored(srv, stored)

    async def waiting(self, addr: str | None) -> tuple[int, int]:
        srv = self.server
        waiting = [t for t in srv.tables.values() if t.status == "waiting"]
        return len(waiting), sum(1 for t in waiting if addr is not None and srv.creators.get(t.code) == addr)

    async def own_new(self, code: str) -> int | None:
        return None

    def created(self, t: Table, addr: str | None) -> None:
        return None

    def evicted(self, t: Table) -> None:
        return None

    def lost(self, t: Table) -> None:  # (no fencing token in one process: never fenced off)
        return None

    def changed(self, t: Table) -> None:
        return None

    def presence(self, t: Table) -> None:
        return None

    def chat(self, t: Table, entry: dict[str, Any]) -> None:
        return None

    async def forward_act(self, t: Table, seat: int, version: int, raw: list[Any], lang: str = "en") -> str | None:
        raise RuntimeError(f"table {t.code}: a follower in a single process")  # (one process owns every table)
