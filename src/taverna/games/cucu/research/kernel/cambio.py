"""Cambio and BGA in the kernel: single deals (:func:`_cambio`), the reveal, and whole matches
(:func:`_cambio_matches`: sets and rounds, the deck carried over, the discards reshuffled)."""

from __future__ import annotations

import numpy as np
from numba import njit

from taverna.cards.cuckoo import CAT, CUCKOO, FOOL, HORSE, INN, MAN
from taverna.games.cucu.research.kernel.base import (
    CTX_ASKED,
    CTX_QUIET,
    CTX_RECEIVED,
    NCARDS,
    NO_CARD,
    _below,
    _chance,
    _draw,
    _seed,
)


# ===================================================================== Cambio
@njit(cache=True)
def _cambio(  # type: ignore[no-untyped-def]
    n,
    pack,
    exch,
    declare,
    deals,
    seed,
    decks,
    scripted,
    out_loss,
    out_card,
    out_held,
    auto,
    may_declare,
    rule,
    void,
    anti,
    double,
):
    state = _seed(seed)
    dealer = n - 1
    npack = pack.shape[0]
    nobj = 4 * n + 4
    nturns = 2 * n if double else n
    vals = np.zeros(n, np.int64)
    seen = np.zeros(NCARDS + 1, np.int64)
    shown = np.zeros(n, np.bool_)
    ranks = np.zeros(NCARDS + 1, np.int64)
    obj_card = np.zeros(nobj, np.int64)
    obj_first = np.zeros(nobj, np.int64)
    obj_deck = np.zeros(nobj, np.bool_)  # a Clown drawn from the deck: the strongest card
    hand = np.zeros(n, np.int64)
    lost = np.zeros(n, np.bool_)
    got = np.zeros(n, np.bool_)
    asked = np.zeros(n, np.bool_)
    rem = pack.copy()
    ptr = np.zeros(3, np.int64)
    for d in range(deals):
        row = decks[d] if scripted else decks[0]
        ptr[0] = 0
        ptr[1] = npack - 1
        ptr[2] = npack
        for p in range(n):
            out_held[d, p] = NO_CARD
            obj_card[p] = _draw(state, rem, ptr, row, scripted, False)
            obj_first[p] = p
            obj_deck[p] = False
            hand[p] = p
            lost[p] = False
            got[p] = False
            asked[p] = False
        no = n
        pos = 0
        while pos < nturns:
            p = pos % n
            if lost[p]:
                pos += 1
                continue
            if auto and pos < n:  # BGA: the Cucco shown before the turn two places before its dealt holder
                due = False
                for h in range(n):
                    if lost[h] or obj_card[hand[h]] != CUCKOO or obj_first[hand[h]] != h:
                        continue
                    if h == 0:
                        due = n == 2 and pos == 0
                    else:
                        due = pos == max(h - 2, 0)
                    if due:
                        break
                if due:
                    break
            declared = False
            if may_declare:
                for q in range(n):  # a Cuckoo may be declared at the start of every turn
                    if not lost[q] and obj_card[hand[q]] == CUCKOO and _chance(state, declare[q]):
                        declared = True
                        if anti:  # Anti-Cuckoo: declaring the Cuckoo loses
                            lost[q] = True
                        break
            if declared:
                break
            card = obj_card[hand[p]]
            ctx = CTX_RECEIVED if got[p] else (CTX_ASKED if asked[p] else CTX_QUIET)
            pos += 1
            out_held[d, p] = card
            if not _chance(state, exch[p, card + 4, ctx]):
                continue
            r = p
            deck = p == dealer
            ct = 0
            t = -1
            if not deck:
                t = r + 1
                while t < n and lost[t]:
                    t += 1
                while True:
                    if t >= n:
                        deck = True
                        break
                    asked[t] = True
                    ct = obj_card[hand[t]]
                    if ct == HORSE or ct == INN:  # noqa: SIM109 - the Horse and the House pass it on
                        if t == dealer:
                            deck = True
                            break
                        t += 1
                        while t < n and lost[t]:
                            t += 1
                        continue
                    break
            if deck:  # the exchange with the deck, each drawn card acting
                while True:
                    c = _draw(state, rem, ptr, row, scripted, False)
                    if c == HORSE or c == INN:  # noqa: SIM109 - draw again
                        continue
                    if c == MAN:
                        lost[r] = True
                    elif c == CAT:
                        lost[obj_first[hand[r]]] = True
                    elif c != CUCKOO:
                        obj_card[no] = c
                        obj_first[no] = r
                        obj_deck[no] = c == FOOL
                        hand[r] = no
                        no += 1
                    break
                continue
            if ct == MAN:  # the Man: the requester loses
                lost[r] = True
            elif ct == CAT:  # the Cat: the first holder of the requester's card loses
                lost[obj_first[hand[r]]] = True
            else:
                a = hand[r]
                b = hand[t]
                cr = obj_card[a]
                obj_deck[a] = False
                obj_deck[b] = False
                hand[r] = b
                hand[t] = a
                got[t] = True
                if ct == FOOL:  # the Clown: whoever receives it loses
                    lost[r] = True
                if cr == FOOL:
                    lost[t] = True
        # ---- the reveal
        if rule == 0 and not void:  # the basic reveal: the lowest loses (ties: all)
            alive = 0
            low = 1 << 30
            for p in range(n):
                if not lost[p]:
                    alive += 1
                    v = 16 if obj_deck[hand[p]] else obj_card[hand[p]]
                    if v < low:
                        low = v
            for p in range(n):
                v = 16 if obj_deck[hand[p]] else obj_card[hand[p]]
                out_loss[d, p] = 1 if (lost[p] or (alive > 1 and v == low)) else 0
                out_card[d, p] = NO_CARD if lost[p] else obj_card[hand[p]]
            continue
        _cambio_reveal(n, lost, hand, obj_card, obj_deck, rule, void, vals, seen, shown, ranks)
        for p in range(n):
            out_loss[d, p] = 1 if (lost[p] or shown[p]) else 0
            out_card[d, p] = NO_CARD if lost[p] else obj_card[hand[p]]


