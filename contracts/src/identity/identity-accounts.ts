import * as z from 'zod/mini';
import { CONTROL_CHARACTERS_MESSAGE, SINGLE_LINE_TEXT } from '../http/input-rules';
import { checkEmail } from './email-check';

/** Exact texts of spec 01 (§5 validation rules, §8 error catalogue); tests assert them. */
export const SignUpMessages = {
  usernameRequired: 'Username is required. Please enter a username.',
  usernameTooShort: 'Username must be at least 3 characters long.',
  usernameTooLong: 'Username must be at most 20 characters long.',
  usernameCharacters: 'Username can only contain letters, numbers and underscores.',
  fullNameRequired: 'Full name is required. Please enter your full name.',
  fullNameTooLong: 'Full name must be at most 200 characters long.',
  emailRequired: 'Email is required. Please enter your email address.',
  passwordRequired: 'Password is required. Please enter a password.',
  passwordTooShort: 'Password must be at least 8 characters long.',
  termsRequired: 'You must agree to the Terms & Conditions to create an account.',
  usernameTaken: 'Username is already taken. Please choose another.',
  usernameCheckFailed: 'Error checking username availability. Please try again.',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  success: 'Account created successfully! Check your email to verify your account.',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 1024;

/** A string field; each ends in `.prefault('')` so a missing field is reported as "required" with the spec's text. */
const field = (required: string) => z.string({ error: required });

/** An e-mail field: the shared e-mail check, then the stricter syntax every service accepts. */
const emailField = (required: string) =>
  z.prefault(
    field(required).check(
      z.trim(),
      z.minLength(1, required),
      z.superRefine((value, ctx) => {
        if (value === '') return;
        const check = checkEmail(value);
        if (!check.valid) {
          ctx.addIssue({
            code: 'custom',
            message: check.message ?? 'Please enter a valid email address',
          });
        } else if (!z.email().safeParse(value).success) {
          ctx.addIssue({ code: 'custom', message: 'Please enter a valid email address' });
        }
      }),
      z.meta({ format: 'email' }),
    ),
    '',
  );

/**
 * `POST /api/identity/sign-up`. Fields are checked in the spec's order (the first issue is the
 * message to show); the same schema runs in the browser and on the server.
 */
export const SignUpRequestSchema = z.object({
  username: z.prefault(
    field(SignUpMessages.usernameRequired).check(
      z.trim(),
      z.minLength(1, SignUpMessages.usernameRequired),
      z.minLength(3, SignUpMessages.usernameTooShort),
      z.maxLength(20, SignUpMessages.usernameTooLong),
      z.regex(/^[A-Za-z0-9_]*$/, SignUpMessages.usernameCharacters),
    ),
    '',
  ),
  fullName: z.prefault(
    field(SignUpMessages.fullNameRequired).check(
      z.trim(),
      z.minLength(1, SignUpMessages.fullNameRequired),
      z.maxLength(200, SignUpMessages.fullNameTooLong),
      z.regex(SINGLE_LINE_TEXT, CONTROL_CHARACTERS_MESSAGE),
    ),
    '',
  ),
  email: emailField(SignUpMessages.emailRequired),
  password: z.prefault(
    field(SignUpMessages.passwordRequired).check(
      z.minLength(1, SignUpMessages.passwordRequired),
      z.minLength(PASSWORD_MIN_LENGTH, SignUpMessages.passwordTooShort),
      z.maxLength(PASSWORD_MAX_LENGTH),
    ),
    '',
  ),
  acceptTerms: z.prefault(
    z
      .boolean({ error: SignUpMessages.termsRequired })
      .check(z.refine((accepted) => accepted, SignUpMessages.termsRequired)),
    false,
  ),
});
export type SignUpRequest = z.input<typeof SignUpRequestSchema>;
export type ValidSignUpRequest = z.output<typeof SignUpRequestSchema>;

/** The message of the first failing rule, in the spec's order; null when the request is valid. */
export function firstIssueMessage(error: z.core.$ZodError | undefined): string | null {
  return error?.issues[0]?.message ?? null;
}

export const SignUpResponseSchema = z.object({ message: z.literal(SignUpMessages.success) });
export type SignUpResponse = z.infer<typeof SignUpResponseSchema>;

/** Exact texts of the forgot-password flow (spec 01 §5 and §8). */
export const PasswordResetMessages = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Invalid email format.',
  fieldsRequired: 'Please fill all fields.',
  sendFailed: 'Failed to send OTP.',
  updateFailed: 'Failed to update password.',
  networkFailed: 'Server error.',
  sent: 'OTP sent! Check your email.',
  updated: 'Password updated! You can now sign in.',
  passwordTooShort: 'Password must be at least 8 characters long.',
  codeInvalid: 'Invalid or expired code. Please request a new one.',
  tooManyAttempts: 'Too many incorrect attempts. Please request a new code.',
  tooManyRequests:
    'Too many code requests for this email. Please wait a few minutes and try again.',
} as const;

const forgotEmail = z.prefault(
  field(PasswordResetMessages.emailRequired).check(
    z.trim(),
    z.minLength(1, PasswordResetMessages.emailRequired),
    z.refine(
      (value) => value === '' || (checkEmail(value).valid && z.email().safeParse(value).success),
      PasswordResetMessages.emailInvalid,
    ),
    z.meta({ format: 'email' }),
  ),
  '',
);

/** `POST /api/identity/password-reset/request`: step 1 of the forgot tab. */
export const PasswordResetRequestSchema = z.object({ email: forgotEmail });
export type PasswordResetRequest = z.input<typeof PasswordResetRequestSchema>;

export const OTP_LENGTH = 6;

/** `POST /api/identity/password-reset/confirm`: step 2, the e-mailed code and the new password. */
export const PasswordResetConfirmSchema = z
  .object({
    email: z.prefault(field(PasswordResetMessages.fieldsRequired).check(z.trim()), ''),
    code: z.prefault(field(PasswordResetMessages.fieldsRequired).check(z.trim()), ''),
    newPassword: z.prefault(
      field(PasswordResetMessages.fieldsRequired).check(z.maxLength(PASSWORD_MAX_LENGTH)),
      '',
    ),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (!value.email || !value.code || !value.newPassword) {
        ctx.addIssue({ code: 'custom', message: PasswordResetMessages.fieldsRequired });
      } else if (!checkEmail(value.email).valid || !z.email().safeParse(value.email).success) {
        ctx.addIssue({
          code: 'custom',
          path: ['email'],
          message: PasswordResetMessages.emailInvalid,
        });
      } else if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value.code)) {
        ctx.addIssue({
          code: 'custom',
          path: ['code'],
          message: PasswordResetMessages.codeInvalid,
        });
      } else if (value.newPassword.length < PASSWORD_MIN_LENGTH) {
        ctx.addIssue({
          code: 'custom',
          path: ['newPassword'],
          message: PasswordResetMessages.passwordTooShort,
        });
      }
    }),
  );
export type PasswordResetConfirm = z.input<typeof PasswordResetConfirmSchema>;

/** Both forgot-password steps answer `{ success, message }` like the spec's OTP endpoints. */
export const PasswordResetResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type PasswordResetResponse = z.infer<typeof PasswordResetResponseSchema>;

/** Sign-in of an account whose e-mail address is not verified yet (embedded IdP). */
export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Please verify your email address before signing in. Check your inbox for the verification link.';
