"""Cuajo's log in one person and one tense (issue 29's leftovers: "Ann draws" beside "You drew"): a line about
the reader says "you" the way the other games do (the reader's name is ``YOU[lang]``, as in the terminal), a
line about the others never does, whatever it is (a private line too: the cards dealt, the card drawn, the
secret laid down), and every line is in the present tense, in every language of Cuajo's catalogues."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from taverna.games import create_match
from taverna.games.cuajo import text
from taverna.i18n import YOU

LANGS = sorted(p.stem for p in (Path(text.__file__).parent / "locales").glob("*.ftl"))
# the words of the second person (a subject, an object, a possessive), by language
SECOND = {
    "en": r"\b(?:[Yy]ou|[Yy]our)\b",
    "it": r"\b(?:[Tt]u|te|[Tt]uo|[Tt]ua|[Tt]ue|[Tt]uoi|[Pp]eschi|[Vv]inci|[Rr]eclami)\b",
    "fr": r"\b(?:[Vv]ous|[Vv]otre|[Vv]os)\b",
    "ja": r"あなた",
    "ko": r"당신|내 ",
}
# a verb in a past tense, by language (the log tells what happens as it happens)
PAST = {
    "en": r"\b(?:drew|took|discarded|won|claimed|showed|laid|ran)\b",
    "it": r"(?i)\b(?:ha|hai|hanno|l'ha|l'hai)\s+\w+at[oaie]\b",
    "fr": r"(?i)\b(?:a|avez|ont|l’a|l’avez|l'a)\s+\w+é(?:e|s|es)?\b",
    "ja": r"ました",
    "ko": r"[았었였]습니다",
}
OTHERS = ["Ada", "Bruno", "Cy"]


def _synthetic(a: str, b: str) -> list[dict[str, Any]]:
    """Every event with a player, ``a`` its player (``b`` the other one named): the rare ones too."""
    return [
        {"kind": "deal_start", "deal": 1, "dealer": a},
        {"kind": "dealt", "player": a, "cards": ["Ao", "3c"]},
        {"kind": "draw", "player": a, "shown": False},
        {"kind": "draw", "player": a, "shown": True, "card": "5c"},
        {"kind": "drew", "player": a, "card": "5c"},
        {"kind": "take", "player": a, "card": "5c"},
        {"kind": "discard", "player": a, "card": "5c"},
        {"kind": "secret_cards", "player": a, "cards": ["5c", "5o", "5s", "5b"]},
        {"kind": "secret", "player": a, "type": "plain", "paid": {b: 50}},
        {"kind": "purro", "player": a, "king": "Ko"},
        {"kind": "purro", "player": a},
        {"kind": "purro_lost", "player": a},
        {"kind": "time", "player": a, "card": "5c", "drawer": b},
        {"kind": "no_claim", "player": a},
        {"kind": "time_priority", "player": a, "card": "5c", "drawer": b},
        {"kind": "extra_card", "player": a, "card": "5c"},
        {"kind": "win", "player": a, "bounit": "5c", "source": "stock", "split": [["5c", "5o"]], "amount": 110},
        {"kind": "win", "player": a, "bounit": "5c", "source": "claim", "split": [["5c"]], "amount": 110,
         "conditions": [True, False], "extra": ["Ao"]},
    ]  # fmt: skip


def _played(you: str, seed: int) -> list[dict[str, Any]]:
    """The events a reader named ``you`` sees of a random match of two deals."""
    m = create_match("cuajo", rules="pagat", players=[you, *OTHERS], seed=seed, options={"deals": 2})
    rng = random.Random(seed)
    while not m.finished:
        p = m.to_act()[0]
        m.apply(p, rng.choice(m.legal_actions(p)))
    return [{"kind": e.kind, **e.data} for e in m.log if e.to is None or you in e.to]


@pytest.mark.parametrize("lang", LANGS)
def test_each_line_says_you_of_the_reader_only_and_in_the_present(lang: str) -> None:
    you = YOU[lang]
    events = [ev for seed in range(3) for ev in _played(you, seed)]
    events += _synthetic(you, "Bruno") + _synthetic("Ada", "Bruno")
    events += [{"kind": "time", "player": "Bruno", "card": "5c", "drawer": you},
               {"kind": "time_priority", "player": "Bruno", "card": "5c", "drawer": you}]  # fmt: skip
    mine = others = 0
    for ev in events:
        line = text.describe_event(ev, lang)
        if not line:
            continue
        assert not re.search(PAST[lang], line), f"{lang}: a past tense in {line!r} ({ev['kind']})"
        assert "?" not in line, f"{lang}: a field missing in {line!r}"
        if ev.get("player") == you and ev["kind"] != "stock_out":  # (the stock's end names nobody)
            mine += 1
            assert re.search(SECOND[lang], line), f"{lang}: the reader's own line is not in the second person: {line!r}"
        elif you not in json.dumps(ev, ensure_ascii=False):  # a line that concerns the others only
            others += 1
            assert not re.search(SECOND[lang], line), f"{lang}: a line about the others says 'you': {line!r}"
    assert mine > 20 and others > 20, (mine, others)


@pytest.mark.parametrize("lang", LANGS)
def test_the_private_lines_follow_the_public_ones(lang: str) -> None:
    """The card drawn face down, the cards dealt and the secret: said of their reader as every other line of
    theirs (in the terminal, "You draw from the stock. You draw the 5 of cups."; at a browser's table, where the
    reader is named, "Ann draws from the stock. Ann draws the 5 of cups.")."""
    for who in (YOU[lang], "Ann"):
        public = text.describe_event({"kind": "draw", "player": who, "shown": False}, lang) or ""
        for kind, field in (
            ("drew", {"card": "5c"}),
            ("dealt", {"cards": ["Ao"]}),
            ("secret_cards", {"cards": ["5c"]}),
        ):
            private = text.describe_event({"kind": kind, "player": who, **field}, lang) or ""
            second = bool(re.search(SECOND[lang], private))
            assert second == bool(re.search(SECOND[lang], public)) == (who == YOU[lang]), (lang, who, public, private)
            assert who == YOU[lang] or who in private, (lang, private)
