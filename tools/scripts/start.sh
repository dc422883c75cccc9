#!/usr/bin/env bash
# npm start: install what is missing, build what changed, run the platform.
set -euo pipefail
cd "$(dirname "$0")/../.."

# A launcher alive on this data folder: refuse before installing or building anything
# (its lock line: pid, start time in clock ticks, address; tools/stack/processes.ts).
lock="${ZEST_DATA_DIR:-.data}/launcher.lock"
if [ -f "$lock" ]; then
  read -r pid started url < "$lock" || true
  if [ -n "${pid:-}" ] && [ -r "/proc/$pid/stat" ]; then
    now="$(sed 's/^.*) //' "/proc/$pid/stat" | cut -d' ' -f20)"
    if [ "$now" = "${started:-}" ]; then
      echo "Zest POS is already running from this folder (launcher pid $pid) on $url." >&2
      exit 1
    fi
  fi
fi

bash tools/scripts/ensure-deps.sh
bash tools/scripts/build.sh
exec node --import tsx tools/stack/start.ts
