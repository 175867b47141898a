// Everything, for the services. Browser code imports a domain's entry point instead
// (`@filmcollab/contracts/profiles`): each is a shared module of its own, so a page builds only
// the schemas of the domains it uses.
export * from './common';
export * from './identity';
export * from './profiles';
export * from './projects';
export * from './discovery';
export * from './realtime';
export * from './messaging-domain';
export * from './notifications';
export * from './workspace';
export * from './community';
export * from './contest';
