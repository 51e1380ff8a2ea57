"""Learn to play Hypp: a short game for three against the dealer, played blind (the kit:
taverna/games/guide.py)."""

from __future__ import annotations

from taverna.games.guide import Guide

GUIDES = {
    "rulebook": Guide(
        rules="rulebook",
        seats=3,
        seed=1,
        shuffles=(
            (
                "10",
                "bucket",
                "8",
                "5",
                "15",
                "fool",
                "7",
                "lion",
            ),
        ),
        options={"limit": 3, "chips": 6},
        intro=(("board", "intro_table"), ("choices", "intro_choices")),
        tips={"packet": "tip_packet", "bet": "tip_bet", "pass": "tip_pass", "*": "tip_other"},
        why={
            "packets": "why_packets",
            "covered": "why_covered",
            "paid": "why_paid",
            "lowest_card": "why_lowest_card",
        },
        outro="outro",
    ),
}
