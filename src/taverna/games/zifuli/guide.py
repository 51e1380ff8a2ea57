"""Learn to play Zifuli: one round for five, the auction and the hidden Partner, against the rule-of-thumb bots
(the kit: taverna/games/guide.py)."""

from __future__ import annotations

from taverna.games.guide import Guide

GUIDES = {
    "rulebook": Guide(
        rules="rulebook",
        seats=5,
        seed=3,
        shuffles=(
            (
                "lion",
                "mask",
                "12",
                "mask",
                "0",
                "6",
                "3",
                "4",
                "10",
                "1",
                "fool",
                "fool",
            ),
        ),
        options={"rounds": 1},
        intro=(("hand", "intro_hand"), ("board", "intro_auction"), ("choices", "intro_choices")),
        tips={"bid": "tip_bid", "pass": "tip_pass", "play": "tip_play", "*": "tip_other"},
        why={
            "bid": "why_bid",
            "boss": "why_boss",
            "partner_revealed": "why_partner",
            "trick": "why_trick",
            "round_end": "why_round_end",
        },
        outro="outro",
    ),
}
