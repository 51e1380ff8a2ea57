"""The browser UI's files on the wire: versioned names, long cache lifetimes, ETags and compression.

Every file under ``static/`` and every game's ``board.js`` has a version, the first ``HASH_LEN`` hex digits of
the SHA-256 of its bytes.  The pages (``index.html``, ``table.html``, ...) are served with their ``/static/...``
references rewritten to ``/static/...?v=<version>`` and with an import map that sends every module of
``static/js/`` and every game's ``/games/<id>/board.js`` to its versioned URL, so that the modules' own imports
(``./api.js``, ``/static/js/api.js``, ``import(`/games/${id}/board.js`)``) reach the same versioned URL from
anywhere, without the modules knowing: a module is loaded once, under one URL, and a changed file gets a new
URL.  The import map is an inline script: the page's Content-Security-Policy allows it by its SHA-256 only.

Caching: a URL whose ``v`` is the file's version is ``immutable`` for a year; the pages, a file asked for
without a version or with another one (an old page during a deploy: it gets the current file) are
``no-cache`` (the browser asks again each time, with the ETag, and gets a 304 while the file is unchanged).

Compression: brotli where the client offers ``br`` and the ``brotli`` package is installed, else gzip where
offered, else none; each file is compressed once per version (kept in memory, the whole UI is a few hundred KB).
Files are read again when their size or modification time changes, so an edited file is served at once.
"""

from __future__ import annotations

import base64
import gzip
import hashlib
import json
import mimetypes
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from starlette.datastructures import Headers
from starlette.exceptions import HTTPException
from starlette.middleware.gzip import GZipMiddleware
from starlette.requests import Request
from starlette.responses import Response
from starlette.types import ASGIApp, Receive, Scope, Send

from taverna.core import TavernaError
from taverna.games import games, get_game

from .limits import ApiError

try:
    import brotli as _brotli
except ImportError:  # pragma: no cover - brotli is a dependency, but the server works without it
    _brotli = None
brotli: Any = _brotli  # (None: no brotli; tests set it so)

STATIC = Path(__file__).parent / "static"
HASH_LEN = 12
IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"
MIN_COMPRESS = 256  # bytes: below, the encoding's own overhead is about what it saves
# The Content-Security-Policy of every response (app.SecurityHeaders); a page with an import map adds its hash.
CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
       "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")  # fmt: skip
MEDIA_TYPES = {".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8",
               ".html": "text/html; charset=utf-8", ".json": "application/json", ".svg": "image/svg+xml"}  # fmt: skip
COMPRESSIBLE = ("text/", "application/json", "image/svg+xml")
_REFERENCE = re.compile(r"""(\s(?:src|href)=")(/static/[^"?#]+)(")""")


def version_of(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:HASH_LEN]


@dataclass
class Body:
    """One file's bytes with its version and its compressed forms (made when first asked for)."""

    data: bytes
    media_type: str
    version: str = ""
    _encoded: dict[str, bytes] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        self.version = self.version or version_of(self.data)

    def encoding_for(self, accept: str) -> str | None:
        """The content coding to send to a client whose ``Accept-Encoding`` is ``accept`` (None: as it is)."""
        if len(self.data) < MIN_COMPRESS or not self.media_type.startswith(COMPRESSIBLE):
            return None
        offered = _codings(accept)
        for coding in ("br", "gzip"):
            if coding in offered and (coding != "br" or brotli is not None) and self.encoded(coding) is not None:
                return coding
        return None

    def encoded(self, coding: str) -> bytes | None:
        """The body in ``coding`` ("br" or "gzip"), or None where that would not make it smaller."""
        if coding not in self._encoded:
            if coding == "br":
                data = brotli.compress(self.data, quality=11)
            else:
                data = gzip.compress(self.data, compresslevel=9, mtime=0)
            self._encoded[coding] = data
        out = self._encoded[coding]
        return out if len(out) < len(self.data) else None


def _codings(accept: str) -> set[str]:
    """The codings ``accept`` offers (those with q > 0)."""
    out = set()
    for part in accept.lower().split(","):
        name, _, params = part.strip().partition(";")
        q = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        if name and q > 0:
            out.add(name.strip())
    return out


