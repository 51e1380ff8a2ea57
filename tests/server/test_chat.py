"""Strangers share a chat: a seated player mutes another seat, and any seated player turns the chat off.

Through the websocket protocol (docs/protocol.md): a muted seat's chat no longer reaches the muting seat
(live, nor in the history sent on connect, nor after reconnecting: the mute is stored), while others still
get it; the chat is off for everyone while any seated player has it off; spectators can do neither.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from taverna.server.db import Store

from .conftest import Client, ServerProc


def _table(server: ServerProc) -> tuple[str, list[str]]:
    made = server.create(game="kille", seats=3, name="Ada")
    code = made["table"]["code"]
    return code, [made["token"], server.join(code, "Bruno")["token"], server.join(code, "Carla")["token"]]


async def _drain(c: Client, wait: float = 0.3, *kinds: str) -> list[dict[str, Any]]:
    """Every message that arrives within ``wait`` seconds of quiet; with ``kinds``, at least one message of each
    of those types first (for 10 s at most: a loaded machine may answer later than ``wait``)."""
    got: list[dict[str, Any]] = []
    deadline = asyncio.get_running_loop().time() + 10
    while True:
        try:
            got.append(await c.recv(wait))
        except TimeoutError:
            missing = set(kinds) - {m["type"] for m in got}
            if not missing or asyncio.get_running_loop().time() > deadline:
                return got


def _chats(msgs: list[dict[str, Any]]) -> list[str]:
    return [m["text"] for m in msgs if m["type"] == "chat"]


def _settings(msgs: list[dict[str, Any]]) -> dict[str, Any]:
    return [m for m in msgs if m["type"] == "chat_settings"][-1]


def _store(srv: ServerProc) -> Store:
    return Store(srv.cfg.get("db_url") or f"sqlite:///{Path(srv.cfg['data_dir']) / 'taverna.sqlite3'}")


def test_a_muted_players_chat_no_longer_reaches_the_muter_even_after_reconnecting(server: ServerProc) -> None:
    code, tokens = _table(server)

    async def run() -> None:
        async with Client(server, code, tokens[0]) as ada, Client(server, code, tokens[1]) as bruno, \
                Client(server, code, tokens[2]) as carla:  # fmt: skip
            for c in (ada, bruno, carla):  # the default settings (chat on, nobody muted) go without saying
                assert not any(m["type"] == "chat_settings" for m in await _drain(c))
            await bruno.send({"type": "chat", "text": "hello all"})
            assert _chats(await _drain(ada)) == ["hello all"]  # before the mute: it reaches Ada
            await ada.send({"type": "mute", "seat": 1})
            assert _settings(await _drain(ada))["muted"] == [1]
            await bruno.send({"type": "chat", "text": "buy my coins"})
            await carla.send({"type": "chat", "text": "hi from Carla"})
            got = await _drain(ada)
            assert _chats(got) == ["hi from Carla"]  # Bruno's does not reach Ada; Carla's does
            assert [m["seat"] for m in got if m["type"] == "chat"] == [2]  # each chat names its author's seat
            assert _chats(await _drain(carla)) == ["hello all", "buy my coins", "hi from Carla"]
            bruno_saw = await _drain(bruno)
            assert not any(m["type"] == "chat_settings" for m in bruno_saw)  # the muted player is not told
            # the refusals say what was wrong and what was expected
            for bad, words in (({"type": "mute", "seat": 0}, "cannot mute your own seat"),
                               ({"type": "mute", "seat": 7}, "from 0 to 2"),
                               ({"type": "mute", "seat": "1"}, "seat index"),
                               ({"type": "mute", "seat": 2, "muted": "yes"}, "true (mute) or false")):  # fmt: skip
                await ada.send(bad)
                err = [m for m in await _drain(ada) if m["type"] == "error"]
                assert err and words in err[-1]["message"], (bad, err)

        # reconnecting: the mute holds, and the history sent on connect leaves Bruno's chat out
        async with Client(server, code, tokens[0]) as ada:
            again = await _drain(ada)
            assert _settings(again)["muted"] == [1]
            assert _chats(again) == ["hi from Carla"]
            await ada.send({"type": "mute", "seat": 1, "muted": False})
            assert _settings(await _drain(ada))["muted"] == []
        async with Client(server, code, tokens[0]) as ada:
            assert _chats(await _drain(ada)) == ["hello all", "buy my coins", "hi from Carla"]
        async with Client(server, code) as spectator:  # spectators see every chat and can mute nobody
            assert _chats(await _drain(spectator)) == ["hello all", "buy my coins", "hi from Carla"]
            await spectator.send({"type": "mute", "seat": 1})
            err = [m for m in await _drain(spectator) if m["type"] == "error"]
            assert err and "spectators cannot mute" in err[-1]["message"]

    asyncio.run(run())


BACKENDS = pytest.mark.parametrize("server", ["sqlite", "postgres"], indirect=True)


@BACKENDS
def test_the_mute_is_stored_per_muting_seat(server: ServerProc) -> None:
    code, tokens = _table(server)

    async def run() -> None:
        async with Client(server, code, tokens[2]) as carla:
            await _drain(carla)
            await carla.send({"type": "mute", "seat": 0})
            await carla.send({"type": "chat_off", "off": True})
            await _drain(carla)

    asyncio.run(run())
    store = _store(server)
    try:
        stored = store.load(code)
    finally:
        store.close()
    assert stored is not None and stored.chat_mutes == [(2, 0)] and stored.chat_off == [2]


def test_any_seated_player_turns_the_chat_off_for_everyone_until_they_turn_it_on(server: ServerProc) -> None:
    code, tokens = _table(server)

    async def run() -> None:
        async with Client(server, code, tokens[0]) as ada, Client(server, code, tokens[1]) as bruno, \
                Client(server, code) as spectator:  # fmt: skip
            for c in (ada, bruno, spectator):
                await _drain(c)
            await ada.send({"type": "chat", "text": "before"})
            await spectator.send({"type": "chat_off", "off": True})
            got = await _drain(spectator, 0.3, "error")
            assert "spectators cannot turn the chat off" in [m for m in got if m["type"] == "error"][-1]["message"]
            await bruno.send({"type": "chat_off", "off": True})
            await bruno.send({"type": "chat_off", "off": False})  # at once: refused (each switch reaches everyone)
            got = await _drain(bruno, 0.3, "chat_settings", "error")
            assert _settings(got) == {"type": "chat_settings", "chat_on": False, "off_by_you": True, "muted": []}
            assert "at most once every 1 seconds" in [m for m in got if m["type"] == "error"][-1]["message"]
            assert _settings(await _drain(ada, 0.3, "chat_settings"))["chat_on"] is False
            assert _settings(await _drain(spectator, 0.3, "chat_settings"))["chat_on"] is False
            await ada.send({"type": "chat", "text": "can you hear me"})
            refused = [m for m in await _drain(ada, 0.3, "error") if m["type"] == "error"]
            assert refused and "the chat is off at this table" in refused[-1]["message"]
            assert _chats(await _drain(bruno)) == [] and _chats(await _drain(spectator)) == []
            await ada.send({"type": "chat_off", "off": False})  # Ada cannot turn Bruno's switch back on
            assert _settings(await _drain(ada, 0.3, "chat_settings"))["chat_on"] is False
            await bruno.send({"type": "chat", "text": "me neither"})
            refused = [m for m in await _drain(bruno, 0.3, "error") if m["type"] == "error"]
            assert refused and "you turned the chat off" in refused[-1]["message"]
            await ada.send({"type": "chat_off", "off": "maybe"})
            assert "'off': true" in [m for m in await _drain(ada, 0.3, "error") if m["type"] == "error"][-1]["message"]
        async with Client(server, code, tokens[2]) as carla:  # no history while the chat is off
            got = await _drain(carla, 0.3, "chat_settings")
            assert _settings(got)["chat_on"] is False and _chats(got) == []
        async with Client(server, code, tokens[1]) as bruno, Client(server, code, tokens[2]) as carla:
            await _drain(bruno)
            await _drain(carla)
            await bruno.send({"type": "chat_off", "off": False})
            back = await _drain(carla, 0.3, "chat_settings", "chat")
            assert _settings(back)["chat_on"] is True and _chats(back) == ["before"]  # on again, with the history
            await carla.send({"type": "chat", "text": "after"})
            assert _chats(await _drain(bruno, 0.3, "chat"))[-1] == "after"

    asyncio.run(run())


@BACKENDS
def test_a_switch_or_a_mute_stored_by_another_worker_counts(server: ServerProc) -> None:
    """With several workers, this worker's copy of the table may be older than what is stored: the switch is
    checked in the transaction that stores a chat line, and a seat's settings are read again on connect."""
    from taverna.server.chat import store_chat_off, store_mute

    code, tokens = _table(server)

    async def run() -> None:
        async with Client(server, code, tokens[0]) as ada:
            await _drain(ada)  # the table is loaded here, chat on
            store = _store(server)
            try:
                stored = store.load(code)
                assert stored is not None
                store_chat_off(store, stored.id, 2, True)  # as another worker stores Carla's switch
                store_mute(store, stored.id, 0, 1, True)  # ... and a mute Ada set there
            finally:
                store.close()
            await ada.send({"type": "chat", "text": "anyone?"})
            refused = [m for m in await _drain(ada) if m["type"] == "error"]
            assert refused and "the chat is off at this table" in refused[-1]["message"]
        async with Client(server, code, tokens[0]) as ada:
            assert _settings(await _drain(ada)) == {"type": "chat_settings", "chat_on": False, "off_by_you": False,
                                                    "muted": [1]}  # fmt: skip

    asyncio.run(run())
    store = _store(server)
    try:
        stored = store.load(code)
    finally:
        store.close()
    assert stored is not None and stored.chat == []  # the refused line was not stored
