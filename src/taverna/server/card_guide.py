"""The table that teaches: every card of a rule set explained, and each game's whole rules page.

``GET /api/games/{game}/cards?rules=&lang=&options=&players=`` answers ``{"game", "rules", "lang", "title", "pack",
"cards", "notes"}`` (``title``: the rule set's, else the game's, in ``lang``): the game's ``brief`` part's ``card_guide(rules, lang, options)`` (the pack's distinct cards in
the rule set's order, strongest first, each ``{"card", "name", "place", "power"}``, from the engine's own
order and the game's sentences; the kit: ``taverna.games.cards_guide``); ``options`` is the table's options
as JSON (Cambio's expansion rules change what the cards do), ``players`` the table's number of players, given to a
guide that takes it (``card_guide(..., players=)``: Coucou's pack is 32 or 52 cards by it).  A game without a guide
answers 404.

``GET /rules/{game}?lang=`` is the game's whole rules page with its sources (``GameInfo.rules_page``: the
game's ``rules.md``, ``rules.<lang>.md`` where translated), rendered to HTML by markdown-it-py (CommonMark
and tables, raw HTML off); a page shown in English to a reader of another language says so.
"""

from __future__ import annotations

import inspect
import json
from functools import cache
from html import escape
from typing import Any

from markdown_it import MarkdownIt
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from taverna.core import TavernaError
from taverna.games import get_game
from taverna.i18n.lobby import lobby_text
from taverna.i18n.refusals import localise as refusal_of

from . import paths as _paths  # noqa: F401 (registers the path convertors)
from .assets import ASSETS, Body, Negotiated
from .i18n import LANGS
from .limits import ApiError, _loads, said
from .pages import STATIC


def _info(game: str) -> Any:
    try:
        return get_game(game)
    except TavernaError as exc:
        raise ApiError(404, refusal_of(exc, "en")) from None


def card_guide(
    game: str, rules: str | None, lang: str, options: dict[str, Any] | None = None, players: int | None = None
) -> dict[str, Any]:
    info = _info(game)
    try:
        rules = info.rules_or_default(rules) if rules or not info.rules_required else next(iter(info.rule_sets))
    except TavernaError as exc:
        raise ApiError(404, refusal_of(exc, "en")) from None
    lang = lang if lang in LANGS else "en"
    part = info.part("brief")
    guide = getattr(part, "card_guide", None) if part is not None else None
    if not callable(guide):
        raise ApiError(404, said("cards-none", game=repr(info.id)))
    # the table's number of players, to a card guide that asks for it (a pack that depends on it: Coucou's)
    takes_players = players is not None and "players" in inspect.signature(guide).parameters
    out: dict[str, Any] = (
        guide(rules, lang, options or {}, players=players) if takes_players else guide(rules, lang, options or {})
    )
    game_title = lobby_text(lang, info.id, "title") or info.title
    rules_title = (lobby_text(lang, info.id, f"rules.{rules}") or info.rule_sets[rules].title) if rules else ""
    return {"game": info.id, "rules": rules, "lang": lang, "title": rules_title or game_title, **out}


async def api_cards(request: Request) -> JSONResponse:
    q = request.query_params
    try:
        options = _loads(q["options"], 100) if q.get("options") else {}
    except (ValueError, RecursionError):  # (nested too deeply: was a 500)
        raise ApiError(400, said("cards-options-json")) from None
    if not isinstance(options, dict):
        raise ApiError(400, said("cards-options-object"))
    seats = q.get("players", "")
    players = int(seats) if seats.isdigit() and 1 <= int(seats) <= 99 else None  # (a hint: another value is ignored)
    body = card_guide(request.path_params["game"], q.get("rules") or None, q.get("lang", "en"), options, players)
    return JSONResponse(body, headers={"Cache-Control": "public, max-age=300"})


