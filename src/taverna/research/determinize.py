"""Determinization: a full match consistent with everything one player has seen.

Two samplers live here.  The per-game samplers (``sample``, below, with the games in
``determinize_games``) build a match from the player's view alone.  The generic one
(``resample``, at the end) serves the research API (``State.resample_from_infostate``) for games
without a per-game sampler, or when one gives up.

``sample(game_id, view, player, rng) -> Match`` builds a match whose ``view(player)`` equals the
given view, with the cards the player has not seen dealt at random among the places hidden from
them.  It is built only from the view: the view's ``log`` (every event the player saw, from the
start: call it with ``match.view(player)``, ``since=0``), the public counts, the player's own cards.

The technique is the same for every game:

1. the public history is read back from the log: the match's setup (players, rule set, options,
   first dealer) and the actions taken (a hidden choice of another player, such as a Cucù
   confession, is left open and replayed as any legal choice);
2. a per-game *proposal* writes every shuffle of the match as a scripted shuffle (a full card
   order): each card the player has seen is put where it was seen, the unseen cards are dealt at
   random into the hidden places, respecting what the log rules out (a player who did not follow
   a suit holds none of it; a Krypkille player who gave up their weakest card held nothing
   stronger than the table; a Cucù card asked for and exchanged was no Horse, Hunter, Cat ...);
3. the match is rebuilt from the setup, those shuffles and the actions (a fresh seed for the
   shuffles still to come), and accepted only if its ``view(player)`` equals the given view
   (rejection sampling).  After ``tries`` rejections a :class:`SamplingError` is raised: callers
   (the search bot) fall back to a decision that needs no sample.

Games register a proposal with :func:`register`; plain trick games (hidden information is only the
other hands, dealt round the table) need only a :class:`TrickDeal` description
(:func:`register_trick_game`).  Nothing here reads the real match: a sample is a new match.
"""

from __future__ import annotations

import json
import random
import threading
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from taverna.core import Action, Match, Rng, TavernaError
from taverna.core.match import Shuffler, replay_actions
from taverna.games import create_match

if TYPE_CHECKING:
    from taverna.research.spiel import State

View = dict[str, Any]
# an action taken; None: a hidden choice (replayed as any legal one); a word: any legal action of that word
Step = tuple[str, Action | str | None]

DEFAULT_TRIES = 200


def log_of(view: View) -> list[Any]:
    """The events of a view's log (the player's whole history when the view was taken with ``since=0``)."""
    return list(view.get("log", []))


class SamplingError(TavernaError):
    """No match consistent with the view was found within the allowed tries."""


@dataclass
class Setup:
    """The public setup of a match, read from a view."""

    game: str
    players: list[str]
    rules: str | None
    options: dict[str, Any]
    dealer: str | None


@dataclass
class Proposal:
    """One candidate history: the scripted shuffles (card names) and the actions to replay."""

    shuffles: list[list[str]]
    steps: list[Step]
    hidden: Callable[[Match, str, list[Action]], Action] | None = None


class GameSampler:
    """Per-game knowledge: how to read the setup and the actions from a view, and how to propose
    the shuffles.  Subclasses implement :meth:`steps` and :meth:`propose`."""

    game: str = ""
    deal_events: tuple[str, ...] = ("deal_start", "round_start")

    def setup(self, view: View) -> Setup:
        players = [p["name"] if isinstance(p, dict) else str(p) for p in view.get("players", [])]
        dealer = None
        for e in view.get("log", []):
            if e.get("kind") in self.deal_events and "dealer" in e:
                dealer = e["dealer"]
                break
        return Setup(self.game, players, view.get("rules"), dict(view.get("options") or {}), dealer)

    def steps(self, view: View) -> list[Step]:
        raise NotImplementedError

    def propose(self, view: View, player: str, setup: Setup, rng: Rng, first: int = 0) -> list[list[str]]:
        """Every shuffle of the match, scripted; those before ``first`` may be left empty (not needed)."""
        raise NotImplementedError

    def hidden_choice(self, match: Match, player: str, legal: list[Action], rng: Rng) -> Action:
        return legal[rng.below(len(legal))]

    def fresh_from(self, view: View, setup: Setup, shuffles: int) -> int:
        """The first shuffle on which the rest of the play depends (fast sampling re-deals from there)."""
        return shuffles - 1

    def gap(self, match: Match, step: Step | None, view: View, player: str) -> tuple[str, Action] | None:
        """An action the log does not show that the rebuilt match needs before ``step`` (None: the end)."""
        return None


