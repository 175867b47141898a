import type { Profile } from '@filmcollab/contracts';
import type { Clock } from '@filmcollab/service-kit';
import type { ProfilesConfig } from '../config/profiles-config.schema';
import { ProfileReadCache } from './profile-read-cache';

describe('ProfileReadCache', () => {
  let now: number;
  let cache: ProfileReadCache;
  // The cache never looks inside a profile.
  const profile = (id: string) => ({ id }) as Profile;
  const fill = (id: string) => cache.store(id, profile(id), cache.readStarted());

  beforeEach(() => {
    now = 1_000_000;
    const clock = { now: () => new Date(now) } as Clock;
    cache = new ProfileReadCache(
      { PROFILE_CACHE_MAX_ENTRIES: 2, PROFILE_CACHE_MAX_AGE_MS: 60_000 } as ProfilesConfig,
      clock,
    );
    cache.enable();
  });

  it('answers what a read stored until the profile is forgotten', () => {
    fill('a');
    expect(cache.get('a')?.id).toBe('a');
    cache.forget('a');
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not keep what a read found when something was forgotten while it read', () => {
    const started = cache.readStarted();
    cache.forget('a'); // a write committed during the read
    cache.store('a', profile('a'), started);
    expect(cache.get('a')).toBeUndefined();
    fill('a');
    expect(cache.get('a')).toBeDefined();
  });

  it('keeps nothing while disabled (change events may be missed) and empties itself on disable', () => {
    fill('a');
    cache.disable();
    expect(cache.get('a')).toBeUndefined();
    fill('b');
    expect(cache.get('b')).toBeUndefined();
    cache.enable();
    fill('b');
    expect(cache.get('b')).toBeDefined();
  });

  it('holds at most its size, dropping the least recently read', () => {
    fill('a');
    fill('b');
    cache.get('a');
    fill('c');
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('reads a profile again once its copy is older than the maximum age', () => {
    fill('a');
    now += 59_999;
    expect(cache.get('a')).toBeDefined();
    now += 1;
    expect(cache.get('a')).toBeUndefined();
  });
});
