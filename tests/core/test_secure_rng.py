"""The secure generator of fair tables: HMAC-SHA256(seed, counter) in counter mode, with Rng's interface."""

from __future__ import annotations

import copy
import hmac
import pickle
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from taverna.bots import RandomBot
from taverna.core import BadArgument, BadRecord, Match, Rng
from taverna.core.rng import HMAC_SHA256, RNG_KINDS, SPLITMIX64, HmacRng, make_rng
from taverna.games import create_match
from taverna.records import load, replay

SEEDS = st.integers(0, 2**256 - 1)


def _words(seed: int, blocks: int) -> list[int]:
    """The stream computed independently, with the standard library's HMAC."""
    out: list[int] = []
    for k in range(blocks):
        d = hmac.digest(seed.to_bytes(32, "big"), k.to_bytes(8, "big"), "sha256")
        out += [int.from_bytes(d[i : i + 8], "big") for i in range(0, 32, 8)]
    return out


def test_known_answer_vectors() -> None:
    # HMAC-SHA256 with a key of 32 zero bytes over 8 zero bytes, and key 2026 over the counter 1 (both
    # checked with `openssl dgst -sha256 -mac HMAC -macopt hexkey:...`), read as big-endian 64-bit words
    r = HmacRng(0)
    assert "".join(f"{r.next64():016x}" for _ in range(4)) == (
        "f375180aba92888401f1919be4a8715a62763b65c1c10e1d0858e81d4d6f9fd2"
    )
    r = HmacRng(2026)
    [r.next64() for _ in range(4)]
    assert "".join(f"{r.next64():016x}" for _ in range(4)) == (
        "47ec494f1fe37a9604c68312d1f35bf8ca7b068d06a84a4d1080bbca2461c3a3"
    )


@settings(max_examples=30)
@given(SEEDS)
def test_the_stream_is_hmac_sha256_of_the_counter(seed: int) -> None:
    r = HmacRng(seed)
    assert [r.next64() for _ in range(10)] == _words(seed, 3)[:10]


def test_the_shuffle_is_pinned() -> None:
    r = HmacRng(2026)
    x = list(range(12))
    r.shuffle(x)
    assert x == [2, 3, 8, 1, 10, 5, 0, 6, 7, 9, 11, 4]
    assert (r.below(1000), r.position()) == (17, 12)


def test_deterministic_and_seed_dependent() -> None:
    a, b, c = HmacRng(7), HmacRng(7), HmacRng(8)
    xs = [a.next64() for _ in range(9)]
    assert xs == [b.next64() for _ in range(9)]
    assert xs != [c.next64() for _ in range(9)]
    assert xs != [Rng(7).next64() for _ in range(9)]  # not SplitMix64


def test_same_interface_as_rng() -> None:
    r = make_rng(HMAC_SHA256, 5)
    assert isinstance(r, Rng) and isinstance(r, HmacRng) and r.kind == HMAC_SHA256
    assert make_rng(None, 5).kind == make_rng(SPLITMIX64, 5).kind == SPLITMIX64 and RNG_KINDS == (SPLITMIX64, HMAC_SHA256)
    assert 0 <= r.next64() < 2**64 and 0 <= r.below(7) < 7 and 0.0 <= r.random() < 1.0
    assert r.choice(["a", "b"]) in ("a", "b")
    items = list(range(10))
    r.shuffle(items)
    assert sorted(items) == list(range(10))
    f = r.fork(3)
    assert isinstance(f, HmacRng) and f.next64() != r.next64()


def _reference_shuffle(r: Rng, items: list[int]) -> None:
    for i in range(len(items) - 1, 0, -1):
        j = r.below(i + 1)
        items[i], items[j] = items[j], items[i]


@settings(max_examples=60)
@given(SEEDS, st.integers(0, 300), st.integers(0, 7))
def test_shuffle_draws_exactly_as_below_does(seed: int, n: int, before: int) -> None:
    # shuffle() takes its words in blocks: the stream and what is left of it must be below()'s
    a, b = HmacRng(seed), HmacRng(seed)
    assert [a.next64() for _ in range(before)] == [b.next64() for _ in range(before)]
    fast, slow = list(range(n)), list(range(n))
    a.shuffle(fast)
    _reference_shuffle(b, slow)
    assert fast == slow and a.position() == b.position()
    assert [a.next64() for _ in range(5)] == [b.next64() for _ in range(5)]


