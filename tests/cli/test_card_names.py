"""One card, one name: every text a player sees under one rule set in one language names each card one way
(issue 14: Campli's 12 was "Gnaf" and "Cat", BGA's 14 "Man" and "Hunter" in the same game), and the help
explains the cards of the rule set in play."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from taverna.cards import cuckoo
from taverna.cli.main import app
from taverna.games.cucu import text
from taverna.i18n import LANGS
from tests.test_i18n import _matches

RULES = ("campli", "lu-stu", "cambio", "bga")
SPECIAL = (15, 14, 12, 11, cuckoo.FOOL)  # the cards with more than one name somewhere

# Every name a special card has in any language, rule set or engine phrase, as a pattern for a text.
EXTRA = {15: ["Cucco", "Cuckoo"], 14: ["Hunter", "Man", "Bum", "사람", "사냥꾼", "猟師"], 12: ["Cat", "Gnaf"],
         11: ["Inn", "House", "Taverna", "집", "여관", "宿屋", "家"], cuckoo.FOOL: ["Fool", "Matto", "Clown"]}  # fmt: skip


def _candidates(card: int) -> dict[str, re.Pattern[str]]:
    names = set(EXTRA[card])
    for lang in LANGS:
        for rules in (None, *RULES):
            names.add(cuckoo.card_word(card, lang, rules))
    out: dict[str, re.Pattern[str]] = {}
    for name in names:
        if name == "人":  # the Japanese 14, not the 人 of 二人, 1人, 大人, 主人 or "the one who"
            out[name] = re.compile(r"(?<![二1大主たの])人")
        elif name == "집":  # the Korean 11, not the 집 of 가집니다 (keeps)
            out[name] = re.compile(r"(?<!가)집")
        elif name.isascii() or name in ("Cucù",):
            out[name] = re.compile(rf"(?<![\w-]){re.escape(name)}(?![\w-])")  # canonical notation is lower case
        else:
            out[name] = re.compile(re.escape(name))
    return out


CANDIDATES = {card: _candidates(card) for card in SPECIAL}


def _texts(rules: str, lang: str) -> list[str]:
    out: list[str] = []
    for r, events, views in _matches("cucu"):
        if r != rules:
            continue
        out += [line for ev in events if (line := text.describe_event(ev, lang, rules))]
        for view in views:
            out += [text.situation(view, lang), text.help_text(view, lang)]
    # every sentence that names a card, with its fields from the rule set (some events are rare in bot play)
    for ev in (
        {"kind": k, "player": "A", "requester": "B", "guest": "B", "card": 14, "effect": e, "reason": why}
        for k in ("inn", "drink", "insurance_refused", "offer_accepted", "innkeeper_pays", "inn_closed",
                  "cuckoo_declared", "hunter", "cat", "house", "deck_draw", "lost")
        for e in ("man: loses", "cat", "clown: the strongest card", "cuckoo: no exchange")
        for why in ("asked the Hunter", "asked the Gnaf", "asked the Cat", "received the Clown",
                    "drew the Man from the deck", "a reverse exchange met the Hunter", "anti-cuckoo: declared the Cuckoo")
    ):  # fmt: skip
        line = text.describe_event(ev, lang, rules)
        if line:
            out.append(line)
    for legal in (["keep", "exchange", "declare"], ["insure", "keep"], ["accept", "refuse"]):
        out.append(text.help_text({"rules": rules, "legal": legal, "viewer": "A", "dealer": "B", "card": 14}, lang))
    for card in cuckoo.RANKS:
        out.append(cuckoo.card_name(card, lang, rules))
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("rules", RULES)
def test_each_card_has_one_name_per_rule_set_and_language(rules: str, lang: str) -> None:
    texts = "\n".join(_texts(rules, lang))
    for card, patterns in CANDIDATES.items():
        found = sorted({name for name, pat in patterns.items() if pat.search(texts)})
        assert len(found) <= 1, (rules, lang, card, found)
        assert found == [] or found[0] == cuckoo.card_word(card, lang, rules), found


def test_campli_in_korean_and_japanese_calls_the_14_the_hunter() -> None:
    assert cuckoo.card_name(14, "ko", "campli") == "14 사냥꾼" and cuckoo.card_name(14, "ja", "campli") == "14 猟師"
    assert cuckoo.card_name(14, "ko", "cambio") == "14 사람"


runner = CliRunner()


@pytest.mark.parametrize(
    ("rules", "present", "absent"),
    [
        ("cambio", ["Man:", "House:", "Cat: the first holder of your card loses", "Clown:"], ["Hunter", "Inn", "Gnaf", "a question"]),
        ("bga", ["Man:", "House: as the Horse"], ["Hunter", "Inn", "a question"]),
        ("campli", ["Hunter: you lose a token", "Inn: a question", "Cat: you lose a token and the exchanges"], ["Man", "House"]),
        ("lu-stu", ["Cat: you lose a token and must exchange to your left", "Inn: make an offer"], ["House", "a question"]),
    ],
)  # fmt: skip
def test_the_help_explains_the_cards_of_the_rule_set_in_play(rules: str, present: list[str], absent: list[str]) -> None:
    # --seat 2: not the dealer, so the first question is keep or exchange
    res = runner.invoke(app, ["play", "cucu", "--rules", rules, "--seed", "3", "--seat", "2"], input="?\nq\n")
    assert res.exit_code == 0, res.output
    help_part = res.output[res.output.index("Your choices:") :]
    help_part = " ".join(help_part.split())
    for word in present:
        assert word in help_part, (rules, word, help_part)
    for word in absent:
        assert not re.search(rf"\b{word}\b", help_part), (rules, word, help_part)


@pytest.mark.parametrize("game", ["coch", "zifuli", "torionfo", "hypp"])
def test_the_cuckoo_pack_trick_games_name_each_card_one_way(game: str) -> None:
    import importlib

    module = importlib.import_module(f"taverna.games.{game}.text")
    for rules in {r for r, _, _ in _matches(game)}:
        for lang in LANGS:
            out: list[str] = []
            for r, events, views in _matches(game):
                if r == rules:
                    out += [line for ev in events if (line := module.describe_event(ev, lang, r))]
                    out += [f(v, lang) for v in views for f in (module.situation, module.help_text)]
            texts = "\n".join(out)
            for card, patterns in CANDIDATES.items():
                found = sorted({name for name, pat in patterns.items() if pat.search(texts)})
                assert len(found) <= 1, (game, rules, lang, card, found)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", ["coch", "zifuli", "torionfo", "hypp"])
def test_the_browser_names_the_cards_as_the_games_sentences_do(game: str, lang: str) -> None:
    """The browser's card names (GET /api/i18n) and the game's sentences agree: Coch's 11 was "Inn" on the
    table and "House" in the log."""
    from taverna.games.kinds import card_text as rulebook_name  # Coch's and Zifuli's sentences
    from taverna.server.i18n import i18n

    browser = i18n(lang)["games"][game]
    for card in cuckoo.RANKS:
        said = rulebook_name(cuckoo.card_str(card), lang) if game in ("coch", "zifuli") else cuckoo.card_text(card, lang)
        assert browser[cuckoo.card_str(card)] == said, (game, lang, card)
