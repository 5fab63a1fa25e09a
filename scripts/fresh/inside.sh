#!/usr/bin/env bash
# Runs inside the fresh root (scripts/fresh/run.sh): the README's Quick start, as a new operator
# types it, each step timed into the report file given as $2.
set -uo pipefail
cd "$1"
report=$2
: >"$report"
status=0

timed() {
  local name=$1 started
  shift
  started=$(date +%s)
  echo
  echo "=== fresh: $name ==="
  "$@"
  local code=$?
  local seconds=$(($(date +%s) - started))
  echo "=== fresh: $name: exit $code in ${seconds} s ==="
  printf '%-40s %5d s  exit %d\n' "$name" "$seconds" "$code" >>"$report"
  [ "$code" = 0 ] || status=1
  return "$code"
}

# `npm start` serves until stopped: wait for /api/health (the first start builds the web app and
# the server and creates the database), print it, then stop the server.
start_until_healthy() {
  # A session of its own, so that stopping it reaches npm, start.mjs and the server alike.
  setsid npm start &
  local server=$!
  local health
  health=$(node -e '
    const url = `http://127.0.0.1:${process.env.PORT}/api/health`;
    const poll = () =>
      fetch(url)
        .then((response) => response.text())
        .then((body) => { console.log(body); process.exit(0); }, () => setTimeout(poll, 1000));
    poll();
    setTimeout(() => { console.error(`no answer from ${url}`); process.exit(1); }, 15 * 60_000);
  ')
  local code=$?
  echo "GET /api/health: $health"
  kill -TERM -- "-$server" 2>/dev/null
  wait "$server" 2>/dev/null
  return "$code"
}

timed "npm install" npm install --no-audit --no-fund &&
  timed "npm start (until /api/health answers)" start_until_healthy
timed "npm test -- --fast" npm test -- --fast
exit "$status"
