"""The Cuajo winning-hand solver: does a multiset of cards split into valid combinations, and how.

The combinations (seed page, "Objective"):

* a **set**: three or four cards of one rank in different suits (any rank, aces and kings included);
* a **run**: ``3-4-5`` or ``J-H-K`` of one suit (the only sequences; aces are never in one);
* a **secret**: four identical cards;
* a **lone king**.

Cards are ``int`` 0..27 (:mod:`taverna.cards.cuajo`).  A hand is read as a count per card.  The search
always covers the lowest card still uncovered (ranks in the order ``A 3 4 5 J H K``, so kings come last):
any combination containing it uses only cards at or above it, so each combination is tried once and
the search is exact.  Once only kings are left the hand is complete (a king alone is a combination).
Results are memoised on the packed counts (3 bits per card), which keeps the search to a few dozen steps
for a 16-card hand.

Secrets already laid on the table are not this module's business: the engine removes them (and the three
copies of a sowee secret) before asking, as they are fixed combinations; it passes them to
:func:`cannot_come`, with the sowee, so that :func:`waits` never lists a card that cannot come.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from itertools import combinations

from taverna.cards.cuajo import ACE, COPIES, FIVE, FOUR, HORSE, JACK, KING, KINGS, THREE, card, rank_of, suit_of

Combo = tuple[int, ...]

# ---------------------------------------------------------------- every combination
SETS: tuple[Combo, ...] = tuple(
    tuple(card(r, s) for s in suits) for r in range(7) for n in (3, 4) for suits in combinations(range(4), n)
)
RUNS: tuple[Combo, ...] = tuple(
    tuple(card(r, s) for r in ranks) for ranks in ((THREE, FOUR, FIVE), (JACK, HORSE, KING)) for s in range(4)
)
SECRETS: tuple[Combo, ...] = tuple((c, c, c, c) for c in range(28))
LONE_KINGS: tuple[Combo, ...] = tuple((card(KING, s),) for s in range(4))
ALL_COMBOS: tuple[Combo, ...] = SETS + RUNS + SECRETS + LONE_KINGS

_BITS = 3
_FIELD = (1 << _BITS) - 1


def _pack(combo: Iterable[int]) -> int:
    x = 0
    for c in combo:
        x += 1 << (_BITS * c)
    return x


# for each card: the combinations whose lowest card it is, packed, with the combination itself
_BY_LOWEST: list[list[tuple[int, Combo]]] = [[] for _ in range(28)]
for _combo in ALL_COMBOS:
    _BY_LOWEST[min(_combo)].append((_pack(_combo), tuple(sorted(_combo))))
_FIRST_KING = card(KING, 0)
_KINGS_MASK = sum(_FIELD << (_BITS * c) for c in range(_FIRST_KING, 28))
# for each card: the fields of the cards it shares a combination of two or more cards with (itself
# too, through a secret), packed.  A card that is not a king can only join a hand whose split uses it
# in such a combination, so only with a card of this mask in the hand.
_SHARES: list[int] = [0] * 28
for _combo in SETS + RUNS + SECRETS:
    for _c in _combo:
        for _d in _combo:
            _SHARES[_c] |= _FIELD << (_BITS * _d)


def counts_of(cards: Iterable[int]) -> int:
    """The packed counts of ``cards`` (3 bits per card; at most 7 copies of one card)."""
    x = 0
    for c in cards:
        x += 1 << (_BITS * c)
    return x


def _fits(packed: int, combo: Combo) -> bool:
    need: dict[int, int] = {}
    for c in combo:
        need[c] = need.get(c, 0) + 1
    for c, n in need.items():
        if (packed >> (_BITS * c)) & _FIELD < n:
            return False
    return True


@lru_cache(maxsize=1 << 18)
def _split(packed: int) -> tuple[Combo, ...] | None:
    """A split of the packed hand into combinations, or None.  Lone kings are returned as ``(K,)``."""
    if not packed & ~_KINGS_MASK:
        out: list[Combo] = []
        for k in range(_FIRST_KING, 28):
            out.extend([(k,)] * ((packed >> (_BITS * k)) & _FIELD))
        return tuple(out)
    low = ((packed & -packed).bit_length() - 1) // _BITS
    for mask, combo in _BY_LOWEST[low]:
        if _fits(packed, combo):
            rest = _split(packed - mask)
            if rest is not None:
                return (combo, *rest)
    return None


def split(cards: Iterable[int]) -> list[Combo] | None:
    """A split of ``cards`` into valid combinations, or None if there is none."""
    cards = list(cards)
    if not cards:
        return []
    counts: dict[int, int] = {}
    for c in cards:
        if not 0 <= c < 28:
            raise ValueError(f"not a Cuajo card: {c!r}")
        counts[c] = counts.get(c, 0) + 1
    if max(counts.values()) > _FIELD:
        return None  # more than 7 copies: impossible with a 112-card pack anyway
    res = _split(counts_of(cards))
    return None if res is None else list(res)


def is_complete(cards: Iterable[int]) -> bool:
    """Do ``cards`` split into valid combinations?"""
    return split(cards) is not None


def cannot_come(held: Iterable[int], sowee: int | None = None) -> frozenset[int]:
    """The cards that can never come to a player who holds ``held`` (every card of theirs, hand and
    laid secrets): those of which they hold all four copies, and the sowee's card when they hold its
    other three copies (the sowee "is not used in the play")."""
    counts: dict[int, int] = {}
    for c in held:
        counts[c] = counts.get(c, 0) + 1
    if sowee is not None:
        counts[sowee] = counts.get(sowee, 0) + 1
    return frozenset(c for c, n in counts.items() if n >= COPIES)


def waits(cards: Iterable[int], unavailable: Iterable[int] = ()) -> list[int]:
    """The cards (0..27) any one of which would complete ``cards``: the hand "needs only one card".

    A card of which ``cards`` hold all four copies is never listed (there is no fifth), nor any card
    of ``unavailable`` (:func:`cannot_come`: the other copies are in the player's laid secrets, or one
    is the sowee)."""
    return list(_waits(counts_of(list(cards)), frozenset(unavailable)))


@lru_cache(maxsize=1 << 16)
def _waits(packed: int, skip: frozenset[int]) -> tuple[int, ...]:
    """:func:`waits` of the packed counts (remembered: a hand is asked again at every view).  A card
    that is not a king and has no partner in the hand (``_SHARES``) cannot complete it: not tried."""
    out = []
    for c in range(28):
        if (packed >> (_BITS * c)) & _FIELD >= COPIES or c in skip:
            continue
        if c < _FIRST_KING and not packed & _SHARES[c]:
            continue
        if _split(packed + (1 << (_BITS * c))) is not None:
            out.append(c)
    return tuple(out)


def is_porbis(cards: Iterable[int]) -> bool:
    """A complete hand with no king at all, or with one king used in a jack-horse-king run."""
    hand = list(cards)
    kings = [c for c in hand if rank_of(c) == KING]
    if not kings:
        return is_complete(hand)
    if len(kings) > 1:
        return False
    k = kings[0]
    rest = list(hand)
    for c in (k, card(JACK, suit_of(k)), card(HORSE, suit_of(k))):
        if c not in rest:
            return False
        rest.remove(c)
    return is_complete(rest)


def porbis_split(cards: Iterable[int]) -> list[Combo] | None:
    """For a porbis hand with one king, a split that uses it in its run; else :func:`split`."""
    hand = list(cards)
    kings = [c for c in hand if rank_of(c) == KING]
    if len(kings) == 1 and is_porbis(hand):
        k = kings[0]
        run = (card(JACK, suit_of(k)), card(HORSE, suit_of(k)), k)
        rest = list(hand)
        for c in run:
            rest.remove(c)
        tail = split(rest)
        assert tail is not None
        return [run, *tail]
    return split(hand)


def valid_combo(combo: Iterable[int]) -> bool:
    """Is ``combo`` one valid combination?"""
    cs = sorted(combo)
    if len(cs) == 1:
        return rank_of(cs[0]) == KING
    if len(cs) == 4 and len(set(cs)) == 1:
        return True
    if len(cs) in (3, 4) and len({rank_of(c) for c in cs}) == 1 and len({suit_of(c) for c in cs}) == len(cs):
        return True
    if len(cs) == 3 and len({suit_of(c) for c in cs}) == 1:
        ranks = [rank_of(c) for c in cs]
        return ranks in ([THREE, FOUR, FIVE], [JACK, HORSE, KING])
    return False


def goes_with(c: int) -> tuple[int, int]:
    """The two cards that "go with" ``c``: for an ace, two aces of other suits (any two, see
    :func:`has_companions`); for another card, the two cards of its suit that make a run with it."""
    r, s = rank_of(c), suit_of(c)
    if r == ACE:
        raise ValueError("an ace goes with any two aces of two other suits; use has_companions")
    group = (THREE, FOUR, FIVE) if r in (THREE, FOUR, FIVE) else (JACK, HORSE, KING)
    a, b = (card(x, s) for x in group if x != r)
    return a, b


def has_companions(c: int, cards: Iterable[int]) -> bool:
    """Do ``cards`` hold two cards that go with ``c`` (``c`` itself, if among them, not counting)?"""
    pool = list(cards)
    if rank_of(c) == ACE:
        suits = {suit_of(x) for x in pool if rank_of(x) == ACE and suit_of(x) != suit_of(c)}
        return len(suits) >= 2
    a, b = goes_with(c)
    return a in pool and b in pool


# ---------------------------------------------------------------- the brute-force reference (tests)
def brute_force_complete(cards: Iterable[int]) -> bool:
    """Reference enumerator for the tests: tries every multiset of combinations, each combination of the
    full list taken 0, 1, 2 ... times in turn, and accepts when they use up the hand exactly."""
    need = [0] * 28
    for c in cards:
        need[c] += 1
    combos = [tuple(sorted(c)) for c in ALL_COMBOS]
    last = [max((i for i, co in enumerate(combos) if c in co), default=-1) for c in range(28)]

    def rec(i: int, left: int) -> bool:
        if left == 0:
            return True
        if i == len(combos) or any(need[c] and last[c] < i for c in range(28)):
            return False
        combo = combos[i]
        most = min(need[c] // combo.count(c) for c in set(combo))
        for k in range(most, -1, -1):
            for c in combo:
                need[c] -= k
            found = rec(i + 1, left - k * len(combo))
            for c in combo:
                need[c] += k
            if found:
                return True
        return False

    return rec(0, sum(need))


# ---------------------------------------------------------------- one card from a win, fast
# for each card: the other cards it can share a set or a run with
_PARTNERS: tuple[frozenset[int], ...] = tuple(
    frozenset(y for cb in ALL_COMBOS if x in cb for y in cb if y != x) for x in range(28)
)


def one_away(cards: list[int], unavailable: frozenset[int] = frozenset()) -> bool:
    """``bool(waits(cards, unavailable))``, faster: the answer is cached per hand, it stops at
    the first card that completes the hand, and it asks the solver only about cards that could.

    In a complete hand every card other than a king is in a set or a run (with two different cards
    it can share one with) or one of four copies.  A card of the hand without that ("isolated") can
    only be helped by the card added, which must then be a partner of it (or its fourth copy); and
    the card added must itself have two partners in the hand, be a fourth copy, or be a king.
    """
    return _one_away(counts_of(cards), unavailable)


@lru_cache(maxsize=1 << 16)
def _one_away(packed: int, unavailable: frozenset[int]) -> bool:
    n = [(packed >> (3 * x)) & 7 for x in range(28)]
    cands = set(range(28))
    for y in range(24):  # kings are never isolated
        if 0 < n[y] < 4 and sum(1 for z in _PARTNERS[y] if n[z]) < 2:
            cands &= _PARTNERS[y] | ({y} if n[y] == 3 else set())
            if not cands:
                return False
    isolated = len(cands) < 28
    for x in sorted(cands):
        if n[x] >= 4 or x in unavailable:  # no fifth copy; none that cannot come (cannot_come)
            continue
        if x < 24 and n[x] < 3 and sum(1 for z in _PARTNERS[x] if n[z]) < 2:
            continue
        if _split(packed + (1 << (3 * x))) is not None:
            return True
    # a hand with no isolated card that is already complete waits for any king (a lone king)
    return not isolated and any(n[k] < 4 and k not in unavailable for k in KINGS) and _split(packed) is not None
