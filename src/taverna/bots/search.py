"""The search bot: single-observer information-set Monte Carlo tree search (SO-ISMCTS).

Each iteration takes a *determinization* (a full match consistent with the bot's view, from
:mod:`taverna.games.sampling`), walks the tree with UCT over the actions legal in that
determinization (counting, for each action, how often it was available, as ISMCTS does), adds one
node, plays the rest of the deal with a rollout policy (the game's rule-of-thumb bot, or random)
and backs up each player's reward.  The tree is shared by all determinizations: its nodes are the
bot's information sets.  The other players act by the rollout policy, each from its own view of
the determinization (``opponents="policy"``, the default): in a tree shared by every
determinization an opponent's node cannot depend on the opponent's own hidden cards, and such
"blind" opponents (``opponents="tree"``, plain SO-ISMCTS) made the bot keep low cards in Cucù
because blind opponents rarely pass theirs on.

* **Rewards** are per player, in [0, 1], over the rest of the deal (the horizon).  In Cucù: 1 for
  not losing the deal, 0 for losing it (a token, chips, or the place in the set).  Elsewhere, from
  the change of the player's score: chips, tokens, money, lives or points, whichever the game counts
  (:data:`SCORE_KEYS`), squashed by ``0.5 + 0.5 * tanh(delta / scale)`` with a per-game scale
  (the game's ``SEARCH`` hints, :class:`taverna.games.sampling.SearchHints`): in Hypp the chips won or lost, in Coteccio the lives, in Krypkille the point of
  the last trick, in Cuajo the money.
* **Argumented actions** (Cucù's ``propose``/``offer``, Hypp's ``packet``/``bet``) are searched over a
  small discretised set (:func:`expand`).
* **Optional actions** (declaring the Cuckoo): :meth:`SearchBot.choose_optional` asks the game's
  rule-of-thumb bot (declare when holding the Cuckoo); inside simulations a player who may declare
  does.
* **The rule-of-thumb move is the default.**  It is always among the root's candidates, and the
  bot plays the most visited action only if its mean reward beats the rule-of-thumb move's by
  ``confidence`` (2.0) standard errors; else the rule-of-thumb move.  Where the outcomes are mostly
  luck (Hypp's blind bets) a small budget cannot tell the moves apart, and a noisy pick was worse
  than the rule of thumb.
* **Budget**: ``iterations`` (deterministic for a given ``rng``) and/or ``time_ms`` (stops at
  whichever comes first).  Every iteration has a fresh determinization (the sampler's fast mode
  replays only the current deal); if the sampler fails, the iterations go on with clones of a pool
  of the determinizations drawn so far.
* **Solved positions**: where the game says its rule-of-thumb move is a solved strategy's (the
  ``solved`` hint: Le Her's equilibrium), the bot plays it without searching.
* When no determinization can be sampled (a game without a sampler, a view too constrained for the
  sampler's tries), the bot plays the rule-of-thumb move: it never sees more than its view.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from taverna.bots.base import Bot, RandomBot, simple_bot
from taverna.core import Action, Match, Rng, TavernaError, UnknownOption
from taverna.games import games as all_games
from taverna.games import get_game
from taverna.games.sampling import Sampler, SamplingError, SearchHints, clone, has_sampler, search_hints

View = dict[str, Any]

SCORE_KEYS = ("chips", "tokens", "money", "lives", "points")
# How each game is judged and searched (the reward, its scale, the root's search) is the game's own:
# ``SEARCH`` in its sampler part, a :class:`taverna.games.sampling.SearchHints` (``search_hints``).
# games whose search is an exact expectimax over the next card instead are those with an ``expectimax``
# part (a module with ``choose``, found through the registry): in Cuajo the chance of every card is
# known from the view, and sampled determinizations were too noisy
ROLLOUT_LIMIT = 2000  # actions in one rollout (every deal of every game ends well before)


def _expectimax(game: str) -> Callable[[View, list[Action], Rng], Action] | None:
    """The ``choose`` of the game's ``expectimax`` part, or None (no such part, or no such game)."""
    try:
        mod = get_game(game).part("expectimax")
    except UnknownOption:
        return None
    return None if mod is None else mod.choose


