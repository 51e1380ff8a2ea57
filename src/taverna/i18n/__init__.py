"""The sentences of the games' text modules, in English, Italian, Korean and Japanese.

Each game has a catalogue, its ``messages`` part (``taverna.games.<game>.messages``) holding
``MESSAGES``: for each language a dict from a stable key (``"play"``, ``"trick"``) to a template in
:meth:`str.format` syntax.  The game registry tells this module where each game's catalogue is
(:func:`add_catalogue`, from ``taverna.games.register``): the sentences never import a game.  Keys
shared by several games live in ``taverna.i18n.common``.  :func:`say` picks the template for a game,
a language and a key, falls back to English (then to the common catalogue) for a missing key, and
never raises: a text client must not crash on a sentence.

Plurals: a field written ``{n:card|cards}`` gives ``card`` when ``n`` is 1 and ``cards`` otherwise
(``{n}`` alone still gives the number).  Korean and Japanese need no such choice.
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Iterable, Mapping
from functools import cache
from typing import Any

from taverna.i18n import fluent
from taverna.i18n.fluent import LANGS, YOU, message_id

Catalogue = Mapping[str, Mapping[str, str]]

# where each game's catalogue is: a function giving it (its ``MESSAGES``), told by the game registry
_CATALOGUES: dict[str, Callable[[], Catalogue]] = {}


_LOBBIES: dict[str, Callable[[], Catalogue]] = {}


def lobby_catalogues() -> dict[str, Catalogue]:
    """Every registered game's lobby texts, ``{game: {lang: {key: text}}}`` (``taverna.i18n.lobby``): the
    messages ``lobby-<key>`` of its ``.ftl`` files (``.`` written ``--``), or its ``LOBBY`` catalogue."""
    out = {game: load() for game, load in _LOBBIES.items()}
    for game in fluent.domains():
        if game in fluent.SHARED_DOMAINS:
            continue
        texts: dict[str, dict[str, str]] = {}
        for lang in LANGS:
            for mid in fluent.message_variables(game, lang):
                if mid.startswith("lobby-"):
                    text = fluent.format_message(game, lang, mid, {})
                    if text is not None:
                        texts.setdefault(lang, {})[mid[len("lobby-"):].replace("--", ".")] = text
        out[game] = texts
    return out


def add_catalogue(game: str, load: Callable[[], Catalogue], lobby: Callable[[], Catalogue] | None = None) -> None:
    """Tell where ``game``'s catalogue is: ``load()`` gives it, when first needed.  The game registry
    calls this for every game it registers (``taverna.games.register``)."""
    if game == "common":
        raise ValueError("'common' is the shared catalogue, not a game's")
    _CATALOGUES[game] = load
    if lobby is not None:
        _LOBBIES[game] = lobby
    catalogue.cache_clear()


@cache
def catalogue(game: str) -> Catalogue:
    """``{lang: {key: template}}`` for ``game`` (``"common"`` for the shared keys); empty if unknown."""
    load = _CATALOGUES.get(game)
    return {} if load is None else load()


def sentences(game: str) -> dict[str, dict[str, frozenset[str]]]:
    """``{lang: {key: the fields it shows}}`` for ``game`` (``"common"`` for the shared ones): its Fluent
    messages (the lobby's ``lobby-`` ones left out; a variable only chosen by, such as ``$you`` or a count
    that a language without plurals need not say, is not shown) or its old catalogue's templates."""
    if fluent.has_domain(game):
        out: dict[str, dict[str, frozenset[str]]] = {}
        for lang in LANGS:
            if fluent.source(game, lang) is not None:
                out[lang] = {
                    mid: names
                    for mid, names in fluent.message_variables(game, lang, shown=True).items()
                    if not mid.startswith("lobby-")
                }
        return out
    return {lang: {k: frozenset(fields_of(t)) for k, t in texts.items()} for lang, texts in catalogue(game).items()}


