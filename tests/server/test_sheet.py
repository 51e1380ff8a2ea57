"""The score sheet (issue 29, item 8): each finished deal's dealer, losers and counters after it, as the engine
recorded them (the record summary's deals), with the public lines of the events that ended it, in the
connection's language; sent with a full state and with the state in which a deal ends."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Iterator
from typing import Any

import pytest

from taverna.bots import get_bot
from taverna.core import Rng
from taverna.games import create_match
from taverna.games.hypp import text as hypp_text
from taverna.server.sheet import Sheet

from .conftest import Client, ServerProc


def _play_deals(m: Any, sheet: Sheet, deals: int, seed: int = 1, level: str = "random") -> None:
    rng = Rng(seed)
    bot = get_bot(m.game, level)
    while not m.finished and len(m.deals) < deals:
        p = m.waiting_for()[0]
        d0, l0 = len(m.deals), len(m.log)
        action = bot.choose(m.view(p), m.legal_actions(p), rng)
        m.apply(p, action)
        sheet.note(m, l0, d0, action.word)


def test_hypps_sheet_says_who_paid_whom_at_each_showdown() -> None:
    def fresh() -> Any:
        return create_match("hypp", players=["Ada", "Bruno", "Carla"], dealer="Carla", seed=5)

    m, sheet = fresh(), Sheet()
    first = sheet.json(m, fresh, hypp_text, "en", None)
    assert first == {"start": {p: {"chips": 60} for p in ("Ada", "Bruno", "Carla")}, "deals": [], "rounds": True}
    _play_deals(m, sheet, 2)
    got = sheet.json(m, fresh, hypp_text, "en", None)
    summary = m.summary()
    assert [r["losers"] for r in got["deals"]] == [d["losers"] for d in summary["deals"]]
    assert [r["dealer"] for r in got["deals"]] == [d["dealer"] for d in summary["deals"]]
    for row, deal in zip(got["deals"], summary["deals"], strict=True):
        assert row["after"] == {p: {"chips": deal["after"][p]["chips"], "out": False} for p in m.players}
        paid = [line for line in row["why"] if " pays " in line]
        assert len(paid) == len(deal["bets"]), row["why"]  # one payment per punter, dealer to punter or back
        assert not any(line.startswith("Round ") for line in row["why"])  # the next round is not a why
    it = sheet.json(m, fresh, hypp_text, "it", None)
    assert any(" paga " in line for line in it["deals"][0]["why"])
    # a table loaded from storage finds the same sheet by replaying its actions
    again = Sheet().json(m, fresh, hypp_text, "en", None)
    assert again == got


@pytest.fixture(scope="module")
def srv(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProc]:
    proc = ServerProc(tmp_path_factory.mktemp("sheet"), bot_delay=0.0).start()
    try:
        yield proc
    finally:
        proc.stop()


@pytest.mark.parametrize("game", ["cucu", "kille"])
def test_the_table_sends_the_sheet_with_the_deal_that_ends(srv: ServerProc, game: str) -> None:
    rules = {"cucu": "campli", "kille": "standard"}[game]
    made = srv.create(game=game, rules=rules, seats=3, name="Ada", bots={"1": "random", "2": "random"}, seed=4)
    code = made["table"]["code"]
    pick = random.Random(3)

    async def run() -> None:
        async with Client(srv, code, made["token"]) as me:
            st = await me.until(lambda m: m["type"] == "state" and m["view"] is not None)
            assert st["sheet"]["deals"] == [] and "Ada" in st["sheet"]["start"] and len(st["sheet"]["start"]) == 3
            rows: list[dict[str, Any]] = []
            for _ in range(300):
                if len(rows) >= 2 or st["view"]["finished"]:
                    break
                if st["legal"] and "Ada" in st["view"]["to_act"]:
                    await me.send({"type": "act", "version": st["version"], "action": pick.choice(st["legal"])})
                seen = st["version"]
                st = await me.until(lambda m, seen=seen: m["type"] == "state" and m["version"] > seen)
                if "sheet" in st:
                    assert not st["full"] and len(st["sheet"]["deals"]) > len(rows)
                    rows = st["sheet"]["deals"]
            assert len(rows) >= 2, rows
            for row in rows:
                assert row["why"] and all(isinstance(line, str) for line in row["why"])
                assert set(row["after"]) == set(st["sheet"]["start"])

    asyncio.run(run())


def test_a_round_nobody_lost_says_who_won_it_and_kille_and_hypp_say_rounds() -> None:
    """Issue 29 item 10: Kille's "nobody lost · +1 point", and its "Round 4/4" against "deals"."""
    from taverna.games.cucu import text as cucu_text
    from taverna.games.kille import text as kille_text

    def kille() -> Any:
        return create_match("kille", rules="standard", players=["Ada", "Bruno", "Carla"], dealer="Carla", seed=2)

    m, sheet = kille(), Sheet()
    _play_deals(m, sheet, 2)
    got = sheet.json(m, kille, kille_text, "en", "standard")
    assert got["rounds"] is True
    for row, deal in zip(got["deals"], m.summary()["deals"], strict=True):
        assert row["losers"] == [] and row["winner"] == deal["winner"] in m.players
    hypp = create_match("hypp", players=["Ada", "Bruno"], dealer="Bruno", seed=2)
    assert Sheet().json(hypp, lambda: hypp, hypp_text, "en", None)["rounds"] is True

    def cucu() -> Any:
        return create_match("cucu", rules="campli", players=["Ada", "Bruno", "Carla"], dealer="Carla", seed=2)

    c = cucu()
    _play_deals(c, Sheet(), 1)
    assert Sheet().json(c, cucu, cucu_text, "en", "campli")["rounds"] is False


