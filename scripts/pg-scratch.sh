#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the tests (scripts/run-tests.mjs, .ci/run): trust authentication, reachable on
# 127.0.0.1 only, durability off (fsync), deleted on stop.
#   scripts/pg-scratch.sh start [PORT]   initdb + start in a new folder under /tmp; prints "<superuser URL> <folder>"
#   scripts/pg-scratch.sh stop DIR       stop the cluster in that folder and delete it
#   scripts/pg-scratch.sh bin            print the folder of pg_ctl (and the account that runs the cluster, as root)
# Exit 3 from start: no PostgreSQL binaries here (the caller skips its PostgreSQL stage). initdb refuses to run as
# root, so as root the cluster belongs to the `postgres` user (created by Debian's package; created here if missing).
set -euo pipefail

find_bin() {
  if command -v initdb >/dev/null 2>&1; then dirname "$(readlink -f "$(command -v initdb)")"; return; fi
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$found" ] && [ -x "$found/initdb" ]; then echo "$found"; fi
}

free_port() {
  node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

cmd=${1:-}
usage() { echo "usage: $0 start [PORT] | stop DIR | bin" >&2; exit 2; }

bin=$(find_bin)
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$cmd" in
  start)
    [ -n "$bin" ] || { echo "no PostgreSQL binaries (initdb not on PATH nor under /usr/lib/postgresql/*/bin)" >&2; exit 3; }
    port=${2:-$(free_port)}
    # Under /tmp, which every user can traverse: the cluster's owner is not always the caller.
    dir=$(mktemp -d /tmp/pg-scratch.XXXXXX)
    chmod 755 "$dir"
    if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then
      useradd --system --no-create-home --shell /usr/sbin/nologin postgres
    fi
    [ "$(id -u)" = 0 ] && chown postgres: "$dir"
    as_owner "$bin/initdb" -D "$dir/data" -U postgres -A trust --no-sync -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
      || as_owner "$bin/initdb" -D "$dir/data" -U postgres -A trust --no-sync -E UTF8 >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; exit 1; }
    # Trust on the loopback address only; nothing listens elsewhere.
    printf 'local all all trust\nhost all all 127.0.0.1/32 trust\n' | as_owner tee "$dir/data/pg_hba.conf" >/dev/null
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 start -o \
      "-p $port -c listen_addresses=127.0.0.1 -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
      >/dev/null || { cat "$dir/server.log" >&2; exit 1; }
    echo "postgres://postgres@127.0.0.1:$port/postgres $dir"
    ;;
  stop)
    dir=${2:-}
    [ -n "$dir" ] || usage
    if [ -n "$bin" ] && [ -f "$dir/data/postmaster.pid" ]; then as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true; fi
    rm -rf "$dir"
    ;;
  bin)
    [ -n "$bin" ] || exit 3
    if [ "$(id -u)" = 0 ]; then echo "$bin postgres"; else echo "$bin"; fi
    ;;
  *) usage ;;
esac
