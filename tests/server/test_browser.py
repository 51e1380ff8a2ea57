"""The browser UI driven by Playwright in Debian's Chromium (``/usr/bin/chromium``).

A real server runs in a subprocess on loopback (bots move at once).  The scenarios: create a table
in the lobby with bots and play a whole Cucù match by clicking (a number key, a language switch and a
page reload on the way); a second browser joins by the invite code and both play to the end; every
landed game opens and takes clicks.  Screenshots of the lobby and of a table mid-match, on a desktop
and a phone screen, go to ``$TAVERNA_SCREENSHOTS`` (or the test's temporary folder).

Without ``/usr/bin/chromium`` the browser tests skip, except when ``CI`` is set: then they fail.
The browser is never downloaded (``playwright install`` is not used).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from taverna.cards.cuckoo import card_name, parse_card
from taverna.games import get_game
from taverna.i18n.lobby import lobby_text

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
STATIC = Path(__file__).resolve().parents[2] / "src" / "taverna" / "server" / "static"
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}
WAIT_MS = 60_000  # generous: CI runs two test workers on two cores beside the servers and browsers
# what the player may take: a choice, or a card of the hand to play (cards are played by clicking them)
CHOICE = "#action-list [data-key]:not([disabled]), #hand .card-button.playable:not([aria-disabled])"


# ---------------------------------------------------------------------------- no browser needed
def test_interface_strings_have_every_key_in_every_language() -> None:
    en = json.loads((STATIC / "i18n" / "en.json").read_text(encoding="utf-8"))
    for lang in ("it", "ko", "ja", "fr"):
        other = json.loads((STATIC / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))
        assert set(other) == set(en), f"{lang}.json: missing {set(en) - set(other)}, extra {set(other) - set(en)}"
        assert all(isinstance(v, str) and v for v in other.values())
        # the same {placeholders} in every translation
        for key, text in en.items():
            assert set(re.findall(r"{\w+}", other[key])) == set(re.findall(r"{\w+}", text)), (lang, key)


def test_pages_load_nothing_from_outside() -> None:
    for path in [*STATIC.glob("*.html"), *STATIC.glob("js/*.js"), STATIC / "style.css"]:
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"""(src|href)=["']?(https?:)?//""", text), f"{path.name} loads from another host"
        assert not re.search(r"""(import|from)\s*\(?\s*["']https?:""", text), f"{path.name} imports from a CDN"
        assert "@import url(http" not in text


def test_every_action_word_of_the_games_has_a_label() -> None:
    """Each action word the engines use has an interface label (else the button shows the bare word)."""
    en = json.loads((STATIC / "i18n" / "en.json").read_text(encoding="utf-8"))
    src = Path(__file__).resolve().parents[2] / "src" / "taverna" / "games"
    words: set[str] = set()
    for engine in src.glob("*/engine.py"):
        text = engine.read_text(encoding="utf-8")
        words |= set(re.findall(r'Action\("(\w+)"', text))
        words |= {
            w for group in re.findall(r"Action\(w\) for w in \(([^)]*)\)", text) for w in re.findall(r'"(\w+)"', group)
        }
    assert words, "no action words found: the engines changed shape"
    missing = sorted(w for w in words if f"action.{w}" not in en)
    assert not missing, f"action words without a label in en.json: {missing}"


# ---------------------------------------------------------------------------- the browser
def _chromium_or_skip() -> None:
    if not os.path.exists(CHROMIUM):
        if os.environ.get("CI"):
            pytest.fail(f"{CHROMIUM} is missing: CI must install Debian's chromium package for the browser tests")
        pytest.skip(f"{CHROMIUM} is missing (apt-get install chromium); the browser tests need Debian's Chromium")


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    _chromium_or_skip()
    if os.environ.get("CI"):
        import playwright.sync_api as sync_api  # CI installs the dev extra: a missing package is an error
    else:
        sync_api = pytest.importorskip("playwright.sync_api", reason="pip install playwright (the dev extra)")
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    _chromium_or_skip()
    from tests.server.launch import ServerProc

    srv = ServerProc(tmp_path_factory.mktemp("browser-data"), allow_seed=True).start()
    yield srv
    srv.stop()


