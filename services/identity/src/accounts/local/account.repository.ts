import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { duplicateKeyFields } from '@filmcollab/service-kit';
import type { Model } from 'mongoose';
import type { Account } from '../account';
import { AccountAlreadyExistsError, type TakenAccountField } from '../account-already-exists.error';
import { ACCOUNT_MODEL, type AccountRecord } from './account.schema';

export interface StoredAccount extends Account {
  passwordHash: string;
}

function duplicateKeyField(error: unknown): TakenAccountField | null {
  const fields = duplicateKeyFields(error);
  if (!fields) return null;
  return fields.includes('username') ? 'username' : 'email';
}

function toStoredAccount(record: AccountRecord): StoredAccount {
  return {
    id: record._id,
    email: record.email,
    username: record.username,
    emailVerified: record.emailVerified,
    roles: [...record.roles],
    passwordHash: record.passwordHash,
    ...(record.fullName ? { fullName: record.fullName } : {}),
  };
}

/** Local accounts in the identity database; answers plain objects, never documents. */
@Injectable()
export class AccountRepository {
  constructor(@InjectModel(ACCOUNT_MODEL) private readonly accounts: Model<AccountRecord>) {}

  async findById(id: string): Promise<StoredAccount | null> {
    const record = await this.accounts.findById(id).lean<AccountRecord>().exec();
    return record ? toStoredAccount(record) : null;
  }

  async findByEmail(email: string): Promise<StoredAccount | null> {
    const record = await this.accounts.findOne({ email }).lean<AccountRecord>().exec();
    return record ? toStoredAccount(record) : null;
  }

  async findByUsername(username: string): Promise<StoredAccount | null> {
    const record = await this.accounts.findOne({ username }).lean<AccountRecord>().exec();
    return record ? toStoredAccount(record) : null;
  }

  /** Throws `AccountAlreadyExistsError` when a unique index (e-mail, username) refuses the insert. */
  async insert(account: Omit<AccountRecord, 'createdAt' | 'updatedAt'>): Promise<StoredAccount> {
    try {
      const created = await this.accounts.create(account);
      return toStoredAccount(created.toObject());
    } catch (error) {
      const field = duplicateKeyField(error);
      if (field) throw new AccountAlreadyExistsError(field);
      throw error;
    }
  }

  async delete(id: string): Promise<void> {
    await this.accounts.deleteOne({ _id: id }).exec();
  }

  async updatePasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.accounts.updateOne({ _id: id }, { $set: { passwordHash } }).exec();
  }

  async markEmailVerified(id: string): Promise<void> {
    await this.accounts.updateOne({ _id: id }, { $set: { emailVerified: true } }).exec();
  }
}
