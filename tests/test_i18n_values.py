"""Issue 31 item 5, the last pieces: no sentence kept in a Python dict per language, no translated word passed
into a sentence as a value (the sentence chooses it by a Fluent selector, so a translator sees it whole and can
inflect it), decimals written as the reader's language writes them (Fluent's NUMBER; the browser's
Intl.NumberFormat), and the browser's "Base:" and the score sheet's list of changes as browser messages."""

from __future__ import annotations

import ast
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import ast as ftl

from taverna.games import games
from taverna.i18n import LANGS, fluent, say
from tests.test_i18n_you import run_browser_i18n

SRC = Path(__file__).parents[1] / "src" / "taverna"


def scan_src(scanner: Any, skip: tuple[str, ...] = ()) -> dict[str, list[int]]:
    """``{module under src/taverna: the lines scanner(its text) finds}`` for every module it finds something
    in, those whose path starts with one of ``skip`` left out."""
    found = {}
    for path in sorted(SRC.rglob("*.py")):
        rel = path.relative_to(SRC).as_posix()
        lines = [] if rel.startswith(skip) else scanner(path.read_text(encoding="utf-8"))
        if lines:
            found[rel] = lines
    return found


STATIC = SRC / "server" / "static"
games()  # the registry tells taverna.i18n where each game's sentences are


# ----------------------------------------------------------------------------- no sentence dict per language
# The dicts by language that may stay: the cards' own words (ranks, suits, the names of the special cards and how
# a rank and a suit make a card's name: taverna.cards is where every card name lives, docs/i18n.md "Card names"),
# and the reader's own "name" the terminal seats (fluent.YOU: data that say() compares a value with).
WORD_LISTS = ("cards/", "i18n/fluent.py")


