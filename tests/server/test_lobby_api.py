"""The HTTP side of the lobby, the end of a match, the replay viewer and help at the table (issue 20).

Each fails without its feature: before, ``GET /api/games`` gave no player counts per rule set, an error
named no control, ``bots`` filled one seat at a time, and there was no summary, replay or help endpoint.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from taverna.games import games

from .conftest import Client, ServerProc, play_to_end


def test_each_rule_set_says_its_player_counts_and_usual_seats_which_are_creatable(server: ServerProc) -> None:
    described = {g["id"]: g for g in server.get("/api/games").json()["games"]}
    torionfo = described["torionfo"]["rule_sets"]["standard"]
    assert torionfo["seat_counts"] == [2, 4] and torionfo["usual_players"] == 4
    assert described["cucu"]["rule_sets"]["le-her"]["seat_counts"] == [2]
    for gid, g in described.items():
        for name, rs in g["rule_sets"].items():
            assert rs["usual_players"] in rs["seat_counts"], (gid, name)
            # the lobby's defaults (the usual count, no option changed) make a table
            r = server.post("/api/tables", {"game": gid, "rules": name, "seats": rs["usual_players"], "name": "Ann"})
            assert r.status_code == 200, (gid, name, r.text)


def test_a_rule_set_that_seats_more_than_its_game_may_be_asked_for_them(server: ServerProc) -> None:
    """Slabberjan seats 2 to 41 where Cucù's other rule sets seat at most 20: its counts, a table of 30 and its
    length are the engine's to refuse, not a check by the game's narrower range (before: 'cucu is for 2 to 20')."""
    slab = {g["id"]: g for g in server.get("/api/games").json()["games"]}["cucu"]["rule_sets"]["slabberjan"]
    assert slab["seat_counts"] == list(range(2, 42))
    bots = {str(i): "easy" for i in range(1, 30)}
    r = server.post("/api/tables", {"game": "cucu", "rules": "slabberjan", "seats": 30, "name": "Ann", "bots": bots})
    assert r.status_code == 200 and len(r.json()["table"]["seats"]) == 30, r.text
    assert server.get("/api/length?game=cucu&rules=slabberjan&seats=30&options={}").status_code == 200
    r = server.post("/api/tables", {"game": "cucu", "rules": "campli", "seats": 30, "name": "Ann"})
    assert r.status_code == 400 and "2 to 20" in r.json()["error"] and r.json()["field"] == "seats"
    r = server.post("/api/tables", {"game": "cucu", "rules": "slabberjan", "seats": 42, "name": "Ann"})
    assert r.status_code == 400 and "2 to 41" in r.json()["error"] and r.json()["field"] == "seats"


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"game": "torionfo", "seats": 3}, "seats"),
        ({"game": "cucu", "rules": "bga", "seats": 30}, "seats"),
        ({"game": "cucu", "rules": "bga", "seats": 3, "options": {"chips": 0}}, "option:chips"),
        ({"game": "cucu", "rules": "bga", "seats": 3, "options": {"nonsense": 1}}, "option:nonsense"),
        ({"game": "cucu", "rules": "bga", "seats": 3, "name": "You"}, "name"),
        ({"game": "cucu", "rules": "bga", "seats": 3, "name": "   "}, "name"),
        ({"game": "cucu", "rules": "bga", "seats": 3, "timer": 1e9}, "timer"),
        ({"game": "cucu", "rules": "bga", "seats": 2, "bots": {"0": "easy", "1": "easy"}}, None),
    ],
)
def test_a_refused_table_names_the_control_its_error_is_about(server: ServerProc, body: dict[str, Any], field: str | None) -> None:
    r = server.post("/api/tables", {"name": "Ann", **body})
    assert r.status_code == 400, r.text
    data = r.json()
    assert data["error"]
    assert data.get("field") == field


def test_the_creator_fills_every_empty_seat_with_bots_at_once_and_the_match_starts(server: ServerProc) -> None:
    res = server.create(game="cucu", rules="bga", seats=5, name="Ann", bots={"2": "easy"})
    code = res["table"]["code"]
    bea = server.join(code, "Bea")
    r = server.post(f"/api/tables/{code}/bots", {"token": bea["token"], "fill": True, "level": "random"})
    assert r.status_code == 403, "only the creator fills seats"
    r = server.post(f"/api/tables/{code}/bots", {"token": res["token"], "fill": True, "level": "random"})
    assert r.status_code == 200, r.text
    table = r.json()["table"]
    assert table["status"] == "playing"
    assert [s["kind"] for s in table["seats"]] == ["human", "human", "bot", "bot", "bot"]
    assert [s.get("level") for s in table["seats"][2:]] == ["easy", "random", "random"]
    r = server.post(f"/api/tables/{code}/bots", {"token": res["token"], "fill": True, "level": "random"})
    assert r.status_code == 409


def _finished_table(server: ServerProc) -> dict[str, Any]:
    res = server.create(game="cucu", rules="cambio", options={"chips": 2, "max-sets": 1}, seats=3, name="Ann",
                        bots={"1": "random", "2": "random"}, seed=5)  # fmt: skip
    code = res["table"]["code"]
    for path in ("replay", "summary"):  # not before the end: they would reveal the hidden cards
        assert server.get(f"/api/tables/{code}/{path}").status_code == 409

    async def play() -> None:
        async with Client(server, code, res["token"]) as c:
            await c.recv()
            await play_to_end(c, "cucu", 1)

    asyncio.run(play())
    return res


def test_a_finished_match_replays_step_by_step_with_every_card_and_the_log_in_the_language(server: ServerProc) -> None:
    res = _finished_table(server)
    code = res["table"]["code"]
    record = server.get(f"/api/tables/{code}/record").json()
    en = server.get(f"/api/tables/{code}/replay?lang=en").json()
    it = server.get(f"/api/tables/{code}/replay?lang=it").json()
    assert en["game"] == "cucu" and en["players"] == record["players"]
    assert len(en["steps"]) == len(record["actions"]) + 1
    assert [s["action"] for s in en["steps"][1:]] == record["actions"]
    # every card face up: after the deal each player in it holds a card the replay shows
    assert set(en["steps"][0]["hands"]) == set(record["players"])
    assert all(len(cards) == 1 for cards in en["steps"][0]["hands"].values())
    # the log in the page's language
    lines_en = [line for s in en["steps"] for line in s["lines"]]
    lines_it = [line for s in it["steps"] for line in s["lines"]]
    assert lines_en and len(lines_en) == len(lines_it) and lines_en != lines_it
    assert en["steps"][-1]["view"]["finished"] and en["summary"]["winner"] == record["summary"]["winner"]
    # the summary of the end of the match, with the counters as the first deal starts (2 chips, 1 paid as ante)
    summary = server.get(f"/api/tables/{code}/summary").json()
    assert summary["summary"] == record["summary"]
    assert summary["start"] == {p: {"chips": 1} for p in record["players"]}
    # the same record, opened as a file, replays the same
    uploaded = server.post("/api/replay?lang=en", record).json()
    assert uploaded["steps"] == en["steps"]


def test_a_record_file_that_does_not_replay_is_refused_in_words(server: ServerProc) -> None:
    r = server.post("/api/replay", {"format": "taverna/1", "game": "cucu", "rules": "bga", "players": ["A", "B"],
                                    "seed": 1, "actions": [["A", "fly"]]})  # fmt: skip
    assert r.status_code == 400 and "fly" in r.json()["error"]
    r = server.post("/api/replay", {"format": "other"})
    assert r.status_code == 400 and "format" in r.json()["error"]
    r = server.post("/api/replay", content=b"not json", headers={"content-type": "application/json"})
    assert r.status_code == 400


def test_every_game_has_its_rules_in_brief_in_five_languages_and_cucu_its_cards_per_rule_set(server: ServerProc) -> None:
    for gid in games():
        texts = {}
        for lang in ("en", "it", "ko", "ja", "fr"):
            h = server.get(f"/api/games/{gid}/help?lang={lang}").json()
            assert h["lang"] == lang and h["brief"], (gid, lang)
            assert 6 <= len(h["brief"].strip().splitlines()) <= 12, (gid, lang)
            texts[lang] = h["brief"]
        assert len(set(texts.values())) == 5, f"{gid}: a language repeats another"
    campli = server.get("/api/games/cucu/help?lang=en&rules=campli").json()["cards"]
    bga = server.get("/api/games/cucu/help?lang=en&rules=bga").json()["cards"]
    assert campli and bga and campli != bga
    assert any("token" in line for line in campli) and not any("token" in line for line in bga)
    assert server.get("/api/games/nope/help").status_code == 404


def test_each_game_says_how_long_its_bot_levels_think_over_a_move(server: ServerProc) -> None:
    # the lobby shows these beside the bot levels (docs/arena.md, "Bot levels": the measured table)
    for g in server.get("/api/games").json()["games"]:
        think = g["think_ms"]
        # (easy and normal play the rule of thumb: no search; learned searches where it has a network to guide
        # the search, as hard does, a little longer: the network plays the rollouts; in Cuajo it breaks the ties of
        # hard's expectimax)
        assert set(think) <= {"hard", "learned"} and "hard" in think, g["id"]
        assert 0 < think["hard"] < 5000, (g["id"], think)
        if "learned" in think:
            assert g["id"] in ("cucu", "coch", "cuajo") and think["hard"] <= think["learned"] < 5000, (g["id"], think)
