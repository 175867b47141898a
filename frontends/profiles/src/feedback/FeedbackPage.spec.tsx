import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, myProfile, renderLikeShell } from '@filmcollab/web-kit/testing';
import FeedbackPage from './FeedbackPage';

const alice = { id: 'u1', username: 'alice' };

function showFeedback(user: typeof alice | null = alice) {
  return renderLikeShell(<FeedbackPage />, { path: '/feedback', url: '/feedback', user });
}

describe('FeedbackPage', () => {
  it('greets the user by name and disables Send Feedback while the text is blank', async () => {
    fakeApi({ 'GET /api/profiles/me': { status: 200, body: myProfile() } });
    await showFeedback();

    expect(await screen.findByText(/Hi Alice Smith/)).toBeInTheDocument();
    const box = screen.getByPlaceholderText('Type your feedback here...');
    expect(box).toHaveAccessibleName('Your feedback');
    expect(screen.getByText('0/500')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send Feedback' });
    expect(send).toBeDisabled();
    await userEvent.type(box, '   ');
    expect(send).toBeDisabled();
    expect(screen.getByText('3/500')).toBeInTheDocument();
  });

  it('sends the trimmed text, thanks the user and clears the box', async () => {
    let finish: () => void = () => undefined;
    const { calls } = fakeApi({
      'GET /api/profiles/me': { status: 200, body: myProfile() },
      'POST /api/profiles/feedback': () =>
        new Promise((resolve) => {
          finish = () =>
            resolve({ status: 201, body: { id: 'f1', createdAt: '2025-08-01T00:00:00.000Z' } });
        }),
    });
    await showFeedback();
    await screen.findByText(/Hi Alice Smith/);

    const box = screen.getByPlaceholderText('Type your feedback here...');
    await userEvent.type(box, '  Love the contest page!  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(screen.getByRole('button', { name: 'Send Feedback' })).toBeDisabled();
    await act(async () => finish());

    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(screen.getByText('Your feedback has been submitted.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      text: 'Love the contest page!',
    });
    expect(box).toHaveValue('');
  });

  it('stops at 500 characters and counts them', async () => {
    fakeApi({ 'GET /api/profiles/me': { status: 200, body: myProfile() } });
    await showFeedback();
    const box = screen.getByPlaceholderText('Type your feedback here...');

    fireEvent.change(box, { target: { value: 'a'.repeat(620) } });

    expect(box).toHaveValue('a'.repeat(500));
    expect(screen.getByText('500/500')).toBeInTheDocument();
    expect(box).toHaveAttribute('maxLength', '500');
  });

  it("answers 'Login required' when the server refuses a user without a full name", async () => {
    fakeApi({
      'GET /api/profiles/me': { status: 200, body: myProfile() },
      'POST /api/profiles/feedback': {
        status: 403,
        body: {
          message: 'Please sign in to send feedback.',
          code: 'LOGIN_REQUIRED',
          details: { title: 'Login required' },
        },
      },
    });
    await showFeedback();
    await screen.findByText(/Hi Alice Smith/);

    await userEvent.type(screen.getByPlaceholderText('Type your feedback here...'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));

    expect(await screen.findByText('Login required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to send feedback.')).toBeInTheDocument();
  });

  it("answers 'Login required' without calling the server when nobody is signed in", async () => {
    const { calls } = fakeApi({});
    await showFeedback(null);

    await userEvent.type(screen.getByPlaceholderText('Type your feedback here...'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));

    expect(await screen.findByText('Login required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("says 'Failed to send feedback.' when sending fails", async () => {
    fakeApi({
      'GET /api/profiles/me': { status: 200, body: myProfile() },
      'POST /api/profiles/feedback': { status: 500, body: { message: 'boom', code: 'INTERNAL' } },
    });
    await showFeedback();
    await screen.findByText(/Hi Alice Smith/);

    const box = screen.getByPlaceholderText('Type your feedback here...');
    await userEvent.type(box, 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));

    expect(await screen.findByText('Failed to send feedback.')).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
  });
});
