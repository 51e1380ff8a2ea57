"""``GET /api/games?lang=xx``: the lobby's texts in the page's language (in-process, no server started)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import httpx

from taverna.i18n.lobby import MESSAGES
from taverna.server import Settings
from taverna.server.app import create_app


def _games(tmp_path: Path, query: str = "") -> dict:
    """The answer of ``GET /api/games`` (the route needs no started server, so no lifespan here)."""

    async def get() -> httpx.Response:
        transport = httpx.ASGITransport(app=create_app(Settings(data_dir=tmp_path)))
        async with httpx.AsyncClient(transport=transport, base_url="http://taverna") as client:
            return await client.get("/api/games" + query)

    response = asyncio.run(get())
    assert response.status_code == 200
    return response.json()


def test_api_games_in_a_language(tmp_path: Path) -> None:
    english = _games(tmp_path)
    assert english["lang"] == "en"
    for lang in ("it", "ko", "ja", "fr"):
        got = _games(tmp_path, f"?lang={lang}")
        assert got["lang"] == lang
        assert [g["id"] for g in got["games"]] == [g["id"] for g in english["games"]]
        by_id = {g["id"]: g for g in got["games"]}
        cucu = by_id["cucu"]
        assert cucu["title"] == MESSAGES[lang]["cucu"]["title"]
        assert cucu["description"] == MESSAGES[lang]["cucu"]["description"]
        assert cucu["rule_sets"]["bga"]["title"] == MESSAGES[lang]["cucu"]["rules.bga"]
        length = next(o for o in cucu["rule_sets"]["bga"]["options"] if o["name"] == "length")
        assert length["help"] == MESSAGES[lang]["cucu"]["option.length"]
        limit = next(o for o in by_id["hypp"]["rule_sets"]["rulebook"]["options"] if o["name"] == "limit")
        assert limit["help"] == MESSAGES[lang]["hypp"]["option.limit"]
        assert length["label"] == MESSAGES[lang]["cucu"]["label.length"] != "length"
        # the structure (players, defaults, choices) is the same as in English; the words (help, label, a choice's
        # words) are the language's
        words = ("help", "label", "choice_labels")
        for g, e in zip(got["games"], english["games"], strict=True):
            assert g["players"] == e["players"]
            for name, rs in g["rule_sets"].items():
                strip = [{k: v for k, v in o.items() if k not in words} for o in rs["options"]]
                assert strip == [{k: v for k, v in o.items() if k not in words} for o in e["rule_sets"][name]["options"]]
                for o, eo in zip(rs["options"], e["rule_sets"][name]["options"], strict=True):
                    assert set(o.get("choice_labels", {})) == set(eo.get("choice_labels", {})), (name, o["name"])
        assert got["levels"] == english["levels"]


def test_api_games_unknown_language_is_english(tmp_path: Path) -> None:
    english = _games(tmp_path)
    for query in ("?lang=xx", "?lang=", "?lang=EN", "?lang=en"):
        assert _games(tmp_path, query) == english
