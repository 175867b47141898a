{{/* The name of all its resources: `<release>-<serviceName>`, so two releases share a namespace
(the umbrella renames kong.yml's upstream hosts to match, filmcollab.kongConfig). */}}
{{- define "filmcollab-service.fullname" -}}
{{- $service := required "serviceName is required (identity, profiles, …)" .Values.serviceName -}}
{{- printf "%s-%s" .Release.Name $service | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* Fixed selector labels: never change them, Deployments cannot change their selector. */}}
{{- define "filmcollab-service.selectorLabels" -}}
app.kubernetes.io/name: {{ .Values.serviceName }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{- define "filmcollab-service.labels" -}}
{{ include "filmcollab-service.selectorLabels" . }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" }}
app.kubernetes.io/version: {{ include "filmcollab-service.tag" . | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: filmcollab
app.kubernetes.io/component: service
{{- end -}}

{{- define "filmcollab-service.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{- default (include "filmcollab-service.fullname" .) .Values.serviceAccount.name -}}
{{- else -}}
{{- default "default" .Values.serviceAccount.name -}}
{{- end -}}
{{- end -}}

{{- define "filmcollab-service.tag" -}}
{{- .Values.image.tag | default .Values.global.imageTag | default .Chart.AppVersion -}}
{{- end -}}

{{- define "filmcollab-service.image" -}}
{{- $repository := .Values.image.repository -}}
{{- if not $repository -}}
{{- $registry := .Values.global.imageRegistry | default "filmcollab" -}}
{{- $repository = printf "%s/%s" $registry .Values.serviceName -}}
{{- end -}}
{{- printf "%s:%s" $repository (include "filmcollab-service.tag" .) -}}
{{- end -}}

{{/* Environment: S3_ENDPOINT defaulting to the umbrella's MinIO ExternalName `<release>-minio` (the
host the services sign storage URLs for is the one Kong's /storage upstream sends), global.config,
then global.publicUrl (PUBLIC_URL and WEB_ORIGINS: links in
stored data and mails, allowed page origins), then the service's config, then its PORT and HOST
(all interfaces of the pod: the kit binds to loopback unless told, which only suits the embedded stack). */}}
{{- define "filmcollab-service.env" -}}
{{- $public := dict -}}
{{- with .Values.global.publicUrl }}{{- $public = dict "PUBLIC_URL" . "WEB_ORIGINS" . -}}{{- end -}}
{{- $storage := dict "S3_ENDPOINT" (printf "http://%s-minio:9000" .Release.Name) -}}
{{- $env := merge (dict "PORT" (toString .Values.port) "HOST" "0.0.0.0") (deepCopy (.Values.config | default (dict))) $public (deepCopy (.Values.global.config | default (dict))) $storage -}}
{{- range $key, $value := $env }}
{{ $key }}: {{ $value | toString | quote }}
{{- end -}}
{{- end -}}
