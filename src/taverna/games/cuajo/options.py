"""Cuajo options: the stakes of the seed page (in cents) and the length of a match."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from taverna.core.options import build_options


def _opt(default: Any, help: str, **md: Any) -> Any:
    return field(default=default, metadata={"help": help, **md})


@dataclass(frozen=True)
class CuajoOptions:
    deals: int = _opt(4, "deals in a match (a drawn deal counts)", min=1, max=1000, label="Deals")
    full: int = _opt(110, "cents each opponent pays a winner who drew the bounit or met both conditions ($1.10)",
                     min=0, max=100000, label="Full win (cents)")  # fmt: skip
    bounit_only: int = _opt(60, "cents when only condition 1 is met (two cards that go with the bounit)",
                            min=0, max=100000, label="Condition 1 only (cents)")  # fmt: skip
    sowee_only: int = _opt(70, "cents when only condition 2 is met (the sowee and two cards that go with it)",
                           min=0, max=100000, label="Condition 2 only (cents)")  # fmt: skip
    neither: int = _opt(20, "cents when neither condition is met", min=0, max=100000, label="No condition (cents)")
    porbis: int = _opt(300, "cents for a porbis hand (no king, or one king in a jack-horse-king run)",
                       min=0, max=100000, label="Porbis (cents)")  # fmt: skip
    king_of_coins: int = _opt(
        50, "cents added for each king of coins in the winning hand", min=0, max=100000, label="King of coins (cents)"
    )
    other_king: int = _opt(
        20, "cents added for each other king in the winning hand", min=0, max=100000, label="Other king (cents)"
    )
    secret: int = _opt(50, "cents each opponent pays at once for a secret", min=0, max=100000, label="Secret (cents)")
    max_turns: int = _opt(600, "a deal still undecided after this many turns is a draw (a stated limit: nothing "
                          "in the rules stops players taking discards for ever)", min=20, max=100000, label="Max turns")  # fmt: skip
    extra_cards: int = _opt(15, "extra cards a winner who did not draw the bounit may draw to meet the conditions",
                            min=0, max=100, label="Extra draws")  # fmt: skip


PAGAT = CuajoOptions()


def make_options(overrides: dict[str, Any] | None) -> CuajoOptions:
    """The page's stakes with ``overrides`` applied and checked."""
    return build_options(CuajoOptions, PAGAT, overrides, "cuajo")
