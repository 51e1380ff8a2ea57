"""Training the ``learned`` level (:mod:`taverna.bots.learned`) by self-play: Deep Monte Carlo, numpy only.

Deep Monte Carlo (DMC, as in DouZero and RLCard's ``dmc``): a network ``Q(features(view))`` with one
output per action of the game's ``learned`` part is regressed on the Monte-Carlo returns of the actions
taken in epsilon-greedy self-play, with no bootstrapping.  The seats of a training match play the
network being trained (the decisions it does not make are the rule-of-thumb bot's), except a share
(``league``, half by default) played by the rule-of-thumb bot itself, so that the network learns to
play against the kind of player the arena seats beside it as well as against itself; the return of a
decision is the change of the player's main counter (tokens, chips ...) until its next decision in a
later deal, or the end of the match (``horizon="deal"``, the default: a deal is decided by the
decisions made in it), or until the end of the match (``horizon="match"``).  The network is a small
multilayer perceptron (ReLU) trained with hand-written backpropagation and Adam on minibatches drawn
from the last :attr:`LearnConfig.buffer` decisions.

Everything random comes from the seed: the same seed and the same number of matches give the same
weights, bit for bit (``minutes`` stops at a number of matches that depends on the machine: that number
is written in the weights' metadata, and ``matches=`` that number reproduces them).

The learning curve is measured every ``eval_every`` matches: the greedy network against the rule-of-thumb
bot (``normal``) on fixed deal sets, seats alternating, each deal set played in both rotations with the
arena's duplicated shuffles (:func:`taverna.research.experiments.arena.play_one`).
"""

from __future__ import annotations

import itertools
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

import taverna
from taverna.bots import Bot, get_bot, play_bots
from taverna.bots.learned import LearnedBot, Network, action_key, layout_of, learned_part
from taverna.core import Action, BadArgument, Rng
from taverna.games import create_match, get_game
from taverna.research.experiments.arena import main_counter, play_one, seat_names

View = dict[str, Any]


@dataclass
class LearnConfig:
    """What a training run does; with the seed, it fixes the weights (:func:`train`)."""

    game: str
    rules: str | None = None
    seed: int = 0
    matches: int | None = None  # training matches to play (None: until ``minutes``)
    minutes: float | None = None  # stop after this long (None: after ``matches``)
    players: tuple[int, ...] = ()  # numbers of players drawn from for each match (): 3 .. usual + 2)
    hidden: tuple[int, ...] = (64, 64)
    lr: float = 1e-3
    batch: int = 256
    buffer: int = 65_536
    reuse: float = 4.0  # minibatch samples drawn per new decision
    eps_start: float = 0.2
    eps_end: float = 0.02
    eps_matches: int = 4_000  # epsilon falls linearly from eps_start to eps_end over this many matches
    round_matches: int = 4  # matches played between two rounds of updates
    horizon: str = "deal"
    league: float = 0.5  # each seat of a training match is the rule-of-thumb bot with this chance (one at least is not)
    eval_every: int = 500
    eval_sets: int = 30
    eval_players: int = 0  # 0: the game's usual number
    options: dict[str, Any] = field(default_factory=dict)


# ----------------------------------------------------------------------------- the network and Adam
def init_network(sizes: Sequence[int], actions: tuple[str, ...], layout: str, rng: np.random.Generator) -> Network:
    """He-initialised weights for layer sizes ``sizes`` (input, hidden ..., outputs)."""
    layers = []
    for a, b in itertools.pairwise(sizes):
        w = (rng.standard_normal((a, b)) * math.sqrt(2.0 / a)).astype(np.float32)
        layers.append((w, np.zeros(b, dtype=np.float32)))
    return Network(layers, actions, layout)


def loss_and_grads(net: Network, x: np.ndarray, a: np.ndarray, g: np.ndarray) -> tuple[float, list[np.ndarray]]:
    """The mean squared error of ``Q(x)[a]`` against the returns ``g``, and its gradient for every
    weight and bias in order (w0, b0, w1, b1 ...)."""
    acts = [x]
    h = x
    last = len(net.layers) - 1
    for i, (w, b) in enumerate(net.layers):
        h = h @ w + b
        if i < last:
            h = np.maximum(h, 0.0)
        acts.append(h)
    n = x.shape[0]
    rows = np.arange(n)
    err = acts[-1][rows, a] - g
    loss = float(np.mean(err**2))
    delta = np.zeros_like(acts[-1])
    delta[rows, a] = 2.0 * err / n
    grads: list[np.ndarray] = []
    for i in range(last, -1, -1):
        w, _ = net.layers[i]
        grads.append(delta.sum(axis=0))
        grads.append(acts[i].T @ delta)
        if i > 0:
            delta = (delta @ w.T) * (acts[i] > 0)
    grads.reverse()  # (w0, b0, w1, b1 ...)
    return loss, grads


