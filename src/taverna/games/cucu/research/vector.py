"""A batched Cucù environment in compiled code: many deals or whole matches stepped at once, Gymnasium's ``VectorEnv`` shape.

>>> env = CucuVectorEnv(4096, rules="campli", players=4, seed=1)            # or mode="match"
>>> obs, infos = env.reset()
>>> actions = np.random.default_rng(0).integers(0, 2, env.num_envs)   # 0 keep, 1 exchange
>>> obs, rewards, terminations, truncations, infos = env.step(actions)

Rule sets (:data:`RULES`): the four of the Cuckoo pack that :mod:`taverna.games.cucu.research.kernel`
plays, ``campli``, ``lu-stu``, ``cambio`` and ``bga``.  (The family's other rule sets, Le Her,
Ranter-Go-Round, Coucou, Gnav and Slabberjan, use the French pack or other packs, lives and
powers that neither the kernel nor this encoding of cards -4..15 knows.)

**Episodes** (``mode``).  ``"deal"`` (the default): each of the ``num_envs`` environments plays
**one deal** at a time, the first deal of a fresh match (Campli, Lu Stù: every player with its
tokens; Cambio, BGA: the first round of a set), seats numbered in order of play (seat 0 acts
first, seat ``players - 1`` is the dealer).  ``"match"``: a **whole match**, deal after deal
until it ends by its own rule, as the engine plays it.  Campli and Lu Stù: tokens carried over,
dead cards, eliminations (Lu Stù's at once in the exchanges), re-entries while a virgin is in
(always taken, at the cost the rules double), everybody out re-entering free, the deal passing
to the next player in, until one player is left.  Cambio and BGA: sets of rounds with the deck
carried over (the discards reshuffled when it runs out; BGA's before a deal it cannot complete),
the antes, the children's rounds paying the round number and the adults' time putting losers out
of the set, the last player in taking the pool and leading the next set (the rulebook excusing
the last losers of a set nobody won), until the sets are played (``max-sets``, BGA's ``length``)
or a player cannot pay the ante.  Each deal is among the players in, seats again in its order of
play.  The rules between deals are the kernel's (:func:`~taverna.games.cucu.research.kernel.simulate_matches`,
checked against the engine there), called from here.  When an episode ends the environment starts
the next one at once, on newly shuffled packs, in the same call (Gymnasium's
``AutoresetMode.SAME_STEP``): the observation returned for an ended episode is the first decision
of the next.  A deal in which nobody decides (BGA's Cucco shown before the first turn) is passed
over: in deal mode the next deal is dealt at once; in a match it is played as the engine plays it.

**Who acts.**  One agent plays every seat in turn (``agent_seats="all"``, the only mode; a
self-play learner reads the acting seat from the observation and ``infos["seat"]``, and its
player, the index in the match's players with ``players[0]`` dealing first, from
``infos["player"]``).  Every step is one keep/exchange decision of the seat whose turn it is, so
every observation asks for an action and both actions are always legal (``infos["action_mask"]``
is all ones, as the engine's legal actions are then exactly keep and exchange).  The other choices
of the rules are fixed: in Cambio nobody declares a Cuckoo (it is exchanged like any card; BGA
shows it itself); in Campli an exchanger whose request meets the Taverna never asks for insurance
and in Lu Stù never makes an offer (both keep their cards; Lu Stù's innkeeper "drinks"); every
re-entry is taken and nobody proposes a split of the pool.  Everything else (Cucù, Bum or
Hunter, Salta, Gnaf or Lu Stù's Cat, the dealer's exchange with the pack, dead cards, the Matto;
in Cambio and BGA the Man, Horse, House, Cat, Clown and the deck) is played as the engine plays it.

**Rewards.**  ``rewards[i]`` is 0 until the episode ends; at the step that ends it, it is the
result of the seat (player, in a match) that took that last decision, and
``infos["final_rewards"]`` (``num_envs`` x ``players``) holds every result on that step (zeros
on other steps): a deal's by seat, the tokens gained less those lost (Campli, Lu Stù) or -1 for a
loser (Cambio, BGA); a match's by player, the engine's returns: Campli's and Lu Stù's money (minus
the stake and the re-entries paid, plus the pool for the winner: zero-sum), Cambio's and BGA's
chips won or lost (a pool left when the match ends is nobody's).  A self-play learner credits each
decision with its entry.  ``terminations[i]`` is True on that step; nothing is ever truncated.

**Observation** (float32, ``25 + players`` values, 2 more in a match; :func:`obs_names` names them):

* 0..19: the card held, one-hot by rank (-4 Matto/Clown ... 15 Cucù);
* 20..20+players-1: the acting seat, one-hot (0 first, the dealer last);
* then 3: what the seat has seen of the deal, one-hot: nothing (quiet), it received its card
  from an exchanger, a request reached it but nothing was exchanged (the kernel's contexts);
* then 2: the exchanges asked so far in the deal, and the players out of it so far (Campli,
  Lu Stù: dead cards; Cambio, BGA: losers in the exchanges), each divided by ``players``;
* a match only: the acting player's tokens (chips) divided by those a player starts with, and the
  players in the deal divided by ``players``.

``options`` (:data:`OPTIONS`): the engine's ``tokens``, ``stake``, ``reentry`` and ``remove-matto``
(Campli, Lu Stù); ``chips``, ``ante``, ``children-rounds``, ``max-sets`` (Cambio, BGA) and BGA's ``length``.
:meth:`CucuVectorEnv.reset` accepts ``options={"decks": array}`` (card ranks, the dealing end
first, as the engine's ``shuffles=``; ``num_envs`` x pack size for deals, ``num_envs`` x packs x
pack size for matches, taken in turn as the engine takes them: one a deal in Campli and Lu Stù,
one a set and one for each reshuffle of the whole pack in Cambio and BGA): the first episode of
every environment is then played on those packs (later packs are shuffled at random).  ``tests/research/cucu/test_vector_engine.py`` checks, on such packs,
that every decision's player, seat, mask and observation and every reward equal the engine's.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv
from numba import njit

from taverna.cards.cuckoo import CAT, CUCKOO, FOOL, HORSE, INN, MAN
from taverna.games.cucu.research.kernel import KERNEL_RULES, PLAYER_LIMITS, deal_pack, kernel_options
from taverna.games.cucu.research.kernel.base import NO_CARD, _first_bad_row, _next64
from taverna.games.cucu.research.kernel.cambio import (
    MS_AS_DEALER,
    MS_STARTER,
    NMS,
    _cambio_begin_round,
    _cambio_begin_set,
    _cambio_end_round,
    _cambio_match_over,
    _cambio_reveal,
    _cucco_due,
    _deck_pop,
)
from taverna.games.cucu.research.kernel.campli import _gnaf, _pagat_settle
from taverna.games.cucu.research.kernel.lustu import _lose_lustu, _lustu_cat, _lustu_compare

RULES = KERNEL_RULES  # the rule sets this module plays: campli, lu-stu, cambio, bga
MODES = ("deal", "match")
KINDS = {"campli": 0, "lu-stu": 1, "cambio": 2, "bga": 3}
# the engine's options it takes: Campli's and Lu Stù's; Cambio's and BGA's that act between rounds
OPTIONS = {
    "campli": ("tokens", "stake", "reentry", "remove-matto"),
    "lu-stu": ("tokens", "stake", "reentry", "remove-matto"),
    "cambio": ("chips", "ante", "children-rounds", "max-sets"),
    "bga": ("chips", "ante", "children-rounds", "max-sets", "length"),
}

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


def obs_size(players: int, mode: str = "deal") -> int:
    return NCARDS + players + NCTX + 2 + (2 if mode == "match" else 0)


def obs_names(players: int, mode: str = "deal") -> list[str]:
    """One name per slot of the observation."""
    return (
        [f"card={r}" for r in range(-4, 16)]
        + [f"seat={s}" for s in range(players)]
        + ["ctx=quiet", "ctx=received", "ctx=asked", "exchanges/players", "out/players"]
        + (["tokens/start", "in/players"] if mode == "match" else [])
    )


# ===================================================================== shared helpers
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


# ===================================================================== Campli and Lu Stù (pagat)
@njit(cache=True, inline="always")
def _pagat_views(s: Any, n: int) -> Any:
    nobj = 3 * n + 4
    cap = 2 * n + 4
    o = HEAD
    obj_card = s[o : o + nobj]
    obj_tlen = s[o + nobj : o + 2 * nobj]
    obj_bought = s[o + 2 * nobj : o + 3 * nobj]  # Lu Stù: an Inn bought (never here: nobody offers)
    o += 3 * nobj
    obj_tg = s[o : o + nobj * cap].reshape((nobj, cap))
    o += nobj * cap
    obj_tr = s[o : o + nobj * cap].reshape((nobj, cap))
    o += nobj * cap
    seat = s[o : o + NSEAT * n].reshape((NSEAT, n))
    o += NSEAT * n
    plr = s[o : o + NPLR * n].reshape((NPLR, n))
    o += NPLR * n
    ins_g = s[o : o + n + 1]
    ins_h = s[o + n + 1 : o + 2 * n + 2]
    return obj_card, obj_tlen, obj_bought, obj_tg, obj_tr, seat, plr, ins_g, ins_h


def _pagat_width(n: int) -> int:
    nobj, cap = 3 * n + 4, 2 * n + 4
    return HEAD + 3 * nobj + 2 * nobj * cap + (NSEAT + NPLR) * n + 2 * (n + 1)


@njit(cache=True)
def _pagat_new_match(n: int, cfg: Any, s: Any) -> None:
    """A fresh match: every player in with ``cfg[C_TOKENS]`` tokens, a virgin; ``players[0]`` deals."""
    plr = _pagat_views(s, n)[6]
    for p in range(n):
        plr[COUNT, p] = cfg[C_TOKENS]
        plr[OUT, p] = 0
        plr[VIRGIN, p] = 1
        plr[PAID, p] = 0
    s[DEALER] = 0
    s[CTR] = 0
    s[ND] = 0


@njit(cache=True)
def _pagat_new_deal(n: int, s: Any, row: Any, decks: Any) -> None:
    """The next deal of the match among the players in, from the dealer's next one round to the dealer;
    its pack ``decks[ND]`` while the first match after a scripted reset has one, else drawn at random."""
    seat, plr = _pagat_views(s, n)[5:7]
    dealer = s[DEALER]
    if plr[OUT, dealer] != 0:  # pragma: no cover - the deal passes to a player in
        for k in range(1, n + 1):
            if plr[OUT, (dealer + k) % n] == 0:
                dealer = (dealer + k) % n
                break
        s[DEALER] = dealer
    m = 0
    for k in range(1, n + 1):
        q = (dealer + k) % n
        if plr[OUT, q] == 0:
            seat[ORDR, m] = q
            seat[TOKENS, m] = plr[COUNT, q]
            seat[SVIRGIN, m] = plr[VIRGIN, q]
            m += 1
    for r in (HAND, LOSTN, DEAD, JUMPED, GOT, ASKED, GAIN, SOUT, SPAID, MOVES):
        seat[r, :] = 0
    seat[HAND, :] = -1
    scripted = s[FIRST] != 0 and s[ND] < decks.shape[0]
    if scripted:
        row[:] = decks[s[ND]]
    s[SCRIPTED] = 1 if scripted else 0
    s[PTR0] = 0
    s[PTR1] = row.shape[0] - 1
    s[PTR2] = row.shape[0]
    s[M] = m
    s[POS] = 0
    s[NO] = 0
    s[NINS] = 0
    s[NOUT] = 0
    s[NEXCH] = 0


@njit(cache=True, inline="always")
def _pagat_card(s: Any, row: Any, rng: Any, obj_card: Any, obj_tlen: Any, obj_bought: Any, from_back: bool) -> Any:
    """A new card object: the next card of the pack."""
    no = s[NO]
    obj_card[no] = _draw(rng, s, row, from_back)
    obj_tlen[no] = 0
    obj_bought[no] = 0
    s[NO] = no + 1
    return no


@njit(cache=True)
def _pagat_advance(n: int, cfg: Any, s: Any, row: Any, rng: Any, o: Any) -> bool:
    """Play on to the next decision (its observation written into ``o``; False) or to the end of
    the deal (the tokens settled; True)."""
    obj_card, obj_tlen, obj_bought, _tg, _tr, seat, _plr, ins_g, ins_h = _pagat_views(s, n)
    hand, dead, got, asked = seat[HAND], seat[DEAD], seat[GOT], seat[ASKED]
    lustu = cfg[C_KIND] == 1
    m = s[M]
    pos = s[POS]
    while pos < m and not (lustu and m - s[NOUT] <= 1):  # (Lu Stù: the last opponent out ends the deal)
        p = pos
        if dead[p] != 0 or seat[JUMPED, p] != 0:
            pos += 1
            continue
        if hand[p] < 0:  # the interleaved deal: a card when play reaches the player
            hand[p] = _pagat_card(s, row, rng, obj_card, obj_tlen, obj_bought, False)
        s[POS] = p
        _write_obs(o, n, obj_card[hand[p]], p, got, asked, dead[:m], s[NEXCH])
        if cfg[C_MATCH] != 0:
            o[NCARDS + n + NCTX + 2] = seat[TOKENS, p] / cfg[C_TOKENS]
            o[NCARDS + n + NCTX + 3] = m / n
        return False
    s[POS] = m
    tokens, lostn = seat[TOKENS, :m], seat[LOSTN, :m]
    if lustu:
        _lustu_compare(m, m - s[NOUT] <= 1, obj_card, hand, tokens, lostn, seat[GAIN], dead, seat[SOUT],
                       ins_g, ins_h, s[NINS], seat[MOVES])  # fmt: skip
        for p in range(m):
            if seat[GAIN, p] > 0 or lostn[p] > 0:
                seat[SVIRGIN, p] = 0
        return True
    # ---- Campli's comparison: dead cards are out of it
    delta = seat[MOVES]
    nf = 0
    for p in range(m):
        if hand[p] >= 0 and dead[p] == 0 and obj_card[hand[p]] == FOOL:
            nf += 1
    low = 1 << 30
    for p in range(m):
        if hand[p] < 0 or dead[p] != 0:
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
    for p in range(m):
        if hand[p] < 0 or dead[p] != 0:
            continue
        c = obj_card[hand[p]]
        if c == FOOL:
            lose = nf == 1 or low == 29
        else:
            lose = 2 * c == low
        if lose and c != CUCKOO:
            delta[p] = 1
    for p in range(m):  # (no insured nulla: nobody insures here)
        if delta[p] > 0 and tokens[p] > 0:
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
    m = s[M]
    if cfg[C_MATCH] == 0:
        for k in range(m):
            final[k] = seat[GAIN, k] - seat[LOSTN, k]
        return True
    lustu = cfg[C_KIND] == 1
    stake = cfg[C_STAKE]
    for k in range(m):
        p = seat[ORDR, k]
        plr[COUNT, p] = seat[TOKENS, k]
        if lustu:
            plr[VIRGIN, p] = seat[SVIRGIN, k]
            plr[PAID, p] += stake * seat[SPAID, k]
            if seat[SOUT, k] != 0:
                plr[OUT, p] = 1
        elif seat[LOSTN, k] > 0:
            plr[VIRGIN, p] = 0
    s[ND] += 1
    nalive = _pagat_settle(lustu, n, m, seat[ORDR], plr[COUNT], plr[OUT], plr[VIRGIN], plr[NEWLY], plr[QUEUE],
                           cfg[C_TOKENS], stake, cfg[C_REENTRY] != 0, plr[PAID], s[CTR : CTR + 1])  # fmt: skip
    if nalive == 1:
        pool = n * stake
        for p in range(n):
            pool += plr[PAID, p]
        for p in range(n):
            final[p] = -stake - plr[PAID, p] + (pool if plr[OUT, p] == 0 else 0)
        return True
    dealer = s[DEALER]
    for k in range(1, n + 1):  # the deal passes to the next player in
        if plr[OUT, (dealer + k) % n] == 0:
            s[DEALER] = (dealer + k) % n
            break
    return False


@njit(cache=True)
def _pagat_act(n: int, cfg: Any, s: Any, row: Any, rng: Any, action: Any) -> None:
    """The pending decision of seat ``s[POS]``: keep (0) or exchange (1)."""
    obj_card, obj_tlen, obj_bought, obj_tg, obj_tr, seat, _plr, ins_g, ins_h = _pagat_views(s, n)
    hand, tokens, lostn, dead, jumped, got, asked = (seat[HAND], seat[TOKENS], seat[LOSTN], seat[DEAD],
                                                     seat[JUMPED], seat[GOT], seat[ASKED])  # fmt: skip
    lustu = cfg[C_KIND] == 1
    m = s[M]
    dealer = m - 1
    p = s[POS]
    s[POS] = p + 1
    if action == 0:
        return
    s[NEXCH] += 1
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
            s[POS] = dealer
            return
        break
    if lustu and (ct == MAN or ct == CAT):  # noqa: SIM109 - the Hunter, the Cat: a token lost, out at the last
        sout, svirgin, spaid, rs, tokens0, reentry = (
            seat[SOUT],
            seat[SVIRGIN],
            seat[SPAID],
            s[CTR : CTR + 1],
            cfg[C_TOKENS],
            cfg[C_REENTRY] != 0,
        )
        s[NOUT] += _lose_lustu(r, tokens, lostn, dead, sout, svirgin, spaid, rs, tokens0, reentry, m)
        if ct == CAT:  # the reverse exchanges to the left
            s[NOUT] += _lustu_cat(r, obj_card, obj_bought, hand, tokens, lostn, dead, sout, got, svirgin, spaid, rs,
                                  tokens0, reentry, m)  # fmt: skip
    elif ct == MAN or ct == CAT:  # noqa: SIM109 - the Bum, the Gnaf: a token lost
        tokens[r] -= 1
        lostn[r] += 1
        if tokens[r] <= 0:
            tokens[r] = 0
            dead[r] = 1
        if ct == CAT:  # the Gnaf: the card's exchanges undone, newest first
            path = np.empty((2, obj_tlen[hand[r]] + 1), np.int64)
            _gnaf(r, hand, obj_tlen, obj_tg, obj_tr, path[0], path[1])
    elif ct == INN and lustu:  # Lu Stù's Inn, no offer made: the innkeeper "drinks"
        ins_g[s[NINS]] = r
        ins_h[s[NINS]] = t
        s[NINS] += 1
    elif ct == CUCKOO or ct == INN:  # noqa: SIM109 - the Cucù arrests; Campli's Taverna, uninsured, keeps
        pass
    else:
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
        got[t] = 1
    s[POS] = t  # the receiver (or the arresting target) decides next


# ===================================================================== Cambio and BGA
@njit(cache=True, inline="always")
def _cambio_views(s: Any, n: int) -> Any:
    nobj = 2 * n + 2
    o = HEAD
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
    o = HEAD + 3 * (2 * n + 2) + 4 * n
    deck = s[o : o + 2 * npack]
    disc = s[o + 2 * npack : o + 4 * npack]
    o += 4 * npack
    dk = s[o : o + 2]
    dn = s[o + 2 : o + 3]
    flag = s[o + 3 : o + 4]
    ms = s[o + 4 : o + 4 + NMS]
    o += 4 + NMS
    plr = s[o : o + NCPLR * n].reshape((NCPLR, n))
    o += NCPLR * n
    seen = s[o : o + NCARDS + 1]
    ranks = s[o + NCARDS + 1 : o + 2 * NCARDS + 2]
    return deck, disc, dk, dn, flag, ms, plr, seen, ranks


def _cambio_width(n: int, npack: int) -> int:
    return HEAD + 3 * (2 * n + 2) + 4 * n + 4 * npack + 4 + NMS + NCPLR * n + 2 * (NCARDS + 1)


@njit(cache=True)
def _cambio_new(n: int, s: Any, row: Any, scripted: bool, rng: Any) -> None:
    """A single deal (deal mode): every player in, a card each from the top of the pack."""
    s[: HEAD + 3 * (2 * n + 2) + 4 * n] = 0
    s[PTR0] = 0
    s[PTR1] = row.shape[0] - 1
    s[PTR2] = row.shape[0]
    s[SCRIPTED] = 1 if scripted else 0
    s[M] = n
    obj_card, obj_first, _obj_deck, hand, _lost, _got, _asked = _cambio_views(s, n)
    for p in range(n):
        obj_card[p] = _draw(rng, s, row, False)
        obj_first[p] = p
        hand[p] = p
    s[NO] = n


@njit(cache=True)
def _cambio_next_round(n: int, cfg: Any, s: Any, row: Any, decks: Any, rng: Any) -> bool:
    """A match's next round, a new set first where the last one ended; each player in gets a card
    from the deck carried over.  In the first match after a scripted reset, the packs of ``decks``
    are taken in turn, as the engine takes its ``shuffles``: a new set's, and the whole pack's
    when the discards are reshuffled at a deal (a reshuffle of fewer cards is drawn at random).
    False: the match is over."""
    deck, disc, dk, dn, flag, ms, plr, _seen, _ranks = _cambio_match_views(s, n, row.shape[0])
    bga = cfg[C_KIND] == 3
    npack = row.shape[0]
    scripted = s[FIRST] != 0 and s[SHUF] < decks.shape[0]
    if s[NEWSET] != 0:
        s[NEWSET] = 0
        if _cambio_match_over(n, ms, plr[COUNT], plr[EXCUSED], cfg[C_ANTE], cfg[C_MAXSETS]):
            return False
        pack = decks[s[SHUF]] if scripted else row
        s[SHUF] += scripted
        _cambio_begin_set(n, ms, plr[COUNT], plr[EXCUSED], plr[OUT], cfg[C_ANTE], pack, rng, deck, dk, dn, pack,
                          scripted)  # fmt: skip
    elif scripted and dk[1] == 0 and dn[0] == npack:  # the whole pack reshuffled: the next scripted pack
        deck[:npack] = decks[s[SHUF]]
        s[SHUF] += 1
        dk[0] = 0
        dk[1] = npack
        dn[0] = 0
    m = _cambio_begin_round(n, ms, plr[OUT], plr[ORDR_C], bga, rng, deck, dk, disc, dn, False, flag)
    obj_card, obj_first, obj_deck, hand, lost, got, asked = _cambio_views(s, n)
    for p in range(m):
        obj_card[p] = _deck_pop(rng, deck, dk, disc, dn, False, flag)
        obj_first[p] = p
        obj_deck[p] = 0
        hand[p] = p
        lost[p] = 0
        got[p] = 0
        asked[p] = 0
    s[M] = m
    s[NO] = m
    s[POS] = 0
    s[NEXCH] = 0
    return True


@njit(cache=True)
def _cambio_advance(n: int, cfg: Any, s: Any, row: Any, rng: Any, o: Any, final: Any) -> bool:
    """Play on to the next decision (False) or to the end of the round: deal mode, ``final`` by
    seat; a match, who lost (the kernel's reveal) and the round's cards to the discards (True)."""
    obj_card, obj_first, obj_deck, hand, lost, got, asked = _cambio_views(s, n)
    m = s[M]
    pos = s[POS]
    while pos < m:
        p = pos
        if lost[p] != 0:
            pos += 1
            continue
        if cfg[C_KIND] == 3 and _cucco_due(m, pos, lost, hand, obj_card, obj_first):  # BGA: the Cucco shown
            break
        s[POS] = p
        _write_obs(o, n, obj_card[hand[p]], p, got, asked, lost[:m], s[NEXCH])
        if cfg[C_MATCH] != 0:
            plr = _cambio_match_views(s, n, row.shape[0])[6]
            o[NCARDS + n + NCTX + 2] = plr[COUNT, plr[ORDR_C, p]] / cfg[C_TOKENS]
            o[NCARDS + n + NCTX + 3] = m / n
        return False
    s[POS] = m
    if cfg[C_MATCH] != 0:
        _deck, disc, _dk, dn, _flag, _ms, plr, seen, ranks = _cambio_match_views(s, n, row.shape[0])
        shown = plr[SHOWN, :m]
        _cambio_reveal(m, lost, hand, obj_card, obj_deck, 0, False, plr[VALS], seen, shown, ranks)
        for p in range(m):
            plr[LOSE, p] = 1 if (lost[p] != 0 or shown[p] != 0) else 0
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
        plr[COUNT, p] = cfg[C_TOKENS]
        plr[EXCUSED, p] = 0
    s[NEWSET] = 1
    s[SHUF] = 0


@njit(cache=True)
def _cambio_end_match_round(n: int, cfg: Any, s: Any, row: Any, decks: Any, rng: Any, final: Any) -> bool:
    """After a match's round (the kernel's :func:`_cambio_end_round`), the next one dealt; at the
    match's end (True) ``final`` by player: the chips won or lost."""
    lost = _cambio_views(s, n)[4]
    _deck, _disc, _dk, _dn, _flag, ms, plr, _seen, _ranks = _cambio_match_views(s, n, row.shape[0])
    s[NEWSET] = _cambio_end_round(n, s[M], ms, plr[ORDR_C], plr[LOSE], plr[SHOWN], lost, plr[COUNT], plr[OUT],
                                  plr[EXCUSED], plr[LASTL], cfg[C_KIND] == 3, cfg[C_CHILDREN])  # fmt: skip
    if _cambio_next_round(n, cfg, s, row, decks, rng):
        return False
    for p in range(n):
        final[p] = plr[COUNT, p] - cfg[C_TOKENS]
    return True


