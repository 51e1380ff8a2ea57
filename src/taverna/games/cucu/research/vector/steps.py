"""The kernel's rules as steps the batched environment calls one at a time: Campli's comparison, exchange and Gnaf,
Lu Stù's Cat and comparison, the end of a pagat match's deal (eliminations, re-entries), BGA's Cucco, Cambio's
request and what meets it, and a Cambio or BGA match's sets and rounds.

They are the kernel's own code (:mod:`taverna.games.cucu.research.kernel`: ``_campli_deal``, ``_lustu_deals``,
``_cambio``, ``_cambio_round``, the match loops), taken out as functions.  The kernel keeps them written out in its
loops: there a call, even one numba inlines, cost Campli's single deals 3× (8.4 to 2.8 million deals a second, six
players: the arrays passed became reference-count updates inside the loop), and Lu Stù's and Cambio's about 1.5-2×
(``docs/research.md``).  Both are checked against the engine: the kernel by its tests, these by
``tests/research/cucu/test_vector_engine.py``, decision by decision.
"""

from __future__ import annotations

from numba import njit

from taverna.cards.cuckoo import CAT, CUCKOO, FOOL, HORSE, INN, MAN
from taverna.games.cucu.research.kernel.base import _below
from taverna.games.cucu.research.kernel.cambio import _after_in, _before_in, _refill
from taverna.games.cucu.research.kernel.lustu import _lose_lustu

# a Cambio or BGA match's scalars (``ms``): the pool, the set and round numbers, who leads the next
# set and whether as its dealer, BGA's starter, the dealer
MS_POOL, MS_SET, MS_ROUND, MS_LEADER, MS_AS_DEALER, MS_STARTER, MS_DEALER = range(7)
NMS = 7


@njit(cache=True, inline="always")
def _campli_losers(n, hand, dead, obj_card, delta):  # type: ignore[no-untyped-def]
    """Campli's comparison: ``delta[p]`` -1 for each loser (the lowest card, ties all; the Matto
    ties the lowest, two Matti are worth 14 1/2; the Cuckoo never loses); dead cards are out of it."""
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


@njit(cache=True, inline="always")
def _campli_swap(r, t, hand, obj_tlen, obj_tg, obj_tr, got):  # type: ignore[no-untyped-def]
    """The exchange of ``r``'s and ``t``'s cards, written into each card object's path (the Gnaf
    undoes it); ``t`` received its card."""
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


@njit(cache=True, inline="always")
def _gnaf(r, hand, obj_tlen, obj_tg, obj_tr, path_g, path_r):  # type: ignore[no-untyped-def]
    """Campli's Gnaf met by exchanger ``r``: its card's exchanges undone, newest first, back along the
    path the card came (``obj_tg``/``obj_tr``: each card object's exchanges, giver and receiver)."""
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


@njit(cache=True, inline="always")
def _lustu_cat(r, obj_card, obj_bought, hand, tokens, lostn, dead, out, got, virgin, paid, rs, tokens0, reentry, n):  # type: ignore[no-untyped-def]
    """Lu Stù's Cat met by exchanger ``r`` (its token already lost): the reverse exchanges to the
    left, each card passing on until a Cuckoo, an unbought Inn, the first seat or a Hunter or Cat
    (a token lost again) stops them.  Returns the players put out."""
    nout = 0
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
    return nout


@njit(cache=True, inline="always")
def _lustu_compare(n, cut, obj_card, hand, tokens, lostn, gain, dead, out, ins_g, ins_h, nins, moves):  # type: ignore[no-untyped-def]
    """The end of a Lu Stù deal (``cut``: the last opponent went out, no comparison): ``moves`` and
    ``gain`` (zero before) by the comparison and the innkeepers who drank, then paid: ``tokens``
    gained and lost (``lostn`` counts the losses)."""
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


