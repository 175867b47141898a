import type { ComponentModule } from '@filmcollab/web-kit';

export type LoadModule = (attempt: number) => Promise<ComponentModule>;

/** What each loader (a stable function: module level, or a remote's) has loaded so far. */
const kept = new WeakMap<LoadModule, ComponentModule>();

/**
 * Calls `load` and keeps the module it answers, so a component whose code a preload already
 * fetched renders at once. Why: a `lazy` component suspends at least once even when its
 * promise has settled, and React holds the reveal of a suspended boundary until 300 ms after
 * the last fallback showed — on the hub, with the page, the account card and the tab each a
 * boundary, about half a second of an idle main thread before its content showed.
 */
export function loadAndKeep(load: LoadModule, attempt = 0): Promise<ComponentModule> {
  return load(attempt).then((module) => {
    kept.set(load, module);
    return module;
  });
}

/** The module `load` has already answered, if any. */
export function keptModule(load: LoadModule): ComponentModule | undefined {
  return kept.get(load);
}

/** Preloads `load`: settles when it has, never rejects (the component shows a failure itself). */
export function preload(load: LoadModule): Promise<void> {
  return loadAndKeep(load).then(
    () => undefined,
    () => undefined,
  );
}