_REGISTRY: dict[str, GameSampler] = {}


def register(sampler: GameSampler) -> GameSampler:
    _REGISTRY[sampler.game] = sampler
    return sampler


def samplers() -> dict[str, GameSampler]:
    _load()
    return dict(_REGISTRY)


def has_sampler(game_id: str) -> bool:
    _load()
    return game_id in _REGISTRY


_loaded = False


def _load() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        from taverna.research import determinize_games  # noqa: F401  (registers the games)


def rebuild(
    setup: Setup,
    shuffles: Sequence[Sequence[str]],
    steps: Sequence[Step],
    seed: int,
    hidden: Callable[[Match, str, list[Action]], Action],
    gap: Callable[[Match, Step | None], tuple[str, Action] | None] | None = None,
    start: tuple[Match, int] | None = None,
    watch: Callable[[int, Match], None] | None = None,
) -> Match:
    """The match built from ``setup`` with ``shuffles`` scripted and ``steps`` applied.

    ``start``: go on from this match, already at step index ``start[1]``; ``watch(i, m)`` is told
    the match before each step.
    """
    if start is None:
        m = create_match(setup.game, players=setup.players, rules=setup.rules, options=setup.options or None,
                         dealer=setup.dealer, seed=seed, shuffles=[list(s) for s in shuffles])  # fmt: skip
        first = 0
    else:
        m, first = start
    for i in range(first, len(steps) + 1):
        if watch is not None:
            watch(i, m)
        step = steps[i] if i < len(steps) else None
        for _ in range(8):
            filler = gap(m, step) if gap is not None else None
            if filler is None:
                break
            m.apply(*filler)
        if step is None:
            break
        p, act = step
        if not isinstance(act, Action):
            legal = [a for a in m.legal_actions(p) if act is None or a.word == act]
            if not legal:
                raise SamplingError(f"{p} has no hidden choice to make here")
            act = hidden(m, p, legal)
        m.apply(p, act)
    return m


