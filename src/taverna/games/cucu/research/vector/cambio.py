"""Cambio and BGA in the batched environment: a round played one decision at a time (a request and what meets
it, BGA's Cucco: :mod:`.steps`), and a whole match's sets and rounds, the deck carried over with its discards,
antes and chips (the kernel's set and round steps, :func:`_cambio_begin_set` ... :func:`_cambio_end_round`)."""

from __future__ import annotations

from typing import Any

from numba import njit

from taverna.cards.cuckoo import CAT, CUCKOO, FOOL, HORSE, INN, MAN
from taverna.games.cucu.research.kernel.base import NO_CARD
from taverna.games.cucu.research.kernel.cambio import _cambio_reveal, _deck_pop
from taverna.games.cucu.research.vector import layout as L
from taverna.games.cucu.research.vector.steps import (
    MS_AS_DEALER,
    MS_STARTER,
    NMS,
    _cambio_begin_round,
    _cambio_begin_set,
    _cambio_end_round,
    _cambio_match_over,
    _cambio_meet,
    _cambio_target,
    _cucco_due,
)


@njit(cache=True, inline="always")
def _cambio_views(s: Any, n: int) -> Any:
    nobj = 2 * n + 2
    o = L.HEAD
    obj_card = s[o : o + nobj]
    obj_first = s[o + nobj : o + 2 * nobj]
    obj_deck = s[o + 2 * nobj : o + 3 * nobj]  # a Clown drawn from the deck: the strongest card
    o += 3 * nobj
    hand = s[o : o + n]
    lost = s[o + n : o + 2 * n]
    got = s[o + 2 * n : o + 3 * n]
    asked = s[o + 3 * n : o + 4 * n]
    return obj_card, obj_first, obj_deck, hand, lost, got, asked


@njit(cache=True, inline="always")
def _cambio_match_views(s: Any, n: int, npack: int) -> Any:
    """A whole match's arrays: the deck carried over and the discards, the match's scalars (the
    kernel's ``ms``), its players' arrays (``plr[COUNT]`` ...), the reveal's work arrays."""
    o = L.HEAD + 3 * (2 * n + 2) + 4 * n
    deck = s[o : o + 2 * npack]
    disc = s[o + 2 * npack : o + 4 * npack]
    o += 4 * npack
    dk = s[o : o + 2]
    dn = s[o + 2 : o + 3]
    flag = s[o + 3 : o + 4]
    ms = s[o + 4 : o + 4 + NMS]
    o += 4 + NMS
    plr = s[o : o + L.NCPLR * n].reshape((L.NCPLR, n))
    o += L.NCPLR * n
    seen = s[o : o + L.NCARDS + 1]
    ranks = s[o + L.NCARDS + 1 : o + 2 * L.NCARDS + 2]
    return deck, disc, dk, dn, flag, ms, plr, seen, ranks


def _cambio_width(n: int, npack: int) -> int:
    return L.HEAD + 3 * (2 * n + 2) + 4 * n + 4 * npack + 4 + NMS + L.NCPLR * n + 2 * (L.NCARDS + 1)


@njit(cache=True)
def _cambio_new(n: int, s: Any, row: Any, scripted: bool, rng: Any) -> None:
    """A single deal (deal mode): every player in, a card each from the top of the pack."""
    s[: L.HEAD + 3 * (2 * n + 2) + 4 * n] = 0
    s[L.PTR0] = 0
    s[L.PTR1] = row.shape[0] - 1
    s[L.PTR2] = row.shape[0]
    s[L.SCRIPTED] = 1 if scripted else 0
    s[L.M] = n
    obj_card, obj_first, _obj_deck, hand, _lost, _got, _asked = _cambio_views(s, n)
    for p in range(n):
        obj_card[p] = L._draw(rng, s, row, False)
        obj_first[p] = p
        hand[p] = p
    s[L.NO] = n


