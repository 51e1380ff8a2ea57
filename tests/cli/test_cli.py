from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from taverna.cli.main import app

RECORD = Path(__file__).parents[1] / "records" / "cucu" / "cambio-rulebook-set1.json"
runner = CliRunner()


def test_games_lists_every_rule_set_and_option() -> None:
    res = runner.invoke(app, ["games"])
    assert res.exit_code == 0
    for word in ("campli", "lu-stu", "cambio", "bga", "anti-cuckoo", "remove-matto", "length"):
        assert word in res.output
    res = runner.invoke(app, ["games", "--json"])
    data = json.loads(res.output)
    cucu = next(g for g in data if g["id"] == "cucu")
    assert set(cucu["rule_sets"]) == {
        "campli", "lu-stu", "cambio", "bga", "le-her", "ranter", "coucou", "slabberjan", "gnav",
    }  # fmt: skip
    names = {rs: {o["name"] for o in cucu["rule_sets"][rs]["options"]} for rs in cucu["rule_sets"]}
    assert "tokens" in names["campli"] and "chips" not in names["campli"] and "lion" not in names["lu-stu"]
    assert "chips" in names["cambio"] and "tokens" not in names["cambio"] and "length" not in names["cambio"]
    assert {"length", "cuckoo-declare", "void"} <= names["bga"]
    assert {"stake", "deals"} <= names["le-her"] and not {"tokens", "chips", "void"} & names["le-her"]
    assert "deals" not in names["cambio"] and "deals" not in names["campli"]
    assert {"lives", "king", "ace", "ties", "dealer-king", "final-tie"} <= names["ranter"]
    assert {"lives", "dealer-three", "pack-size"} <= names["coucou"] and not {"ace", "chips"} & names["coucou"]
    assert not {"lives", "king", "dealer-three"} & (names["campli"] | names["cambio"] | names["le-her"])
    assert {"lives", "ties", "stock-matador", "pass-at-dealer", "cuckoo-fine", "fool-end"} <= names["gnav"]
    assert not {"king", "ace", "dealer-three", "chips"} & names["gnav"]
    assert not {"stock-matador", "cuckoo-fine"} & (names["ranter"] | names["coucou"] | names["campli"])


def test_games_in_another_language() -> None:
    from taverna.i18n.lobby import MESSAGES

    res = runner.invoke(app, ["games", "--json", "--lang", "ko"])
    assert res.exit_code == 0
    hypp = next(g for g in json.loads(res.output) if g["id"] == "hypp")
    assert hypp["title"] == MESSAGES["ko"]["hypp"]["title"]
    assert hypp["rule_sets"]["rulebook"]["options"][0]["help"] == MESSAGES["ko"]["hypp"]["option.limit"]
    res = runner.invoke(app, ["games", "--lang", "it"])
    assert res.exit_code == 0 and MESSAGES["it"]["coch"]["rules.rulebook"] in res.output
    res = runner.invoke(app, ["games", "--lang", "xx"])
    assert res.exit_code != 0 and "unknown language 'xx'" in res.output


def test_games_names_each_option_beside_its_id_in_the_language_chosen() -> None:
    from taverna.i18n.lobby import MESSAGES

    res = runner.invoke(app, ["games", "--lang", "ja"], terminal_width=200)
    assert res.exit_code == 0
    lines = res.output.splitlines()
    for option in ("deals", "max-turns"):  # (Cuajo's)
        label = MESSAGES["ja"]["cuajo"][f"label.{option}"]
        assert any(line.startswith(f"{option} {label} ") for line in lines), (option, label)
    json_ja = json.loads(runner.invoke(app, ["games", "--json", "--lang", "ja"]).output)
    cucu = next(g for g in json_ja if g["id"] == "cucu")
    ace = next(o for o in cucu["rule_sets"]["ranter"]["options"] if o["name"] == "ace")
    assert ace["choices"] == ["low", "high"] and ace["choice_labels"]["high"] == MESSAGES["ja"]["cucu"]["value.ace.high"]


