"""Learn to play (issue 29, item 5), in Debian's Chromium: each game's guided first match, played by clicking
only what the guide points at ("Next" through the intro, then the highlighted card or choice), to its end,
with no refusal, no script error and never off the scripted line.  Screenshots go to ``$TAVERNA_SCREENSHOTS``
(``guide-*.png``)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from taverna.games.guide import guides
from taverna.server.guide import line
from tests.server.test_browser import DESKTOP, PHONE, STATIC, Page, _open_table, browser, server, shots

__all__ = ["browser", "server", "shots"]  # the fixtures, shared with test_browser

I18N_EN = json.loads((STATIC / "i18n" / "en.json").read_text(encoding="utf-8"))

STEP = "() => document.getElementById('guide') && document.getElementById('guide').dataset.step"
READY = """() => {
  const g = document.getElementById('guide');
  if (!g) return false;
  const s = g.dataset.step, st = window.taverna.state;
  if (s === 'done' || s === 'off' || s.startsWith('intro')) return true;
  return s.startsWith('move') && !st.pending && !!document.querySelector('.guide-target:not([disabled])');
}"""


# the table at rest: no card in flight (the coach's outline pulses for ever: not counted)
STILL = """() => document.getAnimations().filter((a) => a.playState === 'running' &&
  !(a.effect && a.effect.target && a.effect.target.classList.contains('guide-target'))).length === 0"""


def _learn(browser: Any, server: Any, shots: Path, game: str, rules: str, lang: str = "en", size: Any = DESKTOP,
           on_move: Callable[[Page, str], None] | None = None, on_end: Callable[[Page], None] | None = None,
           **kw: Any) -> None:  # fmt: skip
    res = server.post("/api/guide", {"game": game, "rules": rules, "name": "Ann"}).json()
    p = Page(browser, size, **kw)
    page = p.page
    try:
        page.goto(server.base + "/static/favicon.svg")
        page.evaluate(f"() => localStorage.setItem('taverna.lang', '{lang}')")
        page.add_init_script("window.__refused = []; document.addEventListener('taverna:refused', "
                             "(e) => window.__refused.push(e.detail.message));")  # fmt: skip
        _open_table(p, server.base, res["table"]["code"], res["seat"], res["token"])
        at = "" if size == DESKTOP else f"-{size['width']}x{size['height']}"
        moves = [mv for mv in line(game, rules) if mv.seat == 0 and not mv.automatic]
        # the questions the table answers for the learner (at once here: bot_delay 0) are not clicked: a page
        # that saw one before the answer came would click a button the answer takes away
        answered = {f"move:{mv.at}" for mv in line(game, rules) if mv.seat == 0 and mv.automatic}
        clicked: list[str] = []
        shot = 0
        for _ in range(400):
            page.wait_for_function(READY, timeout=30_000)
            step = page.evaluate(STEP)
            assert step != "off", f"{game}/{rules}: the match left the scripted line after {clicked}"
            if step == "done":
                break
            if shot < 2 and (step == "intro:0" or (step.startswith("move") and len(clicked) >= 4)):
                page.wait_for_function(STILL)
                page.screenshot(path=str(shots / f"guide-{game}-{rules}-{lang}{at}-{shot}.png"))
                shot += 1
            n = page.evaluate("window.taverna.state.states")
            if step.startswith("intro"):
                page.click("#guide-next")
                page.wait_for_function(f"s => ({STEP})() !== s", arg=step)
            elif step in answered:
                page.wait_for_function(f"s => ({STEP})() !== s", arg=step)
                continue
            else:
                if on_move is not None:
                    on_move(p, step)
                    # (a state that came while the check ran, on a loaded machine, draws the choices again: the
                    # step is taken up again once the table is ready, the same step or the next)
                    page.wait_for_function(READY, timeout=30_000)
                    if page.evaluate(STEP) != step:
                        continue
                    n = page.evaluate("window.taverna.state.states")
                target = page.locator(".guide-target")
                assert target.count() <= 1
                # clicked in the page at once while the step is still this one (a state that comes between draws the
                # choices again: a click that waits for its button may wait for one that is gone)
                hit = page.evaluate(f"""s => {{
                  if (({STEP})() !== s) return false;
                  const e = document.querySelector('.guide-target:not([disabled])');
                  if (!e || !e.checkVisibility()) return false;
                  e.click();
                  return true;
                }}""", step)  # fmt: skip
                if not hit:
                    continue
                page.wait_for_function("n => window.taverna.state.states > n", arg=n)
                page.wait_for_function(f"s => ({STEP})() !== s", arg=step)
            clicked.append(step)
        else:
            pytest.fail(f"{game}/{rules}: the guided match did not end")
        assert len([s for s in clicked if s.startswith("move")]) == len(moves)
        assert page.evaluate("window.taverna.state.view.finished")
        assert page.text_content("#guide-now"), "the guide's last words"
        page.wait_for_function(STILL)
        page.screenshot(path=str(shots / f"guide-{game}-{rules}-{lang}{at}-end.png"))
        if on_end is not None:
            on_end(p)
        assert page.evaluate("window.__refused") == []
        assert not p.errors, p.errors
    finally:
        p.close()


@pytest.mark.parametrize(("game", "rules"), guides(), ids=[f"{g}-{r}" for g, r in guides()])
def test_each_guided_first_match_plays_to_its_end_by_clicking_what_the_guide_points_at(
    browser: Any, server: Any, shots: Path, game: str, rules: str
) -> None:
    _learn(browser, server, shots, game, rules)


def _nothing_lies_on_anything(p: Page) -> None:
    """The felt at the end of the match (below the final standings on a phone): no card on a seat, no trick on
    its label (it once shrank to 9 rem under the standings, the last trick lying on the seats)."""
    from tests.server.test_browser_layout import SEEN

    p.page.locator("#board").scroll_into_view_if_needed()
    overlaps = p.page.evaluate(SEEN)["overlaps"]
    assert not overlaps, overlaps


def test_a_guided_match_in_korean_and_japanese_on_a_phone(browser: Any, server: Any, shots: Path) -> None:
    game, rules = guides()[0]
    _learn(browser, server, shots, game, rules, "ko", PHONE, on_end=_nothing_lies_on_anything, is_mobile=True,
           has_touch=True)  # fmt: skip
    _learn(browser, server, shots, game, rules, "ja", PHONE, is_mobile=True, has_touch=True)


def test_the_lobby_has_a_learn_to_play_entry_per_guide_and_the_table_a_button(browser: Any, server: Any) -> None:
    """From the lobby: one "Learn to play" button per game and rule set with a guide; the first opens a guided
    table whose coach speaks; that table's own "Learn to play" button opens a new one of the same game."""
    p = Page(browser, DESKTOP)
    page = p.page
    try:
        page.goto(server.base + "/")
        page.wait_for_selector("#learn-box button")
        buttons = page.locator("#learn-box button")
        assert buttons.count() == len(guides())
        game, rules = guides()[0]
        assert (buttons.first.get_attribute("data-game"), buttons.first.get_attribute("data-rules")) == (game, rules)
        buttons.first.click()
        page.wait_for_url("**/t/*")
        page.wait_for_selector("#guide[data-step='intro:0']")
        first = page.url
        page.click("#learn-button")
        page.wait_for_function("u => location.href !== u", arg=first)
        page.wait_for_selector("#guide[data-step='intro:0']")
        assert page.evaluate("window.taverna.state.table.game") == game
        assert not p.errors, p.errors
    finally:
        p.close()


