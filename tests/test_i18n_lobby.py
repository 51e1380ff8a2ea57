"""The lobby's texts (``taverna.i18n.lobby``): every game, rule set and option has them in it, ko, ja."""

from __future__ import annotations

import re

import pytest

from taverna.games import games
from taverna.i18n import LANGS
from taverna.i18n.lobby import MESSAGES, lobby_text, localise, text_keys

OTHER_LANGS = [lang for lang in LANGS if lang != "en"]
GAMES = sorted(games())


@pytest.mark.parametrize("lang", OTHER_LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_every_lobby_text_is_translated(game: str, lang: str) -> None:
    described = games()[game].describe()
    missing = [key for key, english in text_keys(described) if english and not lobby_text(lang, game, key)]
    assert not missing, (
        f"{game}: no {lang} text in the game's messages part, LOBBY[{lang!r}], for {missing} "
        "(a new game, rule set or option needs its title/help translated there)"
    )


@pytest.mark.parametrize("lang", OTHER_LANGS)
def test_no_stale_lobby_texts(lang: str) -> None:
    """A text for a game, rule set or option that no longer exists is a typo or left over."""
    for game, texts in MESSAGES[lang].items():
        assert game in games(), f"MESSAGES[{lang!r}] has texts for unknown game {game!r}"
        keys = {key for key, _ in text_keys(games()[game].describe())}
        stale = sorted(set(texts) - keys)
        assert not stale, f"MESSAGES[{lang!r}][{game!r}] has texts for no such rule set/option: {stale}"


@pytest.mark.parametrize("lang", OTHER_LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_translated_help_keeps_the_choice_names(game: str, lang: str) -> None:
    """A choice the English help names, ``(arrest)``, is what the player picks, so a translation keeps it."""
    for rs in games()[game].describe()["rule_sets"].values():
        for option in rs["options"]:
            translated = lobby_text(lang, game, f"option.{option['name']}") or ""
            for choice in option.get("choices", []):
                if choice and re.search(rf"\({re.escape(str(choice))}[,)]", option["help"]):
                    assert str(choice) in translated, f"{game} {option['name']} ({lang}) lost the choice {choice!r}"


def test_localise_translates_and_falls_back() -> None:
    described = games()["cucu"].describe()
    ko = localise(described, "ko")
    assert ko["title"] == MESSAGES["ko"]["cucu"]["title"] != described["title"]
    assert ko["rule_sets"]["campli"]["title"] == MESSAGES["ko"]["cucu"]["rules.campli"]
    help_ko = {o["name"]: o["help"] for o in ko["rule_sets"]["campli"]["options"]}
    assert help_ko["tokens"] == MESSAGES["ko"]["cucu"]["option.tokens"]
    # everything but the texts is unchanged, and the original is not touched
    assert ko["players"] == described["players"]
    assert [o["default"] for o in ko["rule_sets"]["campli"]["options"]] == [
        o["default"] for o in described["rule_sets"]["campli"]["options"]
    ]
    assert games()["cucu"].describe() == described
    # unknown language: English; a missing text: English
    assert localise(described, "xx") == described
    assert localise(described, "en") == described
    partial = dict(described, id="no-such-game")
    assert localise(partial, "ja") == partial


@pytest.mark.parametrize("game", GAMES)
def test_every_option_has_a_short_name_and_its_choices_words_in_every_language(game: str) -> None:
    """The lobby headed each option by its id ('deals', 'cat-rule') and showed a choice as its raw value
    ('pagat', 'low'): each option of each rule set has a short label, each word choice its words, in English
    (the engine's metadata) and in every other language (the game's ``.ftl`` files)."""
    described = games()[game].describe()
    ja = localise(described, "ja")
    for rules, rs in described["rule_sets"].items():
        for option, shown in zip(rs["options"], ja["rule_sets"][rules]["options"], strict=True):
            name = option["name"]
            assert option.get("label"), f"{game}/{rules}: option {name} has no label in its metadata"
            assert len(option["label"].split()) <= 5, f"{game}: the label of {name} is not short: {option['label']!r}"
            words = option.get("choice_labels", {})
            choices = [str(c) for c in option.get("choices", []) if c != ""]
            assert sorted(words) == sorted(choices), f"{game}/{rules}: {name}'s choices {choices} have words {words}"
            for lang in OTHER_LANGS:
                assert lobby_text(lang, game, f"label.{name}"), f"{game}: no {lang} label for {name}"
                for choice in choices:
                    assert lobby_text(lang, game, f"value.{name}.{choice}"), f"{game}: no {lang} words for {name}={choice}"
            # localise gives the Japanese page the Japanese words (the value itself unchanged)
            assert shown["label"] == lobby_text("ja", game, f"label.{name}"), (game, name, shown["label"])
            assert shown.get("choice_labels", {}) == {c: lobby_text("ja", game, f"value.{name}.{c}") for c in choices}
            assert shown.get("choices") == option.get("choices")
