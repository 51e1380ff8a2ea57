"""Lu Stù in the kernel: single deals (:func:`_lustu`) and whole matches (:func:`_lustu_matches`),
both played by :func:`_lustu_deals`."""

from __future__ import annotations

import numpy as np
from numba import njit

from taverna.cards.cuckoo import CAT, CUCKOO, FOOL, HORSE, INN, MAN
from taverna.games.cucu.research.kernel.base import CTX_ASKED, CTX_QUIET, CTX_RECEIVED, NO_CARD, _chance, _draw, _seed


# ===================================================================== the deals
@njit(cache=True)
def _lose_lustu(p, tokens, lostn, dead, out, virgin, paid, rs, tokens0, reentry, n):  # type: ignore[no-untyped-def]
    """A token lost in the exchanges; the last one puts ``p`` out at once (re-entering, dead, while
    a virgin is in, for the stake doubled per earlier re-entry ``rs[0]``: ``paid`` counts stakes).
    Returns the players now out."""
    tokens[p] -= 1
    lostn[p] += 1
    virgin[p] = False
    if tokens[p] > 0:
        return 0
    tokens[p] = 0
    dead[p] = True
    if reentry:
        for q in range(n):
            if virgin[q] and not out[q]:
                tokens[p] = tokens0
                paid[p] += 2 ** rs[0]
                rs[0] += 1
                return 0
    out[p] = True
    return 1


@njit(cache=True, inline="always")
def _lustu_work(n):  # type: ignore[no-untyped-def]
    """The arrays a Lu Stù deal among at most ``n`` players works in."""
    nobj = 3 * n + 4
    return (
        np.zeros(nobj, np.int64),  # obj_card: the card of each card object dealt or drawn
        np.zeros(nobj, np.bool_),  # obj_bought: an Inn bought by an accepted offer: open to reverse exchanges
        np.zeros(n, np.int64),  # hand: each seat's card object (-1: none yet)
        np.zeros(n, np.int64),  # tokens
        np.zeros(n, np.int64),  # lostn: tokens lost in the deal
        np.zeros(n, np.int64),  # gain: tokens gained (two Matti)
        np.zeros(n, np.bool_),  # dead: out of the comparison
        np.zeros(n, np.bool_),  # out: out of the game in the exchanges
        np.zeros(n, np.bool_),  # jumped
        np.zeros(n, np.bool_),  # got
        np.zeros(n, np.bool_),  # asked
        np.zeros(n + 1, np.int64),  # ins_g: exchangers whose innkeeper drank
        np.zeros(n + 1, np.int64),  # ins_h: those innkeepers
        np.zeros(n, np.int64),  # moves: tokens to pay at the comparison
    )


