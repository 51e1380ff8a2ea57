"""How long a match lasts (issue 29, item 11): the shipped measurements and what is read from them."""

from __future__ import annotations

import datetime as dt
import importlib.util
import json
from pathlib import Path

from taverna.bots import get_bot, play_bots
from taverna.core import Rng
from taverna.games import create_match, games
from taverna.games.lengths import _interp, data, estimate, length_options, progress
from taverna.server.db import Store, actions_t

ROOT = Path(__file__).resolve().parents[2]


def test_every_game_and_rule_set_has_measured_lengths() -> None:
    measured = data()["games"]
    for info in games().values():
        for rules in info.rule_sets:
            entry = measured.get(info.id, {}).get(rules)
            assert entry, f"{info.id}/{rules}: run benchmarks/match_length.py --games {info.id}"
            assert str(entry["usual_players"]) in entry["seats"], (info.id, rules)
            est = estimate(info.id, rules, {}, entry["usual_players"])
            assert est is not None and est["deals"] >= 1 and est["minutes"] > 0, (info.id, rules)
    assert data()["seconds_measured"], "the file says where the seconds per decision come from"


def test_the_estimate_follows_the_options_and_seats() -> None:
    assert "lives" in length_options("coteccio", "trieste")
    lives = [estimate("coteccio", "trieste", {"lives": n}, 4) for n in (1, 4, 8)]
    assert lives[0] is not None and lives[1] is not None and lives[2] is not None
    assert lives[0]["deals"] < lives[1]["deals"] < lives[2]["deals"]
    exact = estimate("torionfo", "standard", {"deals": 8}, 4)
    assert exact is not None and exact["fixed"] == 8 and exact["deals"] == 8
    default = estimate("torionfo", "standard", {}, 4)
    assert default is not None and default["fixed"] == 4
    # an option value between two measured ones lies between them; an unknown option changes nothing
    tokens = [estimate("cucu", "campli", {"tokens": n}, 6) for n in (3, 4, 5)]
    assert all(t is not None for t in tokens)
    assert min(tokens[0]["deals"], tokens[2]["deals"]) <= tokens[1]["deals"] <= max(tokens[0]["deals"],  # type: ignore[index]
                                                                                   tokens[2]["deals"])  # type: ignore[index]
    assert estimate("cucu", "campli", {"stake": 9}, 6) == estimate("cucu", "campli", {}, 6)
    assert _interp([(2, 10.0), (4, 20.0)], 3) == 15.0 and _interp([(2, 10.0), (4, 20.0)], 6) == 30.0
    assert estimate("nope", None, {}, 4) is None


def test_progress_says_the_deal_and_of_how_many_and_who_is_still_in() -> None:
    players = ["A", "B", "C", "D"]
    m = create_match("torionfo", rules="standard", options={}, players=players, seed=3)
    assert progress(m) == {"deal": 1, "deals": 4, "players": 4, "alive": 4}
    m = create_match("coteccio", rules="trieste", options={"lives": 1}, players=players, seed=3)
    play_bots(m, {p: get_bot("coteccio", "simple") for p in players}, {p: Rng(i) for i, p in enumerate(players)})
    done = progress(m)
    assert done["deal"] == len(m.deals) and done["alive"] == 1 and done["players"] == 4  # type: ignore[attr-defined]
    m = create_match("cucu", rules="bga", options={}, players=players, seed=3)
    assert progress(m)["set"] == 1 and progress(m)["sets"] == 6
    json.dumps(progress(m))


def test_a_persons_seconds_per_decision_are_measured_from_a_servers_stored_actions(tmp_path: Path) -> None:
    """``benchmarks/match_length.py --db``: the median time before each action a person decided."""
    spec = importlib.util.spec_from_file_location("match_length", ROOT / "benchmarks" / "match_length.py")
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    url = f"sqlite:///{tmp_path / 'taverna.sqlite3'}"
    store = Store(url)
    store.migrate()
    start = dt.datetime(2026, 11, 27, 20, 0, tzinfo=dt.UTC)
    tid = store.create_table(code="ABCDEF", game="cucu", rules="bga", options={}, seed=1, status="playing",
                             timer=None, creator=0, created=start, seats=[])  # fmt: skip
    # (seconds after the start, who decided): the person's gaps are 4, 6 and 5 s; one of 20 min (away) is left out
    steps = [(0, "bot"), (4, "person"), (4.5, "bot"), (10.5, "person"), (11, "auto"), (16, "person"), (1216, "person")]
    with store.begin() as conn:
        for seq, (at, by) in enumerate(steps):
            conn.execute(actions_t.insert().values(table_id=tid, seq=seq, player="P", word="keep", arg=None,
                                                   created=start + dt.timedelta(seconds=at), decided_by=by))  # fmt: skip
    store.close()
    seconds, count = script.person_seconds(url)
    assert (seconds, count) == (5.0, 3)