class Adam:
    def __init__(self, net: Network, lr: float, beta1: float = 0.9, beta2: float = 0.999, eps: float = 1e-8) -> None:
        self.net, self.lr, self.beta1, self.beta2, self.eps = net, lr, beta1, beta2, eps
        self.m = [np.zeros_like(p) for wb in net.layers for p in wb]
        self.v = [np.zeros_like(p) for wb in net.layers for p in wb]
        self.t = 0

    def step(self, grads: list[np.ndarray]) -> None:
        self.t += 1
        c1 = 1.0 - self.beta1**self.t
        c2 = 1.0 - self.beta2**self.t
        params = [p for wb in self.net.layers for p in wb]
        for i, (p, gr) in enumerate(zip(params, grads)):
            self.m[i] = self.beta1 * self.m[i] + (1 - self.beta1) * gr
            self.v[i] = self.beta2 * self.v[i] + (1 - self.beta2) * gr * gr
            p -= (self.lr * (self.m[i] / c1) / (np.sqrt(self.v[i] / c2) + self.eps)).astype(np.float32)


# ----------------------------------------------------------------------------- self-play
@dataclass
class _Decision:
    player: str
    deal: Any
    counter: float
    slot: int  # the row of the replay buffer


class _Explorer:
    """A seat of a training match: the network with epsilon-greedy exploration where it decides,
    the rule-of-thumb bot elsewhere; records each of its decisions (from the view only)."""

    def __init__(self, trainer: _Trainer) -> None:
        self.name = "explorer"
        self.t = trainer

    def choose(self, view: View, legal: list[Action], rng: Rng) -> Action:
        t = self.t
        if t.rows_of is not None:  # the part scores each legal action by a row of its own (one output)
            return self._choose_row(view, legal, rng)
        keys = [action_key(t.part, a) for a in legal]
        words = {k: a for k, a in zip(keys, legal) if k is not None}
        decides = len(legal) >= 2 and all(k is not None and k in t.net.actions for k in keys)
        x = t.part.features(view) if decides else None
        if x is None:
            return t.fallback.choose(view, legal, rng)
        choices = [i for i, w in enumerate(t.net.actions) if w in words]
        if t.rng.random() < t.eps:
            k = choices[int(t.rng.integers(len(choices)))]
        else:
            q = t.net.q(np.asarray(x, dtype=np.float32))
            k = max(choices, key=lambda i: float(q[i]))
        slot = t.store(x, k)
        t.pending.append(_Decision(str(view.get("viewer")), view.get("deal"), float(t.part.counter(view)), slot))
        return words[t.net.actions[k]]

    def _choose_row(self, view: View, legal: list[Action], rng: Rng) -> Action:
        t = self.t
        assert t.rows_of is not None
        rows = t.rows_of(view, legal) if len(legal) >= 2 else None
        if rows is None:
            return t.fallback.choose(view, legal, rng)
        if t.rng.random() < t.eps:
            k = int(t.rng.integers(len(rows)))
        else:
            k = int(np.argmax(t.net.q(np.asarray(rows, dtype=np.float32))[:, 0]))
        slot = t.store(rows[k], 0)
        t.pending.append(_Decision(str(view.get("viewer")), view.get("deal"), float(t.part.counter(view)), slot))
        return legal[k]

    def choose_optional(self, view: View, legal: list[Action], rng: Rng) -> Action | None:
        return self.t.fallback.choose_optional(view, legal, rng)


