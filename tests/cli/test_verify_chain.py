"""The action log's hash chain (records/chain.py): ``taverna verify`` proves the moves, not only the deal.

Before the chain, a record with a middle action deleted passed ``verify`` whenever it still replayed to the
same result (the summary it holds); now the record's ``chain`` is recomputed from its actions and such a
record fails, and ``--hash`` checks a record against the hash a player saw at the table.
"""

from __future__ import annotations

import json
import secrets
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from taverna.bots import get_bot
from taverna.cli.main import app
from taverna.core import Rng, TavernaError, replay_actions
from taverna.core.rng import HMAC_SHA256
from taverna.games import create_match
from taverna.records import load, new_match
from taverna.records.chain import Chain, canonical, chain_head, chain_start, chain_step
from taverna.records.fair import commitment


def _fair_record(seed: int) -> dict[str, Any]:
    """A finished Campli match played by bots, as a fair table's final record (seed, salt, commitment, chain)."""
    m = create_match("cucu", rules="campli", players=["Ada", "Bruno", "Carla"], seed=seed, rng=HMAC_SHA256)
    bot, rng = get_bot("cucu", "simple"), Rng(seed)
    while not m.finished:
        p = m.to_act()[0]
        m.apply(p, bot.choose(m.view(p), m.legal_actions(p), rng))
    rec = m.record()
    salt = secrets.token_hex(32)
    rec["salt"], rec["commitment"] = salt, commitment(HMAC_SHA256, seed, salt)
    rec["summary"] = json.loads(json.dumps(m.summary()))
    rec["chain"] = chain_head(rec["commitment"], salt, rec["actions"])
    return rec


def _same_result_without_one_action() -> tuple[dict[str, Any], list[list[Any]]]:
    """A record and its actions with one middle action deleted that still replay to the record's summary."""
    for seed in range(40):
        rec = _fair_record(seed)
        actions = rec["actions"]
        for i in range(1, len(actions) - 1):
            fewer = actions[:i] + actions[i + 1 :]
            try:
                summary = replay_actions(new_match(rec), fewer).summary()
            except TavernaError:
                continue
            if json.loads(json.dumps(summary)) == rec["summary"]:
                return rec, fewer
    raise AssertionError("no record found whose middle action can be deleted without changing the result")


def _verify(tmp_path: Path, rec: dict[str, Any], *extra: str) -> Any:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(rec), encoding="utf-8")
    return CliRunner().invoke(app, ["verify", str(path), *extra])


def test_a_deleted_middle_action_that_keeps_the_result_fails_verify(tmp_path: Path) -> None:
    rec, fewer = _same_result_without_one_action()
    assert _verify(tmp_path, rec).exit_code == 0
    tampered = dict(rec, actions=fewer)
    # without the chain (how records were before it) the deletion passed: the replay reaches the same summary
    old_style = {k: v for k, v in tampered.items() if k != "chain"}
    assert _verify(tmp_path, old_style).exit_code == 0
    res = _verify(tmp_path, tampered)
    assert res.exit_code == 1, res.output
    assert "NOT FAIR: chain mismatch" in res.output and "deleted, added or altered" in res.output
    # the chain recomputed for the shorter log does not help: it is not the hash the players saw
    rechained = dict(tampered, chain=chain_head(rec["commitment"], rec["salt"], fewer))
    assert _verify(tmp_path, rechained).exit_code == 0
    res = _verify(tmp_path, rechained, "--hash", rec["chain"])
    assert res.exit_code == 1 and "not the hash you saw at the table" in res.output, res.output


def test_an_altered_or_reordered_action_fails_and_the_seen_hash_is_checked(tmp_path: Path) -> None:
    rec = _fair_record(3)
    ok = _verify(tmp_path, rec, "--hash", rec["chain"].upper())
    assert ok.exit_code == 0, ok.output
    assert "the chain is the hash shown at the table" in ok.output
    swapped = [list(a) for a in rec["actions"]]
    swapped[1], swapped[2] = swapped[2], swapped[1]
    assert _verify(tmp_path, dict(rec, actions=swapped)).exit_code == 1
    assert "chain mismatch" in _verify(tmp_path, dict(rec, chain="0" * 64)).output
    bad = _verify(tmp_path, rec, "--hash", "xyz")
    assert bad.exit_code == 1 and "is not 64 hexadecimal digits" in bad.output
    no_chain = {k: v for k, v in rec.items() if k != "chain"}
    res = _verify(tmp_path, no_chain, "--hash", rec["chain"])
    assert res.exit_code == 1 and "has no chain" in res.output
    assert _verify(tmp_path, dict(rec, chain="not hex")).exit_code == 2  # a malformed chain: not a record


def test_old_records_without_a_chain_still_load_and_verify(tmp_path: Path) -> None:
    rec = {k: v for k, v in _fair_record(4).items() if k != "chain"}
    assert load(rec) == rec
    res = _verify(tmp_path, rec)
    assert res.exit_code == 0 and "has no chain" in res.output, res.output


def test_the_chain_is_the_documented_construction() -> None:
    salt, com = "ab" * 32, "cd" * 32
    import hashlib

    h0 = hashlib.sha256(f"taverna-chain/1:{com}".encode("ascii")).hexdigest()
    assert chain_start(com) == h0
    entry = ["Ada", "play", {"card": "Ko", "b": [1, 2]}]
    assert canonical(entry) == b'["Ada","play",{"b":[1,2],"card":"Ko"}]'
    h1 = hashlib.sha256(bytes.fromhex(h0) + bytes.fromhex(salt) + canonical(entry)).hexdigest()
    assert chain_step(h0, salt, entry) == h1 == chain_head(com, salt, [entry])
    # the running chain a table keeps gives the same heads, and drops those past a rebuilt (shorter) history
    entries: list[list[Any]] = [["Ada", "keep"], ["Bruno", "exchange"], entry]
    c = Chain(com, salt)
    assert c.head(3, entries.__getitem__) == chain_head(com, salt, entries)
    assert c.head(1, entries.__getitem__) == chain_head(com, salt, entries[:1])
    assert c.head(3, entries.__getitem__) == chain_head(com, salt, entries)
