"""The sentences in Project Fluent (``taverna.i18n.fluent``): every language has every message with the same
variables, the files parse, the second person is the translators' own variant, Korean particles follow the
name's last sound, and no sentence is built by concatenating translated pieces."""

from __future__ import annotations

import ast
import importlib.util
import json
import re
import shutil
from pathlib import Path
from types import ModuleType

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

from taverna.games import games
from taverna.i18n import LANGS, YOU, fluent, say
from tests.test_i18n_you import run_browser_i18n

SRC = Path(__file__).parents[1] / "src" / "taverna"
games()  # the registry tells taverna.i18n where each game's sentences are
DOMAINS = fluent.domains()


def test_the_shared_sentences_and_each_converted_game_are_in_fluent_in_every_language() -> None:
    assert "common" in DOMAINS and "hypp" in DOMAINS
    assert {"errors", "cli"} <= set(fluent.SHARED_DOMAINS) <= set(DOMAINS)  # refusals, the terminal's labels
    assert fluent.has_message("errors", "fr", "not-your-turn") and fluent.has_message("cli", "ko", "games-option")
    for game in games():
        assert game in DOMAINS, game  # every game's sentences are in Fluent...
    for path in sorted((SRC / "games").glob("*/*.py")):  # ... and in no other form
        source = path.read_text(encoding="utf-8")
        assert not re.search(r"^\w*(?:MESSAGES|LOBBY|TEXT|BRIEF)\w*\s*[:=]", source, re.M), path
    for domain in DOMAINS:
        for lang in LANGS:
            assert fluent.source(domain, lang) is not None, (domain, lang)


@pytest.mark.parametrize("domain", DOMAINS)
def test_every_file_parses_without_junk(domain: str) -> None:
    for lang in LANGS:
        res = FluentParser().parse(fluent.source(domain, lang) or "")
        junk = [e.content for e in res.body if isinstance(e, ftl.Junk)]
        assert not junk, (domain, lang, junk)


@pytest.mark.parametrize("domain", DOMAINS)
def test_every_language_has_every_message_with_the_same_variables(domain: str) -> None:
    english = fluent.message_variables(domain, "en", shown=True)
    english_all = fluent.message_variables(domain, "en")
    lobby = None
    game = domain not in fluent.SHARED_DOMAINS  # a game's lobby texts: lobby-<key>, in it, ko, ja
    for lang in LANGS:
        shown = fluent.message_variables(domain, lang, shown=True)
        used = fluent.message_variables(domain, lang)
        ours = {m for m in shown if not (game and m.startswith("lobby-"))}
        assert ours == set(english), (domain, lang, ours ^ set(english))
        for mid in ours:
            # the variables shown are English's; one only chosen by (a count, $you) is one English has or $you
            assert shown[mid] == english[mid], (domain, lang, mid, shown[mid], english[mid])
            assert used[mid] <= english_all[mid] | {"you"}, (domain, lang, mid, used[mid] - english_all[mid])
        if game and lang != "en":  # the lobby's texts: English is the engines' own (GameInfo.describe())
            keys = {m for m in shown if m.startswith("lobby-")}
            assert lobby is None or keys == lobby, (domain, lang, keys ^ (lobby or set()))
            lobby = keys


@pytest.mark.parametrize("domain", DOMAINS)
def test_the_second_person_variants_name_a_variable_of_their_message(domain: str) -> None:
    for lang in LANGS:
        for mid, message in fluent.parsed(domain, lang).items():
            names = fluent.variables(message)
            for node in fluent._walk(message):
                if isinstance(node, ftl.SelectExpression) and isinstance(node.selector, ftl.VariableReference):
                    if node.selector.id.name != "you":
                        continue
                    for variant in node.variants:
                        key = variant.key.name if isinstance(variant.key, ftl.Identifier) else str(variant.key.value)
                        assert key == "other" or key in names, (domain, lang, mid, key)
                        assert variant.default == (key == "other"), (domain, lang, mid, key)


