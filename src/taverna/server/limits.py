"""The limits on what comes in: a refusal's HTTP error, the token bucket of the rate limits, the origin check,
JSON with bounded numbers, and the client's address."""

from __future__ import annotations

import ipaddress
import json
import time
from contextvars import ContextVar
from typing import Any
from urllib.parse import urlsplit

from starlette.requests import HTTPConnection

from taverna.i18n.refusals import Said, refusal

from .config import Settings

# The limit key of the client of the HTTP request being answered (set by ``inputs._body``): the checks of
# secrets deeper down (an unknown player key) count their failures per address with it.
CLIENT: ContextVar[str | None] = ContextVar("taverna_client", default=None)


def said(key: str, **fields: Any) -> Said:
    """A refusal by its sentence in errors.ftl, in English: the HTTP error handler (``app._api_error``) says it
    again in the language the request asks (``?lang=``, else ``Accept-Language``: ``i18n.request_lang``)."""
    return refusal("en", key, **fields)


class ApiError(Exception):
    def __init__(self, status: int, message: str, field: str | None = None, *, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.field = field  # the form control the error is about (``seats``, ``option:chips``, ...), if one is
        self.retry_after = retry_after  # seconds: sent as a Retry-After header (a 429's wait)


class Bucket:
    """A token bucket: ``rate`` per second, at most ``burst`` at once."""

    __slots__ = ("burst", "last", "level", "rate")

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst, self.level, self.last = rate, burst, burst, time.monotonic()

    def take(self, cost: float = 1.0) -> bool:
        """Take ``cost`` tokens (a request's work, such as the actions a replay replays) if there are that many."""
        t = time.monotonic()
        self.level = min(self.burst, self.level + (t - self.last) * self.rate)
        self.last = t
        if self.level >= cost:
            self.level -= cost
            return True
        return False

    def spend(self, cost: float) -> None:
        """Take ``cost`` tokens whatever there are (a work measured once done): the bucket may owe some, and
        ``has`` and ``take`` refuse until it is paid back."""
        self.level = self.now() - cost
        self.last = time.monotonic()

    def has(self, cost: float) -> bool:
        """Whether ``take(cost)`` would succeed now (nothing is taken)."""
        return self.now() >= cost

    def now(self) -> float:
        """The tokens there are now."""
        return min(self.burst, self.level + (time.monotonic() - self.last) * self.rate)

    def wait(self, cost: float = 1.0) -> float:
        """Seconds until ``take(cost)`` succeeds."""
        level = min(self.burst, self.level + (time.monotonic() - self.last) * self.rate)
        return max(0.0, (cost - level) / self.rate)


def keyed_bucket(buckets: dict[str, Bucket], key: str, rate: float, burst: float, most: int = 10000) -> Bucket:
    """``key``'s bucket in ``buckets`` (made full if it has none).  At most ``most`` are kept: beyond, the full ones go
    (a full bucket is the same as a new one: forgetting it forgives nothing; clearing them all, as before, gave every
    address a new burst whenever many addresses had asked), then the fullest, those of the addresses being refused
    last."""
    bucket = buckets.get(key)
    if bucket is None:
        if len(buckets) >= most:
            for k in [k for k, b in buckets.items() if b.has(b.burst)]:
                del buckets[k]
            if len(buckets) >= most:
                fullest = sorted(buckets, key=lambda k: buckets[k].now(), reverse=True)
                for k in fullest[: len(buckets) - most // 2]:
                    del buckets[k]
        bucket = buckets[key] = Bucket(rate, burst)
    return bucket


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


def _origin_refused(headers: Any, settings: Settings) -> Said | None:
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
    return said("origin-refused", origin=repr(origin[:100]))


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


def limit_key(addr: str) -> str:
    """The key of an address's per-address limits: an IPv4 address itself, an IPv6 address's /64 network (one
    subscriber usually holds a whole /64, so counting exact IPv6 addresses would give them 2**64 budgets); an
    IPv4-mapped IPv6 address is its IPv4 address; anything else (no address) as it is."""
    try:
        ip = ipaddress.ip_address(addr.split("%", 1)[0])
    except ValueError:
        return addr[:100]
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((ip, 64), strict=False))
    return str(ip)


def _client(conn: HTTPConnection) -> str:
    """The client's limit key (``limit_key``) of its address: the peer of the connection (a proxy's
    X-Forwarded-For only with ``trust_proxy``).  Every per-address limit counts by this key."""
    return limit_key(conn.client.host if conn.client else "?")
