import type { Page } from '@playwright/test';
import { expect, test } from './accessibility/accessible-test';
import { uniqueText } from './journeys/collaborators';
import { freshCollaborators } from './journeys/fresh-collaborators';
import { signedInPage, verifiedAccount } from './journeys/projects';

/** Spec 01 §8 "Messaging": the disabled input's note, character for character. */
const MESSAGING_NOT_ALLOWED_TEXT = 'You can only message users from your projects.';

/** The header's messages icon; its name carries the unread count ('Messages (3 unread)'). */
const messagesIcon = (page: Page) =>
  page.getByRole('link', { name: /^Messages( \((\d+|99\+) unread\))?$/ });

async function unreadMessages(page: Page): Promise<number> {
  const name = (await messagesIcon(page).getAttribute('aria-label')) ?? '';
  return Number(/\((\d+) unread\)/.exec(name)?.[1] ?? 0);
}

test('a message raises the badge live, opening it turns the tick blue, typing shows, strangers cannot write', async ({
  browser,
  request,
}) => {
  // Two people of one project: their badges and threads are theirs alone.
  const { creator, member } = await freshCollaborators(browser, request, {
    creator: 'Dana Receiver',
    member: 'Alex Sender',
  });
  const [receiver, sender] = [creator.page, member.page];
  const [receiverAccount, senderAccount] = [creator.account, member.account];

  // A message from before the receiver's page loads, so the badge starts with a count.
  const earlier = uniqueText('Script pages attached');
  await expect(async () => {
    const sent = await sender.request.post('/api/messaging/messages', {
      headers: member.headers,
      data: { receiverId: creator.userId, text: earlier },
    });
    expect(sent.status()).toBe(201);
  }).toPass({ timeout: 15_000 });

  // The receiver waits elsewhere in the app with the header's icon in view.
  await receiver.goto('/projects');
  await expect(messagesIcon(receiver)).toHaveAccessibleName('Messages (1 unread)');
  const unreadBefore = await unreadMessages(receiver);

  // The sender opens the conversation from the receiver's profile (collaborators only).
  await sender.goto(`/user/username/${receiverAccount.username}`);
  await sender.getByRole('button', { name: 'Message', exact: true }).click();
  await expect(sender).toHaveURL(/\/messages\/[^/]+$/);
  const receiverThreadPath = new URL(sender.url()).pathname;
  const input = sender.getByRole('textbox', { name: 'Type a message' });
  await expect(input).toBeEnabled();

  const first = uniqueText('Call time moved to 7pm');
  await input.fill(first);
  await input.press('Enter');
  const senderLog = sender.getByRole('log', {
    name: `Messages with ${receiverAccount.fullName}`,
  });
  const firstBubble = senderLog.getByTestId('own-message').filter({ hasText: first });
  await expect(firstBubble.getByRole('img', { name: 'Sent' })).toBeVisible();
  await expect(input).toHaveValue('');

  // Pushed, not polled: the badge rises in the same document.
  const documentStart = await receiver.evaluate(() => performance.timeOrigin);
  await expect(messagesIcon(receiver)).toHaveAccessibleName(
    `Messages (${unreadBefore + 1} unread)`,
  );
  expect(await receiver.evaluate(() => performance.timeOrigin)).toBe(documentStart);

  await messagesIcon(receiver).click();
  await receiver
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(senderAccount.fullName) })
    .click();
  const receiverLog = receiver.getByRole('log', {
    name: `Messages with ${senderAccount.fullName}`,
  });
  await expect(receiverLog.getByText(earlier)).toBeVisible();
  await expect(receiverLog.getByText(first)).toBeVisible();
  await expect(firstBubble.getByRole('img', { name: 'Read' })).toBeVisible();
  // Reading the thread clears its unread messages (the earlier one included) from the badge.
  await expect(messagesIcon(receiver)).toHaveAccessibleName('Messages');

  // Typing shows on the other side, and sending clears it.
  const typing = receiver.getByText(`${senderAccount.fullName} is typing...`);
  const second = uniqueText('Bringing the gimbal');
  await input.pressSequentially(second.slice(0, 8));
  await expect(typing).toBeVisible();
  await input.pressSequentially(second.slice(8));
  await input.press('Enter');
  await expect(receiverLog.getByText(second)).toBeVisible();
  await expect(typing).toBeHidden();

  // Someone who shares no project with the receiver cannot write to them.
  const strangerAccount = await verifiedAccount(request, 'mstranger');
  const stranger = await signedInPage(browser, strangerAccount);
  await stranger.goto(receiverThreadPath);
  await expect(stranger.getByText(MESSAGING_NOT_ALLOWED_TEXT, { exact: true })).toBeVisible();
  await expect(stranger.getByRole('textbox', { name: 'Type a message' })).toBeDisabled();
  await expect(stranger.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
});

test('a project member posts in the group chat and another member sees it live', async ({
  browser,
  request,
}) => {
  const {
    creator,
    member: memberSession,
    projectId,
  } = await freshCollaborators(browser, request, { creator: 'Gale Owner', member: 'Kit Member' });
  const chatPath = `/collaboration/${projectId}?view=chat`;
  const ownerPage = creator.page;
  await ownerPage.goto(chatPath);
  const ownerChat = ownerPage.getByRole('log', { name: 'Group chat messages' });
  await expect(ownerChat).toBeVisible();

  const member = memberSession.page;
  await member.goto(chatPath);
  const memberInput = member.getByRole('textbox', { name: 'Message the team' });
  await expect(memberInput).toBeEnabled();
  const text = uniqueText('Wrap at midnight, pizza on set');
  await memberInput.fill(text);
  await memberInput.press('Enter');
  await expect(
    member.getByRole('log', { name: 'Group chat messages' }).getByText(text),
  ).toBeVisible();

  await expect(ownerChat.getByText(text)).toBeVisible();
});
