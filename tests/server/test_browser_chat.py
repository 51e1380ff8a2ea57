"""The browser table's chat controls: a mute button beside another player's name, and the chat switch
(and the action log's hash under the fair-deal line).

Ada plays in the browser; Bruno and Carla chat through the websocket protocol.  Muting Bruno by his button
hides his lines (and sends the mute, so the server stops sending them); the switch turns the chat off for
the whole table (the input goes, a note says why) and on again.
"""

from __future__ import annotations

import json
from typing import Any

from websockets.sync.client import connect

from tests.server.test_browser import DESKTOP, Page, _open_table, browser, server  # noqa: F401  (fixtures)

LINES = "() => [...document.querySelectorAll('#chat li')].map((li) => li.textContent)"


def _say(ws: Any, text: str) -> None:
    ws.send(json.dumps({"type": "chat", "text": text}))


def test_the_mute_button_and_the_chat_switch(browser: Any, server: Any) -> None:  # noqa: F811
    made = server.create(game="kille", seats=3, name="Ada")
    code = made["table"]["code"]
    bruno = server.join(code, "Bruno")
    carla = server.join(code, "Carla")
    p = Page(browser, DESKTOP)
    _open_table(p, server.base, code, made["seat"], made["token"])
    page = p.page
    # the action log's hash (item 14) is shown under the fair-deal line, as the last state carried it
    page.wait_for_function("() => /^[0-9a-f]{64}$/.test(document.getElementById('fair-chain').textContent)")
    assert page.text_content("#fair-chain") == page.evaluate("window.taverna.state.chain")
    with connect(f"{server.ws_base}/ws/{code}?token={bruno['token']}") as b, \
            connect(f"{server.ws_base}/ws/{code}?token={carla['token']}") as c:  # fmt: skip
        _say(b, "hello from Bruno")
        page.wait_for_function(f"() => ({LINES})().some((t) => t.includes('hello from Bruno'))")
        button = page.locator("#chat li", has_text="hello from Bruno").locator("button.chat-mute")
        assert button.get_attribute("aria-label") and "Bruno" in (button.get_attribute("aria-label") or "")
        button.click()
        page.wait_for_function("() => window.taverna.state.chatSettings.muted.includes(1)")
        assert not any("hello from Bruno" in t for t in page.evaluate(LINES))  # his line is hidden at once
        assert "Bruno" in page.inner_text("#chat-muted")  # ... with an unmute button below
        _say(b, "still Bruno")
        _say(c, "Carla here")
        page.wait_for_function(f"() => ({LINES})().some((t) => t.includes('Carla here'))")
        assert not any("Bruno" in t for t in page.evaluate(LINES))
        # no mute button beside Ada's own lines
        page.fill("#chat-text", "Ada speaking")
        page.click("#chat-form button")
        page.wait_for_function(f"() => ({LINES})().some((t) => t.includes('Ada speaking'))")
        assert page.locator("#chat li", has_text="Ada speaking").locator("button.chat-mute").count() == 0
        # the chat switch: off for everyone, the input hidden and a note shown; on again
        page.click("#chat-switch")
        page.wait_for_function("() => !window.taverna.state.chatSettings.chat_on")
        assert page.is_hidden("#chat-form") and page.is_visible("#chat-off-note")
        assert page.get_attribute("#chat-switch", "aria-pressed") == "true"
        page.wait_for_timeout(1100)  # (one switch a second per seat)
        page.click("#chat-switch")
        page.wait_for_function("() => window.taverna.state.chatSettings.chat_on")
        assert page.is_visible("#chat-form") and page.is_hidden("#chat-off-note")
        page.wait_for_function(f"() => ({LINES})().some((t) => t.includes('Carla here'))")  # the history is back
        page.locator("#chat-muted button.chat-unmute").click()
        page.wait_for_function("() => window.taverna.state.chatSettings.muted.length === 0")
    assert not p.errors, p.errors
    p.close()
