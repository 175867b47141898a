import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderWithAuth, requestBody } from '../testing/render-with-auth';
import ResetPasswordPage from './ResetPasswordPage';

describe('ResetPasswordPage (/reset-password?email=…)', () => {
  it('takes the address from the link and sets the new password with the e-mailed code', async () => {
    const fetchMock = mockFetch(
      jsonResponse(200, { success: true, message: 'Password updated! You can now sign in.' }),
    );
    const user = userEvent.setup();
    renderWithAuth(<ResetPasswordPage />, '/reset-password?email=maya%40example.com');
    expect(screen.getByLabelText('Email')).toHaveValue('maya@example.com');
    await user.type(screen.getByLabelText('One-time code'), '654321');
    await user.type(screen.getByLabelText('New Password'), 'N3w-Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password updated! You can now sign in.',
    );
    expect(requestBody(fetchMock)).toEqual({
      email: 'maya@example.com',
      code: '654321',
      newPassword: 'N3w-Passw0rd!',
    });
    await user.click(screen.getByRole('link', { name: 'Go to Sign In' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/auth?tab=signin');
  });

  it('asks for every field', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderWithAuth(<ResetPasswordPage />, '/reset-password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all fields.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
