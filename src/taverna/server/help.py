"""Help at the table: a game's rules in brief and the card reference of the rule set in play.

``GET /api/games/{game}/help?lang=&rules=`` answers ``{"game", "lang", "rules", "brief", "cards"}``:
``brief`` is the game's message ``brief`` (its ``locales/<lang>.ftl``; short Markdown written from ``docs/rules/<game>.md``;
English when the language has none, null when the game has no brief), ``cards`` the lines of its
``card_reference(rules, lang)`` (what the special cards do under that rule set; empty when it has none).
"""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from taverna.core import TavernaError
from taverna.games import get_game
from taverna.i18n import fluent
from taverna.i18n.refusals import localise as refusal_of

from . import paths as _paths  # noqa: F401 (registers the path convertors: {code:code}, {pid:id}, ...)
from .i18n import LANGS
from .limits import ApiError


def game_help(game: str, rules: str | None, lang: str) -> dict[str, object]:
    try:
        info = get_game(game)
        # no rule set named: the default one (a game that needs one: its first), whose cards are described
        rules = info.rules_or_default(rules) if rules or not info.rules_required else next(iter(info.rule_sets))
    except TavernaError as exc:
        raise ApiError(404, refusal_of(exc, "en")) from None
    lang = lang if lang in LANGS else "en"
    part = info.part("brief")
    brief = fluent.lookup(info.id, lang, "brief")
    ref = getattr(part, "card_reference", None) if part is not None else None
    cards = list(ref(rules, lang)) if callable(ref) else []
    return {"game": info.id, "lang": lang, "rules": rules, "brief": brief, "cards": cards}


async def api_help(request: Request) -> JSONResponse:
    q = request.query_params
    return JSONResponse(game_help(request.path_params["game"], q.get("rules") or None, q.get("lang", "en")))


ROUTES = [Route("/api/games/{game:name}/help", api_help)]
