"""Tournaments under attack and failure (issue 28): every field checked before a tournament is stored (item 3), a
stored row that cannot be shown never breaks the list or a page (item 3), caps on creating them and tournament
tables that do not play on by themselves (item 4)."""

from __future__ import annotations

import asyncio
import datetime as dt
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import update

from taverna.server import players_db as pdb
from taverna.server.db import Store

from .conftest import Client, play_to_end
from .launch import ServerProc


def _store(srv: ServerProc) -> Store:
    url = srv.cfg.get("db_url") or f"sqlite:///{Path(srv.cfg['data_dir']) / 'taverna.sqlite3'}"
    return Store(url)


def _player(srv: ServerProc, name: str) -> str:
    r = srv.post("/api/players", {"name": name})
    assert r.status_code == 200, r.text
    key: str = r.json()["key"]
    return key


def _body(key: str, **over: Any) -> dict[str, Any]:
    start = (dt.datetime.now(dt.UTC) + dt.timedelta(hours=1)).isoformat()
    body = {"player": key, "name": "Friday", "game": "kille", "seats": 3, "start": start, "duration": 3600,
            "bots": "random", "bot_wait": 5}  # fmt: skip
    body.update(over)
    return {k: v for k, v in body.items() if v is not ...}


@pytest.fixture
def srv(tmp_path: Path) -> Any:
    proc = ServerProc(tmp_path / "data").start()
    try:
        yield proc
    finally:
        proc.stop()


# ---------------------------------------------------------------------------- item 3: every field checked
def test_every_field_of_a_new_tournament_is_checked_before_it_is_stored(srv: ServerProc) -> None:
    key = _player(srv, "Organiser")
    now = dt.datetime.now(dt.UTC)
    bad: list[tuple[dict[str, Any], str, str]] = [
        ({"start": "9999-12-31T23:00:00+00:00"}, "start", "30 days ahead"),
        ({"start": "9999-12-31T23:00:00-05:00"}, "start", "30 days ahead"),
        ({"start": "0001-01-01T00:00:00+05:00"}, "start", "minutes ago"),
        ({"start": (now - dt.timedelta(hours=2)).isoformat()}, "start", "minutes ago"),
        ({"start": (now + dt.timedelta(days=31)).isoformat()}, "start", "30 days ahead"),
        ({"start": "next friday"}, "start", "ISO time"),
        ({"start": 12}, "start", "must be a string"),
        ({"duration": 0}, "duration", "seconds from 1"),
        ({"duration": 10**12}, "duration", "to 604800"),
        ({"duration": "1h"}, "duration", "seconds"),
        ({"duration": ...}, "duration", "seconds"),
        ({"kind": "swiss", "rounds": 0}, "rounds", "1 to 50"),
        ({"kind": "swiss", "rounds": 10**40}, "rounds", "1 to 50"),
        ({"kind": "swiss", "rounds": "3"}, "rounds", "integer"),
        ({"kind": "knockout"}, "kind", "arena"),
        ({"seats": 99}, "seats", "3 to"),
        ({"seats": True}, "seats", "integer"),
        ({"bots": "godlike"}, "bots", "unknown bot level"),
        ({"bot_wait": -1}, "bot_wait", "0 to 3600"),
        ({"name": ""}, "name", "visible character"),
        ({"name": "x" * 65}, "name", "at most 64"),
        ({"name": 5}, "name", "string"),
        ({"game": "chess"}, "game", "chess"),
        ({"rules": "nonsense"}, "rules", "nonsense"),
        ({"options": []}, "options", "object"),
        ({"rated": "yes"}, "rated", "true or false"),
    ]
    for over, field, words in bad:
        r = srv.post("/api/tournaments", _body(key, **over))
        assert r.status_code == 400, (over, r.status_code, r.text)
        err = r.json()
        assert err.get("field") == field and words in err["error"], (over, err)
    r = srv.post("/api/tournaments", _body(key, game="cucu", rules="campli", seats=4, options={"tokens": -3}))
    assert r.status_code == 400 and r.json()["field"] == "option:tokens", r.text
    listed = srv.get("/api/tournaments")
    assert listed.status_code == 200 and listed.json()["tournaments"] == []  # nothing refused was stored
    ok = srv.post("/api/tournaments", _body(key, start=(now - dt.timedelta(minutes=1)).isoformat()))
    assert ok.status_code == 200, ok.text  # a start a minute ago (a slow form) is accepted


