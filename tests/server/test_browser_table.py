"""A whole match of every game played in the browser by clicks or taps only, on a desktop and on phones.

The other seats are bots; each game is played short (its options).  In every turn the hand and the
choices must be inside the window (no scrolling to find them), and every card of the hand is drawn once.
A screenshot of each game's table goes to ``test-artifacts/screens/<game>-<size>.png`` (or
``$TAVERNA_SCREENSHOTS``), for people to look at.

The default run plays each game once, the screen sizes and the four languages spread across them; the
heavy run (``TAVERNA_HEAVY=1``, ``tests/sizes.py``) plays every game at every size in every language.
"""

from __future__ import annotations

import itertools
import os
import random
from pathlib import Path
from typing import Any

import pytest

from tests.server.test_browser import GAMES, Page, _open_table, browser, server  # noqa: F401  (fixtures)
from tests.sizes import HEAVY

ROOT = Path(__file__).resolve().parents[2]
SIZES = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 390, "height": 844}, "small": {"width": 360, "height": 640}}
LANGS = ("en", "it", "ko", "ja", "fr")
# every game once, with both phone sizes, the desktop and the four languages spread across them
QUICK = [
    ("cucu", "phone", "en"),
    ("kille", "small", "it"),
    ("hypp", "desktop", "it"),
    ("coteccio", "phone", "ja"),
    ("cuajo", "small", "ko"),
    ("torionfo", "desktop", "it"),
    ("coch", "phone", "ja"),
    ("zifuli", "desktop", "en"),
]
CASES = list(itertools.product(sorted(GAMES), SIZES, LANGS)) if HEAVY else QUICK


@pytest.fixture(scope="module")
def screens() -> Path:
    out = os.environ.get("TAVERNA_SCREENSHOTS")
    path = Path(out) if out else ROOT / "test-artifacts" / "screens"
    path.mkdir(parents=True, exist_ok=True)
    return path


# In the page: where the hand and the choices are, and what cards are drawn where.
LAYOUT = """() => {
  const box = (id) => { const e = document.getElementById(id); if (!e || e.closest('[hidden]')) return null;
    const r = e.getBoundingClientRect(); return {top: r.top, bottom: r.bottom, left: r.left, right: r.right}; };
  const s = window.taverna.state;
  const slots = [...document.querySelectorAll('[data-slot]')].map((e) => e.dataset.slot);
  const me = s.view && s.view.viewer;
  return {
    hand: box('hand-panel'), actions: box('action-list'), height: window.innerHeight, width: window.innerWidth,
    scrollWidth: document.scrollingElement.scrollWidth,
    slots, mine: me ? slots.filter((x) => x.startsWith('seat:' + me)) : [],
    handCards: document.querySelectorAll('#hand .card-button').length,
    expected: !s.view ? 0 : Array.isArray(s.view.hand) ? s.view.hand.length : (s.view.game === 'cucu' && s.view.card ? 1 : 0),
  };
}"""

MY_TURN = """() => { const s = window.taverna.state;
  if (!document.getElementById('finished').hidden) return 'end';
  if (!s.view || s.pending || !s.legal.length || !s.board) return false;
  const cards = document.querySelectorAll('#hand .card-button.playable:not([aria-disabled])').length;
  const buttons = document.querySelectorAll('#action-list [data-key]:not([disabled])').length;
  return cards + buttons > 0 ? 'turn' : false; }"""


def _check_layout(p: Page, game: str, size: str) -> None:
    lay = p.page.evaluate(LAYOUT)
    # nothing wider than the screen (a phone would zoom the page out, and the window would no longer be the screen)
    assert lay["scrollWidth"] <= lay["width"] == SIZES[size]["width"], f"{game} {size}: the page is wider than the screen: {lay}"
    h = lay["height"]
    assert h == SIZES[size]["height"], lay
    for name in ("hand", "actions"):
        b = lay[name]
        if b is None:
            continue
        assert b["top"] >= -1 and b["bottom"] <= h + 1, f"{game} {size}: the {name} is outside the window: {b} (height {h})"
        assert b["left"] >= -1 and b["right"] <= lay["width"] + 1, f"{game} {size}: the {name} sticks out sideways: {b}"
    assert lay["actions"] is not None, f"{game} {size}: no choices shown on the player's turn"
    # every card once: the hand's cards are drawn in the hand, not again at the player's seat, and no
    # physical place holds two drawings
    assert lay["handCards"] == lay["expected"], lay
    assert not lay["mine"], f"{game}: the player's own card is drawn at the seat too: {lay['mine']}"
    assert len(lay["slots"]) == len(set(lay["slots"])), lay["slots"]


