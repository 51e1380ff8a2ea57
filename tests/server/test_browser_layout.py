"""The whole table on one screen: at 1280x800, 1366x768 and 390x844, for every game (and Le Her), the felt,
every seat (yours too), the cards on the table and their labels, your hand and your choices lie in the
window without scrolling, and nothing covers anything: the point at the centre of each of them belongs to it
(``document.elementFromPoint``).  The player takes a few turns by clicking, and the table is checked at each
of them (a finished trick lies on the table then, beside its label); at the first, axe finds no serious
violation at that size.  Screenshots go to
``test-artifacts/screens/layout-<game>-<size>.png`` (or ``$TAVERNA_SCREENSHOTS``), for people to look at.
"""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

import pytest

from tests.server.test_browser import GAMES, Page, _open_table, browser, server
from tests.server.test_browser_a11y import _serious
from tests.server.test_browser_table import MY_TURN, _take_a_turn

__all__ = ["browser", "server"]  # the fixtures, shared with test_browser

ROOT = Path(__file__).resolve().parents[2]
SIZES = {"1280x800": (1280, 800), "1366x768": (1366, 768), "390x844": (390, 844)}
# every game with the short options of the other browser tests, Le Her (the French pack, two players), a
# crowded Cucù table (ten players) and the family's other members, each with its own pack: England's and
# France's Cuckoo (the French pack), Gnav and Slabberjan (42 pieces, six players), Krypkille with the Kille pack
TABLES = {
    **GAMES,
    "le-her": ("le-her", 2, {"deals": 2}),
    "cucu-10": ("campli", 10, {}),
    "cucu-ranter": ("ranter", 4, {}),
    "cucu-coucou": ("coucou", 5, {}),
    "cucu-gnav": ("gnav", 6, {}),
    "cucu-slabberjan": ("slabberjan", 6, {}),
    "kille-nordic": ("nordic", 4, {"rounds": 1}),
}
TURNS = 4  # the player's turns checked in each match (a trick is finished on the table by then)


@pytest.fixture(scope="module")
def screens() -> Path:
    out = os.environ.get("TAVERNA_SCREENSHOTS")
    path = Path(out) if out else ROOT / "test-artifacts" / "screens"
    path.mkdir(parents=True, exist_ok=True)
    return path


# In the page: each thing that must be seen, its centre, whether that point is in the window and whether
# the element found there is it (or inside it).
SEEN = """() => {
  const W = window.innerWidth, H = window.innerHeight;
  const things = [];
  const add = (what, e, x = null) => {
    if (!e || e.closest('[hidden]')) return;
    const r = e.getBoundingClientRect();
    if (!r.width || !r.height) return;
    const px = x === null ? r.left + r.width / 2 : x(r), py = r.top + r.height / 2;
    const inside = px >= 0 && px < W && py >= 0 && py < H && r.top >= -1 && r.bottom <= H + 1 && r.left >= -1 && r.right <= W + 1;
    const hit = inside ? document.elementFromPoint(px, py) : null;
    const mine = !!hit && (hit === e || e.contains(hit));
    things.push({what, inside, mine, hit: hit ? (hit.id || hit.className && String(hit.className.baseVal ?? hit.className) || hit.tagName) : null,
                 rect: [Math.round(r.left), Math.round(r.top), Math.round(r.right), Math.round(r.bottom)]});
  };
  add('the felt', document.getElementById('board'));
  for (const s of document.querySelectorAll('#board .seat')) {
    add(`the seat of ${s.dataset.seat}`, s);
    add(`the name of ${s.dataset.seat}`, s.querySelector('.seat-name'));
  }
  for (const c of document.querySelectorAll('#board .played-card')) add(`the card in front of ${c.dataset.by}`, c);
  for (const c of document.querySelectorAll('#board .pile')) add(`the pile ${c.dataset.zone || c.title}`, c);
  for (const c of document.querySelectorAll('#board .pile .count, #board .trick-note, #board .pool')) add(`the label "${c.textContent}"`, c);
  for (const c of document.querySelectorAll('#board .board-info')) add(`the line "${c.textContent}"`, c);
  // the hand's cards may overlap like a fan: the left edge of each is seen
  for (const c of document.querySelectorAll('#hand .card-button')) add(`the hand's ${c.title || c.getAttribute('aria-label')}`, c, (r) => r.left + Math.min(8, r.width / 2));
  for (const c of document.querySelectorAll('#action-list button, #action-list input, #action-list .hint')) add(`the choice "${c.textContent.trim()}"`, c);
  // the pieces on the felt: no two of them overlap (a card on a seat, a trick on its label)
  const pieces = [...document.querySelectorAll('#board .seat, #board .played-card, #board .ring-centre .pile, #board .trick-note, #board .pool')]
    .filter((e) => !e.closest('[hidden]'));
  const overlaps = [];
  const name = (e) => e.dataset.seat ? `the seat of ${e.dataset.seat}` : e.dataset.by ? `the card in front of ${e.dataset.by}` : `"${e.textContent.trim() || e.className}"`;
  for (let i = 0; i < pieces.length; i++) for (let j = i + 1; j < pieces.length; j++) {
    const a = pieces[i].getBoundingClientRect(), b = pieces[j].getBoundingClientRect();
    if (pieces[i].contains(pieces[j]) || pieces[j].contains(pieces[i])) continue;
    const w = Math.min(a.right, b.right) - Math.max(a.left, b.left), h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
    if (w > 1 && h > 1) overlaps.push(`${name(pieces[i])} and ${name(pieces[j])}`);
  }
  const h1 = document.querySelector('.top h1');
  const line = parseFloat(getComputedStyle(h1).lineHeight) || parseFloat(getComputedStyle(h1).fontSize) * 1.3;
  return {things, overlaps, scrollY: window.scrollY, W, H, titleLines: h1.getBoundingClientRect().height / line};
}"""


