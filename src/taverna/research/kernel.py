"""A batch kernel for Cucù: whole deals of Campli, Lu Stù, Cambio and BGA in compiled code (numba).

The reference engine (:mod:`taverna.games.cucu`) checks every action, logs events and answers
views; it plays a few thousand deals a second.  Research (strategy search, equilibria, the
statistics of a seat) needs millions.  This module plays **single deals** of four rule sets with
the same rules as the engine, for strategies given as tables, with the loop over deals inside one
compiled function, array state and no Python object per deal:

>>> table = threshold_table(6, 4)                  # exchange any card below 4
>>> out = simulate("campli", 6, table, 100_000, seed=1)
>>> out.losses.mean(axis=0)                        # tokens lost per deal, by seat  # doctest: +SKIP

Scope.  One deal from a fresh state: every player in the game (Campli: each with ``tokens``
tokens, 3 by default; Cambio: the first round of a set, the pack just shuffled), seats numbered
in order of play (seat 0 acts first, seat ``players - 1`` is the dealer).  That is the first deal
of a fresh match of the reference engine with the dealer ``players[0]``: seat ``k`` is
``players[(k + 1) % n]``.  What happens between deals (chips, rounds, the deck carried over and
the adults' time in Cambio and BGA) is left to the caller, except in :func:`simulate_matches`,
which plays whole Campli and Lu Stù matches (tokens, eliminations, re-entries).  Lu Stù, BGA and
the Cambio options that change a deal (``options=``) are described in ``docs/simulation.md``.

Rules covered (``docs/rules/cucu.md`` §1 and §3):

* **Campli**: the interleaved deal from the bottom of the pack; the Cucù arrests; the Bum costs the
  exchanger a token; the Salta passes the request on (a jumped Horse holder takes no decision)
  and at the dealer sends the exchanger the top card of the pack; the Gnaf costs a token and
  undoes the card's exchanges newest first; the Taverna's insurance (``insure``, ``accept``; an
  insured nulla that loses makes the innkeeper pay); the receiver of an exchange (or the arresting
  target) decides next; the dealer exchanges with the pack; dead cards (a player who loses the
  last token in the exchanges is out of the comparison); the comparison with the Matto (ties the
  lowest, two Matti are worth 14½) and the Cuckoo that never loses.
* **Cambio**: the deal from the top; the Cuckoo declared (``declare``) at the start of a turn,
  which ends the exchanges, and otherwise exchanged like any card; the Man (the requester loses);
  the Horse and the House pass the request on (past the dealer: the deck); the Cat (the card's
  first holder loses); the Clown received in an exchange (the receiver loses, both ways); the
  dealer's exchange with the deck with every drawn card's effect (Cuckoo: no exchange; Man: the
  drawer loses; Horse, House: draw again; Cat: the first holder loses; a Clown drawn is the
  strongest card); players who lost in the exchanges take no turn, are no target and are not
  revealed; the reveal (lowest loses, ties all lose, a single card left loses nothing); one
  Cuckoo removed from 8 players on.

Strategy tables (:class:`StrategyTable`), per seat ``s`` (0 = first after the dealer):

* ``exchange[s, card + 4, ctx]``: the probability of exchanging (else keeping) holding ``card``
  (-4 fool ... 15 Cuckoo, so the index runs 0..19) in context ``ctx``: what the player has seen
  of the deal so far before deciding: ``CTX_QUIET`` (0) no request reached the player,
  ``CTX_RECEIVED`` (1) the player received their card from an exchanger (the previous player, or
  an earlier one past Horses), ``CTX_ASKED`` (2) a request reached the player but no exchange
  took place (the player's card arrested or passed it, or the innkeeper's insurance);
* ``declare[s]`` (Cambio): the probability of declaring a Cuckoo at each chance to;
* ``insure[s, card + 4]`` (Campli): the exchanger's probability of asking the innkeeper for
  insurance ("pagherai se null?") rather than keeping;
* ``accept[s]`` (Campli): the innkeeper's probability of agreeing (else the Taverna is exchanged).

Values strictly between 0 and 1 are drawn with the kernel's generator (SplitMix64, seeded).
:func:`threshold_table` builds the usual tables; :class:`TableBot` plays a table in the reference
engine through its ``view`` only, which is how the suite checks that both agree.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
from numba import njit

from taverna.cards.cuckoo import CAT, CUCKOO, FOOL, HORSE, INN, MAN, cuckoo_pack, parse_card
from taverna.core import Action, Rng

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
@njit(cache=True)
def _next64(state: Any) -> Any:
    s = state[0] + np.uint64(0x9E3779B97F4A7C15)
    state[0] = s
    z = s
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return z ^ (z >> np.uint64(31))


@njit(cache=True)
def _below(state: Any, k: Any) -> Any:
    """A uniform integer in ``range(k)`` (k < 2**32; the multiply-shift bias is below 1e-8)."""
    return np.int64(((_next64(state) >> np.uint64(32)) * np.uint64(k)) >> np.uint64(32))


@njit(cache=True)
def _chance(state: Any, p: float) -> Any:
    if p >= 1.0:
        return True
    if p <= 0.0:
        return False
    return np.float64(_next64(state) >> np.uint64(11)) * (1.0 / 9007199254740992.0) < p


@njit(cache=True)
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


# ===================================================================== Campli
@njit(cache=True)
def _campli(n, pack, exch, insure, accept, tokens0, deals, seed, decks, scripted, out_loss, out_card, out_held):  # type: ignore[no-untyped-def]
    state = _seed(seed)
    dealer = n - 1
    npack = pack.shape[0]
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
    for d in range(deals):
        row = decks[d] if scripted else decks[0]
        ptr[0] = 0
        ptr[1] = npack - 1
        ptr[2] = npack
        for p in range(n):
            out_held[d, p] = NO_CARD
            hand[p] = -1
            tokens[p] = tokens0
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
            out_held[d, p] = card
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
            out_loss[d, p] = lostn[p]
            out_card[d, p] = obj_card[hand[p]] if (hand[p] >= 0 and not dead[p]) else NO_CARD


# ===================================================================== whole Campli matches
@njit(cache=True)
def _campli_deal(  # type: ignore[no-untyped-def]
    n, tok, pack, exch, insure, accept, state, rem, ptr, row, scripted,
    obj_card, obj_tlen, obj_tg, obj_tr, path_g, path_r, hand, tokens, lostn, dead, jumped, got, asked, ins_g, ins_h, delta,
):  # fmt: skip
    """One Campli deal among ``n`` players in order of play holding ``tok`` tokens (updated in
    place); ``lostn`` gets each seat's tokens lost.  The deal of ``_campli`` with a count per seat."""
    dealer = n - 1
    npack = pack.shape[0]
    ptr[0] = 0
    ptr[1] = npack - 1
    ptr[2] = npack
    for p in range(n):
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
                ins_g, ins_h, delta,
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