def _take_a_turn(p: Page, rng: random.Random, touch: bool) -> None:
    """Click (or tap) a playable card of the hand or a choice: nothing but the pointer.  The page may change
    under the pointer (a question answered for the player, a state on its way): then look again."""
    from playwright.sync_api import Error as PlaywrightError

    page = p.page
    for _ in range(10):
        if page.wait_for_function(MY_TURN).json_value() == "end":
            return
        targets = page.query_selector_all(
            "#hand .card-button.playable:not([aria-disabled]), #action-list [data-key]:not([disabled])"
        )
        if not targets:
            continue
        target = targets[rng.randrange(len(targets))]
        before = p.state()
        try:
            if touch:
                target.tap(timeout=5000)
            else:
                target.click(timeout=5000)
            page.wait_for_function("n => window.taverna.state.states > n", arg=before, timeout=15_000)
        except PlaywrightError:
            continue
        return
    pytest.fail("no choice could be taken in ten tries")


def _play_a_match(browser: Any, server: Any, screens: Path, game: str, size: str, lang: str, shot: str) -> Page:  # noqa: F811
    rules, seats, options = GAMES[game]
    res = server.create(game=game, rules=rules, options=options, seats=seats, name="Ann", seed=11,
                        bots={str(i): "easy" for i in range(1, seats)})  # fmt: skip
    code = res["table"]["code"]
    touch = size != "desktop"
    extra = {"is_mobile": True, "has_touch": True} if touch else {}
    p = Page(browser, SIZES[size], **extra)
    p.page.add_init_script(f"localStorage.setItem('taverna.lang', '{lang}')")
    _open_table(p, server.base, code, res["seat"], res["token"])
    p.page.wait_for_function("() => window.taverna.state.view")
    assert p.page.evaluate("document.documentElement.lang") == lang
    rng = random.Random(f"{game}-{size}-{lang}")
    turns = 0
    for _ in range(600):
        p.page.wait_for_function(MY_TURN)
        if p.finished():
            break
        _check_layout(p, game, size)
        if turns <= 2:  # the table a few moves in (or as early as the match allows)
            p.page.screenshot(path=str(screens / shot), animations="disabled")
        _take_a_turn(p, rng, touch)
        turns += 1
    else:
        pytest.fail(f"{game}: the match did not end in 600 turns")
    assert turns > 0, f"{game}: the match ended before the player's first turn"
    p.page.screenshot(path=str(screens / shot.replace(".png", "-end.png")), animations="disabled")
    assert not p.errors, p.errors
    return p


@pytest.mark.parametrize(("game", "size", "lang"), CASES)
def test_a_whole_match_by_clicks_or_taps(browser: Any, server: Any, screens: Path, game: str, size: str, lang: str) -> None:  # noqa: F811
    shot = f"{game}-{size}-{lang}.png" if HEAVY else f"{game}-{size}.png"
    p = _play_a_match(browser, server, screens, game, size, lang, shot)
    p.close()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_game_at_the_other_sizes_for_the_screenshots(browser: Any, server: Any, screens: Path, game: str) -> None:  # noqa: F811
    """The screenshots at the desktop and phone sizes the quick matrix did not play (a few turns, by clicks)."""
    if HEAVY:
        pytest.skip("the heavy run plays every game at every size")
    played = {s for g, s, _ in QUICK if g == game}
    for size in ("desktop", "phone"):
        if size in played:
            continue
        rules, seats, options = GAMES[game]
        res = server.create(game=game, rules=rules, options=options, seats=seats, name="Ann", seed=5,
                            bots={str(i): "easy" for i in range(1, seats)})  # fmt: skip
        touch = size != "desktop"
        p = Page(browser, SIZES[size], **({"is_mobile": True, "has_touch": True} if touch else {}))
        _open_table(p, server.base, res["table"]["code"], res["seat"], res["token"])
        rng = random.Random(game)
        for turn in range(3):
            p.page.wait_for_function(MY_TURN)
            if p.finished():
                break
            _check_layout(p, game, size)
            if turn <= 2:
                p.page.screenshot(path=str(screens / f"{game}-{size}.png"), animations="disabled")
            _take_a_turn(p, rng, touch)
        assert not p.errors, p.errors
        p.close()