REVEAL_CODES = {"lowest": 0, "highest": 1, "second": 2, "high-low": 3, "two-lowest": 4, "second-lowest": 5}


@njit(cache=True)
def _cambio_reveal(n, lost, hand, obj_card, obj_deck, rule, void, vals, seen, shown, ranks):  # type: ignore[no-untyped-def]
    """``shown[p]``: ``p`` loses at the reveal (``result.cambio`` with ``rule`` by its code)."""
    seen[:] = 0
    alive = 0
    for p in range(n):
        shown[p] = False
        if not lost[p]:
            alive += 1
            v = 16 if obj_deck[hand[p]] else obj_card[hand[p]]
            vals[p] = v
            seen[v + 4] += 1
    if alive <= 1:  # a single card left is compared with nothing
        return
    k = 0
    for i in range(NCARDS + 1):
        if seen[i] > 0:
            ranks[k] = i - 4
            k += 1
    two = alive == 2
    lo1 = NO_CARD  # a second rank that loses, if any
    lo0 = ranks[0]
    if rule == 1:
        lo0 = ranks[k - 1]
    elif rule == 2:
        if not (two or k <= 2):
            lo0 = ranks[1]
            lo1 = ranks[k - 2]
    elif rule == 3:
        if not (k == 1 or two):
            nh = seen[ranks[k - 1] + 4]
            nl = seen[ranks[0] + 4]
            if nh == 1 and nl == 1:
                lo1 = ranks[k - 1]
            elif nl < nh:
                lo0 = ranks[k - 1]
    elif rule == 4:
        if not (two or k == 1):
            lo1 = ranks[1]
    elif rule == 5 and k >= 2:
        lo0 = ranks[1]
    for p in range(n):
        if lost[p]:
            continue
        v = vals[p]
        shown[p] = v in (lo0, lo1) or (void and seen[v + 4] >= 2)


