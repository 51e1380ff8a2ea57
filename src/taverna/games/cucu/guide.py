"""Learn to play Cucù: a guided first match per rule set (the kit: taverna/games/guide.py).

Each guide is a short match against the rule-of-thumb bots on a fixed deal (seed and seats), chosen so
that the special cards of the rule set fire; the texts say what to look at, what to click and why.
"""

from __future__ import annotations

from taverna.games.guide import Guide

INTRO = (
    ("hand", "intro_card"),
    ("board", "intro_table"),
    ("choices", "intro_choices"),
)
PAGAT_WHY = {
    "hunter": "why_hunter",
    "horse": "why_horse",
    "cat": "why_cat",
    "cuckoo": "why_cuckoo",
    "inn": "why_inn",
    "pack_exchange": "why_pack",
    "token_lost": "why_token_lost",
    "dead_card": "why_dead_card",
    "eliminated": "why_eliminated",
    "reentered": "why_reentered",
    "pool_paid": "why_pool",
}
TIPS = {"keep": "tip_keep", "exchange": "tip_exchange", "reenter": "tip_reenter", "declare": "tip_declare"}

LU_STU_WHY = {**PAGAT_WHY, "cat": "why_cat_lustu", "inn_offer": "why_inn_offer", "drink": "why_drink"}
CAMBIO_WHY = {
    "hunter": "why_man",
    "horse": "why_horse",
    "house": "why_house",
    "cat": "why_cat_cambio",
    "cuckoo_declared": "why_cuckoo_declared",
    "cuckoo_shown": "why_cuckoo_shown",
    "deck_exchange": "why_pack",
    "lost": "why_lost_cambio",
    "paid": "why_paid_cambio",
    "out_of_set": "why_out_of_set",
    "set_won": "why_set_won",
}
LE_HER_WHY = {
    "deck_exchange": "why_deck_le_her",
    "deck_draw": "why_deck_draw",
    "king": "why_king",
    "paid": "why_paid_le_her",
}
LE_HER_INTRO = (("hand", "intro_card_le_her"), ("board", "intro_table_le_her"), ("choices", "intro_choices"))

LIVES_WHY = {
    "king": "why_king_lives",
    "deck_exchange": "why_deck_lives",
    "talon_under": "why_talon_under",
    "life_lost": "why_life_lost",
    "eliminated": "why_eliminated_lives",
    "pool_paid": "why_pot",
}
LIVES_INTRO = (("hand", "intro_card_lives"), ("board", "intro_table_lives"), ("choices", "intro_choices"))
GNAV_WHY = {
    "knock": "why_knock_gnav",
    "matador": "why_matador_gnav",
    "fined": "why_fined_gnav",
    "deck_exchange": "why_deck_gnav",
    "life_lost": "why_token_gnav",
    "eliminated": "why_out_gnav",
    "pool_paid": "why_pool_gnav",
}
SLABBERJAN_WHY = {
    "herberg": "why_inn_slab",
    "ruiter": "why_rider_slab",
    "vogel": "why_bird_slab",
    "poesje": "why_cat_slab",
    "deck_exchange": "why_bag_slab",
    "token_paid": "why_paid_slab",
    "on_credit": "why_credit_slab",
    "eliminated": "why_dead_slab",
    "pool_paid": "why_pool_slab",
}

