#!/bin/sh
# As the official redis image: `redis-server` runs as user redis in /data, and (the official
# image builds Redis so) protected mode is off, since the container network is what guards it.
set -e
[ "${1#-}" = "$1" ] || set -- redis-server "$@"
if [ "$1" = redis-server ]; then
  shift
  set -- redis-server --protected-mode no "$@"
  if [ "$(id -u)" = 0 ]; then
    chown redis:redis /data 2>/dev/null || true
    exec setpriv --reuid=redis --regid=redis --init-groups "$@"
  fi
fi
exec "$@"
