#!/usr/bin/env bash
# Installs what is missing on a fresh machine: npm dependencies, and the Debian
# packages the embedded defaults need (redis-server unless REDIS_URL is set;
# chromium for the browser tests, pgbouncer for the pooler's tests, stripe-mock for the billing tests, gofakes3 for
# the photo bucket tests and kustomize for the manifest tests when ZEST_NEED_CHROMIUM=1).
set -euo pipefail
cd "$(dirname "$0")/../.."

if [ ! -d node_modules ] || [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm dependencies…"
  # npm install, not npm ci: the lock cannot list optional native bindings for
  # platforms the registry here does not serve, and npm ci refuses such a lock.
  npm install --no-audit --no-fund --loglevel=error
fi

apt_packages=()
# redis-server brings redis-cli, which joins the Redis Cluster suite's nodes (tools/stack/redis-cluster.ts).
if [ -z "${REDIS_URL:-}" ] && ! { command -v redis-server && command -v redis-cli; } >/dev/null 2>&1; then apt_packages+=(redis-server); fi
if [ "${ZEST_NEED_CHROMIUM:-0}" = "1" ] && [ ! -x /usr/bin/chromium ]; then apt_packages+=(chromium); fi
if [ "${ZEST_NEED_CHROMIUM:-0}${ZEST_NEED_CLUSTER:-0}" != "00" ] && ! command -v pgbouncer >/dev/null 2>&1 && [ ! -x /usr/sbin/pgbouncer ]; then
  apt_packages+=(pgbouncer)
fi
# npm run cluster: HAProxy in front of the replicas.
if [ "${ZEST_NEED_CLUSTER:-0}" = "1" ] && ! command -v haproxy >/dev/null 2>&1 && [ ! -x /usr/sbin/haproxy ]; then
  apt_packages+=(haproxy)
fi
if [ "${#apt_packages[@]}" -gt 0 ]; then
  echo "Installing ${apt_packages[*]} from Debian…"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get update -q >/dev/null
  $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${apt_packages[@]}" >/dev/null
  # Debian starts its own Redis service on 6379; ours runs under the launcher instead.
  if [[ " ${apt_packages[*]} " == *" redis-server "* ]]; then
    ($sudo_cmd systemctl disable --now redis-server >/dev/null 2>&1 || $sudo_cmd service redis-server stop >/dev/null 2>&1) || true
  fi
  # Its own PgBouncer service on 6432 too: the tests start theirs.
  if [[ " ${apt_packages[*]} " == *" pgbouncer "* ]]; then
    ($sudo_cmd systemctl disable --now pgbouncer >/dev/null 2>&1 || $sudo_cmd service pgbouncer stop >/dev/null 2>&1) || true
  fi
  # And HAProxy's, on its packaged configuration: the cluster starts its own.
  if [[ " ${apt_packages[*]} " == *" haproxy "* ]]; then
    ($sudo_cmd systemctl disable --now haproxy >/dev/null 2>&1 || $sudo_cmd service haproxy stop >/dev/null 2>&1) || true
  fi
fi

# stripe-mock (Stripe's API mock) for the billing tests, built with go.
if [ "${ZEST_NEED_CHROMIUM:-0}" = "1" ] && ! command -v stripe-mock >/dev/null 2>&1 \
  && [ ! -x "$(go env GOPATH 2>/dev/null)/bin/stripe-mock" ] && [ ! -x "$HOME/go/bin/stripe-mock" ]; then
  echo "Installing stripe-mock with go…"
  go install github.com/stripe/stripe-mock@v0.203.0
fi

# gofakes3, an S3-compatible server, for the photo bucket's tests, built with go.
if [ "${ZEST_NEED_CHROMIUM:-0}" = "1" ] && ! command -v gofakes3 >/dev/null 2>&1 \
  && [ ! -x "$(go env GOPATH 2>/dev/null)/bin/gofakes3" ] && [ ! -x "$HOME/go/bin/gofakes3" ]; then
  echo "Installing gofakes3 with go…"
  go install github.com/johannesboyne/gofakes3/cmd/gofakes3@v1.2.0
fi

# kustomize renders deploy/k8s for the manifest tests, built with go.
if [ "${ZEST_NEED_CHROMIUM:-0}" = "1" ] && ! command -v kustomize >/dev/null 2>&1 \
  && [ ! -x "$(go env GOPATH 2>/dev/null)/bin/kustomize" ]; then
  echo "Installing kustomize with go…"
  go install sigs.k8s.io/kustomize/kustomize/v5@v5.7.1
fi
