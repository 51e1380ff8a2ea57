"""A newcomer's audit of the terminal (2026-11-28): what `taverna play`, `replay` and `verify` said wrong or not at
all, each checked here as a newcomer meets it.

* the end of a match said who won but not why: every player's counters now come before the winner;
* `taverna verify` called an unfinished match's missing winner "none (a draw)";
* `taverna replay` of a record whose player's name looks like console markup ("[/b]") ended in a traceback;
* a Cucù record without rules was refused with a list of four rule sets (there are nine);
* Le Her's end ("the agreed number of deals has been played") stayed English in every language;
* Lu Stù's offers to the innkeeper were shown as a Python dict ("offers {'money': 1}");
* Kille's "wins the round: 2 points" read as the round's worth, where 2 is the winner's total;
* Coch's deals won were counted in the raw word "won" ("+1 won", "won 1");
* the seat draw named the cards by their record ids ("You fool, Ada bucket");
* and what followed: a bad file name at "Save the record?" lost the record; the number of players refused by the
  game's widest range before the engine (Slabberjan's 41); `taverna games`/`analyze` and each rule set's players;
  "Winner: You, Bruno" for a team; a number that is no choice; Le Her's "score"; Cambio's "pool" that is its box;
  "You re-enters"; "Vous a joué"; "; You lead"; --lang FR; -o lion=True; a record's "who may act: {...}".
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from taverna.cli.main import app
from taverna.cli.play import deal_summary
from taverna.i18n import LANGS, say
from taverna.i18n import names as name_list

runner = CliRunner()
RECORD = Path(__file__).parents[1] / "records" / "cucu" / "cambio-rulebook-set1.json"
ANSWERS = "1\n" * 5000  # the first choice at every question, to the end


def _play(*args: str) -> str:
    res = runner.invoke(app, ["play", *args], input=ANSWERS, terminal_width=200)
    assert res.exit_code == 0, res.output
    return res.output


@pytest.mark.parametrize(("game", "counter"), [("kille", "point"), ("coch", "point"), ("hypp", "chip")])
def test_the_end_of_a_match_gives_every_players_standing_before_the_winner(game: str, counter: str) -> None:
    text = _play(game, "--seed", "3")
    lines = text.splitlines()
    at = lines.index("Final standing:")
    standing = lines[at + 1 :]
    winner = next(line for line in standing if line.startswith(("Winner: ", "Winners: ")))
    rows = standing[: standing.index(winner)]
    assert len(rows) >= 3 and all(re.fullmatch(rf"  \w+: -?\d+ {counter}s?\b.*", row) for row in rows), rows
    if game == "kille":  # the most points wins Kille: the standing says why
        points = {row.split(":")[0].strip(): int(row.split(": ")[1].split()[0]) for row in rows}
        best = max(points.values())
        best_players = [p for p, v in points.items() if v == best]
        assert winner == ("Winner: " if len(best_players) == 1 else "Winners: ") + name_list("en", best_players), winner


def test_the_final_standing_in_french_has_its_no_break_spaces() -> None:
    text = _play("kille", "--seed", "3", "--lang", "fr")
    assert "Classement final\u00a0:" in text and "\n  Vous\u00a0: " in text and "Final standing" not in text


def test_verify_says_an_unfinished_match_has_no_winner_yet_not_a_draw() -> None:
    res = runner.invoke(app, ["verify", str(RECORD)], terminal_width=200)
    assert res.exit_code == 1  # (not a fair table's record)
    summary = next(line for line in res.output.splitlines() if line.startswith("summary: "))
    assert summary.startswith("summary: unfinished, no winner yet, 6 deals; A: 22 chips"), summary
    assert "draw" not in summary
    for lang in ("fr", "it", "ja", "ko"):
        said = runner.invoke(app, ["verify", str(RECORD), "--lang", lang], terminal_width=200).output
        assert say("common", lang, "counter_value", counter="chips", n=22, amount=0.22) in said
        assert not any(draw in said for draw in ("égalité", "pareggio", "引き分け", "무승부")), said


def test_replay_and_verify_show_a_player_whose_name_looks_like_markup(tmp_path: Path) -> None:
    saved = tmp_path / "markup.json"
    _play("kille", "--seed", "2", "--name", "[/b]", "--save", str(saved))
    res = runner.invoke(app, ["replay", str(saved)], terminal_width=200)
    assert res.exit_code == 0, res.output
    assert "[/b], Ada, Bruno, Carla" in res.output and "\n[/b]: " in res.output
    res = runner.invoke(app, ["verify", str(saved)], terminal_width=200)
    assert res.exit_code == 1 and "[/b]: " in res.output


def test_a_cucu_record_without_rules_is_refused_with_every_rule_set(tmp_path: Path) -> None:
    rec = json.loads(RECORD.read_text(encoding="utf-8"))
    del rec["rules"]
    path = tmp_path / "norules.json"
    path.write_text(json.dumps(rec), encoding="utf-8")
    res = runner.invoke(app, ["replay", str(path)])
    assert res.exit_code == 2
    for rules in ("campli", "cambio", "le-her", "ranter", "coucou", "gnav", "slabberjan"):
        assert rules in res.output, res.output


@pytest.mark.parametrize("lang", [x for x in LANGS if x != "en"])
def test_le_hers_end_is_said_in_the_players_language(lang: str) -> None:
    from taverna.games.cucu.text import describe_event

    ev = {"kind": "game_over", "winner": "Ada", "reason": "the agreed number of deals has been played"}
    line = describe_event(ev, lang, "le-her")
    assert line and "Ada" in line and "agreed" not in line, line
    sets = describe_event({**ev, "reason": "the agreed number of sets has been played"}, lang, "bga")
    assert sets and sets != line  # (deals, not sets)


@pytest.mark.parametrize("lang", LANGS)
def test_an_offer_to_the_innkeeper_is_said_in_words(lang: str) -> None:
    from taverna.games.cucu.text import describe_event

    money = describe_event({"kind": "inn_offer", "player": "Ada", "offer": {"money": 2}}, lang, "lu-stu")
    share = describe_event({"kind": "inn_offer", "player": "Ada", "offer": {"share": 25}}, lang, "lu-stu")
    for line in (money, share):
        assert line and "{" not in line and "money" not in line and "share" not in line, line
    assert money and "2" in money and share and "25" in share and money != share
    if lang == "en":
        assert money == "Ada offers a payment of 2." and share == "Ada offers 25% of the pool if the exchanger wins."


def test_a_lu_stu_match_shows_no_dict_for_an_offer() -> None:
    text = _play("cucu", "--rules", "lu-stu", "--seed", "5")
    assert "offers a payment of 1." in text and "{'money'" not in text


@pytest.mark.parametrize("lang", LANGS)
def test_kilies_round_winner_is_told_their_total_not_the_rounds_worth(lang: str) -> None:
    line = say("kille", lang, "round_won", player="Ada", points=2)
    assert "2" in line and ":" not in line.replace("\u00a0:", ":").split("Ada", 1)[1], line
    assert say("kille", "en", "round_won", player="Ada", points=2) == "Ada wins the round and now has 2 points."


@pytest.mark.parametrize("lang", LANGS)
def test_coch_deals_won_are_named_in_every_language(lang: str) -> None:
    deal = {
        "dealer": "Ada",
        "losers": ["Ada"],
        "after": {"Ada": {"points": 4, "won": 0}, "Bruno": {"points": 15, "won": 1}},
    }
    line = deal_summary(
        deal, 1, {"Ada": {"points": 0, "won": 0}, "Bruno": {"points": 0, "won": 0}}, ["Ada", "Bruno"], lang
    )
    assert "+1 won" not in line and "+1" in line, line  # (the counter's raw name)
    value = say("common", lang, "counter_value", counter="won", n=1, amount=0.01)
    assert value != "won 1" and "1" in value, value
    if lang == "en":
        assert line.endswith("Bruno +15 points, +1 deal won") and value == "1 deal won"


def test_the_seat_draw_names_the_cards_as_the_rule_set_does() -> None:
    res = runner.invoke(app, ["play", "cucu", "--rules", "cambio", "--draw-seats", "--seed", "2"], input="q\n",
                        terminal_width=200)  # fmt: skip
    draw = next(line for line in res.output.splitlines() if line.startswith("Seat draw 1: "))
    assert draw.startswith("Seat draw 1: You: Clown, Ada: 12 Cat, Bruno: 10, Carla: 13 Horse"), draw
    res = runner.invoke(app, ["play", "cucu", "--rules", "le-her", "--draw-seats", "--seed", "2", "--lang", "fr"],
                        input="q\n", terminal_width=200)  # fmt: skip
    draw = next(line for line in res.output.splitlines() if line.startswith("Tirage des places 1"))
    assert "Vous\u00a0: " in draw and "fool" not in draw, draw


def test_a_file_name_that_cannot_be_written_at_the_end_is_asked_for_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At a terminal, the end of a match asks for a file name: a bad one (no such folder, a folder) used to end the
    command with the record lost; now it is said, and asked for again."""
    from types import SimpleNamespace

    import taverna.cli.play as play

    monkeypatch.setattr(play, "sys", SimpleNamespace(stdin=SimpleNamespace(isatty=lambda: True)))
    good = tmp_path / "kept.json"
    answers = f"1\n{tmp_path / 'no' / 'such.json'}\n{tmp_path}\n{good}\n"
    res = runner.invoke(app, ["play", "cucu", "--rules", "le-her", "-o", "deals=1", "--seed", "1"], input=answers,
                        terminal_width=200)  # fmt: skip
    assert res.exit_code == 0, res.output
    assert res.output.count("Save the record?") == 3 and "No such file or directory" in res.output
    assert good.exists() and "Saved the record to" in res.output
    assert runner.invoke(app, ["replay", str(good)]).exit_code == 0


