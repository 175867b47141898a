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

{{/* gateway/kong.yml: from --set-file gateway.declarativeConfig, else files/kong.yml. */}}
{{/* gateway/kong.yml with the CORS origins (the line marked filmcollab:web-origins) set to
global.publicUrl: the file's own origins are the embedded stack's localhost ones. */}}
{{- define "filmcollab.kongConfig" -}}
{{- $config := .Values.gateway.declarativeConfig | default (.Files.Get "files/kong.yml") -}}
{{- $config = required "gateway/kong.yml not found: keep helm/filmcollab/files/kong.yml or pass --set-file gateway.declarativeConfig=gateway/kong.yml" $config -}}
{{- $origins := printf "origins: [%s] # filmcollab:web-origins" (required "global.publicUrl is required" .Values.global.publicUrl) -}}
{{- regexReplaceAll "origins: \\[[^\\]]*\\] # filmcollab:web-origins" $config $origins -}}
{{- end -}}

{{- define "filmcollab.frontendsImage" -}}
{{- $repository := .Values.frontends.image.repository | default (printf "%s/frontends" (.Values.global.imageRegistry | default "filmcollab")) -}}
{{- printf "%s:%s" $repository (.Values.frontends.image.tag | default .Values.global.imageTag | default .Chart.AppVersion) -}}
{{- end -}}
