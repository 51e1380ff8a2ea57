"""``taverna verify``: exit 0 for a fair table's record, 1 with the reason when it is not, 2 for no record."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from taverna.bots import RandomBot
from taverna.cli.main import app
from taverna.core import Rng
from taverna.games import create_match
from taverna.records.fair import commitment


def _fair_record(seed: int = 2**256 - 99, salt: str = "5a" * 32) -> dict[str, Any]:
    m = create_match("kille", players=["A", "B", "C"], seed=seed, rng="hmac-sha256")
    bot, rng = RandomBot(), Rng(3)
    while not m.finished:
        p = m.waiting_for()[0]
        m.apply(p, bot.choose(m.view(p), m.legal_actions(p), rng))
    rec = m.record()
    rec.update(salt=salt, commitment=commitment("hmac-sha256", seed, salt), summary=m.summary())
    return rec


def _run(tmp_path: Path, rec: Any, *extra: str) -> Any:
    path = tmp_path / "rec.json"
    path.write_text(rec if isinstance(rec, str) else json.dumps(rec), encoding="utf-8")
    return CliRunner().invoke(app, ["verify", str(path), *extra])


def test_verify_a_fair_record_and_its_tampered_copies(tmp_path: Path) -> None:
    rec = _fair_record()
    ok = _run(tmp_path, rec)
    assert ok.exit_code == 0, ok.output
    assert "ok: commitment" in ok.output and "fair:" in ok.output and "winner" in ok.output
    verdict = json.loads(_run(tmp_path, rec, "--json").output)
    assert verdict["fair"] and verdict["reasons"] == [] and verdict["summary"]["finished"]
    bad = _run(tmp_path, dict(rec, seed=rec["seed"] + 1))
    assert bad.exit_code == 1 and "NOT FAIR: commitment mismatch" in bad.output
    verdict = json.loads(_run(tmp_path, dict(rec, salt="5b" + rec["salt"][2:]), "--json").output)
    assert not verdict["fair"] and "commitment mismatch" in verdict["reasons"][0]
    actions = [list(a) for a in rec["actions"]]
    actions[0][2] = "fool" if actions[0][2] != "fool" else "lion"
    bad = _run(tmp_path, dict(rec, actions=actions))
    assert bad.exit_code == 1 and "NOT FAIR: replay error: actions[0]" in bad.output
    plain = create_match("kille", players=["A", "B", "C"], seed=5).record()  # an offline record: no commitment
    bad = _run(tmp_path, plain)
    assert bad.exit_code == 1 and "no commitment" in bad.output and "not hmac-sha256" in bad.output
    assert _run(tmp_path, "{oops").exit_code == 2
    assert _run(tmp_path, dict(rec, rng="xorshift")).exit_code == 2
    missing = CliRunner().invoke(app, ["verify", str(tmp_path / "nowhere.json")])
    assert missing.exit_code == 2 and "no such record file" in missing.output
