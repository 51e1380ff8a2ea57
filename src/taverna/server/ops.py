"""What an operator expects: ``/healthz``, ``/readyz``, Prometheus metrics at ``/metrics``, JSON log lines.

* ``GET /healthz``: 200 while the process answers (nothing else is checked).
* ``GET /readyz``: 200 when the database answers, its schema is at the migrations' head, and Redis answers
  (with ``--redis``); else 503 naming the check that failed (never the error's text: it may hold the
  database's address).  One check at a time, its answer kept for a second, so polling it costs nothing.
* ``GET /metrics``: the Prometheus text format (prometheus-client), one registry per app:

  ``taverna_actions_total``                      actions applied and stored (``rate()``: actions per second)
  ``taverna_http_request_duration_seconds``      HTTP latency per route *template* (``/api/tables/{code:code}``)
                                                 and method; paths no route matches count as ``unmatched``
  ``taverna_websockets_open``                    open websockets of this process
  ``taverna_tables{status}``                     tables in this process's memory by status
  ``taverna_db_seconds{op}``                     time of each store call made through ``Server.db``, by call
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import logging
import time
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Gauge, Histogram, generate_latest
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response
from starlette.routing import BaseRoute, Match, Mount, Route
from starlette.types import ASGIApp, Receive, Scope, Send

log = logging.getLogger("taverna.server")
T = TypeVar("T")


class Metrics:
    """The app's metrics, in a registry of its own (several apps in one process never collide)."""

    def __init__(self) -> None:
        self.registry = r = CollectorRegistry()
        self.actions = Counter("taverna_actions", "Actions applied to matches and stored", registry=r)
        self.http = Histogram(
            "taverna_http_request_duration_seconds", "HTTP request latency by route template and method",
            ["route", "method"], registry=r,
            buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10),
        )  # fmt: skip
        self.websockets = Gauge("taverna_websockets_open", "Open websocket connections of this process", registry=r)
        self.tables = Gauge("taverna_tables", "Tables in this process's memory by status", ["status"], registry=r)
        self.db = Histogram(
            "taverna_db_seconds", "Time of each database call (Server.db) by call", ["op"], registry=r,
            buckets=(0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5),
        )  # fmt: skip


def install(server: Any) -> Metrics:
    """Time every store call made through ``server.db`` and count the stored actions."""
    metrics = Metrics()
    server.metrics = metrics
    inner = server.db
    add_action = server.store.add_action

    async def timed(fn: Callable[..., T], *args: Any) -> T:
        start = time.perf_counter()
        try:
            result: T = await inner(fn, *args)
        finally:
            metrics.db.labels(getattr(fn, "__name__", "other")).observe(time.perf_counter() - start)
        if fn == add_action:
            metrics.actions.inc()
        return result

    setattr(server, "db", timed)  # noqa: B010 (an instance's method replaced: mypy refuses the assignment)
    return metrics


class HttpMetrics:
    """ASGI middleware: each HTTP request's latency under its route's template, never its raw path."""

    def __init__(self, app: ASGIApp, metrics: Metrics, routes: Sequence[BaseRoute]) -> None:
        self.app = app
        self.metrics = metrics
        self.routes = routes
        # the template of each endpoint that only one route has (the router leaves the endpoint in the scope):
        # a dictionary look-up instead of matching the routes again (~40 µs)
        paths: dict[Any, list[str]] = {}
        for route in routes:
            endpoint = route.app if isinstance(route, Mount) else getattr(route, "endpoint", None)
            if endpoint is not None:
                paths.setdefault(endpoint, []).append(self._path(route))
        self.by_endpoint = {e: p[0] for e, p in paths.items() if len(set(p)) == 1}

    @staticmethod
    def _path(route: BaseRoute) -> str:
        return str(route.path + "/{path}" if isinstance(route, Mount) else getattr(route, "path", "other"))

    def template(self, scope: Scope) -> str:
        known = self.by_endpoint.get(scope.get("endpoint"))
        if known is not None:
            return known
        partial = None
        for route in self.routes:
            match, _ = route.matches(scope)
            if match == Match.FULL or (match == Match.PARTIAL and partial is None):
                if match == Match.FULL:
                    return self._path(route)
                partial = self._path(route)  # the path matched, the method did not (405)
        return partial or "unmatched"

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        start = time.perf_counter()
        try:
            await self.app(scope, receive, send)
        finally:
            elapsed = time.perf_counter() - start
            self.metrics.http.labels(self.template(scope), scope.get("method", "GET")).observe(elapsed)


# ---------------------------------------------------------------------------- the routes
async def healthz(request: Request) -> Response:
    return JSONResponse({"alive": True})


