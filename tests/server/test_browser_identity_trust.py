"""The /me page in Debian's Chromium (issue 28, item 7): after a recovery the new recovery code is shown once
(the one used is dead), and "sign out everywhere else" revokes the identity's other keys."""

from __future__ import annotations

import json
import re
from typing import Any

from tests.server.test_browser import DESKTOP, STATIC, Page, browser, server, shots
from tests.server.test_players import _player

__all__ = ["browser", "server", "shots"]  # the fixtures, shared with test_browser

EN = json.loads((STATIC / "i18n" / "en.json").read_text(encoding="utf-8"))


def test_me_shows_the_new_recovery_code_once_and_signs_out_everywhere_else(browser: Any, server: Any) -> None:
    made = _player(server, "Rhea Recover")
    old_key, old_code = made["key"], made["recovery"]
    assert server.post("/api/players/me/password", {"player": old_key, "password": "long enough"}).status_code == 200
    p = Page(browser, DESKTOP)
    try:
        p.page.goto(server.base + "/me")
        p.page.wait_for_selector("body[data-ready='1']")
        p.page.fill("#recovery", old_code)
        with p.page.expect_navigation():
            p.page.click("#recover button[type=submit]")
        p.page.wait_for_selector("#recovery-code")
        new_code = p.page.text_content("#recovery-code") or ""
        assert re.fullmatch(r"[A-Z0-9]{5}(-[A-Z0-9]{5}){4}", new_code) and new_code != old_code
        me = p.page.evaluate("JSON.parse(localStorage.getItem('taverna.player'))")
        assert me["id"] == made["player"]["id"]
        # the code used and the key of before are dead
        assert server.post("/api/players/recover", {"recovery": old_code}).status_code == 403
        assert server.post("/api/players/me", {"player": old_key}).status_code == 403
        p.page.click("#recovery-done")  # shown once
        p.page.reload()
        p.page.wait_for_selector("body[data-ready='1']")
        assert p.page.locator("#recovery-code").count() == 0
        # another device signs in; "sign out everywhere else" on this page revokes its key, not this one
        elsewhere = server.post("/api/players/signin", {"name": "Rhea Recover", "password": "long enough"}).json()
        assert server.post("/api/players/me", {"player": elsewhere["key"]}).status_code == 200
        p.page.click("#signout-others")
        p.page.wait_for_selector("#message:not([hidden])")
        assert p.page.text_content("#message") == EN["players.signed_out_others"].replace("{n}", "1")
        assert server.post("/api/players/me", {"player": elsewhere["key"]}).status_code == 403
        assert server.post("/api/players/me", {"player": me["key"]}).status_code == 200
        # the new code restores the identity (once)
        assert server.post("/api/players/recover", {"recovery": new_code}).status_code == 200
        assert p.errors == []
    finally:
        p.close()