class Sampler:
    """Samples of one view, the reading of the log done once.

    ``Sampler(game_id, view, player).sample(rng)`` is :func:`sample`; keeping the object saves
    reading the log again for every determinization of the same decision.
    """

    def __init__(self, game_id: str, view: View, player: str, tries: int = DEFAULT_TRIES, fast: bool = False) -> None:
        _load()
        if game_id not in _REGISTRY:
            raise SamplingError(
                f"no determinization sampler for game {game_id!r}; samplers: {', '.join(sorted(_REGISTRY))}"
            )
        self.game = _REGISTRY[game_id]
        self.view = view
        self.player = player
        self.tries = tries
        self.setup = self.game.setup(view)
        self.steps = self.game.steps(view)
        self.accepted = 0
        self.rejected = 0
        self.fast = fast
        self._checkpoint: tuple[Match, int, int, list[list[str]]] | None = None
        self._tried_checkpoint = False
        # with a checkpoint, every sample shares its log up to ``_cut``: only the view of the rest is compared
        self._cut = 0
        self._tail_view: View = view

    def _make_checkpoint(self, m: Match, shuffles: list[list[str]], marks: list[tuple[int, int, int]]) -> None:
        """Fast sampling: the accepted match rebuilt up to the step before the first shuffle that
        matters from now on (the current deal's; in Cambio the current set's)."""
        self._tried_checkpoint = True
        k = self.game.fresh_from(self.view, self.setup, len(shuffles))
        ok = [(i, h) for i, h, count in marks if count <= k]
        if k <= 0 or not ok:
            return
        i, h = ok[-1]
        c = create_match(self.setup.game, players=self.setup.players, rules=self.setup.rules,
                         options=self.setup.options or None, dealer=self.setup.dealer, seed=m.seed,
                         shuffles=shuffles)  # fmt: skip
        for p, act in m.history[:h]:
            c.apply(p, act)
        self._checkpoint = (c, i, k, shuffles)
        # the checkpoint's log is a prefix of the accepted sample's, whose whole view matched
        self._cut = len(c.log)
        seen = len(c.log_for(self.player))
        self._tail_view = {**self.view, "log": list(self.view.get("log", []))[seen:]}

    @staticmethod
    def _mark(marks: list[tuple[int, int, int]]) -> Callable[[int, Match], None]:
        def watch(i: int, m: Match) -> None:
            marks.append((i, len(m.history), getattr(m, "shuffler").count))  # noqa: B009

        return watch

    def sample(self, rng: Rng) -> Match:
        """A match consistent with the view.  With ``fast``, after the first one, the samples keep the
        hidden cards of the deals before the current one (no longer relevant to the play) and replay only
        the current deal: far cheaper late in a match."""
        from taverna.bots.search import clone

        last: Exception | None = None
        marks: list[tuple[int, int, int]] = []
        for _ in range(self.tries):
            marks.clear()
            try:
                first = self._checkpoint[2] if self._checkpoint is not None else 0
                shuffles = self.game.propose(self.view, self.player, self.setup, rng, first)
                seed = rng.next64() >> 1
                start: tuple[Match, int] | None = None
                if self._checkpoint is not None:
                    base, i, k, old = self._checkpoint
                    cm: Any = clone(base)
                    cm.shuffler.scripted = [list(x) for x in old[:k]] + [list(x) for x in shuffles[k:]]
                    cm.rng.state = seed
                    start = (cm, i)
                m = rebuild(
                    self.setup,
                    shuffles,
                    self.steps,
                    seed,
                    lambda mm, p, legal: self.game.hidden_choice(mm, p, legal, rng),
                    lambda mm, st: self.game.gap(mm, st, self.view, self.player),
                    start=start,
                    watch=None if start is not None or not self.fast or self._tried_checkpoint else self._mark(marks),
                )
            except SamplingError:
                raise
            except (TavernaError, _Retry) as exc:
                last = exc
                self.rejected += 1
                continue
            if start is not None:
                same = m.view(self.player, since=self._cut) == self._tail_view
            else:
                same = m.view(self.player) == self.view
            if same:
                self.accepted += 1
                if self.fast and not self._tried_checkpoint and hasattr(m, "shuffler"):
                    self._make_checkpoint(m, shuffles, marks)
                return m
            self.rejected += 1
        raise SamplingError(
            f"{self.setup.game}: no match consistent with {self.player}'s view in {self.tries} tries"
            + (f" (last: {last})" if last else "")
        )


def sample(game_id: str, view: View, player: str, rng: Rng, tries: int = DEFAULT_TRIES) -> Match:
    """A match consistent with ``view`` (``player``'s view, its log from the start)."""
    return Sampler(game_id, view, player, tries).sample(rng)


# ---------------------------------------------------------------------- helpers for proposals
class _Retry(Exception):
    """A proposal that cannot be completed this time (constraints too tight for the random pick)."""


def multiset_minus(pool: Iterable[int], used: Iterable[int]) -> list[int]:
    left = Counter(pool)
    left.subtract(Counter(used))
    if any(v < 0 for v in left.values()):
        raise _Retry("more copies seen than the pack holds")
    return sorted(left.elements())