def test_replay_json_is_the_summary_with_the_books_numbers() -> None:
    res = runner.invoke(app, ["replay", str(RECORD), "--json"])
    assert res.exit_code == 0
    s = json.loads(res.output)
    after = s["deals"][5]["after"]
    assert {k: after[k]["chips"] for k in "ABCDEF"} == {"A": 23, "B": 19, "C": 24, "D": 37, "E": 24, "F": 23}
    assert s["deals"][5]["losers"] == ["B", "E"]


def test_replay_shows_deals(tmp_path: Path) -> None:
    res = runner.invoke(app, ["replay", str(RECORD), "--lang", "it"])
    assert res.exit_code == 0
    assert "Mano 6" in res.output and "XV Cucù" in res.output


def test_replay_speaks_of_you_in_the_second_person(tmp_path: Path) -> None:
    """Issue 29 item 10: a record played in the terminal seats "You"; its replay said "You deals", "You loses"."""
    rec = json.loads(RECORD.read_text())
    who = rec["players"][0]
    text = RECORD.read_text().replace(f'"{who}"', '"You"')
    mine = tmp_path / "you.json"
    mine.write_text(text)
    summary = json.loads(runner.invoke(app, ["replay", str(mine), "--json"]).output)
    dealt = [i for i, d in enumerate(summary["deals"], 1) if d["dealer"] == "You"]
    lost = [d for d in summary["deals"] if "You" in d["losers"]]
    assert dealt and lost
    res = runner.invoke(app, ["replay", str(mine)], terminal_width=200)
    assert res.exit_code == 0, res.output
    assert f"Deal {dealt[0]}: You deal\n" in res.output or f"Deal {dealt[0]}: You deal (" in res.output, res.output
    assert "You lose" in res.output and "You loses" not in res.output and "You deals" not in res.output
    res = runner.invoke(app, ["replay", str(mine), "--lang", "it"], terminal_width=200)
    assert f"Mano {dealt[0]}: You dà le carte" in res.output


def test_bad_record_is_a_clear_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    rec = json.loads(RECORD.read_text())
    rec["actions"][0] = ["B", "fly"]
    bad.write_text(json.dumps(rec))
    res = runner.invoke(app, ["replay", str(bad), "--json"])
    assert res.exit_code == 2
    assert "actions[0]" in res.output and "fly" in res.output and "keep" in res.output
    res = runner.invoke(app, ["replay", str(tmp_path / "missing.json")])
    assert res.exit_code == 2 and "no such record" in res.output


def test_play_a_whole_match_from_standard_input(tmp_path: Path) -> None:
    out = tmp_path / "m.json"
    answers = "\n".join(["?"] + ["1"] * 3000) + "\n"
    res = runner.invoke(
        app, ["play", "cucu", "--rules", "campli", "--players", "3", "--seed", "4", "--save", str(out)], input=answers
    )
    assert res.exit_code == 0, res.output
    assert "Your card" in res.output and "Your choices" in res.output
    assert "Winner:" in res.output
    replayed = runner.invoke(app, ["replay", str(out), "--json"])
    assert json.loads(replayed.output)["finished"] is True


def test_play_rejects_bad_options() -> None:
    res = runner.invoke(app, ["play", "cucu", "--rules", "cambio", "-o", "colour=red"])
    assert res.exit_code == 2 and "valid options" in res.output
    res = runner.invoke(app, ["play", "cucu", "--rules", "nowhere"])
    assert res.exit_code == 2 and "valid rule sets" in res.output


def test_the_rules_help_names_every_rule_set_the_registry_has() -> None:
    """`--rules` in play, arena, selfplay and analyze lists the rule sets from the registry (a rule set added to a
    game appears there without editing the command: Slabberjan and Krypkille's Kille pack had been left out)."""
    import re

    from taverna.games import games

    for command in ("play", "arena", "analyze"):
        res = runner.invoke(app, [command, "--help"])
        assert res.exit_code == 0, res.output
        text = " ".join(res.output.split()).replace("- ", "-")  # (the help wraps lines, "le-her" too)
        wanted = ["cucu"] if command == "analyze" else [g for g, i in games().items() if len(i.rule_sets) > 1]
        for gid in wanted:
            listed = re.search(rf"\b{gid}: ([a-z0-9, -]+?)(?:;|\))", text)
            assert listed, (command, gid, text[:500])
            assert [r.strip() for r in listed.group(1).split(",")] == list(games()[gid].rule_sets), (command, gid)
