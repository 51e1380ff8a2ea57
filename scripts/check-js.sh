#!/usr/bin/env bash
# The browser code's checks (scripts/test.sh runs this): the type check (tsc --noEmit, tsconfig.json) and the lint
# (eslint, eslint.config.js) of static/js/*.js and the games' board.js.  Node and npm come from Debian where they
# are missing (as root); typescript and eslint from npm, at the versions package-lock.json pins, into node_modules/
# (git-ignored), installed again only when the lock file changed.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    echo "== installing Debian's nodejs and npm for the browser code's checks"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs npm >/dev/null
  else
    echo "the browser code's checks need node and npm (Debian: apt-get install nodejs npm)" >&2
    exit 1
  fi
fi
stamp=node_modules/.taverna-lock
want=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "== npm ci (typescript, eslint)"
  npm ci --no-audit --no-fund --loglevel=error
  echo "$want" > "$stamp"
fi
echo "== tsc (the browser code's types)"
node_modules/.bin/tsc -p tsconfig.json
echo "== eslint (the browser code)"
node_modules/.bin/eslint --max-warnings 0
