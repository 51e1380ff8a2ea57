"""Learn to play over HTTP and the websocket (issue 29, item 5): the guides listed, a guided table made and
started with the learner and the bots, a wrong game or rule set refused, the coach's texts in each language;
and at the table the bots play the scripted line: the learner sends their moves of the line and the
table's record is the line, move for move, ending the match."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from taverna.games import games
from taverna.games.guide import guides
from taverna.server.guide import line

from .conftest import Client, ServerProc, action_json


def test_every_game_and_rule_set_has_a_guide_listed(server: ServerProc) -> None:
    listed = [(g["game"], g["rules"]) for g in server.get("/api/guides").json()["guides"]]
    assert listed == guides()
    for gid, info in games().items():  # every game, every rule set (Cucù's five; Krypkille's two ...)
        assert {(gid, r) for r in info.rule_sets} <= set(listed), gid


def test_a_guided_table_is_made_started_and_its_texts_are_in_each_language(server: ServerProc) -> None:
    r = server.post("/api/guide", {"game": "cucu", "rules": "lu-stu", "name": "Ann"})
    assert r.status_code == 200, r.text
    table = r.json()["table"]
    assert table["status"] == "playing" and table["options"]["guide"] is True and table["timer"] is None
    assert [s["kind"] for s in table["seats"]] == ["human", "bot", "bot"] and table["seats"][0]["name"] == "Ann"
    assert server.post("/api/guide", {"game": "cucu", "rules": "nonsense", "name": "Ann"}).status_code == 404
    assert server.post("/api/guide", {"game": "nonsense", "name": "Ann"}).status_code == 404
    assert server.post("/api/guide", {"game": "coch", "name": "You"}).status_code == 400  # ('You' is the texts')
    said = {lang: server.get(f"/api/guide/cucu/lu-stu?lang={lang}").json() for lang in ("en", "it", "ko", "ja")}
    assert len({s["intro"][0]["text"] for s in said.values()}) == 4
    assert said["en"]["moves"] and all(m["text"] for m in said["en"]["moves"])
    assert server.get("/api/guide/cucu/nonsense").status_code == 404


@pytest.mark.parametrize(("game", "rules"), [("cucu", "campli"), ("zifuli", "rulebook"), ("hypp", "rulebook")])
def test_the_tables_bots_play_the_scripted_line(server: ServerProc, game: str, rules: str) -> None:
    res = server.post("/api/guide", {"game": game, "rules": rules, "name": "Ann"}).json()
    code, token = res["table"]["code"], res["token"]
    moves = line(game, rules)
    mine = {mv.at: mv for mv in moves if mv.seat == 0 and not mv.automatic}

    async def run() -> None:
        async with Client(server, code, token) as c:
            sent: set[int] = set()
            while True:
                st = c.state
                view = c.view
                if view is not None and view["finished"]:
                    return
                if st is not None and view is not None and c.seat in view["to_act"]:
                    mv = mine.get(view["log_size"])
                    if mv is not None and mv.at not in sent:
                        sent.add(mv.at)
                        await c.send({"type": "act", "version": st["version"], "action": action_json(mv.action)})
                await c.recv(30)

    asyncio.run(run())
    record: dict[str, Any] = server.get(f"/api/tables/{code}/record").json()
    names = [s["name"] for s in res["table"]["seats"]]
    assert [list(a[:2]) for a in record["actions"]] == [[names[mv.seat], mv.action.word] for mv in moves]
    assert [a[2:] for a in record["actions"]] == [[mv.action.arg] if mv.action.arg is not None else [] for mv in moves]
    assert record["shuffles"]
