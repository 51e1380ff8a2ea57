"""One-off: write a catalogue of ``str.format`` templates (a game's ``messages.py``, ``taverna.i18n.common``) as
Project Fluent files, and check that every sentence reads as it did.

    python scripts/fluent_convert.py hypp coch          # games: src/taverna/games/<id>/locales/<lang>.ftl
    python scripts/fluent_convert.py common             # src/taverna/locales/<lang>/common.ftl

What it writes (docs/i18n.md):

* ``{player}`` -> ``{ $player }``; ``{n:card|cards}`` -> ``{ $n -> [one] card *[other] cards }`` (one form only in
  Korean and Japanese, which have no plural);
* the second person, which the old engine guessed (``taverna.i18n._second_person``), written out: for every
  variable that may hold the reader and where the guess changed the sentence, a variant of ``$you``
  (``[player] You play``), the guess's own text, which a translator may now correct;
* in Korean, ``{name}이(가)`` -> ``{ PARTICLE($name, "이/가") }``;
* the lobby's texts (``LOBBY``) as ``lobby-<key>`` (``.`` written ``--``).

Then every message is formatted both ways, with names and with the reader in each variable, numbers 1 and 3,
and the script stops on the first difference (Korean: the old text with the particle the name takes).
"""

from __future__ import annotations

import importlib
import os
import re
import string
import sys
from pathlib import Path
from typing import Any

from taverna import i18n
from taverna.i18n import fluent

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("en", "it", "ko", "ja")
YOU = fluent.YOU
# the variables that never hold a person's name (a number, a card, a text)
NOT_PERSON = frozenset(
    [
        "amount",
        "ante",
        "base",
        "bet",
        "bets",
        "bids",
        "box",
        "c1",
        "c2",
        "card",
        "cards",
        "cards_each",
        "cat",
        "cents",
        "chips",
        "choices",
        "cost",
        "count",
        "counter",
        "deal",
        "deals",
        "effect",
        "effects",
        "end",
        "fee",
        "group",
        "how",
        "k",
        "left",
        "limit",
        "lives",
        "mark",
        "marks",
        "max_packet",
        "money",
        "moves",
        "n",
        "nth",
        "number",
        "offer",
        "paid",
        "parts",
        "payouts",
        "phase",
        "points",
        "pool",
        "ranks",
        "reason",
        "result",
        "round",
        "rounds",
        "rules",
        "run",
        "seen",
        "set",
        "set_part",
        "share",
        "shares",
        "shown",
        "split",
        "state",
        "stock",
        "taken",
        "time",
        "tokens",
        "total",
        "totals",
        "tricks",
        "tricks_left",
        "turn",
        "unused",
        "what",
        "where",
        "won",
        "zero",
        "you_mark",
        "top",
    ]
)
KO_PARTICLES = {
    "이(가)": "이/가",
    "은(는)": "은/는",
    "을(를)": "을/를",
    "와(과)": "과/와",
    "(으)로": "으로/로",
    "아(야)": "아/야",
}
_KO_FIELD = re.compile(r"\{(\w+)\}(" + "|".join(re.escape(k) for k in KO_PARTICLES) + ")")


def _literal(text: str) -> str:
    out = ""
    for ch in text:
        if ch in "{}":
            out += '{ "' + ch + '" }'
        elif ch == "\n":
            out += '{ "\\u000A" }'
        else:
            out += ch
    return out


def _edges(pattern: str) -> str:
    """Spaces at the start or end of a value kept as string literals (Fluent trims them)."""
    lead = len(pattern) - len(pattern.lstrip(" "))
    trail = len(pattern) - len(pattern.rstrip(" "))
    if lead == len(pattern):
        return '{ "' + pattern + '" }'
    core = pattern[lead : len(pattern) - trail]
    return ('{ "' + " " * lead + '" }' if lead else "") + core + ('{ "' + " " * trail + '" }' if trail else "")


