"""Learn to play over HTTP: ``GET /api/guides`` (every game and rule set with a guided first match),
``POST /api/guide`` (a new guided table, the learner seated, the bots in the other seats, started) and
``GET /api/guide/{game}/{rules}?lang=`` (what the browser's coach says: server/guide.py)."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import JSONResponse

from taverna.core import TavernaError
from taverna.games import get_game
from taverna.games.guide import GUIDE_OPTION, guides
from taverna.i18n import LANGS
from taverna.i18n.refusals import localise as refusal_of

from . import players
from .guide import guide_json, the_guide
from .hub import Server
from .inputs import _body, _bot_name, _clean_name, _str
from .limits import ApiError, _client, said
from .tables import Seat, fresh_secret, fresh_token


async def api_guides(request: Request) -> JSONResponse:
    return JSONResponse({"guides": [{"game": g, "rules": r} for g, r in guides()]})


def _guide_of(game: str | None, rules: str | None) -> tuple[str, str]:
    try:
        info = get_game(game or "")
        rules = info.rules_or_default(rules)
        return info.id, the_guide(info.id, rules).rules
    except (TavernaError, ValueError) as exc:
        raise ApiError(404, said("guide-none", error=refusal_of(exc, "en"))) from None


async def api_guide(request: Request) -> JSONResponse:
    game, rules = _guide_of(request.path_params["game"], request.path_params["rules"])
    lang = request.query_params.get("lang", "en")
    return JSONResponse(guide_json(game, rules, lang if lang in LANGS else "en"))


async def api_guide_create(request: Request) -> JSONResponse:
    server: Server = request.app.state.server
    body = await _body(request, server)
    game, rules = _guide_of(_str(body, "game", max_len=32), _str(body, "rules", required=False))
    guide = the_guide(game, rules)
    name = _clean_name(_str(body, "name", max_len=200), server.settings.name_max)
    await players.player_of(server, body)
    token, token_hash = fresh_token()
    seats = [Seat(i) for i in range(guide.seats)]
    me = seats[guide.learner]
    me.name, me.token_hash = name, token_hash
    taken = {name}
    for s in seats:
        if s is not me:
            s.name, s.kind, s.level = _bot_name(s.idx, "simple", taken), "bot", "simple"
            taken.add(s.name)
    _, salt = fresh_secret()  # the seed is the guide's (nothing secret is dealt at a lesson)
    t = await server.create(game=game, rules=rules, options={**guide.options, GUIDE_OPTION: True}, seats=seats,
                            timer=None, creator=guide.learner, seed=guide.seed, salt=salt, addr=_client(request))  # fmt: skip
    await players.seated(server, t, guide.learner, {**body, "rated": False}, creating=True)
    async with t.lock:
        await t.start()
    return JSONResponse({"table": t.info(), "seat": name, "token": token})