def language_dicts(source: str) -> list[int]:
    """The lines of the dict literals keyed by two languages or more (``{"en": ..., "it": ...}``)."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Dict):
            keys = {k.value for k in node.keys if isinstance(k, ast.Constant)}
            if len(keys & set(LANGS)) >= 2:
                out.append(node.lineno)
    return out


def test_the_scan_finds_a_dict_of_sentences_by_language() -> None:
    assert language_dicts('_INTRO = {\n    "en": "When you ask:",\n    "it": "Quando chiedi:",\n}\n') == [1]
    assert language_dicts('X = {"en": {"a": "b"}, "fr": {"a": "c"}}\nY = {"en": 1}\n') == [1]
    assert language_dicts('Z = {"keep": "k", "exchange": "e"}\n') == []


def test_no_sentence_is_kept_in_a_python_dict_by_language() -> None:
    found = scan_src(language_dicts, WORD_LISTS)
    assert not found, found


def test_the_rules_in_brief_head_their_card_list_with_a_fluent_message() -> None:
    from taverna.games.cucu import brief

    for lang in LANGS:
        head = brief.card_reference("cambio", lang)[0]
        assert head == say("cucu", lang, "reference_intro") and head.endswith(":"), (lang, head)
    assert brief.card_reference("cambio", "fr")[0].endswith("cartes\u00a0:")


# ----------------------------------------------------------------------------- no translated word as a value
SAYS = frozenset({"say", "_say", "s"})  # (s: Cucù's describe_event's own short name for _say)


def _is_say(node: ast.AST) -> bool:
    if not isinstance(node, ast.Call):
        return False
    f = node.func
    return (isinstance(f, ast.Name) and f.id in SAYS) or (isinstance(f, ast.Attribute) and f.attr in SAYS)


def _said(node: ast.AST) -> bool:
    """A translated piece: a call of say, or a choice between such calls (``a if x else b``, ``a or b``)."""
    if isinstance(node, ast.IfExp):
        return _said(node.body) or _said(node.orelse)
    if isinstance(node, ast.BoolOp):
        return any(_said(v) for v in node.values)
    return _is_say(node)


# the messages that exist to hold other texts, whole (a help line's "  action: note", one player's changes,
# two sentences one after another): their pieces are texts, not words chosen in code
FRAMES = frozenset({"help_line", "player_change", "sentences", "change_then", "summary_then"})


def _frame(call: ast.Call) -> bool:
    return any(isinstance(a, ast.Constant) and a.value in FRAMES for a in call.args[:3])


def words_as_values(source: str) -> list[int]:
    """The lines where a translated piece is given to a sentence as a value (``c1=_say(lang, "met")``, or a
    name set to one and given later) or joins other texts (``_say(lang, "against").join(teams)``).

    ``names()``, the list of names (``Ada, Carla and Bruno``), and ``one_after_another()``, sentences in turn,
    are the places that join by a message (JOINERS)."""
    out = []
    for fn in ast.walk(ast.parse(source)):
        if not isinstance(fn, (ast.FunctionDef, ast.Lambda)) or getattr(fn, "name", "") in JOINERS:
            continue
        nodes = [n for part in (fn.body if isinstance(fn.body, list) else [fn.body]) for n in ast.walk(part)]
        held = {t.id for n in nodes if isinstance(n, ast.Assign) and _said(n.value) for t in n.targets
                if isinstance(t, ast.Name)}  # fmt: skip
        for n in nodes:
            if _is_say(n) and isinstance(n, ast.Call) and not _frame(n):
                values = [*n.args[2:], *(k.value for k in n.keywords)]
                if any(_said(v) or (isinstance(v, ast.Name) and v.id in held) for v in values):
                    out.append(n.lineno)
            if (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "join"
                    and _is_say(n.func.value)):  # fmt: skip
                out.append(n.lineno)
    return sorted(set(out))


def test_the_scan_finds_a_word_passed_into_a_sentence() -> None:
    assert words_as_values('def f(lang):\n    return _say(lang, "c", c1=_say(lang, "met"))\n') == [2]
    assert words_as_values(
        'def f(lang, x):\n    return _say(lang, "c", c1=_say(lang, "a") if x else _say(lang, "b"))\n'
    ) == [2]
    assert words_as_values('def f(lang):\n    t = _say(lang, "time_adults")\n    return _say(lang, "h", time=t)\n') == [
        3
    ]
    assert words_as_values('def f(lang, teams):\n    return _say(lang, "against").join(teams)\n') == [2]
    assert words_as_values('f = lambda: s("confessions", names=", ".join(x) or s("nobody"))\n') == [1]
    # the key of a selector, a list of names, a number: what the sentence itself chooses or shows
    assert words_as_values('def f(lang, c1):\n    return _say(lang, "c", c1="met" if c1 else "not_met")\n') == []
    assert words_as_values('def f(lang, t):\n    return _say(lang, "m", teams=names(lang, t))\n') == []
    # a message that holds a whole text (FRAMES)
    assert (
        words_as_values('def f(lang, a):\n    n = _say(lang, "n")\n    return _say(lang, "help_line", note=n)\n') == []
    )


def test_no_translated_word_is_passed_into_a_sentence() -> None:
    found = scan_src(words_as_values)
    assert not found, found


# ----------------------------------------------------------------------------- no sentence joined in code
# what gives a translated text: say and its short names, fluent's own functions, a guide's text
TRANSLATED = SAYS | {"format_message", "lookup", "text_of", "said"}  # (said: the CLI's say of cli.ftl)
# the places that join translated texts by the language's own rule: a message (names: list and list_sep;
# chained, one_after_another: a message between each two) or CLDR's list pattern (listed)
JOINERS = frozenset({"names", "one_after_another", "chained", "listed"})


def _translated(node: ast.AST, held: set[str]) -> bool:
    """A translated text: a call of one of TRANSLATED, a name set to one, or a choice between them."""
    if isinstance(node, ast.IfExp):
        return _translated(node.body, held) or _translated(node.orelse, held)
    if isinstance(node, ast.BoolOp):
        return any(_translated(v, held) for v in node.values)
    if isinstance(node, ast.Name):
        return node.id in held
    if isinstance(node, ast.Call):
        f = node.func
        return (isinstance(f, ast.Name) and f.id in TRANSLATED) or (
            isinstance(f, ast.Attribute) and f.attr in TRANSLATED
        )
    return False


def _padding(node: ast.AST) -> bool:
    """Spaces only (a prompt's ``said(...) + " "``): layout, not a word."""
    return isinstance(node, ast.Constant) and isinstance(node.value, str) and not node.value.strip()


def joined_in_code(source: str) -> list[int]:
    """The lines where code joins translated texts itself: ``", ".join(_say(...) for k in keys)``,
    ``say(...) + " " + say(...)``, ``f"{say(...)}: {x}"`` (a name set to a translated text counts as one).

    A join of data (card names, players' names, notation, lines of a page) is not one: its pieces are not said."""
    out = []
    for fn in ast.walk(ast.parse(source)):
        if not isinstance(fn, (ast.FunctionDef, ast.Lambda)) or getattr(fn, "name", "") in JOINERS:
            continue
        nodes = [n for part in (fn.body if isinstance(fn.body, list) else [fn.body]) for n in ast.walk(part)]
        held: set[str] = set()
        for n in nodes:
            if isinstance(n, ast.Assign) and _translated(n.value, set()):
                held |= {t.id for t in n.targets if isinstance(t, ast.Name)}
        for n in nodes:
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "join":
                pieces = [x for a in n.args for x in ast.walk(a) if isinstance(x, (ast.Call, ast.Name))]
                joined = any(_translated(x, held) for x in pieces)
            elif isinstance(n, ast.BinOp) and isinstance(n.op, ast.Add):
                joined = (_translated(n.left, held) and not _padding(n.right)) or (
                    _translated(n.right, held) and not _padding(n.left)
                )
            elif isinstance(n, ast.JoinedStr):
                holes = [v for v in n.values if isinstance(v, ast.FormattedValue)]
                joined = any(_translated(v.value, held) for v in holes) and (
                    len(holes) > 1 or not all(_padding(v) for v in n.values if v not in holes)
                )
            else:
                joined = False
            if joined:
                out.append(n.lineno)
    return sorted(set(out))


def test_the_scan_finds_a_sentence_joined_in_code() -> None:
    assert joined_in_code('def f(lang, keys):\n    return ", ".join(_say(lang, k) for k in keys)\n') == [2]
    assert joined_in_code(
        'def f(lang):\n    return ("、" if lang == "ja" else ", ").join([say("g", lang, "a")])\n'
    ) == [2]
    assert joined_in_code('def f(lang):\n    return say("g", lang, "a") + " " + say("g", lang, "b")\n') == [2]
    assert joined_in_code('def f(lang, a):\n    note = _say(lang, "n")\n    return f"  {a}: {note}"\n') == [3]
    assert joined_in_code('def f(lang):\n    return " ".join([lookup("d", lang, "a"), "b"])\n') == [2]
    # data: names, cards, lines of a page; the joiners that follow the language's own rule
    assert joined_in_code('def f(lang, ev):\n    return ", ".join(card_text(c, lang) for c in ev["cards"])\n') == []
    assert joined_in_code('def f(lang, lines):\n    return "\\n".join(lines)\n') == []
    assert joined_in_code("def f(lang, ks):\n    return listed(lang, [_say(lang, k) for k in ks])\n") == []
    assert joined_in_code('def f(lang):\n    return input(said(lang, "ask") + " ")\n') == []  # padding
    assert joined_in_code('def f(lang, p):\n    return ", ".join(said(lang, "paid", player=x) for x in p)\n') == [2]


def test_no_sentence_is_joined_from_translated_pieces_in_code() -> None:
    found = scan_src(joined_in_code)
    assert not found, found


def _selects(domain: str, lang: str, mid: str, keep: Any = None) -> dict[str, set[str]]:
    """``{variable: the keys of its variants}`` of every selector of a message (``keep(variable, keys)``: only
    the selectors it keeps)."""
    out: dict[str, set[str]] = {}
    for node in fluent._walk(fluent.parsed(domain, lang)[mid]):
        if isinstance(node, ftl.SelectExpression) and isinstance(node.selector, ftl.VariableReference):
            keys = {v.key.name if isinstance(v.key, ftl.Identifier) else str(v.key.value) for v in node.variants}
            if keep is None or keep(node.selector.id.name, keys):
                out.setdefault(node.selector.id.name, set()).update(keys)
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_cuajos_conditions_are_one_sentence_with_both_selectors(lang: str) -> None:
    for mid in ("conditions_no_extra", "conditions_extra"):
        selects = _selects("cuajo", lang, mid)
        assert selects.get("c1") == selects.get("c2") == {"met", "not_met"}, (lang, mid, selects)
        said = {
            (a, b): say("cuajo", lang, mid, c1=a, c2=b, n=2) for a in ("met", "not_met") for b in ("met", "not_met")
        }
        assert len(set(said.values())) == 4, said  # each condition says its own state
    assert say("cuajo", "en", "conditions_no_extra", c1="met", c2="not_met") == (
        "Bounit condition met, sowee condition not met."  # (the next sentence follows by the message sentences)
    )
    assert say("cuajo", "it", "conditions_no_extra", c1="not_met", c2="met").startswith(
        "Condizione della bounit non rispettata, condizione della sowee rispettata"
    )


def test_the_words_a_situation_chooses_are_in_its_sentence() -> None:
    from taverna.games.cucu.text import situation
    from taverna.games.torionfo.text import describe_event as torionfo_event
    from taverna.games.zifuli.text import situation as zifuli_situation

    view = {"rules": "campli", "set": 1, "round": 2, "time": "children", "deal": 3, "dealer": "Ada", "pool": 0,
            "viewer": "Bruno", "players": [{"name": "Ada", "tokens": 1, "out": True}, {"name": "Bruno", "tokens": 2}]}  # fmt: skip
    assert situation(view, "it").splitlines() == [
        "Mano 3, serie 1, giro 2 (il tempo dei bambini) | mazziere Ada | cassa 0",  # (a set's box)
        "  Ada: 1 gettone fuori",
        "  Bruno (tu): 2 gettoni",
    ]
    assert situation(view, "en").splitlines()[1:] == ["  Ada: 1 token out", "  Bruno (you): 2 tokens"]
    assert "(adults' time)" in situation({**view, "time": "adults"}, "en")
    assert situation(view, "ja").splitlines()[1] == "  Ada: トークン 1 脱落"  # Japanese: the counter first
    # Korean: with no base the particle follows the card itself (the old empty piece took "을(를)")
    play = {"kind": "play", "player": "Ada", "card": "5"}
    assert torionfo_event(play, "ko") == "Ada: 5를 냅니다."
    assert torionfo_event({**play, "base": "number", "torionfo": True}, "en") == "Ada plays 5 (Torionfo), base number."
    zv: dict[str, Any] = {
        "round": 2,
        "rounds": None,
        "dealer": "Ada",
        "phase": "auction",
        "players": [],
        "bids": [],
        "passed": [],
    }
    assert zifuli_situation(zv, "fr").splitlines()[0] == "Tour 2, donneur\u00a0: Ada, enchères"


def test_cucus_reasons_and_deck_effects_are_chosen_by_key_in_the_catalogue() -> None:
    """The engine's English reasons ("asked the Hunter") are keys that the message ``why`` chooses by, and the
    sentences say ``{ why }`` (a message reference: the same clause ends six sentences); an unknown reason is
    said as the engine wrote it."""
    from taverna.games.cucu.text import describe_event

    ev = {"kind": "token_lost", "player": "Ada", "reason": "asked the Hunter", "tokens": 2}
    assert describe_event(ev, "it", "campli") == "Ada perde un gettone (ha chiesto a Bum); ne restano 2."
    assert describe_event({**ev, "reason": "no such reason"}, "it", "campli") == (
        "Ada perde un gettone (no such reason); ne restano 2."
    )
    ante = {"kind": "lost", "player": "Ada", "reason": "Bruno cannot pay the ante"}
    assert describe_event(ante, "fr", "cambio") == "Ada perd (Bruno ne peut pas payer la mise)."
    draw = {"kind": "deck_draw", "player": "Ada", "card": "14", "effect": "man: loses"}
    assert describe_event(draw, "en", "cambio") == "Ada draws 14 Man from the deck (Man: loses)."
    for lang in LANGS:
        sentences = fluent.parsed("cucu", lang)
        for mid in ("token_lost", "lost", "lost_again", "out_of_set", "fined", "game_over_reason"):
            refs = {n.id.name for n in fluent._walk(sentences[mid]) if isinstance(n, ftl.MessageReference)}
            assert refs == {"why"}, (lang, mid, refs)
        assert not [m for m in sentences if m.startswith(("why_", "effect_"))], lang  # the old phrase messages


# ----------------------------------------------------------------------------- decimals
def test_a_decimal_is_written_as_the_readers_language_writes_it() -> None:
    from taverna.games.coch.text import describe_event

    ev = {"kind": "deal_end", "deal": 1, "teams": [["Ada", "Bruno"], ["Carla", "Dino"]], "points": [11.5, 7.5],
          "recount": None, "winner": ["Ada", "Bruno"]}  # fmt: skip
    assert "11.5 to 7.5" in str(describe_event(ev, "en"))
    assert "11,5 a 7,5" in str(describe_event(ev, "it"))
    assert "11,5 à 7,5" in str(describe_event(ev, "fr"))
    assert "11.5対7.5" in str(describe_event(ev, "ja"))
    line = say("coch", "fr", "team", team="Ada et Bruno", taken=3, points=11.5, won=1)
    assert "11,5 points" in line, line
    assert say("hypp", "fr", "bet", player="Ada", chips=12000) == "Ada mise 12000."  # a whole number: no grouping


def test_cuajos_money_is_a_currency_in_the_readers_language() -> None:
    from taverna.games.cuajo.text import describe_event

    ev = {"kind": "deal_end", "money": {"Ada": -150, "Bruno": 150}}
    assert describe_event(ev, "en") == "Money: Ada -$1.50 and Bruno $1.50"
    assert "1,50" in str(describe_event(ev, "fr")) and "$1.50" not in str(describe_event(ev, "fr"))
    # a Korean particle after an amount follows the amount as it is written (…0 read 영: 을)
    assert say("cuajo", "ko", "pays", amount=1.1).endswith("US$1.10을 냅니다.")


# ----------------------------------------------------------------------------- the browser
def test_the_browsers_table_line_and_score_sheet_are_messages() -> None:
    js = {p.name: p.read_text(encoding="utf-8") for p in (STATIC / "js").glob("*.js")}
    for name, text in js.items():
        assert '.join("; ")' not in text, name  # the sheet's changes: sheet.change_sep
        assert not re.search(r't\("table\.(base|boss|called)"\)\}: ', text), name  # "Base: …" by hand
    for lang in LANGS:
        english = fluent.parsed("browser", "en")
        ours = fluent.parsed("browser", lang)
        for mid in ("table-base_number", "table-base_picture", "table-boss_is", "table-boss_partner",
                    "table-called_is", "sheet-player_change", "sheet-change_sep"):  # fmt: skip
            assert mid in ours and mid in english, (lang, mid)


# ----------------------------------------------------------------------------- no browser label joined in code
REGEX_BEFORE = set("(,=:[!&|?{};") | {""}


def template_literals(js: str) -> list[tuple[int, list[str], list[str]]]:
    """Every template literal of a module: (its line, its literal texts, the code of its placeholders), nested
    ones too; strings, comments and regular expressions are skipped."""
    out: list[tuple[int, list[str], list[str]]] = []
    n = len(js)

    def skip_string(i: int) -> int:
        q = js[i]
        i += 1
        while i < n and js[i] != q:
            i += 2 if js[i] == "\\" else 1
        return i + 1

    def skip_regex(i: int) -> int:
        i += 1
        in_class = False
        while i < n and (js[i] != "/" or in_class):
            if js[i] == "\\":
                i += 1
            elif js[i] == "[":
                in_class = True
            elif js[i] == "]":
                in_class = False
            i += 1
        return i + 1

    def code(i: int, until_brace: bool) -> int:
        depth = 0
        while i < n:
            c = js[i]
            if c in "\"'":
                i = skip_string(i)
            elif js.startswith("//", i):
                end = js.find("\n", i)
                i = n if end < 0 else end
            elif js.startswith("/*", i):
                i = js.index("*/", i) + 2
            elif c == "`":
                i = template(i)
            elif c == "/" and js[:i].rstrip()[-1:] in REGEX_BEFORE:
                i = skip_regex(i)
            elif c == "{":
                depth += 1
                i += 1
            elif c == "}":
                if until_brace and depth == 0:
                    return i + 1
                depth -= 1
                i += 1
            else:
                i += 1
        return i

    def template(i: int) -> int:
        start, i, buf = i, i + 1, ""
        texts: list[str] = []
        holes: list[str] = []
        while i < n and js[i] != "`":
            if js[i] == "\\":
                buf, i = buf + js[i : i + 2], i + 2
            elif js.startswith("${", i):
                texts.append(buf)
                buf, j = "", code(i + 2, True)
                holes.append(js[i + 2 : j - 1])
                i = j
            else:
                buf, i = buf + js[i], i + 1
        texts.append(buf)
        out.append((js.count("\n", 0, start) + 1, texts, holes))
        return i + 1

    code(0, False)
    return out


# a call of t() (its arguments balanced to one level of parentheses) with + on either side
T_PLUS = re.compile(r"\bt\((?:[^()\n]|\([^()\n]*\))*\)\s*\+(?!\+)|(?<!\+)\+\s*t\(")


def labels_joined(js: str) -> list[int]:
    """The lines where a module builds a text from a translated one by hand: ``t("a") + x``, ``" · " + t("b")``,
    or a template literal holding ``${t(...)}`` with any other text or placeholder (``${t("x")}: ${name}``).
    A template that only pads a translation with spaces (`` ` ${t("a")}` ``) builds nothing."""
    lines = {js.count("\n", 0, m.start()) + 1 for m in T_PLUS.finditer(js)}
    for line, texts, holes in template_literals(js):
        if any(h.strip().startswith("t(") for h in holes) and (len(holes) > 1 or "".join(texts).strip()):
            lines.add(line)
    return sorted(lines)


def test_the_scan_finds_a_browser_label_joined_in_code() -> None:
    assert labels_joined('x = `${t("table.unmute")}: ${name}`;\n') == [1]
    assert labels_joined('const a = 1;\nx = `${t("table.title", { code })} · ${game}`;\n') == [2]
    assert labels_joined('x = t("end.deal", { n }) + where;\n') == [1]
    assert labels_joined('x = free ? " · " + t("lobby.free_seats", { n: free }) : "";\n') == [1]
    assert labels_joined("x = `${t(`action.${word}`)} (${min}–${max})`;\n") == [1]
    # a message with variables; a key built by a template; padding; + inside the arguments; strings and regexes
    assert labels_joined('x = t("table.unmute_name", { name });\n') == []
    assert labels_joined("x = t(`action.${a[0]}`);\ny = ` ${t(`action.${word}`)}`;\n") == []
    assert labels_joined('x = t("table.fair", { short: c.slice(0, 12) + "…" });\n') == []
    assert labels_joined('x = "`" + y; z = /`${t(/.test(s); w = `${t("a")}`;\n') == []


def test_no_browser_label_is_joined_from_translated_words_in_code() -> None:
    found = {}
    for path in sorted((STATIC / "js").glob("*.js")):
        lines = labels_joined(path.read_text(encoding="utf-8"))
        if lines:
            found[path.name] = lines
    assert not found, found


NODE = r"""
for (const lang of m.LANGS) {
  await m.setLang(lang);
  out[lang] = {
    num: [m.num(11.5), m.num(12000), m.num(3), m.num(25.34, 1)],
    counted: m.counted("counter.points", 9.5),
    changes: m.changesText([["Ada", ["−1 token"]], ["Bruno", ["+1 token", "+10 chips"]]]),
    base: m.t("table.base_picture"),
    alternatives: m.alternatives(["A", "B", "C"]),
    dots: m.chain("dots", ["a", "", "b", "c"]),
    sentences: m.chain("sentences", ["A.", "B."]),
  };
}
console.log(JSON.stringify(out));
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node to run the browser's i18n module")
def test_the_browser_writes_decimals_and_lists_changes_in_the_pages_language(tmp_path: Path) -> None:
    said = run_browser_i18n(tmp_path, NODE)
    assert said["en"]["num"] == ["11.5", "12000", "3", "25.3"]
    assert said["fr"]["num"] == ["11,5", "12000", "3", "25,3"] and said["it"]["num"][0] == "11,5"
    assert said["fr"]["counted"].startswith("9,5 ")
    assert said["en"]["changes"] == "Ada −1 token; Bruno +1 token, +10 chips"
    assert said["fr"]["changes"] == "Ada −1 token\u202f; Bruno +1 token et +10 chips"
    assert said["en"]["base"] == "Base: picture cards" and said["fr"]["base"] == "Base\u00a0: figures"
    # lists of alternatives by CLDR (Intl.ListFormat), parts and sentences in a row by a message (i18n.chain)
    assert said["en"]["alternatives"] == "A, B, or C" and said["it"]["alternatives"] == "A, B o C"
    assert said["fr"]["alternatives"] == "A, B ou C"
    assert said["en"]["dots"] == "a · b · c"
    assert said["en"]["sentences"] == "A. B." and said["ja"]["sentences"] == "A.B."


def test_every_engine_reason_and_deck_effect_is_said_in_every_language_by_its_rule_set() -> None:
    """Each phrase of Cucù's engine (``REASONS``: why a player loses; ``EFFECTS``: what a card from the deck does)
    has its own words in every language: never the engine's English phrase shown as it is (the ``*[other]``
    fallback, which Italian's ``why`` once fell to for the Cat, its variant nested in another by mistake), and
    Gnav's Cat is Gnav's own only in Gnav (it once replaced every rule set's, which names the card as the rule
    set does: the Italian Gnaf)."""
    from taverna.games.cucu.messages import EFFECTS, REASONS
    from taverna.games.cucu.text import describe_event

    for lang in ("it", "ko", "ja", "fr"):
        for rules in ("cambio", "gnav"):
            for reason in REASONS:
                line = describe_event({"kind": "lost", "player": "Ann", "reason": reason}, lang, rules)
                assert line and reason not in line, (lang, rules, reason, line)
            for effect in EFFECTS:
                line = describe_event({"kind": "deck_draw", "player": "Ann", "card": 3, "effect": effect}, lang, rules)
                assert line and effect not in line, (lang, rules, effect, line)
    cambio = describe_event({"kind": "lost", "player": "Ann", "reason": "asked the Cat"}, "it", "cambio")
    gnav = describe_event({"kind": "lost", "player": "Ann", "reason": "asked the Cat"}, "it", "gnav")
    assert cambio == "Ann perde (ha chiesto a Gnaf)." and gnav == "Ann perde (ha chiesto al Gatto).", (cambio, gnav)


_PLURAL = {"zero", "one", "two", "few", "many", "other"}


def _choices(domain: str, lang: str, mid: str) -> dict[str, set[str]]:
    """The variants each variable chooses among in a message (every selector by that variable, at any depth),
    leaving out counts (CLDR categories and numbers: a language has its own) and ``$you`` (a language may not
    need it)."""

    def words(var: str, keys: set[str]) -> bool:
        return var != "you" and not {k for k in keys if not k[:1].isdigit()} <= _PLURAL

    return _selects(domain, lang, mid, words)


def test_every_language_chooses_among_the_same_words_as_english() -> None:
    """A message that chooses its words by a key (``{ $why -> [cat] ... }``) offers every key English offers, in
    every language and domain: a key missing (or nested by mistake in another variant's selector, as Italian's
    ``[cat]`` once was inside ``[ante]``) falls back to the default variant, the engine's English."""
    domains = sorted({*fluent.SHARED_DOMAINS, *games()})
    missing = []
    for domain in domains:
        english = fluent.parsed(domain, "en")
        for lang in LANGS:
            theirs = fluent.parsed(domain, lang)
            for mid in english:
                if mid in theirs:
                    have = _choices(domain, lang, mid)
                    for var, keys in _choices(domain, "en", mid).items():
                        if keys - have.get(var, set()):
                            missing.append((domain, lang, mid, var, sorted(keys - have.get(var, set()))))
    assert not missing, missing
