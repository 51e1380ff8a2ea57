"""Every sentence template said with "You" as its subject, and with a count of 1 (issue 14: "You asks",
"You loses", "You deals", "1 tokens")."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from taverna.games import games
from taverna.i18n import LANGS, YOU, fluent, say, sentences

SOURCES = ("common", *games())
STATIC = Path(__file__).parents[1] / "src" / "taverna" / "server" / "static"


def _templates(lang: str) -> list[tuple[str, str, frozenset[str]]]:
    """(game, key, the fields it shows) of every sentence in ``lang``."""
    return [(game, key, fields) for game in SOURCES for key, fields in sentences(game).get(lang, {}).items()]


# fields that hold one player's name ({a} and {b} are names in Cucù's exchanges, points elsewhere)
NAME_FIELDS = frozenset({"boss", "cutter", "dealer", "drawer", "first", "guest", "leader", "name", "partner", "player",
                         "requester", "saver", "target", "to", "winner"})  # fmt: skip
LIST_FIELDS = frozenset({"names", "players", "winners"})


def _names(game: str, fields: frozenset[str]) -> list[str]:
    extra = {"a", "b"} if game == "cucu" else set()
    return sorted(f for f in fields if f in NAME_FIELDS | extra)


def _fill(
    game: str, fields: frozenset[str], you: tuple[str, str] | None = None, count: object = 2
) -> dict[str, object]:
    """Values for ``fields``: a name for a name (``you``: (field, value) for one of them), two names for a
    list, ``count`` for anything else."""
    names = _names(game, fields)
    values: dict[str, object] = {}
    for f in fields:
        values[f] = "Ada" if f in names else "Ada, Bruno" if f in LIST_FIELDS else count
    if you is not None:
        values[you[0]] = you[1]
    return values


# the English verb forms of a third person after "You" (a word ending in s that is not a plural noun there)
EN_THIRD = re.compile(r"\b[Yy]ou (?:(?:now|also|still|again|then|first) )*(is|has|does|was|\w+[^s\W]s)\b")
IT_AFTER_TU = re.compile(
    r"(?:^|(?<=[.:;(«,] )|(?<=^ ))[Tt]u (?:(?:non|ora|lo|la|li|le|gli|ne|ci|ti|ancora|già|poi) )*(\w+)"
)
IT_SECOND = re.compile(r"^(\w*i|sei|hai|stai|dai|fai|vai|puoi|devi|vuoi|sai)$")


@pytest.mark.parametrize("lang", LANGS)
def test_every_sentence_with_you_as_subject_is_in_the_second_person(lang: str) -> None:
    you = YOU[lang]
    bad = []
    for game, key, fields in _templates(lang):
        for field in _names(game, fields):
            line = say(game, lang, key, **_fill(game, fields, (field, you)))
            if lang == "en":
                bad += [(game, key, line) for _ in EN_THIRD.finditer(line)]
                bad += [(game, key, line) for _ in re.finditer(r"\b[Yy]ou's\b|\bYou (?:their|his|her)\b", line)]
            elif lang == "it":
                bad += [(game, key, line) for m in IT_AFTER_TU.finditer(line) if not IT_SECOND.match(m.group(1))]
                bad += [(game, key, line) for _ in re.finditer(r"\b(?:a|di|per|con|da|tra|fra) [Tt]u\b", line)]
                inverted = r"\b(?:apre|vince|vincono|taglia|dà le carte|paga|ha vinto|perde|chiede) [Tt]u\b"
                bad += [(game, key, line) for _ in re.finditer(inverted, line)]
            elif lang == "ko":
                bad += [(game, key, line) for g in ("이(가)", "은(는)", "을(를)", "와(과)") if you + g in line]
    assert not bad, "\n".join(map(str, bad))


def test_the_second_person_in_a_few_known_sentences() -> None:
    assert say("cucu", "en", "exchange", player="You") == "You ask for an exchange."
    assert (
        say("cucu", "en", "token_lost", player="You", why="other", said="r", tokens=2)
        == "You lose a token (r); 2 left."
    )
    assert say("cucu", "en", "deal_start", deal=1, where="", dealer="You") == "Deal 1: You deal."
    assert say("cucu", "en", "asked", player="Ada", target="You") == "Ada asks you."
    assert say("cucu", "it", "exchange", player="Tu") == "Tu chiedi il cambio."
    assert say("cucu", "ko", "exchange", player="당신").startswith("당신이 ")
    assert say("cucu", "en", "exchange", player="Ada") == "Ada asks for an exchange."  # a name is a third person


def _plurals() -> dict[str, set[str]]:
    """Per language, every plural form a template chooses by a count (the ``other`` of ``{n:one|other}``)."""
    out: dict[str, set[str]] = {lang: set() for lang in LANGS}
    for lang in LANGS:
        for game in SOURCES:  # the [other] variant of a selector that has a [one]
            if fluent.has_domain(game):
                for one, other in fluent.plural_forms(game, lang):
                    if one != other and other.split():
                        out[lang].add(other.split()[-1])
    out["en"] |= {"tokens", "chips", "cards", "points", "tricks", "lives", "players", "deals", "sets", "rounds"}
    out["it"] |= {"gettoni", "carte", "punti", "prese", "vite", "giocatori"}
    return out


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_sentence_with_a_count_of_one_says_it_in_the_singular(lang: str) -> None:
    plurals = _plurals()[lang]
    bad = []
    for game, key, fields in _templates(lang):
        line = say(game, lang, key, **_fill(game, fields, count=1))
        bad += [(game, key, line) for m in re.finditer(r"\b1 (\w+)", line) if m.group(1) in plurals]
    assert not bad, "\n".join(map(str, bad))


# the browser's i18n module run by node, its catalogues read from static/i18n/ (a script's first lines: ``m`` is
# the module, ``out`` what the script prints as JSON)
NODE_PRELUDE = r"""
import fs from "node:fs";
const dir = process.argv[2];
globalThis.fetch = async (url) => {
  const file = dir + "/i18n/" + url.split("/").pop();
  if (!fs.existsSync(file)) return { ok: false, status: 404 };
  return { ok: true, json: async () => JSON.parse(fs.readFileSync(file, "utf8")) };
};
globalThis.document = { documentElement: {}, querySelectorAll: () => [] };
globalThis.localStorage = { getItem: () => null };
const m = await import(process.argv[3]);
const out = {};
"""


def run_browser_i18n(tmp_path: Path, body: str) -> dict[str, Any]:
    """``NODE_PRELUDE`` then ``body`` run by node on a copy of static/js/i18n.js; what it printed, read as JSON."""
    module = tmp_path / "i18n.mjs"
    module.write_text((STATIC / "js" / "i18n.js").read_text(encoding="utf-8"), encoding="utf-8")
    script = tmp_path / "run.mjs"
    script.write_text(NODE_PRELUDE + body, encoding="utf-8")
    res = subprocess.run(["node", str(script), str(STATIC), str(module)], capture_output=True, text=True, check=True)
    said: dict[str, Any] = json.loads(res.stdout)
    return said


NODE = r"""
for (const lang of m.LANGS) {
  await m.setLang(lang);
  const keys = Object.keys(JSON.parse(fs.readFileSync(`${dir}/i18n/${lang}.json`, "utf8")));
  out[lang] = {};
  for (const k of keys) out[lang][k] = [m.t(k, { n: 1 }), m.counted(k, 1), m.t(k, { n: 2 })];
}
console.log(JSON.stringify(out));
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node to run the browser's i18n module")
def test_the_browser_says_one_token_and_one_card(tmp_path: Path) -> None:
    said = run_browser_i18n(tmp_path, NODE)
    plurals = _plurals()
    for lang in ("en", "it"):
        for key, (one, counted, two) in said[lang].items():
            # counted() is said of the counters (counter.*); every text is said with n = 1
            for line in (one, counted) if key.startswith("counter.") else (one,):
                assert not any(m.group(1) in plurals[lang] for m in re.finditer(r"\b1 (\w+)", line)), (lang, key, line)
            assert not re.search(r"\{n[:}]", one + two), (lang, key, one, two)
    assert said["en"]["counter.tokens"][1] == "1 token" and said["en"]["table.cards_left"][2] == "2 cards"
    assert said["it"]["counter.tokens"][1] == "1 gettone"
    # the pages use counted() for a number and its label, never "n label" by hand
    for js in ("games.js", *sorted(p.name for p in (STATIC / "js").glob("table*.js"))):
        assert not re.search(r"\} \$\{t\(`?\"?counter\.", (STATIC / "js" / js).read_text(encoding="utf-8")), js