def _schema_check(store: Any) -> str | None:
    """None when the database answers and its schema is at the migrations' head, else what is wrong."""
    from alembic.config import Config
    from alembic.runtime.migration import MigrationContext
    from alembic.script import ScriptDirectory
    from sqlalchemy import text

    from .db import MIGRATIONS

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    head = ScriptDirectory.from_config(cfg).get_current_head()
    with store.engine.connect() as conn:
        conn.execute(text("SELECT 1"))
        current = MigrationContext.configure(conn).get_current_revision()
    if current != head:
        return f"the database schema is at migration {current}, not at the head {head}: run the migrations"
    return None


class Readiness:
    """``/readyz``'s checks, one run at a time and its answer kept for ``ttl`` seconds."""

    def __init__(self, server: Any, ttl: float = 1.0) -> None:
        self.server = server
        self.ttl = ttl
        self.lock = asyncio.Lock()
        self.answer: tuple[float, int, dict[str, Any]] | None = None

    async def check(self) -> tuple[int, dict[str, Any]]:
        async with self.lock:
            if self.answer is not None and time.monotonic() - self.answer[0] < self.ttl:
                return self.answer[1], self.answer[2]
            checks: dict[str, str] = {}
            try:
                problem = await asyncio.wait_for(asyncio.to_thread(_schema_check, self.server.store), 5)
                checks["database"] = problem or "ok"
            except Exception as exc:  # the error's text may name the database's host: logged, not answered
                log.warning("readyz: the database check failed: %s", exc)
                checks["database"] = "unreachable"
            if self.server.settings.redis_url is not None:
                try:  # (the cluster's client: cluster.py)
                    redis: Any = getattr(self.server.cluster, "redis", None)
                    await asyncio.wait_for(redis.ping(), 2)
                    checks["redis"] = "ok"
                except Exception as exc:
                    log.warning("readyz: the Redis check failed: %s", exc)
                    checks["redis"] = "unreachable"
            ready = all(v == "ok" for v in checks.values())
            status = 200 if ready else 503
            body = {"ready": ready, "checks": checks}
            self.answer = (time.monotonic(), status, body)
            return status, body


async def readyz(request: Request) -> Response:
    status, body = await request.app.state.readiness.check()
    return JSONResponse(body, status_code=status)


async def metrics_page(request: Request) -> Response:
    server = request.app.state.server
    m: Metrics = server.metrics
    m.websockets.set(sum(server.ws_by_addr.values()))
    counts: dict[str, int] = {}
    for t in list(server.tables.values()):
        counts[t.status] = counts.get(t.status, 0) + 1
    m.tables.clear()
    for status in ("waiting", "playing", "finished", "abandoned"):
        m.tables.labels(status).set(counts.pop(status, 0))
    for status, n in counts.items():
        m.tables.labels(status).set(n)
    return PlainTextResponse(generate_latest(m.registry), media_type=CONTENT_TYPE_LATEST)


ROUTES = [Route("/healthz", healthz), Route("/readyz", readyz), Route("/metrics", metrics_page)]


# ---------------------------------------------------------------------------- JSON logs (taverna serve --log-json)
class JsonFormatter(logging.Formatter):
    """One JSON object per line: time (UTC, ISO 8601), level, logger, message (and the exception, if any)."""

    def format(self, record: logging.LogRecord) -> str:
        out: dict[str, Any] = {
            "time": dt.datetime.fromtimestamp(record.created, dt.UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(), "logger": record.name, "message": record.getMessage(),
        }  # fmt: skip
        if record.exc_info:
            out["exception"] = self.formatException(record.exc_info)
        return json.dumps(out, ensure_ascii=False)


def log_config(level: str, as_json: bool) -> dict[str, Any] | None:
    """uvicorn's ``log_config`` for JSON lines (None: uvicorn's own)."""
    if not as_json:
        return None
    handler = {"class": "logging.StreamHandler", "formatter": "json", "stream": "ext://sys.stderr",
               "filters": ["redact"]}  # fmt: skip
    return {
        "version": 1, "disable_existing_loggers": False,
        "formatters": {"json": {"()": f"{__name__}.JsonFormatter"}},
        "filters": {"redact": {"()": "taverna.server.RedactTokens"}},  # seat tokens in logged URLs
        "handlers": {"default": handler},
        "loggers": {
            name: {"handlers": ["default"], "level": level.upper(), "propagate": False}
            for name in ("uvicorn", "uvicorn.error", "uvicorn.access", "taverna")
        },
    }  # fmt: skip


__all__ = ["ROUTES", "HttpMetrics", "JsonFormatter", "Metrics", "Readiness", "install", "log_config"]
