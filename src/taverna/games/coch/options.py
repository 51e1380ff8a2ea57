"""Coch options: one frozen dataclass; the rulebook's game is the preset ``rulebook``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from taverna.core.errors import UnknownOption
from taverna.core.options import build_options


def _opt(default: Any, help: str, **md: Any) -> Any:
    return field(default=default, metadata={"help": help, **md})


@dataclass(frozen=True)
class CochOptions:
    deals: int = _opt(1, "deals to play, the deal passing to the right each time (1: the rulebook's single game; "
                      "more: the team that wins more deals wins the match, equal: a draw)", min=1, max=1000, label="Deals")  # fmt: skip


RULEBOOK = CochOptions()
PRESETS = {"rulebook": RULEBOOK}


def make_options(rules: str | None, overrides: dict[str, Any] | None) -> CochOptions:
    if rules not in PRESETS:
        raise UnknownOption(f"unknown Coch rule set {rules!r}; valid rule sets: {', '.join(PRESETS)}")
    return build_options(CochOptions, PRESETS[rules], overrides, f"coch/{rules}")
