"""The table page's reconnections back off also when the server accepts a connection and then refuses it.

A websocket over its address's limit (``max_ws_per_address``) is accepted, told why, and closed 4429.  The page's
backoff used to start again when a connection opened, so such a page tried again every half second for as long
as it stayed open; it now starts again at a connection's first state.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.server.test_browser import DESKTOP, Page, browser

__all__ = ["browser"]  # the fixture, shared with test_browser

COUNT_SOCKETS = """
(() => {
  const Real = window.WebSocket;
  window.socketsMade = 0;
  window.WebSocket = function (...args) { window.socketsMade += 1; return new Real(...args); };
  window.WebSocket.prototype = Real.prototype;
  Object.assign(window.WebSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
})();
"""


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    from tests.server.launch import ServerProc

    srv = ServerProc(tmp_path_factory.mktemp("backoff-data"), max_ws_per_address=1).start()
    yield srv
    srv.stop()


def test_a_page_refused_after_its_connection_opens_waits_longer_each_time(browser: Any, server: Any) -> None:
    code = server.create(game="kille", seats=3, name="Ada")["table"]["code"]
    first, second = Page(browser, DESKTOP), Page(browser, DESKTOP)
    try:
        first.page.goto(f"{server.base}/t/{code}")  # a spectator: the address's one websocket
        first.page.wait_for_function("() => window.taverna && window.taverna.state.states > 0")
        second.page.add_init_script(COUNT_SOCKETS)
        second.page.goto(f"{server.base}/t/{code}")
        second.page.wait_for_function("() => document.getElementById('conn').dataset.state === 'reconnecting'")
        second.page.wait_for_timeout(4500)
        made = second.page.evaluate("window.socketsMade")
        # waits of 0.5, 1, 2 s (each ±20%): at most five connections in 4.5 s; every half second made nine or more
        assert 2 <= made <= 5, made
        assert "at most 1" in (second.page.text_content("#message") or "")  # the refusal was said
        assert first.page.get_attribute("#conn", "data-state") == "connected"
        assert not second.errors and not first.errors
    finally:
        first.close()
        second.close()
