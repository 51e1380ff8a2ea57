"""Players (issue 19): identities, rated matches, history, leaderboards, deletion, arena tournaments.

A real server in a subprocess; people play through websocket clients (``conftest.play_to_end``)."""

from __future__ import annotations

import asyncio
import datetime as dt
from typing import Any

import pytest
from openskill.models import PlackettLuce

from taverna.server import ratings

from .conftest import Client, ServerProc, play_to_end
from .players_kit import make_player as _player
from .players_kit import play_table as _play
from .players_kit import profile as _profile
from .players_kit import wait_history as _wait_history


# ---------------------------------------------------------------------------- pure: the standing
def test_the_standing_ranks_winners_then_who_stayed_in_longer_then_counters() -> None:
    summary = {
        "winner": "A",
        "players": {"A": {"tokens": 2, "out": False}, "B": {"tokens": 0, "out": True},
                    "C": {"tokens": 0, "out": True}, "D": {"tokens": 0, "out": True}},
        "deals": [{"after": {"A": {"tokens": 3}, "B": {"tokens": 0, "out": True}, "C": {"tokens": 1}, "D": {"tokens": 1}}},
                  {"after": {"A": {"tokens": 2}, "B": {"tokens": 0, "out": True}, "C": {"tokens": 0, "out": True},
                             "D": {"tokens": 0, "out": True}}}],
    }  # fmt: skip
    assert ratings.standing(summary, [["A"], ["B"], ["C"], ["D"]]) == [1, 4, 2, 2]


def test_partners_share_their_place() -> None:
    summary = {"winner": ["B", "D"], "players": {p: {"points": 0, "out": False} for p in "ABCD"}, "deals": []}
    assert ratings.standing(summary, [["A", "C"], ["B", "D"]]) == [2, 1]

    class Cuajo:  # a game that names partners (cuajo) instead of teams
        players = ["A", "B", "C", "D"]

        def partner(self, p: str) -> str:
            return {"A": "C", "B": "D", "C": "A", "D": "B"}[p]

    assert ratings.teams_of(Cuajo()) == [["A", "C"], ["B", "D"]]


# ---------------------------------------------------------------------------- identity
def test_an_identity_is_made_restored_by_its_recovery_code_signed_in_with_a_password(server: ServerProc) -> None:
    made = _player(server, "Ada")
    key, code = made["key"], made["recovery"]
    assert len(code.replace("-", "")) == 25 and made["player"]["name"] == "Ada"
    me = server.post("/api/players/me", {"player": key}).json()
    assert me["player"]["id"] == made["player"]["id"]
    assert server.post("/api/players/me", {"player": "nope"}).status_code == 403
    back = server.post("/api/players/recover", {"recovery": code.lower().replace("-", " ")}).json()
    assert back["player"]["id"] == made["player"]["id"] and back["key"] != key
    key = back["key"]  # (the recovery revoked the old key: test_identity_trust.py)
    assert server.post("/api/players/recover", {"recovery": "AAAAA-AAAAA"}).status_code == 403
    # a password (argon2, never in clear) signs in from anywhere
    assert server.post("/api/players/me/password", {"player": key, "password": "short"}).status_code == 400
    assert server.post("/api/players/me/password", {"player": key, "password": "correct horse"}).status_code == 200
    assert server.post("/api/players/signin", {"name": "ada", "password": "wrong horse"}).status_code == 403
    signed = server.post("/api/players/signin", {"name": " ADA ", "password": "correct horse"}).json()
    assert signed["player"]["id"] == made["player"]["id"]
    # an unknown key is refused before a table is made or a seat taken
    before = len(server.get("/api/tables").json()["tables"])
    r = server.post("/api/tables", {"game": "cucu", "rules": "campli", "seats": 2, "name": "Ada", "player": "forged"})
    assert r.status_code == 403 and "player key" in r.json()["error"]
    assert len(server.get("/api/tables").json()["tables"]) == before
    open_table = server.create(game="cucu", rules="campli", seats=2, name="Host")["table"]["code"]
    r = server.post(f"/api/tables/{open_table}/join", {"name": "Ada", "player": "forged"})
    assert r.status_code == 403
    assert server.get(f"/api/tables/{open_table}").json()["table"]["seats"][1]["name"] is None
    other = _player(server, "ada")  # names are unique without case: the second Ada is "ada (2)"
    assert other["player"]["name"] == "ada (2)"
    r = server.post("/api/players/me/password", {"player": other["key"], "password": "another one"})
    assert r.status_code == 200


