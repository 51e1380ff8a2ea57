"""The rematch offer in Debian's Chromium, two seats on two pages (issue 29, item 12; the fixtures and helpers of
``test_browser``): one offers, both pages show it and who is to answer, a decline shows on both, a new offer
accepted sends both pages to the new table."""

from __future__ import annotations

import asyncio
import json
import re
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from tests.server.test_browser import DESKTOP, STATIC, Page, _open_table, browser, server, shots
from tests.server.test_browser_a11y import _serious
from tests.server.test_rematch_offer import _finish, _table_with_two_people

__all__ = ["browser", "server", "shots"]  # the fixtures, shared with test_browser

JA = json.loads((STATIC / "i18n" / "ja.json").read_text(encoding="utf-8"))


def _offer_text(p: Page, text: str) -> None:
    p.page.wait_for_function("t => document.getElementById('rematch-offer').textContent.includes(t)", arg=text)


def test_two_seats_see_the_offer_a_decline_and_go_to_the_rematch_together(browser: Any, server: Any,
                                                                        shots: Any) -> None:  # fmt: skip
    code, ada, bruno = _table_with_two_people(server, 11)

    async def finish() -> None:
        for c in await _finish(server, code, [ada["token"], bruno["token"]]):
            await c.__aexit__()

    with ThreadPoolExecutor(1) as pool:  # Playwright's sync API holds this thread's event loop
        pool.submit(asyncio.run, finish()).result()
    a, b = Page(browser, DESKTOP, bypass_csp=True), Page(browser, DESKTOP)  # (axe is injected as a script)
    try:
        _open_table(a, server.base, code, "Ada", ada["token"])
        _open_table(b, server.base, code, "Bruno", bruno["token"])
        for p in (a, b):
            p.page.wait_for_selector("#finished:not([hidden])")
            assert p.page.is_visible("#rematch") and p.page.is_hidden("#rematch-offer")
        # Ada offers: both pages say so, with who accepted (Ada and the bot) and who is to answer (Bruno)
        a.page.click("#rematch")
        for p in (a, b):
            _offer_text(p, "Ada offers a rematch. Accepted: Ada, Bot 3 (random). Waiting for: Bruno.")
        assert a.page.is_disabled("#rematch") and a.page.text_content("#rematch") == "Rematch offered"
        assert a.page.text_content("#rematch-decline") == "Withdraw the offer"
        assert b.page.text_content("#rematch") == "Accept the rematch" and b.page.is_visible("#rematch-decline")
        a.page.screenshot(path=str(shots / "rematch-offered.png"))
        b.page.screenshot(path=str(shots / "rematch-to-answer.png"))
        assert _serious(a, "a finished table with a rematch offer") == []
        # Bruno declines: both pages say so; the buttons are back to offering
        b.page.click("#rematch-decline")
        for p in (a, b):
            _offer_text(p, "Bruno declined the rematch.")
            p.page.wait_for_function("() => document.getElementById('rematch').textContent === 'Rematch'")
            assert p.page.is_hidden("#rematch-decline") and p.page.is_enabled("#rematch")
        a.page.screenshot(path=str(shots / "rematch-declined.png"))
        # Bruno, in Japanese, offers after all; Ada accepts: both pages go to the new table, each in its seat
        b.page.select_option("#lang", "ja")
        b.page.click("#rematch")
        want = JA["table.rematch_offered"].replace("{name}", "Bruno")
        b.page.wait_for_function("t => document.getElementById('rematch-offer').textContent.includes(t)", arg=want)
        b.page.screenshot(path=str(shots / "rematch-offered-ja.png"))
        _offer_text(a, "Bruno offers a rematch.")
        a.page.click("#rematch")  # "Accept the rematch"
        new = None
        for p, who in ((a, "Ada"), (b, "Bruno")):
            # (the page's URL read again and again: wait_for_url looks at the URL, then waits for a navigation,
            # and a navigation that commits between the two is missed)
            moved = lambda url: re.search(r"/t/[A-Z0-9]{6}$", url) is not None and not url.endswith(code)  # noqa: E731
            for _ in range(600):
                if moved(p.page.url):
                    break
                p.page.wait_for_timeout(100)
            assert moved(p.page.url), (who, p.page.url, p.page.evaluate("document.getElementById('rematch-offer')?.textContent"))
            new = p.page.url.rsplit("/", 1)[1]
            p.page.wait_for_function("() => window.taverna && window.taverna.state.states > 0 && window.taverna.state.seat")
        assert a.page.evaluate("window.taverna.state.seat") == "Ada"
        assert b.page.evaluate("window.taverna.state.seat") == "Bruno"
        assert server.get(f"/api/tables/{code}").json()["table"]["rematch"] == new
        b.page.screenshot(path=str(shots / "rematch-new-table-ja.png"))
        assert a.errors == [] and b.errors == []
    finally:
        a.close()
        b.close()