@njit(cache=True)
def _cambio_next_round(n: int, cfg: Any, s: Any, row: Any, decks: Any, rng: Any) -> bool:
    """A match's next round, a new set first where the last one ended; each player in gets a card
    from the deck carried over.  In the first match after a scripted reset, the packs of ``decks``
    are taken in turn, as the engine takes its ``shuffles``: a new set's, and the whole pack's
    when the discards are reshuffled at a deal (a reshuffle of fewer cards is drawn at random).
    False: the match is over."""
    deck, disc, dk, dn, flag, ms, plr, _seen, _ranks = _cambio_match_views(s, n, row.shape[0])
    bga = cfg[L.C_KIND] == 3
    npack = row.shape[0]
    scripted = s[L.FIRST] != 0 and s[L.SHUF] < decks.shape[0]
    if s[L.NEWSET] != 0:
        s[L.NEWSET] = 0
        if _cambio_match_over(n, ms, plr[L.COUNT], plr[L.EXCUSED], cfg[L.C_ANTE], cfg[L.C_MAXSETS]):
            return False
        pack = decks[s[L.SHUF]] if scripted else row
        s[L.SHUF] += scripted
        count, excused, out = plr[L.COUNT], plr[L.EXCUSED], plr[L.OUT]
        _cambio_begin_set(n, ms, count, excused, out, cfg[L.C_ANTE], pack, rng, deck, dk, dn, pack, scripted)
    elif scripted and dk[1] == 0 and dn[0] == npack:  # the whole pack reshuffled: the next scripted pack
        deck[:npack] = decks[s[L.SHUF]]
        s[L.SHUF] += 1
        dk[0] = 0
        dk[1] = npack
        dn[0] = 0
    m = _cambio_begin_round(n, ms, plr[L.OUT], plr[L.ORDR_C], bga, rng, deck, dk, disc, dn, False, flag)
    obj_card, obj_first, obj_deck, hand, lost, got, asked = _cambio_views(s, n)
    for p in range(m):
        obj_card[p] = _deck_pop(rng, deck, dk, disc, dn, False, flag)
        obj_first[p] = p
        obj_deck[p] = 0
        hand[p] = p
        lost[p] = 0
        got[p] = 0
        asked[p] = 0
    s[L.M] = m
    s[L.NO] = m
    s[L.POS] = 0
    s[L.NEXCH] = 0
    return True


@njit(cache=True)
def _cambio_advance(n: int, cfg: Any, s: Any, row: Any, rng: Any, o: Any, final: Any) -> bool:
    """Play on to the next decision (False) or to the end of the round: deal mode, ``final`` by
    seat; a match, who lost (the kernel's reveal) and the round's cards to the discards (True)."""
    obj_card, obj_first, obj_deck, hand, lost, got, asked = _cambio_views(s, n)
    m = s[L.M]
    pos = s[L.POS]
    while pos < m:
        p = pos
        if lost[p] != 0:
            pos += 1
            continue
        if cfg[L.C_KIND] == 3 and _cucco_due(m, pos, lost, hand, obj_card, obj_first):  # BGA: the Cucco shown
            break
        s[L.POS] = p
        L._write_obs(o, n, obj_card[hand[p]], p, got, asked, lost[:m], s[L.NEXCH])
        if cfg[L.C_MATCH] != 0:
            plr = _cambio_match_views(s, n, row.shape[0])[6]
            o[L.NCARDS + n + L.NCTX + 2] = plr[L.COUNT, plr[L.ORDR_C, p]] / cfg[L.C_TOKENS]
            o[L.NCARDS + n + L.NCTX + 3] = m / n
        return False
    s[L.POS] = m
    if cfg[L.C_MATCH] != 0:
        _deck, disc, _dk, dn, _flag, _ms, plr, seen, ranks = _cambio_match_views(s, n, row.shape[0])
        shown = plr[L.SHOWN, :m]
        _cambio_reveal(m, lost, hand, obj_card, obj_deck, 0, False, plr[L.VALS], seen, shown, ranks)
        for p in range(m):
            plr[L.LOSE, p] = 1 if (lost[p] != 0 or shown[p] != 0) else 0
            disc[dn[0]] = obj_card[hand[p]]  # the round's cards go to the discards
            dn[0] += 1
        return True
    # ---- the reveal
    alive = 0
    low = 1 << 30
    for p in range(n):
        if lost[p] == 0:
            alive += 1
            v = 16 if obj_deck[hand[p]] != 0 else obj_card[hand[p]]
            if v < low:
                low = v
    for p in range(n):
        v = 16 if obj_deck[hand[p]] != 0 else obj_card[hand[p]]
        final[p] = -1.0 if (lost[p] != 0 or (alive > 1 and v == low)) else 0.0
    return True


