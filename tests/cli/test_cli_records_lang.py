"""The terminal's other commands in the reader's language (issue 31, item 5): ``taverna replay`` and ``taverna
verify`` headings and refusals (``--lang``, else ``TAVERNA_LANG`` / ``LANG``), ``taverna serve``'s refusals and
``taverna migrate``'s lines (``TAVERNA_LANG`` / ``LANG``); the records' own checks and reasons stay English."""

from __future__ import annotations

import json
import re
from pathlib import Path

from typer.testing import CliRunner

from taverna.cli.main import app
from taverna.games import get_game
from taverna.i18n import LANGS, fluent
from taverna.i18n.lobby import localise as described

from .test_cli import RECORD
from .test_verify import _fair_record

runner = CliRunner()
CLI = Path(__file__).parents[2] / "src" / "taverna" / "cli"


def test_verify_says_its_headings_in_french(tmp_path: Path) -> None:
    path = tmp_path / "rec.json"
    path.write_text(json.dumps(_fair_record()), encoding="utf-8")
    fr = runner.invoke(app, ["verify", str(path), "--lang", "fr"], terminal_width=200)
    assert fr.exit_code == 0, fr.output
    assert "ok\u00a0: commitment" in fr.output and "résumé\u00a0: terminée, gagnant " in fr.output
    assert "équitable\u00a0: chaque carte a été distribuée" in fr.output
    for english in ("summary:", "fair:", "winner", "ok: "):
        assert english not in fr.output, english
    en = runner.invoke(app, ["verify", str(path)], terminal_width=200)  # (tests/conftest.py: TAVERNA_LANG=en)
    assert "summary: finished, winner " in en.output and "fair: every card" in en.output
    ko = runner.invoke(app, ["verify", str(path)], terminal_width=200, env={"TAVERNA_LANG": "ko"})
    assert "요약: 끝남, 승자 " in ko.output and "공정함: " in ko.output
    bad = dict(_fair_record(), salt="5b" + "5a" * 31)
    path.write_text(json.dumps(bad), encoding="utf-8")
    it = runner.invoke(app, ["verify", str(path), "--lang", "it"], terminal_width=200)
    assert it.exit_code == 1 and "NON EQUA: commitment mismatch" in it.output  # (the reason: the record's, English)
    missing = runner.invoke(app, ["verify", str(tmp_path / "none.json"), "--lang", "ja"])
    assert missing.exit_code == 2 and missing.output.startswith("taverna verify") and "を読めません：" in missing.output
    assert runner.invoke(app, ["verify", str(path), "--lang", "xx"]).exit_code == 2


def test_replay_says_its_headings_in_the_readers_language(tmp_path: Path) -> None:
    res = runner.invoke(app, ["replay", str(RECORD)], terminal_width=200, env={"TAVERNA_LANG": "fr"})
    assert res.exit_code == 0, res.output
    assert re.search(r"joueur\s+carte\s+après", res.output), res.output[:400]
    assert "Maintenant" in res.output and ("Vainqueur" in res.output or "Inachevée" in res.output)
    en = runner.invoke(app, ["replay", str(RECORD)], terminal_width=200)
    assert re.search(r"player\s+card\s+after", en.output) and "Now" in en.output
    ja = runner.invoke(app, ["replay", str(RECORD), "--lang", "ja"], terminal_width=200)
    assert re.search(r"プレイヤー\s+カード\s+後", ja.output) and "現在" in ja.output
    bad = tmp_path / "bad.json"
    rec = json.loads(RECORD.read_text())
    rec["actions"][0] = ["B", "fly"]
    bad.write_text(json.dumps(rec))
    said = runner.invoke(app, ["replay", str(bad), "--lang", "it"], terminal_width=300)
    assert said.exit_code == 2 and said.output.startswith(f"taverna replay: registrazione non valida {bad}: ")
    assert "fly" in said.output and "illegal action" not in said.output, said.output


def test_serve_and_migrate_speak_the_environments_language(tmp_path: Path) -> None:
    res = runner.invoke(app, ["serve", "--port", "0"], env={"TAVERNA_LANG": "ko"})
    assert res.exit_code == 2 and res.output.strip() == "taverna serve: --port는 1부터 65535까지여야 합니다. 받은 값: 0"
    res = runner.invoke(app, ["serve", "--allow-origin", "ftp://x"], env={"TAVERNA_LANG": "", "LANG": "fr_FR.UTF-8"})
    assert res.exit_code == 2 and "--allow-origin 'ftp://x' n'est pas une origine" in res.output
    url = f"sqlite:///{tmp_path / 'fresh.sqlite3'}"
    res = runner.invoke(app, ["migrate", "--db", url], env={"TAVERNA_LANG": "it"})
    said = " ".join(res.output.split())  # (the console wraps a long line at its width)
    assert res.exit_code == 0 and "è stato migrato da un database vuoto ed è aggiornato (revisione " in said
    res = runner.invoke(app, ["migrate", "--db", url], env={"TAVERNA_LANG": "ja"})
    assert res.exit_code == 0 and "はすでに最新です（リビジョン " in " ".join(res.output.split())