class _Missing(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return "?"


class _Formatter(string.Formatter):
    """``str.format`` with ``{n:one|other}`` plural choices, forgiving bad fields."""

    def get_value(self, key: int | str, args: Any, kwargs: Mapping[str, Any]) -> Any:
        if isinstance(key, int):
            return "?"
        return kwargs[key]

    def format_field(self, value: Any, format_spec: str) -> Any:
        if "|" in format_spec:
            one, _, other = format_spec.partition("|")
            try:
                n = float(value)
            except (TypeError, ValueError):
                return other
            return one if n == 1 else other
        try:
            return format(value, format_spec)
        except (TypeError, ValueError):
            return str(value)


_FMT = _Formatter()


def template(game: str, lang: str, key: str) -> str | None:
    """The template for ``key``: the game's in ``lang``, else the game's in English, else the common one."""
    for source in (game, "common"):
        if fluent.has_domain(source):
            continue
        cat = catalogue(source)
        for language in (lang, "en"):
            text = cat.get(language, {}).get(key)
            if text is not None:
                return text
    return None


# YOU (taverna.i18n.fluent): the player's own name at a terminal that does not ask for one: sentences whose
# subject it is are said in the second person ("You ask", "Tu chiedi", "당신이 요청합니다"), see docs/i18n.md.

_EN_SKIP = frozenset({"now", "also", "still", "again", "then", "first", "cannot", "must", "may", "can", "will"})
_EN_IRREGULAR = {"is": "are", "has": "have", "does": "do", "was": "were", "goes": "go"}
_IT_SKIP = frozenset({"non", "ora", "lo", "la", "li", "le", "gli", "ne", "ci", "ancora", "già", "poi"})
_IT_IRREGULAR = {"è": "sei", "ha": "hai", "sta": "stai", "dà": "dai", "fa": "fai", "va": "vai", "può": "puoi",
                 "deve": "devi", "vuole": "vuoi", "sa": "sai", "esce": "esci", "rimane": "rimani",
                 "vincono": "vinci", "perdono": "perdi", "continuano": "continui", "passa": "passi"}  # fmt: skip
_IT_PREPOSITIONS = frozenset({"a", "di", "per", "con", "da", "tra", "fra", "su", "e", "che", "dal", "al", "del"})
_KO_PARTICLES = {"이(가)": "이", "은(는)": "은", "을(를)": "을", "와(과)": "과", "(으)로": "으로", "아(야)": "아"}
_STARTS = (".", "!", "?", ":", ";", "(", '"', "«", "「", "—")


def _en_verb(word: str) -> str:
    if word in _EN_IRREGULAR:
        return _EN_IRREGULAR[word]
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("sses", "shes", "ches", "xes", "zes", "oes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def _it_verb(word: str) -> str:
    if word in _IT_IRREGULAR:
        return _IT_IRREGULAR[word]
    if word.endswith(("ca", "ga")):
        return word[:-1] + "hi"
    if word.endswith("ia"):
        return word[:-1]
    if word.endswith(("a", "e")):
        return word[:-1] + "i"
    return word


def _conjugate(rest: str, lang: str) -> str:
    """The literal after a second-person subject with its first verb in the second person."""
    words = rest.split(" ")
    skip, verb = (_EN_SKIP, _en_verb) if lang == "en" else (_IT_SKIP, _it_verb)
    for i, w in enumerate(words):
        if not w:
            continue
        if lang == "it" and w == "si":  # reflexive: "si ritira" -> "ti ritiri"
            words[i] = "ti"
            continue
        if w in skip:
            if w in ("cannot", "must", "may", "can", "will"):
                break
            continue
        core = w.rstrip(".,;:!?)")
        if core.isalpha() or (lang == "it" and core in _IT_IRREGULAR):
            words[i] = verb(core) + w[len(core):]
        break
    text = " ".join(words)
    if lang == "en":
        text = text.replace(" their ", " your ")
    return text


_EN_JOINS = re.compile(r"(\band |\bthen |: )([a-z]+)\b")
_IT_JOINS = re.compile(r"(\be |\bed |: )((?:(?:non|lo|la|li|le|gli|ne|ci|si) )*)([a-zàèéìòù]+)(?=[ .,;:!?]|$)")
_SENTENCE_END = re.compile(r"[.!?](\s|$)")


def _coordinated(literal: str, lang: str) -> str:
    """``literal`` with the verbs the second-person subject also governs ("… and shows it", "… e la mostra",
    "…: pays") in the second person, up to the end of the sentence."""
    end = _SENTENCE_END.search(literal)
    head, tail = (literal[: end.start()], literal[end.start():]) if end else (literal, "")
    if lang == "en":
        def en(m: re.Match[str]) -> str:
            w = m.group(2)
            return m.group(1) + (_en_verb(w) if w in _EN_IRREGULAR or (w.endswith("s") and w not in _EN_SKIP) else w)

        head = _EN_JOINS.sub(en, head)
    elif lang == "it":
        def it(m: re.Match[str]) -> str:
            join, clitics, w = m.group(1), m.group(2), m.group(3)
            if w not in _IT_IRREGULAR and not (clitics and w.endswith(("a", "e"))):
                return m.group(0)  # (only a verb known as one, or one after its pronoun: "e la prende")
            if join == "ed " and not clitics:
                join = "e "
            return join + clitics.replace("si ", "ti ") + _it_verb(w)

        head = _IT_JOINS.sub(it, head)
    return head + tail


def _ends_sentence(literal: str) -> bool:
    return _SENTENCE_END.search(literal) is not None


def _second_person(text: str, lang: str, fields: Mapping[str, Any]) -> str:
    """``text`` with the fields that hold ``YOU[lang]`` said in the second person (a template again)."""
    you = YOU.get(lang)
    if you is None or lang == "ja":
        return text
    names = {k for k, v in fields.items() if isinstance(v, str) and v == you}
    parsed = list(string.Formatter().parse(text))
    if not names or not any(f in names and not (spec and "|" in spec) for _, f, spec, _ in parsed):
        return text
    out = ""
    pending: str | None = None  # how to treat the next literal: "subject", "possessive"
    governs = False  # within a sentence whose subject is the second person (its later verbs follow it)
    for i, (literal, field, spec, conv) in enumerate(parsed):
        lit = literal.replace("{", "{{").replace("}", "}}")
        if pending == "possessive" and lit.startswith("'s"):
            lit = lit[2:]
        elif pending == "subject":
            first = _conjugate(lit, lang)
            cut = len(first) - len(lit.lstrip()) + len(first.lstrip().split(" ", 1)[0])
            lit = first[:cut] + _coordinated(first[cut:], lang)
            governs = not _ends_sentence(first[cut:])
        elif governs and lang in ("en", "it"):
            lit = _coordinated(lit, lang)
            governs = not _ends_sentence(lit)
        elif pending == "ko":
            for generic, particle in _KO_PARTICLES.items():
                if lit.startswith(generic):
                    lit = particle + lit[len(generic):]
                    break
        pending = None
        out += lit
        if field is None:
            continue
        if field in names and not (spec and "|" in spec):
            start = not out.strip() or out.rstrip().endswith(_STARTS)
            if lang == "ko":
                out += you
                pending = "ko"
            elif lang == "en":
                follows = parsed[i + 1][0] if i + 1 < len(parsed) else ""
                if follows.startswith("'s"):
                    out += "Your" if start else "your"
                    pending = "possessive"
                else:
                    out += "You" if start else "you"
                    pending = "subject" if follows.startswith(" ") else None
            else:  # Italian: "te" after a preposition; the subject "tu" before its verb; else "tu"
                words = out.split()
                follows = parsed[i + 1][0] if i + 1 < len(parsed) else ""
                if words and words[-1].lower() in _IT_PREPOSITIONS:
                    out += "te"
                elif (start or out.rstrip().endswith(",")) and follows.startswith(" ") and follows.strip():
                    out += "Tu" if start else "tu"
                    pending = "subject"
                else:
                    out += "Tu" if start else "tu"
            continue
        out += "{" + field + (f"!{conv}" if conv else "") + (f":{spec}" if spec else "") + "}"
    return out


def say(game: str, lang: str, key: str, **fields: Any) -> str:
    """The sentence ``key`` of ``game`` in ``lang`` with ``fields`` filled in; never raises.

    A missing key in ``lang`` falls back to English; an unknown key gives the key itself; a missing
    field shows as ``?``.  A field holding ``YOU[lang]`` is said in the second person.
    """
    for source in (game, "common"):
        if fluent.has_domain(source):
            for language in (lang, "en"):
                said = fluent.format_message(source, language, message_id(key), fields)
                if said is not None:
                    return said
            continue
        if template(source, lang, key) is not None:
            break
    text = template(game, lang, key)
    if text is None:
        return key
    try:
        text = _second_person(text, lang, fields)
    except (ValueError, IndexError):
        pass
    values = _Missing(fields)
    try:
        return _FMT.vformat(text, (), values)
    except (KeyError, IndexError, ValueError, TypeError, AttributeError):
        if lang != "en":
            return say(game, "en", key, **fields)
        return text


def names(lang: str, items: Iterable[Any], game: str = "common") -> str:
    """``Ada and Bruno`` (``Ada, Carla e Bruno``, ``Ada, Bruno``, ``AdaとBruno``) for a list; the text of anything else."""
    if isinstance(items, str) or not isinstance(items, Iterable):
        return str(items)
    words = [str(x) for x in items]
    if len(words) <= 1:
        return "".join(words)
    return say(game, lang, "list", head=say(game, lang, "list_sep").join(words[:-1]), last=words[-1])


def fields_of(text: str) -> set[str]:
    """The field names a template uses (``{n:card|cards}`` counts as ``n``)."""
    out: set[str] = set()
    for _, name, _, _ in string.Formatter().parse(text):
        if name is not None:
            out.add(name)
    return out


__all__ = ["LANGS", "YOU", "add_catalogue", "catalogue", "fields_of", "names", "say", "sentences", "template"]