# ===================================================================== Lu Stù
@njit(cache=True)
def _lose_lustu(p, tokens, lostn, dead, out, tokens0, reentry, n):  # type: ignore[no-untyped-def]
    """A token lost in the exchanges; the last one puts ``p`` out at once (re-entering, dead, while
    a virgin is in).  Returns the players now out."""
    tokens[p] -= 1
    lostn[p] += 1
    if tokens[p] > 0:
        return 0
    tokens[p] = 0
    dead[p] = True
    if reentry:
        for q in range(n):
            if lostn[q] == 0 and not out[q]:
                tokens[p] = tokens0  # the re-entry (the eliminated card stays out of this deal)
                return 0
    out[p] = True
    return 1


@njit(cache=True)
def _lustu(  # type: ignore[no-untyped-def]
    n,
    pack,
    exch,
    offer,
    accept,
    tokens0,
    inn_offers,
    reentry,
    deals,
    seed,
    decks,
    scripted,
    out_loss,
    out_gain,
    out_card,
    out_held,
):
    state = _seed(seed)
    dealer = n - 1
    npack = pack.shape[0]
    nobj = 3 * n + 4
    obj_card = np.zeros(nobj, np.int64)
    obj_bought = np.zeros(nobj, np.bool_)  # an Inn bought by an accepted offer: open to reverse exchanges
    hand = np.zeros(n, np.int64)
    tokens = np.zeros(n, np.int64)
    lostn = np.zeros(n, np.int64)
    gain = np.zeros(n, np.int64)
    dead = np.zeros(n, np.bool_)
    out = np.zeros(n, np.bool_)
    jumped = np.zeros(n, np.bool_)
    got = np.zeros(n, np.bool_)
    asked = np.zeros(n, np.bool_)
    ins_g = np.zeros(n + 1, np.int64)
    ins_h = np.zeros(n + 1, np.int64)
    moves = np.zeros(n, np.int64)
    rem = pack.copy()
    ptr = np.zeros(3, np.int64)
    for d in range(deals):
        row = decks[d] if scripted else decks[0]
        ptr[0] = 0
        ptr[1] = npack - 1
        ptr[2] = npack
        for p in range(n):
            out_held[d, p] = NO_CARD
            hand[p] = -1
            tokens[p] = tokens0
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
                nout += _lose_lustu(r, tokens, lostn, dead, out, tokens0, reentry, n)
            elif ct == CAT:  # the Cat: a token lost, then reverse exchanges to the left
                nout += _lose_lustu(r, tokens, lostn, dead, out, tokens0, reentry, n)
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
                        nout += _lose_lustu(x, tokens, lostn, dead, out, tokens0, reentry, n)
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


@njit(cache=True)
def _lose_lustu_m(p, tokens, lostn, dead, out, virgin, paid, rs, stake, tokens0, reentry, n):  # type: ignore[no-untyped-def]
    """``_lose_lustu`` in a match: the virgins are the match's, the re-entry costs ``stake`` doubled
    per earlier re-entry (``rs[0]``), paid by ``p``."""
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
                paid[p] += stake * 2 ** rs[0]
                rs[0] += 1
                return 0
    out[p] = True
    return 1


@njit(cache=True)
def _lustu_deal(  # type: ignore[no-untyped-def]
    n, tok, virgin, paid, rs, stake, tokens0, pack, exch, offer, accept, inn_offers, reentry, state, rem, ptr, row,
    scripted, obj_card, obj_bought, hand, tokens, lostn, gain, dead, out, jumped, got, asked, ins_g, ins_h, moves,
):  # fmt: skip
    """One Lu Stù deal among ``n`` players in order of play (``_lustu``'s deal with the match's
    counts): ``tok`` and ``virgin`` updated, ``paid`` and ``rs`` the re-entries, ``out`` those out."""
    dealer = n - 1
    npack = pack.shape[0]
    ptr[0] = 0
    ptr[1] = npack - 1
    ptr[2] = npack
    for p in range(n):
        hand[p] = -1
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
            nout += _lose_lustu_m(r, tokens, lostn, dead, out, virgin, paid, rs, stake, tokens0, reentry, n)
        elif ct == CAT:  # the Cat: a token lost, then reverse exchanges to the left
            nout += _lose_lustu_m(r, tokens, lostn, dead, out, virgin, paid, rs, stake, tokens0, reentry, n)
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
                    nout += _lose_lustu_m(x, tokens, lostn, dead, out, virgin, paid, rs, stake, tokens0, reentry, n)
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
        tok[p] = tokens[p]
        if gain[p] > 0 or lostn[p] > 0:
            virgin[p] = False