@njit(cache=True)
def _cambio_act(n: int, cfg: Any, s: Any, row: Any, rng: Any, action: Any) -> None:
    obj_card, obj_first, obj_deck, hand, lost, got, asked = _cambio_views(s, n)
    m = s[M]
    dealer = m - 1
    p = s[POS]
    s[POS] = p + 1
    if action == 0:
        return
    s[NEXCH] += 1
    r = p
    deck = p == dealer
    ct = 0
    t = -1
    if not deck:
        t = r + 1
        while t < m and lost[t] != 0:
            t += 1
        while True:
            if t >= m:
                deck = True
                break
            asked[t] = 1
            ct = obj_card[hand[t]]
            if ct == HORSE or ct == INN:  # noqa: SIM109 - the Horse and the House pass it on
                if t == dealer:
                    deck = True
                    break
                t += 1
                while t < m and lost[t] != 0:
                    t += 1
                continue
            break
    if deck:  # the exchange with the deck, each drawn card acting (a match: the deck carried over, discarded)
        match = cfg[C_MATCH] != 0
        pile, disc, dk, dn, flag = _cambio_match_views(s, n, row.shape[0])[:5]
        while True:
            c = _deck_pop(rng, pile, dk, disc, dn, False, flag) if match else _draw(rng, s, row, False)
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
                no = s[NO]
                obj_card[no] = c
                obj_first[no] = r
                obj_deck[no] = 1 if c == FOOL else 0
                hand[r] = no
                s[NO] = no + 1
            break
        return
    if ct == MAN:  # the Man: the requester loses
        lost[r] = 1
    elif ct == CAT:  # the Cat: the first holder of the requester's card loses
        lost[obj_first[hand[r]]] = 1
    else:
        a = hand[r]
        b = hand[t]
        cr = obj_card[a]
        obj_deck[a] = 0
        obj_deck[b] = 0
        hand[r] = b
        hand[t] = a
        got[t] = 1
        if ct == FOOL:  # the Clown: whoever receives it loses
            lost[r] = 1
        if cr == FOOL:
            lost[t] = 1


