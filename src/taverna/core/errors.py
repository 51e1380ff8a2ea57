"""The errors of the engine contract.

Every error a caller can provoke with bad input is a :class:`TavernaError`, a
``ValueError`` subclass, with a message that says what was wrong and what was
expected.  Nothing in the engine raises anything else on bad input.
"""

from __future__ import annotations

from collections.abc import Iterable


class TavernaError(ValueError):
    """Base of every error raised on bad input."""


class IllegalAction(TavernaError):
    """An action that the rules do not allow at this point."""

    def __init__(self, player: str, action: object, legal: Iterable[object], why: str = "") -> None:
        self.player = player
        self.action = action
        self.legal = [str(a) for a in legal]
        legal_text = ", ".join(self.legal) if self.legal else "nothing (this player may not act now)"
        reason = f": {why}" if why else ""
        super().__init__(f"illegal action {action} by {player}{reason}; legal for {player} now: {legal_text}")


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
            self, f"illegal action {action} by {player}: it is not {player}'s turn (the match waits for {who})"
        )


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