def test_how_many_players_a_rule_set_seats_is_the_engines_to_say() -> None:
    """`taverna play` refused by the game's widest range (Cucù's 2 to 20) before the engine was asked: Slabberjan's
    41 players (README: 2-41) could not sit down, and the refusal named the game's range, not the rule set's."""
    from taverna.cli.play import bot_names

    text = _play("cucu", "--rules", "slabberjan", "--players", "41", "--watch", "--seed", "1", "--bots", "random")
    header = text.split("\n", 1)[1]
    assert "Winner: " in text and "Final standing:" in text and "Ada2" in header
    names = bot_names(41, "Ada2")
    assert len(set(names)) == 41 and "Ada2" not in names and names[:2] == ["Ada", "Bruno"]
    res = runner.invoke(app, ["play", "cucu", "--rules", "slabberjan", "--players", "42"])
    assert res.exit_code == 2 and "cucu/slabberjan is for 2 to 41 players, got 42" in res.output, res.output
    res = runner.invoke(app, ["play", "zifuli", "--players", "4", "--lang", "fr"])
    assert res.exit_code == 2 and "zifuli se joue à exactement 5 joueurs, pas à 4" in res.output, res.output
    res = runner.invoke(app, ["play", "torionfo", "--players", "3"])
    assert res.exit_code == 2 and "torionfo is for 4 players (two partnerships, opposite each other) or 2" in res.output
    res = runner.invoke(app, ["play", "kille", "--players", "123456789"])
    assert res.exit_code == 2 and "--players 123456789 is more than any table seats" in res.output, res.output
    res = runner.invoke(app, ["arena", "cucu", "--rules", "slabberjan", "--players", "25", "--matches", "1",
                              "--bots", "random", "--json"])  # fmt: skip
    assert res.exit_code == 0 and json.loads(res.output)["players"] == 25, res.output