def score(m: Match, player: str) -> float:
    counters = m.summary()["players"].get(player, {})
    for k in SCORE_KEYS:
        if isinstance(counters.get(k), (int, float)):
            return float(counters[k])
    return 0.0


def scores(m: Match) -> dict[str, float]:
    players = m.summary()["players"]
    out: dict[str, float] = {}
    for p in m.players:
        c = players.get(p, {})
        out[p] = next((float(c[k]) for k in SCORE_KEYS if isinstance(c.get(k), (int, float))), 0.0)
    return out


def expand(m: Match, player: str, legal: list[Action]) -> list[Action]:
    """The legal actions with the argumented ones replaced by a few concrete choices."""
    out: list[Action] = []
    for a in legal:
        if a.arg is not None or a.word not in m.needs_argument:
            out.append(a)
            continue
        if a.word == "propose":
            cands: list[Any] = [40, 50, 60]
        elif a.word == "offer":
            cands = [{"money": 1}, {"money": 2}, {"share": 20}]
        else:  # packet, bet: a few sizes from the smallest to the largest allowed
            cands = [1, 2, 3, 5, 10, 20, 50, 100, 200, 500, 1000]
        ok = []
        for x in cands:
            try:
                ok.append(m.check(player, Action(a.word, x)))
            except TavernaError:
                continue
        if a.word in ("packet", "bet") and len(ok) > 4:
            ok = [ok[0], ok[1], ok[len(ok) // 2], ok[-1]]
        out.extend(ok)
    return out or list(legal)


def _rollout_view(m: Match, p: str) -> View:
    return m.view(p, since=max(0, len(m.log) - 30))


@dataclass
class _Node:
    who: str = ""
    visits: int = 0
    avail: int = 0
    total: float = 0.0
    squares: float = 0.0
    children: dict[tuple[str, str], _Node] = field(default_factory=dict)


@dataclass
class SearchBot:
    """ISMCTS over determinizations of the view; see the module docstring."""

    game: str
    iterations: int | None = 200
    time_ms: float | None = None
    c: float = 0.7
    rollout: str = "simple"  # or "random"
    pool: int = 24
    confidence: float = 2.0  # z: play the rule-of-thumb move unless the search's best beats it by z std errors
    opponents: str = "policy"  # or "tree": the other players' actions are tree nodes too (plain SO-ISMCTS)
    look: int = 16  # paired: the first look for early stopping (then every look/2 determinizations)
    stop: float = 2.5  # paired: stop early when a difference is this many standard errors from zero
    # "tree" (ISMCTS), "paired" (every root action on every determinization) or "expectimax" (the game's
    # enumeration of the next card, its ``expectimax`` part); None: the game's
    root: str | None = None
    name: str = "search"
    # the policy that gives the default move and plays the rollouts (everyone's): the game's rule of thumb
    # ("rules"), or the learned bot ("learned": its network guides the search, as AlphaZero's does; the rule of
    # thumb where the game has no network; the level ``learned``)
    guide: str = "rules"

    def __post_init__(self) -> None:
        if self.guide == "learned":
            from taverna.bots.learned import LearnedBot  # (numpy, only where a network guides)

            self._guide: Bot = LearnedBot(self.game)
        elif self.guide == "rules":
            self._guide = simple_bot(self.game)
        else:
            raise ValueError(f"unknown guide {self.guide!r}; choose rules or learned")
        self._random = RandomBot()
        self._hints: SearchHints = search_hints(self.game)
        expectimax = _expectimax(self.game)
        if self.root is None:
            self.root = "paired" if self._hints.root == "paired" else "expectimax" if expectimax is not None else "tree"
        if self.root not in ("tree", "paired", "expectimax"):
            raise ValueError(f"unknown root search {self.root!r}; choose tree, paired or expectimax")
        if self.root == "expectimax" and expectimax is None:
            games = ", ".join(sorted(g for g in all_games() if _expectimax(g) is not None))
            raise ValueError(f"no expectimax search for {self.game}; it exists for {games}")
        self._expectimax: Callable[[View, list[Action], Rng], Action] | None = (
            expectimax if self.root == "expectimax" else None
        )

    @property
    def guide_bot(self) -> Bot:
        """The bot whose move the search must beat and who plays the rollouts (``guide``)."""
        return self._guide

    # ----------------------------------------------------------------- the Bot protocol
    def choose_optional(self, view: View, legal: list[Action], rng: Rng) -> Action | None:
        return self._guide.choose_optional(view, legal, rng)

    def choose(self, view: View, legal: list[Action], rng: Rng) -> Action:
        me = view.get("viewer")
        if not legal:
            raise ValueError("no legal action to choose from")
        if self._expectimax is not None:
            return self._expectimax(view, legal, rng.fork(1))
        fallback = self._guide.choose(view, legal, rng.fork(1))
        solved = self._hints.solved
        if me is None or not has_sampler(self.game) or (solved is not None and solved(view)):
            return fallback
        if len(legal) == 1 and (legal[0].arg is not None or legal[0].word not in _ARG_WORDS):
            return legal[0]
        try:
            if self.root == "paired":
                return self._paired(view, str(me), legal, rng, fallback)
            return self._search(view, str(me), legal, rng, fallback)
        except SamplingError:
            return fallback

    # ----------------------------------------------------------------- search
    def _search(self, view: View, me: str, legal: list[Action], rng: Rng, prior: Action | None = None) -> Action:
        deadline = None if self.time_ms is None else time.perf_counter() + self.time_ms / 1000.0
        budget = self.iterations if self.iterations is not None else 10**9
        sampler = Sampler(self.game, view, me, tries=30, fast=True)
        pool: list[Match] = [sampler.sample(rng)]
        root_actions = expand(pool[0], me, legal)
        if prior is not None and prior not in root_actions:
            try:  # the rule-of-thumb move is always one of the candidates
                root_actions.append(pool[0].check(me, prior))
            except TavernaError:
                prior = None
        if len(root_actions) == 1:
            return root_actions[0]
        root = _Node(me)
        it = 0
        distinct = 1  # determinizations drawn (iterations beyond them replay clones of the pool)
        fresh = True  # a new determinization every iteration while the sampler keeps up
        while it < budget and (deadline is None or time.perf_counter() < deadline):
            m: Match | None = None
            if fresh and it > 0:
                try:
                    m = sampler.sample(rng)
                    distinct += 1
                    if len(pool) < self.pool:
                        pool.append(clone(m))
                except SamplingError:
                    fresh = False
            if m is None:
                m = clone(pool[it % len(pool)])
            self._iterate(root, m, me, rng, root_actions)
            it += 1

        def visits(a: Action) -> tuple[int, float]:
            n = root.children.get((me, str(a)))
            return (n.visits, n.total) if n is not None else (-1, 0.0)

        best = max(root_actions, key=visits)
        if prior is None or best == prior or self.confidence <= 0:
            return best
        # the search overrides the rule-of-thumb move only when its evidence is clear
        nb, np_ = root.children.get((me, str(best))), root.children.get((me, str(prior)))
        if nb is None or np_ is None or np_.visits < 2 or nb.visits < 2:
            return prior if nb is None else best if np_ is None else prior
        mb, mp = nb.total / nb.visits, np_.total / np_.visits
        vb = max(nb.squares / nb.visits - mb * mb, 1e-4) / nb.visits
        vp = max(np_.squares / np_.visits - mp * mp, 1e-4) / np_.visits
        # replayed clones are not new evidence about the hidden cards: the errors count distinct ones
        inflate = max(1.0, it / distinct)
        return best if mb - mp > self.confidence * math.sqrt((vb + vp) * inflate) else prior

    def _paired(self, view: View, me: str, legal: list[Action], rng: Rng, prior: Action) -> Action:
        """Flat Monte Carlo with common random numbers: every candidate is played out on the same
        determinizations with the same rollout randomness, and the best one replaces the rule-of-thumb
        move only when the paired differences show it is better by ``confidence`` standard errors."""
        deadline = None if self.time_ms is None else time.perf_counter() + self.time_ms / 1000.0
        budget = self.iterations if self.iterations is not None else 10**9
        sampler = Sampler(self.game, view, me, tries=30, fast=True)
        pool: list[Match] = [sampler.sample(rng)]
        acts = expand(pool[0], me, legal)
        try:
            prior = pool[0].check(me, prior)
        except TavernaError:
            return acts[0] if len(acts) == 1 else prior
        if prior not in acts:
            acts.append(prior)
        if len(acts) == 1:
            return acts[0]
        base = acts.index(prior)
        totals = [0.0] * len(acts)
        diff = [0.0] * len(acts)  # sums of (reward of action - reward of the prior) and of their squares
        diff2 = [0.0] * len(acts)
        n = 0
        fresh = True
        while n < budget and (deadline is None or time.perf_counter() < deadline):
            m: Match | None = pool[0] if n == 0 else None
            spare = False  # whether ``m`` may be played on itself (it is in no pool)
            if m is None and fresh:
                try:
                    m = sampler.sample(rng)
                    if len(pool) < self.pool:
                        pool.append(clone(m))
                    spare = True
                except SamplingError:
                    fresh = False
            if m is None:
                m = pool[n % len(pool)]
            seed = rng.next64()
            rewards = [self._playout(m if spare and i == len(acts) - 1 else clone(m), me, a, Rng(seed))
                       for i, a in enumerate(acts)]  # fmt: skip
            for i, r in enumerate(rewards):
                totals[i] += r
                d = r - rewards[base]
                diff[i] += d
                diff2[i] += d * d
            n += 1
            if n >= self.look and n % (self.look // 2) == 0:
                verdict = self._settled(diff, diff2, n, base)
                if verdict is not None:
                    return prior if verdict == base else acts[verdict]
        best = max(range(len(acts)), key=lambda i: (totals[i], i == base))
        if best == base or n < 2:
            return prior
        return acts[best] if self._lower(diff[best], diff2[best], n, self.confidence) > 0 else prior

    @staticmethod
    def _lower(total: float, squares: float, n: int, z: float) -> float:
        """The mean of ``n`` paired differences less ``z`` standard errors."""
        mean = total / n
        var = max(squares / n - mean * mean, 0.0) * n / (n - 1)
        return mean - z * math.sqrt(var / n) - 1e-12

    def _settled(self, diff: list[float], diff2: list[float], n: int, base: int) -> int | None:
        """Early stopping: the prior (``base``) when every other candidate is already clearly worse,
        a candidate when it is already clearly better (``stop`` standard errors); else None."""
        z = self.stop
        worse = True
        for i in range(len(diff)):
            if i == base:
                continue
            if self._lower(diff[i], diff2[i], n, z) > 0:
                return i
            if self._lower(-diff[i], diff2[i], n, z) <= 0:
                worse = False
        return base if worse else None

    def _playout(self, m: Match, me: str, action: Action, rng: Rng) -> float:
        """``me`` plays ``action`` in ``m``; everyone (``me`` included) then plays the rollout policy to
        the horizon; ``me``'s reward."""
        start = scores(m)
        deals0 = len(getattr(m, "deals", []))
        m.apply(me, action)
        steps = 0
        while steps < ROLLOUT_LIMIT and (turn := self._next_turn(m, deals0)) is not None:
            p, legal = turn
            m.apply(p, self._policy(m, p, legal, rng))
            steps += 1
        return self._reward(m, start, deals0).get(me, 0.5)

    def _next_turn(self, m: Match, deals0: int) -> tuple[str, list[Action]] | None:
        """Before the horizon: simulated players declare what they may, then the player the match waits
        for and their legal actions; None at the horizon or when nobody can act."""
        if self._horizon(m, deals0):
            return None
        self._optional(m)
        if self._horizon(m, deals0):
            return None
        waiting = m.waiting_for()
        legal = m.legal_actions(waiting[0]) if waiting else []
        return (waiting[0], legal) if legal else None

    def _iterate(self, root: _Node, m: Match, me: str, rng: Rng, root_actions: list[Action] | None = None) -> None:
        start = scores(m)
        deals0 = len(getattr(m, "deals", []))
        node = root
        path: list[_Node] = []
        expanded = False
        steps = 0
        while steps < ROLLOUT_LIMIT and (turn := self._next_turn(m, deals0)) is not None:
            p, legal = turn
            steps += 1
            if expanded or (p != me and self.opponents == "policy"):
                m.apply(p, self._policy(m, p, legal, rng))
                continue
            acts = root_actions if node is root and p == me and root_actions else expand(m, p, legal)
            keys = [(p, str(a)) for a in acts]
            for k in keys:
                ch = node.children.get(k)
                if ch is not None:
                    ch.avail += 1
            untried = [i for i, k in enumerate(keys) if k not in node.children]
            if untried:
                i = untried[rng.below(len(untried))]
                child = _Node(p, avail=1)
                node.children[keys[i]] = child
                expanded = True
            else:
                i = max(range(len(acts)), key=lambda j: self._ucb(node.children[keys[j]]))
                child = node.children[keys[i]]
            a = acts[i]
            m.apply(p, a)
            path.append(child)
            node = child
        reward = self._reward(m, start, deals0)
        for n in path:
            n.visits += 1
            r = reward.get(n.who, 0.5)
            n.total += r
            n.squares += r * r

    def _reward(self, m: Match, start: dict[str, float], deals0: int) -> dict[str, float]:
        deals = getattr(m, "deals", [])
        hints = self._hints
        if hints.reward == "match":
            won = getattr(m, "winner", None)
            winners = won if isinstance(won, list) else [won] if won else []
            return {p: (1.0 / len(winners) if p in winners else 0.0) if m.finished else 0.5 for p in m.players}
        if hints.reward in ("side-won", "side-points"):
            return _side_reward(hints, m, deals[deals0] if len(deals) > deals0 else None)
        if hints.reward == "deal":
            if len(deals) <= deals0:
                return {p: 0.5 for p in m.players}
            lost = {q for d in deals[deals0:] for q in d.get("losers", [])}
            return {p: 0.0 if p in lost else 1.0 for p in m.players}
        end = scores(m)
        return {p: 0.5 + 0.5 * math.tanh((end[p] - start[p]) / hints.scale) for p in end}

    def _ucb(self, n: _Node) -> float:
        return n.total / n.visits + self.c * math.sqrt(math.log(max(n.avail, 1)) / n.visits)

    def _horizon(self, m: Match, deals0: int) -> bool:
        if self._hints.reward == "match":
            return m.finished
        return m.finished or len(getattr(m, "deals", [])) > deals0

    @staticmethod
    def _optional(m: Match) -> None:
        """Simulated players declare the Cuckoo whenever they may (what the rule-of-thumb bot does)."""
        waiting = set(m.waiting_for())
        for q in m.to_act():
            if q not in waiting and _DECLARE in m.legal_actions(q):
                m.apply(q, _DECLARE)
                return

    def _policy(self, m: Match, p: str, legal: list[Action], rng: Rng) -> Action:
        if self.rollout == "random":
            return self._random.choose(_EMPTY, legal, rng)
        return self._guide.choose(_rollout_view(m, p), legal, rng)


def _side_reward(hints: SearchHints, m: Match, deal: dict[str, Any] | None) -> dict[str, float]:
    """The reward of a deal where both sides score (``side-won``, ``side-points``); 0.5 each before it ends."""
    if deal is None:
        return {p: 0.5 for p in m.players}
    if hints.reward == "side-won":
        won = deal.get("winner")
        return {p: 0.5 if not won else 1.0 if p in won else 0.0 for p in m.players}
    scored = {p: float(v) for p, v in (deal.get("scored") or {}).items()}
    if not scored:
        return {p: 0.5 for p in m.players}
    sides = {v for v in scored.values()}
    mean = sum(sides) / len(sides) if len(sides) > 1 else next(iter(sides))
    return {p: 0.5 + 0.5 * math.tanh((scored.get(p, mean) - mean) / hints.scale) for p in m.players}


_DECLARE = Action("declare")
_ARG_WORDS = frozenset({"propose", "offer", "packet", "bet"})
_EMPTY: View = {}


@dataclass
class NoisyBot:
    """The rule-of-thumb bot that, now and then, plays a random legal action instead (level ``easy``)."""

    game: str
    noise: float = 0.25
    name: str = "easy"

    def __post_init__(self) -> None:
        self._simple = simple_bot(self.game)
        self._random = RandomBot()

    def choose(self, view: View, legal: list[Action], rng: Rng) -> Action:
        if len(legal) > 1 and rng.random() < self.noise:
            return self._random.choose(view, legal, rng)
        return self._simple.choose(view, legal, rng)

    def choose_optional(self, view: View, legal: list[Action], rng: Rng) -> Action | None:
        return self._simple.choose_optional(view, legal, rng)


__all__ = ["NoisyBot", "SearchBot", "clone", "expand", "score", "scores"]
