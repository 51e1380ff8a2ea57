"""Cuajo's determinization sampler (:mod:`taverna.games.sampling`)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from taverna.cards import cuajo as cc
from taverna.cards.cuajo import is_king
from taverna.core import Action, Rng
from taverna.games.cuajo import solver
from taverna.games.sampling import GameSampler, SearchHints, Setup, Step, View, _Retry, _Tok, log_of, multiset_minus


# ====================================================================== Cuajo
class CuajoSampler(GameSampler):
    """The 5-6-5-5 deal, the sowee, the stock drawn from the top: each card followed from its position.

    Two passes per deal.  The first (:func:`_cuajo_read`) follows every card: a discard shows a
    card of the hand (a copy taken or seen before, else one never seen: the card just drawn, or at
    random one held before); a secret of four takes four cards of one kind (most likely the card
    just taken and its copies, else four never seen); the fourth card of a sowee secret is any card
    of the hand.  It notes what the log says about the hidden hands: a purro hand waits for one
    card (with the king shown; a token: no king), and still does after each of its discards unless
    purro is lost; a card drawn face up completes the hand of a purro player who calls "time" (and
    then, unless the drawer won by priority, not the purro drawer's; a pass tells nothing: every purro
    player is asked); a winner's hand is the exposed one.  The second (:func:`_cuajo_deal`) gives the
    unseen cards values keeping all of that (a waiting hand built at random around its known cards,
    then changed card by card until it also waits after the known cards it later takes and
    discards) and deals the rest at random.
    Being asked about purro tells nothing (every discarder neither purro nor in a penalty is asked,
    whatever the hand), nor does a silent (no event): it is replayed after every such discard (the only
    answer where a rebuilt hand does not wait for one card).
    """

    game = "cuajo"
    deal_events = ("deal_start",)

    def setup(self, view: View) -> Setup:
        s = super().setup(view)
        s.rules = None
        s.options = {"deals": int(view.get("deals") or 4)}
        return s

    def steps(self, view: View) -> list[Step]:
        out: list[Step] = []
        for e in log_of(view):
            k = e["kind"]
            p = e.get("player")
            if k == "draw":
                out.append((p, Action("draw")))
            elif k == "take":
                out.append((p, Action("take")))
            elif k in ("time", "time_priority"):
                out.append((p, Action("time")))
            elif k == "no_claim":
                out.append((p, Action("pass")))
            elif k == "win" and e.get("source") != "claim":
                if out and out[-1][1] == Action("time"):
                    continue  # the purro drawer's priority over a "time": that call made the drawer win
                out.append((p, Action("win")))
            elif k == "secret_cards":
                cards = list(e["cards"])
                if len(set(cards)) == 1:
                    out.append((p, Action("secret", cards[0])))
                else:
                    out.append((p, Action("sowee", cards[3])))
            elif k == "secret":
                if (
                    out
                    and out[-1][0] == p
                    and isinstance(out[-1][1], Action)
                    and out[-1][1].word in ("secret", "sowee")
                ):
                    continue  # the player's own secret, read from secret_cards
                out.append((p, "secret" if e["type"] == "four" else "sowee"))
            elif k == "discard":
                out.append((p, Action("discard", e["card"])))
            elif k == "purro":
                out.append((p, Action("purro", e["king"]) if e.get("king") else Action("purro")))
        return out

    def gap(self, match: Any, step: Step | None, view: View, player: str) -> tuple[str, Action] | None:
        for q in match.to_act():
            legal = match.legal_actions(q)
            if Action("silent") not in legal:
                continue
            if step is not None and step[0] == q and isinstance(step[1], Action) and step[1].word == "purro":
                return None
            if step is None and q in (view.get("to_act") or []):
                return None
            return (q, Action("silent"))
        return None

    def propose(self, view: View, player: str, setup: Setup, rng: Rng, first: int = 0) -> list[list[str]]:
        deals = _cuajo_read(log_of(view), player, rng, view)
        if view.get("hand") is not None and deals and player in deals[-1].hands:
            # the player's hand now: the cards not yet placed take the names the view gives
            hand = deals[-1].hands[player]
            want = [cc.parse_card(c) for c in view["hand"]]
            rest = multiset_minus(want, [t.value for t in hand if t.value is not None])
            for t in hand:
                if t.value is None:
                    if not rest:
                        raise _Retry("the player's hand does not add up")
                    t.value = rest.pop()
        return [_cuajo_deal(d, player, rng) if i >= first else [] for i, d in enumerate(deals)]


_TOKEN = -1  # a purro shown with a token: no king in the hand


class _CuajoCheck:
    """What the log says about one other player's cards at one moment.

    ``kind``: ``wait`` (the free cards need one card: after a purro, and after every discard while
    purro), ``nowait`` (purro lost), ``claim`` / ``noclaim`` (the card drawn face up completes the
    free cards or not: a "time" called; the purro drawer whose card another claimed).  ``free`` are
    the tokens of the free cards then (hand and sowee fourth cards), ``hand`` the hand's tokens for the
    king shown (``king``: a card, ``_TOKEN``, or None for no condition); ``drawer``: the free tokens of
    a purro drawer, whose own completion would make the check hold whatever the hand (unused since
    every purro player is asked).
    """

    __slots__ = ("card", "drawer", "free", "hand", "held", "kind", "king", "sowee", "start", "who")

    def __init__(self, kind: str, who: str, free: list[_Tok], hand: list[_Tok] | None = None,
                 king: int | None = None, card: int | None = None, drawer: list[_Tok] | None = None,
                 start: bool = False, held: list[_Tok] | None = None, sowee: int | None = None) -> None:  # fmt: skip
        self.kind, self.who, self.free, self.hand, self.king = kind, who, free, hand or [], king
        self.card, self.drawer, self.start = card, drawer, start
        # every card the player held then (hand and secrets) and the sowee: the cards that cannot come
        self.held, self.sowee = held or [], sowee


class _CuajoDeal:
    """One deal read back from the log: every card as a token of its place in the shuffle."""

    def __init__(self, e: dict[str, Any]) -> None:
        self.toks = [_Tok() for _ in range(112)]
        self.order: list[str] = list(e["order"])
        self.hands: dict[str, list[_Tok]] = {q: [] for q in self.order}
        self.secrets: dict[str, list[_Tok]] = {q: [] for q in self.order}
        self.fourth: dict[str, list[_Tok]] = {q: [] for q in self.order}
        pos = 0
        for rnd in range(3):
            for q in self.order:
                n = 6 if rnd == 0 and q == e["dealer"] else 5
                self.hands[q].extend(self.toks[pos : pos + n])
                pos += n
        self.sowee_tok = self.toks[pos]
        self.stock = self.toks[pos + 1 :]
        self.discards: list[_Tok] = []
        self.last: dict[str, _Tok] = {}
        self.groups: list[list[_Tok]] = []
        self.in_group: set[int] = set()
        self.purro: set[str] = set()
        self.checks: list[_CuajoCheck] = []
        self.exposed: dict[str, tuple[list[int], list[_Tok]]] = {}
        self.sowee: int | None = None

    def free(self, q: str) -> list[_Tok]:
        return self.hands[q] + self.fourth[q]

    def held(self, q: str) -> list[_Tok]:
        return self.hands[q] + self.secrets[q]


def _cuajo_read(log: list[Any], player: str, rng: Rng, now: View) -> list[_CuajoDeal]:
    """Pass one: follow every card through the log; note what the log says about hidden hands
    (and the view ``now``: a player asked about purro at this moment)."""
    deals: list[_CuajoDeal] = []
    d: _CuajoDeal | None = None

    def take_from(d: _CuajoDeal, p: str, card: int, older: bool = False) -> _Tok:
        """The token of ``p``'s hand that was ``card``: a copy already known, else a card never seen:
        the one drawn last (the hand before the turn kept) or, at random or when ``older`` (purro
        lost: the hand changed), one held before."""
        hand = d.hands[p]
        for t in reversed(hand):
            if t.value == card:
                hand.remove(t)
                return t
        cands = [t for t in hand if t.value is None and id(t) not in d.in_group]
        if not cands:
            raise _Retry(f"{p} cannot have held {cc.card_str(card)}")
        if len(cands) > 1 and (older or rng.below(2) == 0):
            if d.last.get(p) is cands[-1]:
                cands = cands[:-1]
            t = cands[rng.below(len(cands))]
        else:
            t = cands[-1]
        t.value = card
        hand.remove(t)
        return t

    for idx, e in enumerate(log):
        k = e["kind"]
        p = e.get("player")
        if k == "deal_start":
            d = _CuajoDeal(e)
            deals.append(d)
            continue
        if d is None:
            continue
        if k == "dealt" and p == player:
            for t, c in zip(d.hands[p], e["cards"]):
                t.value = cc.parse_card(c)
        elif k == "sowee":
            d.sowee = cc.parse_card(e["card"])
            d.sowee_tok.value = d.sowee
        elif k == "draw":
            if not d.stock:
                raise _Retry("the stock ran out in the reading")
            t = d.stock.pop(0)
            d.hands[p].append(t)
            d.last[p] = t
            if e.get("card"):
                t.value = cc.parse_card(e["card"])
                _claim_checks(d, log, idx, p, t.value, player)
        elif k == "drew":
            d.last[p].value = cc.parse_card(e["card"])
        elif k == "extra_card":
            if not d.stock:
                raise _Retry("the stock ran out in the reading")
            d.stock.pop(0).value = cc.parse_card(e["card"])
        elif k == "take":
            if not d.discards:
                raise _Retry("no discard to take in the reading")
            t = d.discards.pop()
            d.hands[p].append(t)
            d.last[p] = t
        elif k == "time":
            t = take_from(d, e["drawer"], cc.parse_card(e["card"]))
            d.hands[p].append(t)
        elif k == "discard":
            nxt = log[idx + 1] if idx + 1 < len(log) else {}
            lost = nxt.get("kind") == "purro_lost" and nxt.get("player") == p
            d.discards.append(take_from(d, p, cc.parse_card(e["card"]), older=lost))
            if p in d.purro and p != player:
                d.checks.append(_CuajoCheck("nowait" if lost else "wait", p, d.free(p), held=d.held(p), sowee=d.sowee))
        elif k == "purro_lost":
            d.purro.discard(p)
        elif k == "purro":
            d.purro.add(p)
            if p != player:
                king = cc.parse_card(e["king"]) if e.get("king") else _TOKEN
                d.checks.append(
                    _CuajoCheck("wait", p, d.free(p), list(d.hands[p]), king, start=True, held=d.held(p), sowee=d.sowee)
                )
        elif k == "secret_cards":
            for c in e["cards"]:
                d.secrets[p].append(take_from(d, p, cc.parse_card(c)))
        elif k == "secret" and p != player:
            if e["type"] == "four":
                free = [t for t in d.hands[p] if t.value is None and id(t) not in d.in_group]
                # four of a card seen in the hand (most likely the card just taken), or of a card never seen
                # (only a card whose every copy seen so far is in this hand)
                held = Counter(t.value for t in d.hands[p] if t.value is not None)
                known = Counter(t.value for t in d.toks if t.value is not None)
                seen = sorted(v for v, n in held.items() if known[v] == n)
                lt = d.last.get(p)
                x: int | None = None
                if lt is not None and lt.value in seen and lt in d.hands[p] and rng.below(4) > 0:
                    x = lt.value
                elif seen and rng.below(len(seen) + 1) > 0:
                    x = seen[rng.below(len(seen))]
                if x is None:
                    if len(free) < 4:
                        raise _Retry("no four unseen cards for a secret")
                    if lt is not None and lt in free:
                        free.remove(lt)
                        free.append(lt)
                    g = [free.pop()] + [free.pop(rng.below(len(free))) for _ in range(3)]
                    d.groups.append(g)
                    d.in_group.update(id(t) for t in g)
                else:
                    g = [t for t in d.hands[p] if t.value == x][:4]
                    while len(g) < 4:
                        if not free:
                            raise _Retry("no four cards for a secret")
                        t = free.pop(rng.below(len(free)))
                        t.value = x
                        g.append(t)
                for t in g:
                    d.hands[p].remove(t)
                d.secrets[p].extend(g)
            elif d.sowee is not None:
                for _ in range(3):
                    d.secrets[p].append(take_from(d, p, d.sowee))
                free = [t for t in d.hands[p] if id(t) not in d.in_group]
                if not free:
                    raise _Retry("no fourth card for a sowee secret")
                t = free[rng.below(len(free))]
                d.hands[p].remove(t)
                d.secrets[p].append(t)
                d.fourth[p].append(t)
        elif k == "win":
            whole = [cc.parse_card(c) for c in e["hand"]]
            mine = d.hands[p] + d.secrets[p]
            rest = multiset_minus(whole, [t.value for t in mine if t.value is not None])
            unknown = [t for t in mine if t.value is None]
            if len(rest) != len(unknown):
                raise _Retry("the exposed hand does not match the reading")
            d.exposed[p] = (rest, unknown)
    # a player asked about purro now tells nothing: every discarder neither purro nor in a penalty is asked,
    # whatever the hand (silent the only answer when it is not one card from a win)
    return deals


def _claim_checks(d: _CuajoDeal, log: list[Any], idx: int, drawer: str, card: int, player: str) -> None:
    """A card drawn face up.  Every purro player but the drawer is asked, whatever their hand, so a pass
    tells nothing; a "time" tells that the card completes the caller's hand and, when the caller then
    takes it, that it did not complete the purro drawer's (whose priority would have made it win)."""
    j = idx + 1
    while j < len(log) and log[j]["kind"] == "no_claim":
        j += 1
    if j == len(log) or log[j]["kind"] not in ("time", "time_priority"):
        return
    timer = log[j]["player"]
    if timer != player and timer in d.hands:
        d.checks.append(_CuajoCheck("claim", timer, list(d.free(timer)), card=card))
    if log[j]["kind"] == "time" and drawer in d.purro and drawer != player:
        drawn = d.last.get(drawer)
        d.checks.append(_CuajoCheck("noclaim", drawer, [t for t in d.free(drawer) if t is not drawn], card=card))