@pytest.mark.parametrize("lang", LANGS)
def test_every_engines_refusal_of_the_number_of_players_is_said_in_every_language(lang: str) -> None:
    from taverna.core import TavernaError
    from taverna.games import create_match, games
    from taverna.i18n.refusals import localise

    for gid, info in sorted(games().items()):
        rules = info.default_rules or next(iter(info.rule_sets))
        with pytest.raises(TavernaError) as caught:
            create_match(gid, rules=rules, players=[f"P{i}" for i in range(info.max_players + 1)])
        assert caught.value.key and caught.value.key.startswith("players-"), (gid, str(caught.value))
        said = localise(caught.value, lang)
        assert str(info.max_players + 1) in said and (lang == "en" or said != str(caught.value)), said


def test_play_help_names_the_default_name_in_every_language() -> None:
    """--name's default was given in English, Italian, Korean and Japanese, not French's "Vous"."""
    from taverna.i18n import YOU

    text = " ".join(runner.invoke(app, ["play", "--help"], terminal_width=300).output.split())
    for lang, you in YOU.items():
        assert you in text, (lang, you)


def test_le_hers_score_is_said_in_points_as_its_table_says() -> None:
    """Le Her's counter is its score, shown at the table as points ("Ada: 3 points"): the summaries and the end
    said "+1 score" and "score -2"."""
    text = _play("cucu", "--rules", "le-her", "--seed", "7")
    assert " score" not in text.replace("(the agreed", ""), [line for line in text.splitlines() if " score" in line]
    assert re.search(r"\n  You: -?\d+ points?\n", text) and re.search(r"· You [+−]1 point; Ada [+−]1 point", text)