@njit(cache=True)
def _lustu_matches(  # type: ignore[no-untyped-def]
    n, pack, exch, offer, accept, tokens0, stake, reentry, inn_offers, matches, max_deals, seed, decks, scripted,
    out_count, out_out, out_winner, out_deals, out_paid, out_dloss,
):  # fmt: skip
    """Whole Lu Stù matches: as ``_campli_matches`` with Lu Stù's immediate eliminations (and
    re-entries) in the exchanges, the gains of two Matti, and re-entries doubling per re-entry."""
    state = _seed(seed)
    nobj = 3 * n + 4
    obj_card = np.zeros(nobj, np.int64)
    obj_bought = np.zeros(nobj, np.bool_)
    hand = np.zeros(n, np.int64)
    tokens = np.zeros(n, np.int64)
    lostn = np.zeros(n, np.int64)
    gain = np.zeros(n, np.int64)
    dead = np.zeros(n, np.bool_)
    sout = np.zeros(n, np.bool_)
    jumped = np.zeros(n, np.bool_)
    got = np.zeros(n, np.bool_)
    asked = np.zeros(n, np.bool_)
    ins_g = np.zeros(n + 1, np.int64)
    ins_h = np.zeros(n + 1, np.int64)
    moves = np.zeros(n, np.int64)
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
            row = decks[mi, nd] if scripted else decks[0, 0]
            _lustu_deal(
                m, tok, svirgin, spaid, rs, stake, tokens0, pack, exch, offer, accept, inn_offers, reentry, state,
                rem, ptr, row, scripted, obj_card, obj_bought, hand, tokens, lostn, gain, dead, sout, jumped, got,
                asked, ins_g, ins_h, moves,
            )  # fmt: skip
            for k in range(m):
                p = ordr[k]
                count[p] = tok[k]
                virgin[p] = svirgin[k]
                out_paid[mi, p] += spaid[k]
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


# ===================================================================== the Python side
@dataclass(frozen=True)
class StrategyTable:
    """Keep/exchange decisions by seat, card and context (see the module docstring)."""

    exchange: np.ndarray  # (players, 20, 3) float64: P(exchange | seat, card + 4, ctx)
    declare: np.ndarray  # (players,) float64: P(declare a Cuckoo held, at each chance) (Cambio)
    insure: np.ndarray  # (players, 20) float64: P(ask the innkeeper for insurance | card) (Campli)
    accept: np.ndarray  # (players,) float64: P(the innkeeper agrees) (Campli)

    @property
    def players(self) -> int:
        return int(self.exchange.shape[0])

    def __post_init__(self) -> None:
        n = self.exchange.shape[0] if self.exchange.ndim == 3 else -1
        shapes = {
            "exchange": (self.exchange, (n, NCARDS, NCTX)),
            "declare": (self.declare, (n,)),
            "insure": (self.insure, (n, NCARDS)),
            "accept": (self.accept, (n,)),
        }
        for name, (arr, shape) in shapes.items():
            if not isinstance(arr, np.ndarray) or arr.shape != shape or n < 1:
                got = getattr(arr, "shape", type(arr).__name__)
                raise ValueError(f"strategy table: {name} must be an array of shape {shape} (players, ...); got {got}")
            if arr.dtype != np.float64:
                raise ValueError(f"strategy table: {name} must hold float64 probabilities; got {arr.dtype}")
            if not np.all((arr >= 0.0) & (arr <= 1.0)):
                raise ValueError(f"strategy table: {name} holds values outside [0, 1] (probabilities expected)")

    def deterministic(self) -> bool:
        return all(
            bool(np.all((a == 0.0) | (a == 1.0))) for a in (self.exchange, self.declare, self.insure, self.accept)
        )


def threshold_table(
    players: int,
    thresholds: int | Any,
    *,
    declare: float = 1.0,
    insure: float = 1.0,
    accept: float = 1.0,
) -> StrategyTable:
    """Exchange a card of rank below ``T`` (ranks -4 fool .. 15 Cuckoo), keep the others.

    ``thresholds`` is one ``T`` for every seat, one per seat (``players``,), or one per seat and
    context (``players``, 3) for ``CTX_QUIET``, ``CTX_RECEIVED``, ``CTX_ASKED``.  ``declare``,
    ``insure`` and ``accept`` fill those parts of the table (the same for every seat and card).
    """
    if not isinstance(players, int) or players < 2:
        raise ValueError(f"threshold_table: players must be an integer >= 2, got {players!r}")
    t = np.asarray(thresholds, dtype=np.int64)
    if t.ndim == 0:
        t = np.full((players, NCTX), int(t), np.int64)
    elif t.shape == (players,):
        t = np.repeat(t[:, None], NCTX, axis=1)
    elif t.shape != (players, NCTX):
        raise ValueError(
            f"threshold_table: thresholds must be one integer, {players} (one per seat) or {players}x{NCTX} "
            f"(per seat and context); got shape {t.shape}"
        )
    ranks = np.arange(NCARDS) - 4
    exchange = (ranks[None, :, None] < t[:, None, :]).astype(np.float64)
    for name, p in (("declare", declare), ("insure", insure), ("accept", accept)):
        if not 0.0 <= p <= 1.0:
            raise ValueError(f"threshold_table: {name} is a probability in [0, 1], got {p!r}")
    return StrategyTable(
        exchange=exchange,
        declare=np.full(players, float(declare)),
        insure=np.full((players, NCARDS), float(insure)),
        accept=np.full(players, float(accept)),
    )


