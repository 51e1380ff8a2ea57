"""The family's counters in the browser (issue 29's leftovers): at a Ranter-Go-Round or Coucou table the `chips`
of the views are lives, at a Gnav or Slabberjan table tokens, as the rule set's own sentences say.  A whole match
is played (the table's time plays Ann's moves); the players panel, the seats on the felt, the score sheet, the
final standings and the replay viewer are read in every language of the browser's catalogues."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from taverna.games import create_match
from tests.server.test_browser import DESKTOP, STATIC, Page, _open_table, browser, open_replay, server, shots

__all__ = ["browser", "server", "shots"]  # the fixtures, shared with test_browser

LANGS = sorted(p.stem for p in (STATIC / "i18n").glob("*.json"))
CATALOGUES = {lang: json.loads((STATIC / "i18n" / f"{lang}.json").read_text(encoding="utf-8")) for lang in LANGS}
# rule set: (its word, players)
FAMILY = {"ranter": ("lives", 3), "coucou": ("lives", 5), "gnav": ("tokens", 4), "slabberjan": ("tokens", 4)}

# every text that names a counter, by where it is shown
READ = """() => ({
  players: [...document.querySelectorAll('#players .counters')].map((e) => e.textContent),
  seats: [...document.querySelectorAll('#board .seat .counter')].map((e) => e.title),
  sheet: [...document.querySelectorAll('#sheet tr.sheet-deal td:not(:first-child)')].map((e) => e.textContent),
  standings: [...document.querySelectorAll('#standings .counters')].map((e) => e.textContent),
})"""


def _forms(lang: str, word: str) -> set[str]:
    """A counter's word in the browser's catalogue, each plural form ("{n:life|lives}": life, lives)."""
    text = CATALOGUES[lang][f"counter.{word}"]
    m = re.fullmatch(r"\{n:([^|]*)\|([^}]*)\}", text)
    return set(m.groups()) if m else {text}


def _record(rules: str, players: int) -> dict[str, Any]:
    m = create_match("cucu", rules=rules, players=[f"P{i}" for i in range(players)], seed=5, options={"lives": 1})
    rng = random.Random(5)
    while not m.finished:
        p = m.to_act()[0]
        m.apply(p, rng.choice(m.legal_actions(p)))
    rec: dict[str, Any] = m.record()
    return rec


@pytest.mark.parametrize("rules", sorted(FAMILY))
def test_the_family_counters_are_named_as_the_rule_set_names_them(
    browser: Any, server: Any, shots: Path, rules: str
) -> None:
    word, seats = FAMILY[rules]
    res = server.create(game="cucu", rules=rules, options={"lives": 2}, seats=seats, name="Ann", seed=6, timer=0.2,
                        bots={str(i): "easy" for i in range(1, seats)})  # fmt: skip
    p = Page(browser, DESKTOP, reduced_motion="reduce")
    page = p.page
    try:
        _open_table(p, server.base, res["table"]["code"], res["seat"], res["token"])
        page.wait_for_function("() => !document.getElementById('finished').hidden", timeout=90_000)
        page.wait_for_function(
            "() => document.querySelector('#sheet tr.sheet-deal') && document.querySelector('#standings .counters')"
        )
        for lang in LANGS:
            page.select_option("#lang", lang)
            page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)
            page.wait_for_function("lang => document.getElementById('sheet').dataset.lang === lang", arg=lang)
            said, chips = _forms(lang, word), _forms(lang, "chips")
            shown = page.evaluate(READ)
            if lang in ("en", "ja"):
                page.screenshot(path=str(shots / f"counters-{rules}-{lang}.png"), full_page=True)
            for where, texts in shown.items():
                if where == "seats" and not texts:  # (a finished table may draw its seats without counters)
                    continue
                assert texts, f"{rules}, {lang}: nothing read in {where}"
                for x in texts:
                    assert any(f in x for f in said) and not any(f in x for f in chips), (
                        f"{rules}, {lang}, {where}: {x!r}"
                    )
        # the replay viewer of a record of the same rule set
        open_replay(page, server.base, _record(rules, seats))
        page.click("#last")
        lang = page.evaluate("document.documentElement.lang")
        texts = page.eval_on_selector_all("#rp-players .counters", "es => es.map(e => e.textContent)")
        said, chips = _forms(lang, word), _forms(lang, "chips")
        assert texts and all(any(f in x for f in said) and not any(f in x for f in chips) for x in texts), (lang, texts)
        assert not p.errors, p.errors
    finally:
        p.close()


# Cuajo's money is kept in cents (docs/records-cuajo.md): shown as an amount of money in the page's language
def _money(text: str) -> bool:
    """An amount of money in cents' precision with a dollar sign or code: $5.80, 5,80 USD, 5,80 $US, US$5.80."""
    return bool(re.search(r"\d[.,]\d\d", text) and re.search(r"\$|USD", text))


