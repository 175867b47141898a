#!/bin/sh
# Runs at every start of the frontends image (nginx's /docker-entrypoint.d/), so one image serves
# every environment. From the container's environment:
#   FILMCOLLAB_IDP_URL  Keycloak as browsers reach it (empty: the IdP is this origin)
#   S3_PUBLIC_URL       object storage as browsers reach it (uploads, photos, films)
# it writes, under /tmp/filmcollab (the root filesystem is read-only):
#   security-headers.conf  the CSP with those origins (from the image's template)
#   runtime.conf           $filmcollab_idp_url, which nginx puts into index.html as
#                          <meta name="filmcollab-idp-url">: the shell reads it at start
set -eu
out=/tmp/filmcollab
mkdir -p "$out"

# Strict: the values end up in nginx's configuration and in HTML.
origin() {
  [ -n "$1" ] || return 0
  if ! printf '%s' "$1" | grep -Eq '^https?://[A-Za-z0-9.-]+(:[0-9]+)?(/[A-Za-z0-9._~/-]*)?$'; then
    echo "frontends: $2 is not an http(s) URL: $1" >&2
    return 1
  fi
  printf '%s' "$1" | sed -E 's|^(https?://[^/]+).*$|\1|'
}
idp_origin=$(origin "${FILMCOLLAB_IDP_URL:-}" FILMCOLLAB_IDP_URL)
storage_origin=$(origin "${S3_PUBLIC_URL:-}" S3_PUBLIC_URL)

sed -e "s|__IDP_ORIGIN__|$idp_origin|g" -e "s|__STORAGE_ORIGIN__|$storage_origin|g" \
  "${FILMCOLLAB_HEADERS_TEMPLATE:-/etc/nginx/snippets/security-headers.conf.template}" \
  > "$out/security-headers.conf"
printf 'set $filmcollab_idp_url "%s";\n' "${FILMCOLLAB_IDP_URL:-}" > "$out/runtime.conf"
