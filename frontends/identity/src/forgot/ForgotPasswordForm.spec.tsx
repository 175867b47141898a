import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { jsonResponse, mockFetch, requestBody, TestStore } from '../testing/render-with-auth';
import { ForgotPasswordForm } from './ForgotPasswordForm';

function renderForm() {
  const onUpdated = jest.fn();
  render(<ForgotPasswordForm onUpdated={onUpdated} />, { wrapper: TestStore });
  return onUpdated;
}

async function requestCode(user: UserEvent, email: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
}

const sent = () => jsonResponse(200, { success: true, message: 'OTP sent! Check your email.' });

describe('ForgotPasswordForm', () => {
  it.each([
    ['', 'Please enter your email address.'],
    ['maya@', 'Invalid email format.'],
  ])('step 1 with %j shows %s and calls no server', async (email, message) => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderForm();
    await requestCode(user, email);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each<[string, Response | Error, string]>([
    [
      'the server message',
      jsonResponse(429, {
        message: 'Too many code requests for this email. Please wait a few minutes and try again.',
        code: 'RESET_RATE_LIMITED',
      }),
      'Too many code requests for this email. Please wait a few minutes and try again.',
    ],
    ['the fallback without message', jsonResponse(500, null), 'Failed to send OTP.'],
    ['the network failure text', new TypeError('Failed to fetch'), 'Server error.'],
  ])('step 1 failing shows %s', async (_case, response, message) => {
    mockFetch(response);
    const user = userEvent.setup();
    renderForm();
    await requestCode(user, 'maya@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  });

  it('sends the code, then takes the code and a new password', async () => {
    const fetchMock = mockFetch(
      sent(),
      jsonResponse(200, { success: true, message: 'Password updated! You can now sign in.' }),
    );
    const user = userEvent.setup();
    const onUpdated = renderForm();
    await requestCode(user, 'maya@example.com');

    expect(await screen.findByRole('status')).toHaveTextContent('OTP sent! Check your email.');
    expect(fetchMock.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/identity/password-reset/request',
    });
    expect(requestBody(fetchMock)).toEqual({ email: 'maya@example.com' });
    expect(screen.getByText('maya@example.com')).toBeInTheDocument();

    await user.type(screen.getByLabelText('One-time code'), '123456');
    await user.type(screen.getByLabelText('New Password'), 'N3w-Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(fetchMock.requests[1]?.path).toBe('/api/identity/password-reset/confirm');
    expect(requestBody(fetchMock, 1)).toEqual({
      email: 'maya@example.com',
      code: '123456',
      newPassword: 'N3w-Passw0rd!',
    });
    expect(onUpdated).toHaveBeenCalledWith('Password updated! You can now sign in.');
  });

  it.each<[string, Response | Error | null, string]>([
    ['missing fields', null, 'Please fill all fields.'],
    [
      'a refused code',
      jsonResponse(400, {
        message: 'Invalid or expired code. Please request a new one.',
        code: 'RESET_CODE_INVALID',
      }),
      'Invalid or expired code. Please request a new one.',
    ],
    ['a failure without message', jsonResponse(500, null), 'Failed to update password.'],
    ['a network failure', new TypeError('Failed to fetch'), 'Server error.'],
  ])('step 2 with %s shows the spec text', async (_case, response, message) => {
    const fetchMock = mockFetch(sent(), ...(response ? [response] : []));
    const user = userEvent.setup();
    const onUpdated = renderForm();
    await requestCode(user, 'maya@example.com');
    await screen.findByRole('status');
    if (response) {
      await user.type(screen.getByLabelText('One-time code'), '123456');
      await user.type(screen.getByLabelText('New Password'), 'N3w-Passw0rd!');
    } else {
      await user.type(screen.getByLabelText('One-time code'), '123456');
    }
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onUpdated).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(response ? 2 : 1);
  });
});