@njit(cache=True, inline="always")
def _lustu_deals(  # type: ignore[no-untyped-def]
    n, deals, fresh, tokens0, tok, virgin, paid, rs, exch, offer, accept, inn_offers, reentry, state, rem, ptr, decks, first,
    scripted, out_loss, out_gain, out_card, out_held, work,
):  # fmt: skip
    """``deals`` Lu Stù deals among ``n`` players in order of play, the dealer last: with ``fresh``,
    each the first deal of a fresh match (every player holding ``tokens0`` tokens, a virgin); else
    each with the counts ``tok`` and the virgins ``virgin`` of a match.  ``tok`` and ``virgin`` end
    as the (last) deal leaves them, ``paid`` and ``rs`` count the re-entries (in stakes),
    ``work[7]`` holds the players who went out in the exchanges.  Row ``d`` of the outputs: each
    seat's tokens lost and gained, the card it showed (NO_CARD: out of the comparison), the card at
    its decision (NO_CARD: none).  The pack: ``decks[first + d]`` when ``scripted``, else uniform
    draws from ``rem``.  ``work``: the deal's arrays (:func:`_lustu_work`).  Inlined (numba), with
    ``_lustu_work``, where it is called: the loops then run on local arrays, as fast as one function
    written out.  The one deal of single deals (:func:`_lustu`) and of whole matches
    (:func:`_lustu_matches`)."""
    obj_card, obj_bought, hand, tokens, lostn, gain, dead, out, jumped, got, asked, ins_g, ins_h, moves = work
    dealer = n - 1
    npack = rem.shape[0]
    for d in range(deals):
        row = decks[first + d] if scripted else decks[0]
        ptr[0] = 0
        ptr[1] = npack - 1
        ptr[2] = npack
        if fresh:
            rs[0] = 0
        for p in range(n):
            out_held[d, p] = NO_CARD
            hand[p] = -1
            if fresh:
                tok[p] = tokens0
                virgin[p] = True
            tokens[p] = tok[p]
            lostn[p] = 0
            gain[p] = 0
            dead[p] = False
            out[p] = False
            jumped[p] = False
            got[p] = False
            asked[p] = False
            moves[p] = 0
        no = 0
        nins = 0
        nout = 0
        pos = 0
        while pos < n and n - nout > 1:
            p = pos
            if dead[p] or jumped[p]:
                pos += 1
                continue
            if hand[p] < 0:  # the interleaved deal, from the top
                obj_card[no] = _draw(state, rem, ptr, row, scripted, False)
                obj_bought[no] = False
                hand[p] = no
                no += 1
            card = obj_card[hand[p]]
            ctx = CTX_RECEIVED if got[p] else (CTX_ASKED if asked[p] else CTX_QUIET)
            pos += 1
            out_held[d, p] = card
            if not _chance(state, exch[p, card + 4, ctx]):
                continue
            if p == dealer:  # the dealer's exchange: the next card of the pack
                obj_card[no] = _draw(state, rem, ptr, row, scripted, False)
                obj_bought[no] = False
                hand[p] = no
                no += 1
                continue
            r = p
            t = r + 1
            while t < n and dead[t]:
                t += 1
            if t >= n:  # pragma: no cover - the dealer is never out before the others ask
                continue
            to_dealer_horse = False
            ct = 0
            while True:
                if hand[t] < 0:
                    obj_card[no] = _draw(state, rem, ptr, row, scripted, False)
                    obj_bought[no] = False
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
                    # the dealer's Horse: the next card of the pack (Lu Stù deals from the top)
                    obj_card[no] = _draw(state, rem, ptr, row, scripted, False)
                    obj_bought[no] = False
                    hand[r] = no
                    no += 1
                    to_dealer_horse = True
                break
            if to_dealer_horse:
                pos = dealer
                continue
            if ct == MAN:  # the Hunter: a token lost
                nout += _lose_lustu(r, tokens, lostn, dead, out, virgin, paid, rs, tokens0, reentry, n)
            elif ct == CAT:  # the Cat: a token lost, then reverse exchanges to the left
                nout += _lose_lustu(r, tokens, lostn, dead, out, virgin, paid, rs, tokens0, reentry, n)
                x = r
                while not dead[x] and x != 0:
                    tg = x - 1
                    while tg >= 0 and dead[tg]:
                        tg -= 1
                    if tg < 0:
                        break
                    stop = False
                    while True:
                        cg = obj_card[hand[tg]]
                        if cg == HORSE:
                            if tg == 0:
                                stop = True
                                break
                            tg -= 1
                            while tg >= 0 and dead[tg]:
                                tg -= 1
                            if tg < 0:
                                stop = True
                                break
                            continue
                        break
                    if stop:
                        break
                    cg = obj_card[hand[tg]]
                    if cg == CAT or cg == MAN:  # noqa: SIM109
                        nout += _lose_lustu(x, tokens, lostn, dead, out, virgin, paid, rs, tokens0, reentry, n)
                        break
                    if cg == CUCKOO or (cg == INN and not obj_bought[hand[tg]]):
                        break
                    a = hand[x]
                    hand[x] = hand[tg]
                    hand[tg] = a
                    got[tg] = True
                    x = tg
            elif ct == CUCKOO:  # the Cucù arrests
                pass
            elif ct == INN:  # the Inn: up to ``inn_offers`` offers, else the innkeeper "drinks"
                cr = obj_card[hand[r]]
                offers = 0
                while True:
                    if not _chance(state, offer[r, cr + 4]):
                        ins_g[nins] = r
                        ins_h[nins] = t
                        nins += 1
                        break
                    offers += 1
                    if _chance(state, accept[t]):
                        a = hand[r]
                        hand[r] = hand[t]
                        hand[t] = a
                        got[t] = True
                        obj_bought[hand[r]] = True
                        break
                    if offers >= inn_offers:
                        ins_g[nins] = r
                        ins_h[nins] = t
                        nins += 1
                        break
            else:
                a = hand[r]
                hand[r] = hand[t]
                hand[t] = a
                got[t] = True
            pos = t
        cut = n - nout <= 1  # the last opponent went out: no comparison
        # ---- the comparison (lu_stu_moves): the earliest lowest; the Matti pay and make you pay
        if not cut:
            nf = 0
            f0 = -1
            low = 1 << 30
            lowp = -1
            for p in range(n):
                if hand[p] < 0 or dead[p]:
                    continue
                c = obj_card[hand[p]]
                if c == FOOL:
                    nf += 1
                    if f0 < 0:
                        f0 = p
                elif c < low:
                    low = c
                    lowp = p
            if nf == 0:
                if lowp >= 0:
                    moves[lowp] += 1
            elif nf == 1:
                moves[f0] += 1
                if lowp >= 0:
                    moves[lowp] += 1
            else:
                for p in range(n):
                    if hand[p] >= 0 and not dead[p] and obj_card[hand[p]] == FOOL:
                        gain[p] = 1
                moves[lowp if lowp >= 0 else f0] += 1
        for i in range(nins):  # the innkeeper drank: it pays for a losing nulla
            g = ins_g[i]
            h = ins_h[i]
            if moves[g] > 0 and obj_card[hand[g]] == 0 and not dead[g]:
                moves[g] -= 1
                if not out[h]:
                    moves[h] += 1
        for p in range(n):
            tokens[p] += gain[p]
            for _ in range(moves[p]):
                if tokens[p] > 0:
                    tokens[p] -= 1
                    lostn[p] += 1
            out_loss[d, p] = lostn[p]
            out_gain[d, p] = gain[p]
            out_card[d, p] = obj_card[hand[p]] if (hand[p] >= 0 and not dead[p] and not cut) else NO_CARD
            tok[p] = tokens[p]
            if gain[p] > 0 or lostn[p] > 0:
                virgin[p] = False


