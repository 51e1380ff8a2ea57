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
play.  The rules are the kernel's (:func:`~taverna.games.cucu.research.kernel.simulate_matches`):
its own code, taken out as steps in :mod:`.steps` where the kernel writes it out in its loops.  When an episode ends the environment starts
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

from taverna.games.cucu.research.kernel import KERNEL_RULES, PLAYER_LIMITS, deal_pack, kernel_options
from taverna.games.cucu.research.kernel.base import _first_bad_row
from taverna.games.cucu.research.vector.cambio import (
    _cambio_act,
    _cambio_advance,
    _cambio_end_match_round,
    _cambio_match_views,
    _cambio_new,
    _cambio_new_match,
    _cambio_next_round,
    _cambio_width,
)
from taverna.games.cucu.research.vector.layout import (
    C_KIND,
    C_MATCH,
    FIRST,
    HEAD,
    NCARDS,
    NCTX,
    ORDR,
    ORDR_C,
    POS,
)
from taverna.games.cucu.research.vector.pagat import (
    _pagat_act,
    _pagat_advance,
    _pagat_end_deal,
    _pagat_new_deal,
    _pagat_new_match,
    _pagat_width,
)

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
