"""Campli in the kernel: single deals (:func:`_campli`) and whole matches (:func:`_campli_matches`)."""

from __future__ import annotations

import numpy as np
from numba import njit

from taverna.cards.cuckoo import CAT, CUCKOO, FOOL, HORSE, INN, MAN
from taverna.games.cucu.research.kernel.base import CTX_ASKED, CTX_QUIET, CTX_RECEIVED, NO_CARD, _chance, _draw, _seed


# ===================================================================== Campli
@njit(cache=True)
def _campli(n, pack, exch, insure, accept, tokens0, deals, seed, decks, scripted, out_loss, out_card, out_held):  # type: ignore[no-untyped-def]
    """``deals`` single Campli deals, each from ``tokens0`` tokens a player: each seat's tokens lost,
    the card it ends with (NO_CARD: none, or out) and the card it held when it decided."""
    state = _seed(seed)
    nobj = 2 * n + 2
    cap = 2 * n + 4
    obj_card = np.zeros(nobj, np.int64)
    obj_tlen = np.zeros(nobj, np.int64)
    obj_tg = np.zeros((nobj, cap), np.int64)
    obj_tr = np.zeros((nobj, cap), np.int64)
    path_g = np.zeros(cap, np.int64)
    path_r = np.zeros(cap, np.int64)
    hand = np.zeros(n, np.int64)
    tokens = np.zeros(n, np.int64)
    lostn = np.zeros(n, np.int64)
    dead = np.zeros(n, np.bool_)
    jumped = np.zeros(n, np.bool_)
    got = np.zeros(n, np.bool_)
    asked = np.zeros(n, np.bool_)
    ins_g = np.zeros(n + 1, np.int64)
    ins_h = np.zeros(n + 1, np.int64)
    delta = np.zeros(n, np.int64)
    tok = np.zeros(n, np.int64)
    rem = pack.copy()
    ptr = np.zeros(3, np.int64)
    for d in range(deals):
        row = decks[d] if scripted else decks[0]
        for p in range(n):
            tok[p] = tokens0
        _campli_deal(
            n, tok, pack, exch, insure, accept, state, rem, ptr, row, scripted,
            obj_card, obj_tlen, obj_tg, obj_tr, path_g, path_r, hand, tokens, lostn, dead, jumped, got, asked,
            ins_g, ins_h, delta, out_held[d],
        )  # fmt: skip
        for p in range(n):
            out_loss[d, p] = lostn[p]
            out_card[d, p] = obj_card[hand[p]] if (hand[p] >= 0 and not dead[p]) else NO_CARD