def _one_away(cards: list[int], unavailable: frozenset[int] = frozenset()) -> bool:
    """Does some card that can come complete ``cards``?  (``solver.waits``, fast: ``solver.one_away``.)"""
    return solver.one_away(cards, unavailable)


def _unavailable(c: _CuajoCheck) -> frozenset[int]:
    """The cards that could not come to the check's player then (``solver.cannot_come``)."""
    return solver.cannot_come([t.value for t in c.held if t.value is not None], c.sowee)


def _cuajo_holds(c: _CuajoCheck) -> bool:
    vals = [t.value for t in c.free if t.value is not None]
    if c.kind == "wait":
        if not _one_away(vals, _unavailable(c)):
            return False
        hand = [t.value for t in c.hand]
        if c.king == _TOKEN:
            return not any(v is not None and is_king(v) for v in hand)
        return c.king is None or c.king in hand
    if c.kind == "nowait":
        return not _one_away(vals, _unavailable(c))
    if (
        c.drawer is not None
        and all(t.value is not None for t in c.drawer)
        and solver.is_complete([t.value for t in c.drawer if t.value is not None])
    ):
        return True
    assert c.card is not None
    return solver.is_complete([*vals, c.card]) == (c.kind == "claim")


def _cuajo_deal(d: _CuajoDeal, player: str, rng: Rng) -> list[str]:
    """Pass two: values for the unseen cards, every check of the log kept; the shuffle of the deal."""
    left = Counter(cc.cuajo_pack())
    left.subtract(Counter(t.value for t in d.toks if t.value is not None))
    for rest, _ in d.exposed.values():
        left.subtract(Counter(rest))
    if any(v < 0 for v in left.values()):
        raise _Retry("more copies seen than the pack holds")
    exposed_toks = {id(t) for _, unk in d.exposed.values() for t in unk}
    for g in d.groups:
        if id(g[0]) in exposed_toks:
            continue
        kinds = sorted(c for c, n in left.items() if n >= 4)
        if not kinds:
            raise _Retry("no kind left for a secret of four")
        x = kinds[rng.below(len(kinds))]
        for t in g:
            t.value = x
        left[x] -= 4
    for q in d.order:
        if q == player:
            continue
        checks = [c for c in d.checks if c.who == q]
        if q in d.exposed:
            _cuajo_exposed(d, q, checks, rng)
            continue
        periods: list[list[_CuajoCheck]] = []
        for c in checks:
            if c.start or not periods:
                periods.append([])
            periods[-1].append(c)
        for per in periods:
            # the cards it drew and saw claimed by another: the hand is built not to wait for them
            avoid = {c.card for c in per if c.kind == "noclaim" and c.card is not None}
            if not all(_cuajo_holds(c) for c in per if all(t.value is not None for t in c.free)):
                raise _Retry(f"the reading of {q}'s known cards breaks the purro or the claims")
            for _attempt in range(8):
                placed: list[_Tok] = []
                if _cuajo_satisfy(per[0], left, placed, rng, avoid) and (
                    _cuajo_repair(per, placed, left, rng)
                    and all(_cuajo_satisfy(c, left, placed, rng, avoid) for c in per[1:])
                ):
                    break
                for t in placed:
                    assert t.value is not None
                    left[t.value] += 1
                    t.value = None
            else:
                raise _Retry(f"no hand of {q} agrees with the purro and the claims")
    rest = sorted(left.elements())
    rng.shuffle(rest)
    for t in d.toks:
        if t.value is None:
            t.value = rest.pop()
    return [cc.card_str(t.value) for t in d.toks if t.value is not None]


