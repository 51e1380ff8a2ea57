"""Small exact benchmarks: one deal of a one-card exchange game on a reduced pack, as OpenSpiel's own game.

The engine plays every line of one deal: the chance of the cards (a reduced pack: a few ranks, ``copies`` of
each), each player's decision in turn, and the deal's losers; the tree it plays is written in Gambit's EFG
format, which ``pyspiel.load_efg_game`` reads as a native OpenSpiel game, small enough for CFR+ to solve and
for the exact exploitability (2 players) or NashConv (3) of any policy.  Nothing of the rules is written
here: legal actions, what each player has seen (the information state) and who loses all come from the
engine (``create_match`` with the deal's cards fixed by the record's ``shuffles``).

* chance: the cards dealt, one per player in the order of play, then the stock's top card (the card a dealer
  who exchanges draws), each by rank with its exact probability from what is left of the reduced pack;
  suits never decide anything in the French-pack games, so the engine is given the first free suit of the
  rank;
* information state: the player's view of the match (``view(player)``'s log) with every card written as its
  rank only, so that the suit the tree gave a card tells nothing;
* payoff, one deal, zero-sum: each loser pays 1, shared equally by the players who did not lose (all losing,
  or nobody: 0 each).

``python -m taverna.research.experiments.exact_deal --rules ranter --players 2 --ranks A,7,10,K`` builds the
tree, runs CFR+ and prints the value and the average policy (docs/research.md, *Small exact benchmarks*).
"""

from __future__ import annotations

import argparse
import json
import re
from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from taverna.games import create_match

_CARD = re.compile(r"^(A|[2-9]|10|J|Q|K)[cdhs]$")


def _rank_only(value: Any) -> Any:
    """The value with every French card name written as its rank (``"Kh"`` -> ``"K"``)."""
    if isinstance(value, str):
        m = _CARD.match(value)
        return m.group(1) if m else value
    if isinstance(value, list):
        return [_rank_only(v) for v in value]
    if isinstance(value, dict):
        return {k: _rank_only(v) for k, v in value.items()}
    return value


_QUIET = frozenset({"match_start", "deal_start", "dealt", "asked", "exchanged"})  # said by the events around them


def _label(viewer: str, log: list[dict[str, Any]]) -> str:
    """A short name of an information state (the key is the whole log): what the viewer saw, in order:
    ``got K, p0 exchange, got 7`` (a card the viewer was given, another player's move)."""
    words = []
    for e in _rank_only(log):
        kind = e.get("kind")
        if kind in _QUIET:
            continue
        who = e.get("player")
        card = e.get("card") or (" ".join(e["cards"]) if isinstance(e.get("cards"), list) else None)
        if kind == "card" and card is not None:
            words.append(f"got {card}" if who == viewer else f"{who} shows {card}")
        else:
            words.append(" ".join(str(x) for x in (who if who != viewer else None, kind, card) if x is not None))
    return ", ".join(words).replace('"', "'")


@dataclass
class Tree:
    """The deal's tree as EFG text, with counts."""

    players: int
    lines: list[str] = field(default_factory=list)
    infosets: list[dict[str, int]] = field(default_factory=list)
    chance_nodes: int = 0
    decisions: int = 0
    terminals: int = 0

    def efg(self, title: str) -> str:
        names = " ".join(f'"p{i}"' for i in range(self.players))
        return f'EFG 2 R "{title}" {{ {names} }}\n\n' + "\n".join(self.lines) + "\n"


