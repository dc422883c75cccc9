#!/usr/bin/env bash
# npm run bench: k6 benchmarks against a RUNNING stack (start it with `npm start`).
#   BASE_URL             the gateway (default http://127.0.0.1:4000)
#   AUTH_SUBGRAPH_URL    the auth subgraph's /graphql (default: the gateway's port + 1, as the launcher assigns it)
#   ORDERS_SUBGRAPH_URL  the orders subgraph's /graphql (default: the gateway's port + 4)
#   ORDERS_DATABASE_URL  the orders database, for the store's own ceiling (default: npm start's, ZEST_PG_PORT)
#   REDIS_URL            npm start's Redis (default: ZEST_REDIS_PORT)
#   STOCK_GATEWAY_PORT   where the stock @apollo/gateway of the comparison listens (default: the gateway's port + 20)
#   BARE_PROXY_PORT      where the menu bench's bare Node proxy listens (default: the gateway's port + 21)
# Extra arguments go to `k6 run` (e.g. `npm run bench -- --verbose`).
# BENCH_ONLY=revenue runs the revenue bench alone; BENCH_ONLY=gateway the gateway comparison alone;
# BENCH_ONLY=menu the whole-menu read alone; BENCH_ONLY=cpu the CPU per order alone (docs/scale.md);
# BENCH_ONLY=redis the Redis commands per to-go and per delivery order alone (decision 0042);
# BENCH_ONLY=place the order in one request beside the raw ceiling over ten restaurants (issue 35);
# BENCH_ONLY=growth what a line and an order cost at the 40th line and the 2,000th order of a day (issue 35);
# BENCH_ONLY=online a crowd of 500 customers on one ordering page beside its terminal (decision 0062);
# BENCH_ONLY=order the order's cost: cashier flow beside the raw transaction's ceiling, CPU and Redis per order,
# and the floor of the flow in this architecture (docs/decisions/0044-the-order-floor.md).
# The gateway without its direct road: start the stack with DIRECT_ROAD=off, then BENCH_ONLY=gateway
# (docs/decisions/0036-direct-road-safe.md).
# The JSON summary is written to .data/bench/auth-profile.json.
set -euo pipefail
cd "$(dirname "$0")/../.."

K6_VERSION=v1.8.1
BASE_URL="${BASE_URL:-http://127.0.0.1:4000}"
BASE_URL="${BASE_URL%/}"
if [ -z "${AUTH_SUBGRAPH_URL:-}" ]; then
  AUTH_SUBGRAPH_URL="$(node -e '
    const u = new URL(process.argv[1]);
    console.log(u.port ? `${u.protocol}//${u.hostname}:${Number(u.port) + 1}/graphql` : "http://127.0.0.1:4001/graphql");
  ' "$BASE_URL")"
fi
SUMMARY_FILE=.data/bench/auth-profile.json

# k6: on PATH, else where `go install` puts it, else built from source with Go (about 80 s the first time).
k6_is_usable() { [ -x "$1" ] && "$1" version 2>/dev/null | grep -q '^k6 v1\.'; }
k6_bin=""
if command -v k6 >/dev/null 2>&1 && k6_is_usable "$(command -v k6)"; then
  k6_bin="$(command -v k6)"
elif command -v go >/dev/null 2>&1; then
  go_bin="$(go env GOBIN)"
  [ -n "$go_bin" ] || go_bin="$(go env GOPATH | cut -d: -f1)/bin"
  if ! k6_is_usable "$go_bin/k6"; then
    echo "Installing k6 $K6_VERSION with go install (about 80 s the first time)…"
    go install "go.k6.io/k6@$K6_VERSION"
  fi
  k6_bin="$go_bin/k6"
else
  echo "k6 $K6_VERSION is not installed and Go is not available to build it." >&2
  echo "Install Go (then this script runs: go install go.k6.io/k6@$K6_VERSION) or put k6 v1.x on PATH." >&2
  exit 1
fi