def test_a_guided_table_has_no_serious_accessibility_violation(browser: Any, server: Any) -> None:
    from tests.server.test_browser_a11y import _serious

    game, rules = guides()[0]
    res = server.post("/api/guide", {"game": game, "rules": rules, "name": "Ann"}).json()
    problems: list[str] = []
    for size in (DESKTOP, PHONE):
        p = Page(browser, size, bypass_csp=True)  # axe is injected as a script
        try:
            _open_table(p, server.base, res["table"]["code"], res["seat"], res["token"])
            p.page.wait_for_selector("#guide[data-step='intro:0'] .guide-now")
            p.page.wait_for_selector(".guide-target")
            problems += _serious(p, f"guided table {size['width']}")
            p.page.goto(server.base + "/")
            p.page.wait_for_selector("#learn-box button")
            problems += _serious(p, f"lobby with learn to play {size['width']}")
        finally:
            p.close()
    assert not problems, "\n".join(problems)


TARGET_SEEN = """() => {
  const e = document.querySelector('.guide-target'), r = e.getBoundingClientRect();
  const x = r.left + Math.min(8, r.width / 2), y = r.top + r.height / 2;
  const hit = document.elementFromPoint(x, y);
  const now = document.getElementById('guide-now').getBoundingClientRect();
  return {target: !!hit && (hit === e || e.contains(hit)), inside: r.top >= 0 && r.bottom <= innerHeight + 1,
          coach: now.top >= 0 && now.bottom <= innerHeight + 1 && now.height > 0};
}"""


