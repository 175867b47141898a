import community from '../../../community/src/routes.descriptor.json';
import contest from '../../../contest/src/routes.descriptor.json';
import discovery from '../../../discovery/src/routes.descriptor.json';
import identity from '../../../identity/src/routes.descriptor.json';
import messaging from '../../../messaging/src/routes.descriptor.json';
import notifications from '../../../notifications/src/routes.descriptor.json';
import profiles from '../../../profiles/src/routes.descriptor.json';
import projects from '../../../projects/src/routes.descriptor.json';
import workspace from '../../../workspace/src/routes.descriptor.json';
import { declared, type RemoteDescriptor } from './remote-descriptor';
import type { RemoteName } from './remote-registry';

/**
 * Every registered remote's descriptor (`frontends/<name>/src/routes.descriptor.json`), bundled
 * into the shell. A remote in REMOTES without an entry here does not compile, and
 * remote-descriptors.spec.ts fails when a descriptor and the remote's `./routes` disagree.
 */
export const REMOTE_DESCRIPTORS: { readonly [Name in RemoteName]: RemoteDescriptor } = {
  identity: declared(identity),
  profiles: declared(profiles),
  projects: declared(projects),
  notifications: declared(notifications),
  messaging: declared(messaging),
  workspace: declared(workspace),
  community: declared(community),
  contest: declared(contest),
  discovery: declared(discovery),
};