def _check(p: Page, where: str) -> None:
    seen = p.page.evaluate(SEEN)
    assert seen["scrollY"] == 0, f"{where}: the page scrolled ({seen['scrollY']}px)"
    assert any(t["what"].startswith("the seat of") for t in seen["things"]), f"{where}: no seat drawn"
    # a long rule-set title is cut on its one line, not wrapped onto more (it would push the table down)
    assert seen["titleLines"] < 1.6, f"{where}: the title takes {seen['titleLines']:.1f} lines"
    assert not seen["overlaps"], f"{where}: these overlap: {'; '.join(seen['overlaps'])}"
    bad = [t for t in seen["things"] if not (t["inside"] and t["mine"])]
    assert not bad, f"{where} ({seen['W']}x{seen['H']}): " + "; ".join(
        f"{t['what']} at {t['rect']}: " + ("outside the window" if not t["inside"] else f"covered by {t['hit']}")
        for t in bad
    )


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("game", sorted(TABLES))
def test_the_whole_table_is_on_screen_and_nothing_covers_anything(
    browser: Any, server: Any, screens: Path, game: str, size: str
) -> None:
    rules, seats, options = TABLES[game]
    gid = "cucu" if game == "le-her" else game.split("-")[0]
    res = server.create(game=gid, rules=rules, options=options, seats=seats, name="Ann", seed=4,
                        bots={str(i): "easy" for i in range(1, seats)})  # fmt: skip
    w, h = SIZES[size]
    phone = w < 600
    p = Page(
        browser, {"width": w, "height": h}, bypass_csp=True, **({"is_mobile": True, "has_touch": True} if phone else {})
    )
    try:
        p.page.emulate_media(reduced_motion="reduce")  # the table in its final state: no card in flight
        _open_table(p, server.base, res["table"]["code"], res["seat"], res["token"])
        p.page.wait_for_function("() => window.taverna.state.view")
        rng = random.Random(f"{game}-{size}")
        for turn in range(TURNS):
            if p.page.wait_for_function(MY_TURN).json_value() == "end":
                break
            if turn in (0, TURNS - 1):  # (before the check: a failure is looked at too)
                p.page.screenshot(path=str(screens / f"layout-{game}-{size}{'' if turn == 0 else '-later'}.png"))
            try:
                _check(p, f"{game} at {size}, turn {turn + 1}")
            except AssertionError:
                p.page.screenshot(path=str(screens / f"layout-{game}-{size}-failed.png"))
                raise
            if turn == 0:  # and axe finds no serious violation at this size either
                problems = _serious(p, f"{game} at {size}")
                assert not problems, "\n".join(problems)
            _take_a_turn(p, rng, phone)
        assert not p.errors, p.errors
    finally:
        p.close()


def test_a_spectator_sees_the_whole_table_and_a_one_line_choices_panel(browser: Any, server: Any) -> None:
    """Nothing to choose: the choices panel is one short line, and the felt takes the room."""
    rules, seats, options = GAMES["coch"]
    res = server.create(game="coch", rules=rules, options=options, seats=seats, name="Ann", seed=4,
                        bots={str(i): "easy" for i in range(1, seats)})  # fmt: skip
    p = Page(browser, {"width": 1280, "height": 800})
    try:
        p.page.emulate_media(reduced_motion="reduce")
        _open_table(p, server.base, res["table"]["code"])
        p.page.wait_for_function("() => window.taverna.state.view && document.querySelector('#board .seat')")
        _check(p, "coch, watched")
        box = p.page.evaluate(
            "(() => { const r = document.getElementById('actions').getBoundingClientRect(); return r.height; })()"
        )
        assert box < 56, f"the choices panel is {box}px high with nothing to choose"
        assert not p.errors, p.errors
    finally:
        p.close()