def test_the_reader_gets_the_translators_second_person() -> None:
    assert say("hypp", "en", "lowest_card", player="You") == "You showed the lowest card and hand the deal on."
    assert say("hypp", "en", "lowest_card", player="Ada") == "Ada showed the lowest card and hands the deal on."
    assert say("hypp", "en", "paid", player="Ada", chips=2, to="You") == "Ada pays 2 to you."
    assert say("hypp", "it", "paid", player="Ada", chips=2, to="Tu") == "Ada paga 2 a te."
    assert say("hypp", "it", "bet", player="Tu", chips=2) == "Tu punti 2."
    # a name that merely reads "You" in another language is a third person there
    assert say("hypp", "it", "bet", player="You", chips=2) == "You punta 2."


def test_plurals_follow_the_languages_rules() -> None:
    assert say("hypp", "en", "packets", player="Ada", cards=1).startswith("Ada gives everyone a packet of 1 card ")
    assert say("hypp", "en", "packets", player="Ada", cards=0).startswith("Ada gives everyone a packet of 0 cards ")
    assert say("torionfo", "it", "cut", player="Ada", cards=1) == "Ada alza 1 carta dal mazzo."
    assert say("torionfo", "it", "cut", player="Ada", cards=2) == "Ada alza 2 carte dal mazzo."
    assert (
        say("common", "it", "counter_points", n=1) == "punto" and say("common", "it", "counter_points", n=5) == "punti"
    )
    assert say("common", "en", "counter_tokens", n=1000) == "tokens"  # a count is a number, not a text
    assert say("hypp", "en", "bet", player="Ada", chips=12000) == "Ada bets 12000."  # no grouping: as before


@pytest.mark.parametrize(
    ("word", "pair", "said"),
    [
        ("Ada", "이/가", "Ada가"),  # a Latin name ending in a vowel
        ("Bin", "이/가", "Bin이"),  # ... in n, read with a final consonant (빈)
        ("Carl", "으로/로", "Carl로"),  # ... in l: ㄹ takes 로
        ("Mark", "은/는", "Mark는"),  # k is read 크: a vowel
        ("당신", "이/가", "당신이"),
        ("철수", "을/를", "철수를"),
        ("서울", "으로/로", "서울로"),
        ("부산", "으로/로", "부산으로"),
        ("Bot 2 (normal)", "이/가", "Bot 2 (normal)가"),  # the aside is skipped; 2 is read 이
        ("Bot 3", "과/와", "Bot 3과"),  # 삼
        ("히프 (Hypp)", "은/는", "히프 (Hypp)는"),
        ("…", "이/가", "…이(가)"),  # no sound to go by: both forms
    ],
)
def test_a_korean_particle_follows_the_last_sound(word: str, pair: str, said: str) -> None:
    assert fluent.particle(word, pair) == said


def test_korean_sentences_take_the_particle_of_each_name() -> None:
    assert say("hypp", "ko", "deal_handed_on", player="Ada") == "Ada가 딜러 역할을 넘깁니다."
    assert say("hypp", "ko", "deal_handed_on", player="Bin") == "Bin이 딜러 역할을 넘깁니다."
    assert say("hypp", "ko", "deal_handed_on", player=YOU["ko"]) == "당신이 딜러 역할을 넘깁니다."
    for domain in DOMAINS:  # the old fallback form "이(가)" is left after no variable
        text = fluent.source(domain, "ko") or ""
        assert "}이(가)" not in text and "}을(를)" not in text and "}은(는)" not in text, domain


# ----------------------------------------------------------------------------- no sentence by concatenation
SAYS = frozenset({"say", "_say"})


def _is_say(node: ast.AST) -> bool:
    if not isinstance(node, ast.Call):
        return False
    f = node.func
    return (isinstance(f, ast.Name) and f.id in SAYS) or (isinstance(f, ast.Attribute) and f.attr in SAYS)


