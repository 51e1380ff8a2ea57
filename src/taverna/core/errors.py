"""The errors of the engine contract.

Every error a caller can provoke with bad input is a :class:`TavernaError`, a
``ValueError`` subclass, with a message that says what was wrong and what was
expected.  Nothing in the engine raises anything else on bad input.

An error a person can meet also carries the id of its sentence in the shared Fluent domain ``errors``
(``taverna/locales/<lang>/errors.ftl``) and the sentence's variables: ``key`` and ``fields``.  ``str(exc)``
stays the English text (logs, records' errors, the tests read it); the English message of ``key`` says the
same words (``tests/test_i18n_errors.py``), and ``taverna.i18n.refusals.localise(exc, lang)`` says it in the
reader's language.  The engine imports no sentence: it names one.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any


class TavernaError(ValueError):
    """Base of every error raised on bad input.

    ``key``: the id of its sentence in the Fluent domain ``errors`` (None: English only), ``fields`` its
    variables (strings and integers; a value the English text shows with ``repr`` is given as that repr).
    """

    key: str | None
    fields: dict[str, object]

    def __init__(self, *args: object, key: str | None = None, **fields: object) -> None:
        super().__init__(*args)
        self.key = key
        self.fields = fields

    def __reduce__(self) -> tuple[Any, ...]:
        # rebuilt from its message and attributes, not by calling __init__ again (whose arguments a subclass
        # such as IllegalAction changes): an error crosses a process boundary (the replay process, the arena's
        # workers) whole, its sentence's key and fields too
        return (_rebuild, (type(self), self.args, self.__dict__))


def _rebuild(cls: type[TavernaError], args: tuple[object, ...], state: dict[str, Any]) -> TavernaError:
    err = cls.__new__(cls)
    err.args = args
    err.__dict__.update(state)
    return err


class IllegalAction(TavernaError):
    """An action that the rules do not allow at this point."""

    def __init__(
        self, player: str, action: object, legal: Iterable[object], why: str = "", *,
        key: str | None = None, **fields: object,
    ) -> None:  # fmt: skip
        """``why``: the reason in English, with ``key`` the sentence that says it (with the variables
        ``action``, ``player``, ``legal`` and ``count`` and ``fields``); without a ``why`` the sentence is
        ``illegal-action``."""
        self.player = player
        self.action = action
        self.legal = [str(a) for a in legal]
        legal_text = ", ".join(self.legal) if self.legal else "nothing (this player may not act now)"
        reason = f": {why}" if why else ""
        super().__init__(
            f"illegal action {action} by {player}{reason}; legal for {player} now: {legal_text}",
            key=key if why else "illegal-action",
            action=str(action), player=player, legal=", ".join(self.legal), count=len(self.legal), **fields,
        )  # fmt: skip


class NotYourTurn(IllegalAction):
    """An action by a player the match does not wait for.

    ``waiting`` is :meth:`~taverna.core.match.Match.waiting_for` (public), never ``to_act()``: a
    player who may act out of turn (the Cuckoo's holder, who may declare it) is in ``to_act()``
    only because of a hidden card.  The message is the same whoever asks, so a refusal tells
    nobody anything their own view does not show (the asker's legal actions are in that view).
    """

    def __init__(self, player: str, action: object, waiting: Iterable[str]) -> None:
        names = list(waiting)
        who = ", ".join(names) if names else "nobody"
        self.player = player
        self.action = action
        self.legal = []
        TavernaError.__init__(
            self, f"illegal action {action} by {player}: it is not {player}'s turn (the match waits for {who})",
            key="not-your-turn", action=str(action), player=player, waiting=", ".join(names), count=len(names),
        )  # fmt: skip


class BadArgument(TavernaError):
    """An action whose argument is missing, superfluous or malformed."""


class UnknownOption(TavernaError):
    """An option name, rule set or game that does not exist."""


class BadOption(TavernaError):
    """An option with a value it cannot take, or a combination that is refused."""


class BadRecord(TavernaError):
    """A record that is malformed or does not replay."""


class BadCard(TavernaError):
    """A card name that no pack knows, or a card that is not in the pack."""


def needs_argument(player: str, action: object, legal: Iterable[object]) -> BadArgument:
    """The refusal of an action word sent without the argument it needs (``action.word``)."""
    word = str(getattr(action, "word", action))
    shown = ", ".join(map(str, legal))
    return BadArgument(
        f"{player}: action {word!r} needs an argument; legal now: {shown}",
        key="needs-argument", player=player, word=repr(word), legal=shown,
    )  # fmt: skip


def no_argument(player: str, action: object, template: object) -> BadArgument:
    """The refusal of an argument sent with an action word (``template.word``) that takes none."""
    word = str(getattr(template, "word", template))
    got = repr(getattr(action, "arg", None))
    return BadArgument(
        f"{player}: action {word!r} takes no argument, got {got}",
        key="no-argument",
        player=player,
        word=repr(word),
        got=got,
    )
