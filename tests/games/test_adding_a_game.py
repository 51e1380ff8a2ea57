"""docs/adding-a-game.md kept honest: the guide's own code blocks, written to a temporary package with
an entry point, make a game that Taverna plays through the CLI, the bots, the PettingZoo environment
and a real server, without a line of Taverna changed."""

from __future__ import annotations

import asyncio
import importlib
import json
import os
import random
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import taverna.games as registry
from taverna import i18n
from taverna.bots import get_bot, play_bots
from taverna.core import Rng
from taverna.games import PARTS, create_match, get_game
from taverna.games.sampling import Sampler
from taverna.games.spec import spec_for
from taverna.records import replay

GUIDE = Path(__file__).resolve().parents[2] / "docs" / "adding-a-game.md"
SRC = Path(__file__).resolve().parents[2] / "src"
BLOCK = re.compile(r"^```(?:python|javascript|ftl) (alta/[\w./]+)\n(.*?)^```$", re.S | re.M)


def guide_files() -> dict[str, str]:
    return {path: body for path, body in BLOCK.findall(GUIDE.read_text(encoding="utf-8"))}


def write_package(root: Path) -> Path:
    """The guide's package under ``root``, with the entry point its pyproject.toml declares."""
    for rel, body in guide_files().items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(body, encoding="utf-8")
    dist = root / "alta_game-0.1.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: alta-game\nVersion: 0.1\n", encoding="utf-8")
    (dist / "entry_points.txt").write_text("[taverna.games]\nalta = alta\n", encoding="utf-8")
    return root


