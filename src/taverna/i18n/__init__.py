"""The sentences of the games' text modules, in English, Italian, Korean and Japanese.

Each game has a catalogue module (``taverna.i18n.<game>``) holding ``MESSAGES``: for each language a
dict from a stable key (``"play"``, ``"trick"``) to a template in :meth:`str.format` syntax.  Keys
shared by several games live in ``taverna.i18n.common``.  :func:`say` picks the template for a game,
a language and a key, falls back to English (then to the common catalogue) for a missing key, and
never raises: a text client must not crash on a sentence.

Plurals: a field written ``{n:card|cards}`` gives ``card`` when ``n`` is 1 and ``cards`` otherwise
(``{n}`` alone still gives the number).  Korean and Japanese need no such choice.
"""

from __future__ import annotations

import importlib
import string
from collections.abc import Iterable, Mapping
from functools import cache
from typing import Any

LANGS = ("en", "it", "ko", "ja")
GAMES = ("cucu", "torionfo", "coch", "zifuli", "kille", "hypp", "coteccio", "cuajo")

Catalogue = Mapping[str, Mapping[str, str]]


@cache
def catalogue(game: str) -> Catalogue:
    """``{lang: {key: template}}`` for ``game`` (``"common"`` for the shared keys); empty if unknown."""
    if game not in GAMES and game != "common":
        return {}
    module = importlib.import_module(f"taverna.i18n.{game}")
    messages: Catalogue = module.MESSAGES
    return messages


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
        cat = catalogue(source)
        for language in (lang, "en"):
            text = cat.get(language, {}).get(key)
            if text is not None:
                return text
    return None


def say(game: str, lang: str, key: str, **fields: Any) -> str:
    """The sentence ``key`` of ``game`` in ``lang`` with ``fields`` filled in; never raises.

    A missing key in ``lang`` falls back to English; an unknown key gives the key itself; a missing
    field shows as ``?``.
    """
    text = template(game, lang, key)
    if text is None:
        return key
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
    if len(words) <= 2:
        return say(game, lang, "and").join(words)
    return say(game, lang, "list_sep").join(words[:-1]) + say(game, lang, "and") + words[-1]


def fields_of(text: str) -> set[str]:
    """The field names a template uses (``{n:card|cards}`` counts as ``n``)."""
    out: set[str] = set()
    for _, name, _, _ in string.Formatter().parse(text):
        if name is not None:
            out.add(name)
    return out


__all__ = ["GAMES", "LANGS", "catalogue", "fields_of", "names", "say", "template"]
