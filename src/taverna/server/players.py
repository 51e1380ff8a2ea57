"""Players: an identity without friction, ratings after each finished match, history, profiles and leaderboards.

* **Identity.**  ``POST /api/players`` makes a player: a **player key** (a random secret the browser keeps in
  localStorage and sends as ``player`` in its requests) and a **recovery code** (shown once; given in another
  browser, ``POST /api/players/recover``, it restores the identity with a new key).  The server stores only
  their SHA-256 hashes.  A player may set a **password** (argon2id, ``argon2-cffi``) to sign in anywhere with
  their name and password.  A player may delete their identity: their results stay, anonymised.
* **Seats.**  ``POST /api/tables`` and ``/join`` with ``player`` seat that player (the seat's token works as
  before); ``rated: true`` when creating makes a rated table.
* **Ratings** (``ratings.py``): when a match ends, each seat's result is stored, and at a rated table the
  ratings of the players who played their seat themselves, for that game and rule set, are updated (OpenSkill
  Plackett–Luce; who is rated and how a result is stored exactly once: ``results.py``).
"""

from __future__ import annotations

import hashlib
import logging
import secrets
from typing import Any

from sqlalchemy.engine import Connection
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from taverna.i18n.refusals import localise as refusal_of

from . import paths as _paths  # noqa: F401 (registers the path convertors: {code:code}, {pid:id}, ...)
from . import players_db as pdb
from . import ratings, results
from .db import hash_token
from .guard import guard, hash_password, needs_rehash, refuse, verify_password
from .hub import Server
from .inputs import _body, _clean_name, _str
from .limits import CLIENT, ApiError, said
from .pages import _static
from .tables import CODE_ALPHABET, Table

log = logging.getLogger("taverna.server")
PASSWORD_MIN = 8
LEADERBOARD_MIN = 5  # matches a player needs to be on a leaderboard (``?min=`` changes it)


def fresh_key() -> tuple[str, str]:
    key = secrets.token_urlsafe(32)
    return key, hash_token(key)


def fresh_recovery() -> str:
    """25 letters and digits (about 124 bits) in groups of five: ``K7QXM-…``."""
    raw = "".join(secrets.choice(CODE_ALPHABET) for _ in range(25))
    return "-".join(raw[i : i + 5] for i in range(0, 25, 5))


def recovery_hash(code: str) -> str:
    norm = "".join(ch for ch in code.upper() if ch.isalnum())
    return hashlib.sha256(("taverna-recovery:" + norm).encode()).hexdigest()


def _public(p: pdb.Player) -> dict[str, Any]:
    return {"id": p.id, "name": p.name, "password": p.password_hash is not None}


async def player_of(server: Server, body: dict[str, Any], *, required: bool = False) -> pdb.Player | None:
    """The player whose key is ``body["player"]`` (None when absent; a 403 when unknown)."""
    key = _str(body, "player", required=required, max_len=200)
    if key is None:
        return None
    addr, keys = CLIENT.get(), guard(server).keys  # unknown keys spend a budget of the address
    if addr is not None and (wait := keys.wait(addr)) > 0:
        raise refuse(wait, "keys")
    p = await server.db(pdb.player_by_key, server.store, hash_token(key))
    if p is None:
        if addr is not None:
            keys.spend(addr)
        raise ApiError(403, said("player-key-unknown"))
    return p


# ------------------------------------------------------------------ hooks of api.py
async def seated(server: Server, t: Table, idx: int, body: dict[str, Any], *, creating: bool = False) -> None:
    """A seat was taken with this request: at a new table, whether it is rated; the seat's player."""
    p = await player_of(server, body)
    if creating:
        rated = body.get("rated") is True
        await server.db(pdb.set_table_meta, server.store, t.id, rated)
    if p is not None:
        _, _, seats = await server.db(pdb.table_meta, server.store, t.id)
        if p.id not in seats.values():  # one person, one seat of a table (a second seat stays anonymous)
            await server.db(pdb.set_seat_player, server.store, t.id, idx, p.id)


async def rematched(server: Server, old: Table, new: Table) -> None:
    rated, _tour, seats = await server.db(pdb.table_meta, server.store, old.id)
    await server.db(pdb.set_table_meta, server.store, new.id, rated)
    for idx, pid in seats.items():
        await server.db(pdb.set_seat_player, server.store, new.id, idx, pid)


