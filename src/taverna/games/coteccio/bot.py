"""A rule-of-thumb Coteccio bot: duck at a full table, take the lead and chase capotto at a short one.

Coteccio is a negative game: the most card points (with the last trick's 6) cost a life, but four
tricks won in a row let their winner annul the deal or play for capotto (+1 life to them, −1 to
every other player).  The bot counts the cards it has seen (its hand and every card played) and the
suits each player has shown void in, and estimates for each of its cards the chance that nobody
still to play holds a higher card of its suit (the cards still unseen are spread over the other
hands and the undealt stock).  With that it plays as a club player would:

* the capotto choice: with four tricks won it leads its last card when that card wins at least half
  the time, else annuls;
* at a short table (two or three players in the deal), where the player on lead usually keeps
  winning and capotto swings decide the match: it takes the first trick with its cheapest winning
  card, leads the card most likely to win (keeping the lead, aiming at four tricks in a row), and
  takes a trick cheaply whenever one other player has won every trick so far;
* at a full table (four or more): it leads the card most likely to lose (fewest points first),
  keeping its weakest card for the last trick; it goes for capotto from the start only when every
  card in its hand is a sure winner; it stops a capotto (two or more tricks to one player) by taking
  cheaply;
* following: it ducks with its highest card that still loses the trick; when every card of the suit
  wins, it takes with its highest if it plays last (the trick is its anyway) and with its lowest
  otherwise (someone may still overtake it);
* void in the suit led: it discards its most expensive card (most points, then the strongest);
* the doctor: always called when offered (the pool goes to the last player alive).
"""

from __future__ import annotations

from typing import Any

from taverna.cards.italian import PACK, parse_card, points, strength, suit_of
from taverna.core import Action, Rng

SHORT_TABLE = 3  # at most this many players in the deal: keep the lead and chase capotto
CAPOTTO_CHANCE = 0.5  # lead the last card for capotto when it wins at least this often


def _table(view: dict[str, Any]) -> tuple[list[str], set[int], dict[str, set[int]], dict[str, int]]:
    """The deal's players in seating order (play goes round it), the cards played, each player's void
    suits and how many cards each still holds."""
    players = [p for p in view.get("players") or [] if p.get("in_deal")]
    names = [str(p["name"]) for p in players]
    left = {str(p["name"]): int(p.get("cards_left", 0)) for p in players}
    played: set[int] = set()
    voids: dict[str, set[int]] = {n: set() for n in names}
    for cards in [t["cards"] for t in view.get("tricks") or []] + [view.get("trick") or []]:
        led = None
        for who, c in cards:
            x = parse_card(c)
            played.add(x)
            if led is None:
                led = suit_of(x)
            elif suit_of(x) != led and who in voids:
                voids[who].add(led)
    return names, played, voids, left


def _none_drawn(wanted: int, pool: int, drawn: int) -> float:
    """The chance that ``drawn`` cards dealt from ``pool`` unseen ones include none of ``wanted`` given ones."""
    p = 1.0
    for i in range(wanted):
        if pool - i <= 0:
            return 0.0
        p *= max(pool - drawn - i, 0) / (pool - i)
    return p


def choose(view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
    words = {a.word: a for a in legal}
    if "doctor" in words:
        return words["doctor"]
    me = view.get("viewer")
    hand = [parse_card(c) for c in view.get("hand") or []]
    names, played, voids, left = _table(view)
    unseen = [x for x in PACK if x not in played and x not in hand]
    trick = view.get("trick") or []
    tricks = view.get("tricks") or []
    short = len(names) <= SHORT_TABLE
    i = names.index(me) if me in names else 0
    behind = (names[i + 1 :] + names[:i])[: len(names) - 1 - len(trick)]  # still to play after us

    def p_win(card: int) -> float:
        """The chance that no player still to play after us holds a higher card of ``card``'s suit."""
        s = suit_of(card)
        higher = sum(1 for x in unseen if suit_of(x) == s and strength(x) > strength(card))
        if higher == 0:
            return 1.0
        drawn = sum(left[p] for p in behind if s not in voids[p])
        elsewhere = sum(left[p] for p in names if p != me and s in voids[p])  # hold none of the suit
        return _none_drawn(higher, len(unseen) - elsewhere, drawn)

    if "annul" in words:
        return words["lead"] if hand and p_win(hand[0]) >= CAPOTTO_CHANCE else words["annul"]
    plays = [a for a in legal if a.word == "play"]
    if not plays:
        return legal[rng.below(len(legal))]
    cards = {a: parse_card(a.arg) for a in plays}
    winners = {t["winner"] for t in tricks}
    if not trick:
        if short or all(p_win(c) == 1.0 for c in hand):  # keep the lead, go for capotto
            return max(plays, key=lambda a: (p_win(cards[a]), -points(cards[a]), strength(cards[a])))
        weakest = min(hand, key=lambda c: (p_win(c), strength(c)))
        spare = [a for a in plays if cards[a] != weakest] or plays
        return min(spare, key=lambda a: (p_win(cards[a]), points(cards[a]), strength(cards[a])))
    led = suit_of(parse_card(trick[0][1]))
    best = max(strength(parse_card(c)) for _, c in trick if suit_of(parse_card(c)) == led)
    follow = [a for a in plays if suit_of(cards[a]) == led]
    if not follow:
        return max(plays, key=lambda a: (points(cards[a]), strength(cards[a])))
    their_run = len(winners) == 1 and me not in winners and len(tricks) >= (1 if short else 2)
    if their_run or (short and not tricks):
        # take the lead (a short table's first trick) or stop a capotto, as cheaply as possible
        takes = [a for a in follow if strength(cards[a]) > best]
        if takes:
            return min(takes, key=lambda a: (strength(cards[a]), points(cards[a])))
    ducks = [a for a in follow if strength(cards[a]) < best]
    if ducks:
        return max(ducks, key=lambda a: strength(cards[a]))
    last = not behind
    pick = max if last else min
    return pick(follow, key=lambda a: strength(cards[a]))