@dataclass(frozen=True)
class Outcomes:
    """Per-deal results, seats in order of play (the dealer last)."""

    rules: str
    losses: np.ndarray  # (deals, players) int8: tokens lost (Campli) or 1 if the seat lost (Cambio)
    cards: np.ndarray  # (deals, players) int8: the card each seat showed at the reveal, NO_CARD if out of it
    held: np.ndarray | None = None  # (deals, players) int8: the card at each keep/exchange decision, or NO_CARD
    gains: np.ndarray | None = None  # (deals, players) int8: tokens gained (Lu Stù's two Matti), else None

    def loss_rate(self) -> np.ndarray:
        """The share of deals each seat lost (at least one token in Campli)."""
        return np.asarray((self.losses > 0).mean(axis=0))


def kernel_options(rules: str, options: dict[str, Any] | None = None) -> Any:
    """The engine's options of ``rules`` with ``options`` applied (checked by the engine), refused
    where the kernel cannot play them (``indian``)."""
    from taverna.core.errors import TavernaError
    from taverna.games.cucu.options import make_options

    if rules not in KERNEL_RULES:
        raise ValueError(f"the kernel plays the rule sets {', '.join(KERNEL_RULES)}; got {rules!r}")
    try:
        opts = make_options(rules, dict(options or {}))
    except TavernaError as e:
        raise ValueError(f"kernel options: {e}") from None
    for name, why in NOT_IN_KERNEL.items():
        if getattr(opts, name):
            raise ValueError(f"the kernel does not play option {name.replace('_', '-')}: {why}")
    return opts


def deal_pack(rules: str, players: int, options: dict[str, Any] | None = None) -> list[int]:
    """The pack of the deal, as the engine builds it: Campli's and Lu Stù's 40 cards (39 with
    ``remove-matto``); Cambio's 40, or 39 from ``one-cuckoo-from`` (8) players on; ``cuckoos``
    and ``double-pack`` as the options say."""
    if options is None and rules in ("campli", "cambio"):  # the first kernel's packs, without the options machinery
        return cuckoo_pack(1) if rules == "cambio" and players >= 8 else cuckoo_pack()
    o = kernel_options(rules, options)
    copies = 4 if o.double_pack else 2
    cuckoos = o.cuckoos or (copies if o.double_pack else 2)
    if not o.double_pack and not o.cuckoos and o.family != "pagat" and players >= o.one_cuckoo_from:
        cuckoos = 1
    if o.void and cuckoos < 2:
        cuckoos = 2
    pack = cuckoo_pack(cuckoos, copies)
    if o.remove_matto:
        pack.remove(FOOL)
    return pack


def _check(rules: str, players: int, table: StrategyTable, deals: int, double_pack: bool = False) -> None:
    if rules not in KERNEL_RULES:
        raise ValueError(f"the kernel plays the rule sets {', '.join(KERNEL_RULES)}; got {rules!r}")
    lo, hi = PLAYER_LIMITS[rules]
    hi = 30 if double_pack else hi
    if not isinstance(players, int) or not lo <= players <= hi:
        raise ValueError(f"cucu/{rules} is for {lo} to {hi} players, got {players!r}")
    if not isinstance(table, StrategyTable):
        raise ValueError(f"strategy_table must be a StrategyTable (see threshold_table), got {type(table).__name__}")
    if table.players != players:
        raise ValueError(f"the strategy table is for {table.players} players, the deal for {players}")
    if not isinstance(deals, int) or deals < 0:
        raise ValueError(f"deals must be a non-negative integer, got {deals!r}")