SHEET_BOXES = """() => {
  const box = document.querySelector('#sheet .sheet-scroll'), row = box.querySelector('tr.latest');
  const head = box.querySelector('thead th').getBoundingClientRect(), r = row.getBoundingClientRect();
  return {scrolled: box.scrollTop, head_bottom: head.bottom, row_top: r.top, row_bottom: r.bottom,
          box_bottom: box.getBoundingClientRect().bottom};
}"""


def _latest_row_in_view(page: Any, lang: str) -> None:
    page.wait_for_function("lang => document.getElementById('sheet').dataset.lang === lang", arg=lang)
    box = page.evaluate(SHEET_BOXES)
    assert box["scrolled"] > 0, f"{lang}: the sheet did not scroll to its last deal: {box}"
    assert box["row_top"] >= box["head_bottom"] - 1 and box["row_bottom"] <= box["box_bottom"] + 1, (
        f"{lang}: the last deal's row is not in view below the sheet's header: {box}"
    )


def test_cuajo_money_is_shown_as_money_not_as_cents(browser: Any, server: Any, shots: Path) -> None:
    res = server.create(game="cuajo", seats=4, name="Ann", seed=7, timer=0.2,
                        bots={str(i): "simple" for i in range(1, 4)})  # fmt: skip
    p = Page(browser, DESKTOP, reduced_motion="reduce")
    page = p.page
    try:
        _open_table(p, server.base, res["table"]["code"], res["seat"], res["token"])
        page.wait_for_function("() => !document.getElementById('finished').hidden", timeout=120_000)
        page.wait_for_function("() => document.querySelector('#standings .counters')")
        for lang in LANGS:
            page.select_option("#lang", lang)
            page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)
            shown = page.evaluate(READ)
            money_word = CATALOGUES[lang]["counter.money"]
            if lang == "en":
                page.screenshot(path=str(shots / "counters-cuajo-en.png"), full_page=True)
            for where in ("players", "standings"):
                assert shown[where], f"{lang}: nothing read in {where}"
                for x in shown[where]:
                    assert _money(x), f"{lang}, {where}: no amount of money in {x!r}"
                    assert money_word not in x, f"{lang}, {where}: the money counted as a number of {money_word!r}: {x!r}"
            seats = page.eval_on_selector_all("#board .seat .counter-money", "es => es.map(e => e.textContent)")
            assert seats and all(_money(x) for x in seats), (lang, seats)
            # Cuajo's why lines are long: the sheet opens on the last deal's row, below its header row (which
            # stays on top when the box scrolls), not scrolled to the end with that row hidden under the header
            _latest_row_in_view(page, lang)
        # on a phone the why lines wrap into many more lines than the box holds
        page.set_viewport_size({"width": 390, "height": 844})
        for lang in ("ja", "en"):
            page.select_option("#lang", lang)
            page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)
            _latest_row_in_view(page, lang)
        assert not p.errors, p.errors
    finally:
        p.close()
