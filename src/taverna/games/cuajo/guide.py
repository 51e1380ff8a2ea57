"""Learn to play Cuajo: one deal for four, partners opposite, against the rule-of-thumb bots (the kit:
taverna/games/guide.py)."""

from __future__ import annotations

from taverna.games.guide import Guide

GUIDES = {
    "pagat": Guide(
        rules="pagat",
        seats=4,
        seed=1,
        shuffles=(
            (
                "5s",
                "4c",
                "Ao",
                "3s",
                "Jo",
                "3c",
                "4c",
                "5c",
                "Hb",
                "Kb",
                "4s",
                "Kc",
            ),
        ),
        options={"deals": 1},
        intro=(("hand", "intro_hand"), ("board", "intro_table"), ("seat:2", "intro_partner")),
        tips={
            "discard": "tip_discard",
            "take": "tip_take",
            "draw": "tip_draw",
            "silent": "tip_silent",
            "*": "tip_other",
        },
        why={
            "sowee": "why_sowee",
            "take": "why_take",
            "purro": "why_purro",
            "no_claim": "why_no_claim",
            "secret": "why_secret",
            "win": "why_win",
            "deal_end": "why_deal_end",
        },
        outro="outro",
    ),
}
