"""How big the tests are: quick by default, heavy under ``TAVERNA_HEAVY``.

The everyday run (``bash scripts/test.sh``, or ``pytest``) plays few random matches per property
and few seeds per loop, so that it stays a matter of minutes; the heavy run, which CI on a schedule
and every release use, plays the full counts::

    TAVERNA_HEAVY=1 pytest -n 2      # the heavy sizes
    TAVERNA_HEAVY=4 pytest -n 2      # four times the heavy sizes, for a deeper search

Both runs check the same things: only the number of examples (matches, seeds, deals) differs.
A test sizes itself with :func:`heavy`::

    @settings(max_examples=heavy(300, default=30), deadline=None)
    ...
    for seed in range(heavy(60, default=15)): ...

``tests/conftest.py`` loads the matching hypothesis profile (see ``docs/testing.md``).
"""

from __future__ import annotations

import os

VARIABLE = "TAVERNA_HEAVY"


def level(raw: str | None) -> int:
    """The heavy factor ``TAVERNA_HEAVY`` asks for: 0 (unset, empty or 0) for the quick run, N >= 1 for
    N times the heavy sizes.  Anything else is refused with what was expected."""
    text = (raw or "").strip()
    if text in ("", "0"):
        return 0
    if text.isdigit() and int(text) >= 1:
        return int(text)
    raise ValueError(
        f"{VARIABLE}={raw!r} is not a size: leave it unset (or 0) for the quick run, set it to 1 for "
        f"the heavy run, or to a whole number N for N times the heavy sizes"
    )


try:
    HEAVY = level(os.environ.get(VARIABLE))
    PROBLEM = ""
except ValueError as exc:  # tests/conftest.py stops the run with this message
    HEAVY, PROBLEM = 0, str(exc)


def heavy(full: int, default: int) -> int:
    """``full`` in the heavy run (times ``TAVERNA_HEAVY`` when it is above 1), ``default`` otherwise."""
    return full * HEAVY if HEAVY else default


def describe() -> str:
    """One line for pytest's header: which sizes this run uses."""
    if not HEAVY:
        return f"taverna test sizes: quick (set {VARIABLE}=1 for the heavy run)"
    times = "" if HEAVY == 1 else f" x{HEAVY}"
    return f"taverna test sizes: heavy{times} ({VARIABLE}={HEAVY})"
