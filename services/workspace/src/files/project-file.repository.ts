import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { conflictOnDuplicate, withId } from '@filmcollab/service-kit';
import type { Model } from 'mongoose';
import { PROJECT_FILE_MODEL, type ProjectFileDocument } from './project-file.schema';

export interface ProjectFileRecord {
  id: string;
  projectId: string;
  fileName: string;
  filePath: string;
  fileSize: number;
  fileType: string;
  uploadedBy: string;
  description: string | null;
  version: number;
  isLatestVersion: boolean;
  createdAt: Date;
}

const toRecord = (document: ProjectFileDocument) => withId(document) as ProjectFileRecord;

/** Another upload of the same name took this version number at the same moment. */
export class FileVersionTakenError extends Error {}

@Injectable()
export class ProjectFileRepository {
  constructor(
    @InjectModel(PROJECT_FILE_MODEL) private readonly files: Model<ProjectFileDocument>,
  ) {}

  /**
   * Stores a new version of `fileName`: the previous latest one stays, no longer latest. Run it in
   * a unit of work, so the read of the last version, the flag and the insert go together.
   */
  async insertVersion(
    file: Omit<ProjectFileRecord, 'id' | 'version' | 'isLatestVersion'>,
  ): Promise<ProjectFileRecord> {
    const previous = await this.files
      .findOne({ projectId: file.projectId, fileName: file.fileName })
      .sort({ version: -1 })
      .lean<ProjectFileDocument>()
      .exec();
    await this.files
      .updateMany(
        { projectId: file.projectId, fileName: file.fileName },
        { $set: { isLatestVersion: false } },
      )
      .exec();
    const record = {
      id: randomUUID(),
      ...file,
      version: (previous?.version ?? 0) + 1,
      isLatestVersion: true,
    };
    const { id, ...rest } = record;
    await conflictOnDuplicate(
      () => this.files.create({ _id: id, ...rest }),
      () => new FileVersionTakenError(),
    );
    return record;
  }

  async find(projectId: string, id: string): Promise<ProjectFileRecord | null> {
    const document = await this.files
      .findOne({ _id: id, projectId })
      .lean<ProjectFileDocument>()
      .exec();
    return document ? toRecord(document) : null;
  }

  /** Newest first. */
  async ofProject(projectId: string): Promise<ProjectFileRecord[]> {
    const documents = await this.files
      .find({ projectId })
      .sort({ createdAt: -1, version: -1 })
      .lean<ProjectFileDocument[]>()
      .exec();
    return documents.map(toRecord);
  }

  async countLatest(projectId: string): Promise<number> {
    return this.files.countDocuments({ projectId, isLatestVersion: true }).exec();
  }

  /** Deletes the row; when it was the latest version, the next newest becomes the latest. */
  async delete(file: ProjectFileRecord): Promise<void> {
    await this.files.deleteOne({ _id: file.id }).exec();
    if (!file.isLatestVersion) return;
    const next = await this.files
      .findOne({ projectId: file.projectId, fileName: file.fileName })
      .sort({ version: -1 })
      .lean<ProjectFileDocument>()
      .exec();
    if (next)
      await this.files.updateOne({ _id: next._id }, { $set: { isLatestVersion: true } }).exec();
  }
}
