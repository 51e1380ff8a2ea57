"""Whole matches in the kernel (Campli, Lu Stù, Cambio, BGA) play as the reference engine's, deal for deal.

On scripted packs (``shuffles``: one list per deal) and random pure tables, the kernel's match
and the engine's match (every player a ``TableBot``) lose the same tokens in every deal, end
after the same number of deals with the same winner, tokens, players out and re-entry payments.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest

pytest.importorskip("numba")

from taverna.games.cucu.research import kernel as K
from tests.sizes import heavy

MAX_DEALS = 200


def compare(rules: str, n: int, count: int, seed: int, tokens: int = 3, reentry: bool = True) -> list[str]:
    rnd = random.Random(seed)
    bad = []
    for _ in range(count):
        th = np.array([[rnd.randint(-4, 15) for _ in range(3)] for _ in range(n)])
        table = K.threshold_table(n, th, insure=float(rnd.random() < 0.7), accept=float(rnd.random() < 0.5))
        decks = K.shuffled_decks(rules, n, MAX_DEALS, seed=rnd.randrange(1 << 30))
        out = K.simulate_matches(
            rules, n, table, 1, tokens=tokens, reentry=reentry, max_deals=MAX_DEALS, decks=decks[None]
        )
        ref = K.reference_match(
            rules, n, table, 0, tokens=tokens, reentry=reentry, decks=[[int(c) for c in row] for row in decks]
        )
        nd = int(out.deals[0])
        assert out.deal_losses is not None
        mine: dict[str, Any] = {
            "tokens": out.tokens[0].tolist(),
            "out": out.out[0].tolist(),
            "winner": int(out.winner[0]),
            "deals": nd,
            "reentry_paid": out.reentry_paid[0].tolist(),
            "deal_losses": out.deal_losses[0, :nd].tolist(),
        }
        if mine != ref:
            bad.append(f"thresholds {th.tolist()}: kernel {mine}, engine {ref}")
    return bad


MATCHES = heavy(40, default=8)


@pytest.mark.parametrize("rules", ["campli", "lu-stu"])
@pytest.mark.parametrize("n", [2, 3, 4, 6, 9])
@pytest.mark.parametrize(("tokens", "reentry"), [(3, True), (1, True), (2, False)])
def test_matches_deal_for_deal(rules: str, n: int, tokens: int, reentry: bool) -> None:
    bad = compare(rules, n, MATCHES, seed=n * 10 + tokens, tokens=tokens, reentry=reentry)
    assert not bad, f"{len(bad)} of {MATCHES} matches differ; first: {bad[0]}"


@pytest.mark.parametrize("rules", ["campli", "lu-stu"])
def test_matches_at_twenty(rules: str) -> None:
    assert not compare(rules, 20, max(MATCHES // 4, 2), seed=20)


@pytest.mark.parametrize("rules", ["campli", "lu-stu"])
def test_matches_end_with_one_winner(rules: str) -> None:
    out = K.simulate_matches(rules, 5, K.threshold_table(5, 4), 20_000, seed=3)
    assert (out.winner >= 0).all() and (out.deals >= 1).all()
    for m in range(200):
        w = out.winner[m]
        assert not out.out[m, w] and out.tokens[m, w] > 0
        assert out.out[m].sum() == 4 and (out.tokens[m][out.out[m]] == 0).all()
    assert abs(out.win_rate().sum() - 1.0) < 1e-12
    # the same table at every seat: each player wins about a fifth (the dealer rotates)
    assert np.abs(out.win_rate() - 0.2).max() < 0.02
    again = K.simulate_matches(rules, 5, K.threshold_table(5, 4), 20_000, seed=3)
    assert np.array_equal(out.winner, again.winner) and np.array_equal(out.tokens, again.tokens)


def test_matches_are_checked() -> None:
    t = K.threshold_table(4, 3)
    with pytest.raises(ValueError, match="campli, lu-stu, cambio and bga"):
        K.simulate_matches("le-her", 2, K.threshold_table(2, 3), 10)
    with pytest.raises(ValueError, match="shape"):
        K.simulate_matches("campli", 4, t, 2, max_deals=5, decks=np.zeros((2, 4, 40), np.int8))
    with pytest.raises(ValueError, match="permutation"):
        K.simulate_matches("campli", 4, t, 1, max_deals=2, decks=np.zeros((1, 2, 40), np.int8))
    with pytest.raises(ValueError, match="tokens"):
        K.simulate_matches("campli", 4, t, 1, tokens=0)


SETS = 150  # scripted set shuffles per match (a match that needs more stops there: winner -3)


def compare_cambio(rules: str, n: int, count: int, seed: int, options: dict[str, Any]) -> tuple[list[str], int]:
    """Kernel and engine Cambio/BGA matches on scripted set packs; a match whose discards are
    reshuffled (no script can say how) is compared up to that deal.  Returns (mismatches, cut)."""
    rnd = random.Random(seed)
    bad = []
    cut = 0
    for _ in range(count):
        th = np.array([[rnd.randint(-4, 15) for _ in range(3)] for _ in range(n)])
        table = K.threshold_table(n, th, declare=float(rnd.random() < 0.5))
        decks = K.shuffled_decks(rules, n, SETS, seed=rnd.randrange(1 << 30), options=options or None)
        out = K.simulate_matches(rules, n, table, 1, max_deals=3000, decks=decks[None], options=options)
        ref = K.reference_match(rules, n, table, 0, decks=[[int(c) for c in row] for row in decks], options=options)
        nd = int(out.deals[0])
        assert out.deal_losses is not None and out.sets is not None
        losses = out.deal_losses[0, :nd].tolist()
        if ref["reshuffled"]:
            cut += 1
            ok = int(out.winner[0]) == -3 and losses == ref["deal_losses"][:nd]
            mine: dict[str, Any] = {"winner": int(out.winner[0]), "deal_losses": losses}
        else:
            mine = {
                "tokens": out.tokens[0].tolist(),
                "winner": int(out.winner[0]),
                "deals": nd,
                "sets": int(out.sets[0]),
                "deal_losses": losses,
                "reshuffled": False,
            }
            ok = mine == ref
        if not ok:
            bad.append(f"thresholds {th.tolist()}: kernel {mine}, engine {ref}")
    return bad, cut


@pytest.mark.parametrize("rules", ["cambio", "bga"])
@pytest.mark.parametrize(
    ("n", "options"),
    [(2, {}), (3, {}), (4, {}), (6, {}), (3, {"chips": 6, "ante": 2, "children_rounds": 1}), (5, {"max_sets": 2})],
)
def test_cambio_and_bga_matches_deal_for_deal(rules: str, n: int, options: dict[str, Any]) -> None:
    bad, _cut = compare_cambio(rules, n, MATCHES, seed=n, options=options)
    assert not bad, f"{len(bad)} of {MATCHES} matches differ; first: {bad[0]}"


def test_cambio_matches_with_reshuffles_agree_up_to_the_reshuffle() -> None:
    bad, cut = compare_cambio("cambio", 9, MATCHES, seed=9, options={"chips": 6})
    assert not bad and cut > 0  # nine players run through the deck: the comparison stops at a reshuffle


@pytest.mark.parametrize("rules", ["cambio", "bga"])
def test_cambio_matches_end(rules: str) -> None:
    out = K.simulate_matches(rules, 6, K.threshold_table(6, 4, declare=1.0), 5_000, seed=4, max_deals=5000)
    assert out.sets is not None and (out.sets >= 1).all()
    assert (out.winner >= -1).all()  # every match finished (-1: a tie for the most chips)
    # chips are conserved: the box is either paid out or still held (it is at most the antes and payments)
    assert (out.tokens.sum(axis=1) <= 6 * 25).all()
    wins = out.win_rate()
    assert wins.sum() > 0.9 and np.abs(wins - wins.mean()).max() < 0.05
    with pytest.raises(ValueError, match="options"):
        K.simulate_matches(rules, 4, K.threshold_table(4, 3), 10, options={"lion": True})
