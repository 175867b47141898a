# FilmCollab: `make dev` runs the whole platform locally, `make test` checks everything.
# Recipes stay thin: the logic lives in infra/dev (scripts and the stack runner).
SHELL := /bin/bash
.DEFAULT_GOAL := help

STAMP := node_modules/.filmcollab-install.stamp
MANIFESTS := package.json package-lock.json $(filter-out node_modules/%,$(wildcard */package.json */*/package.json))
STACK := node infra/dev/dist/cli.js

.PHONY: help dev seed test bench bundle-report build install system-deps gateway-lint

help:
	@echo "make dev    install what is missing, build, run the platform on http://localhost:8000"
	@echo "make seed   load the demo data (accounts, projects) into the running platform"
	@echo "make test   lint, type checks, unit and integration tests, builds, browser e2e"
	@echo "make bench  benchmarks (embedded database; raw Node http vs Nest health, each domain's hottest read, the gateway; Lighthouse; realtime, discovery and load scenarios)"
	@echo "make bundle-report  what each frontend's JavaScript is made of: test-results/bundles/<frontend>.html"
	@echo "make gateway-lint   gateway/kong.yml against Kong's schemas (decK when installed; also part of make test)"

system-deps:
	infra/dev/ensure-system-deps.sh

$(STAMP): $(MANIFESTS)
	infra/dev/scripts/install-node-modules.sh

install: $(STAMP)

build: install
	npm run build

dev: system-deps build
	$(STACK) start

seed: install
	npm run build -- contracts services infra/dev
	$(STACK) seed

test: system-deps
	infra/dev/scripts/timed.sh build -- $(MAKE) --no-print-directory build
	infra/dev/scripts/timed.sh lint -- npm run lint
	infra/dev/scripts/timed.sh typecheck -- infra/dev/scripts/typecheck-workspaces.mjs
	infra/dev/scripts/timed.sh 'workspace tests' -- infra/dev/scripts/test-workspaces.mjs
	infra/dev/ensure-system-deps.sh chromium
	infra/dev/scripts/timed.sh e2e -- npm run e2e -w tests/e2e

bench: system-deps build
	npm run bench -w infra/embedded-mongo
	$(STACK) with-stack -- bash -c '$(STACK) seed && npm run bench -w tests/bench'

# webpack-bundle-analyzer's treemap and the webpack stats of every frontend (shell and remotes),
# kept out of the repository in test-results/bundles/.
bundle-report: install
	npm run build -- contracts frontends/ui frontends/web-kit
	for config in frontends/*/webpack.config.js; do \
	  (cd "$$(dirname "$$config")" && BUNDLE_REPORT=1 node ../build-frontend.js >/dev/null) || exit 1; \
	done
	@echo "bundle reports: test-results/bundles/<frontend>.html (treemap), <frontend>.stats.json"

# gateway/kong.yml: decK's offline validation when decK is installed, and always the Kong 3.9
# schema check of tests/ops (entities and plugin fields). Before a rollout: `deck gateway diff`
# and `deck gateway sync` against the target Kong (docs/operations.md).
gateway-lint: install
	if command -v deck >/dev/null; then deck file validate gateway/kong.yml; fi
	cd tests/ops && npx jest src/kong.spec.ts
