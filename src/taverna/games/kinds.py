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
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass
from typing import ClassVar

from taverna.cards import cuckoo
from taverna.cards.cuckoo import BUCKET, CAT, CUCKOO, FOOL, HORSE, INN, LION, MAN, MASK, ZERO, card_str, is_picture
from taverna.core.match import Shuffler, TurnMatch

NUMBER, PICTURE = "number", "picture"
KINDS = (NUMBER, PICTURE)


def card_text(name: object, lang: str = "en") -> str:
    """A card's name as the Korean rulebook's games call it (the words of Coch's and Zifuli's sentences)."""
    return cuckoo.card_text(name, lang, "cambio")


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


__all__ = [
    "COCH",
    "KINDS",
    "NUMBER",
    "PICTURE",
    "TORIONFO",
    "ZIFULI",
    "KindTrickMatch",
    "Ranking",
    "kind_of",
    "playable",
    "trick_winner",
]
