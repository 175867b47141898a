import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { CrewMember } from '@filmcollab/contracts';
import type { Model } from 'mongoose';
import { FILM_MODEL, type FilmDocument } from './film.schema';

export interface FilmRecord {
  id: string;
  roundId: string;
  userId: string;
  title: string;
  description: string;
  crew: CrewMember[];
  videoKey: string;
  contentType: string;
  captionsKey: string | null;
  durationSeconds: number;
  submittedAt: Date;
}

function toRecord(doc: FilmDocument): FilmRecord {
  return {
    id: doc._id,
    roundId: doc.roundId,
    userId: doc.userId,
    title: doc.title,
    description: doc.description ?? '',
    crew: (doc.crew ?? []).map((m) => ({
      userId: m.userId,
      username: m.username,
      fullName: m.fullName ?? null,
    })),
    videoKey: doc.videoKey,
    contentType: doc.contentType,
    captionsKey: doc.captionsKey ?? null,
    durationSeconds: doc.durationSeconds,
    submittedAt: doc.submittedAt,
  };
}

/** Everyone who made the film: its submitter and the crew. */
export function teamOf(film: Pick<FilmRecord, 'userId' | 'crew'>): Set<string> {
  return new Set([film.userId, ...film.crew.map((m) => m.userId)]);
}

@Injectable()
export class FilmRepository {
  constructor(@InjectModel(FILM_MODEL) private readonly films: Model<FilmDocument>) {}

  async insert(film: FilmRecord): Promise<FilmRecord> {
    const { id, ...rest } = film;
    await this.films.create({ _id: id, ...rest });
    return film;
  }

  async find(id: string): Promise<FilmRecord | null> {
    const doc = await this.films.findById(id).lean<FilmDocument>().exec();
    return doc ? toRecord(doc) : null;
  }

  /** Newest first. */
  async list(roundId?: string): Promise<FilmRecord[]> {
    const docs = await this.films
      .find(roundId ? { roundId } : {})
      .sort({ submittedAt: -1, _id: -1 })
      .lean<FilmDocument[]>()
      .exec();
    return docs.map(toRecord);
  }

  async delete(id: string): Promise<boolean> {
    const deleted = await this.films.deleteOne({ _id: id }).exec();
    return deleted.deletedCount === 1;
  }
}
