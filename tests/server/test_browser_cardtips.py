"""Every card explains itself (issue 29, item 6) and the Rules dialog opens the whole rules page (item 7),
in Debian's Chromium: for every game a card of the table and the strip of the rule set's pack in order
show, on hover and on keyboard focus, the name, place and power the server gives
(``/api/games/{game}/cards``); a long press on a touch screen shows a card of the hand without playing it;
axe finds no serious violation with the tip and the strip open; the Rules dialog's link opens
``/rules/{game}`` in the page's language.  Screenshots go to ``$TAVERNA_SCREENSHOTS`` (``cardtip-*.png``,
``rules-*.png``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.server.test_browser import DESKTOP, GAMES, PHONE, STATIC, Page, _open_table, browser, server, shots
from tests.server.test_browser_a11y import _serious

__all__ = ["browser", "server", "shots"]  # the fixtures, shared with test_browser

I18N = {lang: json.loads((STATIC / "i18n" / f"{lang}.json").read_text(encoding="utf-8")) for lang in ("en", "it", "ja")}
TIP = "#card-tip"


def _table(
    browser: Any, server: Any, game: str, lang: str = "en", viewport: dict[str, int] = DESKTOP, **kw: Any
) -> tuple[Page, Any]:
    rules, seats, options = GAMES[game]
    res = server.create(game=game, rules=rules, options=options, seats=seats, name="Ann", seed=7,
                        bots={str(i): "normal" for i in range(1, seats)})  # fmt: skip
    p = Page(browser, viewport, **kw)
    if lang != "en":
        p.page.goto(server.base + "/static/favicon.svg")
        p.page.evaluate(f"() => localStorage.setItem('taverna.lang', '{lang}')")
    _open_table(p, server.base, res["table"]["code"], res["seat"], res["token"])
    p.page.wait_for_function("() => window.taverna.state.view")
    p.page.wait_for_selector("#cards-button")
    return p, res


def _guide(server: Any, game: str, lang: str = "en") -> dict[str, dict[str, str]]:
    rules, _, options = GAMES[game]
    from urllib.parse import quote

    body = server.get(f"/api/games/{game}/cards?rules={rules}&lang={lang}&options={quote(json.dumps(options))}").json()
    return {c["card"]: c for c in body["cards"]}


def _tip(page: Any) -> tuple[str, str, str]:
    page.wait_for_selector(f"{TIP}:not([hidden])")
    return (page.text_content(f"{TIP} .tip-name") or "", page.text_content(f"{TIP} .tip-place") or "",
            page.text_content(f"{TIP} .tip-power") or "")  # fmt: skip


ON_TOP = """() => { const tip = document.getElementById('card-tip'); const r = tip.getBoundingClientRect();
  tip.style.pointerEvents = 'auto';  // (the tip lets the pointer through to the cards: found only so)
  const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  tip.style.pointerEvents = '';
  return !!at && !!at.closest('#card-tip') && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth; }"""


def _says(page: Any, guide: dict[str, dict[str, str]], card: str) -> None:
    c = guide[card]
    assert _tip(page) == (c["name"], c["place"], c["power"]), card
    assert page.evaluate(ON_TOP), f"{card}: the tip is covered or off screen"  # (a modal dialog is above the page)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_games_cards_explain_themselves_on_hover_and_focus(
    browser: Any, server: Any, shots: Path, game: str
) -> None:
    guide = _guide(server, game)
    p, _ = _table(browser, server, game)
    page = p.page
    try:
        # a card on the table or in the hand, where the deal shows one to Ann (Hypp's are dealt blind)
        page.wait_for_function(
            "() => document.querySelectorAll('.has-tip').length > 0 || window.taverna.state.view", timeout=20_000
        )
        on_table = page.locator("#board .has-tip, #hand .has-tip")
        if on_table.count():
            first = on_table.first
            first.hover()
            _says(page, guide, first.get_attribute("data-card") or "")
            assert first.get_attribute("aria-describedby") == "card-tip"
            page.screenshot(path=str(shots / f"cardtip-{game}-hover.png"))
            page.mouse.move(2, 2)
            page.wait_for_selector(TIP, state="hidden")
            first.focus()  # by keyboard: the same words, and the card is described by the tip
            _says(page, guide, first.get_attribute("data-card") or "")
            page.keyboard.press("Escape")
            page.wait_for_selector(TIP, state="hidden")
        # the strip: the whole pack in the rule set's order, each card with its tip
        page.click("#cards-button")
        page.wait_for_selector("#cards-dialog[open] #card-strip .has-tip")
        strip = page.locator("#card-strip [data-card]")
        assert [strip.nth(i).get_attribute("data-card") for i in range(strip.count())] == list(guide)
        strip.nth(1).hover()
        _says(page, guide, list(guide)[1])
        page.screenshot(path=str(shots / f"cardtip-{game}-strip.png"))
        strip.last.focus()
        _says(page, guide, list(guide)[-1])
        assert page.text_content("#cards-title") == I18N["en"]["cards.title"].replace(
            "{rules}", server.get(f"/api/games/{game}/cards?rules={GAMES[game][0]}").json()["title"]
        )
        assert page.text_content("#cards-hint") == I18N["en"]["cards.hint"]
        page.keyboard.press("Escape")  # the tip first
        page.wait_for_selector(TIP, state="hidden")
        assert page.locator("#cards-dialog[open]").count() == 1
        page.keyboard.press("Escape")  # then the dialog
        page.wait_for_selector("#cards-dialog[open]", state="detached")
        assert not p.errors, p.errors
    finally:
        p.close()


def test_a_long_press_shows_a_card_of_the_hand_without_playing_it_in_japanese(
    browser: Any, server: Any, shots: Path
) -> None:
    guide = _guide(server, "coch", "ja")
    p, _ = _table(browser, server, "coch", "ja", PHONE, is_mobile=True, has_touch=True, device_scale_factor=2)
    page = p.page
    try:
        page.wait_for_selector("#hand .card-button.playable.has-tip")  # Ann's turn: a card she may play
        card = page.locator("#hand .card-button.playable.has-tip").first
        card.scroll_into_view_if_needed()
        states = page.evaluate("window.taverna.state.states")
        held = page.locator("#hand .card-button").count()
        box = card.bounding_box()
        assert box
        at = {"pointerType": "touch", "isPrimary": True, "clientX": box["x"] + 10, "clientY": box["y"] + 10}
        card.dispatch_event("pointerdown", at)
        _says(page, guide, card.get_attribute("data-card") or "")  # shown while the finger is down
        page.screenshot(path=str(shots / "cardtip-coch-long-press-ja.png"))
        card.dispatch_event("pointerup", at)
        card.dispatch_event("click", at)  # the click that ends a long press does not play the card
        page.wait_for_timeout(500)
        assert page.evaluate("window.taverna.state.states") == states and not page.evaluate(
            "window.taverna.state.pending"
        )
        assert page.locator("#hand .card-button").count() == held
        card.click()  # a tap plays it, as before
        p.wait_state_after(states)
        page.wait_for_function(f"() => document.querySelectorAll('#hand .card-button').length === {held - 1}")
        assert not p.errors, p.errors
    finally:
        p.close()


def test_no_serious_accessibility_violation_with_the_tip_and_the_strip_open(browser: Any, server: Any) -> None:
    p, _ = _table(browser, server, "cucu", bypass_csp=True)
    page = p.page
    try:
        page.wait_for_selector("#hand .has-tip, #board .has-tip")
        page.locator("#hand .has-tip, #board .has-tip").first.focus()
        page.wait_for_selector(f"{TIP}:not([hidden])")
        problems = _serious(p, "table with a card's tip")
        page.click("#cards-button")
        page.wait_for_selector("#cards-dialog[open] #card-strip .has-tip")
        page.locator("#card-strip .has-tip").first.focus()
        problems += _serious(p, "the strip of cards")
        assert not problems, "\n".join(problems)
    finally:
        p.close()


@pytest.mark.parametrize(("game", "lang"), [("coteccio", "en"), ("cucu", "it")])
def test_the_rules_dialogs_link_opens_the_whole_rules_page(
    browser: Any, server: Any, shots: Path, game: str, lang: str
) -> None:
    p, _ = _table(browser, server, game, lang)
    page = p.page
    try:
        page.click("#help-button")
        link = page.locator("#help-dialog[open] #rules-link")
        link.wait_for()
        assert link.text_content() == I18N[lang]["help.more"]
        assert link.get_attribute("href") == f"/rules/{game}?lang={lang}"
        with p.context.expect_page() as opened:
            link.click()
        rules = opened.value
        rules.wait_for_load_state()
        assert rules.url.endswith(f"/rules/{game}?lang={lang}")
        heading = rules.text_content("article h1") or ""
        assert heading.startswith(GAMES_TITLE[game]), heading
        assert rules.locator("text=shared/seeds/").count() > 0  # its sources
        note = rules.locator(".rules-lang")
        assert note.count() == (lang != "en") and (
            lang == "en" or note.text_content() == I18N[lang]["rules.in_english"]
        )
        rules.screenshot(path=str(shots / f"rules-{game}-{lang}.png"))
        assert not p.errors, p.errors
    finally:
        p.close()


GAMES_TITLE = {"coteccio": "Coteccio", "cucu": "Cucù"}


def test_every_rules_page_fits_a_phone_and_has_no_serious_accessibility_violation(
    browser: Any, server: Any, shots: Path
) -> None:
    problems: list[str] = []
    for game in sorted(GAMES):
        p = Page(browser, PHONE, is_mobile=True, has_touch=True, bypass_csp=True)  # axe is injected as a script
        try:
            p.page.goto(f"{server.base}/rules/{game}?lang=ja")
            assert p.page.text_content("h1 + nav a, header nav a") == I18N["ja"]["rules.back"]
            assert p.no_horizontal_scroll(), f"{game}: the rules page is wider than a phone"
            problems += _serious(p, f"rules page of {game}")
            if game in ("cucu", "hypp"):  # in English saying so; translated
                p.page.screenshot(path=str(shots / f"rules-{game}-phone-ja.png"))
            assert not p.errors, p.errors
        finally:
            p.close()
    assert not problems, "\n".join(problems)


def test_le_hers_french_cards_explain_themselves(browser: Any, server: Any, shots: Path) -> None:
    """Le Her, with the French pack: the card of the hand and the strip's 52 cards, kings first."""
    res = server.create(
        game="cucu", rules="le-her", options={"deals": 2}, seats=2, name="Ann", seed=3, bots={"1": "normal"}
    )
    body = server.get("/api/games/cucu/cards?rules=le-her&lang=it").json()
    guide = {c["card"]: c for c in body["cards"]}
    p = Page(browser, DESKTOP)
    page = p.page
    try:
        page.goto(server.base + "/static/favicon.svg")
        page.evaluate("() => localStorage.setItem('taverna.lang', 'it')")
        _open_table(p, server.base, res["table"]["code"], res["seat"], res["token"])
        page.wait_for_selector("#hand .has-tip, #board .has-tip")
        card = page.locator("#hand .has-tip, #board .has-tip").first
        card.hover()
        _says(page, guide, card.get_attribute("data-card") or "")
        page.screenshot(path=str(shots / "cardtip-le-her-it.png"))
        page.click("#cards-button")
        page.wait_for_selector("#cards-dialog[open] #card-strip .has-tip")
        strip = page.locator("#card-strip [data-card]")
        assert strip.count() == 52 and (strip.first.get_attribute("data-card") or "").startswith("K")
        assert page.locator("#card-strip svg.pack-french").count() == 52  # drawn from the French pack
        strip.first.focus()
        _says(page, guide, strip.first.get_attribute("data-card") or "")
        assert not p.errors, p.errors
    finally:
        p.close()
