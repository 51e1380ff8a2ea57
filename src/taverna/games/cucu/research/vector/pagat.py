"""Campli and Lu Stù (the pagat family) in the batched environment: a deal played one decision at a time (the
kernel's rules as steps, :mod:`.steps`: Campli's comparison and Gnaf, Lu Stù's Cat and comparison), and between
deals a whole match's tokens, eliminations, re-entries and pool (the kernel's step :func:`_pagat_settle`)."""

from __future__ import annotations

from typing import Any

import numpy as np
from numba import njit

from taverna.cards.cuckoo import CAT, CUCKOO, HORSE, INN, MAN
from taverna.games.cucu.research.kernel.lustu import _lose_lustu
from taverna.games.cucu.research.vector import layout as L
from taverna.games.cucu.research.vector import steps


@njit(cache=True, inline="always")
def _pagat_views(s: Any, n: int) -> Any:
    nobj = 3 * n + 4
    cap = 2 * n + 4
    o = L.HEAD
    obj_card = s[o : o + nobj]
    obj_tlen = s[o + nobj : o + 2 * nobj]
    obj_bought = s[o + 2 * nobj : o + 3 * nobj]  # Lu Stù: an Inn bought (never here: nobody offers)
    o += 3 * nobj
    obj_tg = s[o : o + nobj * cap].reshape((nobj, cap))
    o += nobj * cap
    obj_tr = s[o : o + nobj * cap].reshape((nobj, cap))
    o += nobj * cap
    seat = s[o : o + L.NSEAT * n].reshape((L.NSEAT, n))
    o += L.NSEAT * n
    plr = s[o : o + L.NPLR * n].reshape((L.NPLR, n))
    o += L.NPLR * n
    ins_g = s[o : o + n + 1]
    ins_h = s[o + n + 1 : o + 2 * n + 2]
    return obj_card, obj_tlen, obj_bought, obj_tg, obj_tr, seat, plr, ins_g, ins_h


def _pagat_width(n: int) -> int:
    nobj, cap = 3 * n + 4, 2 * n + 4
    return L.HEAD + 3 * nobj + 2 * nobj * cap + (L.NSEAT + L.NPLR) * n + 2 * (n + 1)


@njit(cache=True)
def _pagat_new_match(n: int, cfg: Any, s: Any) -> None:
    """A fresh match: every player in with ``cfg[C_TOKENS]`` tokens, a virgin; ``players[0]`` deals."""
    plr = _pagat_views(s, n)[6]
    for p in range(n):
        plr[L.COUNT, p] = cfg[L.C_TOKENS]
        plr[L.OUT, p] = 0
        plr[L.VIRGIN, p] = 1
        plr[L.PAID, p] = 0
    s[L.DEALER] = 0
    s[L.CTR] = 0
    s[L.ND] = 0


@njit(cache=True)
def _pagat_new_deal(n: int, s: Any, row: Any, decks: Any) -> None:
    """The next deal of the match among the players in, from the dealer's next one round to the dealer;
    its pack ``decks[ND]`` while the first match after a scripted reset has one, else drawn at random."""
    seat, plr = _pagat_views(s, n)[5:7]
    dealer = s[L.DEALER]
    if plr[L.OUT, dealer] != 0:  # pragma: no cover - the deal passes to a player in
        for k in range(1, n + 1):
            if plr[L.OUT, (dealer + k) % n] == 0:
                dealer = (dealer + k) % n
                break
        s[L.DEALER] = dealer
    m = 0
    for k in range(1, n + 1):
        q = (dealer + k) % n
        if plr[L.OUT, q] == 0:
            seat[L.ORDR, m] = q
            seat[L.TOKENS, m] = plr[L.COUNT, q]
            seat[L.SVIRGIN, m] = plr[L.VIRGIN, q]
            m += 1
    for r in (L.HAND, L.LOSTN, L.DEAD, L.JUMPED, L.GOT, L.ASKED, L.GAIN, L.SOUT, L.SPAID, L.MOVES):
        seat[r, :] = 0
    seat[L.HAND, :] = -1
    scripted = s[L.FIRST] != 0 and s[L.ND] < decks.shape[0]
    if scripted:
        row[:] = decks[s[L.ND]]
    s[L.SCRIPTED] = 1 if scripted else 0
    s[L.PTR0] = 0
    s[L.PTR1] = row.shape[0] - 1
    s[L.PTR2] = row.shape[0]
    s[L.M] = m
    s[L.POS] = 0
    s[L.NO] = 0
    s[L.NINS] = 0
    s[L.NOUT] = 0
    s[L.NEXCH] = 0


