"""The pages' HTTP calls carry the page's language (issue 31): ``static/js/api.js`` sends it as
``Accept-Language``, so a refusal of any API call (here: starting a table that does not exist, a wrong
password) comes back in the page's language, in Debian's Chromium."""

from __future__ import annotations

from typing import Any

from tests.server.test_browser import DESKTOP, Page, browser, server

__all__ = ["browser", "server"]  # the fixtures, shared with test_browser

CALL = """async ([path, body]) => {
  const { api } = await import('/static/js/api.js');
  try { await api('POST', path, body); return null; } catch (e) { return [e.status, e.message]; }
}"""


def test_an_api_call_of_a_page_is_refused_in_the_pages_language(browser: Any, server: Any) -> None:
    p = Page(browser, DESKTOP)
    page = p.page
    try:
        page.goto(server.base + "/")
        page.evaluate("() => localStorage.setItem('taverna.lang', 'ko')")
        page.goto(server.base + "/")
        page.wait_for_function("() => document.documentElement.lang === 'ko'", timeout=20000)
        status, said = page.evaluate(CALL, ["/api/tables/ZZZZZZ/start", {"token": "x"}])
        assert status == 404 and said.startswith("코드가 'ZZZZZZ'인 테이블이 없습니다"), said
        page.evaluate("() => localStorage.setItem('taverna.lang', 'fr')")
        page.goto(server.base + "/")
        page.wait_for_function("() => document.documentElement.lang === 'fr'", timeout=20000)
        status, said = page.evaluate(CALL, ["/api/players/signin", {"name": "Nobody", "password": "not the one"}])
        assert status == 403 and said == "nom ou mot de passe incorrect (les noms sont comparés sans casse)", said
    finally:
        p.close()
