"""A newcomer's table, in Debian's Chromium: what a person who has never played these games meets at a guided
first match and its help, checked where an audit found it wrong (the cards turned at Hypp's showdown, the help's
words for the rule set in play)."""

from __future__ import annotations

import json
from typing import Any

from taverna.i18n.lobby import lobby_text
from tests.server.test_browser import DESKTOP, PHONE, STATIC, Page, _open_table, browser, server
from tests.server.test_browser_guide import READY  # (a guided table ready for its next step)

__all__ = ["browser", "server"]  # the fixtures, shared with test_browser

STEP = "() => document.getElementById('guide') && document.getElementById('guide').dataset.step"


def _guided(browser: Any, server: Any, game: str, rules: str, size: Any = DESKTOP, lang: str = "en") -> Page:
    """A guided table of ``game``/``rules`` opened in a new page (in ``lang``), the learner seated."""
    res = server.post("/api/guide", {"game": game, "rules": rules, "name": "Ann"}).json()
    p = Page(browser, size)
    if lang != "en":
        p.page.goto(server.base + "/static/favicon.svg")
        p.page.evaluate(f"() => localStorage.setItem('taverna.lang', '{lang}')")
    _open_table(p, server.base, res["table"]["code"], res["seat"], res["token"])
    return p


def _to_first_move(page: Any) -> None:
    """Next through the coach's intro, to the learner's first move."""
    for _ in range(8):
        page.wait_for_function(f"() => ({STEP})() && !({STEP})().startsWith('intro') || "
                               "!document.getElementById('guide-next').hidden")  # fmt: skip
        step = page.evaluate(STEP)
        if step.startswith("move"):
            return
        page.click("#guide-next")
        page.wait_for_function(f"s => ({STEP})() !== s", arg=step)
    raise AssertionError("the intro did not end")


def test_hypp_lays_every_card_turned_at_the_showdown_in_front_of_its_player(browser: Any, server: Any) -> None:
    """At Hypp's showdown the dealer's card and each punter's are turned one by one, a payment after each: all of
    them lie on the table in front of their players (once only the last punter's card did), until the next.  The
    status bar counts rounds, as the table does."""
    p = _guided(browser, server, "hypp", "rulebook")
    page = p.page
    try:
        _to_first_move(page)
        page.wait_for_selector("#action-list .guide-target:not([disabled])")
        page.click("#action-list .guide-target")  # the learner deals: the bots bet, the cards are turned
        page.wait_for_function("() => window.taverna.state.view.round === 2 && "
                               "window.taverna.state.legal.length > 0")  # fmt: skip
        players = page.evaluate("window.taverna.state.view.players.map((p) => p.name)")
        # the engine's own record of the showdown: every player's card turned, the dealer's first
        shown = page.evaluate("""() => { let out = {};
            for (const e of window.taverna.state.view.log) if (e.kind === 'covered') out = {};
                                                          else if (e.kind === 'reveal') out[e.player] = e.card;
            return out; }""")  # fmt: skip
        assert sorted(shown) == sorted(players), shown
        turned = page.evaluate("""() => Object.fromEntries([...document.querySelectorAll('#board .played-card')]
            .map((e) => [e.dataset.by, e.querySelector('[data-card]').dataset.card]))""")  # fmt: skip
        assert turned == shown
        # Hypp's deals are rounds (the felt's "Round 2", the score sheet's): so says the status bar ("Deal 2 of ~3")
        page.wait_for_function("() => /^Round 2 of ~\\d+$/.test(document.getElementById('length-line').textContent)")
        assert not p.errors, p.errors
    finally:
        p.close()


def test_the_rules_dialog_names_the_rule_set_and_its_own_pack(browser: Any, server: Any) -> None:
    """Ranter-Go-Round's Rules dialog, in French: the card reference is headed by the rule set's title (it said
    "(ranter)", the id), and the rules in brief rank the French pack (they ranked the Cuckoo pack's XV to XI)."""
    fr = json.loads((STATIC / "i18n" / "fr.json").read_text(encoding="utf-8"))
    title = lobby_text("fr", "cucu", "rules.ranter")
    assert title
    p = _guided(browser, server, "cucu", "ranter", lang="fr")
    page = p.page
    try:
        page.wait_for_selector("#help-button")
        page.click("#help-button")
        heading = fr["help.cards"].replace("{rules}", title)
        page.wait_for_function("h => [...document.querySelectorAll('#help-body h3')].some((e) => e.textContent === h)",
                               arg=heading)  # fmt: skip
        body = page.text_content("#help-body") or ""
        assert "(ranter)" not in body
        assert "XV" not in body and "la Dame, le Valet" in body, body
        assert not p.errors, p.errors
    finally:
        p.close()


