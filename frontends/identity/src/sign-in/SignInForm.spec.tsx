import { AuthProvider } from '@filmcollab/web-kit';
import { createTestAuthClient } from '@filmcollab/web-kit/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../testing/render-with-auth';
import { SignInForm } from './SignInForm';

// jsdom's page origin; the embedded IdP answers there (the shell's default without FILMCOLLAB_IDP_URL).
const ORIGIN = window.location.origin;
const KEYCLOAK_URL = 'https://account.filmcollab.example';

function setup(response: Response, idpUrl = ORIGIN) {
  const { client, keycloak } = createTestAuthClient({ idpUrl });
  const fetchMock = jest.fn(async () => response);
  global.fetch = fetchMock as unknown as typeof fetch;
  render(
    <AuthProvider client={client}>
      <SignInForm />
    </AuthProvider>,
  );
  return { keycloak, fetchMock };
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('SignInForm', () => {
  beforeEach(() => sessionStorage.clear());

  it("shows the server's message when the credentials are refused", async () => {
    const { keycloak } = setup(
      jsonResponse(401, { message: 'Invalid login credentials', code: 'INVALID_CREDENTIALS' }),
    );

    await fillAndSubmit('alice@example.com', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(keycloak.login).not.toHaveBeenCalled();
  });

  it('posts the credentials with remember me on by default, then starts the keycloak-js login', async () => {
    const { keycloak, fetchMock } = setup(jsonResponse(204, null));

    await fillAndSubmit('alice@example.com', 'correct-horse');

    expect(fetchMock).toHaveBeenCalledWith(
      `${ORIGIN}/realms/filmcollab/login-actions/authenticate`,
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(init.body as string)).toEqual({
      email: 'alice@example.com',
      password: 'correct-horse',
      rememberMe: true,
    });
    expect(keycloak.login).toHaveBeenCalledWith({ redirectUri: `${ORIGIN}/` });
    expect(sessionStorage.getItem('filmcollab.auth.rememberMe')).toBe('1');
  });

  it('sends rememberMe false when the box is unticked', async () => {
    const { fetchMock } = setup(jsonResponse(204, null));
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));

    await fillAndSubmit('alice@example.com', 'correct-horse');

    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(init.body as string)).toMatchObject({ rememberMe: false });
    expect(sessionStorage.getItem('filmcollab.auth.rememberMe')).toBe('0');
  });

  it('asks for both fields before calling the server', async () => {
    const { fetchMock } = setup(jsonResponse(204, null));
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email and password.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe('with an external Keycloak (shell built with FILMCOLLAB_IDP_URL)', () => {
    it("offers no password form: 'Continue to sign in' sends the browser to Keycloak's login page", async () => {
      const { keycloak, fetchMock } = setup(jsonResponse(204, null), KEYCLOAK_URL);

      expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
      expect(screen.getByText(/Sign-in happens on the FilmCollab account page/)).toBeVisible();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Continue to sign in' }));

      expect(keycloak.login).toHaveBeenCalledWith({ redirectUri: `${ORIGIN}/` });
      expect(sessionStorage.getItem('filmcollab.auth.rememberMe')).toBe('1');
      // The embedded IdP's login action does not exist on Keycloak: nothing is posted anywhere.
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('keeps the remember-me choice for the tokens of this device', async () => {
      const { keycloak } = setup(jsonResponse(204, null), KEYCLOAK_URL);
      const user = userEvent.setup();
      await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
      await user.click(screen.getByRole('button', { name: 'Continue to sign in' }));

      expect(keycloak.login).toHaveBeenCalledTimes(1);
      expect(sessionStorage.getItem('filmcollab.auth.rememberMe')).toBe('0');
    });
  });
});
