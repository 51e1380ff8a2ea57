"""The table page shows every seat (and a spectator) the fair table's commitment, in the page's language."""

from __future__ import annotations

from typing import Any

from .test_browser import DESKTOP, Page, _open_table, browser, server  # noqa: F401  (fixtures)


def test_the_table_page_shows_the_commitment_with_its_explanation(browser: Any, server: Any) -> None:  # noqa: F811
    made = server.create(game="kille", seats=3, name="Ann", bots={"1": "simple", "2": "simple"})
    code, fair = made["table"]["code"], made["table"]["fair"]
    seated, watching = Page(browser, DESKTOP), Page(browser, DESKTOP)
    try:
        _open_table(seated, server.base, code, made["seat"], made["token"])
        _open_table(watching, server.base, code)
        for p in (seated, watching):
            p.page.wait_for_selector("#fair:not([hidden])")
            line = p.page.text_content("#fair-line") or ""
            assert line == f"Fair deal: commitment {fair['commitment'][:12]}…"
            assert "256-bit" in (p.page.get_attribute("#fair-line", "title") or "")
            p.page.click("#fair-line")  # the details open: the whole commitment, and what it means
            assert p.page.text_content("#fair-commitment") == fair["commitment"]
            assert "taverna verify" in (p.page.text_content("#fair p.hint") or "")
        seated.page.select_option("#lang", "it")
        seated.page.wait_for_function(
            "c => document.getElementById('fair-line').textContent === 'Distribuzione leale: impegno ' + c + '…'",
            arg=fair["commitment"][:12],
        )
        assert "256 bit" in (seated.page.text_content("#fair p.hint") or "")
        assert not seated.errors and not watching.errors, (seated.errors, watching.errors)
    finally:
        seated.close()
        watching.close()
