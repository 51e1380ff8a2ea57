"""Play now and how long a match lasts (issue 29, items 13 and 11), over HTTP and the websocket.

Each fails without its feature: before, there was no ``POST /api/play-now`` (404), no bot-fill timer, no
``GET /api/length`` and no ``length``/``progress`` in a table's info.
"""

from __future__ import annotations

import asyncio
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest

from taverna.games.lengths import estimate

from .conftest import Client, ServerProc

WAITS = {"play_now_waits": [2.0, 60.0, 120.0], "play_now_burst": 1000}  # (the limit is tested with its own)


def _play_now(srv: ServerProc, name: str, wait: float = 60.0, **body: object) -> httpx.Response:
    return srv.post("/api/play-now", {"game": "cucu", "rules": "bga", "name": name, "wait": wait, **body})


def test_two_players_pressing_play_now_for_the_same_game_meet_at_one_table(tmp_path: Path) -> None:
    srv = ServerProc(tmp_path / "data", **WAITS).start()
    try:
        ann = _play_now(srv, "Ann")
        assert ann.status_code == 200, ann.text
        first = ann.json()
        assert first["joined"] is False and first["table"]["status"] == "waiting"
        assert first["table"]["bots_at"] > time.time() + 30  # the wait Ann chose (60 s)
        listed = [t["code"] for t in srv.get("/api/tables").json()["tables"]]
        assert first["table"]["code"] in listed, "a Play now table is one that others can find in the lobby"
        ben = _play_now(srv, "Ben", wait=120.0).json()
        assert ben["joined"] is True and ben["table"]["code"] == first["table"]["code"]
        assert [s["name"] for s in ben["table"]["seats"]][:2] == ["Ann", "Ben"]
        # another rule set, or a table with other options, is not the same game: no meeting there
        other = srv.post("/api/play-now", {"game": "cucu", "rules": "cambio", "name": "Cid", "wait": 60.0}).json()
        assert other["joined"] is False and other["table"]["code"] != first["table"]["code"]
        made = srv.create(game="kille", rules="standard", seats=4, name="Dee", options={"rounds": 1})
        kille = srv.post("/api/play-now", {"game": "kille", "rules": "standard", "name": "Eve", "wait": 60.0}).json()
        assert kille["table"]["code"] != made["table"]["code"]
        r = srv.post("/api/play-now", {"game": "kille", "rules": "standard", "name": "Fay", "wait": 7})
        assert r.status_code == 400 and r.json()["field"] == "wait"
        # two asking at the same moment meet too (one Play now at a time finds or opens the table)
        with ThreadPoolExecutor(2) as pool:
            both = list(pool.map(lambda who: _play_now(srv, who, game="hypp", rules="rulebook").json(), ["Gus", "Hal"]))
        assert both[0]["table"]["code"] == both[1]["table"]["code"]
        assert sorted(b["joined"] for b in both) == [False, True]
    finally:
        srv.stop()


@pytest.mark.parametrize("db_url", ["sqlite", "postgres"], indirect=True)
def test_alone_the_tables_own_timer_fills_the_seats_with_bots_after_the_wait_even_across_a_restart(
    tmp_path: Path, db_url: str | None
) -> None:
    data = tmp_path / "data"
    db = {} if db_url is None else {"db_url": db_url}
    srv = ServerProc(data, **WAITS, **db).start()
    res = _play_now(srv, "Ann", wait=2.0).json()
    code, token, at = res["table"]["code"], res["token"], res["table"]["bots_at"]
    srv.kill()  # SIGKILL: the timer must come back from storage
    srv = ServerProc(data, **WAITS, **db).start()
    try:
        table = srv.get(f"/api/tables/{code}").json()["table"]
        assert table["status"] == "waiting" and abs(table["bots_at"] - at) < 0.01, "the restart kept the timer"
        time.sleep(max(0.0, at - time.time()) + 1.0)
        table = srv.get(f"/api/tables/{code}").json()["table"]
        assert table["status"] == "waiting", "no bots start a match while nobody is at the table"

        async def sit() -> dict[str, object]:
            async with Client(srv, code, token) as c:
                msg = await c.until(lambda m: m["type"] == "state" and m["table"]["status"] == "playing")
                return msg["table"]  # type: ignore[no-any-return]

        playing = asyncio.run(sit())
        seats = playing["seats"]
        assert isinstance(seats, list) and seats[0]["kind"] == "human"
        assert all(s["kind"] == "bot" and s["level"] == "normal" for s in seats[1:])
        assert time.time() >= at
        progress = playing["progress"]
        assert isinstance(progress, dict) and progress["deal"] >= 1 and progress["set"] >= 1 and progress["sets"] == 6
    finally:
        srv.stop()


def test_play_now_is_limited_per_address(tmp_path: Path) -> None:
    srv = ServerProc(tmp_path / "data", play_now_rate=0.01, play_now_burst=3, play_now_waits=[60.0]).start()
    try:
        codes = {r.json()["table"]["code"] for r in [
            srv.post("/api/play-now", {"game": g, "rules": None, "name": "Ann", "wait": 60.0})
            for g in ("coch", "hypp", "coteccio")]}  # fmt: skip
        assert len(codes) == 3
        r = srv.post("/api/play-now", {"game": "kille", "name": "Ann", "wait": 60.0})
        assert r.status_code == 429 and "Play now" in r.json()["error"]
    finally:
        srv.stop()
    srv = ServerProc(tmp_path / "data2", max_waiting_per_address=2, play_now_waits=[60.0]).start()
    try:  # opening a table counts toward the lobby's waiting tables per address
        for g in ("coch", "hypp"):
            assert srv.post("/api/play-now", {"game": g, "name": "Ann", "wait": 60.0}).status_code == 200
        assert srv.post("/api/play-now", {"game": "kille", "name": "Ann", "wait": 60.0}).status_code == 429
    finally:
        srv.stop()


def test_each_rule_set_says_how_long_a_match_lasts_and_the_options_change_it(server: ServerProc) -> None:
    described = {g["id"]: g for g in server.get("/api/games").json()["games"]}
    for gid, g in described.items():
        for name, rs in g["rule_sets"].items():
            length = rs["length"]
            assert length is not None, (gid, name)
            assert length["deals"] >= 1 and length["minutes"] > 0 and length["decisions"] >= 1, (gid, name)
    assert "max-sets" in described["cucu"]["rule_sets"]["bga"]["length"]["options"]
    assert "lives" in described["coteccio"]["rule_sets"]["trieste"]["length"]["options"]
    base = server.get("/api/length?game=cucu&rules=bga&seats=6&options={}").json()["length"]
    short = server.get('/api/length?game=cucu&rules=bga&seats=6&options={"max-sets":1}').json()["length"]
    assert short["deals"] < base["deals"] and short["minutes"] < base["minutes"]
    one = server.get('/api/length?game=coteccio&seats=4&options={"lives":1}').json()["length"]
    eight = server.get('/api/length?game=coteccio&seats=4&options={"lives":8}').json()["length"]
    assert one["deals"] < eight["deals"]
    fixed = server.get('/api/length?game=torionfo&seats=4&options={"deals":8}').json()["length"]
    assert fixed["fixed"] == 8 and fixed["deals"] == 8
    assert server.get("/api/length?game=nope").status_code == 400
    made = server.create(game="cucu", rules="le-her", seats=2, name="Ann", bots={"1": "simple"})
    table = made["table"]
    assert table["length"] == estimate("cucu", "le-her", {}, 2) and table["length"]["fixed"] == 10
    assert table["progress"] == {"deal": 1, "deals": 10, "players": 2, "alive": 2}