def concatenations(source: str) -> list[int]:
    """The lines where a translated piece (a call of ``say``/``_say``) is added to a text or put in an
    f-string: a sentence built by concatenation, which a translator cannot reorder."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if (
            (
                isinstance(node, ast.BinOp)
                and isinstance(node.op, ast.Add)
                and (_is_say(node.left) or _is_say(node.right))
            )
            or (isinstance(node, ast.AugAssign) and isinstance(node.op, ast.Add) and _is_say(node.value))
            or (
                isinstance(node, ast.JoinedStr)
                and any(isinstance(v, ast.FormattedValue) and _is_say(v.value) for v in node.values)
            )
        ):
            out.append(node.lineno)
    return sorted(out)


def test_the_scan_finds_a_concatenation() -> None:
    assert concatenations("x = say('g', 'en', 'a') + say('g', 'en', 'b')\n") == [1]
    assert concatenations("x = 'a'\nx += _say(lang, 'b')\n") == [2]
    assert concatenations("x = f\"{_say(lang, 'a')} and more\"\n") == [1]
    assert concatenations("x = say('g', 'en', 'a', n=1)\nlines.append(x)\n") == []


def test_no_sentence_is_built_by_concatenation() -> None:
    from tests.test_i18n_values import scan_src

    found = scan_src(concatenations)
    assert not found, found


# ----------------------------------------------------------------------------- the browser's words
def _browser_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("i18n_browser", SRC.parents[1] / "scripts" / "i18n_browser.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("lang", LANGS)
def test_the_browsers_json_is_built_from_its_fluent_file(lang: str) -> None:
    script = _browser_script()
    built = (SRC / "server" / "static" / "i18n" / f"{lang}.json").read_text(encoding="utf-8")
    assert built == script.text(lang), f"run scripts/i18n_browser.py: static/i18n/{lang}.json is stale"
    said = json.loads(built)
    assert "{" not in said["bot.name"].replace("{n}", "").replace("{level}", "")
    if lang in ("en", "it"):
        assert re.fullmatch(r"\{n\} \{n:[^|]+\|[^}]+\}", said["lobby.players"]), said["lobby.players"]


def test_a_browser_message_may_only_substitute_and_choose_a_plural() -> None:
    script = _browser_script()
    parsed = FluentParser().parse(
        'a = { $n ->\n    [one] x\n    [few] y\n   *[other] z\n}\nb = { PARTICLE($x, "이/가") }\n'
    )
    with pytest.raises(script.Unsupported, match=r"\[one\] and \*\[other\] only"):
        script.template(parsed.body[0].value, "a")
    with pytest.raises(script.Unsupported, match="variables and plural forms only"):
        script.template(parsed.body[1].value, "b")


def test_a_bots_name_is_said_in_the_readers_language() -> None:
    assert say("hypp", "en", "bet", player="Bot 2 (normal)", chips=1) == "Bot 2 (normal) bets 1."
    assert say("hypp", "it", "bet", player="Bot 2 (normal)", chips=1) == "Bot 2 (normale) punta 1."
    assert say("hypp", "ko", "deal_handed_on", player="Bot 2 (hard)") == "봇 2 (어려움)가 딜러 역할을 넘깁니다."
    assert say("hypp", "ja", "deal_handed_on", player="Bot 3 (easy) (2)") == "ボット3 (やさしい) (2)が親を交代します。"
    assert say("hypp", "ko", "deal_handed_on", player="Botany") == "Botany가 딜러 역할을 넘깁니다."  # a person's name
    assert say("hypp", "fr", "bet", player="Bot 4 (learned)", chips=1).startswith("Bot 4 (appris) ")


NODE = r"""
for (const lang of m.LANGS) {
  await m.setLang(lang);
  out[lang] = [m.displayName("Bot 2 (normal)"), m.displayName("Bot 10 (hard) (2)"), m.displayName("Ada")];
  out["levels:" + lang] = [m.displayName("Bot 3 (simple)"), m.displayName("Bot 4 (learned)")];
  out["counted:" + lang] = [0, 1, 2].map((n) => m.counted("counter.tokens", n));
}
console.log(JSON.stringify(out));
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node to run the browser's i18n module")
def test_the_browser_says_a_bots_name_in_the_pages_language(tmp_path: Path) -> None:
    said = run_browser_i18n(tmp_path, NODE)
    assert said["en"] == ["Bot 2 (normal)", "Bot 10 (hard) (2)", "Ada"]
    assert said["it"] == ["Bot 2 (normale)", "Bot 10 (difficile) (2)", "Ada"]
    assert said["ko"] == ["봇 2 (보통)", "봇 10 (어려움) (2)", "Ada"]
    assert said["ja"] == ["ボット2 (ふつう)", "ボット10 (むずかしい) (2)", "Ada"]
    assert said["fr"] == ["Bot 2 (normal)", "Bot 10 (difficile) (2)", "Ada"]
    # the guides' simple bots and the learned ones too (Korean said "봇 3 (simple)" at the end of a guided match)
    assert said["levels:ko"] == ["봇 3 (단순)", "봇 4 (학습됨)"]
    assert said["levels:it"] == ["Bot 3 (semplice)", "Bot 4 (appreso)"]
    # a plural choice by the language's CLDR rules: French counts 0 as one
    assert said["counted:en"] == ["0 tokens", "1 token", "2 tokens"]
    assert said["counted:fr"] == ["0 jeton", "1 jeton", "2 jetons"]


