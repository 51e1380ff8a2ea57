"""The Coteccio rule-of-thumb bot (taverna.games.coteccio.bot): its rules on scripted deals, and that it
loses fewer lives than the random bot heads-up, where the match is decided."""

from __future__ import annotations

from typing import Any

from taverna.bots import get_bot
from taverna.core import Action, Rng
from taverna.games import create_match
from taverna.games.coteccio import CoteccioMatch
from taverna.games.coteccio.bot import _none_drawn, _table, choose


def deal(*hands: str) -> list[str]:
    """A shuffle from hands given leader first: one card at a time round the table."""
    split = [h.split() for h in hands]
    return [split[i][k] for k in range(5) for i in range(len(split))]


def match(players: str, *hands: str, **options: Any) -> CoteccioMatch:
    m = create_match("coteccio", players=players.split(), shuffles=[deal(*hands)], options=options)
    assert isinstance(m, CoteccioMatch)
    return m


def play(m: CoteccioMatch, moves: str) -> None:
    for mv in moves.split():
        p, what = mv.split(":")
        m.apply(p, [what] if what in ("annul", "lead", "doctor", "drop") else ["play", what])


def bot(m: CoteccioMatch, p: str) -> Action:
    return choose(m.view(p), m.legal_actions(p), Rng(0))


# four players A B C D, dealer A: B leads, then C, D, A.  B wins four tricks with 1c 1d 1s and Rc.
FOUR = ("1c 1d 1s Rc 2b", "2c 2d 2s 3c 5b", "4c 3d 3s 5c 6b", "6c 4d 4s 7c 7b")
FOUR_RUN = "B:1c C:2c D:4c A:6c B:1d C:2d D:3d A:4d B:1s C:2s D:3s A:4s B:Rc C:3c D:5c A:7c"


def test_chance_that_nobody_holds_a_higher_card() -> None:
    assert _none_drawn(0, 30, 5) == 1.0
    assert _none_drawn(1, 30, 5) == 25 / 30
    assert abs(_none_drawn(2, 30, 5) - (25 * 24) / (30 * 29)) < 1e-12
    assert _none_drawn(3, 4, 2) == 0.0  # two cards from four, three of them wanted: one is drawn


def test_capotto_led_only_when_the_last_card_wins_half_the_time() -> None:
    m = match("A B C D", *FOUR)
    play(m, FOUR_RUN)
    # 2b: nine higher batons unseen among 23 cards, three of them held by the others: about 21%
    assert bot(m, "B") == Action("annul")
    m = match("A B C D", "1c 1d 1s Rc 1b", *FOUR[1:])
    play(m, FOUR_RUN)
    assert bot(m, "B") == Action("lead")  # the ace cannot lose
    # heads-up the opponent holds one card of 31 unseen: 2b wins 1 - 9/31 of the time
    m = match("A B", "1c 1d 1s Rc 2b", "2c 2d 2s 3c 5b")
    play(m, "B:1c A:2c B:1d A:2d B:1s A:2s B:Rc A:3c")
    assert bot(m, "B") == Action("lead")


def test_voids_are_read_from_the_tricks() -> None:
    m = match("A B C", "1c 2d 3d 4d 5d", "Rc 6d 2s 3s 4s", "Cc 7d 2b 3b 4b")
    play(m, "B:1c C:Rc A:Cc B:2d C:6d A:7d A:2b B:3d")
    names, played, voids, left = _table(m.view("C"))
    assert names == ["A", "B", "C"]  # seating order (the order of play, cyclically)
    assert voids == {"B": {3}, "C": set(), "A": set()}  # B did not follow batons (suit 3)
    assert left == {"B": 2, "C": 3, "A": 2}
    assert len(played) == 8


def test_full_table_ducks_and_keeps_its_weakest_card() -> None:
    m = match("A B C D", "1c 2d 3d 4d 5d", "2c 6d 3s 4s 5s", "3c 5c 6c 7c 2s", "Cc 7d 5b 6b 7b")
    # B keeps 2d (most higher diamonds out) for the last trick and leads 3d, the next likeliest to lose
    assert bot(m, "B") == Action("play", "3d")
    play(m, "B:3d")
    assert bot(m, "C") == Action("play", "6d")  # must follow and win: its only diamond
    play(m, "C:6d")
    assert bot(m, "D") == Action("play", "7c")  # void: discards its most expensive card (the strongest)


def test_full_table_stops_a_capotto_after_two_tricks() -> None:
    m = match("A B C D", "1c 1d 5b 2s 3s", "2c 2d 4b 7b Rb", "3c 3d 6b 7s Fs", "4c 4d Cb Cs Rs")
    play(m, "B:1c C:2c D:3c A:4c B:1d C:2d D:3d A:4d B:5b")
    # B has won both tricks: C could duck with 4b but takes with its cheapest winner, 7b
    assert bot(m, "C") == Action("play", "7b")


def test_short_table_takes_the_lead_and_keeps_it() -> None:
    m = match("A B", "5c 2d 3d 4d 5d", "2c 7c Rc 2s 3s")
    play(m, "B:5c")
    assert bot(m, "A") == Action("play", "7c")  # heads-up: takes the first trick, with its cheapest winner
    play(m, "A:7c")
    # then leads the card likeliest to win: Rc (only the ace of cups is higher and unseen)
    assert bot(m, "A") == Action("play", "Rc")


def test_short_table_stops_a_run_after_one_trick() -> None:
    m = match("A B", "1c 6d 3s 4s 5s", "2c 2d 7d Rd 3b")
    play(m, "B:1c A:2c B:6d")
    assert bot(m, "A") == Action("play", "7d")  # B has won every trick: take cheaply


def test_doctor_called_when_offered() -> None:
    m = match("A B C D", "1c 2d 3d 4d 5d", "2c 6d 3s 4s 5s", "3c 5c 6c 7c 2s", "Cc 7d 5b 6b 7b", lives=1)
    play(m, "B:1c C:2c D:3c A:Cc B:2d C:6d D:5c A:7d A:5b B:3d C:3s D:6c A:6b B:4d C:4s D:7c A:7b B:5d C:5s D:2s")
    assert m.to_act() == ["B"] and bot(m, "B") == Action("doctor")  # B took the most points, its last life


def _lives_lost_heads_up(seeds: int) -> dict[str, int]:
    bots = {"rules": get_bot("coteccio", "simple"), "random": get_bot("coteccio", "random")}
    lost = {"rules": 0, "random": 0}
    for seed in range(seeds):
        for seats in (("rules", "random"), ("random", "rules")):
            m = create_match("coteccio", players=["P1", "P2"], seed=seed)
            assert isinstance(m, CoteccioMatch)
            who = dict(zip(m.players, seats, strict=True))
            rngs = {p: Rng(seed).fork(i) for i, p in enumerate(m.players)}
            while m.deal_no == 1 and not m.finished:
                p = m.to_act()[0]
                m.apply(p, bots[who[p]].choose(m.view(p), m.legal_actions(p), rngs[p]))
            for p in m.players:
                lost[who[p]] += 4 - m.lives[p]
    return lost


def test_rules_lose_fewer_lives_than_random_heads_up() -> None:
    lost = _lives_lost_heads_up(150)  # 300 first deals, the same cards for both bots
    assert lost["rules"] < lost["random"] - 30, lost
