"""The batched environment's state: the layout of an environment's row of the state array (its scalars, then
its rule set's arrays), its settings (``cfg``), and the two helpers every rule set's deal uses: the next card of
the pack and the observation of a decision."""

from __future__ import annotations

from typing import Any

import numpy as np
from numba import njit

from taverna.games.cucu.research.kernel.base import _next64

NCARDS = 20
NCTX = 3
CTX_QUIET, CTX_RECEIVED, CTX_ASKED = 0, 1, 2
# per-environment scalars, at the start of its row of the state array (PTR0..PTR2 together: the kernel's ``ptr``)
POS, NO, NINS, PTR0, PTR1, PTR2, NEXCH, SCRIPTED, M, NOUT, DEALER, CTR, ND, FIRST, NEWSET, SHUF = range(16)
HEAD = 16
# the environment's settings (``cfg``): the rule set's kind, whole matches, tokens, stake, re-entries
C_KIND, C_MATCH, C_TOKENS, C_STAKE, C_REENTRY, C_ANTE, C_CHILDREN, C_MAXSETS = range(8)
# the rows of a pagat deal's seat arrays (``seat[HAND]`` ...: seats in order of play, the dealer last)
HAND, TOKENS, LOSTN, DEAD, JUMPED, GOT, ASKED, GAIN, SOUT, SVIRGIN, SPAID, MOVES, ORDR = range(13)
NSEAT = 13
# the rows of a pagat match's player arrays (``plr[COUNT]`` ...: the match's players, 0 dealing first)
COUNT, OUT, VIRGIN, PAID, NEWLY, QUEUE = range(6)
NPLR = 6
# Cambio's and BGA's (``COUNT``: chips; ``OUT``: out of the set; ``ORDR_C``, ``LOSE``, ``VALS``, ``SHOWN`` by seat)
EXCUSED, LASTL, ORDR_C, LOSE, VALS, SHOWN = range(2, 8)
NCPLR = 8


@njit(cache=True)
def _draw(rng: Any, s: Any, row: Any, from_back: bool) -> Any:
    """The next card of the environment's pack: scripted, from its dealing end (or the other end);
    otherwise a uniform card of those left (the same law as a shuffled pack)."""
    if s[SCRIPTED] != 0:
        if from_back:
            c = row[s[PTR1]]
            s[PTR1] -= 1
        else:
            c = row[s[PTR0]]
            s[PTR0] += 1
        s[PTR2] -= 1
        return np.int64(c)
    k = np.int64(((_next64(rng) >> np.uint64(32)) * np.uint64(s[PTR2])) >> np.uint64(32))
    c = row[k]
    row[k] = row[s[PTR2] - 1]
    row[s[PTR2] - 1] = c
    s[PTR2] -= 1
    return np.int64(c)


@njit(cache=True)
def _write_obs(o: Any, n: int, card: Any, p: Any, got: Any, asked: Any, out: Any, nexch: Any) -> None:
    """Player ``p``'s observation: its card, seat, context (received / asked / quiet), exchanges and players out."""
    ctx = CTX_RECEIVED if got[p] != 0 else (CTX_ASKED if asked[p] != 0 else CTX_QUIET)
    nout = 0
    for q in range(out.shape[0]):
        nout += out[q]
    o[:] = 0.0
    o[card + 4] = 1.0
    o[NCARDS + p] = 1.0
    o[NCARDS + n + ctx] = 1.0
    o[NCARDS + n + NCTX] = nexch / n
    o[NCARDS + n + NCTX + 1] = nout / n
