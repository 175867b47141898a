import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, myProfile, renderLikeShell } from '@filmcollab/web-kit/testing';
import FeedbackDialog from './FeedbackDialog';

const alice = { id: 'u1', username: 'alice' };

function showLayout(user: typeof alice | null = alice) {
  return renderLikeShell(<FeedbackDialog />, { path: '/', url: '/', user });
}

const trigger = () => screen.getByRole('button', { name: 'Send feedback' });

async function openByClick() {
  await userEvent.click(trigger());
  return screen.findByRole('dialog', { name: 'Feedback' });
}

describe('FeedbackDialog', () => {
  it('shows only the floating trigger while closed', async () => {
    fakeApi({ 'GET /api/profiles/me': { status: 200, body: myProfile() } });
    await showLayout();

    expect(trigger()).toHaveTextContent('Feedback');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens with the mouse and holds the feedback form', async () => {
    fakeApi({ 'GET /api/profiles/me': { status: 200, body: myProfile() } });
    await showLayout();

    const dialog = await openByClick();

    // The greeting uses the username until the profile query answers with the full name.
    await waitFor(() =>
      expect(dialog).toHaveTextContent(/Hi Alice Smith, we'd love to hear your thoughts!/),
    );
    expect(screen.getByPlaceholderText('Type your feedback here...')).toHaveAccessibleName(
      'Your feedback',
    );
    expect(screen.getByText('0/500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Feedback' })).toBeDisabled();
  });

  it('opens from the keyboard and moves focus into the dialog', async () => {
    fakeApi({ 'GET /api/profiles/me': { status: 200, body: myProfile() } });
    await showLayout();

    await userEvent.tab();
    expect(trigger()).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes after a successful send, thanks the user and returns focus to the trigger', async () => {
    let finish: () => void = () => undefined;
    const { calls } = fakeApi({
      'GET /api/profiles/me': { status: 200, body: myProfile() },
      'POST /api/profiles/feedback': () =>
        new Promise((resolve) => {
          finish = () =>
            resolve({ status: 201, body: { id: 'f1', createdAt: '2025-08-01T00:00:00.000Z' } });
        }),
    });
    await showLayout();
    await openByClick();
    await screen.findByText(/Hi Alice Smith/);

    await userEvent.type(screen.getByPlaceholderText('Type your feedback here...'), ' Great! ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    // Still open while the request is in flight.
    expect(screen.getByRole('dialog', { name: 'Feedback' })).toBeInTheDocument();
    await act(async () => finish());

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ text: 'Great!' });
    expect(trigger()).toHaveFocus();
  });

  it('stays open with the text when sending fails', async () => {
    fakeApi({
      'GET /api/profiles/me': { status: 200, body: myProfile() },
      'POST /api/profiles/feedback': { status: 500, body: { message: 'boom', code: 'INTERNAL' } },
    });
    await showLayout();
    await openByClick();
    await screen.findByText(/Hi Alice Smith/);

    await userEvent.type(screen.getByPlaceholderText('Type your feedback here...'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));

    expect(await screen.findByText('Failed to send feedback.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Feedback' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Type your feedback here...')).toHaveValue('Hello');
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    fakeApi({ 'GET /api/profiles/me': { status: 200, body: myProfile() } });
    await showLayout();
    await openByClick();

    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger()).toHaveFocus();
  });

  it('closes with the close button and returns focus to the trigger', async () => {
    fakeApi({ 'GET /api/profiles/me': { status: 200, body: myProfile() } });
    await showLayout();
    await openByClick();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger()).toHaveFocus();
  });

  it('renders nothing for a signed-out visitor', async () => {
    fakeApi({});
    await showLayout(null);

    expect(screen.queryByRole('button', { name: 'Send feedback' })).not.toBeInTheDocument();
  });
});