@dataclass(frozen=True)
class Deal:
    """One deal of ``game`` under ``rules`` for ``players`` on the reduced pack ``ranks`` (the cards' names
    without a suit: ``"A"``, ``"7"`` in the French pack, ``"15"``, ``"fool"`` in the Cuckoo pack), ``copies``
    of each (``suited``: the French pack, each copy its own suit); ``options`` the rule set's options;
    ``cards``: the cards chance gives (0: one each and the stock's top card)."""

    rules: str
    players: int
    ranks: tuple[str, ...]
    copies: int = 4
    options: tuple[tuple[str, Any], ...] = ()
    game: str = "cucu"
    cards: int = 0
    suited: bool = True

    @property
    def names(self) -> list[str]:
        return [f"p{i}" for i in range(self.players)]

    def _match(self, ranks: list[str], actions: list[tuple[str, Any]]) -> Any:
        used: Counter[str] = Counter()
        cards = []
        for r in ranks:  # the first free suit of the rank
            cards.append(r + "cdhs"[used[r]] if self.suited else r)
            used[r] += 1
        # the last player in the order of play deals (p0 acts first)
        m = create_match(self.game, rules=self.rules, players=self.names, dealer=self.names[-1], seed=0,
                         options=dict(self.options), shuffles=[cards])  # fmt: skip
        for p, a in actions:
            m.apply(p, a)
        return m

    def build(self) -> Tree:
        """The whole tree: chance for the ``players`` + 1 cards, then the players' decisions."""
        tree = Tree(self.players, infosets=[{} for _ in range(self.players)])
        self._chance(tree, [], Counter({r: self.copies for r in self.ranks}), 0)
        return tree

    def _chance(self, tree: Tree, ranks: list[str], left: Counter[str], depth: int) -> None:
        if len(ranks) == (self.cards or self.players + 1):
            self._decide(tree, ranks, [], depth)
            return
        total = sum(left.values())
        outcomes = [(r, Fraction(n, total)) for r, n in left.items() if n]
        tree.chance_nodes += 1
        body = " ".join(f'"{r}" {p.numerator}/{p.denominator}' for r, p in outcomes)
        tree.lines.append(f'{"  " * depth}c "" {tree.chance_nodes} "" {{ {body} }} 0')
        for r, _ in outcomes:
            left[r] -= 1
            self._chance(tree, [*ranks, r], left, depth + 1)
            left[r] += 1

    def _decide(self, tree: Tree, ranks: list[str], actions: list[tuple[str, Any]], depth: int) -> None:
        m = self._match(ranks, actions)
        deals = m.summary()["deals"]
        pad = "  " * depth
        if deals:  # the deal is over: who lost it
            losers = set(deals[0].get("losers") or [])
            tree.terminals += 1
            pay = self.payoff(losers)
            body = " ".join(str(float(x)) for x in pay)
            tree.lines.append(f'{pad}t "" {tree.terminals} "" {{ {body} }}')
            return
        (p,) = m.to_act()
        legal = m.legal_actions(p)
        words = [a.word if a.arg is None else f"{a.word} {a.arg}" for a in legal]
        view = m.view(p)
        info = json.dumps(_rank_only([e for e in view["log"] if e.get("kind") != "match_start"]), sort_keys=True)
        seat = self.names.index(p)
        ids = tree.infosets[seat]
        key = info + "|" + ",".join(words)
        if key not in ids:
            ids[key] = len(ids) + 1
        tree.decisions += 1
        moves = " ".join(f'"{w}"' for w in words)
        tree.lines.append(f'{pad}p "" {seat + 1} {ids[key]} "{_label(p, view["log"])}" {{ {moves} }} 0')
        for a in legal:
            self._decide(tree, ranks, [*actions, (p, a)], depth + 1)

    def payoff(self, losers: set[str]) -> list[Fraction]:
        """Each loser pays 1, shared by the others (all or none losing: 0 each)."""
        if not losers or len(losers) == self.players:
            return [Fraction(0)] * self.players
        share = Fraction(len(losers), self.players - len(losers))
        return [Fraction(-1) if p in losers else share for p in self.names]


def solve(deal: Deal, iterations: int = 200) -> dict[str, Any]:
    """CFR+ on the deal's tree: the average policy's value for each seat, its exploitability (2 players) or
    NashConv (more), and the policy (each information state: the probability of each action)."""
    import pyspiel
    from open_spiel.python.algorithms import cfr, expected_game_score, exploitability

    tree = deal.build()
    game = pyspiel.load_efg_game(tree.efg(f"{deal.rules} one deal"))
    solver = cfr.CFRPlusSolver(game)
    for _ in range(iterations):
        solver.evaluate_and_update_policy()
    pol = solver.average_policy()
    values = expected_game_score.policy_value(game.new_initial_state(), [pol] * deal.players)
    gap = exploitability.exploitability(game, pol) if deal.players == 2 else exploitability.nash_conv(game, pol)
    return {"tree": tree, "game": game, "policy": pol, "values": [float(v) for v in values], "gap": float(gap)}