def test_the_later_verbs_of_a_second_person_subject_follow_it() -> None:
    """Issue 29 item 10: "You have no tokens left and is eliminated", "You showed the lowest card and hands the
    deal on", "Tu non hai più gettoni ed è eliminato": every verb the subject governs, not the first only."""
    assert say("cucu", "en", "eliminated", player="You") == "You have no tokens left and are eliminated."
    assert say("hypp", "en", "lowest_card", player="You") == "You showed the lowest card and hand the deal on."
    assert say("cucu", "it", "eliminated", player="Tu") == "Tu non hai più gettoni e sei eliminato."
    assert say("hypp", "it", "lowest_card", player="Tu").endswith("e passi il banco.")
    doctor = say("coteccio", "en", "doctor", player="You", fee=2, lives=3)
    assert "You call the doctor: pay 2" in doctor and "and get" in doctor, doctor
    # a third person and a later sentence are left alone
    assert say("cucu", "en", "eliminated", player="Ada") == "Ada has no tokens left and is eliminated."
    for lang in ("en", "it"):
        for game, key, fields in _templates(lang):
            for field in _names(game, fields):
                line = say(game, lang, key, **_fill(game, fields, (field, YOU[lang])))
                if lang == "en" and line.startswith("You "):
                    first = re.split(r"[.!?](?:\s|$)", line)[0]
                    assert not re.search(r"\b(?:and|then) (?:is|has|does|was)\b", first), (game, key, line)
                    assert not re.search(r"\band (?:shows|takes|hands|gets|pays)\b", first), (game, key, line)
