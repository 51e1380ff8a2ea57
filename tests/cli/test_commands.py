"""The command line's answers to bad input and its prose (issue 14, "Terminal and command line")."""

from __future__ import annotations

import builtins
import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

import taverna.server
from taverna import __version__
from taverna.bots import bot_step, get_bot
from taverna.cli.main import Terminal, app
from taverna.core import Action, Rng
from taverna.games import create_match

runner = CliRunner()
ROOT = Path(__file__).parents[2]


def _error_lines(output: str) -> list[str]:
    return [line for line in output.splitlines() if line.strip()]


def test_an_unknown_bot_level_is_one_line_naming_the_levels() -> None:
    res = runner.invoke(app, ["play", "cucu", "--rules", "campli", "--bots", "superhard"])
    assert "Traceback" not in res.output and (res.exception is None or isinstance(res.exception, SystemExit))
    assert res.exit_code == 2
    lines = _error_lines(res.output)
    assert len(lines) == 1 and "superhard" in lines[0] and "random, simple, easy, normal, hard" in lines[0], lines
    res = runner.invoke(app, ["arena", "cucu", "--rules", "campli", "--bots", "superhard,random", "--matches", "1"])
    assert res.exit_code == 2 and len(_error_lines(res.output)) == 1 and "superhard" in res.output


def test_output_files_that_cannot_be_written_are_refused_before_the_work(tmp_path: Path) -> None:
    for args in (
        ["play", "cucu", "--rules", "campli", "--watch", "--save", str(tmp_path / "no" / "x.json")],
        ["play", "cucu", "--rules", "campli", "--watch", "--save", str(tmp_path)],
        ["arena", "cucu", "--rules", "campli", "--matches", "1", "--plot", str(tmp_path / "no" / "x.png")],
        ["analyze", "cucu", "--plot", str(tmp_path / "no" / "x.png")],
    ):
        res = runner.invoke(app, args)
        assert res.exit_code == 2, (args, res.output)
        assert len(_error_lines(res.output)) == 1 and str(tmp_path) in res.output, res.output


def test_play_checks_its_seat_and_name() -> None:
    res = runner.invoke(app, ["play", "cucu", "--rules", "campli", "--players", "3", "--seat", "5"])
    assert res.exit_code == 2 and "--seat must be from 1 to 3" in res.output
    res = runner.invoke(app, ["play", "cucu", "--rules", "campli", "--name", ""])
    assert res.exit_code == 2 and "--name" in res.output


