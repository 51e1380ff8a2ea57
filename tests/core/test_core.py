from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from taverna.cards.cuckoo import parse_card
from taverna.core import Action, BadArgument, BadRecord, IllegalAction, NotYourTurn, Rng, Shuffler, TavernaError
from taverna.games import create_match


def test_rng_is_deterministic_and_seed_dependent() -> None:
    a, b, c = Rng(7), Rng(7), Rng(8)
    xs = [a.next64() for _ in range(5)]
    assert xs == [b.next64() for _ in range(5)]
    assert xs != [c.next64() for _ in range(5)]


@given(st.integers(0, 2**64 - 1), st.integers(1, 1000))
def test_below_stays_in_range(seed: int, n: int) -> None:
    r = Rng(seed)
    assert all(0 <= r.below(n) < n for _ in range(20))


def test_below_is_roughly_uniform() -> None:
    r = Rng(1)
    counts = [0] * 6
    for _ in range(60000):
        counts[r.below(6)] += 1
    assert all(9000 < c < 11000 for c in counts)


@given(st.integers(0, 2**32), st.lists(st.integers(-4, 15), max_size=60))
def test_shuffle_is_a_permutation(seed: int, items: list[int]) -> None:
    shuffled = list(items)
    Rng(seed).shuffle(shuffled)
    assert sorted(shuffled) == sorted(items)


def _reference_shuffle(r: Rng, items: list[int]) -> None:
    """The Fisher-Yates that records were made with: ``below(i + 1)`` for each ``i`` from the end."""
    for i in range(len(items) - 1, 0, -1):
        j = r.below(i + 1)
        items[i], items[j] = items[j], items[i]


@given(st.integers(0, 2**64 - 1), st.integers(0, 300))
def test_shuffle_draws_exactly_as_below_does(seed: int, n: int) -> None:
    # shuffle() inlines the generator for speed: the stream must stay the one below() gives
    fast, slow = list(range(n)), list(range(n))
    a, b = Rng(seed), Rng(seed)
    a.shuffle(fast)
    _reference_shuffle(b, slow)
    assert fast == slow and a.state == b.state


