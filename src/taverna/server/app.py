"""The Starlette app: the HTTP API and the websocket of ``docs/protocol.md``, and the static browser UI.

The app is put together here (routes, security headers, error answers); the parts live in
``hub`` (the server's state), ``api`` and ``inputs`` (HTTP), ``websocket``, ``pages`` and ``limits``.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import AsyncIterator

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import HTTPConnection, Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from taverna.i18n.refusals import Said, refusal

from . import card_guide, help, learn, ops, players, replay, tournaments
from .api import (
    api_bots,
    api_create,
    api_games,
    api_i18n,
    api_join,
    api_list,
    api_record,
    api_rematch,
    api_start,
    api_table,
)
from .assets import ASSETS, CSP, Compress
from .config import Settings
from .forward import Forward
from .hub import Server
from .i18n import request_lang
from .length import api_length  # (how long a match lasts, issue 29 item 11)
from .limits import ApiError, Bucket, _client, keyed_bucket, said
from .pages import game_board, page_index, page_table
from .paths import explain
from .playnow import api_play_now  # (Play now, issue 29 item 13)
from .websocket import ws_table

# Sent with every HTTP response: scripts and styles from this server's files only (the pages have no inline
# script, style or handler but their import map, allowed by its hash: assets.py), never framed (clickjacking),
# no content-type sniffing, no Referer leaving a page.
SECURITY_HEADERS = [
    (b"content-security-policy", CSP.encode("ascii")),
    (b"x-frame-options", b"DENY"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
]  # fmt: skip


class SecurityHeaders:
    """ASGI middleware adding ``SECURITY_HEADERS`` to every HTTP response."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_secured(message: Message) -> None:
            if message["type"] == "http.response.start":
                names = {name for name, _ in SECURITY_HEADERS}
                headers = [h for h in message.get("headers", []) if h[0].lower() not in names]
                # a page's own policy (assets.Assets.page: the default one, with its import map's hash) is kept
                own = [h for h in message.get("headers", []) if h[0].lower() == b"content-security-policy"]
                extra = [h for h in SECURITY_HEADERS if not (own and h[0] == b"content-security-policy")]
                message = {**message, "headers": headers + own[:1] + extra}
            await send(message)

        await self.app(scope, receive, send_secured)


class GetRate:
    """ASGI middleware: the requests other than POSTs (pages, the API's GETs: POSTs have their own rate) of one client
    address, ``get_rate`` a second with a burst of ``get_burst``; beyond, 429 with ``Retry-After``.  Not counted: the
    UI's files (``/static/``, ``/games/<id>/board.js``: each made once and kept compressed, and a first visit asks for
    some forty).  ``/metrics`` is counted (~4 ms and 44 KB an answer, and public without the proxy of
    ``deploy/nginx.conf``), and so are ``/healthz`` and ``/readyz`` (a checker asks far less often than the rate).
    With several workers each counts its own."""

    FREE = ("/static/", "/games/")

    def __init__(self, app: ASGIApp, server: Server) -> None:
        self.app, self.server = app, server
        self.buckets: dict[str, Bucket] = {}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        s = self.server.settings
        if scope["type"] != "http" or scope["method"] == "POST" or s.get_rate <= 0 or scope["path"].startswith(self.FREE):
            await self.app(scope, receive, send)
            return
        bucket = keyed_bucket(self.buckets, _client(HTTPConnection(scope)), s.get_rate, s.get_burst)
        if not bucket.take():
            refused = ApiError(429, said("http-rate", rate=f"{s.get_rate:g}"), retry_after=max(bucket.wait(), 1 / s.get_rate))
            response = await _api_error(Request(scope, receive), refused)
            await response(scope, receive, send)
            return
        await self.app(scope, receive, send)


