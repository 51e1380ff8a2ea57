#!/usr/bin/env bash
# Set up and run Taverna's checks: a virtual environment, the package with its dev tools,
# ruff, mypy (strict on the engine), the browser code's type check and lint, and the test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
# The checks' own environment: the .venv of README's first command (and a `taverna serve` running from it)
# is never touched.
if [ ! -x .venv-check/bin/python ]; then
  "$PY" -m venv .venv-check
fi
.venv-check/bin/python -m pip install -q --upgrade pip
.venv-check/bin/python -m pip install -q -e ".[dev]"
# The browser tests drive Debian's Chromium through Playwright (which never downloads a browser here).
if [ ! -x /usr/bin/chromium ] && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "== installing Debian's chromium for the browser tests"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) \
    || echo "could not install chromium: the browser tests will say so" >&2
fi
# Korean and Japanese tables are rendered and looked at in the browser tests: a CJK font (Debian's Noto CJK).
if [ ! -d /usr/share/fonts/opentype/noto ] && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "== installing Debian's fonts-noto-cjk for the Korean and Japanese tables"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-cjk >/dev/null) \
    || echo "could not install fonts-noto-cjk: Korean and Japanese screenshots will show boxes" >&2
fi
# The server tests also run against PostgreSQL: a throwaway cluster made with Debian's initdb (tests/server/conftest.py).
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "== installing Debian's postgresql for the server tests"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null) \
    || echo "could not install postgresql: the PostgreSQL server tests will say so" >&2
fi
# The scale-out tests start Debian's redis-server on loopback (tests/server/test_scale.py).
if ! command -v redis-server >/dev/null 2>&1 && [ ! -x /usr/bin/redis-server ] && command -v apt-get >/dev/null 2>&1 \
    && [ "$(id -u)" = 0 ]; then
  echo "== installing Debian's redis-server for the scale-out tests"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null) \
    || echo "could not install redis-server: the scale-out tests will say so" >&2
fi
echo "== ruff"
.venv-check/bin/ruff check src tests benchmarks
echo "== mypy"
.venv-check/bin/mypy
echo "== the browser's words (static/i18n/*.json) built from their Fluent files"
.venv-check/bin/python scripts/i18n_browser.py --check
# The browser code: tsc and eslint (node and npm from Debian where missing, typescript and eslint from npm).
bash scripts/check-js.sh
# The Cucù kernel compiled once, into numba's cache, before the test workers start (each worker would otherwise
# compile it again at the same time).
# Two processes share the work (each compiled function is compiled by one of them, into the same cache):
# Lu Stù in one (8 CPU s cold), Campli, Cambio and BGA (Cambio's functions) in the other (14 CPU s): on two idle
# cores about 14 s instead of 21 (docs/simulation.md, compile time).
echo "== compiling the kernel"
warm='import sys; from taverna.games.cucu.research.kernel import warm_up; warm_up(tuple(sys.argv[1:]))'
.venv-check/bin/python -c "$warm" lu-stu &
lustu=$!
.venv-check/bin/python -c "$warm" campli cambio bga
wait "$lustu"
echo "== pytest"
set +e
.venv-check/bin/pytest -q -n 2 -p no:cacheprovider --durations=10
rc=$?
set -e
if [ "$rc" -eq 5 ]; then
  echo "pytest collected no tests" >&2
  exit 1
fi
exit "$rc"