# The stack must already be running: the bench measures it, it does not start it.
answers() {
  node -e '
    fetch(process.argv[1], { signal: AbortSignal.timeout(3000) }).then(
      (r) => process.exit(r.ok ? 0 : 1),
      () => process.exit(1),
    );
  ' "$1"
}
if ! answers "$BASE_URL/readyz"; then
  echo "Zest POS is not answering at $BASE_URL/readyz." >&2
  echo "Start it first with \`npm start\` (in another terminal), wait for \"Zest POS is running\", then run \`npm run bench\` again." >&2
  echo "(For a stack elsewhere, set BASE_URL and AUTH_SUBGRAPH_URL.)" >&2
  exit 1
fi
subgraph_readyz="$(node -e 'console.log(new URL("/readyz", process.argv[1]).href)' "$AUTH_SUBGRAPH_URL")"
if ! answers "$subgraph_readyz"; then
  echo "The auth subgraph is not answering at $subgraph_readyz." >&2
  echo "Set AUTH_SUBGRAPH_URL to its /graphql address (npm start puts it on the gateway's port + 1)." >&2
  exit 1
fi

mkdir -p "$(dirname "$SUMMARY_FILE")"
if [ -z "${MENU_SUBGRAPH_URL:-}" ]; then
  # The launcher gives the menu subgraph the gateway's port + 3 (its place in the service list).
  MENU_SUBGRAPH_URL="$(node -e '
    const u = new URL(process.argv[1]);
    console.log(`${u.protocol}//${u.hostname}:${Number(u.port || 80) + 3}/graphql`);
  ' "$BASE_URL")"
fi

status=0
# k6 opens files relative to the script: give it the folder as an absolute path.
BENCH_DIR="$(cd "$(dirname "$SUMMARY_FILE")" && pwd)"
export ORDERS_DATABASE_URL="${ORDERS_DATABASE_URL:-postgres://postgres:postgres@127.0.0.1:${ZEST_PG_PORT:-54320}/zest_orders}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:${ZEST_REDIS_PORT:-63790}}"
# CPU per order: what each part (gateway, services, PostgreSQL, Redis) spends on one cashier order,
# from the launcher's pid list (a stack npm start runs here; ZEST_DATA_DIR if not in .data).
cpu_per_order() {
  echo "CPU per order: 10 s idle, then 300 cashier orders through the gateway…"
  node --import tsx tools/bench/cashier-setup.ts "$BASE_URL" > "$BENCH_DIR/cashier-setup.json"
  node --import tsx tools/bench/cpu-per-order.ts "$BASE_URL" "$BENCH_DIR/cashier-setup.json" 300 \
    | tee "$BENCH_DIR/cpu-per-order.json"
}
# BENCH_ONLY=<name>: that bench alone, its status the script's.
alone() {
  if [ "${BENCH_ONLY:-}" = "$1" ]; then
    shift
    "$@"
    exit $?
  fi
}
# Redis commands per order (INFO commandstats, less Redis's idle work), 50 to-go then 50 deliveries,
# and the drivers service's CPU for each (docs/decisions/0042-order-events-on-a-stream.md).
redis_per_order() {
  echo "Redis per order: 10 s idle, then 50 to-go and 50 delivery orders through the gateway…"
  node --import tsx tools/bench/cashier-setup.ts "$BASE_URL" > "$BENCH_DIR/cashier-setup.json"
  node --import tsx tools/bench/redis-per-order.ts "$BASE_URL" "$BENCH_DIR/cashier-setup.json" "$REDIS_URL" 50 \
    | tee "$BENCH_DIR/redis-per-order.json"
}
# The order in one request (placeOrder) beside the raw order transaction over the same ten restaurants.
place_order() {
  echo "The order in one request: the raw ceiling over 10 restaurants, then 1,000 orders placed whole by 10 clients…"
  node --import tsx tools/bench/place-order.ts "$BASE_URL" 1000 10 | tee "$BENCH_DIR/place-order.json"
}
alone place place_order
# What a line costs at the 40th line of an order, and an order after the 2,000th of a restaurant's day.
order_growth() {
  echo "A line and an order as the day grows: 10 orders of 40 lines, then 2,000 orders of one restaurant's day…"
  node --import tsx tools/bench/order-growth.ts "$BASE_URL" 10 100 | tee "$BENCH_DIR/order-growth.json"
}
alone growth order_growth
# The whole-menu read: the gateway (REST and GraphQL), a bare Node proxy (the hop alone) and the subgraph.
menu_read() {
  gateway_port="$(node -e 'const u = new URL(process.argv[1]); console.log(u.port || 80)' "$BASE_URL")"
  local proxy_port="${BARE_PROXY_PORT:-$((gateway_port + 21))}"
  node --import tsx tools/bench/bare-proxy.ts "$proxy_port" "$MENU_SUBGRAPH_URL" > "$BENCH_DIR/bare-proxy.log" 2>&1 &
  local proxy_pid=$!
  for _ in $(seq 1 40); do grep -q '^listening' "$BENCH_DIR/bare-proxy.log" && break; sleep 0.25; done
  local result=0
  K6_NO_USAGE_REPORT=true "$k6_bin" run --quiet --no-usage-report \
    -e BASE_URL="$BASE_URL" -e MENU_SUBGRAPH_URL="$MENU_SUBGRAPH_URL" -e BARE_PROXY_URL="http://127.0.0.1:$proxy_port/graphql" \
    -e SUMMARY_FILE="$BENCH_DIR/menu-read.json" "$@" deploy/k6/menu-read.ts || result=$?
  kill "$proxy_pid" 2>/dev/null || true
  return $result
}
alone menu menu_read "$@"
if [ "${BENCH_ONLY:-}" = cpu ]; then
  cpu_per_order
  exit 0