def simulate(
    rules: str,
    players: int,
    strategy_table: StrategyTable,
    deals: int,
    seed: int = 0,
    *,
    tokens: int = 3,
    decks: np.ndarray | None = None,
    options: dict[str, Any] | None = None,
) -> Outcomes:
    """Play ``deals`` independent deals of ``rules`` (``campli``, ``lu-stu``, ``cambio``, ``bga``)
    in compiled code.

    Reproducible: the same arguments give the same arrays.  ``tokens`` (Campli, Lu Stù) is every
    player's count before the deal (1 makes the Bum and the Gnaf leave dead cards).  ``decks``
    (``deals`` x pack size, card ranks, the dealing end first) replaces the random pack: the
    deal then follows the reference engine card for card when its shuffle is the same list.
    ``options`` are the engine's table options (``docs/simulation.md`` lists those a deal follows).
    """
    opts = kernel_options(rules, options) if (options or rules not in RULES) else None
    _check(rules, players, strategy_table, deals, bool(opts is not None and opts.double_pack))
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError(f"seed must be an integer, got {seed!r}")
    if rules in ("campli", "lu-stu") and (not isinstance(tokens, int) or not 1 <= tokens <= 20):
        raise ValueError(f"tokens must be an integer from 1 to 20, got {tokens!r}")
    if opts is not None and "tokens" in (options or {}):
        tokens = opts.tokens
    pack = np.array(deal_pack(rules, players, options), dtype=np.int64)
    if decks is None:
        rows, scripted = np.zeros((1, pack.shape[0]), np.int8), False
    else:
        rows = np.asarray(decks, dtype=np.int8)
        if rows.shape != (deals, pack.shape[0]):
            raise ValueError(f"decks must have shape ({deals}, {pack.shape[0]}) for {rules} with {players} players")
        bad = _first_bad_row(rows, pack)
        if bad >= 0:
            raise ValueError(f"decks[{bad}] is not a permutation of the {pack.shape[0]}-card pack")
        scripted = True
    losses = np.zeros((deals, players), np.int8)
    cards = np.zeros((deals, players), np.int8)
    held = np.zeros((deals, players), np.int8)
    s = np.uint64(seed & 0xFFFFFFFFFFFFFFFF)  # any integer seed, one compiled signature
    t = strategy_table
    if rules == "campli":
        _campli(players, pack, t.exchange, t.insure, t.accept, tokens, deals, s, rows, scripted, losses, cards, held)
    elif rules == "lu-stu":
        o: Any = opts
        gains = np.zeros((deals, players), np.int8)
        _lustu(players, pack, t.exchange, t.insure, t.accept, tokens, o.inn_offers, o.reentry, deals, s, rows,
               scripted, losses, gains, cards, held)  # fmt: skip
        return Outcomes(rules=rules, losses=losses, cards=cards, held=held, gains=gains)
    else:
        o = opts
        auto = o is not None and o.cuckoo_rule == "auto" and o.cuckoo_declare != "manual"
        may_declare = not auto
        rule = REVEAL_CODES["lowest"]
        if o is not None:
            rule = REVEAL_CODES[_reveal_rule(o)]
        void = bool(o is not None and o.void)
        anti = bool(o is not None and o.anti_cuckoo)
        double = bool(o is not None and o.double)
        _cambio(players, pack, t.exchange, t.declare, deals, s, rows, scripted, losses, cards, held,
                auto, may_declare, rule, void, anti, double)  # fmt: skip
    return Outcomes(rules=rules, losses=losses, cards=cards, held=held)


def _reveal_rule(o: Any) -> str:
    """The engine's reveal rule of options ``o`` (``CucuMatch._reveal_rule``)."""
    for name, rule in (("anti_cuckoo", "highest"), ("second_high_low", "second"), ("high_low", "high-low"),
                       ("two_losers", "two-lowest"), ("lion", "second-lowest")):  # fmt: skip
        if getattr(o, name):
            return rule
    return "lowest"


@dataclass(frozen=True)
class MatchOutcomes:
    """Whole matches, by player: index ``i`` is ``players[i]`` of the engine (``players[0]`` deals first)."""

    rules: str
    tokens: np.ndarray  # (matches, players) int64: the tokens held at the end
    out: np.ndarray  # (matches, players) bool: out of the game at the end (every loser of a finished match)
    winner: np.ndarray  # (matches,) int64: the winner's index, -1 if ``max_deals`` ran out first
    deals: np.ndarray  # (matches,) int64: deals played
    reentry_paid: np.ndarray  # (matches, players) int64: what each player paid into the pool to re-enter
    deal_losses: np.ndarray | None = None  # (matches, max_deals, players) int8: tokens lost per deal (scripted decks)
    sets: np.ndarray | None = None  # (matches,) int64: Cambio and BGA: sets begun

    def win_rate(self) -> np.ndarray:
        """The share of matches each player won."""
        n = self.tokens.shape[1]
        return np.asarray([(self.winner == p).mean() for p in range(n)])


