"""Players in Debian's Chromium (the fixtures and helpers of ``test_browser``): the identity made on the first
visit and restored by its recovery code in a fresh browser context; a profile's history with links to the
replay viewer; the leaderboards."""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import re
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from tests.server.test_browser import DESKTOP, PHONE, STATIC, Page, browser, server, shots
from tests.server.test_players import _play, _player, _wait_history

__all__ = ["browser", "server", "shots"]  # the fixtures, shared with test_browser

KO = json.loads((STATIC / "i18n" / "ko.json").read_text(encoding="utf-8"))
EN = json.loads((STATIC / "i18n" / "en.json").read_text(encoding="utf-8"))


def test_the_recovery_code_restores_the_identity_in_a_fresh_browser(browser: Any, server: Any) -> None:
    first = Page(browser, DESKTOP)
    try:
        first.page.goto(server.base + "/")
        first.page.wait_for_selector("#recovery-code")
        code = first.page.text_content("#recovery-code") or ""
        assert re.fullmatch(r"[A-Z0-9]{5}(-[A-Z0-9]{5}){4}", code), code
        me = first.page.evaluate("JSON.parse(localStorage.getItem('taverna.player'))")
        assert me["id"] > 0 and len(me["key"]) > 30
        first.page.click("#recovery-done")  # shown once: gone once kept, and not shown again
        assert first.page.locator("#recovery-code").count() == 0
        first.page.reload()
        first.page.wait_for_selector("#identity-line a")
        assert first.page.locator("#recovery-code").count() == 0
        assert first.page.evaluate("JSON.parse(localStorage.getItem('taverna.player')).id") == me["id"]
        assert first.errors == []
    finally:
        first.close()
    fresh = Page(browser, DESKTOP)  # another browser: nothing in its storage
    try:
        fresh.page.goto(server.base + "/")  # the lobby gives it an identity of its own, until restored
        fresh.page.wait_for_selector("#recovery-code")
        throwaway = fresh.page.text_content("#recovery-code") or ""
        other = fresh.page.evaluate("JSON.parse(localStorage.getItem('taverna.player')).id")
        assert other != me["id"] and throwaway != code
        fresh.page.goto(server.base + "/me")
        fresh.page.wait_for_selector("body[data-ready='1']")
        assert fresh.page.text_content("#recovery-code") == throwaway
        fresh.page.fill("#recovery", code.lower())
        with fresh.page.expect_navigation():  # restored: the page reloads as that identity
            fresh.page.click("#recover button[type=submit]")
        fresh.page.wait_for_selector("body[data-ready='1']")
        assert fresh.page.evaluate("JSON.parse(localStorage.getItem('taverna.player')).id") == me["id"]
        fresh.page.wait_for_selector("#me-line a")
        assert fresh.page.get_attribute("#me-line a", "href") == f"/players/{me['id']}"
        # issue 29 item 3: the replaced identity's code is no longer this browser's and no longer "shown only now"
        assert throwaway not in (fresh.page.content())
        assert fresh.errors == []
    finally:
        fresh.close()


def test_a_fresh_browser_on_me_gets_no_identity_until_it_saves_a_name(browser: Any, server: Any, shots: Any) -> None:
    """Issue 29 item 3: every visit to /me from a fresh browser first made a junk identity."""
    p = Page(browser, DESKTOP)
    try:
        p.page.goto(server.base + "/me")
        p.page.wait_for_selector("body[data-ready='1']")
        assert p.page.evaluate("localStorage.getItem('taverna.player')") is None
        assert p.page.locator("#recovery-code").count() == 0
        assert p.page.text_content("#me-line") == EN["players.no_identity"]
        assert p.page.locator("#profile-box").is_hidden() and p.page.locator("#delete").is_hidden()
        p.page.reload()  # looking again makes none either
        p.page.wait_for_selector("body[data-ready='1']")
        assert p.page.evaluate("localStorage.getItem('taverna.player')") is None
        p.page.fill("#me-name", "Nina Fresh")
        p.page.click("#rename button[type=submit]")  # a step that needs one: it is made now, its code shown once
        p.page.wait_for_selector("#recovery-code")
        p.page.wait_for_selector("#me-line a")
        me = p.page.evaluate("JSON.parse(localStorage.getItem('taverna.player'))")
        assert me["name"] == "Nina Fresh" and p.page.get_attribute("#me-line a", "href") == f"/players/{me['id']}"
        p.page.wait_for_selector("#profile-box:not([hidden])")
        p.page.screenshot(path=str(shots / "me-made.png"), full_page=True)
        assert p.errors == []
    finally:
        p.close()


