import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { NewAccount } from '../new-account';
import { verifiedAccount } from './projects';
import { signIn } from './sign-in';

export interface Collaborator {
  account: NewAccount;
  /** A page of its own browser context, signed in as `account`. */
  page: Page;
  /** The bearer header of that session, for the journey's API calls. */
  headers: { authorization: string };
  userId: string;
}

type Session = Omit<Collaborator, 'userId'>;

/**
 * Two fresh accounts who share a new project, so they may message each other and open its
 * workspace: the creator posts it to Explore and accepts the member's application, all through
 * the public APIs. Journeys that change messages or a project's chat use these instead of the
 * seeded demo accounts, whose badges and projects other journeys read at the same time.
 */
export async function freshCollaborators(
  browser: Browser,
  request: APIRequestContext,
  names: { creator: string; member: string },
): Promise<{ creator: Collaborator; member: Collaborator; projectId: string }> {
  const creator = await signedInCollaborator(browser, request, 'fcreator', names.creator);
  const member = await signedInCollaborator(browser, request, 'fmember', names.member);

  const created = await creator.page.request.post('/api/projects', {
    headers: creator.headers,
    data: { title: `Shared set ${Date.now().toString(36)}` },
  });
  expect(created.status()).toBe(201);
  const { id: projectId, creatorId } = (await created.json()) as { id: string; creatorId: string };
  const posted = await creator.page.request.post(`/api/projects/${projectId}/explore`, {
    headers: creator.headers,
  });
  expect(posted.status()).toBe(200);

  const applied = await member.page.request.post(`/api/projects/${projectId}/applications`, {
    headers: member.headers,
    data: { role: 'actor', message: null },
  });
  expect(applied.status()).toBe(201);
  const { id: applicationId } = (await applied.json()) as { id: string };
  const accepted = await creator.page.request.post(
    `/api/projects/${projectId}/applications/${applicationId}/accept`,
    { headers: creator.headers },
  );
  expect(accepted.status()).toBe(200);
  const { userId: memberId } = (await accepted.json()) as { userId: string };
  return {
    creator: { ...creator, userId: creatorId },
    member: { ...member, userId: memberId },
    projectId,
  };
}

async function signedInCollaborator(
  browser: Browser,
  request: APIRequestContext,
  prefix: string,
  fullName: string,
): Promise<Session> {
  const account = await verifiedAccount(request, prefix, fullName);
  const page = await (await browser.newContext()).newPage();
  const token = await signIn(page, account);
  return { account, page, headers: { authorization: `Bearer ${token}` } };
}
