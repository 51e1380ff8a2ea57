"""The ``taverna/1`` match record: load, validate, save, replay, summary.

The format is fixed by ``shared/spec/records.md`` (a public interface); the action words and
options of each game are documented in ``docs/records-*.md``.  Every problem with a record is a
:class:`~taverna.core.BadRecord` whose message names the field and says what was expected.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from taverna.core import BadRecord, Match, TavernaError, replay_actions
from taverna.core.rng import HMAC_SHA256, RNG_KINDS, SECURE_SEED_BITS, SPLITMIX64
from taverna.games import create_match, games

FORMAT = "taverna/1"
KNOWN_KEYS = ("format", "game", "rules", "options", "players", "dealer", "seed", "rng", "salt", "commitment", "chain",
              "shuffles", "actions")  # fmt: skip

Record = dict[str, Any]
HEX64 = re.compile(r"[0-9a-f]{64}")


def load(source: str | Path | Mapping[str, Any]) -> Record:
    """A validated record from a path, a JSON text or a mapping."""
    if isinstance(source, Mapping):
        data: Any = dict(source)
    else:
        text = _read(source)
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise BadRecord(f"not JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}") from None
    validate(data)
    return dict(data)


def _read(source: str | Path) -> str:
    if isinstance(source, Path) or (isinstance(source, str) and not source.lstrip().startswith("{")):
        path = Path(source)
        try:
            return path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise BadRecord(f"no such record file: {path}") from None
        except (OSError, UnicodeDecodeError) as exc:
            raise BadRecord(f"cannot read record file {path}: {exc}") from None
    return str(source)


def validate(rec: Any) -> None:
    """Check the shape of a record (not yet whether its actions are legal: :func:`replay` does that)."""
    if not isinstance(rec, dict):
        raise BadRecord(f"a record is a JSON object, got {type(rec).__name__}")
    if rec.get("format") != FORMAT:
        raise BadRecord(f"format must be {FORMAT!r}, got {rec.get('format')!r}")
    game = rec.get("game")
    if not isinstance(game, str) or game not in games():  # the spec's games, and any game added (registry)
        raise BadRecord(f"game must be one of {', '.join(games())}, got {game!r}")
    if "rules" in rec and not isinstance(rec["rules"], str):
        raise BadRecord(f"rules must be a string, got {rec['rules']!r}")
    if game == "cucu" and "rules" not in rec:  # (the rule sets as the registry has them: never a list falling behind)
        raise BadRecord(f"a cucu record needs rules: one of {', '.join(games()[game].rule_sets)}")
    if "options" in rec and not isinstance(rec["options"], dict):
        raise BadRecord(f"options must be an object of name: value, got {rec['options']!r}")
    players = rec.get("players")
    if not isinstance(players, list) or not players:
        raise BadRecord(f"players must be a non-empty list of names, got {players!r}")
    for i, p in enumerate(players):
        if not isinstance(p, str) or not p:
            raise BadRecord(f"players[{i}] must be a non-empty string, got {p!r}")
    if len(set(players)) != len(players):
        dup = sorted({p for p in players if players.count(p) > 1})
        raise BadRecord(f"player names must be unique; repeated: {', '.join(dup)}")
    if "dealer" in rec and rec["dealer"] not in players:
        raise BadRecord(f"dealer must be one of the players ({', '.join(players)}), got {rec['dealer']!r}")
    seed = rec.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise BadRecord(f"seed must be an integer, got {seed!r}")
    kind = rec.get("rng", SPLITMIX64)
    if kind not in RNG_KINDS:
        raise BadRecord(f"rng must be one of {', '.join(RNG_KINDS)} (the generator that shuffles; absent: "
                        f"{SPLITMIX64}), got {kind!r}")  # fmt: skip
    if kind == HMAC_SHA256 and not 0 <= seed < 1 << SECURE_SEED_BITS:
        raise BadRecord(f"seed must be an integer from 0 to 2**256 - 1 for the {HMAC_SHA256} generator, got {seed}")
    for key in ("salt", "commitment", "chain"):  # a fair table's commitment, salt, chain head: 64 lowercase hex digits
        if key in rec and not (isinstance(rec[key], str) and HEX64.fullmatch(rec[key])):
            raise BadRecord(f"{key} must be 64 lowercase hexadecimal digits (32 bytes), got {rec[key]!r}")
    shuffles = rec.get("shuffles", [])
    if not isinstance(shuffles, list):
        raise BadRecord(f"shuffles must be a list of card lists, got {shuffles!r}")
    for k, sh in enumerate(shuffles):
        if not isinstance(sh, list):
            raise BadRecord(f"shuffles[{k}] must be a list of card names, got {sh!r}")
        for i, c in enumerate(sh):
            if not isinstance(c, str):
                raise BadRecord(f"shuffles[{k}][{i}] must be a card name (a string), got {c!r}")
    actions = rec.get("actions", [])
    if not isinstance(actions, list):
        raise BadRecord(f"actions must be a list of [player, action] or [player, action, argument], got {actions!r}")
    for i, a in enumerate(actions):
        if not isinstance(a, list) or not 2 <= len(a) <= 3:
            raise BadRecord(f"actions[{i}] must be [player, action] or [player, action, argument], got {a!r}")
        if not isinstance(a[0], str) or a[0] not in players:
            raise BadRecord(f"actions[{i}]: {a[0]!r} is not one of the players ({', '.join(players)})")
        if not isinstance(a[1], str) or not a[1]:
            raise BadRecord(f"actions[{i}]: the action must be a word, got {a[1]!r}")


def new_match(rec: Record) -> Match:
    """The match a record starts, before any action."""
    try:
        return create_match(
            rec["game"],
            rules=rec.get("rules"),
            options=rec.get("options") or {},
            players=rec["players"],
            dealer=rec.get("dealer"),
            seed=rec.get("seed", 0),
            shuffles=rec.get("shuffles"),
            rng=rec.get("rng"),
        )
    except BadRecord:
        raise
    except TavernaError as exc:
        raise BadRecord(f"cannot start the match: {exc}") from None


def replay(source: str | Path | Mapping[str, Any]) -> Match:
    """Replay a record to the state it reaches (its actions may stop before the end)."""
    rec = load(source)
    match = new_match(rec)
    try:
        replay_actions(match, rec.get("actions", []))
    except BadRecord:
        raise
    except TavernaError as exc:
        raise BadRecord(str(exc)) from None
    return match


def summary(source: str | Path | Mapping[str, Any]) -> dict[str, Any]:
    """Exactly what ``taverna replay FILE --json`` prints."""
    return replay(source).summary()


def dumps(rec: Mapping[str, Any]) -> str:
    """A record as readable JSON: one action per line, one shuffle per line."""
    lines = ["{"]
    items = [(k, rec[k]) for k in KNOWN_KEYS if k in rec] + [(k, v) for k, v in rec.items() if k not in KNOWN_KEYS]
    for n, (key, value) in enumerate(items):
        comma = "," if n < len(items) - 1 else ""
        if key in ("actions", "shuffles") and isinstance(value, list) and value:
            inner = ",\n".join("    " + json.dumps(v, ensure_ascii=False) for v in value)
            lines.append(f'  "{key}": [\n{inner}\n  ]{comma}')
        else:
            lines.append(f'  "{key}": {json.dumps(value, ensure_ascii=False)}{comma}')
    lines.append("}")
    return "\n".join(lines) + "\n"


def save(match_or_record: Match | Mapping[str, Any], path: str | Path) -> Path:
    rec = match_or_record.record() if isinstance(match_or_record, Match) else dict(match_or_record)
    out = Path(path)
    out.write_text(dumps(rec), encoding="utf-8")
    return out


__all__ = ["FORMAT", "dumps", "load", "new_match", "replay", "save", "summary", "validate"]
