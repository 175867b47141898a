import { readText, registeredServices, servicesListedInArchitecture } from './repo-files';

describe('docs/architecture.md against the service registry', () => {
  it('lists every registered service with its port, in order', () => {
    expect(servicesListedInArchitecture()).toEqual(registeredServices());
  });

  it('names every registered service in the service map and the gateway diagram', () => {
    const doc = readText('docs', 'architecture.md');
    for (const { name } of registeredServices()) expect(doc).toContain(`/api/${name}`);
  });
});
