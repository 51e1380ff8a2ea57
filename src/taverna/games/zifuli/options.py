"""Zifuli options: one frozen dataclass; the rulebook's game is the preset ``rulebook``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from taverna.core.errors import UnknownOption
from taverna.core.options import build_options


def _opt(default: Any, help: str, **md: Any) -> Any:
    return field(default=default, metadata={"help": help, **md})


ALL_PASS = ("last-bids", "redeal")


@dataclass(frozen=True)
class ZifuliOptions:
    chips: int = _opt(10, "chips each player starts with (the rulebook: 'a suitable number')", min=1, max=100000, label="Starting chips")
    rounds: int = _opt(0, "0: play until someone runs out of chips; N: play N rounds; then most chips wins",
                       min=0, max=1000, label="Rounds")  # fmt: skip
    all_pass: str = _opt("last-bids", "when four players have passed and nobody has bid: last-bids (the one left "
                         "must bid and is the Boss) or redeal (they may pass too; the deal is void and passes on)",
                         choices=ALL_PASS, label="When all pass", choice_labels={"last-bids": "The last one must bid", "redeal": "The deal is void"})  # fmt: skip


RULEBOOK = ZifuliOptions()
PRESETS = {"rulebook": RULEBOOK}


def make_options(rules: str | None, overrides: dict[str, Any] | None) -> ZifuliOptions:
    if rules not in PRESETS:
        raise UnknownOption(f"unknown Zifuli rule set {rules!r}; valid rule sets: {', '.join(PRESETS)}")
    return build_options(ZifuliOptions, PRESETS[rules], overrides, f"zifuli/{rules}")