def test_signing_in_drops_the_throwaway_identitys_recovery_code(browser: Any, server: Any) -> None:
    ada = _player(server, "Ada Signin")
    assert server.post("/api/players/me/password", {"player": ada["key"], "password": "correct horse"}).status_code == 200
    p = Page(browser, DESKTOP)
    try:
        p.page.goto(server.base + "/")
        p.page.wait_for_selector("#recovery-code")
        throwaway = p.page.text_content("#recovery-code") or ""
        p.page.goto(server.base + "/me")
        p.page.wait_for_selector("#recovery-code")
        p.page.fill("#signin-name", "Ada Signin")
        p.page.fill("#signin-password", "correct horse")
        with p.page.expect_navigation():
            p.page.click("#signin button[type=submit]")
        p.page.wait_for_selector("body[data-ready='1']")
        p.page.wait_for_selector("#me-line a")
        assert p.page.evaluate("JSON.parse(localStorage.getItem('taverna.player')).id") == ada["player"]["id"]
        assert throwaway not in p.page.content()
        p.page.goto(server.base + "/")  # nor on the lobby
        p.page.wait_for_selector("#identity-line a")
        assert throwaway not in p.page.content()
        assert p.errors == []
    finally:
        p.close()


def _contrast(p: Page, selector: str) -> float:
    """The contrast ratio (WCAG) of ``selector``'s text on the colour behind it (the first ancestor with one)."""
    return float(p.page.evaluate("""sel => {
      const rgb = (c) => c.match(/[\\d.]+/g).slice(0, 4).map(Number);
      const lum = ([r, g, b]) => {
        const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
        return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
      };
      const node = document.querySelector(sel);
      let back = node;
      while (back && (() => { const c = rgb(getComputedStyle(back).backgroundColor); return c.length > 3 && c[3] === 0; })())
        back = back.parentElement;
      const a = lum(rgb(getComputedStyle(node).color)), b = lum(rgb(getComputedStyle(back || document.body).backgroundColor));
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    }""", selector))


def test_the_players_pages_header_links_are_visible_and_me_fits_a_phone(browser: Any, server: Any, shots: Any) -> None:
    """Issue 29 item 3: the header's links were drawn in the header's own colour; /me was wider than a phone."""
    ann, ben = _player(server, "Anna Phone"), _player(server, "Bruno Phone")
    made = server.create(game="cucu", rules="campli", seats=2, name="Anna Phone", options={"tokens": 1}, seed=22,
                         player=ann["key"], rated=True)  # fmt: skip
    code = made["table"]["code"]
    joined = server.post(f"/api/tables/{code}/join", {"name": "Bruno Phone", "player": ben["key"]}).json()
    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, _play(server, code, [made["token"], joined["token"]], 40)).result()
    _wait_history(server, ann["player"]["id"], 1)
    for page_path in ("/me", f"/players/{ann['player']['id']}", "/leaderboard?game=cucu&rules=campli&min=1", "/tournaments"):
        d = Page(browser, DESKTOP)
        try:
            d.page.goto(server.base + page_path)
            d.page.wait_for_selector("body[data-ready='1']")
            for sel in (".top-links a", ".top h1 a"):
                assert _contrast(d, sel) >= 4.5, (page_path, sel, _contrast(d, sel))
        finally:
            d.close()
    for lang in ("en", "ja"):
        ph = Page(browser, PHONE, is_mobile=True, has_touch=True, device_scale_factor=2)
        try:
            ph.page.goto(server.base + "/static/favicon.svg")  # (the origin, without a page that makes an identity)
            ph.page.evaluate("([key, lang]) => { localStorage.setItem('taverna.lang', lang); "
                             "localStorage.setItem('taverna.player', JSON.stringify({id: 0, name: '', key})); }",
                             [ann["key"], lang])  # fmt: skip
            ph.page.goto(server.base + "/me")
            ph.page.wait_for_selector("#history tr.result")
            ph.page.screenshot(path=str(shots / f"me-phone-{lang}.png"), full_page=True)
            assert ph.no_horizontal_scroll(), f"/me scrolls sideways on a phone ({lang})"
            widest = ph.page.evaluate("Math.max(document.documentElement.scrollWidth, "
                                      "...[...document.querySelectorAll('body *')].map(e => e.getBoundingClientRect().right))")
            assert widest <= PHONE["width"] + 1, f"/me is {widest} px wide on a {PHONE['width']} px phone ({lang})"
            row = ph.page.text_content("#history tr.result") or ""
            assert "cucu · campli" not in row  # the game by its name in the page's language
            assert {"en": "Cucù as played at Campli (N. Farina)", "ja": "カンプリのカッコウ (N. Farina)"}[lang] in row, row
            assert ph.errors == []
        finally:
            ph.close()