def test_a_team_or_a_shared_win_names_its_winners_as_the_language_lists_them() -> None:
    """ "Winner: You, Bruno" for a partnership: now "Winners: You and Bruno", "Vainqueurs : Vous et Bruno"."""
    assert _play("coch", "--seed", "3").rstrip().endswith("Winners: You and Bruno")
    assert _play("coch", "--seed", "3", "--lang", "fr").rstrip().endswith("Vainqueurs\u00a0: Vous et Bruno")
    assert _play("kille", "--seed", "3").rstrip().endswith("Winner: Bruno")


def test_taverna_games_says_how_many_each_rule_set_seats() -> None:
    """`taverna games` gave Cucù's 2-20 for every rule set: Le Her is for two, Coucou five or more, Slabberjan up
    to 41, Cambio up to 15 (as README's table says)."""
    text = runner.invoke(app, ["games"], terminal_width=300).output
    blocks = {b.split(":", 1)[0]: b for b in text.split("--rules ")[1:]}
    assert "\nPlayers: exactly 2." in blocks["le-her"] and "\nPlayers: 2-41 (usually 6)." in blocks["slabberjan"]
    assert "\nPlayers: 5-20 (usually 6)." in blocks["coucou"] and "\nPlayers: 2-15 (usually 6)." in blocks["cambio"]
    assert "\nPlayers:" not in blocks["campli"]  # (the game's own 2-20, said once in its heading)
    fr = runner.invoke(app, ["games", "--lang", "fr"], terminal_width=300).output
    assert "Joueurs\u00a0: exactement 2." in fr


def test_each_rule_sets_players_are_what_its_engine_seats() -> None:
    from taverna.core import TavernaError
    from taverna.games import create_match, games

    for gid, info in sorted(games().items()):
        for rules in info.rule_sets:
            lo, hi = info.players_for(rules)
            for n in (lo, hi):
                create_match(gid, rules=rules, players=[f"P{i}" for i in range(n)], seed=1)
            for n in (lo - 1, hi + 1):
                with pytest.raises(TavernaError):
                    create_match(gid, rules=rules, players=[f"P{i}" for i in range(n)], seed=1)


