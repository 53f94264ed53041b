#!/usr/bin/env bash
# Starts compose.yaml for real with Podman and podman-compose (Debian 12: podman-compose 1.0.3) on
# a machine that reaches no image registry, and checks both shapes. Not part of npm test.
#   images: builds local stand-ins for the official images compose.yaml names
#     (deploy/standins/Containerfile: Debian's PostgreSQL 15, Redis 7.0 and nginx, s3rver for MinIO
#     and mc) FROM the local base (deploy/make-base.sh), and Sira's image when missing;
#   single: `podman-compose up -d app` (app + PostgreSQL): healthy, a sign-up, a PDF download;
#   scaled: `podman-compose up -d proxy worker` (migrate once, 2 web behind nginx, worker,
#     PostgreSQL, Redis, S3): a session made through the proxy works on each web replica, a
#     picture upload lands in the S3 store, and stopping one web replica loses no request
#     beyond those in flight.
# Usage: deploy/compose-local.sh [images|single|scaled|all]   (default all)
# Environment: COMPOSE_PORT (3500: the single app is published on it, the scaled proxy on the
# next), COMPOSE_PROJECT (sira-local), SIRA_IMAGE (localhost/sira:latest), BASE (the local base,
# localhost/sira-base:node20-bookworm), KEEP=1 leaves the last shape running.
set -euo pipefail
cd "$(dirname "$0")/.."
log_tag=compose
. deploy/lib.sh
need_tools podman:podman runc:runc podman-compose:podman-compose curl:curl psql:postgresql-client \
  debootstrap:debootstrap
what=${1:-all}
port=${COMPOSE_PORT:-3500}
project=${COMPOSE_PROJECT:-sira-local}
base=${BASE:-localhost/sira-base:node20-bookworm}
export SIRA_IMAGE=${SIRA_IMAGE:-localhost/sira:latest}
# The stand-ins, through the variables compose.yaml reads (official images by default).
export POSTGRES_IMAGE=localhost/sira-standin-postgres:15-bookworm
export REDIS_IMAGE=localhost/sira-standin-redis:7.0-bookworm
export NGINX_IMAGE=localhost/sira-standin-nginx:bookworm
export MINIO_IMAGE=localhost/sira-standin-s3:s3rver-3.7.1
export MC_IMAGE=$MINIO_IMAGE
work=$(mktemp -d /tmp/sira-compose.XXXXXX)
# podman-compose runs podman as it is configured (deploy/lib.sh podman_conf).
podman_conf "$work"
# What an operator puts in .env (compose.yaml: SIRA_ENV_FILE), here in a file of the run's own.
export SIRA_ENV_FILE=$work/sira.env
admin_token=compose-local-admin-token
printf 'SECRET_KEY=%s\nADMIN_TOKEN=%s\n' "compose-local-secret-$(date +%s%N)" "$admin_token" >"$SIRA_ENV_FILE"

load() { cut -d' ' -f1-3 /proc/loadavg; }
compose() { podman-compose -p "$project" -f compose.yaml "$@"; }
down() {
  # The volumes the project's containers mount: named ones (down -v removes them) and anonymous
  # ones the images declare (VOLUME /data of redis and the S3 image), which down leaves behind.
  local volumes
  volumes=$(podman ps -aq --filter "label=io.podman.compose.project=$project" \
    | xargs -r podman inspect --format '{{range .Mounts}}{{if eq .Type "volume"}}{{.Name}} {{end}}{{end}}' 2>/dev/null || true)
  compose down -v >>"$work/down.log" 2>&1 || true
  for volume in $volumes; do podman volume rm -f "$volume" >/dev/null 2>&1 || true; done
  podman network rm -f "${project}_default" >/dev/null 2>&1 || true
}
cleanup() {
  [ "${KEEP:-}" = 1 ] || down
  rm -rf "$work"
}
trap cleanup EXIT

running() { [ "$(podman inspect --format '{{.State.Status}}' "$1" 2>/dev/null)" = running ]; }
exit_code() { podman wait "$1" 2>/dev/null | tail -1; }
sign_up() { # base url, jar, tag
  curl -fsS -c "$2" -b "$2" -H 'content-type: application/json' -o /dev/null \
    -d "{\"name\":\"Compose $3\",\"username\":\"compose$3\",\"email\":\"compose$3@example.com\",\"password\":\"correct horse battery staple\"}" \
    "$1/api/auth/register"
}

