import { FeedPageSchema, type Project } from '@filmcollab/contracts';
import type { LoadScenario, LoadStep } from './load-scenario';

/** What the scenarios need from the seeded stack (see seeded-load-context.ts). */
export interface LoadContext {
  /** The bench account's token (make seed's demo). */
  token: string;
  /** Someone the bench account may message (a seeded conversation). */
  receiverId: string;
  /** Accounts whose application to a project on Explore was accepted then withdrawn in a probe. */
  applicants: { token: string; project: Project }[];
  /** Virtual users of the read scenarios (k6's LOAD.vus). */
  vus: number;
}

/** As tests/load/search.js: the terms users search, people and projects in turn. */
const SEARCHES = [
  'director',
  'camera',
  'editor',
  'short film',
  'documentary',
  'sound',
  'berlin',
  '',
];
const SEARCH_TYPES = ['collaborators', 'projects'];

/** The first post of a feed page (`FeedPage`, contracts/src/community). */
const firstPostId = (body: string): string | undefined =>
  FeedPageSchema.parse(JSON.parse(body)).posts[0]?.id;

function feedThenComments(feed: string): LoadStep[] {
  return [
    {
      step: 'feed',
      method: 'GET',
      path: () => `/api/community/posts?feed=${feed}&limit=20`,
      keep: (body, kept) => {
        const id = firstPostId(body);
        if (id) kept.postId = id;
        else delete kept.postId;
      },
    },
    {
      step: 'comments',
      method: 'GET',
      path: (kept) => (kept.postId ? `/api/community/posts/${kept.postId}/comments` : null),
    },
  ];
}

/**
 * tests/load's four k6 scenarios as autocannon loops: the same requests in the same order, the
 * same thresholded steps. No think time (k6 sleeps 0.5–1 s per iteration): each connection sends
 * its next request as soon as the last one is answered, a harsher load than the k6 default.
 */
export function loadScenarios(context: LoadContext): LoadScenario[] {
  let searches = 0;
  let messages = 0;
  const reader = (steps: LoadStep[]) => [{ token: context.token, connections: context.vus, steps }];
  return [
    {
      name: 'browse hub',
      script: 'browse-hub.js',
      latencyTargets: { feed: 'requestP95', comments: 'requestP95', explore: 'requestP95' },
      users: reader([
        ...feedThenComments('all'),
        ...feedThenComments('trending'),
        { step: 'explore', method: 'GET', path: () => '/api/projects/explore?limit=20' },
      ]),
    },
    {
      name: 'search',
      script: 'search.js',
      latencyTargets: { search: 'searchP95' },
      users: reader([
        {
          step: 'search',
          method: 'GET',
          path: () => {
            const index = searches++;
            const q = encodeURIComponent(SEARCHES[index % SEARCHES.length]);
            return `/api/discovery/search?q=${q}&type=${SEARCH_TYPES[index % SEARCH_TYPES.length]}`;
          },
        },
      ]),
    },
    {
      name: 'message',
      script: 'message.js',
      latencyTargets: { conversations: 'requestP95', send: 'requestP95' },
      users: reader([
        { step: 'conversations', method: 'GET', path: () => '/api/messaging/conversations' },
        {
          step: 'send',
          method: 'POST',
          path: () => '/api/messaging/messages',
          body: () => ({
            receiverId: context.receiverId,
            text: `bench load message ${messages++}`,
          }),
        },
      ]),
    },
    {
      name: 'apply',
      script: 'apply.js',
      latencyTargets: { project: 'requestP95', apply: 'requestP95' },
      // One connection per account and project: a user has one pending application per project.
      users: context.applicants.map(({ token, project }) => ({
        token,
        connections: 1,
        steps: applySteps(project),
      })),
    },
  ];
}

export function applySteps(project: Project): LoadStep[] {
  const path = `/api/projects/${project.id}`;
  return [
    { step: 'project', method: 'GET', path: () => path },
    {
      step: 'apply',
      method: 'POST',
      path: () => `${path}/applications`,
      body: () => applicationOf(project),
    },
    { step: 'withdraw', method: 'DELETE', path: () => `${path}/applications/mine` },
  ];
}

export function applicationOf(project: Project): { role: string; message: string } {
  return { role: project.requiredRoles[0] ?? 'editor', message: 'bench load test application' };
}