def _follow_to_the_end(page: Any) -> None:
    """Click what the coach points at (Next through the intro), to the end of the guided match."""
    for _ in range(200):
        page.wait_for_function(READY)
        step = page.evaluate(STEP)
        assert step != "off", "the match left the scripted line"
        if step == "done":
            return
        # clicked in the page at once, while the step is still this one: a state that comes between (the bots play
        # on) draws the choices again, and a click that waits for its button may wait for one that is gone
        hit = page.evaluate(f"""s => {{
          if (({STEP})() !== s) return false;
          const e = document.querySelector(s.startsWith('intro') ? '#guide-next' : '.guide-target:not([disabled])');
          if (!e) return false;
          e.click();
          return true;
        }}""", step)  # fmt: skip
        if hit:
            page.wait_for_function(f"s => ({STEP})() !== s", arg=step)
    raise AssertionError("the guided match did not end")


def test_a_side_that_wins_together_is_said_as_winners(browser: Any, server: Any) -> None:
    """Cuajo's partners win together: the final standings say "Winners: Bot 2 (simple), Bot 4 (simple)" (it said
    "Winner:" before the two names); in French "Vainqueurs :".  The coach's outro ("Open a table from the lobby")
    comes with the link to the lobby (there was none)."""
    p = _guided(browser, server, "cuajo", "pagat", lang="fr")
    page = p.page
    try:
        _follow_to_the_end(page)
        winners = page.evaluate("window.taverna.state.view.winner")
        assert isinstance(winners, list) and len(winners) == 2, winners
        page.wait_for_selector("#finished:not([hidden])")
        assert page.text_content("#winner") == f"Vainqueurs\u00a0: {', '.join(winners)}"
        # the coach's last words send the learner to the lobby for a real table: a link there, no dead end
        lobby = page.locator("#guide-lobby")
        assert lobby.is_visible() and lobby.text_content() == "Retour au salon"
        lobby.click()
        page.wait_for_selector("#learn-box button")
        assert not p.errors, p.errors
    finally:
        p.close()


def test_the_end_of_a_french_match_agrees_in_number(browser: Any, server: Any) -> None:
    """Coteccio's guided match ends with one player left of three, two out at once: "1 joueur sur 3 encore en
    jeu" (it said "1 joueurs"), "hors jeu : Ann, Bot 2 (simple)" for the two out (it said "éliminés" of one too); in Italian
    "sconfitta di Ann, Bot 2 (simple)" (it said "perde" of two)."""
    p = _guided(browser, server, "coteccio", "trieste", lang="fr")
    page = p.page
    try:
        _follow_to_the_end(page)
        page.wait_for_selector("#finished:not([hidden])")
        page.wait_for_function("() => document.getElementById('status').textContent.includes('encore en jeu')")
        assert "1 joueur sur 3 encore en jeu" in (page.text_content("#status") or "")
        out = [q["name"] for q in page.evaluate("window.taverna.state.view.players") if q.get("out")]
        assert len(out) == 2, out
        story = page.locator("#standings li").last.text_content() or ""
        assert "hors jeu\u00a0: " in story, story
        losers = page.evaluate("window.taverna.state.sheet.deals[0].losers")
        assert len(losers) == 2, losers
        page.select_option("#lang", "it")
        page.wait_for_function("() => [...document.querySelectorAll('#standings li')].some((e) => "
                               "e.textContent.includes('sconfitta di '))")  # fmt: skip
        story = page.locator("#standings li").last.text_content() or ""
        assert "perde " not in story, story
        assert not p.errors, p.errors
    finally:
        p.close()