# ---------------------------------------------------------------------------- item 3: a bad row never breaks a page
def test_a_stored_row_that_cannot_be_shown_never_breaks_the_list_or_a_page_across_restarts(tmp_path: Path) -> None:
    srv = ServerProc(tmp_path / "data").start()
    try:
        key = _player(srv, "Organiser")
        good = srv.post("/api/tournaments", _body(key))
        assert good.status_code == 200, good.text
        good_code = good.json()["tournament"]["code"]
        store = _store(srv)
        common: dict[str, Any] = {"name": "Bad", "game": "kille", "rules": None, "options": {}, "kind": "arena", "rounds": None,
                  "seats": 3, "bots": None, "bot_wait": 1.0, "rated": False, "creator_id": None}  # fmt: skip
        # as stored before the fields were checked: a start at the calendar's end (its end overflows)
        pdb.create_tournament(store, code="BAD999", start=dt.datetime(9999, 12, 31, 23, tzinfo=dt.UTC),
                              duration=3600.0, status="running", **common)  # fmt: skip
        pdb.create_tournament(store, code="BADJS1", start=dt.datetime.now(dt.UTC), duration=60.0, status="finished",
                              **common)  # fmt: skip
        pdb.create_tournament(store, code="BADJS2", start=dt.datetime.now(dt.UTC), duration=60.0, status="scheduled",
                              **common)  # fmt: skip
        with store.begin() as conn:  # damaged JSON
            conn.execute(update(pdb.tournaments_t).where(pdb.tournaments_t.c.code == "BADJS1")
                         .values(standings="{not json"))  # fmt: skip
            conn.execute(update(pdb.tournaments_t).where(pdb.tournaments_t.c.code == "BADJS2")
                         .values(options="[1, 2"))  # fmt: skip
        store.close()

        def check(s: ServerProc) -> None:
            r = s.get("/api/tournaments")
            assert r.status_code == 200, r.text
            assert [t["code"] for t in r.json()["tournaments"]] == [good_code]
            for code in ("BAD999", "BADJS1", "BADJS2"):
                one = s.get(f"/api/tournaments/{code}")
                assert one.status_code == 404 and "no tournament" in one.json()["error"], one.text
                assert s.get(f"/tournaments/{code}").status_code == 200  # the page itself
            assert s.get(f"/api/tournaments/{good_code}").status_code == 200

        check(srv)
        srv.stop()
        srv = ServerProc(tmp_path / "data").start()  # across a restart: the bad rows are still there
        check(srv)
        # the tournament runner goes on for the others (the running bad row is not run)
        key2 = _player(srv, "Second")
        r = srv.post("/api/tournaments", _body(key2, start=dt.datetime.now(dt.UTC).isoformat(), duration=1))
        assert r.status_code == 200, r.text
        code = r.json()["tournament"]["code"]
        deadline = time.monotonic() + 20
        while srv.get(f"/api/tournaments/{code}").json()["tournament"]["status"] != "finished":
            assert time.monotonic() < deadline, "the runner stopped"
            time.sleep(0.1)
    finally:
        srv.stop()


# ---------------------------------------------------------------------------- item 4: flooding
def _from(srv: ServerProc, addr: str, path: str, body: Any) -> httpx.Response:
    with httpx.Client(transport=httpx.HTTPTransport(local_address=addr), timeout=10) as http:
        return http.post(srv.base + path, json=body)


def _now_body(key: str, **over: Any) -> dict[str, Any]:
    return _body(key, start=dt.datetime.now(dt.UTC).isoformat(), **over)


def _seat_of(srv: ServerProc, tcode: str, key: str, timeout: float = 15) -> dict[str, str]:
    deadline = time.monotonic() + timeout
    while True:
        you = srv.post(f"/api/tournaments/{tcode}/me", {"player": key}).json()["you"]
        if you is not None:
            seat: dict[str, str] = you
            return seat
        assert time.monotonic() < deadline, "never seated"
        time.sleep(0.1)


def test_tournaments_are_capped_per_player_and_per_address_open_at_once_and_per_hour(tmp_path: Path) -> None:
    srv = ServerProc(tmp_path / "data", tournaments_open=2, tournaments_burst=3, tournaments_per_hour=1).start()
    try:
        a, b, c = (_player(srv, name) for name in ("Ann", "Bob", "Cy"))
        for _ in range(2):
            assert _from(srv, "127.0.0.31", "/api/tournaments", _body(a)).status_code == 200
        r = _from(srv, "127.0.0.31", "/api/tournaments", _body(a))
        assert r.status_code == 429 and "at most 2 per player" in r.json()["error"], r.text
        r = _from(srv, "127.0.0.32", "/api/tournaments", _body(a))  # another address: the same player
        assert r.status_code == 429 and "at most 2 per player" in r.json()["error"], r.text
        r = _from(srv, "127.0.0.31", "/api/tournaments", _body(b))  # another player: the same address
        assert r.status_code == 429 and "at most 2 per address" in r.json()["error"], r.text
        assert _from(srv, "127.0.0.32", "/api/tournaments", _body(b)).status_code == 200
        # the rate: three an hour at most, even when each is over before the next
        for _ in range(3):
            r = _from(srv, "127.0.0.33", "/api/tournaments", _now_body(c, duration=1))
            assert r.status_code == 200, r.text
            code = r.json()["tournament"]["code"]
            deadline = time.monotonic() + 15
            while srv.get(f"/api/tournaments/{code}").json()["tournament"]["status"] != "finished":
                assert time.monotonic() < deadline
                time.sleep(0.1)
        r = _from(srv, "127.0.0.33", "/api/tournaments", _now_body(c, duration=1))
        assert r.status_code == 429 and "at most 1 an hour" in r.json()["error"], r.text
        assert int(r.headers["retry-after"]) > 60
        assert srv.get("/api/tournaments").status_code == 200
    finally:
        srv.stop()