@pytest.fixture(scope="module")
def shots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = os.environ.get("TAVERNA_SCREENSHOTS")
    path = Path(out) if out else tmp_path_factory.mktemp("screenshots")
    path.mkdir(parents=True, exist_ok=True)
    return path


class Page:
    """A page with its uncaught errors collected."""

    def __init__(self, browser: Any, viewport: dict[str, int], **kw: Any) -> None:
        self.context = browser.new_context(viewport=viewport, **kw)
        self.page = self.context.new_page()
        self.errors: list[str] = []
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.set_default_timeout(WAIT_MS)

    def close(self) -> None:
        self.context.close()

    def state(self) -> Any:
        return self.page.evaluate("window.taverna.state.states")

    def wait_state_after(self, n: int) -> None:
        self.page.wait_for_function("n => window.taverna.state.states > n", arg=n)

    def finished(self) -> bool:
        return bool(self.page.evaluate("!document.getElementById('finished').hidden"))

    def can_act(self) -> bool:
        return bool(
            self.page.evaluate(
                "() => { const s = window.taverna.state; return !!s.view && s.legal.length > 0 && !s.pending"
                f" && !!document.querySelector('{CHOICE}'); }}"
            )
        )

    def wait_turn_or_end(self) -> None:
        self.page.wait_for_function(
            "() => !document.getElementById('finished').hidden || (window.taverna.state.legal.length > 0"
            f" && !window.taverna.state.pending && !!document.querySelector('{CHOICE}'))"
        )

    def click_first(self) -> None:
        n = self.state()
        self.page.locator(CHOICE).first.click()
        self.wait_state_after(n)

    def no_horizontal_scroll(self) -> bool:
        return bool(self.page.evaluate("document.scrollingElement.scrollWidth <= window.innerWidth + 1"))


def at_switch(page: Any, lang: str, read: str) -> Any:
    """What the JavaScript expression ``read`` gives at the moment the page's language becomes ``lang``: a
    MutationObserver on ``<html lang>`` runs right after i18n.js's switch and its listeners, before the connection
    in the new language can bring anything (what a page shows that it cannot know yet in the new language)."""
    script = (
        "(lang) => new Promise((resolve) => {\n"
        "  const text = (id) => (document.getElementById(id) || {}).textContent ?? null;\n"
        f"  const mo = new MutationObserver(() => {{ mo.disconnect(); resolve({read}); }});\n"
        '  mo.observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });\n'
        '  const select = document.getElementById("lang");\n'
        "  select.value = lang;\n"
        '  select.dispatchEvent(new Event("change"));\n'
        "})"
    )
    return page.evaluate(script, lang)


def open_replay(page: Any, base: str, record: dict[str, Any]) -> None:
    """The replay viewer with ``record`` opened from a file, as a person opens one."""
    page.goto(base + "/replay")
    page.wait_for_selector("#file")
    page.set_input_files("#file", files=[{"name": "match.json", "mimeType": "application/json",
                                          "buffer": json.dumps(record).encode()}])  # fmt: skip
    page.wait_for_function("() => window.taverna.replay.data")


def played_record(game: str, players: list[str], seed: int, level: str, rules: str | None = None,
                  options: dict[str, Any] | None = None) -> dict[str, Any]:  # fmt: skip
    """A whole match among ``level`` bots of ``game``, as its record (for the replay viewer's tests)."""
    from taverna.bots import get_bot
    from taverna.core import Rng
    from taverna.games import create_match

    kw: dict[str, Any] = {"rules": rules} if rules else {}
    m = create_match(game, options=options or {}, players=players, seed=seed, **kw)
    bot, rng = get_bot(game, level), Rng(1)
    while not m.finished:
        p = m.waiting_for()[0]
        m.apply(p, bot.choose(m.view(p), m.legal_actions(p), rng))
    rec: dict[str, Any] = m.record()
    return rec