def _matches(if_none_match: str | None, version: str) -> bool:
    """Whether an ``If-None-Match`` names this version (in any of its encodings, weak or strong)."""
    if not if_none_match:
        return False
    for tag in if_none_match.split(","):
        tag = tag.strip().removeprefix("W/").strip('"')
        if tag == "*" or tag.split("-", 1)[0] == version:
            return True
    return False


def respond(request: Request, body: Body, cache_control: str, *, status: int = 200,
            headers: dict[str, str] | None = None) -> Response:  # fmt: skip
    """``body`` answered to ``request``: compressed where offered, 304 where the client has this version."""
    coding = body.encoding_for(request.headers.get("accept-encoding", ""))
    out = {**(headers or {}), "Cache-Control": cache_control, "Vary": "Accept-Encoding",
           "ETag": f'"{body.version}"' if coding is None else f'"{body.version}-{coding}"'}  # fmt: skip
    if status == 200 and _matches(request.headers.get("if-none-match"), body.version):
        return Response(status_code=304, headers=out)
    if coding is not None:
        out["Content-Encoding"] = coding
        data = body.encoded(coding)
        assert data is not None
    else:
        data = body.data
    return Response(data, status_code=status, headers=out, media_type=body.media_type)


class Negotiated(Response):
    """A ``Body`` whose encoding and 304 are worked out when it is sent, from the request's headers (so that a
    handler can make it without the request, and change its ``status_code`` before it goes)."""

    def __init__(self, body: Body, cache_control: str, status_code: int = 200,
                 headers: dict[str, str] | None = None) -> None:  # fmt: skip
        super().__init__(b"", status_code=status_code, media_type=body.media_type)
        self.asset = body
        self.cache_control = cache_control
        self.extra = headers or {}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        response = respond(Request(scope, receive), self.asset, self.cache_control, status=self.status_code,
                           headers=self.extra)  # fmt: skip
        await response(scope, receive, send)