GUIDES = {
    "campli": Guide(
        rules="campli",
        seats=3,
        seed=19,
        shuffles=(
            (
                "9",
                "6",
                "12",
            ),
        ),
        options={"tokens": 1},
        intro=INTRO,
        tips=TIPS,
        why=PAGAT_WHY,
        outro="outro_campli",
    ),
    "lu-stu": Guide(
        rules="lu-stu",
        seats=3,
        seed=41,
        shuffles=(
            (
                "lion",
                "3",
                "10",
            ),
        ),
        options={"tokens": 1},
        intro=INTRO,
        tips=TIPS,
        why=LU_STU_WHY,
        outro="outro_lu_stu",
    ),
    "cambio": Guide(
        rules="cambio",
        seats=3,
        seed=2,
        shuffles=(
            (
                "13",
                "bucket",
                "12",
            ),
        ),
        options={"chips": 3, "max-sets": 1},
        intro=INTRO,
        tips=TIPS,
        why=CAMBIO_WHY,
        outro="outro_cambio",
    ),
    "bga": Guide(
        rules="bga",
        seats=3,
        seed=2,
        shuffles=(
            (
                "13",
                "bucket",
                "12",
            ),
        ),
        options={"length": "short"},
        intro=INTRO,
        tips=TIPS,
        why=CAMBIO_WHY,
        outro="outro_bga",
    ),
    "le-her": Guide(
        rules="le-her",
        seats=2,
        seed=9,
        shuffles=(
            (
                "Qd",
                "5d",
            ),
        ),
        intro=LE_HER_INTRO,
        tips={"keep": "tip_keep", "exchange": "tip_exchange_le_her"},
        why=LE_HER_WHY,
        outro="outro_le_her",
    ),
    "ranter": Guide(
        rules="ranter",
        seats=3,
        seed=55,
        shuffles=(
            (
                "2c",
                "10h",
                "6h",
            ),
        ),
        options={"lives": 3},
        intro=LIVES_INTRO,
        tips={"keep": "tip_keep", "exchange": "tip_exchange_lives"},
        why=LIVES_WHY,
        outro="outro_ranter",
    ),
    "coucou": Guide(
        rules="coucou",
        seats=5,
        seed=29,
        shuffles=(
            (
                "8s",
                "Kc",
                "9c",
                "7h",
                "9s",
            ),
        ),
        options={"lives": 2},
        intro=(LIVES_INTRO[0], ("board", "intro_table_coucou"), ("board", "intro_talon_coucou"), LIVES_INTRO[2]),
        tips={"keep": "tip_keep", "exchange": "tip_exchange_lives"},
        why=LIVES_WHY,
        outro="outro_coucou",
    ),
    # Gnav: the House and the Horse pass requests on (once to a dealer holding a Horse: the stock), the Fool is
    # knocked, the Cuckoo stops a deal and the learner's Dragoon fines the last opponent out
    "gnav": Guide(
        rules="gnav",
        seats=4,
        seed=6,
        shuffles=(
            ("2", "2", "0", "house", "7", "4"),
            ("11", "owl", "11", "3", "3", "cuckoo"),
            ("fool", "house", "pot", "horse", "12", "12"),
            ("pot", "6", "house", "cuckoo", "horse", "2"),
            ("10", "pot", "dragoon", "dragoon", "3", "11"),
        ),
        options={"lives": 2},
        intro=(
            ("hand", "intro_card_gnav"),
            ("board", "intro_table_gnav"),
            ("board", "intro_matadors_gnav"),
            LIVES_INTRO[2],
        ),
        tips={"keep": "tip_keep", "exchange": "tip_exchange_gnav"},
        why=GNAV_WHY,
        outro="outro_gnav",
    ),
    # Slabberjan: the Inn passes a request on, the Cat scratches every exchange back, the Bird stops the exchanges,
    # the Rider refuses and the asker pays; the dealer draws from the bag; op sloffen, then dead
    "slabberjan": Guide(
        rules="slabberjan",
        seats=4,
        seed=127,
        shuffles=(
            ("7", "face", "3", "cat", "11"),
            ("9", "face", "inn", "bird", "7"),
            ("3", "inn", "jan-rit", "cat", "2"),
            ("1", "rider", "2", "4", "4"),
        ),
        options={"lives": 1},
        intro=(
            ("hand", "intro_card_slab"),
            ("board", "intro_table_slab"),
            ("board", "intro_matadors_slab"),
            LIVES_INTRO[2],
        ),
        tips={"keep": "tip_keep_slab", "exchange": "tip_exchange_slab"},
        why=SLABBERJAN_WHY,
        outro="outro_slab",
    ),
}
