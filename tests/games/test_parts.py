"""A game's parts (``taverna.games.PARTS``) live in its folder and the shared machinery finds them
through the registry: the text, the sentence catalogue in every language, the rule-of-thumb bot
(and Cuajo's expectimax search); the bots and the sentences import no game by name."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from taverna import i18n
from taverna.bots import ModuleBot, get_bot
from taverna.bots.search import SearchBot
from taverna.core import BadArgument
from taverna.games import PARTS, games, get_game

GAMES = sorted(games())
SRC = Path(__file__).parents[2] / "src" / "taverna"


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_its_text_messages_and_bot_in_its_folder(game: str) -> None:
    info = get_game(game)
    assert (SRC / "games" / game / "locales").is_dir(), f"{game} has no locales/<lang>.ftl"
    for part in ("text", "bot"):
        mod = info.part(part)
        assert mod is not None, f"{game} has no {part}"
        assert mod.__name__ == f"{info.package_name}.{part}"
        assert mod.__name__.startswith(f"taverna.games.{game}.")
        assert part in info.parts()
    text = info.part("text")
    assert callable(getattr(text, "describe_event", None)), game


@pytest.mark.parametrize("game", GAMES)
def test_the_catalogue_is_the_game_messages_in_every_language(game: str) -> None:
    folder = SRC / "games" / game / "locales"  # Project Fluent: locales/<lang>.ftl, found through the registry
    assert sorted(p.name for p in folder.iterdir()) == sorted(f"{lang}.ftl" for lang in i18n.LANGS)
    for lang in i18n.LANGS:
        assert i18n.fluent.source(game, lang) == (folder / f"{lang}.ftl").read_text(encoding="utf-8")


@pytest.mark.parametrize("game", GAMES)
def test_the_simple_bot_is_the_game_bot_part(game: str) -> None:
    part = get_game(game).part("bot")
    assert part is not None
    bot = get_bot(game, "simple")
    assert isinstance(bot, ModuleBot)
    assert bot.chooser is part.choose
    assert bot.optional is getattr(part, "choose_optional", None)


@pytest.mark.parametrize("game", GAMES)
def test_the_search_bot_finds_an_expectimax_part(game: str) -> None:
    part = get_game(game).part("expectimax")
    bot = SearchBot(game)
    if part is None:
        assert bot.root != "expectimax"
        with pytest.raises(ValueError, match=f"no expectimax search for {game}; it exists for cuajo"):
            SearchBot(game, root="expectimax")
    else:
        assert bot.root == "expectimax"
        assert bot._expectimax is part.choose
    assert (part is not None) == (game == "cuajo")  # (only Cuajo has one today)


def test_an_unknown_part_is_refused_with_the_parts() -> None:
    with pytest.raises(BadArgument, match="unknown game part 'engine'; parts are: text, bot, expectimax"):
        get_game("cucu").part("engine")
    assert {"text", "bot", "expectimax"} <= set(PARTS) and "messages" not in PARTS  # (sentences: locales/)


def test_the_sentences_import_no_game_and_learn_each_catalogue_from_the_registry() -> None:
    code = (
        "import sys\n"
        "from taverna import i18n\n"
        "print(sorted(m for m in sys.modules if m.startswith('taverna.games')), i18n.sentences('kille'))\n"
        "from taverna.games import get_game\n"
        "get_game('kille')\n"
        "print(sorted(i18n.sentences('kille')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.splitlines() == ["[] {}", "['en', 'fr', 'it', 'ja', 'ko']"]


def test_a_fluent_folder_added_later_is_found(tmp_path: Path) -> None:
    assert i18n.say("test-game", "en", "greet", who="Ada") == "greet"
    (tmp_path / "en.ftl").write_text("greet = Hello, { $who }.\n", encoding="utf-8")
    i18n.fluent.add_domain("test-game", tmp_path)
    try:
        assert i18n.say("test-game", "en", "greet", who="Ada") == "Hello, Ada."
        assert i18n.say("test-game", "it", "greet", who="Ada") == "Hello, Ada."  # English for a missing language
        assert i18n.say("test-game", "it", "your_hand", cards="7") == "La tua mano: 7"  # the shared sentences
    finally:
        i18n.fluent.remove_domain("test-game")
    with pytest.raises(ValueError, match="common"):
        i18n.fluent.add_domain("common", tmp_path)


def _imports(path: Path) -> set[str]:
    """Every module ``path`` imports, at any level (a function's own imports too)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.add(node.module)
            out.update(f"{node.module}.{a.name}" for a in node.names)
    return out


def test_no_game_folder_imports_another_and_no_bot_or_catalogue_lives_outside() -> None:
    ids = set(GAMES)
    assert not [p for p in (SRC / "bots").glob("*.py") if p.stem in ids]
    assert not [p for p in (SRC / "i18n").glob("*.py") if p.stem in ids]
    crossing = []
    for game in GAMES:
        for path in (SRC / "games" / game).rglob("*.py"):
            for mod in _imports(path):
                parts = mod.split(".")
                if parts[:2] == ["taverna", "games"] and len(parts) > 2 and parts[2] in ids and parts[2] != game:
                    crossing.append(f"{path.relative_to(SRC)} imports {mod}")
    assert not crossing, crossing