def test_a_profile_shows_the_history_with_replays_and_the_leaderboard_lists_the_players(browser: Any, server: Any) -> None:
    ann, ben = _player(server, "Anna Board"), _player(server, "Bruno Board")
    made = server.create(game="cucu", rules="campli", seats=2, name="Anna Board", options={"tokens": 1}, seed=21,
                         player=ann["key"], rated=True)  # fmt: skip
    code = made["table"]["code"]
    joined = server.post(f"/api/tables/{code}/join", {"name": "Bruno Board", "player": ben["key"]}).json()
    with ThreadPoolExecutor(1) as pool:  # Playwright's sync API holds this thread's event loop
        pool.submit(asyncio.run, _play(server, code, [made["token"], joined["token"]], 40)).result()
    prof = _wait_history(server, ann["player"]["id"], 1)
    p = Page(browser, DESKTOP)
    try:
        p.page.goto(f"{server.base}/players/{ann['player']['id']}")
        p.page.wait_for_selector("#history tr.result")
        assert p.page.text_content("#profile-h") == "Anna Board"
        link = p.page.locator("#history a.replay-link").first
        assert link.get_attribute("href") == f"/replay/{code}"
        change = prof["history"][0]["rating_change"]  # the shown number's change (issue 29, item 14)
        row = p.page.text_content("#history tr.result") or ""
        assert f"{abs(change)}" in row and "Cucù as played at Campli (N. Farina)" in row
        assert "provisional" in (p.page.text_content("#ratings") or "")
        link.click()
        p.page.wait_for_url(re.compile(f".*/replay/{code}$"))
        p.page.goto(f"{server.base}/leaderboard?game=cucu&rules=campli&min=1")
        p.page.wait_for_selector("#board tr.board-row")
        names = p.page.eval_on_selector_all("#board tr.board-row td:nth-child(2)", "ts => ts.map(t => t.textContent)")
        assert {"Anna Board", "Bruno Board"} <= set(names)
        p.page.fill("#board-min", "2")
        p.page.dispatch_event("#board-min", "change")
        p.page.wait_for_function("() => !Array.from(document.querySelectorAll('#board tr.board-row td:nth-child(2)'))"
                                 ".some(t => t.textContent === 'Anna Board')")  # one match: below the minimum
        p.page.select_option("#lang", "ko")
        p.page.wait_for_function("t => document.getElementById('board-h').textContent === t",
                                 arg=KO["players.leaderboards"])  # fmt: skip
        assert p.errors == []
    finally:
        p.close()


def test_the_players_pages_have_no_serious_accessibility_violation(browser: Any, server: Any) -> None:
    from tests.server.test_browser_a11y import _serious

    problems: list[str] = []
    p = Page(browser, DESKTOP, bypass_csp=True)  # axe is injected as a script
    try:
        p.page.goto(server.base + "/")  # (the lobby makes the identity; /me shows its code)
        p.page.wait_for_selector("#recovery-code")
        p.page.goto(server.base + "/me")
        p.page.wait_for_selector("body[data-ready='1']")
        p.page.wait_for_selector("#recovery-code")
        problems += _serious(p, "/me")
        pid = p.page.evaluate("JSON.parse(localStorage.getItem('taverna.player')).id")
        p.page.goto(f"{server.base}/players/{pid}")
        p.page.wait_for_selector("body[data-ready='1']")
        problems += _serious(p, "/players/{id}")
        p.page.goto(f"{server.base}/leaderboard?game=cucu&rules=campli&min=1")
        p.page.wait_for_selector("body[data-ready='1']")
        problems += _serious(p, "/leaderboard")
        p.page.goto(f"{server.base}/tournaments")
        p.page.wait_for_selector("body[data-ready='1']")
        problems += _serious(p, "/tournaments")
    finally:
        p.close()
    assert not problems, "\n".join(problems)


def test_a_person_takes_part_in_a_tournament_from_its_page(browser: Any, server: Any) -> None:
    host = _player(server, "Host")
    r = server.post("/api/tournaments", {"player": host["key"], "name": "Sunday arena", "game": "cucu",
                                         "rules": "campli", "seats": 4, "duration": 3600,
                                         "start": (dt.datetime.now(dt.UTC) + dt.timedelta(days=20)).isoformat(),
                                         "bots": None})  # fmt: skip
    tcode = r.json()["tournament"]["code"]
    p = Page(browser, DESKTOP)
    try:
        p.page.goto(server.base + "/tournaments")
        p.page.wait_for_selector("body[data-ready='1']")
        listed = p.page.text_content("#tour-list") or ""
        assert "Cucù as played at Campli (N. Farina)" in listed and "cucu" not in listed, listed  # (issue 29 item 3)
        p.page.click(f"#tour-list a[href='/tournaments/{tcode}']")
        p.page.wait_for_selector("#tour-h:has-text('Sunday arena')")
        assert "not started yet" in (p.page.text_content("#tour-line") or "")
        assert "Cucù as played at Campli (N. Farina)" in (p.page.text_content("#tour-line") or "")
        p.page.click("#tour-join")
        p.page.wait_for_selector("#standings tr.standing")
        me = p.page.evaluate("JSON.parse(localStorage.getItem('taverna.player'))")
        assert p.page.get_attribute("#standings tr.standing a", "href") == f"/players/{me['id']}"
        assert p.page.is_hidden("#tour-join") and p.page.is_hidden("#tour-play")
        got = server.get(f"/api/tournaments/{tcode}").json()["standings"]
        assert [(s["player"], s["points"], s["played"]) for s in got] == [(me["id"], 0.0, 0)]
        assert p.errors == []
    finally:
        p.close()