# ===================================================================== whole Cambio and BGA matches
@njit(cache=True)
def _deck_pop(state, deck, dk, disc, dn, scripted, flag):  # type: ignore[no-untyped-def]
    """The next card from the dealing end of the deck; an empty deck takes the discards, shuffled
    (scripted decks cannot say how: ``flag[0]`` is set and the match stops); NO_CARD: none left."""
    if dk[1] == 0:
        if dn[0] == 0:
            return NO_CARD
        if scripted:
            flag[0] = 1
            return NO_CARD
        _refill(state, deck, dk, disc, dn)
    c = deck[dk[0]]
    dk[0] += 1
    dk[1] -= 1
    return c


@njit(cache=True)
def _refill(state, deck, dk, disc, dn):  # type: ignore[no-untyped-def]
    """The discards shuffled under the deck (Fisher-Yates), the discard pile emptied."""
    # compact the deck to the front first
    for i in range(dk[1]):
        deck[i] = deck[dk[0] + i]
    dk[0] = 0
    m = dn[0]
    for i in range(m - 1, 0, -1):
        j = _below(state, i + 1)
        c = disc[i]
        disc[i] = disc[j]
        disc[j] = c
    for i in range(m):
        deck[dk[1] + i] = disc[i]
    dk[1] += m
    dn[0] = 0


@njit(cache=True)
def _cambio_round(  # type: ignore[no-untyped-def]
    n, exch, declare, auto, may_declare, state, deck, dk, disc, dn, scripted, flag,
    obj_card, obj_first, obj_deck, hand, lost, got, asked, vals, seen, shown, ranks, lose,
):  # fmt: skip
    """One round (deal) of a set among ``n`` players in order of play, the deck carried over;
    ``lose[s]``: seat ``s`` lost; ``shown[s]``: lost at the reveal; returns False when a scripted
    match needs a reshuffle it cannot script."""
    dealer = n - 1
    for p in range(n):
        c = _deck_pop(state, deck, dk, disc, dn, scripted, flag)
        if flag[0]:
            return False
        obj_card[p] = c
        obj_first[p] = p
        obj_deck[p] = False
        hand[p] = p
        lost[p] = False
        got[p] = False
        asked[p] = False
        shown[p] = False
    no = n
    pos = 0
    while pos < n:
        p = pos
        if lost[p]:
            pos += 1
            continue
        if auto:  # BGA: the Cucco shown before the turn two places before its dealt holder
            due = False
            for h in range(n):
                if lost[h] or obj_card[hand[h]] != CUCKOO or obj_first[hand[h]] != h:
                    continue
                if h == 0:
                    due = n == 2 and pos == 0
                else:
                    due = pos == max(h - 2, 0)
                if due:
                    break
            if due:
                break
        declared = False
        if may_declare:
            for q in range(n):
                if not lost[q] and obj_card[hand[q]] == CUCKOO and _chance(state, declare[q]):
                    declared = True
                    break
        if declared:
            break
        card = obj_card[hand[p]]
        ctx = CTX_RECEIVED if got[p] else (CTX_ASKED if asked[p] else CTX_QUIET)
        pos += 1
        if not _chance(state, exch[p, card + 4, ctx]):
            continue
        r = p
        todeck = p == dealer
        ct = 0
        t = -1
        if not todeck:
            t = r + 1
            while t < n and lost[t]:
                t += 1
            while True:
                if t >= n:
                    todeck = True
                    break
                asked[t] = True
                ct = obj_card[hand[t]]
                if ct == HORSE or ct == INN:  # noqa: SIM109
                    if t == dealer:
                        todeck = True
                        break
                    t += 1
                    while t < n and lost[t]:
                        t += 1
                    continue
                break
        if todeck:
            while True:
                c = _deck_pop(state, deck, dk, disc, dn, scripted, flag)
                if flag[0]:
                    return False
                if c == NO_CARD:  # the deck is empty: no exchange
                    break
                if c == HORSE or c == INN:  # noqa: SIM109
                    disc[dn[0]] = c
                    dn[0] += 1
                    continue
                if c == MAN:
                    disc[dn[0]] = c
                    dn[0] += 1
                    lost[r] = True
                elif c == CAT:
                    disc[dn[0]] = c
                    dn[0] += 1
                    lost[obj_first[hand[r]]] = True
                elif c == CUCKOO:
                    disc[dn[0]] = c
                    dn[0] += 1
                else:
                    disc[dn[0]] = obj_card[hand[r]]
                    dn[0] += 1
                    obj_card[no] = c
                    obj_first[no] = r
                    obj_deck[no] = c == FOOL
                    hand[r] = no
                    no += 1
                break
            continue
        if ct == MAN:
            lost[r] = True
        elif ct == CAT:
            lost[obj_first[hand[r]]] = True
        else:
            a = hand[r]
            b = hand[t]
            cr = obj_card[a]
            obj_deck[a] = False
            obj_deck[b] = False
            hand[r] = b
            hand[t] = a
            got[t] = True
            if ct == FOOL:
                lost[r] = True
            if cr == FOOL:
                lost[t] = True
    _cambio_reveal(n, lost, hand, obj_card, obj_deck, 0, False, vals, seen, shown, ranks)
    for p in range(n):
        lose[p] = lost[p] or shown[p]
        disc[dn[0]] = obj_card[hand[p]]  # the round's cards go to the discards
        dn[0] += 1
    return True


