"""The lobby that cannot fail silently, seats that follow the person, the end of a match, the replay
viewer and help at the table, in Debian's Chromium (the fixtures and helpers of ``test_browser``).

Each test here failed before the feature it checks: the lobby offered 3 seats for Torionfo (which plays
with 2 or 4) and showed errors at the top of the page; there was no seat link, no "My tables", no
away/back line, no fill button, no standings or story, no replay viewer and no help.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.server.test_browser import DESKTOP, PHONE, STATIC, Page, _open_table, browser, open_replay, server, shots

__all__ = ["browser", "server", "shots"]  # the fixtures, shared with test_browser

EN = json.loads((STATIC / "i18n" / "en.json").read_text(encoding="utf-8"))
IT = json.loads((STATIC / "i18n" / "it.json").read_text(encoding="utf-8"))


def _lobby(p: Page, base: str) -> None:
    p.page.goto(base + "/")
    p.page.wait_for_selector("#game option", state="attached")
    p.page.fill("#name", "Ann")


def _play_to_end(p: Page, limit: int = 600) -> None:
    for _ in range(limit):
        p.wait_turn_or_end()
        if p.finished():
            return
        p.click_first()
    pytest.fail("the match did not end")


# ---------------------------------------------------------------------------- the lobby
def test_a_seat_offers_the_learned_bot_only_where_the_rule_set_has_its_network(browser: Any, server: Any) -> None:
    levels = "() => [...document.querySelector('#seat-list select').options].map(o => o.value)"
    p = Page(browser, DESKTOP)
    try:
        _lobby(p, server.base)
        p.page.select_option("#game", "cucu")
        p.page.select_option("#rules", "campli")
        assert "learned" in p.page.evaluate(levels)
        # the rule sets are named by their titles alone (before: "campli: Cucù as played at Campli", an id)
        names = p.page.eval_on_selector_all("#rules option", "os => os.map(o => [o.value, o.textContent])")
        assert names and all(not text.startswith(f"{value}:") and text for value, text in names), names
        p.page.select_option("#rules", "le-her")  # (every Cucù rule set has its network)
        assert "learned" in p.page.evaluate(levels)
        p.page.select_option("#game", "hypp")  # (no network: the level would be hard's search alone)
        assert "learned" not in p.page.evaluate(levels) and "hard" in p.page.evaluate(levels)
        p.page.select_option("#game", "coch")
        assert "learned" in p.page.evaluate(levels)
        assert not p.errors, p.errors
    finally:
        p.close()


def test_the_seat_count_offers_the_counts_the_rule_set_allows_with_its_usual_count(browser: Any, server: Any) -> None:
    p = Page(browser, DESKTOP)
    try:
        _lobby(p, server.base)
        p.page.select_option("#game", "torionfo")
        counts = p.page.eval_on_selector_all("#seat-count option", "os => os.map(o => o.value)")
        assert counts == ["2", "4"]  # Torionfo plays with two partnerships or two players, never three
        assert p.page.input_value("#seat-count") == "4"
        p.page.select_option("#game", "cucu")
        p.page.select_option("#rules", "le-her")
        assert p.page.eval_on_selector_all("#seat-count option", "os => os.map(o => o.value)") == ["2"]
        p.page.select_option("#rules", "bga")
        assert p.page.input_value("#seat-count") == "6"
        assert p.page.locator("#seat-list select").count() == 5
        # Torionfo with the lobby's defaults is created
        p.page.select_option("#game", "torionfo")
        p.page.click("#create-button")
        p.page.wait_for_url(re.compile(r".*/t/[A-Z0-9]{6}$"))
        code = p.page.url.rsplit("/", 1)[1]
        assert len(server.get(f"/api/tables/{code}").json()["table"]["seats"]) == 4
        assert not p.errors, p.errors
    finally:
        p.close()


def test_the_lobby_says_how_long_each_bot_level_thinks_in_the_game_chosen(browser: Any, server: Any, shots: Path) -> None:
    p = Page(browser, DESKTOP)
    try:
        _lobby(p, server.base)
        p.page.select_option("#game", "hypp")  # the slowest search: its hard bot thinks about 0.4 s a move
        text = p.page.inner_text("#bot-think")
        assert text.startswith(EN["lobby.think"].split("{")[0]) and "hard about 0.4 s" in text, text
        assert "easy at once" in text and "normal at once" in text, text  # (the rule of thumb: no search)
        p.page.screenshot(path=str(shots / "lobby-bot-think.png"))
        p.page.select_option("#game", "cucu")  # Cucù's search stops early: every level answers at once
        assert "hard at once" in p.page.inner_text("#bot-think")
        assert not p.errors, p.errors
    finally:
        p.close()


def test_an_error_is_shown_next_to_the_control_that_caused_it(browser: Any, server: Any) -> None:
    p = Page(browser, DESKTOP)
    page = p.page
    try:
        _lobby(p, server.base)
        page.select_option("#game", "cucu")
        page.select_option("#rules", "bga")
        # a name the server refuses: said under the name, which gets the focus
        page.fill("#name", "You")
        page.click("#create-button")
        page.wait_for_selector("#err-name:not([hidden])")
        assert "'name'" in page.text_content("#err-name")
        assert page.evaluate("document.activeElement.id") == "name"
        assert page.get_attribute("#name", "aria-invalid") == "true"
        assert page.is_hidden("#message") and page.is_hidden("#create-error")
        # an option's value the engine refuses: said under that option, the options opened
        page.fill("#name", "Ann")
        page.click("#options-box summary")
        page.evaluate("() => { const i = document.getElementById('opt-chips'); i.removeAttribute('min'); i.value = '0'; }")
        page.click("#options-box summary")  # closed again: the error opens it
        page.click("#create-button")
        page.wait_for_selector("#err-opt-chips:not([hidden])")
        assert "chips" in page.text_content("#err-opt-chips")
        assert page.evaluate("document.getElementById('options-box').open")
        assert page.evaluate("document.activeElement.id") == "opt-chips"
        assert page.is_hidden("#err-name"), "an earlier error is cleared"
        # an error about no control: next to the Create button, which is announced and focused
        page.route(re.compile(r"/api/tables(\?[^/]*)?$"), lambda route: route.fulfill(status=503, content_type="application/json",
                                                                  body='{"error": "too many tables are waiting"}')
                   if route.request.method == "POST" else route.continue_())  # fmt: skip
        page.fill("#opt-chips", "")
        page.click("#create-button")
        page.wait_for_selector("#create-error:not([hidden])")
        assert page.text_content("#create-error") == "too many tables are waiting"
        assert page.get_attribute("#create-error", "role") == "alert"
        assert page.evaluate("document.activeElement.id") == "create-error"
        assert not page.is_disabled("#create-button")
        assert not p.errors, p.errors
    finally:
        p.close()


def test_one_button_fills_the_empty_seats_with_bots_and_the_match_starts(browser: Any, server: Any) -> None:
    res = server.create(game="cucu", rules="bga", options={"length": "short"}, seats=4, name="Ann")
    code = res["table"]["code"]
    p = Page(browser, DESKTOP)
    try:
        _open_table(p, server.base, code, res["seat"], res["token"])
        p.page.wait_for_selector("#fill-bots")
        assert p.page.text_content("#fill-bots") == "Fill the 3 empty seats with bots"
        p.page.select_option("#fill-level", "random")
        p.page.click("#fill-bots")
        p.page.wait_for_function("() => window.taverna.state.view")
        seats = server.get(f"/api/tables/{code}").json()["table"]["seats"]
        assert [s["kind"] for s in seats] == ["human", "bot", "bot", "bot"]
        assert {s["level"] for s in seats[1:]} == {"random"}
        assert p.page.is_hidden("#seats-panel")
        assert not p.errors, p.errors
    finally:
        p.close()


# ---------------------------------------------------------------------------- seats that follow the person
def test_the_seat_link_opens_the_same_seat_in_another_browser_and_my_tables_lists_it(browser: Any, server: Any) -> None:
    res = server.create(game="cucu", rules="bga", options={"length": "short"}, seats=3, name="Ann",
                        bots={"1": "random", "2": "random"})  # fmt: skip
    code = res["table"]["code"]
    a = Page(browser, DESKTOP)
    b = Page(browser, PHONE, is_mobile=True, has_touch=True)
    try:
        _open_table(a, server.base, code, res["seat"], res["token"])
        a.page.wait_for_selector("#seat-link-box")
        link = a.page.input_value("#seat-link")
        assert link == f"{server.base}/t/{code}#seat={res['token']}"  # the token in the fragment, never a query
        assert "?" not in link
        # another browser (nothing stored) opens the link: the same seat, and the token leaves the address bar
        b.page.goto(link)
        b.page.wait_for_function("() => window.taverna && window.taverna.state.view")
        assert b.page.evaluate("window.taverna.state.seat") == "Ann"
        assert "#" not in b.page.url and res["token"] not in b.page.url
        assert b.page.evaluate(f"JSON.parse(localStorage.getItem('taverna.seats'))['{code}'].token") == res["token"]
        # My tables, in the second browser's lobby, from its stored tokens, with the table's state
        b.page.goto(server.base + "/")
        b.page.wait_for_selector(f"#my-tables li[data-code='{code}']")
        item = b.page.locator(f"#my-tables li[data-code='{code}']")
        assert EN["status.playing"] in item.inner_text()
        assert item.locator("a").first.get_attribute("href") == f"/t/{code}"
        assert not a.errors and not b.errors, a.errors + b.errors
    finally:
        a.close()
        b.close()


def test_a_seat_link_with_a_wrong_token_is_forgotten_and_the_page_watches(browser: Any, server: Any) -> None:
    res = server.create(game="cucu", rules="bga", options={"length": "short"}, seats=3, name="Ann",
                        bots={"1": "random", "2": "random"})  # fmt: skip
    code = res["table"]["code"]
    p = Page(browser, DESKTOP)
    try:
        p.page.goto(f"{server.base}/t/{code}#seat=not-a-token-of-this-table")
        p.page.wait_for_function("() => window.taverna && window.taverna.state.view")  # as a spectator
        assert p.page.evaluate("window.taverna.state.seat") is None
        assert p.page.evaluate(f"(JSON.parse(localStorage.getItem('taverna.seats') || '{{}}'))['{code}'] || null") is None
        assert p.page.is_hidden("#seat-link-box") or p.page.locator("#seat-link-box").count() == 0
        assert not p.errors, p.errors
    finally:
        p.close()


def test_leaving_and_taking_the_seat_back_is_shown_to_the_others(browser: Any, server: Any) -> None:
    res = server.create(game="cucu", rules="bga", options={"length": "short"}, seats=3, name="Ann",
                        bots={"2": "random"})  # fmt: skip
    code = res["table"]["code"]
    bea = server.join(code, "Bea")
    a = Page(browser, DESKTOP)
    b = Page(browser, DESKTOP)
    try:
        _open_table(a, server.base, code, res["seat"], res["token"])
        _open_table(b, server.base, code, bea["seat"], bea["token"])
        a.page.wait_for_function("() => window.taverna.state.view")
        b.page.close()  # Bea leaves
        away = EN["seat.away"].replace("{name}", "Bea")
        a.page.wait_for_function("t => [...document.querySelectorAll('#log li')].some(li => li.textContent === t)", arg=away)
        a.page.wait_for_function(
            "() => [...document.querySelectorAll('#players li')].some(li => li.textContent.includes('Bea')"
            " && li.textContent.includes('away'))"
        )
        b.page = b.context.new_page()
        b.page.goto(f"{server.base}/t/{code}")  # Bea comes back (the token is in this browser)
        back = EN["seat.back"].replace("{name}", "Bea")
        a.page.wait_for_function("t => [...document.querySelectorAll('#log li')].some(li => li.textContent === t)", arg=back)
        assert not a.errors, a.errors
    finally:
        a.close()
        b.close()


# ---------------------------------------------------------------------------- the end of a match, the replay
def test_the_end_of_a_cambio_match_standings_story_replay_and_record(browser: Any, server: Any, shots: Path) -> None:
    res = server.create(game="cucu", rules="cambio", options={"chips": 2, "max-sets": 1}, seats=3, name="Ann",
                        bots={"1": "random", "2": "random"}, seed=11)  # fmt: skip
    code = res["table"]["code"]
    p = Page(browser, DESKTOP)
    page = p.page
    try:
        _open_table(p, server.base, code, res["seat"], res["token"])
        _play_to_end(p)
        page.wait_for_selector("#standings .standings li")
        text = page.inner_text("body")
        assert text.count(EN["table.finished"]) == 1, "the match is over, said once"
        summary = server.get(f"/api/tables/{code}/summary").json()["summary"]
        winner = summary["winner"]
        first = page.locator("#standings .standings li").first.inner_text()
        assert first.startswith(winner if isinstance(winner, str) else winner[0])
        assert page.locator("#standings .standings li").count() == 3
        # the story: one line per deal, with who lost
        assert page.locator("#standings .story-list li").count() == len(summary["deals"])
        for line, deal in zip(page.locator("#standings .story-list li").all_inner_texts(), summary["deals"], strict=True):
            for loser in deal["losers"]:
                assert loser in line
        # nobody is shown "out" at the end (in Cambio "out" is out of the set, not of the match)
        assert "out" not in [b.strip() for b in page.locator("#players .badge").all_inner_texts()]
        assert page.locator("#players li.out").count() == 0
        assert page.is_visible("#rematch")
        record = page.request.get(server.base + page.get_attribute("#record", "href")).json()
        assert record["format"] == "taverna/1" and record["game"] == "cucu"
        page.screenshot(path=str(shots / "end-of-match.png"), full_page=True)
        # the replay viewer of this table, in Italian
        page.click("#replay-link")
        page.wait_for_url(re.compile(rf".*/replay/{code}$"))
        page.wait_for_function("() => window.taverna.replay.data")
        n = len(record["actions"])
        assert page.text_content("#step-label") == EN["replay.step"].replace("{k}", "0").replace("{n}", str(n))
        page.click("#forward")
        page.click("#forward")
        assert page.evaluate("window.taverna.replay.step") == 2
        page.click("#back")
        assert page.evaluate("window.taverna.replay.step") == 1
        page.keyboard.press("ArrowRight")
        page.keyboard.press("ArrowRight")
        assert page.evaluate("window.taverna.replay.step") == 3
        page.keyboard.press("ArrowLeft")
        assert page.evaluate("window.taverna.replay.step") == 2
        # every card face up: each player still in the deal shows a card
        assert page.locator("#rp-players .rp-hand svg").count() >= 2
        page.keyboard.press("End")
        assert page.evaluate("window.taverna.replay.step") == n
        lines_en = page.locator("#rp-log li").all_inner_texts()
        assert lines_en
        page.select_option("#lang", "it")
        page.wait_for_function("() => document.getElementById('forward').textContent === 'Avanti'")
        page.wait_for_function("l => document.querySelector('#rp-log li').textContent !== l", arg=lines_en[0])
        assert page.evaluate("window.taverna.replay.step") == n, "the language changes, the step stays"
        page.screenshot(path=str(shots / "replay-desktop.png"), full_page=True)
        assert not p.errors, p.errors
    finally:
        p.close()
    # a record file opened in the viewer
    q = Page(browser, PHONE, is_mobile=True, has_touch=True)
    try:
        open_replay(q.page, server.base, record)
        assert q.page.evaluate("window.taverna.replay.data.steps.length") == len(record["actions"]) + 1
        q.page.click("#last")
        assert q.page.locator("#rp-log li").count() > 0
        q.page.screenshot(path=str(shots / "replay-phone.png"), full_page=True)
        # a file that is not a record: said, nothing breaks
        q.page.set_input_files("#file", files=[{"name": "x.json", "mimeType": "application/json", "buffer": b'{"a": 1}'}])
        q.page.wait_for_selector("#message:not([hidden])")
        assert "format" in q.page.text_content("#message")
        assert not q.errors, q.errors
    finally:
        q.close()


# ---------------------------------------------------------------------------- help at the table
def test_help_at_the_table_rules_in_brief_cards_of_the_rule_set_and_a_refusal_in_words(browser: Any, server: Any) -> None:
    res = server.create(game="cucu", rules="bga", options={"length": "short"}, seats=3, name="Ann",
                        bots={"1": "random", "2": "random"})  # fmt: skip
    code = res["table"]["code"]
    p = Page(browser, DESKTOP)
    page = p.page
    try:
        _open_table(p, server.base, code, res["seat"], res["token"])
        page.wait_for_function("() => window.taverna.state.view")
        page.select_option("#lang", "it")
        page.wait_for_function("() => document.getElementById('help-button').textContent === 'Regole'")
        page.click("#help-button")
        page.wait_for_selector("#help-dialog[open] .help-body p")
        help_it = server.get("/api/games/cucu/help?lang=it&rules=bga").json()
        assert help_it["brief"] and help_it["cards"]
        body = page.inner_text("#help-body")
        assert IT["help.rules"] in body
        assert page.locator("#help-body .card-ref li").count() == len(help_it["cards"])
        page.keyboard.press("Escape")
        page.wait_for_selector("#help-dialog:not([open])", state="attached")
        # a move the engine refuses: the reason in words, next to the choices
        p.wait_turn_or_end()
        page.evaluate("() => { const S = window.taverna.state;"
                      " S.ws.send(JSON.stringify({type: 'act', version: S.version, action: ['fly']})); }")
        page.wait_for_selector("#refusal:not([hidden])")
        said = page.text_content("#refusal")
        assert said.startswith("Non consentito: ")
        # the engine's refusal ("illegal action fly by Ann; legal for Ann now: keep, exchange") in Italian
        assert "fly ora non è possibile. Ora puoi: " in said, said
        assert "illegal action" not in said
        legal = page.evaluate("window.taverna.state.legal.map(a => a[0])")
        for word in legal:
            assert IT[f"action.{word}"] in said
        assert page.evaluate("document.getElementById('refusal').nextElementSibling.id") == "action-list"
        assert not p.errors, p.errors
    finally:
        p.close()


def test_the_table_header_names_the_game_and_rule_set_in_the_page_language(browser: Any, server: Any) -> None:
    """The header said ``cucu / campli`` (the ids) in every language; it names them as the lobby does."""
    made = server.create(game="cucu", rules="campli", seats=3, name="Ann", bots={"1": "simple", "2": "simple"})
    code = made["table"]["code"]
    p = Page(browser, DESKTOP)
    try:
        _open_table(p, server.base, code, "Ann", made["token"])
        p.page.wait_for_function("() => document.getElementById('title').textContent.includes('Campli (N. Farina)')")
        title = p.page.text_content("#title") or ""
        assert "Cucù" in title and "cucu / campli" not in title
        p.page.select_option("#lang", "it")
        p.page.wait_for_function("() => document.getElementById('title').textContent.includes('come si gioca a Campli')")
    finally:
        p.close()


def test_the_options_are_named_in_the_page_language_not_by_their_ids(browser: Any, server: Any) -> None:
    """The Options box headed each option by its id ('deals', 'max-turns') in every language; it names each
    in the page's language (the id kept as the heading's title and the control's data-option)."""
    headings = "() => [...document.querySelectorAll('#options .option-label')].map(s => s.textContent)"
    p = Page(browser, DESKTOP)
    try:
        _lobby(p, server.base)
        p.page.select_option("#lang", "ja")
        p.page.select_option("#game", "cuajo")
        p.page.wait_for_function("() => document.querySelector('#options .option-label')?.textContent === 'ディール数'")
        shown = p.page.evaluate(headings)
        assert "deals" not in shown and "max-turns" not in shown and "最大ターン数" in shown, shown
        assert p.page.get_attribute("label[for='opt-deals']", "title") == "deals"
        assert p.page.get_attribute("#opt-deals", "data-option") == "deals"
        # a choice shows its words; its value, what the server reads, is unchanged
        p.page.select_option("#game", "cucu")
        p.page.select_option("#rules", "bga")
        p.page.wait_for_selector("#opt-cuckoo-declare option[value='manual']", state="attached")
        words = p.page.eval_on_selector_all("#opt-cuckoo-declare option", "os => os.map(o => [o.value, o.textContent])")
        assert words == [["", "—"], ["auto", "自動"], ["manual", "持ち主が宣言"]], words
        assert "cuckoo-declare" not in p.page.evaluate(headings)
        assert not p.errors, p.errors
    finally:
        p.close()