def bga_record() -> dict[str, Any]:
    """A short BGA Cucù match among three rule-of-thumb players, as a record (for the replay viewer's tests)."""
    return played_record("cucu", ["Ann", "Bea", "Cid"], 2, "simple", rules="bga", options={"length": "short"})


def sunday_tournament(server: Any) -> str:
    """A Campli tournament ("Sunday arena", four seats) that starts tomorrow; its code."""
    from datetime import UTC, datetime, timedelta

    host = server.post("/api/players", {"name": "Host"}).json()
    r = server.post("/api/tournaments", {"player": host["key"], "name": "Sunday arena", "game": "cucu",
                                         "rules": "campli", "seats": 4, "duration": 3600,
                                         "start": (datetime.now(UTC) + timedelta(days=1)).isoformat(timespec="seconds"),
                                         "bots": None})  # fmt: skip
    assert r.status_code == 200, r.text
    code: str = r.json()["tournament"]["code"]
    return code


def finished_kille_table(p: Page, server: Any, rounds: int, seed: int) -> None:
    """``p`` at a Kille table of Ann and two easy bots, played (``rounds`` rounds) to its end."""
    res = server.create(game="kille", rules="standard", options={"rounds": rounds}, seats=3, name="Ann", seed=seed,
                        timer=0.05, bots={"1": "easy", "2": "easy"})  # fmt: skip
    _open_table(p, server.base, res["table"]["code"], res["seat"], res["token"])
    p.page.wait_for_function("() => !document.getElementById('finished').hidden", timeout=90_000)


def _open_table(p: Page, base: str, code: str, seat: str | None = None, token: str | None = None) -> None:
    p.page.goto(base + "/")
    if token:
        p.page.evaluate(
            "([code, seat, token]) => localStorage.setItem('taverna.seats', JSON.stringify({[code]: {seat, token}}))",
            [code, seat, token],
        )
    p.page.goto(f"{base}/t/{code}")
    p.page.wait_for_function("() => window.taverna && window.taverna.state.states > 0")


