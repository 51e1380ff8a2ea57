"""The kernel's Python side: arguments checked, packs built, options read, the compiled loops run."""

from __future__ import annotations

from typing import Any

import numpy as np

from taverna.cards.cuckoo import FOOL, cuckoo_pack
from taverna.games.cucu.research.kernel.base import (
    KERNEL_RULES,
    NOT_IN_KERNEL,
    PLAYER_LIMITS,
    RULES,
    _first_bad_row,
    _shuffle_rows,
)
from taverna.games.cucu.research.kernel.cambio import REVEAL_CODES, _cambio, _cambio_matches
from taverna.games.cucu.research.kernel.campli import _campli, _campli_matches
from taverna.games.cucu.research.kernel.lustu import _lustu, _lustu_matches
from taverna.games.cucu.research.kernel.tables import MatchOutcomes, Outcomes, StrategyTable, threshold_table


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


def warm_up(rules_sets: tuple[str, ...] = KERNEL_RULES) -> None:
    """Compile (or load from numba's cache) the kernels of ``rules_sets`` (every rule set by default)
    with a one-deal run and a one-match run.  BGA plays Cambio's compiled functions."""
    for rules in rules_sets:
        simulate(rules, 2, threshold_table(2, 0), 1, 0)
        simulate(rules, 2, threshold_table(2, 0), 1, 0, decks=shuffled_decks(rules, 2, 1))
        simulate_matches(rules, 2, threshold_table(2, 0), 1, 0)
