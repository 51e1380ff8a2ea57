"""The kernel's later rule sets and options play the reference engine's rules, card for card.

The first deal of a fresh match of Lu Stù, BGA, and Cambio (and BGA) with the options that
change a deal: for random packs and random deterministic threshold tables the kernel given the
same pack as the engine's scripted shuffle gives the same tokens lost and gained (or losers) and
cards shown, deal by deal; a hypothesis property over any pack, table and option; scenarios with
results worked out by hand; and the same law as the engine for mixed tables (chi-square, as in
``test_kernel.py``).  ``docs/simulation.md`` lists what the kernel covers and why.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

pytest.importorskip("numba")

from taverna.games.cucu.research import kernel as K
from taverna.games.cucu.research.kernel.agreement import agree
from tests.sizes import heavy

NO = K.NO_CARD

# every option of the cambio preset that changes a deal (one at a time, and a few together)
CAMBIO_OPTIONS: list[dict[str, Any]] = [
    {"anti_cuckoo": True},
    {"void": True},
    {"second_high_low": True},
    {"high_low": True},
    {"two_losers": True},
    {"lion": True},
    {"double": True},
    {"double_pack": True},
    {"double_pack": True, "cuckoos": 3, "void": True},
    {"cuckoos": 1},
    {"one_cuckoo_from": 3},
    {"reincarnation": True},
    {"anti_cuckoo": True, "double": True},
]
LU_STU_OPTIONS: list[dict[str, Any]] = [{"inn_offers": 1}, {"reentry": False}, {"remove_matto": True}]


@pytest.fixture(scope="module", autouse=True)
def _compiled() -> None:
    K.warm_up()


def mismatches(rules: str, n: int, count: int, seed: int, options: dict[str, Any] | None = None) -> list[str]:
    """Deals (of ``count`` random ones) where the kernel and the engine differ."""
    rnd = random.Random(seed)
    bad = []
    for _ in range(count):
        thresholds = np.array([[rnd.randint(-4, 15) for _ in range(3)] for _ in range(n)])
        table = K.threshold_table(
            n,
            thresholds,
            declare=float(rnd.random() < 0.5),
            insure=float(rnd.random() < 0.7),
            accept=float(rnd.random() < 0.5),
        )
        pack = K.deal_pack(rules, n, options)
        rnd.shuffle(pack)
        tokens = rnd.choice([1, 2, 3]) if rules == "lu-stu" else 3
        out = K.simulate(rules, n, table, 1, 0, tokens=tokens, decks=np.array([pack]), options=options)
        mine = (list(out.losses[0]), list(out.cards[0]), list(out.gains[0]) if out.gains is not None else [0] * n)
        ref = K.reference_deal(rules, n, table, 0, tokens=tokens, deck=pack, options=options, gains=True)
        if mine != tuple(ref):
            bad.append(f"tokens {tokens}, thresholds {thresholds.tolist()}, pack {pack}: kernel {mine}, engine {ref}")
    return bad


DEALS = heavy(150, default=60)


@pytest.mark.parametrize("rules", ["lu-stu", "bga"])
@pytest.mark.parametrize("n", [2, 3, 4, 6, 9])
def test_lu_stu_and_bga_card_for_card(rules: str, n: int) -> None:
    bad = mismatches(rules, n, DEALS, seed=n)
    assert not bad, f"{len(bad)} of {DEALS} deals differ; first: {bad[0]}"


@pytest.mark.parametrize("options", LU_STU_OPTIONS, ids=lambda o: ",".join(o))
def test_lu_stu_options_card_for_card(options: dict[str, Any]) -> None:
    for n in (2, 4, 7):
        bad = mismatches("lu-stu", n, DEALS, seed=n, options=options)
        assert not bad, f"{len(bad)} of {DEALS} deals differ; first: {bad[0]}"


@pytest.mark.parametrize("options", CAMBIO_OPTIONS, ids=lambda o: ",".join(o))
@pytest.mark.parametrize("rules", ["cambio", "bga"])
def test_cambio_options_card_for_card(rules: str, options: dict[str, Any]) -> None:
    for n in (2, 3, 5, 9):
        bad = mismatches(rules, n, DEALS // 2, seed=n, options=options)
        assert not bad, f"{len(bad)} of {DEALS // 2} deals differ; first: {bad[0]}"


def test_bga_manual_cuckoo_and_the_largest_tables() -> None:
    assert not mismatches("bga", 6, DEALS, seed=1, options={"cuckoo_declare": "manual"})
    assert not mismatches("lu-stu", 20, DEALS // 2, seed=20)
    assert not mismatches("bga", 15, DEALS // 2, seed=15)
    assert not mismatches("cambio", 30, DEALS // 4, seed=30, options={"double_pack": True})


ALL_OPTIONS = [("lu-stu", o) for o in [{}, *LU_STU_OPTIONS]] + [
    (r, o) for r in ("cambio", "bga") for o in [{}, *CAMBIO_OPTIONS]
]


@st.composite
def deals(draw: st.DrawFn) -> tuple[str, dict[str, Any], int, Any, list[int], int]:
    rules, options = draw(st.sampled_from(ALL_OPTIONS))
    n = draw(st.integers(2, 12))
    thresholds = draw(st.lists(st.lists(st.integers(-4, 15), min_size=3, max_size=3), min_size=n, max_size=n))
    flags = [float(draw(st.booleans())) for _ in range(3)]
    table = K.threshold_table(n, np.array(thresholds), declare=flags[0], insure=flags[1], accept=flags[2])
    pack = draw(st.permutations(K.deal_pack(rules, n, options)))
    tokens = draw(st.sampled_from([1, 2, 3])) if rules == "lu-stu" else 3
    return rules, options, n, table, list(pack), tokens


@settings(max_examples=heavy(300, default=60), deadline=None)
@given(deals())
def test_any_pure_table_any_pack_any_option_plays_as_the_engine(case: Any) -> None:
    rules, options, n, table, pack, tokens = case
    out = K.simulate(rules, n, table, 1, tokens=tokens, decks=np.array([pack]), options=options)
    gains = list(out.gains[0]) if out.gains is not None else [0] * n
    ref = K.reference_deal(rules, n, table, 0, tokens=tokens, deck=pack, options=options, gains=True)
    assert (list(out.losses[0]), list(out.cards[0]), gains) == tuple(ref)


def full_deck(rules: str, n: int, prefix: list[int], options: dict[str, Any]) -> list[int]:
    """The pack with ``prefix`` at the dealing end."""
    rest = K.deal_pack(rules, n, options or None)
    for c in prefix:
        rest.remove(c)
    return prefix + rest


# (rules, options, players, threshold, table extras, tokens, the pack's dealing end,
#  tokens lost (or lost) by seat, cards shown by seat, tokens gained by seat)
SCENARIOS: list[tuple[Any, ...]] = [
    # Lu Stù: the 3 goes to seat 1, which asks the Cat: a token, then the reverse exchange to the
    # left gives seat 0 the 3 back; the 3 is then the lowest
    ("lu-stu", {}, 4, 5, {}, 3, [3, 4, 12, 9], [1, 1, 0, 0], [3, 4, 12, 9], None),
    # Lu Stù: the 0 buys the Inn with an accepted offer; seat 1 passes the 0 on to the dealer, who
    # exchanges it with the pack's next card, the 8; the 7 is the lowest
    ("lu-stu", {}, 3, 5, {}, 3, [0, 11, 7, 8], [0, 1, 0], [11, 7, 8], None),
    # Lu Stù: seat 0 buys the Inn for its 0; seat 1 asks the Cat with the 0: a token, and the reverse
    # exchange passes the bought Inn (a closed one would stop it): the 0 goes back to seat 0
    ("lu-stu", {}, 4, 5, {}, 3, [0, 11, 12, 9], [1, 1, 0, 0], [0, 11, 12, 9], None),
    # Lu Stù: offers refused three times: the innkeeper "drinks" and pays for the losing nulla
    ("lu-stu", {}, 3, 1, {"accept": 0.0}, 3, [0, 11, 5], [0, 1, 0], [0, 11, 5], None),
    # Lu Stù: the guest keeps at the Inn (no offer): the innkeeper drinks all the same
    ("lu-stu", {}, 3, 1, {"insure": 0.0}, 3, [0, 11, 5], [0, 1, 0], [0, 11, 5], None),
    # Lu Stù: two Matti gain a token each; the lowest other card loses
    ("lu-stu", {}, 3, -5, {}, 3, [-4, -4, 6], [0, 0, 1], [-4, -4, 6], [1, 1, 0]),
    # Lu Stù: a single Matto pays and makes the lowest pay
    ("lu-stu", {}, 3, -5, {}, 3, [-4, 3, 7], [1, 1, 0], [-4, 3, 7], None),
    # Lu Stù: equal lowest cards: only the earliest loses; a Cuckoo is an ordinary card
    ("lu-stu", {}, 4, -5, {}, 3, [15, 2, 5, 2], [0, 1, 0, 0], [15, 2, 5, 2], None),
    # Lu Stù: the last token to the Hunter: out at once, re-entered (dead); the lone card loses
    ("lu-stu", {}, 2, 5, {}, 1, [3, 14], [1, 1], [NO, 14], None),
    # ... without re-entry the deal is cut short: no comparison
    ("lu-stu", {"reentry": False}, 2, 5, {}, 1, [3, 14], [1, 0], [NO, NO], None),
    # BGA: the Cucco of seat 2 is shown before seat 0's turn: nobody exchanges
    ("bga", {}, 4, 5, {}, 3, [5, 3, 15, 9], [0, 1, 0, 0], [5, 3, 15, 9], None),
    # BGA: the Cucco of seat 3 is shown before seat 1's turn, after seat 0's exchange
    ("bga", {}, 4, 5, {}, 3, [2, 6, 7, 15], [0, 1, 0, 0], [6, 2, 7, 15], None),
    # the reveal rules, nobody exchanging: 2 9 5 7
    ("cambio", {"lion": True}, 4, -5, {}, 3, [2, 9, 5, 7], [0, 0, 1, 0], [2, 9, 5, 7], None),
    ("cambio", {"high_low": True}, 4, -5, {}, 3, [2, 9, 5, 7], [1, 1, 0, 0], [2, 9, 5, 7], None),
    ("cambio", {"anti_cuckoo": True}, 4, -5, {}, 3, [2, 9, 5, 7], [0, 1, 0, 0], [2, 9, 5, 7], None),
    ("cambio", {"two_losers": True}, 4, -5, {}, 3, [2, 9, 5, 7], [1, 0, 1, 0], [2, 9, 5, 7], None),
    ("cambio", {"second_high_low": True}, 4, -5, {}, 3, [2, 9, 5, 7], [0, 0, 1, 1], [2, 9, 5, 7], None),
    # Void: the lowest and both 8s lose
    ("cambio", {"void": True}, 4, -5, {}, 3, [2, 8, 8, 9], [1, 1, 1, 0], [2, 8, 8, 9], None),
    # Anti-Cuckoo: declaring the Cuckoo loses; then the strongest card loses
    ("cambio", {"anti_cuckoo": True}, 4, -5, {"declare": 1.0}, 3, [15, 3, 5, 9], [1, 0, 0, 1], [NO, 3, 5, 9], None),
    # Double: the dealer's second turn draws the 10 for the 4, so the 8 loses
    ("cambio", {"double": True}, 2, 5, {}, 3, [3, 8, 4, 10], [1, 0], [8, 10], None),
    ("cambio", {}, 2, 5, {}, 3, [3, 8, 4, 10], [0, 1], [8, 4], None),
]


@pytest.mark.parametrize(
    ("rules", "options", "n", "threshold", "extras", "tokens", "prefix", "losses", "cards", "gains"), SCENARIOS
)
def test_scenarios(
    rules: str,
    options: dict[str, Any],
    n: int,
    threshold: int,
    extras: dict[str, float],
    tokens: int,
    prefix: list[int],
    losses: list[int],
    cards: list[int],
    gains: list[int] | None,
) -> None:
    deck = full_deck(rules, n, prefix, options)
    table = K.threshold_table(n, threshold, **extras)
    out = K.simulate(rules, n, table, 1, tokens=tokens, decks=np.array([deck]), options=options)
    want_gains = gains or [0] * n
    got_gains = list(out.gains[0]) if out.gains is not None else [0] * n
    assert (list(out.losses[0]), list(out.cards[0]), got_gains) == (losses, cards, want_gains)
    ref = K.reference_deal(rules, n, table, 0, tokens=tokens, deck=deck, options=options, gains=True)
    assert tuple(ref) == (losses, cards, want_gains)


@pytest.mark.parametrize(("rules", "options"), [("lu-stu", {}), ("bga", {}), ("cambio", {"high_low": True})])
def test_same_law_as_the_engine(rules: str, options: dict[str, Any]) -> None:
    n = 4
    t = K.threshold_table(n, 5, declare=0.5, insure=0.5, accept=0.5)
    t.exchange[:, 5 + 4, :] = 0.5
    ref_l = np.zeros((1500, n), np.int8)
    ref_c = np.zeros((1500, n), np.int8)
    for d in range(1500):
        ref_l[d], ref_c[d] = K.reference_deal(rules, n, t, 7000 + d, options=options)
    ref = K.Outcomes(rules=rules, losses=ref_l, cards=ref_c)
    fast = K.simulate(rules, n, t, 200_000, seed=5, options=options)
    ok, checks, level = agree(fast, ref)
    worst = min(checks, key=lambda c: c.p)
    assert ok, f"{worst.name}: chi-square {worst.statistic:.1f} on {worst.df} df, p={worst.p:.2e} < {level:.1e}"


def test_options_are_checked() -> None:
    t = K.threshold_table(4, 3)
    with pytest.raises(ValueError, match="indian"):
        K.simulate("cambio", 4, t, 10, options={"indian": True})
    with pytest.raises(ValueError, match="kernel options"):
        K.simulate("cambio", 4, t, 10, options={"lion": True, "void": True, "high_low": True})
    with pytest.raises(ValueError, match="kernel options"):
        K.simulate("lu-stu", 4, t, 10, options={"lion": True})  # a Cambio option
    with pytest.raises(ValueError, match="rule sets campli, lu-stu, cambio, bga"):
        K.simulate("le-her", 2, K.threshold_table(2, 3), 10)
    with pytest.raises(ValueError, match="shape"):  # one Matto out: 39 cards
        K.simulate("lu-stu", 4, t, 1, decks=np.array([K.deal_pack("lu-stu", 4)]), options={"remove_matto": True})
    # the options that act only between deals leave a first deal alone
    a = K.simulate("cambio", 4, t, 2000, seed=1)
    b = K.simulate("cambio", 4, t, 2000, seed=1, options={"chips": 7, "child_time": True, "misere": True})
    assert np.array_equal(a.losses, b.losses) and np.array_equal(a.cards, b.cards)
