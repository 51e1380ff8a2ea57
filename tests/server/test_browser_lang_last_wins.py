"""The language chosen last wins on the replay viewer and the tournaments' pages too, in Debian's Chromium: switched
to Italian, then (with the Italian answers asked for by the switch held back by ``page.route``) to Japanese, the
Italian answers given last change nothing: the replay's lines and the games' names stay Japanese (i18n.js
lastWins, as on the table).  Screenshots go to ``$TAVERNA_SCREENSHOTS`` (``lang-last-wins-*.png``)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tests.server.test_browser import DESKTOP, Page, bga_record, browser, open_replay, server, shots, sunday_tournament

__all__ = ["browser", "server", "shots"]  # the fixtures, shared with test_browser

CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


_record = bga_record


class Held:
    """The page's requests whose URL has ``lang=it``, held back (page.route) until ``give`` lets them go on."""

    def __init__(self, page: Any, path: str) -> None:
        self.routes: list[Any] = []
        self.page = page
        page.route(re.compile(rf"{re.escape(path)}.*[?&]lang=it(&|$)"), self.hold)

    def hold(self, route: Any) -> None:
        self.routes.append(route)  # (not answered now: give does)

    def wait(self) -> None:
        """Until at least one such request is held."""
        for _ in range(300):
            if self.routes:
                return
            self.page.wait_for_timeout(50)
        raise AssertionError("no Italian request was held back")

    def give(self) -> None:
        """Their answers, now (last), and the page's moment to take them."""
        n = len(self.routes)
        for route in self.routes:
            with self.page.expect_response(lambda r: "lang=it" in r.url):
                route.continue_()
        self.routes.clear()
        assert n
        self.page.evaluate("() => new Promise((done) => setTimeout(done, 500))")  # (its answers read and dropped)


def _choose(page: Any, lang: str) -> None:
    page.select_option("#lang", lang)
    page.wait_for_function("l => document.documentElement.lang === l", arg=lang)


def _it_then_ja(page: Any, box: str, ja: str, it: str) -> None:
    """Switched to Italian (the games' names in Italian held back), then to Japanese, the Italian answers given
    last: the element ``box`` names the game in Japanese (``ja``) and never in Italian (``it``)."""
    held = Held(page, "/api/games")
    _choose(page, "it")
    held.wait()
    _choose(page, "ja")
    page.wait_for_function("([box, t]) => document.getElementById(box).textContent.includes(t)", arg=[box, ja])
    held.give()
    shown = page.text_content(f"#{box}") or ""
    assert ja in shown and it not in shown, shown


def _titles(server: Any, lang: str, game: str, rules: str) -> tuple[str, str]:
    info = server.get(f"/api/games?lang={lang}").json()
    g = next(x for x in info["games"] if x["id"] == game)
    return g["title"], g["rule_sets"][rules]["title"]


def test_the_replays_lines_are_the_last_language_chosen(browser: Any, server: Any, shots: Path) -> None:
    p = Page(browser, DESKTOP)
    page = p.page
    try:
        open_replay(page, server.base, _record())
        page.click("#forward")
        page.click("#forward")
        held = Held(page, "/api/replay")
        _choose(page, "it")
        held.wait()  # (the replay in Italian asked for, its answer held back)
        _choose(page, "ja")
        lines = "() => window.taverna.replay.data.steps.flatMap((s) => s.lines).join(' ')"
        page.wait_for_function(f"() => /[\\u3040-\\u30ff\\u4e00-\\u9fff]/.test(({lines})())")
        japanese = page.evaluate(lines)
        held.give()  # the Italian answer, last
        assert page.evaluate("document.documentElement.lang") == "ja"
        assert page.evaluate(lines) == japanese, "the Italian replay replaced the Japanese one"
        assert page.evaluate("window.taverna.replay.step") == 2  # (still at the step it was at)
        shown = page.inner_text("#replay-grid")
        assert CJK.search(shown), shown[:500]
        page.screenshot(path=str(shots / "lang-last-wins-replay-ja.png"), full_page=True)
        assert not p.errors, p.errors
    finally:
        p.close()


def test_a_tournaments_game_is_named_in_the_last_language_chosen(browser: Any, server: Any, shots: Path) -> None:
    tcode = sunday_tournament(server)
    it, ja = _titles(server, "it", "cucu", "campli")[1], _titles(server, "ja", "cucu", "campli")[1]
    assert it != ja  # (else the page could not tell them apart)
    p = Page(browser, DESKTOP)
    page = p.page
    try:
        # a tournament's page: its line names the game (the rule set) in the page's language
        page.goto(f"{server.base}/tournaments/{tcode}")
        page.wait_for_selector("#tour-h:has-text('Sunday arena')")
        _it_then_ja(page, "tour-line", ja, it)
        page.screenshot(path=str(shots / "lang-last-wins-tournament-ja.png"), full_page=True)

        # the list: the tournaments' games and the form's games and rule sets follow the switch, the last one
        page.goto(f"{server.base}/tournaments")
        page.wait_for_selector(f"#tour-list a[href='/tournaments/{tcode}']")
        page.select_option("#t-game", "cucu")
        page.dispatch_event("#t-game", "change")
        page.select_option("#t-rules", "campli")
        _it_then_ja(page, "tour-list", ja, it)
        chosen = page.eval_on_selector("#t-rules", "s => [s.value, s.selectedOptions[0].textContent]")
        assert chosen == ["campli", ja], chosen  # (the choice kept, named in Japanese)
        page.screenshot(path=str(shots / "lang-last-wins-tournaments-ja.png"), full_page=True)
        assert not p.errors, p.errors
    finally:
        p.close()