def test_shuffle_rejects_draws_as_below_does(monkeypatch: pytest.MonkeyPatch) -> None:
    import taverna.core.rng as rng_module

    harsh = tuple(0 if n == 0 else n * ((1 << 61) // n) for n in range(257))  # 7 draws in 8 rejected
    monkeypatch.setattr(rng_module, "_LIMITS", harsh)
    for seed in range(20):
        fast, slow = list(range(45)), list(range(45))
        a, b = HmacRng(seed), HmacRng(seed)
        a.shuffle(fast)
        _reference_shuffle(b, slow)
        assert fast == slow and a.position() == b.position() and a.next64() == b.next64()


def test_below_is_unbiased_by_rejection() -> None:
    # 2**64 - 1 is past the largest multiple of 3 below 2**64: it is drawn again, never folded onto 0
    r = HmacRng(1)
    r.words = [5, 2**64 - 1]  # the next word last
    assert r.below(3) == 5 % 3 and r.words == []
    r.words = [5, 2**64 - 2]  # 2**64 - 2 is under the limit: taken
    assert r.below(3) == (2**64 - 2) % 3 and r.words == [5]
    counts = [0] * 6
    r = HmacRng(2**255 + 1)
    for _ in range(60000):
        counts[r.below(6)] += 1
    assert all(9000 < c < 11000 for c in counts)


@settings(max_examples=30)
@given(SEEDS, st.integers(1, 2**64))  # below() draws 64-bit words: its bound is at most 2**64
def test_below_stays_in_range(seed: int, n: int) -> None:
    r = HmacRng(seed)
    assert all(0 <= r.below(n) < n for _ in range(10))


def test_fork_depends_on_salt_and_position_and_copies_continue_the_stream() -> None:
    r = HmacRng(99)
    a, b = r.fork(1), r.fork(2)
    assert a.next64() != b.next64() and r.fork(1).next64() == HmacRng(99).fork(1).next64()
    r.next64()
    assert r.fork(1).next64() != HmacRng(99).fork(1).next64()
    copies = [copy.deepcopy(r), copy.copy(r), pickle.loads(pickle.dumps(r))]
    ahead = [r.next64() for _ in range(6)]
    for c in copies:  # each at the same point of the stream, and independent of the original
        assert [c.next64() for _ in range(6)] == ahead


@pytest.mark.parametrize("seed", [-1, 2**256, True, 1.5])
def test_a_bad_seed_is_a_clear_error(seed: Any) -> None:
    with pytest.raises(ValueError, match=r"seed from 0 to 2\*\*256 - 1"):
        HmacRng(seed)


def test_an_unknown_generator_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="unknown generator 'mt19937'; expected one of splitmix64, hmac-sha256"):
        make_rng("mt19937", 1)
    with pytest.raises(BadArgument, match="unknown generator 'mt19937'"):
        create_match("kille", players=["A", "B", "C"], rng="mt19937")
    with pytest.raises(BadArgument, match=r"2\*\*256"):
        create_match("kille", players=["A", "B", "C"], seed=-5, rng=HMAC_SHA256)


# ----------------------------------------------------------------------------- records
def _play(m: Match, seed: int, limit: int = 3000) -> Match:
    bot, rng = RandomBot(), Rng(seed)
    for _ in range(limit):
        if m.finished:
            break
        p = m.waiting_for()[0]
        m.apply(p, bot.choose(m.view(p), m.legal_actions(p), rng))
    return m


@pytest.mark.parametrize(("game", "rules", "n"), [("kille", None, 3), ("cucu", "cambio", 4), ("cuajo", None, 4)])
def test_a_record_with_the_secure_generator_replays_exactly(game: str, rules: str | None, n: int) -> None:
    seed = 2**256 - 12345
    names = ["Ada", "Bruno", "Carla", "Dino"][:n]
    m = _play(create_match(game, rules=rules, players=names, seed=seed, rng=HMAC_SHA256, options=None), 4)
    rec = m.record()
    assert rec["rng"] == HMAC_SHA256 and rec["seed"] == seed
    again = replay(rec)
    assert [e.to_json() for e in again.log] == [e.to_json() for e in m.log]
    assert again.summary() == m.summary()
    # the same seed with SplitMix64 (no "rng", as in every older record) deals other cards
    plain = create_match(game, rules=rules, players=names, seed=seed)
    assert "rng" not in plain.record()
    assert plain.view(names[0]) != create_match(game, rules=rules, players=names, seed=seed, rng=HMAC_SHA256).view(
        names[0]
    )


def test_records_without_rng_or_with_splitmix64_replay_the_same() -> None:
    m = _play(create_match("kille", players=["A", "B", "C"], seed=77), 1)
    rec = m.record()
    assert "rng" not in rec
    named = dict(rec, rng=SPLITMIX64)
    assert replay(named).summary() == replay(rec).summary() == m.summary()


def test_a_record_naming_an_unknown_generator_or_a_bad_secure_seed_is_refused() -> None:
    rec = create_match("kille", players=["A", "B", "C"], seed=3, rng=HMAC_SHA256).record()
    with pytest.raises(BadRecord, match=r"rng must be one of splitmix64, hmac-sha256 .*got 'aes-ctr'"):
        load(dict(rec, rng="aes-ctr"))
    with pytest.raises(BadRecord, match=r"from 0 to 2\*\*256 - 1 for the hmac-sha256 generator, got -3"):
        load(dict(rec, seed=-3))
    with pytest.raises(BadRecord, match="salt must be 64 lowercase hexadecimal digits"):
        load(dict(rec, salt="xyz"))
    assert load(rec)["rng"] == HMAC_SHA256