@pytest.fixture
def no_server(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    started: list[int] = []
    monkeypatch.setattr(taverna.server, "serve", lambda settings, host, port, **kw: started.append(port))
    yield started


@pytest.mark.parametrize("port", ["99999", "0", "-1", "65536"])
def test_serve_refuses_a_port_outside_1_to_65535(port: str, no_server: list[int]) -> None:
    res = runner.invoke(app, ["serve", "--port", port])
    assert res.exit_code == 2 and "--port must be from 1 to 65535" in res.output, res.output
    assert not no_server and "Taverna is at" not in res.output


def test_serve_refuses_bad_durations_and_a_file_for_its_data_folder(tmp_path: Path, no_server: list[int]) -> None:
    for args in (["--grace", "nan"], ["--bot-delay", "-1"], ["--bot-delay", "inf"]):
        res = runner.invoke(app, ["serve", *args])
        assert res.exit_code == 2 and "--grace and --bot-delay" in res.output, res.output
    file = tmp_path / "f"
    file.write_text("")
    res = runner.invoke(app, ["serve", "--data-dir", str(file)])
    assert res.exit_code == 2 and "is a file" in res.output and not no_server


def test_serve_as_a_worker_needs_a_redis_url_and_a_shared_database(no_server: list[int]) -> None:
    res = runner.invoke(app, ["serve", "--redis", "localhost:6379"])
    assert res.exit_code == 2 and "is not a Redis URL: expected redis://" in res.output, res.output
    res = runner.invoke(app, ["serve", "--redis", "redis://localhost"])  # SQLite is no database workers share
    assert res.exit_code == 2 and "--redis needs a database every worker shares" in res.output, res.output
    res = runner.invoke(app, ["serve", "--trust-proxy", "--proxy-ip", "a proxy"])
    assert res.exit_code == 2 and "--proxy-ip 'a proxy' is not an address" in res.output, res.output
    assert not no_server


def test_serve_starts_on_a_good_port(no_server: list[int]) -> None:
    res = runner.invoke(app, ["serve", "--port", "65535"])
    assert res.exit_code == 0 and no_server == [65535] and ":65535/" in res.output


def test_an_unknown_option_lists_those_the_creator_may_set_and_the_fixed_ones() -> None:
    res = runner.invoke(app, ["play", "cucu", "-o", "nonsense=1", "--rules", "campli"])
    assert res.exit_code == 2
    valid, _, fixed = res.output.partition("fixed by the rule set")
    settable = re.search(r"valid options: ([^;]*);", valid)
    assert settable is not None
    assert settable.group(1).split(", ") == ["tokens", "stake", "reentry", "remove-matto", "inn-offers"]
    assert "family" in fixed and "cat-rule" in fixed
    res = runner.invoke(app, ["play", "cucu", "-o", "cat-rule=owner", "--rules", "campli"])
    assert res.exit_code == 2 and "cat-rule is fixed by the rule set campli" in res.output
    res = runner.invoke(app, ["play", "kille", "-o", "x=1"])
    assert res.exit_code == 2 and "valid options: rounds, hand, target; fixed by the rule set" in res.output


def test_version() -> None:
    res = runner.invoke(app, ["--version"])
    assert res.exit_code == 0 and res.output.strip() == f"taverna {__version__}"


def test_the_help_shows_real_defaults_and_no_type_names_for_flags() -> None:
    for command in ("play", "arena", "analyze", "selfplay", "serve", "games", "replay"):
        res = runner.invoke(app, [command, "--help"], terminal_width=200)
        assert res.exit_code == 0
        assert "<bool>" not in res.output, (command, res.output)
        for line in res.output.splitlines():  # 0 there means "the usual", which the help says in words
            if re.search(r"--(players|deals|eval-deals) ", line):
                assert "[default: 0]" not in line, (command, line)
    res = runner.invoke(app, ["play", "--help"], terminal_width=200)
    assert "the game's usual number" in res.output and "NAME=VALUE" in res.output


def test_play_without_a_game_says_what_to_type() -> None:
    res = runner.invoke(app, ["play"])
    assert res.exit_code == 2
    assert "taverna play cucu --rules campli" in res.output
    for game in ("coteccio", "cuajo", "kille", "cucu"):
        assert f"  {game}: " in res.output


def test_an_empty_line_is_asked_again_and_words_are_read_in_any_case() -> None:
    res = runner.invoke(
        app, ["play", "cucu", "--rules", "campli", "--seed", "3", "--seat", "2"], input="\n\n  \nKEEP\nQ\n"
    )
    assert res.exit_code == 0, res.output
    assert "Not now" not in res.output and "You keep." in res.output and "You left the table." in res.output


def test_a_choice_chosen_by_its_number_asks_for_its_argument_at_once() -> None:
    """Hypp's "[1] bet" chosen by its number asks how much on a line of its own ("3" or "bet 3"); a wrong amount
    gets the engine's refusal and the choices again, an empty line goes back to the choices.  Before, "1"
    answered "bet needs an argument: type e.g. bet 3" and asked the same question again."""
    res = runner.invoke(app, ["play", "hypp", "--seed", "3"], input="1\n99\n1\n\n1\n3\nq\n")
    assert res.exit_code == 0, res.output
    said = res.output
    assert said.count("bet needs an argument: type it, e.g. bet 3") == 3, said
    assert "bet takes a number of chips from 1 to 10" in " ".join(said.split()), said  # 99: refused, with the range
    assert "You bet 3." in said and "You bet 99" not in said, said


def _at_card_choice(game: str, seed: int) -> tuple[Terminal, list[Action]]:
    """A match of ``game`` played by bots until its first player must choose a card, and that player's terminal."""
    players = ["Ada", "Bruno", "Carla", "Dino"]
    m = create_match(game, players=players, seed=seed)
    bots = {p: get_bot(game, "random") for p in players[1:]}
    rngs = {p: Rng(seed + i) for i, p in enumerate(players)}
    for _ in range(2000):
        if "Ada" in m.waiting_for() and any(a.word in m.card_words for a in m.legal_actions("Ada")):
            break
        if "Ada" in m.waiting_for():
            m.apply("Ada", m.legal_actions("Ada")[0])
        else:
            bot_step(m, bots, rngs)
    return Terminal(m, "Ada", "en"), m.legal_actions("Ada")


@pytest.mark.parametrize("game", ["coteccio", "cuajo"])
def test_cards_are_shown_and_read_in_words(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    term, legal = _at_card_choice(game, 7)
    action = next(a for a in legal if a.word in term.match.card_words)
    shown = term._choice_text(action)
    assert re.fullmatch(rf"{action.word} \w\w \(.+ of .+\)", shown), shown
    name = shown[shown.index("(") + 1 : -1]
    typed = iter([f"{action.word.upper()} {name.upper()}"])
    monkeypatch.setattr(builtins, "input", lambda prompt="": next(typed))
    chosen = term.ask(optional=False)
    assert chosen is not None and term.match.check("Ada", chosen) == term.match.check("Ada", action)


def test_a_court_card_is_read_without_its_italian_name_too(monkeypatch: pytest.MonkeyPatch) -> None:
    for seed in range(40):
        term, legal = _at_card_choice("coteccio", seed)
        kings = [a for a in legal if a.word == "play" and isinstance(a.arg, str) and a.arg[0] == "R"]
        if kings:
            break
    else:
        pytest.fail("no king to play in 40 deals")
    suit = {"c": "cups", "d": "coins", "s": "swords", "b": "batons"}[str(kings[0].arg)[1]]
    typed = iter([f"play king of {suit}"])
    monkeypatch.setattr(builtins, "input", lambda prompt="": next(typed))
    chosen = term.ask(optional=False)
    assert chosen is not None and chosen.arg == kings[0].arg


@pytest.mark.parametrize(("game", "typed_suit", "suit"), [("coteccio", "o", "d"), ("cuajo", "d", "o")])
def test_the_other_packs_coin_letter_is_read_as_coins(
    game: str, typed_suit: str, suit: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    for seed in range(40):
        term, legal = _at_card_choice(game, seed)
        coins = [a for a in legal if a.word in term.match.card_words and isinstance(a.arg, str) and a.arg[1] == suit]
        if coins:
            break
    else:
        pytest.fail("no coin to play in 40 deals")
    action = coins[0]
    assert isinstance(action.arg, str)
    typed = iter([f"{action.word} {action.arg[0]}{typed_suit}"])
    monkeypatch.setattr(builtins, "input", lambda prompt="": next(typed))
    chosen = term.ask(optional=False)
    assert chosen is not None and term.match.check("Ada", chosen) == term.match.check("Ada", action)
    assert chosen.arg == action.arg  # the record keeps the pack's own letter


def test_replay_and_games_read_as_prose(tmp_path: Path) -> None:
    record = tmp_path / "campli.json"
    res = runner.invoke(app, ["play", "cucu", "--rules", "campli", "--players", "3", "--watch", "--seed", "2",
                              "--save", str(record)])  # fmt: skip
    assert res.exit_code == 0, res.output
    summary = json.loads(runner.invoke(app, ["replay", str(record), "--json"]).output)
    paid = [d["payouts"] for d in summary["deals"] if d.get("payouts")]
    assert paid, "the match ends with the pool paid out"
    res = runner.invoke(app, ["replay", str(record)])
    assert res.exit_code == 0
    assert "{'" not in res.output and "':" not in res.output, res.output
    who, amount = next(iter(paid[-1].items()))
    assert f"paid out: {amount} to {who}" in res.output
    res = runner.invoke(app, ["games"], terminal_width=200)
    assert res.exit_code == 0
    assert not re.search(r"\b[a-z-]+=", res.output), "internal name=value lines"
    assert "family: pagat" in res.output and "interleaved: yes" in res.output


def test_readme_says_how_to_reach_the_command_and_the_checks_keep_to_their_own_environment() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    lines = readme.splitlines()
    assert lines[3].startswith("python3 -m venv .venv") and lines[4] == "bash scripts/test.sh"
    assert ". .venv/bin/activate" in readme and ".venv/bin/taverna" in readme
    script = (ROOT / "scripts" / "test.sh").read_text(encoding="utf-8")
    assert not re.search(r"(?<![\w-])\.venv/", script), "scripts/test.sh must not install into or run from .venv/"
    assert ".venv-check/bin/pytest" in script and ".venv-check/bin/ruff" in script
    assert ".venv-check/" in (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()


def test_cuajo_play_answers_the_one_answer_purro_question_for_the_human(tmp_path: Path) -> None:
    """Cuajo asks every discarder about purro whatever the hand (being asked must tell nothing): where silent is
    the only answer the terminal gives it for the human, who is never shown a one-choice prompt, and the record
    holds the human's silents."""
    out = tmp_path / "m.json"
    answers = "\n".join(["1"] * 3000) + "\n"
    res = runner.invoke(
        app, ["play", "cuajo", "--seed", "3", "-o", "deals=1", "--name", "Ada", "--save", str(out)], input=answers
    )
    assert res.exit_code == 0, res.output
    assert "your choice: [1] silent   " not in res.output and "your choice: [1] discard" in res.output
    rec = json.loads(out.read_text())
    assert "Ada" in rec["players"] and ["Ada", "silent"] in rec["actions"]