@njit(cache=True, inline="always")
def _pagat_card(s: Any, row: Any, rng: Any, obj_card: Any, obj_tlen: Any, obj_bought: Any, from_back: bool) -> Any:
    """A new card object: the next card of the pack."""
    no = s[L.NO]
    obj_card[no] = L._draw(rng, s, row, from_back)
    obj_tlen[no] = 0
    obj_bought[no] = 0
    s[L.NO] = no + 1
    return no


@njit(cache=True)
def _pagat_advance(n: int, cfg: Any, s: Any, row: Any, rng: Any, o: Any) -> bool:
    """Play on to the next decision (its observation written into ``o``; False) or to the end of
    the deal (the tokens settled; True)."""
    obj_card, obj_tlen, obj_bought, _tg, _tr, seat, _plr, ins_g, ins_h = _pagat_views(s, n)
    hand, dead, got, asked = seat[L.HAND], seat[L.DEAD], seat[L.GOT], seat[L.ASKED]
    lustu = cfg[L.C_KIND] == 1
    m = s[L.M]
    pos = s[L.POS]
    while pos < m and not (lustu and m - s[L.NOUT] <= 1):  # (Lu Stù: the last opponent out ends the deal)
        p = pos
        if dead[p] != 0 or seat[L.JUMPED, p] != 0:
            pos += 1
            continue
        if hand[p] < 0:  # the interleaved deal: a card when play reaches the player
            hand[p] = _pagat_card(s, row, rng, obj_card, obj_tlen, obj_bought, False)
        s[L.POS] = p
        L._write_obs(o, n, obj_card[hand[p]], p, got, asked, dead[:m], s[L.NEXCH])
        if cfg[L.C_MATCH] != 0:
            o[L.NCARDS + n + L.NCTX + 2] = seat[L.TOKENS, p] / cfg[L.C_TOKENS]
            o[L.NCARDS + n + L.NCTX + 3] = m / n
        return False
    s[L.POS] = m
    tokens, lostn = seat[L.TOKENS, :m], seat[L.LOSTN, :m]
    if lustu:
        steps._lustu_compare(m, m - s[L.NOUT] <= 1, obj_card, hand, tokens, lostn, seat[L.GAIN], dead, seat[L.SOUT],
                       ins_g, ins_h, s[L.NINS], seat[L.MOVES])  # fmt: skip
        for p in range(m):
            if seat[L.GAIN, p] > 0 or lostn[p] > 0:
                seat[L.SVIRGIN, p] = 0
        return True
    delta = seat[L.MOVES]
    steps._campli_losers(m, hand, dead, obj_card, delta)  # Campli's comparison: dead cards are out of it
    for p in range(m):  # (no insured nulla: nobody insures here)
        if delta[p] < 0 and tokens[p] > 0:
            tokens[p] -= 1
            lostn[p] += 1
    return True


@njit(cache=True)
def _pagat_end_deal(n: int, cfg: Any, s: Any, final: Any) -> bool:
    """After a deal: ``final`` by seat (deal mode: tokens gained less lost); a whole match carries
    the tokens on (:func:`_pagat_settle`, as the kernel's matches) and, at its end, fills ``final``
    by player with the money (the stake and the re-entries paid, the pool to the winner).  True:
    the episode (the deal, or the match) ended."""
    seat, plr = _pagat_views(s, n)[5:7]
    m = s[L.M]
    if cfg[L.C_MATCH] == 0:
        for k in range(m):
            final[k] = seat[L.GAIN, k] - seat[L.LOSTN, k]
        return True
    lustu = cfg[L.C_KIND] == 1
    stake = cfg[L.C_STAKE]
    for k in range(m):
        p = seat[L.ORDR, k]
        plr[L.COUNT, p] = seat[L.TOKENS, k]
        if lustu:
            plr[L.VIRGIN, p] = seat[L.SVIRGIN, k]
            plr[L.PAID, p] += stake * seat[L.SPAID, k]
            if seat[L.SOUT, k] != 0:
                plr[L.OUT, p] = 1
        elif seat[L.LOSTN, k] > 0:
            plr[L.VIRGIN, p] = 0
    s[L.ND] += 1
    nalive = steps._pagat_settle(lustu, n, m, seat[L.ORDR], plr[L.COUNT], plr[L.OUT], plr[L.VIRGIN], plr[L.NEWLY], plr[L.QUEUE],
                           cfg[L.C_TOKENS], stake, cfg[L.C_REENTRY] != 0, plr[L.PAID], s[L.CTR : L.CTR + 1])  # fmt: skip
    if nalive == 1:
        pool = n * stake
        for p in range(n):
            pool += plr[L.PAID, p]
        for p in range(n):
            final[p] = -stake - plr[L.PAID, p] + (pool if plr[L.OUT, p] == 0 else 0)
        return True
    dealer = s[L.DEALER]
    for k in range(1, n + 1):  # the deal passes to the next player in
        if plr[L.OUT, (dealer + k) % n] == 0:
            s[L.DEALER] = (dealer + k) % n
            break
    return False


