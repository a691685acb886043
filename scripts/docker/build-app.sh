#!/bin/sh
# The build steps of docker/app.Dockerfile, in the order it runs them (the Dockerfile only copies
# files and calls this; scripts/docker/replay.mjs runs the same steps in a clean copy in CI).
#   build-app.sh deps APP    install APP's dependency graph (manifests only: a cached layer)
#   build-app.sh build APP   build APP into APP/dist (sources copied)
# APP is a folder: host, remote-player, ... Its package is @fund/APP; the filter names the
# package, whose `...` takes its workspace dependencies (@fund/shared) with their own
# dependencies: a folder filter (./APP...) left those out and webpack could not resolve them.
set -eu
phase=${1:?usage: build-app.sh deps|build APP}
app=${2:?usage: build-app.sh deps|build APP}
case "$phase" in
  deps)
    pnpm install --frozen-lockfile --filter "@fund/${app}..."
    ;;
  build)
    # One build in a clean layer: no persistent webpack cache to write (docs/deploy.md "Builds").
    WEBPACK_CACHE=0 pnpm --filter "@fund/${app}" run build
    test -s "${app}/dist/index.html" || { echo "build-app: ${app}/dist/index.html missing" >&2; exit 1; }
    ;;
  *)
    echo "usage: build-app.sh deps|build APP" >&2
    exit 2
    ;;
esac