def test_a_coucou_cards_tip_counts_the_ranks_its_table_deals(browser: Any, server: Any) -> None:
    """The guided Coucou table has five players: the 32-card pack.  Its card's tip places it among 8 ranks (it said
    "of the 13 ranks", the 52-card pack's) and the Card order strip holds the 32 cards dealt."""
    p = _guided(browser, server, "cucu", "coucou")
    page = p.page
    try:
        assert page.evaluate("window.taverna.state.view.players.length") == 5
        page.wait_for_selector("#hand [data-card]")
        page.locator("#hand [data-card]").first.hover()
        page.wait_for_function("() => { const t = document.querySelector('[role=tooltip]:not([hidden])');"
                               " return !!t && t.textContent.includes('of the 8 ranks'); }")  # fmt: skip
        page.click("#cards-button")
        page.wait_for_function("() => document.querySelectorAll('#cards-dialog [data-card]').length === 32")
        assert not p.errors, p.errors
    finally:
        p.close()


def test_the_coach_says_what_happened_in_the_language_switched_to(browser: Any, server: Any) -> None:
    """A switch of language mid-lesson: the coach's "what happened" lines are the log's, in the new language, once
    its connection brings them (they stayed in the language left, beside a coach and a table in the new one)."""
    p = _guided(browser, server, "coteccio", "trieste")
    page = p.page
    try:
        page.wait_for_selector("#guide-happened li")
        assert " plays " in (page.text_content("#guide-happened") or "")
        page.select_option("#lang", "fr")
        page.wait_for_function("() => document.documentElement.lang === 'fr' && "
                               "!document.getElementById('log').hasAttribute('aria-busy') && "
                               "!!document.querySelector('#guide-happened li')")  # fmt: skip
        coach = page.eval_on_selector_all("#guide-happened li", "(els) => els.map((e) => e.textContent)")
        log = page.eval_on_selector_all("#log li", "(els) => els.map((e) => e.textContent)")
        assert coach and all(line in log for line in coach), (coach, log[-5:])
        assert all(" plays " not in line for line in coach), coach
        assert not p.errors, p.errors
    finally:
        p.close()


def test_a_phones_lobby_offers_learn_to_play_before_the_create_form(browser: Any, server: Any) -> None:
    """On a phone the lobby is one column: *Learn to play* comes before *Create a table* (it came after the whole
    form: game, rule set, Play now, seats, timer, options), in the page's order (the keyboard's too); on a laptop it
    heads the side column beside the form."""
    for size, phone in ((PHONE, True), ({"width": 1366, "height": 768}, False)):
        p = Page(browser, size)
        try:
            p.page.goto(server.base + "/")
            p.page.wait_for_selector("#learn-box button")
            at = p.page.evaluate("""() => { const r = (id) => document.getElementById(id).getBoundingClientRect();
                return {learn: r('learn-box'), create: r('create-h'),
                        before: !!(document.getElementById('learn-box').compareDocumentPosition(
                            document.getElementById('create-h')) & Node.DOCUMENT_POSITION_FOLLOWING)}; }""")  # fmt: skip
            if phone:
                assert at["learn"]["top"] < at["create"]["top"] and at["before"], at
            else:
                assert at["learn"]["left"] > at["create"]["right"], at  # (the side column)
            assert not p.errors, p.errors
        finally:
            p.close()


def test_a_face_down_card_names_its_holder_as_the_table_does(browser: Any, server: Any) -> None:
    """Cucù's face-down cards are named with their holder's name in the page's language ("la carta di Bot 2
    (semplice), coperta", the seat's own words); they said the server's "Bot 2 (simple)" in every language."""
    p = _guided(browser, server, "cucu", "ranter", lang="it")
    page = p.page
    try:
        page.wait_for_function("() => document.documentElement.lang === 'it' && "
                               "!!document.querySelector('#board svg.back[aria-label]')")  # fmt: skip
        labels = page.eval_on_selector_all("#board svg.back[aria-label]", "(els) => els.map((e) => e.ariaLabel)")
        seats = page.eval_on_selector_all("#board .seat .who", "(els) => els.map((e) => e.textContent)")
        assert labels and all("(semplice)" in x and "(simple)" not in x for x in labels), labels
        assert all(any(f"di {who}," in x for who in seats) for x in labels), (labels, seats)
        assert not p.errors, p.errors
    finally:
        p.close()


