import { act, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { jsonResponse, mockFetch, requestBody, TestStore } from '../testing/render-with-auth';
import { SignUpForm } from './SignUpForm';

interface Fields {
  username?: string;
  fullName?: string;
  email?: string;
  password?: string;
  terms?: boolean;
}

const complete: Required<Fields> = {
  username: 'maya_ok',
  fullName: 'Maya Okafor',
  email: 'maya@example.com',
  password: 'Str0ng-Passw0rd!',
  terms: true,
};

function renderForm(vip = false) {
  render(
    <TestStore>
      <MemoryRouter>
        <SignUpForm vip={vip} />
      </MemoryRouter>
    </TestStore>,
  );
}

async function fill(user: UserEvent, fields: Fields) {
  const typeInto = async (label: string, value: string | undefined) => {
    if (value) await user.type(screen.getByLabelText(label), value);
  };
  await typeInto('Username', fields.username);
  await typeInto('Full Name', fields.fullName);
  await typeInto('Email', fields.email);
  await typeInto('Password', fields.password);
  if (fields.terms) await user.click(screen.getByRole('checkbox'));
}

const submit = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Create Account' }));

describe('SignUpForm', () => {
  it('keeps the submit button disabled until the terms are agreed', async () => {
    const user = userEvent.setup();
    renderForm();
    const button = screen.getByRole('button', { name: 'Create Account' });
    expect(button).toBeDisabled();
    await user.click(screen.getByRole('checkbox'));
    expect(button).toBeEnabled();
    await user.click(screen.getByRole('checkbox'));
    expect(button).toBeDisabled();
  });

  it.each<[string, Fields, string]>([
    ['no username', { terms: true }, 'Username is required. Please enter a username.'],
    [
      'a 2-letter username',
      { username: 'ab', terms: true },
      'Username must be at least 3 characters long.',
    ],
    [
      'a username with a dash',
      { ...complete, username: 'maya-ok' },
      'Username can only contain letters, numbers and underscores.',
    ],
    [
      'no full name',
      { username: 'maya_ok', terms: true },
      'Full name is required. Please enter your full name.',
    ],
    [
      'no e-mail',
      { username: 'maya_ok', fullName: 'Maya', terms: true },
      'Email is required. Please enter your email address.',
    ],
    [
      'an e-mail with two dots in a row',
      { ...complete, email: 'maya..ok@example.com' },
      'Email cannot contain consecutive dots',
    ],
    [
      'no password',
      { username: 'maya_ok', fullName: 'Maya', email: 'maya@example.com', terms: true },
      'Password is required. Please enter a password.',
    ],
    [
      'a 7-character password',
      { ...complete, password: 'Abc12!x' },
      'Password must be at least 8 characters long.',
    ],
  ])('with %s it shows the spec text and calls no server', async (_case, fields, message) => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderForm();
    await fill(user, fields);
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the form, shows the success text and clears every field', async () => {
    const fetchMock = mockFetch(
      jsonResponse(201, {
        message: 'Account created successfully! Check your email to verify your account.',
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await fill(user, complete);
    await submit(user);

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Account created successfully! Check your email to verify your account.',
    );
    expect(fetchMock.requests[0]).toMatchObject({ method: 'POST', path: '/api/identity/sign-up' });
    expect(requestBody(fetchMock)).toEqual({
      username: 'maya_ok',
      fullName: 'Maya Okafor',
      email: 'maya@example.com',
      password: 'Str0ng-Passw0rd!',
      acceptTerms: true,
    });
    for (const label of ['Username', 'Full Name', 'Email', 'Password']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  });

  it.each([
    'Username is already taken. Please choose another.',
    'Error checking username availability. Please try again.',
    'An account with this email already exists. Please sign in instead.',
  ])("shows the server's message: %s", async (message) => {
    mockFetch(jsonResponse(409, { message, code: 'X' }));
    const user = userEvent.setup();
    renderForm();
    await fill(user, complete);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Username')).toHaveValue('maya_ok');
  });

  it('shows the strength level and up to 2 suggestions as the password is typed', async () => {
    const user = userEvent.setup();
    renderForm();
    const password = screen.getByLabelText('Password');
    expect(screen.queryByTestId('password-strength')).toBeNull();

    await user.type(password, 'abc');
    const meter = screen.getByTestId('password-strength');
    expect(meter).toHaveTextContent('Password strength: Very Weak');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Use at least 8 characters',
      'Add an uppercase letter',
    ]);
    await user.type(password, 'defgh');
    expect(meter).toHaveTextContent('Weak');
    await user.type(password, 'A');
    expect(meter).toHaveTextContent('Fair');
    await user.type(password, '1');
    expect(meter).toHaveTextContent('Good');
    await user.type(password, '!');
    expect(meter).toHaveTextContent('Strong');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  describe('e-mail check, debounced 500 ms', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('shows the message only after typing paused for 500 ms', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderForm();
      await user.type(screen.getByLabelText('Email'), 'maya..ok@example.com');
      act(() => jest.advanceTimersByTime(499));
      expect(screen.queryByText('Email cannot contain consecutive dots')).toBeNull();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByText('Email cannot contain consecutive dots')).toBeInTheDocument();
    });

    it.each([
      ['maya', 'Please enter a valid email address'],
      ['.maya@example.com', 'Email cannot start or end with a dot'],
      [`${'m'.repeat(250)}@example.com`, 'Email address is too long'],
    ])('refuses %s with the spec text', async (email, message) => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderForm();
      await user.type(screen.getByLabelText('Email'), email);
      act(() => jest.advanceTimersByTime(500));
      expect(screen.getByText(message)).toBeInTheDocument();
    });

    it('suggests the fix of a common typo and applies it on click', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderForm();
      await user.type(screen.getByLabelText('Email'), 'maya@gmail.co');
      act(() => jest.advanceTimersByTime(500));
      expect(screen.getByText(/Did you mean this email address\?/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'maya@gmail.com' }));
      expect(screen.getByLabelText('Email')).toHaveValue('maya@gmail.com');
      act(() => jest.advanceTimersByTime(500));
      expect(screen.queryByText(/Did you mean/)).toBeNull();
    });
  });

  it('shows the VIP sign-up text with vip=true only', () => {
    renderForm(true);
    expect(screen.getByTestId('vip-signup')).toHaveTextContent('48 hours before the public');
  });
});