def test_shuffle_rejects_draws_as_below_does(monkeypatch: pytest.MonkeyPatch) -> None:
    # with most draws over the limit, shuffle's rejection loop must redraw exactly as below() does
    import taverna.core.rng as rng_module

    harsh = tuple(0 if n == 0 else n * ((1 << 61) // n) for n in range(257))  # 7 draws in 8 rejected
    monkeypatch.setattr(rng_module, "_LIMITS", harsh)
    monkeypatch.setattr(rng_module, "_LANES", {})  # (the lanes' test of the limits is made from _LIMITS once per size)
    for seed in range(20):
        fast, slow = list(range(45)), list(range(45))
        a, b = Rng(seed), Rng(seed)
        a.shuffle(fast)
        _reference_shuffle(b, slow)
        assert fast == slow and a.state == b.state


@pytest.mark.parametrize("m", [1, 2, 5, 37, 39, 255])
def test_shuffle_finds_a_draw_that_might_be_rejected_in_any_lane(m: int) -> None:
    # shuffle() tests all its draws against the lowest rejection limit at once (one addition on the big
    # integer): it must agree with max(draws) >= limit, draws just below, at and above it in any lane
    import taverna.core.rng as rng_module

    _, _, _, unpack, to_safe, bit64 = rng_module._lanes(m)
    safe = min(rng_module._LIMITS[2 : m + 2])
    rnd = random.Random(m)
    edges = [x for x in (0, 1, safe - 2, safe - 1, safe, safe + 1, 2**64 - 1) if x < 2**64]  # (safe: 2**64 for m=1)
    for _ in range(300):
        draws = [rnd.choice(edges) if rnd.random() < 0.3 else rnd.randrange(2**64) for _ in range(m)]
        if rnd.random() < 0.5:
            draws = [min(x, safe - 1) for x in draws]
        z = sum(x << (128 * k) for k, x in enumerate(draws))
        assert unpack.unpack(z.to_bytes(16 * m, "little")) == tuple(draws)
        assert bool((z + to_safe) & bit64) == (max(draws) >= safe), draws


@pytest.mark.parametrize("seed", [0, 1, 2**63, 2**64 - 1, 2**64 - 0x9E3779B97F4A7C15])
def test_shuffle_of_any_length_up_to_300_from_edge_states(seed: int) -> None:
    # shuffle() draws up to 255 numbers at once in one big integer, wrapping the state as next64() does
    for n in range(302):
        fast, slow = list(range(n)), list(range(n))
        a, b = Rng(seed), Rng(seed)
        a.shuffle(fast)
        _reference_shuffle(b, slow)
        assert fast == slow and a.state == b.state, n


def test_the_stream_is_pinned() -> None:
    r = Rng(2026)
    x = list(range(12))
    r.shuffle(x)
    assert x == [3, 11, 9, 5, 10, 8, 2, 1, 0, 4, 6, 7]
    assert (r.below(1000), r.state) == (0, 7681369315911522534)


def test_scripted_shuffles_come_first_then_seeded_order() -> None:
    sh = Shuffler(Rng(0), [["15", "fool"]], parse_card)
    pack = [15, 15, -4, -4, 3, 3]
    first = sh.shuffle(pack)
    assert first[:2] == [15, -4]
    assert sorted(first) == sorted(pack)
    second = sh.shuffle(pack)  # no script left: seeded
    assert sorted(second) == sorted(pack)


def test_scripted_shuffle_with_too_many_copies_is_an_error() -> None:
    sh = Shuffler(Rng(0), [["15", "15", "xv"]], parse_card)
    with pytest.raises(BadRecord, match="more copies"):
        sh.shuffle([15, 15, 1])


def test_action_parse() -> None:
    assert Action.parse("keep") == Action("keep")
    assert Action.parse(["offer", {"money": 2}]) == Action("offer", {"money": 2})
    assert str(Action("propose", 60)) == "propose 60"
    for bad in ("", [], [1], ["a", 1, 2], None, 3):
        with pytest.raises(BadArgument):
            Action.parse(bad)


def test_errors_name_player_action_and_legal() -> None:
    m = create_match("cucu", rules="cambio", players=["A", "B", "C"], seed=1)
    turn = m.to_act()[0]
    other = next(p for p in m.players if p not in m.to_act())
    with pytest.raises(NotYourTurn) as e1:
        m.apply(other, "keep")
    assert other in str(e1.value) and "keep" in str(e1.value) and turn in str(e1.value)
    with pytest.raises(IllegalAction) as e2:
        m.apply(turn, "insure")
    msg = str(e2.value)
    assert turn in msg and "insure" in msg and "keep" in msg and "exchange" in msg
    with pytest.raises(IllegalAction, match="not a player"):
        m.apply("Zed", "keep")
    with pytest.raises(BadArgument):
        m.apply(turn, ["keep", 3])
    assert isinstance(e2.value, ValueError) and isinstance(e2.value, TavernaError)


def test_bad_match_arguments_are_clear_errors() -> None:
    with pytest.raises(TavernaError, match="unique"):
        create_match("cucu", rules="cambio", players=["A", "A"])
    with pytest.raises(TavernaError, match="dealer"):
        create_match("cucu", rules="cambio", players=["A", "B"], dealer="C")
    with pytest.raises(TavernaError, match="valid rule sets"):
        create_match("cucu", rules="nope", players=["A", "B"])
    with pytest.raises(TavernaError, match="Taverna plays"):
        create_match("chess", players=["A", "B"])
    with pytest.raises(TavernaError, match="valid options"):
        create_match("cucu", rules="cambio", players=["A", "B"], options={"colour": "red"})
    with pytest.raises(TavernaError, match="between"):
        create_match("cucu", rules="cambio", players=["A", "B"], options={"chips": -1})
    with pytest.raises(TavernaError, match="cannot be combined"):
        create_match("cucu", rules="cambio", players=["A", "B"], options={"lion": True, "high-low": True})
    with pytest.raises(TavernaError, match="fixed"):
        create_match("cucu", rules="cambio", players=["A", "B"], options={"deal-from": "bottom"})
    with pytest.raises(TavernaError, match="does not apply"):
        create_match("cucu", rules="campli", players=["A", "B"], options={"chips": 3})
    with pytest.raises(TavernaError, match="2 to 15"):
        create_match("cucu", rules="cambio", players=[str(i) for i in range(16)])
    with pytest.raises(TavernaError, match="seed"):
        create_match("cucu", rules="cambio", players=["A", "B"], seed="x")  # type: ignore[arg-type]