@njit(cache=True, inline="always")
def _pagat_settle(lustu, n, m, ordr, count, out, virgin, newly, queue, tokens0, stake, reentry, paid, ctr):  # type: ignore[no-untyped-def]
    """The end of a deal of a pagat match (Campli; ``lustu``: Lu Stù) among the ``m`` players
    ``ordr`` (in order of play) with the counts ``count`` by player: the eliminations, the free
    re-entry of everybody when nobody is left, else the re-entries (always taken) while a virgin is
    in, each paid into ``paid`` in stakes doubled per earlier elimination (Campli: ``ctr[0]`` counts
    them) or re-entry (Lu Stù).  Returns the players in."""
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
        return n
    possible = False
    for v in range(n):
        if virgin[v] and not out[v]:
            possible = True
    nq = 0
    for i in range(nnew):
        if not lustu:
            ctr[0] += 1
        if reentry and possible:
            queue[nq] = newly[i]
            nq += 1
    for j in range(nq):  # the re-entries, the cost doubling per elimination (Lu Stù: per re-entry)
        p = queue[j]
        if lustu:
            paid[p] += stake * 2 ** ctr[0]
            ctr[0] += 1
        else:
            paid[p] += stake * 2 ** (ctr[0] - (nq - j))
        count[p] = tokens0
        out[p] = False
        nalive += 1
    return nalive


@njit(cache=True, inline="always")
def _cucco_due(n, pos, lost, hand, obj_card, obj_first):  # type: ignore[no-untyped-def]
    """BGA: the Cucco is shown (the deal ends) before turn ``pos``, two places before its dealt
    holder (with two players: before the first turn, when the first player was dealt it)."""
    for h in range(n):
        if lost[h] or obj_card[hand[h]] != CUCKOO or obj_first[hand[h]] != h:
            continue
        if h == 0:
            if n == 2 and pos == 0:
                return True
        elif pos == max(h - 2, 0):
            return True
    return False


@njit(cache=True, inline="always")
def _cambio_target(r, n, lost, hand, obj_card, asked):  # type: ignore[no-untyped-def]
    """Player ``r``'s request, passed on by the Horse and the House (each holder asked), to its target;
    -1: the deck (the dealer's own exchange, or a request passed on past the dealer).  Players who
    lost in the exchanges are no target."""
    dealer = n - 1
    if r == dealer:
        return -1
    t = r + 1
    while t < n and lost[t]:
        t += 1
    while True:
        if t >= n:
            return -1
        asked[t] = True
        ct = obj_card[hand[t]]
        if ct == HORSE or ct == INN:  # noqa: SIM109 - the Horse and the House pass it on
            if t == dealer:
                return -1
            t += 1
            while t < n and lost[t]:
                t += 1
            continue
        return t


@njit(cache=True, inline="always")
def _cambio_meet(r, t, lost, hand, obj_card, obj_first, obj_deck, got):  # type: ignore[no-untyped-def]
    """``r``'s request met by ``t``'s card: the Man (the requester loses), the Cat (the first holder
    of the requester's card loses), else the exchange (the Clown: whoever receives it loses)."""
    ct = obj_card[hand[t]]
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


@njit(cache=True)
def _cambio_match_over(n, ms, count, excused, ante, max_sets):  # type: ignore[no-untyped-def]
    """Before a new set: the match ends (the sets played, or a player who has nothing or cannot
    pay the ante and is not excused)."""
    if max_sets and ms[MS_SET] >= max_sets:
        return True
    for p in range(n):
        if count[p] == 0 or (not excused[p] and count[p] < ante):
            return True
    return False


