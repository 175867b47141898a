import type { ExtensionPoint, PropsExtensionPoint, RouteAccess } from '@filmcollab/web-kit';

/**
 * What a remote declares in `src/routes.descriptor.json`: the paths it owns with their access
 * rules, and the extension points it fills — its `./routes` module without the code. The shell
 * bundles every descriptor, so it knows the whole route table and who fills which point without
 * fetching any remote; a remote's code loads only on a page that uses it.
 */
export interface RemoteDescriptor {
  routes: readonly RouteDescriptor[];
  extensions: readonly (ExtensionPoint | PropsExtensionPoint)[];
}

export interface RouteDescriptor {
  path: string;
  access: RouteAccess;
  /** Inside the shell's header and footer unless false (as in `RemoteRoute`). */
  layout?: boolean;
}

/** The shape TypeScript gives an imported descriptor JSON file. */
export interface DescriptorJson {
  routes: readonly { path: string; access: string; layout?: boolean }[];
  extensions: readonly string[];
}

/**
 * Types an imported descriptor. Its values are checked against the remote's `./routes` module
 * by remote-descriptors.spec.ts, not at run time.
 */
export function declared(json: DescriptorJson): RemoteDescriptor {
  return json as RemoteDescriptor;
}
