"""Learn to play Coteccio (Trieste): a short game for three, one life each, against the rule-of-thumb bots
(the kit: taverna/games/guide.py)."""

from __future__ import annotations

from taverna.games.guide import Guide

GUIDES = {
    "trieste": Guide(
        rules="trieste",
        seats=3,
        seed=0,
        shuffles=(
            (
                "Rs",
                "1s",
                "Cd",
                "6c",
                "5c",
                "7c",
                "3c",
                "5s",
                "7s",
                "Cc",
                "4b",
                "Fs",
                "6d",
                "1b",
                "5d",
            ),
        ),
        options={"lives": 1},
        intro=(("hand", "intro_hand"), ("board", "intro_trick")),
        tips={"play": "tip_play", "doctor": "tip_doctor", "drop": "tip_drop", "*": "tip_other"},
        why={
            "trick": "why_trick",
            "points": "why_points",
            "lives": "why_lives",
            "capotto_choice": "why_capotto_choice",
            "capotto_try": "why_capotto_try",
            "capotto": "why_capotto",
            "dead": "why_dead",
            "doctor": "why_doctor",
        },
        outro="outro",
    ),
}