fi
alone redis redis_per_order
if [ -z "${BENCH_ONLY:-}" ] || [ "${BENCH_ONLY:-}" = gateway ]; then
  # Ours beside a stock @apollo/gateway in front of the same auth subgraph, and the subgraph alone, alternating.
  gateway_port="$(node -e 'const u = new URL(process.argv[1]); console.log(u.port || 80)' "$BASE_URL")"
  STOCK_GATEWAY_PORT="${STOCK_GATEWAY_PORT:-$((gateway_port + 20))}"
  node --import tsx tools/bench/stock-gateway.ts "$STOCK_GATEWAY_PORT" "$AUTH_SUBGRAPH_URL" > "$BENCH_DIR/stock-gateway.log" 2>&1 &
  stock_pid=$!
  trap 'kill "$stock_pid" 2>/dev/null || true' EXIT
  for _ in $(seq 1 60); do grep -q '^listening' "$BENCH_DIR/stock-gateway.log" && break; sleep 0.5; done
  if ! grep -q '^listening' "$BENCH_DIR/stock-gateway.log"; then
    echo "The stock gateway did not start:" >&2
    cat "$BENCH_DIR/stock-gateway.log" >&2
    exit 1
  fi
  echo "Gateway comparison: ours, a stock @apollo/gateway and the auth subgraph, alternating (about 3 minutes)…"
  K6_NO_USAGE_REPORT=true "$k6_bin" run --quiet --no-usage-report \
    -e BASE_URL="$BASE_URL" -e AUTH_SUBGRAPH_URL="$AUTH_SUBGRAPH_URL" \
    -e STOCK_GATEWAY_URL="http://127.0.0.1:$STOCK_GATEWAY_PORT/" -e SUMMARY_FILE="$BENCH_DIR/gateway-compare.json" \
    "$@" deploy/k6/gateway-compare.ts || status=$?
  kill "$stock_pid" 2>/dev/null || true
  node --import tsx tools/bench/first-screen.ts "$BASE_URL" || status=$?
  [ "${BENCH_ONLY:-}" = gateway ] && exit $status
