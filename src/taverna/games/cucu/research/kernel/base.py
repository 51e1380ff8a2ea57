"""The kernel's encoding and its generator: card ranks as integers (-4 the Matto .. 15 the Cuckoo;
a strategy table's index is ``rank + 4``), the contexts of a decision, the rule sets and their
player limits, and SplitMix64 with the draws every deal function uses."""

from __future__ import annotations

from typing import Any

import numpy as np
from numba import njit

RULES = ("campli", "cambio")  # the rule sets of the first kernel (``taverna analyze`` plays these)
KERNEL_RULES = ("campli", "lu-stu", "cambio", "bga")  # every rule set simulate() plays
PLAYER_LIMITS = {"campli": (2, 20), "lu-stu": (2, 20), "cambio": (2, 15), "bga": (2, 15)}
# options a deal of the kernel follows (the others either only act between deals, which the
# first deal's losers do not depend on, or are refused by :func:`kernel_options`)
DEAL_OPTIONS = {
    "pagat": ("tokens", "inn_offers", "remove_matto", "reentry"),
    "cambio": (
        "one_cuckoo_from", "cuckoos", "double_pack", "anti_cuckoo", "void", "second_high_low", "high_low",
        "two_losers", "lion", "double", "reincarnation", "cuckoo_declare",
    ),
}  # fmt: skip
BETWEEN_DEALS = ("stake", "chips", "ante", "children_rounds", "max_sets", "length", "last_draw", "misere", "child_time")
NOT_IN_KERNEL = {"indian": "Indian: nobody sees their own card, so a table by one's own card has nothing to read"}
NCARDS = 20  # ranks -4..15; index = rank + 4
CTX_QUIET, CTX_RECEIVED, CTX_ASKED = 0, 1, 2
NCTX = 3
NO_CARD = -128  # in ``cards``: a seat out of the comparison (a dead card, a Cambio loser in the exchanges)


# ===================================================================== the generator
INLINE_DRAWS = ("_campli", "_campli_matches")  # the compiled functions the generator's draws are inlined into


def _inlined_into(expr: Any, caller: Any, callee: Any) -> bool:
    """numba's inlining decision (``inline=``) for the generator and its draws: inlined by numba into
    Campli's deal loops, where LLVM stopped inlining them once the deal function (``_campli_deal``) was
    itself inlined into both loops: that cost Campli's single deals a factor of 1.3 to 3.3
    (docs/simulation.md, the kernel beside a C deal).  Elsewhere LLVM inlines them, and inlining them
    in numba too would only add compile time (about 5 CPU s over the other rule sets)."""
    return bool(caller.func_id.func_qualname in INLINE_DRAWS)


@njit(cache=True, inline=_inlined_into)
def _next64(state: Any) -> Any:
    s = state[0] + np.uint64(0x9E3779B97F4A7C15)
    state[0] = s
    z = s
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return z ^ (z >> np.uint64(31))


@njit(cache=True, inline=_inlined_into)
def _below(state: Any, k: Any) -> Any:
    """A uniform integer in ``range(k)`` (k < 2**32; the multiply-shift bias is below 1e-8)."""
    return np.int64(((_next64(state) >> np.uint64(32)) * np.uint64(k)) >> np.uint64(32))


@njit(cache=True, inline=_inlined_into)
def _chance(state: Any, p: float) -> Any:
    if p >= 1.0:
        return True
    if p <= 0.0:
        return False
    return np.float64(_next64(state) >> np.uint64(11)) * (1.0 / 9007199254740992.0) < p


@njit(cache=True, inline=_inlined_into)
def _draw(state: Any, rem: Any, ptr: Any, row: Any, scripted: bool, from_back: bool) -> Any:
    """The next card: from a given deck (front = the dealing end; back = the other end), or a
    uniform card of those left (the same law as a shuffled pack, either end)."""
    if scripted:
        if from_back:
            c = row[ptr[1]]
            ptr[1] -= 1
        else:
            c = row[ptr[0]]
            ptr[0] += 1
        ptr[2] -= 1
        return np.int64(c)
    k = _below(state, ptr[2])
    c = rem[k]
    rem[k] = rem[ptr[2] - 1]
    rem[ptr[2] - 1] = c  # kept: ``rem`` stays a permutation of the pack, so a deal needs no refill
    ptr[2] -= 1
    return c


@njit(cache=True)
def _seed(seed: int) -> Any:
    state = np.empty(1, np.uint64)
    state[0] = np.uint64(seed) * np.uint64(0x9E3779B97F4A7C15) + np.uint64(0x632BE59BD9B4E019)
    _next64(state)
    return state


# ===================================================================== packs
@njit(cache=True)
def _first_bad_row(rows, pack):  # type: ignore[no-untyped-def]
    """The first row of ``rows`` that is not a permutation of ``pack`` (ranks -4..15), or -1."""
    want = np.zeros(NCARDS + 1, np.int64)
    for c in pack:
        want[min(max(c + 4, 0), NCARDS)] += 1
    have = np.zeros(NCARDS + 1, np.int64)
    for d in range(rows.shape[0]):
        have[:] = 0
        for c in rows[d]:
            have[min(max(c + 4, 0), NCARDS)] += 1
        for i in range(NCARDS + 1):
            if have[i] != want[i] or (i == NCARDS and have[i] > 0):
                return d
    return -1


@njit(cache=True)
def _shuffle_rows(pack, deals, seed, out):  # type: ignore[no-untyped-def]
    state = _seed(seed)
    m = pack.shape[0]
    for d in range(deals):
        for i in range(m):
            out[d, i] = pack[i]
        for i in range(m - 1, 0, -1):  # Fisher-Yates
            j = _below(state, i + 1)
            c = out[d, i]
            out[d, i] = out[d, j]
            out[d, j] = c
