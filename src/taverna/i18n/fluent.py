"""The sentences in Project Fluent (``.ftl`` files), read with ``fluent.runtime``.

A *domain* is a set of sentences: ``common`` (shared by every game, ``taverna/locales/<lang>/common.ftl``) or a
game (its own folder's ``locales/<lang>.ftl``; the game registry tells :func:`add_domain` where).  A message's
id is the key the Python code asks for (``round_start``); a lobby text's id is ``lobby-`` and its key with
``.`` written ``--`` (``lobby-option--lowest-card``), see :func:`message_id`.

What the translators write, and what the code gives them (docs/i18n.md, CONTRIBUTING.md):

* every field of the old templates is a variable (``{ $player }``);
* ``$you`` names the variable that holds the reader (the terminal's player, who has no name of their own):
  ``{ $you -> [player] You play *[other] { $player } plays }``; it is ``other`` when no variable does.  The
  code sets it (:func:`format_message`): a value equal to the language's :data:`YOU` word is the reader;
* plurals by the language's CLDR rules: ``{ $cards -> [one] card *[other] cards }``;
* ``PARTICLE($name, "이/가")``: the name with the Korean particle its last sound takes (:func:`particle`);
* ``ORDINAL($k)``: the CLDR ordinal category of a number, to choose 1st / 2nd / 3rd / 4th by.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from functools import cache
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

from babel import Locale
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentNone, FluentNumber, fluent_number
from fluent.syntax import FluentParser, ast

LANGS = ("en", "it", "ko", "ja", "fr")

# The reader's own "name" at a terminal that does not ask for one: a value equal to it is the reader ($you).
YOU: dict[str, str] = {"en": "You", "it": "Tu", "ko": "당신", "ja": "あなた", "fr": "Vous"}

# the shared sentences: taverna/locales/<lang>/<domain>.ftl
SHARED = Path(__file__).resolve().parent.parent / "locales"
SHARED_DOMAINS = ("common", "browser", "errors", "cli")  # browser: the JSON of static/i18n (scripts/i18n_browser.py);
# errors: the refusals (taverna.i18n.refusals); cli: the terminal commands' own labels (taverna.cli)

_GAME_FOLDERS: dict[str, Traversable] = {}


def add_domain(game: str, folder: Traversable) -> None:
    """Tell where ``game``'s sentences are: ``folder/<lang>.ftl``.  The game registry calls this."""
    if game in SHARED_DOMAINS:
        raise ValueError(f"{game!r} is a shared domain, not a game's")
    _GAME_FOLDERS[game] = folder
    _clear()


def remove_domain(game: str) -> None:
    _GAME_FOLDERS.pop(game, None)
    _clear()


# How many times the domains changed: a cache built from every domain's sentences (``lobby_catalogues``) is kept
# for one generation
_GENERATION = [0]


def generation() -> int:
    """A number that changes whenever a domain is added or removed (the sentences read again)."""
    return _GENERATION[0]


def _clear() -> None:
    _GENERATION[0] += 1
    source.cache_clear()
    bundle.cache_clear()
    parsed.cache_clear()
    _variables_of.cache_clear()


def has_domain(domain: str) -> bool:
    return domain in SHARED_DOMAINS or domain in _GAME_FOLDERS


def domains() -> list[str]:
    return [*SHARED_DOMAINS, *sorted(_GAME_FOLDERS)]


@cache
def source(domain: str, lang: str) -> str | None:
    """The text of ``domain``'s ``.ftl`` file in ``lang``; None where there is none."""
    if domain in SHARED_DOMAINS:
        path: Traversable = SHARED / lang / f"{domain}.ftl"
    elif domain in _GAME_FOLDERS:
        path = _GAME_FOLDERS[domain] / f"{lang}.ftl"
    else:
        return None
    return path.read_text(encoding="utf-8") if path.is_file() else None


def message_id(key: str) -> str:
    """The Fluent id of a catalogue key: the same, with ``.`` written ``--`` (``option--lowest-card``)."""
    return key.replace(".", "--")