def test_lobby_create_play_a_whole_cucu_match_switch_language_and_reload(
    browser: Any, server: Any, shots: Path
) -> None:
    p = Page(browser, DESKTOP)
    page = p.page
    page.goto(server.base + "/")
    page.wait_for_selector("#game option", state="attached")
    # the interface follows the language chosen on the page
    page.select_option("#lang", "ko")
    page.wait_for_function("() => document.documentElement.lang === 'ko'")
    assert page.text_content("#create-h") == "테이블 만들기"
    # ... and so do the games' texts (GET /api/games?lang=ko)
    desc = "d => document.getElementById('game-desc').textContent === d"
    page.wait_for_function(desc, arg=lobby_text("ko", "cucu", "description"))
    page.select_option("#lang", "en")
    page.wait_for_function("() => document.getElementById('create-h').textContent === 'Create a table'")
    page.wait_for_function(desc, arg=get_game("cucu").description)
    page.fill("#name", "Ann")
    page.select_option("#game", "cucu")
    page.select_option("#rules", "bga")
    assert page.input_value("#seat-count") == "6"  # the rule set's usual count; this match is for three
    page.select_option("#seat-count", "3")
    # the options come from the game's own list, typed: BGA's length is a choice
    page.click("#options-box summary")
    assert page.locator("#opt-length option").count() >= 2
    # only the options a table may change: those the rule set fixes (family, pack, ...) are not offered
    assert page.locator("#opt-family").count() == 0 and page.locator("#opt-pack").count() == 0
    page.select_option("#opt-length", "short")
    assert page.get_attribute("#opt-chips", "type") == "number"
    assert page.get_attribute("#opt-chips", "min") == "1"
    page.screenshot(path=str(shots / "lobby-desktop.png"), full_page=True)
    page.click("#create-button")
    page.wait_for_url(re.compile(r".*/t/[A-Z0-9]{6}$"))
    code = page.url.rsplit("/", 1)[1]
    page.wait_for_function("() => window.taverna && window.taverna.state.view")
    # the name and the seat token are remembered
    assert page.evaluate("localStorage.getItem('taverna.name')") == "Ann"
    saved = page.evaluate(f"JSON.parse(localStorage.getItem('taverna.seats'))['{code}']")
    assert saved["seat"] == "Ann" and saved["token"]
    table = server.get(f"/api/tables/{code}").json()["table"]
    assert table["options"] == {"length": "short"} and table["rules"] == "bga"
    assert [s["kind"] for s in table["seats"]] == ["human", "bot", "bot"]

    p.wait_turn_or_end()
    assert not p.finished(), "the match ended before Ann's first decision"
    # a number key takes the first choice
    n = p.state()
    page.keyboard.press("1")
    p.wait_state_after(n)
    p.wait_turn_or_end()
    if not p.finished():
        # the keyboard player's next choices have the focus: Tab, Enter and the number keys go on from there
        page.wait_for_function("() => document.activeElement && document.activeElement.matches('#action-list [data-key]')")
    page.screenshot(path=str(shots / "table-desktop.png"), full_page=True)

    # switch to Italian: the interface and the card names follow
    page.select_option("#lang", "it")
    page.wait_for_function("() => document.documentElement.lang === 'it'")
    page.wait_for_function("() => document.getElementById('actions-h').textContent === 'Le tue scelte'")
    own = page.evaluate("window.taverna.state.view.card")
    if own is not None:
        expected = card_name(parse_card(own), "it", "bga")  # the names of taverna.cards, through /api/i18n
        page.wait_for_function(
            "name => [...document.querySelectorAll('#hand svg title')].some(t => t.textContent === name)", arg=expected
        )
    assert page.locator("#log li").count() > 0

    clicks = 1
    reloaded = False
    for _ in range(400):
        p.wait_turn_or_end()
        if p.finished():
            break
        p.click_first()
        clicks += 1
        if not reloaded:
            # reload mid-match: the seat token brings the same seat back, with its log and language
            version = page.evaluate("window.taverna.state.version")
            page.reload()
            page.wait_for_function("() => window.taverna && window.taverna.state.view")
            assert page.evaluate("window.taverna.state.seat") == "Ann"
            assert page.evaluate("window.taverna.state.version") >= version
            assert page.evaluate("document.documentElement.lang") == "it"
            assert page.locator("#log li").count() > 0
            reloaded = True
    assert p.finished(), f"the match did not end after {clicks} clicks"
    assert reloaded
    assert page.text_content("#winner").startswith("Vince:")
    assert page.is_visible("#rematch")
    href = page.get_attribute("#record", "href")
    record = page.request.get(server.base + href).json()
    assert record["format"] == "taverna/1" and record["game"] == "cucu" and record["rules"] == "bga"
    assert record["options"] == {"length": "short"}
    assert len([a for a in record["actions"] if a[0] == "Ann"]) == clicks
    assert not p.errors, p.errors
    p.close()


CSP_WATCH = """
window.__violations = [];
document.addEventListener("securitypolicyviolation", (e) =>
  window.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
"""


