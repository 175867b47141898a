# FilmCollab: `make dev` runs the whole platform locally, `make test` checks everything.
# Recipes stay thin: the logic lives in infra/dev (scripts and the stack runner).
SHELL := /bin/bash
.DEFAULT_GOAL := help

STAMP := node_modules/.filmcollab-install.stamp
MANIFESTS := package.json package-lock.json $(filter-out node_modules/%,$(wildcard */package.json */*/package.json))
STACK := node infra/dev/dist/cli.js

.PHONY: help dev seed test bench build install system-deps

help:
	@echo "make dev    install what is missing, build, run the platform on http://localhost:8000"
	@echo "make seed   load the demo accounts into the running platform"
	@echo "make test   lint, type checks, unit and integration tests, builds, browser e2e"
	@echo "make bench  benchmarks (embedded database; gateway vs raw Node http)"

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
	npm run build -- contracts services/kit services/identity infra/dev
	$(STACK) seed

test: system-deps build
	npm run lint
	npm run typecheck --workspaces --if-present
	infra/dev/scripts/test-workspaces.mjs
	infra/dev/ensure-system-deps.sh chromium
	npm run e2e -w tests/e2e

bench: system-deps build
	npm run bench -w infra/embedded-mongo
	$(STACK) with-stack -- npm run bench -w tests/bench
