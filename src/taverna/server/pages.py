"""The browser UI's pages (the lobby and a table) from ``static/``, and each game's table renderer.

Served through ``assets`` (versioned names, caching, compression)."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response

from .assets import ASSETS, STATIC
from .limits import _client

__all__ = ["STATIC", "game_board", "page_index", "page_table"]


def _static(name: str) -> Response:
    return ASSETS.page_response(name)


async def page_index(request: Request) -> Response:
    return _static("index.html")


async def page_table(request: Request) -> Response:
    """``GET /t/{code}``: the table page; for a code no table has, the same page answering 404 (it says so
    in the page's language, with the way back to the lobby)."""
    response = _static("table.html")
    server = request.app.state.server
    if response.status_code == 200 and await server.get(request.path_params["code"], _client(request)) is None:
        response.status_code = 404
    return response


async def game_board(request: Request) -> Response:
    """``GET /games/{id}/board.js``: a game's table renderer, found through the registry (``GameInfo.board``)."""
    return await ASSETS.game_board(request)
