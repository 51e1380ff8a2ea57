"""What an HTTP request brings: its JSON body (origin, rate and size checked) and its fields validated."""

from __future__ import annotations

import json
import unicodedata
from typing import Any

from starlette.requests import Request

from taverna.i18n import YOU
from taverna.i18n.refusals import refusal

from .hub import Server
from .limits import CLIENT, ApiError, _client, _JsonRefused, _loads, _origin_refused, keyed_bucket, said
from .tables import Table, resolve_level, valid_levels


def _str(body: dict[str, Any], key: str, *, required: bool = True, max_len: int = 64) -> str | None:
    value = body.get(key)
    if value is None:
        if required:
            raise ApiError(400, said("body-missing-string", name=repr(key)))
        return None
    if not isinstance(value, str):
        raise ApiError(400, said("body-not-string", name=repr(key), got=json.dumps(value)[:60]))
    if len(value) > max_len:
        raise ApiError(400, said("body-string-long", name=repr(key), length=len(value), limit=max_len))
    return value


def _int(body: dict[str, Any], key: str, *, required: bool = True) -> int | None:
    value = body.get(key)
    if value is None:
        if required:
            raise ApiError(400, said("body-missing-int", name=repr(key)))
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise ApiError(400, said("body-not-int", name=repr(key), got=json.dumps(value)[:60]))
    return value


def _clean_name(raw: str | None, limit: int, lang: str = "en") -> str:
    """The name a person gives, cleaned; refused (said in ``lang``: errors.ftl) when it is none or too long."""
    if raw is None:
        raise ApiError(400, refusal(lang, "name-missing"))
    name = " ".join("".join(ch for ch in raw if unicodedata.category(ch)[0] != "C").split())
    if not name:
        raise ApiError(400, refusal(lang, "name-invisible", got=repr(raw)))
    if len(name) > limit:
        raise ApiError(400, refusal(lang, "name-too-long", length=len(name), limit=limit))
    if name.casefold() in _SECOND_PERSON:
        # the table's texts say "You ask", "Tu chiedi" for a player of that name: everyone would read it as themselves
        raise ApiError(400, refusal(lang, "name-you", name=repr(name)))
    return name


_SECOND_PERSON = {word.casefold() for word in YOU.values()}


def _unique_name(name: str, taken: set[str]) -> str:
    if name not in taken:
        return name
    k = 2
    while f"{name} ({k})" in taken:
        k += 1
    return f"{name} ({k})"


def _level(value: Any) -> str:
    if not isinstance(value, str) or value not in valid_levels():
        raise ApiError(400, said("bot-level", got=repr(value), levels=", ".join(valid_levels())))
    resolve_level(value)
    return value


def _bot_name(idx: int, level: str, taken: set[str]) -> str:
    return _unique_name(f"Bot {idx + 1} ({level})", taken)


HTTP_BUCKETS_MAX = 10000  # addresses whose POST buckets are kept; beyond, the full ones (which hold nothing) go


async def http_rate(request: Request, server: Server) -> None:
    """Take one of the address's POST tokens (``http_rate`` a second, ``http_burst`` at once; over every worker
    with several), or refuse with 429 and ``Retry-After``: the seconds until a token is there again."""
    s = server.settings
    if s.http_rate <= 0:
        return
    host = _client(request)  # the limit key of the address (an IPv6 address's /64)
    bucket = keyed_bucket(server.http_buckets, host, s.http_rate, s.http_burst, HTTP_BUCKETS_MAX)
    allowed = bucket.take()
    if server.cluster is not None:  # one bucket per address over every worker
        allowed = await server.cluster.take_token("http:" + host, s.http_rate, s.http_burst, allowed)
    if not allowed:
        raise ApiError(429, said("http-rate", rate=f"{s.http_rate:g}"), retry_after=max(bucket.wait(), 1 / s.http_rate))


async def _body(request: Request, server: Server) -> dict[str, Any]:
    CLIENT.set(_client(request))  # for the per-address limits of the checks of secrets (guard.py)
    if request.method == "POST":
        refused = _origin_refused(request.headers, server.settings)
        if refused is not None:
            raise ApiError(403, refused)
    if request.method == "POST":
        await http_rate(request, server)
    ctype = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if request.method == "POST" and ctype != "application/json":
        raise ApiError(415, said("body-content-type", got=ctype[:60]) if ctype else said("body-no-content-type"))
    raw = b""
    async for chunk in request.stream():
        raw += chunk
        if len(raw) > server.settings.max_message:
            raise ApiError(413, said("body-too-large", limit=server.settings.max_message))
    if not raw:
        return {}
    try:
        body = _loads(raw, server.settings.max_json_digits)
    except _JsonRefused as exc:
        raise ApiError(400, said("body-json-refused", detail=str(exc))) from None
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise ApiError(400, said("body-not-json", detail=str(exc))) from None
    except (RecursionError, ValueError):  # ValueError: Python's own limit on integer digits, as a last resort
        raise ApiError(400, said("body-too-deep")) from None
    if not isinstance(body, dict):
        raise ApiError(400, said("body-not-object", got=type(body).__name__))
    return body


async def _table(request: Request) -> Table:
    server: Server = request.app.state.server
    code = request.path_params["code"]
    t = await server.get(code, _client(request))  # (a table loaded from storage is charged to the address)
    if t is None:
        raise ApiError(404, said("table-unknown", code=repr(code)))
    return t


def _token_seat(t: Table, body: dict[str, Any]) -> int:
    token = _str(body, "token", max_len=200)
    assert token is not None
    seat = t.seat_for_token(token)
    if seat is None:
        raise ApiError(403, said("token-unknown", code=t.code))
    return seat


def _creator(t: Table, body: dict[str, Any]) -> None:
    if _token_seat(t, body) != t.creator:
        raise ApiError(403, said("creator-only", code=t.code, seat=t.creator))
