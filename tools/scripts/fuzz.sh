#!/usr/bin/env bash
# npm run fuzz: schemathesis over /api/openapi.json of a RUNNING stack (start it with `npm start`),
# as an anonymous caller (the public surface: the ordering pages, their checkout and streams, sign-in),
# then as a signed-in owner, a restaurant manager session, a cashier session and a driver session.
#   BASE_URL       the gateway (default http://127.0.0.1:4000)
#   FUZZ_EXAMPLES  test cases per operation and phase (default 40)
# Extra arguments go to `st run` (e.g. `npm run fuzz -- --seed 1`). Exits non-zero on any server error.
set -euo pipefail
cd "$(dirname "$0")/../.."

SCHEMATHESIS_VERSION=4.32.5
BASE_URL="${BASE_URL:-http://127.0.0.1:4000}"
BASE_URL="${BASE_URL%/}"
EXAMPLES="${FUZZ_EXAMPLES:-40}"
VENV=.data/fuzz/venv

if ! node -e 'fetch(process.argv[1], { signal: AbortSignal.timeout(3000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' "$BASE_URL/readyz"; then
  echo "Zest POS is not answering at $BASE_URL/readyz. Start it first with \`npm start\`, then run \`npm run fuzz\` again." >&2
  exit 1
fi

# schemathesis lives in a virtual environment of its own under .data/, made on first use.
if ! "$VENV/bin/st" --version 2>/dev/null | grep -q "$SCHEMATHESIS_VERSION"; then
  command -v python3 >/dev/null || { echo "python3 is needed for schemathesis (apt-get install python3 python3-venv)." >&2; exit 1; }
  echo "Installing schemathesis $SCHEMATHESIS_VERSION into $VENV…"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION"
fi

sessions="$(node --import tsx tools/fuzz/sessions.ts "$BASE_URL")"
field() { node -e 'console.log(JSON.parse(process.argv[1])[process.argv[2]])' "$sessions" "$1"; }

status=0
for who in anonymous owner manager cashier driver; do
  echo
  echo "== fuzzing /api as the $who"
  auth=()
  if [ "$who" != anonymous ]; then auth=(-H "Authorization: Bearer $(field "$who")"); fi
  # signout would end the very session being fuzzed; the webhook is Stripe's, signed, and refuses all else.
  "$VENV/bin/st" --no-color run "$BASE_URL/api/openapi.json" --url "$BASE_URL" \
    "${auth[@]}" \
    --checks not_a_server_error --max-examples "$EXAMPLES" --workers 2 \
    --suppress-health-check filter_too_much,too_slow \
    --exclude-path /api/auth/signout \
    --report junit --report-dir ".data/fuzz/$who" "$@" || status=$?
done
echo
if [ "$status" -eq 0 ]; then echo "fuzz: no server errors (reports in .data/fuzz/)"; else echo "fuzz: FAILED, see above (reports in .data/fuzz/)"; fi
exit $status
