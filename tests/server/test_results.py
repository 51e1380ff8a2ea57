"""Results and ratings (issue 28, items 5 and 6): only the seats a person played are rated, against each other
only, and a rated result is stored exactly once, even when the server is killed before it stored it."""

from __future__ import annotations

import asyncio
import datetime as dt
import threading
from pathlib import Path
from typing import Any

import pytest
from openskill.models import PlackettLuce

from taverna.server import players_db as pdb
from taverna.server import ratings
from taverna.server.db import Store, StoredSeat
from taverna.server.results import DELAY_ENV, Finished, outcome, store_result

from .conftest import Client, ServerProc, play_to_end
from .players_kit import make_player as _player
from .players_kit import play_table as _play
from .players_kit import profile as _profile
from .players_kit import wait_history as _wait_history

BACKENDS = pytest.mark.parametrize("db_url", ["sqlite", "postgres"], indirect=True)


# ---------------------------------------------------------------------------- the rule, pure
def _same(got: dict[int, tuple[float, float]], expected: dict[int, tuple[float, float]]) -> None:
    assert sorted(got) == sorted(expected)
    for pid, (mu, sigma) in expected.items():
        assert got[pid][0] == pytest.approx(mu, abs=1e-9) and got[pid][1] == pytest.approx(sigma, abs=1e-9)


def _finished(seats: list[tuple[int, str, str]], ranks: list[int]) -> Finished:
    return Finished(1, "T", "cucu", "campli", seats, [[name] for _, name, _ in seats], ranks)


def test_only_identified_seats_their_person_played_are_rated_and_only_against_each_other() -> None:
    f = _finished([(0, "Ann", "human"), (1, "Zed", "human"), (2, "Ben", "human"), (3, "Bot", "bot")], [2, 1, 3, 4])
    moves = {"Ann": (5, 1), "Zed": (6, 0), "Ben": (3, 2)}
    rows, new = outcome(f, True, {0: 10, 2: 20}, moves, {20: (30.0, 4.0, 7)})
    model = PlackettLuce()
    a, b = model.rate([[model.rating()], [model.rating(mu=30.0, sigma=4.0)]], ranks=[2, 3])  # Zed, Bot: no opponents
    _same(new, {10: (a[0].mu, a[0].sigma), 20: (b[0].mu, b[0].sigma)})
    assert [r["rated"] for r in rows] == [True, False, True, False]
    assert (rows[2]["mu_before"], rows[2]["person_moves"], rows[2]["standin_moves"]) == (30.0, 3, 2)
    assert rows[3]["person_moves"] is None and rows[1]["player_id"] is None


def test_a_seat_its_stand_in_played_most_of_is_not_rated_nor_an_opponent() -> None:
    f = _finished([(0, "Ann", "human"), (1, "Ben", "human"), (2, "Cy", "human")], [1, 2, 3])
    rows, new = outcome(f, True, {0: 1, 1: 2, 2: 3}, {"Ann": (4, 0), "Ben": (2, 2), "Cy": (0, 5)}, {})
    assert new == {} and not any(r["rated"] for r in rows)  # one person played: nobody to rate against
    rows, new = outcome(f, True, {0: 1, 1: 2, 2: 3}, {"Ann": (4, 0), "Ben": (3, 2), "Cy": (0, 5)}, {})
    assert set(new) == {1, 2} and [r["rated"] for r in rows] == [True, True, False]
    rows, new = outcome(f, True, {0: 1, 1: 2, 2: 3}, {}, {})  # no decision at all: not played by a person
    assert new == {}
    rows, new = outcome(f, False, {0: 1, 1: 2, 2: 3}, {"Ann": (4, 0), "Ben": (3, 0)}, {})  # an unrated table
    assert new == {} and [r["rank"] for r in rows] == [1, 2, 3]


def test_partners_are_rated_as_one_side_and_a_side_of_anonymous_people_is_no_opponent() -> None:
    seats = [(0, "A", "human"), (1, "B", "human"), (2, "C", "human"), (3, "D", "human")]
    f = Finished(1, "T", "cuajo", "", seats, [["A", "C"], ["B", "D"]], [1, 2])
    moves = dict.fromkeys("ABCD", (3, 0))
    _, new = outcome(f, True, {0: 1, 2: 3}, moves, {})  # only one side has identities
    assert new == {}
    _, new = outcome(f, True, {0: 1, 1: 2}, moves, {})
    model = PlackettLuce()
    (a,), (b,) = model.rate([[model.rating()], [model.rating()]], ranks=[1, 2])
    _same(new, {1: (a.mu, a.sigma), 2: (b.mu, b.sigma)})


