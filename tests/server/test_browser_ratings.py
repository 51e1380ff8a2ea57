"""Ratings as one number and the plot of its history; tournaments' kind and round, in Debian's Chromium
(issue 29, item 14; the fixtures and helpers of ``test_browser``)."""

from __future__ import annotations

import datetime as dt
import json
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from tests.server.test_browser import DESKTOP, PHONE, STATIC, Page, browser, server, shots
from tests.server.test_browser_a11y import _serious
from tests.server.test_players import _player, _wait_history
from tests.server.test_ratings_shown import _tour, play_rated

__all__ = ["browser", "server", "shots"]  # the fixtures, shared with test_browser

KO = json.loads((STATIC / "i18n" / "ko.json").read_text(encoding="utf-8"))
JA = json.loads((STATIC / "i18n" / "ja.json").read_text(encoding="utf-8"))


def test_the_profile_plots_one_point_per_rated_match_and_the_leaderboard_shows_one_number(
        browser: Any, server: Any, shots: Any) -> None:  # fmt: skip
    ann, ben = _player(server, "Ann Plot"), _player(server, "Ben Plot")
    with ThreadPoolExecutor(1) as pool:  # Playwright's sync API holds this thread's event loop
        for n in range(3):
            pool.submit(play_rated, server, ann, ben, n).result()
        pool.submit(play_rated, server, ann, ben, 3, rated=False).result()  # no point in the plot
    prof = _wait_history(server, ann["player"]["id"], 4)
    (r,) = prof["ratings"]
    assert len(r["points"]) == 3
    for size, viewport in (("desktop", DESKTOP), ("phone", PHONE)):
        p = Page(browser, viewport, bypass_csp=True)  # (axe is injected as a script)
        try:
            p.page.goto(f"{server.base}/players/{ann['player']['id']}")
            p.page.wait_for_selector("#plots svg.rating-plot")
            # the plot: one point per rated match, each at its number; the last the number shown
            points = p.page.eval_on_selector_all("#plots svg circle.point", "cs => cs.map(c => +c.dataset.rating)")
            assert points == [q["rating"] for q in r["points"]]
            cell = p.page.text_content("#ratings tr:nth-child(2) td:nth-child(2)") or ""
            assert cell.startswith(str(r["rating"])) and "±" not in cell, cell
            assert p.page.text_content("#ratings th:nth-child(2)") == "Rating"
            assert "3 rated matches" in (p.page.text_content("#plots figcaption") or "")
            box = p.page.locator("#plots svg").bounding_box()
            assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"]
            p.page.screenshot(path=str(shots / f"profile-plot-{size}.png"), full_page=True)
            assert _serious(p, f"profile with its plot, {size}") == []
            p.page.goto(f"{server.base}/leaderboard?game=cucu&rules=campli&min=1")
            p.page.wait_for_selector("#board tr.board-row")
            rows = p.page.eval_on_selector_all(
                "#board tr.board-row", "rs => rs.map(r => [r.cells[1].textContent, r.cells[2].textContent])")
            got = dict(rows)
            assert got["Ann Plot"].startswith(str(r["rating"])) and "±" not in got["Ann Plot"], got
            if size == "desktop":
                p.page.screenshot(path=str(shots / "leaderboard-number.png"), full_page=True)
                # the table shows each seated identity's number beside the name, a link to the profile
                p.page.goto(f"{server.base}/t/{r['points'][-1]['code']}")
                link = p.page.locator("#players li:has(strong:text-is('Ann Plot')) a.seat-rating")
                link.wait_for()
                assert link.text_content() == f"{r['rating']}?"  # (provisional: fewer than 5 matches)
                assert link.get_attribute("href") == f"/players/{ann['player']['id']}"
                p.page.screenshot(path=str(shots / "table-ratings.png"))
                assert _serious(p, "table with ratings") == []
            assert p.errors == []
        finally:
            p.close()


def test_the_tournament_list_and_page_say_the_kind_and_the_round(browser: Any, server: Any, shots: Any) -> None:
    host = _player(server, "Swiss Host")
    later = (dt.datetime.now(dt.UTC) + dt.timedelta(days=3)).isoformat()
    arena = _tour(server, host, "arena", start=later)
    swiss = _tour(server, host, "swiss", rounds=2)
    assert server.post(f"/api/tournaments/{swiss}/join", {"player": host["key"]}).status_code == 200
    deadline = time.monotonic() + 20
    while server.get(f"/api/tournaments/{swiss}").json()["tournament"]["round"] != 1:
        assert time.monotonic() < deadline, "the first Swiss round was never paired"
        time.sleep(0.1)
    p = Page(browser, DESKTOP)
    try:
        p.page.goto(server.base + "/tournaments")
        p.page.wait_for_selector("body[data-ready='1']")
        item = p.page.locator(f"#tour-list li:has(a[href='/tournaments/{swiss}'])")
        assert "Swiss · round 1 of 2" in (item.text_content() or "")
        other = p.page.locator(f"#tour-list li:has(a[href='/tournaments/{arena}'])")
        assert "Arena" in (other.text_content() or "")
        p.page.click(f"#tour-list a[href='/tournaments/{swiss}']")
        p.page.wait_for_selector("#tour-kind:has-text('Swiss · round 1 of 2')")
        p.page.screenshot(path=str(shots / "tournament-round.png"), full_page=True)
        for lang, cat in (("ko", KO), ("ja", JA)):
            p.page.select_option("#lang", lang)
            want = cat["tour.swiss_round"].replace("{round}", "1").replace("{rounds}", "2")
            p.page.wait_for_function("t => document.getElementById('tour-kind').textContent === t", arg=want)
            p.page.screenshot(path=str(shots / f"tournament-round-{lang}.png"), full_page=True)
        p.page.goto(f"{server.base}/tournaments/{arena}")
        p.page.wait_for_selector("#tour-h:has-text('Kind arena')")
        p.page.wait_for_function("t => document.getElementById('tour-kind').textContent === t", arg=JA["tour.arena"])
        assert p.errors == []
    finally:
        p.close()
