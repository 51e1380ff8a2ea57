"""Provably fair tables: a 256-bit secret seed dealt with HMAC-SHA256, committed to before the deal.

Every seat sees the same commitment from the start; nothing sent before the end holds the seed or the
salt; the record downloaded afterwards holds them, matches the commitment, and ``taverna verify``
accepts it and refuses it tampered.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import hashlib
import json
from pathlib import Path
from typing import Any

import pytest
from alembic import command
from alembic.config import Config
from sqlalchemy import select
from typer.testing import CliRunner

from taverna.cli.main import app
from taverna.core.rng import HMAC_SHA256, SPLITMIX64
from taverna.games import create_match
from taverna.records.fair import commitment
from taverna.server.db import MIGRATIONS, Store, seats_t, tables_t
from taverna.server.tables import Table

from .conftest import Client, ServerProc, play_to_end, watch_to_end

BACKENDS = pytest.mark.parametrize("server", ["sqlite", "postgres"], indirect=True)


def _store(srv: ServerProc) -> Store:
    url = srv.cfg.get("db_url") or f"sqlite:///{Path(srv.cfg['data_dir']) / 'taverna.sqlite3'}"
    return Store(url)


def _secret_forms(seed: int, salt: str) -> list[str]:
    """Every way the seed or salt could be spelled in a message."""
    forms = [str(seed), f"{seed:x}", f"{seed:X}", f"{seed:064x}", salt, salt.upper()]
    return forms + [str(seed & (2**64 - 1)), str(seed >> 192)]  # parts of it too


def _verify(path: Path, *extra: str) -> Any:
    return CliRunner().invoke(app, ["verify", str(path), *extra])


@BACKENDS
def test_a_fair_table_commits_to_its_secret_seed_and_reveals_it_only_in_the_final_record(
    server: ServerProc, tmp_path: Path
) -> None:
    made = server.create(game="kille", seats=3, name="Ada")  # the server draws the seed
    code = made["table"]["code"]
    http: list[str] = [json.dumps(made)]
    bruno = server.join(code, "Bruno")
    carla = server.join(code, "Carla")
    http += [json.dumps(bruno), json.dumps(carla)]
    early = server.get(f"/api/tables/{code}/record")
    assert early.status_code == 409
    http += [early.text, server.get(f"/api/tables/{code}").text, server.get("/api/tables").text]

    async def run() -> list[Client]:
        players = [Client(server, code, t["token"]) for t in (made, bruno, carla)]
        spectator = Client(server, code)
        for c in [*players, spectator]:
            await c.__aenter__()
        try:
            await asyncio.gather(*(play_to_end(c, "kille", i) for i, c in enumerate(players)), watch_to_end(spectator))
        finally:
            for c in [*players, spectator]:
                await c.__aexit__()
        return [*players, spectator]

    clients = asyncio.run(run())
    # every seat (and the spectator) is shown the same commitment, from its first state on
    shown = {json.dumps(m["table"]["fair"]) for c in clients for m in c.messages if m["type"] == "state"}
    assert len(shown) == 1
    fair = json.loads(shown.pop())
    assert fair["rng"] == HMAC_SHA256 and len(fair["commitment"]) == 64
    int(fair["commitment"], 16)
    for c in clients:
        first = next(m for m in c.messages if m["type"] == "state")
        assert first["table"]["status"] == "playing" and first["view"]["log_size"] > 0  # cards already dealt
    assert made["table"]["fair"] == bruno["table"]["fair"] == carla["table"]["fair"] == fair  # before the deal
    # the record, once the match is over, holds the seed and the salt
    r = server.get(f"/api/tables/{code}/record")
    assert r.status_code == 200
    record = r.json()
    seed, salt = record["seed"], record["salt"]
    assert record["rng"] == HMAC_SHA256 and record["commitment"] == fair["commitment"]
    text = f"taverna-commit/1:hmac-sha256:{seed}:{salt}".encode("ascii")
    assert hashlib.sha256(text).hexdigest() == fair["commitment"]
    assert seed.bit_length() > 192  # drawn from 256 bits (a 48-bit seed had bit_length <= 48)
    # nothing sent before the end held the seed or the salt (nor anything after it, on the websocket)
    sent = http + [json.dumps(m) for c in clients for m in c.messages]
    for form in _secret_forms(seed, salt):
        assert not any(form in s for s in sent), form
    # what the server stored
    store = _store(server)
    try:
        stored = store.load(code)
    finally:
        store.close()
    assert stored is not None and (stored.seed, stored.rng, stored.salt) == (seed, HMAC_SHA256, salt)
    # taverna verify accepts the record, and the commitment the players saw
    path = tmp_path / "record.json"
    path.write_text(r.text, encoding="utf-8")
    ok = _verify(path, "--commitment", fair["commitment"])
    assert ok.exit_code == 0, ok.output
    assert "fair:" in ok.output and "replayed" in ok.output


def _finished_record(srv: ServerProc) -> tuple[dict[str, Any], dict[str, Any]]:
    """A person plays Kille against two bots to the end: the record, and the creation's answer."""
    made = srv.create(game="kille", seats=3, name="Ugo", bots={"1": "simple", "2": "simple"})
    code = made["table"]["code"]

    async def run() -> None:
        async with Client(srv, code, made["token"]) as c:
            await play_to_end(c, "kille", 5)

    asyncio.run(run())
    r = srv.get(f"/api/tables/{code}/record")
    assert r.status_code == 200, r.text
    return r.json(), made


