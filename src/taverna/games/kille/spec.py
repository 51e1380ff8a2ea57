"""Krypkille in the research API: its action table, the view keys its tensors encode, its returns
(:mod:`taverna.games.spec`)."""

from __future__ import annotations

from typing import Any

from taverna.cards import cuckoo, kille
from taverna.games.kille.engine import KilleMatch
from taverna.games.spec import CUCKOO, TRICK_READERS, Features, GameSpec, Pack, Readers, card_words, counter_entries

# the Swedish Kille pack (rule set nordic), strongest first
KILLE = Pack("kille", kille.RANKS, kille.parse_card, kille.card_str)

# The readers give the match's card numbers; the two packs number their cards alike (by strength), so a
# Kille-pack card is read as its number plus KILLE_SHIFT, which ``_card_name`` names in the Kille pack.
KILLE_SHIFT = 100


def _pack(m: Any) -> Pack:
    return KILLE if m.cards.name == "kille" else CUCKOO


def _shift(m: Any) -> int:
    return KILLE_SHIFT if m.cards.name == "kille" else 0


def _card_name(c: int) -> str:
    return kille.card_str(c - KILLE_SHIFT) if c > KILLE_SHIFT // 2 else cuckoo.card_str(c)


def _used(m: Any, viewer: str) -> list[tuple[str, list[int]]]:
    """The cards used, gathered face up before each player (Duplicate: face down, the viewer's own
    only: the others' are a number of cards)."""
    s = _shift(m)
    used = m.used
    return [
        (p, used[p] if not s else [c + s for c in used[p]]) for p in m.players if not m.opts.duplicate or p == viewer
    ]


def _hand(m: Any, viewer: str) -> list[int]:
    s = _shift(m)
    hand: list[int] = m.hands.get(viewer, [])
    return hand if not s else [c + s for c in hand]


def _trick(m: Any, viewer: str) -> list[tuple[str, tuple[int]]]:
    s = _shift(m)
    return [(p, (c + s,)) for p, c in m.trick]


# KilleMatch.view's features read from the match (the view's card names as the match's numbers)
READERS = Readers(
    engine=KilleMatch,
    card_name=_card_name,
    entries=counter_entries,
    keys={
        **TRICK_READERS,
        "hand": _hand,
        "trick": _trick,
        "round": lambda m, v: m.round_no,
        "rounds": lambda m, v: m.rounds,
        "used": _used,
    },
)

SPEC = GameSpec(
    "kille",
    pack_of=_pack,
    actions=lambda m: card_words("play", _pack(m)),
    features=Features(
        counters=("points", "chips"),
        seat_keys=("turn", "dealer", "winner"),
        scalars=("round", "rounds", "tricks_left", "finished"),
        seat_scalars=("hand_sizes",),
        cards=("hand",),
        seat_cards=("trick", "used"),
    ),
    readers=READERS,
)