# In the page: from the first card in flight on, the page is scrolled down to the players panel (a player on a
# phone reading the panels while the deal goes on), or by half the felt, and, for a second, each frame records what each card in
# flight covers: its box cut by what clips it (the felt's layer, the scrolling column, the window), the felt's
# box, and the panels beside the felt.
FLIGHTS = """(to) => new Promise((resolve) => {
  const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  const cut = (a, b) => [Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.min(a[2], b[2]), Math.min(a[3], b[3])];
  const empty = (a) => a[2] - a[0] < 1 || a[3] - a[1] < 1;
  const seen = (g) => {
    let r = cut(box(g), [0, 0, window.innerWidth, window.innerHeight]);
    for (let a = g.parentElement; a; a = a.parentElement)
      if (getComputedStyle(a).overflowX !== 'visible' || getComputedStyle(a).overflowY !== 'visible') r = cut(r, box(a));
    return r;
  };
  const panels = () => [...document.querySelectorAll('.side > .panel, #hand-panel, #actions')]
    .filter((e) => !e.closest('[hidden]')).map((e) => ({what: e.id || e.getAttribute('aria-labelledby'), r: box(e)}));
  const frames = [];
  let scrolled = null;
  const start = performance.now();
  const tick = (now) => {
    const ghosts = [...document.querySelectorAll('.ghost')];
    if (scrolled === null && now - start > 30000) { resolve({frames, main: 0, playersOnScreen: false}); return; }  // nothing flew
    if (scrolled === null && ghosts.length) {
      const main = document.getElementById('main');
      if (to === 'players') document.getElementById('players').closest('section').scrollIntoView({block: 'start'});
      else main.scrollTop += document.getElementById('board').getBoundingClientRect().height / 2;  // half the felt
      scrolled = now;
    }
    if (scrolled !== null) {
      const felt = box(document.getElementById('board'));
      const ps = panels();
      for (const g of ghosts) {
        const r = seen(g);
        if (empty(r)) { frames.push({drawn: false}); continue; }
        const outside = r[0] < felt[0] - 1 || r[1] < felt[1] - 1 || r[2] > felt[2] + 1 || r[3] > felt[3] + 1;
        const over = ps.filter((p) => !empty(cut(r, p.r))).map((p) => p.what);
        frames.push({drawn: true, box: r.map(Math.round), felt: felt.map(Math.round), outside, over});
      }
      if (now - scrolled > 1200) {
        const players = box(document.getElementById('players'));
        resolve({frames, main: document.getElementById('main').scrollTop, playersOnScreen: players[1] < window.innerHeight && players[3] > 0});
        return;
      }
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})"""


def test_a_card_in_flight_stays_on_the_felt_when_the_phone_scrolls_to_the_panels(
    browser: Any, server: Any, screens: Path
) -> None:
    """Kille on a phone (the table's time plays Ann's cards, so that cards fly without a pause): the page is
    scrolled down to the players panel while a card is in flight.  Each card in flight, as drawn, lies inside
    the felt and covers none of the panels (the players, the score sheet, the log, the hand): a flight is
    drawn in the felt's own layer, which scrolls with it and clips it."""
    res = server.create(game="kille", rules="standard", options={"rounds": 2}, seats=3, name="Ann", seed=9,
                        timer=0.2, bots={"1": "easy", "2": "easy"})  # fmt: skip
    w, h = SIZES["390x844"]
    p = Page(browser, {"width": w, "height": h}, is_mobile=True, has_touch=True, reduced_motion="no-preference")
    try:
        _open_table(p, server.base, res["table"]["code"], res["seat"], res["token"])
        p.page.wait_for_function("() => document.querySelector('#board .seat')")
        drawn = 0
        for to in ("players", "half"):
            p.page.evaluate("document.getElementById('main').scrollTop = 0")
            got = p.page.evaluate(FLIGHTS, to)
            p.page.screenshot(path=str(screens / f"layout-flight-phone-{to}.png"))
            frames = got["frames"]
            assert got["main"] > 0, f"the page did not scroll ({to})"
            assert got["playersOnScreen"] or to == "half", "the players panel is not on screen"
            assert frames, f"no card was in flight after the page scrolled ({to})"
            wrong = [f for f in frames if f["drawn"] and (f["outside"] or f["over"])]
            assert not wrong, (
                f"{to}: {len(wrong)} of {len(frames)} frames draw a card in flight off the felt: {wrong[:3]}"
            )
            drawn += sum(f["drawn"] for f in frames)
        assert drawn, "no card in flight was drawn on the half of the felt left on screen"  # (the test sees them)
        assert not p.errors, p.errors
    finally:
        p.close()