# ---- images ----
build() { # target, tag
  local start
  start=$(date +%s)
  nice -n "${BUILD_NICE:-10}" podman build --runtime runc --network host --ulimit nofile=16384:16384 \
    --ulimit nproc=8192:8192 --format docker --build-arg BASE="$base" --target "$1" -t "$2" \
    -f deploy/standins/Containerfile deploy/standins >"$work/build-$1.log" 2>&1 \
    || { tail -30 "$work/build-$1.log"; fail "building the $1 stand-in"; }
  say "$2 built in $(( $(date +%s) - start )) s, $(( $(podman image inspect --format '{{.Size}}' "$2") / 1000000 )) MB"
}
images() {
  podman image exists "$base" || deploy/make-base.sh "$base"
  build postgres "$POSTGRES_IMAGE"
  build redis "$REDIS_IMAGE"
  build nginx "$NGINX_IMAGE"
  build s3 "$MINIO_IMAGE"
  if ! podman image exists "$SIRA_IMAGE"; then
    say "building $SIRA_IMAGE (deploy/smoke.sh's build)"
    nice -n "${BUILD_NICE:-10}" podman build --runtime runc --network host --ulimit nofile=16384:16384 \
      --ulimit nproc=8192:8192 --format docker --build-arg BASE="$base" -t "$SIRA_IMAGE" -f Containerfile . \
      >"$work/build-sira.log" 2>&1 || { tail -30 "$work/build-sira.log"; fail "building $SIRA_IMAGE"; }
  fi
}

# ---- profile single ----
single() {
  say "(a) profile single: podman-compose up -d app (app + PostgreSQL, empty volumes)"
  local url="http://127.0.0.1:$port" start ms tag id link
  export SIRA_PORT=$port PUBLIC_URL=$url
  down
  start=$(now_ms)
  compose up -d app >"$work/up-single.log" 2>&1 || { tail -30 "$work/up-single.log"; fail "podman-compose up app"; }
  say "podman-compose up returned in $(( $(now_ms) - start )) ms: $(podman ps --filter "label=io.podman.compose.project=$project" --format '{{.Names}}' | sort | tr '\n' ' ')"
  ms=$(wait_healthy "$url" 180) || { podman logs "${project}_app_1" 2>&1 | tail -30; fail "app not healthy in 180 s"; }
  ms=$(( $(now_ms) - start ))
  say "app healthy ${ms} ms after up (PostgreSQL's initdb, then the app's migrations); load average $(load)"
  podman logs "${project}_app_1" 2>&1 | grep -m1 'waiting for the database' | sed 's/^/  app log: /' || true
  podman exec "${project}_postgres_1" pg_isready -U sira -d sira >/dev/null || fail "pg_isready (the compose health check) fails"
  say "postgres health check (pg_isready -U sira -d sira) passes"
  tag=$(date +%s)
  sign_up "$url" "$work/jar" "$tag" || fail "sign-up"
  say "sign-up ok"
  curl -fsS -o /dev/null -H "authorization: Bearer $admin_token" -H 'content-type: application/json' \
    -d "{\"user\":\"compose$tag@example.com\",\"points\":100,\"reason\":\"compose check\"}" "$url/api/admin/points" \
    || fail "admin points grant"
  id=$(curl -fsS -c "$work/jar" -b "$work/jar" -H 'content-type: application/json' \
    -d "{\"title\":\"Compose $tag\",\"slug\":\"compose-$tag\"}" "$url/api/resume" \
    | node -pe 'JSON.parse(require("fs").readFileSync(0,"utf8")).id') || fail "resume"
  start=$(now_ms)
  link=$(curl -fsS -b "$work/jar" "$url/api/resume/print/$id?format=pdf" | node -pe 'JSON.parse(require("fs").readFileSync(0,"utf8")).url') \
    || fail "print"
  curl -fsS -b "$work/jar" -o "$work/resume.pdf" "$url$link" || fail "PDF download"
  head -c 5 "$work/resume.pdf" | grep -q '%PDF-' || fail "not a PDF"
  say "PDF download ok ($(stat -c %s "$work/resume.pdf") bytes, $(( $(now_ms) - start )) ms)"
  [ "$(podman exec "${project}_postgres_1" psql -U sira -d sira -tAc 'select count(*) from users' 2>/dev/null)" -ge 1 ] \
    && say "the user is in the compose PostgreSQL" || fail "no user row in the compose PostgreSQL"
}

