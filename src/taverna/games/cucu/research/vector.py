"""A batched Cucù environment in compiled code: many deals stepped at once, Gymnasium's ``VectorEnv`` shape.

>>> env = CucuVectorEnv(4096, rules="campli", players=4, seed=1)
>>> obs, infos = env.reset()
>>> actions = np.random.default_rng(0).integers(0, 2, env.num_envs)   # 0 keep, 1 exchange
>>> obs, rewards, terminations, truncations, infos = env.step(actions)

Each of the ``num_envs`` environments plays **one deal** of Cucù at a time, the first deal of a
fresh match as :mod:`taverna.games.cucu.research.kernel` plays it (Campli: every player with 3 tokens;
Cambio: the first round of a set), seats numbered in order of play (seat 0 acts first, seat
``players - 1`` is the dealer).  When a deal ends the environment starts the next one at once, on a
newly shuffled pack, in the same call (Gymnasium's ``AutoresetMode.SAME_STEP``): the observation
returned for an ended deal is the first decision of the next deal.

**Who acts.**  One agent plays every seat in turn (``agent_seats="all"``, the only mode; a
self-play learner reads the acting seat from the observation and ``infos["seat"]``).  Every
step is one keep/exchange decision of the seat whose turn it is, so every observation asks for
an action and both actions are always legal (``infos["action_mask"]`` is all ones, kept for
the usual masked-policy code).  The other choices of the rules are fixed, as a table of the
kernel would fix them: in Cambio nobody declares a Cuckoo (it is exchanged like any card); in
Campli an exchanger whose request meets the Taverna never asks for insurance (both keep their
cards).  Everything else (Cucù, Bum, Salta, Gnaf, the dealer's exchange with the pack, dead
cards, the Matto; in Cambio the Man, Horse, House, Cat, Clown and the deck) is played as the
reference engine plays it.

**Rewards.**  ``rewards[i]`` is 0 until the deal ends; at the step that ends it, it is the result
of the seat that took that last decision, and ``infos["final_rewards"]`` (``num_envs`` x
``players``) holds every seat's result on that step (zeros on other steps): minus the tokens
lost (Campli) or -1 for a loser (Cambio).  A self-play learner credits each seat's decisions with
its entry.  ``terminations[i]`` is True on that step; nothing is ever truncated.

**Observation** (float32, ``25 + players`` values, :data:`OBS_NAMES` gives the names):

* 0..19: the card held, one-hot by rank (-4 Matto/Clown ... 15 Cucù);
* 20..20+players-1: the acting seat, one-hot (0 first, ``players - 1`` the dealer);
* then 3: what the seat has seen of the deal, one-hot: nothing (quiet), it received its card
  from an exchanger, a request reached it but nothing was exchanged (the kernel's contexts);
* then 2: the exchanges done so far in the deal, and the players out of it so far (Campli:
  dead cards; Cambio: losers in the exchanges), each divided by ``players``.

:meth:`CucuVectorEnv.reset` accepts ``options={"decks": array}`` (``num_envs`` x pack size,
card ranks, the dealing end first, as the engine's ``shuffles=``): the first deal of every
environment is then played on that pack (later deals are shuffled).  Exact agreement with the
engine on such packs is checked in ``tests/research/cucu/test_vector.py``.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv
from numba import njit

from taverna.cards.cuckoo import CAT, CUCKOO, FOOL, HORSE, INN, MAN
from taverna.games.cucu.research.kernel import PLAYER_LIMITS, deal_pack
from taverna.games.cucu.research.kernel.base import _next64

RULES = ("campli", "cambio")  # the rule sets this module plays (the kernel may play more)

NCARDS = 20
NCTX = 3
CTX_QUIET, CTX_RECEIVED, CTX_ASKED = 0, 1, 2
# per-environment scalars, at the start of its row of the state array
POS, NO, NINS, PTR0, PTR1, PTR2, NEXCH, SCRIPTED = range(8)
HEAD = 8


def obs_size(players: int) -> int:
    return NCARDS + players + NCTX + 2


def obs_names(players: int) -> list[str]:
    """One name per slot of the observation."""
    return (
        [f"card={r}" for r in range(-4, 16)]
        + [f"seat={s}" for s in range(players)]
        + ["ctx=quiet", "ctx=received", "ctx=asked", "exchanges/players", "out/players"]
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
    for q in range(n):
        nout += out[q]
    o[:] = 0.0
    o[card + 4] = 1.0
    o[NCARDS + p] = 1.0
    o[NCARDS + n + ctx] = 1.0
    o[NCARDS + n + NCTX] = nexch / n
    o[NCARDS + n + NCTX + 1] = nout / n


# ===================================================================== Campli
@njit(cache=True)
def _campli_views(s: Any, n: int) -> Any:
    nobj = 2 * n + 2
    cap = 2 * n + 4
    o = HEAD
    obj_card = s[o : o + nobj]
    o += nobj
    obj_tlen = s[o : o + nobj]
    o += nobj
    obj_tg = s[o : o + nobj * cap].reshape((nobj, cap))
    o += nobj * cap
    obj_tr = s[o : o + nobj * cap].reshape((nobj, cap))
    o += nobj * cap
    hand = s[o : o + n]
    tokens = s[o + n : o + 2 * n]
    lostn = s[o + 2 * n : o + 3 * n]
    dead = s[o + 3 * n : o + 4 * n]
    jumped = s[o + 4 * n : o + 5 * n]
    got = s[o + 5 * n : o + 6 * n]
    asked = s[o + 6 * n : o + 7 * n]
    o += 7 * n
    ins_g = s[o : o + n + 1]
    ins_h = s[o + n + 1 : o + 2 * n + 2]
    return obj_card, obj_tlen, obj_tg, obj_tr, hand, tokens, lostn, dead, jumped, got, asked, ins_g, ins_h


def _campli_width(n: int) -> int:
    nobj, cap = 2 * n + 2, 2 * n + 4
    return HEAD + 2 * nobj + 2 * nobj * cap + 7 * n + 2 * (n + 1)


@njit(cache=True)
def _campli_new(n: int, s: Any, row: Any, scripted: bool) -> None:
    s[:] = 0
    s[PTR0] = 0
    s[PTR1] = row.shape[0] - 1
    s[PTR2] = row.shape[0]
    s[SCRIPTED] = 1 if scripted else 0
    hand = _campli_views(s, n)[4]
    tokens = _campli_views(s, n)[5]
    for p in range(n):
        hand[p] = -1
        tokens[p] = 3


@njit(cache=True)
def _campli_advance(n: int, s: Any, row: Any, rng: Any, o: Any, final: Any) -> bool:
    """Play on to the next decision (its observation written into ``o``; False) or to the end of
    the deal (every seat's result into ``final``; True)."""
    obj_card, obj_tlen, _obj_tg, _obj_tr, hand, tokens, lostn, dead, jumped, got, asked, ins_g, ins_h = _campli_views(
        s, n
    )
    pos = s[POS]
    while pos < n:
        p = pos
        if dead[p] != 0 or jumped[p] != 0:
            pos += 1
            continue
        if hand[p] < 0:  # the interleaved deal: a card when play reaches the player
            no = s[NO]
            obj_card[no] = _draw(rng, s, row, False)
            obj_tlen[no] = 0
            hand[p] = no
            s[NO] = no + 1
        s[POS] = p
        _write_obs(o, n, obj_card[hand[p]], p, got, asked, dead, s[NEXCH])
        return False
    s[POS] = n
    # ---- the comparison: dead cards are out of it
    nf = 0
    for p in range(n):
        if hand[p] >= 0 and dead[p] == 0 and obj_card[hand[p]] == FOOL:
            nf += 1
    low = 1 << 30
    for p in range(n):
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
    for p in range(n):
        final[p] = 0.0
    for p in range(n):
        if hand[p] < 0 or dead[p] != 0:
            continue
        c = obj_card[hand[p]]
        if c == FOOL:
            lose = nf == 1 or low == 29
        else:
            lose = 2 * c == low
        if lose and c != CUCKOO:
            final[p] = -1.0
    for i in range(s[NINS]):  # the insured nulla (not played here: nobody insures)
        g = ins_g[i]
        h = ins_h[i]
        if final[g] < 0 and obj_card[hand[g]] == 0 and dead[g] == 0:
            final[g] += 1.0
            final[h] -= 1.0
    for p in range(n):
        k = -int(final[p])
        for _ in range(k):
            if tokens[p] > 0:
                tokens[p] -= 1
                lostn[p] += 1
        final[p] = -float(lostn[p])
    return True


@njit(cache=True)
def _campli_act(n: int, s: Any, row: Any, rng: Any, action: Any) -> None:
    """The pending decision of seat ``s[POS]``: keep (0) or exchange (1)."""
    obj_card, obj_tlen, obj_tg, obj_tr, hand, tokens, lostn, dead, jumped, got, asked, _ins_g, _ins_h = _campli_views(
        s, n
    )
    dealer = n - 1
    p = s[POS]
    s[POS] = p + 1
    if action == 0:
        return
    s[NEXCH] += 1
    if p == dealer:  # the dealer's exchange: the next card of the pack, no effect
        no = s[NO]
        obj_card[no] = _draw(rng, s, row, False)
        obj_tlen[no] = 0
        hand[p] = no
        s[NO] = no + 1
        return
    r = p
    t = r + 1
    while t < n and dead[t] != 0:
        t += 1
    if t >= n:  # pragma: no cover - the dealer cannot lose a token before the others ask
        return
    ct = 0
    while True:
        if hand[t] < 0:
            no = s[NO]
            obj_card[no] = _draw(rng, s, row, False)
            obj_tlen[no] = 0
            hand[t] = no
            s[NO] = no + 1
        asked[t] = 1
        ct = obj_card[hand[t]]
        if ct == HORSE:
            if t != dealer:
                jumped[t] = 1
                t += 1
                while t < n and dead[t] != 0:
                    t += 1
                continue
            # the dealer's Horse: the top card of the pack for the exchanger's card
            no = s[NO]
            obj_card[no] = _draw(rng, s, row, True)
            obj_tlen[no] = 0
            hand[r] = no
            s[NO] = no + 1
            s[POS] = dealer
            return
        break
    if ct == MAN or ct == CAT:  # noqa: SIM109 - the Bum, the Gnaf: a token lost
        tokens[r] -= 1
        lostn[r] += 1
        if tokens[r] <= 0:
            tokens[r] = 0
            dead[r] = 1
        if ct == CAT:  # the Gnaf: the card's exchanges undone, newest first
            o = hand[r]
            holder = r
            path_g = np.empty(obj_tlen[o] + 1, np.int64)
            path_r = np.empty(obj_tlen[o] + 1, np.int64)
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
    elif ct == CUCKOO or ct == INN:  # noqa: SIM109 - the Cucù arrests; the Taverna, uninsured, keeps
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


# ===================================================================== Cambio
@njit(cache=True)
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


def _cambio_width(n: int) -> int:
    return HEAD + 3 * (2 * n + 2) + 4 * n


@njit(cache=True)
def _cambio_new(n: int, s: Any, row: Any, scripted: bool, rng: Any) -> None:
    s[:] = 0
    s[PTR0] = 0
    s[PTR1] = row.shape[0] - 1
    s[PTR2] = row.shape[0]
    s[SCRIPTED] = 1 if scripted else 0
    obj_card, obj_first, _obj_deck, hand, _lost, _got, _asked = _cambio_views(s, n)
    for p in range(n):
        obj_card[p] = _draw(rng, s, row, False)
        obj_first[p] = p
        hand[p] = p
    s[NO] = n


@njit(cache=True)
def _cambio_advance(n: int, s: Any, row: Any, rng: Any, o: Any, final: Any) -> bool:
    obj_card, _obj_first, obj_deck, hand, lost, got, asked = _cambio_views(s, n)
    pos = s[POS]
    while pos < n:
        p = pos
        if lost[p] != 0:
            pos += 1
            continue
        s[POS] = p
        _write_obs(o, n, obj_card[hand[p]], p, got, asked, lost, s[NEXCH])
        return False
    s[POS] = n
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
def _cambio_act(n: int, s: Any, row: Any, rng: Any, action: Any) -> None:
    obj_card, obj_first, obj_deck, hand, lost, got, asked = _cambio_views(s, n)
    dealer = n - 1
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
        while t < n and lost[t] != 0:
            t += 1
        while True:
            if t >= n:
                deck = True
                break
            asked[t] = 1
            ct = obj_card[hand[t]]
            if ct == HORSE or ct == INN:  # noqa: SIM109 - the Horse and the House pass it on
                if t == dealer:
                    deck = True
                    break
                t += 1
                while t < n and lost[t] != 0:
                    t += 1
                continue
            break
    if deck:  # the exchange with the deck, each drawn card acting
        while True:
            c = _draw(rng, s, row, False)
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
@njit(cache=True)
def _new_deal(cambio: bool, n: int, s: Any, row: Any, scripted: bool, rng: Any, o: Any, final: Any) -> None:
    if cambio:
        _cambio_new(n, s, row, scripted, rng)
        _cambio_advance(n, s, row, rng, o, final)
    else:
        _campli_new(n, s, row, scripted)
        _campli_advance(n, s, row, rng, o, final)


@njit(cache=True)
def _reset_all(cambio: bool, n: int, S: Any, rows: Any, scripted: bool, rng: Any, obs: Any, final: Any) -> None:
    for e in range(S.shape[0]):
        _new_deal(cambio, n, S[e], rows[e], scripted, rng, obs[e], final[e])
        final[e, :] = 0.0


@njit(cache=True)
def _step_all(
    cambio: bool,
    n: int,
    S: Any,
    rows: Any,
    rng: Any,
    actions: Any,
    obs: Any,
    rew: Any,
    term: Any,
    final: Any,
    seat: Any,
) -> None:
    for e in range(S.shape[0]):
        s = S[e]
        row = rows[e]
        p = s[POS]
        a = actions[e]
        if cambio:
            _cambio_act(n, s, row, rng, a)
            done = _cambio_advance(n, s, row, rng, obs[e], final[e])
        else:
            _campli_act(n, s, row, rng, a)
            done = _campli_advance(n, s, row, rng, obs[e], final[e])
        if done:
            rew[e] = final[e, p]
            term[e] = True
            _new_deal(cambio, n, s, row, False, rng, obs[e], final[e][:0])
        else:
            rew[e] = 0.0
            term[e] = False
            final[e, :] = 0.0
        seat[e] = s[POS]


class CucuVectorEnv(VectorEnv):
    """``num_envs`` Cucù deals stepped together in compiled code (see the module docstring)."""

    metadata: dict[str, Any] = {"autoreset_mode": AutoresetMode.SAME_STEP}

    def __init__(
        self, num_envs: int, rules: str = "campli", players: int = 4, seed: int | None = None, agent_seats: str = "all"
    ) -> None:
        if not isinstance(num_envs, int) or isinstance(num_envs, bool) or num_envs < 1:
            raise ValueError(f"num_envs must be a positive integer, got {num_envs!r}")
        if rules not in RULES:
            raise ValueError(f"CucuVectorEnv plays the rule sets {', '.join(RULES)}; got {rules!r}")
        lo, hi = PLAYER_LIMITS[rules]
        if not isinstance(players, int) or isinstance(players, bool) or not lo <= players <= hi:
            raise ValueError(f"cucu/{rules} is for {lo} to {hi} players, got {players!r}")
        if agent_seats != "all":
            raise ValueError(f"agent_seats must be 'all' (one agent plays every seat in turn), got {agent_seats!r}")
        self.num_envs = num_envs
        self.rules = rules
        self.players = players
        self.agent_seats = agent_seats
        self._cambio = rules == "cambio"
        self.pack = np.array(deal_pack(rules, players), dtype=np.int64)
        width = _cambio_width(players) if self._cambio else _campli_width(players)
        self._state = np.zeros((num_envs, width), np.int64)
        self._rows = np.tile(self.pack, (num_envs, 1))
        self._rng = np.zeros(1, np.uint64)
        self._seed_rng(seed)
        size = obs_size(players)
        self._obs = np.zeros((num_envs, size), np.float32)
        self._rew = np.zeros(num_envs, np.float32)
        self._term = np.zeros(num_envs, np.bool_)
        self._trunc = np.zeros(num_envs, np.bool_)
        self._final = np.zeros((num_envs, players), np.float32)
        self._seat = np.zeros(num_envs, np.int64)
        self._mask = np.ones((num_envs, 2), np.int8)
        self.single_observation_space = spaces.Box(0.0, 1.0, shape=(size,), dtype=np.float32)
        self.single_action_space = spaces.Discrete(2)
        self.observation_space = spaces.Box(0.0, 1.0, shape=(num_envs, size), dtype=np.float32)
        self.action_space = spaces.MultiDiscrete(np.full(num_envs, 2))
        self.obs_names = obs_names(players)
        self._started = False

    def _seed_rng(self, seed: int | None) -> None:
        if seed is None:
            seed = int(np.random.SeedSequence().generate_state(1, np.uint64)[0])
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"seed must be an integer or None, got {seed!r}")
        m = (1 << 64) - 1
        self._rng[0] = np.uint64(((seed & m) * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & m)

    def _infos(self) -> dict[str, Any]:
        return {"action_mask": self._mask, "seat": self._seat.copy(), "final_rewards": self._final.copy()}

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        """New deals in every environment; ``options={"decks": ...}`` scripts their packs."""
        if seed is not None:
            self._seed_rng(seed)
        decks = (options or {}).get("decks")
        scripted = decks is not None
        if scripted:
            rows = np.asarray(decks)
            want = (self.num_envs, self.pack.shape[0])
            if rows.shape != want:
                raise ValueError(f"options['decks'] must have shape {want} (num_envs x pack size), got {rows.shape}")
            for i, r in enumerate(rows):
                if sorted(r.tolist()) != sorted(self.pack.tolist()):
                    raise ValueError(f"options['decks'][{i}] is not a permutation of the {want[1]}-card pack")
            self._rows[:] = rows
        _reset_all(self._cambio, self.players, self._state, self._rows, scripted, self._rng, self._obs, self._final)
        self._seat[:] = self._state[:, POS]
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
        _step_all(
            self._cambio,
            self.players,
            self._state,
            self._rows,
            self._rng,
            a.astype(np.int64, copy=False),
            self._obs,
            self._rew,
            self._term,
            self._final,
            self._seat,
        )
        return self._obs.copy(), self._rew.copy(), self._term.copy(), self._trunc.copy(), self._infos()


__all__ = ["CucuVectorEnv", "obs_names", "obs_size"]
