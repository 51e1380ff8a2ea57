"""A refusal in the connection's language (issue 31): the websocket says the engine's, the table's and the
chat's refusals in the language the connection asked for (``?lang=``), and the lobby's option errors in the
language the page asks (``POST /api/tables?lang=``); a refusal in French names no more than in English."""

from __future__ import annotations

import asyncio
import re
from typing import Any

from .conftest import Client, ServerProc


def _client(server: ServerProc, code: str, token: str | None, lang: str) -> Client:
    c = Client(server, code, token)
    c.url += ("&" if "?" in c.url else "?") + f"lang={lang}"
    return c


async def _refused(client: Client, payload: Any) -> str:
    await client.send(payload)
    msg = await client.until(lambda m: m["type"] == "error")
    text: str = msg["message"]
    # the sentence's id and its variables come along (a page may say the refusal in its own words)
    assert isinstance(msg.get("key"), str) and isinstance(msg.get("fields"), dict), msg
    return text


def test_the_table_refuses_in_the_connections_language(server: ServerProc) -> None:
    a = server.create(game="cucu", rules="cambio", seats=3, name="Ada", seed=2)
    code = a["table"]["code"]
    b = server.join(code, "Bruno")
    c = server.join(code, "Carla")

    async def run() -> None:
        langs = {"Ada": "fr", "Bruno": "ko", "Carla": "en"}
        clients = [_client(server, code, m["token"], langs[m["seat"]]) for m in (a, b, c)]
        watcher = _client(server, code, None, "fr")
        for x in [*clients, watcher]:
            await x.__aenter__()
        try:
            for x in [*clients, watcher]:
                await x.until(lambda m: m["type"] == "state")
            first = clients[0].state
            assert first is not None
            waiting = first["view"]["to_act"]
            mover = next(x for x in clients if x.seat == waiting[0])
            legal = mover.state["legal"]  # type: ignore[index]
            by_seat = {x.seat: x for x in clients}
            for name, x in by_seat.items():
                if name in waiting:
                    continue
                said = await _refused(x, {"type": "act", "version": 0, "action": legal[0]})
                english = await _refused(by_seat["Carla"], {"type": "act", "version": 0, "action": legal[0]}) \
                    if "Carla" not in waiting else None  # fmt: skip
                if langs[name] == "fr":
                    assert "ce n'est pas le tour de Ada" in said and "illegal" not in said, said
                if langs[name] == "ko":
                    assert "Bruno의 차례가 아닙니다" in said, said
                # the same players named as in English: the asker and those the match waits for
                names = {"Ada", "Bruno", "Carla"}
                assert set(re.findall(r"\w+", said)) & names == {name, *waiting}, said
                if english is not None:
                    assert "it is not Carla's turn" in english
            said = await _refused(by_seat["Ada"], {"type": "act", "version": 0, "action": ["fly"]})
            if "Ada" in waiting:
                assert said.startswith("action refusée\u00a0: fly"), said
            else:
                assert "ce n'est pas le tour de Ada" in said, said
            await by_seat["Ada"].send({"type": "act", "version": 7, "action": legal[0]})
            stale = await by_seat["Ada"].until(lambda m: m["type"] == "error")
            assert stale["key"] == "table-stale" and stale["fields"] == {"version": 7, "current": 0}
            said = stale["message"]
            assert said.startswith("version périmée 7"), said
            assert "type de message inconnu 'dance'" in await _refused(by_seat["Ada"], {"type": "dance"})
            assert "n'est pas du JSON" in await _refused(by_seat["Ada"], "{nope")
            assert "자기 자리는 음소거할 수 없습니다" in await _refused(by_seat["Bruno"], {"type": "mute", "seat": 1})
            assert "les spectateurs ne peuvent pas discuter" in await _refused(watcher, {"type": "chat", "text": "hi"})
            assert "les spectateurs ne peuvent pas jouer" in await _refused(watcher, {"type": "act", "version": 0,
                                                                                      "action": legal[0]})  # fmt: skip
        finally:
            for x in [*clients, watcher]:
                await x.__aexit__()

    asyncio.run(run())


def test_a_connection_to_no_table_is_refused_in_its_language(server: ServerProc) -> None:
    async def run() -> None:
        async with _client(server, "NOSUCH", None, "ja") as x:
            msg = await x.until(lambda m: m["type"] == "error")
            assert msg["message"] == "コード'NOSUCH'のテーブルはありません"

    asyncio.run(run())


def test_the_lobby_says_an_option_error_in_the_pages_language(server: ServerProc) -> None:
    body = {"game": "cucu", "rules": "bga", "seats": 3, "name": "Ann", "options": {"chips": 0}}
    english = server.post("/api/tables", body).json()
    french = server.post("/api/tables?lang=fr", body).json()
    assert "option chips of" in english["error"], english
    assert french["error"].startswith("l'option chips de "), french
    assert french.get("field") == english.get("field") == "option:chips"
    unknown = server.post("/api/tables?lang=it", {**body, "options": {"nonsense": 1}}).json()
    assert unknown["error"].startswith("opzione sconosciuta 'nonsense' per "), unknown


def test_the_replay_viewer_says_why_a_record_does_not_replay_in_the_pages_language(server: ServerProc) -> None:
    record = {"format": "taverna/1", "game": "cucu", "rules": "bga", "players": ["A", "B"], "seed": 1,
              "actions": [["A", "fly"]]}  # fmt: skip
    english = server.post("/api/replay", record).json()["error"]
    french = server.post("/api/replay?lang=fr", record).json()["error"]
    assert english.startswith("the record cannot be replayed: actions[0]: A fly is not legal here (illegal action fly")
    assert french.startswith(
        "impossible de rejouer l'enregistrement\u00a0: actions[0]\u00a0: A fly n'est pas permis ici"
    )
    assert "action refusée" in french and "illegal" not in french


def test_the_lobby_says_a_refused_name_seats_and_timer_in_the_pages_language(server: ServerProc) -> None:
    body = {"game": "hypp", "seats": 3, "name": "Ann"}
    said = server.post("/api/tables?lang=fr", {**body, "name": "Vous"}).json()
    assert (
        said["error"]
        == "'name' ne peut pas être 'Vous'\u00a0: les textes de la table l'emploient pour «\u00a0vous\u00a0»\u202f; choisissez un autre nom"
    )
    assert server.post("/api/tables?lang=ko", {**body, "seats": 99}).json()["error"].startswith("hypp는 ")
    english = server.post("/api/tables", {**body, "timer": 1e9}).json()
    italian = server.post("/api/tables?lang=it", {**body, "timer": 1e9}).json()
    assert english["field"] == italian["field"] == "timer" and italian["error"].startswith("'timer' deve essere tra ")
    assert english["error"].startswith("'timer' must be between ")
    code = server.create(**body)["table"]["code"]
    joined = server.post(f"/api/tables/{code}/join?lang=ja", {"name": "\u0007"}).json()
    assert joined["error"] == "'name'には見える文字が1つ以上要ります。受け取った値：'\\x07'"
