"""The language chosen last wins, in Debian's Chromium: switching quickly (English, Italian, Japanese in a row) with
the Italian answers (the catalogue, the card names, the games' titles, the card guide, the help) held back until
after the Japanese ones leaves a Japanese page; and every label of the table's header is said in the new language
at the moment of a switch, not when (or if) the new language's card guide answers.  Screenshots go to
``$TAVERNA_SCREENSHOTS`` (``lang-switch-*.png``)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from tests.server.test_browser import (
    DESKTOP,
    STATIC,
    Page,
    _open_table,
    at_switch,
    browser,
    finished_kille_table,
    server,
    shots,
)

__all__ = ["browser", "server", "shots"]  # the fixtures, shared with test_browser

I18N = {lang: json.loads((STATIC / "i18n" / f"{lang}.json").read_text(encoding="utf-8")) for lang in ("en", "it", "ja")}

# fetch() answers held back by the page itself: window.__slow lists [pattern, ms] (the answer of a URL that matches
# comes so much later); window.__pending counts the answers held back and not yet given
SLOW_FETCH = """
window.__slow = [];
window.__pending = 0;
const realFetch = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const url = typeof input === "string" ? input : input.url;
  const slow = window.__slow.find(([pattern]) => new RegExp(pattern).test(url));
  if (!slow) return realFetch(input, init);
  window.__pending += 1;
  try {
    const answer = await realFetch(input, init);
    await new Promise((done) => setTimeout(done, slow[1]));
    return answer;
  } finally {
    window.__pending -= 1;
  }
};
"""
ITALIAN = r"(/i18n/it\.json|/api/i18n/it$|lang=it(&|$))"
JAPANESE = r"lang=ja(&|$)"

# what the page says at the moment its language changes (a MutationObserver on <html lang> runs right after
# i18n.js's switch and its listeners, before any answer asked for by them can come)
SWITCH = """({ lang: document.documentElement.lang, cards: text("cards-button"), cardsTitle: text("cards-title"),
  help: text("help-button"), title: text("title") })"""


def _plain(s: str) -> str:
    """A message as i18n.js's t() gives it without its variables (a plural choice: its other form)."""
    return re.sub(r"\{\w+:([^|{}]*)\|([^{}]*)\}", r"\2", s)


def _titles(server: Any, lang: str, game: str, rules: str) -> tuple[str, str]:
    info = server.get(f"/api/games?lang={lang}").json()
    g = next(x for x in info["games"] if x["id"] == game)
    return g["title"], g["rule_sets"][rules]["title"]


def _settled(page: Any, lang: str) -> None:
    """The page in ``lang``, no answer held back, connected again, the header's titles and buttons drawn."""
    page.wait_for_function(
        "([lang, cards]) => document.documentElement.lang === lang && window.__pending === 0"
        " && document.getElementById('conn').dataset.state === 'connected'"
        " && document.getElementById('cards-button')?.textContent === cards"
        " && !/ \\/ /.test(document.getElementById('title').textContent)",  # (the ids until the titles come)
        arg=[lang, I18N[lang]["cards.button"]],
    )


def _nothing_in(page: Any, lang: str, other: str, titles: dict[str, tuple[str, str]]) -> None:
    """Every translated label says ``lang``'s words, and no words only ``other``'s catalogue has are shown."""
    labels = page.eval_on_selector_all(
        "[data-i18n]:not(#conn)", "es => es.map(e => [e.dataset.i18n, e.textContent])"
    )  # (#conn: its text is the connection's state, set by the page)
    assert labels, "no translated labels found"
    ours = {_plain(v) for v in I18N[lang].values()}
    for key, text in labels:
        # its own key's words, or another message of the language that the page put there (the rematch's
        # button says "withdraw the offer" once it is made)
        assert text == _plain(I18N[lang][key]) or text in ours, (key, text, I18N[lang][key])
    attrs = page.eval_on_selector_all(
        "[data-i18n-attr]", "es => es.flatMap(e => e.dataset.i18nAttr.split(';').map(p => p.split(':')).map(([a, k]) => [k.trim(), e.getAttribute(a.trim())]))"
    )  # fmt: skip
    for key, text in attrs:
        assert text == _plain(I18N[lang][key]), (key, text)
    for ident, key in [("cards-button", "cards.button"), ("help-button", "help.button"), ("help-title", "help.title"),
                       ("cards-close", "help.close")]:  # fmt: skip
        assert page.text_content(f"#{ident}") == I18N[lang][key], ident
    shown = page.evaluate("document.body.innerText")
    theirs = {v for v in I18N[other].values() if "{" not in v and len(v) >= 6} - set(I18N[lang].values())
    theirs |= set(titles[other]) - set(titles[lang])  # (the game's and the rule set's titles)
    theirs -= set(page.eval_on_selector_all("#lang option", "os => os.map(o => o.textContent)"))  # ("Italiano")
    leaked = sorted(v for v in theirs if v in shown)
    assert not leaked, f"{other} words on a {lang} page: {leaked}"