def test_ordinals_follow_cldr() -> None:
    from taverna.games.cards_guide import place

    nth = {k: place("en", k, 120).split()[0] for k in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111)}
    assert nth == {1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 22: "22nd",
                   23: "23rd", 101: "101st", 111: "111th"}  # fmt: skip
    assert place("it", 2, 10) == "2ª più forte su 10"
    assert place("ko", 2, 10, "그림 카드") == "그림 카드 10장 중 2번째로 강함"


@pytest.mark.parametrize("domain", DOMAINS)
def test_french_typography_a_no_break_space_before_high_punctuation_and_inside_guillemets(domain: str) -> None:
    """French writes "Vainqueur : Ada", "« time ! »": the space before : ; ! ? » and after « never breaks a line."""
    bad = []
    for mid, message in fluent.parsed(domain, "fr").items():
        # the pieces of text between the variables (§); a key to type ("   ? aide") follows a wide gap, not a word
        text = "§".join(n.value for n in fluent._walk(message) if isinstance(n, ftl.TextElement))
        bad += [(mid, m.group()) for m in re.finditer(r".{0,12}((?<!  ) [:;!?»]|« ).{0,6}", text)]
    assert not bad, bad
    assert fluent.parsed(domain, "fr"), domain  # (the scan saw the file)


def test_french_speaks_to_the_reader_as_vous_and_counts_zero_as_one() -> None:
    assert YOU["fr"] == "Vous"
    assert say("hypp", "fr", "bet", player="Vous", chips=2) == "Vous misez 2."
    assert say("hypp", "fr", "paid", player="Ada", chips=2, to="Vous") == "Ada vous paie 2."
    assert say("hypp", "fr", "paid", player="Ada", chips=2, to="Bruno") == "Ada paie 2 à Bruno."
    assert say("torionfo", "fr", "cut", player="Ada", cards=0) == "Ada soulève 0 carte du paquet."  # CLDR: 0 is one
    assert say("torionfo", "fr", "cut", player="Ada", cards=2) == "Ada soulève 2 cartes du paquet."
    assert say("common", "fr", "game_over_winner", winner="Ada") == "La partie est terminée. Vainqueur\u00a0: Ada"
