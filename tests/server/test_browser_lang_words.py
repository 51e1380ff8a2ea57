"""Words of the tournaments and replay pages that follow a language switch, in Debian's Chromium: the tournaments
form's bot levels named in the page's language (the catalogue's ``level.*``, not the ids), and the replay page
showing none of the language left's lines while the new language's replay is on its way (held back with
``page.route``).  Screenshots go to ``$TAVERNA_SCREENSHOTS`` (``lang-words-*.png``)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from tests.server.test_browser import DESKTOP, Page, bga_record, browser, open_replay, played_record, server, shots

CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
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


_record = bga_record


def test_the_replay_shows_no_line_of_the_language_left(browser: Any, server: Any, shots: Path) -> None:
    p = Page(browser, DESKTOP)
    page = p.page
    held: list[Any] = []
    try:
        open_replay(page, server.base, _record())
        for _ in range(3):
            page.click("#forward")
        english = page.evaluate("() => window.taverna.replay.data.steps.slice(1, 4).flatMap((s) => s.lines)")
        assert english, "no line to go stale"
        log = page.inner_text("#rp-log")
        assert all(line in log for line in english), log  # (the English lines shown before the switch)
        # the Japanese replay held back
        page.route(re.compile(r"/api/replay\?lang=ja(&|$)"), lambda route: held.append(route))
        page.select_option("#lang", "ja")
        page.wait_for_function("() => document.documentElement.lang === 'ja'")
        for _ in range(100):
            if held:
                break
            page.wait_for_timeout(50)
        assert held, "the Japanese replay was not asked for"
        page.wait_for_timeout(300)  # (the page's moment to draw what it draws before the answer)
        shown = page.inner_text("#rp-log") + "\n" + page.inner_text("#step-action")
        stale = [line for line in english if line in shown]
        assert not stale, stale
        assert page.get_attribute("#rp-log", "aria-busy") == "true"
        page.screenshot(path=str(shots / "lang-words-replay-busy-ja.png"), full_page=True)
        held[0].continue_()
        page.wait_for_function("() => !document.getElementById('rp-log').hasAttribute('aria-busy')")
        japanese = page.evaluate("() => window.taverna.replay.data.steps.slice(1, 4).flatMap((s) => s.lines)")
        log = page.inner_text("#rp-log")
        assert CJK.search(log) and all(line in log for line in japanese), log
        assert page.evaluate("window.taverna.replay.step") == 3  # (still at the step it was at)
        page.screenshot(path=str(shots / "lang-words-replay-ja.png"), full_page=True)
        assert not p.errors, p.errors
    finally:
        p.close()


def test_the_replays_step_says_each_line_on_its_own(browser: Any, server: Any) -> None:
    """A step of several lines ("Losers: Ann", "Ann pays …") shows each on a line of its own: in Japanese, where
    sentences are joined without a space, run together they read as one ("負け: AnnAnnが…")."""
    p = Page(browser, DESKTOP)
    page = p.page
    try:
        page.goto(server.base + "/?lang=ja")
        open_replay(page, server.base, _record())
        page.select_option("#lang", "ja")
        page.wait_for_function("() => document.documentElement.lang === 'ja' && window.taverna.replay.lang === 'ja'")
        steps = page.evaluate("() => window.taverna.replay.data.steps.map((s) => s.lines)")
        k = next(i for i, lines in enumerate(steps) if len(lines) >= 2)
        for _ in range(k):
            page.click("#forward")
        page.wait_for_function("k => window.taverna.replay.step === k", arg=k)
        assert page.inner_text("#step-action").split("\n") == steps[k]
        assert not p.errors, p.errors
    finally:
        p.close()


def _cuajo_record() -> dict[str, Any]:
    """A one-deal Cuajo match among rule-of-thumb players (its view keeps money in cents, secrets, phases)."""
    return played_record("cuajo", ["Ann", "Bea", "Cid", "Dan"], 4, "normal", options={"deals": 1})


def test_the_replays_list_names_its_fields_and_words_in_the_pages_language(browser: Any, server: Any,
                                                                           shots: Path) -> None:  # fmt: skip
    """The replay's heading names the game, and its list of the public view says the engine's words (a phase) and
    money in the page's language: before, a Japanese page showed "cuajo · Ann, …", "段階 over" and "Ann: -160"."""
    ja = catalogue("ja")
    p = Page(browser, DESKTOP)
    page = p.page
    try:
        open_replay(page, server.base, _cuajo_record())
        page.select_option("#lang", "ja")
        page.wait_for_function("() => window.taverna.replay.lang === 'ja'")
        page.click("#last")
        title = server.get("/api/games?lang=ja").json()["games"]
        cuajo = next(g for g in title if g["id"] == "cuajo")["title"]
        page.wait_for_function("t => document.getElementById('replay-h').textContent.startsWith(t)", arg=cuajo)
        pairs = page.evaluate(
            "() => [...document.querySelectorAll('#rp-public dt')].map((dt) => [dt.textContent, dt.nextElementSibling"
            ".textContent])"
        )
        shown = dict(pairs)
        assert shown[ja["field.phase"]] == ja["value.phase.over"], shown
        money = shown[ja["field.money"]]
        assert re.search(r"Ann: -?\$\d+\.\d\d", money) and "$" in money, money  # (an amount, not cents)
        words = {"over", "play", "draw", "purro", "claim", "four", "sowee", "cards", "type"}
        raw = [(k, v) for k, v in pairs if k in words or v in words or re.search(r"\b(type|cards): ", v)]
        assert not raw, raw
        page.screenshot(path=str(shots / "lang-words-replay-fields-ja.png"), full_page=True)
        assert not p.errors, p.errors
    finally:
        p.close()


def test_the_replays_list_says_what_a_zero_means(browser: Any, server: Any, shots: Path) -> None:
    """Zifuli played until someone runs out of chips keeps ``rounds: 0`` in its view: the Italian replay's list says
    that in words (before, "giri: 0", as if no round were to be played)."""
    it = catalogue("it")
    p = Page(browser, DESKTOP)
    page = p.page
    try:
        open_replay(page, server.base, played_record("zifuli", ["Ann", "Bea", "Cid", "Dan", "Eve"], 4, "easy", options={"chips": 3}))
        page.select_option("#lang", "it")
        page.wait_for_function("() => window.taverna.replay.lang === 'it'")
        page.click("#last")
        pairs = dict(
            page.evaluate(
                "() => [...document.querySelectorAll('#rp-public dt')].map((dt) => [dt.textContent, dt.nextElementSibling"
                ".textContent])"
            )
        )
        rounds = [v for k, v in pairs.items() if k == "giri"]  # the field's label
        assert rounds == [it["value.rounds.0"]], pairs
        page.screenshot(path=str(shots / "lang-words-replay-zero-it.png"), full_page=True)
        assert not p.errors, p.errors
    finally:
        p.close()
