"""The browser UI's pages (the lobby and a table) from ``static/``, and each game's table renderer."""

from __future__ import annotations

import hashlib
from pathlib import Path

from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response

from taverna.core import TavernaError
from taverna.games import games, get_game

from .limits import ApiError

STATIC = Path(__file__).parent / "static"


def _static(name: str) -> Response:
    path = STATIC / name
    if path.is_file():
        return FileResponse(path)
    return JSONResponse({"error": f"the browser UI is not installed ({name} is missing)"}, status_code=404)


async def page_index(request: Request) -> Response:
    return _static("index.html")


async def page_table(request: Request) -> Response:
    """``GET /t/{code}``: the table page; for a code no table has, the same page answering 404 (it says so
    in the page's language, with the way back to the lobby)."""
    response = _static("table.html")
    if response.status_code == 200 and await request.app.state.server.get(request.path_params["code"]) is None:
        response.status_code = 404
    return response


async def game_board(request: Request) -> Response:
    """``GET /games/{id}/board.js``: a game's table renderer, found through the registry (``GameInfo.board``)."""
    gid = request.path_params["game"]
    try:
        info = get_game(gid)
    except TavernaError:
        raise ApiError(404, f"unknown game {gid!r}; games: {', '.join(sorted(games()))}") from None
    if info.id != gid:
        raise ApiError(404, f"no such page: {request.url.path} (the game is {info.id!r})")
    source = info.board()
    if source is None:
        raise ApiError(404, f"the game {gid!r} has no board.js: the table page draws it with the shared board")
    etag = '"' + hashlib.sha256(source.encode("utf-8")).hexdigest()[:32] + '"'
    headers = {"ETag": etag, "Cache-Control": "public, max-age=300"}
    if request.headers.get("if-none-match") == etag:
        return Response(status_code=304, headers=headers)
    return Response(source, media_type="text/javascript; charset=utf-8", headers=headers)
