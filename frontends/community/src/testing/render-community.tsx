import type { CommunityPost } from '@filmcollab/contracts/community';
import { fakeApi, renderLikeShell } from '@filmcollab/web-kit/testing';
import type { ReactElement } from 'react';

export const ME = { id: 'u1', username: 'ada_films', name: 'Ada Lovelace' };

/** A feed post as the community service answers it. */
export function aPost(overrides: Partial<CommunityPost> = {}): CommunityPost {
  return {
    id: 'p1',
    authorId: 'u2',
    author: { id: 'u2', username: 'bo_chen', fullName: 'Bo Chen', profileImageUrl: null },
    content: 'Looking for a gaffer, ask @ada_films',
    title: 'Looking for a gaffer, ask @ada_films',
    topic: 'general',
    isCrowdfunding: false,
    tags: ['lighting'],
    likesCount: 0,
    repliesCount: 0,
    likedByMe: false,
    fileAttachments: [],
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * Renders a community component the way the shell does (signed in as `ME`, see `renderLikeShell`)
 * against a fake gateway and a fake realtime socket.
 */
export async function renderCommunity(
  ui: ReactElement,
  routes: Parameters<typeof fakeApi>[0] = {},
) {
  const gateway = fakeApi(routes);
  const view = await renderLikeShell(ui, { user: ME, realtime: true });
  return { ...view, gateway };
}