# ===================================================================== the batch
@njit(cache=True, inline="always")  # (inlined: a call a deal cost Cambio's deals about 5%)
def _start(n: int, cfg: Any, s: Any, row: Any, decks: Any, rng: Any, o: Any, final: Any) -> None:
    """A new episode (a deal, or a whole match) up to its first decision.  A deal that ends before
    anyone decides (BGA's Cucco shown at once) is passed over: the next one is dealt at random.
    ``final``: scratch (``n`` values)."""
    kind = cfg[C_KIND]
    if kind >= 2 and cfg[C_MATCH] != 0:
        while True:  # (a match in which nobody decides, BGA's Cucco shown every round, is passed over)
            _cambio_new_match(n, cfg, s, row)
            ended = not _cambio_next_round(n, cfg, s, row, decks, rng)
            while not ended and _cambio_advance(n, cfg, s, row, rng, o, final):
                ended = _cambio_end_match_round(n, cfg, s, row, decks, rng, final)
            if not ended:
                return
            s[FIRST] = 0
    if kind >= 2:
        scripted = s[FIRST] != 0 and decks.shape[0] > 0
        while True:
            if scripted:
                row[:] = decks[0]
            _cambio_new(n, s, row, scripted, rng)
            if not _cambio_advance(n, cfg, s, row, rng, o, final):
                return
            scripted = False
    _pagat_new_match(n, cfg, s)
    _pagat_new_deal(n, s, row, decks)
    _pagat_advance(n, cfg, s, row, rng, o)  # (a pagat deal always has a first decision)


