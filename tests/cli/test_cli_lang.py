"""The terminal in the reader's language (issue 31): ``taverna games``' headings and labels, ``taverna
play``'s refusals (the engine's, from ``errors.ftl``), by ``--lang``, else ``TAVERNA_LANG`` / ``LANG``."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from taverna.cli.common import cli_lang, extra_refusal, out
from taverna.cli.main import app
from taverna.cli.play import Terminal
from tests.core.test_refusals import _cambio_holder_not_waited_for

runner = CliRunner()


def test_taverna_games_prints_french_headings_and_labels() -> None:
    res = runner.invoke(app, ["games", "--lang", "fr"], terminal_width=200)
    assert res.exit_code == 0, res.output
    text = res.output
    assert "Joueurs\u00a0: de 2 à 20 (d'habitude 6)." in text  # Cucù
    assert "par défaut" in text and "signification" in text
    assert "Fonctionnement de cette variante (fixe)" in text and "interleaved\u00a0: oui" in text
    assert "--rules campli\u00a0: " in text
    for english in ("Players:", "usually", "meaning", "How this rule set works", ": yes"):
        assert english not in text, english
    en = runner.invoke(app, ["games"], terminal_width=200, env={"TAVERNA_LANG": "", "LANG": "C.UTF-8"}).output
    assert "Players: 2-20 (usually 6)." in en and "meaning" in en and "interleaved: yes" in en


def test_the_language_comes_from_the_environment_without_lang() -> None:
    res = runner.invoke(app, ["games"], terminal_width=200, env={"TAVERNA_LANG": "it", "LANG": "fr_FR.UTF-8"})
    assert "Giocatori: da 2 a 20 (di solito 6)." in res.output and "significato" in res.output
    res = runner.invoke(app, ["games"], terminal_width=200, env={"TAVERNA_LANG": "", "LANG": "ko_KR.UTF-8"})
    assert "플레이어: 2-20명 (보통 6명)." in res.output and "기본값" in res.output


@pytest.mark.parametrize(
    ("given", "env", "lang"),
    [("ja", {"TAVERNA_LANG": "fr"}, "ja"), (None, {"TAVERNA_LANG": "fr"}, "fr"),
     (None, {"TAVERNA_LANG": "", "LANG": "it_IT.UTF-8"}, "it"), (None, {"TAVERNA_LANG": "xx", "LANG": "de_DE"}, "en"),
     (None, {"TAVERNA_LANG": "", "LANG": ""}, "en")],
)  # fmt: skip
def test_cli_lang_reads_lang_then_the_environment(
    given: str | None, env: dict[str, str], lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    for k in ("TAVERNA_LANG", "LANG"):
        monkeypatch.setenv(k, env.get(k, ""))
    assert cli_lang(given) == lang


def test_a_korean_not_your_turn_in_the_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Cuckoo's holder, asked whether to declare out of turn, types ``keep``: the engine's NotYourTurn,
    said in Korean (and naming only the asker and the player the match waits for)."""
    m, holder, _ = _cambio_holder_not_waited_for()
    answers = iter(["keep", ""])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    with out.capture() as captured:
        assert Terminal(m, holder, "ko").ask(optional=True) is None
    text = " ".join(captured.get().split())  # (the console wraps long lines)
    waiting = m.waiting_for()
    assert f"{holder}의 차례가 아닙니다 (경기가 {', '.join(waiting)}의 차례를 기다립니다)" in text, text
    assert "illegal action" not in text and "not your turn" not in text


def test_play_refuses_in_french(tmp_path: object) -> None:
    res = runner.invoke(app, ["play", "cucu", "--rules", "cambio", "--lang", "fr", "-o", "colour=red"])
    assert res.exit_code == 2
    assert "taverna play\u00a0: option inconnue 'colour' pour " in res.output, res.output


def test_plays_own_refusals_and_a_missing_extra_in_the_language(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    res = runner.invoke(app, ["play", "hypp", "--lang", "it", "--bots", "genius"])
    assert res.exit_code == 2 and "taverna play: livello di bot sconosciuto 'genius' per --bots" in res.output
    res = runner.invoke(app, ["play", "hypp", "--lang", "ja", "--players", "-1"])
    assert res.exit_code == 2 and "taverna play：--playersは正の数です" in res.output
    monkeypatch.setenv("TAVERNA_LANG", "fr")  # a command without --lang: the environment's language
    assert extra_refusal("selfplay", "numpy").exit_code == 2
    said = re.sub(r"[ \n]+", " ", capsys.readouterr().err)  # (not str.split: a no-break space is no line break)
    assert (
        "taverna selfplay\u00a0: il faut numpy, qui n'est pas installé\u00a0: il vient avec l'extra 'research'" in said
    )


def test_the_arena_and_le_hers_analysis_speak_the_readers_language() -> None:
    """``taverna arena``'s tables and ``taverna analyze``'s Le Her lines in French (TAVERNA_LANG), their numbers
    as the reader's locale writes them; English as before."""
    res = runner.invoke(app, ["arena", "coch", "--bots", "easy,random", "--matches", "1", "--seed", "3"],
                        terminal_width=200, env={"TAVERNA_LANG": "fr"})  # fmt: skip
    assert res.exit_code == 0, res.output
    assert "coch (rulebook), 4 joueurs, 1 série de donnes x 2 rotations = 2 parties" in res.output
    assert "victoires (IC 95 %)" in res.output and "différences appariées" in res.output
    assert "wins (95% CI)" not in res.output and "matches" not in res.output
    res = runner.invoke(app, ["analyze", "cucu", "--rules", "le-her"], terminal_width=200, env={"TAVERNA_LANG": "fr"})
    assert res.exit_code == 0, res.output
    said = " ".join(res.output.replace("\u00a0", " ").split())  # (the console wraps at 80 columns)
    assert "Valeur : le receveur gagne 11327/22100 des donnes (0,512534), le donneur 10773/22100." in said
    # the analysis table itself: Cucù's sentences, its rates as French writes them
    assert "cucu/le-her, 2 joueurs" in said and "taux de défaite" in said and "receveur" in said
    assert "(0,4875)" in res.output and "loss rate" not in said
    en = runner.invoke(app, ["analyze", "cucu", "--rules", "le-her"], terminal_width=200)
    said = " ".join(en.output.split())
    assert "Value: the receiver wins 11327/22100 of the deals (0.512534), the dealer 10773/22100." in said
