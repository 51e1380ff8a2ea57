"""The server seats the ``learned`` bot level: the lobby offers it, a table seats it, and it plays a match out."""

from __future__ import annotations

import asyncio

from .conftest import Client, ServerProc, play_to_end
from .players_kit import make_player


def test_a_table_with_learned_bots_plays_to_the_end(server: ServerProc) -> None:
    assert "learned" in server.get("/api/games").json()["levels"]
    res = server.create(game="cucu", rules="campli", seats=3, name="Ann", bots={"1": "learned", "2": "learned"}, seed=7)
    code = res["table"]["code"]
    assert [s.get("level") for s in res["table"]["seats"][1:]] == ["learned", "learned"]

    async def play() -> None:
        async with Client(server, code, res["token"]) as c:
            await c.recv()
            await play_to_end(c, "cucu", 1)

    asyncio.run(play())
    summary = server.get(f"/api/tables/{code}/summary")
    assert summary.status_code == 200, summary.text


def test_a_tournament_may_fill_its_tables_with_learned_bots(server: ServerProc) -> None:
    ann = make_player(server, "Ann")
    body = {"player": ann["key"], "name": "Learned", "game": "cucu", "kind": "swiss", "rules": "campli", "seats": 4,
            "duration": 600, "rounds": 1, "bots": "learned", "bot_wait": 0}  # fmt: skip
    r = server.post("/api/tournaments", body)
    assert r.status_code == 200, r.text
    assert r.json()["tournament"]["bots"] == "learned"
    r = server.post("/api/tournaments", {**body, "bots": "learnt"})
    assert r.status_code == 400 and "learned" in r.text  # (the refusal lists the levels)


def test_the_games_list_says_which_rule_sets_have_a_network_of_their_own(server: ServerProc) -> None:
    """``GET /api/games``: each game's ``learned``, the rule sets whose learned bot plays its own network (the
    lobby offers the level only there; elsewhere it would be the rule of thumb's under another name)."""
    games = {g["id"]: g for g in server.get("/api/games").json()["games"]}
    assert (
        set(games["cucu"]["learned"]) == set(games["cucu"]["rule_sets"]) >= {"campli", "le-her", "gnav", "slabberjan"}
    )
    assert games["coch"]["learned"] == ["rulebook"]
    assert games["cuajo"]["learned"] == ["pagat"]  # its only rule set, since Cuajo's weights ship
    assert games["hypp"]["learned"] == []
