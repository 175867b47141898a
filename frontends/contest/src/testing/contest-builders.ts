import type { ContestFilm, ContestRound } from '@filmcollab/contracts/contest';

export function aRound(overrides: Partial<ContestRound> = {}): ContestRound {
  return {
    id: '2026-11',
    month: '2026-11',
    title: 'November 2026 One-Scene Challenge',
    opensAt: '2026-11-01T00:00:00.000Z',
    closesAt: '2026-12-01T00:00:00.000Z',
    judgingEndsAt: '2026-12-08T00:00:00.000Z',
    status: 'open',
    capacity: 250,
    crewMax: 12,
    maxSeconds: 360,
    teamsEntered: 3,
    spotsLeft: 247,
    ...overrides,
  };
}

export function aFilm(overrides: Partial<ContestFilm> = {}): ContestFilm {
  return {
    id: 'film-1',
    roundId: '2026-11',
    userId: 'owner-1',
    authorName: 'Olivia Owner',
    title: 'The Kitchen',
    description: 'Two cooks, one argument.',
    crew: [],
    videoUrl: 'http://localhost:8000/storage/contest-films/2026-11/film-1.mp4',
    contentType: 'video/mp4',
    captionsUrl: null,
    durationSeconds: 120,
    submittedAt: '2026-11-20T10:00:00.000Z',
    averageRating: null,
    ratingCount: 0,
    myRating: null,
    isOwner: false,
    isCrew: false,
    roundClosed: false,
    ...overrides,
  };
}
