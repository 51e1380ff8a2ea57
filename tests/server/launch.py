"""A real Taverna server in a subprocess on a free loopback port (the server and the browser tests)."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx

SRC = Path(__file__).resolve().parents[2] / "src"
LAUNCH = """
import json, sys
from pathlib import Path
from taverna.server import Settings, serve
cfg = json.loads(sys.argv[1])
cfg["data_dir"] = Path(cfg["data_dir"])
serve(Settings(**cfg), port=int(sys.argv[2]), log_level="warning")
"""
FAST = {"bot_delay": 0.0, "rate": 1000.0, "grace": 30.0, "timer_min": 0.05, "http_rate": 0, "get_rate": 0,
        "allow_seed": True,
        # every test client comes from 127.0.0.1: the per-address caps are tested with their own values (test_limits)
        "max_waiting_per_address": 10000, "max_unattended_per_address": 10000, "max_absent_seats_per_address": 0, "new_player_burst": 10000, "chat_burst": 10000, "ws_connect_rate": 0,
        "max_ws_per_address": 10000, "max_spectators_per_address": 10000,
        "lobby_per_address": 10000, "tournaments_open": 10000, "tournaments_burst": 10000}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class ServerProc:
    """``python -c LAUNCH``: killed with SIGKILL (nothing flushed, nothing said goodbye) when asked."""

    def __init__(self, data_dir: Path, **settings: Any) -> None:
        self.cfg = {**FAST, **settings, "data_dir": str(data_dir)}
        self.port = free_port()
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws_base(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def start(self) -> ServerProc:
        env = {**os.environ, "PYTHONPATH": str(SRC) + os.pathsep + os.environ.get("PYTHONPATH", "")}
        self.proc = subprocess.Popen([sys.executable, "-c", LAUNCH, json.dumps(self.cfg), str(self.port)], env=env)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the server exited with {self.proc.returncode}")
            try:
                if httpx.get(self.base + "/api/games", timeout=1).status_code == 200:
                    return self
            except httpx.HTTPError:
                time.sleep(0.05)
        raise RuntimeError("the server did not start in 30 s")

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()

    def post(self, path: str, body: Any = None, **kw: Any) -> httpx.Response:
        return httpx.post(self.base + path, json=body, timeout=10, **kw)

    def get(self, path: str) -> httpx.Response:
        return httpx.get(self.base + path, timeout=10)

    def create(self, **body: Any) -> dict[str, Any]:
        r = self.post("/api/tables", body)
        assert r.status_code == 200, r.text
        data: dict[str, Any] = r.json()
        return data

    def join(self, code: str, name: str, seat: int | None = None) -> dict[str, Any]:
        body: dict[str, Any] = {"name": name}
        if seat is not None:
            body["seat"] = seat
        r = self.post(f"/api/tables/{code}/join", body)
        assert r.status_code == 200, r.text
        data: dict[str, Any] = r.json()
        return data


