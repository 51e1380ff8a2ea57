"""The wire: bytes and requests of a first and a second visit to the lobby and to a table page, in Chromium.

Starts a server in a subprocess (SQLite in a temporary directory; ``--src`` picks another checkout's
``src`` to measure it the same way), makes a table with bots (two seats, the second a bot, so that its page
has a match to draw), and opens each page in Debian's Chromium through Playwright, as a person would: a fresh
browser context (empty cache) for the first visit, then a new tab of the same context for the second
(the browser's cache kept, as when coming back later).  Each visit waits until the page's network is idle.

Counted from the browser's own network log (the DevTools protocol): ``requests`` that went to the server
(304 answers included; the websocket is not counted), ``from_cache`` (taken from the browser's cache without
asking), ``bytes``, what came over the wire (headers and bodies, as the browser received them, after
compression), ``body_bytes``, the bodies once decoded (a 304's: the cached body it stands for), and ``status``
(how many answers of each status came over the wire).

    python benchmarks/bench_wire.py
    python benchmarks/bench_wire.py --src /tmp/before/src     # another version of the server, the same way
    python benchmarks/bench_wire.py --no-encoding             # a client that offers no compression
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

import httpx

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]  # fmt: skip
LAUNCH = """
import json, sys
from pathlib import Path
from taverna.server import Settings, serve
cfg = json.loads(sys.argv[1])
cfg["data_dir"] = Path(cfg["data_dir"])
serve(Settings(**cfg), port=int(sys.argv[2]), log_level="warning")
"""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _start(src: Path, data_dir: str) -> tuple[subprocess.Popen[bytes], str]:
    port = _free_port()
    cfg = {"data_dir": data_dir, "http_rate": 0, "bot_delay": 0.5}
    env = {**os.environ, "PYTHONPATH": str(src)}
    # a session of its own: the server and its helper processes are stopped together (_stop)
    proc = subprocess.Popen([sys.executable, "-c", LAUNCH, json.dumps(cfg), str(port)], env=env, start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit(f"the server exited with {proc.returncode}")
        try:
            if httpx.get(base + "/healthz", timeout=1).status_code == 200:
                return proc, base
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    _stop(proc)
    raise SystemExit("the server did not start in 60 s")


def _stop(proc: subprocess.Popen[bytes]) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()


def _visit(context: Any, url: str, init: str | None = None) -> dict[str, Any]:
    """Open ``url`` in a new tab of ``context`` and count what its loading asked of the network."""
    page = context.new_page()
    if init:
        page.add_init_script(init)
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    sent: dict[str, str] = {}
    cached: set[str] = set()
    status: dict[str, int] = {}
    wire_status: dict[str, int] = {}
    wire: dict[str, int] = {}
    body: dict[str, int] = {}
    cdp.on("Network.requestWillBeSent", lambda e: sent.__setitem__(e["requestId"], e["request"]["url"]))
    cdp.on("Network.requestServedFromCache", lambda e: cached.add(e["requestId"]))

    def received(e: dict[str, Any]) -> None:
        status[e["requestId"]] = e["response"]["status"]
        if e["response"].get("fromDiskCache") or e["response"].get("fromMemoryCache"):
            cached.add(e["requestId"])

    cdp.on("Network.responseReceived", received)
    # the status on the wire: a revalidated file (304) is reported above as the cached 200 it stands for
    cdp.on("Network.responseReceivedExtraInfo", lambda e: wire_status.__setitem__(e["requestId"], e["statusCode"]))
    cdp.on(
        "Network.dataReceived",
        lambda e: body.__setitem__(e["requestId"], body.get(e["requestId"], 0) + e["dataLength"]),
    )
    cdp.on("Network.loadingFinished", lambda e: wire.__setitem__(e["requestId"], int(e["encodedDataLength"])))
    page.goto(url, wait_until="networkidle")
    page.wait_for_timeout(300)
    page.close()
    net = [r for r in sent if r not in cached and r in status]
    return {
        "requests": len(net),
        "from_cache": len([r for r in sent if r in cached]),
        "bytes": sum(wire.get(r, 0) for r in net),
        "body_bytes": sum(body.get(r, 0) for r in net),
        "status": dict(sorted(Counter(str(wire_status.get(r, status[r])) for r in net).items())),
        "urls": sorted(sent[r].split("://", 1)[1].split("/", 1)[1] for r in net),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--src", type=Path, default=Path(__file__).resolve().parents[1] / "src")
    ap.add_argument(
        "--no-encoding", action="store_true", help="the browser offers no compression (Accept-Encoding: identity)"
    )
    ap.add_argument("--urls", action="store_true", help="list the paths each visit asked for")
    a = ap.parse_args()
    from playwright.sync_api import sync_playwright

    report: dict[str, Any] = {"src": str(a.src)}
    with tempfile.TemporaryDirectory() as tmp:
        proc, base = _start(a.src, tmp)
        try:
            r = httpx.post(
                base + "/api/tables",
                json={"game": "cucu", "rules": "campli", "seats": 2, "name": "Ann", "bots": {"1": "easy"}},
            )
            if r.status_code != 200:
                raise SystemExit(f"could not make a table: {r.status_code} {r.text}")
            res = r.json()
            code, seat, token = res["table"]["code"], res["seat"], res["token"]
            # the table page finds its seat in localStorage, as the lobby leaves it (api.js saveSeat)
            saved = json.dumps({code: {"seat": seat, "token": token}})
            seat_js = f"localStorage.setItem('taverna.seats', {json.dumps(saved)})"
            headers = {"Accept-Encoding": "identity"} if a.no_encoding else None
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
                for name, url, init in (("lobby", base + "/", None), ("table", f"{base}/t/{code}", seat_js)):
                    context = browser.new_context(extra_http_headers=headers)
                    report[name] = {"first": _visit(context, url, init), "second": _visit(context, url, init)}
                    context.close()
                browser.close()
        finally:
            _stop(proc)
    if not a.urls:
        for name in ("lobby", "table"):
            for visit in report[name].values():
                visit.pop("urls")
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
