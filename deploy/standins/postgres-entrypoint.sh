#!/usr/bin/env bash
# The official postgres image's entrypoint, in short, for Debian's PostgreSQL: on an empty PGDATA,
# initdb as POSTGRES_USER with POSTGRES_PASSWORD (or POSTGRES_HOST_AUTH_METHOD=trust), connections
# from anywhere with scram-sha-256, POSTGRES_DB created and /docker-entrypoint-initdb.d/*.sh|*.sql
# run on a server that listens on its socket only; then the server, as user postgres.
set -Eeuo pipefail
[ "${1:0:1}" != - ] || set -- postgres "$@"
if [ "$1" = postgres ] && [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 0700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "${BASH_SOURCE[0]}" "$@"
fi
if [ "$1" = postgres ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  user=${POSTGRES_USER:-postgres}
  db=${POSTGRES_DB:-$user}
  auth=${POSTGRES_HOST_AUTH_METHOD:-scram-sha-256}
  if [ -z "${POSTGRES_PASSWORD:-}" ] && [ "$auth" != trust ]; then
    echo "Error: Database is uninitialized and superuser password is not specified." >&2
    echo "       Set POSTGRES_PASSWORD (or POSTGRES_HOST_AUTH_METHOD=trust)." >&2
    exit 1
  fi
  # shellcheck disable=SC2086 # POSTGRES_INITDB_ARGS is a list of arguments, as in the official image
  initdb --username="$user" --pwfile=<(printf '%s\n' "${POSTGRES_PASSWORD:-}") \
    --encoding=UTF8 --locale=C.UTF-8 ${POSTGRES_INITDB_ARGS:-} >/dev/null
  printf "\nlisten_addresses = '*'\n" >>"$PGDATA/postgresql.conf"
  printf '\nhost all all all %s\n' "$auth" >>"$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  run_psql=(psql -v ON_ERROR_STOP=1 --username "$user" --no-password --no-psqlrc)
  if [ "$db" != postgres ]; then
    "${run_psql[@]}" --dbname postgres --set db="$db" -q <<<'CREATE DATABASE :"db";'
  fi
  for f in /docker-entrypoint-initdb.d/*; do
    case "$f" in
      *.sh) echo "running $f"; if [ -x "$f" ]; then "$f"; else . "$f"; fi ;;
      *.sql) echo "running $f"; "${run_psql[@]}" --dbname "$db" -f "$f" ;;
      *) [ ! -e "$f" ] || echo "ignoring $f" ;;
    esac
  done
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  echo "PostgreSQL init process complete; ready for start up."
fi
exec "$@"