# ---------------------------------------------------------------------------- stored once, with its tournament points
@pytest.mark.parametrize("db_url", ["sqlite", "postgres"], indirect=True)
def test_a_result_is_stored_once_however_many_times_and_workers_store_it(db_url: str | None, tmp_path: Path) -> None:
    url = db_url or f"sqlite:///{tmp_path / 'taverna.sqlite3'}"
    store = Store(url)
    store.migrate()
    try:
        seats = [StoredSeat(0, "Ann", "human", None, None), StoredSeat(1, "Ben", "human", None, None)]
        tid = store.create_table(code="RES001", game="cucu", rules="campli", options={}, seed=1, status="playing",
                                 timer=None, creator=0, created=dt.datetime.now(dt.UTC), seats=seats)  # fmt: skip
        pids = [pdb.create_player(store, n, f"k{n}", f"r{n}").id for n in ("Ann", "Ben")]
        tour = pdb.create_tournament(store, code="TOUR01", name="T", game="cucu", rules="campli", options={},
                                     kind="arena", seats=2, bots=None, bot_wait=0.0, rated=True,
                                     start=dt.datetime.now(dt.UTC), duration=60.0, status="running")  # fmt: skip
        pdb.set_table_meta(store, tid, True, tour)
        for i, pid in enumerate(pids):
            pdb.set_seat_player(store, tid, i, pid)
            pdb.add_entry(store, tour, pid, ["Ann", "Ben"][i])
        decided = [("Ann", "person"), ("Ben", "person"), ("Ben", "standin"), ("Ben", "person"), ("Ann", "auto")]
        for seq, (who, by) in enumerate(decided):
            store.add_action(tid, seq, who, "keep", None, seq == len(decided) - 1, None, by)
        f = Finished(tid, "RES001", "cucu", "campli", [(0, "Ann", "human"), (1, "Ben", "human")], [["Ann"], ["Ben"]],
                     [1, 2])  # fmt: skip
        assert pdb.unrecorded_tables(store) == ["RES001"]
        # several workers at once (PostgreSQL: separate connections), then again: one of them stores it
        others = [Store(url) for _ in range(3)]
        got: list[Any] = []
        threads = [threading.Thread(target=lambda s=s: got.append(store_result(s, f).fresh)) for s in others]
        for th in threads:
            th.start()
        for th in threads:
            th.join()
        for s in others:
            s.close()
        again = store_result(store, f)
        assert (again.fresh, again.rows, again.tournament_id) == (False, [], tour)  # (its players freed again)
        assert sorted(got) == [False, False, True]
        assert pdb.unrecorded_tables(store) == []
        rows = pdb.results_of_table(store, tid)
        assert [(r["rated"], r["person_moves"], r["standin_moves"]) for r in rows] == [(True, 1, 0), (True, 2, 1)]
        assert [[r["matches"] for r in pdb.player_ratings(store, pid)] for pid in pids] == [[1], [1]]
        assert {(e["player_id"], e["points"], e["played"]) for e in pdb.entries(store, tour)} == {
            (pids[0], 1.0, 1), (pids[1], 0.0, 1)}  # fmt: skip
    finally:
        store.close()


# ---------------------------------------------------------------------------- a real server
def test_an_identity_that_joins_an_arena_tournament_and_never_connects_is_not_rated(tmp_path: Path) -> None:
    srv = ServerProc(tmp_path / "data", grace=0.3).start()  # a stand-in comes 0.3 s after a seat is left
    try:
        ann, ben = _player(srv, "Ann"), _player(srv, "Ben")
        r = srv.post("/api/tournaments", {"player": ann["key"], "name": "No-show", "game": "cucu", "kind": "arena",
                                          "rules": "campli", "options": {"tokens": 1}, "seats": 2, "duration": 3,
                                          "bots": None})  # fmt: skip
        assert r.status_code == 200, r.text
        tcode = r.json()["tournament"]["code"]
        for p in (ann, ben):  # Ben joins, and never comes to a table
            assert srv.post(f"/api/tournaments/{tcode}/join", {"player": p["key"]}).status_code == 200
        tables: set[str] = set()

        async def ann_plays() -> None:
            while True:
                data = (
                    await asyncio.to_thread(srv.post, f"/api/tournaments/{tcode}/me", {"player": ann["key"]})
                ).json()
                you = data["you"]
                if you is not None and you["table"] not in tables:
                    tables.add(you["table"])
                    async with Client(srv, you["table"], you["token"]) as c:
                        await play_to_end(c, "cucu", len(tables))
                elif data["tournament"]["status"] == "finished":
                    return
                else:
                    await asyncio.sleep(0.05)

        asyncio.run(asyncio.wait_for(ann_plays(), 90))
        assert tables
        # the tournament is over once every table's result is stored (a table may have been played out by two
        # stand-ins before Ann asked where to play: it is in Ben's history, not in ``tables``)
        ben_prof = _wait_history(srv, ben["player"]["id"], len(tables))
        assert ben_prof["ratings"] == [] and not any(h["rated"] for h in ben_prof["history"])
        assert len(ben_prof["history"]) >= len(tables)
        assert all(h["person_moves"] == 0 and h["standin_moves"] > 0 for h in ben_prof["history"])
        # Ann played, but against nobody who did: no one to be rated against
        assert _profile(srv, ann["player"]["id"])["ratings"] == []
    finally:
        srv.stop()


