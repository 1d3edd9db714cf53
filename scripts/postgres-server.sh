# Starts a throw-away PostgreSQL server (Debian's postgresql package) on loopback.
# Usage: source scripts/postgres-server.sh; pg_start; ...; pg_stop. Exports PG_URL.
PG_BIN=$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -1)")
PG_PORT=${PG_PORT:-54329}
PG_DIR=${PG_DIR:-$(mktemp -d /tmp/verba-pg.XXXXXX)}
PG_URL="postgres://verba@127.0.0.1:$PG_PORT/postgres"
export PG_URL
as_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
pg_version() { "$PG_BIN/postgres" --version | awk '{print $3}'; }
pg_start() {
  [ "$(id -u)" -eq 0 ] && chown postgres "$PG_DIR"
  as_pg "$PG_BIN/initdb" -D "$PG_DIR/data" -U verba --auth=trust -E UTF8 >/dev/null
  as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w \
    -o "-h 127.0.0.1 -p $PG_PORT -k $PG_DIR -c max_connections=300 -c fsync=off -c synchronous_commit=off" start >/dev/null
}
pg_stop() { as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast stop >/dev/null 2>&1 || true; }
