"""The table says what happened and what it does (issue 29, items 8 and 9), in Debian's Chromium: the score sheet
after each deal (a row per deal, the losers, the change, the why: Hypp's payments among them), the move the table
played for a person whose time ran out, the bot about to take the seat of a person who left, and how many watch.
Screenshots go to ``$TAVERNA_SCREENSHOTS`` (``sheet-*.png``)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from tests.server.test_browser import (
    DESKTOP,
    PHONE,
    STATIC,
    Page,
    _open_table,
    at_switch,
    browser,
    finished_kille_table,
    server,
    shots,
)

__all__ = ["browser", "server", "shots"]  # the fixtures, shared with test_browser

I18N = {lang: json.loads((STATIC / "i18n" / f"{lang}.json").read_text(encoding="utf-8")) for lang in ("en", "ja")}
ROWS = "document.querySelectorAll('#sheet tr.sheet-deal').length"


def _sheet(page: Any) -> dict[str, Any]:
    out: dict[str, Any] = page.evaluate("window.taverna.state.sheet")
    return out


def test_hypps_score_sheet_and_the_time_that_ran_out(browser: Any, server: Any, shots: Path) -> None:
    """Nobody clicks: the turn timer plays for Ann; after each showdown a row of the sheet says who paid whom."""
    res = server.create(game="hypp", rules="rulebook", options={"limit": 3, "chips": 6}, seats=3, name="Ann", seed=8,
                        timer=1.0, bots={"1": "easy", "2": "easy"})  # fmt: skip
    # (a second a move: time enough for the page to connect before Ann's first move runs out, on a loaded machine
    # too; a move played before the page connected is not said by it)
    p = Page(browser, DESKTOP)
    page = p.page
    try:
        _open_table(p, server.base, res["table"]["code"], res["seat"], res["token"])
        page.wait_for_function("() => !document.getElementById('finished').hidden", timeout=90_000)  # (then still)
        page.wait_for_function(f"() => {ROWS} === window.taverna.state.sheet.deals.length")
        sheet = _sheet(page)
        deals = sheet["deals"]
        players = list(sheet["start"])
        assert players == [pl["name"] for pl in page.evaluate("window.taverna.state.view.players")]
        heads = page.eval_on_selector_all("#sheet thead th", "ts => ts.map(t => t.textContent)")
        assert heads == [I18N["en"]["sheet.round"], *players]  # (Hypp's deals are rounds, as its own lines say)
        rows = page.locator("#sheet tr.sheet-deal")
        assert rows.count() == len(deals) >= 1
        for i, d in enumerate(deals):
            cells = rows.nth(i).locator("td")
            for k, name in enumerate(players):
                cls = cells.nth(k).get_attribute("class") or ""
                assert ("lost" in cls) == (name in d["losers"]), (i, name, d)
                assert str(d["after"][name]["chips"]) in (cells.nth(k).text_content() or "")
            # the why: each punter's payment, to or from the dealer (the paid event reaches the table)
            paid = [line for line in d["why"] if re.search(r" pays? \d+ to ", line)]
            assert paid and len(paid) == len(players) - 1, d["why"]
        whys = page.eval_on_selector_all("#sheet tr.sheet-why td", "ts => ts.map(t => t.textContent)")
        why = I18N["en"]["sheet.why"].split("{why}")[0]  # "Why: ", then the reasons one after another
        assert all(w.startswith(why) for w in whys) and any(" to " in w for w in whys)
        # each reason on a line of its own (run together, "Losers: Ann" and the next sentence read as one)
        lines = page.eval_on_selector_all("#sheet tr.sheet-why td", "ts => ts.map(t => t.innerText.trim().split('\\n').length)")
        assert lines == [len(d["why"]) for d in deals if d["why"]], (lines, [d["why"] for d in deals])
        log = page.eval_on_selector_all("#log li", "ls => ls.map(l => l.textContent)")
        assert any(re.fullmatch(r".+ pays? \d+ to .+\.", line) for line in log), log[-20:]
        latest = page.text_content("#sheet-latest") or ""
        # the number the game gave the last round (a round the dealer handed on is counted by Hypp, not a row)
        number = deals[-1].get("n", len(deals))
        assert latest.startswith(f"Round {number} (") and ("lost" in latest), latest
        # item 9: the table said what it played for Ann when her time ran out
        said = [line for line in log if line.startswith("Time ran out — the table played “")]
        assert said, log[-20:]
        page.screenshot(path=str(shots / "sheet-hypp-desktop.png"), full_page=True)
        assert not p.errors, p.errors
    finally:
        p.close()


def test_the_score_sheet_in_japanese_on_a_phone(browser: Any, server: Any, shots: Path) -> None:
    res = server.create(game="kille", rules="standard", options={"rounds": 2}, seats=3, name="Ann", seed=9,
                        timer=0.2, bots={"1": "easy", "2": "easy"})  # fmt: skip
    p = Page(browser, PHONE, is_mobile=True, has_touch=True, device_scale_factor=2)
    page = p.page
    try:
        page.goto(server.base + "/static/favicon.svg")
        page.evaluate("() => localStorage.setItem('taverna.lang', 'ja')")
        _open_table(p, server.base, res["table"]["code"], res["seat"], res["token"])
        page.wait_for_function(f"() => {ROWS} >= 1", timeout=60_000)
        assert page.text_content("#sheet-h") == I18N["ja"]["sheet.title"]
        assert (page.text_content("#sheet tr.sheet-why td") or "").startswith(I18N["ja"]["sheet.why"].split("{why}")[0])
        page.locator("#sheet").scroll_into_view_if_needed()
        page.screenshot(path=str(shots / "sheet-kille-phone-ja.png"), full_page=True)
        assert p.no_horizontal_scroll(), "the score sheet pushes the page sideways on a phone"
        widest = page.evaluate("document.getElementById('sheet').getBoundingClientRect().right")
        assert widest <= PHONE["width"] + 1
        assert not p.errors, p.errors
    finally:
        p.close()


def test_the_table_says_a_bot_will_take_the_seat_of_who_left_and_how_many_watch(browser: Any, server: Any, shots: Path) -> None:
    res = server.create(game="kille", rules="standard", options={"rounds": 1}, seats=3, name="Ann", seed=10,
                        bots={"2": "easy"})  # fmt: skip
    code = res["table"]["code"]
    server.join(code, "Ben")  # Ben never connects: a bot takes his seat after the grace (30 s here)
    r = server.post(f"/api/tables/{code}/start", {"token": res["token"]})
    assert r.status_code in (200, 409), r.text
    p = Page(browser, DESKTOP)
    page = p.page
    watcher = Page(browser, DESKTOP)
    try:
        _open_table(p, server.base, code, res["seat"], res["token"])
        badge = page.locator("#players .standin-soon")
        badge.wait_for()
        first = badge.text_content() or ""
        m = re.fullmatch(r"Ben left — a bot takes the seat in (\d+) s", first)
        assert m and 0 < int(m.group(1)) <= 30, first
        page.wait_for_function("n => !/ " + m.group(1) + " s$/.test(document.querySelector('#players .standin-soon')"
                               "?.textContent || '')", arg=None, timeout=5000)  # fmt: skip  (it counts down)
        assert page.text_content("#spectators") in ("", I18N["en"]["table.spectators"].replace("{n}", "0"))
        watcher.page.goto(f"{server.base}/t/{code}")  # someone watches
        watcher.page.wait_for_function("() => window.taverna && window.taverna.state.states > 0")
        page.wait_for_function("t => document.getElementById('spectators').textContent === t",
                               arg=I18N["en"]["table.spectators"].replace("{n}", "1"))  # fmt: skip
        page.screenshot(path=str(shots / "sheet-standin-soon.png"), full_page=True)
        watcher.close()
        page.wait_for_function("t => document.getElementById('spectators').textContent === t",
                               arg=I18N["en"]["table.spectators"].replace("{n}", "0"))  # fmt: skip
        assert not p.errors, p.errors
    finally:
        p.close()


def test_summaries_read_right_kille_rounds_and_cochs_shared_places(browser: Any, server: Any, shots: Path) -> None:
    """Issue 29 item 10: Kille's "nobody lost · +1 point" and "Round 4/4" against "deals"; Coch's "0 team"; ties
    (a side's players) shown as shared places."""
    en = I18N["en"]
    kille = server.create(game="kille", rules="standard", options={"rounds": 2}, seats=3, name="Ann", seed=11,
                          timer=0.05, bots={"1": "easy", "2": "easy"})  # fmt: skip
    p = Page(browser, DESKTOP, bypass_csp=True)  # (axe is injected as a script)
    page = p.page
    try:
        _open_table(p, server.base, kille["table"]["code"], kille["seat"], kille["token"])
        page.wait_for_function("() => document.querySelector('#standings .story-list li')", timeout=90_000)
        page.wait_for_function(f"() => {ROWS} === 2")
        assert page.text_content("#sheet thead th") == en["sheet.round"]
        story = page.eval_on_selector_all("#standings .story-list li", "ls => ls.map(l => l.textContent)")
        assert len(story) == 2 and all(s.startswith("Round ") and " won" in s for s in story), story
        assert not any(en["end.nobody_lost"] in s for s in story), story
        assert (page.text_content("#standings .story summary") or "").startswith("How the match went (2 rounds)")
        assert " won" in (page.text_content("#sheet-latest") or "")
        page.screenshot(path=str(shots / "sheet-kille-end.png"), full_page=True)
        from tests.server.test_browser_a11y import _serious

        problems = _serious(p, "a finished table with its score sheet")
        assert not problems, "\n".join(problems)
        assert not p.errors, p.errors
    finally:
        p.close()
    coch = server.create(game="coch", rules="rulebook", options={"deals": 1}, seats=4, name="Ann", seed=12,
                         timer=0.05, bots={"1": "easy", "2": "easy", "3": "easy"})  # fmt: skip
    p = Page(browser, DESKTOP)
    page = p.page
    try:
        _open_table(p, server.base, coch["table"]["code"], coch["seat"], coch["token"])
        players = page.eval_on_selector_all("#players .counters", "cs => cs.map(c => c.textContent)")
        assert players and not any("team" in c for c in players), players
        page.wait_for_function("() => document.querySelectorAll('#standings ol.standings li').length === 4", timeout=90_000)
        values = page.eval_on_selector_all("#standings ol.standings li", "ls => ls.map(l => [l.querySelector('strong').textContent, l.value])")
        seated = [pl["name"] for pl in page.evaluate("window.taverna.state.view.players")]
        place = dict(values)
        assert place[seated[0]] == place[seated[2]] and place[seated[1]] == place[seated[3]], values  # partners
        assert not any("team" in (c or "") for c in page.eval_on_selector_all("#standings .counters", "cs => cs.map(c => c.textContent)"))
        story = page.text_content("#standings .story-list") or ""
        assert I18N["en"]["end.back_in"].split(":")[0] not in story, story  # points a loser gains are no coming back
        page.screenshot(path=str(shots / "sheet-coch-end.png"), full_page=True)
        assert not p.errors, p.errors
    finally:
        p.close()


# what the sheet says at the moment the page's language changes (a MutationObserver on <html lang> runs right after
# i18n.js's switch and its listeners, before the connection in the new language can bring anything)
SWITCH = """({ lang: document.documentElement.lang, title: document.getElementById("sheet-h").textContent,
  why: [...document.querySelectorAll("#sheet tr.sheet-why td")].map((td) => td.textContent) })"""
WHY_NOW = "() => [...document.querySelectorAll('#sheet tr.sheet-why td')].map((td) => td.textContent)"


def test_the_sheets_why_follows_a_language_switch_at_once(browser: Any, server: Any, shots: Path) -> None:
    """Switched with the sheet open: its lines never say the language left (at the switch: none, until the
    connection in the new language brings them), then the new language's, at a finished table (no new deal)."""
    p = Page(browser, DESKTOP)
    page = p.page
    try:
        finished_kille_table(p, server, rounds=2, seed=9)
        page.wait_for_function(f"() => {ROWS} === window.taverna.state.sheet.deals.length")
        english = [line for d in _sheet(page)["deals"] for line in d["why"]]
        assert english and page.evaluate(WHY_NOW), "no why lines to switch"
        said = at_switch(page, "ja", SWITCH)
        assert said["lang"] == "ja" and said["title"] == I18N["ja"]["sheet.title"], said
        prefix = I18N["ja"]["sheet.why"].split("{why}")[0]
        assert said["why"] and all(w.startswith(prefix) for w in said["why"]), said
        stale = [line for w in said["why"] for line in english if line in w]
        assert not stale, f"English why lines on the Japanese sheet at the switch: {stale}"
        # the connection in Japanese brings the sheet again: its lines are shown, in Japanese
        page.wait_for_function(
            "() => window.taverna.state.sheetLang === 'ja' && !document.querySelector('#sheet [aria-busy]')"
        )
        deals = _sheet(page)["deals"]
        japanese = [line for d in deals for line in d["why"]]
        assert len(deals) == 2 and japanese and not set(japanese) & set(english), japanese
        assert all(re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", line) for line in japanese), japanese
        # the deals' dealers as the page names players: a bot's name in Japanese too ("ボット2 (やさしい)")
        heads = page.eval_on_selector_all("#sheet tr.sheet-deal th", "ts => ts.map(t => t.textContent)")
        assert len(heads) == 2 and not any("(easy)" in h for h in heads), heads
        shown = page.evaluate(WHY_NOW)
        assert shown == [I18N["ja"]["sheet.why"].replace("{why}", "\n".join(d["why"])) for d in deals if d["why"]]
        page.screenshot(path=str(shots / "sheet-switched-ja.png"), full_page=True)
        assert not p.errors, p.errors
    finally:
        p.close()


# where the sheet's parts lie, against the box that shows it (the .sheet-scroll's visible part), scrolled as it is
PLACES = """() => {
  const s = document.querySelector('#sheet .sheet-scroll');
  const r = s.getBoundingClientRect();
  const box = [r.left + s.clientLeft, r.left + s.clientLeft + s.clientWidth];
  const spans = (sel) => [...document.querySelectorAll(sel)].map((e) => { const b = e.getBoundingClientRect(); return [b.left, b.right]; });
  return { box, scrollLeft: s.scrollLeft, wide: s.scrollWidth > s.clientWidth + 1, width: innerWidth,
           sheet: document.getElementById('sheet').getBoundingClientRect().right,
           first: spans('#sheet tr > th:first-child'), why: spans('#sheet .sheet-why-text') };
}"""


def _in_box(places: dict[str, Any], what: str) -> list[Any]:
    left, right = places["box"]
    return [span for span in places[what] if span[0] < left - 1 or span[1] > right + 1]


def test_the_sheets_first_column_stays_in_view_on_a_cjk_desktop(browser: Any, server: Any, shots: Path) -> None:
    """Twelve players in Japanese and Korean at 1280×800 and 1366×768: the sheet is wider than its box and scrolls
    sideways inside it; it opens at its start, and scrolled to its end the deals' column and each why's start stay
    within the box."""
    bots = {str(i): "easy" for i in range(1, 12)}
    res = server.create(game="cucu", rules="campli", seats=12, name="Ann", seed=9, timer=0.05, bots=bots)
    for lang in ("ja", "ko"):
        p = Page(browser, DESKTOP)
        page = p.page
        try:
            page.goto(server.base + "/static/favicon.svg")
            page.evaluate("lang => localStorage.setItem('taverna.lang', lang)", lang)
            _open_table(p, server.base, res["table"]["code"], res["seat"], res["token"])
            page.wait_for_function(
                f"() => {ROWS} >= 2 && document.querySelector('#sheet .sheet-why-text')", timeout=90_000
            )
            for width, height in ((1280, 800), (1366, 768)):
                page.set_viewport_size({"width": width, "height": height})
                page.evaluate("() => { window.taverna.state.sheet = { ...window.taverna.state.sheet }; }")  # drawn anew
                page.evaluate(
                    "() => document.dispatchEvent(new CustomEvent('taverna:render', { detail: window.taverna.state }))"
                )
                at = page.evaluate(PLACES)
                assert at["wide"], f"the sheet fits its box: nothing to check ({lang} {width}×{height})"
                assert at["sheet"] <= at["width"] + 1, at
                assert at["scrollLeft"] == 0, at  # (it opens at its start)
                assert at["first"] and not _in_box(at, "first"), at
                # scrolled to its end and measured at once (a deal's end draws the sheet anew, at its start)
                at = page.evaluate(f"() => {{ const s = document.querySelector('#sheet .sheet-scroll');"
                                   f" s.scrollLeft = s.scrollWidth; return ({PLACES})(); }}")  # fmt: skip
                assert at["scrollLeft"] > 0, at
                assert not _in_box(at, "first"), (lang, width, at)  # the deals' column, scrolled to the end
                assert at["why"] and not _in_box(at, "why"), (lang, width, at)
                page.locator("#sheet").scroll_into_view_if_needed()
                page.screenshot(path=str(shots / f"sheet-wide-{lang}-{width}.png"))
            assert not p.errors, p.errors
        finally:
            p.close()