@njit(cache=True)
def _after_in(p, out, n):  # type: ignore[no-untyped-def]
    for k in range(1, n + 1):
        q = (p + k) % n
        if not out[q]:
            return q
    return p


@njit(cache=True)
def _before_in(p, out, n):  # type: ignore[no-untyped-def]
    for k in range(1, n + 1):
        q = (p - k) % n
        if not out[q]:
            return q
    return p


@njit(cache=True)
def _cambio_matches(  # type: ignore[no-untyped-def]
    n, pack, exch, declare, auto, bga, chips0, ante, children, max_sets, matches, max_deals, seed, decks, scripted,
    out_count, out_winner, out_deals, out_dloss, out_sets,
):  # fmt: skip
    """Whole Cambio (``bga`` False: the rulebook) or BGA matches: sets and rounds, antes, the box,
    the children's rounds paying the round number, the adults' time, the deck carried over."""
    state = _seed(seed)
    npack = pack.shape[0]
    nobj = 4 * n + 4
    obj_card = np.zeros(nobj, np.int64)
    obj_first = np.zeros(nobj, np.int64)
    obj_deck = np.zeros(nobj, np.bool_)
    hand = np.zeros(n, np.int64)
    lost = np.zeros(n, np.bool_)
    got = np.zeros(n, np.bool_)
    asked = np.zeros(n, np.bool_)
    vals = np.zeros(n, np.int64)
    seen = np.zeros(NCARDS + 1, np.int64)
    shown = np.zeros(n, np.bool_)
    ranks = np.zeros(NCARDS + 1, np.int64)
    lose = np.zeros(n, np.bool_)
    deck = np.zeros(2 * npack, np.int64)
    disc = np.zeros(2 * npack, np.int64)
    dk = np.zeros(2, np.int64)
    dn = np.zeros(1, np.int64)
    flag = np.zeros(1, np.int64)
    count = np.zeros(n, np.int64)
    out = np.zeros(n, np.bool_)
    excused = np.zeros(n, np.bool_)
    lastl = np.zeros(n, np.bool_)
    ordr = np.zeros(n, np.int64)
    for mi in range(matches):
        for p in range(n):
            count[p] = chips0
            excused[p] = False
        pool = 0
        set_no = 0
        nd = 0
        winner = -1
        leader = 0
        as_dealer = True
        starter = -1
        flag[0] = 0
        dealer = 0
        new_set = True
        while True:
            if new_set:
                new_set = False
                if max_sets and set_no >= max_sets:
                    break
                broke = False
                for p in range(n):
                    if count[p] == 0 or (not excused[p] and count[p] < ante):
                        broke = True
                if broke:
                    break
                if nd >= max_deals:
                    winner = -2
                    break
                if scripted and set_no >= decks.shape[1]:
                    winner = -3
                    break
                set_no += 1
                round_no = 0
                for p in range(n):
                    out[p] = False
                    if not excused[p]:
                        paid = min(ante, count[p])
                        count[p] -= paid
                        pool += paid
                    excused[p] = False
                dn[0] = 0
                dk[0] = 0
                dk[1] = npack
                if scripted:
                    for i in range(npack):
                        deck[i] = decks[mi, set_no - 1, i]
                else:
                    for i in range(npack):
                        deck[i] = pack[i]
                    for i in range(npack - 1, 0, -1):
                        j = _below(state, i + 1)
                        c = deck[i]
                        deck[i] = deck[j]
                        deck[j] = c
                dealer = leader if as_dealer else _before_in(leader, out, n)
            if nd >= max_deals:
                winner = -2
                break
            if out[dealer]:
                dealer = _after_in(dealer, out, n)
            m = 0
            for k in range(1, n + 1):
                q = (dealer + k) % n
                if not out[q]:
                    ordr[m] = q
                    m += 1
            round_no += 1
            if bga:
                starter = ordr[0]
                if dk[1] < m:  # BGA: the discards reshuffled before a deal the deck cannot complete
                    if scripted:
                        flag[0] = 1
                    else:
                        _refill(state, deck, dk, disc, dn)
            if flag[0]:
                winner = -3
                break
            ok = _cambio_round(
                m, exch, declare, auto, not auto, state, deck, dk, disc, dn, scripted, flag,
                obj_card, obj_first, obj_deck, hand, lost, got, asked, vals, seen, shown, ranks, lose,
            )  # fmt: skip
            if not ok:
                winner = -3  # a reshuffle a scripted match cannot follow
                break
            anyshown = False
            for k in range(m):
                if shown[k]:
                    anyshown = True
            adults = round_no > children
            for p in range(n):
                lastl[p] = False
            for k in range(m):
                p = ordr[k]
                if scripted:
                    out_dloss[mi, nd, p] = 1 if lose[k] else 0
                if shown[k] if anyshown else lost[k]:
                    lastl[p] = True
            for p in range(n):  # the losers pay, in seat order
                k = -1
                for i in range(m):
                    if ordr[i] == p:
                        k = i
                if k < 0 or not lose[k]:
                    continue
                if adults:
                    out[p] = True
                elif count[p] >= round_no:
                    count[p] -= round_no
                    pool += round_no
                else:
                    if bga:  # BGA: all they have
                        pool += count[p]
                        count[p] = 0
                    out[p] = True
            nd += 1
            nalive = 0
            last = -1
            for p in range(n):
                if not out[p]:
                    nalive += 1
                    if last < 0:
                        last = p
            if nalive <= 1:
                if nalive == 1:
                    count[last] += pool
                    pool = 0
                    leader = last
                    as_dealer = not bga
                else:
                    for p in range(n):  # the rulebook's FAQ excuses the last losers; BGA does not
                        excused[p] = lastl[p] and not bga
                    if bga:  # the player after the last starter starts the next set
                        leader = (starter + 1) % n
                        as_dealer = False
                    else:  # "the player on the right of the previous dealer" deals it
                        leader = (dealer + 1) % n
                        as_dealer = True
                new_set = True
                continue
            if bga:
                ns = _after_in(starter, out, n)
                dealer = _before_in(ns, out, n)
            else:
                dealer = _after_in(dealer, out, n)
        out_deals[mi] = nd
        out_sets[mi] = set_no
        if winner == -1:
            high = -1
            nhigh = 0
            for p in range(n):
                if count[p] > high:
                    high = count[p]
                    winner = p
                    nhigh = 1
                elif count[p] == high:
                    nhigh += 1
            if nhigh > 1:
                winner = -1  # a tie: several winners
        out_winner[mi] = winner
        for p in range(n):
            out_count[mi, p] = count[p]
