"""Words of the tournaments and replay pages that follow a language switch, in Debian's Chromium: the tournaments
form's bot levels named in the page's language (the catalogue's ``level.*``, not the ids), and the replay page
showing none of the language left's lines while the new language's replay is on its way (held back with
``page.route``).  Screenshots go to ``$TAVERNA_SCREENSHOTS`` (``lang-words-*.png``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.server.test_browser import DESKTOP, Page, browser, server, shots

I18N = Path(__file__).resolve().parents[2] / "src" / "taverna" / "server" / "static" / "i18n"

__all__ = ["browser", "server", "shots"]  # the fixtures, shared with test_browser


def catalogue(lang: str) -> dict[str, str]:
    words: dict[str, str] = json.loads((I18N / f"{lang}.json").read_text(encoding="utf-8"))
    return words


def test_the_tournaments_bot_levels_are_named_in_the_pages_language(browser: Any, server: Any, shots: Path) -> None:
    levels = server.get("/api/games").json()["levels"]
    ja, en = catalogue("ja"), catalogue("en")
    p = Page(browser, DESKTOP)
    page = p.page
    try:
        page.goto(f"{server.base}/tournaments")
        page.wait_for_selector("#t-bots option[value='hard']", state="attached")
        page.select_option("#t-bots", "hard")
        shown = "() => [...document.querySelectorAll('#t-bots option')].slice(1).map((o) => [o.value, o.textContent])"
        assert page.evaluate(shown) == [[lv, en[f"level.{lv}"]] for lv in levels]
        page.select_option("#lang", "ja")
        page.wait_for_function("() => document.documentElement.lang === 'ja'")
        got = page.evaluate(shown)
        assert got == [[lv, ja[f"level.{lv}"]] for lv in levels], got
        assert all(text != lv for lv, text in got), got  # (the catalogue's words, not the ids)
        assert page.eval_on_selector("#t-bots", "s => s.value") == "hard"  # (the choice kept on the switch)
        page.screenshot(path=str(shots / "lang-words-tournaments-ja.png"), full_page=True)
        assert not p.errors, p.errors
    finally:
        p.close()
