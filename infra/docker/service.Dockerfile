# syntax=docker/dockerfile:1.7
# One image per FilmCollab service, from the repository root:
#   docker build -f infra/docker/service.Dockerfile --build-arg SERVICE=identity -t filmcollab/identity .
ARG NODE_IMAGE=node:20-bookworm-slim

# Every workspace's package.json and the lock, nothing else: npm needs the whole workspace
# map to follow the lock, and this layer stays cached until a dependency changes. `npm install`,
# not `npm ci`: the lock carries no entries for other platforms' optional binaries.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /repo
COPY . .
RUN find . -type f ! -name package.json ! -name package-lock.json -delete \
 && find . -type d -empty -delete

FROM ${NODE_IMAGE} AS build
ARG SERVICE
RUN test -n "${SERVICE}" || (echo "build with --build-arg SERVICE=<name>" >&2; exit 1)
WORKDIR /repo
COPY --from=manifests /repo ./
RUN npm install --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs contracts services/kit "services/${SERVICE}"

# Production dependencies of this service (and the workspaces it uses) only.
FROM ${NODE_IMAGE} AS deps
ARG SERVICE
WORKDIR /app
COPY --from=manifests /repo ./
RUN npm install --omit=dev --no-audit --no-fund \
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
CMD ["sh", "-c", "exec node services/${SERVICE}/dist/main.js"]
