"""Small exact benchmarks: one deal of Ranter-Go-Round on a reduced pack, played by the engine, solved by
OpenSpiel's CFR+ (docs/research.md, *Small exact benchmarks*)."""

from __future__ import annotations

from fractions import Fraction

import pytest

pytest.importorskip("pyspiel")

from taverna.research.experiments.exact_deal import Deal, move_names, purify, solve

ACE, SEVEN, TEN, KING = "A", "7", "10", "K"


@pytest.fixture(scope="module")
def two() -> dict:
    return solve(Deal("ranter", 2, (ACE, SEVEN, TEN, KING)), iterations=100)


def test_the_tree_is_the_engines_deal(two: dict) -> None:
    tree = two["tree"]
    # chance: 4 ranks for the first card, then what is left (a rank of which 1 card is gone is still there)
    assert tree.chance_nodes == 1 + 4 + 16 and tree.players == 2
    # the first player knows their rank; the dealer their card, and after an exchange the card they got
    assert [len(i) for i in tree.infosets] == [4, 16]
    assert tree.terminals == 240 and tree.decisions == 176


def test_cfr_plus_finds_the_value_9_70_and_its_rounding_is_an_exact_equilibrium(two: dict) -> None:
    assert two["gap"] < 1e-3  # CFR+'s average policy after 100 iterations
    assert two["values"][0] == pytest.approx(9 / 70, abs=1e-3) and sum(two["values"]) == pytest.approx(0)
    pure = purify(two)
    assert pure["gap"] == pytest.approx(0, abs=1e-12)  # nobody gains by deviating: an exact equilibrium
    assert pure["exact"] == [Fraction(9, 70), Fraction(-9, 70)]
    # the first player exchanges an Ace or a 7 and keeps a 10 or a King
    lookup = pure["policy"].state_lookup
    keep = {key.rsplit("got ", 1)[1]: pure["policy"].action_probability_array[i][0] == 1
            for key, i in lookup.items() if key.startswith("0-")}  # fmt: skip
    assert keep == {"A": False, "7": False, "10": True, "K": True}


def test_the_payoff_is_zero_sum_and_shared_by_the_winners() -> None:
    deal = Deal("ranter", 3, (ACE, KING))
    assert deal.payoff({"p2"}) == [Fraction(1, 2), Fraction(1, 2), Fraction(-1)]
    assert deal.payoff({"p0", "p1"}) == [Fraction(-1), Fraction(-1), Fraction(2)]
    assert deal.payoff(set()) == deal.payoff({"p0", "p1", "p2"}) == [0, 0, 0]


def test_a_krypkille_endgame_two_cards_each_is_worth_4_5_to_the_leader() -> None:
    """The last two tricks of Krypkille with Duplicate's payment (everyone else pays the last trick's winner):
    three players, two cards each from the Cuckoo, 7 and Fool, two of each; the engine deals them (option hand)."""
    deal = Deal("duplicate", 3, ("15", "7", "fool"), copies=2, options=(("hand", 2), ("rounds", 1)), game="kille",
                cards=6, suited=False)  # fmt: skip
    out = solve(deal, iterations=50)
    assert out["tree"].terminals == 182 and [len(i) for i in out["tree"].infosets] == [39, 46, 54]
    pure = purify(out)
    assert pure["gap"] == pytest.approx(0, abs=1e-12)  # an exact equilibrium (NashConv 0)
    assert pure["exact"] == [Fraction(4, 5), Fraction(-2, 5), Fraction(-2, 5)]
    # the leader with the Fool keeps it for the last trick (the weakest card takes it) and leads the other card
    lookup = pure["policy"].state_lookup
    for held, lead in (("fool 15", "15"), ("fool 7", "7")):
        (key,) = [k for k in lookup if k.startswith("0-") and k.endswith(f"hand {held}")]
        row = pure["policy"].action_probability_array[lookup[key]]
        assert row.max() == 1 and move_names(out["game"])[key][int(row.argmax())] == f"play {lead}"
