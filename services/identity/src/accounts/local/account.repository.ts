import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { conflictOnDuplicate, withId } from '@filmcollab/service-kit';
import type { Model } from 'mongoose';
import type { Account } from '../account';
import { AccountAlreadyExistsError } from '../account-already-exists.error';
import { ACCOUNT_MODEL, type AccountDocument } from './account.schema';

export interface StoredAccount extends Account {
  passwordHash: string;
}

/** Drops the timestamps; an account without a name has no `fullName` at all (not null). */
function toStoredAccount(doc: AccountDocument): StoredAccount {
  const { createdAt: _createdAt, updatedAt: _updatedAt, fullName, ...account } = withId(doc);
  return { ...account, ...(fullName ? { fullName } : {}) };
}

/** Local accounts in the identity database; answers plain objects, never documents. */
@Injectable()
export class AccountRepository {
  constructor(@InjectModel(ACCOUNT_MODEL) private readonly accounts: Model<AccountDocument>) {}

  async findById(id: string): Promise<StoredAccount | null> {
    const doc = await this.accounts.findById(id).lean<AccountDocument>().exec();
    return doc ? toStoredAccount(doc) : null;
  }

  async findByEmail(email: string): Promise<StoredAccount | null> {
    const doc = await this.accounts.findOne({ email }).lean<AccountDocument>().exec();
    return doc ? toStoredAccount(doc) : null;
  }

  async findByUsername(username: string): Promise<StoredAccount | null> {
    const doc = await this.accounts.findOne({ username }).lean<AccountDocument>().exec();
    return doc ? toStoredAccount(doc) : null;
  }

  /** Throws `AccountAlreadyExistsError` when a unique index (e-mail, username) refuses the insert. */
  async insert(account: Omit<AccountDocument, 'createdAt' | 'updatedAt'>): Promise<StoredAccount> {
    const created = await conflictOnDuplicate(
      () => this.accounts.create(account),
      (fields) => new AccountAlreadyExistsError(fields.includes('username') ? 'username' : 'email'),
    );
    return toStoredAccount(created.toObject());
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
