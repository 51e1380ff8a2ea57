"""The HTTP API of ``docs/protocol.md``: games, languages, tables (create, list, join, bots, start, rematch, record)."""

from __future__ import annotations

import base64
import hashlib
import json
import logging
import math
import re
import time
from functools import lru_cache
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from taverna.core import TavernaError
from taverna.core.rng import HMAC_SHA256
from taverna.games import create_match, games, get_game
from taverna.games.sampling import search_hints
from taverna.i18n import fluent
from taverna.i18n.lobby import localise
from taverna.i18n.refusals import localise as refusal_in
from taverna.i18n.refusals import refusal

from . import players
from . import rematch as rematches
from .assets import REVALIDATE, Body, Negotiated
from .checks import error_field, rule_set_seats, seat_range
from .db import Fenced, hash_token
from .hub import Server
from .i18n import LANGS, i18n
from .inputs import _body, _bot_name, _clean_name, _creator, _int, _level, _str, _table, _token_seat, _unique_name
from .limits import ApiError, _client, said
from .tables import Seat, Table, fresh_secret, fresh_token, valid_levels

log = logging.getLogger("taverna.server")


async def api_games(request: Request) -> Response:
    # ?lang=it|ko|ja|fr: the texts (titles, descriptions, option help) in that language; English otherwise
    lang = request.query_params.get("lang", "en")
    lang = lang if lang in LANGS else "en"
    waits = tuple(request.app.state.server.settings.play_now_waits)  # Play now's waits (playnow.py)
    # made once per language (and registry, sentences and waits): 10-20 ms of the event loop each, so a client
    # asking again and again would hold every table back
    body = _games_answer(lang, tuple(games()), tuple(valid_levels()), fluent.generation(), waits)
    return Negotiated(body, REVALIDATE)  # (compressed once per answer, not per request; 304 while unchanged)


@lru_cache(maxsize=16)
def _games_answer(lang: str, ids: tuple[str, ...], levels: tuple[str, ...], generation: int,
                  waits: tuple[float, ...]) -> Body:  # fmt: skip
    """``GET /api/games``'s answer in ``lang`` (with its compressed forms, made when first asked for)."""
    described = [localise(info.describe(), lang) for info in games().values()]
    for d in described:  # each rule set's player counts and usual seats (the lobby's seat count)
        for name, extra in rule_set_seats(get_game(d["id"])).items():
            d["rule_sets"][name].update(extra)
        # how long a bot of each search level thinks over a move of this game (measured; the lobby says it)
        d["think_ms"] = dict(search_hints(d["id"]).think_ms)
        # the rule sets whose learned bot has a network of its own (elsewhere the level would be the rule of
        # thumb's: the lobby offers it only here)
        d["learned"] = learned_rule_sets(d["id"], list(d["rule_sets"]))
    answer = {"games": described, "lang": lang, "levels": list(levels), "play_now_waits": list(waits)}
    return Body(bytes(JSONResponse(answer).body), "application/json")


def learned_rule_sets(game: str, rule_sets: list[str]) -> list[str]:
    """The rule sets of ``game`` whose ``learned`` level plays a network of its own; none without numpy."""
    try:
        from taverna.bots.learned import rule_sets_with_weights
    except ImportError:  # (no numpy: the level cannot play at all)
        return []
    return rule_sets_with_weights(game, rule_sets)


async def api_i18n(request: Request) -> JSONResponse:
    lang = request.path_params["lang"]
    if lang not in LANGS:
        raise ApiError(404, f"unknown language {lang!r}; expected one of {', '.join(LANGS)}")
    return JSONResponse(i18n(lang))


