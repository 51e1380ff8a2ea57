"""Per-game declarations for the research API: the action table, the features, returns, elimination.

A game plugs into :mod:`taverna.research.spiel` (and through it PettingZoo and OpenSpiel) with a
:class:`GameSpec`.  Every field has a default that works for a game whose actions are ``play CARD``
with Cuckoo-pack card names (plus the plain words ``pass`` and ``bid``), whose view has the common keys
(``players`` with counters, ``hand``, ``trick``, ``turn`` ...), and whose summary's counters are
``chips``, ``money`` or ``points``; a new game registers a small spec with :func:`register_spec` when it
needs more (see ``docs/research.md``).

Every function of a spec is a pure function of the *configuration* (the game, the rule set, the
options and the number of players), given as a prototype match built with seed 0: the prototype is
only read for its resolved options (``match.opts``), never played.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from taverna.cards import cuajo as cuajo_cards
from taverna.cards import cuckoo, french, italian
from taverna.core.match import Action, Match

Json = Any


# ---------------------------------------------------------------- packs
@dataclass(frozen=True)
class Pack:
    """The distinct cards of a pack, in a fixed order, and how to read a card name."""

    name: str
    kinds: tuple[int, ...]
    parse: Callable[[object], int]
    card_str: Callable[[int], str]

    def index(self, name: object) -> int | None:
        """The position of the card named ``name`` in :attr:`kinds`, or None if it is not a card."""
        names = self.__dict__.get("_names_cache")
        if names is None:
            names = {self.card_str(c): i for i, c in enumerate(self.kinds)}
            object.__setattr__(self, "_names_cache", names)
        if isinstance(name, str) and name in names:
            return int(names[name])
        try:
            c = self.parse(name)
        except (ValueError, TypeError):
            return None
        try:
            return self._pos[c]
        except KeyError:
            return None

    @property
    def _pos(self) -> dict[int, int]:
        cache = self.__dict__.get("_pos_cache")
        if cache is None:
            cache = {c: i for i, c in enumerate(self.kinds)}
            object.__setattr__(self, "_pos_cache", cache)
        return cache

    def names(self) -> list[str]:
        return [self.card_str(c) for c in self.kinds]


CUCKOO = Pack("cuckoo", cuckoo.RANKS, cuckoo.parse_card, cuckoo.card_str)
ITALIAN = Pack("italian", italian.PACK, italian.parse_card, italian.card_str)
CUAJO = Pack("cuajo", cuajo_cards.KINDS, cuajo_cards.parse_card, cuajo_cards.card_str)
FRENCH = Pack("french", french.PACK, french.parse_card, french.card_str)


# ---------------------------------------------------------------- action tables
def plain(*words: str) -> list[Action]:
    """Actions without an argument."""
    return [Action(w) for w in words]


def card_words(word: str, pack: Pack) -> list[Action]:
    """``word CARD`` for every distinct card of ``pack`` (canonical names)."""
    return [Action(word, n) for n in pack.names()]


def int_words(word: str, values: Sequence[int]) -> list[Action]:
    """``word N`` for each N of ``values``."""
    return [Action(word, int(v)) for v in values]


def levels(limit: int, most: int = 50) -> list[int]:
    """1..limit when limit <= most, else ``most`` roughly geometric levels from 1 to limit (both included)."""
    if limit <= most:
        return list(range(1, limit + 1))
    out: set[int] = set()
    for k in range(most):
        out.add(max(1, round(limit ** (k / (most - 1)))))
    out.add(limit)
    return sorted(out)


def action_key(action: Action) -> tuple[str, str]:
    """A hashable key of an action (its argument as canonical JSON)."""
    return (action.word, json.dumps(action.arg, sort_keys=True))


# ---------------------------------------------------------------- features
@dataclass(frozen=True)
class Features:
    """Which keys of ``view(player)`` the tensors encode (missing keys encode as zeros).

    * ``counters``: numeric or boolean keys of each ``view["players"]`` entry, per seat;
    * ``seat_keys``: keys whose value is a player's name or a list of names, one-hot per seat;
    * ``scalars``: numeric (or boolean) keys of the view;
    * ``seat_scalars``: keys whose value maps a player to a number;
    * ``cards``: keys holding the viewer's card, a list of cards, or a card seen by all, counted per kind;
    * ``seat_cards``: keys mapping players to a card, a list of cards (counted) or a number of cards,
      or lists of ``[player, card]`` pairs (a trick), per seat and kind;
    * ``phases``: the values of ``view["phase"]`` (one-hot; an unknown phase sets the last slot);
    * ``scales``: ``(key, s)`` pairs: a number with no fixed bound (chips, money, a pool) is encoded as
      ``x / (|x| + s)`` (default s: 10), so s is about the value's usual size.
    """

    counters: tuple[str, ...] = ("chips", "points", "money", "lives", "tokens", "out")
    seat_keys: tuple[str, ...] = ("turn", "dealer", "to_act", "winner")
    scalars: tuple[str, ...] = ("round", "finished")
    seat_scalars: tuple[str, ...] = ()
    cards: tuple[str, ...] = ("hand", "card")
    seat_cards: tuple[str, ...] = ("trick", "used")
    phases: tuple[str, ...] = ()
    scales: tuple[tuple[str, float], ...] = ()


@dataclass(frozen=True)
class GameSpec:
    """What the research API needs to know about one game (every field has a generic default)."""

    game: str
    pack: Pack = CUCKOO
    # where the pack depends on the rule set (Cucù's Le Her plays the French pack): the configuration's pack
    pack_of: Callable[[Match], Pack] | None = None
    # the fixed action table: a pure function of the configuration (a prototype match)
    actions: Callable[[Match], list[Action]] = field(
        default=lambda m: [*card_words("play", CUCKOO), *plain("pass", "bid")]
    )
    features: Features = Features()
    # running returns, one per player (final at the end of the match); default: see generic_returns
    returns: Callable[[Match, dict[str, Json]], list[float]] | None = None
    # a player out for good (never to act again, return final): their agent terminates early
    eliminated: Callable[[Match, str], bool] | None = None
    # players may have only optional actions (``to_act()`` beyond ``waiting_for()``): ask them first
    # (also assumed of any engine that overrides ``waiting_for``)
    optional_actions: bool = False
    # whether the returns of every finished match add up to zero (else the game is general-sum)
    zero_sum: Callable[[Match], bool] = field(default=lambda m: True)
    # an upper bound on the moves of a match (the state is truncated there; an option may lower it)
    max_moves: int = 10000
    notes: str = ""

    def pack_for(self, prototype: Match) -> Pack:
        return self.pack_of(prototype) if self.pack_of is not None else self.pack


_SPECS: dict[str, GameSpec] = {}


def register_spec(spec: GameSpec) -> GameSpec:
    _SPECS[spec.game] = spec
    return spec


def spec_for(game: str) -> GameSpec:
    """The game's spec, or the generic one (``play CARD`` over the Cuckoo pack, ``pass``, ``bid``)."""
    return _SPECS.get(game) or GameSpec(game)


