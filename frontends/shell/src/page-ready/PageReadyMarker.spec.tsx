import { useMyProfileQuery, type ComponentModule } from '@filmcollab/web-kit';
import { myProfile, type FakeReply } from '@filmcollab/web-kit/testing';
import { act, screen } from '@testing-library/react';
import { RemoteModule } from '../remotes/RemoteModule';
import { renderInShell } from '../testing/render-in-shell';
import { testAuthClient } from '../testing/test-auth-client';
import { PAGE_READY_ATTRIBUTE } from './page-readiness';
import { PageReadyMarker } from './PageReadyMarker';

/** A few frames and tasks: long enough for a marker that was going to mark to have done so. */
const aWhile = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

function later<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function ProfileHeading() {
  const { data } = useMyProfileQuery();
  return data ? <h1>{data.fullName}</h1> : <p>Loading…</p>;
}

describe('PageReadyMarker', () => {
  afterEach(() => document.documentElement.removeAttribute(PAGE_READY_ATTRIBUTE));

  it("marks the page ready once the page's remote code has arrived and rendered", async () => {
    const page = later<ComponentModule>();
    const { readiness } = renderInShell(
      <>
        <RemoteModule remote="profiles" load={() => page.promise} />
        <PageReadyMarker />
      </>,
      { client: await testAuthClient(false) },
    );
    await aWhile();
    expect(readiness.isReady()).toBe(false);

    await act(async () => page.resolve({ default: () => <h1>Profile</h1> }));
    await aWhile();
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(readiness.isReady()).toBe(true);
    expect(document.documentElement).toHaveAttribute(PAGE_READY_ATTRIBUTE);
  });

  it("waits for the page's data requests, started by the page's first render", async () => {
    const answer = later<FakeReply>();
    const { readiness } = renderInShell(
      <>
        <ProfileHeading />
        <PageReadyMarker />
      </>,
      { client: await testAuthClient(true), api: { 'GET /api/profiles/me': () => answer.promise } },
    );
    await aWhile();
    expect(readiness.isReady()).toBe(false);

    await act(async () => answer.resolve({ status: 200, body: myProfile() }));
    expect(await screen.findByRole('heading', { name: 'Alice Smith' })).toBeInTheDocument();
    await aWhile();
    expect(readiness.isReady()).toBe(true);
  });

  it('marks a page without remote code or data at once', async () => {
    const { readiness } = renderInShell(<PageReadyMarker />, {
      client: await testAuthClient(false),
    });
    await aWhile();
    expect(readiness.isReady()).toBe(true);
  });
});