def pattern(template: str, lang: str, indent: int) -> str:
    """A ``str.format`` template as a Fluent pattern (selectors on their own lines, ``indent`` deep)."""
    pad = " " * indent
    out = ""
    for literal, field, spec, conv in string.Formatter().parse(template):
        out += _literal(literal)
        if field is None:
            continue
        if "\x01" in field:  # a Korean particle after the field (ko_particles)
            name, _, pair = field.partition("\x01")
            out += f'{{ PARTICLE(${name}, "{pair}") }}'
            continue
        if conv:
            raise ValueError(f"a conversion in {template!r}")
        if field.isdigit() or not field.isidentifier():
            raise ValueError(f"field {field!r} in {template!r}")
        if spec and "|" in spec:
            one, _, other = spec.partition("|")
            if lang in ("ko", "ja") or one == other:
                out += _literal(other)
            else:
                out += (
                    f"{{ ${field} ->\n{pad}    [one] {_edges(_literal(one))}\n"
                    f"{pad}   *[other] {_edges(_literal(other))}\n{pad}}}"
                )
            continue
        if spec:
            raise ValueError(f"format spec {spec!r} in {template!r}")
        out += f"{{ ${field} }}"
    return out


def ko_particles(template: str) -> str:
    """``{name}이(가)`` marked for a call of PARTICLE: ``{name\x01이/가}`` (read by :func:`pattern`)."""
    return _KO_FIELD.sub(lambda m: "{" + m.group(1) + "\x01" + KO_PARTICLES[m.group(2)] + "}", template)


def value(template: str, lang: str, indent: int) -> str:
    """The whole value of a message: its pattern with the spaces at its edges kept."""
    if lang == "ko":
        template = ko_particles(template)
    return _edges(pattern(template, lang, indent))


# a game's own variables that never name a person: Cucù's special cards' names (its text module fills them
# into every sentence, text.py _CARD_FIELDS) and a matador's call; Coch's and Zifuli's points, a to b
NOT_PERSON_IN = {
    "cucu": frozenset({"cuckoo", "hunter", "horse", "cat", "inn", "zero", "fool", "call"}),
    "coch": frozenset({"a", "b", "team1", "team2"}),
    "zifuli": frozenset({"a", "b", "others"}),
    "cuajo": frozenset({"sowee"}),
}
DOMAIN = ""  # the domain being converted (convert() sets it)


def person_fields(template: str) -> list[str]:
    seen: list[str] = []
    never = NOT_PERSON | NOT_PERSON_IN.get(DOMAIN, frozenset())
    for _, field, spec, _ in string.Formatter().parse(template):
        if field and field not in never and not (spec and "|" in spec) and field not in seen:
            seen.append(field)
    return seen


def second_person(template: str, lang: str, field: str) -> str | None:
    """The old engine's sentence with ``field`` the reader, as a template; None where it reads as the plain one."""
    if lang not in ("en", "it"):
        return None
    guessed = i18n._second_person(template, lang, {field: YOU[lang]})
    plain = template.replace("{" + field + "}", YOU[lang].replace("{", "{{"))
    if guessed == plain:
        return None
    return guessed


def message(mid: str, template: str, lang: str) -> str:
    variants = [(f, t) for f in person_fields(template) if (t := second_person(template, lang, f)) is not None]
    if not variants:
        return f"{mid} = {value(template, lang, 4)}\n"
    lines = [f"{mid} =", "    { $you ->"]
    for f, t in variants:
        lines.append(f"        [{f}] {value(t, lang, 8)}")
    lines.append(f"       *[other] {value(template, lang, 8)}")
    lines.append("    }")
    return "\n".join(lines) + "\n"


def ftl(messages: dict[str, str], lobby: dict[str, str], lang: str, header: str) -> str:
    out = [header, ""]
    for key, template in messages.items():
        out.append(message(fluent.message_id(key), template, lang))
    if lobby:
        out += ["", "## The lobby: the game's title and description, its rule sets and its options' help", ""]
        for key, text in lobby.items():
            out.append(message("lobby-" + fluent.message_id(key), text.replace("{", "{{").replace("}", "}}"), lang))
    return "\n".join(out).rstrip("\n") + "\n"


