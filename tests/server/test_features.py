"""The turn timer, the stand-in bot for a disconnected player, chat and the card names."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator

import pytest

from .conftest import Client, ServerProc


@pytest.fixture(scope="module")
def srv(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProc]:
    """A server with a short grace period and quick bots, shared by this module."""
    proc = ServerProc(tmp_path_factory.mktemp("features"), grace=0.4, bot_delay=0.05).start()
    try:
        yield proc
    finally:
        proc.stop()


def test_the_turn_timer_plays_the_default_action_for_a_silent_player(srv: ServerProc) -> None:
    made = srv.create(game="kille", seats=3, name="Rita", bots={"1": "random", "2": "random"}, timer=0.3)
    assert made["table"]["timer"] == 0.3
    code = made["table"]["code"]

    async def run() -> None:
        async with Client(srv, code, made["token"]) as me:
            # wait for my turn, then say nothing: the timer plays for me, and my turns come again
            st = await me.until(lambda m: m["type"] == "state" and m["seat"] in m["view"]["to_act"])
            assert st["deadline"] is not None and st["deadline"] > time.time() - 1
            later = await me.until(lambda m: m["type"] == "state" and m["version"] > st["version"], timeout=10)
            assert later["view"]["log"] or later["version"] > st["version"]
            mine = [e for e in later["view"]["log"] if e.get("player") == "Rita" and e["kind"] == "play"]
            assert mine, "the timer made Rita's play"

    asyncio.run(run())


def test_a_bot_stands_in_for_a_disconnected_player_and_hands_the_seat_back(srv: ServerProc) -> None:
    made = srv.create(game="kille", seats=3, name="Sara", bots={"1": "random", "2": "random"})
    code = made["table"]["code"]

    async def run() -> None:
        async with Client(srv, code, made["token"]) as me:
            st = await me.until(lambda m: m["type"] == "state")
            assert st["table"]["seats"][0]["connected"] is True
        await asyncio.sleep(1.0)  # past the grace period: a bot plays for Sara
        async with Client(srv, code) as watcher:
            st = await watcher.until(lambda m: m["type"] == "state")
            assert st["table"]["seats"][0]["bot_standin"] is True
            v = st["version"]
            await watcher.until(lambda m: m["type"] == "state" and m["version"] > v + 3)  # the match goes on
        async with Client(srv, code, made["token"]) as me:  # from "another device": the same token
            st = await me.until(lambda m: m["type"] == "state")
            assert st["table"]["seats"][0]["bot_standin"] is False and st["seat"] == "Sara"

    asyncio.run(run())


def test_the_table_says_what_it_played_for_a_person_whose_time_ran_out(srv: ServerProc) -> None:
    """Issue 29 item 9: "time ran out — the table played Zero for you" needs the move and whose it was."""
    made = srv.create(game="kille", seats=3, name="Uma", bots={"1": "random", "2": "random"}, timer=0.3)
    code = made["table"]["code"]

    async def run() -> None:
        async with Client(srv, code, made["token"]) as me:
            st = await me.until(lambda m: m["type"] == "state" and m["seat"] in m["view"]["to_act"])
            assert st["table"]["played_for"] is None
            later = await me.until(lambda m: m["type"] == "state" and m["version"] > st["version"], timeout=10)
            said = later["table"]["played_for"]
            assert said is not None and said["seat"] == "Uma" and said["version"] == later["version"], said
            played = [e for e in later["view"]["log"] if e.get("player") == "Uma" and e["kind"] == "play"]
            assert said["action"] == ["play", played[-1]["card"]]
            # the bots' next moves are no one's time running out: the notice stays that move's (its version)
            after = await me.until(lambda m: m["type"] == "state" and m["version"] > later["version"], timeout=10)
            assert after["table"]["played_for"] is None or after["table"]["played_for"]["version"] <= after["version"]

    asyncio.run(run())


def test_the_table_says_when_a_bot_takes_a_seat_and_how_many_watch(srv: ServerProc) -> None:
    """Issue 29 item 9: "Ben left — a bot takes his seat in 57 s" (when: ``standin_at``); how many are watching."""
    made = srv.create(game="kille", seats=3, name="Vito", bots={"1": "random", "2": "random"})
    code = made["table"]["code"]

    async def run() -> None:
        async with Client(srv, code, made["token"]) as me:
            st = await me.until(lambda m: m["type"] == "state")
            assert "standin_at" not in st["table"]["seats"][0] and st["table"]["spectators"] == 0
            async with Client(srv, code) as w1, Client(srv, code) as w2:
                await w1.until(lambda m: m["type"] == "state")
                await w2.until(lambda m: m["type"] == "state")
                n = await me.until(lambda m: m["type"] == "spectators" and m["n"] == 2, timeout=5)
                assert n["n"] == 2
            await me.until(lambda m: m["type"] == "spectators" and m["n"] == 0, timeout=5)
        left = time.time()
        async with Client(srv, code) as watcher:
            st = await watcher.until(lambda m: m["type"] == "state")
            seat = st["table"]["seats"][0]
            if not seat["bot_standin"]:  # (the grace is 0.4 s here: the bot may have taken it already)
                assert left - 1 <= seat["standin_at"] <= left + 0.4 + 1, (seat, left)
            st = await watcher.until(lambda m: m["type"] == "state" and m["table"]["seats"][0]["bot_standin"])
            assert "standin_at" not in st["table"]["seats"][0]
            assert st["table"]["spectators"] == 1

    asyncio.run(run())


def test_chat_reaches_everyone_at_the_table_and_only_that_table(srv: ServerProc) -> None:
    server = srv
    made = server.create(game="cucu", rules="cambio", seats=3, name="Ada", bots={"1": "random"})
    code = made["table"]["code"]
    joined = server.join(code, "Bruno")
    other = server.create(game="kille", seats=3, name="Ivo")

    async def run() -> None:
        async with Client(server, code, made["token"]) as a, Client(server, code, joined["token"]) as b, \
                Client(server, code) as spectator, Client(server, other["table"]["code"], other["token"]) as far:  # fmt: skip
            await a.send({"type": "chat", "text": "  ciao\x00 a tutti  "})
            for c in (a, b, spectator):
                m = await c.until(lambda m: m["type"] == "chat")
                assert m["from"] == "Ada" and m["text"] == "ciao a tutti" and m["time"]
            await a.send({"type": "chat", "text": "x" * 501})
            assert "at most 500" in (await a.until(lambda m: m["type"] == "error"))["message"]
            await far.recv()
            await far.send({"type": "sync"})
            while True:
                m = await far.recv()
                assert m["type"] != "chat"
                if m["type"] == "state":
                    break

    asyncio.run(run())


def test_games_and_card_names_for_the_browser(srv: ServerProc) -> None:
    server = srv
    games = server.get("/api/games").json()
    assert {g["id"] for g in games["games"]} >= {"cucu", "kille"}
    assert "simple" in games["levels"]
    it = server.get("/api/i18n/it").json()
    assert it["cards"]["12"] == "XII Gnaf" and it["games"]["kille"]["fool"] == "Matto"
    assert server.get("/api/i18n/ko").json()["cards"]["15"].endswith("쿠쿠")
    assert server.get("/api/i18n/xx").status_code == 404


def test_the_text_lines_follow_the_language_of_the_connection(srv: ServerProc) -> None:
    made = srv.create(game="kille", seats=3, name="Tino", bots={"1": "random", "2": "random"})
    code = made["table"]["code"]

    async def lines(lang: str) -> list[str]:
        watcher = Client(srv, code)
        watcher.url += f"&lang={lang}"
        async with watcher:
            st = await watcher.until(lambda m: m["type"] == "state" and m["text"])
            return list(st["text"])

    async def run() -> None:
        english, korean, italian = await lines("en"), await lines("ko"), await lines("it")
        assert english[0].startswith("Round 1: ") and "cards each" in english[0]
        assert korean[0].startswith("1라운드: ") and "장씩" in korean[0]
        assert italian[0].startswith("Giro 1: ") and "carte a testa" in italian[0]

    asyncio.run(run())
