#!/usr/bin/env bash
# npm test: the same provisioning as npm start, then lint, typecheck, build,
# and every test (unit, integration on real PostgreSQL/Redis/SMTP, browser in
# Chromium) against a stack of its own on its own ports and data.
set -euo pipefail
cd "$(dirname "$0")/../.."
began=$(date +%s)

ZEST_NEED_CHROMIUM=1 bash tools/scripts/ensure-deps.sh

echo "== lint"
npx eslint .
npx prettier --check . >/dev/null || { npx prettier --check .; exit 1; }

echo "== typecheck and build"
ZEST_CODEGEN=check bash tools/scripts/build.sh
npx tsc -p web --noEmit
npx tsc -p web/test --noEmit
npx tsc -p web/e2e --noEmit
npx tsc -p tools --noEmit
npx tsc -p tsconfig.test.json --noEmit

echo "== tests"
mkdir -p .data
status=0
npx jest --ci --json --outputFile=.data/test-results.json "$@" || status=$?
node --import tsx tools/test/print-summary.ts .data/test-results.json
echo "npm test took $(( $(date +%s) - began )) s"
exit $status