# ---------------------------------------------------------------- the rules pages
@cache
def _words(lang: str) -> dict[str, str]:
    """The browser's catalogue (``static/i18n/<lang>.json``): the rules page speaks with the table's words."""
    english: dict[str, str] = json.loads((STATIC / "i18n" / "en.json").read_text(encoding="utf-8"))
    if lang == "en":
        return english
    return {**english, **json.loads((STATIC / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))}


@cache
def _markdown() -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": False}).enable("table")

    def link_open(self: Any, tokens: Any, idx: int, options: Any, env: Any) -> str:
        # a link into the source tree (another docs page) means nothing on the server: its words only
        token = tokens[idx]
        href = str(token.attrs.get("href", ""))
        if not href.startswith(("http://", "https://", "#", "/rules/")):
            token.attrs.pop("href", None)
            token.tag = "span"
            close = next(i for i in range(idx + 1, len(tokens)) if tokens[i].type == "link_close")
            tokens[close].tag = "span"
        return str(self.renderToken(tokens, idx, options, env))

    def table_open(self: Any, tokens: Any, idx: int, options: Any, env: Any) -> str:
        # a wide table scrolls sideways on a phone: in a region one can reach (and scroll) by keyboard
        label = escape(env.get("table_label", ""))
        return f'<div class="table-scroll" role="region" tabindex="0" aria-label="{label}">' + str(
            self.renderToken(tokens, idx, options, env)
        )

    def table_close(self: Any, tokens: Any, idx: int, options: Any, env: Any) -> str:
        return str(self.renderToken(tokens, idx, options, env)) + "</div>"

    md.add_render_rule("link_open", link_open)
    md.add_render_rule("table_open", table_open)
    md.add_render_rule("table_close", table_close)
    return md


@cache
def rules_html(game: str, lang: str) -> str | None:
    """The whole page of ``game``'s rules in ``lang`` (English where not translated, saying so), or None."""
    info = get_game(game)
    page = info.rules_page(lang)
    if page is None:
        return None
    shown, text = page
    w = _words(lang)
    title = lobby_text(lang, info.id, "title") or info.title
    body = _markdown().render(text, {"table_label": w["rules.table"]})
    note = (
        f'<p class="rules-lang" role="note" lang="{lang}">{escape(w["rules.in_english"])}</p>' if shown != lang else ""
    )
    return f"""<!doctype html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(w["rules.page_title"].replace("{game}", str(title)))} · Taverna</title>
<link rel="stylesheet" href="/static/style.css">
<link rel="stylesheet" href="/static/features.css">
<link rel="icon" href="/static/favicon.svg" type="image/svg+xml">
</head>
<body class="rules-page">
<header class="top"><h1><a href="/">{escape(w["rules.nav"])}</a></h1>
<nav aria-label="{escape(w["rules.nav"])}"><a href="/">{escape(w["rules.back"])}</a></nav></header>
<main id="main" class="rules-doc">
{note}
<article lang="{shown}">
{body}
</article>
</main>
</body>
</html>
"""


# (game, language) -> the rules page as last served and its Body, which keeps its compressed forms: a page of ~90 KB
# gzipped again for each request held the event loop ~8 ms, and one address asking in a loop held every table back
_RULES_PAGES: dict[tuple[str, str], tuple[str, Body]] = {}


async def page_rules(request: Request) -> Response:
    info = _info(request.path_params["game"])
    lang = request.query_params.get("lang", "en")
    lang = lang if lang in LANGS else "en"
    html = rules_html(info.id, lang)
    if html is None:
        raise ApiError(404, said("rules-page-none", game=repr(info.id)))
    # its style sheets by their versions (assets.py): a page kept five minutes never mixes in another version's
    page = ASSETS.page_html(html)[0]
    kept = _RULES_PAGES.get((info.id, lang))
    if kept is None or kept[0] != page:  # (a style sheet changed: its version with it)
        kept = _RULES_PAGES[(info.id, lang)] = (page, Body(page.encode("utf-8"), "text/html; charset=utf-8"))
    return Negotiated(kept[1], "public, max-age=300")


ROUTES = [Route("/api/games/{game:name}/cards", api_cards), Route("/rules/{game:name}", page_rules)]
