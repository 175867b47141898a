import { AccountAlreadyExistsError } from '../account-already-exists.error';
import { KeycloakAccountAdapter } from './keycloak-account.adapter';
import { RecordedHttpFake, type RecordedExchange } from '../../testing/recorded-http-fake';
import recording from '../../testing/fixtures/keycloak-admin-api.json';

const DEMO_ID = '3f2c9a4e-6b1d-4e8f-a2c7-91d5b0e3f6a8';
const MAYA_ID = '7e4a1b9c-2d6f-4c08-9a35-e1b7f0c4d2a6';

describe('KeycloakAccountAdapter against the recorded admin API', () => {
  let fake: RecordedHttpFake;
  let adapter: KeycloakAccountAdapter;

  beforeEach(async () => {
    fake = new RecordedHttpFake(recording.exchanges as RecordedExchange[]);
    const baseUrl = await fake.start();
    adapter = new KeycloakAccountAdapter({
      baseUrl,
      realm: 'filmcollab',
      clientId: 'filmcollab-identity',
      clientSecret: 'recorded-secret',
    });
  });

  afterEach(() => fake.stop());

  it('finds an account by e-mail with its effective realm roles, authenticating once as the service account', async () => {
    const account = await adapter.findByEmail('Demo@FilmCollab.local');
    expect(account).toEqual({
      id: DEMO_ID,
      email: 'demo@filmcollab.local',
      username: 'demo',
      emailVerified: true,
      roles: ['default-roles-filmcollab', 'offline_access', 'uma_authorization', 'user'],
      fullName: 'Demo User',
    });
    const [tokenRequest, ...adminRequests] = fake.received;
    expect(Object.fromEntries(new URLSearchParams(tokenRequest.body))).toMatchObject({
      grant_type: 'client_credentials',
      client_id: 'filmcollab-identity',
    });
    expect(tokenRequest.headers.authorization).toBe(
      `Basic ${Buffer.from('filmcollab-identity:recorded-secret').toString('base64')}`,
    );
    for (const request of adminRequests) {
      expect(request.headers.authorization).toMatch(/^bearer ey/i);
    }

    await adapter.findByUsername('demo');
    expect(
      fake.received.filter((request) => request.url.includes('openid-connect/token')),
    ).toHaveLength(1);
  });

  it('answers null for an unknown e-mail or id', async () => {
    await expect(adapter.findByEmail('nobody@filmcollab.local')).resolves.toBeNull();
    await expect(adapter.findById('00000000-0000-0000-0000-000000000000')).resolves.toBeNull();
  });

  it('creates a user with a non-temporary password credential and reads it back', async () => {
    const created = await adapter.create({
      email: 'maya@filmcollab.local',
      username: 'maya',
      password: 'Str0ng-Passw0rd!',
      emailVerified: false,
      fullName: 'Maya Okafor',
    });
    expect(created).toMatchObject({
      id: MAYA_ID,
      username: 'maya',
      email: 'maya@filmcollab.local',
      emailVerified: false,
    });
    const post = fake.received.find(
      (request) => request.method === 'POST' && request.url.endsWith('/users/'),
    );
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      username: 'maya',
      email: 'maya@filmcollab.local',
      emailVerified: false,
      enabled: true,
      firstName: 'Maya',
      lastName: 'Okafor',
      credentials: [{ type: 'password', value: 'Str0ng-Passw0rd!', temporary: false }],
    });
  });

  it('maps Keycloak 409 to AccountAlreadyExistsError naming the taken field', async () => {
    const maya = {
      email: 'maya@filmcollab.local',
      username: 'maya',
      password: 'x',
      emailVerified: false,
    };
    // The first recorded POST succeeds; use it up so the conflict answers are next.
    await adapter.create(maya);
    await expect(adapter.create(maya)).rejects.toEqual(
      expect.objectContaining({ name: 'AccountAlreadyExistsError', field: 'username' }),
    );
    const emailConflict = adapter.create(maya);
    await expect(emailConflict).rejects.toBeInstanceOf(AccountAlreadyExistsError);
    await expect(emailConflict).rejects.toMatchObject({ field: 'email' });
  });

  it('deletes a user (undoing a sign-up whose username reservation failed)', async () => {
    await adapter.delete(MAYA_ID);
    const deletion = fake.received.find((request) => request.method === 'DELETE');
    expect(deletion?.url).toBe(`/admin/realms/filmcollab/users/${MAYA_ID}`);
    expect(deletion?.headers.authorization).toMatch(/^bearer ey/i);
  });

  it('sets a password and marks the e-mail verified', async () => {
    await adapter.setPassword(DEMO_ID, 'N3w-Passw0rd!');
    await adapter.markEmailVerified(MAYA_ID);
    const reset = fake.received.find((request) => request.url.endsWith('/reset-password'));
    expect(reset?.method).toBe('PUT');
    expect(JSON.parse(reset?.body ?? '{}')).toEqual({
      type: 'password',
      value: 'N3w-Passw0rd!',
      temporary: false,
    });
    const update = fake.received.find(
      (request) => request.method === 'PUT' && request.url.endsWith(`/users/${MAYA_ID}`),
    );
    expect(JSON.parse(update?.body ?? '{}')).toEqual({ emailVerified: true });
  });

  it('signs a user out of all Keycloak sessions (after a password reset)', async () => {
    await adapter.endSessions(DEMO_ID);
    const logout = fake.received.find((request) => request.url.endsWith('/logout'));
    expect(logout?.method).toBe('POST');
    expect(logout?.url).toBe(`/admin/realms/filmcollab/users/${DEMO_ID}/logout`);
    expect(logout?.headers.authorization).toMatch(/^bearer ey/i);
  });
});
