"""Cuajo in the research API: its action table, the view keys its tensors encode, its returns
(:mod:`taverna.games.spec`)."""

from __future__ import annotations

from taverna.cards import cuajo as cuajo_cards
from taverna.core.match import Action, Match
from taverna.games.cuajo.engine import CuajoMatch
from taverna.games.spec import CUAJO, STATUS_READERS, Features, GameSpec, Readers, card_words, plain


def _counted(m: CuajoMatch, p: str) -> dict[str, object]:
    """The counters of ``m._entry(p)`` (what each view shows of ``p``) that the features read, alone."""
    return {"money": m.money[p], "cards": len(m.hands[p]) + 4 * len(m.secrets[p]), "purro": p in m.purro,
            "penalty": m.penalty[p]}  # fmt: skip


# CuajoMatch.view's features read from the match (the view's card names as the match's numbers)
READERS = Readers(
    engine=CuajoMatch,
    card_name=cuajo_cards.card_str,
    entries=lambda m, v: {p: _counted(m, p) for p in m.players},
    keys={
        **STATUS_READERS,
        "turn": lambda m, v: m.turn,
        "dealer": lambda m, v: m.dealer,
        "deal": lambda m, v: m.deal_no,
        "deals": lambda m, v: m.opts.deals,
        "stock": lambda m, v: len(m.stock),
        "hand": lambda m, v: m.hands[v],
        "discards": lambda m, v: m.discards,
        "sowee": lambda m, v: () if m.sowee is None else (m.sowee,),
        "waits": lambda m, v: m._waits_shown(v) or (),
        "phase": lambda m, v: m.phase,
    },
    growing=frozenset({"discards"}),  # the engine appends to its pile, takes its top, and starts a new one each deal
)


def _cuajo_actions(m: Match) -> list[Action]:
    kings = [CUAJO.card_str(k) for k in cuajo_cards.KINGS]
    return [
        *plain("draw", "take", "win", "time", "pass", "silent", "purro"),
        *[Action("purro", k) for k in kings],
        *card_words("secret", CUAJO),
        *card_words("sowee", CUAJO),
        *card_words("discard", CUAJO),
    ]


SPEC = GameSpec(
    "cuajo",
    pack=CUAJO,
    actions=_cuajo_actions,
    features=Features(
        counters=("money", "cards", "purro", "penalty"),
        seat_keys=("turn", "dealer", "to_act"),
        scalars=("deal", "deals", "stock", "finished"),
        cards=("hand", "discards", "sowee", "waits"),
        seat_cards=(),
        phases=("play", "draw", "purro", "claim"),
        scales=(("money", 100.0),),
    ),
    readers=READERS,
)