async def record_result(server: Server, t: Table) -> list[dict[str, Any]] | None:
    """Store the finished match's result (once) and, at a rated table, the new ratings; tell the tournament
    (``results.py``)."""
    return await results.record(server, t)


# ------------------------------------------------------------------ HTTP
async def api_new_player(request: Request) -> JSONResponse:
    """``POST /api/players {"name"}``: a new identity: ``{"player", "key", "recovery"}`` (the recovery code
    is shown this once)."""
    server: Server = request.app.state.server
    body = await _body(request, server)
    name = _clean_name(_str(body, "name", max_len=200), server.settings.name_max)
    made = guard(server).new_players  # identities made per address (new_player_rate, new_player_burst)
    addr = CLIENT.get() or "?"
    if server.settings.new_player_rate > 0 and (wait := made.wait(addr)) > 0:
        raise refuse(wait, "new-player")
    key, key_hash = fresh_key()
    code = fresh_recovery()
    try:  # a name taken (compared without case and width, pdb.name_key): the first free "name (2)", ...
        p = await server.db(pdb.create_player, server.store, name, key_hash, recovery_hash(code),
                            server.settings.name_max)  # fmt: skip
    except pdb.NameTaken:
        raise _taken(name) from None
    if server.settings.new_player_rate > 0:
        made.spend(addr)
    return JSONResponse({"player": _public(p), "key": key, "recovery": code})


def _taken(name: str) -> ApiError:
    """The one answer to a name another player has (whether or not they have a password: it tells nothing)."""
    return ApiError(409, said("name-taken", name=repr(name)), "name")


async def api_me(request: Request) -> JSONResponse:
    """``POST /api/players/me {"player"}``: who this key is, with their ratings."""
    server: Server = request.app.state.server
    p = await player_of(server, await _body(request, server), required=True)
    assert p is not None
    return JSONResponse({"player": _public(p), "ratings": await _ratings(server, p.id)})


async def api_rename(request: Request) -> JSONResponse:
    server: Server = request.app.state.server
    body = await _body(request, server)
    p = await player_of(server, body, required=True)
    assert p is not None
    name = _clean_name(_str(body, "name", max_len=200), server.settings.name_max)
    try:  # the sign-in name of a player with a password follows the name
        await server.db(lambda: pdb.rename_player(server.store, p.id, name, login=p.password_hash is not None))
    except pdb.NameTaken:
        raise _taken(name) from None
    p.name = name
    return JSONResponse({"player": _public(p)})


async def api_password(request: Request) -> JSONResponse:
    """``POST /api/players/me/password {"player", "password"}``: sign in anywhere with name and password.
    Every other key of the player is revoked (this one stays): a changed password signs out the other browsers."""
    server: Server = request.app.state.server
    body = await _body(request, server)
    p = await player_of(server, body, required=True)
    assert p is not None
    password = _str(body, "password", max_len=200) or ""
    if len(password) < PASSWORD_MIN:
        raise ApiError(400, said("password-short", min=PASSWORD_MIN), "password")
    hashed = await guard(server).pool.run("hash", hash_password, password)  # the bounded pool (429 when full)
    keep = hash_token(str(body["player"]))
    revoked = await server.db(lambda: pdb.revoke_other_keys(server.store, p.id, keep, login=pdb.name_key(p.name),
                                                            password_hash=hashed))  # fmt: skip
    p.password_hash = hashed
    return JSONResponse({"player": _public(p), "revoked": revoked})


async def api_signin(request: Request) -> JSONResponse:
    """``POST /api/players/signin {"name", "password"}``: a new key for this browser.

    Every try costs one argon2 check on the bounded pool (``guard.py``), a name without a password or no player
    at all included (a dummy hash): the answer and its time do not tell which names have a password.  A name
    (``signin_free`` failures) and an address (``signin_free_address``) then wait, doubling (429)."""
    server: Server = request.app.state.server
    body = await _body(request, server)
    name = _str(body, "name", max_len=200) or ""
    password = _str(body, "password", max_len=200) or ""
    g, who, addr = guard(server), "name:" + pdb.name_key(name), CLIENT.get() or "?"
    wait = max(g.names.wait(who), g.addresses.wait(addr))
    if wait > 0:
        raise refuse(wait, "signin-name")
    if (wait := g.attempts.wait(addr)) > 0:
        raise refuse(wait, "signin")
    g.attempts.spend(addr)
    p = await server.db(pdb.player_by_name, server.store, name)
    hashed = p.password_hash if p is not None else None
    if not await g.pool.run("verify", verify_password, hashed, password) or p is None:
        g.names.fail(who)
        g.addresses.fail(addr)
        raise ApiError(403, said("signin-wrong"))
    g.names.clear(who)
    if hashed is not None and needs_rehash(hashed):  # stored with other parameters (4 lanes): one lane from now
        fresh = await g.pool.run("hash", hash_password, password)
        await server.db(lambda: pdb.update_player(server.store, p.id, password_hash=fresh))
    key, key_hash = fresh_key()
    await server.db(pdb.add_key, server.store, p.id, key_hash)
    return JSONResponse({"player": _public(p), "key": key})


