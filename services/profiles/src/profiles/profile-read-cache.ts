import { Injectable } from '@nestjs/common';
import type { Profile } from '@filmcollab/contracts';
import { Clock, InjectConfig } from '@filmcollab/service-kit';
import type { ProfilesConfig } from '../config/profiles-config.schema';

interface CachedProfile {
  profile: Profile;
  storedAtMs: number;
}

/**
 * `GET /api/profiles/:id` answers from memory: the profile page is read far more often than written.
 * Correctness rests on invalidation, not on expiry:
 * - this instance forgets a profile right after its own write commits (`forget`), so nobody reads
 *   their own write stale;
 * - other replicas' writes arrive as `profiles.profile.updated` through `ProfileUpdatesListener`;
 *   until that listener runs (or while it is down) nothing is cached at all;
 * - a read that began before an invalidation does not store what it read (`readStarted` /
 *   `store` compare generations), so a slow read never puts back an older copy.
 * Size is bounded (least recently read go first) and age too (`PROFILE_CACHE_MAX_AGE_MS`).
 */
@Injectable()
export class ProfileReadCache {
  private readonly entries = new Map<string, CachedProfile>();
  private generation = 0;
  private enabled = false;
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;

  constructor(
    @InjectConfig() config: ProfilesConfig,
    private readonly clock: Clock,
  ) {
    this.maxEntries = config.PROFILE_CACHE_MAX_ENTRIES;
    this.maxAgeMs = config.PROFILE_CACHE_MAX_AGE_MS;
  }

  get(id: string): Profile | undefined {
    const cached = this.entries.get(id);
    if (!cached) return undefined;
    this.entries.delete(id);
    if (this.clock.now().getTime() - cached.storedAtMs >= this.maxAgeMs) return undefined;
    // Maps iterate in insertion order: re-inserting makes this the most recently read.
    this.entries.set(id, cached);
    return cached.profile;
  }

  /** Taken before reading the database; hand it to `store`. */
  readStarted(): number {
    return this.generation;
  }

  /** Keeps what a read found, unless something was invalidated since the read began. */
  store(id: string, profile: Profile, readStartedAt: number): void {
    if (!this.enabled || readStartedAt !== this.generation) return;
    this.entries.delete(id);
    this.entries.set(id, { profile, storedAtMs: this.clock.now().getTime() });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  forget(id: string): void {
    this.generation += 1;
    this.entries.delete(id);
  }

  /** Change events are arriving: caching is safe from now on. */
  enable(): void {
    this.generation += 1;
    this.enabled = true;
  }

  /** Change events may be missed: nothing is served from memory until `enable`. */
  disable(): void {
    this.generation += 1;
    this.enabled = false;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