def test_anonymous_seats_and_a_no_show_are_no_opponents_and_the_people_who_played_are_rated(tmp_path: Path) -> None:
    srv = ServerProc(tmp_path / "data", grace=0.3).start()
    try:
        ann, ben, cy = _player(srv, "Ann"), _player(srv, "Ben"), _player(srv, "Cy")
        made = srv.create(game="cucu", rules="campli", seats=5, name="Ann", options={"tokens": 1}, seed=3,
                          player=ann["key"], rated=True)  # fmt: skip
        code = made["table"]["code"]
        ben_tok = srv.post(f"/api/tables/{code}/join", {"name": "Ben", "player": ben["key"]}).json()["token"]
        zed_tok = srv.join(code, "Zed")["token"]  # anonymous: no player key
        yan_tok = srv.join(code, "Yan")["token"]  # anonymous too

        async def run() -> None:
            clients = [Client(srv, code, tok) for tok in (made["token"], ben_tok, zed_tok, yan_tok)]
            for c in clients:  # everyone but Cy is connected before the match starts
                await c.__aenter__()
                await c.until(lambda m: m["type"] == "state")
            joined = await asyncio.to_thread(srv.post, f"/api/tables/{code}/join", {"name": "Cy", "player": cy["key"]})
            assert joined.status_code == 200, joined.text  # Cy takes the last seat and never connects
            try:
                await asyncio.gather(*(play_to_end(c, "cucu", 50 + i) for i, c in enumerate(clients)))
            finally:
                for c in clients:
                    await c.__aexit__()

        asyncio.run(run())
        record = srv.get(f"/api/tables/{code}/record").json()
        players = record["players"]
        ranks = dict(zip(players, ratings.standing(record["summary"], [[p] for p in players]), strict=True))
        model = PlackettLuce()
        (a,), (b,) = model.rate([[model.rating()], [model.rating()]], ranks=[ranks["Ann"], ranks["Ben"]])
        for who, expected in ((ann, a), (ben, b)):
            prof = _wait_history(srv, who["player"]["id"], 1)
            (rating,) = prof["ratings"]
            assert rating["matches"] == 1 and prof["history"][0]["rated"]
            assert (rating["mu"], rating["sigma"]) == (pytest.approx(expected.mu, abs=1e-9),
                                                       pytest.approx(expected.sigma, abs=1e-9))  # fmt: skip
        prof = _wait_history(srv, cy["player"]["id"], 1)
        assert prof["ratings"] == [] and prof["history"][0]["rated"] is False
        assert prof["history"][0]["person_moves"] == 0
    finally:
        srv.stop()


@BACKENDS
def test_a_rated_result_the_server_was_killed_before_storing_is_stored_once_at_start_up(
        tmp_path: Path, db_url: str | None, monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    data = tmp_path / "data"
    monkeypatch.setenv(DELAY_ENV, "120")  # the result task waits: kill -9 comes right after the final state
    srv = ServerProc(data, db_url=db_url).start()
    try:
        ann, ben = _player(srv, "Ann"), _player(srv, "Ben")
        made = srv.create(game="cucu", rules="campli", seats=2, name="Ann", options={"tokens": 1}, seed=12,
                          player=ann["key"], rated=True)  # fmt: skip
        code = made["table"]["code"]
        joined = srv.post(f"/api/tables/{code}/join", {"name": "Ben", "player": ben["key"]}).json()
        asyncio.run(_play(srv, code, [made["token"], joined["token"]], 21))
        assert srv.get(f"/api/tables/{code}").json()["table"]["status"] == "finished"
        assert _profile(srv, ann["player"]["id"])["history"] == []  # not stored yet
        record = srv.get(f"/api/tables/{code}/record").json()
        srv.kill()
        monkeypatch.delenv(DELAY_ENV)
        players = record["players"]
        ranks = [float(r) for r in ratings.standing(record["summary"], [[p] for p in players])]
        model = PlackettLuce()
        new = dict(zip(players, (side[0] for side in model.rate([[model.rating()], [model.rating()]], ranks=ranks)),
                       strict=True))  # fmt: skip
        for restart in range(2):  # start-up stores it; a second start-up does not store it again
            srv = ServerProc(data, db_url=db_url).start()
            for who, name in ((ann, "Ann"), (ben, "Ben")):
                prof = _profile(srv, who["player"]["id"])
                assert [h["code"] for h in prof["history"]] == [code], f"restart {restart}"
                (rating,) = prof["ratings"]
                assert rating["matches"] == 1
                assert rating["mu"] == pytest.approx(new[name].mu, abs=1e-9)
                assert prof["history"][0]["mu_after"] == pytest.approx(new[name].mu, abs=1e-9)
            srv.kill()
    finally:
        srv.kill()
