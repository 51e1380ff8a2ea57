"""Ranter-Go-Round (``ranter``) and Coucou (``coucou``): the lives family of the Cucù engine, with the French
pack.  The scenarios are the test cases of ``../shared/family/ranter-go-round.md`` and ``coucou.md`` and the
source sentences quoted in ``docs/rules/cucu.md`` (section 6, 7)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from taverna.cards import french
from taverna.core import Action
from taverna.core.errors import BadOption, UnknownOption
from taverna.games import create_match
from taverna.games.cucu import powers
from taverna.games.cucu.lives import losers
from taverna.games.cucu.options import PRESETS
from taverna.records import replay
from tests.sizes import heavy

from .cucu_play import play_random

KEEP, EXCHANGE = Action("keep"), Action("exchange")


def ranter(cards: list[str], players: str = "ABCD", **options: Any) -> Any:
    """A Ranter-Go-Round match whose first deal is ``cards`` (the players from the dealer's left, the
    dealer last, then the stock's top cards); the dealer is the last player."""
    return create_match("cucu", rules="ranter", players=list(players), dealer=players[-1], seed=1,
                        shuffles=[cards], options=options or None)  # fmt: skip


def coucou(cards: list[str], players: str = "ABCDEF", **options: Any) -> Any:
    return create_match("cucu", rules="coucou", players=list(players), dealer=players[-1], seed=1,
                        shuffles=[cards], options=options or None)  # fmt: skip


def card(m: Any, p: str) -> str:
    return str(m.card_str(m.hands[p].card))


def chips(m: Any) -> dict[str, int]:
    return {p: m.count[p] for p in m.players}


def kinds(m: Any, since: int = 0) -> list[str]:
    return [e.kind for e in m.log[since:] if e.to is None]


# ---------------------------------------------------------------- Ranter-Go-Round
def test_brief_case_1_the_king_refuses_and_the_dealer_draws_from_the_stock() -> None:
    """A 2 and B 9: A exchanges; B asks C, who shows a King (the trade is void, C's play is done); D's 5
    is exchanged for the stock's 4; B, with the 2, loses a life."""
    m = ranter(["2c", "9c", "Kc", "5c", "4d"])
    assert m.count == {p: 3 for p in "ABCD"}
    m.apply("A", EXCHANGE)
    assert (card(m, "A"), card(m, "B")) == ("9c", "2c")
    m.apply("B", EXCHANGE)
    assert card(m, "B") == "2c" and "king" in kinds(m)
    assert m.to_act() == ["D"]  # "Players who have shown a King in defense are considered to have completed their play"
    m.apply("D", EXCHANGE)
    assert m.deals[0]["revealed"] == {"A": "9c", "B": "2c", "C": "Kc", "D": "4d"}
    assert m.deals[0]["losers"] == ["B"]
    assert chips(m) == {"A": 3, "B": 2, "C": 3, "D": 3} and m.pool == 1


def test_a_king_not_asked_still_decides() -> None:
    m = ranter(["Kc", "9c", "3c", "5c", "4d"])
    assert m.to_act() == ["A"] and set(m.legal_actions("A")) == {KEEP, EXCHANGE}


def test_without_the_kings_privilege_a_king_must_exchange() -> None:
    """The 1882 account: "There are no cards with special privileges" (``king=false``)."""
    m = ranter(["2c", "Kc", "9c", "5c", "4d"], king=False)
    assert m.powers == {}
    m.apply("A", EXCHANGE)
    assert (card(m, "A"), card(m, "B")) == ("Kc", "2c")
    assert m.to_act() == ["B"]


def test_brief_case_2_ties_for_lowest_all_lose() -> None:
    m = ranter(["3c", "3d", "8c", "Qs"], players="ABC")
    for p in "ABC":
        m.apply(p, KEEP)
    assert m.deals[0]["losers"] == ["A", "B"]
    assert chips(m) == {"A": 2, "B": 2, "C": 3}


def test_brief_case_2_cassell_the_last_turned_up_loses() -> None:
    """C: "the player who turned his up last has to lose a life", turning up from the dealer's left."""
    m = ranter(["3c", "3d", "8c", "Qs"], players="ABC", ties="last")
    for p in "ABC":
        m.apply(p, KEEP)
    assert m.deals[0]["losers"] == ["B"]


def test_pairing_up_pairs_are_safe_and_the_lowest_single_card_loses() -> None:
    assert losers([("A", 3), ("B", 3), ("C", 8), ("D", 9)], "pair") == ["C"]
    assert losers([("A", 3), ("B", 3), ("C", 8), ("D", 8)], "pair") == []
    m = ranter(["3c", "3d", "8c", "9s"], ties="pair")
    for p in "ABCD":
        m.apply(p, KEEP)
    assert m.deals[0]["losers"] == ["C"]


def test_brief_case_3_a_king_drawn_from_the_stock_is_refused() -> None:
    """GR: "if the dealer draws a King from the pile, they must keep their original card"."""
    m = ranter(["9c", "8c", "7c", "5c", "Kd"])
    for p in "ABC":
        m.apply(p, KEEP)
    m.apply("D", EXCHANGE)
    assert m.deals[0]["revealed"]["D"] == "5c" and m.deals[0]["losers"] == ["D"]
    draw = next(e for e in m.log if e.kind == "deck_draw")
    assert draw.data["card"] == "Kd"


def test_the_dealer_takes_a_king_drawn_when_dealer_king_is_off() -> None:
    """W2: the dealer "may exchange his/her card for the top one from the deck" (no exception)."""
    m = ranter(["9c", "8c", "7c", "5c", "Kd"], dealer_king=False)
    for p in "ABC":
        m.apply(p, KEEP)
    m.apply("D", EXCHANGE)
    assert m.deals[0]["revealed"]["D"] == "Kd" and m.deals[0]["losers"] == ["C"]


def test_brief_case_4_ace_high_the_ace_blocks_and_the_two_is_lowest() -> None:
    m = ranter(["2c", "Ac", "Kc", "5c", "4d"], ace="high")
    m.apply("A", EXCHANGE)
    assert card(m, "A") == "2c"  # the Ace refused
    assert m.to_act() == ["C"]  # B showed the top card: its play is done
    m.apply("C", EXCHANGE)  # C (King) asks D: an ordinary exchange
    assert card(m, "C") == "5c"
    m.apply("D", KEEP)
    assert m.deals[0]["losers"] == ["A"]  # the 2 is the lowest; the Ace is the highest


def test_ace_low_the_ace_is_lowest() -> None:
    m = ranter(["Ac", "2c", "Qc", "5c", "4d"])
    for p in "ABCD":
        m.apply(p, KEEP)
    assert m.deals[0]["losers"] == ["A"]


def test_brief_case_5_a_player_without_lives_is_out_and_not_dealt_in() -> None:
    m = create_match("cucu", rules="ranter", players=list("ABC"), dealer="C", seed=1, options={"lives": 1},
                     shuffles=[["2c", "9c", "Jc", "Qs"], ["5c", "7c", "Qs"]])  # fmt: skip
    for p in "ABC":
        m.apply(p, KEEP)
    assert m.out == {"A"} and m.deals[0]["losers"] == ["A"]
    assert m.dealer == "B" and m.order == ["C", "B"] and "A" not in m.hands  # only the players still in


def test_the_last_player_with_lives_wins_the_pot() -> None:
    m = create_match("cucu", rules="ranter", players=list("AB"), dealer="B", seed=1, options={"lives": 1},
                     shuffles=[["2c", "9c", "Qs"]])  # fmt: skip
    m.apply("A", KEEP)
    m.apply("B", KEEP)
    assert m.finished and m.winner == "B" and m.deals[-1]["payouts"] == {"B": 1}


def test_final_tie_keep_and_split() -> None:
    m = create_match("cucu", rules="ranter", players=list("AB"), dealer="B", seed=1, options={"lives": 1},
                     shuffles=[["9c", "9d", "Qs"]])  # fmt: skip
    m.apply("A", KEEP)
    m.apply("B", KEEP)
    assert not m.finished and chips(m) == {"A": 1, "B": 1} and m.deals[0]["losers"] == []
    m = create_match("cucu", rules="ranter", players=list("AB"), dealer="B", seed=1,
                     options={"lives": 1, "final-tie": "split"}, shuffles=[["9c", "9d", "Qs"]])  # fmt: skip
    m.apply("A", KEEP)
    m.apply("B", KEEP)
    assert m.finished and m.winner == ["A", "B"] and m.deals[-1]["payouts"] == {"A": 1, "B": 1}


def test_the_dealer_rotates_to_the_next_player() -> None:
    m = ranter(["9c", "8c", "7c", "5c", "4d"])
    for p in "ABCD":
        m.apply(p, KEEP)
    assert m.dealer == "A" and m.order == ["B", "C", "D", "A"]


# ---------------------------------------------------------------- Coucou
def test_brief_case_1_six_players_use_32_cards_and_the_seven_is_just_above_the_ace() -> None:
    m = coucou([])
    assert len(m.pack) == 32
    assert sorted({french.rank_of(c) for c in m.pack}) == [1, 7, 8, 9, 10, 11, 12, 13]
    assert len(coucou([], players="ABCDEFG").pack) == 52
    assert len(coucou([], pack_size="52").pack) == 52


def test_brief_case_2_the_dealer_keeps_the_best_of_three_under_the_talon() -> None:
    m = coucou(["8c", "8d", "8h", "8s", "10c", "9c", "7c", "Kc", "Qd"])
    assert card(m, "F") == "Kc"
    assert [m.card_str(c) for c in m.deck[-2:]] == ["9c", "7c"] and m.card_str(m.deck[0]) == "Qd"
    assert "F" not in m.turns  # the dealer does not exchange


def test_brief_case_3_a_king_cries_coucou_and_the_asker_keeps_their_card() -> None:
    m = coucou(["Ac", "Kc", "8h", "8s", "10c", "9c", "7c", "Jc", "Qd"])
    m.apply("A", EXCHANGE)
    assert card(m, "A") == "Ac"
    ev = next(e for e in m.log if e.kind == "king")
    assert ev.data["player"] == "B" and ev.data["card"] == "Kc"
    assert m.to_act() == ["C"]


def test_brief_case_4_the_last_player_exchanges_with_the_talon_and_a_king_is_refused() -> None:
    m = coucou(["8c", "8d", "8h", "8s", "7d", "9c", "7c", "Jc", "Kd"])
    for p in "ABCD":
        m.apply(p, KEEP)
    assert m.to_act() == ["E"]
    m.apply("E", EXCHANGE)  # E asks not the dealer F: the top of the talon, a King: refused
    assert m.deals[0]["revealed"]["E"] == "7d" and m.deals[0]["losers"] == ["E"]
    assert m.deals[0]["revealed"]["F"] == "Jc"
    m = coucou(["8c", "8d", "8h", "8s", "7d", "9c", "7c", "Jc", "Qd"])
    for p in "ABCD":
        m.apply(p, KEEP)
    m.apply("E", EXCHANGE)
    assert m.deals[0]["revealed"]["E"] == "Qd" and m.deals[0]["revealed"]["F"] == "Jc"


def test_brief_case_5_equal_lowest_all_lose_and_all_equal_nobody() -> None:
    m = coucou(["7c", "7d", "Qh", "Ks", "Jd", "9c", "8c", "10c"], players="ABCDE")
    for p in "ABCD":
        m.apply(p, KEEP)
    assert m.deals[0]["losers"] == ["A", "B"] and chips(m)["A"] == 4
    assert losers([("A", 7), ("B", 7), ("C", 7)], "all", all_equal_safe=True) == []
    assert losers([("A", 7), ("B", 7), ("C", 7)], "all") == ["A", "B", "C"]


def test_the_dealer_exchanges_with_the_talon_without_three_cards() -> None:
    """RC: the dealer "peut lui, échanger sa carte avec celle qui est sur le dessus du talon sauf s'il s'agit
    d'un roi"."""
    m = coucou(["8c", "8d", "8h", "8s", "9d", "7c", "Kd"], dealer_three=False)
    for p in "ABCDE":
        m.apply(p, KEEP)
    m.apply("F", EXCHANGE)
    assert m.deals[0]["revealed"]["F"] == "7c" and m.deals[0]["losers"] == ["F"]
    m = coucou(["8c", "8d", "8h", "8s", "9d", "7c", "Qd"], dealer_three=False)
    for p in "ABCDE":
        m.apply(p, KEEP)
    m.apply("F", EXCHANGE)
    assert m.deals[0]["revealed"]["F"] == "Qd"


def test_coucou_starts_with_five_chips_and_needs_five_players() -> None:
    assert coucou([]).count == {p: 5 for p in "ABCDEF"}
    with pytest.raises(BadOption):
        coucou([], players="ABCD")


# ---------------------------------------------------------------- options, powers, records
def test_options_apply_to_their_rule_set_only() -> None:
    for bad in ({"dealer-three": False}, {"pack-size": "32"}):
        with pytest.raises(UnknownOption):
            ranter([], **bad)
    for bad in ({"ace": "high"}, {"ties": "last"}, {"king": False}, {"tokens": 3}):
        with pytest.raises(UnknownOption):
            coucou([], **bad)
    with pytest.raises(UnknownOption):
        create_match("cucu", rules="campli", players=list("ABC"), options={"lives": 2})
    with pytest.raises(BadOption):
        ranter([], all_equal_safe=True)  # fixed by the rule set


def test_each_rule_sets_powers_are_its_list() -> None:
    """The Cuckoo-pack lists agree with the fixed options the other phases read."""
    for rules, opts in PRESETS.items():
        listed = {(e.card, e.power) for e in powers.listed(rules, opts)}
        if opts.pack == "cuckoo":
            assert ("15", powers.REFUSE) in listed if opts.cuckoo_rule == "arrest" else ("15", powers.STOP) in listed
            assert ("12", powers.CAT_POWERS[opts.cat_rule]) in listed
            assert ("11", powers.PASS_ON if opts.inn_rule == "pass" else powers.BARGAIN) in listed
            assert (("fool", powers.RECEIVER_PAYS) in listed) == (opts.fool_rule == "clown")
            assert ("14", powers.ASKER_PAYS) in listed and ("13", powers.PASS_ON) in listed
        for e in powers.listed(rules, opts):
            assert e.power in powers.POWER_WORDS
    m = ranter([], ace="high")
    assert {french.rank_of(c) for c in m.powers} == {1} and all(p.ends_turn for p in m.powers.values())
    assert {french.rank_of(c) for c in ranter([]).powers} == {13}


@pytest.mark.parametrize("rules,n,options", [("ranter", 4, {}), ("ranter", 3, {"ace": "high", "ties": "pair"}),
                                             ("coucou", 6, {}), ("coucou", 8, {"dealer-three": False})])  # fmt: skip
def test_records_replay_exactly(rules: str, n: int, options: dict[str, Any]) -> None:
    for seed in range(6):
        m = play_random(rules, n, seed, options, check_views=True)  # (replays the record too)
        again = replay(m.record())
        assert again.summary() == m.summary() and again.finished


# ---------------------------------------------------------------- words, bots, analysis
@pytest.mark.parametrize("lang", ["en", "it", "ko", "ja", "fr"])
def test_every_event_and_the_help_in_every_language(lang: str) -> None:
    from taverna.games.cucu import text

    said: set[str] = set()
    for rules, n, options in (("ranter", 4, {"lives": 2}), ("coucou", 6, {"lives": 2}),
                              ("coucou", 5, {"dealer-three": False, "lives": 2})):  # fmt: skip
        m = play_random(rules, n, 3, options, check_views=False)
        for e in m.log:
            if e.to is None or e.kind == "card":
                line = text.describe_event({"kind": e.kind, **e.data, **({"to": e.to} if e.to else {})}, lang, rules)
                if line is not None:
                    assert "{" not in line and not line.startswith(f"{e.kind}:"), line
                    said.add(e.kind)
        for viewer in m.players:
            v = m.view(viewer)
            assert "{" not in text.situation(v, lang)
    assert {"king", "talon_under", "life_lost", "result", "reveal", "pool_paid"} <= said
    m = coucou(["8c", "8d", "8h", "8s", "7d", "9c", "7c", "Jc", "Kd"])
    for p in "ABCD":
        m.apply(p, KEEP)
    note = text.help_text(m.view("E"), lang)  # the player before the dealer: the talon
    assert text._say(lang, "note_exchange_talon", top=french.rank_name(13, lang)) in note
    assert all(e in text.name_card("Kd", lang, "coucou") for e in [french.card_name(french.parse_card("Kd"), lang)])


def test_the_bot_keeps_a_king_and_a_card_above_one_already_out() -> None:
    from taverna.core import Rng
    from taverna.games.cucu import bot

    m = ranter(["Kc", "9c", "3c", "5c", "4d"])
    assert bot.choose(m.view("A"), m.legal_actions("A"), Rng(1)) == KEEP
    m = ranter(["2c", "5d", "3c", "9c", "4d"])
    m.apply("A", EXCHANGE)  # B received the 2 for its 5: the card out with A is higher, so B passes the 2 on
    assert bot.choose(m.view("B"), m.legal_actions("B"), Rng(1)) == EXCHANGE
    m = ranter(["5c", "3d", "9c", "9d", "4d"])
    m.apply("A", EXCHANGE)  # B receives the 5 for its 3: a lower card (the 3) is out, with A: B is safe
    assert card(m, "B") == "5c"
    assert bot.choose(m.view("B"), m.legal_actions("B"), Rng(1)) == KEEP


@pytest.mark.parametrize("rules,n", [("ranter", 4), ("coucou", 6)])
def test_the_analysis_runs_on_the_reference_simulator(rules: str, n: int) -> None:
    from taverna.games.cucu.research.analysis.analyze import analyze_cucu, card_label
    from taverna.games.cucu.research.analysis.sim import ReferenceSimulator, make_simulator

    sim = make_simulator(rules, n)
    assert isinstance(sim, ReferenceSimulator)  # the numba kernel plays the Cuckoo pack's rule sets only
    a = analyze_cucu(rules, n, deals=40, iterations=1, eval_deals=40, simulator=sim)
    assert len(a.seats) == n and all(0 <= s.loss_rate <= 1 for s in a.seats)
    assert card_label(rules, 13) == "K" and card_label(rules, 1) == "A"


LIVES_VARIANTS: list[tuple[str, dict[str, object], int]] = [
    ("ranter", {}, 2), ("ranter", {"ace": "high"}, 2), ("ranter", {"ties": "last"}, 2), ("ranter", {"ties": "pair"}, 2),
    ("ranter", {"king": False, "dealer-king": False}, 2), ("ranter", {"final-tie": "split", "lives": 1}, 2),
    ("coucou", {}, 5), ("coucou", {"dealer-three": False}, 5), ("coucou", {"pack-size": "32"}, 5),
    ("coucou", {"pack-size": "52", "lives": 2}, 5),
]  # fmt: skip


@pytest.mark.parametrize(("rules", "options", "least"), LIVES_VARIANTS, ids=[f"{r}-{o}" for r, o, _ in LIVES_VARIANTS])
@settings(max_examples=heavy(200, default=15), deadline=None)
@given(seed=st.integers(0, 2**31), extra=st.integers(0, 7))
def test_random_matches_keep_every_invariant(rules: str, options: dict[str, object], least: int, seed: int,
                                             extra: int) -> None:  # fmt: skip
    """Cards, lives and the pot conserved, no view shows a card its player may not see, the record replays."""
    m = play_random(rules, least + extra, seed, dict(options), check_views=True)
    s = m.summary()
    assert m.finished and s["to_act"] == [] and s["winner"] is not None
    alive = [p for p in m.players if m.count[p] > 0]
    assert len(alive) <= 1 and m.pool == 0
