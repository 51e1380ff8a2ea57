from __future__ import annotations

import json
from pathlib import Path

import pytest

from taverna.core import BadRecord
from taverna.records import dumps, load, replay, save, summary

RECORD = Path(__file__).parents[1] / "records" / "cucu" / "cambio-rulebook-set1.json"
GOOD = json.loads(RECORD.read_text())


def with_(**changes: object) -> dict[str, object]:
    rec = dict(GOOD)
    for k, v in changes.items():
        if v is None:
            rec.pop(k, None)
        else:
            rec[k] = v
    return rec


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"format": "taverna/2"}, "format must be 'taverna/1'"),
        ({"game": "poker"}, "game must be one of"),
        ({"rules": None}, "needs rules"),
        ({"rules": "moscow"}, "unknown rule set 'moscow'"),
        ({"options": [1]}, "options must be an object"),
        ({"options": {"colour": "red"}}, "unknown option 'colour'"),
        ({"players": []}, "players must be a non-empty list"),
        ({"players": ["A", "A"]}, "unique"),
        ({"players": ["A", ""]}, "players[1]"),
        ({"dealer": "Z"}, "dealer must be one of the players"),
        ({"seed": "x"}, "seed must be an integer"),
        ({"shuffles": [["2", "bogus"]]}, "unknown Cuckoo-pack card 'bogus'"),
        ({"shuffles": [["15", "15", "15"]]}, "more copies"),
        ({"shuffles": "2,3"}, "shuffles must be a list"),
        ({"actions": [["B"]]}, "actions[0] must be"),
        ({"actions": [["Z", "keep"]]}, "not one of the players"),
        ({"actions": [["C", "keep"]]}, "actions[0]: C keep is not legal"),
    ],
)
def test_malformed_records_say_what_is_wrong(changes: dict[str, object], message: str) -> None:
    with pytest.raises(BadRecord) as exc:
        replay(with_(**changes))
    assert message in str(exc.value)


def test_not_json() -> None:
    with pytest.raises(BadRecord, match="not JSON"):
        load('{"format": ')


def test_round_trip(tmp_path: Path) -> None:
    m = replay(GOOD)
    path = save(m, tmp_path / "r.json")
    again = load(path)
    assert again["actions"] == GOOD["actions"]
    assert summary(again) == m.summary()
    assert json.loads(dumps(GOOD)) == GOOD


def test_a_record_may_stop_midway() -> None:
    s = summary(with_(actions=GOOD["actions"][:3]))
    assert s["finished"] is False and s["to_act"] and s["deals"] == []