# ---------------------------------------------------------------- returns
def _initial_counter(start: dict[str, Json], p: str, key: str) -> float:
    v = start.get(p, {}).get(key, 0)
    return float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else 0.0


def generic_returns(match: Match, start: dict[str, Json]) -> list[float]:
    """Chips, money or a zero-sum score (Le Her's) won or lost since the start; else points less the mean;
    else the winner's share.

    The start is the ``chips`` (``money``) of the public ``match_start`` event when it has one, else
    ``start``: ``summary()["players"]`` when the state was created.
    """
    summ = match.summary()
    players = list(match.players)
    now: dict[str, dict[str, Json]] = summ.get("players") or {}
    first = next((e.data for e in match.log if e.kind == "match_start" and e.to is None), {})
    for key in ("chips", "money", "score"):
        if all(isinstance(now.get(p, {}).get(key), (int, float)) for p in players):
            if isinstance(first.get(key), int) and not isinstance(first.get(key), bool):
                # the amount everyone started with, before any ante paid while the match was set up
                return [float(now[p][key]) - float(first[key]) for p in players]
            return [float(now[p][key]) - _initial_counter(start, p, key) for p in players]
    if all(isinstance(now.get(p, {}).get("points"), (int, float)) for p in players):
        pts = [float(now[p]["points"]) for p in players]
        mean = sum(pts) / len(pts)
        return [x - mean for x in pts]
    return winner_returns(match)


def winner_returns(match: Match) -> list[float]:
    """The winners share 1, everyone pays 1/n: zero-sum; zeros until the match is over."""
    players = list(match.players)
    if not match.finished:
        return [0.0] * len(players)
    w = match.summary().get("winner")
    winners = [w] if isinstance(w, str) else list(w or [])
    n = len(players)
    if not winners:
        return [0.0] * n
    return [(1.0 / len(winners) if p in winners else 0.0) - 1.0 / n for p in players]