@njit(cache=True)
def _cambio_new_match(n: int, cfg: Any, s: Any, row: Any) -> None:
    """A fresh match: every player with ``cfg[C_TOKENS]`` chips, ``players[0]`` leading the first set as its dealer."""
    _deck, _disc, _dk, _dn, flag, ms, plr, _seen, _ranks = _cambio_match_views(s, n, row.shape[0])
    ms[:] = 0
    ms[MS_AS_DEALER] = 1
    ms[MS_STARTER] = -1
    flag[0] = 0
    for p in range(n):
        plr[L.COUNT, p] = cfg[L.C_TOKENS]
        plr[L.EXCUSED, p] = 0
    s[L.NEWSET] = 1
    s[L.SHUF] = 0


@njit(cache=True)
def _cambio_end_match_round(n: int, cfg: Any, s: Any, row: Any, decks: Any, rng: Any, final: Any) -> bool:
    """After a match's round (the kernel's step, :func:`_cambio_end_round`), the next one dealt; at the
    match's end (True) ``final`` by player: the chips won or lost."""
    lost = _cambio_views(s, n)[4]
    _deck, _disc, _dk, _dn, _flag, ms, plr, _seen, _ranks = _cambio_match_views(s, n, row.shape[0])
    ordr, lose, shown, count, out, excused, lastl = (plr[L.ORDR_C], plr[L.LOSE], plr[L.SHOWN], plr[L.COUNT],
                                                     plr[L.OUT], plr[L.EXCUSED], plr[L.LASTL])  # fmt: skip
    bga = cfg[L.C_KIND] == 3
    s[L.NEWSET] = _cambio_end_round(
        n, s[L.M], ms, ordr, lose, shown, lost, count, out, excused, lastl, bga, cfg[L.C_CHILDREN]
    )
    if _cambio_next_round(n, cfg, s, row, decks, rng):
        return False
    for p in range(n):
        final[p] = plr[L.COUNT, p] - cfg[L.C_TOKENS]
    return True


@njit(cache=True)
def _cambio_act(n: int, cfg: Any, s: Any, row: Any, rng: Any, action: Any) -> None:
    obj_card, obj_first, obj_deck, hand, lost, got, asked = _cambio_views(s, n)
    m = s[L.M]
    p = s[L.POS]
    s[L.POS] = p + 1
    if action == 0:
        return
    s[L.NEXCH] += 1
    r = p
    t = _cambio_target(r, m, lost, hand, obj_card, asked)
    if t < 0:  # the exchange with the deck, each drawn card acting (a match: the deck carried over, discarded)
        match = cfg[L.C_MATCH] != 0
        pile, disc, dk, dn, flag = _cambio_match_views(s, n, row.shape[0])[:5]
        while True:
            c = _deck_pop(rng, pile, dk, disc, dn, False, flag) if match else L._draw(rng, s, row, False)
            if c == NO_CARD:  # the deck and the discards are empty: no exchange
                break
            if match:
                kept = c >= INN  # the Inn, Cat, Horse, Man and Cuckoo drawn go to the discards themselves
                disc[dn[0]] = c if kept else obj_card[hand[r]]
                dn[0] += 1
            if c == HORSE or c == INN:  # noqa: SIM109 - draw again
                continue
            if c == MAN:
                lost[r] = 1
            elif c == CAT:
                lost[obj_first[hand[r]]] = 1
            elif c != CUCKOO:
                no = s[L.NO]
                obj_card[no] = c
                obj_first[no] = r
                obj_deck[no] = 1 if c == FOOL else 0
                hand[r] = no
                s[L.NO] = no + 1
            break
        return
    _cambio_meet(r, t, lost, hand, obj_card, obj_first, obj_deck, got)
