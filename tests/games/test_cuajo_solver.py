"""The Cuajo winning-hand solver: the page's example, each kind of combination, and exactness against a
brute-force enumerator on many random hands (hypothesis)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from taverna.cards.cuajo import card_str, cuajo_pack, parse_card, parse_cards
from taverna.games.cuajo import solver
from tests.sizes import heavy

EXAMPLES = heavy(200, default=50)

# The page: "coins: 1 3 4 5 jack; cups: 1 3 4 jack; swords: 3 5 jack; batons: 1 4 5 king", sowee 4 of coins
PAGE_TEXT = "Ao 3o 4o 5o Jo Ac 3c 4c Jc 3s 5s Js Ab 4b 5b Kb"
PAGE_HAND = parse_cards(PAGE_TEXT.split())


def h(text: str) -> list[int]:
    return parse_cards(text.split())


def check_split(cards: list[int], split: list[tuple[int, ...]]) -> None:
    assert all(solver.valid_combo(c) for c in split), [[card_str(x) for x in c] for c in split]
    assert Counter(x for c in split for x in c) == Counter(cards)


def test_the_page_example_is_a_winning_hand_of_sets() -> None:
    split = solver.split(PAGE_HAND)
    assert split is not None
    check_split(PAGE_HAND, split)
    shown = sorted(sorted(card_str(x) for x in c) for c in split)
    # "arranged as a set of threes, a set of fours and a set of fives, not a run in coins"
    assert ["3c", "3o", "3s"] in shown and ["4b", "4c", "4o"] in shown and ["5b", "5o", "5s"] in shown
    assert ["Ab", "Ac", "Ao"] in shown and ["Jc", "Jo", "Js"] in shown and ["Kb"] in shown
    assert solver.brute_force_complete(PAGE_HAND)
    # "you have the 3 and 5 of coins to go with your sowee"
    assert solver.has_companions(parse_card("4o"), PAGE_HAND)
    assert not solver.is_porbis(PAGE_HAND)


@pytest.mark.parametrize(
    ("text", "ok"),
    [
        ("3c 4c 5c", True),  # a 3-4-5 run
        ("Jo Ho Ko", True),  # a jack-horse-king run
        ("Ac As Ab", True),  # a set of three
        ("5c 5o 5s 5b", True),  # a set of four
        ("Hs Hs Hs Hs", True),  # a secret: four identical cards
        ("Kc", True),  # a lone king
        ("Kc Kc Ko Kb Kb", True),  # any number of kings
        ("Ac 3c 4c", False),  # aces are never in sequences
        ("5c Jc Hc", False),  # only 3-4-5 and J-H-K
        ("3c 4o 5c", False),  # a run is of one suit
        ("Ac Ac Ao", False),  # a set is of different suits
        ("Hs Hs Hs", False),  # three identical cards are not a combination
        ("Jc Hc", False),
        ("Ac", False),
        ("", True),
    ],
)
def test_each_kind_of_combination(text: str, ok: bool) -> None:
    cards = h(text)
    assert solver.is_complete(cards) is ok
    assert solver.brute_force_complete(cards) is ok


def test_a_card_serves_one_combination_only() -> None:
    # 4c would be needed both in 3-4-5 of cups and in the set of fours
    assert not solver.is_complete(h("3c 4c 5c 4o 4s"))
    assert solver.is_complete(h("3c 4c 5c 4c 4o 4s"))


def test_waits_lists_every_card_that_completes() -> None:
    fifteen = list(PAGE_HAND)
    fifteen.remove(parse_card("5s"))
    waits = [card_str(c) for c in solver.waits(fifteen)]
    assert waits == ["5c", "5s"]  # the fives need a third suit; a king alone would not help
    short = list(fifteen)
    short.remove(parse_card("3s"))
    assert solver.waits(short + [parse_card("Kc")]) == []  # two cards short: no purro


def test_porbis() -> None:
    no_king = h("Ao Ac Ab 3c 4c 5c 3o 4o 5o 3s 4s 5s Jc Jo Js Jb")
    assert solver.is_porbis(no_king)
    one_king_in_run = h("Ao Ac Ab As 3c 4c 5c 3o 4o 5o 3s 4s 5s Jc Hc Kc")
    assert solver.is_porbis(one_king_in_run)
    split = solver.porbis_split(one_king_in_run)
    assert split is not None and (parse_card("Jc"), parse_card("Hc"), parse_card("Kc")) in split
    lone = h("Ao Ac Ab 3c 4c 5c 3o 4o 5o 3s 4s 5s Jc Jo Js Kb")
    assert solver.is_complete(lone) and not solver.is_porbis(lone)
    assert not solver.is_porbis(h("Jc Hc Kc Ko"))


def test_companions() -> None:
    ace = parse_card("Ao")
    assert solver.has_companions(ace, h("Ac As"))
    assert not solver.has_companions(ace, h("Ac Ac Ao"))  # two aces of different suits, not the bounit's
    assert solver.has_companions(parse_card("Jc"), h("Hc Kc"))  # "a horse and a king of cups"
    assert not solver.has_companions(parse_card("Jc"), h("Ho Kc"))
    assert solver.has_companions(parse_card("4o"), h("3o 5o"))


# ---------------------------------------------------------------- exactness against brute force
PACK = cuajo_pack()


def random_hand(rng: random.Random, n: int = 16) -> list[int]:
    return rng.sample(PACK, n)


def winning_hand(rng: random.Random, n: int = 16) -> list[int]:
    """Random combinations adding up to ``n`` cards, with at most four copies of any card."""
    while True:
        cards: list[int] = []
        counts: Counter[int] = Counter()
        while len(cards) < n:
            combo = rng.choice(solver.ALL_COMBOS)
            if len(cards) + len(combo) > n or any(counts[c] + combo.count(c) > 4 for c in set(combo)):
                if rng.random() < 0.05:
                    break
                continue
            cards.extend(combo)
            counts.update(combo)
        if len(cards) == n:
            return cards


def near_winning_hand(rng: random.Random) -> list[int]:
    cards = winning_hand(rng)
    i = rng.randrange(16)
    cards[i] = rng.randrange(28)
    if Counter(cards).most_common(1)[0][1] > 4:
        cards[i] = cards[(i + 1) % 16]
    return cards


@settings(max_examples=EXAMPLES, deadline=None)
@given(seed=st.integers(0, 2**32), kind=st.sampled_from(["random", "winning", "near"]))
def test_solver_agrees_with_brute_force(seed: int, kind: str) -> None:
    rng = random.Random(seed)
    cards = {"random": random_hand, "winning": winning_hand, "near": near_winning_hand}[kind](rng)
    split = solver.split(cards)
    assert (split is not None) == solver.brute_force_complete(cards)
    if split is not None:
        check_split(cards, split)
    if kind == "winning":
        assert split is not None


@settings(max_examples=heavy(50, default=15), deadline=None)
@given(seed=st.integers(0, 2**32))
def test_waits_agree_with_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    cards = winning_hand(rng)
    del cards[rng.randrange(16)]
    if rng.random() < 0.5:
        cards[rng.randrange(15)] = rng.randrange(28)
    expected = [c for c in range(28) if Counter(cards)[c] < 4 and solver.brute_force_complete(cards + [c])]
    assert solver.waits(cards) == expected


@settings(max_examples=heavy(400, default=100), deadline=None)
@given(seed=st.integers(0, 2**32), size=st.integers(0, 16), unavailable=st.sets(st.integers(0, 27), max_size=3))
def test_waits_try_only_cards_with_a_partner_and_miss_none(seed: int, size: int, unavailable: set[int]) -> None:
    """waits skips a card that is not a king and shares no combination with a card of the hand: it
    lists exactly the cards that split the hand when added, tried one by one (hands of any size,
    complete ones included, whose kings complete them)."""
    rng = random.Random(seed)
    cards = winning_hand(rng)[:size] if rng.random() < 0.5 else [rng.randrange(28) for _ in range(size)]
    counts = Counter(cards)
    if counts and counts.most_common(1)[0][1] > 4:
        return
    expected = [c for c in range(28) if counts[c] < 4 and c not in unavailable and solver.split(cards + [c]) is not None]
    assert solver.waits(cards, unavailable) == expected


@settings(max_examples=EXAMPLES, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_porbis_agrees_with_its_definition(seed: int) -> None:
    rng = random.Random(seed)
    cards = [c for c in winning_hand(rng) if c < 24]
    kings = rng.choice([0, 1, 1, 2])
    cards = cards[: 16 - kings] + [rng.randrange(24, 28) for _ in range(kings)]
    king_list = [c for c in cards if c >= 24]
    if not king_list:
        expected = solver.brute_force_complete(cards)
    elif len(king_list) == 1:
        k = king_list[0]
        rest = list(cards)
        ok = True
        for c in (k, k - 4, k - 8):  # the king, the horse and the jack of its suit
            if c in rest:
                rest.remove(c)
            else:
                ok = False
        expected = ok and solver.brute_force_complete(rest)
    else:
        expected = False
    assert solver.is_porbis(cards) == expected
    if expected:
        split = solver.porbis_split(cards)
        assert split is not None
        check_split(cards, split)
