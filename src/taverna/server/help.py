"""Help at the table: a game's rules in brief and the card reference of the rule set in play.

``GET /api/games/{game}/help?lang=&rules=`` answers ``{"game", "lang", "rules", "rules_title", "brief", "cards"}``:
``brief`` is the game's message ``brief`` (its ``locales/<lang>.ftl``; short Markdown written from ``docs/rules/<game>.md``;
with the fields its part's optional ``brief_fields(rules)`` gives, what the brief says differently by rule set;
English when the language has none, null when the game has no brief), ``rules_title`` the rule set's title as the
lobby says it in the language, ``cards`` the lines of its
``card_reference(rules, lang)`` (what the special cards do under that rule set; empty when it has none).
"""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from taverna.core import TavernaError
from taverna.games import get_game
from taverna.i18n import fluent
from taverna.i18n.lobby import lobby_text
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
    fields_of = getattr(part, "brief_fields", None) if part is not None else None  # (what differs by rule set)
    brief = fluent.lookup(info.id, lang, "brief", fields_of(rules) if callable(fields_of) else None)
    ref = getattr(part, "card_reference", None) if part is not None else None
    cards = list(ref(rules, lang)) if callable(ref) else []
    # the rule set as the lobby names it, in the language (the help's "The cards in this rule set (…)"; not its id)
    title = (lobby_text(lang, info.id, f"rules.{rules}") or info.rule_sets[rules].title) if rules else None
    return {"game": info.id, "lang": lang, "rules": rules, "rules_title": title, "brief": brief, "cards": cards}


async def api_help(request: Request) -> JSONResponse:
    q = request.query_params
    return JSONResponse(game_help(request.path_params["game"], q.get("rules") or None, q.get("lang", "en")))


ROUTES = [Route("/api/games/{game:name}/help", api_help)]
