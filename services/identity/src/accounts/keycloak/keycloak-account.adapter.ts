import KeycloakAdminClient from '@keycloak/keycloak-admin-client';
import type { Account, NewAccount } from '../account';
import type { AccountPort } from '../account-port';
import { AccountAlreadyExistsError, type TakenAccountField } from '../account-already-exists.error';

export interface KeycloakAccountAdapterOptions {
  baseUrl: string;
  realm: string;
  clientId: string;
  clientSecret: string;
}

interface KeycloakUser {
  id?: string;
  email?: string;
  username?: string;
  emailVerified?: boolean;
  firstName?: string;
  lastName?: string;
}

/** The field a Keycloak 409 is about ('User exists with same email' / '… username'); null for other errors. */
function conflictField(error: unknown): TakenAccountField | null {
  if (
    typeof error !== 'object' ||
    error === null ||
    !('response' in error) ||
    (error as { response: Response }).response.status !== 409
  ) {
    return null;
  }
  const data = (error as { responseData?: { errorMessage?: unknown } }).responseData;
  const message = typeof data?.errorMessage === 'string' ? data.errorMessage : '';
  return /email/i.test(message) ? 'email' : 'username';
}

/**
 * Accounts kept in Keycloak (production), through its admin REST API with a service-account
 * client (client credentials grant) of the same realm.
 */
export class KeycloakAccountAdapter implements AccountPort {
  private readonly client: KeycloakAdminClient;

  constructor(private readonly options: KeycloakAccountAdapterOptions) {
    this.client = new KeycloakAdminClient({ baseUrl: options.baseUrl, realmName: options.realm });
  }

  async findById(id: string): Promise<Account | null> {
    const admin = await this.admin();
    const user = await admin.users.findOne({ id });
    return user ? this.toAccount(user) : null;
  }

  async findByEmail(email: string): Promise<Account | null> {
    const admin = await this.admin();
    const [user] = await admin.users.find({ email: email.toLowerCase(), exact: true });
    return user ? this.toAccount(user) : null;
  }

  async findByUsername(username: string): Promise<Account | null> {
    const admin = await this.admin();
    const [user] = await admin.users.find({ username, exact: true });
    return user ? this.toAccount(user) : null;
  }

  async create(account: NewAccount): Promise<Account> {
    const admin = await this.admin();
    const [firstName, ...lastNames] = (account.fullName ?? '').split(' ');
    try {
      const { id } = await admin.users.create({
        username: account.username,
        email: account.email.toLowerCase(),
        emailVerified: account.emailVerified,
        enabled: true,
        firstName: firstName || undefined,
        lastName: lastNames.join(' ') || undefined,
        credentials: [{ type: 'password', value: account.password, temporary: false }],
      });
      if (account.extraRoles?.length) {
        const roles = await Promise.all(
          account.extraRoles.map((name) => admin.roles.findOneByName({ name })),
        );
        await admin.users.addRealmRoleMappings({
          id,
          roles: roles.flatMap((role) => (role?.id && role.name ? [{ id: role.id, name: role.name }] : [])),
        });
      }
      const created = await this.findById(id);
      if (!created) {
        throw new Error(`Keycloak created user ${id} but does not return it`);
      }
      return created;
    } catch (error) {
      const field = conflictField(error);
      if (field) {
        throw new AccountAlreadyExistsError(field);
      }
      throw error;
    }
  }

  async setPassword(id: string, password: string): Promise<void> {
    const admin = await this.admin();
    await admin.users.resetPassword({
      id,
      credential: { type: 'password', value: password, temporary: false },
    });
  }

  async markEmailVerified(id: string): Promise<void> {
    const admin = await this.admin();
    await admin.users.update({ id }, { emailVerified: true });
  }

  async delete(id: string): Promise<void> {
    const admin = await this.admin();
    await admin.users.del({ id });
  }

  async endSessions(id: string): Promise<void> {
    const admin = await this.admin();
    await admin.users.logout({ id });
  }

  private async toAccount(user: KeycloakUser): Promise<Account> {
    if (!user.id || !user.username) {
      throw new Error('Keycloak answered a user without id or username');
    }
    const roles = await this.client.users.listCompositeRealmRoleMappings({ id: user.id });
    // Keycloak's own `name` claim is first and last name joined by a space.
    const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
    return {
      id: user.id,
      email: user.email ?? '',
      username: user.username,
      emailVerified: user.emailVerified ?? false,
      roles: roles
        .map((role) => role.name)
        .filter((name): name is string => typeof name === 'string'),
      ...(fullName ? { fullName } : {}),
    };
  }

  /** The client with a live service-account token (client-credentials tokens come without refresh tokens). */
  private async admin(): Promise<KeycloakAdminClient> {
    if (!this.client.accessToken || this.client.isTokenExpired()) {
      await this.client.auth({
        grantType: 'client_credentials',
        clientId: this.options.clientId,
        clientSecret: this.options.clientSecret,
      });
    }
    return this.client;
  }
}
