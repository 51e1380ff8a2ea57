"""The lobby's texts: each game's title and description, its rule sets' titles and its options' help.

``GameInfo.describe()`` (``GET /api/games``, ``taverna games``) gives them in English, as the engines
write them; :func:`localise` gives the same structure in another language.  Each game keeps its texts in
its own catalogue (``LOBBY`` in its ``messages`` part: ``{language: {key: text}}``); ``MESSAGES`` shows
them all, for each language other than English, as ``{game id: {key: text}}`` with the keys ``title``,
``description``, ``rules.<rule set>``, ``option.<option name>`` (its help; the name as ``describe()`` spells
it, with ``-``), ``label.<option name>`` (its short name) and ``value.<option name>.<choice>`` (a choice's words).
A missing text stays in English; ``tests/test_i18n_lobby.py`` checks that none is missing.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator, Mapping
from typing import Any

from taverna.i18n import lobby_catalogues


class _Lobby(Mapping[str, Mapping[str, Mapping[str, str]]]):
    """``{language: {game id: {key: text}}}``, read from each registered game's ``.ftl`` files (its
    ``lobby-*`` messages; the game registry tells :mod:`taverna.i18n.fluent` where they are)."""

    LANGS = ("it", "ko", "ja", "fr")

    def __getitem__(self, lang: str) -> Mapping[str, Mapping[str, str]]:
        if lang not in self.LANGS:
            raise KeyError(lang)
        return {game: texts[lang] for game, texts in lobby_catalogues().items() if lang in texts}

    def __iter__(self) -> Iterator[str]:
        return iter(self.LANGS)

    def __len__(self) -> int:
        return len(self.LANGS)


MESSAGES: Mapping[str, Mapping[str, Mapping[str, str]]] = _Lobby()


def text_keys(described: Mapping[str, Any]) -> Iterator[tuple[str, str]]:
    """Each ``(key, English text)`` of one game's ``describe()`` (an option shared by rule sets once)."""
    yield "title", described["title"]
    yield "description", described["description"]
    seen: set[str] = set()
    for name, rs in described["rule_sets"].items():
        yield f"rules.{name}", rs["title"]
        for option in rs["options"]:
            if option["name"] not in seen:
                seen.add(option["name"])
                yield f"label.{option['name']}", option.get("label", "")
                yield f"option.{option['name']}", option["help"]
                for choice, words in option.get("choice_labels", {}).items():
                    yield f"value.{option['name']}.{choice}", words


def lobby_text(lang: str, game: str, key: str) -> str | None:
    """The text ``key`` of ``game`` in ``lang``, or ``None`` where there is none (English included)."""
    return MESSAGES.get(lang, {}).get(game, {}).get(key)


def localise(described: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """A copy of one game's ``describe()`` with its texts in ``lang``; English for a missing text or language."""
    out: dict[str, Any] = copy.deepcopy(dict(described))
    texts = MESSAGES.get(lang)
    if not texts:
        return out
    game = texts.get(str(out.get("id")), {})
    for field in ("title", "description"):
        out[field] = game.get(field, out[field])
    for name, rs in out["rule_sets"].items():
        rs["title"] = game.get(f"rules.{name}", rs["title"])
        for option in rs["options"]:
            option["help"] = game.get(f"option.{option['name']}", option["help"])
            if option.get("label"):
                option["label"] = game.get(f"label.{option['name']}", option["label"])
            for choice, words in option.get("choice_labels", {}).items():
                option["choice_labels"][choice] = game.get(f"value.{option['name']}.{choice}", words)
    return out


__all__ = ["MESSAGES", "lobby_text", "localise", "text_keys"]
