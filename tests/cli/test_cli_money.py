"""Cuajo's money, kept in cents (docs/records-cuajo.md), said as an amount of money in the reader's language by
``taverna replay`` and ``taverna verify`` ("-$0.50", "-0,50 $US"), never as "money -50"."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from taverna.cli.main import app
from taverna.games import create_match

runner = CliRunner()


def _cuajo_record(tmp_path: Path) -> tuple[Path, dict[str, int]]:
    m = create_match("cuajo", players=["Ann", "Bo", "Cy", "Di"], seed=3)
    rng = random.Random(1)
    while not m.finished:
        p = m.to_act()[0]
        m.apply(p, rng.choice(m.legal_actions(p)))
    path = tmp_path / "cuajo.json"
    path.write_text(json.dumps(m.record()), encoding="utf-8")
    return path, {p: int(c["money"]) for p, c in m.summary()["players"].items()}


@pytest.mark.parametrize(("lang", "dollars"), [("en", r"-?\$\d+\.\d\d"), ("fr", r"-?\d+,\d\d\s\$US"), ("it", r"-?\d+,\d\d\sUSD")])
def test_replay_and_verify_say_cuajo_money_as_money(tmp_path: Path, lang: str, dollars: str) -> None:
    path, money = _cuajo_record(tmp_path)
    assert any(money.values())  # (a match that moved money)
    for command in ("replay", "verify"):
        res = runner.invoke(app, [command, str(path), "--lang", lang], terminal_width=200)
        # (verify says this record is not fair, exit status 1: it has no commitment; its replay is fine)
        assert res.exit_code == 0 or (command == "verify" and res.exit_code == 1), res.output
        assert not re.search(r"money -?\d|argent -?\d|denaro -?\d", res.output), res.output
        for p, cents in money.items():
            amount = f"{abs(cents) // 100}{'.' if lang == 'en' else ','}{abs(cents) % 100:02d}"
            assert re.search(rf"{p}\s*:?\s*-?\$?{re.escape(amount)}", res.output), (command, p, cents, res.output[-600:])
        assert re.search(dollars, res.output), res.output[-600:]