def test_verify_refuses_a_tampered_seed_salt_action_or_result(server: ServerProc, tmp_path: Path) -> None:
    record, _ = _finished_record(server)
    assert "summary" in record and record["summary"]["finished"]

    def check(rec: dict[str, Any], code: int, *words: str, extra: tuple[str, ...] = ()) -> None:
        path = tmp_path / "r.json"
        path.write_text(json.dumps(rec), encoding="utf-8")
        res = _verify(path, *extra)
        assert res.exit_code == code, res.output
        for w in words:
            assert w in res.output, (w, res.output)

    check(record, 0, "fair:")
    check(dict(record, seed=record["seed"] ^ 1), 1, "NOT FAIR: commitment mismatch")
    flipped = ("0" if record["salt"][0] != "0" else "1") + record["salt"][1:]
    check(dict(record, salt=flipped), 1, "NOT FAIR: commitment mismatch")
    check(dict(record, rng=SPLITMIX64), 1, "commitment mismatch", "not hmac-sha256")
    actions = [list(a) for a in record["actions"]]
    actions[3] = [actions[3][0], "play", "no-such-card"]
    check(dict(record, actions=actions), 1, "NOT FAIR: replay error: actions[3]")
    check(dict(record, actions=record["actions"][:-1]), 1, "summary differs from its replay")
    check(dict(record, summary=dict(record["summary"], winner="Nobody")), 1, "summary differs", "winner")
    check(dict(record, shuffles=[["15"]]), 1, "scripts shuffles")
    check({k: v for k, v in record.items() if k != "commitment"}, 1, "no commitment")
    check(record, 1, "not the one you saw", extra=("--commitment", "0" * 64))
    check(record, 0, "fair:", extra=("--commitment", record["commitment"].upper()))
    check(dict(record, salt="not hex"), 2, "salt must be 64 lowercase hexadecimal digits")
    check(dict(record, rng="mt19937"), 2, "rng must be one of")
    (tmp_path / "junk.json").write_text("{oops", encoding="utf-8")
    res = _verify(tmp_path / "junk.json")
    assert res.exit_code == 2 and "not JSON" in res.output


def test_a_rematch_gets_a_fresh_seed_salt_and_commitment(server: ServerProc) -> None:
    record, made = _finished_record(server)
    code = made["table"]["code"]
    r = server.post(f"/api/tables/{code}/rematch", {"token": made["token"]})
    assert r.status_code == 200, r.text
    new = r.json()["table"]
    old = server.get(f"/api/tables/{code}").json()["table"]
    assert old["fair"]["commitment"] == made["table"]["fair"]["commitment"] == record["commitment"]
    assert new["fair"]["rng"] == HMAC_SHA256 and new["fair"]["commitment"] != old["fair"]["commitment"]
    store = _store(server)
    try:
        a, b = store.load(code), store.load(new["code"])
    finally:
        store.close()
    assert a is not None and b is not None
    assert a.seed == record["seed"] and a.salt == record["salt"]
    assert a.seed != b.seed and a.salt != b.salt and b.seed.bit_length() > 192 and b.rng == HMAC_SHA256
    assert commitment(HMAC_SHA256, b.seed, b.salt or "") == new["fair"]["commitment"]


@pytest.mark.parametrize("db_url", ["sqlite", "postgres"], indirect=True)
def test_tables_stored_before_fair_tables_resume_with_their_seed_and_splitmix64(
    db_url: str | None, tmp_path: Path
) -> None:
    store = Store(db_url or f"sqlite:///{tmp_path / 'taverna.sqlite3'}")
    try:
        cfg = Config()
        cfg.set_main_option("script_location", str(MIGRATIONS))
        with store.engine.begin() as conn:  # the schema of the first release, with one table in it
            cfg.attributes["connection"] = conn
            command.upgrade(cfg, "0001")
            conn.execute(
                tables_t.insert().values(
                    code="OLD111", game="kille", rules="standard", options="{}", seed=2**63 - 5, status="playing",
                    timer=None, creator=0, created=dt.datetime(2026, 11, 20, tzinfo=dt.UTC),
                )
            )  # fmt: skip
            tid = conn.execute(select(tables_t.c.id).where(tables_t.c.code == "OLD111")).scalar_one()
            for i, name in enumerate(("Ada", "Bruno", "Carla")):
                conn.execute(seats_t.insert().values(table_id=tid, idx=i, name=name, kind="human"))
        store.migrate()
        old = store.load("OLD111")
        assert old is not None and (old.seed, old.rng, old.salt) == (2**63 - 5, None, None)
        t = Table.from_stored(None, old)  # type: ignore[arg-type]
        assert t.match is not None and t.match.rng.kind == SPLITMIX64 and "rng" not in t.match.record()
        same = create_match("kille", players=t.players(), seed=2**63 - 5)
        assert t.match.view(t.players()[0]) == same.view(t.players()[0])  # the very same deal as before
        assert t.info()["fair"] is None
        store.create_table(code="NEW222", game="kille", rules="standard", options={}, seed=2**256 - 1, status="waiting",
                           timer=None, creator=0, created=dt.datetime(2026, 11, 24, tzinfo=dt.UTC), seats=[],
                           rng=HMAC_SHA256, salt="ab" * 32)  # fmt: skip
        new = store.load("NEW222")
        assert new is not None and (new.seed, new.rng, new.salt) == (2**256 - 1, HMAC_SHA256, "ab" * 32)
        store.add_action(tid, 0, "Ada", "play", "3", False)
        with store.engine.begin() as conn:  # the downgrade drops the columns in place: no seat or action is lost
            cfg.attributes["connection"] = conn
            command.downgrade(cfg, "0001")
        store.migrate()
        again = store.load("OLD111")
        assert again is not None and again.seed == 2**63 - 5 and len(again.seats) == 3 and len(again.actions) == 1
    finally:
        store.close()
