"""Play now and how long a match lasts, in Debian's Chromium (issue 29, items 13 and 11).

Each fails without its feature: before, the lobby had no Play now button and said nothing of a match's
length, and the table showed no bot-fill countdown and no "deal 3 of ~7".
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.server.test_browser import DESKTOP, PHONE, STATIC, Page, _open_table, browser, shots

__all__ = ["browser", "shots"]  # the fixtures, shared with test_browser

EN = json.loads((STATIC / "i18n" / "en.json").read_text(encoding="utf-8"))
JA = json.loads((STATIC / "i18n" / "ja.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    from tests.server.launch import ServerProc

    srv = ServerProc(tmp_path_factory.mktemp("play-now-data"), play_now_waits=[3.0, 60.0, 120.0]).start()
    yield srv
    srv.stop()


def _lobby(p: Page, base: str, game: str, rules: str, name: str) -> None:
    p.page.goto(base + "/")
    p.page.wait_for_selector("#game option", state="attached")
    p.page.fill("#name", name)
    p.page.select_option("#game", game)
    p.page.select_option("#rules", rules)


def test_the_lobby_says_how_long_a_match_lasts_and_the_estimate_follows_the_options(browser: Any, server: Any,
                                                                                      shots: Path) -> None:  # fmt: skip
    p = Page(browser, DESKTOP)
    try:
        _lobby(p, server.base, "cucu", "bga", "Ann")
        want = server.get("/api/length?game=cucu&rules=bga&seats=6&options={}").json()["length"]
        line = f"about {round(want['deals'])} deals · about {round(want['minutes'])} min"
        # the first rule set's estimate may come before BGA's: wait for BGA's (the lobby drops a stale answer)
        try:
            p.page.wait_for_function("w => document.getElementById('length').textContent.includes(w)", arg=line)
        except Exception:
            raise AssertionError(f"{p.page.inner_text('#length')!r} never said {line!r}") from None
        p.page.click("#options-box summary")
        note = p.page.locator("#opt-max-sets").locator("xpath=ancestor::div[contains(@class,'option-box')]")
        assert EN["length.option_note"] in note.inner_text()
        assert EN["length.option_note"] not in p.page.locator("#opt-ante").locator(
            "xpath=ancestor::div[contains(@class,'option-box')]").inner_text()  # fmt: skip
        p.page.fill("#opt-max-sets", "1")
        p.page.dispatch_event("#opt-max-sets", "change")
        short = server.get('/api/length?game=cucu&rules=bga&seats=6&options={"max-sets":1}').json()["length"]
        p.page.wait_for_function("m => document.getElementById('length').textContent.includes(`about ${m} min`)",
                                 arg=round(short["minutes"]))  # fmt: skip
        p.page.screenshot(path=str(shots / "lobby-length.png"), full_page=True)
        p.page.select_option("#lang", "ja")
        p.page.wait_for_function("() => document.getElementById('length').textContent.includes('ディール')")
        assert JA["length.option_note"] in p.page.inner_text("#options")
        p.page.locator("#length").screenshot(path=str(shots / "lobby-length-ja.png"))
        assert not p.errors, p.errors
    finally:
        p.close()


def test_two_browsers_pressing_play_now_for_the_same_game_meet_at_one_table(browser: Any, server: Any,
                                                                           shots: Path) -> None:  # fmt: skip
    ann, ben = Page(browser, DESKTOP), Page(browser, PHONE)
    try:
        _lobby(ann, server.base, "coteccio", "trieste", "Ann")
        ann.page.select_option("#play-now-wait", "120")
        ann.page.click("#play-now")
        ann.page.wait_for_url(re.compile(r".*/t/[A-Z0-9]{6}$"))
        code = ann.page.url.rsplit("/", 1)[1]
        ann.page.wait_for_function("() => /\\d+ s/.test(document.getElementById('bots-at')?.textContent || '')")
        assert EN["length.bots_in"].split("{")[0] in ann.page.inner_text("#bots-at")
        expected = EN["length.table"].split("{")[0]
        assert ann.page.inner_text("#length-line").startswith(expected)
        _lobby(ben, server.base, "coteccio", "trieste", "Ben")
        ben.page.click("#play-now")
        ben.page.wait_for_url(re.compile(r".*/t/[A-Z0-9]{6}$"))
        assert ben.page.url.rsplit("/", 1)[1] == code, "both sit at one table"
        seats = server.get(f"/api/tables/{code}").json()["table"]["seats"]
        assert [s["name"] for s in seats[:2]] == ["Ann", "Ben"] and seats[2]["name"] is None
        ann.page.wait_for_function("() => document.getElementById('seats-panel').textContent.includes('Ben')")
        ann.page.screenshot(path=str(shots / "play-now-waiting.png"))
        ben.page.screenshot(path=str(shots / "play-now-waiting-phone.png"))
        assert not ann.errors and not ben.errors, (ann.errors, ben.errors)
    finally:
        ann.close()
        ben.close()


def test_alone_bots_fill_the_seats_after_the_chosen_wait_and_the_table_shows_the_progress(browser: Any, server: Any,
                                                                                          shots: Path) -> None:  # fmt: skip
    p = Page(browser, DESKTOP)
    try:
        _lobby(p, server.base, "cucu", "bga", "Cid")
        p.page.select_option("#play-now-wait", "3")
        p.page.click("#play-now")
        p.page.wait_for_url(re.compile(r".*/t/[A-Z0-9]{6}$"))
        code = p.page.url.rsplit("/", 1)[1]
        table = server.get(f"/api/tables/{code}").json()["table"]
        assert table["status"] in ("waiting", "playing") and table["seats"][0]["name"] == "Cid"
        p.page.wait_for_function("() => !document.getElementById('board').hidden")  # the bots came, it plays
        table = server.get(f"/api/tables/{code}").json()["table"]
        assert [s["kind"] for s in table["seats"]] == ["human"] + ["bot"] * 5
        p.page.wait_for_function("() => /Deal \\d+ of ~\\d+/.test(document.getElementById('length-line').textContent)")
        line = p.page.inner_text("#length-line")
        assert "set 1 of 6" in line, line
        p.page.wait_for_timeout(1500)  # (the cards of the first exchanges land: a still table for the picture)
        p.page.screenshot(path=str(shots / "play-now-playing.png"))
        p.page.set_viewport_size(PHONE)
        p.page.screenshot(path=str(shots / "play-now-playing-phone.png"))
        assert not p.errors, p.errors
    finally:
        p.close()


@pytest.mark.parametrize(
    ("game", "rules", "seats", "options", "said"),
    [
        ("kille", "standard", 4, {}, "Round 1 of 4"),  # a round is a deal: said once
        ("torionfo", "standard", 4, {"deals": 2}, "Deal 1 of 2"),  # the options fix the deals
        ("coteccio", "trieste", 4, {}, "Deal 1 of ~"),  # measured
    ],
)
def test_the_table_says_where_the_match_stands(browser: Any, server: Any, game: str, rules: str, seats: int,
                                               options: dict[str, Any], said: str) -> None:  # fmt: skip
    made = server.create(game=game, rules=rules, seats=seats, name="Ann", options=options,
                         bots={str(i): "simple" for i in range(1, seats)})  # fmt: skip
    p = Page(browser, DESKTOP)
    try:
        _open_table(p, server.base, made["table"]["code"], made["seat"], made["token"])
        p.page.wait_for_function("s => document.getElementById('length-line')?.textContent.startsWith(s)", arg=said)
        if game == "kille":
            assert "Deal" not in p.page.inner_text("#length-line")
        assert not p.errors, p.errors
    finally:
        p.close()