def _cucu_returns(match: Match, start: dict[str, Json]) -> list[float]:
    """Pagat (campli, lu-stu): money in stakes, from the public log; cambio/bga: chips."""
    if not getattr(match, "pagat", False):
        return generic_returns(match, start)
    players = list(match.players)
    # the log only grows: the sums so far are remembered on the match and only new events are read
    log = match.log
    memo = match.__dict__.get("_pagat_money")
    money: dict[str, Fraction]
    if memo is not None and memo[0] is log and memo[1] <= len(log):
        money, read = dict(memo[2]), int(memo[1])
    else:
        money, read = {p: Fraction(0) for p in players}, 0
    for ev in log[read:]:
        if ev.to is not None:
            continue
        d = ev.data
        if ev.kind == "match_start" and "stake" in d:
            for p in players:
                money[p] -= Fraction(d["stake"])
        elif ev.kind == "reentered":
            for who, amount in (d.get("shares") or {}).items():
                if who in money:
                    money[who] -= Fraction(amount)
        elif ev.kind == "offer_accepted":
            offer = d.get("offer") or {}
            if "money" in offer:
                money[d["guest"]] -= Fraction(offer["money"])
                money[d["player"]] += Fraction(offer["money"])
        elif ev.kind == "pool_paid":
            for who, amount in (d.get("payouts") or {}).items():
                if who in money:
                    money[who] += Fraction(str(amount))
    match.__dict__["_pagat_money"] = (log, len(log), dict(money))
    return [float(money[p]) for p in players]


def _coteccio_returns(match: Match, start: dict[str, Json]) -> list[float]:
    """Money: what the player won from the pool less what they paid in (stake, doctor's fees)."""
    summ = match.summary()
    paid, won = summ.get("paid") or {}, summ.get("won") or {}
    return [float(won.get(p, 0)) - float(paid.get(p, 0)) for p in match.players]


# ---------------------------------------------------------------- the games
def _cucu_actions(m: Match) -> list[Action]:
    stake = int(getattr(getattr(m, "opts", None), "stake", 1) or 1)
    return [
        *plain("keep", "exchange", "declare", "insure", "accept", "refuse", "reenter", "decline", "defeat", "pass"),
        *[Action("offer", {"money": stake * k}) for k in range(1, 11)],
        *[Action("offer", {"share": s}) for s in range(5, 101, 5)],
        *int_words("propose", range(0, 101, 5)),
    ]


def _hypp_actions(m: Match) -> list[Action]:
    limit = int(getattr(getattr(m, "opts", None), "limit", 10))
    return [*plain("pass"), *int_words("packet", range(1, 40)), *int_words("bet", levels(limit))]


def _cuajo_actions(m: Match) -> list[Action]:
    kings = [CUAJO.card_str(k) for k in cuajo_cards.KINGS]
    return [
        *plain("draw", "take", "win", "time", "pass", "silent", "purro"),
        *[Action("purro", k) for k in kings],
        *card_words("secret", CUAJO),
        *card_words("sowee", CUAJO),
        *card_words("discard", CUAJO),
    ]


register_spec(
    GameSpec(
        "cucu",
        actions=_cucu_actions,
        features=Features(
            counters=("tokens", "chips", "score", "out", "lost", "in_deal", "has_card", "virgin"),
            seat_keys=("turn", "dealer", "to_act", "winner"),
            scalars=("pool", "deal", "deck_size", "set", "round", "finished"),
            cards=("card", "discards"),
            seat_cards=("cards",),
            phases=("exchanges", "inn-guest", "inn-host", "confess", "reveal", "settled", "next", "begin"),
        ),
        returns=_cucu_returns,
        # cambio and bga: the chips left in the box when the match ends belong to nobody
        zero_sum=lambda m: bool(getattr(m, "pagat", False) or getattr(m, "le_her", False)),
        pack_of=lambda m: FRENCH if getattr(getattr(m, "opts", None), "pack", "") == "french" else CUCKOO,
        optional_actions=True,
        max_moves=20000,
        notes="pagat returns are money in stakes; cambio and bga chips",
    )
)
register_spec(
    GameSpec(
        "kille",
        actions=lambda m: card_words("play", CUCKOO),
        features=Features(
            counters=("points", "chips"),
            seat_keys=("turn", "dealer", "winner"),
            scalars=("round", "rounds", "tricks_left", "finished"),
            seat_scalars=("hand_sizes",),
            cards=("hand",),
            seat_cards=("trick", "used"),
        ),
    )
)
register_spec(
    GameSpec(
        "hypp",
        actions=_hypp_actions,
        features=Features(
            counters=("chips", "out"),
            seat_keys=("turn", "dealer", "winner"),
            scalars=("round", "limit", "max_packet", "packet_size", "finished"),
            seat_scalars=("bets",),
            cards=(),
            seat_cards=(),
            phases=("packet", "bets"),
            scales=(("chips", 50.0),),
        ),
    )
)
register_spec(
    GameSpec(
        "coteccio",
        pack=ITALIAN,
        actions=lambda m: [*card_words("play", ITALIAN), *plain("annul", "lead", "doctor", "drop")],
        features=Features(
            counters=("lives", "out", "doctor_calls", "in_deal", "cards_left", "tricks"),
            seat_keys=("to_act", "dealer", "leader", "winner"),
            scalars=("pool", "deal"),
            cards=("hand",),
            seat_cards=("trick",),
            phases=("play", "capotto", "doctor"),
            scales=(("pool", 1000.0),),
        ),
        returns=_coteccio_returns,
        # no ``eliminated``: a player out of the match comes back when all the players of a deal die
        # at once (everyone restarts), so no elimination is final before the end
    )
)
register_spec(
    GameSpec(
        "cuajo",
        pack=CUAJO,
        actions=_cuajo_actions,
        features=Features(
            counters=("money", "cards", "purro", "penalty"),
            seat_keys=("turn", "dealer", "to_act"),
            scalars=("deal", "deals", "stock", "finished"),
            cards=("hand", "discards", "sowee", "waits"),
            seat_cards=(),
            phases=("play", "draw", "purro", "claim"),
            scales=(("money", 100.0),),
        ),
    )
)


