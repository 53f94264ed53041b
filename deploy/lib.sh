# Shell helpers the deploy scripts share (smoke.sh, compose-local.sh, kube-play.sh source it after
# `cd` to the repository root and after setting `log_tag`, the word their lines begin with).

say() { printf '[%s %s] %s\n' "$log_tag" "$(date -u +%H:%M:%S)" "$*"; }
fail() { say "FAIL: $*"; exit 1; }
now_ms() { date +%s%3N; }

wait_healthy() { # url, seconds; prints the milliseconds it took
  local start end
  start=$(now_ms)
  end=$(( start + $2 * 1000 ))
  until curl -fs -o /dev/null "$1/api/health"; do
    [ "$(now_ms)" -lt "$end" ] || return 1
    sleep 0.2
  done
  echo $(( $(now_ms) - start ))
}

# Podman as these scripts need it, for commands that take no flags for it (podman-compose, kube
# play): runc (crun fails on some hosts' cgroups) and rlimits a sandboxed host allows (rootful
# Podman's defaults can exceed them). Writes a containers.conf into folder $1 and exports it.
podman_conf() {
  cat >"$1/containers.conf" <<'CONF'
[containers]
default_ulimits = ["nofile=16384:16384", "nproc=8192:8192"]
[engine]
runtime = "runc"
CONF
  export CONTAINERS_CONF="$1/containers.conf"
}

# Each "command:debian-package" pair whose command is missing is installed from Debian's archive
# (as root with apt-get), so a fresh machine needs nothing installed by hand; else the script stops
# and names the packages. Usage: need_tools podman:podman runc:runc podman-compose:podman-compose
need_tools() {
  local missing=() pair
  for pair in "$@"; do command -v "${pair%%:*}" >/dev/null 2>&1 || missing+=("${pair#*:}"); done
  [ "${#missing[@]}" -eq 0 ] && return 0
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    say "installing ${missing[*]} (Debian packages)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    fail "missing: ${missing[*]} (Debian packages); install them, or run as root with apt-get"
  fi
}
