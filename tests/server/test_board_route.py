"""``GET /games/{id}/board.js``: each game's table renderer, served from the game's package through the registry."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from taverna.games import GameInfo, games
from taverna.server import Settings, create_app

STATIC = Path(__file__).resolve().parents[2] / "src" / "taverna" / "server" / "static"


@pytest.fixture
def tc(tmp_path: Path) -> Iterator[TestClient]:
    cfg: dict[str, Any] = {"data_dir": tmp_path, "http_rate": 0}
    with TestClient(create_app(Settings(**cfg))) as client:
        yield client


def test_every_game_has_its_board_in_its_own_package() -> None:
    for gid, info in games().items():
        source = info.board()
        assert source is not None, f"{gid}: no board.js in {info.package_name}"
        assert "export function render" in source, gid
        assert "board" in info.parts(), gid
        # a board imports the shared code by absolute path (it is served from /games/<id>/, not /static/js/)
        for spec in re.findall(r"""from\s+["']([^"']+)["']""", source):
            assert spec.startswith("/static/js/"), (gid, spec)
            assert (STATIC / spec.removeprefix("/static/")).is_file(), (gid, spec)


def test_the_server_serves_each_board_as_cacheable_javascript(tc: TestClient) -> None:
    for gid, info in games().items():
        r = tc.get(f"/games/{gid}/board.js")
        assert r.status_code == 200, (gid, r.text)
        assert r.headers["content-type"].startswith("text/javascript"), r.headers["content-type"]
        assert r.text == info.board()
        # asked for by its bare name: revalidated each time (the pages ask for it by its version: test_wire.py)
        assert r.headers["cache-control"] == "no-cache" and r.headers["etag"]
        version = r.headers["etag"].strip('"').split("-")[0]
        assert "immutable" in tc.get(f"/games/{gid}/board.js?v={version}").headers["cache-control"]
        # the same page's policy lets the page import it (same origin)
        assert "script-src 'self'" in r.headers["content-security-policy"]
        again = tc.get(f"/games/{gid}/board.js", headers={"If-None-Match": r.headers["etag"]})
        assert again.status_code == 304 and again.content == b""


def test_an_unknown_game_or_a_game_without_a_board_is_a_clear_404(tc: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    r = tc.get("/games/nope/board.js")
    assert r.status_code == 404 and "unknown game 'nope'" in r.json()["error"]
    # a game whose package has no board.js: the server finds boards only through the registry
    monkeypatch.setattr(GameInfo, "board", lambda self: None)
    r = tc.get("/games/cucu/board.js")
    assert r.status_code == 404 and "no board.js" in r.json()["error"]


def test_the_wheel_ships_the_boards() -> None:
    """pyproject's package-data takes every game's board.js into the wheel (not only the static folder)."""
    import tomllib

    root = Path(__file__).resolve().parents[2]
    data = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = data["tool"]["setuptools"]["package-data"]["taverna"]
    pkg = root / "src" / "taverna"
    shipped = {p for pattern in patterns for p in pkg.glob(pattern)}
    for gid in games():
        assert pkg / "games" / gid / "board.js" in shipped, f"{gid}/board.js is not in the wheel's package data"
