"""The help at the table says the rule set in play: its title (not its id) over the card reference, and rules in
brief that are true of its pack and its dealer (``GET /api/games/{game}/help``: ``rules_title``, ``brief``)."""

from __future__ import annotations

import pytest

from taverna.games import games
from taverna.games.cucu.options import PRESETS
from taverna.i18n.lobby import lobby_text
from taverna.server.help import game_help
from taverna.server.i18n import LANGS


@pytest.mark.parametrize("lang", LANGS)
def test_the_help_names_each_rule_set_by_its_title_in_the_language(lang: str) -> None:
    for gid, info in games().items():
        for rules, rule_set in info.rule_sets.items():
            h = game_help(gid, rules, lang)
            assert h["rules"] == rules
            assert h["rules_title"] == (lobby_text(lang, gid, f"rules.{rules}") or rule_set.title), (gid, rules)


# what only the Cuckoo pack has: its ranking by Roman numerals and the Cuckoo (XV) a holder may declare
CUCKOO_ONLY = {"en": "XV", "fr": "XV", "it": "XV", "ja": "XV", "ko": "XV"}
# each pack's own word in its ranking line
PACK_WORD = {
    "french": {"en": "Queen", "fr": "Dame", "it": "Donna", "ja": "クイーン", "ko": "퀸"},
    "gnav": {"en": "Dragoon", "fr": "Dragon", "it": "Dragone", "ja": "竜騎兵", "ko": "기병"},
    "slabberjan": {"en": "Jan Rit", "fr": "Jan Rit", "it": "Giullare", "ja": "ヤン・リト", "ko": "얀 리트"},
}
TALON = {
    "en": "the player before the dealer",
    "fr": "qui précède le donneur",
    "it": "prima del mazziere",
    "ja": "親の前の人",
    "ko": "딜러 앞 사람",
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("rules", sorted(PRESETS))
def test_cucus_rules_in_brief_are_true_of_the_rule_sets_pack_and_dealer(rules: str, lang: str) -> None:
    """Ranter-Go-Round's help once ranked "the picture cards XV down to XI" and offered to declare the Cuckoo (XV),
    cards its French pack does not have; Coucou's said the dealer exchanges with the pack."""
    opts = PRESETS[rules]
    brief = str(game_help("cucu", rules, lang)["brief"])
    assert "{" not in brief and "$" not in brief, brief  # (no Fluent left unformatted)
    lines = [ln for ln in brief.splitlines() if ln.startswith("- ")]
    assert 6 <= len(lines) <= 8, brief
    if opts.pack == "cuckoo":
        assert CUCKOO_ONLY[lang] in brief
    else:
        assert CUCKOO_ONLY[lang] not in brief, brief
        assert PACK_WORD[opts.pack][lang] in brief, brief
    talon = opts.family == "lives" and opts.dealer_three
    assert (TALON[lang] in brief) == talon, (rules, brief)


def test_coucous_card_guide_is_the_pack_its_table_plays() -> None:
    """Coucou plays 32 cards (2s to 6s out) with six players or fewer and 52 with more (``pack_size`` ``auto``, the
    engine's ``short_french_pack``): each card's place counts the ranks in play ("of the 8 ranks"), where it once
    always counted 13 and the strip showed 2s to 6s the table does not deal."""
    from taverna.games.cucu.deal import short_french_pack
    from taverna.server.card_guide import card_guide

    for players in (3, 5, 6, 7, 10):
        guide = card_guide("cucu", "coucou", "en", {}, players)
        short = short_french_pack(PRESETS["coucou"], players)
        assert len(guide["cards"]) == (32 if short else 52), players
        ranks = 8 if short else 13
        assert all(f"of the {ranks} ranks" in c["place"] for c in guide["cards"]), (players, guide["cards"][0])
    # the table's own choice wins; no number of players: the pack as the option names it (auto: the whole one)
    assert len(card_guide("cucu", "coucou", "en", {"pack-size": "52"}, 5)["cards"]) == 52
    assert len(card_guide("cucu", "coucou", "en", {"pack-size": "32"}, 9)["cards"]) == 32
    assert len(card_guide("cucu", "coucou", "en", {})["cards"]) == 52
    # a game whose guide takes no number of players is asked as before
    assert card_guide("hypp", "rulebook", "en", {}, 4) == card_guide("hypp", "rulebook", "en", {})


@pytest.mark.parametrize("lang", LANGS)
def test_no_rules_in_brief_shows_code_or_an_id(lang: str) -> None:
    """The Rules dialog's small Markdown has no code spans: Krypkille's brief once showed "(rule set `nordic`)",
    backticks and the rule set's id, to a reader who never typed a command."""
    for gid, info in games().items():
        for rules in info.rule_sets:
            brief = game_help(gid, rules, lang)["brief"]
            assert brief is None or "`" not in str(brief), (gid, rules, brief)