@pytest.mark.parametrize("size", ["1280x800", "1366x768", "390x844"])
@pytest.mark.parametrize(("game", "rules"), [("cucu", "campli"), ("coch", "rulebook"), ("cuajo", "pagat")])
def test_the_coach_covers_nothing_and_what_it_points_at_is_on_screen(
    browser: Any, server: Any, shots: Path, game: str, rules: str, size: str
) -> None:
    """The table still fits the screen with the coach (every seat, card, label and choice seen and uncovered,
    as test_browser_layout checks every table), the coach's words are on screen and the thing to click is in
    the window and not covered, at each of the learner's moves."""
    from tests.server.test_browser_layout import _check

    w, h = (int(x) for x in size.split("x"))
    phone = w < 600
    checked: list[str] = []

    def check(p: Page, step: str) -> None:
        p.page.emulate_media(reduced_motion="reduce")
        p.page.wait_for_function(STILL)
        if p.page.evaluate("window.taverna.state.view.finished"):
            return
        _check(p, f"{game}/{rules} at {size}, {step}")
        seen = p.page.evaluate(TARGET_SEEN)
        assert seen == {"target": True, "inside": True, "coach": True}, (step, seen)
        checked.append(step)

    kw: dict[str, Any] = {"is_mobile": True, "has_touch": True} if phone else {}
    _learn(browser, server, shots, game, rules, "en", {"width": w, "height": h}, on_move=check, **kw)
    assert checked


def test_a_guided_match_is_played_with_the_keyboard_alone(browser: Any, server: Any) -> None:
    """Enter on Next through the intro; then at each move of the learner the focus is on what to press (a
    choice, a card), and Enter takes it, to the end."""
    game, rules = "cucu", "campli"
    res = server.post("/api/guide", {"game": game, "rules": rules, "name": "Ann"}).json()
    p = Page(browser, DESKTOP)
    page = p.page
    try:
        _open_table(p, server.base, res["table"]["code"], res["seat"], res["token"])
        page.wait_for_selector("#guide[data-step='intro:0']")
        page.focus("#guide-next")
        moves = 0
        for _ in range(200):
            page.wait_for_function(READY, timeout=30_000)
            step = page.evaluate(STEP)
            assert step != "off"
            if step == "done":
                break
            if step.startswith("move"):
                page.wait_for_function(
                    "() => document.activeElement && document.activeElement.matches('.guide-target')"
                )
                moves += 1
            else:
                assert page.evaluate("document.activeElement.id") == "guide-next"
            page.keyboard.press("Enter")
            page.wait_for_function(f"s => ({STEP})() !== s", arg=step)
        assert page.evaluate("window.taverna.state.view.finished")
        assert moves == len([mv for mv in line(game, rules) if mv.seat == 0 and not mv.automatic])
        assert not p.errors, p.errors
    finally:
        p.close()


