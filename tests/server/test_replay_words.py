"""The replay viewer's list of the public view names what it shows in the page's language: every field, every key
inside a value that is not a player's name, and every word an engine keeps in a view (a phase's id, Cambio's
"children", a trick's kind) has its entry in each browser catalogue (``field-``/``counter-``, ``part-``,
``value-<field>-<word>`` of ``locales/<lang>/browser.ftl``), for every game and rule set, over whole matches.
Before, the list showed the engines' ids ("phase: exchanges", "winner: Bea") in every language."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from taverna.bots import get_bot
from taverna.core import Rng
from taverna.core.errors import BadOption
from taverna.core.options import describe_options
from taverna.games import create_match, games
from taverna.server.i18n import LANGS, i18n

ROOT = Path(__file__).resolve().parents[2]
STATIC = ROOT / "src" / "taverna" / "server" / "static"


def _hidden() -> set[str]:
    """The fields the replay viewer leaves out of its list (replay.js's HIDDEN, read from the page's code)."""
    src = (STATIC / "js" / "replay.js").read_text(encoding="utf-8")
    found = re.search(r"const HIDDEN = new Set\(\[([^\]]*)\]\)", src)
    assert found, "replay.js no longer lists its HIDDEN fields"
    return set(re.findall(r'"([^"]+)"', found.group(1)))


HIDDEN = _hidden()
CATALOGUES = {lang: json.loads((STATIC / "i18n" / f"{lang}.json").read_text(encoding="utf-8")) for lang in LANGS}
NAMES = ["Ann", "Bea", "Cid", "Dan", "Eve"]


def _cases() -> Iterator[tuple[str, str | None]]:
    for gid, info in games().items():
        sets = list(getattr(info, "rule_sets", None) or [])
        if len(sets) > 1:
            yield from ((gid, r) for r in sets)
        else:
            yield gid, None


def _match(gid: str, rules: str | None) -> Any:
    for n in (4, 5, 3, 2):  # a table size the game (and rule set) takes
        try:
            return create_match(gid, players=NAMES[:n], seed=7, **({"rules": rules} if rules else {}))
        except BadOption:  # this size is not the game's (or the rule set's): try the next
            continue
    raise AssertionError(f"{gid}/{rules}: no table of 2 to 5 players")


def _cards(gid: str, rules: str | None) -> set[str]:
    names = i18n("en")
    return set(names["games"].get(gid, {})) | set((names["rules"].get(gid) or {}).get(rules or "", {}))


def _zero_words(gid: str) -> set[str]:
    """The options whose 0 has a meaning of its own ("0: play until someone runs out of chips"): shown at 0, the
    list must say that meaning, not "0" (before, Zifuli's replay read "rounds: 0")."""
    return {o["name"] for o in describe_options(games()[gid].options_cls) if str(o["help"]).startswith("0:")}


def _wants(view: dict[str, Any], cards: set[str], players: set[str], zero: frozenset[str] = frozenset()) -> set[str]:
    """The catalogue entries (any one of each group) the list needs for this view: "a|b" is a choice."""
    out: set[str] = {f"value.{k}.0" for k in zero if view.get(k) == 0 and k not in HIDDEN}

    def walk(v: Any, key: str) -> None:
        if isinstance(v, list):
            for x in v:
                walk(x, key)
        elif isinstance(v, dict):
            for k, x in v.items():
                if k in players:
                    walk(x, key)
                else:
                    out.add(f"part.{k}|field.{k}|counter.{k}")
                    walk(x, k)
        elif isinstance(v, str) and v not in cards and v not in players:
            out.add(f"value.{key}.{v.replace('-', '.')}")

    for k, v in view.items():
        if k in HIDDEN or v is None or (isinstance(v, list) and not v):
            continue
        out.add(f"field.{k}|counter.{k}")
        walk(v, k)
    return out


@pytest.mark.parametrize(("gid", "rules"), list(_cases()))
def test_every_word_of_the_replay_list_is_in_each_catalogue(gid: str, rules: str | None) -> None:
    m = _match(gid, rules)
    cards, players = _cards(gid, rules), set(m.players)
    bot, rng = get_bot(gid, "easy"), Rng(3)
    wanted: set[str] = set()
    zero = frozenset(_zero_words(gid))
    for _ in range(2500):
        wanted |= _wants(m.view(None), cards, players, zero)
        if m.finished:
            break
        p = m.waiting_for()[0]
        m.apply(p, bot.choose(m.view(p), m.legal_actions(p), rng))
    assert any(w.startswith("value.phase.") for w in wanted) or gid in ("coch", "kille"), wanted  # (the test sees them)
    for lang, words in CATALOGUES.items():
        missing = sorted(w for w in wanted if not any(k in words for k in w.split("|")))
        assert not missing, f"{gid}/{rules}: the {lang} catalogue has no words for {missing}"


def test_a_zero_with_a_meaning_of_its_own_is_said_in_words() -> None:
    """Zifuli's default rounds, 0, means "until someone runs out of chips": the test above asks each catalogue for it."""
    assert "rounds" in _zero_words("zifuli")
    view = create_match("zifuli", players=NAMES[:5], seed=7).view(None)
    assert view["rounds"] == 0
    assert "value.rounds.0" in _wants(view, set(), set(NAMES), frozenset(_zero_words("zifuli")))
    for lang, words in CATALOGUES.items():
        assert words.get("value.rounds.0") not in (None, "", "0"), lang