async def api_create(request: Request) -> JSONResponse:
    server: Server = request.app.state.server
    s = server.settings
    body = await _body(request, server)
    game_id = _str(body, "game", max_len=32)
    await players.player_of(server, body)  # an unknown player key is refused before anything is made
    # ?lang= (as GET /api/games): the refusals of the game, rule set, options, seats, timer and name in that language
    lang = request.query_params.get("lang", "en")
    try:
        info = get_game(game_id or "")
        rules = info.rules_or_default(_str(body, "rules", required=False))
    except TavernaError as exc:
        raise ApiError(400, refusal_in(exc, lang)) from None
    options = body.get("options") or {}
    if not isinstance(options, dict):
        raise ApiError(400, said("options-not-object", got=json.dumps(options)[:60]))
    n = _int(body, "seats")
    assert n is not None
    lo, hi = seat_range(info, rules)
    if not lo <= n <= hi:
        why = refusal(lang, "table-seats", game=info.id, min=lo, max=hi, n=str(n))
        raise ApiError(400, why, "seats")
    try:
        name = _clean_name(_str(body, "name", max_len=200), s.name_max, lang)
    except ApiError as exc:
        exc.field = "name"
        raise
    bots_raw = body.get("bots") or {}
    if not isinstance(bots_raw, dict):
        raise ApiError(400, said("bots-not-object"))
    bots: dict[int, str] = {}
    for key, level in bots_raw.items():
        try:
            idx = int(key)
        except ValueError:
            raise ApiError(400, said("bots-not-seat", name=repr(key), last=n - 1)) from None
        if not 0 <= idx < n:
            raise ApiError(400, said("bots-no-seat", seat=str(idx)[:40], last=n - 1))
        bots[idx] = _level(level)
    free = [i for i in range(n) if i not in bots]
    if not free:
        raise ApiError(400, refusal(lang, "table-all-bots"))
    timer = body.get("timer")
    if timer is not None:
        if isinstance(timer, bool) or not isinstance(timer, (int, float)) or not math.isfinite(timer):
            raise ApiError(400, refusal(lang, "timer-type", got=json.dumps(timer)[:60]), "timer")
        if not s.timer_min <= timer <= s.timer_max:
            raise ApiError(400, refusal(lang, "timer-range", lo=f"{s.timer_min:g}", hi=f"{s.timer_max:g}"), "timer")
        timer = float(timer)
    seed = _int(body, "seed", required=False)
    if seed is not None and not s.allow_seed:
        raise ApiError(400, said("seed-refused"))
    secret, salt = fresh_secret()  # fair tables: a 256-bit secret seed, committed to with a random salt
    if seed is None:
        seed = secret
    if not 0 <= seed < 2**256:  # the hmac-sha256 generator's key is 32 bytes
        raise ApiError(400, said("seed-range", got=str(seed)[:150]))
    try:  # the engine checks the options and the number of players
        create_match(info.id, rules=rules, options=options, players=[f"Seat {i + 1}" for i in range(n)], seed=seed,
                     rng=HMAC_SHA256)  # fmt: skip
    except TavernaError as exc:  # put next to the lobby's control it is about (engine-checked: checks.py)
        raise ApiError(400, refusal_in(exc, lang), error_field(info.id, rules, options, n)) from None
    me = free[0]
    token, token_hash = fresh_token()
    seats = [Seat(i) for i in range(n)]
    taken: set[str] = {name}
    seats[me].name, seats[me].token_hash = name, token_hash
    for idx, level in sorted(bots.items()):
        seats[idx].name = _bot_name(idx, level, taken)
        seats[idx].kind, seats[idx].level = "bot", level
        taken.add(seats[idx].name or "")
    t = await server.create(game=info.id, rules=rules, options=options, seats=seats, timer=timer, creator=me, seed=seed,
                            salt=salt, addr=_client(request))  # fmt: skip
    await players.seated(server, t, me, body, creating=True)  # the seat's player, whether the table is rated
    return JSONResponse({"table": t.info(), "seat": name, "token": token})


async def api_list(request: Request) -> JSONResponse:
    server: Server = request.app.state.server
    if server.cluster is not None:  # the lobby of every worker (cluster.py)
        return JSONResponse({"tables": await server.cluster.lobby()})
    open_ = [t for t in server.tables.values() if t.status in ("waiting", "playing")]
    open_.sort(key=lambda t: (t.status != "waiting", -t.created.timestamp()))
    shown: list[Table] = []
    per_addr: dict[str, int] = {}  # no address makes the lobby its own: a few tables per creator address
    for t in open_:
        addr = server.creators.get(t.code)
        if addr is not None:
            if per_addr.get(addr, 0) >= server.settings.lobby_per_address:
                continue
            per_addr[addr] = per_addr.get(addr, 0) + 1
        shown.append(t)
        if len(shown) >= 200:
            break
    return JSONResponse({"tables": [t.info() for t in shown]})


async def api_table(request: Request) -> JSONResponse:
    return JSONResponse({"table": (await _table(request)).info()})


def _seat_fields(seat: Seat) -> tuple[str | None, str, str | None, str | None]:
    return seat.name, seat.kind, seat.level, seat.token_hash


def _held_here(t: Table) -> None:
    """Only the table's owner writes it: a follower (several workers) whose owner did not answer refuses."""
    if t.follower:
        raise ApiError(503, said("table-held-elsewhere", code=t.code))


def _moved(server: Server, t: Table) -> ApiError:
    """A write of ``t`` refused by its fencing token: another worker took the table over (``db.Fenced``).  This one
    follows it from now on (reloaded from the database); the request is answered 503, to be asked again."""
    log.warning("table %s: another worker took the table over; a write of this one's was refused", t.code)
    server.coordinator.lost(t)
    return ApiError(503, said("table-moved-http", code=t.code))