async def _api_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, ApiError)
    message = exc.message
    if isinstance(message, Said) and message.key:  # a refusal by its sentence: said in the request's language
        lang = request_lang(request)
        if lang != "en":  # (said in English already)
            message = refusal(lang, message.key, **message.fields)
    body = {"error": message} if exc.field is None else {"error": message, "field": exc.field}
    headers = None if exc.retry_after is None else {"Retry-After": str(max(1, math.ceil(exc.retry_after)))}
    return JSONResponse(body, status_code=exc.status, headers=headers)


async def _http_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HTTPException)
    lang, path = request_lang(request), request.url.path
    detail = {404: refusal(lang, "page-unknown", path=path),
              405: refusal(lang, "method-not-allowed", method=request.method, path=path)}  # fmt: skip
    if exc.status_code == 404:  # a route's shape with a parameter that is not valid (paths.py): say what it must be
        why = explain(request.app.routes, path)
        if isinstance(why, Said) and why.key:
            why = refusal(lang, why.key, **why.fields)
        if why is not None:
            detail[404] = refusal(lang, "page-unknown-why", path=path[:100], why=why)
    return JSONResponse({"error": detail.get(exc.status_code, str(exc.detail))}, status_code=exc.status_code)


def create_app(settings: Settings | None = None) -> Starlette:
    settings = settings or Settings()
    server = Server(settings)
    players.install(server)  # results and ratings when a match ends
    tournaments.install(server)
    replay.install(server)  # the replay thread and the addresses' budgets of actions replayed
    metrics = ops.install(server)  # Prometheus metrics (/metrics): database time, actions

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        await server.startup()
        try:
            yield
        finally:
            await server.shutdown()

    routes = [
        *ops.ROUTES,  # /healthz, /readyz, /metrics
        Route("/", page_index),
        Route("/t/{code:code}", page_table),
        Route("/games/{game:name}/board.js", game_board),  # each game's table, from its package
        Route("/api/games", api_games),
        Route("/api/i18n/{lang:name}", api_i18n),
        Route("/api/guides", learn.api_guides),  # learn to play (learn.py)
        Route("/api/guide", learn.api_guide_create, methods=["POST"]),
        Route("/api/guide/{game:name}/{rules:name}", learn.api_guide),
        Route("/api/play-now", api_play_now, methods=["POST"]),  # (playnow.py)
        Route("/api/length", api_length),  # how long a match lasts with these options (length.py)
        Route("/api/tables", api_create, methods=["POST"]),
        Route("/api/tables", api_list, methods=["GET"]),
        Route("/api/tables/{code:code}", api_table),
        Route("/api/tables/{code:code}/join", api_join, methods=["POST"]),
        Route("/api/tables/{code:code}/bots", api_bots, methods=["POST"]),
        Route("/api/tables/{code:code}/start", api_start, methods=["POST"]),
        Route("/api/tables/{code:code}/rematch", api_rematch, methods=["POST"]),
        Route("/api/tables/{code:code}/record", api_record),
        *replay.ROUTES,  # the replay viewer, a finished match's summary
        *help.ROUTES,  # help at the table
        *card_guide.ROUTES,  # every card explained (/api/games/{game}/cards), each game's rules page (/rules/{game})
        *players.ROUTES,  # identities, profiles, leaderboards
        *tournaments.ROUTES,
        WebSocketRoute("/ws/{code:code}", ws_table),
        Route("/static/{path:asset}", ASSETS.static, name="static"),  # versioned, cached, compressed (assets.py)
    ]
    app = Starlette(
        routes=routes, lifespan=lifespan, exception_handlers={ApiError: _api_error, HTTPException: _http_error},
        middleware=[Middleware(ops.HttpMetrics, metrics=metrics, routes=routes), Middleware(SecurityHeaders),
                    Middleware(GetRate, server=server),  # (after the headers: a refusal has them too)
                    # the API's answers compressed where offered (the UI's files come compressed: assets.py)
                    Middleware(Compress), Middleware(Forward, server=server)],
    )  # fmt: skip
    app.state.server = server
    app.state.readiness = ops.Readiness(server)
    if server.cluster is not None:  # forwarded HTTP requests are run through the whole app
        server.cluster.app = app
    return app