def _cuajo_exposed(d: _CuajoDeal, q: str, checks: list[_CuajoCheck], rng: Rng) -> None:
    """The winner's unseen cards are the exposed hand's: a split of them that keeps the checks."""
    rest, unknown = d.exposed[q]
    groups = [g for g in d.groups if id(g[0]) in {id(t) for t in unknown}]
    in_group = {id(t) for g in groups for t in g}
    plain = [t for t in unknown if id(t) not in in_group]
    for _attempt in range(40):
        pool = list(rest)
        ok = True
        for g in groups:
            kinds = sorted({c for c in pool if pool.count(c) >= 4})
            if not kinds:
                ok = False
                break
            c = kinds[rng.below(len(kinds))]
            for t in g:
                t.value = c
                pool.remove(c)
        if ok:
            rng.shuffle(pool)
            for t, v in zip(plain, pool):
                t.value = v
            if all(_cuajo_holds(c) for c in checks):
                return
        for t in unknown:
            t.value = None
    raise _Retry("no split of the exposed hand agrees with the purro and the claims")


def _cuajo_satisfy(c: _CuajoCheck, left: Counter[int], placed: list[_Tok], rng: Rng, avoid: set[int]) -> bool:
    """Give the check's unseen cards values from ``left`` that make it hold (noted in ``placed``)."""
    unk = [t for t in c.free if t.value is None]
    if not unk:
        return _cuajo_holds(c)

    def commit(vals: list[int]) -> bool:
        for t, v in zip(unk, vals):
            t.value = v
        if _cuajo_holds(c) and not (c.kind == "wait" and avoid and _waits_for(c, avoid)):
            for t in unk:
                assert t.value is not None
                left[t.value] -= 1
                placed.append(t)
            return True
        for t in unk:
            t.value = None
        return False

    if len(unk) == 1:
        kinds = [x for x in sorted(left) if left[x] > 0]
        rng.shuffle(kinds)
        return any(commit([x]) for x in kinds)
    if c.kind == "wait":
        for _ in range(10):
            vals = _cuajo_waiting(c, unk, left, rng, avoid)
            if vals is not None and commit(vals):
                return True
        return False
    pool = sorted(left.elements())
    for _ in range(30):
        if len(pool) < len(unk):
            return False
        if commit(_pick(pool, len(unk), rng)):
            return True
    return False


