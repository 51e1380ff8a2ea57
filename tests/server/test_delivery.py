"""State delivery under load: full states are cheap, shared and bounded; syncs cannot amplify.

The server runs in this process (Starlette's test client), so the tests count what the server does:
how many views it computes, which message objects it queues, how large a full state is.  Each test
reproduces an amplification pattern of issue 15 (many spectators, a sync storm, a long match).
"""

from __future__ import annotations

import contextlib
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from taverna.server import Settings, create_app
from taverna.server.tables import Conn, Table


@contextlib.contextmanager
def served(tmp_path: Path, **settings: Any) -> Iterator[TestClient]:
    # every test client has one address ("testclient"): the per-address caps are lifted
    cfg: dict[str, Any] = {"data_dir": tmp_path, "bot_delay": 3600.0, "http_rate": 0, "allow_seed": True,
                           "max_spectators_per_address": 1000, "max_ws_per_address": 1000, **settings}  # fmt: skip
    with TestClient(create_app(Settings(**cfg))) as tc:
        yield tc


def table(tc: TestClient, seats: int = 2) -> tuple[str, list[str]]:
    made = tc.post("/api/tables", json={"game": "cucu", "rules": "cambio", "seats": seats, "name": "P0", "seed": 3})
    assert made.status_code == 200, made.text
    code = made.json()["table"]["code"]
    tokens = [made.json()["token"]]
    for k in range(1, seats):
        tokens.append(tc.post(f"/api/tables/{code}/join", json={"name": f"P{k}"}).json()["token"])
    return code, tokens


def the_table(tc: TestClient, code: str) -> Table:
    t: Table = tc.app.state.server.tables[code]  # type: ignore[attr-defined]
    return t


@contextlib.contextmanager
def counting_views(monkeypatch: pytest.MonkeyPatch, t: Table) -> Iterator[list[str | None]]:
    calls: list[str | None] = []
    assert t.match is not None
    cls = type(t.match)
    original = cls.view

    def view(self: Any, player: str | None = None, since: int = 0) -> Any:
        if self is t.match:  # (the score sheet's replay of the match, made once per table, is not a view sent)
            calls.append(player)
        return original(self, player, since)

    monkeypatch.setattr(cls, "view", view)
    yield calls


def state(ws: Any) -> dict[str, Any]:
    while True:
        msg: dict[str, Any] = ws.receive_json()
        if msg["type"] == "state":
            return msg


def latest(ws: Any) -> dict[str, Any]:
    """The last state this socket was sent (a refused message marks the end of what is queued)."""
    ws.send_json({"type": "nothing"})
    last: dict[str, Any] = {}
    while (msg := ws.receive_json())["type"] != "error":
        if msg["type"] == "state":
            last = msg
    return last


def play(tc: TestClient, code: str, tokens: list[str], actions: int) -> None:
    """Play ``actions`` random legal actions through the seats' websockets."""
    pick = random.Random(1)
    with contextlib.ExitStack() as stack:
        socks = [stack.enter_context(tc.websocket_connect(f"/ws/{code}?token={tok}")) for tok in tokens]
        states = [latest(ws) for ws in socks]
        for _ in range(actions):
            for i, st in enumerate(states):  # each socket answered by the latest state it was sent
                if st["legal"] and st["seat"] in st["view"]["to_act"]:
                    mover = i
                    break
            else:
                raise AssertionError("nobody to act")
            version = states[mover]["version"]
            socks[mover].send_json({"type": "act", "version": version, "action": pick.choice(states[mover]["legal"])})
            states = [latest(ws) for ws in socks]
            assert all(st["version"] == version + 1 for st in states)


def test_spectators_share_one_full_state_and_a_sync_storm_is_coalesced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with served(tmp_path) as tc:
        code, tokens = table(tc)
        play(tc, code, tokens, 4)
        t = the_table(tc, code)
        with counting_views(monkeypatch, t) as views, contextlib.ExitStack() as stack:
            watchers = [stack.enter_context(tc.websocket_connect(f"/ws/{code}")) for _ in range(20)]
            firsts = [state(ws) for ws in watchers]
            assert all(st == firsts[0] for st in firsts) and firsts[0].get("full", True)
            assert views == [None], "20 spectators connecting at one version: one view computed"
            # a sync storm: 10 syncs, then a message that is answered at once with an error
            storm = watchers[0]
            for _ in range(10):
                storm.send_json({"type": "sync"})
            storm.send_json({"type": "nothing"})
            answered = []
            while (msg := storm.receive_json())["type"] != "error":
                if msg["type"] != "spectators":  # (how many watch: said when it changes, not a state)
                    answered.append(msg)
            assert 1 <= len(answered) <= t.server.settings.sync_burst, "syncs beyond the rate are not answered at once"
            assert all(m["type"] == "state" and m == firsts[0] for m in answered)
            # the rest are coalesced into one answer once the rate allows
            while (late := storm.receive_json())["type"] == "spectators":
                pass
            assert late["type"] == "state" and late.get("full", True) and late["version"] == firsts[0]["version"]
            assert views == [None], "syncs at one version are answered from the cached full state"


def test_spectators_get_one_delta_serialised_once_whatever_they_asked_for(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    sent: list[tuple[Conn, str]] = []
    original = Conn.put

    def put(self: Conn, text: str) -> None:
        sent.append((self, text))
        original(self, text)

    with served(tmp_path) as tc:
        code, tokens = table(tc)
        with contextlib.ExitStack() as stack:
            deltas = [stack.enter_context(tc.websocket_connect(f"/ws/{code}?delta=1")) for _ in range(10)]
            fulls = [stack.enter_context(tc.websocket_connect(f"/ws/{code}")) for _ in range(10)]  # no delta=1
            for ws in [*deltas, *fulls]:
                state(ws)
            monkeypatch.setattr(Conn, "put", put)
            play(tc, code, tokens, 1)
        # the first broadcast of version 1 (the seats' sockets closing make more)
        to_spectators = [(c, text) for c, text in sent if c.seat is None and json.loads(text)["version"] == 1][:20]
        assert len({c for c, _ in to_spectators}) == 20
        for _, text in to_spectators:
            msg = json.loads(text)
            assert msg.get("full") is False and msg["since"] > 0, "every spectator is served a delta"
        assert len({id(text) for _, text in to_spectators}) == 1, "one message serialised for all spectators"


def test_a_full_state_holds_the_last_log_window_events_and_deltas_follow_on(tmp_path: Path) -> None:
    with served(tmp_path, log_window=5) as tc:
        code, tokens = table(tc)
        play(tc, code, tokens, 6)
        t = the_table(tc, code)
        assert t.match is not None
        size = len(t.match.log)
        assert size > 5
        with tc.websocket_connect(f"/ws/{code}?delta=1") as ws:
            first = state(ws)
            assert first["full"] and first["since"] == size - 5 and first["view"]["log_size"] == size
            assert first["view"] == json.loads(json.dumps(t.match.view(None, since=size - 5)))
            assert len(first["view"]["log"]) <= 5
            ws.send_json({"type": "sync"})
            again = state(ws)
            assert again == first
            play(tc, code, tokens, 1)
            while (nxt := state(ws))["version"] == first["version"]:  # the seats connecting: no new event
                assert not nxt["full"] and nxt["since"] == size and nxt["view"]["log"] == []
            assert not nxt["full"] and nxt["since"] == size, "a delta starts where the full state ended"
            assert nxt["view"] == json.loads(json.dumps(t.match.view(None, since=size)))
