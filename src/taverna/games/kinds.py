"""The two kinds of the Cuckoo pack in the Italian trick-taking games (Torionfo, Coch, Zifuli).

The Korean rulebook divides the pack into **number cards** (1 to 10) and **picture cards** (XV to
XI and 0, Bucket, Mask, Lion, Clown): "쿠쿠 카드를 그림 카드와 숫자 카드의 2종류로 구분합니다".  A
trick is led with a *base card* (기준 카드); the others must play a card of the same kind if they
can, else any card, which loses; the strongest card of the base kind takes the trick, and of two
identical cards the first played is higher ("같은 카드가 2장 나온 경우, 먼저 낸 카드의 등급이
높은 것으로 간주").

Each game ranks the number cards 10 > 9 > … > 1 but orders the pictures its own way: a
:class:`Ranking` holds that order.  For Torionfo, ``free`` cards (the Torionfo card and its twin)
may be played whatever the base kind and do not count as holding that kind, and ``trumps`` beat
every other card; Coch and Zifuli pass neither.

:func:`choose_card` is the card play of the Coch and Zifuli rule-of-thumb bots (each game's ``bot``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from taverna.cards import cuckoo
from taverna.cards.cuckoo import (
    BUCKET,
    CAT,
    CUCKOO,
    FOOL,
    HORSE,
    INN,
    LION,
    MAN,
    MASK,
    ZERO,
    card_str,
    cuckoo_pack,
    is_picture,
    parse_card,
)
from taverna.core.match import Action, Shuffler, TurnMatch

NUMBER, PICTURE = "number", "picture"
KINDS = (NUMBER, PICTURE)


def card_text(name: object, lang: str = "en") -> str:
    """A card's name as the Korean rulebook's games call it (the words of Coch's and Zifuli's sentences)."""
    return cuckoo.card_text(name, lang, "cambio")


def card_names(lang: str) -> dict[str, str]:
    """Every card's name as the Korean rulebook's games call it (House, Clown ...), by its notation."""
    return {cuckoo.card_str(c): cuckoo.card_name(c, lang, "cambio") for c in cuckoo.RANKS}


def name_card(card: str, lang: str, rules: str | None = None) -> str:
    """A person's name for a card written in the notation of Coch, Zifuli (the terminal shows and reads
    it); a card the notation does not know raises."""
    return cuckoo.card_name(cuckoo.parse_card(card), lang, "cambio")


def kind_of(card: int) -> str:
    """``"number"`` for 1..10, ``"picture"`` for every other card (0 included)."""
    return PICTURE if is_picture(card) else NUMBER


@dataclass(frozen=True)
class Ranking:
    """A game's order within each kind: number cards 10 > … > 1, pictures strongest first."""

    name: str
    pictures: tuple[int, ...]

    def __post_init__(self) -> None:
        if sorted(self.pictures) != sorted(c for c in range(-4, 16) if is_picture(c)):
            raise ValueError(f"ranking {self.name}: the pictures must list each picture card once")

    def strength(self, card: int) -> int:
        """Higher is stronger; comparable only between cards of the same kind (1..10 for both)."""
        if kind_of(card) == NUMBER:
            return card
        return len(self.pictures) - self.pictures.index(card)

    def weaker(self, card: int, than: int) -> bool:
        """``card`` is of the kind of ``than`` and strictly lower in rank (an identical card is not weaker)."""
        return kind_of(card) == kind_of(than) and self.strength(card) < self.strength(than)

    def order(self, cards: Iterable[int]) -> list[int]:
        """``cards`` sorted for display: number cards weakest first, then pictures weakest first."""
        return sorted(cards, key=lambda c: (kind_of(c) == PICTURE, self.strength(c)))


COCH = Ranking("coch", (LION, CUCKOO, MAN, HORSE, CAT, INN, ZERO, BUCKET, MASK, FOOL))
ZIFULI = Ranking("zifuli", (LION, CUCKOO, MAN, HORSE, CAT, INN, FOOL, ZERO, BUCKET, MASK))
TORIONFO = Ranking("torionfo", (CUCKOO, MAN, HORSE, CAT, INN, ZERO, BUCKET, MASK, LION, FOOL))


def playable(hand: Sequence[int], base_kind: str | None, free: Collection[int] = ()) -> list[int]:
    """The distinct cards of ``hand`` one may play: anything to lead (``base_kind`` None); else the
    cards of the base kind if one holds any (``free`` cards are always playable and do not count as
    holding the kind), otherwise the whole hand."""
    distinct = sorted(set(hand))
    if base_kind is None:
        return distinct
    following = [c for c in distinct if kind_of(c) == base_kind and c not in free]
    if not following:
        return distinct
    return sorted(set(following) | {c for c in distinct if c in free})


def trick_winner(
    cards: Sequence[int], ranking: Ranking, base_kind: str | None = None, trumps: Collection[int] = ()
) -> int:
    """The index in ``cards`` (in the order played) of the card that takes the trick.

    A ``trumps`` card beats everything; otherwise the strongest card of ``base_kind`` (default: the
    kind of the first card) wins; cards of the other kind never win.  Of identical cards the first
    played is higher.
    """
    if not cards:
        raise ValueError("an empty trick has no winner")
    kind = base_kind if base_kind is not None else kind_of(cards[0])
    best, best_key = -1, (-1, -1)
    for i, c in enumerate(cards):
        if c in trumps:
            key = (2, 0)
        elif kind_of(c) == kind:
            key = (1, ranking.strength(c))
        else:
            continue
        if key > best_key:  # strictly greater: an identical card played later does not beat the first
            best, best_key = i, key
    return best