def test_the_lobby_and_a_table_work_under_the_content_security_policy(browser: Any, server: Any) -> None:
    """The pages keep working with the server's CSP (no inline script, style or handler): nothing is refused."""
    p = Page(browser, DESKTOP)
    page = p.page
    console: list[str] = []
    page.on("console", lambda m: console.append(f"{m.type}: {m.text}"))
    page.add_init_script(CSP_WATCH)
    response = page.goto(server.base + "/")
    assert response is not None and "script-src 'self'" in response.headers["content-security-policy"]
    page.wait_for_selector("#game option", state="attached")
    page.fill("#name", "Ann")
    page.select_option("#game", "cucu")
    page.select_option("#rules", "bga")
    page.select_option("#seat-count", "3")
    page.click("#create-button")
    page.wait_for_url(re.compile(r".*/t/[A-Z0-9]{6}$"))
    page.wait_for_function("() => window.taverna && window.taverna.state.view")
    # the seats are placed around the table by their style (set through the CSSOM, which the CSP allows)
    page.wait_for_selector("#board .seat")
    assert page.evaluate("document.querySelector('#board .seat').style.left") != ""
    p.wait_turn_or_end()
    if not p.finished():
        p.click_first()
    violations = page.evaluate("window.__violations")
    assert violations == [], violations
    refused = [m for m in console if "Content Security Policy" in m or "Refused to" in m]
    assert refused == [], refused
    assert not p.errors, p.errors
    p.close()


def test_a_second_browser_joins_by_the_invite_code_and_both_play_to_the_end(
    browser: Any, server: Any, shots: Path
) -> None:
    a = Page(browser, DESKTOP)
    a.page.goto(server.base + "/")
    a.page.wait_for_selector("#game option", state="attached")
    a.page.fill("#name", "Ann")
    a.page.select_option("#game", "cucu")
    a.page.select_option("#rules", "bga")
    a.page.select_option("#seat-count", "3")
    a.page.select_option("#seat-list select[data-seat='1']", "human")
    a.page.select_option("#seat-list select[data-seat='2']", "easy")
    a.page.click("#options-box summary")
    a.page.select_option("#opt-length", "short")
    a.page.click("#create-button")
    a.page.wait_for_url(re.compile(r".*/t/[A-Z0-9]{6}$"))
    code = a.page.url.rsplit("/", 1)[1]
    a.page.wait_for_selector("#seats-panel:not([hidden])")
    assert a.page.locator("#seat-list li").count() == 3
    assert a.page.inner_text("#invite").endswith(f"/t/{code}")

    b = Page(browser, PHONE, is_mobile=True, has_touch=True, device_scale_factor=2)
    b.page.goto(server.base + "/")
    b.page.wait_for_selector("#game option", state="attached")
    b.page.screenshot(path=str(shots / "lobby-phone.png"), full_page=True)
    assert b.no_horizontal_scroll(), "the lobby scrolls sideways on a phone"
    b.page.fill("#name", "Bea")
    b.page.fill("#code", f"{server.base}/t/{code}")  # the invite link works as well as the code
    b.page.click("#join button[type=submit]")
    b.page.wait_for_url(re.compile(rf".*/t/{code}$"))
    b.page.wait_for_function("() => window.taverna && window.taverna.state.view")
    assert b.page.evaluate("window.taverna.state.seat") == "Bea"
    a.page.wait_for_function("() => window.taverna.state.view")  # the last seat filled: the match started
    assert a.page.evaluate("window.taverna.state.seat") == "Ann"

    # chat between the two
    a.page.fill("#chat-text", "good luck")
    a.page.click("#chat-form button")
    b.page.wait_for_function(
        "() => [...document.querySelectorAll('#chat li')].some(li => li.textContent.includes('good luck'))"
    )

    shot = False
    for _ in range(600):
        if a.finished() and b.finished():
            break
        moved = False
        for p in (a, b):
            if not p.finished() and p.can_act():
                p.click_first()
                moved = True
                if p is b and not shot:
                    b.page.screenshot(path=str(shots / "table-phone.png"), full_page=True)
                    assert b.no_horizontal_scroll(), "the table page scrolls sideways on a phone"
                    shot = True
        if not moved:
            a.page.wait_for_timeout(50)
    else:
        pytest.fail("the two-browser match did not end")
    assert a.page.text_content("#winner") == b.page.text_content("#winner")
    assert not a.errors and not b.errors, a.errors + b.errors
    a.close()
    b.close()


