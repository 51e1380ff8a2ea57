"""The arena: bots against bots with seats rotated and deals duplicated.

A *deal set* is one match seed.  For a line-up of ``k`` bots the seats are filled cyclically
(seat ``i`` gets bot ``(i + r) mod k``; in a partnership game team ``t`` gets bot ``(t + r) mod k``
for both its seats, see :func:`seat_groups`) and the same seed is played ``k`` times, ``r = 0 … k-1``:
every seat sees every bot once, on the same shuffles (:class:`DuplicateShuffler`: the ``k``-th
shuffle of the whole pack is the same in every rotation whatever the bots did; what that
duplicates per game is in ``docs/arena.md``), so luck of the deal and of the seat largely cancels
out.  Each bot's figures are first averaged within a deal set (over the seats it held in all
rotations), and the intervals are taken over deal sets, the independent units (Wilson intervals
for shares, :meth:`Estimate.share`).  Pairwise differences are paired by deal set.  Each match can
be exported with its record (:func:`export`) and the bots rated (:func:`leaderboard`).

The figures, per bot:

* ``wins``: the share of matches won (a shared win of ``j`` players counts ``1/j`` each);
* ``score``: the change of the game's main counter over the match (chips, money, tokens, lives
  or points, whichever the game keeps: see :func:`main_counter`);
* ``losses_per_deal``: how often the bot is among a deal's ``losers``, per deal played.

Bots see only ``view(player)`` and the legal actions; each seat has its own generator, derived
from the deal set's seed and the seat.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from taverna.bots import Bot, get_bot, play_bots
from taverna.core import BadArgument, Match, Rng, UnknownOption
from taverna.core.match import Shuffler
from taverna.games import create_match, get_game
from taverna.research.experiments.agents import AGENT_PREFIX, agent_name, load_agent
from taverna.research.experiments.parallel import Executor, make_executor

# the counter a game's score is read from, in order of preference
COUNTERS = ("chips", "money", "tokens", "lives", "points", "score")
# names people use for the bot levels
ALIASES = {"rules": "simple", "rule-of-thumb": "simple", "search": "hard"}  # search: the budget its figures were measured with
METRICS = ("wins", "score", "losses_per_deal")

# two-sided 95% quantiles of Student's t for 1..30 degrees of freedom (then the normal 1.96)
_T95 = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145,
        2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048,
        2.045, 2.042)  # fmt: skip


def t95(df: int) -> float:
    return _T95[df - 1] if 1 <= df <= len(_T95) else 1.96


MIN_SETS = 5  # fewer deal sets than this: the interval is given but flagged "n too small"
SHARES = ("wins", "losses_per_deal")  # figures that are shares, in [0, 1]


@dataclass(frozen=True)
class Estimate:
    """A mean over deal sets with its 95% interval: ``mean ± half_width`` (Student's t over the deal
    sets; ``nan`` with fewer than two), or for a share ``[lo, hi]`` (:meth:`share`)."""

    mean: float
    half_width: float
    n: int
    lo: float | None = None  # set for intervals that are not symmetric (shares)
    hi: float | None = None

    @property
    def low(self) -> float:
        return self.lo if self.lo is not None else self.mean - self.half_width

    @property
    def high(self) -> float:
        return self.hi if self.hi is not None else self.mean + self.half_width

    @property
    def too_small(self) -> bool:
        """Fewer than :data:`MIN_SETS` deal sets: the interval rests on too few to be trusted."""
        return self.n < MIN_SETS

    @staticmethod
    def of(values: Sequence[float]) -> Estimate:
        n = len(values)
        if n == 0:
            return Estimate(math.nan, math.nan, 0)
        mean = sum(values) / n
        if n == 1:
            return Estimate(mean, math.nan, 1)
        var = sum((v - mean) ** 2 for v in values) / (n - 1)
        return Estimate(mean, t95(n - 1) * math.sqrt(var / n), n)

    @staticmethod
    def share(values: Sequence[float], trials: int) -> Estimate:
        """A share in [0, 1] (each deal set's value a share of its ``trials`` in all): the Wilson
        score interval at an effective sample size, so that it stays inside [0, 1] and is never of
        zero width.  The effective size matches the observed spread between deal sets (the
        binomial variance p(1 − p)/m equal to the variance of the mean), at most ``trials``, and
        ``trials`` where the deal sets do not vary (or p is 0 or 1); the quantile is Student's t
        with the deal sets' degrees of freedom (1.96 for a single deal set)."""
        n = len(values)
        if n == 0 or trials < 1:
            return Estimate(math.nan, math.nan, 0)
        p = min(max(sum(values) / n, 0.0), 1.0)
        m = float(trials)
        if n >= 2 and 0.0 < p < 1.0:
            var_mean = sum((v - p) ** 2 for v in values) / (n - 1) / n
            if var_mean > 0:
                m = min(m, p * (1 - p) / var_mean)
        m = max(m, 1.0)
        z = t95(n - 1) if n >= 2 else 1.96
        lo, hi = wilson(p, m, z)
        return Estimate(p, (hi - lo) / 2, n, lo, hi)

    def significant(self) -> bool:
        """The interval excludes zero (and rests on at least :data:`MIN_SETS` deal sets)."""
        return not self.too_small and not math.isnan(self.half_width) and (self.low > 0 or self.high < 0)

    def text(self, pct: bool = False) -> str:
        """``12.5% [3.1, 40.2]`` for a share, ``+0.250 ± 0.120`` otherwise; ``(n<5)`` when too few."""
        if self.n == 0:
            return "-"
        scale, fmt = (100.0, "{:.1f}") if pct else (1.0, "{:+.3f}")
        text = fmt.format(scale * self.mean) + ("%" if pct else "")
        if self.lo is not None and self.hi is not None:
            text += f" [{fmt.format(scale * self.lo)}, {fmt.format(scale * self.hi)}]"
        elif self.n >= 2:
            text += " ± " + fmt.format(scale * self.half_width).lstrip("+")
        return text + (f" (n<{MIN_SETS})" if self.too_small else "")

    def to_json(self) -> dict[str, Any]:
        def num(x: float) -> float | None:
            return None if math.isnan(x) else round(x, 6)

        return {"mean": num(self.mean), "ci95": [num(self.low), num(self.high)], "n": self.n,
                "too_small": self.too_small}  # fmt: skip


def _share_difference(paired: Estimate, a: Estimate, b: Estimate) -> Estimate:
    """The difference of two shares: the paired t interval, kept inside [-1, 1]; where the paired
    differences do not vary at all (or there is one deal set) Newcombe's interval from the two
    shares' own intervals instead, which is never of zero width."""
    d = paired.mean
    if not math.isnan(paired.half_width) and paired.half_width > 0:
        return Estimate(d, paired.half_width, paired.n, max(-1.0, paired.low), min(1.0, paired.high))
    lo = d - math.hypot(a.mean - a.low, b.high - b.mean)
    hi = d + math.hypot(a.high - a.mean, b.mean - b.low)
    return Estimate(d, (hi - lo) / 2, paired.n, max(-1.0, lo), min(1.0, hi))


def wilson(p: float, n: float, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a share ``p`` of ``n`` trials (``n`` may be fractional)."""
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    lo, hi = max(0.0, centre - half), min(1.0, centre + half)
    return (0.0 if p <= 0.0 else lo), (1.0 if p >= 1.0 else hi)


def main_counter(counters: Mapping[str, Any]) -> str | None:
    for name in COUNTERS:
        if isinstance(counters.get(name), (int, float)) and not isinstance(counters.get(name), bool):
            return name
    return None


def resolve_level(name: str) -> str:
    from taverna.bots import available_levels, missing_level

    LEVELS = available_levels()  # (OpenSpiel's bots too, where open_spiel is installed)
    level = ALIASES.get(name.strip().lower(), name.strip().lower())
    missing = missing_level(level)
    if missing is not None:  # (a level whose extra is not installed says which)
        raise missing
    if level not in LEVELS:
        valid = sorted(set(LEVELS) | {a for a, lv in ALIASES.items() if lv in LEVELS})
        raise UnknownOption(f"unknown bot {name!r}; choose among {', '.join(valid)}")
    return level


@dataclass(frozen=True)
class SeatResult:
    """One seat of one match."""

    bot: str
    win: float
    score: float
    losses: int
    deals: int


@dataclass
class MatchResult:
    seed: int
    rotation: int
    seats: list[SeatResult]
    finished: bool
    actions: int
    record: dict[str, Any] | None = None  # the match's taverna/1 record (run_arena(records=True))


@dataclass
class ArenaReport:
    game: str
    rules: str | None
    players: int
    options: dict[str, Any]
    bots: list[str]
    deal_sets: int
    seed: int
    matches: list[MatchResult] = field(default_factory=list)

    def per_set(self, metric: str) -> dict[str, list[float]]:
        """Each bot's figure in each deal set (the unit of the confidence intervals)."""
        out: dict[str, list[float]] = {b: [] for b in dict.fromkeys(self.bots)}
        by_seed: dict[int, list[MatchResult]] = {}
        for m in self.matches:
            by_seed.setdefault(m.seed, []).append(m)
        for seed in sorted(by_seed):
            for bot in out:
                seats = [s for m in by_seed[seed] for s in m.seats if s.bot == bot]
                if not seats:
                    continue
                if metric == "wins":
                    out[bot].append(sum(s.win for s in seats) / len(seats))
                elif metric == "score":
                    out[bot].append(sum(s.score for s in seats) / len(seats))
                elif metric == "losses_per_deal":
                    deals = sum(s.deals for s in seats)
                    out[bot].append(sum(s.losses for s in seats) / deals if deals else 0.0)
                else:
                    raise BadArgument(f"unknown metric {metric!r}; valid: {', '.join(METRICS)}")
        return out

    def trials(self, metric: str) -> dict[str, int]:
        """What a share counts, per bot over all matches: the seats held (wins), the deals played
        (losses per deal)."""
        out = {b: 0 for b in dict.fromkeys(self.bots)}
        for m in self.matches:
            for s in m.seats:
                out[s.bot] += s.deals if metric == "losses_per_deal" else 1
        return out

    def estimates(self) -> dict[str, dict[str, Estimate]]:
        """Each bot's figures: shares (wins, losses per deal) with Wilson intervals
        (:meth:`Estimate.share`), the score with Student's t over the deal sets."""
        table: dict[str, dict[str, Estimate]] = {b: {} for b in dict.fromkeys(self.bots)}
        for metric in METRICS:
            trials = self.trials(metric)
            for bot, values in self.per_set(metric).items():
                share = metric in SHARES
                table[bot][metric] = Estimate.share(values, trials[bot]) if share else Estimate.of(values)
        return table

    def comparisons(self) -> list[dict[str, Any]]:
        """Every pair of bots: the paired difference (first minus second) of each figure."""
        names = list(dict.fromkeys(self.bots))
        est = self.estimates()
        out: list[dict[str, Any]] = []
        for i, a in enumerate(names):
            for b in names[i + 1 :]:
                row: dict[str, Any] = {"first": a, "second": b}
                for metric in METRICS:
                    sets = self.per_set(metric)
                    diffs = [x - y for x, y in zip(sets[a], sets[b])]
                    e = Estimate.of(diffs)
                    if metric in SHARES and e.n >= 1:
                        e = _share_difference(e, est[a][metric], est[b][metric])
                    row[metric] = e
                out.append(row)
        return out

    def leaderboard(self) -> list[dict[str, Any]]:
        """The bots rated from the arena's matches (:func:`leaderboard`), best first."""
        return leaderboard(self.matches)

    def to_json(self) -> dict[str, Any]:
        try:
            board: list[dict[str, Any]] | None = self.leaderboard()
        except ImportError:  # openskill not installed
            board = None
        return {
            "game": self.game,
            "rules": self.rules,
            "players": self.players,
            "options": self.options,
            "bots": self.bots,
            "deal_sets": self.deal_sets,
            "matches": len(self.matches),
            "unfinished": sum(1 for m in self.matches if not m.finished),
            "seed": self.seed,
            "results": {
                bot: {metric: est.to_json() for metric, est in row.items()} for bot, row in self.estimates().items()
            },
            "comparisons": [
                {
                    "first": row["first"],
                    "second": row["second"],
                    **{
                        m: {**row[m].to_json(), "significant": row[m].significant()}
                        for m in METRICS
                    },
                }
                for row in self.comparisons()
            ],
            "leaderboard": board,
        }


def match_ranks(m: MatchResult) -> dict[str, int]:
    """The bots' places in one match (1 = best; equal places for equals): by the share of the
    match's win they took (over their seats), then by their mean score."""
    by: dict[str, list[SeatResult]] = {}
    for s in m.seats:
        by.setdefault(s.bot, []).append(s)
    key = {b: (sum(s.win for s in ss), sum(s.score for s in ss) / len(ss)) for b, ss in by.items()}
    order = sorted(set(key.values()), reverse=True)
    return {b: order.index(k) + 1 for b, k in key.items()}


def leaderboard(matches: Sequence[MatchResult]) -> list[dict[str, Any]]:
    """The bots rated with OpenSkill's Plackett-Luce model (``pip install openskill``, in
    ``taverna[research]``): every match, in the order played (deal set by deal set, rotation by
    rotation), is one game between the bots in it, ranked by :func:`match_ranks`.  Each row: ``bot``,
    ``mu``, ``sigma``, ``ordinal`` (mu − 3 sigma, the conservative rating it is sorted by),
    ``matches``.  Raises ImportError without openskill."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    ratings: dict[str, Any] = {}
    played: dict[str, int] = {}
    for m in sorted(matches, key=lambda m: (m.seed, m.rotation)):
        ranks = match_ranks(m)
        if len(ranks) < 2:
            continue
        bots = sorted(ranks)
        teams = [[ratings.setdefault(b, model.rating(name=b))] for b in bots]
        new = model.rate(teams, ranks=[ranks[b] for b in bots])
        for b, (r,) in zip(bots, new):
            ratings[b] = r
            played[b] = played.get(b, 0) + 1
    rows = [{"bot": b, "mu": round(r.mu, 4), "sigma": round(r.sigma, 4), "ordinal": round(r.ordinal(), 4),
             "matches": played.get(b, 0)} for b, r in ratings.items()]  # fmt: skip
    return sorted(rows, key=lambda r: (-r["ordinal"], r["bot"]))


def export(report: ArenaReport, directory: str | Path) -> list[Path]:
    """Write the arena's matches to ``directory``: ``matches.csv`` (one row per seat of every match),
    ``report.json`` (the figures as ``--json`` prints them, the matches and the leaderboard where
    openskill is installed) and ``records/<deal set>-<rotation>.json`` (each match's taverna/1
    record, when the report kept them).  Returns the files written."""
    import csv
    import json

    from taverna.records import dumps

    out = Path(directory)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    sets = {seed: i for i, seed in enumerate(sorted({m.seed for m in report.matches}))}
    with (out / "matches.csv").open("w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(["deal_set", "seed", "rotation", "seat", "bot", "win", "score", "losses", "deals", "finished",
                    "actions"])  # fmt: skip
        for m in sorted(report.matches, key=lambda m: (m.seed, m.rotation)):
            for i, s in enumerate(m.seats):
                w.writerow([sets[m.seed], m.seed, m.rotation, i + 1, s.bot, s.win, s.score, s.losses, s.deals,
                            int(m.finished), m.actions])  # fmt: skip
    written.append(out / "matches.csv")
    data = report.to_json()  # with the leaderboard
    data["match_results"] = [
        {"deal_set": sets[m.seed], "seed": m.seed, "rotation": m.rotation, "finished": m.finished,
         "actions": m.actions, "record": f"records/{sets[m.seed]:04d}-{m.rotation}.json" if m.record else None,
         "seats": [{"seat": i + 1, "bot": s.bot, "win": s.win, "score": s.score, "losses": s.losses,
                    "deals": s.deals} for i, s in enumerate(m.seats)]}
        for m in sorted(report.matches, key=lambda m: (m.seed, m.rotation))
    ]  # fmt: skip
    (out / "report.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    written.append(out / "report.json")
    for m in report.matches:
        if m.record is not None:
            path = out / "records" / f"{sets[m.seed]:04d}-{m.rotation}.json"
            path.parent.mkdir(exist_ok=True)
            path.write_text(dumps(m.record), encoding="utf-8")
            written.append(path)
    return written


def seat_names(n: int) -> list[str]:
    return [f"P{i + 1}" for i in range(n)]


class DuplicateShuffler(Shuffler[Any]):
    """The arena's shuffles: the ``k``-th shuffle of ``m`` cards in a match is one permutation fixed
    by the deal set's seed, ``m`` and ``k``, whatever the players did before.

    The cards are put in order before the permutation, so it depends on the cards only.  A game that
    shuffles the whole pack before every deal (or every set, Cambio and BGA) thus deals
    the ``k``-th deal (set) from the same order of the same cards in every rotation of a deal set,
    even where an earlier rotation's decisions made the match's own generator move differently (a
    discard pile reshuffled mid-set draws on it).  A shuffle of a part of the pack (Cambio's and
    BGA's discards, reshuffled when the deck runs out) gets a fixed permutation too, but of the
    cards that are there, which the decisions chose.  The match's generator still moves as it
    would (nothing else reads it), and every shuffle is kept (:attr:`played`) so that the match's
    record replays it (:func:`record_of`).  Installed after the match is made: its first shuffle
    comes from the match's generator, the same in every rotation.
    """

    def __init__(self, base: Shuffler[Any], seed: int) -> None:
        super().__init__(base.rng, None, base.parse)
        self.count = base.count
        self.first = base.count  # the shuffles made before this one took over
        self.seed = seed
        self.by_size: dict[int, int] = {}
        self.played: list[tuple[int, int, list[Any]]] = []  # (cards, k-th of that many, the order)

    def shuffle(self, cards: Any) -> list[Any]:
        pool = list(cards)
        self.count += 1
        self.rng.shuffle(list(pool))  # the match's generator moves as without the arena
        k = self.by_size.get(len(pool), 0)
        self.by_size[len(pool)] = k + 1
        pool.sort(key=_card_key)  # the order shuffled depends on the cards only, not on how they were gathered
        Rng(self.seed).fork(0xD0C0 + len(pool)).fork(k).shuffle(pool)
        self.played.append((len(pool), k, list(pool)))
        return pool


def _card_key(card: Any) -> tuple[str, Any]:
    return (type(card).__name__, card if isinstance(card, (int, str, tuple)) else repr(card))


def play_one(
    game: str,
    rules: str | None,
    options: Mapping[str, Any],
    lineup: Sequence[str],
    bots: Mapping[str, Bot],
    seed: int,
    max_actions: int,
) -> tuple[Match, bool]:
    """One match on ``seed`` with ``lineup[i]`` (a bot name) in seat ``i``; bots play until the end.
    The match's later shuffles are the deal set's (:class:`DuplicateShuffler`)."""
    names = seat_names(len(lineup))
    match = create_match(game, rules=rules, players=names, options=dict(options), seed=seed)
    base = getattr(match, "shuffler", None)
    if isinstance(base, Shuffler):
        match.shuffler = DuplicateShuffler(base, seed)  # type: ignore[attr-defined]
    seats = {p: bots[b] for p, b in zip(names, lineup)}
    rngs = {p: Rng(seed).fork(1000 + i) for i, p in enumerate(names)}
    finished = play_bots(match, seats, rngs, max_actions=max_actions)
    return match, finished


def _card_writer(match: Match, parse: Any) -> Callable[[Any], str]:
    """The record notation of the match's cards: its ``card_str``, or its engine's, or the one
    beside the pack's ``parse_card``."""
    import sys

    for where in (match, sys.modules.get(type(match).__module__), sys.modules.get(getattr(parse, "__module__", ""))):
        write = getattr(where, "card_str", None)
        if callable(write):
            return write  # type: ignore[no-any-return]
    return str


def record_of(match: Match) -> dict[str, Any]:
    """The match's taverna/1 record, with the arena's shuffles written out (``shuffles``) so that
    it replays exactly: the first shuffle from the seed (an empty script), the later ones listed."""
    rec = dict(match.record())
    sh = getattr(match, "shuffler", None)
    if isinstance(sh, DuplicateShuffler) and sh.played:
        write = _card_writer(match, sh.parse)
        rec["shuffles"] = [[] for _ in range(sh.first)] + [[write(c) for c in order] for _, _, order in sh.played]
    return rec


def _score(summary: dict[str, Any], start: dict[str, Any], p: str) -> float:
    """The change of the player's main counter; where the summary keeps money won and paid (Coteccio's
    pool and doctor's fees), the net money instead, since lives there are bought back."""
    if isinstance(summary.get("won"), dict) and isinstance(summary.get("paid"), dict):
        return float(summary["won"].get(p, 0)) - float(summary["paid"].get(p, 0))
    key = main_counter(summary["players"][p])
    return float(summary["players"][p][key]) - float(start[p][key]) if key else 0.0


def _seat_results(match: Match, start: dict[str, Any], lineup: Sequence[str]) -> list[SeatResult]:
    summary = match.summary()
    winners = summary["winner"]
    won = set(winners) if isinstance(winners, list) else {winners} if winners else set()
    deals = summary["deals"]
    out = []
    for p, bot in zip(match.players, lineup):
        score = _score(summary, start, p)
        losses = sum(1 for d in deals if p in d.get("losers", []))
        out.append(SeatResult(bot, 1.0 / len(won) if p in won else 0.0, score, losses, len(deals)))
    return out


def seat_groups(match: Match) -> list[int]:
    """For each seat, the group whose seats one bot holds together: its team in a partnership game
    (a match with fixed ``teams`` of two or more players, such as Coch and four-handed Torionfo),
    else the seat itself.  Rotation ``r`` gives group ``g`` the bot ``(g + r) mod k``."""
    teams = getattr(match, "teams", None)
    players = list(match.players)
    if isinstance(teams, (list, tuple)) and any(len(t) > 1 for t in teams):
        of = {p: i for i, t in enumerate(teams) for p in t}
        if set(of) == set(players):
            return [of[p] for p in players]
    return list(range(len(players)))


@dataclass(frozen=True)
class _DealSet:
    """One deal set to play: everything a worker process needs (plain data, picklable)."""

    game: str
    rules: str | None
    players: int
    options: dict[str, Any]
    names: tuple[str, ...]
    levels: tuple[str, ...]
    seed: int
    max_actions: int
    records: bool = False


def _bot(game: str, level: str) -> Bot:
    """A level's bot for ``game``, or the agent a level ``agent:package.module:Class`` names."""
    if level.startswith(AGENT_PREFIX):
        return load_agent(level[len(AGENT_PREFIX) :], game)
    return get_bot(game, level)


def _play_deal_set(task: _DealSet) -> list[MatchResult]:
    """Every rotation of the line-up on one seed."""
    bots = {name: _bot(task.game, level) for name, level in zip(task.names, task.levels)}
    k = len(task.names)
    out = []
    fresh = create_match(task.game, rules=task.rules, players=seat_names(task.players), options=task.options,
                         seed=task.seed)  # fmt: skip
    start = fresh.summary()["players"]
    group = seat_groups(fresh)
    for r in range(k):
        lineup = [task.names[(group[i] + r) % k] for i in range(task.players)]
        match, finished = play_one(task.game, task.rules, task.options, lineup, bots, task.seed, task.max_actions)
        rec = record_of(match) if task.records else None
        out.append(MatchResult(task.seed, r, _seat_results(match, start, lineup), finished, len(match.history), rec))
    return out


def run_arena(
    game: str,
    bots: Sequence[str],
    *,
    rules: str | None = None,
    players: int | None = None,
    options: Mapping[str, Any] | None = None,
    deal_sets: int = 10,
    seed: int = 0,
    max_actions: int = 200_000,
    jobs: int = 1,
    progress: Callable[[int, int], None] | None = None,
    records: bool = False,
    executor: Executor | None = None,
    agents: Sequence[str] = (),
) -> ArenaReport:
    """Play ``deal_sets`` seeds, each once per rotation of the line-up, and gather the figures.

    ``jobs`` > 1 plays the deal sets in that many processes; the results are the same as with one
    (each deal set's seed comes from ``seed`` and its index, each seat's generator from that seed).
    ``executor`` (:mod:`taverna.research.experiments.parallel`, e.g. Ray tasks) plays them there instead of ``jobs``.
    ``records``: keep each match's taverna/1 record (:attr:`MatchResult.record`, for :func:`export`).
    ``agents``: anyone's agents (``package.module:Class``, :mod:`taverna.research.experiments.agents`),
    seated after the bots under their class names, under the same rules (their view only).
    """
    info = get_game(game)
    rules = info.rules_or_default(rules)
    if not bots and not agents:
        raise BadArgument("the arena needs at least one bot, e.g. --bots rules,random")
    levels = tuple(resolve_level(b) for b in bots)
    names = tuple(b.strip().lower() for b in bots)
    for path in agents:
        load_agent(path, info.id)  # (its path, class and constructor checked before any match)
        name = agent_name(path)
        levels, names = levels + (AGENT_PREFIX + path.strip(),), names + (name if name not in names else path.strip(),)
    n = players or min(max(info.usual_for(rules), len(names)), info.max_players)
    if not 1 <= n <= 1000:  # (how many the rule set seats, Slabberjan's 41, is the engine's to say: create_match below)
        raise BadArgument(f"players must be a number from 1 to 1000, got {n}")
    if isinstance(deal_sets, bool) or not isinstance(deal_sets, int) or deal_sets < 1:
        raise BadArgument(f"the number of matches must be a positive integer, got {deal_sets!r}")
    if isinstance(jobs, bool) or not isinstance(jobs, int) or jobs < 1:
        raise BadArgument(f"jobs must be a positive integer (processes to play in), got {jobs!r}")
    opts = dict(options or {})
    create_match(info.id, rules=rules, players=seat_names(n), options=opts, seed=seed)  # options checked up front
    tasks = [
        _DealSet(info.id, rules, n, opts, names, levels, Rng(seed).fork(s).next64() & 0x7FFFFFFF, max_actions, records)
        for s in range(deal_sets)
    ]
    report = ArenaReport(info.id, rules, n, opts, list(names), deal_sets, seed)
    total = deal_sets * len(names)

    own = executor is None
    run = executor if executor is not None else make_executor(jobs)
    k = len(names)
    try:
        tick = None if progress is None else lambda done, _: progress(done * k, total)
        results = run.map(_play_deal_set, tasks, tick)
    finally:
        if own:
            run.close()
    for played in results:  # in the order of the deal sets, wherever and whenever they were played
        report.matches.extend(played)
    return report


__all__ = [
    "ALIASES",
    "METRICS",
    "MIN_SETS",
    "ArenaReport",
    "DuplicateShuffler",
    "Estimate",
    "MatchResult",
    "SeatResult",
    "export",
    "leaderboard",
    "main_counter",
    "match_ranks",
    "play_one",
    "record_of",
    "resolve_level",
    "run_arena",
    "seat_groups",
    "wilson",
]