# ----------------------------------------------------------------------------- Korean particles
# Each particle as "after a final consonant/after a vowel".  (으)로 also takes 로 after ㄹ.
PARTICLES = ("이/가", "은/는", "을/를", "과/와", "으로/로", "아/야", "이에요/예요", "이랑/랑")
_HANGUL_FIRST, _HANGUL_LAST = 0xAC00, 0xD7A3
# the last letters of Latin names read with a final consonant in Korean (Bin -> 빈, Carl -> 칼, Kim -> 킴):
# l, m, n (and ng); every other ending is read with a vowel (Ada -> 에이다, Mark -> 마크, Peter -> 피터)
_LATIN_FINAL = {"l": "ㄹ", "m": "ㅁ", "n": "ㄴ"}
# the digits as read in Sino-Korean (영 일 이 삼 사 오 육 칠 팔 구): their final consonant, or "" for none
_DIGIT_FINAL = {"0": "ㅇ", "1": "ㄹ", "2": "", "3": "ㅁ", "4": "", "5": "", "6": "ㄱ", "7": "ㄹ", "8": "ㄹ", "9": ""}
_TRAILING_ASIDE = re.compile(r"\s*[(\[（][^()\[\]（）]*[)\]）]\s*$")
_FINALS = ("", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ", "ㅁ",
           "ㅂ", "ㅄ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ")  # fmt: skip


def final_consonant(word: str) -> str | None:
    """The final consonant (batchim) of ``word``'s last sound as Korean reads it: a jamo such as ``"ㄴ"``,
    ``""`` for a vowel, None where it cannot tell (no letter or digit at all).

    A Hangul syllable says it itself; a digit is read in Sino-Korean (2 이, 3 삼); a Latin letter by its
    sound: l, m and n (ng too) end in a consonant, every other letter in a vowel (Korean writes Mark 마크 and
    Peter 피터).  A trailing aside in brackets is skipped, as Korean does: ``히프 (Hypp)`` ends in 프.
    """
    text = word
    while True:
        stripped = _TRAILING_ASIDE.sub("", text)
        if stripped == text or not stripped.strip():
            break
        text = stripped
    for ch in reversed(text):
        code = ord(ch)
        if _HANGUL_FIRST <= code <= _HANGUL_LAST:
            return _FINALS[(code - _HANGUL_FIRST) % 28]
        if ch in _DIGIT_FINAL:
            return _DIGIT_FINAL[ch]
        if ch.isascii() and ch.isalpha():
            return _LATIN_FINAL.get(ch.lower(), "")
    return None


def particle(word: str, pair: str) -> str:
    """``word`` followed by the form of the particle ``pair`` (``"이/가"``: after a consonant / after a vowel)
    that its last sound takes: ``particle("Ada", "이/가") == "Ada가"``, ``particle("당신", "이/가") ==
    "당신이"``; ``"으로/로"`` takes 로 after ㄹ too.  Where the sound is unknown, both: ``이(가)``."""
    after_consonant, _, after_vowel = pair.partition("/")
    final = final_consonant(word)
    if final is None or not after_vowel:
        return f"{word}{after_consonant}({after_vowel})" if after_vowel else f"{word}{after_consonant}"
    if final == "" or (final == "ㄹ" and after_consonant == "으로"):
        return word + after_vowel
    return word + after_consonant


def _particle(lang: str) -> Any:
    """``PARTICLE($name, "이/가")``; a number (``PARTICLE(NUMBER($amount, style: "currency", ...), "을/를")``) is
    read as the bundle's locale writes it."""
    locale = Locale.parse(lang)

    def fluent_particle(value: Any, pair: Any) -> str:
        if isinstance(value, FluentNone):
            word = "?"
        elif isinstance(value, FluentNumber):
            word = value.format(locale)
        else:
            word = str(value)
        return particle(word, str(pair))

    return fluent_particle


def _ordinal(lang: str) -> Any:
    """``ORDINAL($k)``: the CLDR ordinal category of ``$k`` in ``lang`` (``one``, ``two``, ``few``, ``other``: 1st,
    2nd, 3rd, 4th in English), to select by; fluent.runtime's NUMBER has no ``type: "ordinal"``."""
    locale = Locale.parse(lang)

    def category(value: Any) -> str:
        try:
            return str(locale.ordinal_form(int(str(value))))
        except ValueError:
            return "other"

    return category


# ----------------------------------------------------------------------------- bundles
@cache
def bundle(domain: str, lang: str) -> FluentBundle | None:
    text = source(domain, lang)
    if text is None:
        return None
    b = FluentBundle([lang], functions={"PARTICLE": _particle(lang), "ORDINAL": _ordinal(lang)}, use_isolating=False)
    b.add_resource(FluentResource(text))
    return b


@cache
def parsed(domain: str, lang: str) -> Mapping[str, ast.Message]:
    """``domain``'s messages in ``lang`` as Fluent's syntax tree, by id (empty where there is no file)."""
    text = source(domain, lang)
    if text is None:
        return {}
    res = FluentParser().parse(text)
    return {e.id.name: e for e in res.body if isinstance(e, ast.Message)}