GAMES = {
    # game: (rules, seats, options that keep the match short)
    "cucu": ("cambio", 3, {"chips": 2, "max-sets": 1}),
    "kille": ("standard", 3, {"rounds": 1}),
    "hypp": ("rulebook", 3, {"limit": 3, "chips": 4}),
    "coteccio": ("trieste", 3, {"lives": 1}),
    "cuajo": ("pagat", 4, {"deals": 1}),
    "torionfo": ("standard", 2, {"deals": 1}),
    "coch": ("rulebook", 4, {"deals": 1}),
    "zifuli": ("rulebook", 5, {"rounds": 1}),
}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_landed_game_opens_and_takes_clicks(browser: Any, server: Any, game: str) -> None:
    landed = {g["id"] for g in server.get("/api/games").json()["games"]}
    if game not in landed:
        pytest.skip(f"{game} has not landed")
    rules, seats, options = GAMES[game]
    res = server.create(game=game, rules=rules, options=options, seats=seats, name="Ann", seed=7,
                        bots={str(i): "normal" for i in range(1, seats)})  # fmt: skip
    code = res["table"]["code"]
    p = Page(browser, DESKTOP)
    _open_table(p, server.base, code, res["seat"], res["token"])
    p.page.wait_for_function("() => window.taverna.state.view")
    clicks = 0
    saw_card = False
    for _ in range(12):
        p.wait_turn_or_end()
        saw_card = saw_card or p.page.locator("svg.card").count() > 0
        if p.finished():
            break
        # an action with an argument gets an input with the legal range
        form = p.page.locator("#action-list form.arg-form input.arg")
        if form.count():
            lo, hi = int(form.first.get_attribute("min")), int(form.first.get_attribute("max"))
            assert lo <= int(form.first.input_value()) <= hi
        p.click_first()
        clicks += 1
    assert clicks > 0 or p.finished()
    assert saw_card, f"{game}: no card was drawn"
    assert not p.errors, p.errors
    # the players' counters are shown
    assert p.page.locator("#players li").count() == seats
    p.close()


def test_the_page_reconnects_after_the_server_restarts_and_play_goes_on(
    browser: Any, tmp_path_factory: pytest.TempPathFactory
) -> None:
    from tests.server.launch import ServerProc

    srv = ServerProc(tmp_path_factory.mktemp("restart-data")).start()
    try:
        res = srv.create(game="cucu", rules="bga", options={"length": "short"}, seats=3, name="Ann",
                         bots={"1": "normal", "2": "normal"})  # fmt: skip
        code = res["table"]["code"]
        p = Page(browser, DESKTOP)
        _open_table(p, srv.base, code, res["seat"], res["token"])
        p.wait_turn_or_end()
        p.click_first()
        version = p.page.evaluate("window.taverna.state.version")
        srv.stop()
        p.page.wait_for_function("() => document.getElementById('conn').dataset.state === 'reconnecting'")
        srv.start()  # the same port and database: the table resumes from storage
        p.page.evaluate("window.dispatchEvent(new Event('online'))")  # the browser says it is back online
        p.page.wait_for_function(
            "v => document.getElementById('conn').dataset.state === 'connected' && window.taverna.state.version >= v",
            arg=version,
        )
        assert p.page.evaluate("window.taverna.state.seat") == "Ann"
        for _ in range(3):
            p.wait_turn_or_end()
            if p.finished():
                break
            p.click_first()
        assert p.page.evaluate("window.taverna.state.version") > version
        assert not p.errors, p.errors
        p.close()
    finally:
        srv.stop()


