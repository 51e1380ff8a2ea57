"""What an operator expects: /healthz, /readyz, Prometheus metrics, environment variables, JSON logs, deploy files.

The metrics are read from a real server after a match has been played through it: every metric the docs
name is there, latency is labelled by route template (never a table's code), the websocket gauge counts an
open connection.  ``taverna serve`` started with environment variables only listens where they say and
writes JSON lines.  The readiness checks fail, with a 503 naming the check, for a schema behind the head, an
unreachable database and an unreachable Redis.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import httpx
import pytest
import typer
from sqlalchemy import text
from typer.testing import CliRunner

from taverna.cli.main import app
from taverna.server.config import Settings
from taverna.server.db import Store
from taverna.server.ops import Readiness

from .conftest import Client, ServerProc, free_port, play_to_end
from .launch import SRC
from .test_scale import RedisServer, redis_server  # noqa: F401  (the fixture)

ROOT = Path(__file__).resolve().parents[2]


def _sample(metrics: str, name: str, **labels: str) -> float:
    """The value of one sample of the metrics text (0 when absent)."""
    for line in metrics.splitlines():
        if line.startswith("#") or not line.startswith(name):
            continue
        head, _, value = line.rpartition(" ")
        if head == name or (head.startswith(name + "{") and all(f'{k}="{v}"' in head for k, v in labels.items())):
            return float(value)
    return 0.0


def test_health_readiness_and_the_metrics_after_a_match(server: ServerProc) -> None:
    assert server.get("/healthz").json() == {"alive": True}
    ready = server.get("/readyz")
    assert ready.status_code == 200 and ready.json() == {"ready": True, "checks": {"database": "ok"}}
    made = server.create(game="kille", seats=3, name="Ugo", bots={"1": "simple", "2": "simple"})
    code = made["table"]["code"]
    for _ in range(3):
        assert server.get(f"/api/tables/{code}").status_code == 200
    assert server.get("/api/tables/NOSUCH").status_code == 404

    async def run() -> str:
        async with Client(server, code, made["token"]) as c:
            await c.recv()
            during = server.get("/metrics").text  # while the websocket is open
            await play_to_end(c, "kille", 5)
            return during

    during = asyncio.run(run())
    assert _sample(during, "taverna_websockets_open") >= 1
    assert _sample(during, "taverna_tables", status="playing") >= 1
    r = server.get("/metrics")
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/plain")
    after = r.text
    actions = len(server.get(f"/api/tables/{code}/record").json()["actions"])
    assert _sample(after, "taverna_actions_total") >= actions > 0
    assert _sample(after, "taverna_websockets_open") == 0
    assert _sample(after, "taverna_db_seconds_count", op="add_action") >= actions
    # latency per route template: the three GETs of one table under one label, no table code in any label
    routes = set(re.findall(r'taverna_http_request_duration_seconds_count\{[^}]*route="([^"]+)"', after))
    table_route = [x for x in routes if x.startswith("/api/tables/{code") and x.count("/") == 3]
    assert len(table_route) == 1, routes
    assert _sample(after, "taverna_http_request_duration_seconds_count", route=table_route[0], method="GET") >= 4
    assert "/healthz" in routes and "/readyz" in routes
    assert code not in after and "NOSUCH" not in after
    for name in ("taverna_actions_total", "taverna_http_request_duration_seconds_bucket", "taverna_websockets_open",
                 "taverna_tables", "taverna_db_seconds_bucket"):  # fmt: skip
        assert re.search(rf"^{name}[ {{]", after, re.M), name


def _readiness(store: Store, **settings: Any) -> Readiness:
    return Readiness(SimpleNamespace(store=store, cluster=None, settings=Settings(**settings)), ttl=0)


def test_readyz_fails_for_a_schema_behind_the_head_and_an_unreachable_database_or_redis(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 'db.sqlite3'}")
    try:
        store.migrate()
        status, body = asyncio.run(_readiness(store).check())
        assert status == 200 and body == {"ready": True, "checks": {"database": "ok"}}
        with store.begin() as conn:
            conn.execute(text("UPDATE alembic_version SET version_num = '0004'"))
        status, body = asyncio.run(_readiness(store).check())
        assert status == 503 and not body["ready"]
        assert "at migration 0004, not at the head" in body["checks"]["database"]
        # with --redis: the cluster's Redis must answer too
        status, body = asyncio.run(_readiness(store, redis_url="redis://127.0.0.1:1/0").check())
        assert status == 503 and body["checks"]["redis"] == "unreachable"
    finally:
        store.close()
    pytest.importorskip("psycopg")
    gone = Store("postgresql+psycopg://taverna:secret@127.0.0.1:1/taverna")
    try:
        status, body = asyncio.run(_readiness(gone).check())
    finally:
        gone.close()
    assert status == 503 and body["checks"]["database"] == "unreachable"
    assert "secret" not in json.dumps(body) and "127.0.0.1" not in json.dumps(body)  # nothing of the URL


def test_readyz_with_redis_asks_the_clusters_redis(tmp_path: Path, redis_server: RedisServer) -> None:  # noqa: F811
    from taverna.server.hub import Server

    server = Server(Settings(db_url=f"sqlite:///{tmp_path / 'db.sqlite3'}", redis_url=redis_server.url))
    server.store.migrate()

    async def check() -> tuple[int, dict[str, Any]]:
        try:
            return await Readiness(server, ttl=0).check()  # through the real cluster's client
        finally:
            await server.cluster.redis.aclose()

    try:
        status, body = asyncio.run(check())
    finally:
        server.store.close()
    assert status == 200 and body == {"ready": True, "checks": {"database": "ok", "redis": "ok"}}


def test_every_serve_option_has_an_environment_variable() -> None:
    serve = typer.main.get_command(app).commands["serve"]  # type: ignore[attr-defined]
    options = [p for p in serve.params if p.name != "help"]
    assert len(options) >= 13
    for p in options:
        flag = max(p.opts, key=len)
        assert p.envvar == "TAVERNA_" + flag.removeprefix("--").upper().replace("-", "_"), (flag, p.envvar)
    bad = CliRunner().invoke(app, ["serve", "--log-level", "loud"])
    assert bad.exit_code != 0 and "--log-level must be one of critical, error, warning, info, debug" in bad.output
    env_bad = CliRunner().invoke(app, ["serve"], env={"TAVERNA_PORT": "70000"})
    assert env_bad.exit_code != 0 and "--port must be from 1 to 65535, got 70000" in env_bad.output


def test_serve_reads_its_options_from_the_environment_and_writes_json_log_lines(tmp_path: Path) -> None:
    port = free_port()
    env = {**os.environ, "PYTHONPATH": str(SRC) + os.pathsep + os.environ.get("PYTHONPATH", ""),
           "TAVERNA_PORT": str(port), "TAVERNA_HOST": "127.0.0.1", "TAVERNA_DATA_DIR": str(tmp_path / "data"),
           "TAVERNA_LOG_JSON": "1", "TAVERNA_LOG_LEVEL": "info"}  # fmt: skip
    proc = subprocess.Popen([sys.executable, "-m", "taverna", "serve"], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)  # fmt: skip
    try:
        deadline = time.monotonic() + 30
        while True:
            assert proc.poll() is None, proc.stderr.read().decode() if proc.stderr else ""
            try:
                if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                assert time.monotonic() < deadline, "the server did not start on TAVERNA_PORT"
                time.sleep(0.1)
        httpx.get(f"http://127.0.0.1:{port}/api/tables/ABCDEF?token=sEcReTtOkEn", timeout=5)
        assert (tmp_path / "data" / "taverna.sqlite3").exists()  # TAVERNA_DATA_DIR
    finally:
        proc.terminate()
        _, err = proc.communicate(timeout=20)
    lines = [line for line in err.decode().splitlines() if line.strip()]
    records = [json.loads(line) for line in lines]  # every line is a JSON object
    assert records and all({"time", "level", "logger", "message"} <= set(r) for r in records)
    assert any(r["logger"] == "uvicorn.access" and "/healthz" in r["message"] for r in records)
    assert any(r["logger"] == "taverna.server" for r in records)  # the server's own lines too
    assert "sEcReTtOkEn" not in err.decode() and any("token=***" in r["message"] for r in records)


def test_the_compose_workers_run_as_a_user_and_the_image_leaves_out_environments_and_git() -> None:
    yaml = pytest.importorskip("yaml")
    compose = yaml.safe_load((ROOT / "deploy" / "compose.yaml").read_text())
    worker = compose["services"]["worker"]
    assert str(worker["user"]).split(":")[0] not in ("0", "root")
    assert "USER taverna" in worker["build"]["dockerfile_inline"]
    assert "/readyz" in " ".join(worker["healthcheck"]["test"])
    ignored = (ROOT / ".dockerignore").read_text().split()
    for entry in (".venv*", ".git", "**/__pycache__", ".mypy_cache", ".pytest_cache", "test-artifacts/"):
        assert entry in ignored, entry
