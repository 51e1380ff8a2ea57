"""Bots: each sees only ``view(player)`` and the legal actions, never the match itself.

A bot is anything with ``choose(view, legal, rng) -> Action``.  ``get_bot(game, level)`` gives
the random bot (``random``), the game's rule-of-thumb bot (``simple``: the game's ``bot`` part,
``games/<game>/bot.py`` with a ``choose`` function, found through the registry; games without one
fall back to random), or a
level for people: ``easy`` (the rule-of-thumb bot with a quarter of its moves random), ``normal``
(the rule-of-thumb bot itself), ``hard`` (the ISMCTS search bot of :mod:`taverna.bots.search`)
and ``learned`` (``hard``'s search guided by a network trained by self-play, played with numpy: the
network's move is the one the search must beat and the network plays the rollouts, as a network guides
AlphaZero's search; :mod:`taverna.bots.learned`; where ``hard`` is an exact expectimax, Cuajo, that
expectimax with the network choosing among the moves its count ties; where the game has no weights, the
rule of thumb guides, as in ``hard``);
each level beats the one below it in the arena (``docs/arena.md``, "Bot levels");
a layer above may add levels with :func:`register_level` (``taverna.research`` adds OpenSpiel's).
Optional actions (declaring the Cuckoo) are offered through ``choose_optional``, which may
return ``None`` to let the moment pass.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from taverna.bots.base import Bot, Chooser, ModuleBot, RandomBot, View, simple_bot
from taverna.core import Match, Rng, UnknownOption

LEVELS = ("random", "simple", "easy", "normal", "hard", "learned")
# the search budget of the search level (ISMCTS iterations per decision; see docs/bots.md and, for what
# each level wins against the one below and how long it thinks, docs/arena.md "Bot levels")
SEARCH_ITERATIONS = {"hard": 100}


# levels that a layer above adds (research registers OpenSpiel's bots, where open_spiel is installed):
# name -> (the bot for a game, whether it can be had here)
_EXTRA_LEVELS: dict[str, tuple[Callable[[str], Bot], Callable[[], bool]]] = {}
_EXTRAS: dict[str, str] = {}  # a registered level -> the extra that brings what it needs (pip install 'taverna[...]')


def register_level(
    name: str, factory: Callable[[str], Bot], available: Callable[[], bool] = lambda: True, extra: str = ""
) -> None:
    """Offer the level ``name`` besides :data:`LEVELS`: ``factory(game)`` gives its bot wherever
    ``available()`` holds (else asking for it names ``extra``, the install that brings it).  A layer above the
    bots adds its bots so (``taverna.research`` adds OpenSpiel's ``openspiel-ismcts``); the bots never import it."""
    if name in LEVELS:
        raise ValueError(f"bot level {name!r} is one of Taverna's own levels")
    _EXTRA_LEVELS[name] = (factory, available)
    if extra:
        _EXTRAS[name] = extra


def missing_level(level: str) -> UnknownOption | None:
    """The refusal of a level registered here whose extra is not installed (``openspiel-ismcts`` without
    open_spiel), or None."""
    if level in _EXTRA_LEVELS and not _EXTRA_LEVELS[level][1]():
        extra = _EXTRAS.get(level, "")
        how = f": pip install 'taverna[{extra}]'" if extra else ""
        return UnknownOption(f"the bot level {level!r} is not installed here{how}")
    return None


def available_levels() -> tuple[str, ...]:
    """The levels ``get_bot`` accepts here: :data:`LEVELS`, and those registered and available
    (:func:`register_level`: OpenSpiel's bots where installed)."""
    return LEVELS + tuple(name for name, (_, available) in _EXTRA_LEVELS.items() if available())


def get_bot(game: str, level: str = "simple") -> Bot:
    if level in _EXTRA_LEVELS and level in available_levels():
        return _EXTRA_LEVELS[level][0](game)
    if level not in LEVELS:
        missing = missing_level(level)
        if missing is not None:
            raise missing
        valid = available_levels()
        raise UnknownOption(f"unknown bot level {level!r}; choose one of {', '.join(valid)}")
    if level == "random":
        return RandomBot()
    if level in ("simple", "normal"):
        # normal: the rule of thumb at full strength, the step below the search that the arena can
        # show in every game (docs/arena.md, "Bot levels")
        return simple_bot(game)
    if level == "learned":
        try:
            from taverna.bots.learned import LearnedBot
        except ImportError as exc:  # numpy missing
            raise UnknownOption("the learned bot needs numpy (pip install 'taverna[research]')") from exc
        from taverna.bots.learned import guided_expectimax
        from taverna.bots.search import SearchBot

        # hard's search guided by the network (its move the one to beat, its play in the rollouts); where hard is
        # an exact expectimax (Cuajo), that expectimax with the network choosing among the moves its count ties,
        # or the network alone where the expectimax takes no guide
        guided = SearchBot(game, iterations=SEARCH_ITERATIONS["hard"], guide="learned", name=f"learned-{game}")
        if guided.root != "expectimax":
            return guided
        return guided_expectimax(game) or LearnedBot(game)
    from taverna.bots.search import NoisyBot, SearchBot

    if level == "easy":
        return NoisyBot(game)
    # (Cuajo's search enumerates the next card instead: it has no iterations to spend)
    return SearchBot(game, iterations=SEARCH_ITERATIONS[level], name=f"{level}-{game}")


def bot_step(match: Match, bots: Mapping[str, Bot], rngs: Mapping[str, Rng]) -> bool:
    """Let the bots make one decision: an optional action if a bot wants one (declaring the
    Cuckoo), else the move of the first player the match waits for.  False when no bot can act
    (the match is over, or it waits for someone who is not a bot)."""
    if match.finished:
        return False
    waiting = match.waiting_for()
    for p in match.to_act():
        if p in waiting or p not in bots:
            continue
        choice = bots[p].choose_optional(match.view(p), match.legal_actions(p), rngs[p])
        if choice is not None:
            match.apply(p, choice)
            return True
    if not waiting or waiting[0] not in bots:
        return False
    p = waiting[0]
    match.apply(p, bots[p].choose(match.view(p), match.legal_actions(p), rngs[p]))
    return True


def play_bots(match: Match, bots: Mapping[str, Bot], rngs: Mapping[str, Rng], max_actions: int = 200_000) -> bool:
    """Bots play ``match`` until it ends (True) or ``max_actions`` decisions have been made (False)."""
    for _ in range(max_actions):
        if not bot_step(match, bots, rngs):
            return match.finished
    return match.finished


__all__ = [
    "LEVELS",
    "Bot",
    "Chooser",
    "ModuleBot",
    "RandomBot",
    "View",
    "available_levels",
    "bot_step",
    "get_bot",
    "play_bots",
    "register_level",
]