# ===================================================================== whole Campli matches
@njit(cache=True, inline="always")  # inlined: a call per deal costs as much as a small deal
def _campli_deal(  # type: ignore[no-untyped-def]
    n, tok, pack, exch, insure, accept, state, rem, ptr, row, scripted,
    obj_card, obj_tlen, obj_tg, obj_tr, path_g, path_r, hand, tokens, lostn, dead, jumped, got, asked, ins_g, ins_h, delta,
    held,
):  # fmt: skip
    """One Campli deal among ``n`` players in order of play holding ``tok`` tokens (updated in
    place); ``lostn`` gets each seat's tokens lost, ``held`` the card each seat held when it decided
    (NO_CARD: it did not).  Single deals (:func:`_campli`) and whole matches play it."""
    dealer = n - 1
    npack = pack.shape[0]
    ptr[0] = 0
    ptr[1] = npack - 1
    ptr[2] = npack
    for p in range(n):
        held[p] = NO_CARD
        hand[p] = -1
        tokens[p] = tok[p]
        lostn[p] = 0
        dead[p] = False
        jumped[p] = False
        got[p] = False
        asked[p] = False
        delta[p] = 0
    no = 0
    nins = 0
    pos = 0
    while pos < n:
        p = pos
        if dead[p] or jumped[p]:
            pos += 1
            continue
        if hand[p] < 0:  # the interleaved deal: a card when play reaches the player
            obj_card[no] = _draw(state, rem, ptr, row, scripted, False)
            obj_tlen[no] = 0
            hand[p] = no
            no += 1
        card = obj_card[hand[p]]
        ctx = CTX_RECEIVED if got[p] else (CTX_ASKED if asked[p] else CTX_QUIET)
        pos += 1
        held[p] = card
        if not _chance(state, exch[p, card + 4, ctx]):
            continue
        if p == dealer:  # the dealer's exchange: the next card of the pack, no effect
            obj_card[no] = _draw(state, rem, ptr, row, scripted, False)
            obj_tlen[no] = 0
            hand[p] = no
            no += 1
            continue
        r = p
        t = r + 1
        while t < n and dead[t]:
            t += 1
        if t >= n:  # pragma: no cover - the dealer cannot lose a token before the others ask
            continue
        to_dealer_horse = False
        ct = 0
        while True:
            if hand[t] < 0:
                obj_card[no] = _draw(state, rem, ptr, row, scripted, False)
                obj_tlen[no] = 0
                hand[t] = no
                no += 1
            asked[t] = True
            ct = obj_card[hand[t]]
            if ct == HORSE:
                if t != dealer:
                    jumped[t] = True
                    t += 1
                    while t < n and dead[t]:
                        t += 1
                    continue
                # the dealer's Horse: the top card of the pack for the exchanger's card
                obj_card[no] = _draw(state, rem, ptr, row, scripted, True)
                obj_tlen[no] = 0
                hand[r] = no
                no += 1
                to_dealer_horse = True
            break
        if to_dealer_horse:
            pos = dealer
            continue
        if ct == MAN or ct == CAT:  # noqa: SIM109 - the Bum, the Gnaf: a token lost
            tokens[r] -= 1
            lostn[r] += 1
            if tokens[r] <= 0:
                tokens[r] = 0
                dead[r] = True
            if ct == CAT:  # the Gnaf: the card's exchanges undone, newest first
                o = hand[r]
                holder = r
                m = 0
                k = obj_tlen[o] - 1
                while k >= 0:
                    if obj_tr[o, k] != holder:
                        break
                    path_g[m] = obj_tg[o, k]
                    path_r[m] = obj_tr[o, k]
                    holder = obj_tg[o, k]
                    m += 1
                    k -= 1
                for i in range(m):
                    g = path_g[i]
                    rc = path_r[i]
                    a = hand[rc]
                    b = hand[g]
                    if obj_tlen[a] > 0:
                        obj_tlen[a] -= 1
                    if obj_tlen[b] > 0:
                        obj_tlen[b] -= 1
                    hand[g] = a
                    hand[rc] = b
        elif ct == CUCKOO:  # the Cucù arrests
            pass
        else:
            swap = True
            if ct == INN:  # the Taverna: insurance asked, agreed or refused
                cr = obj_card[hand[r]]
                if not _chance(state, insure[r, cr + 4]):
                    swap = False
                elif _chance(state, accept[t]):
                    ins_g[nins] = r
                    ins_h[nins] = t
                    nins += 1
                    swap = False
            if swap:
                a = hand[r]
                b = hand[t]
                obj_tg[a, obj_tlen[a]] = r
                obj_tr[a, obj_tlen[a]] = t
                obj_tlen[a] += 1
                obj_tg[b, obj_tlen[b]] = t
                obj_tr[b, obj_tlen[b]] = r
                obj_tlen[b] += 1
                hand[r] = b
                hand[t] = a
                got[t] = True
        pos = t  # the receiver (or the arresting target) decides next
    # ---- the comparison: dead cards are out of it
    nf = 0
    for p in range(n):
        if hand[p] >= 0 and not dead[p] and obj_card[hand[p]] == FOOL:
            nf += 1
    low = 1 << 30
    for p in range(n):
        if hand[p] < 0 or dead[p]:
            continue
        c = obj_card[hand[p]]
        if c == FOOL:
            if nf == 1:
                continue
            v = 29  # two Matti: 14 1/2 (values doubled)
        else:
            v = 2 * c
        if v < low:
            low = v
    for p in range(n):
        if hand[p] < 0 or dead[p]:
            continue
        c = obj_card[hand[p]]
        if c == FOOL:
            lose = nf == 1 or low == 29
        else:
            lose = 2 * c == low
        if lose and c != CUCKOO:
            delta[p] = -1
    for i in range(nins):  # the insured nulla: the innkeeper pays in its place
        g = ins_g[i]
        h = ins_h[i]
        if delta[g] < 0 and obj_card[hand[g]] == 0 and not dead[g]:
            delta[g] += 1
            delta[h] -= 1
    for p in range(n):
        for _ in range(-delta[p]):
            if tokens[p] > 0:
                tokens[p] -= 1
                lostn[p] += 1
        tok[p] = tokens[p]