def purify(out: dict[str, Any]) -> dict[str, Any]:
    """CFR+'s average policy rounded to its likeliest action in every information state (the first where two
    tie, as in a state no line of the profile reaches), with that pure profile's values and its
    exploitability (2 players) or NashConv: 0 where the pure profile is an exact equilibrium.  ``exact``: the
    values as fractions (a value's denominator divides the chance's, times the payoff's share)."""
    import numpy as np
    from open_spiel.python import policy as policies
    from open_spiel.python.algorithms import expected_game_score, exploitability

    game, n = out["game"], len(out["values"])
    pure = policies.TabularPolicy(game)
    arr = out["policy"].action_probability_array.copy()
    best = np.argmax(arr, axis=1)
    arr[:] = 0.0
    arr[np.arange(len(best)), best] = 1.0
    pure.action_probability_array = arr
    values = [float(v) for v in expected_game_score.policy_value(game.new_initial_state(), [pure] * n)]
    gap = exploitability.exploitability(game, pure) if n == 2 else exploitability.nash_conv(game, pure)
    exact = [Fraction(v).limit_denominator(10**6) for v in values]
    assert all(abs(float(f) - v) < 1e-12 for f, v in zip(exact, values, strict=True))
    return {"policy": pure, "values": values, "exact": exact, "gap": float(gap)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", default="cucu", help="cucu (the French-pack rule sets) or kille (the Cuckoo pack)")
    ap.add_argument("--rules", default="ranter")
    ap.add_argument("--cards", type=int, default=0, help="cards chance deals (0: one each and the stock's top card)")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--ranks", default="A,7,10,K", help="the reduced pack's ranks (A 2 .. 10 J Q K)")
    ap.add_argument("--copies", type=int, default=4, help="cards of each rank (at most 4)")
    ap.add_argument("--iterations", type=int, default=200)
    ap.add_argument("-o", "--option", action="append", default=[], metavar="NAME=VALUE")
    args = ap.parse_args()
    ranks = tuple(r.strip() for r in args.ranks.split(","))
    opts = tuple((k, int(v) if v.isdigit() else v) for k, v in (o.split("=", 1) for o in args.option))
    deal = Deal(args.rules, args.players, ranks, args.copies, opts, args.game, args.cards, args.game == "cucu")
    out = solve(deal, args.iterations)
    tree = out["tree"]
    print(f"{args.rules}, {args.players} players, ranks {args.ranks} x{args.copies}: {tree.chance_nodes} chance nodes, "
          f"{tree.decisions} decisions, {tree.terminals} terminals, "
          f"{[len(i) for i in tree.infosets]} information states")  # fmt: skip
    gap = "exploitability" if args.players == 2 else "NashConv"
    print(f"CFR+ {args.iterations} iterations: values {[round(v, 6) for v in out['values']]}, {gap} {out['gap']:.2e}")
    pure = purify(out)
    exact = ", ".join(str(f) for f in pure["exact"])
    print(f"the pure profile (each information state's likeliest action): values {exact}, {gap} {pure['gap']:.2e}")
    names = move_names(out["game"])
    lookup = pure["policy"].state_lookup
    for key in sorted(lookup, key=lambda k: (int(k.split("-")[0]), int(k.split("-")[2]))):
        i, moves = lookup[key], names[key]
        choice = moves[int(pure["policy"].action_probability_array[i].argmax())]
        average = {w: round(float(out["policy"].action_probability_array[i][a]), 3) for a, w in moves.items()}
        seat, _, _, seen = key.split("-", 3)
        print(f"  p{seat} {seen}: {choice}  (CFR+ average {average})")


def move_names(game: Any) -> dict[str, dict[int, str]]:
    """Each information state's actions by name (the EFG's ``keep``, ``exchange``, ``play 7``), by action id."""
    names: dict[str, dict[int, str]] = {}

    def walk(state: Any) -> None:
        if state.is_terminal():
            return
        if state.is_chance_node():
            for a, _ in state.chance_outcomes():
                walk(state.child(a))
            return
        key = state.information_state_string()
        if key not in names:
            names[key] = {a: state.action_to_string(a) for a in state.legal_actions()}
        for a in state.legal_actions():
            walk(state.child(a))

    walk(game.new_initial_state())
    return names


if __name__ == "__main__":
    main()