class KindTrickMatch(TurnMatch):
    """The play Coch and Zifuli share ("the rules for playing cards are the same as in Coch"): the whole
    pack dealt one card at a time from the dealer's right, the dealer's right leading, following the
    kind, the strongest card of the base kind taking the trick and leading the next."""

    ranking: ClassVar[Ranking]
    shuffler: Shuffler[int]
    pack: list[int]
    dealer: str
    hands: dict[str, list[int]]
    taken: dict[str, list[int]]
    trick: list[tuple[str, int]]
    last_trick: list[tuple[str, int]]
    tricks_left: int

    def _deal_round(self) -> str:
        """Shuffle and deal the whole pack round the table; the first player (the leader) is returned."""
        first = self.next_player(self.dealer)  # the dealer's right
        order = self.order_from(first)
        cards = self.shuffler.shuffle(self.pack)
        self.hands = {p: [] for p in self.players}
        for k, c in enumerate(cards):  # one at a time, anticlockwise from the dealer's right
            self.hands[order[k % len(order)]].append(c)
        self.taken = {p: [] for p in self.players}
        self.trick, self.last_trick = [], []
        self.tricks_left = len(cards) // len(order)
        self.turn = first
        return first

    def _show_hands(self) -> None:
        for p in self.players:
            self.emit("hand", to=[p], player=p, cards=[card_str(c) for c in self.ranking.order(self.hands[p])])

    def base_kind(self) -> str | None:
        return kind_of(self.trick[0][1]) if self.trick else None

    def _legal_cards(self, p: str) -> list[int]:
        return self.ranking.order(playable(self.hands[p], self.base_kind()))

    def _played(self, p: str, end: Callable[[], None]) -> None:
        """After ``p`` has played to the trick: the next player, or the trick taken (and ``end`` after the last)."""
        if len(self.trick) < len(self.players):
            self.turn = self.next_player(p)
            return
        cards = [c for _, c in self.trick]
        winner = self.trick[trick_winner(cards, self.ranking)][0]
        self.taken[winner].extend(cards)
        self.emit("trick", winner=winner, cards=[card_str(c) for c in cards], base=kind_of(cards[0]))
        self.last_trick, self.trick = self.trick, []
        self.tricks_left -= 1
        if self.tricks_left:
            self.turn = winner
        else:
            end()


# ---------------------------------------------------------------- the bots' card play


def played_this_deal(view: dict[str, Any]) -> Counter[int]:
    """The cards played since the current deal began (from the viewer's log)."""
    seen: Counter[int] = Counter()
    for ev in view.get("log", []):
        if ev.get("kind") in ("deal_start", "round_start"):
            seen.clear()
        elif ev.get("kind") == "play":
            seen[parse_card(ev["card"])] += 1
    return seen


def choose_card(
    view: dict[str, Any],
    legal: list[Action],
    ranking: Ranking,
    friends: Collection[str],
    players: int,
    points: Mapping[int, int],
) -> Action:
    """A rule-of-thumb bot's card to play (Coch's and Zifuli's bots).

    ``friends`` are the players known to be on our side (the viewer excluded), ``points`` what each
    card is worth.  Lead a card no one can beat if we hold one (the strongest of its kind still out),
    else a cheap card of our longer kind; follow with the cheapest card that takes the trick when it
    is worth it, give points to a partner who is winning as the last to play, and otherwise throw the
    cheapest card.
    """
    cards = [parse_card(a.arg) for a in legal]
    by_card = {parse_card(a.arg): a for a in legal}
    if len(cards) == 1:
        return legal[0]
    hand = [parse_card(c) for c in view.get("hand") or []]
    trick = [(p, parse_card(c)) for p, c in view.get("trick", [])]
    if not trick:
        out = Counter(cuckoo_pack()) - played_this_deal(view) - Counter(hand)
        sure = [
            c
            for c in cards
            if not any(kind_of(o) == kind_of(c) and ranking.strength(o) > ranking.strength(c) for o in out)
        ]
        if sure:
            return by_card[max(sure, key=lambda c: (points[c], ranking.strength(c)))]
        kinds = Counter(kind_of(c) for c in hand)
        longer = max(kinds, key=lambda k: kinds[k])
        pool = [c for c in cards if kind_of(c) == longer] or cards
        return by_card[min(pool, key=lambda c: (points[c], ranking.strength(c)))]
    base = kind_of(trick[0][1])
    i = trick_winner([c for _, c in trick], ranking)
    leader, best = trick[i]
    last = len(trick) == players - 1
    at_stake = sum(points[c] for _, c in trick)
    if leader in friends:
        if last:
            return by_card[max(cards, key=lambda c: (points[c], -ranking.strength(c)))]
        return by_card[min(cards, key=lambda c: (points[c], ranking.strength(c)))]
    beaters = [c for c in cards if kind_of(c) == base and ranking.strength(c) > ranking.strength(best)]
    if beaters and (at_stake > 0 or last or any(points[c] for c in beaters)):
        return by_card[min(beaters, key=lambda c: (ranking.strength(c), points[c]))]
    return by_card[min(cards, key=lambda c: (points[c], ranking.strength(c)))]


__all__ = [
    "COCH",
    "KINDS",
    "NUMBER",
    "PICTURE",
    "TORIONFO",
    "ZIFULI",
    "KindTrickMatch",
    "Ranking",
    "choose_card",
    "kind_of",
    "playable",
    "played_this_deal",
    "trick_winner",
]
