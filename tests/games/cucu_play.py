"""Random play of Cucù matches with every invariant checked at every step (shared by the property tests)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from taverna.core import Action, replay_actions
from taverna.games import create_match
from taverna.games.cucu.engine import CucuMatch

# events that show a player's card to everyone (the player named in "player")
SHOWING = {"horse", "house", "hunter", "cat", "cuckoo", "cuckoo_declared", "cuckoo_shown", "drink", "inn_closed",
           "offer_accepted", "king", "ruiter", "vogel", "poesje", "herberg"}  # fmt: skip
STEP_LIMIT = 20000


def random_action(rng: random.Random, legal: list[Action], player: str) -> Action:
    a = rng.choice(legal)
    if a.word == "propose":
        return Action("propose", rng.randint(0, 100))
    if a.word == "offer":
        return Action("offer", rng.choice([{"money": rng.randint(1, 3)}, {"share": rng.randint(1, 60)}]))
    return a


class Witness:
    """Follows the log independently of the engine: who has been shown each player's current card."""

    def __init__(self) -> None:
        self.seen_by: dict[str, set[str | None]] = {}
        self.read = 0

    def update(self, m: CucuMatch) -> None:
        for e in m.log[self.read :]:
            d = e.data
            if e.kind == "card":
                self.seen_by[d["player"]] = set()
            elif e.kind == "reveal":
                for q in d["cards"]:
                    self.seen_by.setdefault(q, set()).add(ALL)
            elif e.kind in SHOWING or (e.kind == "deck_draw" and d.get("card") == "fool"):
                self.seen_by.setdefault(d["player"], set()).add(ALL)
            elif e.kind == "exchanged":
                self.seen_by.setdefault(d["a"], set()).add(d["b"])
                self.seen_by.setdefault(d["b"], set()).add(d["a"])
        self.read = len(m.log)

    def may_see(self, viewer: str | None, q: str) -> bool:
        seen = self.seen_by.get(q, set())
        return ALL in seen or (viewer is not None and viewer in seen)


ALL = "*everyone*"


def check_view(m: CucuMatch, viewer: str | None, witness: Witness) -> None:
    """No view holds a card its viewer may not see, and nothing it shows is stale."""
    v = m.view(viewer, since=len(m.log))
    for q, shown in v["cards"].items():
        assert q in m.hands, (viewer, q)
        assert shown == m.card_str(m.hands[q].card), "a view shows a stale card"
        if viewer is not None and q != viewer and m.opts.indian:
            continue  # Indian: everybody else's card is on their forehead
        if q == viewer and not m.opts.indian:
            continue
        assert witness.may_see(viewer, q), f"{viewer} sees {q}'s card {shown} without having been shown it"
    if viewer is not None and not m.opts.indian and viewer in m.hands and viewer not in m.dead:
        assert v["card"] == m.card_str(m.hands[viewer].card), "a player does not see their own card"


def play_random(rules: str, n: int, seed: int, options: dict[str, Any] | None = None,
                check_views: bool = True) -> CucuMatch:  # fmt: skip
    rng = random.Random(seed)
    names = [f"P{i}" for i in range(n)]
    m = create_match("cucu", rules=rules, players=names, seed=seed, options=options or {},
                     dealer=names[rng.randrange(n)])  # fmt: skip
    assert isinstance(m, CucuMatch)
    pack = Counter(m.pack)
    paid_in = n * m.opts.stake if m.pagat else 0
    lives = m.opts.family == "lives"  # Ranter-Go-Round, Coucou: lives (chips) paid into a pot the survivor takes
    total_chips = n * (m.opts.lives if lives else m.opts.chips)
    steps = 0
    witness = Witness()
    lost_in_deal: set[str] = set()  # players with a loss event since the last finished deal
    while not m.finished:
        assert steps < STEP_LIMIT, "a match did not end within the step limit"
        to_act = m.to_act()
        assert to_act, f"nobody may act in phase {m.phase}"
        p = rng.choice(to_act)
        legal = m.legal_actions(p)
        assert legal
        events = m.apply(p, random_action(rng, legal, p))
        steps += 1
        deals_before = len(m.deals)
        for e in events:
            if e.kind == "reentered":
                paid_in += e.data["cost"]
            if e.kind in ("token_lost", "out_of_set", "life_lost", "token_paid") or (e.kind == "paid" and e.data.get("chips")):
                lost_in_deal.add(e.data["player"])
        if len(m.deals) > deals_before:
            # the record spec: a deal's losers are the players who lost something in it, even where
            # a gain in the same deal leaves their count unchanged (Lu Stù's two Matti between two)
            missing = lost_in_deal - set(m.deals[-1]["losers"])
            assert not missing, f"deal {len(m.deals) - 1}: {sorted(missing)} lost something but are not losers"
            lost_in_deal = set()
        assert Counter(m.all_cards()) == pack, "cards are not conserved"
        if m.le_her:
            assert sum(m.count.values()) == 0, "Le Her's stakes are not zero-sum"
        elif m.pagat:
            assert all(t >= 0 for t in m.count.values())
            paid_out = sum(sum(d.get("payouts", {}).values()) for d in m.deals)
            assert abs(m.pool + paid_out - paid_in) < 1e-6, "the pool is not conserved"
        else:
            paid_out = sum(sum(d.get("payouts", {}).values()) for d in m.deals) if lives else 0
            assert sum(m.count.values()) + m.pool + paid_out == total_chips, "chips are not conserved"
            assert all(c >= 0 for c in m.count.values())
        if check_views:
            witness.update(m)
            for viewer in [*m.players, None]:
                check_view(m, viewer, witness)
    # the record replays to the same match
    rec = m.record()
    again = create_match("cucu", rules=rec["rules"], players=rec["players"], dealer=rec["dealer"], seed=rec["seed"],
                         options=rec.get("options"), shuffles=rec.get("shuffles"))  # fmt: skip
    replay_actions(again, rec["actions"])
    assert again.summary() == m.summary()
    assert [e.to_json() for e in again.log] == [e.to_json() for e in m.log]
    return m