def test_the_summary_of_a_finished_table_gives_shared_places(srv: ServerProc) -> None:
    """Issue 29 item 10: ties shown as shared places (the ratings' standing): Coch's partners share theirs."""
    made = srv.create(game="coch", rules="rulebook", seats=4, name="Ada", options={"deals": 1}, timer=0.05,
                      bots={"1": "random", "2": "random", "3": "random"})  # fmt: skip
    code = made["table"]["code"]

    async def run() -> dict[str, Any]:
        async with Client(srv, code, made["token"]) as me:
            await me.until(lambda m: m["type"] == "state" and m["view"] is not None and m["view"]["finished"], timeout=60)
        for _ in range(50):
            r = srv.get(f"/api/tables/{code}/summary")
            if r.status_code == 200:
                out: dict[str, Any] = r.json()
                return out
            await asyncio.sleep(0.1)
        raise AssertionError(r.text)

    got = asyncio.run(run())
    places, players = got["places"], got["players"]
    assert set(places) == set(players)
    partners = {players[0]: players[2], players[1]: players[3]}  # Coch: partners sit across
    for a, b in partners.items():
        assert places[a] == places[b]
    assert sorted(set(places.values())) in ([1, 2], [1])  # the sides' places (a drawn match: both 1st)


def test_each_row_carries_the_number_the_game_gave_its_deal() -> None:
    """Issue 29 item 10: Hypp's round count: a round the dealer hands on (``pass``) is counted by the game
    ("Round 3") though no deal is recorded; the sheet's rows carry the game's own number."""

    def fresh() -> Any:
        return create_match("hypp", players=["Ada", "Bruno", "Carla"], dealer="Carla", seed=5)

    m, sheet = fresh(), Sheet()
    m.apply("Carla", m.legal_actions("Carla")[[a.word for a in m.legal_actions("Carla")].index("pass")])
    _play_deals(m, sheet, 2, level="simple")
    rows = Sheet().json(m, fresh, hypp_text, "en", None)["deals"]
    rounds = [e.data["round"] for e in m.log if e.kind == "round_start"]
    assert rounds[:2] == [1, 2] and [r["n"] for r in rows] == [2, 3]
