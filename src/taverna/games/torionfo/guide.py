"""Learn to play Torionfo: one deal for four, partners opposite, against the rule-of-thumb bots (the kit:
taverna/games/guide.py)."""

from __future__ import annotations

from taverna.games.guide import Guide

GUIDES = {
    "standard": Guide(
        rules="standard",
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
        options={"deals": 1},
        intro=(("hand", "intro_hand"), ("seat:2", "intro_partner"), ("board", "intro_trick")),
        tips={"play": "tip_play", "*": "tip_other"},
        why={
            "cut_take": "why_cut_take",
            "torionfo": "why_torionfo",
            "discarded": "why_discarded",
            "trick": "why_trick",
            "deal_end": "why_deal_end",
        },
        outro="outro",
    ),
}
