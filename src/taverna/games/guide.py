"""Learn to play: a guided first match, declared by each game as data (its ``guide`` part).

(Not to be confused with ``cards_guide.py``, the cards' own explanations.)

A game's ``guide.py`` holds ``GUIDES = {rules: Guide(...)}``; what a guide says is in the game's
``locales/<lang>.ftl``, as the messages ``learn-<key>``.  A :class:`Guide` fixes everything that makes the match the same each time: the number of
seats and which one is the learner's, the options (a short match), the seed and the scripted shuffles
(records' ``shuffles``: the first cards dealt), and the seed of the rule-of-thumb bots that play every
seat, the learner's too, to make the **scripted line** (:func:`script`).  At the server's table the bots
play that line (the learner is shown each of their own moves in it); the engine decides every rule, the
guide only points and explains.

What a guide says, all text keys (``learn-<key>``):

* ``intro``: the first steps, before anything is clicked: ``(point, key)`` pairs, each shown with "Next";
* ``tips``: an action word (or ``*``, any other) -> what to do and why, shown when the learner is to take such an
  action;
* ``why``: an event kind -> why it happened (a special card's power, a lost life, a trick taken), shown
  after the game's own sentence of the event (``describe_event`` in the game's ``text.py``);
* ``outro``: said when the match is over.

A **point** names a piece of the table in the browser: ``hand`` (the hand), ``hand:<card>`` (a card of
it), ``choice:<word>`` (a choice button), ``choices``, ``board`` (the felt), ``seat:<index>``,
``zone:<name>`` (a board's zone: a pile), ``log``, ``sheet``.  A learner's move points where it is
taken (its card in the hand, its button) unless ``points`` says otherwise.

Shared machinery finds a guide through the registry (the game's package, :func:`guide_module`), never by name.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from taverna.core.match import Action, Match
from taverna.core.rng import HMAC_SHA256, Rng
from taverna.i18n import fluent

# the table option that marks a guided table (kept in the table's stored options; never given to the engine)
GUIDE_OPTION = "guide"
# what the script's players are called (the engine never reads a player's name)
SCRIPT_NAMES = ("You", "Ada", "Bruno", "Carla", "Dario", "Elsa")


@dataclass(frozen=True)
class Guide:
    rules: str
    seats: int
    seed: int
    shuffles: tuple[tuple[str, ...], ...] = ()
    options: Mapping[str, Any] = field(default_factory=dict)
    learner: int = 0
    bot_seed: int = 1
    intro: tuple[tuple[str, str], ...] = ()
    tips: Mapping[str, str] = field(default_factory=dict)
    why: Mapping[str, str] = field(default_factory=dict)
    outro: str = "outro"
    # (the log's size before a learner's move, as text) -> a point other than where the move is taken
    points: Mapping[str, str] = field(default_factory=dict)


class Chooser(Protocol):
    def choose(self, view: Any, legal: list[Action], rng: Rng) -> Action: ...

    def choose_optional(self, view: Any, legal: list[Action], rng: Rng) -> Action | None: ...


@dataclass(frozen=True)
class Move:
    """One move of the scripted line: the match's log size before it, the seat and the action."""

    at: int
    seat: int
    action: Action
    optional: bool
    automatic: bool = False  # the only legal action, of a word the table answers for a person (Match.automatic)


def guide_module(game: str) -> Any:
    """The game's ``guide`` module (its package's ``guide.py``), or None."""
    from taverna.games import _part, get_game

    return _part(get_game(game).package_name, "guide")


def guide_for(game: str, rules: str | None) -> Guide | None:
    mod = guide_module(game)
    if mod is None:
        return None
    guides: Mapping[str, Guide] = mod.GUIDES
    if rules is None:
        return next(iter(guides.values()), None)
    return guides.get(rules)


def guides() -> list[tuple[str, str]]:
    """Every (game, rule set) that has a guided first match: the games by id (the same in every process, whatever
    order they were imported in), each game's rule sets in its guide's order."""
    from taverna.games import games

    out: list[tuple[str, str]] = []
    for gid in sorted(games()):
        mod = guide_module(gid)
        if mod is not None:
            out.extend((gid, rules) for rules in mod.GUIDES)
    return out


def engine_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """A table's options less the guide's mark: what the engine is given."""
    return {k: v for k, v in options.items() if k != GUIDE_OPTION}


def new_match(game: str, guide: Guide, players: Sequence[str], rng: str | None = HMAC_SHA256) -> Match:
    from taverna.games import create_match

    return create_match(game, rules=guide.rules, options=dict(guide.options), players=list(players), seed=guide.seed,
                        shuffles=[list(s) for s in guide.shuffles] or None, rng=rng)  # fmt: skip


def script(game: str, guide: Guide, bots: Mapping[int, Chooser], max_moves: int = 5000) -> list[Move]:
    """The scripted line: the match the bots (``bots[seat]``, one per seat, each with its own generator from
    ``guide.bot_seed``) play from the guide's deal to its end.  The learner's seat never takes an optional
    action (it is shown only the moves the match waits for)."""
    names = list(SCRIPT_NAMES[: guide.seats])
    m = new_match(game, guide, names)
    rngs = {i: Rng(guide.bot_seed * 1000 + i) for i in range(guide.seats)}
    line: list[Move] = []
    for _ in range(max_moves):
        if m.finished:
            return line
        waiting = m.waiting_for()
        done = False
        for p in m.to_act():
            i = names.index(p)
            if p in waiting or i == guide.learner:
                continue
            choice = bots[i].choose_optional(m.view(p), m.legal_actions(p), rngs[i])
            if choice is not None:
                action = m.check(p, choice)
                line.append(Move(len(m.log), i, action, True))
                m.apply(p, action)
                done = True
                break
        if done:
            continue
        if not waiting:
            break
        p = waiting[0]
        i = names.index(p)
        legal = m.legal_actions(p)
        action = m.check(p, bots[i].choose(m.view(p), legal, rngs[i]))
        line.append(Move(len(m.log), i, action, False, len(legal) == 1 and action.word in m.automatic))
        m.apply(p, action)
    raise ValueError(f"{game} guide {guide.rules}: the scripted line did not reach the end of the match")


def text_of(game: str, key: str, lang: str) -> str:
    """What the guide says for ``key``: the game's message ``learn-<key>`` (its ``locales/<lang>.ftl``), English
    for a language that lacks it, the key itself for none."""
    return fluent.lookup(game, lang, f"learn-{key}") or key