# ---------------------------------------------------------------- the Italian kind games
def _team_of(match: Match) -> dict[str, int]:
    teams = getattr(match, "teams", None) or [[p] for p in match.players]
    return {p: i for i, t in enumerate(teams) for p in t}


def _torionfo_returns(match: Match, start: dict[str, Json]) -> list[float]:
    """The card points of the player's side less the other side's, over the deals played so far."""
    totals = list(getattr(match, "totals", []))
    team = _team_of(match)
    return [float(totals[team[p]] - sum(v for i, v in enumerate(totals) if i != team[p])) for p in match.players]


def _coch_returns(match: Match, start: dict[str, Json]) -> list[float]:
    """The deals won by the player's side less the other side's (the match's outcome: +1, 0 or -1
    for the rulebook's single deal)."""
    won = list(getattr(match, "won", [0, 0]))
    team = _team_of(match)
    return [float(won[team[p]] - won[1 - team[p]]) for p in match.players]


register_spec(
    GameSpec(
        "torionfo",
        actions=lambda m: [
            *int_words("cut", range(1, 40)),
            *card_words("discard", CUCKOO),
            *card_words("play", CUCKOO),
            Action("base", "number"),
            Action("base", "picture"),
        ],
        features=Features(
            counters=("points",),
            seat_keys=("turn", "dealer", "cutter", "to_act", "winner"),
            scalars=("deal", "deals", "stock", "hand_size", "tricks_left", "finished"),
            seat_scalars=("hand_sizes", "won"),
            cards=("hand", "torionfo", "cut_taken", "turn_taken", "played"),
            seat_cards=("trick", "discards"),
            phases=("cut", "discard", "base", "play"),
        ),
        returns=_torionfo_returns,
        notes="returns: the side's card points less the other side's (totals over the deals)",
    )
)
register_spec(
    GameSpec(
        "coch",
        actions=lambda m: card_words("play", CUCKOO),
        features=Features(
            counters=("points", "won"),
            seat_keys=("turn", "dealer", "partner", "to_act", "winner"),
            scalars=("deal", "deals", "tricks_left", "finished"),
            seat_scalars=("hand_sizes", "tricks_won"),
            cards=("hand",),
            seat_cards=("trick", "last_trick"),
        ),
        returns=_coch_returns,
        notes="returns: deals won by the side less the other side's (single deal: +1 win, -1 loss, 0 draw)",
    )
)
register_spec(
    GameSpec(
        "zifuli",
        actions=lambda m: [*card_words("bid", CUCKOO), *plain("pass"), *card_words("play", CUCKOO)],
        features=Features(
            counters=("chips", "out"),
            seat_keys=("turn", "dealer", "boss", "partner", "passed", "to_act", "winner"),
            scalars=("round", "rounds", "deal", "alone", "tricks_left", "finished"),
            seat_scalars=("hand_sizes", "tricks_won"),
            cards=("hand", "card"),
            seat_cards=("trick", "last_trick", "bids", "revealed"),
            phases=("auction", "tricks"),
        ),
        # the generic returns: chips won or lost since the match_start event's chips
        notes="returns: chips won or lost",
    )
)
