"""The action log's hash chain: a running hash of a fair table's actions that every seat is shown.

A server table's every state message carries the chain's head after the actions applied so far; the
record downloaded after the match holds the final head (``chain``), and ``taverna verify`` recomputes
it, so that a record with an action deleted, added or altered fails even where it still replays to
the same result, and a player can check the published record against the head they saw at the end.

    h_0     = SHA-256("taverna-chain/1:" + commitment)             (ASCII; commitment: 64 hex digits)
    h_{n+1} = SHA-256(h_n || salt || canonical JSON of action n)   (h_n, salt: 32 bytes each)

``action n`` is the record's entry ``[player, word]`` or ``[player, word, argument]``; its canonical
JSON is UTF-8 with sorted keys, no spaces (``(",", ":")``) and no ASCII escaping.  ``salt`` is the
fair table's salt (the one the commitment binds), as 32 bytes: secret until the match is over, it
keeps a seat from testing candidate actions against a head (another seat's discard, for instance,
which the events never show it) while every seat still sees the head from the first state on.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Sequence
from typing import Any

CHAIN_TAG = "taverna-chain/1"


def chain_start(commitment: str) -> str:
    """h_0: the head before any action, bound to the table's commitment."""
    return hashlib.sha256(f"{CHAIN_TAG}:{commitment}".encode("ascii")).hexdigest()


def canonical(entry: Sequence[Any]) -> bytes:
    """An action entry as it is hashed: canonical JSON (sorted keys, no spaces), UTF-8."""
    return json.dumps(list(entry), sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def chain_step(head: str, salt: str, entry: Sequence[Any]) -> str:
    """h_{n+1} from h_n and action n."""
    return hashlib.sha256(bytes.fromhex(head) + bytes.fromhex(salt) + canonical(entry)).hexdigest()


def chain_head(commitment: str, salt: str, entries: Iterable[Sequence[Any]]) -> str:
    """The head after every entry of ``entries``."""
    head = chain_start(commitment)
    for entry in entries:
        head = chain_step(head, salt, entry)
    return head


class Chain:
    """The heads of one table's chain, extended as actions are applied (``heads[n]``: after n actions)."""

    def __init__(self, commitment: str, salt: str) -> None:
        self.salt = salt
        self.heads = [chain_start(commitment)]

    def head(self, count: int, entry: Callable[[int], Sequence[Any]]) -> str:
        """The head after ``count`` actions, ``entry(n)`` giving action n's record entry: actions beyond those
        hashed already are hashed now, and heads past a shorter history (a match rebuilt) are dropped."""
        del self.heads[count + 1 :]
        for n in range(len(self.heads) - 1, count):
            self.heads.append(chain_step(self.heads[n], self.salt, entry(n)))
        return self.heads[count]


__all__ = ["CHAIN_TAG", "Chain", "canonical", "chain_head", "chain_start", "chain_step"]
