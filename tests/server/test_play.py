"""Whole matches over real websockets: people and bots, every view checked against the engine."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from taverna.records import replay

from .conftest import Client, ServerProc, check_views, play_to_end, watch_to_end

BACKENDS = pytest.mark.parametrize("server", ["sqlite", "postgres"], indirect=True)


@BACKENDS
def test_three_people_and_a_spectator_play_a_whole_cucu_cambio_match(server: ServerProc) -> None:
    made = server.create(game="cucu", rules="cambio", seats=3, name="Ada", seed=11)
    code = made["table"]["code"]
    assert made["table"]["status"] == "waiting"
    bruno = server.join(code, "Bruno")
    carla = server.join(code, "Ada")  # same name: made unique
    assert carla["seat"] == "Ada (2)"
    assert carla["table"]["status"] == "playing"  # the last seat filled starts the match

    async def run() -> list[Client]:
        players = [Client(server, code, t["token"], delta=i != 1) for i, t in enumerate((made, bruno, carla))]
        spectator = Client(server, code, delta=False)
        for c in [*players, spectator]:
            await c.__aenter__()
        try:
            await asyncio.gather(*(play_to_end(c, "cucu", i) for i, c in enumerate(players)), watch_to_end(spectator))
        finally:
            for c in [*players, spectator]:
                await c.__aexit__()
        return [*players, spectator]

    clients = asyncio.run(run())
    info = server.get(f"/api/tables/{code}").json()["table"]
    assert info["status"] == "finished"
    r = server.get(f"/api/tables/{code}/record")
    assert r.status_code == 200 and "attachment" in r.headers["content-disposition"]
    record = r.json()
    assert record["players"] == ["Ada", "Bruno", "Ada (2)"] and record["seed"] == 11
    assert info["version"] == len(record["actions"]) > 20
    assert replay(record).finished
    assert check_views(record, clients) > 3 * len(record["actions"])
    seen = {c.seat for c in clients}
    assert seen == {"Ada", "Bruno", "Ada (2)", None}
    for c in clients:
        assert c.states[-1]["view"]["finished"]
        assert any(line for st in c.states for line in st["text"])  # the game log in words


def test_a_person_plays_kille_against_server_bots_and_a_spectator_watches(server: ServerProc) -> None:
    made = server.create(game="kille", seats=3, name="Ugo", bots={"1": "simple", "2": "normal"}, seed=5)
    code = made["table"]["code"]
    seats = made["table"]["seats"]
    assert [s["kind"] for s in seats] == ["human", "bot", "bot"]
    assert seats[2]["name"] == "Bot 3 (normal)" and seats[2]["level"] == "normal"
    assert made["table"]["status"] == "playing"

    async def run() -> list[Client]:
        me = Client(server, code, made["token"])
        spectator = Client(server, code)
        async with me, spectator:
            await asyncio.gather(play_to_end(me, "kille", 3), watch_to_end(spectator))
        return [me, spectator]

    clients = asyncio.run(run())
    record = server.get(f"/api/tables/{code}/record").json()
    assert check_views(record, clients) > 0
    # the person's hand is in their view, nobody else's hand is anywhere
    for st in clients[0].states:
        assert "hand" in st["full"] and all(ev.get("to") in (None, ["Ugo"]) for ev in st["full"]["log"])
    assert all(st["full"].get("hand") is None for st in clients[1].states)


@BACKENDS
def test_a_table_filled_with_bots_by_its_creator_then_a_rematch_with_the_same_seats(server: ServerProc) -> None:
    made = server.create(game="kille", seats=3, name="Lia", seed=3)
    code, token = made["table"]["code"], made["token"]
    r = server.post(f"/api/tables/{code}/start", {"token": token})
    assert r.status_code == 409 and "empty" in r.json()["error"]
    for seat in (1, 2):
        r = server.post(f"/api/tables/{code}/bots", {"token": token, "seat": seat, "level": "random"})
        assert r.status_code == 200, r.text
    assert r.json()["table"]["status"] == "playing"

    async def run() -> Client:
        async with Client(server, code, token) as me:
            await play_to_end(me, "kille", 1)
            return me

    asyncio.run(run())
    r = server.post(f"/api/tables/{code}/rematch", {"token": token})
    assert r.status_code == 200, r.text
    new: dict[str, Any] = r.json()["table"]
    assert new["code"] != code and new["status"] == "playing"
    assert [(s["name"], s["kind"]) for s in new["seats"]] == [(s["name"], s["kind"]) for s in made["table"]["seats"]][:1] + [
        ("Bot 2 (random)", "bot"), ("Bot 3 (random)", "bot")]
    assert server.get(f"/api/tables/{code}").json()["table"]["rematch"] == new["code"]
    again = server.post(f"/api/tables/{code}/rematch", {"token": token}).json()["table"]
    assert again["code"] == new["code"]  # asking twice gives the same rematch

    async def rematch() -> None:
        async with Client(server, new["code"], token) as me:  # the same token holds the same seat
            st = await me.recv()
            assert st["type"] == "state" and st["seat"] == "Lia"

    asyncio.run(rematch())


def test_a_person_and_two_server_bots_play_a_whole_cucu_match_with_optional_declarations(server: ServerProc) -> None:
    made = server.create(game="cucu", rules="cambio", seats=3, name="Gina", bots={"0": "simple", "2": "hard"}, seed=4,
                         options={"chips": 6})  # fmt: skip
    code = made["table"]["code"]
    assert [s["kind"] for s in made["table"]["seats"]] == ["bot", "human", "bot"]
    assert made["table"]["creator"] == 1

    async def run() -> list[Client]:
        me = Client(server, code, made["token"])
        spectator = Client(server, code)
        async with me, spectator:
            await asyncio.gather(play_to_end(me, "cucu", 9), watch_to_end(spectator))
        return [me, spectator]

    clients = asyncio.run(run())
    record = server.get(f"/api/tables/{code}/record").json()
    assert record["players"] == ["Bot 1 (simple)", "Gina", "Bot 3 (hard)"]
    assert check_views(record, clients) > len(record["actions"])
    assert replay(record).finished


# every game and rule set, with options that keep a match short (the server decides nothing of the rules)
EVERY_GAME: list[tuple[str, str | None, int, dict[str, Any]]] = [
    ("cucu", "campli", 4, {"tokens": 1}),
    ("cucu", "lu-stu", 4, {"tokens": 1}),
    ("cucu", "bga", 4, {"length": "short"}),
    ("cucu", "le-her", 2, {"deals": 3}),
    ("torionfo", None, 4, {"deals": 1}),
    ("coch", None, 4, {}),
    ("zifuli", None, 5, {"rounds": 1}),
    ("kille", "duplicate", 3, {"rounds": 1}),
    ("hypp", None, 3, {}),
    ("coteccio", None, 3, {"lives": 1}),
    ("cuajo", None, 4, {"deals": 1, "max-turns": 40}),
]


@pytest.mark.parametrize(("game", "rules", "seats", "options"), EVERY_GAME, ids=[f"{g}-{r}" for g, r, _, _ in EVERY_GAME])
def test_a_whole_match_of_every_game_against_server_bots(
    server: ServerProc, game: str, rules: str | None, seats: int, options: dict[str, Any]
) -> None:
    bots = {str(i): "simple" for i in range(1, seats)}
    made = server.create(game=game, rules=rules, options=options, seats=seats, name="Ada", bots=bots, seed=3)
    code = made["table"]["code"]

    async def run() -> list[Client]:
        me = Client(server, code, made["token"])
        spectator = Client(server, code)
        async with me, spectator:
            await asyncio.gather(play_to_end(me, game, 3, timeout=120), watch_to_end(spectator, timeout=120))
        return [me, spectator]

    clients = asyncio.run(run())
    info = server.get(f"/api/tables/{code}").json()["table"]
    assert info["status"] == "finished"
    record = server.get(f"/api/tables/{code}/record").json()
    assert replay(record).finished
    assert check_views(record, clients) > 0  # every view received equals the engine's view of that seat
    assert clients[0].states[-1]["view"]["finished"] and clients[1].states[-1]["view"]["finished"]


def test_the_server_answers_a_one_answer_question_asked_whatever_the_hand_for_the_person(server: ServerProc) -> None:
    """Cuajo asks every discarder about purro (so that being asked tells nobody anything); when ``silent`` is the
    only answer the server gives it for the person, as it would for a bot: the person who never answers such a
    question still plays the match to its end, and the record holds their ``silent``s."""
    made = server.create(game="cuajo", seats=4, name="Ugo", bots={"1": "simple", "2": "simple", "3": "simple"}, seed=3)
    code = made["table"]["code"]

    async def run() -> Client:
        me = Client(server, code, made["token"])
        async with me:
            await play_to_end(me, "cuajo", 3, timeout=60, leave_forced=True)
        return me

    me = asyncio.run(run())
    record = server.get(f"/api/tables/{code}/record").json()
    assert replay(record).finished
    assert any(a[:2] == ["Ugo", "silent"] for a in record["actions"])
    assert check_views(record, [me]) > 0
