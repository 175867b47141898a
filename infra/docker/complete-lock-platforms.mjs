#!/usr/bin/env node
/**
 * Adds to package-lock.json the optional platform packages its packages declare but the lock lacks
 * (`@swc/core-darwin-arm64`, `@unrs/resolver-binding-win32-x64-msvc`, …), so `npm ci` accepts the
 * lock: it refuses one that misses a declared optional dependency as "out of sync".
 *
 * Why they are missing: the registry mirror of these machines serves the Linux builds only, and npm
 * drops an optional package it cannot fetch from the lock it writes. The entries added here carry
 * the version the parent pins and the os/cpu/libc of the package's name, without integrity: npm
 * skips them on every other platform and fetches them by version where they apply (macOS,
 * Windows). Run after an `npm install` on these machines changed the lock, then normalise:
 *
 *   node infra/docker/complete-lock-platforms.mjs
 *   flock /tmp/filmcollab-npm.lock npm install --package-lock-only --ignore-scripts
 *
 * tests/ops/src/lockfile-platforms.spec.ts fails while any is missing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const file = path.resolve(process.argv[2] ?? 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const OPERATING_SYSTEMS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony'];
const CPUS = ['x64', 'arm64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64'];
const LIBCS = { gnu: 'glibc', musl: 'musl' };

/** Where Node would find `name` when required from the package at `from` (a lock path). */
function resolves(from, name) {
  let dir = from;
  for (;;) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent < 0 ? '' : dir.slice(0, parent);
  }
}

/** `…-<os>-<cpu>[-<abi>]` or `…-wasm32-wasi`, as the native packages of swc, rspack, oxc… name them. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  if (parts.includes('wasm32')) return { cpu: ['wasm32'] };
  const at = parts.findIndex((part) => OPERATING_SYSTEMS.includes(part));
  if (at < 0 || !CPUS.includes(parts[at + 1]))
    throw new Error(`${name}: no <os>-<cpu> in its name; add its entry by hand`);
  const libc = LIBCS[parts[at + 2]];
  return { cpu: [parts[at + 1]], os: [parts[at]], ...(libc ? { libc: [libc] } : {}) };
}

/** The lock path of a package the one at `parent` depends on, next to it in its node_modules. */
function siblingPath(parent, name) {
  const base = parent.slice(0, parent.lastIndexOf('node_modules/'));
  return `${base}node_modules/${name}`;
}

const added = [];
for (const [parent, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(parent, name) || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) continue;
    const at = parent ? siblingPath(parent, name) : `node_modules/${name}`;
    packages[at] = {
      version,
      ...platformOf(name),
      ...(entry.dev ? { dev: true } : {}),
      ...(entry.peer ? { peer: true } : {}),
      optional: true,
    };
    added.push(`${at}@${version}`);
  }
}

writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added:\n  ${added.join('\n  ')}` : 'nothing missing');