# ---------------------------------------------------------------------------- rated matches
@pytest.mark.parametrize("server", ["sqlite", "postgres"], indirect=True)
def test_two_players_ratings_move_exactly_as_openskill_computes_from_the_standings(server: ServerProc) -> None:
    ann, ben = _player(server, "Ann"), _player(server, "Ben")
    model = PlackettLuce()
    expected = {"Ann": model.rating(), "Ben": model.rating()}
    for n in range(2):
        made = server.create(game="cucu", rules="campli", seats=2, name="Ann", options={"tokens": 1}, seed=10 + n,
                             player=ann["key"], rated=True)  # fmt: skip
        code = made["table"]["code"]
        joined = server.post(f"/api/tables/{code}/join", {"name": "Ben", "player": ben["key"]}).json()
        asyncio.run(_play(server, code, [made["token"], joined["token"]], 30 + n))
        record = server.get(f"/api/tables/{code}/record").json()
        winner = record["summary"]["winner"]
        players = record["players"]
        ranks = [1 if p == winner else 2 for p in players]
        new = model.rate([[expected[p]] for p in players], ranks=ranks)
        expected = {p: side[0] for p, side in zip(players, new, strict=True)}
        prof_a = _wait_history(server, ann["player"]["id"], n + 1)
        prof_b = _wait_history(server, ben["player"]["id"], n + 1)
        for prof, name in ((prof_a, "Ann"), (prof_b, "Ben")):
            (rating,) = prof["ratings"]
            assert (rating["game"], rating["rules"], rating["matches"]) == ("cucu", "campli", n + 1)
            assert rating["mu"] == pytest.approx(expected[name].mu, abs=1e-9)
            assert rating["sigma"] == pytest.approx(expected[name].sigma, abs=1e-9)
            assert rating["provisional"] is True  # fewer than 5 matches
            last = prof["history"][0]
            assert last["code"] == code and last["rated"] and last["rank"] == (1 if name == winner else 2)
            assert last["mu_after"] == pytest.approx(expected[name].mu, abs=1e-9)
    # the leaderboard lists them once they have the minimum number of matches
    board = server.get("/api/leaderboard?game=cucu&rules=campli&min=2").json()
    assert {p["name"] for p in board["players"]} >= {"Ann", "Ben"}
    assert server.get("/api/leaderboard?game=cucu&rules=campli&min=3").json()["players"] == [] or all(
        p["matches"] >= 3 for p in server.get("/api/leaderboard?game=cucu&rules=campli&min=3").json()["players"])


def test_an_unrated_table_stores_the_result_but_no_rating_and_bots_are_no_opponents(server: ServerProc) -> None:
    cy = _player(server, "Cy")
    made = server.create(game="cucu", rules="campli", seats=2, name="Cy", options={"tokens": 1}, seed=5,
                         player=cy["key"], bots={"1": "random"})  # fmt: skip
    asyncio.run(_play(server, made["table"]["code"], [made["token"]], 3))
    prof = _wait_history(server, cy["player"]["id"], 1)
    assert prof["ratings"] == [] and prof["history"][0]["rated"] is False

    made = server.create(game="cucu", rules="campli", seats=2, name="Cy", options={"tokens": 1}, seed=6,
                         player=cy["key"], bots={"1": "random"}, rated=True)  # fmt: skip
    code = made["table"]["code"]
    asyncio.run(_play(server, code, [made["token"]], 4))
    prof = _wait_history(server, cy["player"]["id"], 2)
    # a rated table against a bot: rated people are rated against rated people only (issue 28; test_results.py)
    assert prof["ratings"] == [] and prof["history"][0]["code"] == code and prof["history"][0]["rated"] is False


@pytest.mark.parametrize("server", ["sqlite", "postgres"], indirect=True)
def test_deleting_an_identity_anonymises_its_matches(server: ServerProc) -> None:
    dee, eve = _player(server, "Dee Secret"), _player(server, "Eve")
    made = server.create(game="cucu", rules="campli", seats=2, name="Dee Secret", options={"tokens": 1}, seed=7,
                         player=dee["key"], rated=True)  # fmt: skip
    code = made["table"]["code"]
    joined = server.post(f"/api/tables/{code}/join", {"name": "Eve", "player": eve["key"]}).json()
    asyncio.run(_play(server, code, [made["token"], joined["token"]], 8))
    _wait_history(server, dee["player"]["id"], 1)
    assert server.post("/api/players/me/delete", {"player": dee["key"]}).status_code == 400  # not confirmed
    assert server.post("/api/players/me/delete", {"player": dee["key"], "confirm": True}).json() == {"deleted": True}
    assert server.get(f"/api/players/{dee['player']['id']}").status_code == 404
    assert server.post("/api/players/me", {"player": dee["key"]}).status_code == 403
    assert server.post("/api/players/recover", {"recovery": dee["recovery"]}).status_code == 403
    # the match stays (Eve's history, the record, the replay), without the name
    hist = _profile(server, eve["player"]["id"])["history"]
    assert hist[0]["code"] == code
    record = server.get(f"/api/tables/{code}/record").json()
    assert "Dee Secret" not in str(record) and "Player 1" in record["players"]
    assert server.get(f"/api/tables/{code}/replay").status_code == 200
    assert "Dee Secret" not in server.get(f"/api/tables/{code}").text