def _walk(node: Any) -> Iterator[Any]:
    yield node
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            if isinstance(value, list):
                for item in value:
                    yield from _walk(item)
            elif isinstance(value, ast.BaseNode):
                yield from _walk(value)


def variables(message: ast.Message) -> frozenset[str]:
    """Every variable a message uses, in its text, its selectors and its functions' arguments."""
    return frozenset(n.id.name for n in _walk(message) if isinstance(n, ast.VariableReference))


def placed(message: ast.Message) -> frozenset[str]:
    """The variables a message shows (in its text or a function's arguments), not only chooses by: a
    language without plurals needs no ``$n`` where English says "1 card" / "2 cards" by it."""
    selectors = {id(n.selector) for n in _walk(message) if isinstance(n, ast.SelectExpression)}
    return frozenset(
        n.id.name for n in _walk(message) if isinstance(n, ast.VariableReference) and id(n) not in selectors
    )


@cache
def _variables_of(domain: str, lang: str, mid: str) -> frozenset[str]:
    """:func:`variables` of one message, walked once (formatting a message asks it every time)."""
    return variables(parsed(domain, lang)[mid])


def message_variables(domain: str, lang: str, shown: bool = False) -> dict[str, frozenset[str]]:
    """``{message id: the variables it uses}`` for ``domain`` in ``lang`` (``shown``: those it shows)."""
    return {mid: (placed if shown else variables)(m) for mid, m in parsed(domain, lang).items()}


def plural_forms(domain: str, lang: str) -> list[tuple[str, str]]:
    """The (``[one]``, ``[other]``) texts of every selector in ``domain``'s ``lang`` that chooses by a count."""
    out = []
    for message in parsed(domain, lang).values():
        for node in _walk(message):
            if isinstance(node, ast.SelectExpression):
                texts = {
                    str(v.key.name if isinstance(v.key, ast.Identifier) else v.key.value): "".join(
                        e.value for e in v.value.elements if isinstance(e, ast.TextElement)
                    )
                    for v in node.variants
                }
                if "one" in texts and "other" in texts:
                    out.append((texts["one"].strip(), texts["other"].strip()))
    return out


def has_message(domain: str, lang: str, mid: str) -> bool:
    b = bundle(domain, lang)
    return b is not None and b.has_message(mid)


def _value(v: Any) -> Any:
    if isinstance(v, bool) or v is None:
        return str(v)
    if isinstance(v, (int, float)):  # a number in the bundle's locale (11.5, 11,5), without grouping (12000)
        return fluent_number(v, useGrouping=False)
    if isinstance(v, str):
        return v
    return str(v)


# the name the server gives a bot it seats (taverna.server.inputs._bot_name): "Bot 2 (normal)", said in the
# reader's language by the message bot_name wherever a sentence names it
BOT_NAME = re.compile(r"\bBot (\d+) \((random|simple|easy|normal|hard|learned)\)")


def bot_names(text: str, lang: str) -> str:
    """``text`` with every bot's name ("Bot 2 (normal)") in ``lang`` ("봇 2 (보통)")."""
    if lang == "en" or "Bot " not in text:
        return text

    def said(m: re.Match[str]) -> str:
        return format_message("common", lang, "bot_name", {"n": int(m.group(1)), "level": m.group(2)}) or m.group(0)

    return BOT_NAME.sub(said, text)


def format_message(domain: str, lang: str, mid: str, fields: Mapping[str, Any]) -> str | None:
    """The message ``mid`` of ``domain`` in ``lang`` with ``fields``; None where the language lacks it.

    A variable the message uses but ``fields`` lacks shows as ``?``; ``$you`` is the name of the field
    whose value is the reader (:data:`YOU`), ``other`` where none is.
    """
    b = bundle(domain, lang)
    if b is None or not b.has_message(mid):
        return None
    msg = b.get_message(mid)
    if msg.value is None:
        return None
    you_word = YOU.get(lang)
    args: dict[str, Any] = dict.fromkeys(_variables_of(domain, lang, mid), "?")
    args.update({k: _value(bot_names(v, lang) if isinstance(v, str) else v) for k, v in fields.items()})
    args["you"] = next((k for k, v in fields.items() if isinstance(v, str) and v == you_word), "other")
    text, _errors = b.format_pattern(msg.value, args)
    return str(text)


def lookup(domain: str, lang: str, mid: str, fields: Mapping[str, Any] | None = None) -> str | None:
    """The message ``mid`` of ``domain`` in ``lang``, else in English; None where neither has it."""
    for language in (lang, "en"):
        said = format_message(domain, language, mid, fields or {})
        if said is not None:
            return said
    return None