@njit(cache=True)
def _campli_matches(  # type: ignore[no-untyped-def]
    n, pack, exch, insure, accept, tokens0, stake, reentry, matches, max_deals, seed, decks, scripted,
    out_count, out_out, out_winner, out_deals, out_paid, out_dloss,
):  # fmt: skip
    """Whole Campli matches: tokens carried from deal to deal, eliminations at the end of a deal,
    re-entries (always taken) while a virgin is in, the free re-entry when everybody is out, the
    deal passing to the next player in; ``players[0]`` (index 0) deals first."""
    state = _seed(seed)
    nobj = 2 * n + 2
    cap = 2 * n + 4
    obj_card = np.zeros(nobj, np.int64)
    obj_tlen = np.zeros(nobj, np.int64)
    obj_tg = np.zeros((nobj, cap), np.int64)
    obj_tr = np.zeros((nobj, cap), np.int64)
    path_g = np.zeros(cap, np.int64)
    path_r = np.zeros(cap, np.int64)
    hand = np.zeros(n, np.int64)
    tokens = np.zeros(n, np.int64)
    lostn = np.zeros(n, np.int64)
    dead = np.zeros(n, np.bool_)
    jumped = np.zeros(n, np.bool_)
    got = np.zeros(n, np.bool_)
    asked = np.zeros(n, np.bool_)
    ins_g = np.zeros(n + 1, np.int64)
    ins_h = np.zeros(n + 1, np.int64)
    delta = np.zeros(n, np.int64)
    rem = pack.copy()
    ptr = np.zeros(3, np.int64)
    count = np.zeros(n, np.int64)
    out = np.zeros(n, np.bool_)
    virgin = np.zeros(n, np.bool_)
    ordr = np.zeros(n, np.int64)
    tok = np.zeros(n, np.int64)
    newly = np.zeros(n, np.int64)
    queue = np.zeros(n, np.int64)
    held = np.zeros(n, np.int64)  # (the cards held when deciding: single deals report them, matches not)
    for mi in range(matches):
        for p in range(n):
            count[p] = tokens0
            out[p] = False
            virgin[p] = True
            out_paid[mi, p] = 0
        dealer = 0
        eliminations = 0
        nd = 0
        winner = -1
        while nd < max_deals:
            if out[dealer]:  # pragma: no cover - the dealer passes to a player in
                for k in range(1, n + 1):
                    if not out[(dealer + k) % n]:
                        dealer = (dealer + k) % n
                        break
            m = 0
            for k in range(1, n + 1):  # the players in, from the dealer's next one round to the dealer
                q = (dealer + k) % n
                if not out[q]:
                    ordr[m] = q
                    tok[m] = count[q]
                    m += 1
            row = decks[mi, nd] if scripted else decks[0, 0]
            _campli_deal(
                m, tok, pack, exch, insure, accept, state, rem, ptr, row, scripted,
                obj_card, obj_tlen, obj_tg, obj_tr, path_g, path_r, hand, tokens, lostn, dead, jumped, got, asked,
                ins_g, ins_h, delta, held,
            )  # fmt: skip
            for k in range(m):
                p = ordr[k]
                if lostn[k] > 0:
                    virgin[p] = False
                count[p] = tok[k]
                if scripted:
                    out_dloss[mi, nd, p] = lostn[k]
            nd += 1
            nnew = 0
            for k in range(m):  # eliminations at the end of the deal, in order of play
                p = ordr[k]
                if count[p] <= 0 and not out[p]:
                    count[p] = 0
                    out[p] = True
                    newly[nnew] = p
                    nnew += 1
            nalive = 0
            for p in range(n):
                if not out[p]:
                    nalive += 1
            if nalive == 0:  # everybody out: everyone re-enters free, nobody a virgin
                for p in range(n):
                    count[p] = tokens0
                    out[p] = False
                    virgin[p] = False
                nalive = n
            else:
                nq = 0
                for i in range(nnew):
                    eliminations += 1
                    possible = False
                    for v in range(n):
                        if virgin[v] and not out[v]:
                            possible = True
                    if reentry and possible:
                        queue[nq] = newly[i]
                        nq += 1
                for j in range(nq):  # the re-entries (always taken), the cost doubling per elimination
                    p = queue[j]
                    out_paid[mi, p] += stake * 2 ** (eliminations - (nq - j))
                    count[p] = tokens0
                    out[p] = False
                    nalive += 1
            if nalive == 1:
                for p in range(n):
                    if not out[p]:
                        winner = p
                break
            for k in range(1, n + 1):  # the deal passes to the next player in
                if not out[(dealer + k) % n]:
                    dealer = (dealer + k) % n
                    break
        out_winner[mi] = winner
        out_deals[mi] = nd
        for p in range(n):
            out_count[mi, p] = count[p]
            out_out[mi, p] = out[p]