def test_the_last_language_chosen_wins_and_every_label_follows_at_once(browser: Any, server: Any, shots: Path) -> None:
    res = server.create(game="kille", rules="standard", options={"rounds": 2}, seats=3, name="Ann", seed=21,
                        timer=0.05, bots={"1": "easy", "2": "easy"})  # fmt: skip
    titles = {lang: _titles(server, lang, "kille", "standard") for lang in ("it", "ja")}
    assert titles["it"] != titles["ja"]  # (else the header could not tell them apart)
    p = Page(browser, DESKTOP)
    page = p.page
    page.add_init_script(SLOW_FETCH)
    try:
        _open_table(p, server.base, res["table"]["code"], res["seat"], res["token"])
        page.wait_for_function("() => !document.getElementById('finished').hidden", timeout=90_000)  # (then still)
        _settled(page, "en")
        # English, Italian, Japanese in a row; every Italian answer comes after the Japanese ones
        page.evaluate("p => { window.__slow = [[p, 1500]]; }", ITALIAN)
        page.evaluate("""() => { const s = document.getElementById("lang");
            for (const l of ["it", "ja"]) { s.value = l; s.dispatchEvent(new Event("change")); } }""")
        page.wait_for_function("() => window.__pending > 0")  # (the Italian answers are held back)
        page.wait_for_function("() => window.__pending === 0", timeout=30_000)  # (and given, last)
        assert page.evaluate("document.documentElement.lang") == "ja"
        _settled(page, "ja")
        assert page.evaluate("localStorage.getItem('taverna.lang')") == "ja"
        _nothing_in(page, "ja", "it", titles)
        assert page.evaluate("window.taverna.lang()") == "ja"
        page.screenshot(path=str(shots / "lang-switch-ja.png"), full_page=True)

        # an Italian page (nothing held back), then Japanese with the Japanese card guide, help and titles held
        # back: the header's buttons say Japanese at the moment of the switch, and no Italian title stays
        page.evaluate("() => { window.__slow = []; }")
        said = at_switch(page, "it", SWITCH)
        assert said["lang"] == "it" and said["cards"] == I18N["it"]["cards.button"], said
        _settled(page, "it")
        page.evaluate("p => { window.__slow = [[p, 3000]]; }", JAPANESE)
        said = at_switch(page, "ja", SWITCH)
        assert said["lang"] == "ja", said
        assert said["cards"] == I18N["ja"]["cards.button"], said  # (before the Japanese guide answers)
        assert said["help"] == I18N["ja"]["help.button"], said
        assert not any(t in said["title"] for t in titles["it"]), said
        assert I18N["it"]["cards.title"].split("{")[0] not in said["cardsTitle"], said
        _settled(page, "ja")
        _nothing_in(page, "ja", "it", titles)
        assert any(t in (page.text_content("#title") or "") for t in titles["ja"])
        page.screenshot(path=str(shots / "lang-switch-ja-again.png"), full_page=True)
        assert not p.errors, p.errors
    finally:
        p.close()


# the table's log at the moment the page's language changes (right after i18n.js's switch and its listeners,
# before the connection in the new language can bring anything)
LOG_AT_SWITCH = """({ lang: document.documentElement.lang, busy: document.getElementById("log").getAttribute("aria-busy"),
  lines: [...document.querySelectorAll("#log li")].map((li) => li.textContent) })"""
LOG_NOW = "() => [...document.querySelectorAll('#log li')].map((li) => li.textContent)"


def test_the_log_shows_no_line_of_the_language_left(browser: Any, server: Any, shots: Path) -> None:
    """Switched to Japanese at a finished table: the log's English lines are gone at once (the log marked busy),
    then the connection in Japanese brings its lines, in Japanese."""
    p = Page(browser, DESKTOP)
    page = p.page
    try:
        finished_kille_table(p, server, rounds=1, seed=21)
        page.wait_for_function("() => window.taverna.state.lines.length >= 5 && window.taverna.state.view")
        english = [line for line in page.evaluate(LOG_NOW) if len(line) > 3]
        assert len(english) >= 5, english
        said = at_switch(page, "ja", LOG_AT_SWITCH)
        assert said["lang"] == "ja", said
        stale = [line for line in said["lines"] if line in english]
        assert not stale, f"English lines in the Japanese page's log at the switch: {stale}"
        assert said["busy"] == "true", said
        page.wait_for_function(
            "() => window.taverna.state.logLang === 'ja' && !document.getElementById('log').hasAttribute('aria-busy')"
        )
        japanese = page.evaluate(LOG_NOW)
        assert len(japanese) >= 5 and not set(japanese) & set(english), japanese
        assert sum(1 for line in japanese if re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", line)) >= len(japanese) - 1
        page.screenshot(path=str(shots / "lang-switch-log-ja.png"), full_page=True)
        assert not p.errors, p.errors
    finally:
        p.close()
