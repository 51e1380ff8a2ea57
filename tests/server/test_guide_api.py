"""Learn to play over HTTP and the websocket (issue 29, item 5): the guides listed, a guided table made and
started with the learner and the bots, a wrong game or rule set refused, the coach's texts in each language;
and at the table the bots play the scripted line: the learner sends their moves of the line and the
table's record is the line, move for move, ending the match."""

from __future__ import annotations

import asyncio
from pathlib import Path
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
    said = {lang: server.get(f"/api/guide/cucu/lu-stu?lang={lang}").json() for lang in ("en", "it", "ko", "ja", "fr")}
    assert len({s["intro"][0]["text"] for s in said.values()}) == 5
    assert said["en"]["moves"] and all(m["text"] for m in said["en"]["moves"])
    assert server.get("/api/guide/cucu/nonsense").status_code == 404


async def _learner(server: ServerProc, code: str, token: str, game: str, rules: str, stop_after: int = 10**6) -> None:
    """Send the learner's moves of the line as the table reaches them (``stop_after`` of them at most), until the
    match is over."""
    mine = {mv.at: mv for mv in line(game, rules) if mv.seat == 0 and not mv.automatic}
    async with Client(server, code, token) as c:
        sent: set[int] = set()
        while True:
            st, view = c.state, c.view
            if view is not None and view["finished"]:
                return
            if st is not None and view is not None and c.seat in view["to_act"]:
                mv = mine.get(view["log_size"])
                if mv is not None and mv.at not in sent:
                    if len(sent) == stop_after:
                        return
                    sent.add(mv.at)
                    await c.send({"type": "act", "version": st["version"], "action": action_json(mv.action)})
            await c.recv(30)


def _follows_the_line(server: ServerProc, res: dict[str, Any], game: str, rules: str) -> None:
    code = res["table"]["code"]
    moves = line(game, rules)
    record: dict[str, Any] = server.get(f"/api/tables/{code}/record").json()
    names = [s["name"] for s in res["table"]["seats"]]
    assert [list(a[:2]) for a in record["actions"]] == [[names[mv.seat], mv.action.word] for mv in moves]
    assert [a[2:] for a in record["actions"]] == [[mv.action.arg] if mv.action.arg is not None else [] for mv in moves]
    assert record["shuffles"]


def test_a_guided_table_resumes_after_a_restart_and_its_bots_keep_to_the_line(tmp_path: Path) -> None:
    data = tmp_path / "data"
    srv = ServerProc(data).start()
    try:
        res = srv.post("/api/guide", {"game": "coteccio", "rules": "trieste", "name": "Ann"}).json()
        code, token = res["table"]["code"], res["token"]
        asyncio.run(_learner(srv, code, token, "coteccio", "trieste", stop_after=2))
        srv.kill()
        srv = ServerProc(data)
        srv.start()
        asyncio.run(_learner(srv, code, token, "coteccio", "trieste"))
        _follows_the_line(srv, res, "coteccio", "trieste")
    finally:
        srv.stop()


@pytest.mark.parametrize(("game", "rules"), [("cucu", "campli"), ("zifuli", "rulebook"), ("hypp", "rulebook")])
def test_the_tables_bots_play_the_scripted_line(server: ServerProc, game: str, rules: str) -> None:
    res = server.post("/api/guide", {"game": game, "rules": rules, "name": "Ann"}).json()
    code, token = res["table"]["code"], res["token"]
    asyncio.run(_learner(server, code, token, game, rules))
    _follows_the_line(server, res, game, rules)
