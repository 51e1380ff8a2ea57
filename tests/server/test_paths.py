"""Every path parameter of every route is validated: huge, negative or garbage values answer 404 with a JSON error
saying what the parameter must be, never a 500 (issue 28, item 9)."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import httpx
import pytest
import websockets
from starlette.routing import Route, WebSocketRoute

from taverna.server import Settings
from taverna.server.app import create_app

from .launch import ServerProc

BACKENDS = pytest.mark.parametrize("server", ["sqlite", "postgres"], indirect=True)

# what a client may put where a route takes a parameter (percent-encoded as sent)
HOSTILE = [
    "999999999999999999999999999999",
    "9223372036854775808",
    "-1",
    "0",
    "%00",
    "AB%00CD",
    "%ff%fe",
    "%ed%a0%80",
    "x" * 3000,
    "..%2f..%2fetc",
    "%e2%80%aeABC",
    "1e5",
    "%2012",
    "%F0%9F%92%A5",
    "ZZZZZZ",
]


def _routes(tmp: Path) -> list[tuple[str, set[str], bool]]:
    """(path, methods, websocket) of every route of the app that takes a parameter."""
    app = create_app(Settings(data_dir=tmp))
    out = []
    for r in app.routes:
        if isinstance(r, Route) and "{" in r.path:
            out.append((r.path, set(r.methods or {"GET"}) - {"HEAD"}, False))
        elif isinstance(r, WebSocketRoute) and "{" in r.path:
            out.append((r.path, set(), True))
    return out


def _fill(path: str, value: str) -> str:
    return re.sub(r"{[^}]*}", value, path)


@BACKENDS
def test_every_route_answers_hostile_path_parameters_without_a_500(server: ServerProc, tmp_path: Path) -> None:
    routes = _routes(tmp_path)
    assert any(p.startswith("/api/players/") for p, _, _ in routes)  # the walk sees the routes it is about
    assert any(ws for _, _, ws in routes)
    seen = 0
    with httpx.Client(base_url=server.base, timeout=20) as client:
        for path, methods, ws in routes:
            if ws:
                continue
            for value in HOSTILE:
                url = _fill(path, value)
                for method in sorted(methods):
                    r = client.request(method, url, json={} if method == "POST" else None)
                    seen += 1
                    assert r.status_code < 500, f"{method} {url[:80]}: {r.status_code} {r.text[:200]}"
                    if r.status_code == 404 and url.startswith("/api/"):
                        assert r.json()["error"], f"{method} {url[:80]}"

    async def sockets() -> None:
        for path, _, ws in routes:
            if not ws:
                continue
            for value in HOSTILE:
                url = server.ws_base + _fill(path, value)
                try:
                    async with websockets.connect(url, open_timeout=10) as conn:
                        msg = await asyncio.wait_for(conn.recv(), 10)
                        assert "error" in str(msg)
                except websockets.InvalidStatus as exc:  # refused before the upgrade: never a server error
                    assert exc.response.status_code < 500, url[:80]

    asyncio.run(sockets())
    assert seen > 100


def test_a_huge_player_id_is_a_404_saying_what_an_id_is(server: ServerProc) -> None:
    r = server.get("/api/players/999999999999999999999999999999")
    assert r.status_code == 404, r.text
    assert "pid must be a number of 1 to 18 digits" in r.json()["error"]
    r = server.get("/api/players/123456789012345678")  # the largest shape of an id: a plain "no player"
    assert r.status_code == 404 and "no player 123456789012345678" in r.json()["error"]
    r = server.get("/api/tables/ABC-12/record")
    assert r.status_code == 404 and "code must be a code of 1 to 16 letters and digits" in r.json()["error"]
    r = server.get("/api/players/12?before=99999999999999999999999999")
    assert r.status_code in (400, 404) and r.status_code < 500, r.text
    r = server.get("/api/leaderboard?game=kille&min=99999999999999999999999999")
    assert r.status_code < 500, r.text


def test_every_route_parameter_names_one_of_the_validating_convertors(tmp_path: Path) -> None:
    """One mechanism: a new route with a plain ``{param}`` (any text) fails here, before it can reach a 500."""
    from taverna.server.paths import CONVERTORS

    app = create_app(Settings(data_dir=tmp_path))
    checked = 0
    for r in app.routes:
        if isinstance(r, (Route, WebSocketRoute)):
            for name, conv in r.param_convertors.items():
                assert any(conv is c for c in CONVERTORS.values()), f"{r.path}: {name} is not validated (paths.py)"
                checked += 1
    assert checked >= 20