@njit(cache=True)
def _player(n: int, cfg: Any, s: Any, npack: int) -> Any:
    """The acting seat's player: its index in the match's players (``players[0]`` deals first)."""
    if cfg[C_KIND] >= 2:
        if cfg[C_MATCH] == 0:
            return (s[POS] + 1) % n
        return _cambio_match_views(s, n, npack)[6][ORDR_C, s[POS]]
    nobj = 3 * n + 4
    return s[HEAD + 3 * nobj + 2 * nobj * (2 * n + 4) + ORDR * n + s[POS]]  # (``seat[ORDR, pos]``)


@njit(cache=True)
def _reset_all(n: int, cfg: Any, S: Any, rows: Any, decks: Any, rng: Any, obs: Any, final: Any, who: Any) -> None:
    for e in range(S.shape[0]):
        S[e, :] = 0
        S[e, FIRST] = 1
        _start(n, cfg, S[e], rows[e], decks[e], rng, obs[e], final[e])
        final[e, :] = 0.0
        who[e, 0] = S[e, POS]
        who[e, 1] = _player(n, cfg, S[e], rows.shape[1])


@njit(cache=True)
def _step_all(
    n: int, cfg: Any, S: Any, rows: Any, decks: Any, rng: Any, actions: Any, obs: Any, rew: Any, term: Any,
    final: Any, who: Any,
) -> None:  # fmt: skip
    kind = cfg[C_KIND]
    scratch = np.zeros(n, final.dtype)
    for e in range(S.shape[0]):
        s = S[e]
        row = rows[e]
        me = who[e, 0] if cfg[C_MATCH] == 0 else who[e, 1]  # (the index of the actor's entry in ``final``)
        final[e, :] = 0.0
        if kind >= 2:
            _cambio_act(n, cfg, s, row, rng, actions[e])
            done = False
            while _cambio_advance(n, cfg, s, row, rng, obs[e], final[e]):
                done = cfg[C_MATCH] == 0 or _cambio_end_match_round(n, cfg, s, row, decks[e], rng, final[e])
                if done:
                    break
        else:
            _pagat_act(n, cfg, s, row, rng, actions[e])
            done = False
            while _pagat_advance(n, cfg, s, row, rng, obs[e]):
                done = _pagat_end_deal(n, cfg, s, final[e])
                if done:
                    break
                _pagat_new_deal(n, s, row, decks[e])
        if done:
            rew[e] = final[e, me]
            term[e] = True
            s[FIRST] = 0
            _start(n, cfg, s, row, decks[e], rng, obs[e], scratch)
        else:
            rew[e] = 0.0
            term[e] = False
        who[e, 0] = s[POS]
        who[e, 1] = _player(n, cfg, s, row.shape[0])


