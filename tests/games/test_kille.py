"""Krypkille: the rulebook's example, the rules of each trick, Duplicate, and random matches."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from taverna.cards import kille as kille_pack
from taverna.core import IllegalAction, TavernaError, replay_actions
from taverna.games import create_match
from taverna.games.kille.engine import KilleMatch
from taverna.records import replay
from tests.sizes import heavy

RECORDS = Path(__file__).parents[1] / "records" / "kille"
EXAMPLES = heavy(300, default=50)


def test_the_last_trick_5_8_bucket_0_bucket_goes_to_the_fifth_player() -> None:
    # "if in the last trick the cards were placed in the order [5 - 8 - Bucket - 0 - Bucket], the 5th player wins"
    m = replay(RECORDS / "last-trick-weakest-wins.json")
    last = [e.data for e in m.log if e.kind == "trick"][-1]
    assert last["cards"] == ["5", "8", "bucket", "0", "bucket"] and last["last"]
    assert last["winner"] == "C"  # the fifth to play in that trick (D led)
    s = m.summary()
    assert s["deals"][0]["winner"] == "C"
    assert s["players"]["C"]["points"] == 1 and sum(p["points"] for p in s["players"].values()) == 1


def kille(n: int = 5, **options: object) -> KilleMatch:
    m = create_match("kille", rules="duplicate" if options.pop("dup", False) else "standard",
                     players=[chr(65 + i) for i in range(n)], seed=3, options=options)  # fmt: skip
    assert isinstance(m, KilleMatch)
    return m


def test_cards_dealt_evenly_the_rest_unused() -> None:
    for n, each in ((3, 13), (5, 8), (6, 6), (7, 5), (20, 2)):
        m = kille(n)
        assert all(len(h) == each for h in m.hands.values())
        assert len(m.unused) == 40 - n * each


def test_each_card_must_beat_the_table_or_be_the_weakest() -> None:
    m = kille(3)
    lead = m.to_act()[0]
    m.apply(lead, m.legal_actions(lead)[0])  # the lowest card in hand
    p = m.to_act()[0]
    top = max(c for _, c in m.trick)
    legal = [a.arg for a in m.legal_actions(p)]
    higher = sorted({c for c in m.hands[p] if c > top})
    if higher:
        assert len(legal) == len(higher)
    else:
        assert len(legal) == 1
    with pytest.raises(IllegalAction):
        m.apply(lead, legal[0])


def test_identical_cards_the_later_is_weaker_and_cannot_beat() -> None:
    m = kille(3)
    m.trick = [("A", 7)]
    m.hands["B"] = [3, 7]
    assert m._legal_cards("B") == [3]  # an identical 7 does not beat the 7: play the weakest
    m.hands["B"] = [3, 7, 9]
    assert m._legal_cards("B") == [9]


def test_card_aliases_are_accepted_and_nonsense_is_a_clear_error() -> None:
    m = kille(3)
    p = m.to_act()[0]
    with pytest.raises(TavernaError):
        m.apply(p, ["play", "joker"])
    with pytest.raises(TavernaError):
        m.apply(p, "play")


def test_options_and_players_are_checked() -> None:
    with pytest.raises(TavernaError, match="3 to 20"):
        kille(2)
    with pytest.raises(TavernaError, match="rule set"):
        kille(4, duplicate=True)
    with pytest.raises(TavernaError, match="target"):
        kille(4, dup=True, target=3)


def test_duplicate_passes_the_used_cards_to_the_left_and_moves_the_deal_left() -> None:
    m = kille(4, dup=True)
    rng = random.Random(1)
    while m.round_no == 1:
        p = m.to_act()[0]
        m.apply(p, rng.choice(m.legal_actions(p)))
    first_round = [e.data for e in m.log if e.kind == "play"]
    used = {p: sorted(d["card"] for d in first_round if d["player"] == p) for p in m.players}
    # the pile of the player after me in the order of play (on my right) comes to me
    for i, p in enumerate(m.players):
        right = m.players[(i + 1) % 4]
        assert sorted(c for c in m.view(p)["hand"]) == used[right]
    assert m.dealer == m.players[-1]  # the first dealer (the first player) moved left: back in the order
    s = m.summary()
    assert sum(c["chips"] for c in s["players"].values()) == 16
    winner = s["deals"][0]["winner"]
    assert s["players"][winner]["chips"] == 7 and sorted(s["deals"][0]["losers"]) == sorted(set(m.players) - {winner})


def test_target_score_ends_the_game() -> None:
    m = kille(3, target=2)
    rng = random.Random(2)
    while not m.finished:
        p = m.to_act()[0]
        m.apply(p, rng.choice(m.legal_actions(p)))
    s = m.summary()
    assert isinstance(s["winner"], str) and s["players"][s["winner"]]["points"] == 2


@settings(max_examples=EXAMPLES, deadline=None)
@given(seed=st.integers(0, 2**31), n=st.integers(3, 9), rules=st.sampled_from(["standard", "duplicate", "nordic"]))
def test_random_matches_keep_every_invariant(seed: int, n: int, rules: str) -> None:
    rng = random.Random(seed)
    dup = rules == "duplicate"
    names = [f"P{i}" for i in range(n)]
    m = create_match("kille", rules=rules, players=names, seed=seed,
                     dealer=names[rng.randrange(n)])  # fmt: skip
    assert isinstance(m, KilleMatch)
    steps = 0
    while not m.finished:
        assert steps < 5000
        p = m.to_act()[0]
        m.apply(p, rng.choice(m.legal_actions(p)))
        steps += 1
        assert Counter(m.all_cards()) == Counter(m.pack)
        for viewer in m.players:
            v = m.view(viewer, since=len(m.log))
            assert v["hand"] == [m.cards.text(c) for c in m.hands[viewer]]
            # nothing else in the view names a card still in another player's hand, beyond what was played
            assert set(v) >= {"trick", "used"} and "hands" not in v
            if dup:
                assert all(isinstance(x, int) for q, x in v["used"].items() if q != viewer)
        if dup:
            assert sum(m.chips.values()) == n * n and all(c >= 0 for c in m.chips.values())
    s = m.summary()
    assert sum(pl["points"] for pl in s["players"].values()) == m.rounds == n
    # a player's private events never reach another player
    for viewer in m.players:
        assert all(e.get("player") == viewer for e in m.view(viewer)["log"] if e["kind"] == "hand")
    rec = m.record()
    again = create_match("kille", rules=rec["rules"], players=rec["players"], dealer=rec["dealer"], seed=rec["seed"])
    assert len(again.pack) == (42 if rules == "nordic" else 40)
    replay_actions(again, rec["actions"])
    assert again.summary() == s


# ---------------------------------------------------------------- the Swedish Kille pack (rule set nordic)
# K: "42장으로 이루어진 북유럽 쿠쿠 카드를 사용하는 것이 가장 좋다고 생각합니다" (the 42-card Nordic pack is best);
# its order (UU, http://user.it.uu.se/~joachim/kille.html): "Blaren 0 Blompottan 0 Kransen 0 1 1 ... 12 12
# Värdshus 13 Kavall 14 Husu 15 Husar 16 Kuku 17 Harlekin (aka Kille) 50", "in increasing rank", and "the
# first three all have denomination 0 but still are ranked in the order given"; "2 cards of each type".


def nordic(n: int = 3, **kw: object) -> KilleMatch:
    m = create_match("kille", rules="nordic", players=[chr(65 + i) for i in range(n)], seed=5, **kw)  # type: ignore[arg-type]
    assert isinstance(m, KilleMatch)
    return m


def test_the_kille_pack_is_42_cards_two_of_each_rank_in_uu_order() -> None:
    m = nordic()
    assert len(m.pack) == 42 and Counter(Counter(m.pack).values()) == {2: 21}
    order = ["blaren", "blompottan", "kransen", *map(str, range(1, 13)), "vardshus", "kavall", "husu", "husar",
             "kuku", "harlekin"]  # fmt: skip
    assert sorted(set(m.pack)) == [kille_pack.parse_card(c) for c in order]  # increasing rank
    for n, each in ((3, 14), (4, 10), (5, 8), (7, 6), (20, 2)):
        m = nordic(n)
        assert all(len(h) == each for h in m.hands.values()) and len(m.unused) == 42 - n * each


def test_the_harlekin_beats_the_kuku_and_an_identical_harlekin_cannot_follow_it() -> None:
    # the record: A leads the Kuku; B's only stronger card is the Harlekin; C holds the other Harlekin, which
    # is not stronger (K: "같은 카드 … 나중에 나온 카드가 더 약한 것으로 간주합니다"), so C plays its weakest, the Blaren
    m = replay(RECORDS / "nordic-harlekin-beats-kuku.json")
    tricks = [e.data for e in m.log if e.kind == "trick"]
    assert tricks[0] == {"winner": "B", "cards": ["kuku", "harlekin", "blaren"], "last": False}
    hands = {e.data["player"]: e.data["cards"] for e in m.log if e.kind == "hand"}
    assert "harlekin" in hands["C"] and "blaren" in hands["C"]
    # the last trick: Kuku, 5, 12; the weakest, the 5, takes it and the point
    plays = [e.data for e in m.log if e.kind == "play"]
    last = plays[-3:]
    assert [d["card"] for d in last] == ["kuku", "5", "12"] and tricks[-1]["last"]
    five = next(d["player"] for d in last if d["card"] == "5")
    assert tricks[-1]["winner"] == five and m.summary()["players"][five]["points"] == 1


def test_the_three_zero_cards_keep_their_order_in_the_last_trick() -> None:
    m = nordic()
    k = kille_pack
    m.hands = {"A": [k.KRANSEN], "B": [k.BLOMPOTTAN], "C": [k.BLAREN]}
    m.trick, m.tricks_left, m.turn = [], 1, "A"
    for p in "ABC":
        (a,) = m.legal_actions(p)
        m.apply(p, a)
    last = [e.data for e in m.log if e.kind == "trick"][-1]
    assert last == {"winner": "C", "cards": ["kransen", "blompottan", "blaren"], "last": True}  # the Blaren, lowest


def test_a_numeral_12_is_beaten_by_the_vardshus_and_kille_names_are_read() -> None:
    m = nordic()
    m.trick = [("A", 12)]
    m.hands["B"] = [kille_pack.BLAREN, 12, kille_pack.VARDSHUS]
    assert m._legal_cards("B") == [kille_pack.VARDSHUS]
    for alias, card in (("Värdshus", "vardshus"), ("HARLEQUIN", "harlekin"), ("kille", "harlekin"), ("7", "7")):
        assert m.canonical_card(alias) == card
    with pytest.raises(TavernaError):
        m.canonical_card("bucket")  # a Cuckoo-pack card, not a Kille-pack one
    with pytest.raises(TavernaError, match="rule set"):
        create_match("kille", rules="standard", players=["A", "B", "C"], options={"pack": "kille"})


def test_option_hand_deals_fewer_cards_for_a_short_endgame() -> None:
    m = create_match("kille", rules="duplicate", players=["A", "B", "C"], seed=2, options={"hand": 2, "rounds": 1},
                     shuffles=[["15", "7", "fool", "7", "15", "fool"]])  # fmt: skip
    assert isinstance(m, KilleMatch)
    # one card at a time from the player after the dealer (A): B, C, A, B, C, A
    assert m.hands == {"A": [-4, -4], "B": [7, 15], "C": [7, 15]} and len(m.unused) == 34
    assert m.tricks_left == 2
    big = create_match("kille", players=["A", "B", "C"], seed=2, options={"hand": 20})
    assert all(len(h) == 13 for h in big.hands.values())  # never more than the pack allows each
