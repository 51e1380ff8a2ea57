"""What the players' and results' tests share: make a player, read a profile, wait for a history, play a table."""

from __future__ import annotations

import asyncio
import time
from typing import Any

from .conftest import Client, ServerProc, play_to_end


def make_player(server: ServerProc, name: str) -> dict[str, Any]:
    r = server.post("/api/players", {"name": name})
    assert r.status_code == 200, r.text
    data: dict[str, Any] = r.json()
    return data


def profile(server: ServerProc, pid: int) -> dict[str, Any]:
    r = server.get(f"/api/players/{pid}")
    assert r.status_code == 200, r.text
    data: dict[str, Any] = r.json()
    return data


def wait_history(server: ServerProc, pid: int, n: int, timeout: float = 20) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while True:
        prof = profile(server, pid)
        if len(prof["history"]) >= n or time.monotonic() > deadline:
            return prof
        time.sleep(0.05)


async def play_table(server: ServerProc, code: str, tokens: list[str], seed: int) -> None:
    clients = [Client(server, code, tok) for tok in tokens]
    for c in clients:
        await c.__aenter__()
    try:
        await asyncio.gather(*(play_to_end(c, "cucu", seed + i) for i, c in enumerate(clients)))
    finally:
        for c in clients:
            await c.__aexit__()