class CucuVectorEnv(VectorEnv):
    """``num_envs`` Cucù deals (or whole matches) stepped together in compiled code (see the module docstring)."""

    metadata: dict[str, Any] = {"autoreset_mode": AutoresetMode.SAME_STEP}

    def __init__(
        self,
        num_envs: int,
        rules: str = "campli",
        players: int = 4,
        seed: int | None = None,
        agent_seats: str = "all",
        mode: str = "deal",
        options: dict[str, Any] | None = None,
    ) -> None:
        if not isinstance(num_envs, int) or isinstance(num_envs, bool) or num_envs < 1:
            raise ValueError(f"num_envs must be a positive integer, got {num_envs!r}")
        if rules not in RULES:
            raise ValueError(f"CucuVectorEnv plays the rule sets {', '.join(RULES)}; got {rules!r}")
        if mode not in MODES:
            raise ValueError(f"mode must be 'deal' or 'match', got {mode!r}")
        lo, hi = PLAYER_LIMITS[rules]
        if not isinstance(players, int) or isinstance(players, bool) or not lo <= players <= hi:
            raise ValueError(f"cucu/{rules} is for {lo} to {hi} players, got {players!r}")
        if agent_seats != "all":
            raise ValueError(f"agent_seats must be 'all' (one agent plays every seat in turn), got {agent_seats!r}")
        names = {str(k).replace("_", "-") for k in options or {}}
        allowed = OPTIONS[rules]
        if names - set(allowed):
            raise ValueError(
                f"CucuVectorEnv takes the options {', '.join(allowed) or 'none'} for {rules}; got {', '.join(sorted(names - set(allowed)))}"
            )
        opts = kernel_options(rules, options)  # checked by the engine's rules
        self.num_envs = num_envs
        self.rules = rules
        self.players = players
        self.agent_seats = agent_seats
        self.mode = mode
        self.options = dict(options or {})
        cambio = KINDS[rules] >= 2
        self._cfg = np.array(
            [KINDS[rules], mode == "match", opts.chips if cambio else opts.tokens, opts.stake, bool(opts.reentry),
             opts.ante, opts.children_rounds, opts.max_sets],
            np.int64,
        )  # fmt: skip
        self.pack = np.array(deal_pack(rules, players, options or None), dtype=np.int64)
        width = _cambio_width(players, self.pack.shape[0]) if cambio else _pagat_width(players)
        self._state = np.zeros((num_envs, width), np.int64)
        self._rows = np.tile(self.pack, (num_envs, 1))
        self._decks = np.zeros((num_envs, 0, self.pack.shape[0]), np.int64)
        self._rng = np.zeros(1, np.uint64)
        self._seed_rng(seed)
        size = obs_size(players, mode)
        self._obs = np.zeros((num_envs, size), np.float32)
        self._rew = np.zeros(num_envs, np.float32)
        self._term = np.zeros(num_envs, np.bool_)
        self._trunc = np.zeros(num_envs, np.bool_)
        self._final = np.zeros((num_envs, players), np.float32)
        self._who = np.zeros((num_envs, 2), np.int64)
        self._mask = np.ones((num_envs, 2), np.int8)
        high = np.ones(size, np.float32)
        if mode == "match":
            high[size - 2] = np.inf  # (Lu Stù's two Matti gain tokens)
        self.single_observation_space = spaces.Box(0.0, high, shape=(size,), dtype=np.float32)
        self.single_action_space = spaces.Discrete(2)
        self.observation_space = spaces.Box(0.0, np.tile(high, (num_envs, 1)), shape=(num_envs, size), dtype=np.float32)
        self.action_space = spaces.MultiDiscrete(np.full(num_envs, 2))
        self.obs_names = obs_names(players, mode)
        self._started = False

    def _seed_rng(self, seed: int | None) -> None:
        if seed is None:
            seed = int(np.random.SeedSequence().generate_state(1, np.uint64)[0])
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"seed must be an integer or None, got {seed!r}")
        m = (1 << 64) - 1
        self._rng[0] = np.uint64(((seed & m) * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & m)

    def _infos(self) -> dict[str, Any]:
        return {
            "action_mask": self._mask,
            "seat": self._who[:, 0].copy(),
            "player": self._who[:, 1].copy(),
            "final_rewards": self._final.copy(),
        }

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        """New deals (or matches) in every environment; ``options={"decks": ...}`` scripts their packs."""
        if seed is not None:
            self._seed_rng(seed)
        decks = (options or {}).get("decks")
        size = self.pack.shape[0]
        if decks is None:
            self._decks = np.zeros((self.num_envs, 0, size), np.int64)
        else:
            rows = np.asarray(decks)
            match = self.mode == "match"
            want = "(num_envs, deals, pack size)" if match else "(num_envs, pack size)"
            if rows.ndim != (3 if match else 2) or rows.shape[0] != self.num_envs or rows.shape[-1] != size:
                raise ValueError(f"options['decks'] must have shape {want} = {(self.num_envs, size)}, got {rows.shape}")
            rows = rows.reshape((self.num_envs, -1, size)).astype(np.int64)
            bad = _first_bad_row(rows.reshape((-1, size)), self.pack)
            if bad >= 0:
                raise ValueError(f"options['decks'] row {bad} is not a permutation of the {size}-card pack")
            self._decks = rows
        _reset_all(self.players, self._cfg, self._state, self._rows, self._decks, self._rng, self._obs, self._final,
                   self._who)  # fmt: skip
        self._started = True
        return self._obs.copy(), self._infos()

    def step(self, actions: Any) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        if not self._started:
            raise RuntimeError("call reset() before step()")
        a = np.asarray(actions)
        if a.shape != (self.num_envs,) or not np.issubdtype(a.dtype, np.integer):
            raise ValueError(f"actions must be an integer array of shape ({self.num_envs},), got {a.dtype} {a.shape}")
        if a.size and (a.min() < 0 or a.max() > 1):
            raise ValueError("actions must be 0 (keep) or 1 (exchange)")
        _step_all(self.players, self._cfg, self._state, self._rows, self._decks, self._rng,
                  a.astype(np.int64, copy=False), self._obs, self._rew, self._term, self._final, self._who)  # fmt: skip
        return self._obs.copy(), self._rew.copy(), self._term.copy(), self._trunc.copy(), self._infos()


__all__ = ["MODES", "OPTIONS", "RULES", "CucuVectorEnv", "obs_names", "obs_size"]
