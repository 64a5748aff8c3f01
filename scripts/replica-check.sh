#!/usr/bin/env bash
# A by-hand check of DATABASE_REPLICA_URL against a real streaming replica (docs/deploy.md, "Read replicas"):
# two PostgreSQL clusters of its own in a temporary directory, a primary on a spare port and a standby made
# from it by pg_basebackup on another, then scripts/replica-check.ts runs the app on them. Nothing of the
# machine's own PostgreSQL is touched. As root, PostgreSQL runs as the postgres user.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)}"
dir="$(mktemp -d)"
chmod 755 "$dir"
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$dir"
spare_port() { node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
primary_port="$(spare_port)"
replica_port="$(spare_port)"
stop() {
  as_pg "$BIN/pg_ctl" -D "$dir/replica" -m fast stop >/dev/null 2>&1 || true
  as_pg "$BIN/pg_ctl" -D "$dir/primary" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT
options() { echo "-p $1 -k $dir -c listen_addresses=127.0.0.1"; }

# initdb -A trust lets 127.0.0.1 connect for replication too.
as_pg "$BIN/initdb" -D "$dir/primary" -A trust -U postgres >/dev/null
as_pg "$BIN/pg_ctl" -D "$dir/primary" -o "$(options "$primary_port")" -l "$dir/primary.log" -w start >/dev/null
as_pg "$BIN/pg_basebackup" -h 127.0.0.1 -p "$primary_port" -U postgres -D "$dir/replica" -R -X stream
as_pg "$BIN/pg_ctl" -D "$dir/replica" -o "$(options "$replica_port")" -l "$dir/replica.log" -w start >/dev/null
psql -q -h 127.0.0.1 -p "$primary_port" -U postgres -c "create database g2g" postgres
echo "primary on 127.0.0.1:$primary_port, streaming replica on 127.0.0.1:$replica_port ($("$BIN/postgres" --version))"

PRIMARY_URL="postgres://postgres@127.0.0.1:$primary_port/g2g" REPLICA_URL="postgres://postgres@127.0.0.1:$replica_port/g2g" \
  npx tsx scripts/replica-check.ts