def test_cards_are_played_from_the_hand_by_keyboard_and_the_unplayable_are_marked(browser: Any, server: Any) -> None:  # noqa: F811
    """Krypkille: no "Play …" buttons; the arrow keys walk the hand and Enter plays the focused card;
    a card that cannot be played now is dimmed and aria-disabled."""
    rules, seats, options = GAMES["kille"]
    res = server.create(game="kille", rules=rules, options=options, seats=seats, name="Ann", seed=3,
                        bots={str(i): "easy" for i in range(1, seats)})  # fmt: skip
    p = Page(browser, SIZES["desktop"])
    page = p.page
    _open_table(p, server.base, res["table"]["code"], res["seat"], res["token"])
    page.wait_for_function(MY_TURN)
    assert page.locator("#action-list [data-word='play']").count() == 0, "cards are played from the hand, not buttons"
    legal = page.evaluate("window.taverna.state.legal")
    hand = page.evaluate("window.taverna.state.view.hand")
    playable = {a[1] for a in legal if a[0] == "play"}
    buttons = page.locator("#hand .card-button")
    assert buttons.count() == len(hand)
    for i in range(buttons.count()):
        b = buttons.nth(i)
        c = b.get_attribute("data-card")
        if c in playable:
            assert b.get_attribute("aria-disabled") is None and "playable" in (b.get_attribute("class") or "")
        else:
            assert b.get_attribute("aria-disabled") == "true" and "unplayable" in (b.get_attribute("class") or "")
    # keyboard: focus the hand, move right with the arrow key, play with Enter
    focused = page.locator("#hand .card-button[tabindex='0']")
    focused.focus()
    start = int(focused.get_attribute("data-index") or 0)
    page.keyboard.press("ArrowRight" if start + 1 < len(hand) else "ArrowLeft")
    now = page.evaluate("document.activeElement.dataset.index")
    assert now is not None and int(now) != start
    # then back to a playable card and Enter
    target = next(i for i in range(buttons.count()) if buttons.nth(i).get_attribute("data-card") in playable)
    page.keyboard.press("Home")
    for _ in range(target):
        page.keyboard.press("ArrowRight")
    card = page.evaluate("document.activeElement.dataset.card")
    before = p.state()
    page.keyboard.press("Enter")
    p.wait_state_after(before)
    mine = page.evaluate("window.taverna.state.view.log.filter(e => e.kind === 'play' && e.player === 'Ann').map(e => e.card)")
    assert mine and mine[0] == card
    assert not p.errors, p.errors
    p.close()


def test_cuajo_hand_sorts_and_groups_and_remembers_it(browser: Any, server: Any) -> None:  # noqa: F811
    rules, seats, options = GAMES["cuajo"]
    res = server.create(game="cuajo", rules=rules, options=options, seats=seats, name="Ann", seed=3,
                        bots={str(i): "easy" for i in range(1, seats)})  # fmt: skip
    code = res["table"]["code"]
    p = Page(browser, SIZES["phone"], is_mobile=True, has_touch=True)
    page = p.page
    _open_table(p, server.base, code, res["seat"], res["token"])
    page.wait_for_selector("#hand-tools [data-sort='rank']")
    order = lambda: page.eval_on_selector_all("#hand .card-button", "bs => bs.map(b => b.dataset.card)")  # noqa: E731
    ranks = "A345JHK"
    page.locator("#hand-tools [data-sort='rank']").tap()
    got = order()
    assert [ranks.index(c[0]) for c in got] == sorted(ranks.index(c[0]) for c in got)
    page.locator("#hand-tools [data-sort='suit']").tap()
    got = order()
    assert [("cosb".index(c[-1])) for c in got] == sorted("cosb".index(c[-1]) for c in got)
    # group the last two cards: they move to the front, as a group
    page.locator("#hand-tools [data-tool='group']").tap()
    n = len(got)
    page.locator("#hand .card-button").nth(n - 1).tap()
    page.locator("#hand .card-button").nth(n - 2).tap()
    page.locator("#hand-tools [data-tool='make-group']").tap()
    grouped = page.eval_on_selector_all("#hand .hand-group.grouped .card-button", "bs => bs.map(b => b.dataset.card)")
    assert sorted(grouped) == sorted([got[n - 1], got[n - 2]])
    # kept for this table in this browser: a reload shows the same arrangement
    arranged = order()
    page.reload()
    page.wait_for_selector("#hand .hand-group.grouped .card-button")
    assert order() == arranged
    assert not p.errors, p.errors
    p.close()