class _Trainer:
    def __init__(self, cfg: LearnConfig) -> None:
        info = get_game(cfg.game)
        self.cfg = cfg
        self.game = info.id
        self.rules = info.rules_or_default(cfg.rules)
        part = learned_part(self.game)
        if part is None:
            raise BadArgument(f"{self.game} has no learned part (games/<id>/learned/: features and weights)")
        known: tuple[str, ...] = tuple(getattr(part, "RULES", None) or ())
        if self.rules is None and len(known) == 1:
            self.rules = known[0]  # a game without a default rule set (Cuajo): the only one its part plays
        if self.rules is None and known:
            raise BadArgument(f"{self.game} has no default rule set: say which to learn, one of {', '.join(known)}")
        if self.rules not in getattr(part, "RULES", (self.rules,)):
            raise BadArgument(
                f"{self.game}'s learned bot does not play {self.rules!r}; it plays {', '.join(part.RULES)}"
            )
        if cfg.horizon not in ("deal", "match"):
            raise BadArgument(f"horizon must be 'deal' or 'match', got {cfg.horizon!r}")
        self.part = part
        self.rows_of: Callable[[View, list[Action]], list[list[float]] | None] | None = getattr(
            part, "action_features", None
        )
        self.scale = float(getattr(part, "RETURN_SCALE", 1.0))  # returns in units of a typical payment
        usual = info.usual_for(self.rules)
        lo, hi = info.min_players, info.max_players
        sizes = getattr(part, "table_sizes", None)  # the rule set's own limits (Le Her: two players)
        if sizes is not None:
            lo, hi = sizes(self.rules)
        self.players = cfg.players or tuple(range(max(min(3, hi), lo), min(usual + 2, hi) + 1))
        self.eval_players = cfg.eval_players or usual
        self.rng = np.random.default_rng(cfg.seed)
        layout, size = layout_of(part, self.rules)
        self.net = init_network((size, *cfg.hidden, len(part.ACTIONS)), tuple(part.ACTIONS), layout, self.rng)
        self.adam = Adam(self.net, cfg.lr)
        self.fallback: Bot = get_bot(self.game, "normal")
        self.x = np.zeros((cfg.buffer, size), dtype=np.float32)
        self.a = np.zeros(cfg.buffer, dtype=np.int64)
        self.g = np.zeros(cfg.buffer, dtype=np.float32)
        self.filled = 0
        self.next = 0
        self.pending: list[_Decision] = []
        self.eps = cfg.eps_start
        self.decisions = 0

    def store(self, x: list[float], k: int) -> int:
        slot = self.next
        self.x[slot] = x
        self.a[slot] = k
        self.g[slot] = 0.0
        self.next = (self.next + 1) % self.cfg.buffer
        self.filled = min(self.filled + 1, self.cfg.buffer)
        self.decisions += 1
        return slot

    def play(self, index: int) -> int:
        """Play training match ``index``; returns the number of decisions it added."""
        n = int(self.players[int(self.rng.integers(len(self.players)))])
        names = seat_names(n)
        match_seed = self.cfg.seed * 1_000_003 + index
        match = create_match(
            self.game, rules=self.rules, players=names, options=dict(self.cfg.options), seed=match_seed
        )
        explorer = _Explorer(self)
        rngs = {p: Rng(match_seed).fork(1000 + i) for i, p in enumerate(names)}
        ruled = self.rng.random(n) < self.cfg.league
        ruled[int(self.rng.integers(n))] = False
        seats: dict[str, Bot] = {p: self.fallback if r else explorer for p, r in zip(names, ruled)}
        self.pending = []
        play_bots(match, seats, rngs)
        final = {p: float(self.part.counter(match.view(p))) for p in names}
        by_player: dict[str, list[_Decision]] = {}
        for d in self.pending:
            by_player.setdefault(d.player, []).append(d)
        for p, ds in by_player.items():
            for i, d in enumerate(ds):
                end = final[p]
                if self.cfg.horizon == "deal":
                    later = next((e for e in ds[i + 1 :] if e.deal != d.deal), None)
                    if later is not None:
                        end = later.counter
                self.g[d.slot] = (end - d.counter) / self.scale
        return len(self.pending)

    def update(self, new: int) -> float:
        steps = max(1, round(new * self.cfg.reuse / self.cfg.batch))
        losses = []
        for _ in range(steps):
            idx = self.rng.integers(self.filled, size=min(self.cfg.batch, self.filled))
            loss, grads = loss_and_grads(self.net, self.x[idx], self.a[idx], self.g[idx])
            self.adam.step(grads)
            losses.append(loss)
        return float(np.mean(losses))

    def evaluate(self) -> dict[str, float]:
        """The greedy network against ``normal`` on fixed deal sets (seats alternating, both rotations)."""
        bots: dict[str, Bot] = {
            "learned": LearnedBot(self.game, {self.rules or "": self.net}),
            "normal": get_bot(self.game, "normal"),
        }
        totals = {b: {"score": 0.0, "wins": 0.0, "losses": 0.0, "deals": 0.0, "seats": 0.0} for b in bots}
        for j in range(self.cfg.eval_sets):
            seed = 7_000_000 + j
            for r in range(2):
                lineup = [("learned", "normal")[(i + r) % 2] for i in range(self.eval_players)]
                match, _ = play_one(self.game, self.rules, self.cfg.options, lineup, bots, seed, 200_000)
                start = create_match(self.game, rules=self.rules, players=seat_names(self.eval_players),
                                     options=dict(self.cfg.options), seed=seed).summary()["players"]  # fmt: skip
                summary = match.summary()
                winners = summary["winner"]
                won = set(winners) if isinstance(winners, list) else {winners} if winners else set()
                for p, b in zip(match.players, lineup):
                    key = main_counter(summary["players"][p])
                    t = totals[b]
                    t["score"] += float(summary["players"][p][key]) - float(start[p][key]) if key else 0.0
                    t["wins"] += 1.0 / len(won) if p in won else 0.0
                    t["losses"] += sum(1 for d in summary["deals"] if p in d.get("losers", []))
                    t["deals"] += len(summary["deals"])
                    t["seats"] += 1
        out = {}
        for b, t in totals.items():
            out[f"{b}_score"] = t["score"] / t["seats"]
            out[f"{b}_wins"] = t["wins"] / t["seats"]
            out[f"{b}_losses_per_deal"] = t["losses"] / max(t["deals"], 1.0)
        return out


