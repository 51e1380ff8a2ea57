"""Kill the server (SIGKILL) mid-match and start it again: every table resumes exactly."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from taverna.bots import get_bot
from taverna.core import Action, Rng

from .conftest import Client, ServerProc, action_json, check_views, play_to_end


async def _play_some(srv: ServerProc, code: str, tokens: list[str], game: str, actions: int) -> None:
    """People at the table make ``actions`` moves between them (bots answer in between)."""
    clients = [Client(srv, code, t) for t in tokens]
    for c in clients:
        await c.__aenter__()
    bot, rng = get_bot(game, "simple"), Rng(1)
    try:
        for c in clients:
            await c.until(lambda m: m["type"] == "state")
        done = 0
        while done < actions:
            for c in clients:
                st = c.state
                assert st is not None and c.view is not None
                if c.seat in c.view["to_act"] and st["legal"]:
                    choice = bot.choose(c.view, [Action(*a) for a in st["legal"]], rng)
                    await c.send({"type": "act", "version": st["version"], "action": action_json(choice)})
                    done += 1
                    version = st["version"]
                    for other in clients:
                        await other.until(lambda m, v=version: m["type"] == "state" and m["version"] > v)
                    break
            else:  # a bot's turn: wait for the next state
                await clients[0].until(lambda m: m["type"] == "state")
    finally:
        for c in clients:
            await c.__aexit__()


async def _until_it_waits_for(srv: ServerProc, code: str, token: str) -> None:
    """Wait until the bots at the table have played and it waits for this seat (or the match is over)."""
    async with Client(srv, code, token, delta=False) as c:
        await c.until(lambda m: m["type"] == "state" and (m["view"]["finished"] or bool(m["legal"])), timeout=60)


async def _snapshot(srv: ServerProc, code: str, token: str | None) -> dict[str, Any]:
    async with Client(srv, code, token, delta=False) as c:
        st = await c.until(lambda m: m["type"] == "state")
        chat = []
        await c.send({"type": "sync"})
        while True:
            m = await c.recv()
            if m["type"] == "chat":
                chat.append((m["from"], m["text"], m["time"]))
            if m["type"] == "state":
                break
        return {"version": st["version"], "view": st["view"], "legal": st["legal"], "chat": chat}


@pytest.mark.parametrize("db_url", ["sqlite", "postgres"], indirect=True)
def test_a_killed_server_resumes_every_table_exactly(tmp_path: Path, db_url: str | None) -> None:
    data = tmp_path / "data"
    srv = ServerProc(data, db_url=db_url).start()
    try:
        people = srv.create(game="cucu", rules="cambio", seats=3, name="Ada", seed=21)
        pcode = people["table"]["code"]
        tokens = [people["token"], srv.join(pcode, "Bruno")["token"], srv.join(pcode, "Carla")["token"]]
        mixed = srv.create(game="kille", seats=3, name="Ugo", bots={"1": "simple", "2": "random"}, seed=8)
        mcode = mixed["table"]["code"]
        waiting = srv.create(game="kille", seats=3, name="Vera")
        wcode = waiting["table"]["code"]

        async def before() -> dict[str, Any]:
            await _play_some(srv, pcode, tokens, "cucu", 25)
            await _play_some(srv, mcode, [mixed["token"]], "kille", 4)
            await _until_it_waits_for(srv, mcode, mixed["token"])  # (the bots' answers stored before the snapshot)
            async with Client(srv, pcode, tokens[0]) as c:
                await c.recv()
                await c.send({"type": "chat", "text": "before the crash"})
                await c.until(lambda m: m["type"] == "chat")
            snaps = {}
            for code, token in ((pcode, tokens[0]), (pcode, tokens[1]), (pcode, None), (mcode, mixed["token"]),
                                (wcode, waiting["token"])):  # fmt: skip
                snaps[(code, token)] = await _snapshot(srv, code, token)
            return snaps

        snaps = asyncio.run(before())
        listed = {t["code"]: t for t in srv.get("/api/tables").json()["tables"]}
        assert snaps[(pcode, tokens[0])]["version"] >= 25
        assert snaps[(mcode, mixed["token"])]["version"] >= 4
        srv.kill()

        srv = ServerProc(data, db_url=db_url)
        srv.start()

        async def after() -> dict[str, Any]:
            return {key: await _snapshot(srv, *key) for key in snaps}

        again = asyncio.run(after())
        for key, snap in snaps.items():
            assert again[key] == snap, f"table {key[0]} for {key[1]} did not resume exactly"
        assert [c[:2] for c in again[(pcode, tokens[0])]["chat"]] == [("Ada", "before the crash")]
        tables = {t["code"]: t for t in srv.get("/api/tables").json()["tables"]}
        assert {c: t["created"] for c, t in tables.items()} == {c: t["created"] for c, t in listed.items()}
        assert tables[pcode]["status"] == "playing" and tables[wcode]["status"] == "waiting"
        assert tables[pcode]["version"] == snaps[(pcode, tokens[0])]["version"]

        # the resumed table plays on to the end, and its record holds every action before and after
        async def finish() -> list[Client]:
            clients = [Client(srv, pcode, t) for t in tokens]
            for c in clients:
                await c.__aenter__()
            try:
                await asyncio.gather(*(play_to_end(c, "cucu", i) for i, c in enumerate(clients)))
            finally:
                for c in clients:
                    await c.__aexit__()
            return clients

        clients = asyncio.run(finish())
        record = srv.get(f"/api/tables/{pcode}/record").json()
        assert record["seed"] == 21 and len(record["actions"]) > snaps[(pcode, tokens[0])]["version"]
        assert check_views(record, clients) > 0
        if db_url is not None:  # everything went to the database given, nothing to SQLite in the data directory
            assert not (data / "taverna.sqlite3").exists()
    finally:
        srv.stop()