def test_events_are_animated_and_not_under_reduced_motion(browser: Any, server: Any) -> None:  # noqa: F811
    """Cucù: an exchange, a deck draw, a payment move on the table; with prefers-reduced-motion nothing moves
    and the table is the same."""
    kinds: dict[str, list[str]] = {}
    for motion in ("no-preference", "reduce"):
        res = server.create(game="cucu", rules="cambio", options={"chips": 2, "max-sets": 1}, seats=3, name="Ann",
                            seed=11, bots={"1": "easy", "2": "easy"})  # fmt: skip
        p = Page(browser, SIZES["desktop"], reduced_motion=motion)
        _open_table(p, server.base, res["table"]["code"], res["seat"], res["token"])
        rng = random.Random(1)
        for _ in range(200):
            p.page.wait_for_function(MY_TURN)
            if p.finished():
                break
            _take_a_turn(p, rng, False)
        kinds[motion] = p.page.evaluate("window.taverna.state.animated")
        assert p.page.locator(".ghost").count() == 0 or motion == "no-preference"
        assert not p.errors, p.errors
        p.close()
    assert {"exchanged", "paid"} <= set(kinds["no-preference"]) or {"deck_draw", "paid"} <= set(kinds["no-preference"]), kinds
    assert kinds["reduce"] == []


def test_the_turn_and_its_timer_are_shown_on_the_seat_and_the_dealer_has_the_button(browser: Any, server: Any) -> None:  # noqa: F811
    rules, seats, options = GAMES["kille"]
    res = server.create(game="kille", rules=rules, options=options, seats=seats, name="Ann", seed=3, timer=60,
                        bots={str(i): "easy" for i in range(1, seats)})  # fmt: skip
    p = Page(browser, SIZES["phone"], is_mobile=True, has_touch=True)
    page = p.page
    _open_table(p, server.base, res["table"]["code"], res["seat"], res["token"])
    page.wait_for_function(MY_TURN)
    # the seats go round the table in play order with the player at the bottom
    names = page.eval_on_selector_all("#board .seat", "ss => ss.map(s => s.dataset.seat)")
    assert names[0] == "Ann" and sorted(names) == sorted(p["name"] for p in page.evaluate("window.taverna.state.view.players"))
    tops = page.eval_on_selector_all("#board .seat", "ss => ss.map(s => s.getBoundingClientRect().top)")
    assert tops[0] == max(tops), "the player sits at the bottom"
    page.wait_for_function("() => /\\d+/.test(document.querySelector('#board .seat.active .seat-timer')?.textContent || '')")
    assert page.get_attribute("#board .seat.active", "data-seat") == "Ann"
    dealer = page.evaluate("window.taverna.state.view.dealer")
    assert page.locator(f"#board .seat[data-seat='{dealer}'] .dealer-button").count() == 1
    assert page.locator("#board .dealer-button").count() == 1
    assert not p.errors, p.errors
    p.close()


def test_cuajo_draws_by_tapping_the_stock(browser: Any, server: Any) -> None:  # noqa: F811
    """Cuajo's stock is a button when drawing is legal: tapping it draws (the words stay buttons too)."""
    rules, seats, options = GAMES["cuajo"]
    res = server.create(game="cuajo", rules=rules, options=options, seats=seats, name="Ann", seed=3,
                        bots={str(i): "easy" for i in range(1, seats)})  # fmt: skip
    p = Page(browser, SIZES["phone"], is_mobile=True, has_touch=True)
    page = p.page
    _open_table(p, server.base, res["table"]["code"], res["seat"], res["token"])
    rng = random.Random(2)
    for _ in range(60):
        page.wait_for_function(MY_TURN)
        assert not p.finished(), "the match ended before Ann could draw"
        words = {a[0] for a in page.evaluate("window.taverna.state.legal")}
        if "draw" in words:
            deck = page.locator("#board [data-zone='deck'][role='button']")
            assert deck.count() == 1
            before = p.state()
            deck.tap()
            p.wait_state_after(before)
            drew = page.evaluate("window.taverna.state.view.log.filter(e => e.kind === 'draw' && e.player === 'Ann').length")
            assert drew > 0
            break
        assert page.locator("#board [data-zone='deck'][role='button']").count() == 0, "the stock is a button only to draw"
        _take_a_turn(p, rng, True)
    else:
        pytest.fail("Ann was never asked to draw")
    assert not p.errors, p.errors
    p.close()