def simulate_matches(
    rules: str,
    players: int,
    strategy_table: StrategyTable,
    matches: int,
    seed: int = 0,
    *,
    tokens: int = 3,
    stake: int = 1,
    reentry: bool = True,
    inn_offers: int = 3,
    max_deals: int = 1000,
    decks: np.ndarray | None = None,
    options: dict[str, Any] | None = None,
) -> MatchOutcomes:
    """Play ``matches`` whole matches of ``rules`` (``campli``) in compiled code.

    Tokens are carried from deal to deal; a player at no token is out at the end of the deal and
    re-enters at once (paying ``stake`` doubled per earlier elimination) while a virgin (a player
    who has lost no token) is in, as :class:`TableBot` always does; everybody out at once
    re-enters free; the deal passes to the next player in; the last player in wins.  The table's
    row ``s`` is the ``s``-th player in the deal's order of play (the dealer last), as ``TableBot``
    reads it.  ``decks`` (``matches`` x ``max_deals`` x 40) scripts every deal's pack: the
    match then follows the engine's match with ``shuffles`` the same lists, deal for deal.
    """
    if rules in ("cambio", "bga"):
        return _cambio_family_matches(rules, players, strategy_table, matches, seed, max_deals, decks, options)
    if rules not in ("campli", "lu-stu"):
        raise ValueError(f"simulate_matches plays whole matches of campli, lu-stu, cambio and bga; got {rules!r}")
    _check(rules, players, strategy_table, 0)
    for name, v, lo, hi in (("matches", matches, 0, 1 << 40), ("tokens", tokens, 1, 20), ("stake", stake, 1, 1000),
                            ("max_deals", max_deals, 1, 1 << 20)):  # fmt: skip
        if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
            raise ValueError(f"{name} must be an integer from {lo} to {hi}, got {v!r}")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError(f"seed must be an integer, got {seed!r}")
    pack = np.array(deal_pack(rules, players), dtype=np.int64)
    if decks is None:
        rows, scripted = np.zeros((1, 1, pack.shape[0]), np.int8), False
    else:
        rows = np.asarray(decks, dtype=np.int8)
        if rows.shape != (matches, max_deals, pack.shape[0]):
            raise ValueError(
                f"decks must have shape ({matches}, {max_deals}, {pack.shape[0]}) (matches, max_deals, pack)"
            )
        bad = _first_bad_row(rows.reshape(-1, pack.shape[0]), pack)
        if bad >= 0:
            raise ValueError(f"decks[{bad // max_deals}, {bad % max_deals}] is not a permutation of the pack")
        scripted = True
    count = np.zeros((matches, players), np.int64)
    out = np.zeros((matches, players), np.bool_)
    winner = np.zeros(matches, np.int64)
    deals = np.zeros(matches, np.int64)
    paid = np.zeros((matches, players), np.int64)
    dloss = np.zeros((matches, max_deals, players) if scripted else (1, 1, players), np.int8)
    t = strategy_table
    s = np.uint64(seed & 0xFFFFFFFFFFFFFFFF)
    if rules == "campli":
        _campli_matches(players, pack, t.exchange, t.insure, t.accept, tokens, stake, reentry, matches, max_deals, s,
                        rows, scripted, count, out, winner, deals, paid, dloss)  # fmt: skip
    else:
        _lustu_matches(players, pack, t.exchange, t.insure, t.accept, tokens, stake, reentry, inn_offers, matches,
                       max_deals, s, rows, scripted, count, out, winner, deals, paid, dloss)  # fmt: skip
    return MatchOutcomes(rules, count, out, winner, deals, paid, dloss if scripted else None)


