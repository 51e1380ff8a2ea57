"""The research folder's parts: the modules' former names still import (each is the moved module
itself), and a game's own research tools are found through the registry (``part("research")``)."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

pytest.importorskip("numpy")

import taverna.research as research
from taverna.games import get_game

SRC = Path(research.__file__).resolve().parent


@pytest.mark.parametrize("old", sorted(research.MOVED))
def test_a_former_name_is_the_moved_module(old: str) -> None:
    new = importlib.import_module(f"taverna.research.{research.MOVED[old]}")
    assert (SRC / f"{research.MOVED[old].replace('.', '/')}.py").is_file()
    assert not (SRC / f"{old}.py").exists()  # (no copy left behind)
    assert importlib.import_module(f"taverna.research.{old}") is new


@pytest.mark.parametrize("old", sorted(get_game("cucu").part("research").FORMER_NAMES))
def test_a_former_name_of_a_module_that_moved_to_cucus_research_part_is_that_module(old: str) -> None:
    """``import taverna.research.vector`` (the name before Cucù's kernel, batched environment and analysis
    moved to games/cucu/research/) gives the module there, found through the registry (it once raised)."""
    part = get_game("cucu").part("research")
    new = importlib.import_module(f"{part.__name__}.{part.FORMER_NAMES[old]}")
    assert not (SRC / f"{old}.py").exists() and not (SRC / old).exists()  # (no copy left behind)
    assert importlib.import_module(f"taverna.research.{old}") is new


def test_from_the_package_import_a_former_name() -> None:
    from taverna.research import arena, spiel  # the former names, as attributes of the package

    assert spiel.__name__ == "taverna.research.envs.spiel"
    assert arena.__name__ == "taverna.research.experiments.arena"
    assert spiel.Game is research.Game


def test_an_unknown_name_is_no_module() -> None:
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("taverna.research.no_such_tool")


def test_cucus_research_part_comes_through_the_registry() -> None:
    part = get_game("cucu").part("research")
    assert part is not None
    assert callable(part.analysis.analyze_cucu) and callable(part.analysis.BatchedSimulator)
    with pytest.raises(AttributeError):
        _ = part.no_such_tool
    # the environments take Cucù's fast returns from it (not the spec's function)
    from taverna.research.envs.spiel import Game

    game = Game("cucu", rules="campli", players=4)
    assert game.observer is not None and game.returns_of is not game.spec.returns


def test_a_game_without_research_tools_has_no_part() -> None:
    assert get_game("coch").part("research") is None
    assert "research" in get_game("cucu").parts() and "research" not in get_game("coch").parts()


@pytest.mark.parametrize(("game", "rules"), [("cucu", "cambio"), ("cucu", "campli"), ("kille", None)])
def test_the_states_returns_come_from_the_games_research_part(game: str, rules: str | None) -> None:
    # (their values equal the spec's: tests/research/envs/test_spiel_paths.py)
    from taverna.research.envs.spiel import Game

    g = Game(game, rules=rules, players=4)
    assert g.returns_now.__module__ == f"taverna.games.{game}.research" + (".returns" if game == "cucu" else "")


def test_le_hers_explicit_chance_deals_ranks_by_the_games_research_part() -> None:
    from taverna.research.envs.spiel import Game

    le_her = Game("cucu", rules="le-her", players=2, chance="explicit")
    assert le_her.chance_labels == ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    assert get_game("cucu").part("research").chance_class("le-her")("QH") == "Q"
    campli = Game("cucu", rules="campli", players=4, chance="explicit")  # every card its own outcome
    assert len(campli.chance_labels) == 20 and get_game("cucu").part("research").chance_class("campli") is None