async def api_recover(request: Request) -> JSONResponse:
    """``POST /api/players/recover {"recovery"}``: the identity of that code, with a new key and a new recovery
    code (shown this once; the one used is dead); every other key of the identity is revoked."""
    server: Server = request.app.state.server
    body = await _body(request, server)
    code = _str(body, "recovery", max_len=100) or ""
    g, addr = guard(server), CLIENT.get() or "?"
    wait = max(g.recover.wait(addr), g.recover_all.wait(""))
    if wait > 0:
        raise refuse(wait, "recovery")
    key, key_hash = fresh_key()
    fresh = fresh_recovery()
    p = await server.db(pdb.recover, server.store, recovery_hash(code), key_hash, recovery_hash(fresh))
    if p is None:
        g.recover.spend(addr)
        g.recover_all.spend("")
        raise ApiError(403, said("recovery-unknown"), "recovery")
    return JSONResponse({"player": _public(p), "key": key, "recovery": fresh})


async def api_signout_others(request: Request) -> JSONResponse:
    """``POST /api/players/me/signout-others {"player"}``: revoke every other key of the player (the other
    browsers and devices are signed out; this one stays): ``{"revoked": n}``."""
    server: Server = request.app.state.server
    body = await _body(request, server)
    p = await player_of(server, body, required=True)
    assert p is not None
    revoked = await server.db(pdb.revoke_other_keys, server.store, p.id, hash_token(str(body["player"])))
    return JSONResponse({"revoked": revoked})


async def api_delete(request: Request) -> JSONResponse:
    """``POST /api/players/me/delete {"player", "confirm": true}``: the identity goes; results stay anonymised."""
    server: Server = request.app.state.server
    body = await _body(request, server)
    p = await player_of(server, body, required=True)
    assert p is not None
    if body.get("confirm") is not True:
        raise ApiError(400, said("delete-confirm"))

    def anonymise(conn: Connection, table_id: int, idx: int) -> bool:
        return pdb.rename_seat(conn, table_id, idx, f"Player {idx + 1}") is not None

    renamed = await server.db(pdb.delete_player, server.store, p.id, anonymise)
    for t in list(server.tables.values()):  # finished tables in memory are read again from storage
        if t.id in renamed and t.status == "finished":
            server.tables.pop(t.code, None)
    return JSONResponse({"deleted": True})


async def _ratings(server: Server, pid: int) -> list[dict[str, Any]]:
    rows = await server.db(pdb.player_ratings, server.store, pid)
    points = await server.db(pdb.rating_history, server.store, pid)
    for r in rows:
        r["provisional"] = ratings.provisional(r["matches"], r["sigma"])
        r["ordinal"] = r["mu"] - 3 * r["sigma"]
        r["rating"] = ratings.shown(r["mu"], r["sigma"])  # the one number shown (ratings.py)
        # its history: the rating after each rated match of this game and rule set, oldest first (the plot)
        r["points"] = [{"finished": h["finished"], "rating": ratings.shown(h["mu_after"], h["sigma_after"]),
                        "code": h["code"]} for h in points if h["game"] == r["game"]
                       and (h["rules"] or None) == r["rules"]]  # fmt: skip
    return rows