# ----------------------------------------------------------------------------- the check
def old_say(template: str, lang: str, fields: dict[str, Any]) -> str:
    if lang == "ko":

        def fix(m: re.Match[str]) -> str:
            name = m.group(1)
            word = str(fields.get(name, "?"))
            return "{" + name + "}" + fluent.particle(word, KO_PARTICLES[m.group(2)])[len(word) :]

        template = _KO_FIELD.sub(fix, template)
    text = i18n._second_person(template, lang, fields)
    return i18n._FMT.vformat(text, (), i18n._Missing(fields))


def check(domain: str, messages: dict[str, dict[str, str]], lobby: dict[str, dict[str, str]]) -> int:
    n = 0
    for lang in LANGS:
        for key, template in messages.get(lang, {}).items():
            names = [f for f in i18n.fields_of(template)]
            persons = person_fields(template)
            for number in (1, 3):
                for reader in [None, *persons]:
                    fields: dict[str, Any] = {
                        f: (YOU[lang] if f == reader else ("Ada" if f in persons else number)) for f in names
                    }
                    want = old_say(template, lang, fields)
                    got = fluent.format_message(domain, lang, fluent.message_id(key), fields)
                    if got != want:
                        raise SystemExit(f"{domain} {lang} {key} {fields}:\n  old {want!r}\n  new {got!r}")
                    n += 1
        for key, text in lobby.get(lang, {}).items():
            got = fluent.format_message(domain, lang, "lobby-" + fluent.message_id(key), {})
            if got != text:
                raise SystemExit(f"{domain} {lang} lobby {key}:\n  old {text!r}\n  new {got!r}")
            n += 1
    return n


def convert_browser() -> None:
    """The browser's JSON catalogues (static/i18n/<lang>.json) as locales/<lang>/browser.ftl (a key's ``.``
    written ``-``); scripts/i18n_browser.py builds the JSON back from them."""
    import json

    static = ROOT / "src" / "taverna" / "server" / "static" / "i18n"
    for lang in LANGS:
        texts: dict[str, str] = json.loads((static / f"{lang}.json").read_text(encoding="utf-8"))
        out = ["## The browser's words (scripts/i18n_browser.py writes static/i18n/<lang>.json from this file).", ""]
        for key, text in texts.items():
            out.append(f"{key.replace('.', '-')} = {value(text, lang, 4)}\n")
        (fluent.SHARED / lang / "browser.ftl").write_text("\n".join(out).rstrip("\n") + "\n", encoding="utf-8")


def convert_guide(game: str) -> None:
    """A game's Learn-to-play texts (``TEXT`` in its guide.py) as ``learn-<key>`` messages of its .ftl files; the
    dictionary is then taken out of guide.py (its lines, found by the syntax tree)."""
    import ast

    mod = importlib.import_module(f"taverna.games.{game}.guide")
    texts: dict[str, dict[str, str]] = mod.TEXT
    folder = ROOT / "src" / "taverna" / "games" / game / "locales"
    for lang in LANGS:
        path = folder / f"{lang}.ftl"
        out = [
            path.read_text(encoding="utf-8").rstrip("\n"),
            "",
            "",
            "## Learn to play (guide.py): the first steps, the tips, why things happened, the last word",
            "",
        ]
        for key, text in texts.get(lang, {}).items():
            out.append(f"learn-{key} = {value(text.replace('{', '{{').replace('}', '}}'), lang, 4)}\n")
        path.write_text("\n".join(out).rstrip("\n") + "\n", encoding="utf-8")
        for key, text in texts.get(lang, {}).items():
            fluent._clear()
            got = fluent.format_message(game, lang, f"learn-{key}", {})
            if got != text:
                raise SystemExit(f"{game} {lang} learn-{key}: {got!r} != {text!r}")
    source_path = ROOT / "src" / "taverna" / "games" / game / "guide.py"
    source = source_path.read_text(encoding="utf-8")
    node = next(
        n
        for n in ast.parse(source).body
        if isinstance(n, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "TEXT" for t in n.targets)
    )
    lines = source.split("\n")
    assert node.end_lineno is not None
    del lines[node.lineno - 1 : node.end_lineno]
    source_path.write_text("\n".join(lines).rstrip("\n") + "\n", encoding="utf-8")
    print(game, "guide:", sum(len(v) for v in texts.values()), "texts")