@njit(cache=True)
def _pagat_act(n: int, cfg: Any, s: Any, row: Any, rng: Any, action: Any) -> None:
    """The pending decision of seat ``s[POS]``: keep (0) or exchange (1)."""
    obj_card, obj_tlen, obj_bought, obj_tg, obj_tr, seat, _plr, ins_g, ins_h = _pagat_views(s, n)
    hand, tokens, lostn, dead, jumped, got, asked = (seat[L.HAND], seat[L.TOKENS], seat[L.LOSTN], seat[L.DEAD],
                                                     seat[L.JUMPED], seat[L.GOT], seat[L.ASKED])  # fmt: skip
    lustu = cfg[L.C_KIND] == 1
    m = s[L.M]
    dealer = m - 1
    p = s[L.POS]
    s[L.POS] = p + 1
    if action == 0:
        return
    s[L.NEXCH] += 1
    if p == dealer:  # the dealer's exchange: the next card of the pack, no effect
        hand[p] = _pagat_card(s, row, rng, obj_card, obj_tlen, obj_bought, False)
        return
    r = p
    t = r + 1
    while t < m and dead[t] != 0:
        t += 1
    if t >= m:  # pragma: no cover - the dealer cannot lose a token before the others ask
        return
    ct = 0
    while True:
        if hand[t] < 0:
            hand[t] = _pagat_card(s, row, rng, obj_card, obj_tlen, obj_bought, False)
        asked[t] = 1
        ct = obj_card[hand[t]]
        if ct == HORSE:
            if t != dealer:
                jumped[t] = 1
                t += 1
                while t < m and dead[t] != 0:
                    t += 1
                continue
            # the dealer's Horse: the top card of the pack (Campli; Lu Stù deals from the top: the next)
            hand[r] = _pagat_card(s, row, rng, obj_card, obj_tlen, obj_bought, not lustu)
            s[L.POS] = dealer
            return
        break
    if lustu and (ct == MAN or ct == CAT):  # noqa: SIM109 - the Hunter, the Cat: a token lost, out at the last
        sout, svirgin, spaid, rs, tokens0, reentry = (
            seat[L.SOUT],
            seat[L.SVIRGIN],
            seat[L.SPAID],
            s[L.CTR : L.CTR + 1],
            cfg[L.C_TOKENS],
            cfg[L.C_REENTRY] != 0,
        )
        s[L.NOUT] += _lose_lustu(r, tokens, lostn, dead, sout, svirgin, spaid, rs, tokens0, reentry, m)
        if ct == CAT:  # the reverse exchanges to the left
            s[L.NOUT] += steps._lustu_cat(r, obj_card, obj_bought, hand, tokens, lostn, dead, sout, got, svirgin, spaid, rs,
                                  tokens0, reentry, m)  # fmt: skip
    elif ct == MAN or ct == CAT:  # noqa: SIM109 - the Bum, the Gnaf: a token lost
        tokens[r] -= 1
        lostn[r] += 1
        if tokens[r] <= 0:
            tokens[r] = 0
            dead[r] = 1
        if ct == CAT:  # the Gnaf: the card's exchanges undone, newest first
            path = np.empty((2, obj_tlen[hand[r]] + 1), np.int64)
            steps._gnaf(r, hand, obj_tlen, obj_tg, obj_tr, path[0], path[1])
    elif ct == INN and lustu:  # Lu Stù's Inn, no offer made: the innkeeper "drinks"
        ins_g[s[L.NINS]] = r
        ins_h[s[L.NINS]] = t
        s[L.NINS] += 1
    elif ct == CUCKOO or ct == INN:  # noqa: SIM109 - the Cucù arrests; Campli's Taverna, uninsured, keeps
        pass
    else:
        steps._campli_swap(r, t, hand, obj_tlen, obj_tg, obj_tr, got)
    s[L.POS] = t  # the receiver (or the arresting target) decides next
