"""Rules scenarios of Cucù: every worked example and numbered case of the seed documents, as taverna/1 records.

Each ``tests/records/cucu/NAME.json`` is a pure record; ``NAME.expect.json`` holds where it comes from (``source``),
what it checks (``why``) and a *partial* expected summary (``summary``).  The record is replayed and the expected
summary must be contained in the actual one:

* dicts are compared by the keys the expectation names (recursively);
* ``deals`` may be a list (then the number of deals must match and each deal is compared as a partial dict) or a
  dict keyed by deal index (``{"0": {...}, "3": {...}}``) to check only some deals;
* ``revealed`` is compared exactly (a dead card or a player who lost during the exchanges is not exposed);
* ``losers`` and ``to_act`` are compared as sets of names (the spec fixes no order);
* any other list is compared exactly.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

RECORDS = Path(__file__).resolve().parents[1] / "records" / "cucu"
SET_KEYS = ("losers", "to_act")
EXACT_KEYS = ("revealed",)


def scenario_names() -> list[str]:
    return sorted(p.name[: -len(".expect.json")] for p in RECORDS.glob("*.expect.json"))


def replay_summary(record: dict[str, Any]) -> dict[str, Any]:
    """The summary ``taverna replay --json`` would print for ``record``."""
    try:
        from taverna.records import summary  # type: ignore[attr-defined]
    except ImportError:
        summary = None
    if summary is not None:
        return summary(record)
    from taverna.core import replay_actions
    from taverna.games import create_match

    match = create_match(
        record["game"],
        players=record["players"],
        rules=record.get("rules"),
        options=record.get("options"),
        dealer=record.get("dealer"),
        seed=record.get("seed", 0),
        shuffles=record.get("shuffles"),
    )
    replay_actions(match, record.get("actions", []))
    return match.summary()


def contains(expected: Any, actual: Any, path: str = "summary") -> list[str]:
    """The differences between a partial expectation and the actual value (empty: it is contained)."""
    key = path.rsplit(".", 1)[-1]
    if key == "deals" and isinstance(expected, dict):
        if not isinstance(actual, list):
            return [f"{path}: expected a list of deals, got {actual!r}"]
        diffs: list[str] = []
        for k, sub in expected.items():
            i = int(k)
            if i >= len(actual):
                diffs.append(
                    f"{path}[{i}]: missing (only {len(actual)} deals finished)"
                )
            else:
                diffs += contains(sub, actual[i], f"{path}[{i}]")
        return diffs
    if key == "deals" and isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            n = len(actual) if isinstance(actual, list) else actual
            return [f"{path}: expected {len(expected)} deals, got {n}"]
        return [
            d
            for i, (e, a) in enumerate(zip(expected, actual))
            for d in contains(e, a, f"{path}[{i}]")
        ]
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{path}: expected an object, got {actual!r}"]
        diffs = []
        if key in EXACT_KEYS and set(actual) != set(expected):
            diffs.append(
                f"{path}: expected exactly the names {sorted(expected)}, got {sorted(actual)}"
            )
        for k, sub in expected.items():
            if k not in actual:
                diffs.append(f"{path}.{k}: missing (actual keys: {sorted(actual)})")
            else:
                diffs += contains(sub, actual[k], f"{path}.{k}")
        return diffs
    if isinstance(expected, list) and key in SET_KEYS:
        if not isinstance(actual, list) or sorted(set(actual)) != sorted(set(expected)):
            return [f"{path}: expected {sorted(set(expected))}, got {actual!r}"]
        return []
    if expected != actual or isinstance(expected, bool) != isinstance(actual, bool):
        return [f"{path}: expected {expected!r}, got {actual!r}"]
    return []


def test_there_are_scenarios() -> None:
    assert len(scenario_names()) >= 25
    for name in scenario_names():
        assert (RECORDS / f"{name}.json").exists(), (
            f"{name}.expect.json has no record {name}.json"
        )


def test_every_expectation_is_documented() -> None:
    for name in scenario_names():
        exp = json.loads((RECORDS / f"{name}.expect.json").read_text(encoding="utf-8"))
        assert set(exp) == {"source", "why", "summary"}, name
        assert exp["source"].strip() and exp["why"].strip(), name
        rec = json.loads((RECORDS / f"{name}.json").read_text(encoding="utf-8"))
        assert rec["format"] == "taverna/1" and rec["game"] == "cucu", name


def test_checker_itself() -> None:
    actual = {
        "pool": 3,
        "deals": [
            {
                "losers": ["B", "A"],
                "revealed": {"A": "1"},
                "after": {"A": {"tokens": 2}},
            }
        ],
    }
    assert contains({"deals": {"0": {"losers": ["A", "B"]}}}, actual) == []
    assert contains({"deals": [{"revealed": {"A": "1"}}]}, actual) == []
    assert contains({"deals": {"0": {"revealed": {}}}}, actual)
    assert contains({"deals": {"1": {}}}, actual)
    assert contains({"pool": 4}, actual)
    assert contains(
        {"deals": {"0": {"after": {"A": {"tokens": 2, "out": False}}}}}, actual
    )


@pytest.mark.parametrize("name", scenario_names())
def test_scenario(name: str) -> None:
    pytest.importorskip("taverna.games.cucu")
    record = json.loads((RECORDS / f"{name}.json").read_text(encoding="utf-8"))
    exp = json.loads((RECORDS / f"{name}.expect.json").read_text(encoding="utf-8"))
    actual = replay_summary(record)
    diffs = contains(exp["summary"], actual)
    assert not diffs, f"{name} ({exp['source'][:120]}...):\n  " + "\n  ".join(diffs)
