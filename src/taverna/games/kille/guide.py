"""Learn to play Krypkille: a round for five against the rule-of-thumb bots (Duplicate: two rounds, the second
with your neighbour's pile) (the kit: taverna/games/guide.py)."""

from __future__ import annotations

from taverna.games.guide import Guide

INTRO = (("hand", "intro_hand"), ("board", "intro_trick"))
TIPS = {"play": "tip_play", "*": "tip_other"}
WHY = {"trick": "why_trick", "round_won": "why_round_won", "round_start": "why_round_start"}

GUIDES = {
    "standard": Guide(
        rules="standard",
        seats=5,
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
        options={"rounds": 1},
        intro=INTRO,
        tips=TIPS,
        why=WHY,
        outro="outro",
    ),
    "duplicate": Guide(
        rules="duplicate",
        seats=5,
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
        options={"rounds": 2},
        intro=INTRO,
        tips=TIPS,
        why={**WHY, "round_start": "why_round_start_duplicate"},
        outro="outro_duplicate",
    ),
    # the Swedish Kille pack (the rulebook's recommendation): the same hand, its cards from the Kille pack
    "nordic": Guide(
        rules="nordic",
        seats=5,
        seed=0,
        shuffles=(
            (
                "blaren",
                "kavall",
                "blompottan",
                "5",
                "7",
                "3",
                "11",
                "6",
                "2",
                "blompottan",
                "8",
                "kransen",
            ),
        ),
        options={"rounds": 1},
        intro=(("hand", "intro_hand_nordic"), ("board", "intro_trick")),
        tips=TIPS,
        why=WHY,
        outro="outro_nordic",
    ),
}
