"""Every card of every pack the games use has a real face in the browser, drawn from its own pack.

In Chromium, ``static/js/cards.js`` draws each card of each game and rule set (the cards the server names
for it, ``/api/i18n``): the face must come from the pack that game plays with (the Cuckoo pack, the Italian
40-card pack, the Cuajo pack, the French 52-card pack of Le Her, the Swedish Kille pack of Krypkille's
rule set nordic), never the fallback frame, and a suited
card shows its rank and its suit.  A sheet of every pack goes to ``test-artifacts/screens/packs.png``
(or ``$TAVERNA_SCREENSHOTS``) for people to look at.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from taverna.cards import cuajo, cuckoo, french, gnav, italian, kille
from taverna.cards import slabberjan as slabberjan_pack
from taverna.games import games
from taverna.server.i18n import i18n
from tests.server.test_browser import DESKTOP, Page, browser, server

__all__ = ["browser", "server"]  # the fixtures, shared with test_browser

ROOT = Path(__file__).resolve().parents[2]
PACKS = {
    "cuckoo": {cuckoo.card_str(c) for c in cuckoo.RANKS},
    "italian": {italian.card_str(c) for c in italian.italian_pack()},
    "cuajo": {cuajo.card_str(c) for c in cuajo.cuajo_pack()},
    "french": {french.card_str(c) for c in french.french_pack()},
    "kille": {kille.card_str(c) for c in kille.RANKS},
    "gnav": {gnav.card_str(c) for c in gnav.RANKS},
    "slabberjan": {slabberjan_pack.card_str(c) for c in slabberjan_pack.KINDS},
}
# the suit letters of each suited pack, as the faces name them (class suit-<name>)
SUITS = {
    "italian": {"c": "cups", "d": "coins", "s": "swords", "b": "batons"},
    "cuajo": {"c": "cups", "o": "coins", "s": "swords", "b": "batons"},
    "french": {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"},
}


def _cards_of(game: str, rules: str | None) -> list[str]:
    """The cards the server names for ``game`` under ``rules`` (the browser's names)."""
    data = i18n("en")
    names = (data["rules"].get(game, {}).get(rules or "")) or data["games"][game]
    return sorted(names)


def _cases() -> list[tuple[str, str | None, str]]:
    """(game, rule set, the pack it plays with): the pack is the one whose every card the server names."""
    out = []
    for gid, info in sorted(games().items()):
        for rules in list(info.rule_sets) or [None]:
            cards = set(_cards_of(gid, rules))
            packs = [name for name, pack in PACKS.items() if pack == cards]
            assert len(packs) == 1, f"{gid} {rules}: its cards are no single pack's: {sorted(cards)[:8]}"
            out.append((gid, rules, packs[0]))
    return out


def test_le_her_plays_with_the_french_pack_and_every_pack_is_used() -> None:
    cases = _cases()
    assert ("cucu", "le-her", "french") in cases
    assert ("cucu", "ranter", "french") in cases and ("cucu", "coucou", "french") in cases
    assert ("kille", "nordic", "kille") in cases and ("kille", "standard", "cuckoo") in cases
    assert ("cucu", "gnav", "gnav") in cases
    assert ("cucu", "slabberjan", "slabberjan") in cases
    assert {pack for _, _, pack in cases} == set(PACKS)


DRAW = """async ([cases]) => {
  const cards = await import('/static/js/cards.js');
  const i18n = await import('/static/js/i18n.js');
  await i18n.setLang('en');
  const out = [];
  for (const [game, rules, list] of cases) {
    const pack = i18n.packOf(game, rules);
    for (const c of list) {
      const box = document.createElement('div');
      box.innerHTML = cards.cardSvg(pack, c, i18n.cardName(game, c, rules));
      const svg = box.querySelector('svg');
      out.push({game, rules, card: c, pack, cls: svg.getAttribute('class'), label: svg.getAttribute('aria-label'),
                texts: [...svg.querySelectorAll('text')].map((t) => t.textContent.trim()),
                shapes: svg.querySelectorAll('path, circle, ellipse').length});
    }
  }
  return out;
}"""


def test_every_card_of_every_pack_is_drawn_from_its_own_pack(browser: Any, server: Any) -> None:
    cases = _cases()
    p = Page(browser, DESKTOP)
    try:
        p.page.goto(server.base + "/")
        p.page.wait_for_selector("#game option", state="attached")
        p.page.wait_for_load_state("networkidle")  # (the lobby done starting: nothing of it runs on a wiped page)
        drawn = p.page.evaluate(DRAW, [[[g, r, _cards_of(g, r)] for g, r, _ in cases]])
        expected = {(g, r): pack for g, r, pack in cases}
        assert len(drawn) == sum(len(_cards_of(g, r)) for g, r, _ in cases)
        for d in drawn:
            where = f"{d['game']} {d['rules']} {d['card']}"
            pack = expected[(d["game"], d["rules"])]
            classes = d["cls"].split()
            assert d["pack"] == pack, f"{where}: the page plays it with the {d['pack']} pack, not the {pack} pack"
            assert f"pack-{pack}" in classes and "unknown" not in classes, f"{where}: drawn as {d['cls']}"
            assert d["label"], f"{where}: no name"
            if pack in SUITS:  # a name, not the notation; the rank in the corner and the suit's symbol
                assert d["label"] != d["card"], f"{where}: named by its notation"
                rank, suit = d["card"][:-1], d["card"][-1]
                assert f"suit-{SUITS[pack][suit.lower()]}" in classes, f"{where}: {d['cls']}"
                assert d["texts"][0].upper() == rank.upper(), f"{where}: the corner shows {d['texts'][:2]}"
                assert d["shapes"] >= 2, f"{where}: no suit symbol"
        # (setLang above set the lobby's own language handlers going: let them finish before the page is wiped)
        p.page.wait_for_load_state("networkidle")
        # the sheet, for people to look at: every French card, then a few of each other pack
        out = os.environ.get("TAVERNA_SCREENSHOTS")
        shots = Path(out) if out else ROOT / "test-artifacts" / "screens"
        shots.mkdir(parents=True, exist_ok=True)
        p.page.evaluate(
            """async ([rows]) => {
              const cards = await import('/static/js/cards.js');
              const i18n = await import('/static/js/i18n.js');
              document.body.innerHTML = '';
              for (const [game, rules, list] of rows) {
                const row = document.createElement('div');
                row.style.cssText = 'display:flex;flex-wrap:wrap;gap:4px;margin:6px;--card-w:58px';
                for (const c of list) row.insertAdjacentHTML('beforeend', `<span class="card-wrap">${cards.cardSvg(i18n.packOf(game, rules), c, i18n.cardName(game, c, rules))}</span>`);
                document.body.append(row);
              }
            }""",
            [[
                ["cucu", "le-her", [french.card_str(c) for c in french.french_pack()]],
                ["cucu", "cambio", [cuckoo.card_str(c) for c in cuckoo.RANKS]],
                ["coteccio", None, [italian.card_str(c) for c in italian.italian_pack()][::3]],
                ["cuajo", None, sorted(PACKS["cuajo"])[::3]],
                ["kille", "nordic", [kille.card_str(c) for c in kille.RANKS]],
                ["cucu", "gnav", [gnav.card_str(c) for c in gnav.RANKS]],
                ["cucu", "slabberjan", [slabberjan_pack.card_str(c) for c in slabberjan_pack.KINDS]],
            ]],
        )  # fmt: skip
        p.page.screenshot(path=str(shots / "packs.png"), full_page=True)
        assert not p.errors, p.errors
    finally:
        p.close()


@pytest.mark.parametrize(("rules", "seats"), [("le-her", 2), ("ranter", 4), ("coucou", 5)])
def test_a_le_her_table_shows_french_faces(browser: Any, server: Any, rules: str, seats: int) -> None:
    bots = {str(i): "easy" for i in range(1, seats)}  # (Ranter-Go-Round and Coucou: the French faces too)
    res = server.create(game="cucu", rules=rules, options={}, seats=seats, name="Ann", seed=3, bots=bots)
    p = Page(browser, DESKTOP)
    try:
        from tests.server.test_browser import _open_table

        _open_table(p, server.base, res["table"]["code"], res["seat"], res["token"])
        p.page.wait_for_function("() => window.taverna.state.view && document.querySelector('#hand svg.card')")
        classes = p.page.evaluate(
            "[...document.querySelectorAll('svg.card:not(.back)')].map((s) => s.getAttribute('class'))"
        )
        assert classes and all("pack-french" in c for c in classes), classes
        label = p.page.get_attribute("#hand svg.card", "aria-label")
        assert label and " of " in label, label  # "eight of spades", not "8s"
        assert not p.errors, p.errors
    finally:
        p.close()


@pytest.mark.parametrize(
    ("rules", "pack", "names"),
    [
        ("gnav", "gnav", {gnav.card_name(c, "en") for c in gnav.RANKS}),  # "XII", "Cuckoo", "Pot"
        ("slabberjan", "slabberjan", {slabberjan_pack.card_name(c, "en") for c in slabberjan_pack.KINDS}),  # "Rider"
    ],
)
def test_a_42_piece_table_shows_its_packs_faces(browser: Any, server: Any, rules: str, pack: str,
                                                names: set[str]) -> None:  # fmt: skip
    """Gnav's cards and Slabberjan's wooden pieces: the table draws its pack's faces, named in words."""
    res = server.create(game="cucu", rules=rules, options={}, seats=4, name="Ann", seed=3,
                        bots={str(i): "easy" for i in range(1, 4)})  # fmt: skip
    p = Page(browser, DESKTOP)
    try:
        from tests.server.test_browser import _open_table

        _open_table(p, server.base, res["table"]["code"], res["seat"], res["token"])
        p.page.wait_for_function("() => window.taverna.state.view && document.querySelector('#hand svg.card')")
        classes = p.page.evaluate(
            "[...document.querySelectorAll('svg.card:not(.back)')].map((s) => s.getAttribute('class'))"
        )
        assert classes and all(f"pack-{pack}" in c for c in classes), classes
        label = p.page.get_attribute("#hand svg.card", "aria-label")
        assert label in names, label  # the card's name, not its notation
        assert not p.errors, p.errors
    finally:
        p.close()


def test_a_krypkille_nordic_table_shows_the_kille_packs_faces(browser: Any, server: Any) -> None:
    """Krypkille's rule set nordic plays the Swedish Kille pack: its table draws the Kille faces, named in words."""
    res = server.create(game="kille", rules="nordic", options={"rounds": 1}, seats=3, name="Ann", seed=3,
                        bots={"1": "easy", "2": "easy"})  # fmt: skip
    p = Page(browser, DESKTOP)
    try:
        from tests.server.test_browser import _open_table

        _open_table(p, server.base, res["table"]["code"], res["seat"], res["token"])
        p.page.wait_for_function("() => window.taverna.state.view && document.querySelector('#hand svg.card')")
        faces = p.page.evaluate(
            "[...document.querySelectorAll('#hand svg.card')].map((s) => [s.getAttribute('class'), s.getAttribute('aria-label')])"
        )
        assert len(faces) == 14 and all("pack-kille" in c and "unknown" not in c for c, _ in faces), faces
        labels = {label for _, label in faces}
        assert labels <= {kille.card_name(c, "en") for c in kille.RANKS}, labels  # the Kille pack's own names
        assert any("(" in label for label in labels), labels  # a picture card is named in words: "Cuckoo (Kuku)"
        assert not p.errors, p.errors
    finally:
        p.close()
