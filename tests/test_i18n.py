"""The message catalogue (``taverna.i18n``) and the games' text modules in every language.

Every key of every game exists in every language with the same fields as English; every event the
engines emit in random bot matches gets a line in every language where English gives one; the
situation and the help work in every language; a language without a catalogue falls back to English.
"""

from __future__ import annotations

import importlib
import re
from functools import cache
from types import ModuleType
from typing import Any

import pytest

from taverna.bots import bot_step, get_bot
from taverna.cards import cuckoo
from taverna.core import Rng
from taverna.games import create_match, games
from taverna.i18n import LANGS, names, say, sentences

GAMES = tuple(games())  # every game of the registry, whose catalogue i18n finds through it

# a field left unfilled: {player}, {n:card|cards} (a literal such as {"money": 2} or {name: amount} is not one)
LEFTOVER = re.compile(r"\{\w+(:[^\s{}]*)?\}")
SEEDS = (0, 1)


def test_the_catalogue_covers_every_game_of_the_platform() -> None:
    for game in (*GAMES, "common"):
        assert set(sentences(game)) == set(LANGS), game


@pytest.mark.parametrize("game", [*GAMES, "common"])
def test_every_key_is_in_every_language_with_the_same_fields(game: str) -> None:
    cat = sentences(game)
    english = cat["en"]
    for lang in LANGS:
        texts = cat[lang]
        assert set(texts) == set(english), (game, lang, set(texts) ^ set(english))
        for key, fields in texts.items():
            assert fields == english[key], (game, lang, key, fields, english[key])
            line = say(game, lang, key, **dict.fromkeys(fields, 2))  # every sentence formats
            assert line.strip(), (game, lang, key)


def test_plurals_follow_the_count() -> None:
    assert say("torionfo", "en", "cut", player="Ada", cards=1) == "Ada lifts 1 card off the pack."
    assert say("torionfo", "en", "cut", player="Ada", cards=3) == "Ada lifts 3 cards off the pack."
    assert say("torionfo", "it", "cut", player="Ada", cards=1) == "Ada alza 1 carta dal mazzo."
    assert say("torionfo", "it", "cut", player="Ada", cards=0) == "Ada alza 0 carte dal mazzo."
    assert say("kille", "it", "round_won", player="Ada", points=1).endswith("1 punto.")
    assert say("kille", "it", "round_won", player="Ada", points=2).endswith("2 punti.")
    assert say("kille", "ko", "round_won", player="Ada", points=2) == "Ada가 라운드에서 승리했습니다 (총 2점)."


def test_say_never_raises() -> None:
    # a missing field shows as "?", a bad one as its text, a missing key as the key itself
    assert say("kille", "en", "play", player="Ada") == "Ada plays ?."
    assert say("kille", "en", "play", player=None, card=object()).startswith("None plays <object")
    assert say("kille", "en", "round_won", player="Ada", points="many") == "Ada wins the round and now has many points."
    assert say("kille", "en", "no such key") == "no such key"
    assert say("no such game", "en", "your_hand", cards="1") == "Your hand: 1"  # the common catalogue
    assert say("cucu", "en", "note_offer").count("{") == 2  # literal braces survive


def test_a_missing_language_or_key_falls_back_to_english() -> None:
    for game in GAMES:
        for key, fields in sentences(game)["en"].items():
            values = dict.fromkeys(fields, 2)
            assert say(game, "de", key, **values) == say(game, "en", key, **values)
    assert say("coch", "xx", "play", player="Ada", card="5") == say("coch", "en", "play", player="Ada", card="5")
    assert names("it", ["Ada", "Bruno"]) == "Ada e Bruno" and names("en", "Ada") == "Ada"


def test_the_end_of_a_match_names_a_side_of_winners_in_the_plural() -> None:
    """Torionfo's side, Hypp's and Kille's shared wins: "Winners: Ada and Carla" (they said "Winner: Ada, Carla")."""
    from taverna.games.hypp.text import describe_event as hypp
    from taverna.games.kille.text import describe_event as kille
    from taverna.games.torionfo.text import describe_event as torionfo

    side = {"kind": "game_over", "winner": ["Ada", "Carla"]}
    assert torionfo(side, "en") == "The game is over. Winners: Ada and Carla"
    assert torionfo(side, "fr") == "La partie est terminée. Vainqueurs\u00a0: Ada et Carla"
    assert kille({**side, "winner": "Ada"}, "it") == "La partita è finita. Vince: Ada"
    assert hypp(side, "it") == "La partita è finita. Vincono: Ada e Carla"


