"""Accessibility: axe-core (through ``axe-playwright-python``, the test extra) finds no serious or critical
violation of WCAG 2 A/AA (contrast included) on the lobby, a table of every game (Le Her too, and one with a
player away), the help dialog, the replay viewer, a tournament's page and the page of a table code that does
not exist (which answers 404 and says so in the page's language), in Debian's Chromium; and the controls of
those pages are reached with the keyboard.  (The players' pages: ``test_browser_players``.)
"""

from __future__ import annotations

import json
import os
from typing import Any

import pytest

from taverna.games import games
from tests.server.test_browser import (
    DESKTOP,
    GAMES,
    PHONE,
    STATIC,
    Page,
    _open_table,
    bga_record,
    browser,
    server,
    sunday_tournament,
)

__all__ = ["browser", "server"]  # the fixtures, shared with test_browser

WCAG = {"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]}, "resultTypes": ["violations"]}


def _axe() -> Any:
    if os.environ.get("CI"):
        from axe_playwright_python.sync_playwright import Axe  # CI installs the test extra: missing is an error
    else:
        mod = pytest.importorskip("axe_playwright_python.sync_playwright", reason="pip install -e .[dev] (axe-playwright-python)")
        Axe = mod.Axe
    return Axe()


def _serious(p: Page, where: str) -> list[str]:
    results = _axe().run(p.page, options=WCAG)
    found = []
    for v in results.response["violations"]:
        if v.get("impact") in ("serious", "critical"):
            nodes = "; ".join(n["target"][0] if isinstance(n["target"][0], str) else str(n["target"]) for n in v["nodes"][:5])
            found.append(f"{where}: {v['id']} ({v['impact']}): {v['help']} at {nodes}")
    return found


def test_the_lobby_has_no_serious_accessibility_violation(browser: Any, server: Any) -> None:
    problems: list[str] = []
    for viewport in (DESKTOP, PHONE):
        p = Page(browser, viewport, bypass_csp=True)  # axe is injected as a script
        try:
            p.page.goto(server.base + "/")
            p.page.wait_for_selector("#game option", state="attached")
            p.page.click("#options-box summary")
            problems += _serious(p, f"lobby {viewport['width']}")
            # an error shown next to its control is accessible too
            p.page.fill("#name", "You")
            p.page.click("#create-button")
            p.page.wait_for_selector("#err-name:not([hidden])")
            problems += _serious(p, "lobby with an error")
        finally:
            p.close()
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game", [*sorted(GAMES), "le-her"])
def test_a_table_of_every_game_has_no_serious_accessibility_violation(browser: Any, server: Any, game: str) -> None:
    rules, seats, options = ("le-her", 2, {}) if game == "le-her" else GAMES[game]  # (Le Her: the French pack)
    res = server.create(game="cucu" if game == "le-her" else game, rules=rules, options=options, seats=seats, name="Ann", seed=3,
                        bots={str(i): "random" for i in range(1, seats)})  # fmt: skip
    p = Page(browser, DESKTOP, bypass_csp=True)
    try:
        _open_table(p, server.base, res["table"]["code"], res["seat"], res["token"])
        p.page.wait_for_function("() => window.taverna.state.view")
        p.wait_turn_or_end()
        problems = _serious(p, f"{game} table")
        p.page.click("#help-button")
        p.page.wait_for_selector("#help-dialog[open] .help-body p")
        problems += _serious(p, f"{game} help")
        assert not problems, "\n".join(problems)
        assert not p.errors, p.errors
    finally:
        p.close()


_record = bga_record


def test_the_replay_viewer_has_no_serious_accessibility_violation_and_works_by_keyboard(browser: Any, server: Any) -> None:
    assert "cucu" in games()
    p = Page(browser, DESKTOP, bypass_csp=True)
    try:
        p.page.goto(server.base + "/replay")
        p.page.wait_for_selector("#file")
        problems = _serious(p, "replay (open a file)")
        p.page.set_input_files("#file", files=[{"name": "m.json", "mimeType": "application/json",
                                                "buffer": json.dumps(_record()).encode()}])  # fmt: skip
        p.page.wait_for_function("() => window.taverna.replay.data")
        p.page.click("#forward")
        problems += _serious(p, "replay")
        assert not problems, "\n".join(problems)
        # the buttons are reached with Tab and taken with Enter
        p.page.focus("#first")
        p.page.keyboard.press("Tab")
        p.page.keyboard.press("Tab")
        assert p.page.evaluate("document.activeElement.id") == "forward"
        p.page.keyboard.press("Enter")
        assert p.page.evaluate("window.taverna.replay.step") == 2
        assert not p.errors, p.errors
    finally:
        p.close()


def test_the_table_controls_are_reached_by_keyboard_and_cards_and_seats_have_names(browser: Any, server: Any) -> None:
    res = server.create(game="kille", rules="standard", options={"rounds": 1}, seats=3, name="Ann", seed=7,
                        bots={"1": "random", "2": "random"})  # fmt: skip
    p = Page(browser, DESKTOP)
    try:
        _open_table(p, server.base, res["table"]["code"], res["seat"], res["token"])
        p.wait_turn_or_end()
        # every card drawn on the page has a name for screen readers
        unnamed = p.page.evaluate(
            "() => [...document.querySelectorAll('svg.card')].filter(s => {"
            " const host = s.closest('[aria-label],[title]'); const title = s.querySelector('title');"
            " return !(host && (host.getAttribute('aria-label') || host.getAttribute('title'))) && !(title && title.textContent); }).length"
        )
        assert unnamed == 0
        # Tab from the top reaches the help button, the choices and the seat link
        reached = set()
        p.page.focus("body")
        for _ in range(80):
            p.page.keyboard.press("Tab")
            reached.add(
                p.page.evaluate(
                    "document.activeElement.id || document.activeElement.dataset.key"
                    " || (document.activeElement.matches('#hand .card-button') ? 'hand' : '')"
                )
            )
        # Krypkille's choices are the cards of the hand (one tab stop; the arrow keys move along it)
        assert "help-button" in reached and ("1" in reached or "hand" in reached)
        p.page.click("#seat-link-box summary")
        p.page.focus("#seat-link")
        p.page.keyboard.press("Tab")
        assert p.page.evaluate("document.activeElement.id") == "seat-link-copy"
        assert not p.errors, p.errors
    finally:
        p.close()


def test_a_table_with_a_player_away_has_no_serious_accessibility_violation(browser: Any, server: Any) -> None:
    """The marks on the seats (the dealer's button, a player who is away) are images with names: an
    ``aria-label`` on a bare ``span`` is prohibited (axe's ``aria-prohibited-attr``)."""
    res = server.create(game="kille", rules="standard", options={"rounds": 1}, seats=3, name="Ann", seed=3,
                        bots={"2": "random"})  # fmt: skip
    server.join(res["table"]["code"], "Bea")  # seated, never connected: away
    p = Page(browser, DESKTOP, bypass_csp=True)
    try:
        _open_table(p, server.base, res["table"]["code"], res["seat"], res["token"])
        p.page.wait_for_selector("#board .seat-mark.offline")
        p.page.wait_for_selector("#board .dealer-button")
        problems = _serious(p, "kille table with a player away")
        assert not problems, "\n".join(problems)
        assert not p.errors, p.errors
    finally:
        p.close()


def test_a_tournament_page_has_no_serious_accessibility_violation(browser: Any, server: Any) -> None:
    tcode = sunday_tournament(server)
    p = Page(browser, DESKTOP, bypass_csp=True)
    try:
        p.page.goto(f"{server.base}/tournaments/{tcode}")
        p.page.wait_for_selector("#tour-h:has-text('Sunday arena')")
        problems = _serious(p, f"/tournaments/{tcode}")
        assert not problems, "\n".join(problems)
        assert not p.errors, p.errors
    finally:
        p.close()


NOT_FOUND = {
    lang: json.loads((STATIC / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))["table.no_such_table"]
    for lang in ("en", "it", "ko", "ja", "fr")
}


@pytest.mark.parametrize("lang", sorted(NOT_FOUND))
def test_an_unknown_table_answers_404_with_a_page_that_says_so_in_its_language(
    browser: Any, server: Any, lang: str
) -> None:
    assert server.get("/t/ZZZZZ9").status_code == 404
    p = Page(browser, PHONE if lang in ("ko", "ja") else DESKTOP, bypass_csp=True)
    try:
        p.page.add_init_script(f"localStorage.setItem('taverna.lang', '{lang}')")
        response = p.page.goto(server.base + "/t/ZZZZZ9")
        assert response is not None and response.status == 404
        p.page.wait_for_selector("#message:not([hidden]) a[href='/']")
        text = p.page.text_content("#message") or ""
        assert NOT_FOUND[lang].replace("{code}", "ZZZZZ9") in text, text
        assert p.page.evaluate("document.documentElement.lang") == lang
        # nothing but the message: no empty table, no choices, no chat
        assert p.page.is_hidden("#board") and p.page.is_hidden("#actions") and p.page.is_hidden(".side")
        problems = _serious(p, f"an unknown table ({lang})")
        assert not problems, "\n".join(problems)
        assert not p.errors, p.errors
    finally:
        p.close()
