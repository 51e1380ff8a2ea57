"""The browser UI's pages (the lobby and a table) from ``static/``."""

from __future__ import annotations

from pathlib import Path

from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response

STATIC = Path(__file__).parent / "static"


def _static(name: str) -> Response:
    path = STATIC / name
    if path.is_file():
        return FileResponse(path)
    return JSONResponse({"error": f"the browser UI is not installed ({name} is missing)"}, status_code=404)


async def page_index(request: Request) -> Response:
    return _static("index.html")


async def page_table(request: Request) -> Response:
    return _static("table.html")
