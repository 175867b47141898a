import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { DISCOVERY_LIMITS } from '@filmcollab/contracts';
import {
  type SearchHistoryRecord,
  SearchPreferencesRepository,
} from './search-preferences.repository';

const RETRY_MS = 1000;

/**
 * Writes search history off the search's path: a search queues its entry and answers; the entries
 * queued meanwhile are pushed in one update per user, in order. Reads of the record wait for the
 * user's queue first (`settled`), so this instance always reads its own searches. A failed write
 * is queued again and retried a second later (at most the newest 50, all that would be kept);
 * shutdown waits for the writes under way.
 */
@Injectable()
export class SearchHistoryWriter implements BeforeApplicationShutdown {
  private readonly logger = new Logger('SearchHistory');
  private readonly queued = new Map<string, SearchHistoryRecord[]>();
  private readonly writing = new Map<string, Promise<void>>();

  constructor(private readonly preferences: SearchPreferencesRepository) {}

  record(userId: string, entry: SearchHistoryRecord): void {
    const entries = this.queued.get(userId);
    if (entries) {
      entries.push(entry);
      if (entries.length > DISCOVERY_LIMITS.historyKept) entries.shift();
      return;
    }
    this.queued.set(userId, [entry]);
    this.schedule(userId, 0);
  }

  /** Resolves once the entries queued for the user before the call are written (or failed once). */
  async settled(userId: string): Promise<void> {
    await this.writing.get(userId);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all([...this.writing.keys()].map((userId) => this.settled(userId)));
  }

  private schedule(userId: string, delayMs: number): void {
    const previous = this.writing.get(userId) ?? Promise.resolve();
    const next = previous
      .then(() => new Promise((resolve) => setTimeout(resolve, delayMs)))
      .then(() => this.write(userId));
    this.writing.set(userId, next);
    void next.finally(() => {
      if (this.writing.get(userId) === next) this.writing.delete(userId);
    });
  }

  private async write(userId: string): Promise<void> {
    const entries = this.queued.get(userId);
    this.queued.delete(userId);
    if (!entries?.length) return;
    try {
      await this.preferences.pushHistory(userId, entries, DISCOVERY_LIMITS.historyKept);
    } catch (error) {
      this.logger.warn(`search history of ${userId} not stored yet, retrying: ${String(error)}`);
      const later = this.queued.get(userId) ?? [];
      this.queued.set(userId, [...entries, ...later].slice(-DISCOVERY_LIMITS.historyKept));
      if (!later.length) this.schedule(userId, RETRY_MS);
    }
  }
}
