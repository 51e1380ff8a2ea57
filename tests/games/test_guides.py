"""Learn to play (issue 29, item 5): each game's guided first match is consistent with its engine.  The
scripted line replays through the engine to the end of the match, every move of the learner is legal at its
step, the line does not depend on the players' names (the table's are the people's), the table's scripted
bots play it, and every text a guide names exists in every language."""

from __future__ import annotations

import pytest

from taverna.core import Rng
from taverna.games.guide import SCRIPT_NAMES, guide_for, guides, new_match
from taverna.i18n import fluent
from taverna.server.guide import ScriptedBot, guide_json, line

GUIDES = guides()
IDS = [f"{g}-{r}" for g, r in GUIDES]
LANGS = ("en", "it", "ko", "ja", "fr")


@pytest.mark.parametrize(("game", "rules"), GUIDES, ids=IDS)
def test_the_scripted_line_replays_to_the_end_and_each_learner_move_is_legal(game: str, rules: str) -> None:
    guide = guide_for(game, rules)
    assert guide is not None
    moves = line(game, rules)
    names = ["Ann", "Bot 2 (simple)", "Bot 3 (simple)", "Bot 4 (simple)", "Bot 5 (simple)", "Bot 6 (simple)"]
    for players in (list(SCRIPT_NAMES[: guide.seats]), names[: guide.seats]):
        m = new_match(game, guide, players)
        learner_moves = 0
        for mv in moves:
            assert not m.finished
            assert len(m.log) == mv.at
            p = players[mv.seat]
            assert m.check(p, mv.action) == mv.action, (mv, m.legal_actions(p))  # (raises if it is not legal)
            if mv.optional:
                assert p not in m.waiting_for()
            else:
                assert p == m.waiting_for()[0]
            learner_moves += mv.seat == guide.learner
            m.apply(p, mv.action)
        assert m.finished
        assert learner_moves >= 2, "a lesson where the learner does something"


@pytest.mark.parametrize(("game", "rules"), GUIDES, ids=IDS)
def test_the_tables_scripted_bots_play_the_line(game: str, rules: str) -> None:
    guide = guide_for(game, rules)
    assert guide is not None
    players = list(SCRIPT_NAMES[: guide.seats])
    m = new_match(game, guide, players)
    bots = {i: ScriptedBot(game, rules, i) for i in range(guide.seats)}
    rng = Rng(5)
    for mv in line(game, rules):
        p = players[mv.seat]
        if mv.seat == guide.learner:
            m.apply(p, mv.action)  # (the learner clicks what the guide points at)
            continue
        legal = m.legal_actions(p)
        chosen = bots[mv.seat].choose_optional(m.view(p), legal, rng) if mv.optional else None
        chosen = chosen or bots[mv.seat].choose(m.view(p), legal, rng)
        assert chosen == mv.action
        for other in m.to_act():  # nobody else takes an optional action the line does not have
            i = players.index(other)
            if other != p and i != guide.learner and other not in m.waiting_for():
                assert bots[i].choose_optional(m.view(other), m.legal_actions(other), rng) is None
        m.apply(p, chosen)
    assert m.finished


@pytest.mark.parametrize(("game", "rules"), GUIDES, ids=IDS)
def test_every_text_of_the_guide_is_in_every_language(game: str, rules: str) -> None:
    guide = guide_for(game, rules)
    assert guide is not None
    keys = {k for _, k in guide.intro} | set(guide.tips.values()) | set(guide.why.values()) | {guide.outro}
    for lang in LANGS:
        missing = {k for k in keys if not fluent.has_message(game, lang, f"learn-{k}")}  # learn-<key>
        assert not missing, (lang, missing)
    for lang in LANGS:
        said = guide_json(game, rules, lang)
        assert said["intro"] and said["outro"] and said["moves"]
        assert all(m.get("text") for m in said["moves"] if not m.get("auto")), "each move of the learner says why"


@pytest.mark.parametrize("rules", [r for g, r in GUIDES if g == "cucu"])
def test_cucus_tips_are_true_the_learner_keeps_a_good_card_and_exchanges_a_low_one(rules: str) -> None:
    """Cucù's tips say "your card is high enough: keep it" and "your card is low: exchange": each guide's deal
    makes them true at every move of the learner (a 7 or higher kept, below a 9 exchanged; the French pack: an
    8 or higher kept, below a 10 exchanged)."""
    from taverna.cards import cuckoo, french, gnav, slabberjan

    guide = guide_for("cucu", rules)
    assert guide is not None
    players = list(SCRIPT_NAMES[: guide.seats])
    m = new_match("cucu", guide, players)
    french_pack = rules in ("le-her", "ranter", "coucou")
    for mv in line("cucu", rules):
        if mv.seat == guide.learner and mv.action.word in ("keep", "exchange"):
            card = m.view(players[mv.seat])["card"]
            if rules == "slabberjan":  # the pieces: 12 .. 0 are their numbers, the matadors above, the low below
                value = slabberjan.rank(slabberjan.parse_card(card))
                good, low = value >= 7, value < 9
            elif rules == "gnav":  # the Gnav pack: its card is its rank (XII is 12, the Fool -3)
                value = gnav.parse_card(card)
                good, low = value >= 7, value < 9
            elif french_pack:
                rank = french.parse_card(card) // 4 + 1  # the ace 1 ... the king 13
                good, low = rank >= 8, rank < 10
            else:
                value = cuckoo.parse_card(card)
                good, low = value >= 7, value < 9
            assert good if mv.action.word == "keep" else low, (mv, card)
        m.apply(players[mv.seat], mv.action)