# ---------------------------------------------------------------------------- tournaments
@pytest.mark.parametrize("kind", ["arena", "swiss"])
def test_a_tournament_of_six_people_and_two_bots_runs_to_its_end_with_correct_standings(server: ServerProc,
                                                                                        kind: str) -> None:  # fmt: skip
    people = [_player(server, f"{kind[0].upper()}{i}") for i in range(6)]
    extra: dict[str, Any] = {"duration": 1.5} if kind == "arena" else {"duration": 600, "rounds": 2}
    # everyone joins before the start, so the first pairing is four people and two people with two bots
    extra["start"] = (dt.datetime.now(dt.UTC) + dt.timedelta(seconds=2)).isoformat()
    r = server.post("/api/tournaments", {"player": people[0]["key"], "name": "Friday", "game": "cucu", "kind": kind,
                                         "rules": "campli", "options": {"tokens": 1}, "seats": 4, **extra,
                                         "bots": "simple", "bot_wait": 0})  # fmt: skip
    assert r.status_code == 200, r.text
    tcode = r.json()["tournament"]["code"]
    for p in people:
        assert server.post(f"/api/tournaments/{tcode}/join", {"player": p["key"]}).status_code == 200
    assert server.get(f"/api/tournaments/{tcode}").json()["tournament"]["status"] == "scheduled"
    tables: set[str] = set()

    async def person(i: int) -> None:
        played: set[str] = set()
        while True:
            info = await asyncio.to_thread(server.post, f"/api/tournaments/{tcode}/me", {"player": people[i]["key"]})
            data = info.json()
            you = data["you"]
            if you is not None and you["table"] not in played:
                played.add(you["table"])
                tables.add(you["table"])
                async with Client(server, you["table"], you["token"]) as c:
                    await play_to_end(c, "cucu", 100 + i)
            elif data["tournament"]["status"] == "finished":
                return
            else:
                await asyncio.sleep(0.05)

    async def run() -> None:
        await asyncio.wait_for(asyncio.gather(*(person(i) for i in range(6))), 120)

    asyncio.run(run())
    final = server.get(f"/api/tournaments/{tcode}").json()
    assert final["tournament"]["status"] == "finished"
    # the first pairing seats four people together and two with two bots
    first = [server.get(f"/api/tables/{c}").json()["table"] for c in sorted(tables)]
    assert any(sum(s["kind"] == "bot" for s in t["seats"]) == 2 for t in first)
    # the standings are the points of every tournament table: one per side ranked below
    points = {p["player"]["id"]: 0.0 for p in people}
    played = dict.fromkeys(points, 0)
    for code in tables:
        rec = server.get(f"/api/tables/{code}/record").json()
        seats = server.get(f"/api/tables/{code}").json()["table"]["seats"]
        winner = rec["summary"]["winner"]
        ranks = ratings.standing(rec["summary"], [[p] for p in rec["players"]])
        for seat, rank in zip(seats, ranks, strict=True):
            if seat["kind"] == "human":
                pid = next(p["player"]["id"] for p in people if seat["name"].startswith(p["player"]["name"]))
                points[pid] += sum(1 for other in ranks if other > rank)
                played[pid] += 1
        assert winner in rec["players"]
    got = {s["player"]: (s["points"], s["played"]) for s in final["standings"]}
    assert got == {pid: (points[pid], played[pid]) for pid in points}
    assert [s["points"] for s in final["standings"]] == sorted((s["points"] for s in final["standings"]), reverse=True)
    assert all(n >= 1 for n in played.values())
    if kind == "swiss":  # two rounds, everyone in both, and over long before its end time
        assert set(played.values()) == {2} and len(tables) == 4
        assert final["tournament"]["rounds"] == 2
