"""The limits on what comes in: a refusal's HTTP error, the token bucket of the rate limits, the origin check,
JSON with bounded numbers, and the client's address."""

from __future__ import annotations

import json
import time
from typing import Any
from urllib.parse import urlsplit

from starlette.requests import HTTPConnection

from .config import Settings


class ApiError(Exception):
    def __init__(self, status: int, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.field = field  # the form control the error is about (``seats``, ``option:chips``, ...), if one is


class Bucket:
    """A token bucket: ``rate`` per second, at most ``burst`` at once."""

    __slots__ = ("burst", "last", "level", "rate")

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst, self.level, self.last = rate, burst, burst, time.monotonic()

    def take(self) -> bool:
        t = time.monotonic()
        self.level = min(self.burst, self.level + (t - self.last) * self.rate)
        self.last = t
        if self.level >= 1:
            self.level -= 1
            return True
        return False

    def wait(self) -> float:
        """Seconds until ``take`` succeeds."""
        level = min(self.burst, self.level + (time.monotonic() - self.last) * self.rate)
        return max(0.0, (1 - level) / self.rate)


def _netloc(scheme: str, netloc: str) -> str:
    """``host[:port]`` in lower case without the scheme's default port."""
    netloc = netloc.strip().lower()
    default = {"http": ":80", "https": ":443", "ws": ":80", "wss": ":443"}.get(scheme)
    return netloc[: -len(default)] if default and netloc.endswith(default) else netloc


def origin_key(origin: str) -> str | None:
    """``scheme://host[:port]`` of an Origin header or an allowed origin; None if it is not one."""
    try:
        u = urlsplit(origin.strip())
        u.port  # noqa: B018 (a port that is not a number raises)
    except ValueError:
        return None
    if u.scheme not in ("http", "https") or not u.netloc or "@" in u.netloc or u.path not in ("", "/") or u.query:
        return None
    return f"{u.scheme}://{_netloc(u.scheme, u.netloc)}"


def _origin_refused(headers: Any, settings: Settings) -> str | None:
    """Why a browser page of another origin may not post or connect here (None: allowed).

    No Origin header (curl, the CLI, other programs) is allowed: browsers send one with every websocket
    and every cross-site POST.  Allowed: the same host and port as the request's Host, and ``allow_origins``.
    """
    origin = headers.get("origin")
    if origin is None:
        return None
    key = origin_key(origin)
    host = headers.get("host")
    if key is not None:
        scheme, netloc = key.split("://", 1)
        if host is not None and netloc == _netloc(scheme, host):
            return None
        if key in {origin_key(a) for a in settings.allow_origins}:
            return None
    return (f"requests from pages of another site ({origin[:100]!r}) are refused: this server accepts its own pages "
            "(and the origins its operator allows with --allow-origin)")  # fmt: skip


class _JsonRefused(ValueError):
    pass


def _loads(raw: str | bytes, digits: int) -> Any:
    """``json.loads`` with integers of at most ``digits`` digits and text that is valid Unicode."""

    def number(text: str) -> int:
        if len(text.lstrip("-")) > digits:
            raise _JsonRefused(f"a number has {len(text.lstrip('-'))} digits; at most {digits} are accepted")
        return int(text)

    data = json.loads(raw, parse_int=number)
    try:
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise _JsonRefused("a string holds a lone surrogate (a \\ud800-\\udfff escape that is not part of a "
                           "pair); text must be valid Unicode") from None  # fmt: skip
    return data


def _client(conn: HTTPConnection) -> str:
    """The client's address: the peer of the connection (a proxy's X-Forwarded-For only with ``trust_proxy``)."""
    return conn.client.host if conn.client else "?"
