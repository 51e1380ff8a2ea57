"""Each game's rules page ships in its package (``src/taverna/games/<game>/rules.md``, package data: the
server renders it at ``/rules/{game}``), and ``docs/rules/<game>.md`` is the same page, where the docs,
the engines' comments and ``tests/test_docs_quotes.py`` read it.  The package's copy is the one the
server serves, so the two must not drift: this test fails when one is edited without the other
(``cp src/taverna/games/<game>/rules.md docs/rules/<game>.md``, or the other way round)."""

from __future__ import annotations

import re
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
    for lang in ("it", "ko", "ja", "fr"):
        translated = shipped.with_name(f"rules.{lang}.md")
        shown, text = get_game(game).rules_page(lang) or ("", "")
        # the page in that language where translated, else the English one
        assert (shown, text) == ((lang, translated.read_text(encoding="utf-8")) if translated.is_file() else
                                 ("en", shipped.read_text(encoding="utf-8"))), (game, lang)  # fmt: skip


QUOTE = re.compile(r'"[^"\n]*"')


@pytest.mark.parametrize(
    "page",
    sorted((REPO / "src" / "taverna" / "games").glob("*/rules.*.md")),
    ids=lambda p: p.parent.name + "/" + p.name,
)
def test_a_translated_rules_page_keeps_every_quotation_of_the_english_one(page: Path) -> None:
    """A translation says the rules in its language, but a quotation of a source stays verbatim: every
    double-quoted string of the English page (``docs/rules``' rule, checked against the seeds by
    ``tests/test_docs_quotes.py``) is in the translated page, and the translation quotes nothing else."""
    english = set(QUOTE.findall((page.parent / "rules.md").read_text(encoding="utf-8")))
    translated = set(QUOTE.findall(page.read_text(encoding="utf-8")))
    assert english <= translated, english - translated
    assert translated <= english | {'"…"'}, translated - english


# pages on games Taverna leaves out, and why (their sources do not give every card's power): no engine
LEFT_OUT = {"family"}


def test_no_docs_rules_page_without_its_game() -> None:
    assert {p.stem for p in (REPO / "docs" / "rules").glob("*.md")} == set(games()) | LEFT_OUT
    assert not LEFT_OUT & set(games())


def test_the_rules_pages_are_package_data() -> None:
    data = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]["package-data"]
    assert "games/*/rules*.md" in data["taverna"]
