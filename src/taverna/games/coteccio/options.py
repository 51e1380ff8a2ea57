"""Coteccio's options (one rule set: Trieste, as on pagat)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class CoteccioOptions:
    stake: int = field(default=1000, metadata={"label": "Stake", "help": "what each player pays into the pool at the start", "min": 0, "max": 10**9})
    lives: int = field(default=4, metadata={"label": "Lives", "help": "lives each player begins (and restarts) with", "min": 1, "max": 20})
    doctor_fee: int = field(default=500, metadata={"label": "Doctor's fee", "help": "what calling the doctor costs (paid to the pool)", "min": 0, "max": 10**9})
    doctor_limit: int = field(default=1, metadata={"label": "Doctor calls", "help": "how many times each player may call the doctor in the match", "min": 0, "max": 100})


PRESET = CoteccioOptions()
