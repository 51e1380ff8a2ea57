"""Ratings per game and rule set: OpenSkill's Plackett–Luce model, from a finished match's final standing.

The standing comes from the match's summary (``winner``, the counters, the deals) and, for partnership
games, the match's teams.  Nothing here touches the database: ``results.py`` stores what this computes.

* **Standing.**  The winners (the summary's ``winner``: a name or, for a team, a list of names) first;
  then the others by how long they stayed in (a player who went out in a later deal ranks above one who
  went out earlier; never out ranks above both), then by their first counter (tokens, chips, lives,
  points, money: more is better in every game of Taverna).  Partners share a place; equal players share a
  place.  Ranks are 1-based competition ranks (1, 1, 3).
* **Who is rated** is ``results.py``'s: the people with an identity who played their seat themselves, rated
  among themselves only (bots, anonymous seats and stand-ins are never opponents; until issue 28 bots were
  fixed anchors and anonymous seats fresh 25 ± 8.33 opponents).
* **Provisional**: fewer than ``PROVISIONAL_MATCHES`` rated matches, or sigma above ``PROVISIONAL_SIGMA``.
* **The number shown** (issue 29, item 14): one number, the conservative estimate (the ordinal, mu - 3 sigma) on
  an Elo-like scale, ``rating = round(1500 + 48 * (mu - 3 sigma))``.  A newcomer (25 - 3 x 25/3 = 0) shows 1500;
  48 = 200 / beta (beta = 25/6, the model's performance spread), so 200 points of difference mean about what
  they mean in Elo (one beta of skill).  The API, the leaderboard, the profile and its plot all use it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from openskill.models import PlackettLuce

MODEL = PlackettLuce()
DEFAULT_MU = MODEL.mu  # 25
DEFAULT_SIGMA = MODEL.sigma  # 25/3
PROVISIONAL_MATCHES = 5
PROVISIONAL_SIGMA = 5.0


@dataclass(frozen=True)
class Skill:
    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        """The conservative estimate the leaderboards sort by: mu - 3 sigma."""
        return self.mu - 3 * self.sigma


RATING_BASE = 1500
RATING_SCALE = 200 / MODEL.beta  # 48: one beta of skill shown as 200 points, as in Elo


def shown(mu: float, sigma: float) -> int:
    """The one number a rating is shown as: the conservative estimate mu - 3 sigma on an Elo-like scale."""
    return round(RATING_BASE + RATING_SCALE * (mu - 3 * sigma))


def provisional(matches: int, sigma: float) -> bool:
    return matches < PROVISIONAL_MATCHES or sigma > PROVISIONAL_SIGMA


def teams_of(match: Any) -> list[list[str]]:
    """The sides of ``match``: its partnerships (``teams``, or ``partner()``), else each player alone."""
    players = list(match.players)
    teams = getattr(match, "teams", None)
    if teams:
        return [list(t) for t in teams]
    partner = getattr(match, "partner", None)
    if callable(partner):
        out: list[list[str]] = []
        seen: set[str] = set()
        for p in players:
            if p not in seen:
                side = [p, partner(p)]
                seen.update(side)
                out.append(side)
        return out
    return [[p] for p in players]


def _counter(c: Any) -> float:
    if isinstance(c, dict):
        for k, v in c.items():
            if k != "out" and isinstance(v, (int, float)) and not isinstance(v, bool):
                return float(v)
    return 0.0


def standing(summary: dict[str, Any], teams: list[list[str]]) -> list[int]:
    """The 1-based competition rank of each team of ``teams`` from a finished match's ``summary``."""
    w = summary.get("winner")
    winners = set(w if isinstance(w, list) else [w] if w else [])
    deals = summary.get("deals") or []
    players = summary.get("players") or {}

    def out_at(p: str) -> int:  # the deal after which p was out (len(deals)+1: never out)
        for i, d in enumerate(deals):
            after = d.get("after") or {}
            if isinstance(after.get(p), dict) and after[p].get("out"):
                return i
        if isinstance(players.get(p), dict) and players[p].get("out"):
            return len(deals)
        return len(deals) + 1

    def key(team: list[str]) -> tuple[int, int, float]:
        return max((int(p in winners), out_at(p), _counter(players.get(p))) for p in team)

    keys = [key(t) for t in teams]
    return [1 + sum(1 for other in keys if other > k) for k in keys]


def rate(skills: list[list[Skill]], ranks: list[int]) -> list[list[Skill]]:
    """The new skills of every side after a match of those ``ranks`` (Plackett–Luce)."""
    teams = [[MODEL.rating(mu=s.mu, sigma=s.sigma) for s in side] for side in skills]
    new = MODEL.rate(teams, ranks=list(ranks))
    return [[Skill(float(r.mu), float(r.sigma)) for r in side] for side in new]