def train(cfg: LearnConfig, progress: Callable[[dict[str, Any]], None] | None = None) -> Network:
    """Train a network for ``cfg`` (see the module's description); its ``meta`` holds the run's settings,
    the number of matches played and the learning curve."""
    if cfg.matches is None and cfg.minutes is None:
        raise BadArgument("say how long to train: matches, minutes or both")
    t = _Trainer(cfg)
    start = time.monotonic()
    curve: list[dict[str, Any]] = []
    played = 0
    loss = math.nan

    def point() -> None:
        p = {"matches": played, "decisions": t.decisions, "seconds": round(time.monotonic() - start, 1),
             "epsilon": round(t.eps, 4), "loss": loss, **t.evaluate()}  # fmt: skip
        curve.append(p)
        if progress is not None:
            progress(p)

    point()
    while True:
        if cfg.matches is not None and played >= cfg.matches:
            break
        if cfg.minutes is not None and time.monotonic() - start >= cfg.minutes * 60:
            break
        new = 0
        for _ in range(cfg.round_matches):
            frac = min(played / max(cfg.eps_matches, 1), 1.0)
            t.eps = cfg.eps_start + (cfg.eps_end - cfg.eps_start) * frac
            new += t.play(played)
            played += 1
        if t.filled:
            loss = t.update(new)
        if played % cfg.eval_every < cfg.round_matches:
            point()
    if not curve or curve[-1]["matches"] != played:
        point()
    settings = asdict(cfg)
    settings.update(matches=played, minutes=None, rules=t.rules, players=list(t.players), hidden=list(cfg.hidden))
    t.net.meta = {"game": t.game, "settings": settings, "decisions": t.decisions, "curve": curve,
                  "method": "Deep Monte Carlo (epsilon-greedy self-play, Monte-Carlo returns, MLP, Adam)",
                  "taverna": taverna.__version__}  # fmt: skip
    return t.net


def plot_curve(net: Network, path: str | Path, title: str | None = None) -> None:
    """The learning curve in the weights' metadata, drawn to a PNG file (needs matplotlib)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    curve = net.meta.get("curve") or []
    xs = [p["matches"] for p in curve]
    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(10, 3.6))
    ax1.plot(xs, [p["learned_losses_per_deal"] for p in curve], label="learned", marker=".")
    ax1.plot(xs, [p["normal_losses_per_deal"] for p in curve], label="normal (rule of thumb)", marker=".")
    ax1.set_xlabel("training matches")
    ax1.set_ylabel("losses per deal (lower is better)")
    ax1.legend()
    ax2.plot(xs, [p["learned_score"] - p["normal_score"] for p in curve], marker=".", color="C2")
    ax2.axhline(0.0, color="grey", lw=0.8)
    ax2.set_xlabel("training matches")
    ax2.set_ylabel("score per match, learned − normal")
    fig.suptitle(
        title or f"{net.meta.get('game')} {net.meta.get('settings', {}).get('rules')}: the learned bot against normal"
    )
    fig.tight_layout()
    fig.savefig(path, dpi=90)
    plt.close(fig)
