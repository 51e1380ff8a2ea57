"""Refusals in the reader's language: the shared Fluent domain ``errors`` (``taverna/locales/<lang>/errors.ftl``).

An error a person can meet names its sentence: a :class:`~taverna.core.errors.TavernaError` (or a
:class:`Refused` of the server or the terminal) has a ``key`` and ``fields``.  :func:`localise` says it in a
language, :func:`refusal` says a sentence by its id; both fall back to English, and an error without a
sentence (one only a program or a record's author meets) is said as its English ``str()``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from taverna.i18n import fluent

DOMAIN = "errors"


class Said(str):
    """A refusal said in a language that keeps the id of its sentence and its variables (``key``, ``fields``:
    strings and numbers only), which the websocket sends along so that a page may say it in its own words."""

    key: str | None
    fields: dict[str, str | int | float]

    def __new__(cls, text: str, key: str | None = None, fields: Mapping[str, Any] | None = None) -> Said:
        said = super().__new__(cls, text)
        said.key = key
        said.fields = {k: v for k, v in (fields or {}).items() if isinstance(v, (str, int, float))}
        return said

    def wire(self) -> dict[str, Any]:
        """``{"key", "fields"}`` for a message that carries this refusal (empty without a sentence)."""
        return {"key": self.key, "fields": self.fields} if self.key else {}


def refusal(lang: str, key: str, **fields: Any) -> Said:
    """The refusal ``key`` in ``lang`` (English where ``lang`` lacks it) with ``fields``; the key itself
    where no language has it."""
    return Said(fluent.lookup(DOMAIN, lang, key, fields) or key, key, fields)


def localise(exc: BaseException, lang: str) -> Said:
    """``exc`` said in ``lang``: its sentence (``exc.key``, ``exc.fields``), else its English ``str()``.  A field
    that is itself an error (the reason a record's action does not replay) is said in ``lang`` too."""
    key = getattr(exc, "key", None)
    fields = getattr(exc, "fields", None)
    if isinstance(key, str) and isinstance(fields, Mapping):
        values = {k: localise(v, lang) if isinstance(v, BaseException) else v for k, v in fields.items()}
        said = fluent.lookup(DOMAIN, lang, key, values)
        if said is not None:
            return Said(said, key, values)
    return Said(str(exc))


class Refused(ValueError):
    """A refusal by its sentence: ``str()`` is the English one, :func:`localise` says it in any language."""

    def __init__(self, key: str, **fields: Any) -> None:
        super().__init__(refusal("en", key, **fields))
        self.key = key
        self.fields = fields


__all__ = ["DOMAIN", "Refused", "Said", "localise", "refusal"]
