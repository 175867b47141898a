# syntax=docker/dockerfile:1.7
# The built frontends behind nginx (unprivileged, port 8080): the shell at /, each remote at
# /remotes/<name>/. From the repository root:
#   docker build -f infra/docker/frontends.Dockerfile -t filmcollab/frontends .
ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.27-alpine

FROM ${NODE_IMAGE} AS build
# Where browsers reach Keycloak in production (the embedded default is the page's own origin).
ARG FILMCOLLAB_IDP_URL=""
ENV FILMCOLLAB_IDP_URL=${FILMCOLLAB_IDP_URL}
WORKDIR /repo
COPY . .
RUN npm install --no-audit --no-fund
RUN node scripts/build.mjs contracts frontends/
# The security headers with the origins browsers also reach: Keycloak and object storage.
ARG S3_PUBLIC_URL=""
RUN origin() { node -e 'const u = process.argv[1]; console.log(u ? new URL(u).origin : "")' "$1"; } \
 && sed -e "s|__IDP_ORIGIN__|$(origin "$FILMCOLLAB_IDP_URL")|g" \
        -e "s|__STORAGE_ORIGIN__|$(origin "$S3_PUBLIC_URL")|g" \
        infra/docker/security-headers.conf > /security-headers.conf
# A remote is any frontend whose build has a module-federation manifest (not the shell).
RUN mkdir -p /site/remotes \
 && cp -R frontends/shell/dist/. /site/ \
 && for manifest in frontends/*/dist/mf-manifest.json; do \
      name="$(basename "$(dirname "$(dirname "$manifest")")")"; \
      [ "$name" = shell ] && continue; \
      mkdir -p "/site/remotes/$name" && cp -R "frontends/$name/dist/." "/site/remotes/$name/"; \
    done
RUN node frontends/precompress.mjs /site

FROM ${NGINX_IMAGE} AS runtime
COPY infra/docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /security-headers.conf /etc/nginx/snippets/security-headers.conf
COPY --from=build /site /usr/share/nginx/html
EXPOSE 8080