async def _store_seat(server: Server, t: Table, seat: Seat, before: tuple[str | None, str, str | None, str | None]) -> None:
    """Store a filled seat (only while this worker's fencing token is the table's newest); if the database fails or
    the table moved to another worker, the seat is free again and the request gets a 503."""
    try:
        await server.db(server.store.fill_seat, t.id, seat.stored(), t.fence)
    except Fenced:
        seat.name, seat.kind, seat.level, seat.token_hash = before
        raise _moved(server, t) from None
    except Exception:
        log.exception("table %s: could not store seat %d", t.code, seat.idx)
        seat.name, seat.kind, seat.level, seat.token_hash = before
        raise ApiError(503, said("seat-store-failed")) from None


async def _start(server: Server, t: Table) -> None:
    """Start the match (its status stored only while this worker's fencing token is the table's newest)."""
    try:
        await t.start()
    except Fenced:
        raise _moved(server, t) from None


async def api_join(request: Request) -> JSONResponse:
    server: Server = request.app.state.server
    body = await _body(request, server)
    t = await _table(request)
    lang = request.query_params.get("lang", "en")  # (the page's: a refused name in its language)
    name = _clean_name(_str(body, "name", max_len=200), server.settings.name_max, lang)
    want = _int(body, "seat", required=False)
    rid = _request_id(body)
    await players.player_of(server, body)  # an unknown player key is refused before a seat is taken
    async with t.lock:
        _held_here(t)
        if rid is not None:  # asked again (the answer was lost, its worker died): the seat it took, once
            token = _request_token(t.code, rid)[0]
            again = t.seat_for_token(token)
            if again is not None:
                await players.seated(server, t, again, body)
                return JSONResponse({"table": t.info(), "seat": t.seats[again].name, "token": token})
        free = [s.idx for s in t.seats if s.name is None]
        addr = _client(request)
        server.admit_join(addr)  # (an address holding seats it is not at may not take more)
        if t.status == "abandoned":
            raise ApiError(409, said("join-abandoned", code=t.code))
        if t.status != "waiting" or not free:
            raise ApiError(409, said("join-no-seat", code=t.code, status="full" if t.status == "waiting" else t.status))
        if want is not None and want not in free:
            raise ApiError(409, said("seat-not-free", seat=str(want), free=", ".join(map(str, free)), count=len(free)))
        seat = t.seats[want if want is not None else free[0]]
        before = _seat_fields(seat)
        token, seat.token_hash = fresh_token() if rid is None else _request_token(t.code, rid)
        seat.name = _unique_name(name, {s.name for s in t.seats if s.name})
        await _store_seat(server, t, seat, before)
        server.joined[(t.code, seat.idx)] = addr
        await players.seated(server, t, seat.idx, body)
        server.idle_since[t.code] = time.monotonic()  # the newcomer's page is about to connect
        full = all(s.name is not None for s in t.seats)
        if full:
            await _start(server, t)
        else:
            t.broadcast_state()
    return JSONResponse({"table": t.info(), "seat": seat.name, "token": token})


REQUEST_ID = re.compile(r"^[A-Za-z0-9_-]{16,100}$")


def _request_id(body: dict[str, Any]) -> str | None:
    """A join's optional ``request``: the client's random id of this join, the same when it asks again."""
    rid = body.get("request")
    if rid is None:
        return None
    if not isinstance(rid, str) or not REQUEST_ID.match(rid):
        raise ApiError(400, said("request-id"))
    return rid


def _request_token(code: str, rid: str) -> tuple[str, str]:
    """The seat token of the join ``rid`` at table ``code`` and its hash: derived from the id, so that the join
    asked again (by its client, or by a worker whose owner died before answering) finds its seat and gives the
    same token back.  As secret as the id, which only its client and the servers see."""
    digest = hashlib.sha256(b"taverna join\0" + code.encode() + b"\0" + rid.encode()).digest()
    token = base64.urlsafe_b64encode(digest).decode("ascii").rstrip("=")
    return token, hash_token(token)


async def api_bots(request: Request) -> JSONResponse:
    server: Server = request.app.state.server
    body = await _body(request, server)
    t = await _table(request)
    _creator(t, body)
    fill = body.get("fill") is True  # (added) every empty seat at once
    idx = None if fill else _int(body, "seat")
    level = _level(body.get("level"))
    async with t.lock:
        _held_here(t)
        if t.status != "waiting":
            raise ApiError(409, said("fill-started", code=t.code, status=t.status))
        free = [s.idx for s in t.seats if s.name is None]
        if fill and not free:
            raise ApiError(409, said("fill-none", code=t.code))
        if not fill and (idx is None or idx not in free):
            raise ApiError(409, said("seat-not-free", seat=str(idx), free=", ".join(map(str, free)), count=len(free)))
        for i in free if fill or idx is None else [idx]:
            seat = t.seats[i]
            before = _seat_fields(seat)
            seat.kind, seat.level = "bot", level
            seat.name = _bot_name(i, level, {s.name for s in t.seats if s.name})
            await _store_seat(server, t, seat, before)
        if all(s.name is not None for s in t.seats):
            await _start(server, t)
        else:
            t.broadcast_state()
    return JSONResponse({"table": t.info()})


