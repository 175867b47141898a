import { decodeJwt } from 'jose';
import { LocalAccountAdapter } from '../accounts/local/local-account.adapter';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { IdentityHarness, PASSWORD } from '../testing/identity-harness';

/** The contest's realm roles (`judge`, `contest-admin`) reach access tokens as Keycloak puts them. */
describe('embedded IdP: contest realm roles', () => {
  let idp: IdentityHarness;

  beforeAll(async () => {
    idp = await IdentityHarness.start();
  });
  afterAll(() => idp?.stop());

  it("issues a judge's access token with realm_access.roles including judge", async () => {
    await idp.get(LocalAccountAdapter).create({
      email: 'judge1@filmcollab.local',
      username: 'judge1',
      password: PASSWORD,
      emailVerified: true,
      extraRoles: ['judge'],
    });
    const { tokens } = await idp.signInWithCode('judge1@filmcollab.local');
    expect(decodeJwt(tokens.access_token).realm_access).toEqual({ roles: ['user', 'judge'] });
  });

  it('gives ordinary accounts only the user role', async () => {
    await idp.createAccount('plain1');
    const { tokens } = await idp.signInWithCode('plain1@filmcollab.local');
    expect(decodeJwt(tokens.access_token).realm_access).toEqual({ roles: ['user'] });
  });

  it('seeds a demo judge and a demo contest operator', () => {
    expect(DEMO_ACCOUNTS.find((a) => a.username === 'judy')?.extraRoles).toEqual(['judge']);
    expect(DEMO_ACCOUNTS.find((a) => a.username === 'contestops')?.extraRoles).toEqual(['contest-admin']);
  });
});
