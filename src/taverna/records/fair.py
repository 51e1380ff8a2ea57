"""Provably fair tables: the commitment to a table's secret seed, and checking a record against it.

A server table deals with the ``hmac-sha256`` generator from a 256-bit secret seed.  Before the first
card is dealt every seat is shown the *commitment*: the SHA-256 of the ASCII text

    taverna-commit/1:<rng>:<seed in decimal>:<salt>

(``<rng>`` the generator's name, ``<salt>`` 64 lowercase hex digits of a random salt, no spaces, no
newline), as 64 lowercase hex digits.  The seed and salt stay secret until the match is over; the
record downloaded then holds them, and anyone can recompute the hash and replay the record
(``taverna verify``).  The salt keeps the commitment from being a hash of the seed alone.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from taverna.core import TavernaError, replay_actions
from taverna.core.rng import HMAC_SHA256

from . import HEX64, load, new_match
from .chain import CHAIN_TAG, chain_head

COMMIT_TAG = "taverna-commit/1"


def commitment_text(rng: str, seed: int | str, salt: str) -> str:
    """The text whose SHA-256 is the commitment."""
    return f"{COMMIT_TAG}:{rng}:{seed}:{salt}"


def commitment(rng: str, seed: int, salt: str) -> str:
    """The commitment to ``seed`` and ``salt`` for the generator ``rng``: 64 lowercase hex digits."""
    return hashlib.sha256(commitment_text(rng, seed, salt).encode("ascii")).hexdigest()


@dataclass
class Verdict:
    """What :func:`verify` found: ``fair`` when ``reasons`` is empty."""

    reasons: list[str] = field(default_factory=list)
    checked: list[str] = field(default_factory=list)
    summary: dict[str, Any] | None = None
    actions: int = 0

    @property
    def fair(self) -> bool:
        return not self.reasons

    def to_json(self) -> dict[str, Any]:
        return {"fair": self.fair, "reasons": self.reasons, "checked": self.checked, "summary": self.summary}


def verify(source: str | Path | Mapping[str, Any], seen: str | None = None, seen_chain: str | None = None) -> Verdict:
    """Check a fair table's record: its commitment, its generator, its actions' hash chain, and that it
    replays to its result.

    ``seen``: the commitment a player saw at the table, which the record's must equal; ``seen_chain``: the
    action log's hash a player saw in the last state message, which the record's chain must equal.  A record
    that is not a record at all raises :class:`~taverna.core.BadRecord`; everything else is in the verdict.
    """
    rec = load(source)
    v = Verdict()
    kind = rec.get("rng", "splitmix64")
    seed = rec.get("seed", 0)
    salt, committed = rec.get("salt"), rec.get("commitment")
    if committed is None or salt is None:
        v.reasons.append("the record has no " + ("commitment" if committed is None else "salt")
                         + ": nothing binds its seed to what the table showed before the deal")  # fmt: skip
    else:
        got = commitment(kind, seed, salt)
        if got != committed:
            v.reasons.append(f"commitment mismatch: SHA-256 of {commitment_text(kind, seed, '<salt>')!r} with the "
                             f"record's salt is {got}, the record says {committed}: the seed, salt or generator "
                             "is not the one the table committed to")  # fmt: skip
        else:
            v.checked.append(f"commitment {committed} = SHA-256({commitment_text(kind, '<seed>', '<salt>')!r})")
    if seen is not None:
        want = seen.strip().lower()
        if not HEX64.fullmatch(want):
            v.reasons.append(f"the commitment given ({seen!r}) is not 64 hexadecimal digits")
        elif want != committed:
            v.reasons.append(f"the record's commitment {committed} is not the one you saw at the table ({want})")
        else:
            v.checked.append("the commitment is the one shown at the table")
    _check_chain(rec, v, seen_chain)
    if kind != HMAC_SHA256:
        v.reasons.append(f"the generator is {kind}, not {HMAC_SHA256}: a SplitMix64 seed can be recovered from a "
                         "few hands, so its deals are not secret")  # fmt: skip
    else:
        v.checked.append(f"generator {HMAC_SHA256} (HMAC-SHA256(seed, counter) in counter mode)")
    if rec.get("shuffles"):
        v.reasons.append("the record scripts shuffles: those cards were chosen, not dealt from the committed seed")
    actions = rec.get("actions", [])
    v.actions = len(actions)
    try:
        match = replay_actions(new_match(rec), actions)
    except TavernaError as exc:
        v.reasons.append(f"replay error: {exc}")
        return v
    v.summary = json.loads(json.dumps(match.summary()))  # as a stored summary reads back from JSON
    v.checked.append(f"replayed {len(actions)} actions without error" + ("; the match is over" if match.finished
                                                                           else "; the match is not over"))  # fmt: skip
    stored = rec.get("summary")
    if stored is not None:
        if not isinstance(stored, dict):
            v.reasons.append(f"the record's summary must be the object `taverna replay --json` prints, got {stored!r}")
        elif stored != v.summary:
            diff = sorted(k for k in set(stored) | set(v.summary) if stored.get(k) != v.summary.get(k))
            v.reasons.append(f"the record's summary differs from its replay in: {', '.join(diff)}")
        else:
            v.checked.append("the replay reaches the record's summary")
    return v


def _check_chain(rec: Mapping[str, Any], v: Verdict, seen: str | None) -> None:
    """The actions' hash chain (records/chain.py): the record's ``chain`` recomputed from its actions, and the
    hash a player saw.  A record without ``chain`` (made before the chain) is not refused for it, unless a hash
    was given to check."""
    stored, salt, committed = rec.get("chain"), rec.get("salt"), rec.get("commitment")
    want = None
    if seen is not None:
        want = seen.strip().lower()
        if not HEX64.fullmatch(want):
            v.reasons.append(f"the hash given ({seen[:80]!r}) is not 64 hexadecimal digits (the action log's hash "
                             "from the table's last state)")  # fmt: skip
            want = None
    if stored is None:
        if seen is not None:
            v.reasons.append("the record has no chain (the action log's hash): nothing binds its actions to the "
                             "hash you saw at the table")  # fmt: skip
        else:
            v.checked.append("the record has no chain (made before the action log's hash): its actions are "
                             "checked by the replay only")  # fmt: skip
        return
    if salt is None or committed is None:
        v.reasons.append("the record has a chain but no salt or commitment to recompute it from")
        return
    got = chain_head(committed, salt, rec.get("actions", []))
    if got != stored:
        v.reasons.append(f"chain mismatch: the hash chain of the record's {len(rec.get('actions', []))} actions is "
                         f"{got}, the record says {stored}: an action was deleted, added or altered")  # fmt: skip
    else:
        v.checked.append(f"chain {stored} = the {CHAIN_TAG} hash chain of the record's actions")
    if want is not None:
        if want != stored:
            v.reasons.append(f"the record's chain {stored} is not the hash you saw at the table ({want}): the "
                             "record is not the game played there")  # fmt: skip
        else:
            v.checked.append("the chain is the hash shown at the table")


__all__ = ["COMMIT_TAG", "Verdict", "commitment", "commitment_text", "verify"]
