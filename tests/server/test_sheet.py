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


def _play_deals(m: Any, sheet: Sheet, deals: int, seed: int = 1) -> None:
    rng = Rng(seed)
    bot = get_bot(m.game, "random")
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
    assert first == {"start": {p: {"chips": 60} for p in ("Ada", "Bruno", "Carla")}, "deals": []}
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