def fill(
    pool: list[int],
    needs: dict[str, int],
    allowed: dict[str, Callable[[int], bool]],
    rng: Rng,
    tries: int = 20,
) -> tuple[dict[str, list[int]], list[int]]:
    """Deal ``needs[p]`` cards of ``pool`` to each place ``p`` at random, each card allowed there;
    returns the places' cards and the cards left over."""
    for _ in range(tries):
        cards = list(pool)
        rng.shuffle(cards)
        out: dict[str, list[int]] = {}
        ok = True
        # the most constrained places first
        order = sorted(needs, key=lambda p: sum(1 for c in cards if allowed.get(p, _any)(c)) - needs[p])
        for p in order:
            ok_p = allowed.get(p, _any)
            take = [i for i, c in enumerate(cards) if ok_p(c)][: needs[p]]
            if len(take) < needs[p]:
                ok = False
                break
            out[p] = [cards[i] for i in take]
            for i in reversed(take):
                cards.pop(i)
        if ok:
            return out, cards
    raise _Retry("no deal satisfies the constraints")


def _any(_: int) -> bool:
    return True


@dataclass
class TrickDeal:
    """What one deal of a plain trick game looks like to the sampler."""

    order: list[str]  # players dealt to, in dealing order (card k goes to order[k % len(order)])
    each: int  # cards each
    mine: list[int] = field(default_factory=list)  # the viewer's dealt hand (empty if not dealt)
    played: dict[str, list[int]] = field(default_factory=dict)  # cards seen leaving each hand
    allowed: dict[str, Callable[[int], bool]] = field(default_factory=dict)  # for the cards never seen
    shuffled: bool = True  # False: this deal used no shuffle (Duplicate Krypkille)