def test_leaving_the_line_is_allowed_and_the_coach_says_so(browser: Any, server: Any) -> None:
    """The learner clicks the other choice at the first move: the engine takes it (it is legal), the coach says
    the lesson's line was left, the bots play on by their rule of thumb, and the match still ends."""
    res = server.post("/api/guide", {"game": "cucu", "rules": "campli", "name": "Ann"}).json()
    p = Page(browser, DESKTOP)
    page = p.page
    try:
        _open_table(p, server.base, res["table"]["code"], res["seat"], res["token"])
        for _ in range(3):
            page.wait_for_selector("#guide-next:not([hidden])")
            page.click("#guide-next")
        page.wait_for_selector("#guide[data-step^='move']", state="attached")
        page.wait_for_selector("#action-list .guide-target")
        other = page.locator("#action-list button.action:not(.guide-target)").first
        n = page.evaluate("window.taverna.state.states")
        other.click()
        page.wait_for_function("n => window.taverna.state.states > n", arg=n)
        for _ in range(100):
            page.wait_for_function(
                "() => ['off', 'done'].includes(document.getElementById('guide').dataset.step)", timeout=30_000
            )
            if page.evaluate(STEP) == "done":
                break
            assert page.text_content("#guide-now") == I18N_EN["guide.off_script"]
            n = page.evaluate("window.taverna.state.states")
            page.locator("#action-list button.action").first.click()
            page.wait_for_function("n => window.taverna.state.states > n", arg=n)
        assert page.evaluate("window.taverna.state.view.finished")
        assert not p.errors, p.errors
    finally:
        p.close()


def test_a_newcomer_reads_the_lobby_the_table_and_the_guided_first_match_in_french(
    browser: Any, server: Any, shots: Path
) -> None:
    from taverna.i18n import fluent

    fr = json.loads((STATIC / "i18n" / "fr.json").read_text(encoding="utf-8"))
    game, rules = guides()[0]
    learn = {fluent.format_message(game, "fr", mid, {}) for mid in fluent.message_variables(game, "fr")
             if mid.startswith("learn-")}  # fmt: skip
    p = Page(browser, DESKTOP)
    try:  # the lobby, first: its own words and the games' titles in French
        p.page.goto(server.base + "/static/favicon.svg")
        p.page.evaluate("() => localStorage.setItem('taverna.lang', 'fr')")
        p.page.goto(server.base + "/")
        p.page.wait_for_function("t => document.body.innerText.includes(t)", arg=fr["lobby.learn_h"])
        assert p.page.text_content("h1 small") == fr["app.tagline"]
        p.page.wait_for_function("() => document.querySelectorAll('#rules option').length > 0")
        # the games' lobby texts, in French
        assert "tel qu’on le joue à Campli" in (p.page.text_content("#rules") or "")
        p.page.screenshot(path=str(shots / "lobby-fr.png"), full_page=True)
        assert not p.errors, p.errors
    finally:
        p.close()
    seen: list[str] = []

    def in_french(q: Page, step: str) -> None:
        page = q.page
        assert page.text_content("#hand-h") == fr["table.your_hand"]
        assert page.text_content("#log-h") == fr["table.log"]
        assert page.text_content("#actions-h") == fr["table.actions"]
        assert page.text_content("#guide-now") in learn, page.text_content("#guide-now")  # the coach's sentence
        log = page.text_content("#log") or ""
        assert "Donne 1" in log and "Deal 1" not in log, log  # the engine's events, said by the server in French
        seen.append(step)

    _learn(browser, server, shots, game, rules, "fr", on_move=in_french)
    assert seen
