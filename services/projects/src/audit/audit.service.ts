import { Injectable } from '@nestjs/common';
import type { ParticipationAudit } from '@filmcollab/contracts';
import { Clock } from '@filmcollab/service-kit';
import type { AuditEntryRecord, NewAuditEntry } from './audit-entry-record';
import { AuditRepository } from './audit.repository';

/** The participation audit (spec 03 §4): written inside the unit of work of the change it records. */
@Injectable()
export class AuditService {
  constructor(
    private readonly entries: AuditRepository,
    private readonly clock: Clock,
  ) {}

  record(entry: NewAuditEntry): Promise<AuditEntryRecord> {
    return this.entries.insert(entry, this.clock.now());
  }

  async latest(projectId: string, userId: string): Promise<ParticipationAudit | null> {
    const entry = await this.entries.latest(projectId, userId);
    return entry
      ? {
          action: entry.action,
          role: entry.role,
          message: entry.message,
          createdAt: entry.createdAt.toISOString(),
        }
      : null;
  }

  history(projectId: string, userId: string): Promise<AuditEntryRecord[]> {
    return this.entries.history(projectId, userId);
  }
}
