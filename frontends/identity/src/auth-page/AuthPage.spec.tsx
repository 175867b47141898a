import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderWithAuth } from '../testing/render-with-auth';
import AuthPage from './AuthPage';

const VERIFIED = 'Email verified successfully! You can now sign in with your account.';

describe('AuthPage', () => {
  beforeEach(() => sessionStorage.clear());

  it('opens the tab named by ?tab=', async () => {
    renderWithAuth(<AuthPage />, '/auth?tab=signup');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    // The sign-up form loads with its tab.
    expect(await screen.findByLabelText('Full Name')).toBeInTheDocument();
    expect(screen.queryByTestId('vip-signup')).toBeNull();
  });

  it('shows the VIP sign-up text with ?vip=true', () => {
    renderWithAuth(<AuthPage />, '/auth?tab=signup&vip=true');
    expect(screen.getByTestId('vip-signup')).toBeInTheDocument();
  });

  it('falls back to sign-in for an unknown tab', () => {
    renderWithAuth(<AuthPage />, '/auth?tab=nope');
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });

  it('carries the contest landing with the VIP claim leading to the VIP sign-up', async () => {
    const user = userEvent.setup();
    renderWithAuth(<AuthPage />, '/auth');
    expect(screen.getByRole('heading', { name: 'One Scene. Six Minutes.' })).toBeInTheDocument();
    expect(screen.getByText('One-Scene Challenge')).toBeInTheDocument();
    expect(screen.getByText(/1 room, 1 scene, 6 minutes/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Claim My VIP Spot' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/auth?tab=signup&vip=true');
    expect(screen.getByTestId('vip-signup')).toBeInTheDocument();
  });

  describe('?verified=true', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('shows the banner for 5 seconds and switches to the sign-in tab', () => {
      renderWithAuth(<AuthPage />, '/auth?tab=signup&verified=true');
      expect(screen.getByTestId('verified-banner')).toHaveTextContent(VERIFIED);
      expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
      act(() => jest.advanceTimersByTime(4999));
      expect(screen.getByText(VERIFIED)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText(VERIFIED)).toBeNull();
    });

    it('says when the link was invalid or expired', () => {
      renderWithAuth(<AuthPage />, '/auth?verified=false');
      expect(screen.getByTestId('verified-banner')).toHaveTextContent(
        'This verification link is invalid or has expired.',
      );
    });
  });

  it("shows the server's request to verify when an unverified account signs in", async () => {
    const message =
      'Please verify your email address before signing in. Check your inbox for the verification link.';
    mockFetch(jsonResponse(403, { message, code: 'EMAIL_NOT_VERIFIED' }));
    const user = userEvent.setup();
    const { keycloak } = renderWithAuth(<AuthPage />, '/auth');
    await user.type(screen.getByLabelText('Email'), 'maya@example.com');
    await user.type(screen.getByLabelText('Password'), 'Str0ng-Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(keycloak.login).not.toHaveBeenCalled();
  });

  it('returns to sign-in with the success text after a password reset', async () => {
    mockFetch(
      jsonResponse(200, { success: true, message: 'OTP sent! Check your email.' }),
      jsonResponse(200, { success: true, message: 'Password updated! You can now sign in.' }),
    );
    const user = userEvent.setup();
    renderWithAuth(<AuthPage />, '/auth?tab=forgot');
    await user.type(await screen.findByLabelText('Email'), 'maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('One-time code'), '123456');
    await user.type(screen.getByLabelText('New Password'), 'N3w-Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await screen.findByText('Password updated! You can now sign in.');
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByLabelText('Remember me')).toBeInTheDocument();
  });
});