async def api_profile(request: Request) -> JSONResponse:
    """``GET /api/players/{id}``: a player's name, ratings and last finished matches (``?before=`` a result id)."""
    server: Server = request.app.state.server
    try:
        pid = int(request.path_params["pid"])
        before = int(request.query_params["before"]) if "before" in request.query_params else None
    except ValueError:
        raise ApiError(404, said("player-id")) from None
    if before is not None and not 0 <= before < 2**63:  # (a number past 64 bits never reaches the database)
        raise ApiError(400, said("player-before", max=str(2**63 - 1), got=str(before)[:30]))
    p = await server.db(pdb.player_by_id, server.store, pid)
    if p is None:
        raise ApiError(404, said("player-unknown", id=str(pid)))
    hist = await server.db(pdb.history, server.store, pid, 50, before)
    for h in hist:
        h["rules"] = h["rules"] or None
        if h["rated"]:
            h["change"] = h["mu_after"] - h["mu_before"]
            h["rating_change"] = (ratings.shown(h["mu_after"], h["sigma_after"])
                                  - ratings.shown(h["mu_before"], h["sigma_before"]))  # fmt: skip
    return JSONResponse({"player": {"id": p.id, "name": p.name}, "ratings": await _ratings(server, pid),
                         "history": hist})  # fmt: skip


async def api_leaderboard(request: Request) -> JSONResponse:
    """``GET /api/leaderboard?game=&rules=&min=``: the best 100 by mu − 3 sigma with at least ``min`` matches."""
    server: Server = request.app.state.server
    q = request.query_params
    game = q.get("game", "")
    from taverna.core import TavernaError
    from taverna.games import get_game

    try:
        info = get_game(game)
        rules = info.rules_or_default(q.get("rules") or None)
    except TavernaError as exc:
        raise ApiError(400, refusal_of(exc, "en")) from None
    try:
        least = min(10**9, max(1, int(q.get("min", LEADERBOARD_MIN))))  # (never a number past 64 bits)
    except ValueError:
        raise ApiError(400, said("leaderboard-min", got=repr(q.get("min")))) from None
    rows = await server.db(pdb.leaderboard, server.store, info.id, rules or "", least)
    for i, r in enumerate(rows):
        r["place"] = i + 1
        r["provisional"] = ratings.provisional(r["matches"], r["sigma"])
        r["rating"] = ratings.shown(r["mu"], r["sigma"])
    return JSONResponse({"game": info.id, "rules": rules, "min": least, "players": rows})


async def api_table_ratings(request: Request) -> JSONResponse:
    """``GET /api/tables/{code}/ratings``: the rating (the one number, ratings.shown) in the table's game and rule set
    of each seat held by a player identity (the table page shows it beside the name); a player not rated there yet
    shows as a newcomer (1500, provisional)."""
    server: Server = request.app.state.server
    from .inputs import _table

    t = await _table(request)
    rated, _tour, seats = await server.db(pdb.table_meta, server.store, t.id)
    have = await server.db(pdb.get_ratings, server.store, sorted(set(seats.values())), t.game, t.rules or "")
    out: dict[str, Any] = {}
    for idx, pid in sorted(seats.items()):
        mu, sigma, matches = have.get(pid, (ratings.DEFAULT_MU, ratings.DEFAULT_SIGMA, 0))
        out[str(idx)] = {"player": pid, "rating": ratings.shown(mu, sigma), "matches": matches,
                         "provisional": ratings.provisional(matches, sigma)}  # fmt: skip
    return JSONResponse({"code": t.code, "rated": rated, "seats": out})


async def page_players(request: Request) -> Response:
    return _static("players.html")


ROUTES = [
    Route("/api/players", api_new_player, methods=["POST"]),
    Route("/api/players/me", api_me, methods=["POST"]),
    Route("/api/players/me/name", api_rename, methods=["POST"]),
    Route("/api/players/me/password", api_password, methods=["POST"]),
    Route("/api/players/me/signout-others", api_signout_others, methods=["POST"]),
    Route("/api/players/me/delete", api_delete, methods=["POST"]),
    Route("/api/players/signin", api_signin, methods=["POST"]),
    Route("/api/players/recover", api_recover, methods=["POST"]),
    Route("/api/players/{pid:id}", api_profile),
    Route("/api/leaderboard", api_leaderboard),
    Route("/api/tables/{code:code}/ratings", api_table_ratings),
    Route("/me", page_players),
    Route("/players/{pid:id}", page_players),
    Route("/leaderboard", page_players),
]


def install(server: Server) -> None:
    """The hooks of the server: results and ratings when a match ends, and those a crash left undone at start-up."""
    results.install(server)


__all__ = ["ROUTES", "install", "player_of", "record_result", "rematched", "seated"]
