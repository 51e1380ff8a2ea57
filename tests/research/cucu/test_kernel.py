"""The numba kernel plays the reference engine's rules: card for card on scripted packs, and in law.

Two checks of agreement with :mod:`taverna.games.cucu` (first deal of a fresh match):

* exact: for random packs and random deterministic threshold tables (by seat and context, with
  or without declaring, insuring, agreeing; Campli with 1 or 3 tokens) the kernel given the
  same pack as the engine's scripted shuffle gives the same losses and cards, deal by deal (also
  as a hypothesis property over any pack and table, and as scripted scenarios with results worked
  out by hand);
* statistical: a mixed strategy played 1,500 deals by the engine (``TableBot``, views only)
  and 200,000 by the kernel; chi-square tests per seat on the losses and the cards shown,
  Bonferroni-corrected (see ``docs/simulation.md`` for the power of both checks).
"""

from __future__ import annotations

import random
from types import ModuleType
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

pytest.importorskip("numba")

from taverna.core import Action, Rng
from taverna.games import create_match
from taverna.games.cucu.research import kernel as K
from taverna.games.cucu.research.kernel.agreement import agree, chi_square_p, homogeneity
from tests.sizes import heavy


@pytest.fixture(scope="module", autouse=True)
def _compiled() -> None:
    K.warm_up()


def random_case(rnd: random.Random, rules: str, n: int, kernel: ModuleType = K) -> dict[str, Any]:
    thresholds = np.array([[rnd.randint(-4, 14) for _ in range(3)] for _ in range(n)])
    table = kernel.threshold_table(
        n,
        thresholds,
        declare=float(rnd.random() < 0.5),
        insure=float(rnd.random() < 0.7),
        accept=float(rnd.random() < 0.5),
    )
    pack = kernel.deal_pack(rules, n)
    rnd.shuffle(pack)
    tokens = rnd.choice([1, 3]) if rules == "campli" else 3
    return {"table": table, "pack": pack, "tokens": tokens}


def exact_mismatches(rules: str, n: int, count: int, seed: int, kernel: ModuleType = K) -> list[str]:
    """Deals (of ``count`` random ones) where ``kernel`` and the engine differ."""
    rnd = random.Random(seed)
    bad = []
    for _ in range(count):
        case = random_case(rnd, rules, n, kernel)
        out = kernel.simulate(rules, n, case["table"], 1, 0, tokens=case["tokens"], decks=np.array([case["pack"]]))
        ref = K.reference_deal(rules, n, case["table"], 0, tokens=case["tokens"], deck=case["pack"])
        mine = (list(out.losses[0]), list(out.cards[0]))
        if mine != ref:
            bad.append(f"pack {case['pack']}: kernel {mine}, engine {ref}")
    return bad


@pytest.mark.parametrize("rules", ["campli", "cambio"])
@pytest.mark.parametrize("n", [2, 3, 4, 6, 9])
def test_same_deal_card_for_card(rules: str, n: int) -> None:
    bad = exact_mismatches(rules, n, 120, seed=n)
    assert not bad, f"{len(bad)} of 120 deals differ; first: {bad[0]}"


def test_largest_tables_card_for_card() -> None:
    assert not exact_mismatches("campli", 20, 60, seed=20)
    assert not exact_mismatches("cambio", 15, 60, seed=15)


EXAMPLES = heavy(200, default=50)


@st.composite
def deals(draw: st.DrawFn) -> tuple[str, int, Any, list[int], int]:
    rules = draw(st.sampled_from(K.RULES))
    n = draw(st.integers(2, 20 if rules == "campli" else 15))
    thresholds = draw(st.lists(st.lists(st.integers(-4, 15), min_size=3, max_size=3), min_size=n, max_size=n))
    flags = [float(draw(st.booleans())) for _ in range(3)]
    table = K.threshold_table(n, np.array(thresholds), declare=flags[0], insure=flags[1], accept=flags[2])
    pack = draw(st.permutations(K.deal_pack(rules, n)))
    tokens = draw(st.sampled_from([1, 3])) if rules == "campli" else 3
    return rules, n, table, list(pack), tokens


