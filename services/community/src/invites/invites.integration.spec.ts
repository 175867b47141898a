import { INVITE_EMPTY_MESSAGE, InviteSentEvent } from '@filmcollab/contracts';
import type { ServiceHarness, TestUser } from '@filmcollab/service-kit/testing';
import { PUBLIC_URL, member, startCommunityHarness } from '../testing/community-test-setup';

describe('friend invites', () => {
  let harness: ServiceHarness;
  let ada: TestUser;
  let bo: TestUser;

  beforeAll(async () => {
    harness = await startCommunityHarness();
    ada = await member(harness, 'Ada Lovelace');
    bo = await member(harness, 'Bo Chen');
  });
  afterAll(() => harness?.stop());

  const invite = (user: TestUser, invites: object[]) =>
    harness.request('/api/community/invites', {
      method: 'POST',
      as: user,
      body: { invites, source: 'unified' },
    });

  it('sends one e-mail per address with a sign-up link, through notifications', async () => {
    const sent = await harness.recordEvents(InviteSentEvent);
    const { status, body } = await invite(ada, [
      { name: 'Cy', email: 'CY@example.com' },
      { name: '', email: 'ignored@example.com' },
      { name: 'Di', email: 'di@example.com' },
    ]);
    expect(status).toBe(200);
    expect(body).toEqual({ sent: 2, skipped: 0 });
    const mail = await sent.next((event) => event.to === 'cy@example.com');
    expect(mail).toMatchObject({
      inviterId: ada.id,
      inviterName: 'Ada Lovelace',
      name: 'Cy',
      subject: 'Ada Lovelace invited you to FilmCollab',
      signUpUrl: `${PUBLIC_URL}/auth?tab=signup`,
    });
    expect(mail.text).toContain(`${PUBLIC_URL}/auth?tab=signup`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/auth?tab=signup"`);
  });

  it('does not mail the same address twice a day for the same user', async () => {
    const sent = await harness.recordEvents(InviteSentEvent);
    expect((await invite(bo, [{ name: 'Eve', email: 'eve@example.com' }])).body).toEqual({
      sent: 1,
      skipped: 0,
    });
    expect((await invite(bo, [{ name: 'Eve', email: 'eve@example.com' }])).body).toEqual({
      sent: 0,
      skipped: 1,
    });
    expect((await invite(ada, [{ name: 'Eve', email: 'eve@example.com' }])).body).toEqual({
      sent: 1,
      skipped: 0,
    });
    await sent.next((event) => event.inviterId === ada.id && event.to === 'eve@example.com');
    const fromBo = new Set(
      sent.events
        .filter((e) => e.payload.inviterId === bo.id && e.payload.to === 'eve@example.com')
        .map((e) => e.id),
    );
    expect(fromBo.size).toBe(1);
  });

  it("refuses rows without both a name and an e-mail with 'Please enter at least one name and email.'", async () => {
    const { status, body } = await invite(ada, [{ name: 'Only name', email: '' }]);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message: INVITE_EMPTY_MESSAGE });
  });

  it('refuses more than 5 rows and a malformed e-mail, sending nothing', async () => {
    const sent = await harness.recordEvents(InviteSentEvent);
    const rows = Array.from({ length: 6 }, (_, i) => ({
      name: `P${i}`,
      email: `p${i}@example.com`,
    }));
    expect((await invite(ada, rows)).status).toBe(400);
    expect((await invite(ada, [{ name: 'X', email: 'not-an-email' }])).status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent.count()).toBe(0);
  });
});