def test_a_number_that_is_no_choice_says_which_numbers_are() -> None:
    """ "7" with five choices answered "Not now: illegal action 7; legal for you now: ..." (the number taken for
    an action's word); now it says the numbers there are."""
    res = runner.invoke(app, ["play", "coteccio", "--seed", "3"], input="7\n0\nq\n", terminal_width=200)
    assert "There is no choice 7: type a number from 1 to 5, or the choice's word." in res.output, res.output
    assert "There is no choice 0:" in res.output and "illegal action" not in res.output
    res = runner.invoke(app, ["play", "coteccio", "--seed", "3", "--lang", "fr"], input="9\nq\n", terminal_width=200)
    assert "Il n’y a pas de choix 9\u00a0: tapez un nombre de 1 à 5" in res.output, res.output


def test_analyze_seats_as_many_as_the_rule_set_allows_by_default() -> None:
    """`taverna analyze cucu --rules coucou` failed with its own default ("cucu/coucou is for 5 to 20 players,
    got 4"), and Slabberjan could not be analysed past 20 (its engine seats 41)."""
    res = runner.invoke(app, ["analyze", "cucu", "--rules", "coucou", "--deals", "30", "--iterations", "1", "--json"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.output[res.output.index("{") :])["players"] == 5
    res = runner.invoke(app, ["analyze", "cucu", "--rules", "le-her", "--players", "3"])
    assert res.exit_code == 2 and "cucu/le-her is analysed for exactly 2 players, got 3" in res.output, res.output
    res = runner.invoke(app, ["analyze", "cucu", "--rules", "slabberjan", "--players", "42"])
    assert res.exit_code == 2 and "2 to 41 players, got 42" in res.output, res.output


def test_learn_help_says_matches_are_played_in_rounds() -> None:
    """`taverna learn --matches 2` trains on 4 matches (a round of updates plays 4): the help said "this many"."""
    pytest.importorskip("numpy")
    from taverna.research.experiments.learn import LearnConfig

    text = " ".join(runner.invoke(app, ["learn", "--help"], terminal_width=300).output.split())
    rounds = LearnConfig("cucu").round_matches
    assert f"played {rounds} at a time" in text and f"rounded up to a multiple of {rounds}" in text


def test_a_record_with_an_illegal_action_says_who_may_act_in_words(tmp_path: Path) -> None:
    """The refusal ended "who may act: {'Zoë': ['play 2', ...]}", a Python dict, after the same legal actions
    sorted as text ("play 10, play 12, play 2")."""
    saved = tmp_path / "kille.json"
    _play("kille", "--seed", "9", "--name", "Zoë", "--save", str(saved))
    rec = json.loads(saved.read_text(encoding="utf-8"))
    rec["actions"][5] = ["Zoë", "play", "nonsense"]
    saved.write_text(json.dumps(rec), encoding="utf-8")
    res = runner.invoke(app, ["replay", str(saved)], terminal_width=400)
    assert res.exit_code == 2 and res.output.rstrip().endswith("who may act: Zoë"), res.output
    assert "{" not in res.output and "[" not in res.output.split("who may act")[1]
    legal = res.output.split("legal for Zoë: ")[1].split(";")[0].split(", ")
    numbers = [int(a.split()[1]) for a in legal if a.split()[1].isdigit()]
    assert numbers == sorted(numbers, reverse=True) or numbers == sorted(numbers), legal  # (the game's own order)


@pytest.mark.parametrize("lang", LANGS)
def test_cambios_table_head_names_the_box_as_its_sentences_do(lang: str) -> None:
    """Cambio's sentences pay into "the box" ("the box holds 6"), its table's head said "pool 7"."""
    box = say("cucu", lang, "set_start", set=1, ante=1, box=6)
    head = say("cucu", lang, "head_set", deal=2, set=1, round=2, time="children", dealer="Ada", pool=7)
    word = {"en": "box", "fr": "caisse", "it": "cassa", "ja": "箱", "ko": "상자"}[lang]
    assert word in box and word in head, (box, head)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_you_is_not_capitalised_in_the_middle_of_a_sentence(lang: str) -> None:
    """ "Dino deals 8 cards each; You speak first in the auction." (Zifuli), "...; You lead." (Coch), "Tu apri"."""
    from taverna.games.coch.text import describe_event as coch
    from taverna.games.zifuli.text import describe_event as zifuli
    from taverna.i18n import YOU

    you = YOU[lang]
    lines = [zifuli({"kind": "deal_start", "round": 1, "dealer": "Dino", "cards_each": 8, "first": you}, lang),
             coch({"kind": "deal_start", "deal": 1, "dealer": "Carla", "cards_each": 10, "leader": you}, lang)]  # fmt: skip
    for line in lines:
        assert line and f"; {you} " not in line and f"; {you.lower()} " in line, line


def test_a_deal_summary_does_not_say_lost_of_who_came_out_ahead() -> None:
    """Hypp's losers are whoever paid: the dealer who paid one punter and took more from the others read
    "Ada and Bruno and Carla lost · ... Carla +7 chips"."""
    deal = {"dealer": "Carla", "losers": ["Ada", "Bruno", "Carla"],
            "after": {"You": {"chips": 81}, "Ada": {"chips": 76}, "Bruno": {"chips": 76}, "Carla": {"chips": 87}}}  # fmt: skip
    before = {p: {"chips": 80} for p in ("You", "Ada", "Bruno", "Carla")}
    line = deal_summary(deal, 1, before, ["You", "Ada", "Bruno", "Carla"], "en", rounds=True)
    assert line.startswith("— Round 1 (Carla dealt): Ada and Bruno lost · "), line
    assert line.endswith("Carla +7 chips"), line
    # points every side gains (Torionfo, Coch): the side the engine says lost still lost
    points = {"dealer": "Carla", "losers": ["Ada", "Carla"],
              "after": {"You": {"points": 131}, "Ada": {"points": 42}, "Bruno": {"points": 131}, "Carla": {"points": 42}}}  # fmt: skip
    line = deal_summary(points, 1, {p: {"points": 0} for p in ("You", "Ada", "Bruno", "Carla")},
                        ["You", "Ada", "Bruno", "Carla"], "en")  # fmt: skip
    assert line.startswith("— Deal 1 (Carla dealt): Ada and Carla lost · "), line
    # a loser who bought back in still lost (Campli's tokens), and is said to be back in
    reentry = {"dealer": "Ada", "losers": ["Bruno"], "after": {"Ada": {"tokens": 3}, "Bruno": {"tokens": 3}}}
    back = deal_summary(reentry, 4, {"Ada": {"tokens": 3}, "Bruno": {"tokens": 1}}, ["Ada", "Bruno"], "en")
    assert back.startswith("— Deal 4 (Ada dealt): Bruno lost · Bruno +2 tokens · "), back


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_reentry_speaks_to_you_as_you(lang: str) -> None:
    """ "You re-enters for 8." (Campli), "Vous revient en jeu pour 8."."""
    from taverna.games.cucu.text import describe_event
    from taverna.i18n import YOU

    line = describe_event({"kind": "reentered", "player": YOU[lang], "cost": 8, "shares": {}}, lang, "campli")
    other = describe_event({"kind": "reentered", "player": "Ada", "cost": 8, "shares": {}}, lang, "campli")
    assert (
        line == {"en": "You re-enter, paying 8 into the pool.", "fr": "Vous revenez en jeu en versant 8 au pot."}[lang]
    )
    assert other and other.startswith("Ada ") and "8" in other and other != line


def test_zifulis_lone_boss_speaks_to_you_in_french() -> None:
    """ "Vous a joué les deux ..." (Zifuli: the Boss who held both twins)."""
    from taverna.games.zifuli.text import describe_event

    line = describe_event({"kind": "alone_revealed", "player": "Vous", "card": "4"}, "fr")
    assert line and line.startswith("Vous avez joué les deux "), line
    other = describe_event({"kind": "alone_revealed", "player": "Ada", "card": "4"}, "fr")
    assert other and other.startswith("Ada a joué les deux "), other


def test_lang_is_read_in_any_case() -> None:
    """`--lang FR` was refused ("--lang must be one of en, it, ko, ja, fr, got 'FR'")."""
    res = runner.invoke(app, ["play", "kille", "--lang", "FR", "--seed", "1"], input="q\n")
    assert res.exit_code == 0 and "Vous avez quitté la table." in res.output, res.output
    assert "플레이어" in runner.invoke(app, ["games", "--lang", "Ko"]).output


def test_a_yes_or_no_option_in_any_case() -> None:
    """`-o lion=True` was refused: "must be true or false, got 'True'"."""
    from taverna.cli.common import _parse_options

    assert _parse_options(["lion=True", "void=FALSE", "chips=15", "last-draw=out"]) == {
        "lion": True, "void": False, "chips": 15, "last-draw": "out"}  # fmt: skip
    res = runner.invoke(app, ["play", "cucu", "--rules", "cambio", "-o", "lion=True", "--seed", "1"], input="q\n")
    assert res.exit_code == 0, res.output


def test_a_deal_summary_says_who_went_out() -> None:
    """Slabberjan's "— Deal 19 (Ada dealt): Dino lost" said nothing of Dino's leaving the match (dead: nothing
    left to pay, so no counter moved)."""
    deal = {
        "dealer": "Ada",
        "losers": ["Dino"],
        "after": {"Ada": {"chips": 3, "out": False}, "Dino": {"chips": 0, "out": True}},
    }
    before = {"Ada": {"chips": 3}, "Dino": {"chips": 0}}
    assert (
        deal_summary(deal, 19, before, ["Ada", "Dino"], "en", out_before=set())
        == "— Deal 19 (Ada dealt): Dino lost · out: Dino"
    )
    assert deal_summary(deal, 19, before, ["Ada", "Dino"], "en", out_before={"Dino"}).endswith(
        "Dino lost"
    )  # (already out)
    fr = deal_summary(deal, 19, before, ["Ada", "Dino"], "fr", out_before=set())
    assert fr.endswith("hors jeu\u00a0: Dino"), fr
    text = _play("cucu", "--rules", "slabberjan", "--seed", "3")
    assert re.search(r"\n— Deal \d+ \(\w+ dealt\): \w+ lost · out: \w+\n", text), text[-2000:]


def test_the_learned_level_without_numpy_is_refused_on_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    """In the base install (no numpy), `taverna play kille --bots learned` ended in a traceback."""
    import sys

    monkeypatch.setitem(sys.modules, "numpy", None)  # (import numpy: ImportError, as where it is not installed)
    monkeypatch.delitem(sys.modules, "taverna.bots.learned", raising=False)
    res = runner.invoke(app, ["play", "kille", "--bots", "learned", "--seed", "1"], input="q\n")
    assert res.exit_code == 2 and not isinstance(res.exception, Exception), res.exception  # (an exit, no error)
    assert "taverna play: the learned bot needs numpy (pip install 'taverna[research]')" in res.output, res.output
    assert "Traceback" not in res.output


def test_a_bot_level_whose_extra_is_missing_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without open_spiel, `taverna arena GAME --bots openspiel-ismcts,...` (docs/arena.md) said "unknown bot",
    as if the level did not exist."""
    import taverna.bots as bots
    from taverna.core import UnknownOption
    from taverna.research.experiments.arena import resolve_level

    factory, _ = bots._EXTRA_LEVELS["openspiel-ismcts"]
    monkeypatch.setitem(bots._EXTRA_LEVELS, "openspiel-ismcts", (factory, lambda: False))  # (as where it is missing)
    with pytest.raises(
        UnknownOption,
        match=r"the bot level 'openspiel-ismcts' is not installed here: pip install 'taverna\[openspiel\]'",
    ):
        resolve_level("openspiel-ismcts")
    res = runner.invoke(app, ["arena", "kille", "--bots", "openspiel-ismcts,random", "--matches", "1"])
    assert res.exit_code == 2 and "pip install 'taverna[openspiel]'" in res.output, res.output
    with pytest.raises(UnknownOption, match="unknown bot 'nope'"):
        resolve_level("nope")


def test_an_output_file_that_cannot_be_written_is_refused_in_the_language(tmp_path: Path) -> None:
    """`taverna play --lang fr --save /no/such/dir/x.json` refused in English ("cannot write the record ...")."""
    res = runner.invoke(app, ["play", "kille", "--lang", "fr", "--save", str(tmp_path / "no" / "x.json")])
    assert res.exit_code == 2 and f"--save {tmp_path / 'no' / 'x.json'}\u00a0: il n’y a pas de dossier" in res.output
    res = runner.invoke(app, ["play", "kille", "--save", str(tmp_path)])
    assert res.exit_code == 2 and f"taverna play: --save {tmp_path} is a folder: give a file name" in res.output


def test_play_without_a_game_lists_the_games_in_the_language() -> None:
    """`taverna play --lang ko` said its question in Korean and listed the games by their English titles."""
    from taverna.i18n.lobby import MESSAGES

    res = runner.invoke(app, ["play", "--lang", "ko"])
    assert res.exit_code == 2 and f"  hypp: {MESSAGES['ko']['hypp']['title']}" in res.output, res.output
    assert "  kille: Krypkille" not in res.output


def test_ctrl_c_leaves_the_table_as_q_does_and_the_record_asked_for_is_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl-C at a choice ended the command with a traceback-less status 130 and no record, even one `--save`
    named; now it says you left, writes the record so far (it replays), and still ends with 130."""
    import builtins

    def interrupted(prompt: object = "") -> str:
        raise KeyboardInterrupt

    monkeypatch.setattr(builtins, "input", interrupted)
    saved = tmp_path / "left.json"
    res = runner.invoke(app, ["play", "kille", "--seed", "2", "--save", str(saved)], terminal_width=200)
    assert res.exit_code == 130, res.output
    assert "You left the table." in res.output and "Traceback" not in res.output
    assert saved.exists() and "Saved the record to" in res.output
    assert runner.invoke(app, ["replay", str(saved)]).exit_code == 0


def test_a_finished_cambio_match_says_no_one_out_in_its_final_standing(tmp_path: Path) -> None:
    """Cambio's `out` is out of the current set: the final standing said "You: 18 chips, out" of players out of the
    last set only.  As the browser's standings, a finished match's says the counters (the winner line says who
    won), in `play` and in `replay`'s standing now."""
    saved = tmp_path / "cambio.json"
    text = _play("cucu", "--rules", "cambio", "--players", "4", "-o", "max-sets=1", "--seed", "4", "--save", str(saved))
    standing = text.splitlines()[text.splitlines().index("Final standing:") + 1 :]
    rows = [line for line in standing if line.startswith("  ")]
    assert len(rows) == 4 and all(re.fullmatch(r"  \w+: \d+ chips", row) for row in rows), rows
    assert re.search(r"24 chips,? out", text)  # (during the match a player out of the set is said out)
    replayed = runner.invoke(app, ["replay", str(saved)], terminal_width=200).output
    assert re.search(r"24 chips, out", replayed)  # (the deals' rows, as they were)
    now = replayed.split(" Now ")[1].splitlines()[1:5]
    assert all(re.fullmatch(r"\w+: \d+ chips", line) for line in now), now
