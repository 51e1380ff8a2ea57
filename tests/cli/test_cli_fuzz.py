"""Fuzz the command line: any arguments give a clear answer, never a traceback (issue 14).

Every command is driven with arguments drawn from good, bad and odd values.  Nothing long starts: the
server is replaced by a stub (never started), the analysis by one that stops at once, the arena only
gets line-ups of fast bots and at most one deal set (``--matches 1`` unless the draw says otherwise), and play reads an empty standard input (the player
leaves at the first question)."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

import taverna.games.cucu.research.analysis.analyze as analyze
import taverna.server
from taverna.cli.main import app

runner = CliRunner()
RECORD = Path(__file__).parents[1] / "records" / "cucu" / "cambio-rulebook-set1.json"
TMP = Path(tempfile.mkdtemp(prefix="taverna-fuzz-"))
(TMP / "record.json").write_bytes(RECORD.read_bytes())  # a copy: play --save may write over it
(TMP / "bad.json").write_text('{"format": "taverna/1", "game": "cucu"', encoding="utf-8")

odd = st.text(alphabet=st.characters(codec="utf-8", exclude_characters="\x00"), max_size=12)
ints = st.one_of(
    st.sampled_from(["-1", "0", "1", "2", "3", "20", "99", "65535", "65536", "99999", "1e3", "x", ""]), odd
)
games_ = st.sampled_from(
    ["cucu", "coch", "zifuli", "torionfo", "kille", "hypp", "coteccio", "cuajo", "nonsense", "", "CUCU"]
)
rules = st.sampled_from(
    ["campli", "lu-stu", "cambio", "bga", "le-her", "trieste", "standard", "duplicate", "rulebook", "x"]
)
langs = st.sampled_from(["en", "it", "ko", "ja", "fr", "xx", "", "EN"])
options = st.sampled_from(["tokens=2", "tokens=0", "nonsense=1", "family=cambio", "chips", "=", "rounds=x", "target=5"])
bots = st.sampled_from(["random", "simple", "superhard", "", "random,random", "rules,random", "x,y", ","])
paths = st.sampled_from(
    [
        str(TMP / "record.json"),
        str(TMP / "missing.json"),
        str(TMP),
        str(TMP / "bad.json"),
        "/nonexistent/x",
        str(TMP / "out.json"),
    ]
)


def _opts(pairs: dict[str, st.SearchStrategy[str]]) -> st.SearchStrategy[list[str]]:
    flag = st.sampled_from(sorted(pairs)).flatmap(lambda name: pairs[name].map(lambda v: [name, v]))
    return st.lists(flag, max_size=4).map(lambda xs: [x for pair in xs for x in pair])


def _cmd(
    name: str, positional: st.SearchStrategy[list[str]], pairs: dict[str, st.SearchStrategy[str]], flags: list[str]
) -> st.SearchStrategy[list[str]]:
    return st.tuples(
        positional, _opts(pairs), st.lists(st.sampled_from(flags), max_size=2) if flags else st.just([])
    ).map(lambda t: [name, *t[0], *t[1], *t[2]])


one_game = st.lists(games_, max_size=1)
ARGS = st.one_of(
    _cmd("games", st.just([]), {"--lang": langs}, ["--json"]),
    _cmd("replay", st.lists(paths, max_size=2), {"--lang": langs}, ["--json"]),
    _cmd(
        "play",
        one_game,
        {
            "--rules": rules,
            "--players": ints,
            "--seed": ints,
            "--lang": langs,
            "--name": odd,
            "--seat": ints,
            "-o": options,
            "--bots": bots,
            "--save": paths,
        },
        ["--draw-seats"],
    ),
    _cmd(
        "arena",
        one_game.map(lambda g: [*g, "--matches", "1"]),
        {
            "--rules": rules,
            "--bots": bots,
            "--players": ints,
            "--matches": st.sampled_from(["-1", "0", "1", "x"]),
            "--seed": ints,
            "--jobs": st.sampled_from(["0", "1", "-2", "x"]),
            "-o": options,
            "--plot": st.sampled_from(["/nonexistent/p.png", str(TMP)]),
        },
        ["--json"],
    ),
    _cmd(
        "analyze",
        one_game,
        {
            "--rules": rules,
            "--players": ints,
            "--deals": ints,
            "--eval-deals": ints,
            "--simulator": st.sampled_from(["auto", "kernel", "reference", "x"]),
            "--iterations": ints,
            "--jobs": st.sampled_from(["0", "1", "-2", "x"]),
            "--batch": ints,
            "--seed": ints,
            "-o": options,
            "--plot": st.sampled_from(["/nonexistent/p.png", str(TMP)]),
        },
        ["--json"],
    ),
    _cmd(
        "selfplay",
        one_game.map(lambda g: [*g, "--matches", "1"]),
        {
            "--rules": rules,
            "--players": ints,
            "--matches": st.sampled_from(["-1", "0", "1", "x"]),
            "--out": st.sampled_from(["/nonexistent/x", str(TMP / "data"), str(TMP / "record.json")]),
            "--bots": bots,
            "--seed": ints,
            "-o": options,
            "--format": st.sampled_from(["auto", "npz", "parquet", "x"]),
        },
        [],
    ),
    _cmd(
        "serve",
        st.just([]),
        {
            "--host": st.sampled_from(["127.0.0.1", "", "::"]),
            "--port": ints,
            "--db": st.sampled_from(["foo://", "nonsense", "sqlite://", "postgresql://"]),
            "--grace": ints,
            "--data-dir": paths,
            "--bot-delay": st.sampled_from(["nan", "inf", "-1", "0.1", "x"]),
            "--redis": st.sampled_from(["redis://127.0.0.1:1/0", "redis:", "x", ""]),
            "--proxy-ip": st.sampled_from(["10.0.0.1", "10.0.0.0/8", "x", ""]),
        },
        [],
    ),
    st.lists(odd, max_size=4),
    st.tuples(
        st.sampled_from(["play", "replay", "games", "arena", "analyze", "selfplay", "serve", "--version", "--help"]),
        st.lists(odd, max_size=3),
    ).map(lambda t: [t[0], *t[1]]),
)


def _stop(*args: object, **kwargs: object) -> None:
    raise SystemExit(0)  # as if the long work had run and ended


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ARGS)
def test_no_argument_gives_a_traceback(args: list[str]) -> None:
    saved = taverna.server.serve, analyze.analyze_cucu
    taverna.server.serve, analyze.analyze_cucu = _stop, _stop  # type: ignore[assignment]
    try:
        res = runner.invoke(app, args, input="")
    finally:
        taverna.server.serve, analyze.analyze_cucu = saved  # type: ignore[assignment]
    assert res.exception is None or isinstance(res.exception, SystemExit), (args, res.exception, res.output)
    assert "Traceback" not in res.output, (args, res.output)
    assert res.exit_code in (0, 1, 2), (args, res.exit_code, res.output)
    if res.exit_code == 2:
        lines = [line for line in res.output.splitlines() if line.strip()]
        said = "\n".join(lines)
        # short, unless it is the help that a command given without its subcommand prints
        assert lines and (len(lines) <= 12 or "Commands:" in lines), (args, said)
        # the answer names what was wrong: an option, a value, a file or a game, or the usage
        assert re.search(r"taverna \w+:|Error|Usage|which game", said), (args, said)
