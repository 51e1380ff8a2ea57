"""The wire in Chromium: the pages load every module once, under its versioned URL, under the page's CSP; a
second visit takes the UI's files from the browser's cache without asking the server."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import urlsplit

from tests.server.test_browser import DESKTOP, Page, browser, server  # noqa: F401  (fixtures)


def _ui(url: str) -> bool:
    """A file of the UI (not an API call)."""
    return urlsplit(url).path.startswith(("/static/", "/games/"))


def _watch(p: Page) -> dict[str, list[Any]]:
    """The page's requests: ``net`` (url, status) of those that went to the server, ``cached`` the others' urls."""
    log: dict[str, list[Any]] = {"net": [], "cached": [], "refused": []}
    cdp = p.context.new_cdp_session(p.page)
    cdp.send("Network.enable")
    urls: dict[str, str] = {}
    cdp.on("Network.requestWillBeSent", lambda e: urls.__setitem__(e["requestId"], e["request"]["url"]))

    def received(e: dict[str, Any]) -> None:
        r = e["response"]
        cached = r.get("fromDiskCache") or r.get("fromMemoryCache")
        log["cached" if cached else "net"].append((r["url"], r["status"]) if not cached else r["url"])

    cdp.on("Network.responseReceived", received)
    cdp.on("Network.requestServedFromCache", lambda e: log["cached"].append(urls.get(e["requestId"], "?")))
    p.page.on("console", lambda m: log["refused"].append(m.text) if "Refused" in m.text else None)
    return log


def test_every_module_is_loaded_once_by_its_version_and_comes_from_the_cache_next_time(
    browser: Any,  # noqa: F811
    server: Any,  # noqa: F811
) -> None:
    res = server.create(game="cucu", rules="campli", seats=2, name="Ann", bots={"1": "easy"})
    code, seat, token = res["table"]["code"], res["seat"], res["token"]
    p = Page(browser, DESKTOP)
    saved = json.dumps({code: {"seat": seat, "token": token}})
    p.page.add_init_script(f"localStorage.setItem('taverna.seats', {json.dumps(saved)})")
    first = _watch(p)
    p.page.goto(server.base + f"/t/{code}")
    p.page.wait_for_function("() => window.taverna && window.taverna.state.view")
    p.page.wait_for_selector("#board .seat")
    p.page.wait_for_load_state("networkidle")
    assets = [u for u, _ in first["net"] if _ui(u)]
    assert any("/static/js/table.js?v=" in u for u in assets) and any("/games/cucu/board.js?v=" in u for u in assets)
    # every file of the UI by its version (but the translations, which i18n.js fetches by name), each once
    assert [u for u in assets if "?v=" not in u and "/static/i18n/" not in u] == []
    assert len(assets) == len(set(assets)), sorted(assets)
    assert first["refused"] == [] and not p.errors, (first["refused"], p.errors)

    # a second visit (a new tab, the same browser cache): no module, style sheet or board is asked for again
    page2 = p.context.new_page()
    p.page.close()
    p.page = page2
    p.page.on("pageerror", lambda e: p.errors.append(str(e)))
    second = _watch(p)
    p.page.goto(server.base + f"/t/{code}")
    p.page.wait_for_function("() => window.taverna && window.taverna.state.view")
    p.page.wait_for_load_state("networkidle")
    again = [u for u, _ in second["net"] if _ui(u)]
    assert [u for u in again if "/static/i18n/" not in u] == [], again
    assert any("/static/js/table.js?v=" in u for u in second["cached"]), second["cached"]
    assert second["refused"] == [] and not p.errors, (second["refused"], p.errors)
    p.close()
