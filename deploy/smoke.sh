#!/usr/bin/env bash
# Smoke test of the container image (not part of npm test). Needs Podman (Debian: podman runc;
# debootstrap too when no registry is reachable) and, for part (b), PostgreSQL and Redis on this
# machine. Usage: deploy/smoke.sh [single|scaled|all]   (default all)
# Environment: SMOKE_PORT (3145; the scaled shape uses the next three ports), SIRA_IMAGE
# (localhost/sira:latest), BASE (node:20-bookworm-slim, else a local base is made),
# SMOKE_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres: a database is made there),
# SMOKE_DB_PREFIX (sira_smoke: the database made is <prefix>_<pid>), SMOKE_REDIS_URL
# (redis://127.0.0.1:6379), SKIP_BUILD=1 to test an image already built, SMOKE_NO_CACHE=1 to
# build without Podman's layer cache (as from a fresh clone).
set -euo pipefail
cd "$(dirname "$0")/.."
log_tag=smoke
. deploy/lib.sh
need_tools podman:podman runc:runc curl:curl psql:postgresql-client debootstrap:debootstrap
what=${1:-all}
port=${SMOKE_PORT:-3145}
image=${SIRA_IMAGE:-localhost/sira:latest}
base=${BASE:-node:20-bookworm-slim}
local_base=localhost/sira-base:node20-bookworm
admin_url=${SMOKE_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}
redis_url=${SMOKE_REDIS_URL:-redis://127.0.0.1:6379}
# crun fails on some hosts' cgroups; runc with host networking works where no bridge can be made.
# Rootful Podman's default rlimits can exceed what a sandboxed host allows: ask for less.
run_opts=(--runtime runc --network host --ulimit nofile=16384:16384 --ulimit nproc=8192:8192)
work=$(mktemp -d /tmp/sira-smoke.XXXXXX)
containers=()
smoke_db=""
cleanup() {
  for c in "${containers[@]}"; do podman rm -f "$c" >/dev/null 2>&1 || true; done
  [ -z "$smoke_db" ] || psql "$admin_url" -qc "drop database if exists $smoke_db" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

# CPU seconds the container's node process has used (user + system), and the load average:
# on a shared machine the time to healthy is mostly waiting for a core.
cpu_of() {
  podman exec "$1" sh -c 'for d in /proc/[0-9]*; do [ "$(cat $d/comm 2>/dev/null)" = node ] && cut -d" " -f14,15 $d/stat; done' 2>/dev/null \
    | awk -v hz="$(getconf CLK_TCK)" '{ t += $1 + $2 } END { printf "%.2f", t / hz }'
}
load() { cut -d' ' -f1-3 /proc/loadavg; }

# ---- image ----
if [ "${SKIP_BUILD:-}" != 1 ]; then
  if ! podman image exists "$base" && ! timeout 60 podman pull -q "$base" >/dev/null 2>&1; then
    say "$base cannot be pulled: using the local base $local_base"
    base=$local_base
    podman image exists "$base" || deploy/make-base.sh "$base"
  fi
  say "building $image on $base"
  start=$(date +%s)
  podman build --runtime runc --network host --ulimit nofile=16384:16384 --ulimit nproc=8192:8192 \
    ${SMOKE_NO_CACHE:+--no-cache} --format docker --build-arg BASE="$base" -t "$image" -f Containerfile . >"$work/build.log" 2>&1 \
    || { tail -30 "$work/build.log"; fail "build"; }
  say "built in $(( $(date +%s) - start )) s$([ -z "${SMOKE_NO_CACHE:-}" ] || echo ' (no layer cache)'); load average $(load)"
fi
size=$(podman image inspect --format '{{.Size}}' "$image")
say "image size: $(( size / 1000000 )) MB ($size bytes)"

# The runtime holds no build tool, dev dependency or cache (deploy/check-image.mjs, run in the
# image as root so that every folder is readable); it runs as a user other than root.
out=$(podman run --rm -i "${run_opts[@]}" --no-healthcheck --user 0 --entrypoint node "$image" --input-type=module - <deploy/check-image.mjs) \
  || { echo "$out"; fail "runtime image contents"; }
say "runtime image: $out"
user=$(podman image inspect --format '{{.Config.User}}' "$image")
[ -n "$user" ] && [ "$user" != root ] && [ "$user" != 0 ] || fail "the image runs as root"
say "runs as user $user"

# ---- user flow helpers (curl with a cookie jar per client) ----
sign_up() { # base url, jar, tag
  curl -fsS -c "$2" -b "$2" -H 'content-type: application/json' -o /dev/null \
    -d "{\"name\":\"Smoke $3\",\"username\":\"smoke$3\",\"email\":\"smoke$3@example.com\",\"password\":\"correct horse battery staple\"}" \
    "$1/api/auth/register"
}
new_resume() { # base url, jar, tag -> id
  curl -fsS -c "$2" -b "$2" -H 'content-type: application/json' \
    -d "{\"title\":\"Smoke $3\",\"slug\":\"smoke-$3\"}" "$1/api/resume" | node -pe 'JSON.parse(require("fs").readFileSync(0,"utf8")).id'
}

single() {
  say "(a) one container, embedded database"
  local data="$work/data" url="http://127.0.0.1:$port" ms tag id link
  mkdir -p "$data" && chown 10001:10001 "$data"
  containers+=(sira-smoke-single)
  podman rm -f sira-smoke-single >/dev/null 2>&1 || true
  podman run -d --name sira-smoke-single "${run_opts[@]}" -e PORT="$port" -e PUBLIC_URL="$url" \
    -v "$data:/data:Z" "$image" >/dev/null
  # A fresh volume: PGlite's initdb, the migrations and the seeders run first.
  ms=$(wait_healthy "$url" 180) || { podman logs sira-smoke-single 2>&1 | tail -30 >&2; fail "not healthy in 180 s"; }
  say "first start (fresh volume) healthy in $ms ms (target ≤ 15000: $([ "$ms" -le 15000 ] && echo met || echo MISSED)); process CPU $(cpu_of sira-smoke-single) s; load average $(load)"
  podman restart -t 20 sira-smoke-single >/dev/null
  ms=$(wait_healthy "$url" 180) || fail "not healthy again in 180 s"
  say "restart (existing volume) healthy in $ms ms (target ≤ 15000: $([ "$ms" -le 15000 ] && echo met || echo MISSED)); process CPU $(cpu_of sira-smoke-single) s; load average $(load)"
  tag=$(date +%s)
  sign_up "$url" "$work/jar" "$tag" || fail "sign-up"
  say "sign-up ok"
  # A download spends points: the operator grants some (ADMIN_TOKEN was generated into /data).
  curl -fsS -o /dev/null -H "authorization: Bearer $(cat "$data/admin-token")" -H 'content-type: application/json' \
    -d "{\"user\":\"smoke$tag@example.com\",\"points\":100,\"reason\":\"smoke test\"}" "$url/api/admin/points" \
    || fail "admin points grant"
  id=$(new_resume "$url" "$work/jar" "$tag") || fail "resume"
  link=$(curl -fsS -b "$work/jar" "$url/api/resume/print/$id?format=pdf" | node -pe 'JSON.parse(require("fs").readFileSync(0,"utf8")).url') \
    || fail "print"
  curl -fsS -b "$work/jar" -o "$work/resume.pdf" "$url$link" || fail "PDF download"
  head -c 5 "$work/resume.pdf" | grep -q '%PDF-' || fail "not a PDF"
  say "PDF download ok ($(stat -c %s "$work/resume.pdf") bytes)"
  curl -fsS -b "$work/jar" -o "$work/import.json" \
    -F "file=@fixtures/resumes-docx/sira-set/ar-07-single.docx;type=application/vnd.openxmlformats-officedocument.wordprocessingml.document" \
    "$url/api/storage/cv" || { cat "$work/import.json" 2>/dev/null; fail "DOCX import"; }
  say "DOCX import ok: $(node -pe 'const r=JSON.parse(require("fs").readFileSync(process.argv[1],"utf8")); JSON.stringify(r.data?.basics?.name ?? r.title)' "$work/import.json")"
  # Healthcheck as the engine sees it.
  podman healthcheck run sira-smoke-single 2>/dev/null && say "HEALTHCHECK passes" || say "HEALTHCHECK did not pass (podman healthcheck run)"
  podman rm -f sira-smoke-single >/dev/null
}

scaled() {
  say "(b) scaled shape: migrate, 2 web + 1 worker on PostgreSQL and Redis"
  local db="sira_smoke_$$" web1="http://127.0.0.1:$((port + 1))" web2="http://127.0.0.1:$((port + 2))" data="$work/shared"
  [ -z "${SMOKE_DB_PREFIX:-}" ] || db="${SMOKE_DB_PREFIX}_$$"
  psql "$admin_url" -qc "create database $db" >/dev/null || fail "cannot create database $db"
  smoke_db=$db
  local database_url="${admin_url%/*}/$db"
  mkdir -p "$data" && chown 10001:10001 "$data"
  # The feed check serves RSS from this machine: outbound requests may reach 127.0.0.1. The
  # sign-up limits live in Redis, which outlives the run: repeated runs sign up from one address.
  local common=(-e DATABASE_URL="$database_url" -e REDIS_URL="$redis_url" -e SECRET_KEY=smoke-secret-key-smoke-secret-key
    -e ADMIN_TOKEN=smoke-admin-token -e PUBLIC_URL="$web1" -e OUTBOUND_ALLOW_HOSTS=127.0.0.1
    -e AUTH_RATE_LIMIT_SCALE=20 -v "$data:/data:Z")
  # Migrations once per release, by their own command; web and worker wait for them.
  local start
  start=$(now_ms)
  podman run --rm "${run_opts[@]}" "${common[@]}" "$image" npm run --silent db:migrate 2>&1 | tail -1
  say "npm run db:migrate: $(( $(now_ms) - start )) ms"
  containers+=(sira-smoke-web1 sira-smoke-web2 sira-smoke-worker)
  podman run -d --name sira-smoke-web1 "${run_opts[@]}" "${common[@]}" -e ROLE=web -e PORT=$((port + 1)) "$image" >/dev/null
  podman run -d --name sira-smoke-web2 "${run_opts[@]}" "${common[@]}" -e ROLE=web -e PORT=$((port + 2)) "$image" >/dev/null
  podman run -d --name sira-smoke-worker "${run_opts[@]}" "${common[@]}" -e ROLE=worker "$image" >/dev/null
  local ms1 ms2
  ms1=$(wait_healthy "$web1" 60) || { podman logs sira-smoke-web1 2>&1 | tail -20 >&2; fail "web1 not healthy in 60 s"; }
  ms2=$(wait_healthy "$web2" 60) || { podman logs sira-smoke-web2 2>&1 | tail -20 >&2; fail "web2 not healthy in 60 s"; }
  say "web1 healthy in $ms1 ms (process CPU $(cpu_of sira-smoke-web1) s), web2 $ms2 ms later (CPU $(cpu_of sira-smoke-web2) s); load average $(load)"
  local tag
  tag=$(date +%s)
  sign_up "$web1" "$work/jar2" "s$tag" || fail "sign-up on web1"
  curl -fsS -b "$work/jar2" -o /dev/null "$web2/api/user/me" || fail "web1's session refused by web2"
  say "a session made on web1 works on web2"
  # The worker has no port: its log says when its queue runs.
  start=$(now_ms)
  until podman logs sira-smoke-worker 2>&1 | grep -q 'Sira worker is running'; do
    podman ps --filter name=sira-smoke-worker --format '{{.Status}}' | grep -q Up \
      || { podman logs sira-smoke-worker 2>&1 | tail -20; fail "worker stopped"; }
    [ $(( $(now_ms) - start )) -lt 60000 ] || { podman logs sira-smoke-worker 2>&1 | tail -20; fail "worker not running in 60 s"; }
    sleep 0.5
  done
  say "worker running"
  local out
  out=$(node deploy/smoke-scaled.mjs feed "$web1" "$web2" smoke-admin-token $((port + 3))) \
    || { echo "$out"; podman logs sira-smoke-worker 2>&1 | tail -20; fail "queued feed refresh"; }
  say "queued feed refresh: $out"
  out=$(node deploy/smoke-scaled.mjs drain "$web1" "$web2" "$work/jar2" sira-smoke-web2) \
    || { echo "$out"; podman logs sira-smoke-web2 2>&1 | tail -20; fail "stopping web2 lost requests"; }
  say "stopping web2: $out"
  podman rm -f sira-smoke-web1 sira-smoke-web2 sira-smoke-worker >/dev/null
}

case "$what" in
  single) single ;;
  scaled) scaled ;;
  all) single; scaled ;;
  *) fail "unknown part $what" ;;
esac
say "passed"