def test_the_replays_heading_names_the_bots_in_the_pages_language(browser: Any, server: Any) -> None:
    """*Watch the replay* after the guided Cuajo match, in Italian: the heading and each hand name the bots as the
    table did ("Bot 2 (semplice)"); they were the server's "Bot 2 (simple)"."""
    p = _guided(browser, server, "cuajo", "pagat", lang="it")
    page = p.page
    try:
        _follow_to_the_end(page)
        code = page.evaluate("window.taverna.state.table.code")
        page.goto(f"{server.base}/replay/{code}")
        page.wait_for_function("() => document.getElementById('replay-h').textContent.includes('Bot 2 (semplice)')")
        assert "(simple)" not in (page.text_content("#replay-h") or "")
        hands = page.eval_on_selector_all(".rp-hand[aria-label]", "(els) => els.map((e) => e.ariaLabel)")
        assert hands and not [h for h in hands if "(simple)" in h], hands
        assert not p.errors, p.errors
    finally:
        p.close()


def test_the_table_names_the_bots_in_the_pages_language_wherever_it_names_them(browser: Any, server: Any) -> None:
    """In Italian the seats say "Bot 3 (semplice)": so do the players list's partners (Cuajo: "& Bot 3
    (semplice)") and Zifuli's line above the table ("Capo: Bot 2 (semplice)"); they said "(simple)"."""
    p = _guided(browser, server, "cuajo", "pagat", lang="it")
    try:
        p.page.wait_for_function(
            "() => document.documentElement.lang === 'it' && !!document.querySelector('#players .hint')"
        )
        partners = p.page.eval_on_selector_all("#players .hint", "(els) => els.map((e) => e.textContent)")
        assert partners and all("(semplice)" in x or "Bot" not in x for x in partners), partners
        assert not [x for x in partners if "(simple)" in x], partners
        assert not p.errors, p.errors
    finally:
        p.close()
    p = _guided(browser, server, "zifuli", "rulebook", lang="it")
    page = p.page
    try:
        _to_first_move(page)
        for _ in range(6):  # the auction, by what the coach points at, until the Boss is known
            if page.evaluate("!!window.taverna.state.view.boss"):
                break
            page.wait_for_function(READY)
            step = page.evaluate(STEP)
            page.click(".guide-target")
            page.wait_for_function(f"s => ({STEP})() !== s", arg=step)
        page.wait_for_function("() => !!window.taverna.state.view.boss")
        boss = page.evaluate("window.taverna.state.view.boss")
        assert boss.endswith("(simple)"), boss  # (the server's name: the page says it in Italian)
        line = page.text_content("#board") or ""
        assert f"Capo: {boss.replace('(simple)', '(semplice)')}" in line and "(simple)" not in line, line
        assert not p.errors, p.errors
    finally:
        p.close()


def test_every_rules_page_fits_a_phone(browser: Any, server: Any) -> None:
    """The whole rules page (the Rules dialog's last link) on a 390 px phone: nothing wider than the screen (Cucù's
    sources' long addresses made it 466 px wide, the page zoomed out); its tables scroll in their own box."""
    from taverna.games import games

    p = Page(browser, PHONE, is_mobile=True, has_touch=True)
    try:
        for gid in sorted(games()):
            p.page.goto(f"{server.base}/rules/{gid}?lang=en")
            p.page.wait_for_selector(".rules-doc")
            wide = p.page.evaluate("document.documentElement.scrollWidth")
            assert wide <= PHONE["width"], (gid, wide)
        assert not p.errors, p.errors
    finally:
        p.close()


def test_slabberjans_hand_is_your_piece(browser: Any, server: Any) -> None:
    """Slabberjan is played with wooden pieces, and its coach says "This is your piece": the hand's heading says
    "Your piece" too (it said "Your card"); Cucù's other rule sets keep "Your card"."""
    for rules, heading in (("slabberjan", "Votre pièce"), ("ranter", "Votre carte")):
        p = _guided(browser, server, "cucu", rules, lang="fr")
        try:
            p.page.wait_for_function("h => document.getElementById('hand-h').textContent === h", arg=heading)
            assert not p.errors, p.errors
        finally:
            p.close()