fi
# The order's cost in one run (docs/scale.md): the cashier flow beside the raw order transaction's ceiling,
# then the CPU and the Redis commands per order.
order_cost() {
  echo "Order cost: load average $(cut -d' ' -f1-3 /proc/loadavg) at the start"
  local result=0
  gateway_port="$(node -e 'const u = new URL(process.argv[1]); console.log(u.port || 80)' "$BASE_URL")"
  ORDERS_SUBGRAPH_URL="${ORDERS_SUBGRAPH_URL:-http://127.0.0.1:$((gateway_port + 4))/graphql}"
  echo "Cashier flow: preparing the bench restaurant, then the raw order transaction's ceiling at 10 and 50 (about 30 s)…"
  node --import tsx tools/bench/cashier-setup.ts "$BASE_URL" > "$BENCH_DIR/cashier-setup.json"
  for vus in 10 50; do
    node --import tsx tools/bench/raw-ceiling.ts "$BENCH_DIR/cashier-setup.json" "$vus" 10 > "$BENCH_DIR/raw-ceiling-$vus.json"
  done
  K6_NO_USAGE_REPORT=true "$k6_bin" run --quiet --no-usage-report \
    -e BASE_URL="$BASE_URL" -e ORDERS_SUBGRAPH_URL="$ORDERS_SUBGRAPH_URL" -e BENCH_DIR="$BENCH_DIR" \
    -e SUMMARY_FILE="$BENCH_DIR/cashier-flow.json" \
    "$@" deploy/k6/cashier-flow.ts || result=$?
  cpu_per_order || result=$?
  place_order || result=$?
  order_growth || result=$?
  echo "The floor: the same five requests through two bare Node hops and the same statements, 500 orders at 10…"
  node --import tsx tools/bench/floor.ts "$BENCH_DIR/cashier-setup.json" 500 10 | tee "$BENCH_DIR/floor.json" || result=$?
  redis_per_order || result=$?
  echo "Delivery to the driver screen: 30 delivery orders, the driver's list read every 10 ms…"
  node --import tsx tools/bench/delivery-latency.ts "$BASE_URL" "$BENCH_DIR/cashier-setup.json" 30 \
    | tee "$BENCH_DIR/delivery-latency.json" || result=$?
  echo "Order cost: load average $(cut -d' ' -f1-3 /proc/loadavg) at the end"
  return $result
}
# A crowd on one ordering page beside that restaurant's terminal, in one run (decision 0062).
online_crowd() {
  echo "A crowd on one ordering page: the terminal alone, then beside 500 customers reading the page (about 80 s)…"
  node --import tsx tools/bench/cashier-setup.ts "$BASE_URL" > "$BENCH_DIR/cashier-setup.json"
  node --import tsx tools/bench/online-setup.ts "$BASE_URL" "$BENCH_DIR/cashier-setup.json" > "$BENCH_DIR/online-setup.json"
  K6_NO_USAGE_REPORT=true "$k6_bin" run --quiet --no-usage-report \
    -e BASE_URL="$BASE_URL" -e BENCH_DIR="$BENCH_DIR" -e SUMMARY_FILE="$BENCH_DIR/online-crowd.json" \
    "$@" deploy/k6/online-crowd.ts
}
alone online online_crowd "$@"
if [ "${BENCH_ONLY:-}" = order ]; then
  order_cost "$@"
  exit $?
fi
if [ "${BENCH_ONLY:-}" != revenue ]; then
  echo "Benchmarking $BASE_URL (auth subgraph $AUTH_SUBGRAPH_URL) with $("$k6_bin" version | cut -d' ' -f1-2): about 3 minutes…"
  # --no-usage-report: k6 would otherwise send anonymous usage statistics; nothing here leaves the machine.
  K6_NO_USAGE_REPORT=true "$k6_bin" run --quiet --no-usage-report \
    -e BASE_URL="$BASE_URL" -e AUTH_SUBGRAPH_URL="$AUTH_SUBGRAPH_URL" -e SUMMARY_FILE="$SUMMARY_FILE" \
    "$@" deploy/k6/auth-profile.ts || status=$?
  menu_read "$@" || status=$?

  order_cost "$@" || status=$?
  online_crowd "$@" || status=$?
fi

# Revenue: a restaurant with 200,000 orders beside one with 2,000, every period, in the same run.
echo "Revenue: preparing the bench restaurants (200,000 orders the first time: about a minute), then k6…"
node --import tsx tools/bench/revenue-setup.ts "$BASE_URL" > "$BENCH_DIR/revenue-setup.json"
K6_NO_USAGE_REPORT=true "$k6_bin" run --quiet --no-usage-report \
  -e BASE_URL="$BASE_URL" -e BENCH_DIR="$BENCH_DIR" -e SUMMARY_FILE="$BENCH_DIR/revenue.json" \
  "$@" deploy/k6/revenue.ts || status=$?
exit $status