@njit(cache=True)
def _cambio_begin_set(n, ms, count, excused, out, ante, pack, state, deck, dk, dn, row, scripted):  # type: ignore[no-untyped-def]
    """A new set: the antes into the pool (not from the excused), everybody in, the pack (``row``
    when ``scripted``, else shuffled) as the deck, the discards empty, the dealer."""
    npack = pack.shape[0]
    ms[MS_SET] += 1
    ms[MS_ROUND] = 0
    for p in range(n):
        out[p] = False
        if not excused[p]:
            paid = min(ante, count[p])
            count[p] -= paid
            ms[MS_POOL] += paid
        excused[p] = False
    dn[0] = 0
    dk[0] = 0
    dk[1] = npack
    if scripted:
        for i in range(npack):
            deck[i] = row[i]
    else:
        for i in range(npack):
            deck[i] = pack[i]
        for i in range(npack - 1, 0, -1):
            j = _below(state, i + 1)
            c = deck[i]
            deck[i] = deck[j]
            deck[j] = c
    leader = ms[MS_LEADER]
    ms[MS_DEALER] = leader if ms[MS_AS_DEALER] else _before_in(leader, out, n)


@njit(cache=True)
def _cambio_begin_round(n, ms, out, ordr, bga, state, deck, dk, disc, dn, scripted, flag):  # type: ignore[no-untyped-def]
    """The next round of the set: the dealer (passed on if out), ``ordr`` the players in from the
    dealer's next one round to the dealer; BGA's starter, and its discards reshuffled before a deal
    the deck cannot complete (a scripted match cannot follow: ``flag[0]``).  Returns how many play."""
    dealer = ms[MS_DEALER]
    if out[dealer]:
        dealer = _after_in(dealer, out, n)
        ms[MS_DEALER] = dealer
    m = 0
    for k in range(1, n + 1):
        q = (dealer + k) % n
        if not out[q]:
            ordr[m] = q
            m += 1
    ms[MS_ROUND] += 1
    if bga:
        ms[MS_STARTER] = ordr[0]
        if dk[1] < m:  # BGA: the discards reshuffled before a deal the deck cannot complete
            if scripted:
                flag[0] = 1
            else:
                _refill(state, deck, dk, disc, dn)
    return m


@njit(cache=True)
def _cambio_end_round(n, m, ms, ordr, lose, shown, lost, count, out, excused, lastl, bga, children):  # type: ignore[no-untyped-def]
    """After a round of ``m`` players ``ordr`` (``lose`` by seat; ``shown``: lost at the reveal,
    ``lost``: in the exchanges): the children's rounds pay the round number (short: all they have in
    BGA, out), the adults' losers go out; one player left (or none) ends the set: the last takes the
    pool and leads the next, or the last losers are excused (the rulebook).  Otherwise the deal
    passes on.  Returns True when the set ended."""
    anyshown = False
    for k in range(m):
        if shown[k]:
            anyshown = True
    round_no = ms[MS_ROUND]
    adults = round_no > children
    for p in range(n):
        lastl[p] = False
    for k in range(m):
        if shown[k] if anyshown else lost[k]:
            lastl[ordr[k]] = True
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
            ms[MS_POOL] += round_no
        else:
            if bga:  # BGA: all they have
                ms[MS_POOL] += count[p]
                count[p] = 0
            out[p] = True
    nalive = 0
    last = -1
    for p in range(n):
        if not out[p]:
            nalive += 1
            if last < 0:
                last = p
    if nalive <= 1:
        if nalive == 1:
            count[last] += ms[MS_POOL]
            ms[MS_POOL] = 0
            ms[MS_LEADER] = last
            ms[MS_AS_DEALER] = not bga
        else:
            for p in range(n):  # the rulebook's FAQ excuses the last losers; BGA does not
                excused[p] = lastl[p] and not bga
            if bga:  # the player after the last starter starts the next set
                ms[MS_LEADER] = (ms[MS_STARTER] + 1) % n
                ms[MS_AS_DEALER] = False
            else:  # "the player on the right of the previous dealer" deals it
                ms[MS_LEADER] = (ms[MS_DEALER] + 1) % n
                ms[MS_AS_DEALER] = True
        return True
    if bga:
        ns = _after_in(ms[MS_STARTER], out, n)
        ms[MS_DEALER] = _before_in(ns, out, n)
    else:
        ms[MS_DEALER] = _after_in(ms[MS_DEALER], out, n)
    return False