def _cuajo_repair(per: list[_CuajoCheck], placed: list[_Tok], left: Counter[int], rng: Rng) -> bool:
    """The cards just given to the hand at the purro (``placed``) changed one at a time, at random,
    keeping every change that breaks no more of the period's checks whose cards are all known, until
    none is broken (the hand must also wait after the known cards it later takes and discards)."""
    mine = {id(t) for t in placed}
    fixed: list[_CuajoCheck] = []
    keys = set()
    for c in per:
        ids = [id(t) for t in c.free] + [id(t) for t in c.hand]
        if all(t.value is not None for t in c.free) and mine.intersection(ids):
            key = (c.kind, c.king, c.card, tuple(sorted(ids)))  # the same cards checked again: once
            if key not in keys:
                keys.add(key)
                fixed.append(c)

    def broken(limit: int = 99) -> int:
        n = 0
        for i, c in enumerate(fixed):
            if not _cuajo_holds(c):
                n += 1
                if n > limit:
                    fixed.insert(0, fixed.pop(i))  # the check that failed is tried first next time
                    break
        return n

    bad = broken()
    if bad == 0:
        return True
    if not placed:
        return False
    for _step in range(100):
        t = placed[rng.below(len(placed))]
        kinds = [x for x in left if left[x] > 0]
        if not kinds:
            return False
        v = kinds[rng.below(len(kinds))]
        old = t.value
        assert old is not None
        t.value = v
        now = broken(bad)
        if now <= bad:
            left[old] += 1
            left[v] -= 1
            bad = now
            if bad == 0:
                return True
        else:
            t.value = old
    return False