def reference_match(
    rules: str,
    players: int,
    table: StrategyTable,
    seed: int,
    *,
    tokens: int = 3,
    stake: int = 1,
    reentry: bool = True,
    inn_offers: int = 3,
    decks: list[list[int]],
    options: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """A whole reference-engine match, every player a :class:`TableBot`, shuffle ``k``'s pack
    ``decks[k]`` (Campli, Lu Stù: deal ``k``; Cambio, BGA: set ``k``); the fields of
    :class:`MatchOutcomes` for this match (``deal_losses`` by deal; Cambio and BGA: 1 for a loser,
    ``sets``, and ``reshuffled``: whether the discards were reshuffled, which a script cannot fix)."""
    from taverna.cards.cuckoo import card_str
    from taverna.games import create_match

    _check(rules, players, table, 0)
    names = [f"P{i}" for i in range(players)]
    cambio = rules in ("cambio", "bga")
    if cambio:
        options = dict(options or {})
    else:
        options = {"tokens": tokens, "stake": stake, "reentry": reentry}
        if rules == "lu-stu":
            options["inn_offers"] = inn_offers
    shuffles = [[card_str(c) for c in deck] for deck in decks]
    m: Any = create_match("cucu", rules=rules, players=names, options=options, seed=seed, shuffles=shuffles)
    bot = TableBot(table)
    rng = Rng(seed).fork(0x7AB1E)
    from taverna.core.errors import BadRecord

    cut = False
    try:
        while not m.finished:
            acted = False
            for q in m.to_act():  # a Cuckoo declared first, as in reference_deal
                legal = m.legal_actions(q)
                if any(a.word == "declare" for a in legal):
                    d = bot.choose_optional(m.view(q), legal, rng)
                    if d is not None:
                        m.apply(q, d)
                        acted = True
                        break
            if acted:
                continue
            for q in m.waiting_for():
                legal = m.legal_actions(q)
                if not legal or all(a.word in ("propose", "declare") for a in legal):
                    continue
                m.apply(q, bot.choose(m.view(q), legal, rng))
                acted = True
                break
            if not acted:  # pragma: no cover - somebody always has a decision
                raise AssertionError("nobody to act")
    except BadRecord:  # the discards reshuffled: the next scripted list is a set's pack, not the discards
        cut = True
    deal_losses: list[dict[str, int]] = []
    paid = dict.fromkeys(names, 0)
    reshuffled = cut
    for e in m.log:
        if e.kind == "deal_start":
            deal_losses.append(dict.fromkeys(names, 0))
        elif e.kind == "token_lost":
            deal_losses[-1][e.data["player"]] += 1
        elif e.kind == "reentered":
            paid[e.data["player"]] += int(e.data["cost"])
        elif e.kind == "result" and cambio:
            for p in e.data["losers"]:
                deal_losses[-1][p] = 1
        elif e.kind == "reshuffle":
            reshuffled = True
    winner = m.winner
    if cambio:
        return {
            "tokens": [m.count[p] for p in names],
            "winner": names.index(winner) if isinstance(winner, str) else -1,
            "deals": len(deal_losses),
            "sets": m.set_no,
            "deal_losses": [[d[p] for p in names] for d in deal_losses],
            "reshuffled": reshuffled,
        }
    return {
        "tokens": [m.count[p] for p in names],
        "out": [p in m.out for p in names],
        "winner": names.index(winner) if isinstance(winner, str) else -1,
        "deals": len(deal_losses),
        "reentry_paid": [paid[p] for p in names],
        "deal_losses": [[d[p] for p in names] for d in deal_losses],
    }


MATCH_OPTIONS = ("chips", "ante", "children_rounds", "max_sets", "length")


def _cambio_family_matches(
    rules: str,
    players: int,
    table: StrategyTable,
    matches: int,
    seed: int,
    max_deals: int,
    decks: np.ndarray | None,
    options: dict[str, Any] | None,
) -> MatchOutcomes:
    """:func:`simulate_matches` for Cambio and BGA (``options``: chips, ante, children-rounds,
    max-sets, BGA's length); ``decks`` (matches x sets x pack) scripts each set's shuffle."""
    from taverna.games.cucu.options import CAMBIO_ONLY, PRESETS

    opts = kernel_options(rules, options)
    preset = PRESETS[rules]
    for name in CAMBIO_ONLY:
        if name not in MATCH_OPTIONS and getattr(opts, name) != getattr(preset, name):
            raise ValueError(
                f"simulate_matches plays {rules} matches with the options {', '.join(MATCH_OPTIONS)} only; "
                f"got {name.replace('_', '-')}"
            )
    _check(rules, players, table, 0)
    if not isinstance(max_deals, int) or isinstance(max_deals, bool) or max_deals < 1:
        raise ValueError(f"max_deals must be a positive integer, got {max_deals!r}")
    pack = np.array(deal_pack(rules, players, options), dtype=np.int64)
    if decks is None:
        rows, scripted = np.zeros((1, 1, pack.shape[0]), np.int8), False
    else:
        rows = np.asarray(decks, dtype=np.int8)
        if rows.ndim != 3 or rows.shape[0] != matches or rows.shape[2] != pack.shape[0]:
            raise ValueError(f"decks must have shape ({matches}, sets, {pack.shape[0]}) (matches, sets, pack)")
        bad = _first_bad_row(rows.reshape(-1, pack.shape[0]), pack)
        if bad >= 0:
            raise ValueError(f"decks[{bad // rows.shape[1]}, {bad % rows.shape[1]}] is not a permutation of the pack")
        scripted = True
    count = np.zeros((matches, players), np.int64)
    winner = np.zeros(matches, np.int64)
    deals = np.zeros(matches, np.int64)
    sets = np.zeros(matches, np.int64)
    dloss = np.zeros((matches, max_deals, players) if scripted else (1, 1, players), np.int8)
    auto = opts.cuckoo_rule == "auto" and opts.cuckoo_declare != "manual"
    s = np.uint64(seed & 0xFFFFFFFFFFFFFFFF)
    _cambio_matches(players, pack, table.exchange, table.declare, auto, rules == "bga", opts.chips, opts.ante,
                    opts.children_rounds, opts.max_sets, matches, max_deals, s, rows, scripted, count, winner, deals,
                    dloss, sets)  # fmt: skip
    return MatchOutcomes(
        rules,
        count,
        np.zeros((matches, players), np.bool_),
        winner,
        deals,
        np.zeros((matches, players), np.int64),
        dloss if scripted else None,
        sets,
    )


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


def shuffled_decks(
    rules: str, players: int, deals: int, seed: int = 0, options: dict[str, Any] | None = None
) -> np.ndarray:
    """``deals`` uniformly shuffled packs of the deal (``deals`` x pack size, int8), reproducible
    from ``seed``: the ``decks`` of :func:`simulate` when two tables must meet the same cards
    (common random numbers)."""
    if not isinstance(deals, int) or deals < 0:
        raise ValueError(f"deals must be a non-negative integer, got {deals!r}")
    pack = np.array(deal_pack(rules, players, options), dtype=np.int8)
    out = np.zeros((deals, pack.shape[0]), np.int8)
    _shuffle_rows(pack, deals, np.uint64(seed & 0xFFFFFFFFFFFFFFFF), out)
    return out


def warm_up() -> None:
    """Compile (or load from numba's cache) the kernels with a one-deal run and a one-match run."""
    for rules in KERNEL_RULES:
        simulate(rules, 2, threshold_table(2, 0), 1, 0)
        simulate(rules, 2, threshold_table(2, 0), 1, 0, decks=shuffled_decks(rules, 2, 1))
        simulate_matches(rules, 2, threshold_table(2, 0), 1, 0)


# ===================================================================== the same table in the engine
def seat_of(view: dict[str, Any]) -> int:
    """The viewer's seat: its place in the deal's order of play (0 first, the dealer last)."""
    order = list(view.get("order") or [])
    return order.index(view["viewer"])


def context_of(view: dict[str, Any]) -> int:
    """What the viewer has seen of this deal, read from the view's log (this deal's events)."""
    me = view["viewer"]
    asked = False
    for e in reversed(view.get("log") or []):
        kind = e.get("kind")
        if kind == "deal_start":
            break
        if kind == "exchanged" and e.get("b") == me:
            return CTX_RECEIVED
        if kind == "asked" and e.get("target") == me:
            asked = True
    return CTX_ASKED if asked else CTX_QUIET


class TableBot:
    """A strategy table played in the reference engine, seeing only ``view(player)``.

    It follows the bot protocol of :mod:`taverna.bots` (``choose``, ``choose_optional``); the
    draws for probabilities strictly between 0 and 1 come from the ``rng`` it is given.  It never
    proposes a split of the pool and always re-enters (only later deals need either).
    """

    name = "table"

    def __init__(self, table: StrategyTable) -> None:
        self.table = table

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        words = {a.word: a for a in legal}
        seat = seat_of(view)
        card = parse_card(view["card"]) if view.get("card") is not None else None
        if "exchange" in words and "keep" in words and card is not None:
            p = float(self.table.exchange[seat, card + 4, context_of(view)])
            return words["exchange"] if _py_chance(rng, p) else words["keep"]
        if "insure" in words and card is not None:
            return words["insure"] if _py_chance(rng, float(self.table.insure[seat, card + 4])) else words["keep"]
        if "offer" in words and card is not None:  # Lu Stù's Inn: offer one coin (the table's insure column)
            if _py_chance(rng, float(self.table.insure[seat, card + 4])):
                return Action("offer", {"money": 1})
            return words["keep"]
        if "accept" in words and "refuse" in words and view.get("phase") == "inn-host":
            return words["accept"] if _py_chance(rng, float(self.table.accept[seat])) else words["refuse"]
        if "reenter" in words:
            return words["reenter"]
        for w in ("exchange", "keep", "decline", "pass", "refuse"):
            if w in words:
                return words[w]
        return legal[0]

    def choose_optional(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action | None:
        words = {a.word: a for a in legal}
        holds_cuckoo = view.get("card") is not None and parse_card(view["card"]) == CUCKOO
        if "declare" in words and holds_cuckoo and _py_chance(rng, float(self.table.declare[seat_of(view)])):
            return words["declare"]
        return None


def reference_deal(
    rules: str,
    players: int,
    table: StrategyTable,
    seed: int,
    *,
    tokens: int = 3,
    deck: list[int] | None = None,
    options: dict[str, Any] | None = None,
    gains: bool = False,
) -> Any:
    """The first deal of a fresh reference-engine match, every seat played by :class:`TableBot`.

    Returns ``(losses, cards)`` by seat in order of play, as :func:`simulate` does for one deal
    (``(losses, cards, gains)`` with ``gains``: tokens gained, Lu Stù).  ``deck`` (card ranks,
    the dealing end first) scripts the engine's shuffle; ``options`` are the engine's options.
    """
    from taverna.cards.cuckoo import card_str
    from taverna.games import create_match

    double_pack = bool(options) and bool(kernel_options(rules, options).double_pack)
    _check(rules, players, table, 1, double_pack)
    names = [f"P{i}" for i in range(players)]
    options = dict(options or {})
    if rules in ("campli", "lu-stu") and tokens != 3:
        options["tokens"] = tokens
    shuffles = [[card_str(c) for c in deck]] if deck is not None else None
    m: Any = create_match("cucu", rules=rules, players=names, options=options, seed=seed, shuffles=shuffles)
    # the first deal's order (a deal may end before anyone acts: BGA's Cucco shown at once)
    order = next(list(e.data["order"]) for e in m.log if e.kind == "deal_start")
    bot = TableBot(table)
    rng = Rng(seed).fork(0x7AB1E)
    scanned = 0
    result: dict[str, Any] | None = None
    reveal: dict[str, Any] = {}
    token_losses = {p: 0 for p in names}
    token_gains = {p: 0 for p in names}
    while result is None:
        for e in m.log[scanned:]:
            if e.kind == "token_lost":
                token_losses[e.data["player"]] += 1
            elif e.kind == "token_gained":
                token_gains[e.data["player"]] += 1
            elif e.kind == "reveal":
                reveal = dict(e.data["cards"])
            elif e.kind == "result":
                result = dict(e.data)
                break
        scanned = len(m.log)
        if result is not None:
            break
        acted = False
        for q in m.to_act():
            legal = m.legal_actions(q)
            if any(a.word == "declare" for a in legal):
                a = bot.choose_optional(m.view(q), legal, rng)
                if a is not None:
                    m.apply(q, a)
                    acted = True
                    break
        if acted:
            continue
        p = m.waiting_for()[0]
        m.apply(p, bot.choose(m.view(p), m.legal_actions(p), rng))
    if rules in ("campli", "lu-stu"):
        losses = [token_losses[p] for p in order]
    else:
        losers = set(result["losers"])
        losses = [1 if p in losers else 0 for p in order]
    cards = [parse_card(reveal[p]) if p in reveal else NO_CARD for p in order]
    if gains:
        return losses, cards, [token_gains[p] for p in order]
    return losses, cards


def reference_outcomes(
    rules: str, players: int, table: StrategyTable, deals: int, seed: int = 0, *, tokens: int = 3
) -> Outcomes:
    """:func:`reference_deal` for ``deals`` fresh matches (seeds ``seed``, ``seed + 1``, ...)."""
    losses = np.zeros((deals, players), np.int8)
    cards = np.zeros((deals, players), np.int8)
    for d in range(deals):
        lo, ca = reference_deal(rules, players, table, seed + d, tokens=tokens)
        losses[d] = lo
        cards[d] = ca
    return Outcomes(rules=rules, losses=losses, cards=cards)


def _py_chance(rng: Rng, p: float) -> bool:
    if p >= 1.0:
        return True
    if p <= 0.0:
        return False
    return rng.random() < p


__all__ = [
    "CTX_ASKED",
    "CTX_QUIET",
    "CTX_RECEIVED",
    "KERNEL_RULES",
    "NO_CARD",
    "MatchOutcomes",
    "Outcomes",
    "StrategyTable",
    "TableBot",
    "context_of",
    "deal_pack",
    "kernel_options",
    "reference_deal",
    "reference_match",
    "reference_outcomes",
    "seat_of",
    "shuffled_decks",
    "simulate",
    "simulate_matches",
    "threshold_table",
    "warm_up",
]