@pytest.fixture(scope="module")
def package(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Alta imported in this process (and the registry, the i18n catalogues and the import path put back after)."""
    root = write_package(tmp_path_factory.mktemp("plugin"))
    games, parts = dict(registry._REGISTRY), dict(registry._PARTS)
    folders = dict(i18n.fluent._GAME_FOLDERS)
    spec_for("cucu")  # (the specs read before Alta is registered, as in a process that has run other games)
    sys.path.insert(0, str(root))
    importlib.import_module("alta")
    try:
        yield root
    finally:
        sys.path.remove(str(root))
        for name in [m for m in sys.modules if m == "alta" or m.startswith("alta.")]:
            del sys.modules[name]
        registry._REGISTRY.clear()
        registry._REGISTRY.update(games)
        registry._PARTS.clear()
        registry._PARTS.update(parts)
        i18n.fluent._GAME_FOLDERS.clear()
        i18n.fluent._GAME_FOLDERS.update(folders)
        i18n.fluent._clear()


def run_taverna(root: Path, *args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """``taverna ...`` in a fresh process that finds Alta only through its entry point."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(SRC), str(root)])}
    return subprocess.run([sys.executable, "-m", "taverna", *args], capture_output=True, text=True, env=env,
                          cwd=cwd, timeout=300)  # fmt: skip


def test_the_guide_has_every_part_and_the_game_has_them_all(package: Path) -> None:
    files = guide_files()
    assert {"alta/__init__.py", "alta/engine.py", "alta/board.js"} <= set(files)
    info = get_game("alta")
    # every part the registry knows of that the guide writes is found through the registry
    written = {Path(f).stem for f in files if "/locales/" not in f} - {"__init__", "engine"}
    assert set(info.parts()) == written
    assert written <= set(PARTS) | {"board"}
    # its sentences: locales/<lang>.ftl in every language, found through the registry
    assert {f for f in files if "/locales/" in f} == {f"alta/locales/{lang}.ftl" for lang in i18n.LANGS}
    assert i18n.fluent.has_domain("alta") and i18n.sentences("alta")["ko"]["deal"] == {"dealer", "cards_each"}
    assert i18n.say("alta", "ko", "deal", dealer="Ada", cards_each=3) == "Ada가 각자 3장씩 나눠줍니다."
    assert i18n.say("alta", "en", "deal", dealer="You", cards_each=1) == "You deal 1 card each."
    assert info.board() is not None and "render" in (info.board() or "")


def test_the_cli_lists_plays_and_replays_the_game_found_by_its_entry_point(package: Path, tmp_path: Path) -> None:
    listed = run_taverna(package, "games", "--json")
    assert listed.returncode == 0, listed.stderr
    alta = next(g for g in json.loads(listed.stdout) if g["id"] == "alta")
    assert [o["name"] for o in alta["rule_sets"]["standard"]["options"]] == ["cards"]

    record = tmp_path / "alta.json"
    played = run_taverna(package, "play", "alta", "--watch", "--bots", "simple", "--seed", "4", "--save", str(record))
    assert played.returncode == 0, played.stderr
    assert " plays " in played.stdout and "takes the round" in played.stdout  # the game's own sentences
    rec = json.loads(record.read_text(encoding="utf-8"))
    assert rec["game"] == "alta" and len(rec["actions"]) == 9  # three players, three cards each
    replayed = run_taverna(package, "replay", str(record), "--json")
    assert replayed.returncode == 0, replayed.stderr
    assert json.loads(replayed.stdout) == replay(rec).summary()

    italian = run_taverna(package, "play", "alta", "--watch", "--seed", "4", "--lang", "it")
    assert italian.returncode == 0 and " gioca " in italian.stdout


@pytest.mark.parametrize("level", ["random", "simple", "easy", "normal", "hard"])
def test_every_bot_level_plays_a_whole_match(package: Path, level: str) -> None:
    m = create_match("alta", players=["a", "b", "c"], seed=11)
    bots = {p: get_bot("alta", level) for p in m.players}
    assert play_bots(m, bots, {p: Rng(i) for i, p in enumerate(m.players)})
    assert m.finished and sum(p["points"] for p in m.view("a")["players"]) == 3  # type: ignore[union-attr,misc]


def test_the_sampler_deals_hands_that_show_the_player_the_same_view(package: Path) -> None:
    m = create_match("alta", players=["a", "b", "c"], seed=2)
    m.apply(m.turn, m.legal_actions(m.turn)[0])  # type: ignore[attr-defined]
    view = m.view("a")
    sampler = Sampler("alta", view, "a")
    others = set()
    for k in range(20):
        sample = sampler.sample(Rng(k))
        assert sample.view("a") == view
        others.add(tuple(sorted(sample.hands["b"])))  # type: ignore[attr-defined]
    assert len(others) > 1  # the hidden hands are sampled, not copied


def test_the_pettingzoo_environment_plays_it(package: Path) -> None:
    pz = pytest.importorskip("pettingzoo")
    from pettingzoo.test import api_test

    from taverna.research.envs.pettingzoo import env

    api_test(env(game="alta", players=3), num_cycles=50)
    e = env(game="alta", players=3)
    e.reset(seed=1)
    total = 0.0
    for _agent in e.agent_iter():
        obs, reward, term, trunc, _ = e.last()
        total += reward
        e.step(None if term or trunc else int(obs["action_mask"].nonzero()[0][0]))
    assert abs(total) < 1e-9  # the returns of a finished match add up to zero
    assert pz is not None


def test_the_guides_readers_write_what_the_view_encodes(package: Path) -> None:
    import numpy as np

    from taverna.research.envs.fastobs import ReadersObserver
    from taverna.research.envs.spiel import Game

    game = Game("alta", players=3)
    assert isinstance(game.observer, ReadersObserver)
    for seed in range(3):
        state = game.new_initial_state(seed)
        rng = random.Random(seed)
        while True:
            m = state.match
            for p, name in enumerate(game.names):
                encoded = game.encoder.observation(m.view(name, since=len(m.log)), name)
                np.testing.assert_array_equal(state.observation_array(p), encoded)
            if state.is_terminal():
                break
            state.apply_action(rng.choice(state.legal_actions()))


def test_a_server_table_of_the_game_is_played_to_the_end(package: Path, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    from tests.server.conftest import Client, ServerProc, play_to_end

    monkeypatch.setenv("PYTHONPATH", str(package))  # the server finds Alta only through its entry point
    server = ServerProc(tmp_path / "data").start()
    try:
        games = server.get("/api/games").json()
        assert "alta" in [g["id"] for g in (games["games"] if isinstance(games, dict) else games)]
        board = server.get("/games/alta/board.js")
        assert board.status_code == 200 and "export function render" in board.text
        made = server.create(game="alta", seats=3, name="Ada", bots={"1": "simple", "2": "hard"}, seed=3)
        code = made["table"]["code"]

        async def run() -> Any:
            me = Client(server, code, made["token"])
            async with me:
                await play_to_end(me, "alta", 3, timeout=120)
            return me

        me = asyncio.run(run())
        assert me.states[-1]["view"]["finished"]
        record = server.get(f"/api/tables/{code}/record").json()
        assert replay(record).finished and record["game"] == "alta"
    finally:
        server.stop()