def _waits_for(c: _CuajoCheck, cards: set[int]) -> bool:
    return bool(cards & set(solver.waits([t.value for t in c.free if t.value is not None], _unavailable(c))))


def _pick(pool: list[int], n: int, rng: Rng) -> list[int]:
    p = list(pool)
    rng.shuffle(p)
    return p[:n]


def _cuajo_waiting(c: _CuajoCheck, unk: list[_Tok], left: Counter[int], rng: Rng,
                   avoid: set[int]) -> list[int] | None:  # fmt: skip
    """Values for ``unk`` (in order) making the check's free cards one card from a win: a complete
    hand built at random around the known cards (combinations covering the lowest uncovered card,
    the missing cards from ``left``), one of the added cards, not one of ``avoid``, left out."""
    known = [t.value for t in c.free if t.value is not None]
    hand_known = [t.value for t in c.hand if t.value is not None]
    need = c.king if c.king is not None and c.king != _TOKEN and c.king not in hand_known else None
    hand_slots = [i for i, t in enumerate(unk) if any(t is h for h in c.hand)]
    if need is not None and (not hand_slots or left[need] <= 0):
        return None
    avail = Counter(left)
    if need is not None:
        avail[need] -= 1
    no_kings = c.king == _TOKEN
    combos = list(solver.ALL_COMBOS)
    budget = [300]
    wild: list[int] = []

    def ok_wild(x: int, lf: Counter[int]) -> bool:
        return lf[x] > 0 and not (no_kings and is_king(x))

    def cover(counts: Counter[int], n: int, lf: Counter[int]) -> bool:
        budget[0] -= 1
        if budget[0] < 0:
            return False
        todo = [x for x, k in counts.items() if k > 0]
        if not todo:
            return fill(n, lf)
        low = min(todo)
        opts = [cb for cb in combos if low in cb]
        rng.shuffle(opts)
        for cb in opts[:12]:
            use: list[int] = []
            c2 = Counter(counts)
            for x in cb:
                if c2[x] > 0:
                    c2[x] -= 1
                else:
                    use.append(x)
            if len(use) > n:
                continue
            l2 = Counter(lf)
            l2.subtract(Counter(use))
            if any(l2[x] < 0 or not ok_wild(x, lf) for x in use):
                continue
            wild.extend(use)
            if cover(c2, n - len(use), l2):
                return True
            del wild[len(wild) - len(use) :]
        return False

    def fill(n: int, lf: Counter[int]) -> bool:
        while n > 0:
            fits = [cb for cb in combos if len(cb) <= n and all(ok_wild(x, lf) for x in cb)
                    and all(lf[x] >= cb.count(x) for x in set(cb))]  # fmt: skip
            if not fits:
                return False
            cb = fits[rng.below(len(fits))]
            for x in cb:
                lf[x] -= 1
                wild.append(x)
            n -= len(cb)
        return True

    req = Counter(known)
    if need is not None:
        req[need] += 1
    n_new = len(unk) + 1 - (1 if need is not None else 0)
    if not cover(req, n_new, Counter(avail)):
        return None
    rng.shuffle(wild)
    free_of = [i for i, x in enumerate(wild) if x not in avoid]
    if not free_of:
        return None
    w = free_of[0]
    vals = wild[:w] + wild[w + 1 :]  # wild[w] is the card the hand waits for
    out: list[int | None] = [None] * len(unk)
    if need is not None:
        out[hand_slots[rng.below(len(hand_slots))]] = need
    it = iter(vals)
    for i in range(len(out)):
        if out[i] is None:
            out[i] = next(it)
    return [v for v in out if v is not None]


SAMPLER = CuajoSampler()
# how the search bots judge and search cuajo (taverna.games.sampling.SearchHints)
# what a player waits for a search level's move here (benchmarks/bot_decision_time.py; docs/arena.md); learned is
# hard's expectimax with the network breaking its ties: the same time (2026-11-28, 300 decisions: 22 ms each)
SEARCH = SearchHints(scale=150.0, think_ms={"hard": 27, "learned": 27})