@settings(max_examples=EXAMPLES, deadline=None)
@given(deals())
def test_any_pure_table_any_pack_plays_as_the_engine(case: tuple[str, int, Any, list[int], int]) -> None:
    rules, n, table, pack, tokens = case
    out = K.simulate(rules, n, table, 1, tokens=tokens, decks=np.array([pack]))
    assert (list(out.losses[0]), list(out.cards[0])) == K.reference_deal(rules, n, table, 0, tokens=tokens, deck=pack)


def mixed_table(n: int, kernel: ModuleType = K) -> Any:
    """Threshold 5, a coin for the 5, and coins for declaring, insuring and agreeing."""
    t = kernel.threshold_table(n, 5, declare=0.5, insure=0.5, accept=0.5)
    t.exchange[:, 5 + 4, :] = 0.5
    return t


REFERENCE_DEALS = 1500


@pytest.mark.parametrize("rules", ["campli", "cambio"])
@pytest.mark.parametrize("n", [2, 4, 6])
def test_same_law_as_the_engine(rules: str, n: int) -> None:
    ref = K.reference_outcomes(rules, n, mixed_table(n), REFERENCE_DEALS, seed=1000 * n)
    fast = K.simulate(rules, n, mixed_table(n), 200_000, seed=n)
    ok, checks, level = agree(fast, ref)
    worst = min(checks, key=lambda c: c.p)
    assert ok, f"{worst.name}: chi-square {worst.statistic:.1f} on {worst.df} df, p={worst.p:.2e} < {level:.1e}"


# ------------------------------------------------------------------ the kernel itself
def test_reproducible_and_seeded() -> None:
    t = mixed_table(6)
    a = K.simulate("campli", 6, t, 5000, seed=3)
    b = K.simulate("campli", 6, t, 5000, seed=3)
    c = K.simulate("campli", 6, t, 5000, seed=4)
    assert np.array_equal(a.losses, b.losses) and np.array_equal(a.cards, b.cards)
    assert not np.array_equal(a.cards, c.cards)
    for seed in (-1, 2**64 - 1, 2**70):  # any integer seeds the generator (modulo 2**64)
        assert K.simulate("cambio", 3, K.threshold_table(3, 3), 10, seed=seed).losses.shape == (10, 3)


def test_every_deal_has_a_loser_and_cards_come_from_the_pack() -> None:
    t = K.threshold_table(6, 4)
    for rules in K.RULES:
        out = K.simulate(rules, 6, t, 20_000, seed=1)
        shown = out.cards[out.cards != K.NO_CARD]
        assert shown.min() >= -4 and shown.max() <= 15
        if rules == "cambio":
            # the losers are the lowest shown card (or lost in the exchanges); someone always loses
            # unless one player alone is left, who never loses to themselves
            assert (out.losses.sum(axis=1) >= 1).mean() > 0.99
            for cards, losses in zip(out.cards[:2000], out.losses[:2000]):
                shown_seats = [s for s in range(6) if cards[s] != K.NO_CARD]
                if len(shown_seats) > 1:
                    low = min(cards[s] for s in shown_seats)
                    for s in shown_seats:
                        if cards[s] == low and cards[s] != -4:  # a deck Clown counts as the strongest
                            assert losses[s] == 1
        else:
            assert out.losses.max() <= 2


@pytest.mark.parametrize("rules", K.RULES)
def test_shuffled_decks_and_the_card_held_at_each_decision(rules: str) -> None:
    decks = K.shuffled_decks(rules, 5, 3000, seed=7)
    assert np.array_equal(decks, K.shuffled_decks(rules, 5, 3000, seed=7))
    assert (np.sort(decks, axis=1) == np.sort(K.deal_pack(rules, 5))).all()  # each a permutation of the pack
    assert len({row.tobytes() for row in decks}) == 3000
    # nobody exchanges: every seat decides on the card dealt to it (Cambio: unless a Cuckoo was declared)
    out = K.simulate(rules, 5, K.threshold_table(5, -5, declare=0.0), 3000, decks=decks)
    assert out.held is not None and np.array_equal(out.held, decks[:, :5])
    # exchanges below 3: the first seat decides on its dealt card; a later seat's card is one dealt
    # to it or to a seat before it, and differs from its own in some deals (received in an exchange)
    out = K.simulate(rules, 5, K.threshold_table(5, 3, declare=0.0), 3000, decks=decks)
    assert out.held is not None and np.array_equal(out.held[:, 0], decks[:, 0])
    for seat in range(1, 5):
        decided = out.held[:, seat] != K.NO_CARD
        assert all(out.held[d, seat] in decks[d, : seat + 1] for d in np.flatnonzero(decided)[:300])
        assert (out.held[decided, seat] != decks[decided, seat]).mean() > 0.05


