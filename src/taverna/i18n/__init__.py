"""The sentences of the games' text modules, the terminal and the server, in English, Italian, Korean and
Japanese: Project Fluent files read by :mod:`taverna.i18n.fluent` (``docs/i18n.md``).

The shared sentences are ``taverna/locales/<lang>/common.ftl``; each game's are its own folder's
``locales/<lang>.ftl``, which the game registry tells :mod:`taverna.i18n.fluent` of (``add_domain``, from
``taverna.games.register``): the sentences never import a game.  :func:`say` picks the message for a game, a
language and a key, falls back to English (then to the shared sentences) for a missing one, and never raises:
a text client must not crash on a sentence.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import lru_cache

from babel.lists import format_list

from taverna.i18n import fluent
from taverna.i18n.fluent import LANGS, YOU, message_id

Catalogue = Mapping[str, Mapping[str, str]]


def lobby_catalogues() -> dict[str, Catalogue]:
    """Every registered game's lobby texts, ``{game: {lang: {key: text}}}`` (``taverna.i18n.lobby``): the
    messages ``lobby-<key>`` of its ``.ftl`` files (``.`` written ``--``).  Read once per generation of the
    domains (``fluent.generation``): formatting them all took ~50 ms, and ``GET /api/games?lang=it`` asked for
    them once per text, ~0.45 s on the server's event loop per request.  The answer is shared: not to be changed."""
    return _lobby_catalogues(fluent.generation())


@lru_cache(maxsize=1)
def _lobby_catalogues(generation: int) -> dict[str, Catalogue]:
    out: dict[str, Catalogue] = {}
    for game in fluent.domains():
        if game in fluent.SHARED_DOMAINS:
            continue
        texts: dict[str, dict[str, str]] = {}
        for lang in LANGS:
            for mid in fluent.message_variables(game, lang):
                if mid.startswith("lobby-"):
                    text = fluent.format_message(game, lang, mid, {})
                    if text is not None:
                        texts.setdefault(lang, {})[mid[len("lobby-") :].replace("--", ".")] = text
        out[game] = texts
    return out


def sentences(game: str) -> dict[str, dict[str, frozenset[str]]]:
    """``{lang: {key: the fields it shows}}`` for ``game`` (``"common"`` for the shared ones): its messages (the
    lobby's ``lobby-`` ones left out; a variable only chosen by, such as ``$you`` or a count that a language
    without plurals need not say, is not shown); empty for an unknown game."""
    out: dict[str, dict[str, frozenset[str]]] = {}
    if not fluent.has_domain(game):
        return out
    for lang in LANGS:
        if fluent.source(game, lang) is not None:
            out[lang] = {
                mid: names
                for mid, names in fluent.message_variables(game, lang, shown=True).items()
                if not mid.startswith("lobby-")
            }
    return out


def say(game: str, lang: str, key: str, **fields: object) -> str:
    """The sentence ``key`` of ``game`` in ``lang`` with ``fields`` filled in; never raises.

    A missing message in ``lang`` falls back to English, then to the shared sentences; an unknown key gives
    the key itself; a missing field shows as ``?``.  A field holding ``YOU[lang]`` is the reader (``$you``).
    """
    for source in (game, "common"):
        if fluent.has_domain(source):
            said = fluent.lookup(source, lang, message_id(key), fields)
            if said is not None:
                return said
    return key


def names(lang: str, items: Iterable[object], game: str = "common") -> str:
    """``Ada and Bruno`` (``Ada, Carla e Bruno``, ``Ada, Bruno``, ``AdaとBruno``) for a list; the text of anything else."""
    if isinstance(items, str) or not isinstance(items, Iterable):
        return str(items)
    words = [str(x) for x in items]
    if len(words) <= 1:
        return "".join(words)
    return say(game, lang, "list", head=say(game, lang, "list_sep").join(words[:-1]), last=words[-1])


def winners(lang: str, winner: object) -> dict[str, object]:
    """The fields ``winner`` and ``count`` of a sentence that names a match's winner or winners (a side, a shared
    pool): ``{"winner": "Ada and Bruno", "count": 2}``, the names as :func:`names` lists them."""
    if isinstance(winner, list):
        return {"winner": names(lang, winner), "count": len(winner)}
    return {"winner": str(winner), "count": 1}


def listed(lang: str, items: Iterable[str], style: str = "standard") -> str:
    """Phrases as a list in ``lang`` by CLDR's own list pattern (babel's ``format_list``): ``standard`` gives
    ``a, b, and c``, ``a, b e c``, ``a, b 및 c``, ``a、b、c``, ``a, b et c``; ``unit-short`` a list of measures
    (``+1 token, +2 chips``, as the browser's ``Intl.ListFormat`` type ``unit``).  Fluent has no construct for a
    list of any length; CLDR's patterns are the translators' data for every locale (docs/i18n.md)."""
    words = [str(x) for x in items]
    if not words:
        return ""
    return format_list(words, style=style, locale=lang if lang in LANGS else "en")  # type: ignore[arg-type]


def chained(game: str, lang: str, key: str, texts: Iterable[str]) -> str:
    """Texts one after another, each two joined by the message ``key`` of ``game`` (its variables ``$head`` and
    ``$tail``, the rest of the chain): what stands between them is the translators' (a space, none in Japanese,
    ``; `` or French's `` ; ``).  Empty texts are left out."""
    said = [t for t in texts if t]
    if not said:
        return ""
    out = said[-1]
    for text in reversed(said[:-1]):
        out = say(game, lang, key, head=text, tail=out)
    return out


def one_after_another(lang: str, *texts: str) -> str:
    """Whole sentences one after another, as ``lang`` writes them (the shared message ``sentences``: a space
    between them, none in Japanese); empty texts are left out."""
    return chained("common", lang, "sentences", texts)


__all__ = [
    "LANGS",
    "YOU",
    "chained",
    "fluent",
    "listed",
    "lobby_catalogues",
    "names",
    "one_after_another",
    "say",
    "sentences",
]
