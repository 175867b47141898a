#!/bin/sh
# Creates FilmCollab's buckets, their anonymous policies and one MinIO user per service that
# stores files, with access to its own buckets only. Idempotent: run at every install and upgrade
# (compose's minio-init, the Helm chart's storage-init Job).
#
# Environment:
#   MINIO_URL                    the S3 API, e.g. http://minio:9000
#   MINIO_ROOT_USER / MINIO_ROOT_PASSWORD   an admin of that MinIO
#   PUBLIC_BUCKETS               buckets whose single objects anyone may read (never listings,
#                                never pending/: unchecked uploads)
#   PRIVATE_BUCKETS              buckets read only through signed URLs
#   SERVICE_BUCKETS              "service=bucket[,bucket] …": the services' own buckets
#   S3_SECRET_<SERVICE>          (upper case) the secret key of that service's user; a service
#                                without one gets no user (its credentials are managed elsewhere)
set -eu

mc alias set filmcollab "$MINIO_URL" "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null
work=$(mktemp -d)

for bucket in $PUBLIC_BUCKETS $PRIVATE_BUCKETS; do
  mc mb --ignore-existing "filmcollab/$bucket"
done

# Anonymous GetObject of single objects: no s3:ListBucket (no listings), nothing under pending/.
for bucket in $PUBLIC_BUCKETS; do
  cat > "$work/public-$bucket.json" <<JSON
{"Version":"2012-10-17","Statement":[
{"Effect":"Allow","Principal":{"AWS":["*"]},"Action":["s3:GetObject"],"Resource":["arn:aws:s3:::$bucket/*"]},
{"Effect":"Deny","Principal":{"AWS":["*"]},"Action":["s3:GetObject"],"Resource":["arn:aws:s3:::$bucket/pending/*"]}]}
JSON
  mc anonymous set-json "$work/public-$bucket.json" "filmcollab/$bucket"
done
for bucket in $PRIVATE_BUCKETS; do
  mc anonymous set none "filmcollab/$bucket"
done

# One user per service, allowed its own buckets only (objects and the listing its sweeps need).
for entry in $SERVICE_BUCKETS; do
  service=${entry%%=*}
  buckets=$(echo "${entry#*=}" | tr ',' ' ')
  variable="S3_SECRET_$(echo "$service" | tr 'a-z-' 'A-Z_')"
  secret=$(eval "printf '%s' \"\${$variable:-}\"")
  [ -n "$secret" ] || continue
  objects=''
  listings=''
  for bucket in $buckets; do
    objects="$objects${objects:+,}\"arn:aws:s3:::$bucket/*\""
    listings="$listings${listings:+,}\"arn:aws:s3:::$bucket\""
  done
  cat > "$work/service-$service.json" <<JSON
{"Version":"2012-10-17","Statement":[
{"Effect":"Allow","Action":["s3:GetObject","s3:PutObject","s3:DeleteObject","s3:AbortMultipartUpload","s3:ListMultipartUploadParts"],"Resource":[$objects]},
{"Effect":"Allow","Action":["s3:ListBucket","s3:GetBucketLocation","s3:ListBucketMultipartUploads"],"Resource":[$listings]}]}
JSON
  mc admin user add filmcollab "$service" "$secret"
  mc admin policy create filmcollab "filmcollab-$service" "$work/service-$service.json"
  # Attaching twice is an error in mc: a rerun checks the attachment instead.
  mc admin policy attach filmcollab "filmcollab-$service" --user "$service" 2>/dev/null ||
    mc admin user info filmcollab "$service" | grep -q "filmcollab-$service"
done

rm -rf "$work"
echo 'storage ready'
