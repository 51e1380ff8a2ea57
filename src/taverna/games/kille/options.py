"""Krypkille options: one frozen dataclass; the rule sets are presets of it."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from taverna.core.errors import UnknownOption
from taverna.core.options import build_options


def _opt(default: Any, help: str, **md: Any) -> Any:
    return field(default=default, metadata={"help": help, **md})


@dataclass(frozen=True)
class KilleOptions:
    duplicate: bool = _opt(False, "the Duplicate expansion: chips, the played cards passed to the left, the deal "
                           "moving left", fixed=True, label="Duplicate expansion")  # fmt: skip
    pack: str = _opt("cuckoo", "the Cuckoo pack, 40 cards (cuckoo), or the Swedish Kille pack, 42 cards (kille)",
                     choices=("cuckoo", "kille"), fixed=True, label="Pack", choice_labels={"cuckoo": "Cuckoo pack (40 cards)", "kille": "Kille pack (42 cards)"})  # fmt: skip
    rounds: int = _opt(0, "rounds to play (0: as many as there are players)", min=0, max=1000, label="Rounds")
    hand: int = _opt(0, "cards dealt to each player (0: as many as the pack allows equally, the rulebook's deal); fewer "
                     "plays a short deal, the last tricks only: a research endgame, not a rule of the rulebook",
                     min=0, max=20, label="Cards per hand")  # fmt: skip
    target: int = _opt(0, "play until someone reaches this many points instead (0: no target; standard game only)",
                       min=0, max=1000, label="Target score")  # fmt: skip


STANDARD = KilleOptions()
DUPLICATE = replace(STANDARD, duplicate=True)
# the rulebook's recommendation: the 42-card Nordic pack (the Swedish Kille pack, docs/rules/kille.md)
NORDIC = replace(STANDARD, pack="kille")
PRESETS = {"standard": STANDARD, "duplicate": DUPLICATE, "nordic": NORDIC}


def make_options(rules: str | None, overrides: dict[str, Any] | None) -> KilleOptions:
    if rules not in PRESETS:
        raise UnknownOption(f"unknown Kille rule set {rules!r}; valid rule sets: {', '.join(PRESETS)}")
    overrides = dict(overrides or {})
    if any(str(k).replace("-", "_").lower() == "duplicate" for k in overrides):
        raise UnknownOption("duplicate is chosen with the rule set: --rules duplicate")
    if any(str(k).replace("-", "_").lower() == "pack" for k in overrides):
        raise UnknownOption("the pack is chosen with the rule set: --rules nordic plays the Kille pack")
    opts = build_options(KilleOptions, PRESETS[rules], overrides, f"kille/{rules}")
    if opts.duplicate and opts.target:
        raise UnknownOption("option target applies to the standard game; Duplicate is played for a number of rounds")
    return opts