def test_the_page_asks_for_deltas_applies_them_and_resyncs_after_a_gap(browser: Any, server: Any) -> None:
    """The shipped UI connects with delta=1; after the first (full) state the server sends deltas, the
    page rebuilds the same view and log from them, and a delta that does not follow on (a gap, forced
    here) makes it ask for a full state (`sync`) and carry on from that."""
    res = server.create(game="cucu", rules="cambio", seats=3, name="Ann", bots={"1": "random", "2": "random"}, seed=4)
    code = res["table"]["code"]
    urls: list[str] = []
    got: list[dict[str, Any]] = []  # the state messages, in order
    sent: list[dict[str, Any]] = []

    def on_ws(ws: Any) -> None:
        urls.append(ws.url)
        ws.on("framereceived", lambda payload: got.append(m) if (m := json.loads(payload))["type"] == "state" else None)
        ws.on("framesent", lambda payload: sent.append(json.loads(payload)))

    p = Page(browser, DESKTOP)
    p.page.on("websocket", on_ws)
    try:
        _open_table(p, server.base, code, res["seat"], res["token"])

        earlier = json.loads((STATIC / "i18n" / "en.json").read_text(encoding="utf-8"))["table.earlier"]

        def settle() -> None:
            """Wait until the page has taken in the last state received."""
            while True:
                version = got[-1]["version"]
                p.page.wait_for_function("v => window.taverna.state.version >= v", arg=version)
                if p.page.evaluate("window.taverna.state.version") == got[-1]["version"]:
                    return

        def rebuilt() -> tuple[dict[str, Any], list[str]]:
            """The view and log lines a delta client must hold after the frames received so far."""
            view: dict[str, Any] = {}
            lines: list[str] = []
            for m in got:
                if m["full"]:
                    view = m["view"]
                    lines = ([earlier] if m["since"] > 0 else []) + list(m["text"])
                elif m["since"] == view["log_size"]:
                    view = {**m["view"], "log": view["log"] + m["view"]["log"]}
                    lines += m["text"]
            return view, lines

        def check_ui() -> None:
            view, lines = rebuilt()
            page_state = p.page.evaluate("() => { const s = window.taverna.state; return [s.view, s.legal]; }")
            assert page_state[0] == view
            assert page_state[1] == got[-1]["legal"]
            assert p.page.locator("#log li").all_text_contents() == lines[-300:]
            if got[-1]["legal"] and res["seat"] in view["to_act"]:
                assert p.page.locator("#action-list [data-key]:not([disabled])").count() > 0

        for _ in range(3):
            p.wait_turn_or_end()
            p.click_first()
        p.wait_turn_or_end()
        settle()
        assert len(urls) == 1 and "delta=1" in urls[0]
        assert got[0]["full"] and all(not m["full"] and m["since"] > 0 for m in got[1:]), [m["full"] for m in got]
        assert len(got) > 3
        check_ui()
        # a gap: the page believes it holds a shorter log than it does; the next delta cannot follow on
        assert not any(m.get("type") == "sync" for m in sent)
        p.page.evaluate("() => { window.taverna.state.view.log_size -= 1; }")
        before = len(got)
        p.wait_turn_or_end()
        p.click_first()
        p.page.wait_for_function("() => !window.taverna.state.resyncing")
        p.wait_turn_or_end()
        assert any(m.get("type") == "sync" for m in sent), "a gap makes the page ask for a full state"
        assert any(m["full"] for m in got[before:]), "... and the server answers with one"
        settle()
        check_ui()
        assert not p.errors
    finally:
        p.close()


def test_a_table_code_that_does_not_exist_says_so_and_stops_reconnecting(browser: Any, server: Any) -> None:
    """``/t/NOPE99``: a clear not-found message with the way back to the lobby, not "reconnecting" for ever."""
    p = Page(browser, DESKTOP)
    try:
        p.page.goto(server.base + "/t/NOPE99")
        p.page.wait_for_function("() => document.getElementById('conn').dataset.state === 'not_found'")
        message = p.page.text_content("#message") or ""
        assert "NOPE99" in message and "lobby" in message
        assert p.page.get_attribute("#message a", "href") == "/"
        p.page.wait_for_timeout(2500)  # a reconnection would have been tried by now
        assert p.page.get_attribute("#conn", "data-state") == "not_found"
        assert not p.errors
    finally:
        p.close()
