import { ClientRegistry, WEB_CLIENT_ID } from './client-registry';

describe('ClientRegistry', () => {
  const registry = new ClientRegistry({
    WEB_ORIGINS: ['http://localhost:8000', 'https://filmcollab.example'],
  });
  const web = registry.find(WEB_CLIENT_ID)!;

  it('registers the web client with <origin>/ redirects and <origin>/auth post-logout redirects', () => {
    expect(web.redirectUris).toEqual(['http://localhost:8000/', 'https://filmcollab.example/']);
    expect(web.postLogoutRedirectUris).toEqual([
      'http://localhost:8000/auth',
      'https://filmcollab.example/auth',
    ]);
  });

  it('knows no other client', () => {
    expect(registry.find('account-console')).toBeUndefined();
    expect(registry.find(undefined)).toBeUndefined();
  });

  it.each([
    'http://localhost:8000',
    'http://localhost:8000/projects',
    'http://localhost:8000/?x=1',
    'http://localhost:8001/',
    'http://evil.example/',
    'http://localhost:8000/.evil.example/',
  ])('refuses the redirect URI %s', (uri) => {
    expect(registry.allowsRedirect(web, uri)).toBe(false);
  });

  it('accepts exactly a registered redirect URI', () => {
    expect(registry.allowsRedirect(web, 'https://filmcollab.example/')).toBe(true);
    expect(registry.allowsPostLogoutRedirect(web, 'http://localhost:8000/auth')).toBe(true);
    expect(registry.allowsPostLogoutRedirect(web, 'http://localhost:8000/auth/x')).toBe(false);
  });
});
