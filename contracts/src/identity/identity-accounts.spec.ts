import {
  firstIssueMessage,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  SignUpRequestSchema,
} from './identity-accounts';

const valid = {
  username: 'maya_ok',
  fullName: 'Maya Okafor',
  email: 'maya@example.com',
  password: 'Str0ng-Passw0rd!',
  acceptTerms: true,
};

const firstMessage = (input: unknown) =>
  firstIssueMessage(SignUpRequestSchema.safeParse(input).error);

describe('SignUpRequestSchema: the spec order and texts', () => {
  it('reports only the first failing rule, in the order of spec 01 §5', () => {
    expect(firstMessage({})).toBe('Username is required. Please enter a username.');
    expect(firstMessage({ username: 'ab' })).toBe('Username must be at least 3 characters long.');
    expect(firstMessage({ username: 'maya' })).toBe(
      'Full name is required. Please enter your full name.',
    );
    expect(firstMessage({ username: 'maya', fullName: 'Maya' })).toBe(
      'Email is required. Please enter your email address.',
    );
    expect(firstMessage({ username: 'maya', fullName: 'Maya', email: 'm@example.com' })).toBe(
      'Password is required. Please enter a password.',
    );
    expect(firstMessage({ ...valid, acceptTerms: false })).toBe(
      'You must agree to the Terms & Conditions to create an account.',
    );
    expect(firstMessage(valid)).toBeNull();
  });

  it('allows 3 to 20 letters, digits and underscore only', () => {
    expect(firstMessage({ ...valid, username: 'a'.repeat(21) })).toBe(
      'Username must be at most 20 characters long.',
    );
    expect(firstMessage({ ...valid, username: 'maya-ok' })).toBe(
      'Username can only contain letters, numbers and underscores.',
    );
    expect(firstMessage({ ...valid, username: 'Abc_123' })).toBeNull();
  });

  it('applies the e-mail check and the password minimum', () => {
    expect(firstMessage({ ...valid, email: 'maya..ok@example.com' })).toBe(
      'Email cannot contain consecutive dots',
    );
    expect(firstMessage({ ...valid, password: 'short' })).toBe(
      'Password must be at least 8 characters long.',
    );
  });

  it('treats blank text as missing', () => {
    expect(firstMessage({ ...valid, username: '   ' })).toBe(
      'Username is required. Please enter a username.',
    );
    expect(firstMessage({ ...valid, fullName: '  ' })).toBe(
      'Full name is required. Please enter your full name.',
    );
  });
});

describe('password-reset schemas', () => {
  it('asks for the e-mail, then a valid one', () => {
    const message = (email?: string) =>
      firstIssueMessage(PasswordResetRequestSchema.safeParse({ email }).error);
    expect(message()).toBe('Please enter your email address.');
    expect(message('')).toBe('Please enter your email address.');
    expect(message('nope')).toBe('Invalid email format.');
    expect(message('maya@example.com')).toBeNull();
  });

  it('needs every field of step 2', () => {
    const message = (input: object) =>
      firstIssueMessage(PasswordResetConfirmSchema.safeParse(input).error);
    expect(message({ email: 'maya@example.com', code: '123456' })).toBe('Please fill all fields.');
    expect(message({ email: 'maya@example.com', newPassword: 'long-enough' })).toBe(
      'Please fill all fields.',
    );
    expect(message({ email: 'maya@example.com', code: '123456', newPassword: 'short' })).toBe(
      'Password must be at least 8 characters long.',
    );
    expect(
      message({ email: 'maya@example.com', code: '123456', newPassword: 'long-enough' }),
    ).toBeNull();
  });
});
