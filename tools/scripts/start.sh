#!/usr/bin/env bash
# npm start: install what is missing, build what changed, run the platform.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash tools/scripts/ensure-deps.sh
bash tools/scripts/build.sh
exec node --import tsx tools/stack/start.ts
