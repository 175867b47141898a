import { checkEmail } from './email-check';

describe('checkEmail', () => {
  it('accepts an empty field (required-ness belongs to each form)', () => {
    expect(checkEmail('')).toEqual({ valid: true });
  });

  it.each([
    ['no-at-sign.example.com', 'Please enter a valid email address'],
    ['two words@example.com', 'Please enter a valid email address'],
    ['maya..okafor@example.com', 'Email cannot contain consecutive dots'],
    ['.maya@example.com', 'Email cannot start or end with a dot'],
    ['maya.@example.com', 'Email cannot start or end with a dot'],
    ['maya@example.com.', 'Email cannot start or end with a dot'],
    [`${'a'.repeat(250)}@example.com`, 'Email address is too long'],
  ])('refuses %s with the spec text', (email, message) => {
    expect(checkEmail(email)).toEqual({ valid: false, message });
  });

  it.each([
    ['maya@gmail.co', 'maya@gmail.com'],
    ['maya@gmail.cm', 'maya@gmail.com'],
    ['maya@hotmail.co', 'maya@hotmail.com'],
    ['maya@yahoo.co', 'maya@yahoo.com'],
    ['maya@outlook.co', 'maya@outlook.com'],
  ])('suggests a fix for the typo in %s', (email, suggestion) => {
    expect(checkEmail(email)).toEqual({
      valid: true,
      message: 'Did you mean this email address?',
      suggestion,
    });
  });

  it('accepts a 254-character address and a plain one', () => {
    expect(checkEmail(`${'a'.repeat(242)}@example.com`)).toEqual({ valid: true });
    expect(checkEmail('maya@example.com')).toEqual({ valid: true });
  });
});
