"""Every state message carries the action log's hash chain; the final record holds the last head.

A person plays Kille against two bots, a spectator watches: each state at version n carries the chain's
head over the record's first n actions, the last state's head is the record's ``chain``, and
``taverna verify --hash`` accepts the record with it.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from typer.testing import CliRunner

from taverna.cli.main import app
from taverna.records.chain import chain_head, chain_start

from .conftest import Client, ServerProc, play_to_end, watch_to_end


def test_the_hash_in_the_last_state_message_is_the_records_chain(server: ServerProc, tmp_path: Path) -> None:
    made = server.create(game="kille", seats=3, name="Ugo", bots={"1": "simple", "2": "simple"})
    code = made["table"]["code"]
    commitment = made["table"]["fair"]["commitment"]

    async def run() -> tuple[Client, Client]:
        async with Client(server, code, made["token"]) as player, Client(server, code) as spectator:
            await asyncio.gather(play_to_end(player, "kille", 5), watch_to_end(spectator))
            return player, spectator

    player, spectator = asyncio.run(run())
    r = server.get(f"/api/tables/{code}/record")
    assert r.status_code == 200, r.text
    record = r.json()
    actions = record["actions"]
    assert record["chain"] == chain_head(record["commitment"], record["salt"], actions)
    for c in (player, spectator):
        states = [m for m in c.messages if m["type"] == "state"]
        assert states and all("chain" in m for m in states)
        for m in states:  # the head at version n is the chain over the first n actions
            assert m["chain"] == chain_head(commitment, record["salt"], actions[: m["version"]])
        assert states[-1]["version"] == len(actions)
        assert states[-1]["chain"] == record["chain"]
    assert chain_start(commitment) != record["chain"]
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    seen = [m for m in player.messages if m["type"] == "state"][-1]["chain"]
    res = CliRunner().invoke(app, ["verify", str(path), "--hash", seen])
    assert res.exit_code == 0, res.output
    assert "the chain is the hash shown at the table" in res.output
