"""Learn to play Coch: one deal against the rule-of-thumb bots, you and your partner opposite (the kit:
taverna/games/guide.py)."""

from __future__ import annotations

from taverna.games.guide import Guide

GUIDES = {
    "rulebook": Guide(
        rules="rulebook",
        seats=4,
        seed=0,
        shuffles=(
            (
                "fool",
                "14",
                "bucket",
                "5",
                "7",
                "3",
                "11",
                "6",
                "2",
                "bucket",
                "8",
                "0",
            ),
        ),
        intro=(("hand", "intro_hand"), ("seat:2", "intro_partner"), ("board", "intro_trick")),
        tips={"play": "tip_play"},
        why={"trick": "why_trick", "deal_end": "why_deal_end"},
        outro="outro",
    ),
}