def test_a_list_of_three_names_reads_as_each_language_lists_them() -> None:
    """Three or more: commas, then the last joined (English said 'Ada and Bruno and Carla')."""
    three = ["Ada", "Bruno", "Carla"]
    assert names("en", three) == "Ada, Bruno and Carla" and names("en", three[:2]) == "Ada and Bruno"
    assert names("fr", three) == "Ada, Bruno et Carla" and names("it", three) == "Ada, Bruno e Carla"


# ----------------------------------------------------------------------------- bot matches
@cache
def _matches(game: str) -> tuple[tuple[str | None, list[dict[str, Any]], list[dict[str, Any]]], ...]:
    """(rules, events, views) of a few random bot matches of every rule set of ``game``."""
    info = games()[game]
    out = []
    for rules in info.rule_sets:
        for seed in SEEDS:
            players = [f"P{i}" for i in range(info.usual_for(rules))]
            m = create_match(game, players=players, rules=rules, seed=seed)
            bots = {p: get_bot(game, "random") for p in players}
            rngs = {p: Rng(seed * 100 + i) for i, p in enumerate(players)}
            views: list[dict[str, Any]] = []
            steps = 0
            while steps < 3000 and bot_step(m, bots, rngs):
                steps += 1
                if steps % 7 == 0:
                    views += [m.view(p) for p in m.to_act()]
            views += [m.view(p) for p in players] + [m.view(None)]
            out.append((m.rules, [e.to_json() for e in m.log], views))
    return tuple(out)


def _text(game: str) -> ModuleType:
    return importlib.import_module(f"taverna.games.{game}.text")


@pytest.mark.parametrize("game", GAMES)
def test_every_event_has_a_line_in_every_language(game: str) -> None:
    text = _text(game)
    kinds: set[str] = set()
    same = total = 0
    for rules, events, _ in _matches(game):
        for ev in events:
            english = text.describe_event(ev, "en", rules)
            for lang in LANGS[1:]:
                line = text.describe_event(ev, lang, rules)
                if english is None:
                    assert line is None, (game, lang, ev)
                    continue
                kinds.add(ev["kind"])
                assert isinstance(line, str) and line.strip(), (game, lang, ev)
                assert not LEFTOVER.search(line), (game, lang, line)
                assert not line.startswith(f"{ev['kind']}: "), (game, lang, line)  # not the failure fallback
                total += 1
                same += line == english
    assert len(kinds) >= 5, kinds
    assert same < total / 3, (game, same, total)  # the lines are translated, not English


@pytest.mark.parametrize("game", GAMES)
def test_the_situation_and_help_work_in_every_language(game: str) -> None:
    text = _text(game)
    for _, _, views in _matches(game):
        for view in views[-12:] + views[:: max(1, len(views) // 12)]:
            for lang in LANGS:
                for fn in (text.situation, text.help_text):
                    out = fn(view, lang)
                    assert isinstance(out, str) and out.strip(), (game, lang, fn)
                    assert not LEFTOVER.search(out), (game, lang, out)
                    if lang != "en":
                        assert out != fn(view, "en") or not view.get("legal"), (game, lang, out)


# a card shown by its canonical name (``lion``) where the card names refuse the language
CANONICAL = {cuckoo.card_str(c) for c in cuckoo.RANKS}


def _words(line: str) -> set[str]:
    return {w.lower() for w in re.findall(r"[^\W\d]+", line)} - CANONICAL


@pytest.mark.parametrize("game", GAMES)
def test_an_unknown_language_gives_the_english_sentences(game: str) -> None:
    # the sentence is English; a card may be named by its bare number where the card names refuse the language
    text = _text(game)
    for rules, events, views in _matches(game):
        for ev in events:
            line = text.describe_event(ev, "xx", rules)
            english = text.describe_event(ev, "en", rules)
            assert (line is None) == (english is None)
            if english is not None:
                assert line is not None and _words(line) <= _words(english), (game, line, english)
        for fn in (text.situation, text.help_text):
            assert _words(fn(views[-1], "xx")) <= _words(fn(views[-1], "en"))
