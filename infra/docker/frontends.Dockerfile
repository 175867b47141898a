# syntax=docker/dockerfile:1.7
# The built frontends behind nginx (unprivileged, port 8080): the shell at /, each remote at
# /remotes/<name>/. From the repository root:
#   docker build -f infra/docker/frontends.Dockerfile -t filmcollab/frontends .
ARG NODE_IMAGE=node:22-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.27-alpine

# Manifests first (as in service.Dockerfile): the install layer stays cached until a dependency
# changes, not at every source edit.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /repo
COPY . .
RUN find . -type f ! -name package.json ! -name package-lock.json -delete \
 && find . -type d -empty -delete

FROM ${NODE_IMAGE} AS build
WORKDIR /repo
COPY --from=manifests /repo ./
RUN npm ci --no-audit --no-fund
COPY . .
# Each frontend's build writes its brotli-11 and gzip-9 copies beside its files (precompress.mjs).
RUN node scripts/build.mjs contracts frontends/
# A remote is any frontend whose build has a remoteEntry.js (not the shell).
RUN mkdir -p /site/remotes \
 && cp -R frontends/shell/dist/. /site/ \
 && for entry in frontends/*/dist/remoteEntry.js; do \
      name="$(basename "$(dirname "$(dirname "$entry")")")"; \
      [ "$name" = shell ] && continue; \
      mkdir -p "/site/remotes/$name" && cp -R "frontends/$name/dist/." "/site/remotes/$name/"; \
    done

FROM ${NGINX_IMAGE} AS runtime
COPY infra/docker/nginx.conf /etc/nginx/conf.d/default.conf
# Nothing environment-specific is built in: at start, frontends-runtime-config.sh fills the
# security headers' origins and the shell's IdP address from FILMCOLLAB_IDP_URL and S3_PUBLIC_URL.
COPY infra/docker/security-headers.conf /etc/nginx/snippets/security-headers.conf.template
COPY --chmod=755 infra/docker/frontends-runtime-config.sh /docker-entrypoint.d/40-filmcollab-runtime-config.sh
HEALTHCHECK --interval=10s --timeout=3s --retries=10 CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
COPY --from=build /site /usr/share/nginx/html
EXPOSE 8080