def test_a_tournament_table_with_nobody_connected_makes_no_moves_until_a_person_connects(tmp_path: Path) -> None:
    # fast bots, and a stand-in after 0.3 s: before, the bots and the stand-in played the whole match alone
    srv = ServerProc(tmp_path / "data", grace=0.3, bot_delay=0.0).start()
    try:
        key = _player(srv, "Dora")
        r = srv.post("/api/tournaments", _now_body(key, duration=600, bot_wait=0))
        assert r.status_code == 200, r.text
        tcode = r.json()["tournament"]["code"]
        assert srv.post(f"/api/tournaments/{tcode}/join", {"player": key}).status_code == 200
        you = _seat_of(srv, tcode, key)
        for _ in range(15):  # 3 s
            table = srv.get(f"/api/tables/{you['table']}").json()["table"]
            assert table["status"] == "playing" and table["version"] == 0, table
            assert not any(s["bot_standin"] for s in table["seats"])
            time.sleep(0.2)

        async def play() -> None:  # the person connects: the table goes on, to its end
            async with Client(srv, you["table"], you["token"]) as client:
                await client.recv()
                await play_to_end(client, "kille", 3)

        asyncio.run(play())
        assert srv.get(f"/api/tables/{you['table']}").json()["table"]["status"] == "finished"
    finally:
        srv.stop()


def test_a_tournament_table_nobody_comes_to_is_forfeited_and_its_player_sits_out(tmp_path: Path) -> None:
    srv = ServerProc(tmp_path / "data", grace=0.3, bot_delay=0.0, tournament_no_show=1.0).start()
    try:
        key = _player(srv, "Eve")
        r = srv.post("/api/tournaments", _now_body(key, duration=600, bot_wait=0))
        tcode = r.json()["tournament"]["code"]
        assert srv.post(f"/api/tournaments/{tcode}/join", {"player": key}).status_code == 200
        first = _seat_of(srv, tcode, key)["table"]
        deadline = time.monotonic() + 10
        while (table := srv.get(f"/api/tables/{first}").json()["table"])["status"] != "abandoned":
            assert time.monotonic() < deadline and table["version"] == 0, table
            time.sleep(0.1)
        time.sleep(1.0)  # she sits out: no new table is made for her meanwhile
        assert srv.get("/api/tables").json()["tables"] == []
        standings = srv.get(f"/api/tournaments/{tcode}").json()["standings"]
        assert [(s["points"], s["played"]) for s in standings] == [(0.0, 0)]
        again = _seat_of(srv, tcode, key)  # she asks for her seat: she is paired again
        assert again["table"] != first
    finally:
        srv.stop()


def test_a_tournaments_tables_count_toward_the_lobby_cap_of_its_creator_address(tmp_path: Path) -> None:
    srv = ServerProc(tmp_path / "data", lobby_per_address=1).start()
    try:
        codes = []
        for name in ("Fay", "Gus"):
            key = _player(srv, name)
            r = _from(srv, "127.0.0.41", "/api/tournaments", _now_body(key, duration=600, bot_wait=0))
            assert r.status_code == 200, r.text
            tcode = r.json()["tournament"]["code"]
            assert srv.post(f"/api/tournaments/{tcode}/join", {"player": key}).status_code == 200
            codes.append(_seat_of(srv, tcode, key)["table"])
        listed = {t["code"] for t in srv.get("/api/tables").json()["tables"]}
        assert len(listed & set(codes)) == 1, listed
    finally:
        srv.stop()


def test_after_a_restart_a_tournament_table_waits_for_its_person_who_gets_a_new_seat_token(tmp_path: Path) -> None:
    settings: dict[str, Any] = {"grace": 0.3, "bot_delay": 0.0}
    srv = ServerProc(tmp_path / "data", **settings).start()
    try:
        key = _player(srv, "Hal")
        r = srv.post("/api/tournaments", _now_body(key, duration=600, bot_wait=0))
        tcode = r.json()["tournament"]["code"]
        assert srv.post(f"/api/tournaments/{tcode}/join", {"player": key}).status_code == 200
        before = _seat_of(srv, tcode, key)
        srv.stop()
        srv = ServerProc(tmp_path / "data", **settings).start()
        after = _seat_of(srv, tcode, key)
        assert after["table"] == before["table"] and after["token"] != before["token"]
        time.sleep(1.0)  # resumed, it still waits for her
        assert srv.get(f"/api/tables/{after['table']}").json()["table"]["version"] == 0

        async def play() -> None:
            async with Client(srv, after["table"], before["token"]) as old:  # the token from before is gone
                assert "does not belong" in (await old.recv())["message"]
            async with Client(srv, after["table"], after["token"]) as client:
                await client.recv()
                await play_to_end(client, "kille", 5)

        asyncio.run(play())
        assert srv.get(f"/api/tables/{after['table']}").json()["table"]["status"] == "finished"
    finally:
        srv.stop()
