#!/bin/sh
# The build steps of docker/api.Dockerfile, in the order it runs them (the Dockerfile only copies
# files and calls this; scripts/docker/replay.mjs runs the same steps in a clean copy in CI).
#   build-api.sh deps    install the API's dependency graph (manifests only: a cached layer)
#   build-api.sh build   compile the API (api/build.mjs) and gather what the runtime image
#                        holds into ./image: dist/ (bundles, migrations), PGlite (external for
#                        its wasm files) and the demo clips.
set -eu
case "${1:-}" in
  deps)
    pnpm install --frozen-lockfile --filter @fund/api...
    ;;
  build)
    pnpm --filter @fund/api run build
    rm -rf image
    mkdir -p image/node_modules/@electric-sql
    cp -rL api/node_modules/@electric-sql/pglite image/node_modules/@electric-sql/pglite
    # sharp (transfer screenshots are decoded and re-encoded, issue 35): a native module, external
    # to the bundle; its folder in pnpm's store holds it and its platform packages (@img/*).
    sharp_deps="$(dirname "$(readlink -f api/node_modules/sharp)")"
    for d in "$sharp_deps"/*; do [ "$(basename "$d")" = @types ] || cp -rL "$d" image/node_modules/; done
    cp -r api/dist image/dist
    cp -r api/media image/media
    test -s image/dist/server.js || { echo "build-api: image/dist/server.js missing" >&2; exit 1; }
    ;;
  *)
    echo "usage: build-api.sh deps|build" >&2
    exit 2
    ;;
esac