# ---- profile scaled ----
scaled() {
  say "(b) profile scaled: podman-compose up -d proxy worker (empty volumes)"
  local proxy="http://127.0.0.1:$((port + 1))" start ms tag name code out picture
  export PROXY_PORT=$((port + 1)) PUBLIC_URL=$proxy
  down
  start=$(now_ms)
  compose up -d proxy worker >"$work/up-scaled.log" 2>&1 || { tail -30 "$work/up-scaled.log"; fail "podman-compose up proxy worker"; }
  say "podman-compose up returned in $(( $(now_ms) - start )) ms: $(podman ps -a --filter "label=io.podman.compose.project=$project" --format '{{.Names}}' | sort | tr '\n' ' ')"
  for name in migrate bucket; do
    code=$(timeout 180 podman wait "${project}_${name}_1" | tail -1) || fail "$name did not finish in 180 s"
    [ "$code" = 0 ] || { podman logs "${project}_${name}_1" 2>&1 | tail -20; fail "$name exited with $code"; }
    say "$name finished (exit 0) $(( $(now_ms) - start )) ms after up: $(podman logs "${project}_${name}_1" 2>&1 | grep -v '^$' | tail -1)"
  done
  # Started right after PostgreSQL's container (podman-compose 1.0.3 does not wait for health).
  for name in migrate_1 web_1 web_2 worker_1; do
    podman logs "${project}_$name" 2>&1 | grep -m1 'waiting for the database' | sed "s/^/  $name log: /" || true
  done
  ms=$(wait_healthy "$proxy" 180) || { podman logs "${project}_web_1" 2>&1 | tail -20; fail "not healthy through the proxy in 180 s"; }
  say "healthy through the proxy $(( $(now_ms) - start )) ms after up; load average $(load)"
  for name in web_1 web_2 worker_1 proxy_1 postgres_1 redis_1 minio_1; do
    running "${project}_$name" || { podman logs "${project}_$name" 2>&1 | tail -20; fail "$name is not running"; }
  done
  say "running: web_1 web_2 worker_1 proxy_1 postgres_1 redis_1 minio_1"
  start=$(now_ms)
  until podman logs "${project}_worker_1" 2>&1 | grep -q 'Sira worker is running'; do
    running "${project}_worker_1" || { podman logs "${project}_worker_1" 2>&1 | tail -20; fail "worker stopped"; }
    [ $(( $(now_ms) - start )) -lt 60000 ] || fail "worker not running in 60 s"
    sleep 0.5
  done
  say "worker running (ROLE=worker)"
  tag=$(date +%s)
  sign_up "$proxy" "$work/jar2" "s$tag" || fail "sign-up through the proxy"
  curl -fsS -b "$work/jar2" -o /dev/null "$proxy/api/user/me" || fail "the session refused through the proxy"
  local cookie
  cookie=$(node -e 'const fs=require("fs");console.log(fs.readFileSync(process.argv[1],"utf8").split("\n").map(l=>l.split("\t")).filter(f=>f.length>=7).map(f=>f[5]+"="+f[6]).join("; "))' "$work/jar2")
  for name in web_1 web_2; do
    podman exec -e COOKIE="$cookie" "${project}_$name" node -e \
      'fetch("http://127.0.0.1:3000/api/user/me",{headers:{cookie:process.env.COOKIE}}).then(r=>process.exit(r.ok?0:1),()=>process.exit(2))' \
      || fail "the session made through the proxy is refused by $name"
  done
  say "a session made through the proxy works through it and on web_1 and web_2 directly; Redis keys: $(podman exec "${project}_redis_1" redis-cli dbsize)"
  picture="$work/picture.png"
  node -e 'require("sharp")({create:{width:96,height:96,channels:3,background:"#2a7"}}).png().toFile(process.argv[1])' "$picture"
  out=$(curl -fsS -b "$work/jar2" -X PUT -F "file=@$picture;type=image/png" "$proxy/api/storage/image") \
    || { echo "$out"; fail "picture upload through the proxy"; }
  local url key
  url=$(node -pe 'JSON.parse(process.argv[1]).data' "$out")
  curl -fsS -b "$work/jar2" -o "$work/served" "$proxy$url" || fail "the uploaded picture is not served"
  # /api/storage/image/<user>/<file> is the object user/<user>/pictures/<file>.
  key=${url%%\?*}
  key=${key#/api/storage/image/}
  key="user/${key%%/*}/pictures/${key#*/}"
  podman exec "${project}_minio_1" sh -c "mc alias set s3 http://127.0.0.1:9000 \"\$MINIO_ROOT_USER\" \"\$MINIO_ROOT_PASSWORD\" >/dev/null && mc ls s3/sira" >"$work/s3.txt" \
    || fail "listing the S3 bucket"
  grep -qF "$key" "$work/s3.txt" || { cat "$work/s3.txt"; fail "the picture $key is not in the S3 bucket"; }
  say "picture upload through the proxy: served back ($(stat -c %s "$work/served") bytes), and in the S3 stand-in's bucket: $(grep -F "$key" "$work/s3.txt" | tr '\t' ' ')"
  local before1 before2
  before1=$(podman logs "${project}_web_1" 2>&1 | grep -c '"url":"/api/user/me"' || true)
  before2=$(podman logs "${project}_web_2" 2>&1 | grep -c '"url":"/api/user/me"' || true)
  out=$(node deploy/smoke-scaled.mjs proxy "$proxy" "$work/jar2" "${project}_web_2") \
    || { echo "$out"; podman logs "${project}_proxy_1" 2>&1 | tail -10; fail "stopping web_2 lost requests"; }
  say "stopping web_2 under load: $out"
  say "  requests logged: web_1 $(( $(podman logs "${project}_web_1" 2>&1 | grep -c '"url":"/api/user/me"' || true) - before1 )), web_2 $(( $(podman logs "${project}_web_2" 2>&1 | grep -c '"url":"/api/user/me"' || true) - before2 ))"
}

case "$what" in
  images) images ;;
  single) single ;;
  scaled) scaled ;;
  all) images; single; scaled ;;
  *) fail "unknown part $what" ;;
esac
say "passed"