# ===================================================================== single deals
@njit(cache=True)
def _lustu(  # type: ignore[no-untyped-def]
    n, pack, exch, offer, accept, tokens0, inn_offers, reentry, deals, seed, decks, scripted,
    out_loss, out_gain, out_card, out_held,
):  # fmt: skip
    """``deals`` first deals of fresh matches, every player holding ``tokens0`` tokens."""
    state = _seed(seed)
    _lustu_deals(
        n, deals, True, tokens0, np.zeros(n, np.int64), np.zeros(n, np.bool_), np.zeros(n, np.int64),
        np.zeros(1, np.int64), exch, offer, accept, inn_offers, reentry, state, pack.copy(), np.zeros(3, np.int64),
        decks, 0, scripted, out_loss, out_gain, out_card, out_held, _lustu_work(n),
    )  # fmt: skip


# ===================================================================== whole matches
@njit(cache=True)
def _lustu_matches(  # type: ignore[no-untyped-def]
    n, pack, exch, offer, accept, tokens0, stake, reentry, inn_offers, matches, max_deals, seed, decks, scripted,
    out_count, out_out, out_winner, out_deals, out_paid, out_dloss,
):  # fmt: skip
    """Whole Lu Stù matches: as ``_campli_matches`` with Lu Stù's immediate eliminations (and
    re-entries) in the exchanges, the gains of two Matti, and re-entries doubling per re-entry."""
    state = _seed(seed)
    work = _lustu_work(n)
    lostn = work[4]
    sout = work[7]  # out in the deal's exchanges
    rem = pack.copy()
    ptr = np.zeros(3, np.int64)
    count = np.zeros(n, np.int64)
    out = np.zeros(n, np.bool_)
    virgin = np.zeros(n, np.bool_)
    ordr = np.zeros(n, np.int64)
    tok = np.zeros(n, np.int64)
    svirgin = np.zeros(n, np.bool_)
    spaid = np.zeros(n, np.int64)
    rs = np.zeros(1, np.int64)
    newly = np.zeros(n, np.int64)
    loss1 = np.zeros((1, n), np.int8)  # one deal's outputs (not read: ``lostn`` is)
    gain1 = np.zeros((1, n), np.int8)
    card1 = np.zeros((1, n), np.int8)
    held1 = np.zeros((1, n), np.int8)
    for mi in range(matches):
        for p in range(n):
            count[p] = tokens0
            out[p] = False
            virgin[p] = True
            out_paid[mi, p] = 0
        rs[0] = 0
        dealer = 0
        nd = 0
        winner = -1
        while nd < max_deals:
            if out[dealer]:  # pragma: no cover - the dealer passes to a player in
                for k in range(1, n + 1):
                    if not out[(dealer + k) % n]:
                        dealer = (dealer + k) % n
                        break
            m = 0
            for k in range(1, n + 1):
                q = (dealer + k) % n
                if not out[q]:
                    ordr[m] = q
                    tok[m] = count[q]
                    svirgin[m] = virgin[q]
                    spaid[m] = 0
                    m += 1
            # the virgins of players not in the deal (out) do not count: only players in re-enter others
            rows = decks[mi] if scripted else decks[0]
            _lustu_deals(
                m, 1, False, tokens0, tok, svirgin, spaid, rs, exch, offer, accept, inn_offers, reentry, state, rem,
                ptr, rows, nd, scripted, loss1, gain1, card1, held1, work,
            )  # fmt: skip
            for k in range(m):
                p = ordr[k]
                count[p] = tok[k]
                virgin[p] = svirgin[k]
                out_paid[mi, p] += stake * spaid[k]
                if sout[k]:
                    out[p] = True
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
            if nalive == 0:
                for p in range(n):
                    count[p] = tokens0
                    out[p] = False
                    virgin[p] = False
                nalive = n
            else:
                possible = False
                for v in range(n):
                    if virgin[v] and not out[v]:
                        possible = True
                if reentry and possible:
                    for i in range(nnew):
                        p = newly[i]
                        out_paid[mi, p] += stake * 2 ** rs[0]
                        rs[0] += 1
                        count[p] = tokens0
                        out[p] = False
                        nalive += 1
            if nalive == 1:
                for p in range(n):
                    if not out[p]:
                        winner = p
                break
            for k in range(1, n + 1):
                if not out[(dealer + k) % n]:
                    dealer = (dealer + k) % n
                    break
        out_winner[mi] = winner
        out_deals[mi] = nd
        for p in range(n):
            out_count[mi, p] = count[p]
            out_out[mi, p] = out[p]
