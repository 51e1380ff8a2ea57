"""Each game's rules page ships in its package (``src/taverna/games/<game>/rules.md``, package data: the
server renders it at ``/rules/{game}``), and ``docs/rules/<game>.md`` is the same page, where the docs,
the engines' comments and ``tests/test_docs_quotes.py`` read it.  The package's copy is the one the
server serves, so the two must not drift: this test fails when one is edited without the other
(``cp src/taverna/games/<game>/rules.md docs/rules/<game>.md``, or the other way round)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from taverna.games import games, get_game

REPO = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("game", sorted(games()))
def test_every_game_ships_its_rules_page_equal_to_the_docs_page(game: str) -> None:
    shipped = REPO / "src" / "taverna" / "games" / game / "rules.md"
    docs = REPO / "docs" / "rules" / f"{game}.md"
    assert shipped.is_file() and docs.is_file(), game
    assert shipped.read_bytes() == docs.read_bytes(), f"{docs} and {shipped} differ: copy the edited one over the other"
    lang, text = get_game(game).rules_page("it") or ("", "")
    assert lang == "en" and text == shipped.read_text(encoding="utf-8")  # no Italian page yet: the English one


def test_no_docs_rules_page_without_its_game() -> None:
    assert {p.stem for p in (REPO / "docs" / "rules").glob("*.md")} == set(games())


def test_the_rules_pages_are_package_data() -> None:
    data = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]["package-data"]
    assert "games/*/rules*.md" in data["taverna"]
