"""Bots' names in the page's language (issue 31, item 5): the server names a bot it seats "Bot 2 (normal)"
(its identity in the record); a Korean page says "봇 2 (보통)" on the felt, in the players' list and in the log
(the log's sentences are the server's, in the page's language), and an English one "Bot 2 (normal)"; the cards
shown at a deal's end say whose they are so too, in Japanese and Korean."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.server.test_browser import DESKTOP, PHONE, STATIC, Page, _open_table, browser, server, shots

__all__ = ["browser", "server", "shots"]

BOT = re.compile(r"Bot \d+ \((?:random|simple|easy|normal|hard)\)")
KO_BOT = re.compile(r"봇 \d+ \((?:무작위|단순|쉬움|보통|어려움)\)")


def test_a_korean_table_names_its_bots_in_korean(browser: Any, server: Any) -> None:
    p = Page(browser, DESKTOP)
    page = p.page
    page.goto(server.base + "/")
    page.wait_for_selector("#game option", state="attached")
    page.select_option("#lang", "ko")
    page.wait_for_function("() => document.documentElement.lang === 'ko'")
    page.fill("#name", "Ann")
    page.select_option("#game", "hypp")
    page.select_option("#seat-count", "3")
    page.click("#create-button")
    page.wait_for_url(re.compile(r".*/t/[A-Z0-9]{6}$"))
    page.wait_for_function("() => window.taverna && window.taverna.state.view")
    code = page.url.rsplit("/", 1)[1]
    seats = [s["name"] for s in server.get(f"/api/tables/{code}").json()["table"]["seats"]]
    assert sum(1 for s in seats if BOT.fullmatch(s)) == 2, seats  # the record keeps the server's names
    page.wait_for_function("() => document.querySelectorAll('#log li').length > 0")
    page.wait_for_function("() => /봇 \\d+ \\(/.test(document.body.innerText)")
    text = page.evaluate("document.body.innerText")
    assert len(KO_BOT.findall(text)) >= 2, text[:2000]
    assert not BOT.search(text), BOT.search(text)
    page.select_option("#lang", "en")
    page.wait_for_function("() => document.documentElement.lang === 'en'")
    page.wait_for_function("() => /Bot \\d+ \\(/.test(document.body.innerText)")
    assert not p.errors, p.errors
    p.close()


I18N = {lang: json.loads((STATIC / "i18n" / f"{lang}.json").read_text(encoding="utf-8")) for lang in ("ja", "ko", "fr")}
SCREENS = {"desktop": {"width": 1280, "height": 800}, "wide": DESKTOP, "phone": PHONE}


@pytest.mark.parametrize(("lang", "screen"), [("ja", "desktop"), ("ko", "wide"), ("ja", "phone"), ("fr", "phone")])
def test_the_cards_shown_at_a_deals_end_name_the_bots_in_the_pages_language(
    browser: Any, server: Any, shots: Path, lang: str, screen: str
) -> None:
    """Under the cards revealed at a deal's end ("Cards shown"), each player as the rest of the page names them:
    a bot "ボット2 (やさしい)" on a Japanese page, "봇 2 (쉬움)" on a Korean one, never "Bot 2 (easy)"; and the whole
    name is shown (wrapped under its card, not cut short with an ellipsis), on a desktop and on a phone."""
    res = server.create(game="cucu", rules="bga", options={"length": "short"}, seats=3, name="Ann", seed=5,
                        timer=0.5, bots={"1": "easy", "2": "easy"})  # fmt: skip
    # (Ann's moves made by the table's time, slowly enough that the match is not over before the page is here)
    code = res["table"]["code"]
    seats = [s["name"] for s in server.get(f"/api/tables/{code}").json()["table"]["seats"]]
    bots = [s for s in seats if BOT.fullmatch(s)]
    assert len(bots) == 2, seats
    words = I18N[lang]

    def said(bot: str) -> str:
        m = re.fullmatch(r"Bot (\d+) \((\w+)\)", bot)
        assert m
        return words["bot.name"].replace("{n}", m[1]).replace("{level}", words[f"level.{m[2]}"])

    phone = screen == "phone"
    p = Page(browser, SCREENS[screen], **({"is_mobile": True, "has_touch": True} if phone else {}))
    page = p.page
    page.add_init_script(f"localStorage.setItem('taverna.lang', '{lang}')")
    try:
        _open_table(p, server.base, code, res["seat"], res["token"])
        page.wait_for_selector("#reveal:not([hidden]) #reveal-cards .who", timeout=90_000)  # (a deal's end)
        # the names and their boxes read at once, on a reveal that names a bot (not only Ann's card: the page may
        # come late, when the match is over and the last cards shown are a bot's alone)
        got = page.wait_for_function(
            "() => { const ws = [...document.querySelectorAll('#reveal:not([hidden]) #reveal-cards .who')];"
            " return ws.some(w => w.textContent !== 'Ann')"
            " && ws.map(w => [w.textContent, w.scrollWidth, w.clientWidth, w.scrollHeight, w.clientHeight]); }",
            timeout=90_000,
        ).json_value()
        assert page.evaluate("document.documentElement.lang") == lang
        who = [w[0] for w in got]
        assert not [w for w in who if BOT.search(w)], who  # (the server's English names)
        assert set(who) - {"Ann"} and set(who) - {"Ann"} <= {said(b) for b in bots}, (who, [said(b) for b in bots])
        # each name in full: nothing of it beyond its box, sideways or below
        cut = [w for w in got if w[1] > w[2] or w[3] > w[4]]
        assert not cut, cut
        page.locator("#reveal").screenshot(path=str(shots / f"bot-names-reveal-{lang}-{screen}.png"))
        assert not p.errors, p.errors
    finally:
        p.close()