def test_never_exchange_is_the_plain_comparison() -> None:
    """Nobody exchanges: Campli's lowest card (with the Matto and the Cuckoo rules) loses."""
    out = K.simulate("campli", 4, K.threshold_table(4, -5), 20_000, seed=2)
    for cards, losses in zip(out.cards, out.losses):
        fools = [s for s in range(4) if cards[s] == -4]
        if len(fools) == 1:
            low = min((c for c in cards if c != -4), default=None)
            want = {s for s in range(4) if cards[s] == -4 or cards[s] == low}
        else:
            vals = [14.5 if c == -4 else c for c in cards]
            want = {s for s in range(4) if vals[s] == min(vals)}
        want = {s for s in want if cards[s] != 15}
        assert {s for s in range(4) if losses[s]} == want


def test_tables_are_checked() -> None:
    with pytest.raises(ValueError, match="for 4 players"):
        K.simulate("campli", 6, K.threshold_table(4, 3), 10)
    with pytest.raises(ValueError, match="rule sets campli, lu-stu, cambio, bga"):
        K.simulate("le-her", 2, K.threshold_table(2, 3), 10)
    with pytest.raises(ValueError, match="2 to 15 players"):
        K.simulate("cambio", 20, K.threshold_table(20, 3), 10)
    with pytest.raises(ValueError, match="shape"):
        K.threshold_table(4, [1, 2, 3])
    t = K.threshold_table(4, 3)
    with pytest.raises(ValueError, match="outside"):
        K.StrategyTable(t.exchange * 2, t.declare, t.insure, t.accept)
    with pytest.raises(ValueError, match="permutation"):
        K.simulate("campli", 4, t, 1, decks=np.zeros((1, 40), np.int8))


def test_table_bot_reads_the_view() -> None:
    """The bot's seat and context come from the view: a receiver of an exchange sees CTX_RECEIVED."""
    m: Any = create_match("cucu", rules="cambio", players=["A", "B", "C"], seed=1, shuffles=[["3", "7", "9"]])
    bot = K.TableBot(K.threshold_table(3, 5))
    view = m.view("B")
    assert K.seat_of(view) == 0 and K.context_of(view) == K.CTX_QUIET
    assert bot.choose(view, m.legal_actions("B"), Rng(0)) == Action("exchange")
    m.apply("B", "exchange")
    view = m.view("C")
    assert K.seat_of(view) == 1 and K.context_of(view) == K.CTX_RECEIVED
    assert bot.choose(view, m.legal_actions("C"), Rng(0)) == Action("exchange")  # holds the 3 now


def test_chi_square_helpers() -> None:
    assert abs(chi_square_p(3.841, 1) - 0.05) < 1e-3
    assert abs(chi_square_p(18.307, 10) - 0.05) < 1e-3
    stat1, df, p = homogeneity(np.array([500, 500]), np.array([100, 300]))
    assert df == 1 and p < 1e-10 and stat1 > 50
    _stat, df, p = homogeneity(np.array([500, 500, 1]), np.array([50, 50, 0]))
    assert df == 1 and p > 0.5  # the rare category is pooled


def full_deck(rules: str, n: int, prefix: list[int], suffix: list[int]) -> list[int]:
    """The pack: ``prefix`` at the dealing end, ``suffix`` at the other, the rest in between."""
    rest = K.deal_pack(rules, n)
    for c in prefix + suffix:
        rest.remove(c)
    return prefix + rest + suffix


