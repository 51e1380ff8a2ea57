"""The size of the run (``TAVERNA_HEAVY``, see ``tests/sizes.py`` and ``docs/testing.md``) and the
hypothesis profiles that go with it.

* quick (the default): the examples are derived from each test's name (``derandomize``), so a run
  checks the same examples every time and a failure repeats; no example database;
* heavy (``TAVERNA_HEAVY=1`` or N): fresh random examples every run, remembered in ``.hypothesis/``,
  and a failure prints the ``@reproduce_failure`` blob that replays it.

Neither has a deadline or the too-slow health check: a slow machine never fails a test.  Tests that
set ``max_examples`` themselves size it with ``tests.sizes.heavy``; the profile's own count is for
those that do not.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

from tests.sizes import HEAVY, PROBLEM, describe, heavy

# the terminal's own words follow TAVERNA_LANG / LANG when a command has no --lang (taverna.cli.common.cli_lang):
# the tests read them in English whatever the machine's language (tests/cli/test_cli_lang.py sets its own)
os.environ["TAVERNA_LANG"] = "en"

settings.register_profile(
    "taverna-quick",
    max_examples=20,
    derandomize=True,
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile(
    "taverna-heavy",
    max_examples=heavy(100, default=20),
    derandomize=False,
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("taverna-heavy" if HEAVY else "taverna-quick")


def pytest_configure(config: pytest.Config) -> None:
    if PROBLEM:
        raise pytest.UsageError(PROBLEM)
    if "TAVERNA_PROPERTY_EXAMPLES" in os.environ:
        raise pytest.UsageError(
            "TAVERNA_PROPERTY_EXAMPLES is no longer read: set TAVERNA_HEAVY=1 for the heavy sizes, "
            "or TAVERNA_HEAVY=N for N times them (docs/testing.md)"
        )


def pytest_report_header(config: pytest.Config) -> str:
    return describe()


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    terminalreporter.write_line(describe())  # also under -q, which leaves out the header
