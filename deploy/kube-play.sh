#!/usr/bin/env bash
# Starts deploy/kubernetes/ on this machine with `podman kube play` (not part of npm test):
# the Secret as a Podman secret, the ConfigMap, the migration Job's pod (run to completion), then
# the data volume claim and the web and worker Deployments, against the machine's PostgreSQL and
# Redis; checks the web pod's health and a sign-up, and that the worker runs; removes it all.
# deploy/kube-local.mjs says what is changed for one host (image, port, one web replica).
# Needs an image built (deploy/smoke.sh builds localhost/sira:latest) and Node.js with the
# repository's node_modules (the yaml package).
# Environment: KUBE_PORT (3150), SIRA_IMAGE (localhost/sira:latest), KUBE_DATABASE_URL
# (postgres://postgres@127.0.0.1:5432/postgres: a database <KUBE_DB_PREFIX, sira_kube>_<pid> is
# made there and dropped), KUBE_REDIS_URL (redis://127.0.0.1:6379).
set -euo pipefail
cd "$(dirname "$0")/.."
log_tag=kube
. deploy/lib.sh
need_tools podman:podman runc:runc curl:curl psql:postgresql-client
port=${KUBE_PORT:-3150}
image=${SIRA_IMAGE:-localhost/sira:latest}
admin_url=${KUBE_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}
redis_url=${KUBE_REDIS_URL:-redis://127.0.0.1:6379}
db="${KUBE_DB_PREFIX:-sira_kube}_$$"
work=$(mktemp -d /tmp/sira-kube.XXXXXX)
# kube play takes no flags for the runtime or rlimits (deploy/lib.sh podman_conf).
podman_conf "$work"
created_db=""
cleanup() {
  for file in app.yaml migrate.yaml; do
    [ -f "$work/$file" ] && podman kube down "$work/$file" >/dev/null 2>&1 || true
  done
  podman secret rm sira-secrets >/dev/null 2>&1 || true
  podman volume rm -f sira-data >/dev/null 2>&1 || true
  [ -z "$created_db" ] || psql "$admin_url" -qc "drop database if exists $created_db" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

psql "$admin_url" -qc "create database $db" >/dev/null || fail "cannot create database $db"
created_db=$db
say "$(node deploy/kube-local.mjs "$work" "$image" "$port" "${admin_url%/*}/$db" "$redis_url")"
podman secret rm sira-secrets >/dev/null 2>&1 || true
podman secret create sira-secrets "$work/secret.json" >/dev/null

start=$(now_ms)
podman kube play --network host --configmap "$work/configmap.yaml" "$work/migrate.yaml" >/dev/null \
  || fail "kube play of the migration"
container=sira-migrate-migrate
status=$(podman wait "$container") || fail "waiting for $container"
podman logs "$container" 2>&1 | tail -2
[ "$status" = 0 ] || fail "the migration pod exited with $status"
say "migration Job (as a Pod) completed in $(( $(now_ms) - start )) ms"

start=$(now_ms)
podman kube play --network host --configmap "$work/configmap.yaml" "$work/app.yaml" >/dev/null \
  || fail "kube play of the Deployments"
podman pod ps --format '{{.Name}} {{.Status}} {{.NumberOfContainers}} containers' | grep sira-
url="http://127.0.0.1:$port"
until curl -fs -o /dev/null "$url/api/health"; do
  [ $(( $(now_ms) - start )) -lt 90000 ] || { podman logs sira-web-pod-0-web 2>&1 | tail -20; fail "web not healthy in 90 s"; }
  sleep 0.5
done
say "web pod healthy $(( $(now_ms) - start )) ms after kube play"
curl -fsS "$url/api/health" | node -pe 'const h=JSON.parse(require("fs").readFileSync(0,"utf8")); `health: ${h.status ?? JSON.stringify(h).slice(0, 120)}`'
tag=$(date +%s)
curl -fsS -c "$work/jar" -H 'content-type: application/json' -o /dev/null \
  -d "{\"name\":\"Kube $tag\",\"username\":\"kube$tag\",\"email\":\"kube$tag@example.com\",\"password\":\"correct horse battery staple\"}" \
  "$url/api/auth/register" || fail "sign-up"
curl -fsS -b "$work/jar" -o /dev/null "$url/api/user/me" || fail "session"
say "sign-up and session ok"
sleep 2
podman logs sira-worker-pod-0-worker 2>&1 | grep -q 'Sira worker is running' \
  || { podman logs sira-worker-pod-0-worker 2>&1 | tail -20; fail "worker not running"; }
say "worker pod running; the volume claim is Podman volume $(podman volume ls --format '{{.Name}}' | grep -x sira-data)"
say "passed"