class Assets:
    """The UI's files under ``root`` (and the games' boards through the registry), each with its version."""

    def __init__(self, root: Path = STATIC) -> None:
        self.root = root
        self._files: dict[Path, tuple[tuple[int, int], Body]] = {}
        self._boards: dict[str, tuple[str, Body]] = {}
        self._pages: dict[tuple[str, str, str], tuple[Body, str]] = {}

    # -- the files and their versions --------------------------------------------------------------------------

    def file(self, rel: str) -> Body | None:
        """``root/rel`` (a path under root, no dot-names), read again when it changed; None if there is none."""
        parts = rel.split("/")
        if not rel or any(not p or p.startswith(".") for p in parts):
            return None
        path = self.root.joinpath(*parts)
        try:
            st = path.stat()
        except (OSError, ValueError):
            return None
        if not stat.S_ISREG(st.st_mode):
            return None
        key = (st.st_mtime_ns, st.st_size)
        hit = self._files.get(path)
        if hit is not None and hit[0] == key:
            return hit[1]
        media = MEDIA_TYPES.get(path.suffix) or mimetypes.guess_type(path.name)[0] or "application/octet-stream"
        body = Body(path.read_bytes(), media)
        self._files[path] = (key, body)
        return body

    def board(self, gid: str) -> Body | None:
        """The game ``gid``'s ``board.js`` (through the registry: ``GameInfo.board``), or None."""
        source = get_game(gid).board()
        if source is None:
            return None
        hit = self._boards.get(gid)
        if hit is not None and hit[0] == source:
            return hit[1]
        body = Body(source.encode("utf-8"), MEDIA_TYPES[".js"])
        self._boards[gid] = (source, body)
        return body

    def url(self, path: str) -> str:
        """``/static/<rel>`` with its version (``?v=``); a path with no such file as it is."""
        body = self.file(path.removeprefix("/static/")) if path.startswith("/static/") else None
        return path if body is None else f"{path}?v={body.version}"

    def import_map(self) -> dict[str, dict[str, str]]:
        """Every module of ``static/js/`` and every game's board, to its versioned URL."""
        imports: dict[str, str] = {}
        js = self.root / "js"
        if js.is_dir():
            for path in sorted(js.rglob("*.js")):
                rel = path.relative_to(self.root).as_posix()
                body = self.file(rel)
                if body is not None:
                    imports[f"/static/{rel}"] = f"/static/{rel}?v={body.version}"
        for gid in sorted(games()):
            body = self.board(gid)
            if body is not None:
                imports[f"/games/{gid}/board.js"] = f"/games/{gid}/board.js?v={body.version}"
        return {"imports": imports}

    # -- the pages -------------------------------------------------------------------------------------------

    def page_html(self, html: str, imports: str | None = None) -> tuple[str, str | None]:
        """``html`` with its ``/static/`` references versioned and, where it loads modules, the import map
        (``imports``, its JSON text; by default the current one) before its first script; and the import map's
        CSP source (``'sha256-...'``), or None without one."""
        html = _REFERENCE.sub(lambda m: m.group(1) + self.url(m.group(2)) + m.group(3), html)
        if '<script type="module"' not in html:
            return html, None
        text = imports if imports is not None else json.dumps(self.import_map(), separators=(",", ":"), sort_keys=True)
        source = "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii") + "'"
        at = html.index("<script")
        return html[:at] + f'<script type="importmap">{text}</script>\n' + html[at:], source

    def page(self, name: str) -> tuple[Body, str] | None:
        """The page ``static/<name>`` as served, and its Content-Security-Policy; None if there is no such file.
        Made again when the page, a file it refers to or a module changed."""
        raw = self.file(name)
        if raw is None:
            return None
        html = raw.data.decode("utf-8")
        imports = (
            json.dumps(self.import_map(), separators=(",", ":"), sort_keys=True)
            if '<script type="module"' in html
            else ""
        )
        refs = " ".join(self.url(m.group(2)) for m in _REFERENCE.finditer(html))
        key = (name, raw.version, hashlib.sha256((imports + refs).encode("utf-8")).hexdigest())
        hit = self._pages.get(key)
        if hit is None:
            for old in [k for k in self._pages if k[0] == name]:
                del self._pages[old]
            html, source = self.page_html(html, imports)
            csp = CSP if source is None else CSP.replace("script-src 'self'", f"script-src 'self' {source}", 1)
            hit = self._pages[key] = (Body(html.encode("utf-8"), MEDIA_TYPES[".html"]), csp)
        return hit

    def page_response(self, name: str) -> Response:
        """A page: ``no-cache`` with its ETag (304 while unchanged), compressed where offered."""
        page = self.page(name)
        if page is None:
            return Response(json.dumps({"error": f"the browser UI is not installed ({name} is missing)"}),
                            status_code=404, media_type="application/json")  # fmt: skip
        body, csp = page
        return Negotiated(body, REVALIDATE, headers={"Content-Security-Policy": csp})

    # -- the routes ------------------------------------------------------------------------------------------

    async def static(self, request: Request) -> Response:
        """``GET /static/{path}``: a file of the UI; immutable under its version, else revalidated each time."""
        body = self.file(request.path_params["path"])
        if body is None:
            raise HTTPException(404)
        return respond(request, body, _cache_control(request, body))

    async def game_board(self, request: Request) -> Response:
        """``GET /games/{id}/board.js``: a game's table renderer, found through the registry (``GameInfo.board``)."""
        gid = request.path_params["game"]
        try:
            info = get_game(gid)
        except TavernaError:
            raise ApiError(404, f"unknown game {gid!r}; games: {', '.join(sorted(games()))}") from None
        if info.id != gid:
            raise ApiError(404, f"no such page: {request.url.path} (the game is {info.id!r})")
        body = self.board(gid)
        if body is None:
            raise ApiError(404, f"the game {gid!r} has no board.js: the table page draws it with the shared board")
        return respond(request, body, _cache_control(request, body))


def _cache_control(request: Request, body: Body) -> str:
    return IMMUTABLE if request.query_params.get("v") == body.version else REVALIDATE


class Compress:
    """ASGI middleware: the other answers (the API's) gzipped where the client offers gzip (with q > 0) and they
    are big enough (``minimum_size`` bytes).  The UI's files (``/static/``, ``/games/``) come compressed from
    ``respond``, which keeps one compressed copy per version instead of compressing each answer again."""

    def __init__(self, app: ASGIApp, minimum_size: int = 1024, compresslevel: int = 6) -> None:
        self.app = app
        self.gzip = GZipMiddleware(app, minimum_size=minimum_size, compresslevel=compresslevel)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if (
            scope["type"] == "http"
            and not scope["path"].startswith(("/static/", "/games/"))
            and "gzip" in _codings(Headers(scope=scope).get("accept-encoding", ""))
        ):
            await self.gzip(scope, receive, send)
        else:
            await self.app(scope, receive, send)


ASSETS = Assets()
