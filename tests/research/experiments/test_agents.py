"""Anyone's agent in the arena (``taverna arena --agent package.module:Class``): the documented example
agent, loaded from its module path, plays under the arena's rules; a bad path, name, class or
constructor is refused before any match with what is wrong."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from taverna.cli.main import app
from taverna.core import Action, BadArgument
from taverna.research.experiments.agents import agent_class, load_agent
from taverna.research.experiments.arena import run_arena

DOC = Path(__file__).resolve().parents[3] / "docs" / "research.md"
runner = CliRunner()


def _doc_agent() -> str:
    """The example agent's code in docs/research.md (the first Python block of its section)."""
    text = DOC.read_text(encoding="utf-8")
    section = text[text.index("## Your own agent in the arena") :]
    m = re.search(r"```python\n(.*?)```", section, re.S)
    assert m is not None
    return m.group(1)


@pytest.fixture
def agents_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A folder on sys.path holding ``my_agents.py`` (the docs' agent) and ``odd_agents.py``."""
    (tmp_path / "my_agents.py").write_text(_doc_agent(), encoding="utf-8")
    (tmp_path / "odd_agents.py").write_text(
        "from taverna.core import Action\n"
        "VALUE = 3\n"
        "def function(game):\n    return None\n"
        "class NoChoose:\n    def __init__(self, game):\n        pass\n"
        "class Fails:\n    def __init__(self, game):\n        raise RuntimeError('no weights for ' + game)\n"
        "    def choose(self, view, legal, rng):\n        return legal[0]\n"
        "class Seen:\n"
        "    log = []\n"
        "    def __init__(self, game):\n        self.game = game\n"
        "    def choose(self, view, legal, rng):\n"
        "        Seen.log.append((type(view).__name__, all(type(a) is Action for a in legal)))\n"
        "        return legal[0] if legal[0].arg is not None or legal[0].word not in ('bet', 'packet') "
        "else Action(legal[0].word, 1)\n",
        encoding="utf-8",
    )
    (tmp_path / "broken_agents.py").write_text("import no_such_dependency_xyz\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    yield tmp_path
    for name in ("my_agents", "odd_agents", "broken_agents"):
        sys.modules.pop(name, None)


def test_the_documented_agent_plays_in_the_arena(agents_dir: Path) -> None:
    report = run_arena("cucu", ["random"], rules="campli", players=4, options={"tokens": 1}, deal_sets=3, seed=7,
                       agents=["my_agents:SecondGuess"])  # fmt: skip
    assert report.bots == ["random", "SecondGuess"]
    seats = [s.bot for m in report.matches for s in m.seats]
    assert seats.count("SecondGuess") == seats.count("random") > 0  # every rotation: each bot in half the seats
    assert all(m.finished for m in report.matches)
    est = report.estimates()["SecondGuess"]["wins"]
    assert est.n == 3 and 0.0 <= est.low <= est.mean <= est.high <= 1.0


def test_an_agent_gets_a_view_and_the_legal_actions_only(agents_dir: Path) -> None:
    import odd_agents  # type: ignore[import-not-found]

    odd_agents.Seen.log.clear()
    run_arena("hypp", ["random"], players=2, deal_sets=1, seed=3, agents=["odd_agents:Seen"])
    assert odd_agents.Seen.log and set(odd_agents.Seen.log) == {("dict", True)}
    bot = load_agent("odd_agents:Seen", "hypp")
    assert bot.name == "Seen" and bot.choose_optional({}, [Action("declare")], None) is None  # (none of its own)


def test_the_command_seats_an_agent(agents_dir: Path) -> None:
    res = runner.invoke(app, ["arena", "cucu", "--rules", "campli", "-o", "tokens=1", "--bots", "random",
                              "--agent", "my_agents:SecondGuess", "--matches", "2", "--json"])  # fmt: skip
    assert res.exit_code == 0, res.output
    assert '"SecondGuess"' in res.output


@pytest.mark.parametrize(
    ("path", "said"),
    [
        ("my_agents.SecondGuess", "expected package.module:Class"),
        ("my agents:SecondGuess", "expected package.module:Class"),
        ("no_such_module_xyz:Agent", "no module 'no_such_module_xyz'"),
        ("broken_agents:Agent", "(it needs 'no_such_dependency_xyz')"),
        ("my_agents:Nobody", "module 'my_agents' has no 'Nobody'"),
        ("odd_agents:VALUE", "'VALUE' is a int, not a class"),
        ("odd_agents:function", "'function' is a function, not a class"),
        ("odd_agents:NoChoose", "NoChoose has no method choose(view, legal, rng)"),
        ("odd_agents:Fails", "Fails('cucu') failed: RuntimeError: no weights for cucu"),
    ],
)
def test_a_bad_agent_is_refused_with_the_reason(agents_dir: Path, path: str, said: str) -> None:
    with pytest.raises(BadArgument, match=re.escape(said)):
        run_arena("cucu", ["random"], rules="campli", deal_sets=1, agents=[path])
    res = runner.invoke(
        app, ["arena", "cucu", "--rules", "campli", "--bots", "random", "--agent", path, "--matches", "1"]
    )
    assert res.exit_code == 2 and said in res.output
    assert "Traceback" not in res.output


def test_the_class_is_found_by_its_path(agents_dir: Path) -> None:
    import my_agents  # type: ignore[import-not-found]

    assert agent_class(" my_agents:SecondGuess ") is my_agents.SecondGuess