def trick_shuffle(deal: TrickDeal, viewer: str, pack: list[int], names: Callable[[int], str], rng: Rng) -> list[str]:
    """A full scripted shuffle for one deal round the table, consistent with what was seen."""
    n = len(deal.order)
    known: dict[str, list[int]] = {}
    for p in deal.order:
        if p == viewer and deal.mine:
            known[p] = list(deal.mine)
        else:
            known[p] = list(deal.played.get(p, []))
    unseen = multiset_minus(pack, [c for cs in known.values() for c in cs])
    needs = {p: deal.each - len(known[p]) for p in deal.order}
    if any(v < 0 for v in needs.values()):
        raise _Retry("more cards seen than a hand holds")
    extra, rest = fill(unseen, needs, {p: deal.allowed[p] for p in deal.order if p in deal.allowed}, rng)
    hands = {p: known[p] + extra.get(p, []) for p in deal.order}
    for p, h in hands.items():
        if not (p == viewer and deal.mine):  # the viewer's hand keeps the order it was dealt in
            rng.shuffle(h)
    out: list[int] = []
    for k in range(deal.each * n):
        out.append(hands[deal.order[k % n]][k // n])
    rng.shuffle(rest)
    out.extend(rest)
    return [names(c) for c in out]


# ================================================================ the generic sampler
# The generic sampler, for every game: the state records every shuffle its match made (the full order of the
# cards, read off the engine's :class:`~taverna.core.match.Shuffler`).  A determinization replays the
# match's record with those shuffles *scripted*, after random transpositions of two cards within one
# shuffle; a transposition is kept only when the replay is still legal and ``view(player)`` of the
# candidate equals the real one in everything but ``log_size`` (so the player's own cards, every
# card shown to the player, every public event and every constraint the others' plays reveal are
# kept).  This is a Metropolis chain whose proposals are symmetric and whose target is uniform over
# the consistent deals reachable by such transpositions: the sample is uniform over the deals that
# agree with the player's information (it does not weigh deals by how likely the other players'
# choices made them).  The last candidate is rebuilt with a fresh seed drawn from ``rng``, so the
# shuffles still to come are new too.
#
# Each step replays the whole record: cost grows with the length of the match (a few milliseconds a
# step for a Cucù or Kille match).

Json = Any

_lock = threading.RLock()
_tls = threading.local()
_original_shuffle = Shuffler.shuffle


def _recording_shuffle(self: Shuffler[Any], cards: Any) -> list[Any]:
    out = _original_shuffle(self, cards)
    sink = getattr(_tls, "sink", None)
    if sink is not None:
        sink.append(list(out))
    return out


@contextmanager
def recording(sink: list[list[Any]]) -> Iterator[None]:
    """Within the block, every shuffle made in this thread appends its result to ``sink``."""
    with _lock:
        previous = getattr(_tls, "sink", None)
        _tls.sink = sink
        Shuffler.shuffle = _recording_shuffle  # type: ignore[method-assign]
        try:
            yield
        finally:
            _tls.sink = previous
            if previous is None:
                Shuffler.shuffle = _original_shuffle  # type: ignore[method-assign]


def public_view(view: dict[str, Json]) -> str:
    """The view as compared: everything but ``log_size``."""
    return json.dumps({k: v for k, v in view.items() if k != "log_size"}, sort_keys=True, ensure_ascii=False)


def build(record: dict[str, Json], shuffles: list[list[str]], seed: int) -> tuple[Match, list[list[Any]]] | None:
    """The record replayed with ``shuffles`` scripted and ``seed``; None if it is not legal so."""
    sink: list[list[Any]] = []
    try:
        with recording(sink):
            m = create_match(
                record["game"],
                rules=record.get("rules"),
                options=record.get("options") or {},
                players=record["players"],
                dealer=record.get("dealer"),
                seed=seed,
                shuffles=shuffles,
            )
            replay_actions(m, record.get("actions", []))
    except TavernaError:
        return None
    return m, sink


def resample(state: State, player: int, rng: random.Random, steps: int = 30) -> State:
    """A new state consistent with what ``player`` has seen: from the game's own sampler when it has
    one (built from the view alone), else (or when it gives up) from the generic chain above."""
    name = state.game.names[player]
    target = public_view(state.match.view(name))
    if has_sampler(state.game.game_id):
        try:
            m = sample(state.game.game_id, state.match.view(name), name, Rng(rng.randrange(2**63)))
        except TavernaError:  # a SamplingError, or a view the sampler cannot read
            m = None
        if m is not None:
            rec = m.record()
            same = rec.get("rules") == state.match.rules and (rec.get("options") or {}) == state.match.option_values
            built = build(rec, rec.get("shuffles") or [], rec.get("seed", 0)) if same else None
            if built is not None and public_view(built[0].view(name)) == target:
                return _aligned(state, state._with_match(*built), player)
    return _aligned(state, resample_generic(state, player, rng, steps), player)


def _aligned(state: State, sample: State, player: int) -> State:
    """When ``player`` is to act, the sample has them act too: players the sample may ask about an
    optional action first (say, a second Cuckoo's holder) are taken to have answered ``wait``, which
    ``player`` cannot see."""
    if state.is_terminal() or state.current_player() != player:
        return sample
    while sample.current_player() != player and sample.game.names[sample.current_player()] in (
        sample._optional_pending()
    ):
        sample._waits.append((len(sample.match.history), sample.game.names[sample.current_player()]))
    return sample


def resample_generic(state: State, player: int, rng: random.Random, steps: int = 30) -> State:
    """The generic chain: transpositions within the state's recorded shuffles (see above)."""
    name = state.game.names[player]
    record = state.match.record()
    target = public_view(state.match.view(name))
    card_str = state.game.pack.card_str
    current = [[card_str(c) for c in s] for s in state.shuffles]
    movable = [k for k, s in enumerate(current) if len(set(s)) > 1]
    for _ in range(steps if movable else 0):
        k = rng.choice(movable)
        s = current[k]
        i = rng.randrange(len(s))
        j = rng.randrange(len(s))
        if s[i] == s[j]:
            continue
        proposal = [list(x) for x in current]
        proposal[k][i], proposal[k][j] = proposal[k][j], proposal[k][i]
        built = build(record, proposal, record.get("seed", 0))
        if built is not None and public_view(built[0].view(name)) == target:
            current = proposal
    seed = rng.randrange(2**62)
    built = build(record, current, seed)
    if built is None or public_view(built[0].view(name)) != target:  # pragma: no cover - the chain keeps consistency
        raise AssertionError("determinization lost consistency with the player's view")
    match, sink = built
    return state._with_match(match, sink)
