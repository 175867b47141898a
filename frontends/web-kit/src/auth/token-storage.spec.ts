import { TokenStorage } from './token-storage';

const tokens = { token: 'access', refreshToken: 'refresh', idToken: 'id' };

describe('TokenStorage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  const storage = () => new TokenStorage(localStorage, sessionStorage);

  it('keeps tokens in localStorage when "remember me" is on', async () => {
    storage().save(tokens, true);
    expect(localStorage.getItem('filmcollab.auth.tokens')).not.toBeNull();
    expect(sessionStorage.getItem('filmcollab.auth.tokens')).toBeNull();
    expect(await storage().load()).toEqual(tokens);
    expect(storage().isRemembered()).toBe(true);
    expect(storage().hasTokens()).toBe(true);
  });

  it('keeps tokens in sessionStorage only when "remember me" is off', async () => {
    storage().save(tokens, false);
    expect(localStorage.getItem('filmcollab.auth.tokens')).toBeNull();
    expect(await storage().load()).toEqual(tokens);
    expect(storage().isRemembered()).toBe(false);
    expect(storage().hasTokens()).toBe(true);
  });

  it('moves tokens when the choice changes, so only one copy exists', async () => {
    storage().save(tokens, true);
    storage().save({ ...tokens, token: 'newer' }, false);
    expect(localStorage.getItem('filmcollab.auth.tokens')).toBeNull();
    expect((await storage().load())?.token).toBe('newer');
  });

  it('clears both places', async () => {
    storage().save(tokens, true);
    sessionStorage.setItem('filmcollab.auth.tokens', JSON.stringify(tokens));
    storage().clear();
    expect(storage().hasTokens()).toBe(false);
    expect(await storage().load()).toBeNull();
  });

  it('drops malformed stored values instead of handing them to keycloak-js', async () => {
    localStorage.setItem('filmcollab.auth.tokens', '{"token":""}');
    sessionStorage.setItem('filmcollab.auth.tokens', 'not json');
    expect(await storage().load()).toBeNull();
    expect(localStorage.getItem('filmcollab.auth.tokens')).toBeNull();
    expect(sessionStorage.getItem('filmcollab.auth.tokens')).toBeNull();
  });
});
