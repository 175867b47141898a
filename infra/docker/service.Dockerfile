# syntax=docker/dockerfile:1.7
# One image per FilmCollab service, from the repository root:
#   docker build -f infra/docker/service.Dockerfile --build-arg SERVICE=identity -t filmcollab/identity .
ARG NODE_IMAGE=node:22-bookworm-slim

# Every workspace's package.json and the lock, nothing else: npm needs the whole workspace
# map to follow the lock, and this layer stays cached until a dependency changes. `npm ci`
# installs exactly the lock, with the native packages of the build's platform (linux x64 or
# arm64; tests/ops/src/lockfile-platforms.spec.ts keeps the lock complete for both).
FROM ${NODE_IMAGE} AS manifests
WORKDIR /repo
COPY . .
RUN find . -type f ! -name package.json ! -name package-lock.json -delete \
 && find . -type d -empty -delete

# The install and the shared build (contracts, kit) come before `ARG SERVICE`: a build argument
# takes part in the cache key of every RUN after it, so these layers are shared by all nine images.
FROM ${NODE_IMAGE} AS build
WORKDIR /repo
COPY --from=manifests /repo ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs contracts services/kit
ARG SERVICE
RUN test -n "${SERVICE}" || (echo "build with --build-arg SERVICE=<name>" >&2; exit 1)
RUN node scripts/build.mjs "services/${SERVICE}"

# Production dependencies of this service (and the workspaces it uses) only.
FROM ${NODE_IMAGE} AS deps
ARG SERVICE
WORKDIR /app
COPY --from=manifests /repo ./
RUN npm ci --omit=dev --no-audit --no-fund \
      -w contracts -w services/kit -w "services/${SERVICE}" \
 && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ARG SERVICE
ENV NODE_ENV=production \
    SERVICE=${SERVICE}
WORKDIR /app
COPY --from=deps --chown=root:root /app ./
COPY --from=build --chown=root:root /repo/contracts/dist contracts/dist
COPY --from=build --chown=root:root /repo/services/kit/dist services/kit/dist
COPY --from=build --chown=root:root "/repo/services/${SERVICE}/dist" "services/${SERVICE}/dist"
# The image's files belong to root and are read-only for the process, which runs as `node`.
USER node
STOPSIGNAL SIGTERM
# For plain `docker run`; compose and Helm probe the same endpoint themselves.
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=12 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/${process.env.SERVICE}/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["sh", "-c", "exec node services/${SERVICE}/dist/main.js"]
