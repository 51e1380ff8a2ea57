"""A real Taverna server for the browser tests: a subprocess on a free loopback port."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

SRC = Path(__file__).resolve().parents[3] / "src"
LAUNCH = """
import json, sys
from pathlib import Path
from taverna.server import Settings, serve
cfg = json.loads(sys.argv[1])
cfg["data_dir"] = Path(cfg["data_dir"])
serve(Settings(**cfg), port=int(sys.argv[2]), log_level="warning")
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class BrowserServer:
    def __init__(self, data_dir: Path, **settings: Any) -> None:
        self.cfg = {"bot_delay": 0.0, "grace": 30.0, "http_rate": 0, **settings, "data_dir": str(data_dir)}
        self.port = free_port()
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> BrowserServer:
        env = {**os.environ, "PYTHONPATH": str(SRC) + os.pathsep + os.environ.get("PYTHONPATH", "")}
        self.proc = subprocess.Popen([sys.executable, "-c", LAUNCH, json.dumps(self.cfg), str(self.port)], env=env)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the server exited with status {self.proc.returncode}")
            try:
                with urllib.request.urlopen(self.base + "/api/games", timeout=1) as r:
                    if r.status == 200:
                        return self
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("the server did not answer within 30 s")

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()

    def post(self, path: str, body: dict[str, Any]) -> Any:
        req = urllib.request.Request(
            self.base + path, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
        )
        with urllib.request.urlopen(req, timeout=10) as r:
            return json.loads(r.read())

    def get(self, path: str) -> Any:
        with urllib.request.urlopen(self.base + path, timeout=10) as r:
            return json.loads(r.read())
