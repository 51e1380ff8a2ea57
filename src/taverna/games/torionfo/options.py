"""Torionfo options: one frozen dataclass; the rule set is a preset of it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from taverna.core.errors import UnknownOption
from taverna.core.options import build_options


def _opt(default: Any, help: str, **md: Any) -> Any:
    return field(default=default, metadata={"help": help, **md})


@dataclass(frozen=True)
class TorionfoOptions:
    deals: int = _opt(4, "deals (rounds) to play; the rulebook plays 4, the deal passing to the right each time",
                      min=1, max=100, label="Deals")  # fmt: skip


STANDARD = TorionfoOptions()
PRESETS = {"standard": STANDARD}


def make_options(rules: str | None, overrides: dict[str, Any] | None) -> TorionfoOptions:
    if rules not in PRESETS:
        raise UnknownOption(f"unknown Torionfo rule set {rules!r}; valid rule sets: {', '.join(PRESETS)}")
    return build_options(TorionfoOptions, PRESETS[rules], overrides, f"torionfo/{rules}")