async def api_start(request: Request) -> JSONResponse:
    server: Server = request.app.state.server
    body = await _body(request, server)
    t = await _table(request)
    _creator(t, body)
    async with t.lock:
        _held_here(t)
        if t.status != "waiting":
            raise ApiError(409, said("start-already", code=t.code, status=t.status))
        empty = [s.idx for s in t.seats if s.name is None]
        if empty:
            raise ApiError(409, said("start-empty", seats=", ".join(map(str, empty))))
        await _start(server, t)
    return JSONResponse({"table": t.info()})


async def api_rematch(request: Request) -> JSONResponse:
    """A seated person offers a rematch, accepts the open offer (``{"token"}``) or declines it (``"accept": false``);
    the rematch table is made when every seated person has accepted (rematch.py).  Answers the new table (null while
    the offer waits for others) and the offer."""
    server: Server = request.app.state.server
    body = await _body(request, server)
    t = await _table(request)
    seat = _token_seat(t, body)
    accept = body.get("accept", True)
    if not isinstance(accept, bool):
        raise ApiError(400, said("rematch-accept", got=json.dumps(accept)[:20]), "accept")
    async with t.lock:
        _held_here(t)
        if t.status != "finished":
            raise ApiError(409, said("rematch-not-finished", code=t.code, status=t.status))
        if t.rematch is not None and not accept:
            raise ApiError(409, said("rematch-made", code=str(t.rematch)))
        if t.rematch is None:
            before = t.rematch_offer
            refused = rematches.answer(t, seat, accept)
            if refused is not None:
                raise ApiError(409, refused)
            if not rematches.complete(t):  # an offer, an acceptance others still wait on, or a decline: stored, told
                try:
                    await server.db(server.store.set_rematch_offer, t.id, t.rematch_offer, t.fence)
                except Fenced:
                    t.rematch_offer = before
                    raise _moved(server, t) from None
                except Exception:
                    t.rematch_offer = before
                    raise
                t.broadcast_state()
                return JSONResponse({"table": None, "rematch_offer": rematches.shown(t)})
        if t.rematch is None:
            try:  # a worker whose table another took over (a newer fencing token stored) makes no rematch
                await server.db(server.store.check_fence, t.id, t.fence)
            except Fenced:
                t.rematch_offer = before
                raise _moved(server, t) from None
            seats = [Seat(s.idx, s.name, s.kind, s.level, s.token_hash) for s in t.seats]
            seed, salt = fresh_secret()  # a fresh secret seed, salt and commitment
            new = await server.create(game=t.game, rules=t.rules, options=t.options, seats=seats, timer=t.timer,
                                      creator=t.creator, seed=seed, salt=salt, addr=_client(request))  # fmt: skip
            await players.rematched(server, t, new)
            try:  # the rematch stored only while this worker's fencing token is still the table's newest
                await server.db(server.store.set_status, t.id, t.status, new.code, t.fence)
            except Fenced:  # taken over while the new table was made: nothing leads to it, it goes
                await _drop(server, new)
                t.rematch_offer = before
                raise _moved(server, t) from None
            t.rematch = new.code
            try:  # (the offer as answered: who accepted, shown with the rematch's code)
                await server.db(server.store.set_rematch_offer, t.id, t.rematch_offer, t.fence)
            except Exception:
                log.warning("table %s: the accepted rematch offer was not stored (its table was)", t.code)
            t.broadcast_state()
    new_table = await server.get(t.rematch)
    assert new_table is not None
    return JSONResponse({"table": new_table.info(), "rematch_offer": rematches.shown(t)})


async def _drop(server: Server, new: Table) -> None:
    """A rematch's new table that its old table never pointed to (the worker lost the old one): abandoned."""
    new.status = "abandoned"
    try:
        await server.db(server.store.set_status, new.id, "abandoned", None, new.fence)
    except Exception:
        log.exception("table %s: could not store an unused rematch as abandoned", new.code)
    if server.tables.get(new.code) is new:
        del server.tables[new.code]
    if new.task is not None:
        new.task.cancel()
    server.coordinator.evicted(new)


async def api_record(request: Request) -> Response:
    t = await _table(request)
    if t.status != "finished" or t.match is None:
        raise ApiError(409, said("record-not-over", code=t.code, status=t.status))
    data = json.dumps(t.record(), ensure_ascii=False, indent=1)
    return Response(data, media_type="application/json",
                    headers={"Content-Disposition": f'attachment; filename="taverna-{t.game}-{t.code}.json"'})  # fmt: skip
