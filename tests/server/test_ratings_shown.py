"""Ratings shown as one number, with their history; tournaments say their kind and round (issue 29, item 14).

A real server in a subprocess; people play through websocket clients (``conftest.play_to_end``)."""

from __future__ import annotations

import asyncio
import datetime as dt
import time
from typing import Any

from taverna.server import ratings

from .conftest import ServerProc
from .test_players import _play, _player, _wait_history


def test_the_number_shown_is_the_conservative_estimate_on_an_elo_like_scale() -> None:
    assert ratings.shown(25, 25 / 3) == 1500  # a newcomer: mu - 3 sigma = 0
    assert ratings.shown(30, 2) == 1500 + 48 * 24  # 48 = 200 / beta, beta = 25/6
    assert ratings.shown(25, 2) - ratings.shown(25 - 25 / 6, 2) == 200  # one beta of skill: 200 points


def play_rated(server: ServerProc, a: dict[str, Any], b: dict[str, Any], n: int, *, rated: bool = True) -> str:
    made = server.create(game="cucu", rules="campli", seats=2, name=a["player"]["name"], options={"tokens": 1},
                         seed=50 + n, player=a["key"], rated=rated)  # fmt: skip
    code: str = made["table"]["code"]
    joined = server.post(f"/api/tables/{code}/join", {"name": b["player"]["name"], "player": b["key"]}).json()
    asyncio.run(_play(server, code, [made["token"], joined["token"]], 70 + n))
    return code


def test_the_api_gives_one_number_and_one_point_of_its_history_per_rated_match(server: ServerProc) -> None:
    ann, ben = _player(server, "Ann Shown"), _player(server, "Ben Shown")
    codes = [play_rated(server, ann, ben, n) for n in range(2)]
    play_rated(server, ann, ben, 2, rated=False)  # an unrated match: in the history, not in the plot
    prof = _wait_history(server, ann["player"]["id"], 3)
    (r,) = prof["ratings"]
    assert r["rating"] == ratings.shown(r["mu"], r["sigma"]) == round(1500 + 48 * (r["mu"] - 3 * r["sigma"]))
    # one point per rated match, oldest first, each the number after that match; the last is the number shown
    assert [p["code"] for p in r["points"]] == codes
    rated = [h for h in reversed(prof["history"]) if h["rated"]]
    assert [p["rating"] for p in r["points"]] == [ratings.shown(h["mu_after"], h["sigma_after"]) for h in rated]
    assert r["points"][-1]["rating"] == r["rating"]
    for h in rated:  # the history's change is the shown number's
        assert h["rating_change"] == ratings.shown(h["mu_after"], h["sigma_after"]) - ratings.shown(
            h["mu_before"], h["sigma_before"])
    assert not any("rating_change" in h for h in prof["history"] if not h["rated"])
    board = server.get("/api/leaderboard?game=cucu&rules=campli&min=1").json()["players"]
    shown = {p["name"]: p["rating"] for p in board}
    assert shown["Ann Shown"] == r["rating"]
    assert [p["rating"] for p in board] == sorted((p["rating"] for p in board), reverse=True)


def _tour(server: ServerProc, host: dict[str, Any], kind: str, **extra: Any) -> str:
    r = server.post("/api/tournaments", {"player": host["key"], "name": f"Kind {kind}", "game": "cucu", "kind": kind,
                                         "rules": "campli", "seats": 2, "duration": 3600, "bots": "simple",
                                         "bot_wait": 0, **extra})  # fmt: skip
    assert r.status_code == 200, r.text
    code: str = r.json()["tournament"]["code"]
    return code


def test_tournaments_say_their_kind_and_current_round(server: ServerProc) -> None:
    host = _player(server, "Round Host")
    later = (dt.datetime.now(dt.UTC) + dt.timedelta(days=2)).isoformat()
    arena = _tour(server, host, "arena", start=later)
    waiting = _tour(server, host, "swiss", rounds=3, start=later)
    swiss = _tour(server, host, "swiss", rounds=2)
    assert server.post(f"/api/tournaments/{swiss}/join", {"player": host["key"]}).status_code == 200
    deadline = time.monotonic() + 20
    while server.get(f"/api/tournaments/{swiss}").json()["tournament"]["round"] != 1:  # paired with a bot
        assert time.monotonic() < deadline, "the first Swiss round was never paired"
        time.sleep(0.1)
    listed = {t["code"]: t for t in server.get("/api/tournaments").json()["tournaments"]}
    assert (listed[arena]["kind"], listed[arena]["round"]) == ("arena", None)
    assert (listed[waiting]["kind"], listed[waiting]["round"], listed[waiting]["rounds"]) == ("swiss", 0, 3)
    assert (listed[swiss]["kind"], listed[swiss]["round"], listed[swiss]["rounds"]) == ("swiss", 1, 2)
    one = server.get(f"/api/tournaments/{waiting}").json()["tournament"]
    assert (one["kind"], one["round"]) == ("swiss", 0)


def test_the_table_gives_each_seated_identitys_rating_in_its_game(server: ServerProc) -> None:
    ann, ben = _player(server, "Ann Table"), _player(server, "Ben Table")
    code = play_rated(server, ann, ben, 5)
    prof = _wait_history(server, ann["player"]["id"], 1)
    other = _wait_history(server, ben["player"]["id"], 1)
    got = server.get(f"/api/tables/{code}/ratings").json()
    assert got["rated"] is True
    assert got["seats"]["0"] == {"player": ann["player"]["id"], "rating": prof["ratings"][0]["rating"], "matches": 1,
                                 "provisional": True}  # fmt: skip
    assert got["seats"]["1"]["rating"] == other["ratings"][0]["rating"]
    # a newcomer shows 1500; a seat without an identity and a bot have none
    cy = _player(server, "Cy Table")
    made = server.create(game="cucu", rules="campli", seats=3, name="Cy Table", player=cy["key"], bots={"2": "random"})
    server.join(made["table"]["code"], "Anonymous")
    seats = server.get(f"/api/tables/{made['table']['code']}/ratings").json()["seats"]
    assert seats == {"0": {"player": cy["player"]["id"], "rating": 1500, "matches": 0, "provisional": True}}
    assert server.get("/api/tables/ZZZZZZ/ratings").status_code == 404