# (rules, players, threshold, the pack's dealing end, its other end, losses by seat, cards shown by seat)
SCENARIOS = [
    # Campli: the 0 asks the Taverna, insured: the nulla loses, the innkeeper pays its token
    ("campli", 3, 1, [0, 11, 5], [], [0, 1, 0], [0, 11, 5]),
    # Campli: two Matti are worth 14 1/2: the dealer's Bum is the lowest card
    ("campli", 3, -5, [-4, -4, 14], [], [0, 0, 1], [-4, -4, 14]),
    # Campli: the 1 goes to seat 1, which asks the Gnaf: a token, and the 1 comes back to seat 0
    ("campli", 4, 5, [1, 2, 12, 7], [], [1, 1, 0, 0], [1, 2, 12, 7]),
    # Campli: the Horse at the dealer: seat 0 gets the top card (the far end of the pack), the 8
    ("campli", 2, 5, [3, 13], [8], [1, 0], [8, 13]),
    # Campli: the Cucù arrests the 3's exchange; the 3 is then the lowest
    ("campli", 3, 5, [3, 15, 5], [], [1, 0, 0], [3, 15, 5]),
    # Cambio: the 3 goes to seat 1, which asks the Cat: the 3's first holder, seat 0, loses
    ("cambio", 4, 5, [3, 2, 12, 9], [], [1, 1, 0, 0], [K.NO_CARD, 3, 12, 9]),
    # Cambio: seat 0 receives the Clown and loses; seat 1 passes the 3 on to the dealer
    ("cambio", 3, 5, [3, -4, 9], [], [1, 0, 1], [K.NO_CARD, 9, 3]),
    # Cambio: the dealer's Horse sends the 3 to the deck, which gives the Man; one card left loses nothing
    ("cambio", 2, 5, [3, 13, 14], [], [1, 0], [K.NO_CARD, 13]),
    # Cambio: the dealer draws a Clown from the deck: the strongest card, so the 6 loses
    ("cambio", 2, 5, [6, 2, -4], [], [1, 0], [6, -4]),
    # Cambio: the Clown handed on: its receiver loses; then the 6 is the lowest card shown
    ("cambio", 3, 0, [-4, 6, 8], [], [1, 1, 0], [6, K.NO_CARD, 8]),
]


@pytest.mark.parametrize(("rules", "n", "threshold", "prefix", "suffix", "losses", "cards"), SCENARIOS)
def test_scenarios(
    rules: str, n: int, threshold: int, prefix: list[int], suffix: list[int], losses: list[int], cards: list[int]
) -> None:
    deck = full_deck(rules, n, prefix, suffix)
    table = K.threshold_table(n, threshold)
    out = K.simulate(rules, n, table, 1, decks=np.array([deck]))
    assert (list(out.losses[0]), list(out.cards[0])) == (losses, cards)
    assert K.reference_deal(rules, n, table, 0, deck=deck) == (losses, cards)


def test_the_draws_are_inlined_into_campli_loops() -> None:
    """``base.INLINE_DRAWS`` names Campli's compiled loops: a loop renamed without it would lose numba's
    inlining of the generator's draws (and most of its speed, docs/simulation.md) without a word."""
    from types import SimpleNamespace

    from taverna.games.cucu.research.kernel import base, campli

    for name in base.INLINE_DRAWS:
        assert hasattr(getattr(campli, name, None), "py_func"), name

    def ir(name: str) -> Any:  # what numba's inlining decision reads of the caller's IR
        return SimpleNamespace(func_id=SimpleNamespace(func_qualname=name))

    assert base._inlined_into(None, ir("_campli"), None) and base._inlined_into(None, ir("_campli_matches"), None)
    assert not base._inlined_into(None, ir("_lustu"), None) and not base._inlined_into(None, ir("_cambio"), None)


def test_warm_up_by_rule_set() -> None:
    """``scripts/test.sh`` compiles the rule sets in two processes: ``warm_up`` takes the rule sets, and refuses others."""
    K.warm_up(("campli",))
    with pytest.raises(ValueError, match="rule sets"):
        K.warm_up(("gnav",))