def test_every_sentence_the_terminal_names_is_in_every_language() -> None:
    named: set[str] = set()
    for path in CLI.glob("*.py"):
        named |= set(re.findall(r"""\bsaid\([a-z_]+, "([a-z][a-z0-9-]*)\"""", path.read_text(encoding="utf-8")))
        named |= set(re.findall(r"""\brefused\("([a-z][a-z0-9-]*)\"""", path.read_text(encoding="utf-8")))
    assert {"verify-summary", "replay-now", "serve-at", "serve-port", "migrate-failed"} <= named
    named |= {"migrate-already", "migrate-done", "migrate-done-empty"}  # (chosen by migrate.py as key)
    for lang in LANGS:
        missing = {k for k in named if not fluent.has_message("cli", lang, k)}
        assert not missing, (lang, missing)


def test_replay_says_the_counters_in_the_readers_language(tmp_path: Path) -> None:
    """The counters after each deal and at the end are said as the language says them ("3 tokens", "3 토큰",
    "éliminé"), not as the record's keys ("chips 3", "out"); Gnav's chips by its own word, tokens."""
    from taverna.bots import get_bot, play_bots
    from taverna.core import Rng
    from taverna.games import create_match
    from taverna.records import save

    m = create_match("cucu", rules="gnav", players=["Ann", "Ben", "Cy"], seed=5)
    play_bots(m, {p: get_bot("cucu", "simple") for p in m.players}, {p: Rng(i) for i, p in enumerate(m.players)})
    path = tmp_path / "gnav.json"
    save(m, path)
    for lang, token, chip, out in (("en", "token", "chip", "out"), ("ko", "토큰", "칩", "탈락"),
                                   ("fr", "jeton", "fiche", "éliminé")):  # fmt: skip
        res = runner.invoke(app, ["replay", str(path), "--lang", lang])
        assert res.exit_code == 0, res.output
        assert token in res.output and out in res.output, res.output[-400:]
        assert chip not in res.output, res.output[-400:]
        assert "chips 3" not in res.output and "chips 0" not in res.output


def test_replay_names_the_game_in_the_readers_language_and_shows_a_card_column_only_where_cards_are_shown(
    tmp_path: Path,
) -> None:
    """The heading is the game's (or the rule set's) name, not its id ("cuajo: Ann, …", "cucu (campli): …"); a game
    whose deals turn up no card (Cuajo) has no empty card column."""
    from tests.server.test_browser import played_record

    path = tmp_path / "cuajo.json"
    path.write_text(json.dumps(played_record("cuajo", ["Ann", "Bea", "Cid", "Dan"], 4, "normal", options={"deals": 1})))
    ja = runner.invoke(app, ["replay", str(path), "--lang", "ja"], terminal_width=200)
    assert ja.exit_code == 0, ja.output
    head = ja.output.splitlines()[0]
    assert "クアホ (Cuajo)：Ann, Bea, Cid, Dan" in head and "cuajo:" not in head, head
    assert re.search(r"プレイヤー\s+後", ja.output) and "カード" not in ja.output, ja.output[:400]
    fr = runner.invoke(app, ["replay", str(RECORD), "--lang", "fr"], terminal_width=200)
    rec = json.loads(RECORD.read_text())
    title = described(get_game(rec["game"]).describe(), "fr")["rule_sets"][rec["rules"]]["title"]
    first = fr.output.splitlines()[0]
    assert f"{title}\u00a0: " in first and f"{rec['game']} (" not in first, (title, first)


def test_play_names_a_family_rule_set_by_its_own_name() -> None:
    """`taverna play cucu --rules gnav` is headed by Gnav's name in the reader's language, not Cucù's."""
    res = runner.invoke(app, ["play", "cucu", "--rules", "gnav", "--watch", "--bots", "easy", "--seed", "3",
                              "--lang", "it"], terminal_width=300)  # fmt: skip
    assert res.exit_code == 0, res.output
    gnav = described(get_game("cucu").describe(), "it")["rule_sets"]["gnav"]["title"]
    cucu = described(get_game("cucu").describe(), "it")["title"]
    head = " ".join(res.output.split(": Ada, ")[0].split())  # (the header, as one line: rich wraps it at 80)
    assert head == " ".join(f"{gnav} (gnav), seme 3".split()) and cucu not in head, head
