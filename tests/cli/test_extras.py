"""A command that needs an extra that is not installed says so on one line and exits 2 (issue 31).

Each case runs the real ``taverna`` entry point in a fresh interpreter where the extra's module cannot be
imported (``sys.modules[name] = None`` makes every ``import name`` fail, as on a base install), and checks the
whole standard error: one line, naming the extra and the ``pip install`` that brings it, no traceback.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from taverna.cli.common import EXTRA_OF

RECORD = Path(__file__).parents[1] / "records" / "cucu" / "cambio-rulebook-set1.json"
RUN = (
    "import sys\n"
    "for name in sys.argv[1].split(','):\n"
    "    sys.modules[name] = None\n"
    "from taverna.cli.main import main\n"
    "sys.argv = ['taverna', *sys.argv[2:]]\n"
    "main()\n"
)


def taverna_without(modules: list[str], *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "COLUMNS": "200"}
    return subprocess.run([sys.executable, "-c", RUN, ",".join(modules), *args], capture_output=True, text=True,
                          timeout=120, env=env, cwd=cwd)  # fmt: skip


# (the blocked modules, the extra the refusal must name, the command line)
CASES = [
    (["numpy"], "research", ["selfplay", "cucu", "--matches", "1", "--out", "ds"]),
    (["matplotlib"], "plot", ["arena", "cucu", "--matches", "1", "--bots", "random,random", "--plot", "a.png"]),
    (["matplotlib"], "plot", ["analyze", "cucu", "--rules", "le-her", "--plot", "a.png"]),
    (["matplotlib"], "learn", ["learn", "cucu", "--rules", "campli", "--matches", "1", "--out", "w.npz", "--plot", "c.png"]),
    (["ray"], "cluster", ["arena", "cucu", "--matches", "1", "--bots", "random,random", "--ray"]),
    (["ray"], "cluster", ["analyze", "cucu", "--rules", "le-her", "--ray"]),
    (["numba"], "fast", ["analyze", "cucu", "--rules", "campli", "--simulator", "kernel", "--deals", "10"]),
    (["psycopg"], "postgres", ["serve", "--db", "postgresql://u:p@127.0.0.1:1/x"]),
    (["redis"], "redis", ["serve", "--db", "postgresql://u:p@127.0.0.1:1/x", "--redis", "redis://127.0.0.1:1/0"]),
]


@pytest.mark.parametrize(("blocked", "extra", "args"), CASES, ids=[f"{c[2][0]}-{c[1]}" for c in CASES])
def test_a_missing_extra_is_one_line(blocked: list[str], extra: str, args: list[str], tmp_path: Path) -> None:
    p = taverna_without(blocked, *args, cwd=tmp_path)
    assert p.returncode == 2, (p.returncode, p.stderr[-2000:])
    lines = [line for line in p.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, p.stderr
    assert "Traceback" not in p.stderr
    assert f"taverna[{extra}]" in lines[0], lines[0]
    assert lines[0].startswith(f"taverna {args[0]}: "), lines[0]
    assert not (tmp_path / "a.png").exists() and not (tmp_path / "ds").exists()  # refused before any work


def test_the_extras_named_exist() -> None:
    """Every extra the refusals name is one pyproject.toml declares."""
    import tomllib

    project = tomllib.loads((Path(__file__).parents[2] / "pyproject.toml").read_text())["project"]
    assert set(EXTRA_OF.values()) <= set(project["optional-dependencies"])
    assert "matplotlib" not in " ".join(project["dependencies"])  # the base install stays lean


def test_installed_extras_still_run(tmp_path: Path) -> None:
    """With nothing blocked the same guard is silent: replay works, and its errors stay its own."""
    p = taverna_without(["__nothing__"], "replay", str(RECORD), cwd=tmp_path)
    assert p.returncode == 0, p.stderr
