"""A refusal in the page's language, in Debian's Chromium (issue 31): a seat link whose token is not the
table's is refused in French, and the page still forgets it (by the refusal's key, not its English words)."""

from __future__ import annotations

from typing import Any

from tests.server.test_browser import DESKTOP, Page, browser, server

__all__ = ["browser", "server"]  # the fixtures, shared with test_browser


def test_a_stale_seat_link_is_refused_in_french_and_forgotten(browser: Any, server: Any) -> None:
    made = server.create(game="hypp", seats=3, name="Ann", bots={"1": "simple", "2": "simple"})
    code = made["table"]["code"]
    p = Page(browser, DESKTOP)
    page = p.page
    try:
        page.goto(server.base + "/")
        page.evaluate(
            "(code) => { localStorage.setItem('taverna.lang', 'fr');"
            " localStorage.setItem('taverna.seats', JSON.stringify({[code]: {seat: 'Ann', token: 'not-this-one'}})); }",
            code,
        )
        page.goto(f"{server.base}/t/{code}")
        page.wait_for_function(
            "(code) => !(code in JSON.parse(localStorage.getItem('taverna.seats') || '{}'))", arg=code, timeout=20000
        )
        page.wait_for_function("() => (document.getElementById('message') || {}).textContent?.includes('jeton')")
        said = page.text_content("#message") or ""
        assert f"ce jeton de place n'appartient à aucune place de la table {code}" in said, said
        assert "does not belong" not in said
    finally:
        p.close()