def multiline(text: str) -> str:
    """A text of several lines (Markdown) as a Fluent value: its first line inline, the others indented; a
    line that starts with a character Fluent reads as syntax there (``[``, ``*``, ``.``) starts with it quoted."""
    lines = text.replace("{", '{ "{" }').replace("}", '{ "}" }').split("\n")
    out = [_edges(lines[0])]
    for line in lines[1:]:
        if not line.strip():
            out.append("")
            continue
        if line.lstrip()[0] in "[*.":
            i = len(line) - len(line.lstrip())
            line = line[:i] + '{ "' + line[i] + '" }' + line[i + 1 :]
        out.append("    " + line)
    return "\n".join(out)


def convert_brief(game: str) -> None:
    """A game's rules in brief (``BRIEF`` in its brief.py, Markdown) as the message ``brief`` of its .ftl files;
    the dictionary is then taken out of brief.py."""
    import ast

    mod = importlib.import_module(f"taverna.games.{game}.brief")
    briefs: dict[str, str] = mod.BRIEF
    folder = ROOT / "src" / "taverna" / "games" / game / "locales"
    for lang in LANGS:
        if lang not in briefs:
            continue
        path = folder / f"{lang}.ftl"
        old = path.read_text(encoding="utf-8").rstrip("\n")
        entry = "## At the table: the rules in brief (Markdown; the help's first part)\n\nbrief = " + multiline(
            briefs[lang]
        )
        path.write_text(old + "\n\n\n" + entry + "\n", encoding="utf-8")
        fluent._clear()
        got = fluent.format_message(game, lang, "brief", {})
        if got != briefs[lang]:
            raise SystemExit(f"{game} {lang} brief:\n{got!r}\n!=\n{briefs[lang]!r}")
    source_path = ROOT / "src" / "taverna" / "games" / game / "brief.py"
    source = source_path.read_text(encoding="utf-8")
    node = next(
        n
        for n in ast.parse(source).body
        if isinstance(n, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "BRIEF" for t in n.targets)
    )
    lines = source.split("\n")
    assert node.end_lineno is not None
    del lines[node.lineno - 1 : node.end_lineno]
    source_path.write_text("\n".join(lines).rstrip("\n") + "\n", encoding="utf-8")
    print(game, "brief:", len(briefs), "languages")


def convert(domain: str) -> None:
    global DOMAIN
    DOMAIN = domain
    if domain.startswith("brief:"):
        convert_brief(domain.partition(":")[2])
        return
    if domain.startswith("guide:"):
        convert_guide(domain.partition(":")[2])
        return
    if domain == "browser":
        convert_browser()
        return
    if domain == "common":
        mod = importlib.import_module("taverna.i18n.common")
        folder = None
        header = "## The sentences shared by every game (a game's own file may say any of them its way)."
    else:
        mod = importlib.import_module(f"taverna.games.{domain}.messages")
        folder = Path(os.environ.get("FLUENT_OUT", ROOT / "src" / "taverna" / "games" / domain / "locales"))
        header = f"## {domain}: the game's sentences (see docs/i18n.md for $you, plurals and PARTICLE)."
    # a field named "you" (Cuajo's " (you)" mark) is renamed: $you is the reader's variable
    messages: dict[str, dict[str, str]] = {
        lang: {k: t.replace("{you}", "{you_mark}") for k, t in mod.MESSAGES.get(lang, {}).items()} for lang in LANGS
    }
    lobby: dict[str, dict[str, str]] = {lang: dict(getattr(mod, "LOBBY", {}).get(lang, {})) for lang in LANGS}
    for lang in LANGS:
        text = ftl(messages[lang], lobby[lang], lang, header)
        path = (fluent.SHARED / lang / "common.ftl") if folder is None else folder / f"{lang}.ftl"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    if folder is not None:
        fluent.add_domain(domain, folder)
    fluent._clear()
    print(domain, "checked", check(domain, messages, lobby), "sentences")


if __name__ == "__main__":
    for name in sys.argv[1:]:
        convert(name)
