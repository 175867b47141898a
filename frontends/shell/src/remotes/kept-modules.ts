import type { ComponentModule } from '@filmcollab/web-kit';

export type LoadModule<M = ComponentModule> = (attempt: number) => Promise<M>;

/** What each loader (a stable function: module level, or a remote's) has loaded so far. */
const kept = new WeakMap<LoadModule<unknown>, unknown>();

/**
 * Calls `load` and keeps the module it answers, so a component whose code a preload already
 * fetched renders at once. Why: a `lazy` component suspends at least once even when its
 * promise has settled, and React holds the reveal of a suspended boundary until 300 ms after
 * the last fallback showed — on the hub, with the header's controls, the page, the account
 * card and the tab each a boundary, about half a second of an idle main thread before its
 * content showed.
 */
export function loadAndKeep<M>(load: LoadModule<M>, attempt = 0): Promise<M> {
  return load(attempt).then((module) => {
    kept.set(load, module);
    return module;
  });
}

/** The module `load` has already answered, if any. */
export function keptModule<M>(load: LoadModule<M>): M | undefined {
  return kept.get(load) as M | undefined;
}

/** Preloads `load`: settles when it has, never rejects (the component shows a failure itself). */
export function preload<M>(load: LoadModule<M>): Promise<void> {
  return loadAndKeep(load).then(
    () => undefined,
    () => undefined,
  );
}
