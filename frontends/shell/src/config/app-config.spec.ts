import { loadAuthConfig } from './app-config';

describe('loadAuthConfig', () => {
  afterEach(() => document.head.querySelector('meta[name="filmcollab-idp-url"]')?.remove());

  function serveIdpUrl(content: string) {
    const meta = document.createElement('meta');
    meta.name = 'filmcollab-idp-url';
    meta.content = content;
    document.head.append(meta);
  }

  it('signs in at the IdP address the frontends server put into the page', () => {
    serveIdpUrl('https://auth.films.example.org');
    expect(loadAuthConfig('https://films.example.org')).toMatchObject({
      url: 'https://auth.films.example.org',
      realm: 'filmcollab',
      clientId: 'filmcollab-web',
    });
  });

  it("uses the page's own origin when the server names no IdP (embedded stack)", () => {
    serveIdpUrl('');
    expect(loadAuthConfig('http://localhost:8000').url).toBe('http://localhost:8000');
    document.head.querySelector('meta[name="filmcollab-idp-url"]')?.remove();
    expect(loadAuthConfig('http://localhost:8000').url).toBe('http://localhost:8000');
  });
});
