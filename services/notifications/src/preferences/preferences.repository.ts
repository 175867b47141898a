import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { NotificationKind } from '@filmcollab/contracts';
import type { Model } from 'mongoose';
import { PREFERENCE_MODEL, type PreferenceDocument } from './preference.schema';

@Injectable()
export class PreferencesRepository {
  constructor(
    @InjectModel(PREFERENCE_MODEL) private readonly preferences: Model<PreferenceDocument>,
  ) {}

  async emailOff(userId: string): Promise<NotificationKind[]> {
    const doc = await this.preferences.findById(userId).lean<PreferenceDocument>().exec();
    return (doc?.emailOff ?? []) as NotificationKind[];
  }

  async setEmailOff(userId: string, kinds: readonly NotificationKind[]): Promise<void> {
    await this.preferences
      .updateOne({ _id: userId }, { $set: { emailOff: [...kinds] } }, { upsert: true })
      .exec();
  }
}
