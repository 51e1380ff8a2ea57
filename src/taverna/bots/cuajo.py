"""A rule-of-thumb Cuajo bot: keep kings, chase combinations, win and claim whenever it can.

It sees only ``view(player)`` and the legal actions:

* ``win`` and ``time`` are always taken; secrets are laid at once (a sowee secret with a king as its fourth
  card when there is one, else with the least useful card);
* purro is always said when it may be (showing the first king); silent when it is the only answer;
* it takes the previous discard when the card would complete its purro hand or fits well in its hand
  (usefulness 4 or more), else it draws;
* it discards the card that leaves it one card from a win if there is one, else the least useful card:
  a card counts 3 for each other suit of its rank it holds (sets), 3 for each run partner it holds, 1 for each
  identical copy (towards a secret).
"""

from __future__ import annotations

from typing import Any

from taverna.cards.cuajo import ACE, KING, card, parse_card, rank_of, suit_of
from taverna.core import Action, Rng
from taverna.games.cuajo import solver
from taverna.games.cuajo.solver import one_away as one_away  # re-exported: the Cuajo search asks it here


def usefulness(c: int, others: list[int]) -> int:
    """How well ``c`` fits with ``others`` (which do not include ``c`` itself)."""
    r, s = rank_of(c), suit_of(c)
    score = 0
    suits = {suit_of(x) for x in others if rank_of(x) == r and suit_of(x) != s}
    score += 3 * len(suits)
    if r != ACE:
        group = (1, 2, 3) if r in (1, 2, 3) else (4, 5, 6)
        score += 3 * sum(1 for x in group if x != r and card(x, s) in others)
    score += others.count(c)
    if r == KING:
        score += 100
    return score


def free_cards(view: dict[str, Any]) -> list[int]:
    """The cards of the viewer's hand that must still be combined: the hand and a sowee secret's fourth card."""
    hand = [parse_card(x) for x in view.get("hand") or []]
    for s in view.get("secrets") or []:
        if s["type"] == "sowee":
            hand.append(parse_card(s["cards"][3]))
    return hand


def held_cards(view: dict[str, Any]) -> list[int]:
    """Every card the viewer holds: the hand and the laid secrets."""
    out = [parse_card(x) for x in view.get("hand") or []]
    for s in view.get("secrets") or []:
        out.extend(parse_card(x) for x in s["cards"])
    return out


def wins_with(view: dict[str, Any], free: list[int], top: int) -> bool:
    """Whether the viewer is purro and ``top`` (the discard it may take) completes its ``free`` cards."""
    me = next((p for p in view.get("players") or [] if p.get("name") == view.get("viewer")), None)
    return me is not None and bool(me.get("purro")) and solver.is_complete(free + [top])


def choose(view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
    if len(legal) == 1 and legal[0].word == "silent":
        return legal[0]  # the purro question asked of a hand not one card from a win: nothing to weigh
    words = {a.word: a for a in legal}
    for w in ("win", "time"):
        if w in words:
            return words[w]
    secrets = [a for a in legal if a.word == "secret"]
    if secrets:
        return secrets[0]
    sowee = [a for a in legal if a.word == "sowee"]
    if sowee:
        hand = [parse_card(x) for x in view.get("hand") or []]
        kings = [a for a in sowee if rank_of(parse_card(a.arg)) == KING]
        if kings:
            return kings[0]

        def loss(a: Action) -> int:
            c = parse_card(a.arg)
            rest = list(hand)
            rest.remove(c)
            return usefulness(c, rest)

        return min(sowee, key=loss)
    purro = [a for a in legal if a.word == "purro"]
    if purro:
        return purro[0]
    free = free_cards(view)
    if "take" in words:
        discards = view.get("discards") or []
        if discards:
            top = parse_card(discards[-1])
            if wins_with(view, free, top):
                return words["take"]
            if usefulness(top, free) >= 4:
                return words["take"]
        return words.get("draw", legal[0])
    discards_acts = [a for a in legal if a.word == "discard"]
    if discards_acts:
        best: list[Action] = []
        best_score: int | None = None
        held = held_cards(view)
        face_up = parse_card(view["sowee"]) if view.get("sowee") else None
        for a in discards_acts:
            c = parse_card(a.arg)
            rest = list(free)
            rest.remove(c)
            kept = list(held)
            kept.remove(c)
            score = usefulness(c, rest) - (1000 if one_away(rest, solver.cannot_come(kept, face_up)) else 0)
            if best_score is None or score < best_score:
                best, best_score = [a], score
            elif score == best_score:
                best.append(a)
        return best[rng.below(len(best))]
    return legal[rng.below(len(legal))]
