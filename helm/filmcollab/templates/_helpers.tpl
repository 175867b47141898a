{{/* Every object's name: `<release>-<component>`, so two releases share a namespace without
clashes. The service chart names its objects the same way (filmcollab-service.fullname). */}}
{{- define "filmcollab.fullname" -}}
{{- printf "%s-%s" .root.Release.Name .component | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "filmcollab.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: filmcollab
app.kubernetes.io/version: {{ .Values.global.imageTag | default .Chart.AppVersion | quote }}
{{- end -}}

{{/* Fixed selector labels of the gateway and the frontends. */}}
{{- define "filmcollab.gatewaySelectorLabels" -}}
app.kubernetes.io/name: gateway
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{- define "filmcollab.frontendsSelectorLabels" -}}
app.kubernetes.io/name: frontends
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{/* gateway/kong.yml (from --set-file gateway.declarativeConfig, else files/kong.yml) with the
CORS origins (the line marked filmcollab:web-origins) set to global.publicUrl — the file's own are
the embedded stack's localhost ones — and each upstream host that is an object of this release
(the services, the frontends, the minio ExternalName) renamed to its release-scoped name. */}}
{{- define "filmcollab.kongConfig" -}}
{{- $config := .Values.gateway.declarativeConfig | default (.Files.Get "files/kong.yml") -}}
{{- $config = required "gateway/kong.yml not found: keep helm/filmcollab/files/kong.yml or pass --set-file gateway.declarativeConfig=gateway/kong.yml" $config -}}
{{- $origins := printf "origins: [%s] # filmcollab:web-origins" (required "global.publicUrl is required" .Values.global.publicUrl) -}}
{{- $config = regexReplaceAll "origins: \\[[^\\]]*\\] # filmcollab:web-origins" $config $origins -}}
{{- $hosts := list "frontends" -}}
{{- range $key, $value := .Values -}}
{{- if and (kindIs "map" $value) (hasKey $value "serviceName") -}}{{- $hosts = append $hosts $value.serviceName -}}{{- end -}}
{{- end -}}
{{- if .Values.external.minio.host -}}{{- $hosts = append $hosts "minio" -}}{{- end -}}
{{- $upstream := printf "url: http://(%s):" (join "|" $hosts) -}}
{{- regexReplaceAll $upstream $config (printf "url: http://%s-${1}:" .Release.Name) -}}
{{- end -}}

{{- define "filmcollab.frontendsImage" -}}
{{- $repository := .Values.frontends.image.repository | default (printf "%s/frontends" (.Values.global.imageRegistry | default "filmcollab")) -}}
{{- printf "%s:%s" $repository (.Values.frontends.image.tag | default .Values.global.imageTag | default .Chart.AppVersion) -}}
{{- end -}}
