"""The family's counters named as their own sentences name them (issue 29's leftovers): Ranter-Go-Round's and
Coucou's lives, Gnav's and Slabberjan's tokens, kept as ``chips`` in the views, the summaries and the records.
The terminal's table (``situation``), its deal summaries, ``taverna replay``'s counters, the rule set's log
sentences, the browser's catalogues and the rules page (docs/rules/cucu.md, sections 6 to 9) all say the same
word, in every language of Cucù's catalogues."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from taverna.cli.common import _counters_text
from taverna.cli.play import deal_summary
from taverna.games import create_match, get_game
from taverna.games.cucu import text
from taverna.i18n import say

ROOT = Path(__file__).resolve().parents[2]
LOCALES = ROOT / "src" / "taverna" / "games" / "cucu" / "locales"
LANGS = sorted(p.stem for p in LOCALES.glob("*.ftl"))
STATIC_I18N = ROOT / "src" / "taverna" / "server" / "static" / "i18n"
# each family rule set, the word of its sentences and its rules page, and its section of the rules page
FAMILY = {
    "ranter": ("lives", "6."),
    "coucou": ("lives", "7."),
    "gnav": ("tokens", "8."),
    "slabberjan": ("tokens", "9."),
}
PLAYERS = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]


def _forms(word: str, lang: str) -> set[str]:
    """The language's forms of a counter's word (one and many: "life", "lives")."""
    return {say("common", lang, f"counter_{word}", n=n) for n in (1, 2, 5)}


def _played(rules: str, seed: int) -> object:
    m = create_match("cucu", rules=rules, players=PLAYERS, seed=seed)
    rng = random.Random(seed)
    while not m.finished:
        p = m.to_act()[0]
        m.apply(p, rng.choice(m.legal_actions(p)))
    return m


def test_the_family_rule_sets_name_their_counters() -> None:
    info = get_game("cucu")
    for rules, (word, _) in FAMILY.items():
        assert info.counter_names(rules) == {"chips": word}, rules
    for rules in ("campli", "cambio", "le-her"):  # (the others' counters are their keys)
        assert info.counter_names(rules) == {}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("rules", sorted(FAMILY))
def test_the_terminal_and_the_replay_name_the_counter_as_the_sentences_do(rules: str, lang: str) -> None:
    word = FAMILY[rules][0]
    said, chips = _forms(word, lang), _forms("chips", lang)
    assert not said & chips, (said, chips)
    m = _played(rules, seed=3)
    lines = [text.describe_event({"kind": e.kind, **e.data}, lang, rules) or "" for e in m.log if e.to is None]
    # the rule set's own sentences say the word (a life paid into the pot, a token to the pool, the last token)
    assert any(any(f in line for f in said) for line in lines), (rules, lang, [x for x in lines if x][:20])
    assert not any(any(f in line for f in chips) for line in lines), [x for x in lines if any(f in x for f in chips)]
    # the terminal's table: each player's counter
    table = text.situation(m.view("Ann"), lang).splitlines()[1:]
    players = [line for line in table if any(p in line for p in PLAYERS)]
    assert len(players) == len(PLAYERS), table
    for line in players:
        assert any(f in line for f in said) and not any(f in line for f in chips), (lang, line)
    # the deal summaries (`taverna play`) and the counters of `taverna replay`
    names = get_game("cucu").counter_names(rules)
    summary = m.summary()
    for p, c in summary["players"].items():
        shown = _counters_text(c, lang, names)
        assert any(f in shown for f in said) and not any(f in shown for f in chips), (p, shown)
    first = summary["deals"][0]
    before = {p: {"chips": first["after"][p]["chips"] + (p in first["losers"])} for p in PLAYERS}  # (a loser's one)
    line = deal_summary(first, 1, before, PLAYERS, lang, names=names)
    assert any(f in line for f in said) and not any(f in line for f in chips), line


def test_the_browser_and_the_terminal_have_the_word_in_every_language() -> None:
    words = {w for w, _ in FAMILY.values()}
    for path in sorted(STATIC_I18N.glob("*.json")):
        catalogue = json.loads(path.read_text(encoding="utf-8"))
        for w in words:
            assert catalogue.get(f"counter.{w}"), (path.name, w)
    for lang in LANGS:
        for w in words:
            assert say("common", lang, f"counter_{w}", n=2) != f"counter_{w}", (lang, w)


def test_the_rules_page_says_the_same_word() -> None:
    page = (ROOT / "docs" / "rules" / "cucu.md").read_text(encoding="utf-8")
    for rules, (word, number) in FAMILY.items():
        start = page.index(f"\n## {number} ")
        end = page.find("\n## ", start + 1)
        section = page[start : end if end > 0 else len(page)]
        ours = " ".join(re.findall(r"\*\*Taverna:\*\*(.*?)(?=\n\* |\Z)", section, flags=re.S))  # our sentences
        assert re.search(rf"\b{word[:-1] if word == 'tokens' else 'li[fv]e'}s?\b", ours), rules
        # a chip only as what the counter is kept as (`chips`) or what a life is paid as, never the counter lost
        assert not re.search(r"(loses|without|lose|last) (a |their |its )?chips?\b", ours), (rules, ours)
