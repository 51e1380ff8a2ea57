"""Bots' names in the page's language (issue 31, item 5): the server names a bot it seats "Bot 2 (normal)"
(its identity in the record); a Korean page says "봇 2 (보통)" on the felt, in the players' list and in the log
(the log's sentences are the server's, in the page's language), and an English one "Bot 2 (normal)"."""

from __future__ import annotations

import re
from typing import Any

from tests.server.test_browser import DESKTOP, Page, browser, server

__all__ = ["browser", "server"]

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
