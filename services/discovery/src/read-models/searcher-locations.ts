import { Injectable } from '@nestjs/common';
import { PeopleRepository } from './people.repository';

const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

/**
 * The searcher's own location (lower-cased), which scores results when a search names none: kept
 * in memory so a search does not read the searcher's profile each time. A profile change handled
 * here forgets it at once; the minute's TTL bounds what another instance's handling leaves stale.
 */
@Injectable()
export class SearcherLocations {
  private readonly known = new Map<string, { locationText: string | null; until: number }>();

  constructor(private readonly people: PeopleRepository) {}

  async of(userId: string): Promise<string | null> {
    const now = Date.now();
    const hit = this.known.get(userId);
    if (hit && hit.until > now) return hit.locationText;
    const locationText = (await this.people.findById(userId))?.locationText || null;
    if (this.known.size >= MAX_ENTRIES) this.known.clear();
    this.known.set(userId, { locationText, until: now + TTL_MS });
    return locationText;
  }

  forget(userId: string): void {
    this.known.delete(userId);
  }
}
