"""Path parameters, validated where the routes are matched (issue 28, item 9).

Every route that takes a parameter names one of these convertors (``/api/tables/{code:code}``,
``/api/players/{pid:id}``): a parameter that is not of its shape (a number past 64 bits, a negative one, a
code of other characters, a NUL, a kilobyte of text) never reaches a handler, let alone the database; the
request answers 404 with a JSON error saying what the parameter must be (:func:`explain`).
"""

from __future__ import annotations

import re
from typing import Any, ClassVar, TypeVar

from starlette.convertors import Convertor, register_url_convertor
from starlette.routing import BaseRoute, Route, WebSocketRoute

from .limits import said

T = TypeVar("T")


class Param(Convertor[T]):
    """A convertor that says what its parameter must be."""

    describe: ClassVar[str] = ""
    key: ClassVar[str] = ""  # the sentence in errors.ftl that says it (path-code, ...), with the parameter's name


class CodeConvertor(Param[str]):
    """A table's or tournament's code: 1 to 16 letters and digits (any case: the code is upper-cased)."""

    regex: ClassVar[str] = "[A-Za-z0-9]{1,16}"
    describe: ClassVar[str] = "a code of 1 to 16 letters and digits, such as K7M2QX"
    key: ClassVar[str] = "path-code"

    def convert(self, value: str) -> str:
        return value

    def to_string(self, value: str) -> str:
        return str(value)


class IdConvertor(Param[int]):
    """A row's id: a decimal number of at most 18 digits (it always fits a 64-bit database integer)."""

    regex: ClassVar[str] = "[0-9]{1,18}"
    describe: ClassVar[str] = "a number of 1 to 18 digits, such as 12"
    key: ClassVar[str] = "path-id"

    def convert(self, value: str) -> int:
        return int(value)

    def to_string(self, value: int) -> str:
        return str(int(value))


class NameConvertor(Param[str]):
    """A game id or a language: 1 to 32 lower-case letters, digits, ``_`` and ``-``."""

    regex: ClassVar[str] = "[a-z0-9_-]{1,32}"
    describe: ClassVar[str] = "a name of 1 to 32 lower-case letters, digits, _ and -"
    key: ClassVar[str] = "path-name"

    def convert(self, value: str) -> str:
        return value

    def to_string(self, value: str) -> str:
        return str(value)


class AssetConvertor(Param[str]):
    """A file of the browser UI under ``static/`` (assets.py): at most six names of letters, digits, ``_``, ``-``
    and ``.`` (not first: no hidden file, no ``..``), joined by ``/``."""

    regex: ClassVar[str] = r"[A-Za-z0-9_-][A-Za-z0-9_.-]{0,99}(?:/[A-Za-z0-9_-][A-Za-z0-9_.-]{0,99}){0,5}"
    describe: ClassVar[str] = "a file's path under /static/, such as js/api.js"
    key: ClassVar[str] = "path-asset"

    def convert(self, value: str) -> str:
        return value

    def to_string(self, value: str) -> str:
        return str(value)


CONVERTORS: dict[str, Param[Any]] = {
    "code": CodeConvertor(),
    "id": IdConvertor(),
    "name": NameConvertor(),
    "asset": AssetConvertor(),
}
for _key, _conv in CONVERTORS.items():
    register_url_convertor(_key, _conv)

_PARAM = re.compile(r"{([a-zA-Z_][a-zA-Z0-9_]*)(?::([a-zA-Z_][a-zA-Z0-9_]*))?}")


def explain(routes: list[BaseRoute], path: str) -> str | None:
    """Why ``path`` matched no route although it has the shape of one: which parameter is not valid and what it
    must be (None when no route has that shape)."""
    for route in routes:
        if not isinstance(route, (Route, WebSocketRoute)):
            continue
        names: list[tuple[str, str | None]] = []
        pattern = ""
        last = 0
        for m in _PARAM.finditer(route.path):
            pattern += re.escape(route.path[last : m.start()]) + "([^/]*)"
            names.append((m.group(1), m.group(2)))
            last = m.end()
        if not names:
            continue
        pattern += re.escape(route.path[last:])
        found = re.fullmatch(pattern, path)
        if found is None:
            continue
        for (name, kind), value in zip(names, found.groups(), strict=True):
            conv = CONVERTORS.get(kind or "")
            if conv is not None and re.fullmatch(conv.regex, value) is None:
                return said(conv.key, name=name) if conv.key else f"{name} must be {conv.describe}"
    return None
