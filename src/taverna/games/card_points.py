"""Card points of Coch and Zifuli, a kit of the games layer ("점수 계산" in both sections of the rulebook).

The count: 10, XI House, XII Cat, XIII Horse, XIV Man, XV Cuckoo and the Lion 1 point; 5 to 9
half a point; the rest 0 — 19 in all.  Points are kept exactly as **half-points** (integers: 38
in all) and shown as numbers with a possible ``.5`` (:func:`shown`).

The recount for a tie: 1, 6, XI 1 point; 2, 7, XII 2; 3, 8, XIII 3; 4, 9, XIV 4; XV 5; Lion 6;
5, 10, 0, Bucket, Mask, Clown 0 — 82 in all (41 for one copy of each card, twice), so 42 wins.
"""

from __future__ import annotations

from collections.abc import Iterable

from taverna.cards.cuckoo import CAT, CUCKOO, HORSE, INN, LION, MAN, cuckoo_pack

HALF_POINTS: dict[int, int] = {c: 0 for c in range(-4, 16)}
HALF_POINTS.update({10: 2, INN: 2, CAT: 2, HORSE: 2, MAN: 2, CUCKOO: 2, LION: 2})
HALF_POINTS.update({c: 1 for c in (5, 6, 7, 8, 9)})

RECOUNT: dict[int, int] = {c: 0 for c in range(-4, 16)}
RECOUNT.update({1: 1, 6: 1, INN: 1, 2: 2, 7: 2, CAT: 2, 3: 3, 8: 3, HORSE: 3, 4: 4, 9: 4, MAN: 4})
RECOUNT.update({CUCKOO: 5, LION: 6})

TOTAL_HALF_POINTS = sum(HALF_POINTS[c] for c in cuckoo_pack())  # 38: 19 points
TOTAL_RECOUNT = sum(RECOUNT[c] for c in cuckoo_pack())  # 82


def half_points(cards: Iterable[int]) -> int:
    return sum(HALF_POINTS[c] for c in cards)


def recount(cards: Iterable[int]) -> int:
    return sum(RECOUNT[c] for c in cards)


def shown(half: int) -> int | float:
    """Half-points as a number: 19 → 9.5, 20 → 10 (exact: a half is exact in binary and JSON)."""
    return half // 2 if half % 2 == 0 else half / 2


def compare(a: list[int], b: list[int]) -> tuple[int, bool]:
    """Which side's cards win: 1 (``a``), -1 (``b``) or 0 (a draw); and whether the recount was needed."""
    ha, hb = half_points(a), half_points(b)
    if ha != hb:
        return (1 if ha > hb else -1), False
    ra, rb = recount(a), recount(b)
    return (0 if ra == rb else 1 if ra > rb else -1), True
